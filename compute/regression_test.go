package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestDot(t *testing.T) {
	// Exact sums worked out by hand.
	for _, test := range []struct {
		name string
		a, b []float64
		want float64
	}{
		{name: "plain", a: []float64{1, 2, 3}, b: []float64{4, -5, 6}, want: 12},
		{name: "empty", want: 0},
		// 1e300·1e300 overflows, but it cancels: Inf − Inf would be NaN.
		{name: "cancelling overflow", a: []float64{1e300, -1e300}, b: []float64{1e300, 1e300}, want: 0},
		// 1e200·1e200 − 1e300·1e99 = 1e400 − 1e399 = 9e399: out of range.
		{name: "true overflow", a: []float64{1e200, -1e300}, b: []float64{1e200, 1e99}, want: inf},
		{name: "true negative overflow", a: []float64{-1e200}, b: []float64{1e200}, want: negInf},
		// 1e300·1e10 − 1e300·1e10 + 2e300·0.5 = 1e300.
		{name: "overflow then in range", a: []float64{1e300, -1e300, 2e300}, b: []float64{1e10, 1e10, 0.5}, want: 1e300},
		{name: "inf times zero", a: []float64{inf, 1}, b: []float64{0, 1}, want: nan},
		{name: "inf minus inf", a: []float64{inf, inf}, b: []float64{1, -1}, want: nan},
	} {
		if got := dot(test.a, test.b); !withinRel(got, test.want, 1e-15) {
			t.Errorf("%s: dot(%v, %v) = %v, want %v", test.name, test.a, test.b, got, test.want)
		}
	}
}

func TestLinearHypothesis(t *testing.T) {
	// Hand-derived: θᵀx with x_0 = 1.
	for _, test := range []struct {
		theta, x []float64
		want     float64
	}{
		{theta: []float64{1, 2, 3}, x: []float64{1, 0.5, -1}, want: -1}, // the public vector
		{theta: []float64{1, 2, 3}, x: []float64{0.5, -1}, want: -1},    // x_0 = 1 prepended
		{theta: []float64{0.5, 2}, x: []float64{1.5}, want: 3.5},
		{theta: []float64{1e300, 1e300}, x: []float64{1e10}, want: inf},
		{theta: []float64{0, 1e300, -1e300}, x: []float64{1e300, 1e300}, want: 0},
	} {
		got, err := LinearHypothesis(test.theta, test.x)
		if err != nil {
			t.Errorf("LinearHypothesis(%v, %v): %v", test.theta, test.x, err)
			continue
		}
		if !withinRel(got, test.want, 1e-15) {
			t.Errorf("LinearHypothesis(%v, %v) = %v, want %v", test.theta, test.x, got, test.want)
		}
	}
	for _, test := range []struct {
		theta, x []float64
		msg      string
	}{
		{theta: []float64{1, 2}, x: []float64{1, 2, 3}, msg: "x needs 2"},
		{theta: nil, x: nil, msg: "theta"},
		{theta: []float64{1, nan}, x: []float64{1, 1}, msg: "not a finite number"},
		{theta: []float64{1, 2}, x: []float64{inf}, msg: "not a finite number"},
	} {
		if _, err := LinearHypothesis(test.theta, test.x); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("LinearHypothesis(%v, %v): error %v, want one containing %q", test.theta, test.x, err, test.msg)
		}
	}
}

func TestLinearPredict(t *testing.T) {
	// S1's layout [x 1]·[w b], by hand: 2x + 1.
	got, err := LinearPredict([][]float64{{1, 1}, {2, 1}, {3, 1}}, []float64{2, 1})
	if err != nil || !vecWithinAbs(got, []float64{3, 5, 7}, 0) {
		t.Errorf("LinearPredict = %v, %v; want [3 5 7]", got, err)
	}
	for _, test := range []struct {
		X   [][]float64
		w   []float64
		msg string
	}{
		{X: [][]float64{{1, 2}, {3}}, w: []float64{1, 1}, msg: "rectangular"},
		{X: nil, w: []float64{1}, msg: "no values"},
		{X: [][]float64{{}}, w: []float64{1}, msg: "no entries"},
		{X: [][]float64{{1, 2}}, w: []float64{1}, msg: "2 columns but w has 1"},
		{X: [][]float64{{1, nan}}, w: []float64{1, 1}, msg: "entry (1, 2)"},
	} {
		if _, err := LinearPredict(test.X, test.w); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("LinearPredict(%v, %v): error %v, want one containing %q", test.X, test.w, err, test.msg)
		}
	}
}

func TestLinearRegressionCost(t *testing.T) {
	X := [][]float64{{1, 1}, {1, 2}, {1, 3}}
	y := []float64{1, 2, 3}
	// numpy 1.24.2: r = X@θ − y; r@r/6.
	for _, test := range []struct {
		X     [][]float64
		y     []float64
		theta []float64
		want  float64
	}{
		{X: X, y: y, theta: []float64{0, 0}, want: 2.3333333333333335},
		{X: X, y: y, theta: []float64{1, 0.5}, want: 0.08333333333333333},
		{X: X, y: y, theta: []float64{-2, 3}, want: 3.3333333333333335},
		{X: X, y: y, theta: []float64{0, 1}, want: 0}, // a perfect fit
		{X: [][]float64{{1}}, y: []float64{5}, theta: []float64{2}, want: 4.5},
		// Residual 1e200: r²/2 = 5e399 is beyond float64.
		{X: [][]float64{{1}}, y: []float64{-1e200}, theta: []float64{0}, want: inf},
		// Residuals 1.2e154: the sum of squares overflows, the mean does
		// not: (1.44e308 + 1.44e308)/2/2 = 7.2e307 (by hand).
		{X: [][]float64{{1}, {1}}, y: []float64{1.2e154, -1.2e154}, theta: []float64{0}, want: 7.2e307},
	} {
		got, err := LinearRegressionCost(test.X, test.y, test.theta)
		if err != nil {
			t.Errorf("LinearRegressionCost(%v, %v, %v): %v", test.X, test.y, test.theta, err)
			continue
		}
		if !withinRel(got, test.want, 1e-14) {
			t.Errorf("LinearRegressionCost(%v, %v, %v) = %v, want %v", test.X, test.y, test.theta, got, test.want)
		}
	}
	if _, err := LinearRegressionCost(X, []float64{1, 2}, []float64{0, 0}); err == nil || !strings.Contains(err.Error(), "3 rows but y has 2") {
		t.Errorf("mismatched y: error %v", err)
	}
	if _, err := LinearRegressionCost(nil, nil, []float64{0}); !errors.Is(err, ErrEmpty) {
		t.Errorf("empty X: error %v, want ErrEmpty", err)
	}
}

func TestNormalEquation(t *testing.T) {
	// numpy 1.24.2 linalg.lstsq(X, y, rcond=None), the minimum-norm
	// least-squares solution; rank from numpy.linalg.matrix_rank.
	for _, test := range []struct {
		name string
		X    [][]float64
		y    []float64
		want []float64
		rank int
		tol  float64
	}{
		{name: "exact line", X: [][]float64{{1, 1}, {1, 2}, {1, 3}}, y: []float64{1, 2, 3}, want: []float64{0, 1}, rank: 2, tol: 1e-14},
		{name: "noisy line", X: [][]float64{{1, 0}, {1, 1}, {1, 2}, {1, 3}}, y: []float64{1, 3, 2, 5}, want: []float64{1.1, 1.1000000000000003}, rank: 2, tol: 1e-14},
		{name: "three features", X: [][]float64{{1, 0.5, 3.1}, {1, 1.2, -1}, {1, -0.3, 0.4}, {1, 2.2, 0.9}, {1, 1.7, 2.5}, {1, 0.1, -2.2}},
			y: []float64{1, 2.5, -0.7, 3.3, 0.2, 1.9}, want: []float64{0.5945574494866818, 1.1537781858883944, -0.4318234866803844}, rank: 3, tol: 1e-14},
		// Singular XᵀX: the third column is twice the second. By hand, every
		// θ with θ_0 = 0, θ_1 + 2θ_2 = 1 fits; the least-norm one is
		// [0, 0.2, 0.4] (numpy: [4.0e-16, 0.2, 0.39999999999999980]).
		{name: "collinear columns", X: [][]float64{{1, 1, 2}, {1, 2, 4}, {1, 3, 6}}, y: []float64{1, 2, 3}, want: []float64{0, 0.2, 0.4}, rank: 2, tol: 1e-14},
		// All x equal: slope and intercept are not identifiable.
		{name: "repeated x", X: [][]float64{{1, 2}, {1, 2}, {1, 2}}, y: []float64{1, 2, 6}, want: []float64{0.6000000000000002, 1.2000000000000004}, rank: 1, tol: 1e-14},
		{name: "fewer rows than columns", X: [][]float64{{1, 2}}, y: []float64{5}, want: []float64{1, 2}, rank: 1, tol: 1e-14},
		{name: "one point", X: [][]float64{{2}}, y: []float64{3}, want: []float64{1.5}, rank: 1},
		{name: "zero matrix", X: [][]float64{{0, 0}, {0, 0}}, y: []float64{1, 2}, want: []float64{0, 0}, rank: 0},
		// X·1e150: θ scales by 1e-150 (numpy on the scaled X).
		{name: "huge X", X: [][]float64{{1e150, 0.5e150, 3.1e150}, {1e150, 1.2e150, -1e150}, {1e150, -0.3e150, 0.4e150}, {1e150, 2.2e150, 0.9e150}, {1e150, 1.7e150, 2.5e150}, {1e150, 0.1e150, -2.2e150}},
			y: []float64{1, 2.5, -0.7, 3.3, 0.2, 1.9}, want: []float64{5.9455744948668167e-151, 1.1537781858883943e-150, -4.3182348668038395e-151}, rank: 3, tol: 1e-164},
	} {
		got, rank, err := NormalEquation(test.X, test.y)
		if err != nil {
			t.Errorf("%s: NormalEquation: %v", test.name, err)
			continue
		}
		if !vecWithinAbs(got, test.want, test.tol) || rank != test.rank {
			t.Errorf("%s: NormalEquation = %v (rank %d), want %v (rank %d)", test.name, got, rank, test.want, test.rank)
		}
	}
	for _, test := range []struct {
		X   [][]float64
		y   []float64
		msg string
	}{
		{X: nil, y: nil, msg: "no values"},
		{X: [][]float64{{1, 2}, {1}}, y: []float64{1, 2}, msg: "rectangular"},
		{X: [][]float64{{1, 2}}, y: []float64{1, 2}, msg: "1 rows but y has 2"},
		{X: [][]float64{{1, 2}}, y: []float64{nan}, msg: "not a finite number"},
		{X: [][]float64{{inf, 2}}, y: []float64{1}, msg: "not a finite number"},
	} {
		if _, _, err := NormalEquation(test.X, test.y); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("NormalEquation(%v, %v): error %v, want one containing %q", test.X, test.y, err, test.msg)
		}
	}
}

func TestContourRegressionStep(t *testing.T) {
	X := [][]float64{{1, 1}, {1, 2}, {1, 3}}
	// numpy 1.24.2 lstsq(X, y + ŷ).
	for _, test := range []struct {
		y, yHat, want []float64
	}{
		{y: []float64{1, 2, 3}, yHat: []float64{1, 2, 3}, want: []float64{0, 2}},
		{y: []float64{1, 2, 3}, yHat: []float64{3, 1, 2}, want: []float64{3.0000000000000004, 0.5000000000000001}},
	} {
		got, err := ContourRegressionStep(X, test.y, test.yHat)
		if err != nil || !vecWithinAbs(got, test.want, 1e-14) {
			t.Errorf("ContourRegressionStep(X, %v, %v) = %v, %v; want %v", test.y, test.yHat, got, err, test.want)
		}
	}
	// Targets 0.9e308: y + ŷ overflows but each fit, and the sum of the
	// slopes 0.3e308 + 0.3e308, does not. By hand: y = ŷ = 0.3e308·[1, 2, 3]
	// gives slope 0.3e308 each, intercept 0.
	y := []float64{0.3e308, 0.6e308, 0.9e308}
	got, err := ContourRegressionStep(X, y, y)
	if err != nil || !withinRel(got[1], 0.6e308, 1e-14) || math.Abs(got[0]) > 1e294 {
		t.Errorf("ContourRegressionStep near overflow = %v, %v; want [0, 6e307]", got, err)
	}
	if _, err := ContourRegressionStep(X, []float64{1, 2, 3}, []float64{1, 2}); err == nil || !strings.Contains(err.Error(), "y_hat_reordered has 2") {
		t.Errorf("mismatched y_hat_reordered: error %v", err)
	}
}

// hasNaN reports whether a kernel's result holds a NaN anywhere.
func hasNaN(vals ...any) bool {
	for _, v := range vals {
		switch x := v.(type) {
		case float64:
			if x != x {
				return true
			}
		case []float64:
			for _, e := range x {
				if e != e {
					return true
				}
			}
		case [][]float64:
			for _, row := range x {
				if hasNaN(row) {
					return true
				}
			}
		case [][][]float64:
			for _, m := range x {
				if hasNaN(m) {
					return true
				}
			}
		}
	}
	return false
}

// TestNoNaNFromExtremes runs the kernels of the regression, classification,
// optimization and neural-network families on every combination of
// extreme values. Each must return an error or a result without NaN, and
// never panic.
func TestNoNaNFromExtremes(t *testing.T) {
	extremes := []float64{0, -0.0, 1, -1, 5e-324, 1e-300, 1e300, -1e300, math.MaxFloat64, -math.MaxFloat64, inf, negInf, nan}
	for _, a := range extremes {
		for _, b := range extremes {
			v := []float64{a, b}
			X := [][]float64{{a, b}, {b, a}, {1, a}}
			y3 := []float64{a, b, 1}
			check := func(name string, err error, out ...any) {
				t.Helper()
				if err == nil && hasNaN(out...) {
					t.Errorf("%s(a=%v, b=%v) = %v: NaN without an error", name, a, b, out)
				}
			}
			r1, err := LinearHypothesis(v, v)
			check("LinearHypothesis", err, r1)
			r2, err := LinearPredict(X, v)
			check("LinearPredict", err, r2)
			r3, err := LinearRegressionCost(X, y3, v)
			check("LinearRegressionCost", err, r3)
			r4, _, err := NormalEquation(X, y3)
			check("NormalEquation", err, r4)
			r5, err := ContourRegressionStep(X, y3, y3)
			check("ContourRegressionStep", err, r5)
			p, err := PerceptronUpdate(v, v, a, 1, 0.5)
			check("PerceptronUpdate", err, p.W, p.B)
			h, _, err := LogisticHypothesis(v, v)
			check("LogisticHypothesis", err, h)
			r6, err := LogisticRegressionCost(X, []float64{0, 1, 0}, v, math.Abs(b))
			check("LogisticRegressionCost", err, r6)
			k, err := KNNClassify(X, y3, v, 2, KNNEuclidean)
			check("KNNClassify", err, k.Label)
			g, err := GaussianNB(X, []float64{0, 1, 1}, v)
			check("GaussianNB", err, g.Posterior)
			bd, err := BayesDecide([]float64{0.5, 0.5}, []float64{math.Abs(a), math.Abs(b)})
			check("BayesDecide", err, bd.Posterior)
			q, err := GradientDescentQuadratic(v, 0.3, 5)
			check("GradientDescentQuadratic", err, q)
			ls, err := GradientDescentLeastSquares(X, y3, v, 0.01, 5)
			check("GradientDescentLeastSquares", err, ls)
			st, err := LogisticGradientStep(X, []float64{0, 1, 0}, v, b, 0.5)
			check("LogisticGradientStep", err, st.W, st.B)
			d, err := DenseLayer(v, X[:2], v, ActTanh)
			check("DenseLayer", err, d)
			net := Network{Thetas: [][][]float64{{{a, b, 1}, {b, a, 1}}, {{1, a, b}}}}
			_, A, err := net.Forward(v)
			check("Forward", err, A)
			nc, err := NetworkCost(net, [][]float64{v}, [][]float64{{1}}, 1)
			check("NetworkCost", err, nc)
			for _, g := range []Activation{ActSigmoid, ActTanh, ActReLU, ActIdentity} {
				net.G = g
				for _, loss := range []NetworkLoss{CrossEntropyLoss, HalfSquaredLoss} {
					bp, err := net.Backpropagate(v, []float64{1}, loss)
					check("Backpropagate", err, bp.Deltas, bp.Grads)
				}
				for _, loss := range []NeuronLoss{SquaredError, HalfSquaredError, LogLoss} {
					c, err := ChainRule(v, v, a, 1, g, loss)
					check("ChainRule", err, c.Z, c.A, c.Loss, c.DLdA, c.DAdZ, c.DLdW, c.DLdB)
					c, err = ChainRule([]float64{0, 1e300}, []float64{1, 1e300}, 0, 0, g, loss)
					check("ChainRule", err, c.Z, c.A, c.Loss, c.DLdA, c.DAdZ, c.DLdW, c.DLdB)
				}
			}
			s, err := TwoLayerSGDStep(v, 1, X[:2], v, v, b, 0.5, false)
			check("TwoLayerSGDStep", err, s.W1, s.B1, s.W2, s.B2)
		}
	}
}

// TestContourRegressionRepeated checks why eqx offers no Step for contour
// regression (equations/regression.go): repeated as its source prints it,
// the step diverges whatever the reordering. Least squares with an
// intercept keeps the sum of its target in its fitted values, and a
// reordering keeps the sum of ŷ, so the predictions' sum after k steps is
// (k+1)·Σy.
func TestContourRegressionRepeated(t *testing.T) {
	X := [][]float64{{1, 0.5}, {1, 1.5}, {1, 2}, {1, 3.5}, {1, 4}}
	y := []float64{1.2, 1.9, 3.1, 3.9, 5.2}
	sumY := 0.0
	for _, v := range y {
		sumY += v
	}
	w, _, err := NormalEquation(X, y)
	if err != nil {
		t.Fatal(err)
	}
	// Reorderings: none, reversed, and a fixed shuffle.
	perms := [][]int{{0, 1, 2, 3, 4}, {4, 3, 2, 1, 0}, {2, 0, 4, 1, 3}}
	for k := 1; k <= 6; k++ {
		pred, err := LinearPredict(X, w)
		if err != nil {
			t.Fatal(err)
		}
		p := perms[k%len(perms)]
		reordered := make([]float64, len(pred))
		for i, j := range p {
			reordered[i] = pred[j]
		}
		if w, err = ContourRegressionStep(X, y, reordered); err != nil {
			t.Fatal(err)
		}
		next, _ := LinearPredict(X, w)
		sum := 0.0
		for _, v := range next {
			sum += v
		}
		if want := float64(k+1) * sumY; math.Abs(sum-want) > 1e-9*want {
			t.Errorf("after %d steps the predictions sum to %g, want (k+1)·Σy = %g", k, sum, want)
		}
	}
}
