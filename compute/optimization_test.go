package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestGradientDescentQuadratic(t *testing.T) {
	// Each step multiplies θ by 1 − 2η; values by hand (exact in binary
	// where noted) or numpy 1.24.2 running the loop θ −= η·2θ.
	for _, test := range []struct {
		name   string
		theta0 []float64
		eta    float64
		steps  int
		want   []float64
		tol    float64
	}{
		{name: "one step", theta0: []float64{1}, eta: 0.1, steps: 1, want: []float64{0.8}, tol: 1e-16},
		{name: "vector, three steps", theta0: []float64{1, -2}, eta: 0.1, steps: 3, want: []float64{0.512, -1.024}, tol: 1e-15},
		{name: "zero steps", theta0: []float64{3}, eta: 0.1, steps: 0, want: []float64{3}},
		{name: "η = 1/2 jumps to the minimum", theta0: []float64{7}, eta: 0.5, steps: 1, want: []float64{0}},
		// 1 − 2·0.75 = −0.5: oscillates, (−0.5)^10 = 2^-10 exactly.
		{name: "oscillating", theta0: []float64{1}, eta: 0.75, steps: 10, want: []float64{0.0009765625}},
		{name: "η = 1 flips", theta0: []float64{1}, eta: 1, steps: 3, want: []float64{-1}},
	} {
		got, err := GradientDescentQuadratic(test.theta0, test.eta, test.steps)
		if err != nil || !vecWithinAbs(got, test.want, test.tol) {
			t.Errorf("%s: GradientDescentQuadratic = %v, %v; want %v", test.name, got, err, test.want)
		}
	}
	// η = 2 multiplies by −3 each step: 3^700 > 1.8e308, so the run
	// overflows near step 647 and diverges.
	if _, err := GradientDescentQuadratic([]float64{1}, 2, 700); err == nil || !strings.Contains(err.Error(), "diverged") {
		t.Errorf("divergent run: error %v, want one saying it diverged", err)
	}
	for _, test := range []struct {
		theta0 []float64
		eta    float64
		steps  int
		msg    string
	}{
		{theta0: []float64{1}, eta: 0, steps: 1, msg: "learning rate"},
		{theta0: []float64{1}, eta: -1, steps: 1, msg: "learning rate"},
		{theta0: []float64{1}, eta: 0.1, steps: -1, msg: "steps = -1"},
		{theta0: []float64{1}, eta: 0.1, steps: MaxGradientSteps + 1, msg: "steps"},
		{theta0: nil, eta: 0.1, steps: 1, msg: "no values"},
		{theta0: []float64{nan}, eta: 0.1, steps: 1, msg: "not a finite number"},
	} {
		if _, err := GradientDescentQuadratic(test.theta0, test.eta, test.steps); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("GradientDescentQuadratic(%v, %v, %d): error %v, want one containing %q", test.theta0, test.eta, test.steps, err, test.msg)
		}
	}
}

// TestGradientDescentQuadraticNearHalf checks steps whose factor 1 − 2η is
// small, where θ − η(2θ) cancels, and iterates beyond 2^1023, where 2θ
// overflowed: each step must stay within an ulp or so of θ(1 − 2η).
// References: mpmath 1.2.1 at 60 digits, θ_0·(1 − 2η)^T of the binary
// inputs, rounded to float64.
func TestGradientDescentQuadraticNearHalf(t *testing.T) {
	for _, test := range []struct {
		theta0, eta float64
		steps       int
		want        float64
	}{
		// θ − η(2θ) gave 3.363116314379561e-43 (relative error 1e-3).
		{theta0: -2.527352261793273, eta: 0.5000000000000026, steps: 3, want: 3.3664328998382352e-43},
		{theta0: 1, eta: 0.4999, steps: 30, want: 1.0737418239964523e-111},
		{theta0: 5, eta: 0.5000001, steps: 20, want: 5.242879944807589e-134},
		// 2θ overflowed: "diverged" although θ_1 = 7.5e307.
		{theta0: 1.5e308, eta: 0.25, steps: 1, want: 7.5e307},
		// 2η overflows; θ(1 − 2η) does not.
		{theta0: 1e-300, eta: 1e308, steps: 1, want: -200000000},
	} {
		got, err := GradientDescentQuadratic([]float64{test.theta0}, test.eta, test.steps)
		if err != nil || math.Abs(got[0]-test.want) > 2e-16*float64(test.steps+1)*math.Abs(test.want) {
			t.Errorf("GradientDescentQuadratic([%v], %v, %d) = %v, %v; want %v", test.theta0, test.eta, test.steps, got, err, test.want)
		}
	}
}

func TestGradientDescentLeastSquares(t *testing.T) {
	X := [][]float64{{1, 1}, {1, 2}, {1, 3}}
	y := []float64{1, 2, 3}
	// numpy 1.24.2 running S4's loop: g = (1/m)·X.T@(X@θ − y); θ −= η·g.
	for _, test := range []struct {
		name   string
		theta0 []float64
		eta    float64
		steps  int
		want   []float64
		tol    float64
	}{
		{name: "S4 example, 1000 epochs", theta0: []float64{0, 0}, eta: 0.01, steps: 1000, want: []float64{0.11071520925847289, 0.9512961894220736}, tol: 1e-12},
		{name: "5000 epochs", theta0: []float64{0, 0}, eta: 0.01, steps: 5000, want: []float64{0.0009014116620464372, 0.9996034674627353}, tol: 1e-12},
		{name: "20000 epochs", theta0: []float64{0, 0}, eta: 0.01, steps: 20000, want: []float64{1.3186230551284129e-11, 0.9999999999941992}, tol: 1e-12},
		{name: "one step", theta0: []float64{0.5, -0.5}, eta: 0.1, steps: 1, want: []float64{0.75, 0.10000000000000009}, tol: 1e-15},
		{name: "no steps", theta0: []float64{0.5, 0.5}, eta: 0.01, steps: 0, want: []float64{0.5, 0.5}},
	} {
		got, err := GradientDescentLeastSquares(X, y, test.theta0, test.eta, test.steps)
		if err != nil || !vecWithinAbs(got, test.want, test.tol) {
			t.Errorf("%s: GradientDescentLeastSquares = %v, %v; want %v", test.name, got, err, test.want)
		}
	}
	// Targets near the top of the float64 range: the residuals or their
	// sums overflow although the iterates do not (the run was reported as
	// diverged at step 1). References: mpmath 1.2.1 at 60 digits, the
	// iteration on the binary inputs, rounded to float64.
	for _, test := range []struct {
		X         [][]float64
		y, theta0 []float64
		eta       float64
		steps     int
		want      []float64
	}{
		{X: [][]float64{{1}, {1}}, y: []float64{1e308, 1e308}, theta0: []float64{0}, eta: 0.5, steps: 1, want: []float64{5e307}},
		{X: [][]float64{{1, 0.5}, {1, -0.25}}, y: []float64{1.5e308, 1.7e308}, theta0: []float64{1e307, -1e307}, eta: 0.3, steps: 2,
			want: []float64{8.6951171875e+307, -1.9969726562499992e+306}},
		{X: [][]float64{{1, 0.5}, {1, -0.25}}, y: []float64{1.5e308, 1.7e308}, theta0: []float64{1e307, -1e307}, eta: 0.3, steps: 40,
			want: []float64{1.623163911965971e+308, -1.9655303080398935e+307}},
	} {
		got, err := GradientDescentLeastSquares(test.X, test.y, test.theta0, test.eta, test.steps)
		if err != nil || len(got) != len(test.want) || !withinRel(got[0], test.want[0], 1e-14) || !withinRel(got[len(got)-1], test.want[len(got)-1], 1e-14) {
			t.Errorf("GradientDescentLeastSquares(y = %v, %d steps) = %v, %v; want %v", test.y, test.steps, got, err, test.want)
		}
	}
	// The largest eigenvalue of XᵀX/m is about 5.4, so η = 1 diverges.
	if _, err := GradientDescentLeastSquares(X, y, []float64{0, 0}, 1, 10000); err == nil || !strings.Contains(err.Error(), "diverged") {
		t.Errorf("divergent run: error %v, want one saying it diverged", err)
	}
	if _, err := GradientDescentLeastSquares(X, y, []float64{0}, 0.1, 1); err == nil || !strings.Contains(err.Error(), "2 columns but theta0 has 1") {
		t.Errorf("short theta0: error %v", err)
	}
	big := make([][]float64, 1000)
	for i := range big {
		big[i] = []float64{1, float64(i)}
	}
	if _, err := GradientDescentLeastSquares(big, make([]float64, 1000), []float64{0, 0}, 1e-6, MaxGradientSteps); err == nil || !strings.Contains(err.Error(), "exceed the limit") {
		t.Errorf("too long a run: error %v", err)
	}
	if _, err := GradientDescentLeastSquares(nil, nil, []float64{0}, 0.1, 1); !errors.Is(err, ErrEmpty) {
		t.Errorf("empty X: error %v, want ErrEmpty", err)
	}
}

func TestLogisticGradientStep(t *testing.T) {
	// numpy 1.24.2 / scipy expit: e = σ(X@w + b) − y; w − α·X.T@e; b − α·Σe.
	for _, test := range []struct {
		name  string
		X     [][]float64
		y, w  []float64
		b, al float64
		wantW []float64
		wantB float64
	}{
		{name: "public vector", X: [][]float64{{1, 2}, {2, 0}, {0, 1}}, y: []float64{1, 0, 1}, w: []float64{0.3, -0.2}, b: 0.1, al: 0.5,
			wantW: []float64{-0.11818777216816617, 0.56248959373947}, wantB: 0.2783957076553869},
		{name: "one point", X: [][]float64{{1, -1}}, y: []float64{0}, w: []float64{2, 1}, b: -0.5, al: 0.1,
			wantW: []float64{1.9377540668798146, 1.0622459331201854}, wantB: -0.5622459331201854},
		// Scores ±1000: σ is exactly 1 and 0, so the errors are 0 and −1.
		{name: "saturated", X: [][]float64{{1000, 0}, {-1000, 0}}, y: []float64{1, 1}, w: []float64{1, 0}, b: 0, al: 1,
			wantW: []float64{-999, 0}, wantB: 1},
	} {
		got, err := LogisticGradientStep(test.X, test.y, test.w, test.b, test.al)
		if err != nil || !vecWithinAbs(got.W, test.wantW, 1e-15) || !withinAbs(got.B, test.wantB, 1e-15) {
			t.Errorf("%s: LogisticGradientStep = %+v, %v; want w %v, b %v", test.name, got, err, test.wantW, test.wantB)
		}
	}
	X := [][]float64{{1, 2}}
	for _, test := range []struct {
		y, w  []float64
		b, al float64
		msg   string
	}{
		{y: []float64{2}, w: []float64{0, 0}, al: 1, msg: "outside [0, 1]"},
		{y: []float64{1}, w: []float64{0}, al: 1, msg: "2 columns but w has 1"},
		{y: []float64{1}, w: []float64{0, 0}, al: 0, msg: "learning rate"},
		{y: []float64{1}, w: []float64{0, 0}, b: inf, al: 1, msg: "b = +Inf"},
		{y: []float64{1, 0}, w: []float64{0, 0}, al: 1, msg: "1 rows but y has 2"},
	} {
		if _, err := LogisticGradientStep(X, test.y, test.w, test.b, test.al); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("LogisticGradientStep(y=%v, w=%v, b=%v, α=%v): error %v, want one containing %q", test.y, test.w, test.b, test.al, err, test.msg)
		}
	}
}
