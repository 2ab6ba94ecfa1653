package compute

import (
	"math"
	"testing"
)

func TestSigmoidDerivative(t *testing.T) {
	// Reference: σ(z)(1 − σ(z)) in mpmath 1.2.1 with 1200 significant
	// digits (enough that 1 − σ(z) does not cancel for |z| ≤ 750), rounded
	// to float64.
	for _, test := range []struct {
		z, want, tol float64
	}{
		{z: 0, want: 0.25},
		{z: 2, want: 0.10499358540350652, tol: 1e-15},
		{z: -2, want: 0.10499358540350652, tol: 1e-15},
		{z: 0.5, want: 0.2350037122015945, tol: 1e-15},
		{z: 10, want: 4.5395807735951673e-05, tol: 1e-14},
		{z: -10, want: 4.5395807735951673e-05, tol: 1e-14},
		// a = σ(40) rounds to 1, so a(1 − a) would be 0.
		{z: 40, want: 4.248354255291589e-18, tol: 1e-14},
		{z: -40, want: 4.248354255291589e-18, tol: 1e-14},
		{z: 100, want: 3.720075976020836e-44, tol: 1e-14},
		{z: 700, want: 9.85967654375977e-305, tol: 1e-14},
		{z: -700, want: 9.85967654375977e-305, tol: 1e-14},
		// Subnormal results: within one unit of the least subnormal.
		{z: -745, want: 5e-324, tol: 5e-324},
		{z: 744, want: 1e-323, tol: 5e-324},
		// Below the least subnormal; the limits at ±Inf.
		{z: 750, want: 0},
		{z: math.Inf(1), want: 0},
		{z: math.Inf(-1), want: 0},
	} {
		got := SigmoidDerivative(test.z)
		ok := withinRelOrZero(got, test.want, test.tol)
		if test.want != 0 && test.want < 1e-300 {
			ok = math.Abs(got-test.want) <= test.tol
		}
		if !ok {
			t.Errorf("SigmoidDerivative(%v) = %v, want %v", test.z, got, test.want)
		}
	}
	if got := SigmoidDerivative(math.NaN()); !math.IsNaN(got) {
		t.Errorf("SigmoidDerivative(NaN) = %v, want NaN", got)
	}
}

func TestSigmoidDerivativeProperties(t *testing.T) {
	// σ' is even, at most 1/4, never negative, and decreasing in |z|.
	prev := SigmoidDerivative(0)
	for z := 0.25; z < 800; z *= 1.5 {
		d, dm := SigmoidDerivative(z), SigmoidDerivative(-z)
		if d != dm {
			t.Errorf("SigmoidDerivative(%v) = %v but SigmoidDerivative(%v) = %v", z, d, -z, dm)
		}
		if d < 0 || d > 0.25 || d > prev {
			t.Errorf("SigmoidDerivative(%v) = %v: want in [0, 1/4] and at most %v", z, d, prev)
		}
		prev = d
	}
}
