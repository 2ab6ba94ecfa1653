package equations

import "eqx/compute"

// The output losses of backpropagation, by the names of the public vectors.
const (
	bpCrossEntropy = "cross-entropy (eq.9, lambda=0)"
	bpHalfSquared  = "(1/2)||a - y||^2"
)

func backpropDeltas() *Spec {
	return &Spec{
		ID: "backprop-deltas", Title: "Backpropagation error terms", Category: "neural-networks",
		LaTeX: `\boldsymbol\delta^{(L)} = \mathbf{a}^{(L)} - \mathbf{y}, \quad \boldsymbol\delta^{(l)} = \bigl[(\Theta^{(l)})^\top\boldsymbol\delta^{(l+1)}\bigr]_{1:s_l} \odot g'(\mathbf{z}^{(l)}), \quad ` +
			`g'(\mathbf{z}^{(l)}) = \mathbf{a}^{(l)} \odot (1 - \mathbf{a}^{(l)}), \quad \Delta^{(l)} = \boldsymbol\delta^{(l+1)}\bigl(\mathbf{a}^{(l)}\bigr)^\top`,
		Explanation: "Backpropagation computes the gradient of the cost for every weight in one backward sweep. " +
			"The error of the output layer is a − y (for sigmoid outputs and the cross-entropy cost); each earlier layer receives the errors of the next one sent back through the transposed weights, without the component of the bias unit (index 0), and scaled by the slope g' of its own activation. " +
			"The gradient of Θ^(l) is then the outer product of the next layer's error with this layer's activations, bias unit included. " +
			"Small slopes multiply up along the way, which is why deep sigmoid networks learn slowly (vanishing gradients).",
		Sources: src(S2),
		Errata: []Erratum{{
			Source:  S2,
			Wrote:   `\delta^{(3)} = (\Theta^{(3)})^T\delta^{(4)} \;.*\; g'(z^{(3)})`,
			Correct: `\delta^{(3)} = \bigl[(\Theta^{(3)})^\top\delta^{(4)}\bigr]_{1:s_3} \odot g'(z^{(3)})`,
			Why:     "(Θ^(3))ᵀδ^(4) has s₃ + 1 entries, one for the bias unit, while z^(3) has s₃: the bias component must be dropped before the element-wise product (written .* in Octave).",
		}},
		Related: []string{"nn-forward-pass", "nn-regularized-cost", "backprop-chain-rule"},
		Output:  `\boldsymbol\delta`,
		Params: []Param{
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the input of the example", Kind: Vector, Default: []float64{1, 2},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "its target, one entry per output unit", Kind: Vector, Default: []float64{1, 0},
				Min: 0, Max: 1, Step: 1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			thetaParam("Theta1", `\Theta^{(1)}`, theta1Default),
			thetaParam("Theta2", `\Theta^{(2)}`, theta2Default),
			{Name: "g", Symbol: "g", Doc: "the activation of every layer (the cross-entropy cost needs the sigmoid)", Kind: Choice,
				Default: "sigmoid", Optional: true, Options: []string{"sigmoid", "tanh", "relu", "identity"},
				Needs: map[string][]string{"sigmoid": {"cost=" + bpCrossEntropy}, "tanh": {"cost=" + bpHalfSquared}, "relu": {"cost=" + bpHalfSquared}, "identity": {"cost=" + bpHalfSquared}}},
			{Name: "cost", Symbol: "J", Doc: "the cost whose gradient is propagated", Kind: Choice, Default: bpCrossEntropy, Optional: true,
				Options: []string{bpCrossEntropy, bpHalfSquared},
				Needs:   map[string][]string{bpCrossEntropy: {"g=sigmoid"}}},
		},
		Eval: func(in Inputs) (any, error) {
			_, bp, err := backpropagate(in)
			if err != nil {
				return nil, err
			}
			return map[string]any{
				"delta3": bp.Deltas[1], "delta2": bp.Deltas[0],
				"grad_Theta2": bp.Grads[1], "grad_Theta1": bp.Grads[0],
			}, nil
		},
		View: backpropDeltasPlot,
	}
}

// The losses of the single neuron, by the names of the public vectors.
var neuronLosses = map[string]compute.NeuronLoss{
	"(a - y)^2":      compute.SquaredError,
	"(1/2)(a - y)^2": compute.HalfSquaredError,
	"cross-entropy":  compute.LogLoss,
}

func backpropChainRule() *Spec {
	return &Spec{
		ID: "backprop-chain-rule", Title: "Backpropagation chain rule", Category: "neural-networks",
		LaTeX: `\frac{\partial L}{\partial w_{ij}} = \frac{\partial L}{\partial a_j}\cdot\frac{\partial a_j}{\partial z_j}\cdot\frac{\partial z_j}{\partial w_{ij}}`,
		Explanation: "The weight w_ij affects the loss only through the score z_j of neuron j and its activation a_j, so its gradient is the product of three local derivatives along that path. " +
			"Backpropagation is this chain rule applied to every weight, reusing the shared factors from the output backwards. " +
			"Here for one neuron: ∂z/∂w_i is the input x_i, ∂a/∂z the slope of the activation, ∂L/∂a the slope of the loss. A saturated sigmoid has ∂a/∂z near 0 and learns slowly under the squared error.",
		Sources: src(S4),
		Related: []string{"backprop-deltas", "two-layer-nn-sgd-update", "gradient-descent", "sigmoid"},
		Output:  `\partial L / \partial \mathbf{w}`,
		Params: []Param{
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the inputs of the neuron", Kind: Vector, Default: []float64{1.5, -0.5},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			weightsParam("w", `\mathbf{w}`, "the weights, one per input", []float64{0.4, 0.3}),
			{Name: "b", Symbol: "b", Doc: "the bias", Kind: Real, Default: 0.1, Min: -5, Max: 5, Step: 0.1, Domain: AnyReal},
			{Name: "y", Symbol: "y", Doc: "the target", Kind: Real, Default: 1.0, Min: 0, Max: 1, Step: 0.01, Domain: AnyReal},
			activationParam("activation"),
			{Name: "loss", Symbol: "L", Doc: "the loss of the neuron's output", Kind: Choice, Default: "(a - y)^2", Optional: true,
				Options: []string{"(a - y)^2", "(1/2)(a - y)^2", "cross-entropy"}},
		},
		Eval: func(in Inputs) (any, error) {
			g, err := compute.ParseActivation(in.Choice("activation"))
			if err != nil {
				return nil, inputErrorf("activation", "%v", err)
			}
			c, err := compute.ChainRule(in.Vector("x"), in.Vector("w"), in.Real("b"), in.Real("y"), g, neuronLosses[in.Choice("loss")])
			if err != nil {
				return nil, err
			}
			return map[string]any{
				"z": c.Z, "a": c.A, "L": c.Loss,
				"dL_da": c.DLdA, "da_dz": c.DAdZ, "dz_dw": c.DZdW,
				"dL_dw": c.DLdW, "dL_db": c.DLdB,
			}, nil
		},
		View: chainRulePlot,
	}
}

func twoLayerSGDUpdate() *Spec {
	return &Spec{
		ID: "two-layer-nn-sgd-update", Title: "SGD updates for a two-layer sigmoid network (squared loss)", Category: "neural-networks",
		LaTeX: `\begin{aligned} w^{(1)}_{j'j} &\leftarrow w^{(1)}_{j'j} - \alpha\,(a^{(2)}_i - y_i)\,a^{(2)}_i(1 - a^{(2)}_i)\,w^{(2)}_j\,a^{(1)}_{ij}(1 - a^{(1)}_{ij})\,x_{ij'} \\ ` +
			`b^{(1)}_j &\leftarrow b^{(1)}_j - \alpha\,(a^{(2)}_i - y_i)\,a^{(2)}_i(1 - a^{(2)}_i)\,w^{(2)}_j\,a^{(1)}_{ij}(1 - a^{(1)}_{ij}) \\ ` +
			`w^{(2)}_j &\leftarrow w^{(2)}_j - \alpha\,(a^{(2)}_i - y_i)\,a^{(2)}_i(1 - a^{(2)}_i)\,a^{(1)}_{ij} \\ ` +
			`b^{(2)} &\leftarrow b^{(2)} - \alpha\,(a^{(2)}_i - y_i)\,a^{(2)}_i(1 - a^{(2)}_i) \end{aligned}`,
		Explanation: "These are the gradient steps of the loss ½(a⁽²⁾ − y)² for one example in a network with one hidden sigmoid layer and one sigmoid output, written out by the chain rule. " +
			"Every update shares the output error times the output slope; the first layer's updates multiply it further by the connecting weight and the hidden unit's slope. " +
			"All four are computed from the weights before the step. Repeating the step over the examples (stochastic gradient descent) can learn XOR, which no single threshold unit can.",
		Sources: src(S3),
		Errata: []Erratum{{
			Source:  S3,
			Wrote:   `w^{(1)}_{j'j} = w^{(1)}_{j'j} - \alpha \left(a^{(2)}_{i} - y_{i}\right) \cdots x_{ij'}`,
			Correct: `w^{(1)}_{j'j} \leftarrow w^{(1)}_{j'j} - \alpha \left(a^{(2)}_{i} - y_{i}\right) \cdots x_{ij'}`,
			Why:     "Read as an equation, the first line would force its gradient term to be zero. It is an assignment, written with ← like the other three updates.",
		}},
		Related: []string{"backprop-chain-rule", "nn-forward-pass", "gradient-descent", "backprop-deltas"},
		Output:  `(W^{(1)}, \mathbf{b}^{(1)}, \mathbf{w}^{(2)}, b^{(2)})`,
		Params: []Param{
			{Name: "x", Symbol: `\mathbf{x}_i`, Doc: "the inputs of the example", Kind: Vector, Default: []float64{1, 0},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			{Name: "y", Symbol: "y_i", Doc: "its target", Kind: Real, Default: 1.0, Min: 0, Max: 1, Step: 0.01, Domain: AnyReal},
			{Name: "W1_inputs_by_hidden", Symbol: `W^{(1)}`, Doc: "the hidden weights, one row per input, one column per hidden unit",
				Kind: Matrix, Default: [][]float64{{0.1, -0.2}, {0.3, 0.4}}, Min: -2, Max: 2, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 10, MinCols: 1},
			{Name: "b1", Symbol: `\mathbf{b}^{(1)}`, Doc: "the hidden biases", Kind: Vector, Default: []float64{0, 0.1},
				Min: -2, Max: 2, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			{Name: "w2", Symbol: `\mathbf{w}^{(2)}`, Doc: "the output weights, one per hidden unit", Kind: Vector, Default: []float64{0.5, -0.6},
				Min: -2, Max: 2, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 10, SameLen: "b1"},
			{Name: "b2", Symbol: `b^{(2)}`, Doc: "the output bias", Kind: Real, Default: 0.05, Min: -2, Max: 2, Step: 0.05, Domain: AnyReal},
			{Name: "alpha", Symbol: `\alpha`, Doc: "the learning rate", Kind: Real, Default: 0.5, Min: 0.01, Max: 10, Step: 0.01, Log: true, Domain: Positive},
			{Name: "loss", Symbol: "L", Doc: "the loss of the example", Kind: Choice, Default: "(1/2)(a2 - y)^2", Optional: true,
				Options: []string{"(1/2)(a2 - y)^2", "(a2 - y)^2"}},
		},
		Eval: func(in Inputs) (any, error) {
			s, err := compute.TwoLayerSGDStep(in.Vector("x"), in.Real("y"), in.Matrix("W1_inputs_by_hidden"), in.Vector("b1"),
				in.Vector("w2"), in.Real("b2"), in.Real("alpha"), in.Choice("loss") == "(a2 - y)^2")
			if err != nil {
				return nil, err
			}
			return map[string]any{"W1": s.W1, "b1": s.B1, "w2": s.W2, "b2": s.B2}, nil
		},
		View: sgdUpdatePlot,
	}
}

// backpropagate runs backpropagation's page: S2's network of the inputs,
// and its error terms and gradients for the example (x, y).
func backpropagate(in Inputs) (compute.Network, compute.Backprop, error) {
	net, err := s2Network(in, "g")
	if err != nil {
		return net, compute.Backprop{}, err
	}
	bp, err := net.Backpropagate(in.Vector("x"), in.Vector("y"), bpLoss(in))
	return net, bp, err
}

// bpLoss is the cost backpropagation's page propagates.
func bpLoss(in Inputs) compute.NetworkLoss {
	if in.Choice("cost") == bpHalfSquared {
		return compute.HalfSquaredLoss
	}
	return compute.CrossEntropyLoss
}
