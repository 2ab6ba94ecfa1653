package compute

import (
	"math"
	"strings"
	"testing"
)

func TestGaussianPDF(t *testing.T) {
	// Reference: exp(−z²/2)/(σ√(2π)) with z = (x − μ)/σ, in Python decimal
	// with 80 digits on the float64 inputs (π to 110 digits), rounded to
	// float64, or exact where noted.
	//
	// Results in the subnormal range are compared with an absolute
	// tolerance of two least subnormals (absTol); the rest relatively.
	const absTol = 1e-323
	for _, test := range []struct {
		name          string
		x, mu, sigma  float64
		want, tol     float64
		subnormalWant bool
	}{
		{name: "peak", x: 0, mu: 0, sigma: 1, want: 0.3989422804014327, tol: 1e-15}, // 1/√(2π)
		{name: "one sigma", x: 1, mu: 0, sigma: 1, want: 0.24197072451914334, tol: 1e-15},
		{name: "scaled", x: 2, mu: 1, sigma: 0.5, want: 0.1079819330263761, tol: 1e-15},
		{name: "shifted", x: -1.5, mu: 0.5, sigma: 2, want: 0.12098536225957167, tol: 1e-15},
		{name: "ten sigma", x: 10, mu: 0, sigma: 1, want: 7.694598626706419e-23, tol: 1e-15},
		// exp(−684.5) is still a normal number.
		{name: "37 sigma", x: 37, mu: 0, sigma: 1, want: 2.1200065515246056e-298, tol: 1e-15},
		// exp(−722)/√(2π) ≈ 1.1e-314 is subnormal.
		{name: "38 sigma", x: 38, mu: 0, sigma: 1, want: 1.097221052e-314, subnormalWant: true},
		// exp(−800)/√(2π) ≈ 1.5e-348 underflows: exactly 0, not NaN.
		{name: "40 sigma", x: 40, mu: 0, sigma: 1, want: 0},
		{name: "+Inf", x: inf, mu: 0, sigma: 1, want: 0},
		{name: "-Inf", x: negInf, mu: 3, sigma: 2, want: 0},
		{name: "NaN x", x: nan, mu: 0, sigma: 1, want: nan},
		// A tiny σ: the peak 1/(σ√(2π)) is huge but finite.
		{name: "tiny sigma peak", x: 0, mu: 0, sigma: 1e-300, want: 3.9894228040143264e+299, tol: 1e-15},
		// z ≈ 30 with σ = 1e-300. The computed z = x/σ carries one
		// rounding, and the condition number of exp(−z²/2) in z is z², so
		// the relative tolerance is a few times z²·2⁻⁵³.
		{name: "tiny sigma, 30 sigma", x: 3e-299, mu: 0, sigma: 1e-300, want: 1.47364613487865e+104, tol: 5e-13},
		// z ≈ 40 with σ = 1e-300: exp(−800) underflows but the density
		// ≈ 1.5e-48 does not; it must not come out as 0.
		{name: "tiny sigma, 40 sigma", x: 4e-299, mu: 0, sigma: 1e-300, want: 1.4632702508383808e-48, tol: 1e-12},
		// A huge σ: σ√(2π) overflows but the density ≈ 4e-309 is a
		// subnormal number, not 0.
		{name: "huge sigma", x: 0, mu: 0, sigma: 1e308, want: 3.989422804014326e-309, subnormalWant: true},
		// x − μ = 2e308 overflows but z = 2 exactly.
		{name: "huge sigma, x−μ overflows", x: 1e308, mu: -1e308, sigma: 1e308, want: 5.3990966513188e-310, subnormalWant: true},
		// z = 3e308 overflows: the density is 0.
		{name: "huge z", x: 1.5e308, mu: -1.5e308, sigma: 1, want: 0},
	} {
		got, err := GaussianPDF(test.x, test.mu, test.sigma)
		if err != nil {
			t.Errorf("%s: GaussianPDF(%v, %v, %v): unexpected error %v", test.name, test.x, test.mu, test.sigma, err)
			continue
		}
		ok := withinRel(got, test.want, test.tol)
		if test.subnormalWant {
			ok = withinAbs(got, test.want, absTol) && got > 0
		}
		if !ok {
			t.Errorf("%s: GaussianPDF(%v, %v, %v) = %v, want %v", test.name, test.x, test.mu, test.sigma, got, test.want)
		}
	}
}

func TestGaussianPDFSymmetry(t *testing.T) {
	// N(μ + d | μ, σ²) = N(μ − d | μ, σ²) for μ = 0, bit for bit.
	for _, d := range []float64{0.1, 1, 2.5, 10, 37.5} {
		for _, sigma := range []float64{1e-3, 1, 7} {
			a, _ := GaussianPDF(d, 0, sigma)
			b, _ := GaussianPDF(-d, 0, sigma)
			if a != b {
				t.Errorf("GaussianPDF(±%v, 0, %v): %v != %v", d, sigma, a, b)
			}
		}
	}
}

func TestGaussianPDFErrors(t *testing.T) {
	for _, sigma := range []float64{0, negZ, -1, negInf, inf, nan} {
		got, err := GaussianPDF(0, 0, sigma)
		if err == nil {
			t.Errorf("GaussianPDF(0, 0, %v) = %v, want an error", sigma, got)
			continue
		}
		if !strings.Contains(err.Error(), "sigma") {
			t.Errorf("GaussianPDF(0, 0, %v): error %q does not name sigma", sigma, err)
		}
	}
	// The peak grows without bound as σ → 0; it is +Inf, not an error,
	// once 1/(σ√(2π)) passes MaxFloat64.
	if got, err := GaussianPDF(0, 0, 5e-324); err != nil || !math.IsInf(got, 1) {
		t.Errorf("GaussianPDF(0, 0, 5e-324) = %v, %v; want +Inf", got, err)
	}
}
