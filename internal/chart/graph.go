package chart

import (
	"fmt"

	"eqx/internal/plot"
)

// graphPoints is the number of samples of each function of a Graph.
const graphPoints = 161

// graph draws the overlays as functions of x over a range that frames the
// numbers of the output parts named in layout.Of (the real roots and the
// vertex of a parabola), with the numbers of the first part marked on the
// x axis.
func (v *view) graph() []plot.Figure {
	pl := v.pl
	parts, _ := v.out.(map[string]any)
	var marked, all []float64
	for k, name := range pl.Of {
		vals, _ := parts[name].([]float64)
		if k == 0 {
			marked = vals
		}
		all = append(all, vals...)
	}
	lo, hi := pl.Range[0], pl.Range[1]
	if a, b, ok := span(all); ok {
		half := max((b-a)*0.75, 2)
		lo, hi = (a+b)/2-half, (a+b)/2+half
	}
	if !(hi > lo) || !finite(lo) || !finite(hi) {
		return nil
	}
	f := v.base()
	f.XLabel, f.YLabel = "x", "y"
	f.X = plot.Fixed(lo, hi)
	xs := make([]float64, graphPoints)
	for i := range xs {
		xs[i] = lo + (hi-lo)*float64(i)/(graphPoints-1)
	}
	desc := fmt.Sprintf("Graph for x from %s to %s", num(lo), num(hi))
	var ylo, yhi float64 = 0, 0
	for _, o := range pl.Overlays {
		ys := sampleOverlay(o, v.in, xs)
		if a, b, ok := span(ys); ok {
			ylo, yhi = min(ylo, a), max(yhi, b)
		}
		f.Marks = append(f.Marks, plot.Line{X: xs, Y: ys, Label: o.Label, Dashed: o.Dashed})
		desc += " of " + o.Label
	}
	f.Y = padded(ylo, yhi)
	f.Marks = append(f.Marks, plot.RuleY{Y: 0})
	if len(marked) > 0 {
		f.Marks = append(f.Marks, plot.Dot{X: marked, Y: make([]float64, len(marked)), Label: pl.Of[0]})
		desc += fmt.Sprintf("; %s marked at %s", pl.Of[0], list(marked))
	} else if len(pl.Of) > 0 {
		desc += fmt.Sprintf("; no %s", pl.Of[0])
	}
	f.Description = desc
	return one(f)
}
