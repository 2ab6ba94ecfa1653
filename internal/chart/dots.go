package chart

import (
	"fmt"
	"math"

	"eqx/compute"
	"eqx/equations"
	"eqx/internal/plot"
)

// dots draws the vector d.X as a dot plot, equal values stacked, with its
// mean and the band of one population standard deviation around it. A
// vector output (z-scores, min–max scaling) gets a second dot plot.
func (v *view) dots(d *equations.Dots) []plot.Figure {
	_, sx := v.param(d.X)
	xs := v.vector(d.X)
	figs := []plot.Figure{dotPlot(v.base(), sx, xs, v.outputNote())}
	if out, ok := v.out.([]float64); ok && len(out) == len(xs) {
		figs = append(figs, dotPlot(v.base(), Plain(v.spec.Output), out, ""))
	}
	return figs
}

// dotPlot is the dot plot of xs named name.
func dotPlot(f plot.Figure, name string, xs []float64, note string) plot.Figure {
	f.XLabel, f.YLabel = name, "count"
	f.Height = 200
	desc := fmt.Sprintf("Dot plot of %s %s", name, list(xs))
	mean, err1 := compute.ArithmeticMean(xs)
	sd, err2 := compute.StdDev(xs, 0)
	if err1 == nil && err2 == nil && finite(mean) && finite(sd) {
		if sd > 0 {
			f.Marks = append(f.Marks, plot.Band{Min: mean - sd, Max: mean + sd, Vertical: true, Label: "mean ± σ"})
		}
		f.Marks = append(f.Marks, plot.RuleX{X: mean})
		desc += fmt.Sprintf("; mean %s, σ %s", num(mean), num(sd))
	}
	f.Marks = append(f.Marks, plot.Dot{X: xs, Y: stack(xs), Label: name})
	f.Y = plot.Fixed(0, math.Max(4, maxOf(stack(xs))+1))
	f.Description = desc + note
	return f
}

// stack gives each value its height in a dot plot: 1 for the first of
// nearly equal values (a 1/40 of the range apart), 2 for the next, and so
// on.
func stack(xs []float64) []float64 {
	lo, hi, ok := span(xs)
	ys := make([]float64, len(xs))
	if !ok {
		return ys
	}
	width := (hi - lo) / 40
	seen := map[int64]float64{}
	for i, x := range xs {
		if !finite(x) {
			continue
		}
		bin := int64(0)
		if width > 0 {
			bin = int64(math.Round((x - lo) / width))
		}
		seen[bin]++
		ys[i] = seen[bin]
	}
	return ys
}

func maxOf(xs []float64) float64 {
	m := math.Inf(-1)
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}
