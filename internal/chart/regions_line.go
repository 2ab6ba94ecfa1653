package chart

import (
	"fmt"
	"math"
	"strings"

	"eqx/internal/plot"
)

// line draws the decision along one free coordinate (a point x = (1, x₁)
// after its intercept, or a single feature): the output over the frame as
// a curve, the regions shaded under it, the boundaries where the class
// changes as vertical rules, the decision level as a horizontal one, and
// the labelled points and X on the curve.
func (r *regionsView) line() plot.Figure {
	reg := r.reg
	xs := append([]float64(nil), r.px...)
	if r.q != nil {
		xs = append(xs, r.q[r.off])
	}
	lo, hi, ok := span(xs)
	if !ok {
		lo, hi = 0, 0
	}
	x0, x1 := regionFrame(lo, hi, lineWidth)
	sx, sy := make([]float64, CurvePoints), make([]float64, CurvePoints)
	for i := range sx {
		sx[i] = x0 + (x1-x0)*float64(i)/float64(CurvePoints-1)
		sy[i] = r.score(sx[i], 0)
	}
	c := newClasser(r.labels, []float64{r.qLabel})
	if reg.Score == "label" {
		c = newClasser(r.labels, []float64{r.qLabel}, sy)
	}

	f := r.base()
	f.XLabel = freeLabel(0)
	f.X = plot.Fixed(x0, x1)
	ylo, yhi, ok := span(sy)
	switch {
	case reg.Score == "logistic" || reg.Score == "probability" || reg.Score == "similarity":
		ylo, yhi = 0, 1
	case !ok:
		ylo, yhi = 0, 1
	}
	f.Y = padded(ylo, yhi)
	var desc strings.Builder
	fmt.Fprintf(&desc, "Decision along %s from %s to %s: %s over it", f.XLabel, num(x0), num(x1), f.YLabel)

	// The shading: one row of cells, each coloured by the class (or the
	// probability) at its centre.
	dx := (x1 - x0) / regionCells
	row := make([]float64, regionCells+1)
	regionClasses := 0
	for i := range row {
		s := r.score(x0+float64(i)*dx, 0)
		switch reg.Score {
		case "logistic", "probability", "similarity":
			row[i] = s
		default:
			row[i] = math.NaN()
			if k := r.classOf(c, s); k >= 0 && k < 8 {
				row[i] = float64(k)
				regionClasses = max(regionClasses, k+1)
			}
		}
	}
	shade := plot.Shade{X: [2]float64{x0 - dx/2, x1 + dx/2}, Y: [2]float64{f.Y.Min, f.Y.Max}, Values: [][]float64{row}}
	switch reg.Score {
	case "logistic", "probability":
		shade.Scale, shade.Label = plot.Diverging, "P(class 1)"
		regionClasses = 2
	case "similarity":
		shade.Scale = plot.Sequential
	}
	f.Marks = append(f.Marks, shade)

	classes := max(regionClasses, c.classes(r.labels), c.classes([]float64{r.qLabel}))
	dots := make([]plot.Dot, classes)
	add := func(x, label float64) {
		if k := c.class(label); k >= 0 && k < classes {
			dots[k].X, dots[k].Y = append(dots[k].X, x), append(dots[k].Y, r.score(x, 0))
			dots[k].Label = r.labelName(label)
		}
	}
	for i, x := range r.px {
		if r.labels != nil {
			add(x, r.labels[i])
		}
	}
	if r.q != nil {
		add(r.q[r.off], r.qLabel)
	}
	for _, d := range dots {
		f.Marks = append(f.Marks, d)
	}
	f.Marks = append(f.Marks, plot.Line{X: sx, Y: sy, Label: f.YLabel})
	if level := r.level(); finite(level) {
		f.Marks = append(f.Marks, plot.RuleY{Y: level})
	}
	cuts := r.cuts(sx, sy, c)
	for _, x := range cuts {
		f.Marks = append(f.Marks, plot.RuleX{X: x})
	}
	switch {
	case len(cuts) == 0:
		desc.WriteString("; no boundary in the frame")
	default:
		fmt.Fprintf(&desc, "; boundary at %s = %s", f.XLabel, list(cuts))
	}
	r.pointsNote(&desc, c)
	if r.q != nil {
		qx := r.q[r.off]
		qy := r.score(qx, 0)
		if math.IsNaN(r.qLabel) {
			f.Marks = append(f.Marks, plot.Dot{X: []float64{qx}, Y: []float64{qy}, Label: r.symbol(reg.X)})
		}
		f.Marks = append(f.Marks, plot.Text{X: []float64{qx}, Y: []float64{qy}, Texts: []string{r.symbol(reg.X)}})
	}
	f.Description = desc.String() + r.pointNote()
	return f
}

// lineBisections halves the interval of a cut on a line until it is as
// narrow as float64 allows: the cuts are written in the description, so
// they must be right to the digits shown, and they are few.
const lineBisections = 60

// cuts are where the class changes along the sampled line: exactly −b/w₁
// for a linear score, bisected between samples with the equation itself
// otherwise (against the level of a probability or similarity, or where
// the label changes).
func (r *regionsView) cuts(sx, sy []float64, c classer) []float64 {
	var cuts []float64
	switch r.reg.Score {
	case "linear", "logistic":
		// One weight: the boundary w₁x₁ + b = 0.
		if x := -r.b / r.w[0]; r.w[0] != 0 && x >= sx[0] && x <= sx[len(sx)-1] {
			cuts = append(cuts, x)
		}
		return cuts
	}
	level := r.level()
	classAt := func(s float64) int {
		if r.reg.Score == "similarity" {
			return levelClasses([]float64{s}, level)[0]
		}
		return r.classOf(c, s)
	}
	for i := 1; i < len(sy); i++ {
		first, next := classAt(sy[i-1]), classAt(sy[i])
		if first < 0 || next < 0 || first == next {
			continue
		}
		lo, hi := sx[i-1], sx[i]
		for range lineBisections {
			m := (lo + hi) / 2
			if m <= lo || m >= hi {
				break
			}
			if classAt(r.score(m, 0)) == first {
				lo = m
			} else {
				hi = m
			}
		}
		cuts = append(cuts, (lo+hi)/2)
	}
	return cuts
}
