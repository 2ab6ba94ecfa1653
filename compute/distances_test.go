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

// TestDistanceSums checks the sums of the distances on 10⁴ coordinates of
// five sizes, x_i = k_i/10 or k_i/3 with k_i = (37i mod 101) mod 5 − 2 and
// y_i = x_i + (i² mod 7)/10, where a plain left-to-right sum, whose
// roundings recur instead of cancelling, was 81 to 403 ulps off (the
// Manhattan distance of x01 from 0 came out 1208.0000000000916). The
// references are the formulas at 60 digits in mpmath 1.2.1, rounded once.
func TestDistanceSums(t *testing.T) {
	const n = 10_000
	x01, x3, z, y := make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range n {
		k := float64((37*i)%101%5 - 2)
		x01[i], x3[i] = k*0.1, k/3
		y[i] = x01[i] + float64((i*i)%7)/10
	}
	type distance func(x, y []float64) (float64, error)
	minkowski := func(p float64) distance {
		return func(x, y []float64) (float64, error) { return MinkowskiDistance(x, y, p) }
	}
	for _, test := range []struct {
		name string
		f    distance
		x, y []float64
		want float64
		tol  float64 // relative
	}{
		{"manhattan", ManhattanDistance, x01, z, 1208, 0},
		{"manhattan, two sizes", ManhattanDistance, x3, x01, 2818.6666666666665, 0},
		{"euclidean", EuclideanDistance, x01, z, 14.212670403551897, 2.3e-16},
		{"euclidean, two sizes", EuclideanDistance, x3, x01, 33.16289760828775, 2.3e-16},
		{"minkowski p = 1.5", minkowski(1.5), x01, z, 62.014828215526094, 4.5e-16},
		{"cosine", CosineSimilarity, x01, y, 0.4945789146267606, 4.5e-16},
	} {
		got, err := test.f(test.x, test.y)
		if err != nil || !withinRel(got, test.want, test.tol) {
			t.Errorf("%s: got %v, %v; want %v", test.name, got, err, test.want)
		}
	}
}
