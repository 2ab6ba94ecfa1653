package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestPool(t *testing.T) {
	// Reference: by hand; the mean of the large values with Python
	// fractions (1.25e308 to within one rounding).
	for _, test := range []struct {
		name      string
		x         []float64
		max, mean float64
	}{
		{name: "public vector", x: []float64{1, 3, 2, 5}, max: 5, mean: 2.75},
		{name: "one entry", x: []float64{-4}, max: -4, mean: -4},
		{name: "all negative", x: []float64{-3, -1, -2}, max: -1, mean: -2},
		// The plain sum overflows; the mean does not.
		{name: "sum overflows", x: []float64{1e308, 1.5e308}, max: 1.5e308, mean: 1.25e308},
		{name: "negative overflow", x: []float64{-1e308, -1e308}, max: -1e308, mean: -1e308},
		{name: "infinite entry", x: []float64{1, math.Inf(1)}, max: math.Inf(1), mean: math.Inf(1)},
		{name: "tiny", x: []float64{5e-324, 5e-324}, max: 5e-324, mean: 5e-324},
	} {
		mx, err1 := MaxPool(test.x)
		mean, err2 := AvgPool(test.x)
		if err1 != nil || err2 != nil {
			t.Errorf("%s: errors %v, %v", test.name, err1, err2)
			continue
		}
		if mx != test.max {
			t.Errorf("%s: MaxPool = %v, want %v", test.name, mx, test.max)
		}
		if !withinAbs(mean, test.mean, 1e-15*math.Abs(test.mean)) {
			t.Errorf("%s: AvgPool = %v, want %v", test.name, mean, test.mean)
		}
	}
	if m, _ := MaxPool([]float64{1, math.NaN(), 3}); !math.IsNaN(m) {
		t.Errorf("MaxPool with a NaN = %v, want NaN", m)
	}
	if _, err := MaxPool(nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("MaxPool(nil): error %v, want ErrEmpty", err)
	}
	if _, err := AvgPool(nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("AvgPool(nil): error %v, want ErrEmpty", err)
	}
}

func TestPool2D(t *testing.T) {
	// Reference: numpy 1.24.2 max and mean over the windows (the public
	// vectors, and the slices F[i*s:i*s+p, j*s:j*s+p] otherwise).
	F := [][]float64{{1, 3, 2, 0}, {4, 6, 5, -1}, {-3, -2, 0, 1}, {2, 8, 7, 9}}
	for _, test := range []struct {
		name      string
		p         Pool2D
		max, mean [][]float64
	}{
		{name: "2×2 tiles", p: Pool2D{2, 2, 2, 2}, max: [][]float64{{6, 5}, {8, 9}}, mean: [][]float64{{3.5, 1.5}, {1.25, 4.25}}},
		{name: "2×2 stride 1", p: Pool2D{2, 2, 1, 1},
			max:  [][]float64{{6, 6, 5}, {6, 6, 5}, {8, 8, 9}},
			mean: [][]float64{{3.5, 4, 1.5}, {1.25, 2.25, 1.25}, {1.25, 3.25, 4.25}}},
		{name: "3×2 stride 1", p: Pool2D{3, 2, 1, 1}, max: [][]float64{{6, 6, 5}, {8, 8, 9}}},
		// The incomplete windows at the border are dropped (floor mode).
		{name: "3×3 stride 2", p: Pool2D{3, 3, 2, 2}, max: [][]float64{{6}}, mean: [][]float64{{1.7777777777777777}}},
		{name: "1×1", p: Pool2D{1, 1, 1, 1}, max: F, mean: F},
	} {
		got, err := MaxPool2D(F, test.p)
		if err != nil || !matWithinAbs(got, test.max, 0) {
			t.Errorf("%s: MaxPool2D = %v, %v; want %v", test.name, got, err, test.max)
		}
		if test.mean == nil {
			continue
		}
		got, err = AvgPool2D(F, test.p)
		if err != nil || !matWithinAbs(got, test.mean, 1e-15) {
			t.Errorf("%s: AvgPool2D = %v, %v; want %v", test.name, got, err, test.mean)
		}
	}
	for _, test := range []struct {
		X   [][]float64
		p   Pool2D
		msg string
	}{
		{X: F, p: Pool2D{5, 2, 1, 1}, msg: "larger than the 4×4 feature map"},
		{X: F, p: Pool2D{0, 2, 1, 1}, msg: "pool size"},
		{X: F, p: Pool2D{2, 2, 0, 1}, msg: "stride"},
		{X: nil, p: Pool2D{1, 1, 1, 1}, msg: "no values"},
		{X: [][]float64{{1, 2}, {3}}, p: Pool2D{1, 1, 1, 1}, msg: "rectangular"},
	} {
		if _, err := AvgPool2D(test.X, test.p); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("AvgPool2D(%v, %+v): error %v, want one containing %q", test.X, test.p, err, test.msg)
		}
	}
}
