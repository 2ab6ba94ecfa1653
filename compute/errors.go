package compute

import (
	"errors"
	"fmt"
)

// ErrEmpty is returned (wrapped) when a kernel is given no data.
var ErrEmpty = errors.New("no values")

// ErrUndefined is returned (wrapped) when the mathematics has no value for
// the given inputs, such as a 0/0 ratio.
var ErrUndefined = errors.New("undefined")

// ErrDiverged is returned (wrapped) by an iterative step whose result
// overflowed: the rate is too large for the inputs.
var ErrDiverged = errors.New("diverged")

// checkSameLen reports an error naming both inputs when a and b differ in
// length, and ErrEmpty when they hold no values.
func checkSameLen(aName string, a []float64, bName string, b []float64) error {
	if len(a) != len(b) {
		return fmt.Errorf("%s has %d values but %s has %d: they must have the same length", aName, len(a), bName, len(b))
	}
	if len(a) == 0 {
		return fmt.Errorf("%s and %s: %w", aName, bName, ErrEmpty)
	}
	return nil
}
