package equations

import "eqx/compute"

// distributionsFamily is the distributions: binomial, Gaussian, multivariate
// Gaussian and the anomaly detector (a family of the catalogue: family.go).
type distributionsFamily struct{}

func (distributionsFamily) specs() []*Spec {
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
		Related: []string{"multivariate-gaussian-pdf", "anomaly-detection-density", "binomial-pmf", "gelu"},
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
		View: &Curve{X: "x"},
	}
	return []*Spec{binomialSpec(), gauss, multivariateGaussianSpec(), anomalyDetectionSpec()}
}

func binomialSpec() *Spec {
	return &Spec{
		ID: "binomial-pmf", Title: "Binomial probability mass function", Category: "distributions",
		LaTeX: `P(X = k) = \binom{n}{k} p^{k} (1 - p)^{n - k}, \quad k = 0, 1, \dots, n`,
		Explanation: "The binomial distribution counts the successes in n independent trials that each succeed with probability p: the binomial coefficient counts the orders in which k successes can occur, and each order has probability p^k (1 − p)^(n−k). " +
			"It models conversions out of n visitors, defective items in a batch, or correct answers of a classifier on n test cases. " +
			"Its mean is np, and for large n its bars trace a Gaussian bell of variance np(1 − p).",
		Sources: src(S1),
		Errata: []Erratum{{
			Source:  S1,
			Wrote:   `p_k = {n \choose x} \cdot p^k \cdot (1-p)^{n-k}`,
			Correct: `P(X = k) = \binom{n}{k}\, p^k (1-p)^{n-k}`,
			Why:     "The binomial coefficient must count the ways of choosing the same k successes that the powers of p and 1 − p count; x appears nowhere else in the formula.",
		}},
		Related: []string{"gaussian-pdf"},
		Output:  `P(X = k)`,
		Params: []Param{
			{Name: "n", Symbol: "n", Doc: "the number of trials", Kind: Integer, Default: 20,
				Min: 1, Max: 100, Step: 1, Domain: NonNegative},
			{Name: "k", Symbol: "k", Doc: "the number of successes", Kind: Integer, Default: 5,
				Min: 0, Max: 100, Step: 1, Domain: NonNegative},
			{Name: "p", Symbol: "p", Doc: "the probability of success of each trial", Kind: Real, Default: 0.3,
				Min: 0, Max: 1, Step: 0.01, Domain: Unit},
		},
		Eval: func(in Inputs) (any, error) { return compute.BinomialPMF(in.Int("n"), in.Int("k"), in.Real("p")) },
		View: &Curve{X: "k"},
	}
}

func multivariateGaussianSpec() *Spec {
	return &Spec{
		ID: "multivariate-gaussian-pdf", Title: "Multivariate Gaussian density", Category: "distributions",
		LaTeX: `p(\mathbf{x}) = \mathcal{N}(\mathbf{x} \mid \boldsymbol\mu, \Sigma) = \frac{1}{(2\pi)^{d/2}|\Sigma|^{1/2}}\exp\!\left(-\frac{1}{2}(\mathbf{x} - \boldsymbol\mu)^\top\Sigma^{-1}(\mathbf{x} - \boldsymbol\mu)\right)`,
		Explanation: "The multivariate Gaussian is the bell curve in d dimensions: μ is its centre and the covariance Σ its shape, so that its contours are ellipses whose axes are the eigenvectors of Σ. " +
			"It is the model of Gaussian discriminant analysis, Gaussian mixtures, Kalman filters and of correlated anomaly detection. " +
			"The exponent is half the squared Mahalanobis distance, which measures how far x is from μ in units of the spread along each direction; a singular Σ (a flat ellipse) has no density.",
		Sources: src(S1),
		Errata: []Erratum{
			{
				Source:  S1,
				Wrote:   `p(\pmb x) \sim N(\pmb \mu|\Sigma)`,
				Correct: `p(\mathbf{x}) = \mathcal{N}(\mathbf{x} \mid \boldsymbol\mu, \Sigma)`,
				Why:     "“∼” says that a random vector follows a distribution; the value of a density needs “=”. The distribution's parameters are the pair (μ, Σ), and the density is evaluated at x.",
			},
			{
				Source:  S1,
				Wrote:   `p(\pmb x) \sim \frac{1}{(2\pi)^{d/2} |\Sigma|^{1/2}} e^{-\frac{1}{2}(\pmb x - \pmb \mu)^t \Sigma^{-1}(\pmb x - \pmb \mu)}`,
				Correct: `p(\mathbf{x}) = \frac{1}{(2\pi)^{d/2}|\Sigma|^{1/2}} e^{-\frac{1}{2}(\mathbf{x} - \boldsymbol\mu)^\top\Sigma^{-1}(\mathbf{x} - \boldsymbol\mu)}`,
				Why:     "The expression is the density itself, so it equals p(x) rather than being distributed as it; the transpose, written ^t, is the usual ^⊤.",
			},
		},
		Related: []string{"gaussian-pdf", "anomaly-detection-density"},
		Output:  `p(\mathbf{x})`,
		Params: []Param{
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "where the density is evaluated", Kind: Vector, Default: []float64{1, -1},
				Min: -5, Max: 5, Step: 0.01, Domain: AnyReal, MinLen: 1, MaxLen: 6},
			{Name: "mu", Symbol: `\boldsymbol\mu`, Doc: "the mean", Kind: Vector, Default: []float64{0, 0},
				Min: -5, Max: 5, Step: 0.01, Domain: AnyReal, MinLen: 1, MaxLen: 6, SameLen: "x"},
			{Name: "Sigma", Symbol: `\Sigma`, Doc: "the covariance: symmetric positive definite, d × d", Kind: Matrix,
				Default: [][]float64{{2, 0.5}, {0.5, 1}}, Min: -3, Max: 3, Step: 0.01, Domain: AnyReal, MinLen: 1, MaxLen: 6, MinCols: 1, Editor: Covariance{}},
		},
		Eval: func(in Inputs) (any, error) {
			p, _, err := compute.MultivariateGaussian(in.Vector("x"), in.Vector("mu"), in.Matrix("Sigma"))
			return p, err
		},
		View: &Contour{X: "x", Mean: "mu", Cov: "Sigma"},
	}
}

func anomalyDetectionSpec() *Spec {
	return &Spec{
		ID: "anomaly-detection-density", Title: "Anomaly detection: product of independent Gaussians", Category: "distributions",
		LaTeX: `p(\mathbf{x}) = \prod_{j=1}^{n} p(x_j; \mu_j, \sigma_j^2) = \prod_{j=1}^{n}\frac{1}{\sqrt{2\pi}\,\sigma_j}\exp\!\left(-\frac{(x_j - \mu_j)^2}{2\sigma_j^2}\right), \quad \text{anomaly if } p(\mathbf{x}) < \varepsilon`,
		Explanation: "Gaussian anomaly detection fits one bell curve per feature to normal data, μ_j as the mean and σ²_j as the population variance, and treats the features as independent, so the density of an example is the product of the per-feature densities. " +
			"An example whose density falls below the threshold ε is flagged, as in fraud or machine-fault detection, where anomalies are too rare to learn from. " +
			"It is a multivariate Gaussian with a diagonal covariance: its contours are ellipses aligned with the axes, so correlated features need the full covariance instead.",
		Sources: src(S2),
		Related: []string{"gaussian-pdf", "multivariate-gaussian-pdf"},
		Output:  `p(\mathbf{x})`,
		Params: []Param{
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the example to score", Kind: Vector, Default: []float64{1, 2},
				Min: -5, Max: 5, Step: 0.01, Domain: AnyReal, MinLen: 1, MaxLen: 8},
			{Name: "mu", Symbol: `\mu_j`, Doc: "the mean of each feature (ignored when fit_X is given)", Kind: Vector, Default: []float64{0, 2},
				Optional: true, Min: -5, Max: 5, Step: 0.01, Domain: AnyReal, MinLen: 1, MaxLen: 8},
			{Name: "sigma2", Symbol: `\sigma_j^2`, Doc: "the variance of each feature (ignored when fit_X is given)", Kind: Vector, Default: []float64{1, 4},
				Optional: true, Min: 0.01, Max: 10, Step: 0.01, Domain: Positive, MinLen: 1, MaxLen: 8, SameLen: "mu"},
			{Name: "epsilon", Symbol: `\varepsilon`, Doc: "the density below which an example is an anomaly", Kind: Real, Default: 0.02,
				Min: 1e-6, Max: 0.1, Step: 1e-6, Log: true, Domain: Positive},
			{Name: "fit_X", Symbol: `X`, Doc: "alternative form: normal examples, one per row, from which μ_j and σ²_j are fitted (S2 eq. 17–18)",
				Kind: Matrix, Optional: true, Example: [][]float64{{1, 2}, {2, 2}, {3, 5}},
				Min: -5, Max: 5, Step: 0.01, Domain: AnyReal, MinLen: 1, MaxLen: 20, MinCols: 1},
		},
		Eval: func(in Inputs) (any, error) {
			model := compute.GaussianFeatures{Mu: in.Vector("mu"), Sigma2: in.Vector("sigma2")}
			fitted := in.Has("fit_X")
			if fitted {
				var err error
				if model, err = compute.FitGaussianFeatures(in.Matrix("fit_X")); err != nil {
					return nil, err
				}
			}
			r, err := model.Detect(in.Vector("x"), in.Real("epsilon"))
			if err != nil {
				return nil, err
			}
			out := map[string]any{"p": r.P, "log_p": r.LogP, "anomaly": r.Anomaly}
			if fitted {
				out["mu"], out["sigma2"] = model.Mu, model.Sigma2
			}
			return out, nil
		},
		View: &Contour{X: "x", Mean: "mu", Cov: "sigma2", Level: "epsilon"},
	}
}
