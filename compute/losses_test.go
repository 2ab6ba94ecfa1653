package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestMSE(t *testing.T) {
	// Reference: Σ (y_i − ŷ_i)² / n with Python fractions.Fraction on the
	// float64 inputs, rounded to float64, or by hand where noted.
	for _, test := range []struct {
		name    string
		y, yHat []float64
		want    float64
		tol     float64
	}{
		// The S4 example; its printed 0.01 is wrong (see the erratum).
		{name: "seed", y: []float64{1, 2, 3}, yHat: []float64{1.1, 1.9, 3.2}, want: 0.020000000000000035, tol: 1e-15},
		{name: "identical", y: []float64{1, -2, 3}, yHat: []float64{1, -2, 3}, want: 0},
		{name: "single", y: []float64{0}, yHat: []float64{3}, want: 9},        // hand
		{name: "signs", y: []float64{1, -1}, yHat: []float64{-1, 1}, want: 4}, // hand
		// r = 2e154: r² = 4e308 > MaxFloat64, so +Inf is the right answer.
		{name: "true overflow", y: []float64{1e154}, yHat: []float64{-1e154}, want: inf},
		// (1e400 + 0)/2 = 5e399: still out of range.
		{name: "mean out of range", y: []float64{1e200, 0}, yHat: []float64{0, 0}, want: inf},
		// r = 1.2e154: r² = 1.44e308 fits but r² + r² overflows. The
		// mean is r² (Fraction: 1.4400000000000002e308).
		{name: "sum overflows, mean does not", y: []float64{1.2e154, 1.2e154}, yHat: []float64{0, 0}, want: 1.4400000000000002e+308, tol: 1e-15},
		{name: "sum overflows, signs", y: []float64{1.2e154, 0}, yHat: []float64{0, 1.2e154}, want: 1.4400000000000002e+308, tol: 1e-15},
		// Σ r² = 2.94e308 overflows, the mean 7.35e307 does not
		// (Fraction on [1.3e154, 1e154, 0.5e154, 3]).
		{name: "sum overflows, mixed sizes", y: []float64{1.3e154, 0, 0.5e154, 3}, yHat: []float64{0, -1e154, 0, 0}, want: 7.35e+307, tol: 1e-15},
		{name: "infinite residual", y: []float64{inf}, yHat: []float64{0}, want: inf},
		{name: "infinite residual among finite", y: []float64{1, inf}, yHat: []float64{1, 0}, want: inf},
		{name: "negative infinite residual", y: []float64{1e200, 0}, yHat: []float64{0, inf}, want: inf},
		// (1e-160)² = 1e-320 is subnormal; exact as one rounding.
		{name: "subnormal", y: []float64{1e-160}, yHat: []float64{0}, want: 1e-320},
		// (3e-200)² = 9e-400 is below the least subnormal.
		{name: "underflow", y: []float64{3e-200}, yHat: []float64{0}, want: 0},
	} {
		got, err := MSE(test.y, test.yHat)
		if err != nil {
			t.Errorf("%s: MSE(%v, %v): unexpected error %v", test.name, test.y, test.yHat, err)
			continue
		}
		if !withinRel(got, test.want, test.tol) {
			t.Errorf("%s: MSE(%v, %v) = %v, want %v", test.name, test.y, test.yHat, got, test.want)
		}
	}
}

func TestMSENoValue(t *testing.T) {
	// A NaN entry, or ∞ − ∞, leaves the loss without a value: NaN or an
	// error are both honest answers, a number is not.
	for _, test := range []struct {
		y, yHat []float64
	}{
		{y: []float64{1, nan}, yHat: []float64{1, 2}},
		{y: []float64{1e200, 1}, yHat: []float64{0, nan}}, // after an overflowing square
		{y: []float64{inf}, yHat: []float64{inf}},
		{y: []float64{negInf, 0}, yHat: []float64{negInf, 1e300}},
	} {
		got, err := MSE(test.y, test.yHat)
		if err == nil && !math.IsNaN(got) {
			t.Errorf("MSE(%v, %v) = %v, want NaN or an error", test.y, test.yHat, got)
		}
	}
}

func TestMSEErrors(t *testing.T) {
	for _, test := range []struct {
		y, yHat []float64
		wantMsg string
		empty   bool
	}{
		{y: []float64{1, 2}, yHat: []float64{1, 2, 3}, wantMsg: "y has 2 values but y_hat has 3"},
		{y: []float64{1}, yHat: nil, wantMsg: "y has 1 values but y_hat has 0"},
		{y: nil, yHat: nil, wantMsg: "y and y_hat", empty: true},
	} {
		got, err := MSE(test.y, test.yHat)
		if err == nil {
			t.Errorf("MSE(%v, %v) = %v, want an error", test.y, test.yHat, got)
			continue
		}
		if !strings.Contains(err.Error(), test.wantMsg) || !strings.HasPrefix(err.Error(), "mse: ") {
			t.Errorf("MSE(%v, %v): error %q, want \"mse: ...%s...\"", test.y, test.yHat, err, test.wantMsg)
		}
		if errors.Is(err, ErrEmpty) != test.empty {
			t.Errorf("MSE(%v, %v): errors.Is(%q, ErrEmpty) = %t, want %t", test.y, test.yHat, err, !test.empty, test.empty)
		}
	}
}

func TestBinaryCrossEntropy(t *testing.T) {
	// Reference: −Σ [y log p + (1 − y) log(1 − p)] (divided by n for
	// Mean) in Python decimal with 60 digits on the float64 inputs,
	// rounded to float64, or exact where noted. 0·log 0 = 0.
	p12 := 1 - 1e-12 // 0.999999999999, 1 − p12 = 9.999778782798785e-13 exactly
	for _, test := range []struct {
		name string
		y, p []float64
		r    Reduction
		want float64
		tol  float64
	}{
		// The S4 example; its printed 0.164252033486018 is wrong.
		{name: "seed mean", y: []float64{1, 0, 1}, p: []float64{0.9, 0.1, 0.8}, r: Mean, want: 0.14462152754328741, tol: 1e-15},
		{name: "seed sum", y: []float64{1, 0, 1}, p: []float64{0.9, 0.1, 0.8}, r: Sum, want: 0.43386458262986227, tol: 1e-15},
		{name: "soft label", y: []float64{0.3}, p: []float64{0.6}, r: Mean, want: 0.7946511994417057, tol: 1e-15},
		{name: "coin", y: []float64{0.5}, p: []float64{0.5}, r: Sum, want: 0.6931471805599453, tol: 1e-15}, // log 2
		// Perfect predictions cost exactly 0: 0·log 0 = 0.
		{name: "y=1 p=1", y: []float64{1}, p: []float64{1}, r: Mean, want: 0},
		{name: "y=0 p=0", y: []float64{0}, p: []float64{0}, r: Mean, want: 0},
		{name: "perfect pair", y: []float64{1, 0}, p: []float64{1, 0}, r: Sum, want: 0},
		// Confidently wrong predictions cost +Inf: −log 0.
		{name: "y=1 p=0", y: []float64{1}, p: []float64{0}, r: Mean, want: inf},
		{name: "y=0 p=1", y: []float64{0}, p: []float64{1}, r: Sum, want: inf},
		{name: "one wrong among right", y: []float64{1, 1}, p: []float64{0, 0.5}, r: Mean, want: inf},
		// p close to 1: −log(1 − p12) and −log(p12), with 1 − p12 exact.
		{name: "y=0 p=1-1e-12", y: []float64{0}, p: []float64{p12}, r: Mean, want: 27.63104323789336, tol: 1e-15},
		{name: "y=1 p=1-1e-12", y: []float64{1}, p: []float64{p12}, r: Mean, want: 9.999778782803785e-13, tol: 1e-15},
		// p close to 0 with y = 0: −log(1 − p) = p + p²/2 + ... needs
		// log1p(−p); forming 1 − p first would round it to 1 and give 0.
		{name: "y=0 p=1e-20", y: []float64{0}, p: []float64{1e-20}, r: Mean, want: 1e-20, tol: 1e-15},
		{name: "y=0 p=1e-300", y: []float64{0}, p: []float64{1e-300}, r: Sum, want: 1e-300, tol: 1e-15},
		// Tiny p with y = 1: −log p stays finite.
		{name: "y=1 p=1e-300", y: []float64{1}, p: []float64{1e-300}, r: Mean, want: 690.7755278982137, tol: 1e-15},
		{name: "y=1 p=5e-324", y: []float64{1}, p: []float64{5e-324}, r: Mean, want: 744.4400719213812, tol: 1e-15},
	} {
		got, err := BinaryCrossEntropy(test.y, test.p, test.r)
		if err != nil {
			t.Errorf("%s: BinaryCrossEntropy(%v, %v): unexpected error %v", test.name, test.y, test.p, err)
			continue
		}
		if !withinRel(got, test.want, test.tol) {
			t.Errorf("%s: BinaryCrossEntropy(%v, %v, %v) = %v, want %v", test.name, test.y, test.p, test.r, got, test.want)
		}
	}
}

func TestBinaryCrossEntropySumMean(t *testing.T) {
	// With n = 4 the mean is the sum divided by 4, an exact operation.
	y := []float64{1, 0, 1, 0}
	p := []float64{0.9, 0.1, 0.8, 0.3}
	sum, err := BinaryCrossEntropy(y, p, Sum)
	if err != nil {
		t.Fatal(err)
	}
	mean, err := BinaryCrossEntropy(y, p, Mean)
	if err != nil {
		t.Fatal(err)
	}
	if mean*4 != sum {
		t.Errorf("BinaryCrossEntropy: sum %v != 4 × mean %v", sum, mean)
	}
}

func TestBinaryCrossEntropyErrors(t *testing.T) {
	for _, test := range []struct {
		y, p    []float64
		wantMsg string
		empty   bool
	}{
		{y: []float64{1.5}, p: []float64{0.5}, wantMsg: "label y[1] = 1.5 is outside [0, 1]"},
		{y: []float64{1, -0.1}, p: []float64{0.5, 0.5}, wantMsg: "label y[2] = -0.1"},
		{y: []float64{nan}, p: []float64{0.5}, wantMsg: "label y[1] = NaN"},
		{y: []float64{inf}, p: []float64{0.5}, wantMsg: "label y[1] = +Inf"},
		{y: []float64{1}, p: []float64{1.0000001}, wantMsg: "probability p[1] = 1.0000001 is outside [0, 1]"},
		{y: []float64{1}, p: []float64{-1e-300}, wantMsg: "probability p[1] = -1e-300"},
		{y: []float64{0, 1}, p: []float64{0.5, nan}, wantMsg: "probability p[2] = NaN"},
		{y: []float64{0, 1}, p: []float64{0.5}, wantMsg: "y has 2 values but p has 1"},
		{y: nil, p: nil, wantMsg: "y and p", empty: true},
	} {
		got, err := BinaryCrossEntropy(test.y, test.p, Mean)
		if err == nil {
			t.Errorf("BinaryCrossEntropy(%v, %v) = %v, want an error", test.y, test.p, got)
			continue
		}
		if !strings.Contains(err.Error(), test.wantMsg) {
			t.Errorf("BinaryCrossEntropy(%v, %v): error %q does not contain %q", test.y, test.p, err, test.wantMsg)
		}
		if errors.Is(err, ErrEmpty) != test.empty {
			t.Errorf("BinaryCrossEntropy(%v, %v): errors.Is(%q, ErrEmpty) = %t, want %t", test.y, test.p, err, !test.empty, test.empty)
		}
	}
}

func TestLn(t *testing.T) {
	// Reference: Python decimal ln at 60 digits on the float64 input,
	// rounded to float64. The subnormal rows fail with the assembly
	// math.Log of amd64 (Go issue 56600), which ln works around.
	for _, test := range []struct {
		x, want float64
	}{
		{x: 5e-324, want: -744.4400719213812},
		{x: 1e-320, want: -736.8272408909739},
		{x: 1e-310, want: -713.8013788281542},
		{x: 2.225073858507201e-308, want: -708.3964185322641},  // the largest subnormal
		{x: 2.2250738585072014e-308, want: -708.3964185322641}, // the least normal
		{x: 1e-300, want: -690.7755278982137},
		{x: 0.5, want: -0.6931471805599453},
		{x: 1, want: 0},
		{x: 0, want: negInf},
		{x: inf, want: inf},
		{x: -1, want: nan},
		{x: nan, want: nan},
	} {
		if got := ln(test.x); !withinRel(got, test.want, 1e-15) {
			t.Errorf("ln(%v) = %v, want %v", test.x, got, test.want)
		}
	}
}
