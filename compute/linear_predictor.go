package compute

import (
	"fmt"
	"math"
	"slices"
)

// The linear predictor θᵀx is the common core of linear regression, the
// threshold unit, logistic regression and every layer of a neural network.
// This file holds it together with the shape checks of a design matrix, so
// that every kernel of those families reports a ragged or non-finite input
// the same way.

// dot returns Σ a_i b_i for slices of the same length.
//
// The plain sum is tried first. Only when it is not finite (an intermediate
// product or partial sum overflowed, or Inf − Inf made a NaN) is the sum
// redone with every product split as m·2^e (math.Frexp) and accumulated
// relative to the largest exponent, so that a sum whose true value fits in
// float64, such as 1e300·1e300 − 1e300·1e300 + 1, comes out finite. A NaN
// result then means an input was NaN or ±Inf terms cancel: undefined.
func dot(a, b []float64) float64 {
	var s float64
	for i := range a {
		s += a[i] * b[i]
	}
	if !math.IsNaN(s) && !math.IsInf(s, 0) {
		return s
	}
	return scaledDot(a, b)
}

// scaledDot is the overflow-free fallback of dot.
func scaledDot(a, b []float64) float64 {
	var infSum float64 // the sum of the products that are infinite outright
	maxExp := math.MinInt
	for i := range a {
		if math.IsNaN(a[i]) || math.IsNaN(b[i]) {
			return math.NaN()
		}
		if math.IsInf(a[i], 0) || math.IsInf(b[i], 0) {
			infSum += a[i] * b[i] // Inf·0 and Inf − Inf give NaN, as they should
			continue
		}
		fa, ea := math.Frexp(a[i])
		fb, eb := math.Frexp(b[i])
		if fa == 0 || fb == 0 {
			continue
		}
		maxExp = max(maxExp, ea+eb)
	}
	if infSum != 0 || math.IsNaN(infSum) {
		return infSum
	}
	if maxExp == math.MinInt {
		return 0
	}
	var s float64
	for i := range a {
		fa, ea := math.Frexp(a[i])
		fb, eb := math.Frexp(b[i])
		// |fa·fb| < 1 and the shift is ≤ 0, so no term exceeds 1 and the
		// sum of n terms cannot overflow.
		s += math.Ldexp(fa*fb, ea+eb-maxExp)
	}
	return math.Ldexp(s, maxExp)
}

// checkMatrix reports an error naming the input when X has no rows, no
// columns, rows of different lengths, or an entry that is NaN or ±Inf. It
// returns the number of columns.
func checkMatrix(name string, X [][]float64) (int, error) {
	if len(X) == 0 {
		return 0, fmt.Errorf("%s: %w", name, ErrEmpty)
	}
	cols := len(X[0])
	if cols == 0 {
		return 0, fmt.Errorf("%s has rows with no entries: %w", name, ErrEmpty)
	}
	for i, row := range X {
		if len(row) != cols {
			return 0, fmt.Errorf("%s: row %d has %d entries but row 1 has %d; a matrix must be rectangular", name, i+1, len(row), cols)
		}
		for j, v := range row {
			if !isFinite(v) {
				return 0, fmt.Errorf("%s: entry (%d, %d) = %v is not a finite number", name, i+1, j+1, v)
			}
		}
	}
	return cols, nil
}

// checkFinite reports an error naming the input when an entry of v is NaN
// or ±Inf, or when v is empty.
func checkFinite(name string, v []float64) error {
	if len(v) == 0 {
		return fmt.Errorf("%s: %w", name, ErrEmpty)
	}
	for i, x := range v {
		if !isFinite(x) {
			return fmt.Errorf("%s: entry %d = %v is not a finite number", name, i+1, x)
		}
	}
	return nil
}

// isFinite reports whether x is neither NaN nor ±Inf: x − x is 0 for every
// finite x and NaN otherwise. It is one subtraction, cheap enough for the
// check of every entry of a 10⁵-row data set.
func isFinite(x float64) bool { return x-x == 0 }

// checkScalar reports an error naming the input when x is NaN or ±Inf.
func checkScalar(name string, x float64) error {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return fmt.Errorf("%s = %v is not a finite number", name, x)
	}
	return nil
}

// checkDesign checks a design matrix X (m × n) and its targets y (m) and
// returns n.
func checkDesign(X [][]float64, y []float64) (int, error) {
	n, err := checkMatrix("X", X)
	if err != nil {
		return 0, err
	}
	if len(y) != len(X) {
		return 0, fmt.Errorf("X has %d rows but y has %d values: there must be one target per row", len(X), len(y))
	}
	return n, checkFinite("y", y)
}

// linearScore returns θᵀx, or an error when the lengths differ or the value
// is undefined (NaN). A score beyond the float64 range is ±Inf.
func linearScore(thetaName string, theta []float64, xName string, x []float64) (float64, error) {
	if len(theta) != len(x) {
		return 0, fmt.Errorf("%s has %d entries but %s has %d: they must have the same length", thetaName, len(theta), xName, len(x))
	}
	s := dot(theta, x)
	if math.IsNaN(s) {
		return 0, fmt.Errorf("%sᵀ%s: %w: the products cancel as ∞ − ∞", thetaName, xName, ErrUndefined)
	}
	return s, nil
}

// withBias returns x with x_0 = 1 prepended when it has one entry fewer than
// θ, and x itself when the lengths are equal (x_0 is then given). Any other
// length is an error. It lets a user give the features with or without the
// constant feature of the intercept.
func withBias(theta, x []float64) ([]float64, error) {
	switch len(x) {
	case len(theta):
		return x, nil
	case len(theta) - 1:
		return append([]float64{1}, x...), nil
	}
	return nil, fmt.Errorf("theta has %d entries, so x needs %d (with x_0 = 1 first) or %d (x_0 = 1 is then prepended), not %d",
		len(theta), len(theta), len(theta)-1, len(x))
}

// LinearHypothesis returns the linear-regression hypothesis
//
//	h_θ(x) = θᵀx = θ_0 x_0 + θ_1 x_1 + … + θ_n x_n,  x_0 = 1.
//
// x holds the constant feature x_0 = 1 first (len(x) == len(θ)), or only the
// n features (len(x) == len(θ) − 1), in which case x_0 = 1 is prepended. The
// sum is accumulated without intermediate overflow; a value beyond the
// float64 range is ±Inf. Entries must be finite.
func LinearHypothesis(theta, x []float64) (float64, error) {
	if err := checkFinite("theta", theta); err != nil {
		return 0, fmt.Errorf("linear hypothesis: %w", err)
	}
	if err := checkFinite("x", x); err != nil {
		return 0, fmt.Errorf("linear hypothesis: %w", err)
	}
	xb, err := withBias(theta, x)
	if err != nil {
		return 0, fmt.Errorf("linear hypothesis: %w", err)
	}
	return linearScore("theta", theta, "x", xb)
}

// LinearPredict returns the predictions ŷ = Xw of a design matrix X (m × n)
// for the weights w (n): ŷ_i = Σ_j X_ij w_j. With the layout X = [x 1] and
// w = [w b] of S1 it is the line ŷ_i = w x_i + b. X must be rectangular and
// finite, and len(w) must equal its number of columns.
func LinearPredict(X [][]float64, w []float64) ([]float64, error) {
	return appendPredictions(nil, X, w)
}

// appendPredictions is LinearPredict appending to dst: a cost that sums
// the predictions of a small design at every point of a surface passes a
// buffer of its stack.
func appendPredictions(dst []float64, X [][]float64, w []float64) ([]float64, error) {
	n, err := checkMatrix("X", X)
	if err != nil {
		return nil, fmt.Errorf("linear prediction: %w", err)
	}
	if err := checkFinite("w", w); err != nil {
		return nil, fmt.Errorf("linear prediction: %w", err)
	}
	if len(w) != n {
		return nil, fmt.Errorf("linear prediction: X has %d columns but w has %d entries: they must match", n, len(w))
	}
	dst = slices.Grow(dst, len(X))
	for i, row := range X {
		s, err := linearScore("w", w, "x", row)
		if err != nil {
			// The row is named only for the message: formatting its
			// name for every row made a cost surface's two thousand
			// evaluations several times slower.
			_, err = linearScore("w", w, fmt.Sprintf("X row %d", i+1), row)
			return nil, fmt.Errorf("linear prediction: %w", err)
		}
		dst = append(dst, s)
	}
	return dst, nil
}
