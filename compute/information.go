package compute

import (
	"fmt"
	"math"
)

// ProbabilityTolerance is how far from 1 the sum of a probability vector may be.
// It admits the rounding of values typed with a few decimals, not real
// mistakes such as a vector summing to 0.93.
const ProbabilityTolerance = 1e-6

// CheckDistribution reports an error, naming the input, unless p is a
// non-empty vector of values in [0, 1] that sums to 1 within 1e-6.
func CheckDistribution(name string, p []float64) error {
	if len(p) == 0 {
		return fmt.Errorf("%s: %w", name, ErrEmpty)
	}
	var sum float64
	for i, v := range p {
		if !(v >= 0 && v <= 1) {
			return fmt.Errorf("%s[%d] = %v is not a probability in [0, 1]", name, i+1, v)
		}
		sum += v
	}
	if math.Abs(sum-1) > ProbabilityTolerance {
		return fmt.Errorf("%s sums to %.6g, not 1: a probability vector must sum to 1", name, sum)
	}
	return nil
}

// Entropy returns the Shannon entropy H(p) = −Σ p_i log p_i in the given
// logarithm base (math.E for nats, 2 for bits), with 0·log 0 = 0.
//
// p must be a probability vector (see CheckDistribution); base must be
// positive, finite and not 1.
func Entropy(p []float64, base float64) (float64, error) {
	if err := CheckDistribution("p", p); err != nil {
		return 0, fmt.Errorf("entropy: %w", err)
	}
	if !(base > 0) || base == 1 || math.IsInf(base, 1) {
		return 0, fmt.Errorf("entropy: log base %v must be positive, finite and not 1", base)
	}
	var h float64
	for _, v := range p {
		h -= xlogy(v, v)
	}
	// The rounding of a sum of tiny negative terms can leave −0 or −1e-17;
	// entropy is never negative.
	return math.Max(0, h/math.Log(base)), nil
}

// KLDivergence returns the Kullback–Leibler divergence
// D_KL(P‖Q) = Σ P_i log(P_i / Q_i) in nats.
//
// P and Q must be probability vectors of the same length. Terms with P_i = 0
// contribute 0; a term with P_i > 0 and Q_i = 0 makes the divergence +Inf.
func KLDivergence(P, Q []float64) (float64, error) {
	if err := checkSameLen("P", P, "Q", Q); err != nil {
		return 0, fmt.Errorf("kl divergence: %w", err)
	}
	if err := CheckDistribution("P", P); err != nil {
		return 0, fmt.Errorf("kl divergence: %w", err)
	}
	if err := CheckDistribution("Q", Q); err != nil {
		return 0, fmt.Errorf("kl divergence: %w", err)
	}
	var d float64
	for i, p := range P {
		switch {
		case p == 0:
		case Q[i] == 0:
			return math.Inf(1), nil
		default:
			// log(p/q) as a difference of logs: p/q can overflow or
			// underflow when one of them is subnormal.
			d += p * (math.Log(p) - math.Log(Q[i]))
		}
	}
	// Gibbs' inequality: D ≥ 0; rounding may leave −1e-17.
	return math.Max(0, d), nil
}
