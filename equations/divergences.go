package equations

import "eqx/compute"

// divergencesFamily is the divergences between distributions:
// Kullback–Leibler and Jensen–Shannon (a family of the catalogue:
// family.go).
type divergencesFamily struct{}

func (divergencesFamily) specs() []*Spec {
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
		View: &PairedBars{Of: []string{"P", "Q"}},
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
		View: &PairedBars{Of: []string{"P", "Q"}, Extra: []Series{{Label: "M = (P + Q)/2", F: func(in Inputs) []float64 {
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
