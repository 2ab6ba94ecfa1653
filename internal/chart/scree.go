package chart

import (
	"fmt"

	"eqx/equations"
	"eqx/internal/plot"
)

// scree draws the scree plot of a PCA from its output: the share of the
// variance of each component, λ_k / Σλ, as bars (the differences of the
// cumulative shares, the output part s.Parts[0]), the cumulative share
// that the first k components keep as a curve, the threshold 1 − ε it must
// reach (ε the Real input s.Level), and on the curve the k the output
// part s.Parts[1] needs and the current k (the Integer input s.X).
func (v *view) scree(s *equations.Scree) []plot.Figure {
	kept := v.part(s.Parts, 0)
	need, okNeed := v.partValue(s.Parts, 1).(int)
	n := len(kept)
	if n == 0 || !okNeed || need < 1 || need > n {
		return nil
	}
	eps := v.in.Real(s.Level)
	k := v.in.Int(s.X)
	share := make([]float64, n)
	pos := make([]float64, n)
	prev := 0.0
	for i, c := range kept {
		share[i], prev, pos[i] = c-prev, c, float64(i)
	}
	f := v.base()
	f.XLabel, f.YLabel = "component k", "share of the variance"
	f.Y = plot.Fixed(0, 1.08)
	f.Marks = []plot.Mark{
		plot.Bars{Values: share, Labels: indexLabels(n), Label: "λ_k / Σλ"},
		plot.Line{X: pos, Y: kept, Label: "kept by the first k"},
		plot.Line{X: []float64{-0.5, float64(n) - 0.5}, Y: []float64{1 - eps, 1 - eps}, Dashed: true, Label: "1 − ε = " + num(1-eps)},
		plot.Dot{X: []float64{float64(need - 1)}, Y: []float64{kept[need-1]}, Label: fmt.Sprintf("k needed = %d", need)},
	}
	desc := fmt.Sprintf("Scree plot of %d components: shares of the variance %s, kept by the first k %s; the threshold 1 − ε = %s is first reached at k = %d, keeping %s",
		n, list(share), list(kept), num(1-eps), need, num(kept[need-1]))
	if k >= 1 && k <= n {
		f.Marks = append(f.Marks, plot.Dot{X: []float64{float64(k - 1)}, Y: []float64{kept[k-1]}, Label: fmt.Sprintf("the current k = %d", k)})
		desc += fmt.Sprintf("; the current k = %d keeps %s", k, num(kept[k-1]))
	}
	f.Description = desc
	return one(f)
}
