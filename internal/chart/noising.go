package chart

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"eqx/compute"
	"eqx/equations"
	"eqx/internal/plot"
)

// The noising view: how many samples, drawn with which seed, at which
// signal levels ᾱ (from the clean data at 1 to pure noise at 0), and how
// many bins the histogram of the current level has.
const (
	noisingSamples = 120  // a row of dots per level: enough for the histogram, few to redraw
	noisingSeed    = 2015 // the year of the first diffusion model paper
	noisingJitter  = 0.035
	noisingBins    = 24
)

var noisingLevels = []float64{1, 0.75, 0.5, 0.25, 0}

// noising draws the forward noising x_t = √ᾱ x₀ + √(1 − ᾱ) ε of the data
// n.Data (its values repeated to about noisingSamples) at the signal
// levels noisingLevels and the current ᾱ (the input n.X), each x_t
// from compute.DiffusionForward, as rows of dots at the height ᾱ between
// the exact mean and ±2σ curves; the output is marked on the current row.
// The draws ε are seeded, so the cloud holds still while ᾱ moves, and
// standardised (see standardNoise), so the current row's mean and
// variance are exactly √ᾱ·mean(x₀) and ᾱ·var(x₀) + 1 − ᾱ. A second figure
// is the current row's histogram against N(0, 1), which the rows tend to
// as ᾱ → 0.
func (v *view) noising(n *equations.Noising) []plot.Figure {
	data := v.vector(n.Data)
	level := v.in.Real(n.X)
	if len(data) == 0 || !(level >= 0 && level <= 1) {
		return nil
	}
	per := (noisingSamples + len(data) - 1) / len(data)
	x0 := make([]float64, 0, per*len(data))
	for range per {
		x0 = append(x0, data...)
	}
	eps, jitter := standardNoise(x0)
	mean, err1 := compute.ArithmeticMean(x0)
	variance, err2 := compute.Variance(x0, 0)
	if err1 != nil || err2 != nil {
		return nil
	}

	levels := slices.Clone(noisingLevels)
	if !slices.ContainsFunc(levels, func(l float64) bool { return math.Abs(l-level) < 1e-9 }) {
		levels = append(levels, level)
	}
	var others, current plot.Dot
	var row []float64
	for _, l := range levels {
		xt, err := compute.DiffusionForward(nil, x0, eps, l)
		if err != nil {
			return nil
		}
		d := &others
		if math.Abs(l-level) < 1e-9 {
			d, row = &current, xt
		}
		for i, x := range xt {
			d.X, d.Y = append(d.X, x), append(d.Y, l+jitter[i])
		}
	}
	_, sym := v.param(n.X)
	others.Label = "x_t at other " + sym
	current.Label = fmt.Sprintf("x_t at %s = %s", sym, num(level))

	// The exact mean √ᾱ·m and ±2σ, σ = √(ᾱ·var + 1 − ᾱ), over ᾱ in [0, 1].
	var mid, band plot.Line
	const steps = 50
	for i := 0; i <= steps; i++ {
		a := float64(i) / steps
		m, s := math.Sqrt(a)*mean, math.Sqrt(a*variance+1-a)
		mid.X, mid.Y = append(mid.X, m), append(mid.Y, a)
		band.X, band.Y = append(band.X, m-2*s), append(band.Y, a)
	}
	band.X, band.Y = append(band.X, math.NaN()), append(band.Y, math.NaN())
	for i := steps; i >= 0; i-- {
		a := float64(i) / steps
		band.X, band.Y = append(band.X, math.Sqrt(a)*mean+2*math.Sqrt(a*variance+1-a)), append(band.Y, a)
	}
	mid.Label, band.Label, band.Dashed = "mean √ᾱ·mean(x₀)", "±2σ, σ² = ᾱ·var(x₀) + 1 − ᾱ", true

	f := v.base()
	f.XLabel, f.YLabel = "x_t", sym
	f.Height = 340
	f.Marks = []plot.Mark{mid, band, others, current}
	var out []float64
	switch o := v.out.(type) {
	case float64:
		out = []float64{o}
	case []float64:
		out = o
	}
	if len(out) > 0 {
		ys := make([]float64, len(out))
		for i := range ys {
			ys[i] = level
		}
		f.Marks = append(f.Marks, plot.Dot{X: out, Y: ys, Label: "the output " + Plain(v.spec.Output)})
	}
	lo, hi, _ := span(others.X, noisingReach(x0, eps), band.X)
	f.X, f.Y = padded(lo, hi), plot.Fixed(-0.08, 1.08)
	rowMean, _ := compute.ArithmeticMean(row)
	rowVar, _ := compute.Variance(row, 0)
	f.Description = fmt.Sprintf("Noised samples x_t of %d draws from the data %s, in rows at %s = %s: at the current %s = %s "+
		"their mean is %s and their variance %s (√ᾱ·mean(x₀) and ᾱ·var(x₀) + 1 − ᾱ, the draws ε being standardised)",
		len(x0), list(data), sym, list(levels), sym, num(level), num(rowMean), num(rowVar)) + v.outputNote()
	return []plot.Figure{f, v.noisingHistogram(row, sym, level, f.X)}
}

// noisingReach returns the least and the greatest value that any sample
// x_t = √ᾱ·x₀ + √(1 − ᾱ)·ε takes for ᾱ in [0, 1], so that the axes framing
// them hold still while ᾱ moves (and the figure changes only in its
// marks). With ᾱ = cos²θ, x_t = x₀·cos θ + ε·sin θ for θ in [0, π/2]: its
// extremes are the ends x₀ and ε, and, where x₀ and ε have the same sign,
// ±√(x₀² + ε²) at tan θ = ε/x₀ (a maximum for positive ones, a minimum for
// negative ones).
func noisingReach(x0, eps []float64) []float64 {
	lo, hi := math.Inf(1), math.Inf(-1)
	for i, a := range x0 {
		b := eps[i]
		lo, hi = min(lo, a, b), max(hi, a, b)
		switch {
		case a > 0 && b > 0:
			hi = max(hi, math.Hypot(a, b))
		case a < 0 && b < 0:
			lo = min(lo, -math.Hypot(a, b))
		}
	}
	return []float64{lo, hi}
}

// noisingHistogram is the histogram of the samples xt at the current
// level, as a density, against the N(0, 1) density.
func (v *view) noisingHistogram(xt []float64, sym string, level float64, x plot.Domain) plot.Figure {
	width := (x.Max - x.Min) / noisingBins
	counts := make([]float64, noisingBins)
	for _, s := range xt {
		counts[min(int((s-x.Min)/width), noisingBins-1)]++
	}
	hist := plot.Line{Step: true, Label: fmt.Sprintf("x_t at %s = %s, density", sym, num(level)), X: []float64{x.Min}, Y: []float64{0}}
	for i, c := range counts {
		hist.X, hist.Y = append(hist.X, x.Min+float64(i)*width), append(hist.Y, c/(float64(len(xt))*width))
	}
	last := hist.Y[len(hist.Y)-1]
	hist.X, hist.Y = append(hist.X, x.Max, x.Max), append(hist.Y, last, 0)
	normal := plot.Line{Dashed: true, Label: "N(0, 1), the limit as ᾱ → 0"}
	for i := 0; i <= 120; i++ {
		z := x.Min + (x.Max-x.Min)*float64(i)/120
		normal.X, normal.Y = append(normal.X, z), append(normal.Y, math.Exp(-z*z/2)/math.Sqrt(2*math.Pi))
	}
	f := v.base()
	f.XLabel, f.YLabel, f.Height = "x_t", "density", 220
	f.X = x
	f.Marks = []plot.Mark{hist, normal}
	f.Description = fmt.Sprintf("Histogram of the %d samples x_t at %s = %s in %d bins, as a density, against the N(0, 1) density", len(xt), sym, num(level), noisingBins)
	return f
}

// standardNoise returns n seeded standard-normal draws ε for the data x0,
// shifted and scaled so that their mean is exactly 0, their (population)
// variance 1, and their covariance with x0 0: then x_t = √ᾱ x₀ + √(1 − ᾱ) ε
// has exactly the mean √ᾱ·mean(x₀) and variance ᾱ·var(x₀) + 1 − ᾱ the
// view teaches, not those plus sampling error. It also returns a seeded
// vertical jitter for each sample, within ±noisingJitter.
func standardNoise(x0 []float64) (eps, jitter []float64) {
	r := rand.New(rand.NewPCG(noisingSeed, 0))
	n := len(x0)
	eps, jitter = make([]float64, n), make([]float64, n)
	for i := range eps {
		eps[i] = r.NormFloat64()
		jitter[i] = noisingJitter * (2*r.Float64() - 1)
	}
	center := func(x []float64) []float64 {
		m := 0.0
		for _, v := range x {
			m += v / float64(n)
		}
		c := make([]float64, n)
		for i, v := range x {
			c[i] = v - m
		}
		return c
	}
	eps, c := center(eps), center(x0)
	if cc := dot(c, c); cc > 0 {
		k := dot(eps, c) / cc
		for i := range eps {
			eps[i] -= k * c[i]
		}
	}
	if s := math.Sqrt(dot(eps, eps) / float64(n)); s > 0 {
		for i := range eps {
			eps[i] /= s
		}
	}
	return eps, jitter
}
