package equations

import (
	"fmt"

	"eqx/compute"
	"eqx/compute/libm"
)

// The likelihood of i.i.d. data under a Bernoulli or a Gaussian model, its
// logarithm, and the first-order condition that defines the maximum
// likelihood estimate.

// likelihoodParams are the model, the data and the parameters of both
// models; the parameters of the model not chosen are ignored.
func likelihoodParams() []Param {
	return []Param{
		{Name: "model", Symbol: `p(x \mid \boldsymbol\theta)`, Doc: "the model of one observation: a coin flip (bernoulli) or a normal distribution (gaussian)",
			Kind: Choice, Default: "bernoulli", Options: []string{"bernoulli", "gaussian"}},
		{Name: "data", Symbol: `D`, Doc: "the observations: 0s and 1s for bernoulli, any numbers for gaussian", Kind: Vector,
			Default: []float64{1, 0, 1, 1}, Min: -3, Max: 3, Step: 0.5, Domain: AnyReal, MinLen: 1, MaxLen: 30,
			Under: []SliderUnder{{Choice: "model", Option: "bernoulli", Min: 0, Max: 1, Step: 1}}},
		{Name: "theta", Symbol: `\theta`, Doc: "bernoulli: the probability of a 1", Kind: Real, Default: 0.5, Optional: true,
			Min: 0, Max: 1, Step: 0.01, Domain: Unit},
		{Name: "mu", Symbol: `\mu`, Doc: "gaussian: the mean", Kind: Real, Default: 0.0, Optional: true,
			Min: -3, Max: 3, Step: 0.05, Domain: AnyReal},
		{Name: "sigma", Symbol: `\sigma`, Doc: "gaussian: the standard deviation", Kind: Real, Default: 1.0, Optional: true,
			Min: 0.1, Max: 5, Step: 0.05, Domain: Positive},
	}
}

// logLikelihood evaluates ℓ for the chosen model.
func logLikelihood(in Inputs) (float64, error) {
	switch m := in.Choice("model"); m {
	case "bernoulli":
		return compute.BernoulliLogLikelihood(in.Vector("data"), in.Real("theta"))
	case "gaussian":
		return compute.GaussianLogLikelihood(in.Vector("data"), in.Real("mu"), in.Real("sigma"))
	default:
		return 0, fmt.Errorf("unknown model %q", m)
	}
}

func likelihoods() []*Spec {
	likelihood := &Spec{
		ID: "likelihood-iid", Title: "Likelihood of i.i.d. data", Category: "statistics",
		LaTeX: `p(D \mid \boldsymbol\theta) = \prod_{k=1}^{n} p(\mathbf{x}_k \mid \boldsymbol\theta)`,
		Explanation: "The likelihood is the probability (or density) of the observed data as a function of the model's parameters; for independent, identically distributed observations it is the product of their individual probabilities. " +
			"Maximum likelihood estimation picks the parameters that make the data most probable. " +
			"A product of many numbers below 1 shrinks fast and underflows to 0 in floating point, so it is computed here as the exponential of the log-likelihood.",
		Sources: src(S0, S1),
		Related: []string{"log-likelihood", "mle-stationarity", "binomial-pmf", "gaussian-pdf"},
		Output:  `p(D \mid \boldsymbol\theta)`,
		Params:  likelihoodParams(),
		Eval: func(in Inputs) (any, error) {
			ll, err := logLikelihood(in)
			if err != nil {
				return nil, fmt.Errorf("likelihood: %w", err)
			}
			return libm.Exp(ll), nil
		},
		View: &Curve{X: "theta"},
	}
	logLik := &Spec{
		ID: "log-likelihood", Title: "Log-likelihood", Category: "statistics",
		LaTeX: `\ell(\boldsymbol\theta) = \ln p(D \mid \boldsymbol\theta) = \sum_{k=1}^{n}\ln p(\mathbf{x}_k \mid \boldsymbol\theta)`,
		Explanation: "The log-likelihood is the logarithm of the likelihood, which turns the product over observations into a sum. " +
			"It has the same maximiser as the likelihood but is numerically safe and easy to differentiate; its negative is the negative log-likelihood loss, of which cross-entropy is an instance. " +
			"For discrete data it is never positive, and −∞ marks data the model declares impossible.",
		Sources: src(S0, S1),
		Errata: []Erratum{{
			Source:  S1,
			Wrote:   `l(\theta) = \sum_{k=1}^{n} ln | p(x_k|\theta)`,
			Correct: `\ell(\boldsymbol\theta) = \sum_{k=1}^{n}\ln p(\mathbf{x}_k \mid \boldsymbol\theta)`,
			Why:     "The bar after ln is stray: it reads as an absolute value or a conditioning bar that has no counterpart. The logarithm applies to the probability itself.",
		}},
		Related: []string{"likelihood-iid", "mle-stationarity", "negative-log-likelihood", "cross-entropy", "binary-cross-entropy"},
		Output:  `\ell(\boldsymbol\theta)`,
		Params:  likelihoodParams(),
		Eval: func(in Inputs) (any, error) {
			ll, err := logLikelihood(in)
			if err != nil {
				return nil, fmt.Errorf("log-likelihood: %w", err)
			}
			return ll, nil
		},
		// The tangent's slope is the score ∂ℓ/∂θ: flat at the MLE.
		View: &Curve{X: "theta", Slope: func(in Inputs) (float64, bool) {
			if in.Choice("model") != "bernoulli" {
				return 0, false // the curve sweeps θ, which only the bernoulli model reads
			}
			g, err := compute.BernoulliScore(in.Vector("data"), in.Real("theta"))
			return g, err == nil
		}},
	}
	stationarity := &Spec{
		ID: "mle-stationarity", Title: "MLE first-order condition (score equation)", Category: "statistics",
		LaTeX: `\nabla_{\boldsymbol\theta}\,\ell(\boldsymbol\theta) = \left[\frac{\partial\ell}{\partial\theta_1}, \dots, \frac{\partial\ell}{\partial\theta_p}\right]^\top = \mathbf{0}`,
		Explanation: "At a maximum of a smooth log-likelihood inside the parameter space, every partial derivative vanishes: the gradient, called the score, is zero. " +
			"Solving this system gives the maximum likelihood estimate in closed form for many models, such as the sample mean for a Gaussian's μ or the fraction of ones for a coin's θ. " +
			"It is a condition, not a formula: it also holds at minima and saddle points, and fails at a maximum on the boundary.",
		Sources: src(S1),
		Errata: []Erratum{{
			Source:  S1,
			Wrote:   `\nabla_{\pmb \theta} l(\pmb\theta) \equiv \begin{bmatrix} \frac{\partial L(\pmb\theta)}{\partial \theta_1} \\ \frac{\partial L(\pmb\theta)}{\partial \theta_2} \\ ...\\ \frac{\partial L(\pmb\theta)}{\partial \theta_p}\end{bmatrix} = \begin{bmatrix} 0 \\ 0 \\ ...\\ 0\end{bmatrix}`,
			Correct: `\nabla_{\boldsymbol\theta}\,\ell(\boldsymbol\theta) = \left[\frac{\partial\ell(\boldsymbol\theta)}{\partial\theta_1}, \dots, \frac{\partial\ell(\boldsymbol\theta)}{\partial\theta_p}\right]^\top = \mathbf{0}`,
			Why:     "The gradient is taken of the log-likelihood l(θ) on the left but of L(θ) in the entries; one function must be meant. Setting the gradient of the likelihood or of its logarithm to zero has the same solutions, yet the two are different functions.",
		}},
		Related: []string{"log-likelihood", "likelihood-iid", "gradient-descent", "normal-equation"},
		Output:  `\frac{\partial \ell}{\partial \theta}`,
		Params: []Param{
			likelihoodParams()[0],
			likelihoodParams()[1],
			{Name: "theta", Symbol: `\theta`, Doc: "the parameter: bernoulli, the probability p of a 1 (in [0, 1]); gaussian, the mean μ", Kind: Real,
				Default: 0.5, Min: 0, Max: 1, Step: 0.01, Domain: AnyReal},
			{Name: "sigma", Symbol: `\sigma`, Doc: "gaussian: the known standard deviation", Kind: Real, Default: 1.0, Optional: true,
				Min: 0.1, Max: 5, Step: 0.05, Domain: Positive},
		},
		// The score ∂ℓ/∂θ at θ: one parameter per model (σ known), so
		// the gradient has one entry and the curve over θ crosses 0 at
		// the MLE.
		Eval: func(in Inputs) (any, error) {
			switch m := in.Choice("model"); m {
			case "bernoulli":
				return compute.BernoulliScore(in.Vector("data"), in.Real("theta"))
			case "gaussian":
				return compute.GaussianMeanScore(in.Vector("data"), in.Real("theta"), in.Real("sigma"))
			default:
				return nil, inputErrorf("model", "unknown model %q", m)
			}
		},
		View: &Curve{X: "theta"},
	}
	return []*Spec{likelihood, logLik, stationarity}
}
