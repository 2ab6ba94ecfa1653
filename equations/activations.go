package equations

import "eqx/compute"

// scalarFunction builds the spec shape shared by the one-input activation
// functions: a single input swept by the curve plot. It is a number or,
// as NumPy users pass it, a list of numbers, each mapped by f (the answer
// is a list then).
func scalarFunction(name, symbol string, lo, hi float64, f func(float64) float64) ([]Param, func(Inputs) (any, error), *Curve) {
	params := []Param{{
		Name: name, Symbol: symbol, Doc: "the input (pre-activation): a number, or a list mapped entry by entry",
		Kind: Numbers, Default: 0.5, Min: lo, Max: hi, Step: 0.01, Domain: ExtendedReal,
	}}
	eval := func(in Inputs) (any, error) { return entrywise(in, name, f), nil }
	return params, eval, &Curve{X: name}
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

// alphaFunction is scalarFunction for an activation with a parameter α
// (a leaky slope, a scale): the input x, then α, and f(x, α) entry by
// entry.
func alphaFunction(def, lo, hi float64, domain Interval, doc string, f func(x, alpha float64) float64) ([]Param, func(Inputs) (any, error), *Curve) {
	params, _, plot := scalarFunction("x", "x", -5, 5, nil)
	params = append(params, Param{Name: "alpha", Symbol: `\alpha`, Doc: doc, Kind: Real, Default: def,
		Min: lo, Max: hi, Step: 0.01, Domain: domain})
	eval := func(in Inputs) (any, error) {
		alpha := in.Real("alpha")
		return entrywise(in, "x", func(x float64) float64 { return f(x, alpha) }), nil
	}
	return params, eval, plot
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
// softmax, the sigmoid's derivative, and the ReLU's smooth and leaky
// relatives SiLU, Mish, softplus, Leaky ReLU, ELU and SELU (a family of the
// catalogue: family.go).
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
	var sigmoidCurve *Curve
	sigmoid.Params, sigmoid.Eval, sigmoidCurve = scalarFunction("z", "z", -10, 10, compute.Sigmoid)
	sigmoidCurve.Overlays = []Overlay{fn("σ′(z) = σ(z)(1 − σ(z))", true, compute.SigmoidDerivative)}
	sigmoidCurve.Slope = slopeOf("z", compute.SigmoidDerivative)

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
	var tanhCurve *Curve
	tanh.Params, tanh.Eval, tanhCurve = scalarFunction("x", "x", -5, 5, compute.Tanh)
	tanhCurve.Overlays = []Overlay{fn("2σ(2x) − 1", true, func(x float64) float64 { return 2*compute.Sigmoid(2*x) - 1 })}
	tanhCurve.Slope = slopeOf("x", func(x float64) float64 { t := compute.Tanh(x); return 1 - t*t })

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
	var reluCurve *Curve
	relu.Params, relu.Eval, reluCurve = scalarFunction("z", "z", -5, 5, compute.ReLU)
	reluCurve.Overlays = []Overlay{{Label: "(sub)gradient 0 or 1", Dashed: true, F: func(_ Inputs, z float64) (float64, bool) {
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
	var geluCurve *Curve
	gelu.Params, gelu.Eval, geluCurve = scalarFunction("x", "x", -5, 5, compute.GELU)
	geluCurve.Overlays = []Overlay{
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
		View: &Bars{},
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
	var sigmoidDerivativeCurve *Curve
	sigmoidDerivative.Params, _, sigmoidDerivativeCurve = scalarFunction("z", "z", -10, 10, compute.SigmoidDerivative)
	sigmoidDerivativeCurve.Overlays = []Overlay{fn("σ(z)", true, compute.Sigmoid)}
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

	// The ReLU's smooth and leaky relatives, beyond the five sources.
	silu := &Spec{
		ID: "silu", Title: "SiLU / Swish", Category: "activations",
		LaTeX: `\operatorname{SiLU}(x) = x\,\sigma(x) = \frac{x}{1 + e^{-x}}`,
		Explanation: "SiLU weighs its input by the sigmoid of itself, so it lets large positive inputs through like ReLU and damps negative ones smoothly. " +
			"Found by an automated search as Swish, it is the activation of EfficientNet and of the gated feed-forward layers of many language models. " +
			"Unlike ReLU it is smooth and not monotonic: it dips to about −0.278 at x ≈ −1.28 before rising back to 0.",
		Sources: []Source{
			{Paper: "Elfwing, Uchibe & Doya (2018), Sigmoid-weighted linear units for neural network function approximation in reinforcement learning, Neural Networks 107, arXiv:1702.03118"},
			{Paper: "Ramachandran, Zoph & Le (2017), Searching for activation functions, arXiv:1710.05941"},
		},
		Related: []string{"sigmoid", "relu", "mish", "gelu"},
		Output:  `\operatorname{SiLU}(x)`,
	}
	var siluCurve *Curve
	silu.Params, silu.Eval, siluCurve = scalarFunction("x", "x", -6, 6, compute.SiLU)
	siluCurve.Overlays = []Overlay{fn("ReLU(x)", true, compute.ReLU), fn("GELU(x)", true, compute.GELU)}
	siluCurve.Slope = slopeOf("x", func(x float64) float64 { return compute.Sigmoid(x) + x*compute.SigmoidDerivative(x) })

	mish := &Spec{
		ID: "mish", Title: "Mish", Category: "activations",
		LaTeX: `\operatorname{Mish}(x) = x\,\tanh\bigl(\operatorname{softplus}(x)\bigr) = x\,\tanh\bigl(\ln(1 + e^{x})\bigr)`,
		Explanation: "Mish multiplies its input by the tanh of its softplus: close to x for large inputs, close to x·eˣ far below zero. " +
			"It was proposed as a smooth, self-regularising alternative to ReLU and Swish and is used in object detectors such as YOLOv4. " +
			"Like SiLU it dips below zero, to about −0.309 at x ≈ −1.19, and its gradient never vanishes exactly.",
		Sources: []Source{{Paper: "Misra (2019), Mish: a self regularized non-monotonic activation function, arXiv:1908.08681"}},
		Related: []string{"silu", "softplus", "tanh", "relu"},
		Output:  `\operatorname{Mish}(x)`,
	}
	var mishCurve *Curve
	mish.Params, mish.Eval, mishCurve = scalarFunction("x", "x", -6, 6, compute.Mish)
	mishCurve.Overlays = []Overlay{fn("SiLU(x)", true, compute.SiLU), fn("ReLU(x)", true, compute.ReLU)}

	softplus := &Spec{
		ID: "softplus", Title: "Softplus", Category: "activations",
		LaTeX: `\operatorname{softplus}(x) = \ln\bigl(1 + e^{x}\bigr)`,
		Explanation: "Softplus is a smooth ReLU: it follows x for large inputs and e^x for very negative ones, and is always positive. " +
			"Its derivative is the sigmoid, and it is the usual way to make a network output a positive number, such as a standard deviation or a rate. " +
			"Computed as written it overflows for x above 709; eqx evaluates max(x, 0) + ln(1 + e^{−|x|}), exact to rounding everywhere.",
		Sources: []Source{
			{Paper: "Dugas, Bengio, Bélisle, Nadeau & Garcia (2001), Incorporating second-order functional knowledge for better option pricing, NIPS 13"},
			{Paper: "Glorot, Bordes & Bengio (2011), Deep sparse rectifier neural networks, AISTATS"},
		},
		Related: []string{"relu", "sigmoid", "mish", "binary-cross-entropy"},
		Output:  `\operatorname{softplus}(x)`,
	}
	var softplusCurve *Curve
	softplus.Params, softplus.Eval, softplusCurve = scalarFunction("x", "x", -6, 6, compute.Softplus)
	softplusCurve.Overlays = []Overlay{fn("ReLU(x)", true, compute.ReLU)}
	softplusCurve.Slope = slopeOf("x", compute.Sigmoid)

	leaky := &Spec{
		ID: "leaky-relu", Title: "Leaky ReLU", Category: "activations",
		LaTeX: `\operatorname{LeakyReLU}_\alpha(x) = \begin{cases} x & x \ge 0 \\ \alpha x & x < 0 \end{cases}`,
		Explanation: "Leaky ReLU keeps a small slope α on the negative side instead of cutting it to zero. " +
			"A ReLU unit whose input stays negative gets no gradient and can stop learning for good; the leak keeps a gradient of α flowing. " +
			"α is usually 0.01; with α = 0 it is the ReLU, and learning α per channel gives the PReLU.",
		Sources: []Source{{Paper: "Maas, Hannun & Ng (2013), Rectifier nonlinearities improve neural network acoustic models, ICML Workshop on Deep Learning for Audio, Speech and Language Processing"}},
		Related: []string{"relu", "elu", "selu"},
		Output:  `\operatorname{LeakyReLU}_\alpha(x)`,
	}
	var leakyCurve *Curve
	leaky.Params, leaky.Eval, leakyCurve = alphaFunction(0.01, 0, 1, Interval{Lo: 0, Hi: 1},
		"the slope α on the negative side", compute.LeakyReLU)
	leakyCurve.Overlays = []Overlay{fn("ReLU(x)", true, compute.ReLU)}

	elu := &Spec{
		ID: "elu", Title: "Exponential linear unit", Category: "activations",
		LaTeX: `\operatorname{ELU}_\alpha(x) = \begin{cases} x & x > 0 \\ \alpha\,(e^{x} - 1) & x \le 0 \end{cases}`,
		Explanation: "ELU is the identity for positive inputs and bends smoothly to a floor of −α below zero. " +
			"Its negative values pull the mean activation towards zero, which speeds up learning, and the saturation makes it robust to noise in very negative inputs. " +
			"With α = 1 it is smooth at 0; eqx computes α(e^x − 1) with expm1, which keeps its digits for x near 0.",
		Sources: []Source{{Paper: "Clevert, Unterthiner & Hochreiter (2015), Fast and accurate deep network learning by exponential linear units (ELUs), arXiv:1511.07289"}},
		Related: []string{"selu", "leaky-relu", "relu"},
		Output:  `\operatorname{ELU}_\alpha(x)`,
	}
	var eluCurve *Curve
	elu.Params, elu.Eval, eluCurve = alphaFunction(1, 0.1, 3, Positive, "the scale α: the value ELU saturates at is −α", compute.ELU)
	eluCurve.Overlays = []Overlay{fn("ReLU(x)", true, compute.ReLU)}

	selu := &Spec{
		ID: "selu", Title: "Scaled exponential linear unit", Category: "activations",
		LaTeX: `\operatorname{SELU}(x) = \lambda \begin{cases} x & x > 0 \\ \alpha\,(e^{x} - 1) & x \le 0 \end{cases}, \quad \lambda \approx 1.0507,\ \alpha \approx 1.6733`,
		Explanation: "SELU is an ELU scaled by λ, with λ and α chosen so that activations with zero mean and unit variance keep them from layer to layer. " +
			"A deep feed-forward network of SELU units, with weights initialised for it, then normalises itself without batch normalisation. " +
			"The constants are not free: λ = 1.0507009873554804934… and α = 1.6732632423543772848… are the fixed point of that mean and variance map.",
		Sources: []Source{{Paper: "Klambauer, Unterthiner, Mayr & Hochreiter (2017), Self-normalizing neural networks, NeurIPS 30, arXiv:1706.02515"}},
		Related: []string{"elu", "leaky-relu", "relu"},
		Output:  `\operatorname{SELU}(x)`,
	}
	var seluCurve *Curve
	selu.Params, selu.Eval, seluCurve = scalarFunction("x", "x", -5, 5, compute.SELU)
	seluCurve.Overlays = []Overlay{fn("ELU(x), α = 1", true, func(x float64) float64 { return compute.ELU(x, 1) })}

	elu.View = eluCurve
	gelu.View = geluCurve
	leaky.View = leakyCurve
	mish.View = mishCurve
	relu.View = reluCurve
	selu.View = seluCurve
	sigmoid.View = sigmoidCurve
	sigmoidDerivative.View = sigmoidDerivativeCurve
	silu.View = siluCurve
	softplus.View = softplusCurve
	tanh.View = tanhCurve

	return []*Spec{sigmoid, tanh, relu, gelu, softmax, sigmoidDerivative, silu, mish, softplus, leaky, elu, selu}
}
