package compute

import (
	"math"

	"gonum.org/v1/gonum/floats/scalar"
)

// within is the one comparison of the tests' numbers: got is within absTol
// or relTol·|want| of want (a zero tolerance is not used), NaN matches only
// NaN and ±Inf only itself. The helpers below are its usual forms.
//
// The relative test is not gonum's scalar.EqualWithinRel: below the least
// normal number that one asks for a difference within tol·2^-1022, which
// fails the results near the bottom of the range that the kernels get
// right to a few ulps.
func within(got, want, absTol, relTol float64) bool {
	switch {
	case math.IsNaN(want) || math.IsNaN(got):
		return math.IsNaN(want) && math.IsNaN(got)
	case math.IsInf(want, 0) || math.IsInf(got, 0) || got == want:
		return got == want
	case absTol > 0 && scalar.EqualWithinAbs(got, want, absTol):
		return true
	}
	return relTol > 0 && math.Abs(got-want) <= relTol*math.Abs(want)
}

// withinRel: relative, so an expected 0 must be exactly 0.
func withinRel(got, want, tol float64) bool { return within(got, want, 0, tol) }

// withinAbs: absolute.
func withinAbs(got, want, tol float64) bool { return within(got, want, tol, 0) }

// withinMixed: absolute near 0, relative above 1 (tol·max(1, |want|)).
func withinMixed(got, want, tol float64) bool { return within(got, want, tol, tol) }

// withinRelOrZero: relative, and absolute where the expected value is 0.
func withinRelOrZero(got, want, tol float64) bool {
	if want == 0 {
		return withinAbs(got, want, tol)
	}
	return withinRel(got, want, tol)
}

// vecWithinAbs reports whether the vectors have the same length and
// their entries are withinAbs of each other.
func vecWithinAbs(got, want []float64, tol float64) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if !withinAbs(got[i], want[i], tol) {
			return false
		}
	}
	return true
}

// matWithinAbs is vecWithinAbs of the rows of matrices.
func matWithinAbs(got, want [][]float64, tol float64) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if !vecWithinAbs(got[i], want[i], tol) {
			return false
		}
	}
	return true
}
