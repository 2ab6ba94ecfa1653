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

func information() []*Spec {
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
		Plot: Plot{Kind: Bars, Of: []string{"p"}},
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
		Plot: countsHeatmap,
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
var countsHeatmap = Plot{Kind: Heatmap, Of: []string{"counts"}, Rows: []string{"x = "}, Cols: []string{"y = "}}

// bitsParam is baseParam defaulting to base 2, the bits of S3's decision
// trees.
func bitsParam() Param {
	p := baseParam
	p.Default = "2"
	return p
}

func divergences() []*Spec {
	kl := &Spec{
		ID: "kl-divergence", Title: "Kullback–Leibler divergence", Category: "divergences",
		LaTeX: `D_{\mathrm{KL}}(P \,\|\, Q) = \sum_{x \in \mathcal{X}} P(x)\log\frac{P(x)}{Q(x)}`,
		Explanation: "The KL divergence measures how many extra nats are needed, on average, to encode samples of P with a code built for Q. " +
			"It appears in variational inference, in the VAE loss and as cross-entropy minus entropy. " +
			"It is never negative, zero only when P = Q, and not symmetric: D(P‖Q) and D(Q‖P) usually differ.",
		Sources: src(S0, S4),
		Related: []string{"entropy", "js-divergence", "cross-entropy", "binary-cross-entropy"},
		Output:  `D_{\mathrm{KL}}(P\,\|\,Q)`,
		Params: []Param{
			{Name: "P", Symbol: `P`, Doc: "the true distribution", Kind: Probability, Default: []float64{0.7, 0.3},
				Min: 0, Max: 1, Step: 0.01, MinLen: 1, MaxLen: 6},
			{Name: "Q", Symbol: `Q`, Doc: "the approximating distribution", Kind: Probability, Default: []float64{0.5, 0.5},
				Min: 0, Max: 1, Step: 0.01, MinLen: 1, MaxLen: 6, SameLen: "P"},
		},
		Eval: func(in Inputs) (any, error) { return compute.KLDivergence(in.Vector("P"), in.Vector("Q")) },
		Plot: Plot{Kind: PairedBars, Of: []string{"P", "Q"}},
	}
	js := &Spec{
		ID: "js-divergence", Title: "Jensen–Shannon divergence", Category: "divergences",
		LaTeX: `\mathrm{JS}(P \,\|\, Q) = \frac{1}{2}D_{\mathrm{KL}}\!\left(P \,\middle\|\, M\right) + \frac{1}{2}D_{\mathrm{KL}}\!\left(Q \,\middle\|\, M\right), \quad M = \frac{P + Q}{2}`,
		Explanation: "The Jensen–Shannon divergence compares P and Q each with their average M, and averages the two KL divergences. " +
			"Unlike KL it is symmetric and always finite, bounded by log 2 (one bit) even when the distributions do not overlap; its square root is a true distance. " +
			"It is the divergence the original GAN objective minimises at the optimal discriminator.",
		Sources: src(S0),
		Related: []string{"kl-divergence", "entropy", "cross-entropy", "gan-value-function"},
		Output:  `\mathrm{JS}(P\,\|\,Q)`,
		Params: []Param{
			{Name: "P", Symbol: `P`, Doc: "the first distribution", Kind: Probability, Default: []float64{0.7, 0.3},
				Min: 0, Max: 1, Step: 0.01, MinLen: 1, MaxLen: 6},
			{Name: "Q", Symbol: `Q`, Doc: "the second distribution", Kind: Probability, Default: []float64{0.5, 0.5},
				Min: 0, Max: 1, Step: 0.01, MinLen: 1, MaxLen: 6, SameLen: "P"},
			baseParam,
		},
		Eval: func(in Inputs) (any, error) {
			b, err := logBase(in)
			if err != nil {
				return nil, err
			}
			return compute.JSDivergence(in.Vector("P"), in.Vector("Q"), b)
		},
		Plot: Plot{Kind: PairedBars, Of: []string{"P", "Q"}, Extra: []Series{{Label: "M = (P + Q)/2", F: func(in Inputs) []float64 {
			P, Q := in.Vector("P"), in.Vector("Q")
			M := make([]float64, min(len(P), len(Q)))
			for i := range M {
				M[i] = (P[i] + Q[i]) / 2
			}
			return M
		}}}},
	}
	return []*Spec{kl, js}
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
