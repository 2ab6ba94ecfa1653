package chart

import (
	"fmt"
	"strconv"
	"strings"

	"eqx/equations"
	"eqx/internal/plot"
)

// contourCount is the number of levels of a Surface's rings; a level
// whose lines have fewer than minRing points is left out.
const (
	contourCount = 10
	minRing      = 16
)

// surfaceHeight is the height of a Surface figure: its window is square
// and drawn on equal scales, so it is taller than the default.
const surfaceHeight = 380

// surface draws the function of two coordinates as contours over a square
// window framing the current point, the least value on the grid, and the
// path of an update rule's iterates (after the trail of a run) with a dot
// per iterate; or, when the inputs have only the first coordinate, the
// function of it as a curve with the iterates on it.
func (v *view) surface(su *equations.Surface) []plot.Figure {
	if v.out == nil {
		return nil // the inputs have no result: nothing to frame
	}
	x, errx := parseCoordinate(su.X)
	y, erry := parseCoordinate(su.Y)
	if errx != nil || erry != nil {
		return nil
	}
	g := v.samples.Grid
	if g == nil || g.view != su {
		g = surfaceGrid(v.spec, su, v.in, v.out, nil, nil, v.samples.Draft)
	}
	if g == nil {
		return nil
	}
	cx, cy, _ := point(x, y, v.in)
	sx, sy := v.axisLabel(su, x, 0), v.axisLabel(su, y, 1)
	value := Plain(v.spec.Output)
	if it := v.spec.Iterate; it != nil && it.Loss != nil {
		value = it.LossLabel
	}
	f := v.base()
	f.YLabel = value
	if g.flat {
		return one(v.surfaceCurve(f, g, sx, value, cx))
	}
	f.XLabel, f.YLabel = sx, sy
	f.Height = surfaceHeight
	f.Equal = true
	w := g.win
	f.X, f.Y = plot.Fixed(w.CX-w.Half, w.CX+w.Half), plot.Fixed(w.CY-w.Half, w.CY+w.Half)
	desc := fmt.Sprintf("Contours of %s over %s from %s to %s and %s from %s to %s", value,
		sx, num(f.X.Min), num(f.X.Max), sy, num(f.Y.Min), num(f.Y.Max))
	levels := contourLevels(g.Z, g.Min, contourCount)
	if len(levels) > 0 {
		var rx, ry []float64
		var drawn []float64
		m := g.marcher()
		for _, l := range levels {
			n := len(rx)
			rx, ry = m.lines(rx, ry, l)
			if len(rx)-n < minRing {
				// A ring this small is a crude polygon of a few cells.
				rx, ry = rx[:n], ry[:n]
				continue
			}
			drawn = append(drawn, l)
		}
		rings := plot.Line{X: rx, Y: ry, Label: "contours of " + value}
		f.Marks = append(f.Marks, rings)
		desc += fmt.Sprintf(" at %s = %s", value, list(drawn))
	}
	desc += ", the other inputs held"
	px, py := pathPoints(g, false)
	if len(px) > 1 {
		f.Marks = append(f.Marks,
			plot.Path{X: px, Y: py, Label: "path of the steps"},
			plot.Dot{X: px, Y: py, Label: "iterates"})
		last := len(px) - 1
		desc += fmt.Sprintf("; path of %d points from (%s, %s) to (%s, %s)", len(px), num(px[0]), num(py[0]), num(px[last]), num(py[last]))
	}
	if finite(g.Min) {
		f.Marks = append(f.Marks, plot.Dot{X: []float64{g.MinX}, Y: []float64{g.MinY}, Label: "least on the grid"})
		desc += fmt.Sprintf("; least on the grid %s = %s at (%s, %s)", value, num(g.Min), num(g.MinX), num(g.MinY))
	}
	f.Marks = append(f.Marks, plot.Dot{X: []float64{cx}, Y: []float64{cy}, Label: "current"})
	desc += fmt.Sprintf("; current point (%s, %s) = (%s, %s)", sx, sy, num(cx), num(cy))
	if s := g.sweeper(v); s != nil {
		if z := s.at(cx, cy); finite(z) {
			desc += fmt.Sprintf(", %s = %s", value, num(z))
		}
		if n := len(g.PathX); n > 1 && len(su.Of) > 0 {
			if z := s.at(g.PathX[n-1], g.PathY[n-1]); finite(z) {
				desc += fmt.Sprintf("; after the steps %s = %s", value, num(z))
			}
		}
	}
	f.Description = desc
	return one(f)
}

// surfaceCurve draws a flat Surface: the function of its one coordinate
// over the window, the least value and the current point marked, and the
// iterates that are numbers on it.
func (v *view) surfaceCurve(f plot.Figure, g *Grid, sx, value string, cx float64) plot.Figure {
	f.XLabel = sx
	f.X = plot.Fixed(g.win.CX-g.win.Half, g.win.CX+g.win.Half)
	if lo, hi, ok := span(g.Z[0]); ok {
		f.Y = padded(lo, hi)
	}
	f.Marks = []plot.Mark{plot.Line{X: g.X, Y: g.Z[0], Label: value}}
	desc := fmt.Sprintf("Curve of %s for %s from %s to %s", value, sx, num(f.X.Min), num(f.X.Max))
	s := g.sweeper(v)
	if s == nil {
		return f
	}
	px, _ := pathPoints(g, true)
	if len(px) > 1 {
		py := make([]float64, len(px))
		for i, a := range px {
			py[i] = s.at(a, 0)
		}
		f.Marks = append(f.Marks,
			plot.Path{X: px, Y: py, Label: "path of the steps"},
			plot.Dot{X: px, Y: py, Label: "iterates"})
		desc += fmt.Sprintf("; %d iterates from %s = %s to %s", len(px), sx, num(px[0]), num(px[len(px)-1]))
	} else if len(g.PathX) > 1 {
		desc += fmt.Sprintf("; the iterates after the first have more coordinates than %s: give it as a list to see their path", sx)
	}
	if finite(g.Min) {
		f.Marks = append(f.Marks, plot.Dot{X: []float64{g.MinX}, Y: []float64{g.Min}, Label: "least on the curve"})
		desc += fmt.Sprintf("; least on the curve %s = %s at %s = %s", value, num(g.Min), sx, num(g.MinX))
	}
	if cy := s.at(cx, 0); finite(cy) {
		f.Marks = append(f.Marks, plot.Dot{X: []float64{cx}, Y: []float64{cy}, Label: "current"})
		desc += fmt.Sprintf("; current %s = %s, %s = %s", sx, num(cx), value, num(cy))
	}
	f.Description = desc
	return f
}

// pathPoints is the trail of a run followed by the iterates from the
// current inputs (which start where the trail ends), thinned to at most
// maxTrailPoints; for a flat Surface only the points with one coordinate,
// else those with two.
func pathPoints(g *Grid, flat bool) (xs, ys []float64) {
	for _, l := range [][2][]float64{{g.TrailX, g.TrailY}, {g.PathX, g.PathY}} {
		for i, a := range l[0] {
			if b := l[1][i]; finite(a) && (finite(b) != flat) {
				xs, ys = append(xs, a), append(ys, b)
			}
		}
	}
	return thinned(xs, ys, maxTrailPoints)
}

// sweeper evaluates the Surface's function at other points, the other
// inputs those of v; nil when it cannot.
func (g *Grid) sweeper(v *view) *sweep {
	x, _ := parseCoordinate(g.view.X)
	y, _ := parseCoordinate(g.view.Y)
	s, ok := newSweep(v.spec, x, y, v.in, v.out)
	if !ok {
		return nil
	}
	return s
}

// axisLabel names coordinate c on axis i of su: su.Cols[i] when it gives
// the labels, else the input's symbol with the index as a subscript, as in θ₀
// for theta[0]. A third label names the one number of a flat Surface's
// input.
func (v *view) axisLabel(su *equations.Surface, c coordinate, i int) string {
	if _, one := v.in[c.Name].(float64); one && c.Indexed && len(su.Cols) == 3 {
		return su.Cols[2]
	}
	if len(su.Cols) >= 2 {
		return su.Cols[i]
	}
	_, sym := v.param(c.Name)
	if !c.Indexed {
		return sym
	}
	return sym + strings.Map(func(r rune) rune { return '₀' + r - '0' }, strconv.Itoa(c.Index))
}
