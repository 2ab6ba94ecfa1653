package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestEuclideanDistance(t *testing.T) {
	// Reference: √Σ (x_i − y_i)² by hand (3-4-5 triangles scaled by powers
	// of ten) or in Python decimal with 60 digits, rounded to float64.
	for _, test := range []struct {
		name string
		x, y []float64
		want float64
		tol  float64
	}{
		{name: "3-4-5", x: []float64{0, 0}, y: []float64{3, 4}, want: 5},
		{name: "3-4-5 shifted", x: []float64{1, 1}, y: []float64{4, 5}, want: 5},
		{name: "same point", x: []float64{1, -2, 3}, y: []float64{1, -2, 3}, want: 0},
		{name: "1-D", x: []float64{-2}, y: []float64{5}, want: 7},
		{name: "unit diagonal", x: []float64{0, 0, 0, 0}, y: []float64{1, 1, 1, 1}, want: 2},
		// The squares 9e400 and 16e400 overflow; a scaled norm does not.
		{name: "huge", x: []float64{3e200, 4e200}, y: []float64{0, 0}, want: 5e200, tol: 1e-15},
		{name: "near MaxFloat64", x: []float64{1e308, 1e308}, y: []float64{0, 0}, want: 1.4142135623730951e+308, tol: 1e-15},
		{name: "difference near MaxFloat64", x: []float64{1e308}, y: []float64{-0.5e308}, want: 1.5e308, tol: 1e-15},
		// The squares 9e-400 and 16e-400 underflow to 0; a scaled norm
		// does not.
		{name: "tiny", x: []float64{3e-200, 4e-200}, y: []float64{0, 0}, want: 5e-200, tol: 1e-15},
		{name: "subnormal", x: []float64{5e-324}, y: []float64{0}, want: 5e-324},
		// The true distance 2√2·1e308 is beyond MaxFloat64.
		{name: "true overflow", x: []float64{1e308, -1e308}, y: []float64{-1e308, 1e308}, want: inf},
		{name: "infinite coordinate", x: []float64{inf, 0}, y: []float64{0, 0}, want: inf},
		{name: "negative infinite coordinate", x: []float64{0, 1}, y: []float64{0, negInf}, want: inf},
	} {
		got, err := EuclideanDistance(test.x, test.y)
		if err != nil {
			t.Errorf("%s: EuclideanDistance(%v, %v): unexpected error %v", test.name, test.x, test.y, err)
			continue
		}
		if !withinRel(got, test.want, test.tol) {
			t.Errorf("%s: EuclideanDistance(%v, %v) = %v, want %v", test.name, test.x, test.y, got, test.want)
		}
		// A distance is symmetric, bit for bit.
		if back, _ := EuclideanDistance(test.y, test.x); !withinRel(back, got, 0) {
			t.Errorf("%s: EuclideanDistance is not symmetric: %v one way, %v the other", test.name, got, back)
		}
	}
}

func TestEuclideanDistanceErrors(t *testing.T) {
	for _, test := range []struct {
		x, y    []float64
		wantMsg string
		empty   bool
	}{
		{x: []float64{1, 2}, y: []float64{1}, wantMsg: "x has 2 values but y has 1"},
		{x: nil, y: []float64{1}, wantMsg: "x has 0 values but y has 1"},
		{x: nil, y: nil, wantMsg: "x and y", empty: true},
	} {
		got, err := EuclideanDistance(test.x, test.y)
		if err == nil {
			t.Errorf("EuclideanDistance(%v, %v) = %v, want an error", test.x, test.y, got)
			continue
		}
		if !strings.Contains(err.Error(), test.wantMsg) || !strings.HasPrefix(err.Error(), "euclidean distance: ") {
			t.Errorf("EuclideanDistance(%v, %v): error %q, want \"euclidean distance: ...%s...\"", test.x, test.y, err, test.wantMsg)
		}
		if errors.Is(err, ErrEmpty) != test.empty {
			t.Errorf("EuclideanDistance(%v, %v): errors.Is(%q, ErrEmpty) = %t, want %t", test.x, test.y, err, !test.empty, test.empty)
		}
	}
}

func TestEuclideanDistanceNoValue(t *testing.T) {
	// A NaN coordinate, or ∞ − ∞, leaves the distance without a value:
	// NaN or an error are both honest answers, a number is not.
	for _, test := range []struct {
		x, y []float64
	}{
		{x: []float64{nan, 0}, y: []float64{0, 0}},
		{x: []float64{1, 2}, y: []float64{1, nan}},
		{x: []float64{inf}, y: []float64{inf}},
		{x: []float64{0, negInf}, y: []float64{0, negInf}},
	} {
		got, err := EuclideanDistance(test.x, test.y)
		if err == nil && !math.IsNaN(got) {
			t.Errorf("EuclideanDistance(%v, %v) = %v, want NaN or an error", test.x, test.y, got)
		}
	}
}
