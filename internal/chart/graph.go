package chart

import (
	"fmt"

	"eqx/equations"
	"eqx/internal/plot"
)

// graphPoints is the number of samples of each function of a Graph.
const graphPoints = 161

// graph draws the overlays as functions of x over a range that frames the
// numbers of the output parts named in g.Parts (the real roots and the
// vertex of a parabola), with the numbers of the first part marked on the
// x axis; g.Range when they are none.
func (v *view) graph(g *equations.Graph) []plot.Figure {
	parts, _ := v.out.(map[string]any)
	var marked, all []float64
	for k, name := range g.Parts {
		vals, _ := parts[name].([]float64)
		if k == 0 {
			marked = vals
		}
		all = append(all, vals...)
	}
	lo, hi := g.Range[0], g.Range[1]
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
	for _, o := range g.Overlays {
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
		f.Marks = append(f.Marks, plot.Dot{X: marked, Y: make([]float64, len(marked)), Label: g.Parts[0]})
		desc += fmt.Sprintf("; %s marked at %s", g.Parts[0], list(marked))
	} else if len(g.Parts) > 0 {
		desc += fmt.Sprintf("; no %s", g.Parts[0])
	}
	f.Description = desc
	return one(f)
}
