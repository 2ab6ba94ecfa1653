package chart

import (
	"fmt"
	"math"
	"slices"

	"eqx/equations"
	"eqx/internal/plot"
)

// function draws the lines of a Function over the slider range of its
// input X, with the current point on the first. The value axis frames the
// bulk of the values: a pole (1/x near 0) would otherwise squash every
// line flat, so the top and bottom 2% of the samples may fall outside it
// when they lie far beyond the rest.
func (v *view) function(w *equations.Function) []plot.Figure {
	p := v.spec.Param(w.X)
	lo, hi, _ := p.Slider(v.in)
	if !(hi > lo) || !finite(lo) || !finite(hi) {
		return nil
	}
	n := equations.FunctionPoints
	if v.samples.Draft {
		n /= 4 // while a slider moves (Session.Draft)
	}
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = lo + (hi-lo)*float64(i)/float64(n-1)
	}
	lines := w.Lines(v.in, xs)
	if len(lines) == 0 {
		return nil
	}
	f := v.base()
	f.XLabel, f.YLabel = Plain(p.Symbol), lines[0].Label
	f.X = plot.Fixed(lo, hi)
	desc := fmt.Sprintf("Plot for %s from %s to %s of %s", f.XLabel, num(lo), num(hi), lines[0].Label)
	ys := make([][]float64, len(lines))
	for i, l := range lines {
		ys[i] = l.Y
		f.Marks = append(f.Marks, plot.Line{X: xs, Y: l.Y, Label: l.Label, Dashed: l.Dashed})
		if i > 0 {
			desc += ", " + l.Label
		}
	}
	if sh := shape(xs, lines[0].Y, f.XLabel, lines[0].Label); sh != "" {
		desc += "; " + sh
	}
	if a, b, ok := bulk(ys...); ok {
		f.Y = padded(a, b)
	}
	parts, _ := v.out.(map[string]any)
	x, okX := Scalar(v.in[w.X])
	y, okY := parts[w.Output].(float64)
	switch {
	case okX && okY && finite(y) && x >= lo && x <= hi:
		f.Marks = append(f.Marks, plot.Dot{X: []float64{x}, Y: []float64{y}, Label: "current"})
		desc += fmt.Sprintf("; current point %s = %s, %s = %s", f.XLabel, num(x), w.Output, num(y))
	case okX && okY:
		desc += fmt.Sprintf("; at %s = %s, %s = %s, not drawn", f.XLabel, num(x), w.Output, num(y))
	}
	if gaps := countGaps(lines[0].Y); gaps > 0 {
		desc += fmt.Sprintf("; %s is undefined or infinite at %d of %d points, where its line breaks", lines[0].Label, gaps, n)
	}
	f.Description = desc
	return one(f)
}

// bulk returns the range of the finite values of the lists, narrowed to
// their 2nd to 98th percentiles when the extremes lie more than ten times
// that range beyond it.
func bulk(lists ...[]float64) (lo, hi float64, ok bool) {
	var all []float64
	for _, l := range lists {
		for _, y := range l {
			if finite(y) {
				all = append(all, y)
			}
		}
	}
	if len(all) == 0 {
		return 0, 0, false
	}
	slices.Sort(all)
	lo, hi = all[0], all[len(all)-1]
	qlo, qhi := all[len(all)*2/100], all[(len(all)-1)*98/100]
	if w := qhi - qlo; w > 0 && (qlo-lo > 10*w || hi-qhi > 10*w) {
		return qlo, qhi, true
	}
	return lo, hi, true
}

// countGaps counts the values that are NaN or infinite.
func countGaps(ys []float64) int {
	n := 0
	for _, y := range ys {
		if math.IsNaN(y) || math.IsInf(y, 0) {
			n++
		}
	}
	return n
}
