package equations

import "eqx/compute"

// decisionTreesFamily is the information gain, the best split and the
// decision stump (a family of the catalogue: family.go).
type decisionTreesFamily struct{}

func (decisionTreesFamily) specs() []*Spec {
	gain := &Spec{
		ID: "information-gain", Title: "Information gain (mutual information with the label)", Category: "decision-trees",
		LaTeX: `I(Y ; X_j) = H(Y) - H(Y \mid X_j)`,
		Explanation: "The information gain of a feature is how much knowing it reduces the uncertainty about the label: the label's entropy minus its conditional entropy given the feature. " +
			"It is the mutual information between feature and label, and ID3-style decision trees split on the feature with the largest gain. " +
			"It is 0 for a feature independent of the label and at most H(Y), reached when the feature determines the label.",
		Sources: src(S3),
		Errata: []Erratum{{
			Source:  S3,
			Wrote:   `I\left(Y | X_{j}\right) = H\left(Y\right) - H\left(Y | X_{j}\right)`,
			Correct: `I(Y ; X_j) = H(Y) - H(Y \mid X_j)`,
			Why:     "The bar denotes conditioning, but the gain is the mutual information between Y and X_j, a symmetric quantity written with a semicolon; I(Y | X_j) reads as something conditioned on X_j.",
		}},
		Related: []string{"entropy", "conditional-entropy", "best-split-feature"},
		Output:  `I(Y ; X_j)`,
		Params:  []Param{countsParam(), bitsParam()},
		Eval: func(in Inputs) (any, error) {
			b, err := logBase(in)
			if err != nil {
				return nil, err
			}
			return compute.InformationGain(in.Matrix("counts"), b)
		},
		View: countsHeatmap,
	}

	best := &Spec{
		ID: "best-split-feature", Title: "Decision-tree feature selection", Category: "decision-trees",
		LaTeX: `j^\star = \operatorname*{argmax}_{j} I(Y ; X_j)`,
		Explanation: "A decision tree grows by choosing, at each node, the feature whose split of the node's examples gives the largest information gain about the label. " +
			"Each column of X is a categorical feature; the gain of every feature is computed in bits from its table of value–label counts. " +
			"Features with many distinct values tend to win by splitting the data finely, which is why C4.5 later normalised the gain. " +
			"Ties go to the first feature; j* is reported both 1-based, as in S3, and 0-based.",
		Sources: src(S3),
		Errata: []Erratum{{
			Source:  S3,
			Wrote:   `j^\star = \mathop{\mathrm{argmax}}_{j} I\left(Y | X_{j}\right)`,
			Correct: `j^\star = \operatorname*{argmax}_{j} I(Y ; X_j)`,
			Why:     "As in the information-gain formula, the criterion is the mutual information I(Y ; X_j), not a quantity conditioned on X_j.",
		}},
		Related: []string{"information-gain", "decision-stump", "conditional-entropy"},
		Output:  `j^\star`,
		Params: []Param{
			{Name: "X", Symbol: `X`, Doc: "the data: one row per example, one column per categorical feature", Kind: Matrix,
				Default: [][]float64{{0, 0}, {0, 1}, {1, 0}, {1, 1}}, Min: 0, Max: 3, Step: 1, Domain: AnyReal,
				MinLen: 1, MaxLen: 20, MinCols: 1},
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "the labels, one per row of X", Kind: Vector, Default: []float64{0, 0, 1, 1},
				Min: 0, Max: 3, Step: 1, Domain: AnyReal, MinLen: 1, MaxLen: 20},
		},
		Eval: func(in Inputs) (any, error) {
			j, gains, err := compute.BestSplitFeature(in.Matrix("X"), in.Vector("y"))
			if err != nil {
				return nil, err
			}
			return map[string]any{"j_star": j + 1, "j_star_0based": j, "gains_bits": gains}, nil
		},
		View: &Bars{Extra: []Series{{Label: "information gain of each feature (bits)", F: func(in Inputs) []float64 {
			_, gains, err := compute.BestSplitFeature(in.Matrix("X"), in.Vector("y"))
			if err != nil {
				return nil
			}
			return gains
		}}}},
	}

	stump := &Spec{
		ID: "decision-stump", Title: "Decision stump classifier", Category: "decision-trees",
		LaTeX: `\hat{y}_i = \mathbf{1}\{x_{ij} \ge t_j\}`,
		Explanation: "A decision stump is a decision tree of depth one: it labels an example 1 when one feature reaches a threshold t and 0 otherwise. " +
			"On its own it is a weak classifier, but it is the building block of deeper trees and the usual weak learner of boosting. " +
			"The threshold is inclusive: a value exactly at t is labelled 1.",
		Sources: src(S3),
		Related: []string{"best-split-feature", "linear-threshold-unit"},
		Output:  `\hat{\mathbf{y}}`,
		Params: []Param{
			{Name: "x", Symbol: `x_{\cdot j}`, Doc: "the values of feature j, one per example", Kind: Vector, Default: []float64{0.2, 0.5, 0.9},
				Min: 0, Max: 1, Step: 0.01, Domain: AnyReal, MinLen: 1, MaxLen: 20},
			{Name: "t", Symbol: `t_j`, Doc: "the threshold", Kind: Real, Default: 0.5, Min: 0, Max: 1, Step: 0.01, Domain: AnyReal},
		},
		Eval: func(in Inputs) (any, error) { return compute.DecisionStump(nil, in.Vector("x"), in.Real("t")) },
		// The examples at their feature value and predicted label, on the
		// step 1{x ≥ t} that labels them.
		View: &Scatter{X: "x", Extra: []Series{{Label: "ŷ", F: func(in Inputs) []float64 {
			y, err := compute.DecisionStump(nil, in.Vector("x"), in.Real("t"))
			if err != nil {
				return nil
			}
			return y
		}}}, Overlays: []Overlay{{Label: "1{x ≥ t}", F: func(in Inputs, x float64) (float64, bool) {
			if x >= in.Real("t") {
				return 1, true
			}
			return 0, true
		}}}},
	}
	return []*Spec{gain, best, stump}
}
