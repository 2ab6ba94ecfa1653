package compute

import (
	"fmt"
	"math"
	"slices"
)

// GainTieTolerance is how close, in bits, two information gains must be to
// count as a tie in BestSplitFeature. Gains of features that split the
// data the same way are equal mathematically but may differ in the last
// bits, depending on the order the table's terms are added in.
const GainTieTolerance = 1e-12

// BestSplitFeature returns the index j* = argmax_j I(Y; X_j) of the
// categorical feature whose split of the data gives the largest
// information gain, and the gains of every feature, in bits.
//
// X holds one row per sample and one column per feature; y holds the
// labels. Feature values and labels are categories compared as exact
// numbers (0 and −0 are one category); they must not be NaN. Ties within
// GainTieTolerance go to the smallest index, so the choice is
// deterministic. The returned index is 0-based.
func BestSplitFeature(X [][]float64, y []float64) (best int, gains []float64, err error) {
	if len(X) == 0 || len(X[0]) == 0 {
		return 0, nil, fmt.Errorf("best split: X: %w", ErrEmpty)
	}
	if len(y) != len(X) {
		return 0, nil, fmt.Errorf("best split: X has %d rows but y has %d labels: there must be one label per row", len(X), len(y))
	}
	m := len(X[0])
	for i, row := range X {
		if len(row) != m {
			return 0, nil, fmt.Errorf("best split: X: row %d has %d entries but row 1 has %d; a matrix must be rectangular", i+1, len(row), m)
		}
		for j, v := range row {
			if math.IsNaN(v) {
				return 0, nil, fmt.Errorf("best split: X: entry (%d, %d) is NaN; feature values must be numbers", i+1, j+1)
			}
		}
		if math.IsNaN(y[i]) {
			return 0, nil, fmt.Errorf("best split: label y[%d] is NaN; labels must be numbers", i+1)
		}
	}
	gains = make([]float64, m)
	column := make([]float64, len(X))
	for j := range gains {
		for i, row := range X {
			column[i] = row[j]
		}
		g, err := InformationGain(CountTable(column, y), 2)
		if err != nil {
			return 0, nil, fmt.Errorf("best split: feature %d: %w", j+1, err)
		}
		gains[j] = g
		if g > gains[best]+GainTieTolerance {
			best = j
		}
	}
	return best, gains, nil
}

// CountTable returns the contingency table of two categorical variables
// observed together, x[i] and y[i]: entry (r, c) counts the samples with
// the r-th smallest value of x and the c-th smallest value of y. x and y
// must have the same length and hold no NaN (NaN ≠ NaN would make every
// NaN its own category).
func CountTable(x, y []float64) [][]float64 {
	xs, ys := categories(x), categories(y)
	table := make([][]float64, len(xs))
	for r := range table {
		table[r] = make([]float64, len(ys))
	}
	for i := range x {
		r, _ := slices.BinarySearch(xs, x[i])
		c, _ := slices.BinarySearch(ys, y[i])
		table[r][c]++
	}
	return table
}

// categories returns the distinct values of v, sorted.
func categories(v []float64) []float64 {
	c := slices.Clone(v)
	slices.Sort(c)
	return slices.Compact(c)
}

// DecisionStump writes the predictions of a decision stump on one feature,
// ŷ_i = 1{x_i ≥ t}, into dst and returns it; dst is allocated when it is
// nil or too short. The threshold is inclusive: a point exactly at t is
// labelled 1. x must be non-empty and, like t, not NaN; t = ±Inf labels
// every point 0 or 1.
func DecisionStump(dst, x []float64, t float64) ([]float64, error) {
	if len(x) == 0 {
		return nil, fmt.Errorf("decision stump: x: %w", ErrEmpty)
	}
	if math.IsNaN(t) {
		return nil, fmt.Errorf("decision stump: threshold t is NaN")
	}
	if cap(dst) < len(x) {
		dst = make([]float64, len(x))
	}
	dst = dst[:len(x)]
	for i, v := range x {
		if math.IsNaN(v) {
			return nil, fmt.Errorf("decision stump: x[%d] is NaN", i+1)
		}
		dst[i] = 0
		if v >= t {
			dst[i] = 1
		}
	}
	return dst, nil
}
