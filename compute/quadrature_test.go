package compute

import (
	"math"
	"testing"
)

// TestGK15 checks the rule's degree: the 15-point Kronrod rule integrates
// x^k exactly for k ≤ 22 (3·7 + 1), so on [−1, 1] it gives 2/(k + 1) for
// even k and 0 for odd k to rounding.
func TestGK15(t *testing.T) {
	for k := 0; k <= 22; k++ {
		want := 0.0
		if k%2 == 0 {
			want = 2 / float64(k+1)
		}
		p := gk15(func(x float64) float64 { return math.Pow(x, float64(k)) }, -1, 1)
		if math.Abs(p.value-want) > 4e-16 {
			t.Errorf("∫ x^%d over [−1, 1] = %v, want %v", k, p.value, want)
		}
	}
	// Degree 23 is beyond it: a non-zero error estimate for x^24.
	if p := gk15(func(x float64) float64 { return math.Pow(x, 24) }, -1, 1); p.err == 0 || math.Abs(p.value-2.0/25) < 1e-12 {
		t.Errorf("∫ x^24: value %v (exact %v), error estimate %v: the rule should not be exact there", p.value, 2.0/25, p.err)
	}
}

// TestIntegrate checks the adaptive rule on integrals with exact values.
func TestIntegrate(t *testing.T) {
	for _, c := range []struct {
		name string
		f    func(float64) float64
		cuts []float64
		want float64
	}{
		// A peak 10⁻³ wide inside a piece of width 2: found by the halving
		// (the error estimate of the first pass is not 0: the centre node
		// sits on the peak).
		{"narrow peak", func(x float64) float64 { return 1 / (1e-6 + x*x) }, []float64{-1, 1}, 2e3 * math.Atan(1e3)},
		// A kink at a cut.
		{"|x| cut at 0", math.Abs, []float64{-1, 0, 3}, 5},
		// An integral that cancels: the tolerance is of ∫|f|, so it ends.
		{"sin over a period", math.Sin, []float64{0, 2 * math.Pi}, 0},
		// e^x over a range where it grows by e^40.
		{"exp", math.Exp, []float64{-20, 0, 20}, 2 * math.Sinh(20)},
	} {
		got := integrate(c.f, c.cuts, 1e-13, 1000)
		if math.Abs(got-c.want) > 1e-12*math.Max(1, math.Abs(c.want)) {
			t.Errorf("%s: integrate = %.17g, want %.17g", c.name, got, c.want)
		}
	}
}
