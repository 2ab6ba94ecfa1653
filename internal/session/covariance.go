package session

import (
	"math"

	"eqx/equations"
)

// A 2×2 covariance is edited as two spreads and a correlation rather than
// as four cells: Σ = [σ₁², ρσ₁σ₂; ρσ₁σ₂, σ₂²] (equations.Covariance).

// Spreads returns σ₁, σ₂ and ρ of a 2×2 covariance, and false for any
// other matrix or one without positive variances.
func Spreads(m [][]float64) (s1, s2, rho float64, ok bool) {
	if len(m) != 2 || len(m[0]) != 2 || len(m[1]) != 2 || !(m[0][0] > 0) || !(m[1][1] > 0) {
		return 0, 0, 0, false
	}
	s1, s2 = math.Sqrt(m[0][0]), math.Sqrt(m[1][1])
	return s1, s2, m[0][1] / (s1 * s2), true
}

// SetSpread sets σ₁ (i = 0) or σ₂ (i = 1) of the 2×2 covariance input
// name to x, keeping the other spread and ρ. A spread that is not positive
// and finite is refused with a message for the control key. It reports
// whether the change was taken.
func (s *Session) SetSpread(name, key string, i int, x float64) bool {
	s1, s2, rho, ok := Spreads(s.In.Matrix(name))
	if !ok {
		return false
	}
	if !(x > 0) || math.IsInf(x, 0) {
		s.Errs[key] = key + ": a standard deviation must be positive and finite, not " + equations.FormatNumber(x)
		return false
	}
	if i == 0 {
		s1 = x
	} else {
		s2 = x
	}
	return s.setAs(key, name, spreadsMatrix(s1, s2, rho))
}

// SetCorrelation sets ρ of the 2×2 covariance input name to x, keeping σ₁
// and σ₂. ρ must be in (−1, 1), where Σ is invertible.
func (s *Session) SetCorrelation(name, key string, x float64) bool {
	s1, s2, _, ok := Spreads(s.In.Matrix(name))
	if !ok {
		return false
	}
	if !(x > -1 && x < 1) {
		s.Errs[key] = key + ": a correlation must be in (−1, 1) for Σ to be invertible, not " + equations.FormatNumber(x)
		return false
	}
	return s.setAs(key, name, spreadsMatrix(s1, s2, x))
}

// spreadsMatrix is Σ = [σ₁², ρσ₁σ₂; ρσ₁σ₂, σ₂²].
func spreadsMatrix(s1, s2, rho float64) [][]float64 {
	c := rho * s1 * s2
	return [][]float64{{s1 * s1, c}, {c, s2 * s2}}
}
