package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// Reference values in the tests of this package are independent of the
// kernels: exact identities worked out by hand, or values computed with
// Python 3's standard library (decimal at 60–80 significant digits,
// fractions.Fraction for exact rational arithmetic on the float64 inputs)
// and rounded to the nearest float64. Each table says how its values were
// obtained.

// nan and inf are short names for table entries.
var (
	nan    = math.NaN()
	inf    = math.Inf(1)
	negInf = math.Inf(-1)
	negZ   = math.Copysign(0, -1)
)

func TestCheckSameLen(t *testing.T) {
	for _, test := range []struct {
		a, b    []float64
		empty   bool
		wantMsg string // substring of the error; "" for no error
	}{
		{a: []float64{1}, b: []float64{2}},
		{a: []float64{1, 2}, b: []float64{3, 4}},
		{a: []float64{1, 2}, b: []float64{3}, wantMsg: "a has 2 values but b has 1"},
		{a: nil, b: []float64{3}, wantMsg: "a has 0 values but b has 1"},
		{a: nil, b: nil, empty: true, wantMsg: "a and b"},
		{a: []float64{}, b: []float64{}, empty: true, wantMsg: "a and b"},
	} {
		err := checkSameLen("a", test.a, "b", test.b)
		if test.wantMsg == "" {
			if err != nil {
				t.Errorf("checkSameLen(%v, %v): unexpected error %v", test.a, test.b, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("checkSameLen(%v, %v): no error, want one containing %q", test.a, test.b, test.wantMsg)
			continue
		}
		if !strings.Contains(err.Error(), test.wantMsg) {
			t.Errorf("checkSameLen(%v, %v): error %q does not contain %q", test.a, test.b, err, test.wantMsg)
		}
		if got := errors.Is(err, ErrEmpty); got != test.empty {
			t.Errorf("checkSameLen(%v, %v): errors.Is(err, ErrEmpty) = %t, want %t", test.a, test.b, got, test.empty)
		}
	}
}
