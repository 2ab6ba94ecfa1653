package compute

import (
	"math"
	"slices"
	"testing"
)

func TestMAE(t *testing.T) {
	inf := math.Inf(1)
	for _, test := range []struct {
		name      string
		y, yHat   []float64
		want, tol float64
	}{
		// scikit-learn 1.2.1 mean_absolute_error.
		{name: "seed data", y: []float64{1, 2, 3}, yHat: []float64{1.1, 1.9, 3.2}, want: 0.13333333333333344, tol: 1e-15},
		{name: "single", y: []float64{0}, yHat: []float64{3}, want: 3},          // hand
		{name: "perfect", y: []float64{-1, 2}, yHat: []float64{-1, 2}, want: 0}, // hand
		// The residual 2e308 overflows; the mean (2e308 + 0)/2 = 1e308
		// does not (Python fractions).
		{name: "residual overflows", y: []float64{1e308, 0}, yHat: []float64{-1e308, 0}, want: 1e308, tol: 1e-15},
		// Mean 2e308: beyond the float64 range.
		{name: "true overflow", y: []float64{1e308, 1e308}, yHat: []float64{-1e308, -1e308}, want: inf},
		{name: "infinite target", y: []float64{inf, 1}, yHat: []float64{0, 1}, want: inf},
	} {
		got, err := MAE(test.y, test.yHat)
		if err != nil || !withinRelOrZero(got, test.want, test.tol) {
			t.Errorf("%s: MAE(%v, %v) = %v, %v; want %v", test.name, test.y, test.yHat, got, err, test.want)
		}
	}
	_, err := MAE([]float64{1, 2}, []float64{1})
	wantErr(t, "MAE(mismatched)", err, "y has 2 values but y_hat has 1", nil)
	_, err = MAE(nil, nil)
	wantErr(t, "MAE(empty)", err, "mae", ErrEmpty)
	_, err = MAE([]float64{1, math.NaN()}, []float64{1, 2})
	wantErr(t, "MAE(NaN)", err, "y[2] is NaN", nil)
	_, err = MAE([]float64{inf}, []float64{inf})
	wantErr(t, "MAE(∞ − ∞)", err, "∞ − ∞", ErrUndefined)
}

func TestHuber(t *testing.T) {
	inf := math.Inf(1)
	for _, test := range []struct {
		r, delta, want float64
	}{
		// scipy 1.10.1 special.huber(delta, r).
		{r: 0.5, delta: 1, want: 0.125},
		{r: 3, delta: 1, want: 2.5},
		// The seed's branch without |·| would give −3.5 here.
		{r: -3, delta: 1, want: 2.5},
		{r: 1, delta: 1, want: 0.5},
		{r: -2, delta: 2, want: 2},
		{r: 1e300, delta: 0.5, want: 5e299},
		{r: 0, delta: 1, want: 0},
		// Hand: ±Inf residuals cost +Inf; δ = +Inf is the quadratic.
		{r: inf, delta: 1, want: inf},
		{r: math.Inf(-1), delta: 1, want: inf},
		{r: 3, delta: inf, want: 4.5},
	} {
		got, err := Huber(test.r, test.delta)
		if err != nil || !withinRelOrZero(got, test.want, 1e-15) {
			t.Errorf("Huber(%v, %v) = %v, %v; want %v", test.r, test.delta, got, err, test.want)
		}
	}
	for _, bad := range []float64{0, -1, math.NaN()} {
		_, err := Huber(1, bad)
		wantErr(t, "Huber(1, bad delta)", err, "must be positive", nil)
	}
	_, err := Huber(math.NaN(), 1)
	wantErr(t, "Huber(NaN, 1)", err, "NaN", nil)
}

func TestHuberContinuity(t *testing.T) {
	// At |r| = δ both branches give δ²/2 with slope δ: the loss just
	// inside and just outside differs by about δ times the step.
	for _, delta := range []float64{1e-3, 0.3, 1, 1.5, 7, 1e10} {
		at, _ := Huber(delta, delta)
		if want := delta * delta / 2; at != want {
			t.Errorf("Huber(δ, δ) = %v, want δ²/2 = %v (δ = %v)", at, want, delta)
		}
		for _, sign := range []float64{1, -1} {
			in, _ := Huber(sign*math.Nextafter(delta, 0), delta)
			out, _ := Huber(sign*math.Nextafter(delta, math.Inf(1)), delta)
			if !(in <= at && at <= out) || out-in > 4*delta*(math.Nextafter(delta, math.Inf(1))-delta) {
				t.Errorf("δ = %v: Huber jumps at |r| = δ: %v, %v, %v", delta, in, at, out)
			}
		}
	}
}

func TestHuberLoss(t *testing.T) {
	inf := math.Inf(1)
	for _, test := range []struct {
		name      string
		y, yHat   []float64
		delta     float64
		r         Reduction
		want, tol float64
	}{
		// scipy 1.10.1 special.huber(1.5, y − ŷ).mean() and .sum().
		{name: "mean", y: []float64{0, 0, 0}, yHat: []float64{0.5, -2, 4}, delta: 1.5, r: Mean, want: 2.2916666666666665, tol: 1e-15},
		{name: "sum", y: []float64{0, 0, 0}, yHat: []float64{0.5, -2, 4}, delta: 1.5, r: Sum, want: 6.875, tol: 1e-15},
		// The residual 2e308 overflows; 0.1(2e308 − 0.05) = 2e307 does not
		// (Python fractions).
		{name: "residual overflows", y: []float64{1e308}, yHat: []float64{-1e308}, delta: 0.1, r: Sum, want: 2.0000000000000002e+307, tol: 1e-15},
		// (2e308 − 0.5 + 0)/2 ≈ 1e308 (Python fractions).
		{name: "mean of an overflowing residual", y: []float64{1e308, 0}, yHat: []float64{-1e308, 0}, delta: 1, r: Mean, want: 1e308, tol: 1e-15},
		// ½(1e200)² = 5e399: truly out of range.
		{name: "quadratic overflow", y: []float64{1e200}, yHat: []float64{0}, delta: 1e300, r: Mean, want: inf},
		// A loss beyond the range with a mean within it: δ = 4 makes
		// L/2 = 4(1e308 − 1) overflow too, which gave +Inf (Python
		// fractions: 4(2e308 − 2)/8 = 1e308; the sum 8e308 is +Inf).
		{name: "loss overflows, mean does not", y: []float64{1e308, 0, 0, 0, 0, 0, 0, 0}, yHat: []float64{-1e308, 0, 0, 0, 0, 0, 0, 0}, delta: 4, r: Mean, want: 1e308, tol: 1e-15},
		{name: "loss overflows, so does the sum", y: []float64{1e308, 0, 0, 0, 0, 0, 0, 0}, yHat: []float64{-1e308, 0, 0, 0, 0, 0, 0, 0}, delta: 4, r: Sum, want: inf},
		// (10(3e308 − 5) + 19·½)/20 = 1.5e308 (Python fractions), the
		// quadratic zone scaled too.
		{name: "loss overflows, with quadratic terms", y: append([]float64{1.5e308}, slices.Repeat([]float64{0.5}, 19)...),
			yHat: append([]float64{-1.5e308}, slices.Repeat([]float64{-0.5}, 19)...), delta: 10, r: Mean, want: 1.5e308, tol: 1e-15},
	} {
		got, err := HuberLoss(test.y, test.yHat, test.delta, test.r)
		if err != nil || !withinRelOrZero(got, test.want, test.tol) {
			t.Errorf("%s: HuberLoss(%v, %v, %v) = %v, %v; want %v", test.name, test.y, test.yHat, test.delta, got, err, test.want)
		}
	}
	_, err := HuberLoss([]float64{1}, []float64{1}, 0, Mean)
	wantErr(t, "HuberLoss(delta 0)", err, "delta = 0 must be positive", nil)
	_, err = HuberLoss([]float64{1}, []float64{1, 2}, 1, Mean)
	wantErr(t, "HuberLoss(mismatched)", err, "y has 1 values but y_hat has 2", nil)
	_, err = HuberLoss(nil, nil, 1, Sum)
	wantErr(t, "HuberLoss(empty)", err, "huber", ErrEmpty)
	_, err = HuberLoss([]float64{math.Inf(-1)}, []float64{math.Inf(-1)}, 1, Sum)
	wantErr(t, "HuberLoss(∞ − ∞)", err, "∞ − ∞", ErrUndefined)
}

func TestNegativeLogLikelihood(t *testing.T) {
	// Reference: −log p in mpmath 1.2.1 (50 digits).
	for _, test := range []struct {
		p, want float64
	}{
		{p: 0.8, want: 0.2231435513142097},
		{p: 0.5, want: 0.6931471805599453},
		{p: 1 - 0x1p-53, want: 1.1102230246251565e-16}, // log1p keeps it
		{p: 1e-300, want: 690.7755278982137},
		{p: 5e-324, want: 744.4400719213812}, // subnormal p
		{p: 1, want: 0},
		{p: 0, want: math.Inf(1)},
	} {
		got, err := NegativeLogLikelihood(test.p)
		if err != nil || !withinRelOrZero(got, test.want, 1e-15) || math.Signbit(got) {
			t.Errorf("NegativeLogLikelihood(%v) = %v, %v; want %v", test.p, got, err, test.want)
		}
	}
	for _, bad := range []float64{-0.1, 1.5, math.NaN(), math.Inf(1)} {
		_, err := NegativeLogLikelihood(bad)
		wantErr(t, "NegativeLogLikelihood(bad)", err, "is not a probability", nil)
	}
}

func TestHinge(t *testing.T) {
	inf := math.Inf(1)
	for _, test := range []struct {
		y, s, want float64
	}{
		// Hand-derived max(0, 1 − y s).
		{y: 1, s: 0.3, want: 0.7},
		{y: -1, s: 0.3, want: 1.3},
		{y: 1, s: 2, want: 0},
		{y: 1, s: 1, want: 0},
		{y: -1, s: -5, want: 0},
		{y: 1, s: inf, want: 0},
		{y: -1, s: inf, want: inf},
		{y: 1, s: -1e308, want: 1e308},
	} {
		got, err := Hinge(test.y, test.s)
		if err != nil || !withinRelOrZero(got, test.want, 1e-15) {
			t.Errorf("Hinge(%v, %v) = %v, %v; want %v", test.y, test.s, got, err, test.want)
		}
	}
	for _, y := range []float64{0, 2, 0.5, math.NaN()} {
		_, err := Hinge(y, 1)
		wantErr(t, "Hinge(bad label)", err, "must be -1 or +1", nil)
	}
	_, err := Hinge(1, math.NaN())
	wantErr(t, "Hinge(1, NaN)", err, "score is NaN", nil)
}

func TestHingeLoss(t *testing.T) {
	for _, test := range []struct {
		name string
		y, s []float64
		r    Reduction
		want float64
	}{
		// scikit-learn 1.2.1 hinge_loss; the sum by hand.
		{name: "mean", y: []float64{1, -1, 1}, s: []float64{0.3, 0.3, 2}, r: Mean, want: 0.6666666666666666},
		{name: "sum", y: []float64{1, -1, 1}, s: []float64{0.3, 0.3, 2}, r: Sum, want: 2},
		// Each loss is 1 + 1e308 = 1e308; their sum overflows, their
		// mean does not (Python fractions).
		{name: "sum overflows, mean does not", y: []float64{-1, -1}, s: []float64{1e308, 1e308}, r: Mean, want: 1e308},
		{name: "true overflow", y: []float64{-1, -1}, s: []float64{1e308, 1e308}, r: Sum, want: math.Inf(1)},
	} {
		got, err := HingeLoss(test.y, test.s, test.r)
		if err != nil || !withinRelOrZero(got, test.want, 1e-15) {
			t.Errorf("%s: HingeLoss(%v, %v) = %v, %v; want %v", test.name, test.y, test.s, got, err, test.want)
		}
	}
	_, err := HingeLoss([]float64{1, 0}, []float64{1, 1}, Mean)
	wantErr(t, "HingeLoss(0 label)", err, "sample 2", nil)
	_, err = HingeLoss([]float64{1}, []float64{1, 1}, Mean)
	wantErr(t, "HingeLoss(mismatched)", err, "y has 1 values but y_hat has 2", nil)
	_, err = HingeLoss(nil, nil, Mean)
	wantErr(t, "HingeLoss(empty)", err, "hinge", ErrEmpty)
}

func TestZeroOneLoss(t *testing.T) {
	for _, test := range []struct {
		y, yHat []float64
		want    int
	}{
		// scikit-learn 1.2.1 zero_one_loss(normalize=False); hand.
		{y: []float64{0, 1, 1, 0}, yHat: []float64{0, 1, 0, 0}, want: 1},
		{y: []float64{0, 1, 2}, yHat: []float64{2, 1, 0}, want: 2},
		{y: []float64{1}, yHat: []float64{1}, want: 0},
		{y: []float64{0}, yHat: []float64{math.Copysign(0, -1)}, want: 0}, // −0 is 0
		{y: []float64{-1, 1}, yHat: []float64{1, -1}, want: 2},
	} {
		got, err := ZeroOneLoss(test.y, test.yHat)
		if err != nil || got != test.want {
			t.Errorf("ZeroOneLoss(%v, %v) = %v, %v; want %v", test.y, test.yHat, got, err, test.want)
		}
	}
	_, err := ZeroOneLoss([]float64{1, math.NaN()}, []float64{1, 1})
	wantErr(t, "ZeroOneLoss(NaN)", err, "label 2 is NaN", nil)
	_, err = ZeroOneLoss([]float64{1}, nil)
	wantErr(t, "ZeroOneLoss(mismatched)", err, "y has 1 values but y_hat has 0", nil)
	_, err = ZeroOneLoss(nil, nil)
	wantErr(t, "ZeroOneLoss(empty)", err, "zero-one", ErrEmpty)
}

func TestPerceptronSquaredLoss(t *testing.T) {
	identity := func(z float64) float64 { return z }
	step := func(z float64) float64 {
		if z >= 0 {
			return 1
		}
		return 0
	}
	X := [][]float64{{1, 2}, {0, -1}, {2, 0}}
	y := []float64{1, 0, 1}
	w := []float64{0.5, -0.25}
	for _, test := range []struct {
		name      string
		X         [][]float64
		y, w      []float64
		b         float64
		g         func(float64) float64
		want, tol float64
	}{
		// numpy 1.24.2 with scipy.special.expit / np.tanh / np.maximum /
		// (z >= 0); the identity with Python fractions on numpy's z.
		{name: "sigmoid", X: X, y: y, w: w, b: 0.1, g: Sigmoid, want: 0.31606748554017994, tol: 1e-15},
		{name: "tanh", X: X, y: y, w: w, b: 0.1, g: Tanh, want: 0.4817734335243391, tol: 1e-15},
		{name: "relu", X: X, y: y, w: w, b: 0.1, g: ReLU, want: 0.47125, tol: 1e-14},
		{name: "identity", X: X, y: y, w: w, b: 0.1, g: identity, want: 0.47125, tol: 1e-14},
		{name: "step", X: X, y: y, w: w, b: 0.1, g: step, want: 0.5},
		// wᵀx = 1e310 − 1e310 overflows to Inf − Inf in a plain sum; the
		// score is 0 and σ(0) = ½, so the loss is ½(½ − 1)² (hand).
		{name: "score cancels", X: [][]float64{{1e300, 1e300}}, y: []float64{1}, w: []float64{1e10, -1e10}, g: Sigmoid, want: 0.125},
		// A score beyond the range saturates the sigmoid (hand).
		{name: "score overflows", X: [][]float64{{1e300}}, y: []float64{0}, w: []float64{1e10}, g: Sigmoid, want: 0.5},
		// Σ a² = 2.88e308 overflows, half of it does not (fractions).
		{name: "half of an overflowing sum", X: [][]float64{{1.2e154}, {1.2e154}}, y: []float64{0, 0}, w: []float64{1}, g: identity,
			want: 1.4400000000000002e+308, tol: 1e-15},
	} {
		got, err := PerceptronSquaredLoss(test.X, test.y, test.w, test.b, test.g)
		if err != nil || !withinRelOrZero(got, test.want, test.tol) {
			t.Errorf("%s: PerceptronSquaredLoss = %v, %v; want %v", test.name, got, err, test.want)
		}
	}
	for _, test := range []struct {
		name string
		X    [][]float64
		y, w []float64
		b    float64
		g    func(float64) float64
		msg  string
	}{
		{name: "no g", X: X, y: y, w: w, msg: "no activation"},
		{name: "w too short", X: X, y: y, w: []float64{1}, g: Sigmoid, msg: "X has 2 columns but w has 1"},
		{name: "y too short", X: X, y: []float64{1}, w: w, g: Sigmoid, msg: "one target per row"},
		{name: "ragged", X: [][]float64{{1, 2}, {1}}, y: []float64{1, 0}, w: w, g: Sigmoid, msg: "row 2 has 1 entries"},
		{name: "empty", X: nil, y: nil, w: w, g: Sigmoid, msg: "no values"},
		{name: "NaN bias", X: X, y: y, w: w, b: math.NaN(), g: Sigmoid, msg: "b = NaN"},
		{name: "Inf weight", X: X, y: y, w: []float64{math.Inf(1), 0}, g: Sigmoid, msg: "w: entry 1"},
		{name: "Inf in X", X: [][]float64{{math.Inf(1), 0}}, y: []float64{1}, w: w, g: Sigmoid, msg: "entry (1, 1)"},
		{name: "NaN activation", X: X, y: y, w: w, g: func(float64) float64 { return math.NaN() }, msg: "is NaN for sample 1"},
	} {
		_, err := PerceptronSquaredLoss(test.X, test.y, test.w, test.b, test.g)
		wantErr(t, test.name, err, test.msg, nil)
	}
}

func TestSumSquaredErrors(t *testing.T) {
	for _, test := range []struct {
		a, y      []float64
		want, tol float64
	}{
		// numpy 1.24.2 ((a − y)**2).sum(); Python fractions for the large ones.
		{a: []float64{0.9, 0.2}, y: []float64{1, 0}, want: 0.05, tol: 1e-15},
		{a: []float64{1.2e154, 1.2e154}, y: []float64{0, 0}, want: math.Inf(1)}, // 2.88e308
		{a: []float64{1e154, -1e154}, y: []float64{0, 0}, want: math.Inf(1)},    // 2e308
		{a: []float64{1e-160}, y: []float64{0}, want: 1e-320, tol: 1e-3},
	} {
		got, err := SumSquaredErrors(test.a, test.y)
		if err != nil || !withinRelOrZero(got, test.want, test.tol) {
			t.Errorf("SumSquaredErrors(%v, %v) = %v, %v; want %v", test.a, test.y, got, err, test.want)
		}
	}
	_, err := SumSquaredErrors([]float64{1}, nil)
	wantErr(t, "SumSquaredErrors(mismatched)", err, "a has 1 values but y has 0", nil)
}

func TestRegularizedLosses(t *testing.T) {
	a, y, w := []float64{0.9, 0.2}, []float64{1, 0}, []float64{0.5, -2}
	for _, test := range []struct {
		name         string
		l2           bool
		w            []float64
		b, lambda    float64
		penalizeBias bool
		want         float64
	}{
		// numpy 1.24.2: ((a − y)**2).sum() + λ·penalty.
		{name: "L1, S3 form", w: w, b: 1, lambda: 0.1, penalizeBias: true, want: 0.4},
		{name: "L1, S0 form", w: w, b: 1, lambda: 0.1, want: 0.3},
		{name: "L2, S3 form", l2: true, w: w, b: 1, lambda: 0.1, penalizeBias: true, want: 0.5750000000000001},
		{name: "L2, S0 form", l2: true, w: w, b: 1, lambda: 0.1, want: 0.47500000000000003},
		// λ = 0 leaves the sum of squared errors, 0.05.
		{name: "L1, no penalty", w: w, b: 1, lambda: 0, penalizeBias: true, want: 0.05},
		{name: "L2, no penalty", l2: true, w: w, b: 1, lambda: 0, penalizeBias: true, want: 0.05},
		// A model with a bias only (hand: 0.05 + 0.1·|−3| and 0.05 + 0.1·9).
		{name: "L1, bias only", w: nil, b: -3, lambda: 0.1, penalizeBias: true, want: 0.35},
		{name: "L2, bias only", l2: true, w: nil, b: -3, lambda: 0.1, penalizeBias: true, want: 0.95},
	} {
		f := L1RegularizedLoss
		if test.l2 {
			f = L2RegularizedLoss
		}
		got, err := f(a, y, test.w, test.b, test.lambda, test.penalizeBias)
		if err != nil || !withinRelOrZero(got, test.want, 1e-14) {
			t.Errorf("%s: got %v, %v; want %v", test.name, got, err, test.want)
		}
	}
}

func TestPenaltiesExtreme(t *testing.T) {
	// Python fractions: a large sum times a small λ is finite.
	got, err := L2Penalty([]float64{1e200}, 0, 1e-300, false)
	if err != nil || !withinRelOrZero(got, 1e100, 1e-14) {
		t.Errorf("L2Penalty([1e200], λ = 1e-300) = %v, %v; want 1e100", got, err)
	}
	got, err = L2Penalty([]float64{1e200}, 1e200, 1e-300, true)
	if err != nil || !withinRelOrZero(got, 2e100, 1e-14) {
		t.Errorf("L2Penalty([1e200], b = 1e200, λ = 1e-300) = %v, %v; want 2e100", got, err)
	}
	got, err = L1Penalty([]float64{1e308, 1e308}, 0, 0.25, false)
	if err != nil || !withinRelOrZero(got, 5e307, 1e-15) {
		t.Errorf("L1Penalty([1e308, 1e308], λ = 0.25) = %v, %v; want 5e307", got, err)
	}
	// λ = 0 gives 0, never 0·Inf = NaN.
	for _, f := range []func([]float64, float64, float64, bool) (float64, error){L1Penalty, L2Penalty} {
		got, err := f([]float64{math.MaxFloat64, math.MaxFloat64}, math.MaxFloat64, 0, true)
		if err != nil || got != 0 {
			t.Errorf("penalty with λ = 0 of huge weights = %v, %v; want 0", got, err)
		}
	}
	// True overflow: 1e308·(1e308 + 1e308).
	got, err = L2Penalty([]float64{1e308}, 1e308, 1e308, true)
	if err != nil || !math.IsInf(got, 1) {
		t.Errorf("L2Penalty(huge) = %v, %v; want +Inf", got, err)
	}
}

func TestRegularizedLossErrors(t *testing.T) {
	a, y, w := []float64{0.9, 0.2}, []float64{1, 0}, []float64{0.5, -2}
	for _, f := range []func(a, y, w []float64, b, lambda float64, penalizeBias bool) (float64, error){L1RegularizedLoss, L2RegularizedLoss} {
		for _, test := range []struct {
			name      string
			a, y, w   []float64
			b, lambda float64
			msg       string
			target    error
		}{
			{name: "negative λ", a: a, y: y, w: w, lambda: -1, msg: "lambda = -1 must be finite and non-negative"},
			{name: "NaN λ", a: a, y: y, w: w, lambda: math.NaN(), msg: "lambda = NaN"},
			{name: "infinite λ", a: a, y: y, w: w, lambda: math.Inf(1), msg: "lambda = +Inf"},
			{name: "NaN weight", a: a, y: y, w: []float64{math.NaN()}, lambda: 1, msg: "w[1] = NaN"},
			{name: "infinite bias", a: a, y: y, w: w, b: math.Inf(-1), lambda: 1, msg: "b = -Inf"},
			{name: "mismatched", a: a, y: []float64{1}, w: w, lambda: 1, msg: "a has 2 values but y has 1"},
			{name: "empty", a: nil, y: nil, w: w, lambda: 1, msg: "regularised loss", target: ErrEmpty},
			{name: "infinite target", a: a, y: []float64{1, math.Inf(1)}, w: w, lambda: 1, msg: "y: entry 2"},
		} {
			_, err := f(test.a, test.y, test.w, test.b, test.lambda, true)
			wantErr(t, test.name, err, test.msg, test.target)
		}
	}
}

// TestTinyProbabilityLosses sweeps probabilities from 1e-7 down to the
// smallest subnormal through the negative log-likelihood and the binary
// cross-entropy, short vectors and long ones (2^16 samples, the split
// path: logarithms a block at a time, 0/1 labels through logPlusSlice):
// where log p of a subnormal p (math.Log reads it as the least normal on
// amd64), log(1 − p) of a tiny p (1 − p rounds to 1) or a soft label's
// 1 − y could go wrong. References: mpmath 1.2.1 at 60 digits on the
// float64 inputs.
func TestTinyProbabilityLosses(t *testing.T) {
	for _, test := range []struct {
		x float64
		// −log x; BCE of y = 0 at p = x, −log1p(−x); of y = x at p = x;
		// of y = x at p = ½, which is ln 2 for any x.
		nll, bce0, bceSoft float64
	}{
		{1e-7, 16.11809565095832, 1.0000000500000033e-07, 1.7118095600958318e-06},
		{1e-17, 39.14394658089878, 1e-17, 4.0143946580898777e-16},
		{1e-20, 46.051701859880914, 1e-20, 4.705170185988091e-19},
		{1e-100, 230.25850929940458, 1e-100, 2.3125850929940458e-98},
		{1e-300, 690.7755278982137, 1e-300, 6.917755278982137e-298},
		{0x1p-1022, 708.3964185322641, 2.2250738585072014e-308, 1.5784594261947744e-305},
		{1e-310, 713.8013788281542, 1e-310, 7.14801378828152e-308},
		{1e-320, 736.8272408909739, 1e-320, 7.37819e-318},
		{5e-324, 744.4400719213812, 5e-324, 3.68e-321},
	} {
		x := test.x
		check := func(name string, got float64, err error, want float64) {
			// A few ulps, or a few smallest subnormals.
			if err != nil || !withinRelOrZero(got, want, 4e-16) && math.Abs(got-want) > 0x1p-1071 {
				t.Errorf("x = %g: %s = %v, %v; want %v", x, name, got, err, want)
			}
		}
		l, err := NegativeLogLikelihood(x)
		check("NLL(x)", l, err, test.nll)
		l, err = BinaryCrossEntropy([]float64{1}, []float64{x}, Mean)
		check("BCE(y = 1, p = x)", l, err, test.nll)
		l, err = BinaryCrossEntropy([]float64{0}, []float64{x}, Mean)
		check("BCE(y = 0, p = x)", l, err, test.bce0)
		l, err = BinaryCrossEntropy([]float64{x}, []float64{x}, Mean)
		check("BCE(y = x, p = x)", l, err, test.bceSoft)
		l, err = BinaryCrossEntropy([]float64{x}, []float64{0.5}, Mean)
		check("BCE(y = x, p = ½)", l, err, math.Ln2)

		// The same means over 2^16 samples: the kernel's split path. Equal
		// terms that round alike use a good part of the (n − 1)·2^-52
		// of a recursive sum, and subnormal terms are known to 2^-1074.
		const n = 1 << 16
		ones, zeros, xs := make([]float64, n), make([]float64, n), make([]float64, n)
		for i := range xs {
			ones[i], xs[i] = 1, x
		}
		long := func(name string, y, p []float64, want float64) {
			got, err := BinaryCrossEntropy(y, p, Mean)
			if err != nil || !withinRelOrZero(got, want, n*0x1p-52) && math.Abs(got-want) > 0x1p-1071 {
				t.Errorf("x = %g: %s over 2^16 samples = %v, %v; want %v", x, name, got, err, want)
			}
		}
		long("BCE(y = 1, p = x)", ones, xs, test.nll)
		long("BCE(y = 0, p = x)", zeros, xs, test.bce0)
		long("BCE(y = x, p = x)", xs, xs, test.bceSoft)
	}
}
