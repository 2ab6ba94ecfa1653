package compute

import (
	"math"
	"strings"
	"testing"
)

// TestGaussianGAN checks the 1-D GAN value against a dense trapezoid rule
// in NumPy (6·10⁶ points on [−30, 30], log densities and logaddexp), and
// against the exact values: −log 4 for p_g = p_d under D*, and for the
// constant discriminator σ(c) on any distributions.
func TestGaussianGAN(t *testing.T) {
	tests := []struct {
		name                     string
		muD, sdD, muG, sdG, w, c float64
		optimal                  bool
		want, tol                float64
	}{
		{"D* far apart", 0, 1, 2, 0.5, 0, 0, true, -0.43767953866283316, 1e-9},
		{"D* equal", 0, 1, 0, 1, 0, 0, true, -math.Log(4), 1e-12},
		{"D* narrow generator", 0, 1, 0.3, 0.01, 0, 0, true, -0.10157333280616793, 1e-8},
		{"logistic", 0, 1, 2, 0.5, -1, 1, false, -0.7444065709989105, 1e-9},
		{"constant D = σ(0.7)", 3, 2, -1, 0.2, 0, 0.7, false, -Softplus(-0.7) - Softplus(0.7), 1e-10},
	}
	for _, tt := range tests {
		got, err := GaussianGAN(tt.muD, tt.sdD, tt.muG, tt.sdG, tt.w, tt.c, tt.optimal)
		if err != nil || math.Abs(got-tt.want) > tt.tol {
			t.Errorf("%s: GaussianGAN = %v, %v; want %v (±%g)", tt.name, got, err, tt.want, tt.tol)
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
