package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestLinearThresholdUnit(t *testing.T) {
	// Hand-derived: 1{wᵀx + b ≥ 0}.
	for _, test := range []struct {
		w, x []float64
		b    float64
		want int
	}{
		{w: []float64{1, -1}, x: []float64{2, 1}, b: 0, want: 1},
		{w: []float64{1, -1}, x: []float64{0, 1}, b: 0, want: 0},
		{w: []float64{1, -1}, x: []float64{1, 1}, b: 0, want: 1}, // on the boundary: ≥
		{w: []float64{2}, x: []float64{1}, b: -2.5, want: 0},
		{w: []float64{1e300}, x: []float64{1e300}, b: -1e308, want: 1}, // score overflows to +Inf
		{w: []float64{1e300, -1e300}, x: []float64{1e300, 1e300}, b: -1, want: 0},
	} {
		got, err := LinearThresholdUnit(test.w, test.x, test.b)
		if err != nil || got != test.want {
			t.Errorf("LinearThresholdUnit(%v, %v, %v) = %d, %v; want %d", test.w, test.x, test.b, got, err, test.want)
		}
	}
	for _, test := range []struct {
		w, x []float64
		b    float64
		msg  string
	}{
		{w: []float64{1, 2}, x: []float64{1}, msg: "same length"},
		{w: nil, x: nil, msg: "no values"},
		{w: []float64{1}, x: []float64{1}, b: nan, msg: "b = NaN"},
	} {
		if _, err := LinearThresholdUnit(test.w, test.x, test.b); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("LinearThresholdUnit(%v, %v, %v): error %v, want one containing %q", test.w, test.x, test.b, err, test.msg)
		}
	}
}

func TestPerceptronUpdate(t *testing.T) {
	// Hand-derived from the rule w − α(a − y)x, b − α(a − y).
	for _, test := range []struct {
		name      string
		w, x      []float64
		b, y, al  float64
		wantW     []float64
		wantB     float64
		wantA     int
		tolerance float64
	}{
		{name: "false positive at 0", w: []float64{0, 0}, x: []float64{1, 2}, b: 0, y: 0, al: 0.1, wantW: []float64{-0.1, -0.2}, wantB: -0.1, wantA: 1, tolerance: 1e-16},
		{name: "false negative", w: []float64{0.5, -0.5}, x: []float64{1, 2}, b: 0.2, y: 1, al: 0.5, wantW: []float64{1, 0.5}, wantB: 0.7, wantA: 0, tolerance: 1e-16},
		{name: "correct: no change", w: []float64{0.5, -0.5}, x: []float64{1, 2}, b: 0.2, y: 0, al: 0.5, wantW: []float64{0.5, -0.5}, wantB: 0.2, wantA: 0},
		{name: "correct positive", w: []float64{3}, x: []float64{1}, b: 0, y: 1, al: 1, wantW: []float64{3}, wantB: 0, wantA: 1},
	} {
		got, err := PerceptronUpdate(test.w, test.x, test.b, test.y, test.al)
		if err != nil || !vecWithinAbs(got.W, test.wantW, test.tolerance) || !withinAbs(got.B, test.wantB, test.tolerance) || got.A != test.wantA {
			t.Errorf("%s: PerceptronUpdate = %+v, %v; want w %v, b %v, a %d", test.name, got, err, test.wantW, test.wantB, test.wantA)
		}
	}
	w := []float64{0, 0}
	if _, err := PerceptronUpdate(w, []float64{1, 1}, 0, 0, 1); err != nil || w[0] != 0 {
		t.Errorf("PerceptronUpdate changed its input w: %v, %v", w, err)
	}
	for _, test := range []struct {
		y, al float64
		msg   string
	}{
		{y: 0.5, al: 0.1, msg: "must be 0 or 1"},
		{y: 1, al: 0, msg: "learning rate"},
		{y: 1, al: inf, msg: "learning rate"},
	} {
		if _, err := PerceptronUpdate([]float64{1}, []float64{1}, 0, test.y, test.al); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("PerceptronUpdate(y=%v, α=%v): error %v, want one containing %q", test.y, test.al, err, test.msg)
		}
	}
}

func TestLogisticHypothesis(t *testing.T) {
	// scipy 1.10.1 special.expit of the hand-computed score.
	for _, test := range []struct {
		theta, x []float64
		wantH    float64
		wantY    int
	}{
		{theta: []float64{-1, 2}, x: []float64{1, 1}, wantH: 0.7310585786300049, wantY: 1},
		{theta: []float64{-1, 2}, x: []float64{1}, wantH: 0.7310585786300049, wantY: 1}, // x_0 prepended
		{theta: []float64{0.5, -2, 1.5}, x: []float64{0.3, -1}, wantH: 0.16798161486607552, wantY: 0},
		{theta: []float64{0, 1}, x: []float64{0}, wantH: 0.5, wantY: 1},
		// Score −1e-17: σ rounds to 0.5 but the label follows the sign.
		{theta: []float64{0, 1}, x: []float64{-1e-17}, wantH: 0.5, wantY: 0},
		{theta: []float64{0, 1}, x: []float64{-1000}, wantH: 0, wantY: 0}, // e^-1000 underflows
		{theta: []float64{0, 1}, x: []float64{1000}, wantH: 1, wantY: 1},
	} {
		h, y, err := LogisticHypothesis(test.theta, test.x)
		if err != nil || !withinRel(h, test.wantH, 1e-15) || y != test.wantY {
			t.Errorf("LogisticHypothesis(%v, %v) = %v, %d, %v; want %v, %d", test.theta, test.x, h, y, err, test.wantH, test.wantY)
		}
	}
}

// TestLogisticRegressionCostAllocates: a small design's cost, which a
// cost surface evaluates at each of its points, allocates nothing.
func TestLogisticRegressionCostAllocates(t *testing.T) {
	X := [][]float64{{1, 2}, {1, 3}, {1, -1}}
	y := []float64{1, 0, 1}
	theta := []float64{0.5, -0.2}
	if n := testing.AllocsPerRun(100, func() { sinkFloat, _ = LogisticRegressionCost(X, y, theta, 0.1) }); n != 0 {
		t.Errorf("LogisticRegressionCost allocates %v times a call, want 0", n)
	}
}

func TestLogisticRegressionCost(t *testing.T) {
	X := [][]float64{{1, 0.5}, {1, 1.5}, {1, -1}}
	y := []float64{0, 1, 0}
	// numpy 1.24.2 / scipy 1.10.1 log_expit: −mean(y log σ(z) + (1 − y) log σ(−z))
	// + λ/(2m) Σ_{j≥1} θ_j².
	for _, test := range []struct {
		name   string
		X      [][]float64
		y      []float64
		theta  []float64
		lambda float64
		want   float64
	}{
		{name: "λ = 1", X: X, y: y, theta: []float64{0.2, 0.8}, lambda: 1, want: 0.6717977702967407},
		{name: "λ = 0", X: X, y: y, theta: []float64{0.2, 0.8}, lambda: 0, want: 0.565131103630074},
		{name: "λ = 10", X: X, y: y, theta: []float64{0.2, 0.8}, lambda: 10, want: 1.6317977702967408},
		// Margins ±1000: the naive log σ(−1000) is log 0 = −Inf. Exact:
		// (log1p(e^−1000) + 1000 + log1p(e^−1000))/2 = 500.
		{name: "huge margins", X: [][]float64{{1, 1}, {1, -1}}, y: []float64{1, 1}, theta: []float64{0, 1000}, lambda: 0, want: 500},
		// Two confident correct answers: log1p(e^−40) = 4.248e-18, which
		// 1 − σ(40) would round to 0.
		{name: "tiny loss", X: [][]float64{{1, 40}, {1, -40}}, y: []float64{1, 0}, theta: []float64{0, 1}, lambda: 0, want: 4.248354255291589e-18},
		// θ_0 = 1e300 is not penalised; λ = 0 with θ_1 = 1e200 must not make
		// 0·Inf. Scores: ±1e200 on the right side: loss 0 (by hand).
		{name: "λ = 0, huge θ", X: [][]float64{{0, 1}, {0, -1}}, y: []float64{1, 0}, theta: []float64{1e300, 1e200}, lambda: 0, want: 0},
		// The penalty λ/(2m)θ_1² = 1e-300/2·1e300 = 0.5 (by hand) although
		// θ_1² overflows.
		{name: "tiny λ, huge θ", X: [][]float64{{0, 1}}, y: []float64{1}, theta: []float64{0, 1e150}, lambda: 1e-300, want: 0.5},
		{name: "soft label", X: [][]float64{{1}}, y: []float64{0.5}, theta: []float64{0}, lambda: 0, want: 0.6931471805599453}, // log 2
	} {
		got, err := LogisticRegressionCost(test.X, test.y, test.theta, test.lambda)
		if err != nil || !withinRel(got, test.want, 1e-14) {
			t.Errorf("%s: LogisticRegressionCost = %v, %v; want %v", test.name, got, err, test.want)
		}
	}
	for _, test := range []struct {
		y      []float64
		lambda float64
		msg    string
	}{
		{y: []float64{0, 2, 0}, lambda: 1, msg: "outside [0, 1]"},
		{y: []float64{0, 1, 0}, lambda: -1, msg: "lambda"},
		{y: []float64{0, 1}, lambda: 1, msg: "3 rows but y has 2"},
	} {
		if _, err := LogisticRegressionCost(X, test.y, []float64{0.2, 0.8}, test.lambda); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("LogisticRegressionCost(y=%v, λ=%v): error %v, want one containing %q", test.y, test.lambda, err, test.msg)
		}
	}
}

func TestBayesDecide(t *testing.T) {
	// Hand-derived: posterior ∝ prior·likelihood.
	for _, test := range []struct {
		name       string
		prior, lik []float64
		wantClass  int
		wantPost   []float64
	}{
		{name: "S1 rule", prior: []float64{0.7, 0.3}, lik: []float64{0.2, 0.6}, wantClass: 1, wantPost: []float64{0.4375, 0.5625}},
		{name: "tie goes to the first", prior: []float64{0.5, 0.5}, lik: []float64{0.3, 0.3}, wantClass: 0, wantPost: []float64{0.5, 0.5}},
		{name: "zero prior", prior: []float64{0, 1}, lik: []float64{5, 0.1}, wantClass: 1, wantPost: []float64{0, 1}},
		// Subnormal products, 2024 and 6072 times 2^-1074 (Python
		// fractions): in log space the posterior is 0.25/0.75 up to the
		// rounding of the logs.
		{name: "tiny likelihoods", prior: []float64{0.5, 0.5}, lik: []float64{1e-300 * 1e-20, 3e-320}, wantClass: 1, wantPost: []float64{0.25, 0.75}},
		{name: "three classes", prior: []float64{0.2, 0.5, 0.3}, lik: []float64{1, 0.2, 0.5}, wantClass: 0, wantPost: []float64{4.0 / 9, 2.0 / 9, 3.0 / 9}},
		// 1e-300·1e-300 underflows to 0; the ratio is 1:2 (by hand).
		{name: "underflowing products", prior: []float64{0.5, 0.5}, lik: []float64{1e-300, 2e-300}, wantClass: 1, wantPost: []float64{1.0 / 3, 2.0 / 3}},
		{name: "huge densities", prior: []float64{0.5, 0.5}, lik: []float64{1e308, 3e308 / 2}, wantClass: 1, wantPost: []float64{0.4, 0.6}},
	} {
		got, err := BayesDecide(test.prior, test.lik)
		if err != nil || got.Class != test.wantClass || !vecWithinAbs(got.Posterior, test.wantPost, 1e-13) {
			t.Errorf("%s: BayesDecide(%v, %v) = %+v, %v; want class %d, posterior %v", test.name, test.prior, test.lik, got, err, test.wantClass, test.wantPost)
		}
	}
	if _, err := BayesDecide([]float64{0.5, 0.5}, []float64{0, 0}); !errors.Is(err, ErrUndefined) {
		t.Errorf("all-zero likelihoods: error %v, want ErrUndefined", err)
	}
	// Exact ties written differently: P₂ = 2P₁ and l₂ = l₁/2 exactly, so
	// l₁P₁ = l₂P₂ (Python fractions on the binary inputs), and the first
	// class must win. log l + log P rounded differently for the two and
	// gave class 1 (with equal posteriors), in the normal range and in the
	// log-space path of subnormal products alike. A product one ulp larger
	// must still win.
	for _, test := range []struct {
		prior, lik []float64
		want       int
	}{
		{prior: []float64{0.07561257529079893, 0.15122515058159786, 0.7731622741276032},
			lik: []float64{0.3532920985147269, 0.17664604925736346, 0.005910995829313176}, want: 0},
		{prior: []float64{0.11024656960940958, 0.22049313921881916, 0.6692602911717712},
			lik: []float64{0.30394426331407537, 0.15197213165703768, 0.005231812103833013}, want: 0},
		{prior: []float64{0.13679477649325494, 0.2735895529865099, 0.5896156705202352},
			lik: []float64{4.361920555592812e-306, 2.180960277796406e-306, 6.26648290866804e-308}, want: 0},
		{prior: []float64{0.6692602911717712, 0.11024656960940958, 0.22049313921881916},
			lik: []float64{0.005231812103833013, 0.30394426331407537, 0.15197213165703768}, want: 1},
		{prior: []float64{0.11024656960940958, 0.22049313921881916, 0.6692602911717712},
			lik: []float64{0.30394426331407537, math.Nextafter(0.15197213165703768, 1), 0.005231812103833013}, want: 1},
	} {
		if got, err := BayesDecide(test.prior, test.lik); err != nil || got.Class != test.want {
			t.Errorf("exact tie: BayesDecide(%v, %v) = %+v, %v; want class %d", test.prior, test.lik, got, err, test.want)
		}
	}
	for _, test := range []struct {
		prior, lik []float64
		msg        string
	}{
		{prior: []float64{0.5, 0.4}, lik: []float64{1, 1}, msg: "sums to"},
		{prior: []float64{1}, lik: []float64{1, 1}, msg: "same length"},
		{prior: []float64{1}, lik: []float64{-1}, msg: "non-negative"},
		{prior: []float64{1}, lik: []float64{inf}, msg: "non-negative finite"},
	} {
		if _, err := BayesDecide(test.prior, test.lik); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("BayesDecide(%v, %v): error %v, want one containing %q", test.prior, test.lik, err, test.msg)
		}
	}
}

func TestGaussianNB(t *testing.T) {
	X := [][]float64{{1, 2}, {2, 3}, {3, 4}, {4, 5}}
	y := []float64{0, 0, 1, 1}
	X2 := [][]float64{{1, 0.2}, {1.5, 0.1}, {0.8, 0.4}, {3.1, 1.2}, {3.5, 0.9}, {2.9, 1.5}, {5, 3}, {5.5, 2.5}}
	y2 := []float64{2, 2, 2, 5, 5, 5, 9, 9}
	scaled := make([][]float64, len(X2))
	for i, row := range X2 {
		scaled[i] = []float64{row[0] * 1e200, row[1] * 1e200}
	}
	// scikit-learn 1.2.1 GaussianNB().fit(X, y): classes_, predict,
	// predict_proba.
	for _, test := range []struct {
		name      string
		X         [][]float64
		y, query  []float64
		wantPred  float64
		wantProba []float64
		tol       float64
	}{
		{name: "S4 tie", X: X, y: y, query: []float64{2.5, 3.5}, wantPred: 0, wantProba: []float64{0.5, 0.5}, tol: 1e-15},
		{name: "class 1", X: X, y: y, query: []float64{3, 4}, wantPred: 1, wantProba: []float64{0.0003353501438759853, 0.9996646498561241}, tol: 1e-12},
		{name: "far query", X: X, y: y, query: []float64{100, -100}, wantPred: 0, wantProba: []float64{1, 1.4251644247871082e-21}, tol: 1e-12},
		{name: "three classes", X: X2, y: y2, query: []float64{3, 1}, wantPred: 5, wantProba: []float64{1.6323204750602708e-17, 1, 6.708764548122523e-29}, tol: 1e-12},
		{name: "three classes b", X: X2, y: y2, query: []float64{4.3, 2}, wantPred: 9, wantProba: []float64{1.8129314921821436e-64, 0.02912337047814165, 0.9708766295218589}, tol: 1e-12},
		// The same data ×1e200: scikit-learn returns NaN (its squares
		// overflow); the posterior is scale-invariant, so the answer is that
		// of "three classes".
		{name: "huge coordinates", X: scaled, y: y2, query: []float64{3e200, 1e200}, wantPred: 5, wantProba: []float64{1.6323204750602708e-17, 1, 6.708764548122523e-29}, tol: 1e-12},
		// A feature constant within each class: only ε keeps it finite.
		{name: "constant within class", X: [][]float64{{1, 5}, {2, 5}, {3, 7}, {4, 7}}, y: []float64{0, 0, 1, 1}, query: []float64{2.6, 6.1}, wantPred: 1, wantProba: []float64{0, 1}, tol: 1e-15},
	} {
		got, err := GaussianNB(test.X, test.y, test.query)
		if err != nil || got.Prediction != test.wantPred || !vecWithinAbs(got.Posterior, test.wantProba, test.tol) {
			t.Errorf("%s: GaussianNB = %+v, %v; want prediction %v, posterior %v", test.name, got, err, test.wantPred, test.wantProba)
		}
	}
	if _, err := GaussianNB([][]float64{{1, 1}, {1, 1}}, []float64{0, 1}, []float64{1, 1}); !errors.Is(err, ErrUndefined) {
		t.Errorf("constant X: error %v, want ErrUndefined", err)
	}
	// Ten copies of a row whose plain mean Σx/10 is an ulp off: the
	// variances must still be exactly 0 (they were 4.9e-32 and 2.0e-31,
	// and eqx answered [1/3, 1/3, 1/3]; scikit-learn 1.2.1 answers
	// [1, 1, 1] from the same rounding noise).
	ten := make([][]float64, 10)
	for i := range ten {
		ten[i] = []float64{-1.5927498142734273, 1.6739104174998714, 1.229107210160488}
	}
	if r, err := GaussianNB(ten, []float64{0, 0, 1, 1, 1, 1, 2, 2, 2, 2}, []float64{2.6641400231597476, 3.001374221503255, 1.695693128064982}); !errors.Is(err, ErrUndefined) {
		t.Errorf("ten copies of one row: GaussianNB = %+v, %v; want ErrUndefined", r, err)
	}
	for _, test := range []struct {
		X        [][]float64
		y, query []float64
		msg      string
	}{
		{X: X, y: y, query: []float64{1}, msg: "1 features but the rows of X have 2"},
		{X: X, y: []float64{0, 1}, query: []float64{1, 1}, msg: "4 rows but y has 2"},
		{X: nil, y: nil, query: []float64{1}, msg: "no values"},
	} {
		if _, err := GaussianNB(test.X, test.y, test.query); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("GaussianNB(%v, %v, %v): error %v, want one containing %q", test.X, test.y, test.query, err, test.msg)
		}
	}
}

// TestLogisticCost: by hand, X = (1, 2), y = (0, 1), w = 1, b = −1.5
// give z = (−0.5, 0.5), each term log(1 + e^{−0.5}) = 0.474076984; and
// it agrees with LogisticRegressionCost on the design [1, x].
func TestLogisticCost(t *testing.T) {
	got, err := LogisticCost([][]float64{{1}, {2}}, []float64{0, 1}, []float64{1}, -1.5)
	if err != nil || math.Abs(got-0.4740769841801067) > 1e-12 {
		t.Errorf("LogisticCost = %v, %v; want 0.4740769841801067", got, err)
	}
	X := [][]float64{{0.5, -1}, {2, 3}, {-1, 0.25}}
	y := []float64{1, 0, 0.5}
	want, err := LogisticRegressionCost([][]float64{{1, 0.5, -1}, {1, 2, 3}, {1, -1, 0.25}}, y, []float64{0.3, -0.7, 1.1}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := LogisticCost(X, y, []float64{-0.7, 1.1}, 0.3); err != nil || math.Abs(got-want) > 1e-12 {
		t.Errorf("LogisticCost = %v, %v; LogisticRegressionCost on [1, x] gives %v", got, err, want)
	}
	for _, c := range []struct {
		X   [][]float64
		y   []float64
		msg string
	}{
		{nil, nil, "at least 1"},
		{[][]float64{{1}}, []float64{2}, "outside [0, 1]"},
		{[][]float64{{1, 2}}, []float64{1}, "row 1 of X has 2 entries and w 1"},
	} {
		if _, err := LogisticCost(c.X, c.y, []float64{1}, 0); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("LogisticCost(%v, %v): error %v, want one containing %q", c.X, c.y, err, c.msg)
		}
	}
}
