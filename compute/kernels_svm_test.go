package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestQuadraticFeatures(t *testing.T) {
	// Reference: the map written out in numpy 1.24.2 (squares, √2 cross
	// terms, √2 linear terms, 1).
	for _, test := range []struct {
		x, want []float64
	}{
		{x: []float64{0.5, -1.5}, want: []float64{0.25, 2.25, -1.0606601717798214, 0.7071067811865476, -2.121320343559643, 1}},
		{x: []float64{0.5, -1.5, 2}, want: []float64{0.25, 2.25, 4, -1.0606601717798214, 1.4142135623730951, -4.242640687119286, 0.7071067811865476, -2.121320343559643, 2.8284271247461903, 1}},
		{x: []float64{3}, want: []float64{9, 4.242640687119286, 1}},
	} {
		got, err := QuadraticFeatures(nil, test.x)
		if err != nil {
			t.Errorf("QuadraticFeatures(%v): unexpected error %v", test.x, err)
			continue
		}
		if len(got) != len(test.want) {
			t.Errorf("QuadraticFeatures(%v) has %d entries, want %d", test.x, len(got), len(test.want))
			continue
		}
		for i := range got {
			if !withinMixed(got[i], test.want[i], 1e-15) {
				t.Errorf("QuadraticFeatures(%v)[%d] = %v, want %v", test.x, i, got[i], test.want[i])
			}
		}
	}
	// The kernel trick: φ(x)ᵀφ(x') equals (xᵀx' + 1)²; both sides for
	// x = (0.5, −1.5, 2.25), x' = (−0.75, 0.1, 1.2) are 10.080625 in numpy.
	a, _ := QuadraticFeatures(nil, []float64{0.5, -1.5, 2.25})
	b, _ := QuadraticFeatures(nil, []float64{-0.75, 0.1, 1.2})
	var dot float64
	for i := range a {
		dot += a[i] * b[i]
	}
	if !withinMixed(dot, 10.080625, 1e-14) {
		t.Errorf("φ(x)ᵀφ(x') = %v, want 10.080625", dot)
	}
	if _, err := QuadraticFeatures(nil, nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("QuadraticFeatures(empty): error %v, want ErrEmpty", err)
	}
	if _, err := QuadraticFeatures(nil, []float64{1, math.NaN()}); err == nil {
		t.Error("QuadraticFeatures with NaN: no error")
	}
}

func TestQuadraticKernel(t *testing.T) {
	for _, test := range []struct {
		name  string
		x, xp []float64
		want  float64
	}{
		// numpy 1.24.2: (x @ x' + 1) ** 2.
		{name: "seed example", x: []float64{1, 2}, xp: []float64{3, 4}, want: 144},
		{name: "3-D", x: []float64{0.5, -1.5, 2.25}, xp: []float64{-0.75, 0.1, 1.2}, want: 10.080625},
		{name: "orthogonal", x: []float64{-1, 0.5}, xp: []float64{0.5, 2}, want: 2.25},
		{name: "xᵀx' = −1", x: []float64{1, 0}, xp: []float64{-1, 5}, want: 0},
		// Hand-derived: the dot product is 1e400 − 1e400 = 0, not
		// Inf − Inf, so the kernel is 1.
		{name: "huge cancelling", x: []float64{1e200, 1e200}, xp: []float64{1e200, -1e200}, want: 1},
		// (1e400 + 1)² is beyond float64.
		{name: "overflow", x: []float64{1e200}, xp: []float64{1e200}, want: math.Inf(1)},
	} {
		got, err := QuadraticKernel(test.x, test.xp)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		if !withinMixed(got, test.want, 1e-14) {
			t.Errorf("%s: QuadraticKernel(%v, %v) = %v, want %v", test.name, test.x, test.xp, got, test.want)
		}
	}
	if _, err := QuadraticKernel([]float64{1, 2}, []float64{1}); err == nil || !strings.Contains(err.Error(), "same length") {
		t.Errorf("QuadraticKernel with mismatched lengths: error %v", err)
	}
	if _, err := QuadraticKernel(nil, nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("QuadraticKernel(empty): error %v, want ErrEmpty", err)
	}
	if _, err := QuadraticKernel([]float64{math.Inf(1)}, []float64{0}); err == nil {
		t.Error("QuadraticKernel with Inf · 0: no error")
	}
}

func TestGaussianKernel(t *testing.T) {
	for _, test := range []struct {
		name  string
		x, l  []float64
		sigma float64
		want  float64
	}{
		// scikit-learn 1.2.1 rbf_kernel with gamma = 1/(2σ²).
		{name: "seed 1", x: []float64{1, 2}, l: []float64{2, 4}, sigma: 1, want: 0.0820849986238988},
		{name: "seed 2", x: []float64{0, 0}, l: []float64{1, 1}, sigma: 3, want: 0.8948393168143698},
		{name: "3-D", x: []float64{0.3, -0.2, 1}, l: []float64{1.1, 0.4, -0.5}, sigma: 0.7, want: 0.03628588230371666},
		{name: "same point", x: []float64{1, 2}, l: []float64{1, 2}, sigma: 0.5, want: 1},
		{name: "far", x: []float64{0, 0}, l: []float64{30, 40}, sigma: 1, want: 0},
		// Extremes, hand-derived. ‖x − l‖² = 4e600 and 2σ² = 2e600
		// overflow, but their ratio is 2: exp(−2), not exp(−Inf/Inf) = NaN.
		{name: "huge distance", x: []float64{1e300}, l: []float64{-1e300}, sigma: 1e300, want: 0.1353352832366127},
		{name: "huge distance tiny sigma", x: []float64{1e300}, l: []float64{0}, sigma: 1e-300, want: 0},
		// The difference 2e308 overflows, yet ‖x − l‖/σ = 2: exp(−2) =
		// 0.1353352832366127 (Python math.exp).
		{name: "overflowing difference", x: []float64{1e308}, l: []float64{-1e308}, sigma: 1e308, want: 0.1353352832366127},
		{name: "tiny distance", x: []float64{1e-300}, l: []float64{0}, sigma: 1, want: 1},
		// ‖x − l‖² = 9e-600 underflows, but ‖x − l‖/σ = 3: exp(−4.5) =
		// 0.011108996538242306 (Python math.exp).
		{name: "tiny distance tiny sigma", x: []float64{3e-300}, l: []float64{0}, sigma: 1e-300, want: 0.011108996538242306},
		// The same in 2-D, with distance 5e-300 and σ = 5e-300: exp(−½).
		{name: "tiny 2-D", x: []float64{3e-300, 0}, l: []float64{0, 4e-300}, sigma: 5e-300, want: 0.6065306597126334},
	} {
		got, err := GaussianKernel(test.x, test.l, test.sigma)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		if !withinMixed(got, test.want, 1e-14) {
			t.Errorf("%s: GaussianKernel(%v, %v, %v) = %v, want %v", test.name, test.x, test.l, test.sigma, got, test.want)
		}
	}
	for _, test := range []struct {
		name  string
		x, l  []float64
		sigma float64
	}{
		{"zero sigma", []float64{1}, []float64{2}, 0},
		{"negative sigma", []float64{1}, []float64{2}, -1},
		{"infinite sigma", []float64{1}, []float64{2}, math.Inf(1)},
		{"NaN sigma", []float64{1}, []float64{2}, math.NaN()},
		{"mismatched", []float64{1, 2}, []float64{2}, 1},
		{"empty", nil, nil, 1},
		{"NaN entry", []float64{math.NaN()}, []float64{2}, 1},
	} {
		if got, err := GaussianKernel(test.x, test.l, test.sigma); err == nil {
			t.Errorf("%s: GaussianKernel = %v, want an error", test.name, got)
		}
	}
}

func TestGramMatrix(t *testing.T) {
	X := [][]float64{{0.5, -1.2, 2}, {1.5, 0.3, -0.7}, {-2.2, 1.1, 0.4}, {0, 0, 1}, {3.1, -0.5, -1.8}}
	// scikit-learn 1.2.1: linear_kernel(X), polynomial_kernel(X, degree=2,
	// gamma=1, coef0=1), rbf_kernel(X, gamma=1/(2·1.3²)).
	linear := [][]float64{
		{5.6899999999999995, -1.0099999999999998, -1.6199999999999999, 2, -1.4500000000000002},
		{-1.0099999999999998, 2.8299999999999996, -3.25, -0.7, 5.76},
		{-1.6199999999999999, -3.25, 6.210000000000001, 0.4, -8.090000000000002},
		{2, -0.7, 0.4, 1, -1.8},
		{-1.4500000000000002, 5.76, -8.090000000000002, -1.8, 13.100000000000001},
	}
	quadratic := [][]float64{
		{44.756099999999996, 9.999999999999574e-05, 0.38439999999999985, 9, 0.20250000000000015},
		{9.999999999999574e-05, 14.668899999999997, 5.0625, 0.09000000000000002, 45.697599999999994},
		{0.38439999999999985, 5.0625, 51.98410000000001, 1.9599999999999997, 50.268100000000025},
		{9, 0.09000000000000002, 1.9599999999999997, 4, 0.6400000000000001},
		{0.20250000000000015, 45.697599999999994, 50.268100000000025, 0.6400000000000001, 198.81000000000003},
	}
	gaussian := [][]float64{
		{1, 0.04423038886459934, 0.01134146340636267, 0.4511939497339978, 0.0016332885793392433},
		{0.04423038886459934, 1, 0.010075655249483126, 0.212813884250175, 0.2712447503642365},
		{0.01134146340636267, 0.010075655249483126, 1, 0.15010057581483088, 2.753644934974711e-05},
		{0.4511939497339978, 0.212813884250175, 0.15010057581483088, 1, 0.005317848947699051},
		{0.0016332885793392433, 0.2712447503642365, 2.753644934974711e-05, 0.005317848947699051, 1},
	}
	for _, test := range []struct {
		name string
		kind KernelKind
		want [][]float64
	}{
		{"linear", KernelLinear, linear},
		{"quadratic", KernelQuadratic, quadratic},
		{"gaussian", KernelGaussian, gaussian},
	} {
		K, err := GramMatrix(X, test.kind, 1.3)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		if n := K.SymmetricDim(); n != len(X) {
			t.Errorf("%s: Gram matrix is %d×%d, want %d×%d", test.name, n, n, len(X), len(X))
			continue
		}
		for i := range test.want {
			for j := range test.want[i] {
				// Absolute 1e-12: an entry like 1e-4 comes from the
				// cancellation (−1.01 + 1)², where only absolute accuracy
				// is meaningful.
				if got := K.At(i, j); math.Abs(got-test.want[i][j]) > 1e-12 {
					t.Errorf("%s: K[%d][%d] = %v, want %v", test.name, i, j, got, test.want[i][j])
				}
			}
		}
	}

	// Tiny coordinates take the scaled path of the Gaussian kernel: the
	// distance between the rows is 5e-300 = σ, so K₀₁ = exp(−½) =
	// 0.6065306597126334 (Python math.exp), not exp(−0) from underflowed
	// squares.
	K, err := GramMatrix([][]float64{{3e-300, 0}, {0, 4e-300}}, KernelGaussian, 5e-300)
	if err != nil || math.Abs(K.At(0, 1)-0.6065306597126334) > 1e-15 || K.At(1, 1) != 1 {
		t.Errorf("tiny gaussian: K = %v, %v; want K₀₁ = 0.6065306597126334", K, err)
	}

	// Huge coordinates: the difference 2e308 overflows, yet the distance
	// over σ = 1e308 is 2 and K₀₁ = exp(−2) = 0.1353352832366127.
	K, err = GramMatrix([][]float64{{1e308}, {-1e308}}, KernelGaussian, 1e308)
	if err != nil || math.Abs(K.At(0, 1)-0.1353352832366127) > 1e-15 {
		t.Errorf("huge gaussian: K = %v, %v; want K₀₁ = 0.1353352832366127", K, err)
	}

	// Huge coordinates: xᵀx = 2e600 is +Inf, but x₁ᵀx₂ = 1e600 − 1e600 is 0
	// (hand-derived), which an unscaled product would make Inf − Inf = NaN.
	K, err = GramMatrix([][]float64{{1e300, 1e300}, {1e300, -1e300}}, KernelLinear, 0)
	if err != nil {
		t.Fatalf("huge: unexpected error %v", err)
	}
	if K.At(0, 0) != math.Inf(1) || K.At(1, 1) != math.Inf(1) || K.At(0, 1) != 0 {
		t.Errorf("huge: K = [[%v, %v], [%v, %v]], want [[+Inf, 0], [0, +Inf]]", K.At(0, 0), K.At(0, 1), K.At(1, 0), K.At(1, 1))
	}
	// Entries above 2^500 take the scaled path, which is exact for powers
	// of two: (2^500, 2^501)·(2^500, 2^501) = 5·2^1000 and
	// (2^500, 2^501)·(2^400, 0) = 2^900, hand-derived.
	K, err = GramMatrix([][]float64{{0x1p500, 0x1p501}, {0x1p400, 0}}, KernelLinear, 0)
	if err != nil {
		t.Fatalf("scaled: unexpected error %v", err)
	}
	if got, want := K.At(0, 0), 5*0x1p1000; got != want {
		t.Errorf("scaled: K[0][0] = %v, want %v", got, want)
	}
	if got, want := K.At(0, 1), 0x1p900; got != want {
		t.Errorf("scaled: K[0][1] = %v, want %v", got, want)
	}

	for _, test := range []struct {
		name  string
		X     [][]float64
		kind  KernelKind
		sigma float64
		empty bool
	}{
		{name: "no rows", X: nil, kind: KernelLinear, empty: true},
		{name: "no columns", X: [][]float64{{}}, kind: KernelLinear, empty: true},
		{name: "ragged", X: [][]float64{{1, 2}, {3}}, kind: KernelLinear},
		{name: "NaN", X: [][]float64{{1, math.NaN()}}, kind: KernelQuadratic},
		{name: "bad sigma", X: [][]float64{{1}}, kind: KernelGaussian, sigma: 0},
		{name: "unknown kernel", X: [][]float64{{1}}, kind: KernelKind(99)},
	} {
		_, err := GramMatrix(test.X, test.kind, test.sigma)
		if err == nil {
			t.Errorf("%s: no error", test.name)
		} else if test.empty && !errors.Is(err, ErrEmpty) {
			t.Errorf("%s: error %v, want ErrEmpty", test.name, err)
		}
	}
}

func TestSVMHardMargin(t *testing.T) {
	// numpy 1.24.2: 2/‖w‖ and (2y − 1)(Xw + b).
	for _, test := range []struct {
		name       string
		w          []float64
		b          float64
		X          [][]float64
		y          []float64
		width      float64
		functional []float64
		feasible   bool
	}{
		{name: "vector", w: []float64{3, 4}, b: -1, X: [][]float64{{1, 1}, {0, 0}}, y: []float64{1, 0},
			width: 0.4, functional: []float64{6, 1}, feasible: true},
		{name: "default", w: []float64{1, 1}, b: -2, X: [][]float64{{2, 2}, {3, 1}, {0, 0}, {-1, 1}}, y: []float64{1, 1, 0, 0},
			width: 1.414213562373095, functional: []float64{2, 2, 2, 2}, feasible: true},
		{name: "violation", w: []float64{0.5, 0.5}, b: -1, X: [][]float64{{2, 2}, {3, 1}, {0, 0}, {-1, 1}, {1, 1.5}}, y: []float64{1, 1, 0, 0, 0},
			width: 2.82842712474619, functional: []float64{1, 1, 1, 1, -0.25}, feasible: false},
		// w = 0: the margin lines are at infinity; no point can satisfy
		// both constraints with b alone.
		{name: "zero w", w: []float64{0, 0}, b: 1, X: [][]float64{{1, 1}, {0, 0}}, y: []float64{1, 0},
			width: math.Inf(1), functional: []float64{1, -1}, feasible: false},
	} {
		m, err := SVMHardMargin(test.w, test.b, test.X, test.y)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		if !withinMixed(m.Width, test.width, 1e-15) {
			t.Errorf("%s: width = %v, want %v", test.name, m.Width, test.width)
		}
		if m.Feasible != test.feasible {
			t.Errorf("%s: feasible = %v, want %v", test.name, m.Feasible, test.feasible)
		}
		for i := range test.functional {
			if !withinMixed(m.Functional[i], test.functional[i], 1e-15) {
				t.Errorf("%s: functional margin %d = %v, want %v", test.name, i, m.Functional[i], test.functional[i])
			}
		}
	}
	for _, test := range []struct {
		name string
		w    []float64
		X    [][]float64
		y    []float64
	}{
		{"label 2", []float64{1}, [][]float64{{1}}, []float64{2}},
		{"label -1", []float64{1}, [][]float64{{1}}, []float64{-1}},
		{"fewer labels", []float64{1}, [][]float64{{1}, {2}}, []float64{1}},
		{"short row", []float64{1, 1}, [][]float64{{1, 1}, {2}}, []float64{1, 0}},
		{"no data", []float64{1}, nil, nil},
		{"empty w", nil, [][]float64{{1}}, []float64{1}},
		{"NaN", []float64{1}, [][]float64{{math.NaN()}}, []float64{1}},
	} {
		if _, err := SVMHardMargin(test.w, 0, test.X, test.y); err == nil {
			t.Errorf("%s: no error", test.name)
		}
	}
}

func TestSVMSoftMarginObjective(t *testing.T) {
	X3 := [][]float64{{1.2, 0.3, -0.5}, {-0.8, 1.1, 2}, {0.5, -0.9, 0.3}, {2.2, 0.1, -1.4}}
	// numpy 1.24.2: λ/2·w@w + mean(maximum(0, 1 − (2y − 1)(X@w + b))).
	for _, test := range []struct {
		name   string
		w      []float64
		b      float64
		X      [][]float64
		y      []float64
		lambda float64
		want   float64
	}{
		{name: "vector", w: []float64{0.5, 0.5}, b: -0.5, X: [][]float64{{1, 1}, {0, 0}, {2, 0}}, y: []float64{1, 0, 1}, lambda: 0.1, want: 0.525},
		{name: "default", w: []float64{0.5, 0.5}, b: -1, X: [][]float64{{2, 2}, {3, 1}, {0, 0}, {-1, 1}, {1, 1.5}}, y: []float64{1, 1, 0, 0, 0}, lambda: 0.1, want: 0.275},
		{name: "3-D", w: []float64{0.7, -1.3, 0.25}, b: 0.4, X: X3, y: []float64{1, 0, 1, 0}, lambda: 0.37, want: 1.0986125},
		{name: "λ = 0", w: []float64{0.7, -1.3, 0.25}, b: 0.4, X: X3, y: []float64{1, 0, 1, 0}, lambda: 0, want: 0.68375},
		// Hand-derived: both hinge terms are 1 + 1e308 = 1e308; their sum
		// overflows but the mean is 1e308, plus λ/2·1 = 0.05.
		{name: "huge hinge", w: []float64{1}, b: 0, X: [][]float64{{1e308}, {1e308}}, y: []float64{0, 0}, lambda: 0.1, want: 1e308},
		// w = 1e200: wᵀw = 1e400 overflows, and so does the objective.
		{name: "huge w", w: []float64{1e200}, b: 0, X: [][]float64{{1}}, y: []float64{1}, lambda: 0.1, want: math.Inf(1)},
	} {
		got, err := SVMSoftMarginObjective(test.w, test.b, test.X, test.y, test.lambda)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		if !withinMixed(got, test.want, 1e-15) {
			t.Errorf("%s: objective = %v, want %v", test.name, got, test.want)
		}
	}
	for _, lambda := range []float64{-0.1, math.Inf(1), math.NaN()} {
		if _, err := SVMSoftMarginObjective([]float64{1}, 0, [][]float64{{1}}, []float64{1}, lambda); err == nil {
			t.Errorf("λ = %v: no error", lambda)
		}
	}
	if _, err := SVMSoftMarginObjective([]float64{1}, 0, nil, nil, 1); !errors.Is(err, ErrEmpty) {
		t.Errorf("no data: error %v, want ErrEmpty", err)
	}
}

func TestSVMSubgradientStep(t *testing.T) {
	// numpy 1.24.2: s = 2y − 1; active = s(w@x + b) < 1;
	// w' = (1 − αλ)w + α·s·active·x; b' = b + α·s·active.
	for _, test := range []struct {
		name          string
		w             []float64
		b             float64
		x             []float64
		y             int
		alpha, lambda float64
		wantW         []float64
		wantB         float64
		active        bool
	}{
		{name: "vector", w: []float64{0.5, 0.5}, b: 0, x: []float64{1, 0}, y: 1, alpha: 0.1, lambda: 0.01,
			wantW: []float64{0.5995, 0.4995}, wantB: 0.1, active: true},
		// Margin 1.5 ≥ 1: only the shrinkage acts (the seed's indicator
		// would be true here instead).
		{name: "inactive", w: []float64{0.5, 0.5}, b: 0, x: []float64{3, 0}, y: 1, alpha: 0.1, lambda: 0.01,
			wantW: []float64{0.4995, 0.4995}, wantB: 0, active: false},
		{name: "negative label", w: []float64{0.2, -0.4, 1}, b: 0.3, x: []float64{1.5, 0.5, -0.25}, y: 0, alpha: 0.05, lambda: 0.2,
			wantW: []float64{0.123, -0.42100000000000004, 1.0025}, wantB: 0.25, active: true},
		// Margin −3 < 1 is active, but a zero step moves nothing.
		{name: "zero step", w: []float64{1, 2}, b: 3, x: []float64{0, 0}, y: 0, alpha: 0, lambda: 5,
			wantW: []float64{1, 2}, wantB: 3, active: true},
	} {
		s, err := SVMSubgradientStep(test.w, test.b, test.x, test.y, test.alpha, test.lambda)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		if s.Active != test.active {
			t.Errorf("%s: active = %v, want %v", test.name, s.Active, test.active)
		}
		if !withinMixed(s.B, test.wantB, 1e-15) {
			t.Errorf("%s: b = %v, want %v", test.name, s.B, test.wantB)
		}
		for i := range test.wantW {
			if !withinMixed(s.W[i], test.wantW[i], 1e-15) {
				t.Errorf("%s: w[%d] = %v, want %v", test.name, i, s.W[i], test.wantW[i])
			}
		}
	}
	// The input w is not modified.
	w := []float64{0.5, 0.5}
	if _, err := SVMSubgradientStep(w, 0, []float64{1, 0}, 1, 0.1, 0.01); err != nil || w[0] != 0.5 {
		t.Errorf("step changed its input w to %v (error %v)", w, err)
	}
	for _, test := range []struct {
		name          string
		w, x          []float64
		y             int
		alpha, lambda float64
	}{
		{"label 2", []float64{1}, []float64{1}, 2, 0.1, 0.1},
		{"negative α", []float64{1}, []float64{1}, 1, -0.1, 0.1},
		{"NaN λ", []float64{1}, []float64{1}, 1, 0.1, math.NaN()},
		{"mismatched", []float64{1, 2}, []float64{1}, 1, 0.1, 0.1},
		{"empty", nil, nil, 1, 0.1, 0.1},
		// wᵀx = 0 (active), then (1 − αλ)w₁ = −Inf and αx₁ = +Inf: the
		// first entry is Inf − Inf.
		{"overflow", []float64{1e308, 1e308}, []float64{1e308, -1e308}, 1, 1e308, 1},
	} {
		if s, err := SVMSubgradientStep(test.w, 0, test.x, test.y, test.alpha, test.lambda); err == nil {
			t.Errorf("%s: step = %+v, want an error", test.name, s)
		}
	}
}

func TestLinearDecision(t *testing.T) {
	// The quadratic map with w = (1, 1, 0, 0, 0, −1) scores x₁² + x₂² − 1
	// (hand-derived): inside the unit circle 0, on and outside it 1.
	w := []float64{1, 1, 0, 0, 0, -1}
	for _, test := range []struct {
		x     []float64
		label int
		score float64
	}{
		{[]float64{0.5, 0.5}, 0, -0.5},
		{[]float64{1, 1}, 1, 1},
		{[]float64{1, 0}, 1, 0}, // on the boundary: ≥ 0 is class 1
		{[]float64{0, 0}, 0, -1},
	} {
		phi, err := QuadraticFeatures(nil, test.x)
		if err != nil {
			t.Fatal(err)
		}
		label, score, err := LinearDecision(w, phi, 0)
		if err != nil || label != test.label || !withinMixed(score, test.score, 1e-15) {
			t.Errorf("LinearDecision(x = %v) = %d, %v, %v; want %d, %v", test.x, label, score, err, test.label, test.score)
		}
	}
	if _, _, err := LinearDecision([]float64{1, 2, 3, 4, 5}, []float64{1, 2, 3, 4, 5, 6}, 0); err == nil {
		t.Error("LinearDecision with 5 weights and 6 features: no error")
	}
	if _, _, err := LinearDecision([]float64{1}, []float64{1}, math.Inf(-1)); err == nil {
		t.Error("LinearDecision with b = −Inf: no error")
	}
}

// TestKernelsExtremeScales checks inner products whose entries span the
// float64 range, where scaling by the largest entry sent moderate products
// below the subnormals, and the penalty and step that overflowed on the
// way to a finite answer. References: mpmath 1.2.1 at 60 digits from the
// binary inputs, rounded to float64.
func TestKernelsExtremeScales(t *testing.T) {
	rel := func(got, want float64) bool { return withinRel(got, want, 4e-16) }
	// The largest entries of w and x sit in different coordinates: the
	// margin is the product of the moderate ones (was b = 2.3e-150).
	m, err := SVMHardMargin([]float64{5.854961060139305e+278, 4.3248490471078326e+32, -8.074122497760051e-284, 0.0009223197760904186}, 2.2620925466726703e-150,
		[][]float64{{-1.3760627624894001e-256, -4.074801238645211e+132, 1.2621821174304746e+272, 5.629988317739233e+129}}, []float64{1})
	if err != nil || !rel(m.Functional[0], -1.7622900254108558e+165) || m.Feasible {
		t.Errorf("mixed scales: SVMHardMargin = %+v, %v; want functional margin -1.7622900254108558e+165", m, err)
	}
	// A Gram matrix with rows of 1e299 and 1e-201 (K₀₁ was 0).
	K, err := GramMatrix([][]float64{{6.1787755144610574e+299}, {2.660525419394473e-201}, {-8.2432269137695975e+298}}, KernelLinear, 1)
	want := [][]float64{{inf, 1.6438789316955803e+99, -inf}, {1.6438789316955803e+99, 0, -2.1931314741920664e+98}, {-inf, -2.1931314741920664e+98, inf}}
	for i := range want {
		for j := range want {
			if err != nil || !(K.At(i, j) == want[i][j] || rel(K.At(i, j), want[i][j])) {
				t.Errorf("mixed scales: GramMatrix(%d, %d) = %v, %v; want %v", i, j, K.At(i, j), err, want[i][j])
			}
		}
	}
	// (x₀ᵀx₁ + 1)² with x₀ᵀx₁ = 1e200 is beyond the float64 range (was 1).
	K, err = GramMatrix([][]float64{{1e100, 1e300}, {1e100, 0}}, KernelQuadratic, 1)
	if err != nil || K.At(0, 1) != inf {
		t.Errorf("quadratic Gram entry of 1e400: %v, %v; want +Inf", K.At(0, 1), err)
	}
	// λ/2·wᵀw = 0.5e-300·1e340 = 5e39 although wᵀw overflows (was +Inf).
	J, err := SVMSoftMarginObjective([]float64{1e170}, 0, [][]float64{{0}}, []float64{1}, 1e-300)
	if err != nil || !rel(J, 5.000000000000001e+39) {
		t.Errorf("penalty of a huge w: SVMSoftMarginObjective = %v, %v; want 5.000000000000001e+39", J, err)
	}
	// w = 0 and αλ = 1e400: (1 − αλ)·0 = 0, the step is α·x (was an
	// error from Inf·0 = NaN).
	s, err := SVMSubgradientStep([]float64{0, 0}, 0, []float64{1, -0.5}, 1, 1e200, 1e200)
	if err != nil || !s.Active || s.W[0] != 1e200 || s.W[1] != -5e199 || s.B != 1e200 {
		t.Errorf("zero w, αλ = 1e400: SVMSubgradientStep = %+v, %v; want w = (1e200, -5e199), b = 1e200", s, err)
	}
	// (1 − 1e10)·1e300 is beyond the float64 range: an error, as
	// documented (was w = -Inf).
	if s, err := SVMSubgradientStep([]float64{1e300}, 0, []float64{1}, 1, 1e10, 1); err == nil {
		t.Errorf("overflowing step: SVMSubgradientStep = %+v, want an error", s)
	}
}
