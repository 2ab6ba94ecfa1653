package chart

import (
	"math"
	"testing"
)

func TestShape(t *testing.T) {
	xs := make([]float64, 201)
	for i := range xs {
		xs[i] = -2 + float64(i)/50
	}
	of := func(f func(float64) float64) []float64 {
		ys := make([]float64, len(xs))
		for i, x := range xs {
			ys[i] = f(x)
		}
		return ys
	}
	for _, c := range []struct {
		f    func(float64) float64
		want string
	}{
		{func(x float64) float64 { return 1 / (1 + math.Exp(-x)) }, "y rises from 0.119203 to 0.880797"},
		{func(x float64) float64 { return -x }, "y falls from 2 to -2"},
		{func(x float64) float64 { return x * x }, "y falls from 4 to a least 0 at x = 0, then rises to 4"},
		{func(x float64) float64 { return math.Exp(-x * x) }, "y rises from 0.0183156 to a greatest 1 at x = 0, then falls to 0.0183156"},
		{func(x float64) float64 { return math.Sin(3 * x) }, "y turns 4 times; greatest 0.999942 at x = 0.52, least -0.999942 at x = -0.52"},
		{func(x float64) float64 { return 2 }, "y is constant at 2"},
		{func(x float64) float64 { return math.Max(x, 0) }, "y rises from 0 to 2"},     // flat, then rising
		{func(x float64) float64 { return math.Sqrt(x) }, "y rises from 0 to 1.41421"}, // NaN left out
	} {
		got := shape(xs, of(c.f), "x", "y")
		if len(got) < len(c.want) || got[:len(c.want)] != c.want {
			t.Errorf("shape = %q, want it to start %q", got, c.want)
		}
	}
}
