package equations

import "eqx/compute"

func distributions() []*Spec {
	gauss := &Spec{
		ID: "gaussian-pdf", Title: "Univariate Gaussian density", Category: "distributions",
		LaTeX: `p(x) = \mathcal{N}(x \mid \mu, \sigma^2) = \frac{1}{\sqrt{2\pi\sigma^2}}\exp\!\left(-\frac{(x - \mu)^2}{2\sigma^2}\right)`,
		Explanation: "The Gaussian density is the bell curve centred at μ with spread σ. " +
			"It models measurement noise, is the likelihood behind least squares, and is the per-feature model of Gaussian anomaly detection. " +
			"It is a density, not a probability: for small σ its peak exceeds 1 while the area under it stays 1.",
		Sources: src(S1, S2),
		Errata: []Erratum{{
			Source:  S1,
			Wrote:   `p(x) \sim \mathcal{N}(\mu \mid \sigma^2)`,
			Correct: `p(x) = \mathcal{N}(x \mid \mu, \sigma^2)`,
			Why:     "“∼” says that a random variable follows a distribution; a density value needs “=”. The normal distribution's parameters are the pair (μ, σ²), and the density is evaluated at x.",
		}},
		Related: []string{"gelu"},
		Output:  `p(x)`,
		Params: []Param{
			{Name: "x", Symbol: "x", Doc: "where the density is evaluated", Kind: Real, Default: 1.0,
				Min: -5, Max: 5, Step: 0.01, Domain: ExtendedReal},
			{Name: "mu", Symbol: `\mu`, Doc: "the mean", Kind: Real, Default: 0.0,
				Min: -5, Max: 5, Step: 0.01, Domain: AnyReal},
			{Name: "sigma", Symbol: `\sigma`, Doc: "the standard deviation", Kind: Real, Default: 1.0,
				Min: 0.1, Max: 5, Step: 0.01, Domain: Positive},
		},
		Eval: func(in Inputs) (any, error) {
			return compute.GaussianPDF(in.Real("x"), in.Real("mu"), in.Real("sigma"))
		},
		Plot: Plot{Kind: Curve, X: "x"},
	}
	return []*Spec{gauss}
}
