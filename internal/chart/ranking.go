package chart

import (
	"fmt"

	"eqx/compute"
	"eqx/equations"
	"eqx/internal/plot"
)

// roc draws the ROC curve of labels r.X and scores r.Y: the area under it
// shaded (the AUC), the chance diagonal, and a point per threshold.
func (v *view) roc(r *equations.ROC) []plot.Figure {
	y, s := v.vector(r.X), v.vector(r.Y)
	fpr, tpr, _, err := compute.ROCCurve(y, s)
	if err != nil {
		return nil
	}
	dotX, dotY := fpr, tpr // the thresholds
	strict := r.Ties != "" && v.in.Choice(r.Ties) == "none"
	curve := "ROC curve"
	if strict {
		fpr, tpr = pessimistic(fpr, tpr)
		curve = "ROC curve, ties counted nothing (each tied group right, then up),"
	}
	f := v.base()
	f.XLabel, f.YLabel = "false positive rate", "true positive rate"
	f.X, f.Y = plot.Fixed(0, 1), plot.Fixed(0, 1)
	f.Equal = true
	f.Marks = []plot.Mark{
		plot.Area{X: fpr, Y: tpr, Label: "area = " + Plain(v.spec.Output)},
		plot.Line{X: []float64{0, 1}, Y: []float64{0, 1}, Label: "chance", Dashed: true},
		plot.Dot{X: dotX, Y: dotY, Label: "thresholds"},
	}
	f.Description = fmt.Sprintf("%s through %d points: FPR %s, TPR %s", curve, len(fpr)-1, list(fpr), list(tpr)) + v.outputNote()
	return one(f)
}

// pessimistic is the ROC curve through (fpr, tpr) that crosses each step
// of a group of tied scores — both rates grow at once — right first, then
// up: its area is P(s⁺ > s⁻), a tie counting nothing.
func pessimistic(fpr, tpr []float64) ([]float64, []float64) {
	xs, ys := []float64{fpr[0]}, []float64{tpr[0]}
	for i := 1; i < len(fpr); i++ {
		if fpr[i] > fpr[i-1] && tpr[i] > tpr[i-1] {
			xs, ys = append(xs, fpr[i]), append(ys, tpr[i-1])
		}
		xs, ys = append(xs, fpr[i]), append(ys, tpr[i])
	}
	return xs, ys
}

// pr draws the precision–recall step curve of labels c.X and scores c.Y,
// with the rectangles (Rₙ − Rₙ₋₁)·Pₙ that average precision sums shaded.
func (v *view) pr(c *equations.PR) []plot.Figure {
	y, s := v.vector(c.X), v.vector(c.Y)
	r, p, _, err := compute.PRCurve(y, s)
	if err != nil {
		return nil
	}
	// Rectangle n spans (Rₙ₋₁, Rₙ] at height Pₙ: a post-step through
	// (Rₙ₋₁, Pₙ), closed at (R_N, P_N).
	xs := make([]float64, 0, len(r)+1)
	ys := make([]float64, 0, len(r)+1)
	prev := 0.0
	for i := range r {
		xs, ys = append(xs, prev), append(ys, p[i])
		prev = r[i]
	}
	xs, ys = append(xs, prev), append(ys, p[len(p)-1])
	f := v.base()
	f.XLabel, f.YLabel = "recall", "precision"
	f.X, f.Y = plot.Fixed(0, 1), plot.Fixed(0, 1.05)
	f.Marks = []plot.Mark{
		plot.Area{X: xs, Y: ys, Step: true, Label: "Σ ΔR·P = " + Plain(v.spec.Output)},
		plot.Dot{X: r, Y: p, Label: "thresholds"},
	}
	f.Description = fmt.Sprintf("Precision-recall curve through %d thresholds: recall %s, precision %s", len(r), list(r), list(p)) + v.outputNote()
	return one(f)
}
