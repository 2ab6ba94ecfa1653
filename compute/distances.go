package compute

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/floats"
)

// EuclideanDistance returns ‖x − y‖₂ = √Σ (x_i − y_i)².
//
// The norm is computed with scaling (gonum's floats.Norm), so coordinates of
// size 1e200 give the right finite answer instead of overflowing in the
// squares. x and y must have the same, non-zero length.
func EuclideanDistance(x, y []float64) (float64, error) {
	if err := checkSameLen("x", x, "y", y); err != nil {
		return 0, fmt.Errorf("euclidean distance: %w", err)
	}
	d := make([]float64, len(x))
	floats.SubTo(d, x, y)
	for _, v := range d {
		if math.IsInf(v, 0) {
			return math.Inf(1), nil
		}
	}
	return floats.Norm(d, 2), nil
}
