package compute

import (
	"strings"
	"testing"
)

func TestBackpropagate(t *testing.T) {
	x, y := []float64{1, 2}, []float64{1, 0}
	// numpy 1.24.2: δ3 = a3 − y (cross-entropy) or (a3 − y)·g'(z3) (half
	// squared); δ2 = (Θ2ᵀδ3)[1:]·g'(z2); gradients δ^(l+1)[1, a^(l)]ᵀ. The
	// sigmoid/squared Θ1 gradient agrees with central differences (step 1e-6)
	// to 3e-11.
	for _, test := range []struct {
		name                   string
		g                      Activation
		loss                   NetworkLoss
		delta3, delta2         []float64
		gradTheta2, gradTheta1 [][]float64
	}{
		{
			name: "sigmoid, cross-entropy", g: ActSigmoid, loss: CrossEntropyLoss,
			delta3:     []float64{-0.25601106462311807, 0.5549921362948801},
			delta2:     []float64{0.07720171423359164, -0.010756338338538231},
			gradTheta2: [][]float64{{-0.25601106462311807, -0.10894742432938186, -0.20118245062681536}, {0.5549921362948801, 0.2361810567109699, 0.4361322360140405}},
			gradTheta1: [][]float64{{0.07720171423359164, 0.07720171423359164, 0.15440342846718327}, {-0.010756338338538231, -0.010756338338538231, -0.021512676677076462}},
		},
		{
			name: "sigmoid, half squared", g: ActSigmoid, loss: HalfSquaredLoss,
			delta3:     []float64{-0.048762273722015914, 0.1370696628995039},
			delta2:     []float64{0.016237838161915305, -0.0004653697928632476},
			gradTheta2: [][]float64{{-0.048762273722015914, -0.02075115047968207, -0.038319100543456976}, {0.1370696628995039, 0.0583310207649872, 0.10771413622028086}},
			gradTheta1: [][]float64{{0.016237838161915305, 0.016237838161915305, 0.03247567632383061}, {-0.0004653697928632476, -0.0004653697928632476, -0.0009307395857264952}},
		},
		{
			name: "tanh, half squared", g: ActTanh, loss: HalfSquaredLoss,
			delta3:     []float64{-0.007814339984654667, 0.09892228763932932},
			delta2:     []float64{0.02382644143522893, 0.005829260749515642},
			gradTheta2: [][]float64{{-0.007814339984654667, 0.002276415795514676, -0.006733797739524913}, {0.09892228763932932, -0.028817310041900746, 0.08524362623106249}},
			gradTheta1: [][]float64{{0.02382644143522893, 0.02382644143522893, 0.04765288287045786}, {0.005829260749515642, 0.005829260749515642, 0.011658521499031285}},
		},
	} {
		net := Network{Thetas: [][][]float64{testTheta1, testTheta2}, G: test.g}
		bp, err := net.Backpropagate(x, y, test.loss)
		if err != nil {
			t.Errorf("%s: Backpropagate: %v", test.name, err)
			continue
		}
		if !vecWithinAbs(bp.Deltas[1], test.delta3, 1e-15) || !vecWithinAbs(bp.Deltas[0], test.delta2, 1e-15) ||
			!matWithinAbs(bp.Grads[1], test.gradTheta2, 1e-15) || !matWithinAbs(bp.Grads[0], test.gradTheta1, 1e-15) {
			t.Errorf("%s: Backpropagate = %+v", test.name, bp)
		}
	}
	net := Network{Thetas: [][][]float64{testTheta1, testTheta2}, G: ActTanh}
	if _, err := net.Backpropagate(x, y, CrossEntropyLoss); err == nil || !strings.Contains(err.Error(), "sigmoid") {
		t.Errorf("tanh with cross-entropy: error %v", err)
	}
	net.G = ActSigmoid
	if _, err := net.Backpropagate(x, []float64{1}, CrossEntropyLoss); err == nil || !strings.Contains(err.Error(), "2 outputs but y has 1") {
		t.Errorf("short y: error %v", err)
	}
}

func TestChainRule(t *testing.T) {
	x, w := []float64{1.5, -0.5}, []float64{0.4, 0.3}
	// numpy 1.24.2 / scipy expit: z = w@x + b, a = g(z), the three factors
	// and their products; the sigmoid/(a − y)² case is the public vector,
	// checked there by finite differences.
	for _, test := range []struct {
		name             string
		b, y             float64
		g                Activation
		loss             NeuronLoss
		a, l, dLdA, dAdZ float64
		dLdW             []float64
		dLdB             float64
	}{
		{name: "sigmoid, squared", b: 0.1, y: 1, g: ActSigmoid, loss: SquaredError, a: 0.6341355910108007, l: 0.13385676576501607,
			dLdA: -0.7317288179783985, dAdZ: 0.23200764322418327, dLdW: []float64{-0.25465001780757845, 0.08488333926919281}, dLdB: -0.16976667853838562},
		{name: "sigmoid, log loss", b: 0.1, y: 1, g: ActSigmoid, loss: LogLoss, a: 0.6341355910108007, l: 0.45549248146333754,
			dLdA: -1.5769498103804864, dAdZ: 0.23200764322418327, dLdW: []float64{-0.548796613483799, 0.18293220449459968}, dLdB: -0.36586440898919936},
		{name: "tanh, half squared", b: 0.1, y: 0.2, g: ActTanh, loss: HalfSquaredError, a: 0.5005202111902353, l: 0.0451561986669118,
			dLdA: 0.30052021119023525, dAdZ: 0.7494795181900823, dLdW: []float64{0.33785061463385896, -0.11261687154461965}, dLdB: 0.2252337430892393},
		{name: "relu, inactive", b: -1, y: 0.5, g: ActReLU, loss: SquaredError, a: 0, l: 0.25,
			dLdA: -1, dAdZ: 0, dLdW: []float64{0, 0}, dLdB: 0},
	} {
		c, err := ChainRule(x, w, test.b, test.y, test.g, test.loss)
		if err != nil {
			t.Errorf("%s: ChainRule: %v", test.name, err)
			continue
		}
		if !withinAbs(c.A, test.a, 1e-15) || !withinAbs(c.Loss, test.l, 1e-15) || !withinAbs(c.DLdA, test.dLdA, 1e-15) ||
			!withinAbs(c.DAdZ, test.dAdZ, 1e-15) || !vecWithinAbs(c.DLdW, test.dLdW, 1e-15) || !withinAbs(c.DLdB, test.dLdB, 1e-15) ||
			!vecWithinAbs(c.DZdW, x, 0) {
			t.Errorf("%s: ChainRule = %+v", test.name, c)
		}
	}
	// A saturated sigmoid with the log loss: z = 800, y = 0. σ(−800) is
	// 3.7e-348, below the subnormals, so ∂L/∂a = 1/(1 − a) is +Inf and ∂a/∂z
	// is 0, yet their product a − y = 1 is exact: ∂L/∂w = x, L = 800.
	c, err := ChainRule([]float64{2}, []float64{400}, 0, 0, ActSigmoid, LogLoss)
	if err != nil || c.DLdA != inf || c.DAdZ != 0 || !vecWithinAbs(c.DLdW, []float64{2}, 0) || c.DLdB != 1 || c.Loss != 800 {
		t.Errorf("saturated log loss: ChainRule = %+v, %v", c, err)
	}
	for _, test := range []struct {
		g    Activation
		loss NeuronLoss
		y    float64
		msg  string
	}{
		{g: ActTanh, loss: LogLoss, y: 1, msg: "sigmoid"},
		{g: ActSigmoid, loss: LogLoss, y: 2, msg: "[0, 1]"},
		{g: ActSigmoid, loss: 9, y: 1, msg: "unknown loss"},
		{g: ActSigmoid, loss: SquaredError, y: nan, msg: "y = NaN"},
	} {
		if _, err := ChainRule(x, w, 0, test.y, test.g, test.loss); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("ChainRule(g=%v, loss=%v, y=%v): error %v, want one containing %q", test.g, test.loss, test.y, err, test.msg)
		}
	}
}

// TestSaturatedGradients checks backpropagation through outputs that round
// to their target: a − y, the loss and the gradients were 0 (1 − 1), and
// tanh's slope was 0 from |z| ≈ 19.1. References: mpmath 1.2.1 at 60
// digits from the binary inputs (σ(40) − 1 = −σ(−40), sech²(20), ...),
// rounded to float64.
func TestSaturatedGradients(t *testing.T) {
	rel := func(got, want float64) bool { return withinRel(got, want, 4e-16) }
	// One sigmoid neuron at z = 40 with target 1, loss (a − y)².
	c, err := ChainRule([]float64{1}, []float64{40}, 0, 1, ActSigmoid, SquaredError)
	if err != nil || !rel(c.Loss, 1.804851387845415e-35) || !rel(c.DLdA, -8.496708510583178e-18) ||
		!rel(c.DAdZ, 4.248354255291589e-18) || !rel(c.DLdW[0], -3.60970277569083e-35) || !rel(c.DLdB, -3.60970277569083e-35) {
		t.Errorf("sigmoid at z = 40, y = 1: ChainRule = %+v, %v", c, err)
	}
	// A tanh neuron at z = 20 (x = 2, w = 10), target 1, loss (1/2)(a − y)².
	c, err = ChainRule([]float64{2}, []float64{10}, 0, 1, ActTanh, HalfSquaredError)
	if err != nil || !rel(c.Loss, 3.60970277569083e-35) || !rel(c.DLdA, -8.496708510583178e-18) ||
		!rel(c.DAdZ, 1.6993417021166355e-17) || !rel(c.DLdW[0], -2.887762220552664e-34) {
		t.Errorf("tanh at z = 20, y = 1: ChainRule = %+v, %v", c, err)
	}
	// A network whose output score is 40 (x = 0, Θ1 = 0: a2 = ½).
	net := Network{Thetas: [][][]float64{{{0, 0}}, {{40, 0}}}, G: ActSigmoid}
	bp, err := net.Backpropagate([]float64{0}, []float64{1}, CrossEntropyLoss)
	if err != nil || !rel(bp.Deltas[1][0], -4.248354255291589e-18) || !rel(bp.Grads[1][0][1], -2.1241771276457944e-18) {
		t.Errorf("cross-entropy, output score 40: Backpropagate = %+v, %v", bp, err)
	}
	bp, err = net.Backpropagate([]float64{0}, []float64{1}, HalfSquaredLoss)
	if err != nil || !rel(bp.Deltas[1][0], -1.804851387845415e-35) {
		t.Errorf("half squared, output score 40: Backpropagate = %+v, %v", bp, err)
	}
	net = Network{Thetas: [][][]float64{{{0, 0}}, {{20, 0}}}, G: ActTanh}
	bp, err = net.Backpropagate([]float64{0}, []float64{1}, HalfSquaredLoss)
	if err != nil || !rel(bp.Deltas[1][0], -1.443881110276332e-34) {
		t.Errorf("tanh, output score 20: Backpropagate = %+v, %v", bp, err)
	}
	// S3's network with z2 = 80·σ(0) = 40, target 1: the output bias moves
	// by −α(a2 − y)σ′(z2) = 9.0e-36, not 0.
	s, err := TwoLayerSGDStep([]float64{1}, 1, [][]float64{{0}}, []float64{0}, []float64{80}, 0, 0.5, false)
	if err != nil || !rel(s.B2, 9.024256939227075e-36) || !rel(s.B1[0], 1.8048513878454152e-34) || !rel(s.W1[0][0], 1.8048513878454152e-34) {
		t.Errorf("saturated two-layer step: %+v, %v", s, err)
	}
}

func TestTwoLayerSGDStep(t *testing.T) {
	// numpy 1.24.2: e = (a2 − y)a2(1 − a2) (×2 for the full square),
	// d = e·w2·a1(1 − a1); W1 − α·outer(x, d), b1 − α·d, w2 − α·e·a1,
	// b2 − α·e. The first case is the public vector.
	for _, test := range []struct {
		name   string
		x      []float64
		y      float64
		W1     [][]float64
		b1, w2 []float64
		b2, al float64
		full   bool
		want   TwoLayerStep
	}{
		{name: "half squared", x: []float64{1, 0}, y: 1, W1: [][]float64{{0.1, -0.2}, {0.3, 0.4}}, b1: []float64{0, 0.1}, w2: []float64{0.5, -0.6}, b2: 0.05, al: 0.5,
			want: TwoLayerStep{W1: [][]float64{{0.10768449290721081, -0.20922139148865299}, {0.3, 0.4}}, B1: []float64{0.007684492907210814, 0.09077860851134703},
				W2: []float64{0.5323543419768376, -0.5707245807434258}, B2: 0.11162976123341177}},
		{name: "full square, three inputs", x: []float64{1, -2, 0.5}, y: 0, W1: [][]float64{{0.1, -0.2}, {0.3, 0.4}, {-0.5, 0.2}}, b1: []float64{0, 0.1}, w2: []float64{0.5, -0.6}, b2: 0.05, al: 0.3, full: true,
			want: TwoLayerStep{W1: [][]float64{{0.09173050518170262, -0.1902581049903783}, {0.31653898963659477, 0.3805162099807566}, {-0.5041347474091487, 0.20487094750481086}},
				B1: []float64{-0.00826949481829739, 0.10974189500962173}, W2: []float64{0.47564854484294755, -0.6235320176713895}, B2: -0.025903486129075212}},
	} {
		got, err := TwoLayerSGDStep(test.x, test.y, test.W1, test.b1, test.w2, test.b2, test.al, test.full)
		if err != nil || !matWithinAbs(got.W1, test.want.W1, 1e-15) || !vecWithinAbs(got.B1, test.want.B1, 1e-15) ||
			!vecWithinAbs(got.W2, test.want.W2, 1e-15) || !withinAbs(got.B2, test.want.B2, 1e-15) {
			t.Errorf("%s: TwoLayerSGDStep = %+v, %v; want %+v", test.name, got, err, test.want)
		}
	}
	W1 := [][]float64{{0.1, -0.2}, {0.3, 0.4}}
	for _, test := range []struct {
		x, b1, w2 []float64
		al        float64
		msg       string
	}{
		{x: []float64{1}, b1: []float64{0, 0}, w2: []float64{1, 1}, al: 1, msg: "2 rows (one per input) but x has 1"},
		{x: []float64{1, 0}, b1: []float64{0, 0}, w2: []float64{1}, al: 1, msg: "w2 has 1 entries but there are 2 hidden units"},
		{x: []float64{1, 0}, b1: []float64{0}, w2: []float64{1, 1}, al: 1, msg: "b has 1"},
		{x: []float64{1, 0}, b1: []float64{0, 0}, w2: []float64{1, 1}, al: -1, msg: "learning rate"},
	} {
		if _, err := TwoLayerSGDStep(test.x, 1, W1, test.b1, test.w2, 0, test.al, false); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("TwoLayerSGDStep(x=%v, b1=%v, w2=%v, α=%v): error %v, want one containing %q", test.x, test.b1, test.w2, test.al, err, test.msg)
		}
	}
}
