// Package points edits the points an equation's plot draws in the plane
// (equationequations.Handles(s.View)): it lists them from the inputs, and gives the
// inputs after a point is moved, added, removed or given another class.
// It is pure Go, so every edit is tested natively; the page (app/drag.go)
// only turns pointer events into these calls.
package points

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"eqx/equations"
	"eqx/internal/plot"
)

// Point is one point of a handle, where it is drawn.
type Point struct {
	Handle int // index in the plot's Drag
	Row    int // the row of a Matrix handle; -1 for a Vector (one point)
	X, Y   float64
	// Class is the point's class, when the handle has one (Label or
	// Class); HasClass says so.
	Class    float64
	HasClass bool
}

// Key names the point in messages and as the page's error key: the
// input and the row, "X 3" (rows from 1), or the vector's name.
func (pt Point) Key(spec *equations.Spec) string {
	h := equations.Handles(spec.View)[pt.Handle]
	if pt.Row < 0 {
		return h.Of
	}
	return h.Of + " " + strconv.Itoa(pt.Row+1)
}

// List returns the points of every handle of spec's plot at inputs in.
// Rows too short to hold a point, and absent inputs, have none.
func List(spec *equations.Spec, in equations.Inputs) []Point {
	var out []Point
	for hi, h := range equations.Handles(spec.View) {
		if v, ok := in[h.Of].([]float64); ok {
			if len(v) >= 2 {
				pt := Point{Handle: hi, Row: -1, X: v[0], Y: v[1]}
				if c, ok := labelOf(in, h, -1); ok {
					pt.Class, pt.HasClass = c, true
				}
				out = append(out, pt)
			}
			continue
		}
		m := in.Matrix(h.Of)
		ys := in.Vector(h.YOf)
		for i, row := range m {
			pt := Point{Handle: hi, Row: i}
			switch {
			case h.YOf != "" && h.XCol < len(row) && i < len(ys):
				pt.X, pt.Y = row[h.XCol], ys[i]
			case h.YOf == "" && h.XCol+1 < len(row):
				pt.X, pt.Y = row[h.XCol], row[h.XCol+1]
			default:
				continue
			}
			if c, ok := labelOf(in, h, i); ok {
				pt.Class, pt.HasClass = c, true
			}
			out = append(out, pt)
		}
	}
	return out
}

// labelOf is the class of row i of handle h (-1: the handle's one point).
func labelOf(in equations.Inputs, h equations.Handle, i int) (float64, bool) {
	if h.Class != "" {
		return 0, false // named by the handle, not a number
	}
	if h.Label == "" {
		return 0, false
	}
	switch v := in[h.Label].(type) {
	case int:
		return float64(v), i < 0
	case []float64:
		if i >= 0 && i < len(v) {
			return v[i], true
		}
	}
	return 0, false
}

// Move returns a copy of in with the point pt at (x, y).
func Move(spec *equations.Spec, in equations.Inputs, pt Point, x, y float64) (equations.Inputs, error) {
	h, err := handle(spec, pt)
	if err != nil {
		return nil, err
	}
	c := in.Clone()
	if pt.Row < 0 {
		v := slices.Clone(c.Vector(h.Of))
		if len(v) < 2 {
			return nil, fmt.Errorf("%s: not a point of the plane", h.Of)
		}
		v[0], v[1] = x, y
		c[h.Of] = v
		return c, nil
	}
	m := cloneMatrix(c.Matrix(h.Of))
	if pt.Row >= len(m) {
		return nil, fmt.Errorf("%s: no row %d", h.Of, pt.Row+1)
	}
	m[pt.Row][h.XCol] = x
	if h.YOf != "" {
		ys := slices.Clone(c.Vector(h.YOf))
		if pt.Row >= len(ys) {
			return nil, fmt.Errorf("%s: no entry %d for row %d of %s", h.YOf, pt.Row+1, pt.Row+1, h.Of)
		}
		ys[pt.Row] = y
		c[h.YOf] = ys
	} else {
		m[pt.Row][h.XCol+1] = y
	}
	c[h.Of] = m
	return c, nil
}

// Add returns a copy of in with a point at (x, y) added to handle hi, of
// class class where the handle keeps one per row. The new row's other
// columns are those of the last row (the 1 of a bias column).
func Add(spec *equations.Spec, in equations.Inputs, hi int, class, x, y float64) (equations.Inputs, error) {
	if hi < 0 || hi >= len(equations.Handles(spec.View)) {
		return nil, fmt.Errorf("points: no handle %d", hi)
	}
	h := equations.Handles(spec.View)[hi]
	par := spec.Param(h.Of)
	if par == nil || par.Kind != equations.Matrix {
		return nil, fmt.Errorf("%s holds one point: it can be moved, not added to", h.Of)
	}
	c := in.Clone()
	m := cloneMatrix(c.Matrix(h.Of))
	if most := maxRows(par); len(m) >= most {
		return nil, fmt.Errorf("%s: at most %d points", h.Of, most)
	}
	var row []float64
	switch {
	case len(m) > 0:
		row = slices.Clone(m[len(m)-1])
	case h.YOf != "":
		row = make([]float64, h.XCol+1)
	default:
		row = make([]float64, h.XCol+2)
	}
	row[h.XCol] = x
	if h.YOf == "" {
		row[h.XCol+1] = y
	} else {
		c[h.YOf] = append(slices.Clone(c.Vector(h.YOf)), y)
	}
	c[h.Of] = append(m, row)
	if h.Label != "" {
		c[h.Label] = append(slices.Clone(c.Vector(h.Label)), class)
	}
	return c, nil
}

// Remove returns a copy of in without the point pt.
func Remove(spec *equations.Spec, in equations.Inputs, pt Point) (equations.Inputs, error) {
	h, err := handle(spec, pt)
	if err != nil {
		return nil, err
	}
	if pt.Row < 0 {
		return nil, fmt.Errorf("%s is the one point of its input: it can be moved, not removed", h.Of)
	}
	par := spec.Param(h.Of)
	c := in.Clone()
	m := c.Matrix(h.Of)
	if least := max(par.MinLen, 1); len(m) <= least {
		return nil, fmt.Errorf("%s: at least %d point(s)", h.Of, least)
	}
	if pt.Row >= len(m) {
		return nil, fmt.Errorf("%s: no row %d", h.Of, pt.Row+1)
	}
	c[h.Of] = slices.Delete(cloneMatrix(m), pt.Row, pt.Row+1)
	for _, name := range []string{h.YOf, h.Label} {
		if v := c.Vector(name); name != "" && pt.Row < len(v) {
			c[name] = slices.Delete(slices.Clone(v), pt.Row, pt.Row+1)
		}
	}
	return c, nil
}

// Relabel returns a copy of in with pt given the next of its handle's
// classes (Classes), and false when the handle keeps no class per point.
func Relabel(spec *equations.Spec, in equations.Inputs, pt Point) (equations.Inputs, bool, error) {
	h, err := handle(spec, pt)
	if err != nil || !pt.HasClass {
		return nil, false, err
	}
	classes := labelClasses(spec, in, h)
	next := classes[0]
	for i, c := range classes {
		if c == pt.Class {
			next = classes[(i+1)%len(classes)]
		}
	}
	c := in.Clone()
	if pt.Row < 0 {
		c[h.Label] = int(next)
		return c, true, nil
	}
	v := slices.Clone(c.Vector(h.Label))
	if pt.Row >= len(v) {
		return nil, false, fmt.Errorf("%s: no label for row %d of %s", h.Label, pt.Row+1, h.Of)
	}
	v[pt.Row] = next
	c[h.Label] = v
	return c, true, nil
}

// Target is where an added point goes: a Matrix handle, with its class.
type Target struct {
	Handle int
	Class  float64
	Name   string // "class 1", or the handle's Class, or its input
}

// Targets lists where a point can be added, in order: per Matrix handle,
// one target per class of its Label, or the handle itself.
func Targets(spec *equations.Spec, in equations.Inputs) []Target {
	var out []Target
	for hi, h := range equations.Handles(spec.View) {
		par := spec.Param(h.Of)
		if par == nil || par.Kind != equations.Matrix || !in.Has(h.Of) {
			continue
		}
		switch {
		case h.Class != "":
			out = append(out, Target{Handle: hi, Name: h.Class})
		case h.Label != "":
			for _, c := range labelClasses(spec, in, h) {
				out = append(out, Target{Handle: hi, Class: c, Name: "class " + strconv.FormatFloat(c, 'g', -1, 64)})
			}
		default:
			out = append(out, Target{Handle: hi, Name: "point"})
		}
	}
	return out
}

// labelClasses are the classes a label takes: every whole number of its
// slider range when that is a handful (0 and 1; kNN's 0 to 5), else the
// distinct values it holds.
func labelClasses(spec *equations.Spec, in equations.Inputs, h equations.Handle) []float64 {
	par := spec.Param(h.Label)
	if par != nil && par.Step == 1 && par.Max > par.Min && par.Max-par.Min <= 5 &&
		par.Min == math.Trunc(par.Min) && par.Max == math.Trunc(par.Max) {
		var out []float64
		for c := par.Min; c <= par.Max; c++ {
			out = append(out, c)
		}
		return out
	}
	var out []float64
	switch v := in[h.Label].(type) {
	case []float64:
		out = slices.Clone(v)
	case int:
		out = []float64{float64(v)}
	}
	slices.Sort(out)
	out = slices.Compact(out)
	if len(out) == 0 {
		out = []float64{0}
	}
	return out
}

// handle is pt's handle.
func handle(spec *equations.Spec, pt Point) (equations.Handle, error) {
	if pt.Handle < 0 || pt.Handle >= len(equations.Handles(spec.View)) {
		return equations.Handle{}, fmt.Errorf("points: no handle %d", pt.Handle)
	}
	return equations.Handles(spec.View)[pt.Handle], nil
}

// maxRows is the most rows a Matrix handle may hold: its MaxLen, or the
// dozen the matrix editor offers.
func maxRows(par *equations.Param) int {
	if par.MaxLen > 0 {
		return par.MaxLen
	}
	return 12
}

func cloneMatrix(m [][]float64) [][]float64 {
	out := make([][]float64, len(m))
	for i, r := range m {
		out[i] = slices.Clone(r)
	}
	return out
}

// Nearest returns the index in pts of the point drawn nearest to the
// position (u, v) of a figure with frame fr, if one lies within radius,
// all in the units of the figure's SVG.
func Nearest(pts []Point, fr plot.Frame, u, v, radius float64) (int, bool) {
	best, bestD := -1, radius*radius
	for i, pt := range pts {
		pu, pv := fr.View(pt.X, pt.Y)
		if d := (pu-u)*(pu-u) + (pv-v)*(pv-v); d <= bestD {
			best, bestD = i, d
		}
	}
	return best, best >= 0
}

// Round rounds x to the hundredth of a step of the axis span: a point
// dragged across a figure 6 units wide lands on hundredths, which the
// number boxes show whole, rather than on a float's 17 digits.
func Round(x, span float64) float64 {
	if !(span > 0) || math.IsInf(span, 0) {
		return x
	}
	e := int(math.Floor(math.Log10(span / 100)))
	if e >= 0 {
		step := math.Pow(10, float64(e))
		return math.Round(x/step) * step
	}
	// Through the decimal text, so that 1.23 is the float64 nearest 1.23
	// rather than 123 × 0.01.
	r, err := strconv.ParseFloat(strconv.FormatFloat(x, 'f', -e, 64), 64)
	if err != nil {
		return x
	}
	return r
}
