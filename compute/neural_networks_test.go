package compute

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The small network of the public vectors: two inputs, two hidden units,
// two outputs, the bias column first.
var (
	testTheta1 = [][]float64{{0.1, 0.2, -0.3}, {-0.4, 0.5, 0.6}}
	testTheta2 = [][]float64{{0.7, -0.8, 0.9}, {-0.1, 0.2, 0.3}}
)

func TestParseActivation(t *testing.T) {
	for name, want := range map[string]Activation{"sigmoid": ActSigmoid, "tanh": ActTanh, "relu": ActReLU, "identity": ActIdentity} {
		if got, err := ParseActivation(name); err != nil || got != want {
			t.Errorf("ParseActivation(%q) = %v, %v; want %v", name, got, err, want)
		}
	}
	if _, err := ParseActivation("softsign"); err == nil {
		t.Error("ParseActivation(softsign): no error")
	}
}

func TestActivationDerivative(t *testing.T) {
	// scipy 1.10.1: expit(z)·expit(−z), 1 − tanh²(z); by hand for ReLU and
	// the identity.
	for _, test := range []struct {
		g    Activation
		z    float64
		want float64
	}{
		{g: ActSigmoid, z: 0, want: 0.25},
		{g: ActSigmoid, z: 0.55, want: 0.23200764322418327},
		// a(1 − a) would give 0: σ(40) rounds to 1. σ(40)σ(−40) = e^-40/(1+e^-40)².
		{g: ActSigmoid, z: 40, want: 4.248354255291589e-18},
		{g: ActTanh, z: 0.55, want: 0.7494795181900823},
		{g: ActReLU, z: 2, want: 1},
		{g: ActReLU, z: 0, want: 0},
		{g: ActReLU, z: -1, want: 0},
		{g: ActIdentity, z: -3, want: 1},
	} {
		if got := test.g.Derivative(test.z); !withinRel(got, test.want, 1e-14) {
			t.Errorf("%v.Derivative(%v) = %v, want %v", test.g, test.z, got, test.want)
		}
	}
}

// TestTanhSlope checks tanh'(z) = sech²(z) where 1 − tanh²(z) cancels:
// (1 − t)(1 + t) had a relative error near 10⁻⁸ at z = 10 and was 0 from
// |z| ≈ 19.1 on. References: mpmath 1.2.1 at 60 digits, sech(z)², rounded
// to float64.
func TestTanhSlope(t *testing.T) {
	for _, test := range []struct{ z, want float64 }{
		{z: 0, want: 1},
		{z: 0.5, want: 0.7864477329659274},
		{z: 10, want: 8.244614455767397e-09},
		{z: 20, want: 1.6993417021166355e-17},
		{z: 25, want: 7.714999391855671e-22},
		{z: -30, want: 3.502604305078608e-26},
		{z: 300, want: 1.0601586212017243e-260},
		{z: 370, want: 1.675e-321}, // subnormal: absolute, not relative
	} {
		got := ActTanh.Derivative(test.z)
		if !withinRel(got, test.want, 1e-15) && !withinAbs(got, test.want, 0x1p-1070) {
			t.Errorf("ActTanh.Derivative(%v) = %v, want %v", test.z, got, test.want)
		}
	}
}

// TestResidual checks g(z) − y where g(z) rounds to the target: a − y was
// 1 − 1 = 0. References: mpmath 1.2.1 at 60 digits, σ(z) − y and tanh(z) − y
// of the binary inputs, rounded to float64.
func TestResidual(t *testing.T) {
	for _, test := range []struct {
		g    Activation
		z, y float64
		want float64
	}{
		{g: ActSigmoid, z: 40, y: 1, want: -4.248354255291589e-18},
		{g: ActSigmoid, z: 36.5, y: 0.75, want: 0.24999999999999986},
		{g: ActSigmoid, z: -3, y: 0, want: 0.04742587317756678},
		{g: ActTanh, z: 20, y: 1, want: -8.496708510583178e-18},
		{g: ActTanh, z: -20, y: -1, want: 8.496708510583178e-18},
		{g: ActTanh, z: 1e-10, y: 0, want: 1e-10},
		{g: ActReLU, z: 2.5, y: 1, want: 1.5},
	} {
		if got := test.g.Residual(test.z, test.y); !withinRel(got, test.want, 2e-16) {
			t.Errorf("%v.Residual(%v, %v) = %v, want %v", test.g, test.z, test.y, got, test.want)
		}
	}
}

func TestDenseLayer(t *testing.T) {
	W := [][]float64{{1, 0, -1}, {0.5, 1, 2}}
	b := []float64{0, -1, 0.5}
	// scipy 1.10.1 / numpy 1.24.2: g(W.T@x + b); W.T@x + b = [2, 1, 3.5].
	for _, test := range []struct {
		x    []float64
		g    Activation
		want []float64
	}{
		{x: []float64{1, 2}, g: ActSigmoid, want: []float64{0.8807970779778823, 0.7310585786300049, 0.9706877692486436}},
		{x: []float64{1, 2}, g: ActTanh, want: []float64{0.9640275800758169, 0.7615941559557649, 0.9981778976111987}},
		{x: []float64{1, 2}, g: ActIdentity, want: []float64{2, 1, 3.5}},
		{x: []float64{-1, 0.25}, g: ActReLU, want: []float64{0, 0, 2}},
		{x: []float64{-1, 0.25}, g: ActSigmoid, want: []float64{0.29421497216298875, 0.320821300824607, 0.8807970779778823}},
	} {
		got, err := DenseLayer(test.x, W, b, test.g)
		if err != nil || !vecWithinAbs(got, test.want, 1e-15) {
			t.Errorf("DenseLayer(%v, g=%v) = %v, %v; want %v", test.x, test.g, got, err, test.want)
		}
	}
	for _, test := range []struct {
		x, b []float64
		msg  string
	}{
		{x: []float64{1}, b: b, msg: "2 rows (one per input) but x has 1"},
		{x: []float64{1, 2}, b: []float64{0}, msg: "3 columns (one per unit) but b has 1"},
		{x: []float64{1, nan}, b: b, msg: "not a finite number"},
	} {
		if _, err := DenseLayer(test.x, W, test.b, ActSigmoid); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("DenseLayer(%v, b=%v): error %v, want one containing %q", test.x, test.b, err, test.msg)
		}
	}
}

func TestForward(t *testing.T) {
	// numpy 1.24.2: a2 = g(Θ1@[1, x]), h = g(Θ2@[1, a2]) (bias last: [x, 1]).
	for _, test := range []struct {
		name     string
		g        Activation
		biasLast bool
		wantA2   []float64
		wantH    []float64
	}{
		{name: "sigmoid", g: ActSigmoid, wantA2: []float64{0.425557483188341, 0.7858349830425586}, wantH: []float64{0.7439889353768819, 0.5549921362948801}},
		{name: "tanh", g: ActTanh, wantA2: []float64{-0.2913126124515909, 0.8617231593133063}, wantH: []float64{0.9364756647003674, 0.09991988614874626}},
		{name: "relu", g: ActReLU, wantA2: []float64{0, 1.2999999999999998}, wantH: []float64{1.8699999999999999, 0.2899999999999999}},
		{name: "bias last", g: ActSigmoid, biasLast: true, wantA2: []float64{0.549833997312478, 0.7685247834990175}, wantH: []float64{0.6615174833036103, 0.5983804617200082}},
	} {
		net := Network{Thetas: [][][]float64{testTheta1, testTheta2}, G: test.g, BiasLast: test.biasLast}
		_, A, err := net.Forward([]float64{1, 2})
		if err != nil || !vecWithinAbs(A[1], test.wantA2, 1e-15) || !vecWithinAbs(A[2], test.wantH, 1e-15) {
			t.Errorf("%s: Forward = %v, %v; want a2 %v, h %v", test.name, A, err, test.wantA2, test.wantH)
		}
	}
	for _, test := range []struct {
		thetas [][][]float64
		x      []float64
		msg    string
	}{
		{thetas: [][][]float64{testTheta1}, x: []float64{1}, msg: "Theta1 has 3 columns but the layer before it has 1 units"},
		{thetas: [][][]float64{testTheta1, {{1, 2}}}, x: []float64{1, 2}, msg: "Theta2 has 2 columns"},
		{thetas: nil, x: []float64{1}, msg: "no weight matrices"},
		{thetas: [][][]float64{{{1, 2}, {3}}}, x: []float64{1}, msg: "rectangular"},
	} {
		net := Network{Thetas: test.thetas}
		if _, _, err := net.Forward(test.x); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("Forward(%v): error %v, want one containing %q", test.x, err, test.msg)
		}
	}
}

func TestTwoLayerForward(t *testing.T) {
	W1 := [][]float64{{0.2, -0.5}, {0.4, 0.1}}
	// numpy 1.24.2: a1 = g(W1.T@x + b1), a2 = g(w2@a1 + b2).
	a1, a2, err := TwoLayerForward([]float64{1, 2}, W1, []float64{0, 0.3}, []float64{1.5, -2}, 0.25, ActSigmoid)
	if err != nil || !vecWithinAbs(a1, []float64{0.7310585786300049, 0.5}, 1e-15) || !withinAbs(a2, 0.5857899019651162, 1e-15) {
		t.Errorf("TwoLayerForward(sigmoid) = %v, %v, %v", a1, a2, err)
	}
	a1, a2, err = TwoLayerForward([]float64{1, 2}, W1, []float64{0, 0.3}, []float64{1.5, -2}, 0.25, ActTanh)
	if err != nil || !vecWithinAbs(a1, []float64{0.7615941559557649, 0}, 1e-15) || !withinAbs(a2, 0.883695872637417, 1e-15) {
		t.Errorf("TwoLayerForward(tanh) = %v, %v, %v", a1, a2, err)
	}
	if _, _, err := TwoLayerForward([]float64{1, 2}, W1, []float64{0, 0.3}, []float64{1.5}, 0.25, ActSigmoid); err == nil {
		t.Error("TwoLayerForward with a short w2: no error")
	}
}

func TestNetworkCost(t *testing.T) {
	X := [][]float64{{1, 2}, {-1, 0.5}}
	Y := [][]float64{{1, 0}, {0, 1}}
	net := Network{Thetas: [][][]float64{testTheta1, testTheta2}}
	// numpy 1.24.2 with scipy log_expit; the penalty skips column 0.
	for _, test := range []struct {
		name   string
		net    Network
		X, Y   [][]float64
		lambda float64
		want   float64
	}{
		{name: "λ = 1", net: net, X: X, Y: Y, lambda: 1, want: 1.997527375776782},
		{name: "λ = 0", net: net, X: X, Y: Y, lambda: 0, want: 1.417527375776782},
		{name: "λ = 3", net: net, X: X, Y: Y, lambda: 3, want: 3.157527375776782},
		{name: "one example", net: net, X: [][]float64{{3, -1}}, Y: [][]float64{{0, 0}}, lambda: 0.5, want: 2.483183562832904},
		// Output scores of ±1000 on the right side: cost 0 (by hand),
		// where log(1 − σ(1000)) would be log 0.
		{name: "saturated", net: Network{Thetas: [][][]float64{{{0, 1}}, {{1000, 0}, {-1000, 0}}}}, X: [][]float64{{0}}, Y: [][]float64{{1, 0}}, lambda: 0, want: 0},
	} {
		got, err := NetworkCost(test.net, test.X, test.Y, test.lambda)
		if err != nil || !withinAbs(got, test.want, 1e-14) {
			t.Errorf("%s: NetworkCost = %v, %v; want %v", test.name, got, err, test.want)
		}
	}
	for _, test := range []struct {
		name   string
		net    Network
		Y      [][]float64
		lambda float64
		msg    string
	}{
		{name: "targets", net: net, Y: [][]float64{{1, 0}}, lambda: 1, msg: "2 rows but Y has 1"},
		{name: "outputs", net: net, Y: [][]float64{{1}, {0}}, lambda: 1, msg: "2 outputs but Y has 1 columns"},
		{name: "target range", net: net, Y: [][]float64{{2, 0}, {0, 1}}, lambda: 1, msg: "outside [0, 1]"},
		{name: "lambda", net: net, Y: Y, lambda: -1, msg: "lambda"},
		{name: "activation", net: Network{Thetas: net.Thetas, G: ActTanh}, Y: Y, lambda: 1, msg: "sigmoid"},
	} {
		if _, err := NetworkCost(test.net, X, test.Y, test.lambda); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("%s: error %v, want one containing %q", test.name, err, test.msg)
		}
	}
	if _, err := NetworkCost(net, nil, Y, 1); !errors.Is(err, ErrEmpty) {
		t.Errorf("empty X: error %v, want ErrEmpty", err)
	}
}

// TestForwardLastMatchesForward: the cost's forward pass in kept buffers
// gives Forward's output sums bit for bit, over three layers, with the
// bias unit first and last, example after example; and NetworkCost reports
// Forward's errors for the example they come from.
func TestForwardLastMatchesForward(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	layer := func(out, in int) [][]float64 {
		th := make([][]float64, out)
		for i := range th {
			th[i] = make([]float64, in+1)
			for j := range th[i] {
				th[i][j] = rng.NormFloat64()
			}
		}
		return th
	}
	for _, last := range []bool{false, true} {
		net := Network{Thetas: [][][]float64{layer(4, 3), layer(5, 4), layer(2, 5)}, BiasLast: last}
		var buf forwardScratch
		for range 50 {
			x := []float64{rng.NormFloat64(), rng.NormFloat64(), rng.NormFloat64()}
			Z, _, err := net.Forward(x)
			if err != nil {
				t.Fatal(err)
			}
			z, err := net.forwardLast(x, &buf)
			if err != nil || !slices.Equal(z, Z[len(Z)-1]) {
				t.Fatalf("bias last %v, x %v: forwardLast = %v, %v; Forward %v", last, x, z, err, Z[len(Z)-1])
			}
		}
	}
	net := Network{Thetas: [][][]float64{testTheta1, testTheta2}}
	Y := [][]float64{{1, 0}, {0, 1}}
	for _, test := range []struct {
		name string
		net  Network
		X    [][]float64
		msg  string
	}{
		{name: "NaN in example 2", net: net, X: [][]float64{{1, 2}, {math.NaN(), 0}}, msg: "X: entry (2, 1)"},
		{name: "shape", net: Network{Thetas: [][][]float64{testTheta1[:1], testTheta2}}, X: [][]float64{{1, 2}, {3, 4}}, msg: "example 1: forward pass: Theta2 has 3 columns"},
	} {
		_, err := NetworkCost(test.net, test.X, Y, 0)
		if err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("%s: error %v, want one containing %q", test.name, err, test.msg)
		}
	}
}
