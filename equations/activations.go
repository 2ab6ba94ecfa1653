package equations

import "eqx/compute"

// scalarFunction builds the spec shape shared by the one-input activation
// functions: a single input swept by the curve plot. It is a number or,
// as NumPy users pass it, a list of numbers, each mapped by f (the answer
// is a list then).
func scalarFunction(name, symbol string, lo, hi float64, f func(float64) float64) ([]Param, func(Inputs) (any, error), Plot) {
	params := []Param{{
		Name: name, Symbol: symbol, Doc: "the input (pre-activation): a number, or a list mapped entry by entry",
		Kind: Numbers, Default: 0.5, Min: lo, Max: hi, Step: 0.01, Domain: ExtendedReal,
	}}
	eval := func(in Inputs) (any, error) { return entrywise(in, name, f), nil }
	return params, eval, Plot{Kind: Curve, X: name}
}

// entrywise applies f to the Numbers input name: a number for a number, a
// list for a list.
func entrywise(in Inputs, name string, f func(float64) float64) any {
	vals, scalar := in.Numbers(name)
	if scalar {
		return f(vals[0])
	}
	out := make([]float64, len(vals))
	for i, v := range vals {
		out[i] = f(v)
	}
	return out
}

// fn is an overlay of a function of the swept input alone.
func fn(label string, dashed bool, f func(float64) float64) Overlay {
	return Overlay{Label: label, Dashed: dashed, F: func(_ Inputs, x float64) (float64, bool) { return f(x), true }}
}

// slopeOf is the Slope of a curve whose derivative is d, at the input name.
func slopeOf(name string, d func(float64) float64) func(Inputs) (float64, bool) {
	return func(in Inputs) (float64, bool) {
		x, ok := in[name].(float64)
		if !ok {
			return 0, false
		}
		return d(x), true
	}
}

// activationsFamily is the activation functions: sigmoid, tanh, ReLU, GELU,
// softmax and the sigmoid's derivative (a family of the catalogue:
// family.go).
type activationsFamily struct{}

func (activationsFamily) specs() []*Spec {
	sigmoid := &Spec{
		ID: "sigmoid", Title: "Logistic sigmoid", Category: "activations",
		LaTeX: `\sigma(z) = \frac{1}{1 + e^{-z}}`,
		Explanation: "The sigmoid squashes any real number into the open interval (0, 1), so its output can be read as a probability. " +
			"It is the link function of logistic regression and a classic hidden-unit activation. " +
			"Its slope σ(z)(1 − σ(z)) is largest at z = 0 and vanishes in both tails, which is why deep sigmoid networks learn slowly.",
		Sources: src(S0, S2),
		Related: []string{"sigmoid-derivative", "softmax", "tanh", "binary-cross-entropy", "logistic-regression-hypothesis"},
		Output:  `\sigma(z)`,
	}
	sigmoid.Params, sigmoid.Eval, sigmoid.Plot = scalarFunction("z", "z", -10, 10, compute.Sigmoid)
	sigmoid.Plot.Overlays = []Overlay{fn("σ′(z) = σ(z)(1 − σ(z))", true, compute.SigmoidDerivative)}
	sigmoid.Plot.Slope = slopeOf("z", compute.SigmoidDerivative)

	tanh := &Spec{
		ID: "tanh", Title: "Hyperbolic tangent", Category: "activations",
		LaTeX: `\tanh(x) = \frac{e^{x} - e^{-x}}{e^{x} + e^{-x}} = \frac{1 - e^{-2x}}{1 + e^{-2x}}`,
		Explanation: "tanh maps the real line onto (−1, 1) and is zero-centred, unlike the sigmoid. " +
			"It is the activation inside classic recurrent networks. " +
			"It is a rescaled sigmoid: tanh(x) = 2σ(2x) − 1, so the two curves have the same S shape.",
		Sources: src(S0),
		Related: []string{"sigmoid", "relu"},
		Output:  `\tanh(x)`,
	}
	tanh.Params, tanh.Eval, tanh.Plot = scalarFunction("x", "x", -5, 5, compute.Tanh)
	tanh.Plot.Overlays = []Overlay{fn("2σ(2x) − 1", true, func(x float64) float64 { return 2*compute.Sigmoid(2*x) - 1 })}
	tanh.Plot.Slope = slopeOf("x", func(x float64) float64 { t := compute.Tanh(x); return 1 - t*t })

	relu := &Spec{
		ID: "relu", Title: "Rectified linear unit", Category: "activations",
		LaTeX: `\operatorname{ReLU}(z) = \max(0, z)`,
		Explanation: "ReLU passes positive inputs through unchanged and clips negative ones to zero. " +
			"It is the default hidden activation of modern deep networks because its gradient is exactly 1 for every positive input and does not fade. " +
			"The price is a kink at 0 and units that can get stuck outputting 0.",
		Sources: src(S0),
		Related: []string{"gelu", "sigmoid"},
		Output:  `\operatorname{ReLU}(z)`,
	}
	relu.Params, relu.Eval, relu.Plot = scalarFunction("z", "z", -5, 5, compute.ReLU)
	relu.Plot.Overlays = []Overlay{{Label: "(sub)gradient 0 or 1", Dashed: true, F: func(_ Inputs, z float64) (float64, bool) {
		if z == 0 {
			return 0, false // any value in [0, 1] is a subgradient at the kink
		}
		if z > 0 {
			return 1, true
		}
		return 0, true
	}}}

	gelu := &Spec{
		ID: "gelu", Title: "Gaussian error linear unit", Category: "activations",
		LaTeX: `\operatorname{GELU}(x) = x\,\Phi(x) = \frac{x}{2}\left[1 + \operatorname{erf}\!\left(\frac{x}{\sqrt{2}}\right)\right]`,
		Explanation: "GELU weights its input by the probability Φ(x) that a standard normal variable falls below it. " +
			"It is the activation of BERT and GPT-style transformers. " +
			"It behaves like a smooth ReLU, with a small dip below zero (minimum about −0.17) for slightly negative inputs.",
		Sources: []Source{{Seed: S0, Paper: "Hendrycks & Gimpel (2016), Gaussian Error Linear Units (GELUs), arXiv:1606.08415"}},
		Related: []string{"relu", "gaussian-pdf"},
		Output:  `\operatorname{GELU}(x)`,
	}
	gelu.Params, gelu.Eval, gelu.Plot = scalarFunction("x", "x", -5, 5, compute.GELU)
	gelu.Plot.Overlays = []Overlay{
		fn("ReLU(x)", true, compute.ReLU),
		fn("tanh approximation", true, compute.GELUTanh),
	}

	softmax := &Spec{
		ID: "softmax", Title: "Softmax", Category: "activations",
		LaTeX: `\operatorname{softmax}(\mathbf{z})_i = \frac{e^{z_i / T}}{\sum_{j=1}^{K} e^{z_j / T}}, \quad i = 1,\dots,K`,
		Explanation: "Softmax turns a vector of K real scores (logits) into a probability distribution over K classes. " +
			"It is the output layer of multi-class classifiers and the weighting step of attention. " +
			"Adding the same constant to every logit changes nothing; the temperature T sharpens the distribution towards the largest logit (T → 0) or flattens it (T → ∞). " +
			"With two classes it reduces to the sigmoid of the difference of the logits.",
		Sources: []Source{{Seed: S0}, {Seed: S3}, {Seed: S4}},
		Errata: []Erratum{
			{
				Source:  S3,
				Wrote:   `a_{ij} = \frac{\exp(-(w_{k^\top} x_i + b_k))}{\sum_{k'} \exp(-(w_{k'^\top} x_i + b_{k'}))}`,
				Correct: `a_{ik} = \frac{\exp(w_k^\top x_i + b_k)}{\sum_{k'} \exp(w_{k'}^\top x_i + b_{k'})}`,
				Why:     "The minus sign in both exponents inverts the ranking of the classes: the class with the largest score would get the smallest probability. The subscripts are also garbled (w_{k^⊤} for w_k^⊤, a_{ij} for a_{ik}).",
			},
			{
				Source:  S0,
				Wrote:   `\sigma(z_i) = \frac{e^{z_i}}{\sum_j e^{z_j}}`,
				Correct: `\operatorname{softmax}(\mathbf{z})_i = \frac{e^{z_i}}{\sum_j e^{z_j}}`,
				Why:     "σ is the sigmoid's symbol; softmax depends on the whole vector z, not on z_i alone.",
			},
		},
		Related: []string{"sigmoid", "cross-entropy", "binary-cross-entropy", "entropy"},
		Output:  `\operatorname{softmax}(\mathbf{z})`,
		Params: []Param{
			{Name: "z", Symbol: `\mathbf{z}`, Doc: "the logits", Kind: Vector, Default: []float64{1, 2, 3},
				Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			{Name: "T", Symbol: "T", Doc: "the temperature", Kind: Real, Default: 1.0, Optional: true,
				Min: 0.1, Max: 10, Step: 0.01, Log: true, Domain: Positive},
		},
		Eval: func(in Inputs) (any, error) {
			return compute.Softmax(nil, in.Vector("z"), in.Real("T"))
		},
		Plot: Plot{Kind: Bars},
	}

	sigmoidDerivative := &Spec{
		ID: "sigmoid-derivative", Title: "Derivative of the sigmoid", Category: "activations",
		LaTeX: `\sigma'(z) = \sigma(z)\,\bigl(1 - \sigma(z)\bigr) = a\,(1 - a), \quad a = \sigma(z)`,
		Explanation: "The slope of the sigmoid can be written with the sigmoid itself: σ'(z) = a(1 − a), where a = σ(z) is the unit's activation. " +
			"Backpropagation uses exactly this form, because a is already known from the forward pass. " +
			"The slope peaks at 1/4 for z = 0 and decays like e^{−|z|} in both tails, so saturated sigmoid units pass almost no gradient back: the vanishing-gradient problem.",
		Sources: src(S2),
		Related: []string{"sigmoid", "backprop-deltas", "two-layer-nn-sgd-update", "tanh"},
		Output:  `\sigma'(z)`,
	}
	sigmoidDerivative.Params, _, sigmoidDerivative.Plot = scalarFunction("z", "z", -10, 10, compute.SigmoidDerivative)
	sigmoidDerivative.Plot.Overlays = []Overlay{fn("σ(z)", true, compute.Sigmoid)}
	sigmoidDerivative.Params[0].Optional = true // a request may give the activation a instead
	sigmoidDerivative.Params = append(sigmoidDerivative.Params, Param{
		Name: "a", Symbol: "a", Doc: "the activation σ(z), when already known (as in backpropagation); it replaces z",
		Kind: Numbers, Optional: true, Example: 0.5, Min: 0, Max: 1, Step: 0.01, Domain: Unit,
	})
	sigmoidDerivative.Eval = func(in Inputs) (any, error) {
		if in.Has("a") {
			return entrywise(in, "a", func(a float64) float64 { return a * (1 - a) }), nil
		}
		return entrywise(in, "z", compute.SigmoidDerivative), nil
	}

	return []*Spec{sigmoid, tanh, relu, gelu, softmax, sigmoidDerivative}
}
