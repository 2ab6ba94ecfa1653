package compute

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestGaussianGAN checks the 1-D GAN value against a semi-analytic
// reference in mpmath 1.2.1 (scripts/crosscheck/families/gan.py): each
// expectation of softplus(s) = max(s, 0) + log1p(e^−|s|) with the first
// part in closed form (truncated normal moments) and the second by
// mp.quad cut at the roots of s, on the float64 inputs; the case 40σ
// apart with the smooth part cut every 1/400 at 60 digits. Plain mp.quad
// of the whole integrand, even cut at the kinks, was off by 2·10⁻⁵ there.
// Also against the exact −log 4 for p_g = p_d under D* and for the
// constant discriminator σ(c).
func TestGaussianGAN(t *testing.T) {
	tests := []struct {
		name                     string
		muD, sdD, muG, sdG, w, c float64
		optimal                  bool
		want                     float64
	}{
		{"D* far apart", 0, 1, 2, 0.5, 0, 0, true, -0.43767953866283305},
		{"D* equal", 0, 1, 0, 1, 0, 0, true, -math.Log(4)},
		{"D* narrow generator", 0, 1, 0.3, 0.01, 0, 0, true, -0.10157333280616793},
		{"D* a thousand times narrower", 9.109958293131761, 8.73822186645418, 4.4716512036225025, 0.004136090324508483, 0, 0, true, -0.008237816135388216},
		{"D* ten σ apart", 0, 1, 10, 1, 0, 0, true, -1.7263319216906539e-06},
		{"D* forty σ apart: V ≈ 0", 0, 1, 40, 1, 0, 0, true, -1.7248834284514812e-88},
		{"D* a point against a spread", -20, 0.0001, 30, 50, 0, 0, true, -5.1407614146922476e-05},
		{"logistic", 0, 1, 2, 0.5, -1, 1, false, -0.7444065709989107},
		// Issue 16: a steep D over wide Gaussians; the fixed rule gave
		// −4.603460323415334, and −2.3022… for σ_d = 0.0286.
		{"steep logistic", 2, 3, -2, 3, 5, 0, false, -4.603453901959655},
		{"steep logistic, narrow data", 2, 0.0286, -2, 3, 5, 0, false, -2.301772816408779},
		{"a wall of a logistic", 1, 2, 1, 2, 300, -300, false, -478.73292392054856},
		{"nearly flat logistic", 0, 1, 0, 1, 1e-6, 0, false, -1.3862943611201406},
		{"constant D = σ(0.7)", 3, 2, -1, 0.2, 0, 0.7, false, -Softplus(-0.7) - Softplus(0.7)},
	}
	for _, tt := range tests {
		got, err := GaussianGAN(tt.muD, tt.sdD, tt.muG, tt.sdG, tt.w, tt.c, tt.optimal)
		if err != nil || math.Abs(got-tt.want) > 1e-12*math.Abs(tt.want) {
			t.Errorf("%s: GaussianGAN = %v, %v; want %v (relative error %.2g)", tt.name, got, err, tt.want, math.Abs(got-tt.want)/math.Abs(tt.want))
		}
		got, err = GaussianGANForPlot(tt.muD, tt.sdD, tt.muG, tt.sdG, tt.w, tt.c, tt.optimal)
		if err != nil || math.Abs(got-tt.want) > 1e-6*math.Abs(tt.want) {
			t.Errorf("%s: GaussianGANForPlot = %v, %v; want %v (relative error %.2g)", tt.name, got, err, tt.want, math.Abs(got-tt.want)/math.Abs(tt.want))
		}
	}
	for _, c := range []struct {
		sdD, sdG, muD float64
		msg           string
	}{
		{0, 1, 0, "must be positive"},
		{1, math.Inf(1), 0, "must be positive and finite"},
		{1, 1, math.NaN(), "μ_data = NaN"},
	} {
		if _, err := GaussianGAN(c.muD, c.sdD, 0, c.sdG, 0, 0, true); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("GaussianGAN(σ_d %v, σ_g %v, μ_d %v): error %v, want one containing %q", c.sdD, c.sdG, c.muD, err, c.msg)
		}
	}
}

// BenchmarkGaussianGAN times the value and the gradient at the GAN page's
// defaults (the value's curve evaluates V some 41 times per slider move)
// and at the steep logistic discriminator of issue 16.
func BenchmarkGaussianGAN(b *testing.B) {
	for _, c := range []struct {
		name                     string
		muD, sdD, muG, sdG, w, c float64
		optimal                  bool
	}{
		{"D*", 0, 1, 2, 0.5, -1, 1, true},
		{"logistic", 0, 1, 2, 0.5, -1, 1, false},
		{"steep logistic", 2, 3, -2, 3, 5, 0, false},
		{"D* narrow generator", 0, 1, 0.3, 0.01, 0, 0, true},
	} {
		b.Run("V/"+c.name, func(b *testing.B) {
			for b.Loop() {
				GaussianGAN(c.muD, c.sdD, c.muG, c.sdG, c.w, c.c, c.optimal)
			}
		})
		b.Run("V for a plot/"+c.name, func(b *testing.B) {
			for b.Loop() {
				GaussianGANForPlot(c.muD, c.sdD, c.muG, c.sdG, c.w, c.c, c.optimal)
			}
		})
		b.Run("gradient/"+c.name, func(b *testing.B) {
			for b.Loop() {
				GaussianGANGradient(c.muD, c.sdD, c.muG, c.sdG, c.w, c.c, c.optimal)
			}
		})
	}
}

// TestGaussianGANForPlot checks the plot's accuracy of the value over
// random games, a third of them with a steep logistic or a narrow data
// distribution, against GaussianGAN (itself checked against mpmath
// above): within 1e-6 of |V| (or of 1e-3 where V is nearer 0), a
// thousandth of a pixel of a curve's height.
func TestGaussianGANForPlot(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 16))
	for i := range 2000 {
		muD, sdD, muG, sdG := r.Float64()*10-5, 0.1+r.Float64()*2.9, r.Float64()*10-5, 0.1+r.Float64()*2.9
		w, c := r.Float64()*10-5, r.Float64()*10-5
		if i%7 == 0 {
			w *= 100
		}
		if i%5 == 0 {
			sdD /= 100
		}
		optimal := i%2 == 0
		got, err1 := GaussianGANForPlot(muD, sdD, muG, sdG, w, c, optimal)
		want, err2 := GaussianGAN(muD, sdD, muG, sdG, w, c, optimal)
		if err1 != nil || err2 != nil || math.Abs(got-want) > 1e-6*math.Max(1e-3, math.Abs(want)) {
			t.Fatalf("GaussianGANForPlot(%v, %v, %v, %v, %v, %v, %v) = %v, %v; GaussianGAN = %v, %v",
				muD, sdD, muG, sdG, w, c, optimal, got, err1, want, err2)
		}
	}
}
