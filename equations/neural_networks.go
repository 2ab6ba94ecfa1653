package equations

import "eqx/compute"

// activationParam is the choice of the nonlinearity g.
func activationParam(name string) Param {
	return Param{Name: name, Symbol: "g", Doc: "the activation function", Kind: Choice, Default: "sigmoid", Optional: true,
		Options: []string{"sigmoid", "tanh", "relu", "identity"}}
}

// thetaParam is a weight matrix Θ^(l) of S2: one row per unit of the next
// layer, the bias column first.
func thetaParam(name, symbol string, def [][]float64) Param {
	return Param{Name: name, Symbol: symbol, Doc: "weights: one row per unit of the next layer, one column per unit of this layer plus the bias column (first)",
		Kind: Matrix, Default: def, Min: -2, Max: 2, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 10, MinCols: 2}
}

// The weights of the small network the neural-network pages share: two
// inputs, two hidden units, two outputs.
var (
	theta1Default = [][]float64{{0.1, 0.2, -0.3}, {-0.4, 0.5, 0.6}}
	theta2Default = [][]float64{{0.7, -0.8, 0.9}, {-0.1, 0.2, 0.3}}
)

// s2Network builds the S2 network of the inputs Theta1, Theta2 and g.
func s2Network(in Inputs, g string) (compute.Network, error) {
	act, err := compute.ParseActivation(in.Choice(g))
	if err != nil {
		return compute.Network{}, inputErrorf(g, "%v", err)
	}
	net := compute.Network{Thetas: [][][]float64{in.Matrix("Theta1"), in.Matrix("Theta2")}, G: act}
	if in.Has("bias_first_column") {
		net.BiasLast = !in.Bool("bias_first_column")
	}
	return net, nil
}

// The two ways of writing a two-layer network: S2's Θ matrices with a bias
// column, S3's weights and biases.
const (
	formS2 = "S2"
	formS3 = "S3"
)

func forwardPass(in Inputs) (any, error) {
	explicit, err := formGiven(in, formS3, "W1_inputs_by_hidden", "b1", "w2", "b2")
	if err != nil {
		return nil, err
	}
	if in.Choice("form") == formS3 {
		if !explicit {
			return nil, inputErrorf("W1_inputs_by_hidden", "missing: form S3 needs W1_inputs_by_hidden, b1, w2 and b2")
		}
		g, err := compute.ParseActivation(in.Choice("g"))
		if err != nil {
			return nil, inputErrorf("g", "%v", err)
		}
		a1, a2, err := compute.TwoLayerForward(in.Vector("x"), in.Matrix("W1_inputs_by_hidden"), in.Vector("b1"), in.Vector("w2"), in.Real("b2"), g)
		if err != nil {
			return nil, err
		}
		return map[string]any{"a1": a1, "a2": a2}, nil
	}
	if explicit {
		return nil, inputErrorf("W1_inputs_by_hidden", "W1_inputs_by_hidden, b1, w2 and b2 are the inputs of form S3; set form to %q", formS3)
	}
	net, err := s2Network(in, "g")
	if err != nil {
		return nil, err
	}
	Z, A, err := net.Forward(in.Vector("x"))
	if err != nil {
		return nil, err
	}
	return forwardParts(Z, A, net.BiasLast), nil
}

// forwardParts is a forward pass of S2's network as the forward pass's
// page shows it: z2, a2 with its bias unit, z3 and the output h.
func forwardParts(Z, A [][]float64, biasLast bool) map[string]any {
	return map[string]any{
		"z2": Z[1], "a2_with_bias": withBiasUnit(A[1], biasLast),
		"z3": Z[2], "h": A[2],
	}
}

// withBiasUnit returns a with the bias unit 1 first, or last.
func withBiasUnit(a []float64, last bool) []float64 {
	if last {
		return append(append([]float64(nil), a...), 1)
	}
	return append([]float64{1}, a...)
}

// neuralNetworksFamily is the neural networks: forward pass, cost,
// backpropagation and the layers (a family of the catalogue: family.go).
type neuralNetworksFamily struct{}

func (neuralNetworksFamily) specs() []*Spec {
	forward := &Spec{
		ID: "nn-forward-pass", Title: "Feed-forward network forward pass", Category: "neural-networks",
		LaTeX: `\mathbf{z}^{(2)} = \Theta^{(1)}\mathbf{a}^{(1)},\; \mathbf{a}^{(2)} = g(\mathbf{z}^{(2)}) \;(\text{add } a_0^{(2)} = 1),\; ` +
			`\mathbf{z}^{(3)} = \Theta^{(2)}\mathbf{a}^{(2)},\; h_\Theta(\mathbf{x}) = \mathbf{a}^{(3)} = g(\mathbf{z}^{(3)})`,
		Explanation: "A feed-forward network computes its output layer by layer: each layer takes the previous activations, adds the constant bias unit, multiplies by a weight matrix and applies the activation g. " +
			"Θ^(l) has one row per unit of layer l + 1 and one column per unit of layer l plus one for the bias, so it is s_{l+1} × (s_l + 1). " +
			"S3 writes the same network with explicit weights and biases, a^(1) = g(W1ᵀx + b1) and a^(2) = g(w2ᵀa^(1) + b2), which the form S3 evaluates.",
		Sources: src(S2, S3),
		Related: []string{"fully-connected-layer", "nn-regularized-cost", "backprop-deltas", "sigmoid"},
		Output:  `h_\Theta(\mathbf{x})`,
		Params: []Param{
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the input", Kind: Vector, Default: []float64{1, 2},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			func() Param { p := thetaParam("Theta1", `\Theta^{(1)}`, theta1Default); p.Optional = true; return p }(),
			func() Param { p := thetaParam("Theta2", `\Theta^{(2)}`, theta2Default); p.Optional = true; return p }(),
			activationParam("g"),
			{Name: "bias_first_column", Symbol: `\text{bias first}`, Doc: "the bias column of each Θ is the first (S2) rather than the last",
				Kind: Bool, Default: true, Optional: true},
			{Name: "form", Symbol: `\text{form}`, Doc: "S2: Θ matrices with a bias column; S3: weights W1 (inputs × hidden), biases b1, output weights w2 and bias b2",
				Kind: Choice, Default: formS2, Optional: true, Options: []string{formS2, formS3},
				Needs: map[string][]string{formS3: {"W1_inputs_by_hidden", "b1", "w2", "b2"}}},
			{Name: "W1_inputs_by_hidden", Symbol: `W^{(1)}`, Doc: "form S3: the hidden weights, one row per input, one column per hidden unit",
				Kind: Matrix, Optional: true, Example: [][]float64{{0.2, -0.5}, {0.4, 0.1}}, Together: []string{"b1", "w2", "b2"},
				Min: -2, Max: 2, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 10, MinCols: 1},
			{Name: "b1", Symbol: `\mathbf{b}^{(1)}`, Doc: "form S3: the hidden biases", Kind: Vector, Optional: true, Example: []float64{0, 0.3}, Together: []string{"W1_inputs_by_hidden", "w2", "b2"},
				Min: -2, Max: 2, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			{Name: "w2", Symbol: `\mathbf{w}^{(2)}`, Doc: "form S3: the output weights, one per hidden unit", Kind: Vector, Optional: true, Example: []float64{1.5, -2}, Together: []string{"W1_inputs_by_hidden", "b1", "b2"},
				Min: -2, Max: 2, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			{Name: "b2", Symbol: `b^{(2)}`, Doc: "form S3: the output bias", Kind: Real, Optional: true, Example: 0.25, Together: []string{"W1_inputs_by_hidden", "b1", "w2"},
				Min: -2, Max: 2, Step: 0.05, Domain: AnyReal},
		},
		Eval: forwardPass,
		View: forwardNetworkPlot,
	}

	cost := &Spec{
		ID: "nn-regularized-cost", Title: "Regularised neural-network cost", Category: "neural-networks",
		LaTeX: `J(\Theta) = -\frac{1}{m}\sum_{i=1}^{m}\sum_{k=1}^{K}\left[y_k^{(i)}\log\bigl(h_\Theta(x^{(i)})\bigr)_k + (1 - y_k^{(i)})\log\bigl(1 - (h_\Theta(x^{(i)}))_k\bigr)\right] + ` +
			`\frac{\lambda}{2m}\sum_{l=1}^{L-1}\sum_{i=1}^{s_l}\sum_{j=1}^{s_{l+1}}\bigl(\Theta_{ji}^{(l)}\bigr)^2`,
		Explanation: "The cost of a sigmoid network is the logistic-regression cost summed over its K output units and averaged over the m examples, plus an L2 penalty on every weight except the bias weights. " +
			"Training a network means minimising it, with gradients from backpropagation. " +
			"Unlike logistic regression's cost it is not convex in Θ: hidden units can swap roles, so there are many equally good minima.",
		Sources: src(S2),
		Errata: []Erratum{{
			Source:  S2,
			Wrote:   `\frac{\lambda}{2m} \sum_{l=1}^{L-1} \sum_{i=1}^{s_l} \sum_{j=1}^{s_l + 1} (\Theta_{ji}^{(l)})^2`,
			Correct: `\frac{\lambda}{2m} \sum_{l=1}^{L-1} \sum_{i=1}^{s_l} \sum_{j=1}^{s_{l+1}} (\Theta_{ji}^{(l)})^2`,
			Why:     "j runs over the units of the next layer, of which there are s_{l+1}; s_l + 1 is the size of the current layer with its bias unit. The bias weights (i = 0) are left out because i starts at 1.",
		}},
		Related: []string{"nn-forward-pass", "backprop-deltas", "logistic-regression-regularized-cost", "binary-cross-entropy"},
		Output:  `J(\Theta)`,
		Params: []Param{
			{Name: "X", Symbol: `X`, Doc: "the inputs, one example per row (no bias column)", Kind: Matrix, Default: [][]float64{{1, 2}, {-1, 0.5}},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 4, MinCols: 1},
			{Name: "Y", Symbol: `Y`, Doc: "the one-hot targets, one row per example, one column per output unit", Kind: Matrix, Default: [][]float64{{1, 0}, {0, 1}},
				Min: 0, Max: 1, Step: 1, Domain: Unit, MinLen: 1, MaxLen: 4, MinCols: 1},
			thetaParam("Theta1", `\Theta^{(1)}`, theta1Default),
			thetaParam("Theta2", `\Theta^{(2)}`, theta2Default),
			{Name: "lambda", Symbol: `\lambda`, Doc: "the regularisation strength", Kind: Real, Default: 1.0,
				Min: 0, Max: 10, Step: 0.1, Domain: NonNegative},
		},
		Eval: func(in Inputs) (any, error) {
			net := compute.Network{Thetas: [][][]float64{in.Matrix("Theta1"), in.Matrix("Theta2")}, G: compute.ActSigmoid}
			return compute.NetworkCost(net, in.Matrix("X"), in.Matrix("Y"), in.Real("lambda"))
		},
		View: Stack{&Curve{X: "lambda"}, &Network{X: "X", Of: []string{"Theta1", "Theta2"}, Title: "the weights, at the first example (bias weights are not penalised)"}},
	}

	return []*Spec{forward, cost, backpropDeltas(), backpropChainRule(), twoLayerSGDUpdate(), fullyConnectedLayer()}
}

func fullyConnectedLayer() *Spec {
	return &Spec{
		ID: "fully-connected-layer", Title: "Fully connected layer", Category: "neural-networks",
		LaTeX: `\mathbf{a} = g\left(W^\top\mathbf{x} + \mathbf{b}\right)`,
		Explanation: "A fully connected (dense) layer connects every input to every unit: unit k computes a weighted sum of all inputs, adds its bias b_k and applies the activation g. " +
			"Stacking such layers makes a feed-forward network; with g the identity the stack collapses to a single linear map, which is why g must be nonlinear. " +
			"Here W has one row per input and one column per unit, so Wᵀx has one entry per unit.",
		Sources: src(S3),
		Related: []string{"nn-forward-pass", "sigmoid", "tanh", "relu"},
		Output:  `\mathbf{a}`,
		Params: []Param{
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the inputs", Kind: Vector, Default: []float64{1, 2},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			{Name: "W", Symbol: `W`, Doc: "the weights: one row per input, one column per unit", Kind: Matrix,
				Default: [][]float64{{1, 0, -1}, {0.5, 1, 2}}, Min: -3, Max: 3, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 10, MinCols: 1},
			{Name: "b", Symbol: `\mathbf{b}`, Doc: "the biases, one per unit", Kind: Vector, Default: []float64{0, -1, 0.5},
				Min: -3, Max: 3, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			activationParam("g"),
		},
		Eval: func(in Inputs) (any, error) {
			g, err := compute.ParseActivation(in.Choice("g"))
			if err != nil {
				return nil, inputErrorf("g", "%v", err)
			}
			return compute.DenseLayer(in.Vector("x"), in.Matrix("W"), in.Vector("b"), g)
		},
		View: &Network{X: "x", Of: []string{"W"}, Bias: []string{"b"}, G: "g"},
	}
}

// iterations are how the family's update rules repeat (Step, Play, Reset).
func (neuralNetworksFamily) iterations() map[string]*Iteration {
	return map[string]*Iteration{
		"two-layer-nn-sgd-update": {
			Next: func(in Inputs, out any) Inputs {
				next := copyOutputs("b1", "w2", "b2")(in, out)
				if m, ok := out.(map[string]any); ok {
					next["W1_inputs_by_hidden"] = m["W1"]
				}
				return next
			},
			Loss: func(in Inputs) (float64, bool) {
				_, a2, err := compute.TwoLayerForward(in.Vector("x"), in.Matrix("W1_inputs_by_hidden"), in.Vector("b1"),
					in.Vector("w2"), in.Real("b2"), compute.ActSigmoid)
				if err != nil {
					return 0, false
				}
				d := a2 - in.Real("y")
				if in.Choice("loss") == "(a2 - y)^2" {
					return d * d, true
				}
				return d * d / 2, true
			},
			LossLabel: "loss L on the example",
		},
	}
}
