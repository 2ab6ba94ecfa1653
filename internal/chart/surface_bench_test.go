package chart

import (
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// BenchmarkSurface builds and renders the figures of a Surface page, as a
// slider update does: "fresh" samples the grid anew (new data, or the
// first draw), "slider" moves the current point inside the window and
// keeps the samples, "descent" is gradient descent on least squares with
// its 30-step path (eta moving: every input but θ₀ resamples). The slider
// budget is 16 ms for everything a page does per update.
func BenchmarkSurface(b *testing.B) {
	lr, ok := equations.Catalogue().Lookup("linear-regression-cost")
	if !ok {
		b.Fatal("no linear-regression-cost")
	}
	gd, _ := equations.Catalogue().Lookup("gradient-descent")
	gdIn := gd.Defaults()
	gdIn["loss"] = "(1/2m)||X theta - y||^2"
	gdIn["X"] = [][]float64{{1, 1}, {1, 2}, {1, 3}}
	gdIn["y"] = []float64{1, 2, 3}
	gdIn["theta0"] = []float64{2, -1}
	gdIn["eta"], gdIn["steps"] = 0.3, 30
	draw := func(b *testing.B, s *equations.Spec, in equations.Inputs, prev *Grid) *Grid {
		out, err := s.Evaluate(in)
		if err != nil {
			b.Fatal(err)
		}
		var samples Samples
		if _, ok := equations.FirstCurve(s.View); ok {
			samples = Curve(s, in)
		}
		samples.Grid = SurfaceGrid(s, in, out, nil, prev, false)
		for _, f := range Figures(s, in, out, samples, plot.Light) {
			if _, err := f.SVG(); err != nil {
				b.Fatal(err)
			}
		}
		return samples.Grid
	}
	b.Run("fresh", func(b *testing.B) {
		in := lr.Defaults()
		for b.Loop() {
			draw(b, lr, in, nil)
		}
	})
	b.Run("slider", func(b *testing.B) {
		in := lr.Defaults()
		g := draw(b, lr, in, nil)
		theta := []float64{1, 0.5}
		i := 0
		for b.Loop() {
			i++
			theta[0] = 1 + 0.01*float64(i%10)
			in["theta"] = theta
			g = draw(b, lr, in, g)
		}
	})
	b.Run("descent", func(b *testing.B) {
		for b.Loop() {
			draw(b, gd, gdIn, nil)
		}
	})
}
