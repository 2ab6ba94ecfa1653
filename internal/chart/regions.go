package chart

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"eqx/compute"
	"eqx/equations"
	"eqx/internal/plot"
)

// regionCells is the number of grid cells a side of a Regions figure is
// shaded with: 49 × 49 evaluations of the classifier, cheap enough to
// redraw on every slider step (BenchmarkRegionsKNN), fine enough that a
// cell is a few pixels.
const regionCells = 48

// cells is the number of grid cells a side of the plane is divided into:
// regionCells, or half as many in a draft (Samples.Draft).
func (r *regionsView) cells() int {
	if r.samples.Draft {
		return regionCells / 2
	}
	return regionCells
}

// Least widths of a Regions frame: room for a boundary and its margins
// around a single point in the plane, for a sigmoid's bend on a line.
const (
	planeWidth = 4
	lineWidth  = 6
)

// regionFrame returns the axis domain of a Regions figure framing the
// values from lo to hi: their span padded by a tenth on each side (and by
// at least 1), widened about its middle to at least width, then outward to
// whole multiples of a step of 1, or of a 1-2-5 step of a tenth of the
// width when that is larger. A point dragged a little inside the frame
// leaves it as it is; it moves only when a point crosses a whole step, so
// the axes do not rescale on every move.
func regionFrame(lo, hi, width float64) (float64, float64) {
	pad := math.Max((hi-lo)/10, 1)
	pad = math.Max(pad, (width-(hi-lo))/2)
	lo, hi = lo-pad, hi+pad
	step := math.Max(1, niceStep((hi-lo)/10))
	return math.Floor(lo/step) * step, math.Ceil(hi/step) * step
}

// niceStep is the least of 1, 2 and 5 × 10^k that is at least x > 0.
func niceStep(x float64) float64 {
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= x*(1-1e-12) {
			return m * p
		}
	}
	return 10 * p
}

// regionsView is what a Regions figure is drawn from, gathered from the
// inputs: the point X, the labelled points, and the score over the plane.
type regionsView struct {
	*view
	reg    *equations.Regions // the view drawn
	q      []float64          // the point X, nil if none
	qLabel float64            // its label when Y labels it (no Points); NaN if none
	off    int                // the first free coordinate of q (1 after x₀ = 1)
	dim    int                // how many coordinates are free: 1 (a line) or 2
	px, py []float64          // the labelled points, projected on the free coordinates
	labels []float64          // their labels; nil if unlabelled
	w      []float64          // the weights of a linear score
	b      float64
	// score is the score at a point of the plane (y = 0 on a line); NaN
	// where it is undefined.
	score func(x, y float64) float64
}

// regions draws a classifier's decision over the plane of the point
// reg.X, as equations.Regions describes.
func (v *view) regions(reg *equations.Regions) []plot.Figure {
	r, ok := v.regionsSetup(reg)
	if !ok {
		return nil
	}
	if r.dim == 1 {
		return one(r.line())
	}
	return one(r.plane())
}

// regionsSetup reads the inputs of a Regions plot; false when they cannot
// be drawn (the inputs disagree, and the equation has no output anyway).
func (v *view) regionsSetup(reg *equations.Regions) (*regionsView, bool) {
	r := &regionsView{view: v, reg: reg, qLabel: math.NaN()}
	if reg.X != "" {
		if r.q = v.vector(reg.X); len(r.q) == 0 {
			return nil, false
		}
		if reg.Intercept != "" && len(r.q) == len(v.vector(reg.Intercept)) {
			r.off = 1
		}
	}
	if reg.Points != "" {
		switch m := v.in[reg.Points].(type) {
		case [][]float64:
			for _, row := range m {
				if len(row) < r.off+1 {
					return nil, false
				}
				r.px, r.py = append(r.px, row[r.off]), append(r.py, coord(row, r.off+1))
			}
		case []float64:
			if len(m) < r.off+1 {
				return nil, false
			}
			r.px, r.py = []float64{m[r.off]}, []float64{coord(m, r.off+1)}
		}
		if reg.Y != "" {
			if r.labels = v.vector(reg.Y); len(r.labels) != len(r.px) {
				return nil, false
			}
		}
	} else if reg.Y != "" && r.q != nil {
		y, ok := Scalar(v.in[reg.Y])
		if !ok {
			return nil, false
		}
		r.qLabel = y
	}
	switch reg.Score {
	case "linear", "logistic":
		r.w, _ = v.in[reg.W].([]float64)
		b, ok := Scalar(v.in[reg.B])
		if len(r.w) == 0 || !ok || (r.q != nil && len(r.w) != len(r.q)) {
			return nil, false
		}
		r.b = b
		r.dim = min(len(r.w), 2)
		r.score = r.linear
	default:
		if r.q == nil {
			return nil, false
		}
		r.dim = min(len(r.q)-r.off, 2)
		r.score = r.evaluator()
	}
	if r.dim < 1 {
		return nil, false
	}
	if r.dim == 1 {
		r.py = make([]float64, len(r.px))
	}
	return r, true
}

// coord is x[k], or 0 beyond the end of x (a point of a line).
func coord(x []float64, k int) float64 {
	if k < len(x) {
		return x[k]
	}
	return 0
}

// linear is the score wᵀp + b of the point p that has (x, y) for its free
// coordinates and the point X's other coordinates (or zeros) — with
// Score "logistic", σ(wᵀp + b).
func (r *regionsView) linear(x, y float64) float64 {
	s := r.b + r.w[0]*x
	if len(r.w) > 1 {
		s += r.w[1] * y
	}
	for k := 2; k < len(r.w); k++ {
		s += r.w[k] * coord(r.q, k)
	}
	if r.reg.Score == "logistic" {
		return compute.Sigmoid(s)
	}
	return s
}

// evaluator returns the equation's output, or its part reg.Part, with the
// free coordinates of X set to (x, y): NaN where a coordinate is outside
// X's domain or the equation has no numeric output there. The other
// inputs are as given.
func (r *regionsView) evaluator() func(x, y float64) float64 {
	trial := r.in.Clone()
	p := slices.Clone(r.q)
	trial[r.reg.X] = p
	param := r.spec.Param(r.reg.X)
	return func(x, y float64) float64 {
		if param != nil && (!param.Domain.Contains(x) || (r.dim > 1 && !param.Domain.Contains(y))) {
			return math.NaN()
		}
		p[r.off] = x
		if r.dim > 1 {
			p[r.off+1] = y
		}
		out, err := r.spec.Evaluate(trial)
		if err != nil {
			return math.NaN()
		}
		if r.reg.Part != "" {
			m, _ := out.(map[string]any)
			out = m[r.reg.Part]
		}
		s, ok := Scalar(out)
		if !ok {
			return math.NaN()
		}
		return s
	}
}

// level is the score at which the decision changes: ½ for a probability,
// 0 for a linear score, the point's own value for a similarity; NaN for
// labels, whose boundary is where they differ.
func (r *regionsView) level() float64 {
	switch r.reg.Score {
	case "linear":
		return 0
	case "logistic", "probability":
		return 0.5
	case "similarity":
		if r.q == nil {
			return math.NaN()
		}
		return r.score(r.q[r.off], coord(r.q, r.off+1))
	}
	return math.NaN()
}

// classer maps labels to classes, which pick the palette colors: a whole
// label from 0 to 7 is its own class, so a label keeps its color as the
// data change; other labels are numbered in increasing order.
type classer struct {
	own    bool
	labels []float64 // the distinct labels, ascending, when not own
}

func newClasser(labels ...[]float64) classer {
	var all []float64
	own := true
	for _, l := range labels {
		for _, y := range l {
			if !finite(y) {
				continue
			}
			all = append(all, y)
			own = own && y >= 0 && y < 8 && y == math.Trunc(y)
		}
	}
	slices.Sort(all)
	return classer{own: own, labels: slices.Compact(all)}
}

// class is the class of label y, −1 when y is not finite and, for
// labels not met before, a class after all the known ones.
func (c classer) class(y float64) int {
	switch {
	case !finite(y):
		return -1
	case c.own && y >= 0 && y < 8 && y == math.Trunc(y):
		return int(y)
	}
	if k, found := slices.BinarySearch(c.labels, y); found {
		return k
	}
	return len(c.labels) + 8
}

// classes returns the number of classes to colour: one more than the
// greatest class of the labels.
func (c classer) classes(labels []float64) int {
	n := 0
	for _, y := range labels {
		if k := c.class(y); k >= 0 && k < 8 {
			n = max(n, k+1)
		}
	}
	return n
}

// classOf is the class of a score: by the level for linear, logistic and
// probability scores (1 at or above it), by the label itself for labels;
// −1 where the score is undefined.
func (r *regionsView) classOf(c classer, s float64) int {
	switch r.reg.Score {
	case "label":
		return c.class(s)
	case "similarity":
		return -1
	}
	switch {
	case !finite(s):
		return -1
	case s >= r.level():
		return 1
	}
	return 0
}

// freeLabel is the axis label of free coordinate k (from 0): x₁, x₂, …,
// counting from x₁ after an intercept's x₀ as without one.
func freeLabel(k int) string {
	return "x" + subscript(k+1)
}

func subscript(n int) string {
	s := ""
	for _, d := range strconv.Itoa(n) {
		s += string(rune('₀' + d - '0'))
	}
	return s
}

// symbol is the plain symbol of the named input.
func (r *regionsView) symbol(name string) string {
	_, s := r.param(name)
	return s
}

// pointNote describes the point X and the output there.
func (r *regionsView) pointNote() string {
	out := r.outputNote()
	if m, ok := r.out.(map[string]any); ok && r.reg.Part != "" {
		if y, ok := Scalar(m[r.reg.Part]); ok {
			out = fmt.Sprintf("; %s = %s", Plain(r.spec.Output), num(y))
		}
	}
	if r.q == nil {
		return out
	}
	s := fmt.Sprintf("; point %s = %s", r.symbol(r.reg.X), list(r.q))
	if !math.IsNaN(r.qLabel) {
		s += fmt.Sprintf(" with label %s = %s", r.symbol(r.reg.Y), num(r.qLabel))
	}
	return s + out
}

// labelName is "y = 1" for label 1 of the labels reg.Y.
func (r *regionsView) labelName(y float64) string {
	return fmt.Sprintf("%s = %s", r.symbol(r.reg.Y), num(y))
}

// ordinal is "1st", "2nd", "3rd", "4th", ….
func ordinal(k int) string {
	suffix := "th"
	if k%100 < 11 || k%100 > 13 {
		switch k % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(k) + suffix
}

// metricP is the p of the p-norm a k-NN metric is, by its scikit-learn
// name; false for a name it is not.
func metricP(name string) (float64, bool) {
	switch name {
	case "euclidean":
		return 2, true
	case "manhattan":
		return 1, true
	case "chebyshev":
		return math.Inf(1), true
	}
	return 0, false
}

// neighbourBall is the radius of the ball around X through its k-th
// nearest point, in the metric of reg.Metric, measured over all the
// coordinates, and that metric's p; false without one.
func (r *regionsView) neighbourBall() (radius, p float64, k int, ok bool) {
	reg := r.reg
	if reg.Neighbours == "" || r.q == nil || reg.Points == "" {
		return 0, 0, 0, false
	}
	kk, okk := Scalar(r.in[reg.Neighbours])
	name, _ := r.in[reg.Metric].(string)
	if reg.Metric == "" {
		name = "euclidean"
	}
	p, okp := metricP(name)
	X, _ := r.in[reg.Points].([][]float64)
	k = int(kk)
	if !okk || !okp || k < 1 || k > len(X) {
		return 0, 0, 0, false
	}
	d := make([]float64, 0, len(X))
	for _, row := range X {
		dist, err := compute.MinkowskiDistance(row, r.q, p)
		if err != nil {
			return 0, 0, 0, false
		}
		d = append(d, dist)
	}
	slices.Sort(d)
	return d[k-1], p, k, true
}
