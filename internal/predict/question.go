// Package predict is the "predict, then reveal" mode of an equation page:
// the result is hidden, the student commits a guess in the form of the
// output (a number, bar heights, a line over the data, yes or no, a
// matrix), then reveals it and reads the error in words. It holds what to
// guess (Of), how to judge a guess (Judge) and how to ask a new question
// (Randomize). It has no UI: package app draws the editors.
package predict

import (
	"fmt"
	"math"
	"slices"

	"eqx/equations"
)

// A Question is what is guessed of one output: the form the guess takes
// and the true values, flat in the form's order.
type Question struct {
	Form Form
	// Truth is the answer, in the form's values (Form says their order).
	Truth []float64
	// Part names the part of a result of several parts that is
	// guessed, or is "" for the whole output.
	Part string
}

// A Form is the shape of a guess. The set of forms is closed: Number,
// YesNo, Bars, Grid and Line.
type Form interface {
	// Start is a guess to begin from, before the student moves it:
	// blank (NaN) for a number, level bars, a flat line.
	Start() []float64
	form()
}

// Number is one number, typed. A point among data (a mean) is placed on
// the line of Dots too, between Lo and Hi.
type Number struct {
	Integer bool // the output is a count or a class
	Dots    []float64
	Lo, Hi  float64
}

// YesNo is a yes (1) or a no (0).
type YesNo struct{}

// Bars are the heights of a list of numbers, dragged. A probability
// vector's bars run from 0 to 1 and start level at 1/n.
type Bars struct {
	Labels      []string // one per bar
	Lo, Hi      float64  // the range a bar is dragged in
	Probability bool     // the entries are probabilities summing to 1
}

// Grid is a matrix, cell by cell, row-major.
type Grid struct{ Rows, Cols int }

// Line is a straight line drawn over points: its two values are its
// heights at X0 and X1, the ends of the points' range, each dragged
// between Lo and Hi. The truth is the least-squares line's or, for a
// Boundary, a classifier's new decision boundary.
type Line struct {
	Points [][2]float64
	X0, X1 float64
	Lo, Hi float64
	// Boundary is set for a decision boundary: Classes has each point's
	// label, and Was the heights of the boundary before the update (nil
	// when it has none there: vertical).
	Boundary bool
	Classes  []float64
	Was      []float64
}

func (Number) form() {}
func (YesNo) form()  {}
func (Bars) form()   {}
func (Grid) form()   {}
func (Line) form()   {}

func (Number) Start() []float64 { return []float64{math.NaN()} }
func (YesNo) Start() []float64  { return []float64{math.NaN()} }
func (g Grid) Start() []float64 { return make([]float64, g.Rows*g.Cols) }

func (b Bars) Start() []float64 {
	v := make([]float64, len(b.Labels))
	level := 0.0
	if b.Probability {
		level = 1 / float64(len(v))
	} else if b.Lo > 0 {
		level = b.Lo
	}
	for i := range v {
		v[i] = level
	}
	return v
}

func (l Line) Start() []float64 {
	if l.Was != nil {
		return slices.Clone(l.Was)
	}
	mean := 0.0
	for _, p := range l.Points {
		mean += p[1]
	}
	mean /= float64(len(l.Points))
	return []float64{mean, mean}
}

// MaxCells is the most values a guess has: a larger output is not guessed
// (a person does not type a 20×20 matrix to test an intuition).
const MaxCells = 64

// Of is the question of spec's output out for the inputs in, or an error
// saying why this output cannot be guessed.
func Of(spec *equations.Spec, in equations.Inputs, out any) (Question, error) {
	g := spec.Guess
	if g != nil && g.Line != nil {
		return lineOf(g.Line, in, out)
	}
	if g != nil && g.Boundary != nil {
		return boundaryOf(g.Boundary, in, out)
	}
	q := Question{}
	if g != nil && g.Point != nil {
		return pointOf(g.Point, in, out)
	}
	if m, ok := out.(map[string]any); ok {
		part := ""
		if g != nil {
			part = g.Part
		}
		if part == "" {
			return partsOf(m)
		}
		v, ok := m[part]
		if !ok {
			return Question{}, fmt.Errorf("the result has no part %q", part)
		}
		q.Part, out = part, v
	}
	switch v := out.(type) {
	case float64:
		q.Form, q.Truth = Number{}, []float64{v}
	case int:
		q.Form, q.Truth = Number{Integer: true}, []float64{float64(v)}
	case bool:
		q.Form, q.Truth = YesNo{}, []float64{b2f(v)}
	case []float64:
		if len(v) == 0 || len(v) > MaxCells {
			return Question{}, fmt.Errorf("a list of %d numbers is not guessed here: between 1 and %d are", len(v), MaxCells)
		}
		labels := make([]string, len(v))
		for i := range labels {
			labels[i] = fmt.Sprintf("entry %d", i+1)
		}
		q.Form, q.Truth = barsFor(labels, v), slices.Clone(v)
	case [][]float64:
		if len(v) == 0 || len(v[0]) == 0 || len(v)*len(v[0]) > MaxCells {
			return Question{}, fmt.Errorf("a matrix of %d cells is not guessed here: up to %d are", cells(v), MaxCells)
		}
		q.Form = Grid{Rows: len(v), Cols: len(v[0])}
		for _, row := range v {
			q.Truth = append(q.Truth, row...)
		}
	default:
		return Question{}, fmt.Errorf("a result of type %T is not guessed", out)
	}
	return q, nil
}

// partsOf is the question of a result whose parts are all numbers (the
// probability of each word): one bar per part, in the parts' order.
func partsOf(m map[string]any) (Question, error) {
	keys := make([]string, 0, len(m))
	for k, v := range m {
		if _, ok := v.(float64); !ok {
			return Question{}, fmt.Errorf("the result's part %q is not a number: the equation must say which part is guessed (equations.Guess)", k)
		}
		keys = append(keys, k)
	}
	slices.Sort(keys)
	truth := make([]float64, len(keys))
	for i, k := range keys {
		truth[i] = m[k].(float64)
	}
	return Question{Form: barsFor(keys, truth), Truth: truth}, nil
}

// barsFor is the bars of a list whose values are truth. A probability
// vector's range is [0, 1]; another list's is symmetric about 0 and a
// round number a little beyond its largest magnitude, so the range tells
// the scale of the answer but not its signs.
func barsFor(labels []string, truth []float64) Bars {
	b := Bars{Labels: labels}
	if isProbability(truth) {
		b.Lo, b.Hi, b.Probability = 0, 1, true
		return b
	}
	m := 0.0
	for _, v := range truth {
		if !math.IsInf(v, 0) && !math.IsNaN(v) {
			m = math.Max(m, math.Abs(v))
		}
	}
	b.Hi = roundUp(1.5 * m)
	b.Lo = -b.Hi
	return b
}

// isProbability reports whether v is a probability vector of at least two
// entries: each in [0, 1], summing to 1 within rounding.
func isProbability(v []float64) bool {
	if len(v) < 2 {
		return false
	}
	sum := 0.0
	for _, x := range v {
		if !(x >= 0 && x <= 1) {
			return false
		}
		sum += x
	}
	return math.Abs(sum-1) <= 1e-9
}

// roundUp is the least of 1, 2 and 5 times a power of ten that is at
// least x, or 1 for x ≤ 0.
func roundUp(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 0) {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= x*(1-1e-12) {
			return m * p
		}
	}
	return 10 * p
}

// lineOf is the question of a fitted line (θ₀, θ₁) over the points of
// the inputs g names: the truth is the line's heights at the ends of the
// points' range.
func lineOf(g *equations.GuessLine, in equations.Inputs, out any) (Question, error) {
	theta, ok := out.([]float64)
	if !ok || len(theta) != 2 {
		return Question{}, fmt.Errorf("a line is an intercept and a slope, not %v", out)
	}
	X, y := in.Matrix(g.X), in.Vector(g.Y)
	if len(X) != len(y) || len(y) == 0 {
		return Question{}, fmt.Errorf("the line's points need one %s per row of %s", g.Y, g.X)
	}
	l := Line{Points: make([][2]float64, len(y)), X0: math.Inf(1), X1: math.Inf(-1)}
	ylo, yhi := math.Inf(1), math.Inf(-1)
	for i, row := range X {
		if g.Col >= len(row) {
			return Question{}, fmt.Errorf("%s has no column %d", g.X, g.Col+1)
		}
		x := row[g.Col]
		l.Points[i] = [2]float64{x, y[i]}
		l.X0, l.X1 = math.Min(l.X0, x), math.Max(l.X1, x)
		ylo, yhi = math.Min(ylo, y[i]), math.Max(yhi, y[i])
	}
	if !(l.X1 > l.X0) {
		return Question{}, fmt.Errorf("the points all have the same x: no line is drawn through them")
	}
	truth := []float64{theta[0] + theta[1]*l.X0, theta[0] + theta[1]*l.X1}
	l.Lo, l.Hi = heightRange(ylo, yhi, truth)
	return Question{Form: l, Truth: truth}, nil
}

// pointOf is the question of a number among the entries of a list: the
// line of the entries, a tenth of their spread beyond each end.
func pointOf(g *equations.GuessPoint, in equations.Inputs, out any) (Question, error) {
	v, ok := out.(float64)
	data := in.Vector(g.Data)
	if !ok || len(data) == 0 {
		return Question{}, fmt.Errorf("a point is a number placed among the entries of %s", g.Data)
	}
	lo, hi := slices.Min(data), slices.Max(data)
	pad := math.Max((hi-lo)*0.1, 0.5)
	f := Number{Dots: slices.Clone(data), Lo: lo - pad, Hi: hi + pad}
	return Question{Form: f, Truth: []float64{v}}, nil
}

// heightRange is the range a line's ends are dragged in: the points'
// heights [ylo, yhi] and the lines' ends, with a margin, so the answer is
// reachable and not at an edge; a line far steeper than the points
// widens it to three times their spread at most.
func heightRange(ylo, yhi float64, ends ...[]float64) (lo, hi float64) {
	span := math.Max(yhi-ylo, 1)
	lo, hi = ylo, yhi
	for _, e := range ends {
		for _, v := range e {
			if !math.IsInf(v, 0) && !math.IsNaN(v) {
				lo, hi = math.Min(lo, math.Max(v, ylo-3*span)), math.Max(hi, math.Min(v, yhi+3*span))
			}
		}
	}
	pad := math.Max((hi-lo)*0.25, 0.5)
	return math.Floor(lo - pad), math.Ceil(hi + pad)
}

// boundaryOf is the question of a linear classifier's update: where its
// new boundary w·x + b = 0 crosses the ends of the points' range.
func boundaryOf(g *equations.GuessBoundary, in equations.Inputs, out any) (Question, error) {
	m, ok := out.(map[string]any)
	w, okW := m["w"].([]float64)
	b, okB := m["b"].(float64)
	if !ok || !okW || !okB || len(w) != 2 {
		return Question{}, fmt.Errorf("a boundary is drawn for two weights w and a bias b, not %v", out)
	}
	X, y := in.Matrix(g.X), in.Vector(g.Y)
	if len(X) != len(y) || len(y) == 0 {
		return Question{}, fmt.Errorf("the boundary's points need one %s per row of %s", g.Y, g.X)
	}
	l := Line{Boundary: true, Points: make([][2]float64, len(y)), Classes: slices.Clone(y), X0: math.Inf(1), X1: math.Inf(-1)}
	ylo, yhi := math.Inf(1), math.Inf(-1)
	for i, row := range X {
		if len(row) != 2 {
			return Question{}, fmt.Errorf("a boundary is drawn in the plane: %s has %d columns, not 2", g.X, len(row))
		}
		l.Points[i] = [2]float64{row[0], row[1]}
		l.X0, l.X1 = math.Min(l.X0, row[0]), math.Max(l.X1, row[0])
		ylo, yhi = math.Min(ylo, row[1]), math.Max(yhi, row[1])
	}
	if !(l.X1 > l.X0) {
		// One point, or points on a vertical: a window around them.
		l.X0, l.X1 = l.X0-1, l.X1+1
	}
	truth, err := heights(w, b, l.X0, l.X1)
	if err != nil {
		return Question{}, fmt.Errorf("the new boundary %w", err)
	}
	l.Was, _ = heights(in.Vector(g.W), in.Real(g.B), l.X0, l.X1)
	l.Lo, l.Hi = heightRange(ylo, yhi, truth, l.Was)
	return Question{Form: l, Truth: truth}, nil
}

// heights is where the line w₀x + w₁y + b = 0 is at x0 and x1, or an
// error when it has no height there (w₁ = 0: vertical, or no line).
func heights(w []float64, b, x0, x1 float64) ([]float64, error) {
	if len(w) != 2 || w[1] == 0 || math.IsNaN(w[1]) {
		return nil, fmt.Errorf("is vertical (w₂ = 0): it cannot be drawn by its heights; guess another question")
	}
	at := func(x float64) float64 { return -(w[0]*x + b) / w[1] }
	return []float64{at(x0), at(x1)}, nil
}

func cells(m [][]float64) int {
	n := 0
	for _, r := range m {
		n += len(r)
	}
	return n
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
