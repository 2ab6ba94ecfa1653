package equations

import (
	"math"

	"eqx/compute"
	"eqx/compute/libm"
)

// reductionParam is the sum/mean option of losses over n samples.
var reductionParam = Param{
	Name: "reduction", Symbol: `\text{reduction}`, Doc: "average the per-sample losses (mean) or add them (sum)",
	Kind: Choice, Default: "mean", Optional: true, Options: []string{"mean", "sum"},
}

func reduction(in Inputs) compute.Reduction {
	if in.Choice("reduction") == "sum" {
		return compute.Sum
	}
	return compute.Mean
}

// lossesFamily is the loss functions and the regularised losses (a family of
// the catalogue: family.go).
type lossesFamily struct{}

func (lossesFamily) specs() []*Spec {
	mse := &Spec{
		ID: "mse", Title: "Mean squared error", Category: "losses",
		LaTeX: `\operatorname{MSE} = \frac{1}{n}\sum_{i=1}^{n} \left(y_i - \hat{y}_i\right)^2`,
		Explanation: "MSE averages the squared differences between targets and predictions. " +
			"It is the standard loss of regression and the quantity least squares minimises. " +
			"Squaring punishes large errors much more than small ones, so a single outlier can dominate it.",
		Sources: src(S4, S0),
		Errata: []Erratum{{
			Source:  S4,
			Wrote:   `\text{MSE: } 0.01 \quad (y = [1, 2, 3],\ \hat{y} = [1.1, 1.9, 3.2])`,
			Correct: `\operatorname{MSE} = \tfrac{1}{3}(0.01 + 0.01 + 0.04) = 0.02`,
			Why:     "The printed output does not match the example's own data: the squared errors are 0.01, 0.01 and 0.04, whose mean is 0.02.",
		}},
		Related: []string{"mae", "huber-loss", "euclidean-distance", "binary-cross-entropy"},
		Output:  `\operatorname{MSE}`,
		Params: []Param{
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "the targets", Kind: Vector, Default: []float64{1, 2, 3},
				Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 20},
			{Name: "y_hat", Symbol: `\hat{\mathbf{y}}`, Doc: "the predictions", Kind: Vector, Default: []float64{1.1, 1.9, 3.2},
				Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 20, SameLen: "y"},
		},
		Eval: func(in Inputs) (any, error) { return compute.MSE(in.Vector("y"), in.Vector("y_hat")) },
		View: &Scatter{X: "y", Y: "y_hat", Residuals: true},
	}

	bce := &Spec{
		ID: "binary-cross-entropy", Title: "Binary cross-entropy / log loss", Category: "losses",
		LaTeX: `\operatorname{BCE} = -\frac{1}{n}\sum_{i=1}^{n}\left[y_i \log p_i + (1 - y_i)\log(1 - p_i)\right]`,
		Explanation: "Binary cross-entropy scores predicted probabilities p_i against 0/1 labels y_i: the loss of one sample is −log of the probability given to the true label. " +
			"It is the loss of logistic regression and of every binary classifier with a sigmoid output. " +
			"A confident wrong prediction is punished without bound: as p → 0 for a positive label, the loss goes to infinity.",
		Sources: src(S0, S2, S3, S4),
		Errata: []Erratum{{
			Source:  S4,
			Wrote:   `\text{Cross-Entropy: } 0.164252033486018`,
			Correct: `\operatorname{BCE}([1,0,1], [0.9,0.1,0.8]) = 0.14462152754328741`,
			Why:     "The printed value is not what the example's own code computes: −(log 0.9 + log 0.9 + log 0.8)/3 = 0.144621…",
		}},
		Related: []string{"sigmoid", "cross-entropy", "negative-log-likelihood", "entropy", "kl-divergence"},
		Output:  `\operatorname{BCE}`,
		Params: []Param{
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "the labels, 0 or 1 (soft labels in [0, 1] are accepted)", Kind: Vector, Default: []float64{1, 0, 1},
				Min: 0, Max: 1, Step: 1, Domain: Unit, MinLen: 1, MaxLen: 10},
			{Name: "p", Symbol: `\mathbf{p}`, Doc: "the predicted probabilities of label 1", Kind: Vector, Default: []float64{0.9, 0.1, 0.8},
				Min: 0, Max: 1, Step: 0.01, Domain: Unit, MinLen: 1, MaxLen: 10, SameLen: "y"},
			reductionParam,
		},
		Eval: func(in Inputs) (any, error) {
			return compute.BinaryCrossEntropy(in.Vector("y"), in.Vector("p"), reduction(in))
		},
		// Each sample sits on the curve of its label: −log p for y = 1,
		// −log(1 − p) for y = 0.
		View: &Scatter{X: "p", Extra: []Series{{Label: "loss of each sample", F: bcePerSample}}, Overlays: []Overlay{
			fn("−log p (y = 1)", false, func(p float64) float64 { return -libm.Log(p) }),
			fn("−log(1 − p) (y = 0)", true, func(p float64) float64 { return -math.Log1p(-p) }),
		}},
	}
	return []*Spec{mse, mae(), huberLoss(), bce, crossEntropy(), negativeLogLikelihood(),
		hingeLoss(), zeroOneLoss(), perceptronSquaredLoss(), l1Regularization(), l2Regularization()}
}

// predictionParams are the target and prediction vectors y and y_hat of a
// regression loss. A nil default leaves them absent: an alternative form.
func predictionParams(y, yHat []float64) []Param {
	ps := []Param{
		{Name: "y", Symbol: `\mathbf{y}`, Doc: "the targets", Kind: Vector,
			Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 20},
		{Name: "y_hat", Symbol: `\hat{\mathbf{y}}`, Doc: "the predictions", Kind: Vector,
			Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 20, SameLen: "y"},
	}
	if y == nil {
		ps[0].Optional, ps[0].Example, ps[0].Together = true, []float64{0, 0, 0}, []string{"y_hat"}
		ps[1].Optional, ps[1].Example, ps[1].Together = true, []float64{0.5, -2, 4}, []string{"y"}
	} else {
		ps[0].Default, ps[1].Default = y, yHat
	}
	return ps
}

func mae() *Spec {
	return &Spec{
		ID: "mae", Title: "Mean absolute error", Category: "losses",
		LaTeX: `\operatorname{MAE} = \frac{1}{n}\sum_{i=1}^{n} \left|y_i - \hat{y}_i\right|`,
		Explanation: "MAE averages the absolute differences between targets and predictions, in the units of the target. " +
			"It is the regression loss to use when outliers should not dominate: an error twice as large costs twice as much, not four times as in MSE. " +
			"The constant prediction that minimises it is the median of the targets, where MSE's is the mean.",
		Sources: src(S0),
		Related: []string{"mse", "huber-loss"},
		Output:  `\operatorname{MAE}`,
		Params:  predictionParams([]float64{1, 2, 3}, []float64{1.1, 1.9, 3.2}),
		Eval:    func(in Inputs) (any, error) { return compute.MAE(in.Vector("y"), in.Vector("y_hat")) },
		View:    &Scatter{X: "y", Y: "y_hat", Residuals: true},
	}
}

func huberLoss() *Spec {
	params := []Param{
		{Name: "residual", Symbol: `r = y - \hat{y}`, Doc: "the residual of one sample (not used when y and y_hat are given)",
			Kind: Real, Default: 1.5, Optional: true, Min: -5, Max: 5, Step: 0.01, Domain: AnyReal},
		{Name: "delta", Symbol: `\delta`, Doc: "where the loss turns from quadratic to linear",
			Kind: Real, Default: 1.0, Min: 0.1, Max: 5, Step: 0.05, Domain: Positive},
	}
	params = append(params, predictionParams(nil, nil)...)
	params = append(params, reductionParam)
	return &Spec{
		ID: "huber-loss", Title: "Huber loss", Category: "losses",
		LaTeX: `L_\delta(y, \hat{y}) = \begin{cases} \frac{1}{2}(y - \hat{y})^2 & \text{if } |y - \hat{y}| \le \delta \\ ` +
			`\delta\left(|y - \hat{y}| - \frac{1}{2}\delta\right) & \text{otherwise} \end{cases}`,
		Explanation: "The Huber loss is squared error for small residuals and absolute error, shifted to join smoothly, for large ones. " +
			"It is the robust regression loss of choice when the data contain outliers but MSE's smooth minimum is still wanted. " +
			"At |r| = δ both pieces have value δ²/2 and slope δ, so the loss is continuous with a continuous derivative; δ sets where an error starts to count as an outlier.",
		Sources: src(S0),
		Errata: []Erratum{{
			Source:  S0,
			Wrote:   `\delta\left((y - \hat{y}) - \tfrac{1}{2}\delta\right) \quad \text{otherwise}`,
			Correct: `\delta\left(|y - \hat{y}| - \tfrac{1}{2}\delta\right) \quad \text{otherwise}`,
			Why:     "Without the absolute value the linear branch is negative for residuals below −δ (r = −3, δ = 1 gives −3.5 instead of 2.5), so the loss would reward large underestimates. The seed also drops the cases brace and the left-hand side.",
		}},
		Related: []string{"mse", "mae"},
		Output:  `L_\delta`,
		Params:  params,
		Eval: func(in Inputs) (any, error) {
			data, err := formGiven(in, "data", "y", "y_hat")
			if err != nil {
				return nil, err
			}
			if data {
				return compute.HuberLoss(in.Vector("y"), in.Vector("y_hat"), in.Real("delta"), reduction(in))
			}
			return compute.Huber(in.Real("residual"), in.Real("delta"))
		},
		View: &Curve{X: "residual", Overlays: []Overlay{
			fn("r²/2", true, func(r float64) float64 { return r * r / 2 }),
			{Label: "δ|r|", Dashed: true, F: func(in Inputs, r float64) (float64, bool) { return in.Real("delta") * math.Abs(r), true }},
		}},
	}
}

func crossEntropy() *Spec {
	return &Spec{
		ID: "cross-entropy", Title: "Cross-entropy between distributions (categorical CE)", Category: "losses",
		LaTeX: `H(P, Q) = -\sum_{x \in \mathcal{X}} P(x)\log Q(x) \qquad \text{(per observation: } -\textstyle\sum_{c=1}^{M} y_{o,c}\log p_{o,c}\text{)}`,
		Explanation: "Cross-entropy is the average number of nats needed to encode samples of P with a code optimised for Q. " +
			"As a loss, P is the one-hot true class and Q the softmax output, so it reduces to −log of the probability given to the right class: the loss of every multi-class classifier. " +
			"It splits as H(P) + D_KL(P‖Q): the irreducible entropy of the targets plus the price of the model's mismatch.",
		Sources: src(S4, S0),
		Related: []string{"entropy", "kl-divergence", "negative-log-likelihood", "binary-cross-entropy", "softmax"},
		Output:  `H(P, Q)`,
		Params: []Param{
			{Name: "P", Symbol: `P`, Doc: "the true distribution (a one-hot vector for a labelled observation)", Kind: Probability,
				Default: []float64{1, 0, 0}, Min: 0, Max: 1, Step: 0.01, MinLen: 1, MaxLen: 6},
			{Name: "Q", Symbol: `Q`, Doc: "the predicted distribution", Kind: Probability,
				Default: []float64{0.7, 0.2, 0.1}, Min: 0, Max: 1, Step: 0.01, MinLen: 1, MaxLen: 6, SameLen: "P"},
			baseParam,
		},
		Eval: func(in Inputs) (any, error) {
			b, err := logBase(in)
			if err != nil {
				return nil, err
			}
			return compute.CrossEntropy(in.Vector("P"), in.Vector("Q"), b)
		},
		View: &PairedBars{Of: []string{"P", "Q"}},
	}
}

func negativeLogLikelihood() *Spec {
	return &Spec{
		ID: "negative-log-likelihood", Title: "Negative log-likelihood", Category: "losses",
		LaTeX: `\operatorname{NLL}(y) = -\log p(y)`,
		Explanation: "The negative log-likelihood of an observation is −log of the probability the model gave to what actually happened. " +
			"Summed over independent observations it is the quantity maximum-likelihood estimation minimises, and with p the predicted probability of the true class it is exactly the cross-entropy loss. " +
			"It is 0 for a certain, correct prediction and grows without bound as that probability goes to 0.",
		Sources: src(S0),
		Related: []string{"cross-entropy", "binary-cross-entropy", "entropy"},
		Output:  `\operatorname{NLL}`,
		Params: []Param{
			{Name: "p", Symbol: `p(y)`, Doc: "the probability the model gives to the observed outcome", Kind: Real,
				Default: 0.8, Min: 0.01, Max: 1, Step: 0.01, Domain: Unit},
		},
		Eval: func(in Inputs) (any, error) { return compute.NegativeLogLikelihood(in.Real("p")) },
		View: &Curve{X: "p"},
	}
}

func hingeLoss() *Spec {
	return &Spec{
		ID: "hinge-loss", Title: "Hinge loss", Category: "losses",
		LaTeX: `\ell(y, \hat{y}) = \max\left(0,\; 1 - y\,\hat{y}\right), \quad y \in \{-1, +1\}`,
		Explanation: "The hinge loss scores a real-valued classifier output ŷ against a label y of −1 or +1 through the margin yŷ. " +
			"It is the loss of the soft-margin support vector machine: correct predictions with margin at least 1 cost nothing, everything else costs linearly. " +
			"It is a convex upper bound of the zero-one loss, which is what makes SVM training a convex problem. " +
			"With 0/1 labels, as in S3, the label enters as 2y − 1.",
		Sources: src(S0, S3),
		Related: []string{"zero-one-loss", "svm-soft-margin", "svm-subgradient-step", "binary-cross-entropy"},
		Output:  `\ell`,
		Params: []Param{
			{Name: "y", Symbol: `y`, Doc: "the label, -1 or 1; or a list of labels", Kind: Numbers, Default: 1.0,
				Min: -1, Max: 1, Step: 2, Domain: AnyReal, MaxLen: 20},
			{Name: "y_hat", Symbol: `\hat{y}`, Doc: "the classifier's score wᵀx + b (a real number, not a probability); a list of scores, one per label", Kind: Numbers,
				Default: 0.3, Min: -3, Max: 3, Step: 0.01, Domain: AnyReal, MaxLen: 20, SameLen: "y"},
			reductionParam,
		},
		Eval: func(in Inputs) (any, error) {
			v, scalar, err := broadcastNumbers(in, "y", "y_hat")
			if err != nil {
				return nil, err
			}
			if scalar {
				return compute.Hinge(v[0][0], v[1][0])
			}
			return compute.HingeLoss(v[0], v[1], reduction(in))
		},
		// Against the score, for the label y: the hinge next to the 0-1
		// loss it bounds and the logistic loss (in bits, so that it too
		// is 1 at the boundary).
		View: &Curve{X: "y_hat", Overlays: []Overlay{
			{Label: "0-1 loss", Dashed: true, F: func(in Inputs, s float64) (float64, bool) {
				y, ok := in["y"].(float64)
				if !ok {
					return 0, false
				}
				if y*s <= 0 {
					return 1, true
				}
				return 0, true
			}},
			{Label: "logistic loss log₂(1 + e^(−y·ŷ))", Dashed: true, F: func(in Inputs, s float64) (float64, bool) {
				y, ok := in["y"].(float64)
				if !ok {
					return 0, false
				}
				return compute.Softplus(-y*s) / math.Ln2, true
			}},
		}},
	}
}

func zeroOneLoss() *Spec {
	return &Spec{
		ID: "zero-one-loss", Title: "Zero-one loss (empirical risk minimisation)", Category: "losses",
		LaTeX: `\hat{f} = \operatorname*{argmin}_{f \in \mathcal{H}} \sum_{i=1}^{n} \mathbf{1}\{f(x_i) \ne y_i\}`,
		Explanation: "The zero-one loss counts the misclassified examples; empirical risk minimisation picks, from a hypothesis space H, the classifier with the fewest. " +
			"It is what accuracy measures, but it is rarely trained on directly: it is flat almost everywhere and jumps at the decision boundary, so it has no useful gradient. " +
			"Here the count is evaluated for given predictions; surrogate losses such as the hinge and the log loss stand in for it during training.",
		Sources: src(S3),
		Related: []string{"hinge-loss", "binary-cross-entropy", "linear-threshold-unit"},
		Output:  `\textstyle\sum_i \mathbf{1}\{\hat{y}_i \ne y_i\}`,
		Params: []Param{
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "the true labels", Kind: Vector, Default: []float64{0, 1, 1, 0},
				Min: 0, Max: 1, Step: 1, Domain: AnyReal, MinLen: 1, MaxLen: 20},
			{Name: "y_hat", Symbol: `\hat{\mathbf{y}} = f(\mathbf{x})`, Doc: "the predicted labels", Kind: Vector, Default: []float64{0, 1, 0, 0},
				Min: 0, Max: 1, Step: 1, Domain: AnyReal, MinLen: 1, MaxLen: 20, SameLen: "y"},
		},
		Eval: func(in Inputs) (any, error) { return compute.ZeroOneLoss(in.Vector("y"), in.Vector("y_hat")) },
		View: &PairedBars{Of: []string{"y", "y_hat"}},
	}
}

// The activation functions g the perceptron's squared loss offers.
const (
	gSigmoid  = "sigmoid"
	gTanh     = "tanh"
	gReLU     = "relu"
	gIdentity = "identity"
	gStep     = "step"
)

// activation returns the function g named by the "g" option.
func activation(name string) func(float64) float64 {
	switch name {
	case gTanh:
		return compute.Tanh
	case gReLU:
		return compute.ReLU
	case gIdentity:
		return func(z float64) float64 { return z }
	case gStep:
		// S3's linear threshold unit: 1{z ≥ 0}.
		return func(z float64) float64 {
			if z >= 0 {
				return 1
			}
			return 0
		}
	case gSigmoid:
		return compute.Sigmoid
	}
	return nil
}

func perceptronSquaredLoss() *Spec {
	return &Spec{
		ID: "perceptron-squared-loss", Title: "Squared loss of a perceptron with activation g", Category: "losses",
		LaTeX: `(\hat{\mathbf{w}}, \hat{b}) = \operatorname*{argmin}_{\mathbf{w}, b} \frac{1}{2}\sum_{i=1}^{n}(a_i - y_i)^2, \quad a_i = g(\mathbf{w}^\top\mathbf{x}_i + b)`,
		Explanation: "A perceptron with a smooth activation g can be trained by minimising half the sum of squared differences between its activations a_i and the labels y_i. " +
			"The value shown is that objective at the chosen weights and bias; gradient descent moves (w, b) downhill on it, and the ½ cancels the 2 of the derivative. " +
			"With the step activation the objective is piecewise constant and gives no gradient, which is why the sigmoid is used instead.",
		Sources: src(S3),
		Related: []string{"linear-threshold-unit", "perceptron-update", "sigmoid", "mse", "l2-regularization"},
		Output:  `\tfrac{1}{2}\textstyle\sum_i (a_i - y_i)^2`,
		Params: []Param{
			{Name: "X", Symbol: `X`, Doc: "the data, one row x_i per example", Kind: Matrix, Default: [][]float64{{1, 2}, {0, -1}, {2, 0}},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10, MinCols: 1},
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "the labels, one per row of X", Kind: Vector, Default: []float64{1, 0, 1},
				Min: 0, Max: 1, Step: 1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			{Name: "w", Symbol: `\mathbf{w}`, Doc: "the weights, one per column of X", Kind: Vector, Default: []float64{0.5, -0.25},
				Min: -5, Max: 5, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 4},
			{Name: "b", Symbol: `b`, Doc: "the bias", Kind: Real, Default: 0.1, Min: -5, Max: 5, Step: 0.05, Domain: AnyReal},
			{Name: "g", Symbol: `g`, Doc: "the activation function (step is the threshold unit 1{z ≥ 0})", Kind: Choice, Default: gSigmoid,
				Optional: true, Options: []string{gSigmoid, gTanh, gReLU, gIdentity, gStep}},
		},
		Eval: func(in Inputs) (any, error) {
			return compute.PerceptronSquaredLoss(in.Matrix("X"), in.Vector("y"), in.Vector("w"), in.Real("b"), activation(in.Choice("g")))
		},
		View: &Curve{X: "b"},
	}
}

// regularizedParams are the inputs of the regularised squared losses.
func regularizedParams() []Param {
	return []Param{
		{Name: "a", Symbol: `\mathbf{a}`, Doc: "the model's outputs (activations) a_i", Kind: Vector, Default: []float64{0.9, 0.2},
			Min: 0, Max: 1, Step: 0.01, Domain: AnyReal, MinLen: 1, MaxLen: 10},
		{Name: "y", Symbol: `\mathbf{y}`, Doc: "the targets", Kind: Vector, Default: []float64{1, 0},
			Min: 0, Max: 1, Step: 0.01, Domain: AnyReal, MinLen: 1, MaxLen: 10, SameLen: "a"},
		{Name: "w", Symbol: `\mathbf{w}`, Doc: "the weights", Kind: Vector, Default: []float64{0.5, -2},
			Min: -3, Max: 3, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 6},
		{Name: "b", Symbol: `b`, Doc: "the bias", Kind: Real, Default: 1.0, Optional: true, Min: -3, Max: 3, Step: 0.05, Domain: AnyReal},
		{Name: "lambda", Symbol: `\lambda`, Doc: "the regularisation strength", Kind: Real, Default: 0.1,
			Min: 0, Max: 10, Step: 0.01, Domain: NonNegative},
		{Name: "penalize_bias", Symbol: `\text{penalise } b`, Doc: "include the bias in the penalty, as S3 does (most libraries do not)",
			Kind: Bool, Default: false, Optional: true},
	}
}

func l1Regularization() *Spec {
	return &Spec{
		ID: "l1-regularization", Title: "L1-regularised loss (Lasso)", Category: "losses",
		LaTeX: `\text{Loss} = \text{Error}(Y, \widehat{Y}) + \lambda\sum_{i=1}^{n} |w_i| \quad\Big(\text{S3: } \sum_{i=1}^{n}(a_i - y_i)^2 + \lambda\big(\sum_{j=1}^{m}|w_j| + |b|\big)\Big)`,
		Explanation: "L1 regularisation adds λ times the sum of the absolute weights to the training error; with a squared error this is the Lasso. " +
			"The penalty's diamond-shaped level sets have corners on the axes, so the optimum often sets some weights exactly to zero: L1 selects features. " +
			"Here the error is S3's sum of squared errors of the activations; λ trades fit against simplicity.",
		Sources: src(S0, S3),
		Errata: []Erratum{{
			Source:  S0,
			Wrote:   `Loss = Error(Y - \widehat{Y}) + \lambda \sum_1^n |w_i|`,
			Correct: `\text{Loss} = \text{Error}(Y, \widehat{Y}) + \lambda\sum_{i=1}^{n} |w_i|`,
			Why:     "The error is a function of the targets and the predictions, not of their difference alone (a cross-entropy is not), and the sum needs its index i.",
		}},
		Related: []string{"l2-regularization", "perceptron-squared-loss", "mse"},
		Output:  `\text{Loss}`,
		Params:  regularizedParams(),
		Eval: func(in Inputs) (any, error) {
			return compute.L1RegularizedLoss(in.Vector("a"), in.Vector("y"), in.Vector("w"), in.Real("b"), in.Real("lambda"), in.Bool("penalize_bias"))
		},
		View: &Curve{X: "lambda"},
	}
}

func l2Regularization() *Spec {
	return &Spec{
		ID: "l2-regularization", Title: "L2-regularised loss (Ridge)", Category: "losses",
		LaTeX: `\text{Loss} = \text{Error}(Y, \widehat{Y}) + \lambda\sum_{i=1}^{n} w_i^2 \quad\Big(\text{S3: } \sum_{i=1}^{n}(a_i - y_i)^2 + \lambda\big(\sum_{j=1}^{m}w_j^2 + b^2\big)\Big)`,
		Explanation: "L2 regularisation adds λ times the sum of the squared weights to the training error; with a squared error this is ridge regression (weight decay in neural networks). " +
			"The penalty shrinks all weights smoothly towards zero without making them exactly zero, and it keeps the least-squares problem well conditioned when features are correlated. " +
			"Here the error is S3's sum of squared errors of the activations; λ trades fit against the size of the weights.",
		Sources: src(S0, S3),
		Errata: []Erratum{
			{
				Source:  S0,
				Wrote:   `\text{A regression model that uses L1 regularization technique is called Ridge Regression.}`,
				Correct: `\text{A regression model that uses L2 regularization technique is called Ridge Regression.}`,
				Why:     "Ridge regression penalises the squared weights, the L2 penalty shown right below the sentence; L1 is the Lasso, named in the sentence before.",
			},
			{
				Source:  S3,
				Wrote:   `\text{L2 regularization (sqaured loss)}`,
				Correct: `\text{L2 regularization (squared loss)}`,
				Why:     "A spelling slip in the heading; the formula itself is right.",
			},
		},
		Related: []string{"l1-regularization", "perceptron-squared-loss", "logistic-regression-regularized-cost", "nn-regularized-cost"},
		Output:  `\text{Loss}`,
		Params:  regularizedParams(),
		Eval: func(in Inputs) (any, error) {
			return compute.L2RegularizedLoss(in.Vector("a"), in.Vector("y"), in.Vector("w"), in.Real("b"), in.Real("lambda"), in.Bool("penalize_bias"))
		},
		View: &Curve{X: "lambda"},
	}
}

// bcePerSample is the binary cross-entropy of each sample alone.
func bcePerSample(in Inputs) []float64 {
	y, p := in.Vector("y"), in.Vector("p")
	out := make([]float64, len(p))
	for i := range p {
		out[i] = math.NaN()
		if i < len(y) {
			if l, err := compute.BinaryCrossEntropy(y[i:i+1], p[i:i+1], compute.Mean); err == nil {
				out[i] = l
			}
		}
	}
	return out
}
