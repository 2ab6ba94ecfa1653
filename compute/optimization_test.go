package compute

import (
	"errors"
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
		if err != nil || !vecNear(got, test.want, test.tol) {
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
		if err != nil || !vecNear(got, test.want, test.tol) {
			t.Errorf("%s: GradientDescentLeastSquares = %v, %v; want %v", test.name, got, err, test.want)
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
		if err != nil || !vecNear(got.W, test.wantW, 1e-15) || !withinAbs(got.B, test.wantB, 1e-15) {
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
