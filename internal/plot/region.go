// The clipping and the helpers of this file follow gonum.org/v1/plot's
// vg/draw package (v0.17.0), Copyright ©2015 The Gonum Authors, under the
// BSD 3-clause license in LICENSE.gonum.

package plot

import (
	"image/color"
	"slices"
)

// canvas is a rectangle of the SVG being written, in which a part of the
// figure draws: the whole figure, the plot under the title and legend,
// an axis, the data area, a legend swatch.
type canvas struct {
	*svgCanvas
	rect
}

// lineStyle is the color, width and dashes of a stroked line.
type lineStyle struct {
	Color  color.Color
	Width  float64
	Dashes []float64
}

// slop is the tolerance of the tests of containment and of clipping.
const slop = 3e-8 // ≈ √1⁻¹⁵

// crop returns c with the given lengths added to its left, right, bottom
// and top edges (negative right and top ones shrink it).
func crop(c canvas, left, right, bottom, top float64) canvas {
	return canvas{svgCanvas: c.svgCanvas, rect: rect{
		Min: point{X: c.Min.X + left, Y: c.Min.Y + bottom},
		Max: point{X: c.Max.X + right, Y: c.Max.Y + top},
	}}
}

// Center returns the center of c.
func (c *canvas) Center() point {
	return point{
		X: (c.Max.X-c.Min.X)/2 + c.Min.X,
		Y: (c.Max.Y-c.Min.Y)/2 + c.Min.Y,
	}
}

// Contains reports whether p is in c.
func (c *canvas) Contains(p point) bool {
	return c.ContainsX(p.X) && c.ContainsY(p.Y)
}

// ContainsX reports whether x is within the horizontal extent of c.
func (c *canvas) ContainsX(x float64) bool {
	return x <= c.Max.X+slop && x >= c.Min.X-slop
}

// ContainsY reports whether y is within the vertical extent of c.
func (c *canvas) ContainsY(y float64) bool {
	return y <= c.Max.Y+slop && y >= c.Min.Y-slop
}

// X returns the position of x of the unit range across c: 0 is its left
// edge, 1 its right edge.
func (c *canvas) X(x float64) float64 {
	return x*(c.Max.X-c.Min.X) + c.Min.X
}

// Y returns the position of y of the unit range up c: 0 is its bottom
// edge, 1 its top edge.
func (c *canvas) Y(y float64) float64 {
	return y*(c.Max.Y-c.Min.Y) + c.Min.Y
}

// SetLineStyle sets the color, width and dashes of the lines stroked next.
func (c *canvas) SetLineStyle(sty lineStyle) {
	c.SetColor(sty.Color)
	c.SetLineWidth(sty.Width)
	c.SetLineDash(sty.Dashes)
}

// StrokeLines strokes each of the polylines in sty, each as a path.
func (c *canvas) StrokeLines(sty lineStyle, lines ...[]point) {
	if len(lines) == 0 {
		return
	}
	c.SetLineStyle(sty)
	for _, l := range lines {
		if len(l) == 0 {
			continue
		}
		c.Stroke(c.polyline(l, false))
	}
}

// StrokeSegments strokes the segments from pts[2i] to pts[2i+1] in sty as
// one path: the ticks and line of an axis, the lines of a grid. A
// figure's elements are what a page patches, styles and lays out on a
// move (web/live.js, eqxPatchFigure), and the ticks of a rescaled axis
// all move at once: as one path they are one attribute to set rather
// than an element each. Each segment is a subpath of its own, so the
// strokes, and the dashes, which start again at every subpath, are those
// of the segments stroked one by one.
func (c *canvas) StrokeSegments(sty lineStyle, pts []point) {
	if len(pts) < 2 {
		return
	}
	c.SetLineStyle(sty)
	p := slices.Grow(c.path[:0], len(pts))
	for i := 0; i+1 < len(pts); i += 2 {
		p.move(pts[i])
		p.line(pts[i+1])
	}
	c.path = p
	c.Stroke(p)
}

// sameLine reports whether a and b stroke alike.
func sameLine(a, b lineStyle) bool {
	return a.Width == b.Width && slices.Equal(a.Dashes, b.Dashes) && sameColor(a.Color, b.Color)
}

// sameColor reports whether a and b are the same color, nil being none.
func sameColor(a, b color.Color) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}

// polyline is the path through pts, closed or not, built in c's scratch
// path: it is valid until the next call, which the Stroke or Fill it is
// for has written it out by.
func (c *canvas) polyline(pts []point, closed bool) svgPath {
	p := slices.Grow(c.path[:0], len(pts)+1)
	p.move(pts[0])
	for _, pt := range pts[1:] {
		p.line(pt)
	}
	if closed {
		p.close()
	}
	c.path = p
	return p
}

// StrokeLine2 strokes the line from (x0, y0) to (x1, y1) in sty.
func (c *canvas) StrokeLine2(sty lineStyle, x0, y0, x1, y1 float64) {
	c.StrokeLines(sty, []point{{X: x0, Y: y0}, {X: x1, Y: y1}})
}

// FillPolygon fills the polygon of pts with clr.
func (c *canvas) FillPolygon(clr color.Color, pts []point) {
	if len(pts) == 0 {
		return
	}
	c.SetColor(clr)
	c.Fill(c.polyline(pts, true))
}

// ClipLinesXY returns the parts of the polylines that lie in c: the
// polylines themselves when they all lie in it (most curves of a figure
// whose domain was fitted to them), as the clipping would return them,
// without its copies.
func (c *canvas) ClipLinesXY(lines ...[]point) [][]point {
	inside := true
	for _, l := range lines {
		if len(l) < 2 || !c.holds(l) {
			inside = false // a lone point is dropped by the clipping
			break
		}
	}
	if inside {
		return lines
	}
	return c.clipLinesY(c.clipLinesX(lines...)...)
}

// holds reports whether every point of pts is inside c by the clipping's
// own tests of its four edges; a NaN is not.
func (c *canvas) holds(pts []point) bool {
	for _, p := range pts {
		if !(isLeft(p, c.Max) && isRight(p, c.Min) && isAbove(p, c.Min) && isBelow(p, c.Max)) {
			return false
		}
	}
	return true
}

// clipLinesX clips the polylines to c's left and right edges, and
// clipLinesY to its bottom and top.
func (c *canvas) clipLinesX(lines ...[]point) [][]point {
	lines = clipLines(lines, isLeft, point{X: c.Max.X, Y: c.Min.Y}, point{X: -1, Y: 0})
	return clipLines(lines, isRight, point{X: c.Min.X, Y: c.Min.Y}, point{X: 1, Y: 0})
}

func (c *canvas) clipLinesY(lines ...[]point) [][]point {
	lines = clipLines(lines, isAbove, point{X: c.Min.X, Y: c.Min.Y}, point{X: 0, Y: -1})
	return clipLines(lines, isBelow, point{X: c.Min.X, Y: c.Max.Y}, point{X: 0, Y: 1})
}

// clipLines clips every polyline by one edge (clipLine).
func clipLines(lines [][]point, in func(p, clip point) bool, clip, norm point) [][]point {
	clipped := make([][]point, 0, len(lines))
	for _, line := range lines {
		clipped = append(clipped, clipLine(in, clip, norm, line)...)
	}
	return clipped
}

// clipLine clips the polyline pts by one edge, given by a point clip on
// it and its normal norm; in tells the points on the inside.
func clipLine(in func(point, point) bool, clip, norm point, pts []point) (lines [][]point) {
	l := make([]point, 0, len(pts))
	for i := 1; i < len(pts); i++ {
		cur, next := pts[i-1], pts[i]
		curIn, nextIn := in(cur, clip), in(next, clip)
		switch {
		case curIn && nextIn:
			l = append(l, cur)
		case curIn && !nextIn:
			l = append(l, cur, isect(cur, next, clip, norm))
			lines = append(lines, l)
			l = []point{}
		case !curIn && !nextIn:
			// nothing
		default: // !curIn && nextIn
			l = append(l, isect(cur, next, clip, norm))
		}
		if nextIn && i == len(pts)-1 {
			l = append(l, next)
		}
	}
	if len(l) > 1 {
		lines = append(lines, l)
	}
	return lines
}

// ClipPolygonXY returns the polygon pts clipped to c: pts itself when it
// lies in c, as the clipping would return it.
func (c *canvas) ClipPolygonXY(pts []point) []point {
	if c.holds(pts) {
		return pts
	}
	x := clipPoly(isLeft, point{X: c.Max.X, Y: c.Min.Y}, point{X: -1, Y: 0},
		clipPoly(isRight, point{X: c.Min.X, Y: c.Min.Y}, point{X: 1, Y: 0}, pts))
	return clipPoly(isBelow, point{X: c.Min.X, Y: c.Max.Y}, point{X: 0, Y: 1},
		clipPoly(isAbove, point{X: c.Min.X, Y: c.Min.Y}, point{X: 0, Y: -1}, x))
}

// clipPoly clips the polygon pts by one edge, as clipLine does a
// polyline.
func clipPoly(in func(point, point) bool, clip, norm point, pts []point) (clipped []point) {
	clipped = make([]point, 0, len(pts))
	for i := range pts {
		j := i + 1
		if i == len(pts)-1 {
			j = 0
		}
		cur, next := pts[i], pts[j]
		curIn, nextIn := in(cur, clip), in(next, clip)
		switch {
		case curIn && nextIn:
			clipped = append(clipped, cur)
		case curIn && !nextIn:
			clipped = append(clipped, cur, isect(cur, next, clip, norm))
		case !curIn && !nextIn:
			// nothing
		default: // !curIn && nextIn
			clipped = append(clipped, isect(cur, next, clip, norm))
		}
	}
	n := len(clipped)
	return clipped[:n:n]
}

func isLeft(p, clip point) bool { return p.X <= clip.X+slop }

func isRight(p, clip point) bool { return p.X >= clip.X-slop }

func isBelow(p, clip point) bool { return p.Y <= clip.Y+slop }

func isAbove(p, clip point) bool { return p.Y >= clip.Y-slop }

// isect returns the intersection of the line p0→p1 with the edge through
// clip of normal norm.
func isect(p0, p1, clip, norm point) point {
	// t = (norm · (p0 - clip)) / (norm · (p0 - p1))
	t := p0.Sub(clip).Dot(norm) / p0.Sub(p1).Dot(norm)
	// p = p0 + t*(p1 - p0)
	return p1.Sub(p0).Scale(t).Add(p0)
}
