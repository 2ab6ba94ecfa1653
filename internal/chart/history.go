package chart

import (
	"math"

	"eqx/internal/plot"
)

// History draws the objective of an iterative method step by step: losses[i]
// is the loss after i steps, the last one marked. A loss that spans more
// than three decades, all positive, is drawn on a log scale, where a
// geometric decrease is a straight line.
func History(label string, losses []float64, theme plot.Theme) plot.Figure {
	xs := make([]float64, len(losses))
	lo, hi := math.Inf(1), math.Inf(-1)
	for i, l := range losses {
		xs[i] = float64(i)
		if finite(l) {
			lo, hi = math.Min(lo, l), math.Max(hi, l)
		}
	}
	f := plot.Figure{
		Theme: theme, Height: 200,
		XLabel: "step", YLabel: label,
		Marks: []plot.Mark{plot.Line{X: xs, Y: losses, Label: label}},
	}
	if n := len(losses); n > 0 {
		f.Marks = append(f.Marks, plot.Dot{X: xs[n-1:], Y: losses[n-1:], Label: "now: " + num(losses[n-1])})
	}
	if lo > 0 && hi/lo > 1e3 {
		f.LogY = true
	}
	// The step axis grows in nice steps (10, 20, 50, 100, …), not with
	// every step: its ticks stay put, so the page patches the figure's
	// few changed lines rather than merging it whole at each step.
	f.X = plot.Fixed(0, historySpan(len(losses)-1))
	return f
}

// historySpan is the end of the step axis for n steps: the least of 10,
// 20, 50, 100, 200, … that is at least n.
func historySpan(n int) float64 {
	for span := 10.0; ; span *= 10 {
		for _, m := range []float64{1, 2, 5} {
			if m*span >= float64(n) {
				return m * span
			}
		}
	}
}
