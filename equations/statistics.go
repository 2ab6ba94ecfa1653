package equations

import "eqx/compute"

// Descriptive statistics of one sample and of paired samples. The
// likelihood equations of the same category are in statistics_likelihood.go.

// sampleParam is the data x of a descriptive statistic.
func sampleParam(doc string) Param {
	return Param{Name: "x", Symbol: `x`, Doc: doc, Kind: Vector, Default: []float64{2, 4, 4, 4, 5, 5, 7, 9},
		Min: -10, Max: 10, Step: 0.5, Domain: AnyReal, MinLen: 1, MaxLen: 30}
}

// ddofParam is the "delta degrees of freedom" of a spread: the divisor is
// n − ddof.
var ddofParam = Param{
	Name: "ddof", Symbol: `\delta`, Doc: "delta degrees of freedom: the divisor is n − ddof; 0 for the population form, 1 for the sample form",
	Kind: Integer, Default: 0, Optional: true, Min: 0, Max: 1, Step: 1, Domain: NonNegative,
}

// pairedParams are the paired samples x and y.
func pairedParams(x, y []float64) []Param {
	return []Param{
		{Name: "x", Symbol: `x`, Doc: "the first variable, one value per observation", Kind: Vector, Default: x,
			Min: -10, Max: 10, Step: 0.5, Domain: AnyReal, MinLen: 1, MaxLen: 30},
		{Name: "y", Symbol: `y`, Doc: "the second variable, paired with x", Kind: Vector, Default: y,
			Min: -10, Max: 10, Step: 0.5, Domain: AnyReal, MinLen: 1, MaxLen: 30, SameLen: "x"},
	}
}

// statisticsFamily is the descriptive statistics, the correlations and the
// likelihoods (a family of the catalogue: family.go).
type statisticsFamily struct{}

func (statisticsFamily) specs() []*Spec {
	mean := &Spec{
		ID: "mean", Title: "Arithmetic mean", Category: "statistics",
		LaTeX: `\mu = \frac{1}{N}\sum_{i=1}^{N} x_i \qquad \Big(\mu_j = \frac{1}{m}\sum_{i=1}^{m} x_j^{(i)}\Big)`,
		Explanation: "The mean is the sum of the values divided by their number: the balance point of the data. " +
			"It centres data before computing variances and covariances, and per feature it is the first parameter fitted in Gaussian anomaly detection. " +
			"A single outlier can drag it far, unlike the median.",
		Sources: src(S1, S2),
		Related: []string{"variance", "standard-deviation", "z-score-standardization", "anomaly-detection-density"},
		Output:  `\mu`,
		Params:  []Param{sampleParam("the values")},
		Eval:    func(in Inputs) (any, error) { return compute.ArithmeticMean(in.Vector("x")) },
		View:    &Dots{X: "x"},
	}
	std := &Spec{
		ID: "standard-deviation", Title: "Standard deviation", Category: "statistics",
		LaTeX: `\sigma = \sqrt{\frac{1}{N}\sum_{i=1}^{N}(x_i - \mu)^2} \qquad \Big(s = \sqrt{\frac{1}{N - 1}\sum_{i=1}^{N}(x_i - \bar{x})^2}\Big)`,
		Explanation: "The standard deviation is the square root of the variance, a typical distance of the values from their mean in the data's own units. " +
			"Dividing by N describes the data at hand as a whole population; dividing by N − 1 (ddof = 1) estimates the spread of the population a sample came from. " +
			"For roughly normal data about two thirds of the values lie within one standard deviation of the mean.",
		Sources: src(S1),
		Related: []string{"variance", "mean", "z-score-standardization"},
		Output:  `\sigma`,
		Params:  []Param{sampleParam("the values"), ddofParam},
		Eval:    func(in Inputs) (any, error) { return compute.StdDev(in.Vector("x"), in.Int("ddof")) },
		View:    &Dots{X: "x"},
	}
	variance := &Spec{
		ID: "variance", Title: "Variance", Category: "statistics",
		LaTeX: `\sigma^2 = \frac{1}{N}\sum_{i=1}^{N}(x_i - \mu)^2 \qquad \Big(s^2 = \frac{1}{n - 1}\sum_{i=1}^{n}(x_i - \bar{x})^2\Big)`,
		Explanation: "The variance is the mean squared deviation from the mean. " +
			"It measures spread in squared units and is the building block of covariance, PCA and the Gaussian density. " +
			"The sample form divides by n − 1 because deviations from the sample's own mean are smaller than those from the true mean.",
		Sources: src(S1, S2),
		Errata: []Erratum{{
			Source:  S1,
			Wrote:   `\sigma{_x}^{2} = \sum_{i=1}^{n} (x_i - \bar{x})^2`,
			Correct: `\sigma_x^2 = \frac{1}{n}\sum_{i=1}^{n} (x_i - \bar{x})^2 \quad\text{or}\quad s_x^2 = \frac{1}{n-1}\sum_{i=1}^{n} (x_i - \bar{x})^2`,
			Why: "Without the factor 1/n (or 1/(n − 1)) the sum is the sum of squared deviations, which grows with the sample size; the variance is its average. " +
				"The markup also puts the subscript in a group of its own.",
		}},
		Related: []string{"standard-deviation", "mean", "covariance", "pca-covariance-matrix"},
		Output:  `\sigma^2`,
		Params:  []Param{sampleParam("the values"), ddofParam},
		Eval:    func(in Inputs) (any, error) { return compute.Variance(in.Vector("x"), in.Int("ddof")) },
		View:    &Dots{X: "x"},
	}
	zscore := &Spec{
		ID: "z-score-standardization", Title: "Standardisation (z-score)", Category: "statistics",
		LaTeX: `z_i = \frac{x_i - \mu}{\sigma}`,
		Explanation: "Standardisation subtracts the mean and divides by the standard deviation, so each value says how many standard deviations it lies from the mean. " +
			"It puts features on a common scale before distance-based methods, gradient descent or PCA. " +
			"The result has mean 0 and standard deviation 1, and is undefined for constant data.",
		Sources: src(S1),
		Errata: []Erratum{{
			Source:  S1,
			Wrote:   `\text{Normalization:}\quad z = \frac{x - \mu}{\sigma}`,
			Correct: `\text{Standardisation (z-score):}\quad z = \frac{x - \mu}{\sigma}`,
			Why:     "The formula is right but misnamed: subtracting the mean and dividing by the standard deviation is standardisation. The source swaps this name with that of min-max scaling.",
		}},
		Related: []string{"min-max-normalization", "mean", "standard-deviation"},
		Output:  `z`,
		Params:  []Param{sampleParam("the values to standardise"), ddofParam},
		Eval:    func(in Inputs) (any, error) { return compute.ZScores(in.Vector("x"), in.Int("ddof")) },
		View:    &Dots{X: "x"},
	}
	minmax := &Spec{
		ID: "min-max-normalization", Title: "Min-max normalisation", Category: "statistics",
		LaTeX: `x'_i = \frac{x_i - x_{\min}}{x_{\max} - x_{\min}}`,
		Explanation: "Min-max normalisation maps the data linearly onto [0, 1]: the smallest value becomes 0 and the largest 1. " +
			"It rescales features to a fixed range, for instance pixel intensities or inputs to a sigmoid network. " +
			"One outlier sets the range for everything, squeezing the other values together; constant data has no range and is left undefined.",
		Sources: src(S1),
		Errata: []Erratum{{
			Source:  S1,
			Wrote:   `\text{Standardizing:}\quad X_{standarize} = \frac{X - X_{min}}{X_{max}-X_{min}}`,
			Correct: `\text{Min-max normalisation:}\quad x' = \frac{x - x_{\min}}{x_{\max} - x_{\min}}`,
			Why:     "The formula is right but misnamed: rescaling by the range is min-max normalisation. The source calls it standardising and gives the name normalisation to the z-score, swapping the two.",
		}},
		Related: []string{"z-score-standardization", "mean"},
		Output:  `x'`,
		Params:  []Param{sampleParam("the values to rescale")},
		Eval:    func(in Inputs) (any, error) { return compute.MinMaxNormalize(in.Vector("x")) },
		View:    &Dots{X: "x"},
	}
	return append([]*Spec{mean, std, variance, zscore, minmax}, append(correlations(), likelihoods()...)...)
}

// correlations are the statistics of paired samples.
func correlations() []*Spec {
	pearson := &Spec{
		ID: "pearson-correlation", Title: "Pearson correlation coefficient", Category: "statistics",
		LaTeX: `\rho_{X,Y} = \frac{\operatorname{cov}(X, Y)}{\sigma_X\,\sigma_Y} = \frac{\sum_{i}(x_i - \bar{x})(y_i - \bar{y})}{\sqrt{\sum_{i}(x_i - \bar{x})^2}\,\sqrt{\sum_{i}(y_i - \bar{y})^2}}`,
		Explanation: "Pearson's coefficient is the covariance of two variables divided by both standard deviations, a number from −1 to 1. " +
			"It measures how well a straight line describes their relation: ±1 when the points lie on one, 0 when there is no linear trend. " +
			"It is sensitive to outliers and blind to non-linear relations, and undefined when either variable is constant.",
		Sources: src(S1),
		Related: []string{"spearman-correlation", "covariance", "cosine-similarity"},
		Output:  `\rho_{X,Y}`,
		Params:  pairedParams([]float64{1, 2, 3, 4, 5}, []float64{2, 4, 5, 4, 5}),
		Eval:    func(in Inputs) (any, error) { return compute.PearsonCorrelation(in.Vector("x"), in.Vector("y")) },
		View:    &Scatter{X: "x", Y: "y", Fit: true},
	}
	spearman := &Spec{
		ID: "spearman-correlation", Title: "Spearman rank correlation", Category: "statistics",
		LaTeX: `\rho_s = \rho_{\operatorname{rg}_X,\,\operatorname{rg}_Y} \overset{\text{no ties}}{=} 1 - \frac{6\sum_{i} d_i^2}{n(n^2 - 1)}, \quad d_i = \operatorname{rg}(x_i) - \operatorname{rg}(y_i)`,
		Explanation: "Spearman's coefficient is Pearson's correlation computed on the ranks of the data instead of the values. " +
			"It measures how monotone a relation is, so an increasing but curved relation still scores 1, and it resists outliers. " +
			"Tied values share their average rank; the 6Σd² shortcut is exact only without ties, so the rank correlation itself is computed.",
		Sources: src(S1),
		Related: []string{"pearson-correlation", "covariance"},
		Output:  `\rho_s`,
		Params:  pairedParams([]float64{1, 2, 3, 4, 5}, []float64{2, 1, 4, 3, 5}),
		Eval:    func(in Inputs) (any, error) { return compute.SpearmanCorrelation(in.Vector("x"), in.Vector("y")) },
		View:    &Scatter{X: "x", Y: "y", Ranks: true},
	}
	covariance := &Spec{
		ID: "covariance", Title: "Covariance", Category: "statistics",
		LaTeX: `\operatorname{cov}(X, Y) = \frac{1}{n - 1}\sum_{i=1}^{n}(x_i - \bar{x})(y_i - \bar{y}) \qquad \Big(\text{population: } \frac{1}{n}\sum_{i=1}^{n}(x_i - \bar{x})(y_i - \bar{y})\Big)`,
		Explanation: "Covariance is the average product of two variables' deviations from their means. " +
			"It is positive when they rise together, negative when one rises as the other falls, and fills the covariance matrix used by PCA and the multivariate Gaussian. " +
			"Its size depends on the units of both variables, which is why the correlation divides it by the standard deviations.",
		Sources: src(S1),
		Errata: []Erratum{{
			Source:  S1,
			Wrote:   `S_{xy} = \sum_{i=1}^{n} (x_i - \bar{x})(y_i - \bar{y})`,
			Correct: `\operatorname{cov}(X, Y) = \frac{1}{n-1}\sum_{i=1}^{n} (x_i - \bar{x})(y_i - \bar{y})`,
			Why:     "The printed sum is the co-deviation sum S_xy, which grows with the sample size; the covariance divides it by n − 1 (sample) or n (population).",
		}},
		Related: []string{"variance", "pearson-correlation", "pca-covariance-matrix"},
		Output:  `\operatorname{cov}(X, Y)`,
		Params: append(pairedParams([]float64{1, 2, 3, 4}, []float64{2, 4, 6, 9}), Param{
			Name: "normalization", Symbol: `n - \delta`, Doc: "the divisor: n − 1 for the sample covariance, n for the population covariance",
			Kind: Choice, Default: "n-1", Optional: true, Options: []string{"n-1", "n"},
		}),
		Eval: func(in Inputs) (any, error) {
			ddof := 1
			if in.Choice("normalization") == "n" {
				ddof = 0
			}
			return compute.Covariance(in.Vector("x"), in.Vector("y"), ddof)
		},
		View: &Scatter{X: "x", Y: "y"},
	}
	return []*Spec{pearson, spearman, covariance}
}
