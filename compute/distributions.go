package compute

import (
	"fmt"
	"math"
)

// GaussianPDF returns the normal density
// N(x | μ, σ²) = exp(−(x − μ)² / (2σ²)) / √(2πσ²).
//
// σ must be positive and finite. The exponent is formed from the
// standardised value (x − μ)/σ, so it underflows to exactly 0 far in the
// tails rather than producing Inf/Inf.
func GaussianPDF(x, mu, sigma float64) (float64, error) {
	if !(sigma > 0) || math.IsInf(sigma, 1) {
		return 0, fmt.Errorf("gaussian pdf: sigma = %v must be positive and finite", sigma)
	}
	z := (x - mu) / sigma
	if math.IsInf(z, 0) {
		return 0, nil
	}
	return math.Exp(-0.5*z*z) / (sigma * math.Sqrt(2*math.Pi)), nil
}
