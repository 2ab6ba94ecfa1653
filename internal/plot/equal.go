package plot

import "math"

// minEqualSize is the least width or height, in points, to which the
// data area is narrowed for equal scales. Fixed domains of too extreme
// an aspect for the figure are drawn with unequal scales instead.
const minEqualSize = 16

// equalTolerance is the relative difference of the two axes' scales
// (data units per point) that equalize accepts as equal.
const equalTolerance = 1e-6

// equalize makes one data unit as long on the X axis as on the Y axis of
// p when p is drawn in the returned canvas, which is c or a part of c
// centered in it.
//
// With scales ux and uy in data units per point of the data area, the
// axis with the smaller scale is stretched. If its domain is automatic
// it is first widened about its center to the other axis's scale, which
// keeps the whole data area. The tick labels, and so the axes' sizes,
// may then change; and a fixed domain cannot be widened. So the canvas
// is then narrowed along the stretched axis until the scales agree. The
// size of the data area is an affine function of the canvas size for
// given tick labels, so this converges in one or two steps. If the data
// area would have to be narrower than minEqualSize, c is returned as is.
func equalize(p *axes, c canvas, autoX, autoY bool) canvas {
	orig := c
	ux, uy, w, h, ok := scales(p, c)
	if !ok {
		return c
	}
	switch {
	case ux < uy && autoX:
		widen(&p.X, uy*w)
	case uy < ux && autoY:
		widen(&p.Y, ux*h)
	}
	for range 4 {
		ux, uy, w, h, ok = scales(p, c)
		if !ok || math.Abs(ux-uy) <= equalTolerance*math.Max(ux, uy) {
			break
		}
		if ux < uy { // too wide: the X span at scale uy is narrower
			target := (p.X.Max - p.X.Min) / uy
			if target < minEqualSize {
				return orig
			}
			d := (w - target) / 2
			c.Min.X += d
			c.Max.X -= d
		} else {
			target := (p.Y.Max - p.Y.Min) / ux
			if target < minEqualSize {
				return orig
			}
			d := (h - target) / 2
			c.Min.Y += d
			c.Max.Y -= d
		}
	}
	return c
}

// scales returns the data units per point of the X and Y axes of p drawn
// in c, and the width and height of the data area in points; ok is false
// if any of them is not finite and positive.
func scales(p *axes, c canvas) (ux, uy, w, h float64, ok bool) {
	da := p.dataCanvas(c)
	w, h = da.Max.X-da.Min.X, da.Max.Y-da.Min.Y
	ux, uy = (p.X.Max-p.X.Min)/w, (p.Y.Max-p.Y.Min)/h
	ok = w > 0 && h > 0 && ux > 0 && uy > 0 && finite(ux) && finite(uy)
	return ux, uy, w, h, ok
}

// widen sets the domain of a to span about its center, if that stays
// within ±maxMagnitude.
func widen(a *axis, span float64) {
	mid := a.Min/2 + a.Max/2
	lo, hi := mid-span/2, mid+span/2
	if lo >= -maxMagnitude && hi <= maxMagnitude {
		a.Min, a.Max = lo, hi
	}
}
