package compute

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/floats"
)

// Regularisation adds a penalty on the size of the weights to a data-fit
// error, trading fit for simpler models: the L1 penalty λΣ|w_j| (Lasso)
// drives weights to exactly 0, the L2 penalty λΣw_j² (Ridge) shrinks them
// smoothly. Following S3, the error is the sum of squared errors of the
// activations a against the targets y, and the bias b is penalised only
// when asked: most libraries leave the intercept free.

// L1Penalty returns λ(Σ_j |w_j| + |b|), or λΣ_j |w_j| when penalizeBias is
// false. λ must be finite and non-negative, w and b finite; w may be empty.
//
// The terms λ|w_j| are added one by one, so the penalty overflows only
// when its true value does (not when Σ|w_j| alone would), and λ = 0 gives
// 0 for any weights.
func L1Penalty(w []float64, b, lambda float64, penalizeBias bool) (float64, error) {
	if err := checkPenalty(w, b, lambda); err != nil {
		return 0, fmt.Errorf("l1 penalty: %w", err)
	}
	var p float64
	for _, v := range w {
		p += lambda * math.Abs(v)
	}
	if penalizeBias {
		p += lambda * math.Abs(b)
	}
	return p, nil
}

// L2Penalty returns λ(Σ_j w_j² + b²), or λΣ_j w_j² when penalizeBias is
// false. λ must be finite and non-negative, w and b finite; w may be empty.
//
// When the plain sum of squares overflows the penalty is evaluated as
// (√λ·‖w‖₂)² with gonum's scaled two-norm, so that a small λ times large
// weights stays finite when the product is.
func L2Penalty(w []float64, b, lambda float64, penalizeBias bool) (float64, error) {
	if err := checkPenalty(w, b, lambda); err != nil {
		return 0, fmt.Errorf("l2 penalty: %w", err)
	}
	if lambda == 0 {
		return 0, nil
	}
	var ss float64
	for _, v := range w {
		ss += v * v
	}
	if penalizeBias {
		ss += b * b
	}
	if !math.IsInf(ss, 1) {
		return lambda * ss, nil
	}
	norm := floats.Norm(w, 2)
	if penalizeBias {
		norm = math.Hypot(norm, b)
	}
	s := math.Sqrt(lambda) * norm
	return s * s, nil
}

// checkPenalty checks the inputs of a weight penalty.
func checkPenalty(w []float64, b, lambda float64) error {
	if !(lambda >= 0) || math.IsInf(lambda, 1) {
		return fmt.Errorf("lambda = %v must be finite and non-negative", lambda)
	}
	for j, v := range w {
		if !isFinite(v) {
			return fmt.Errorf("weight w[%d] = %v is not a finite number", j+1, v)
		}
	}
	return checkScalar("b", b)
}

// L1RegularizedLoss returns S3's L1-regularised squared loss
//
//	Σ_i (a_i − y_i)² + λ(Σ_j |w_j| + |b|),
//
// with the |b| term only when penalizeBias is true (S0's form). a and y
// must have the same, non-zero length and finite entries; see L1Penalty
// for w, b and λ.
func L1RegularizedLoss(a, y, w []float64, b, lambda float64, penalizeBias bool) (float64, error) {
	sse, err := regularizedError("l1-regularised loss", a, y)
	if err != nil {
		return 0, err
	}
	p, err := L1Penalty(w, b, lambda, penalizeBias)
	if err != nil {
		return 0, fmt.Errorf("l1-regularised loss: %w", err)
	}
	return sse + p, nil
}

// L2RegularizedLoss returns S3's L2-regularised squared loss
//
//	Σ_i (a_i − y_i)² + λ(Σ_j w_j² + b²),
//
// with the b² term only when penalizeBias is true (S0's form). a and y
// must have the same, non-zero length and finite entries; see L2Penalty
// for w, b and λ.
func L2RegularizedLoss(a, y, w []float64, b, lambda float64, penalizeBias bool) (float64, error) {
	sse, err := regularizedError("l2-regularised loss", a, y)
	if err != nil {
		return 0, err
	}
	p, err := L2Penalty(w, b, lambda, penalizeBias)
	if err != nil {
		return 0, fmt.Errorf("l2-regularised loss: %w", err)
	}
	return sse + p, nil
}

// regularizedError checks a and y and returns Σ (a_i − y_i)².
func regularizedError(kernel string, a, y []float64) (float64, error) {
	if err := checkSameLen("a", a, "y", y); err != nil {
		return 0, fmt.Errorf("%s: %w", kernel, err)
	}
	if err := checkFinite("a", a); err != nil {
		return 0, fmt.Errorf("%s: %w", kernel, err)
	}
	if err := checkFinite("y", y); err != nil {
		return 0, fmt.Errorf("%s: %w", kernel, err)
	}
	return scaledSumSquares(a, y, 1), nil
}
