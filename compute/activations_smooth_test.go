package compute

import (
	"fmt"
	"math"
	"testing"
)

// The references of the smooth and leaky activations: mpmath 1.2.1 at 60
// digits on the float64 inputs (x/(1 + e^{−x}); x·tanh(log1p(e^x));
// α·expm1(x); SELU with the paper's 32-digit λ and α), rounded to float64.
// The tolerance is 4 ulps, and the spacing of the subnormal results.
func TestSmoothActivations(t *testing.T) {
	type ref struct{ x, want float64 }
	for _, c := range []struct {
		name string
		f    func(float64) float64
		refs []ref
	}{
		{"SiLU", SiLU, []ref{
			{0, 0}, {0.5, 0.3112296656009273}, {-0.5, -0.18877033439907273}, {1, 0.7310585786300049},
			{-1, -0.2689414213699951}, {5, 4.966535745378576}, {-5, -0.03346425462142428},
			{20, 19.99999995877693}, {-20, -4.122307236380407e-08}, {40, 40}, {-40, -1.6993417021166355e-16},
			{-100, -3.720075976020836e-42}, {700, 700}, {-700, -6.90177358063184e-302}, {-745, -2.105e-321},
			// e^x subnormal, x·e^x normal: x times the few bits of e^x
			// was 1e-14 off; formed as if e^x were exact (expTimes).
			{-711.5434422816231, -6.804728516056677e-307}, {-718.034196747044, -1.04197107498204e-309},
			{1e-300, 5e-301}, {-1e-300, -5e-301}, {math.Inf(1), math.Inf(1)}, {math.Inf(-1), 0},
		}},
		{"Mish", Mish, []ref{
			{0, 0}, {0.5, 0.37524521130489513}, {-0.5, -0.22074377465173}, {1, 0.8650983882673103},
			{-1, -0.3034014613741089}, {5, 4.999552077529406}, {-5, -0.033576237730161704}, {20, 20},
			{-20, -4.122307240628761e-08}, {-40, -1.6993417021166355e-16}, {-100, -3.720075976020836e-42},
			{700, 700}, {-700, -6.90177358063184e-302}, {-745, -2.105e-321}, {1e-300, 6e-301}, {-1e-300, -6e-301},
			{math.Inf(1), math.Inf(1)}, {math.Inf(-1), 0},
		}},
		{"ELU α=1", func(x float64) float64 { return ELU(x, 1) }, []ref{
			{0, 0}, {0.5, 0.5}, {-0.5, -0.3934693402873666}, {-1, -0.6321205588285577}, {-5, -0.9932620530009145},
			{-20, -0.9999999979388464}, {-40, -1}, {-1e-300, -1e-300}, {math.Inf(-1), -1}, {math.Inf(1), math.Inf(1)},
		}},
		{"ELU α=0.5", func(x float64) float64 { return ELU(x, 0.5) }, []ref{
			{-0.5, -0.1967346701436833}, {-1, -0.31606027941427883}, {-20, -0.4999999989694232}, {-1e-300, -5e-301},
		}},
		{"SELU", SELU, []ref{
			{0, 0}, {0.5, 0.5253504936777402}, {-0.5, -0.6917581878028713}, {1, 1.0507009873554805},
			{-1, -1.1113307378125628}, {5, 5.253504936777403}, {-5, -1.7462533606696202}, {20, 21.01401974710961},
			{-20, -1.758099337223664}, {-40, -1.7580993408473768}, {100, 105.07009873554804},
			{1e-300, 1.0507009873554804e-300}, {-1e-300, -1.758099340847377e-300}, {math.Inf(-1), -1.7580993408473768},
		}},
		// Leaky ReLU is exact: x, or one product αx.
		{"LeakyReLU α=0.01", func(x float64) float64 { return LeakyReLU(x, 0.01) }, []ref{
			{0, 0}, {3, 3}, {-3, -0.03}, {-1e300, -1e298}, {math.Inf(-1), math.Inf(-1)}, {math.Inf(1), math.Inf(1)},
		}},
	} {
		for _, r := range c.refs {
			got := c.f(r.x)
			ok := got == r.want || math.Abs(got-r.want) <= 4*0x1p-52*math.Abs(r.want) ||
				(math.Abs(r.want) < 0x1p-1022 && math.Abs(got-r.want) <= 0x1p-1074)
			if !ok {
				t.Errorf("%s(%v) = %v, want %v", c.name, r.x, got, r.want)
			}
		}
		if got := c.f(math.NaN()); !math.IsNaN(got) {
			t.Errorf("%s(NaN) = %v, want NaN", c.name, got)
		}
	}
}

func ExampleSiLU() {
	fmt.Println(SiLU(1), Mish(1), ELU(-1, 1), SELU(-1), LeakyReLU(-2, 0.01))
	// Output: 0.7310585786300049 0.8650983882673103 -0.6321205588285577 -1.1113307378125628 -0.02
}
