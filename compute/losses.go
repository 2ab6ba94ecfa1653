package compute

import (
	"fmt"
	"math"
)

// Reduction says how per-sample losses are combined into one number.
type Reduction int

const (
	// Mean divides the sum of the per-sample losses by their count.
	Mean Reduction = iota
	// Sum adds the per-sample losses.
	Sum
)

// MSE returns the mean squared error (1/n) Σ (y_i − ŷ_i)².
//
// y and yHat must have the same, non-zero length. The result is +Inf only when
// the mean of squares truly exceeds the float64 range.
func MSE(y, yHat []float64) (float64, error) {
	if err := checkSameLen("y", y, "y_hat", yHat); err != nil {
		return 0, fmt.Errorf("mse: %w", err)
	}
	// Fast path: a plain sum of squares. Only when it overflows is the
	// scaled form needed to tell a truly infinite mean from an intermediate
	// overflow (residuals of size 1e200).
	var sum float64
	for i := range y {
		r := y[i] - yHat[i]
		sum += r * r
	}
	if !math.IsInf(sum, 1) {
		return sum / float64(len(y)), nil
	}
	return scaledMeanSquare(y, yHat), nil
}

// scaledMeanSquare returns (1/n) Σ (y_i − ŷ_i)² accumulated as scale²·ssq,
// the LAPACK dlassq scheme, so that no intermediate square overflows.
func scaledMeanSquare(y, yHat []float64) float64 {
	scale, ssq := 0.0, 1.0
	for i := range y {
		r := math.Abs(y[i] - yHat[i])
		if r == 0 {
			continue
		}
		if math.IsInf(r, 1) {
			return math.Inf(1)
		}
		if scale < r {
			ssq = 1 + ssq*(scale/r)*(scale/r)
			scale = r
		} else {
			ssq += (r / scale) * (r / scale)
		}
	}
	// Grouped so that it overflows only when the true value does.
	return scale * (scale * (ssq / float64(len(y))))
}

// BinaryCrossEntropy returns −Σ [y_i log p_i + (1 − y_i) log(1 − p_i)],
// divided by n when r is Mean.
//
// Labels y_i must lie in [0, 1] (0/1 labels or soft targets) and
// probabilities p_i in [0, 1]. The convention 0·log 0 = 0 is used, so a
// perfect prediction costs 0; a confidently wrong one (y_i = 1, p_i = 0) costs
// +Inf, as the mathematics says. log(1 − p) is evaluated as log1p(−p).
func BinaryCrossEntropy(y, p []float64, r Reduction) (float64, error) {
	if err := checkSameLen("y", y, "p", p); err != nil {
		return 0, fmt.Errorf("binary cross-entropy: %w", err)
	}
	var total float64
	for i := range y {
		if !(y[i] >= 0 && y[i] <= 1) {
			return 0, fmt.Errorf("binary cross-entropy: label y[%d] = %v is outside [0, 1]", i+1, y[i])
		}
		if !(p[i] >= 0 && p[i] <= 1) {
			return 0, fmt.Errorf("binary cross-entropy: probability p[%d] = %v is outside [0, 1]", i+1, p[i])
		}
		total -= xlogy(y[i], p[i]) + xlogy(1-y[i], 1-p[i])
	}
	if r == Mean {
		total /= float64(len(y))
	}
	return total, nil
}

// xlogy returns x·log(y) with the convention 0·log(y) = 0 for every y ≥ 0.
// For y close to 1 it goes through log1p to keep precision.
func xlogy(x, y float64) float64 {
	if x == 0 {
		return 0
	}
	if y > 0.5 {
		return x * math.Log1p(y-1)
	}
	return x * math.Log(y)
}
