package equations

import (
	"math"

	"eqx/compute"
)

// baseParam is the logarithm base of information quantities.
var baseParam = Param{
	Name: "base", Symbol: `b`, Doc: "the logarithm base: 2 gives bits, e gives nats, 10 gives bans",
	Kind: Choice, Default: "e", Optional: true, Options: []string{"2", "e", "10"},
}

// informationFamily is the entropy and the conditional entropy (a family of
// the catalogue: family.go).
type informationFamily struct{}

func (informationFamily) specs() []*Spec {
	entropy := &Spec{
		ID: "entropy", Title: "Shannon entropy", Category: "information-theory",
		LaTeX: `H(X) = -\sum_{x \in \mathcal{X}} P(x)\log_b P(x)`,
		Explanation: "Entropy measures the average surprise of a random variable: how many bits (base 2) or nats (base e) an optimal code needs per outcome. " +
			"It drives decision-tree splits and is the baseline that cross-entropy and KL divergence compare against. " +
			"It is 0 for a certain outcome and largest, log K, for a uniform distribution over K outcomes.",
		Sources: src(S3, S4),
		Errata: []Erratum{{
			Source:  S4,
			Wrote:   `H([0.9, 0.1]) = 0.4698716731013394`,
			Correct: `H([0.9, 0.1]) = 0.3250829733914482\ \text{nats} = 0.4689955935892812\ \text{bits}`,
			Why:     "The printed value matches neither base. With the natural logarithm the example's code gives 0.32508… nats; in bits the entropy is 0.46899…, close to but not the printed number.",
		}},
		Related: []string{"conditional-entropy", "cross-entropy", "kl-divergence", "information-gain", "binary-cross-entropy"},
		Output:  `H(X)`,
		Params: []Param{
			{Name: "p", Symbol: `P`, Doc: "the distribution of X", Kind: Probability, Default: []float64{0.9, 0.1},
				Min: 0, Max: 1, Step: 0.01, MinLen: 1, MaxLen: 8},
			baseParam,
		},
		Eval: func(in Inputs) (any, error) {
			b, err := logBase(in)
			if err != nil {
				return nil, err
			}
			return compute.Entropy(in.Vector("p"), b)
		},
		View: &Bars{Of: "p"},
	}
	conditional := &Spec{
		ID: "conditional-entropy", Title: "Conditional entropy", Category: "information-theory",
		LaTeX: `H(Y \mid X) = -\sum_{x=1}^{K_X} p_x \sum_{y=1}^{K} p_{y \mid x}\log_b p_{y \mid x}, \qquad p_x = \frac{n_x}{N},\; p_{y \mid x} = \frac{n_{xy}}{n_x}`,
		Explanation: "Conditional entropy is the uncertainty about a label Y that remains, on average, once a feature X is known: the entropy of the labels within each feature value, weighted by how often that value occurs. " +
			"Decision trees compute it for every candidate split; the split that leaves the least of it is the most informative. " +
			"It is never more than H(Y), and equals it exactly when the feature tells nothing about the label.",
		Sources: src(S3),
		Related: []string{"entropy", "information-gain", "best-split-feature"},
		Output:  `H(Y \mid X)`,
		Params:  []Param{countsParam(), bitsParam()},
		Eval: func(in Inputs) (any, error) {
			b, err := logBase(in)
			if err != nil {
				return nil, err
			}
			return compute.ConditionalEntropy(in.Matrix("counts"), b)
		},
		View: countsHeatmap,
	}
	return []*Spec{entropy, conditional}
}

// countsParam is a contingency table of counts: rows are the values of a
// feature X, columns the labels Y.
func countsParam() Param {
	return Param{
		Name: "counts", Symbol: `n_{xy}`, Doc: "the counts: one row per feature value x, one column per label y",
		Kind: Matrix, Default: [][]float64{{3, 1}, {1, 3}}, Min: 0, Max: 20, Step: 1, Domain: NonNegative,
		MinLen: 1, MaxLen: 4, MinCols: 1,
	}
}

// countsHeatmap shows a contingency table of counts as a heat map.
var countsHeatmap = &Heatmap{Of: []string{"counts"}, Rows: []string{"x = "}, Cols: []string{"y = "}}

// bitsParam is baseParam defaulting to base 2, the bits of S3's decision
// trees.
func bitsParam() Param {
	p := baseParam
	p.Default = "2"
	return p
}

// logBase maps the "base" option to the number used by the kernels.
func logBase(in Inputs) (float64, error) { return baseOf(in, "base") }

// baseOf maps a log-base option (named "base" or, in the n-gram pages,
// "log") to the number used by the kernels.
func baseOf(in Inputs, name string) (float64, error) {
	switch b := in.Choice(name); b {
	case "e":
		return math.E, nil
	case "2":
		return 2, nil
	case "10":
		return 10, nil
	default:
		return 0, inputErrorf(name, "unknown log base %q", b)
	}
}
