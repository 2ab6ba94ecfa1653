package equations

import "eqx/compute"

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

func losses() []*Spec {
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
		Related: []string{"euclidean-distance", "binary-cross-entropy"},
		Output:  `\operatorname{MSE}`,
		Params: []Param{
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "the targets", Kind: Vector, Default: []float64{1, 2, 3},
				Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 20},
			{Name: "y_hat", Symbol: `\hat{\mathbf{y}}`, Doc: "the predictions", Kind: Vector, Default: []float64{1.1, 1.9, 3.2},
				Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 20, SameLen: "y"},
		},
		Eval: func(in Inputs) (any, error) { return compute.MSE(in.Vector("y"), in.Vector("y_hat")) },
		Plot: Plot{Kind: PairedBars, Of: []string{"y", "y_hat"}},
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
		Related: []string{"sigmoid", "entropy", "kl-divergence"},
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
		Plot: Plot{Kind: PairedBars, Of: []string{"y", "p"}},
	}
	return []*Spec{mse, bce}
}
