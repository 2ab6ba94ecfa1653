package chart

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"eqx/equations"
)

// GridPoints is the number of samples along each axis of a Surface: a
// 41 × 41 grid (40 × 40 cells) draws smooth rings at the sizes a page
// shows and costs under two thousand evaluations.
const GridPoints = 41

// draftGridPoints is GridPoints of a draft: every other sample, a quarter
// of the evaluations, while an input moves.
const draftGridPoints = (GridPoints + 1) / 2

// searchPoints is the number of samples along each axis of the two coarse
// passes that look for the minimum over the sliders' ranges.
const searchPoints = 13

// curvePointsFlat is the number of samples of a flat Surface (a function of
// one coordinate).
const curvePointsFlat = 201

// Grid is a Surface's function sampled over a square window: Z[j][i] is
// the value at (X[i], Y[j]), NaN where undefined; a flat Surface (whose
// inputs have no second coordinate) has one row, over X. The samples
// depend on the inputs but the swept coordinates, and on the window, so a
// page keeps them while a slider moves the current point inside the
// window (SurfaceGrid).
type Grid struct {
	X, Y []float64
	Z    [][]float64
	// MinX, MinY and Min are the least value sampled and where it lies;
	// for a flat Surface, MinY is Min.
	MinX, MinY, Min float64
	// PathX and PathY are the iterates of an update rule from the
	// current inputs (Surface.Of names its step counts), and TrailX and
	// TrailY the points a run of steps visited before them; a flat
	// Surface's own points have a NaN y.
	PathX, PathY   []float64
	TrailX, TrailY []float64

	view     *equations.Surface // the view sampled: a grid is kept only for it
	flat     bool
	draft    bool       // sampled at draftGridPoints, while an input moves
	iterated bool       // the path is the iterates θ₀ … θ_T of the inputs
	key      string     // the inputs but the swept coordinates
	seek     [2]float64 // the minimum found over the sliders' ranges
	// found is whether seek is inside the ranges: a minimum the window
	// frames.
	found bool
	win   window
	// march traces the grid's contours (surface.go). It is scratch, the
	// one part of a Grid written after it is made, and is handed on to
	// the grid that replaces this one (surfaceGrid's prev), so that a
	// slider's moves trace in the same buffers.
	march *marcher
}

// marcher returns g's contour tracer, ready for its values.
func (g *Grid) marcher() *marcher {
	if g.march == nil {
		g.march = new(marcher)
	}
	g.march.reset(g.X, g.Y, g.Z)
	return g.march
}

// window is the square [CX ± Half] × [CY ± Half] of a Grid.
type window struct{ CX, CY, Half float64 }

// SurfaceGrid samples the first Surface of spec's views at inputs in with output out, or returns nil when it has none or
// cannot be drawn at in. trail is the points a run of steps visited
// before in (the Trail of each step's grid), drawn as the start of the
// path. prev
// is the grid of the last call, or nil: when only the swept coordinates
// changed and every point drawn is still well inside its window, prev's
// samples are kept, so that a slider moving the point neither resamples
// nor rescales the axes. A draft, while an input moves, is sampled at
// draftGridPoints along each axis; a draft's samples are kept only for a
// draft, and a full grid's for either.
func SurfaceGrid(spec *equations.Spec, in equations.Inputs, out any, trail [][2]float64, prev *Grid, draft bool) *Grid {
	for _, v := range equations.Views(equations.Resolve(spec.View, in)) {
		if su, ok := v.(*equations.Surface); ok {
			return surfaceGrid(spec, su, in, out, trail, prev, draft)
		}
	}
	return nil
}

// Trail is what a run's trail gains when it steps on from the grid's
// inputs: the path of the iterates but its last point, from which the
// step goes on (gradient descent's θ_T is the next θ₀), or, for an update
// rule that draws no iterates, the current point.
func (g *Grid) Trail() [][2]float64 {
	n := len(g.PathX)
	if g.iterated {
		n--
	}
	t := make([][2]float64, 0, max(n, 0))
	for i := range n {
		t = append(t, [2]float64{g.PathX[i], g.PathY[i]})
	}
	return t
}

func surfaceGrid(spec *equations.Spec, su *equations.Surface, in equations.Inputs, out any, trail [][2]float64, prev *Grid, draft bool) *Grid {
	x, errx := parseCoordinate(su.X)
	y, erry := parseCoordinate(su.Y)
	if errx != nil || erry != nil {
		return nil
	}
	s, ok := newSweep(spec, x, y, in, out)
	if !ok {
		return nil
	}
	cx, cy, _ := point(x, y, in)
	g := &Grid{view: su, flat: s.flat, key: sweepKey(in, x, y, s.useLoss), draft: draft}
	if prev != nil {
		g.march = prev.march
	}
	g.PathX, g.PathY = iterates(spec, su.Of, in, x, y)
	g.iterated = g.PathX != nil
	if g.PathX == nil {
		g.PathX, g.PathY = []float64{cx}, []float64{cy} // the trail ends here
	}
	for _, p := range trail {
		g.TrailX, g.TrailY = append(g.TrailX, p[0]), append(g.TrailY, p[1])
	}
	// The points the window frames: the current one, the minimum, and
	// the path and trail of this dimension.
	fx, fy := []float64{cx}, []float64{cy}
	for _, l := range [][2][]float64{{g.PathX, g.PathY}, {g.TrailX, g.TrailY}} {
		for i, a := range l[0] {
			if b := l[1][i]; finite(a) && finite(b) != s.flat {
				fx, fy = append(fx, a), append(fy, b)
			}
		}
	}
	reuse := prev != nil && prev.view == su && prev.key == g.key && prev.flat == g.flat
	if reuse {
		g.seek, g.found = prev.seek, prev.found
	} else {
		g.seek, g.found = s.seek(spec)
	}
	if g.found {
		fx, fy = append(fx, g.seek[0]), append(fy, g.seek[1])
	}
	floor, ceiling := halfRange(spec, x, y, s.flat)
	g.win = frame(fx, fy, s.flat, floor, ceiling)
	if reuse && (draft || !prev.draft) && (prev.win == g.win || prev.win.keeps(fx, fy, s.flat) && prev.win.Half <= 4*g.win.Half) {
		g.X, g.Y, g.Z, g.MinX, g.MinY, g.Min, g.win = prev.X, prev.Y, prev.Z, prev.MinX, prev.MinY, prev.Min, prev.win
		g.draft = prev.draft
		return g
	}
	g.sample(s)
	return g
}

// keeps reports whether the window still frames the points, each well
// inside it.
func (w window) keeps(xs, ys []float64, flat bool) bool {
	inner := 0.9 * w.Half
	xlo, xhi, _ := span(xs)
	ylo, yhi, _ := span(ys)
	ok := xhi-w.CX <= inner && w.CX-xlo <= inner
	if !flat {
		ok = ok && yhi-w.CY <= inner && w.CY-ylo <= inner
	}
	return ok
}

// frame is the window around the points: its half-width the next 1, 2 or
// 5 times a power of ten above 5/8 of the greater extent (between floor
// and ceiling), its centre the middle rounded to a quarter of that, so
// that small moves keep the same window and its ticks fall on round
// numbers. The rounding moves the centre by at most an eighth of the
// half-width, so the points stay inside 0.95 of it (when the ceiling
// does not cut them off).
func frame(xs, ys []float64, flat bool, floor, ceiling float64) window {
	xlo, xhi, _ := span(xs)
	ylo, yhi, _ := span(ys)
	ext := xhi - xlo
	if !flat {
		ext = max(ext, yhi-ylo)
	}
	half := min(niceAbove(max(ext/2*1.25, floor)), ceiling)
	q := half / 4
	w := window{CX: q * math.Round((xlo+xhi)/2/q), Half: half}
	if !flat {
		w.CY = q * math.Round((ylo+yhi)/2/q)
	}
	return w
}

// halfRange bounds the half-width of a window: at least a twentieth of
// the coordinates' slider range, so that the rings around a minimum the
// current point sits on still show, and at most the whole range, so that
// a diverging path does not shrink the bowl to a dot.
func halfRange(spec *equations.Spec, x, y coordinate, flat bool) (floor, ceiling float64) {
	xlo, xhi := sliderRange(spec, x)
	r := xhi - xlo
	if !flat {
		ylo, yhi := sliderRange(spec, y)
		r = max(r, yhi-ylo)
	}
	return niceAbove(r / 20), niceAbove(r)
}

// niceAbove is the least of 1, 2 and 5 times a power of ten that is at
// least v > 0.
func niceAbove(v float64) float64 {
	if !(v > 0) || !finite(v) {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= v*(1-1e-12) {
			return m * p
		}
	}
	return 10 * p
}

// seek looks for the minimum over the sliders' ranges of the coordinates:
// a coarse grid, then a second one around its best point, a coarse cell
// either side. It returns the best point found, and whether it lies
// inside the ranges: on their edge the function falls on beyond them (a
// separable data set's cost falls for ever), and there is no minimum to
// frame.
func (s *sweep) seek(spec *equations.Spec) ([2]float64, bool) {
	xlo, xhi := sliderRange(spec, s.x)
	ylo, yhi := sliderRange(spec, s.y)
	best := [2]float64{(xlo + xhi) / 2, (ylo + yhi) / 2}
	bestV := math.Inf(1)
	pass := func(xlo, xhi, ylo, yhi float64) {
		rows := searchPoints
		if s.flat {
			rows = 1
		}
		for j := range rows {
			b := ylo
			if rows > 1 {
				b = ylo + (yhi-ylo)*float64(j)/float64(rows-1)
			}
			for i := range searchPoints {
				a := xlo + (xhi-xlo)*float64(i)/float64(searchPoints-1)
				if v := s.at(a, b); v < bestV {
					best, bestV = [2]float64{a, b}, v
				}
			}
		}
	}
	pass(xlo, xhi, ylo, yhi)
	if !finite(bestV) {
		return best, false
	}
	dx, dy := (xhi-xlo)/float64(searchPoints-1), (yhi-ylo)/float64(searchPoints-1)
	pass(max(best[0]-dx, xlo), min(best[0]+dx, xhi), max(best[1]-dy, ylo), min(best[1]+dy, yhi))
	inside := best[0] > xlo && best[0] < xhi
	if s.flat {
		best[1] = 0
	} else {
		inside = inside && best[1] > ylo && best[1] < yhi
	}
	return best, inside
}

// sliderRange is the slider range of a coordinate's input, or [−1, 1].
func sliderRange(spec *equations.Spec, c coordinate) (float64, float64) {
	if p := spec.Param(c.Name); p != nil && p.Max > p.Min {
		return p.Min, p.Max
	}
	return -1, 1
}

// sample evaluates the function over the window, and finds its least value.
func (g *Grid) sample(s *sweep) {
	w := g.win
	nx, ny := GridPoints, GridPoints
	if g.draft {
		nx, ny = draftGridPoints, draftGridPoints
	}
	if s.flat {
		nx, ny = curvePointsFlat, 1
	}
	g.X = make([]float64, nx)
	for i := range g.X {
		g.X[i] = w.CX - w.Half + 2*w.Half*float64(i)/float64(nx-1)
	}
	g.Y = make([]float64, ny)
	if !s.flat {
		for j := range g.Y {
			g.Y[j] = w.CY - w.Half + 2*w.Half*float64(j)/float64(ny-1)
		}
	}
	g.Z = make([][]float64, ny)
	g.Min, g.MinX, g.MinY = math.NaN(), math.NaN(), math.NaN()
	for j, b := range g.Y {
		row := make([]float64, nx)
		for i, a := range g.X {
			row[i] = s.at(a, b)
			if finite(row[i]) && !(row[i] >= g.Min) {
				g.Min, g.MinX, g.MinY = row[i], a, b
			}
		}
		g.Z[j] = row
	}
	if s.flat {
		g.MinY = g.Min
	}
}

// sweepKey identifies the inputs but the swept coordinates: each input in
// order of name, a swept entry of a list written as _.
func sweepKey(in equations.Inputs, x, y coordinate, useLoss bool) string {
	names := make([]string, 0, len(in))
	for k := range in {
		names = append(names, k)
	}
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "loss=%v;", useLoss)
	for _, k := range names {
		v := in[k]
		if k == x.Name || k == y.Name {
			switch l := v.(type) {
			case float64:
				v = "_" // the swept number
			case []float64:
				parts := make([]string, len(l))
				for i, e := range l {
					parts[i] = fmt.Sprint(e)
					if (k == x.Name && x.Indexed && i == x.Index) || (k == y.Name && y.Indexed && i == y.Index) {
						parts[i] = "_"
					}
				}
				v = strings.Join(parts, " ")
			}
		}
		fmt.Fprintf(&b, "%s=%v;", k, v)
	}
	return b.String()
}
