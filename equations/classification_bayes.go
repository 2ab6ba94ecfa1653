package equations

import "eqx/compute"

// The models of the Bayes decision rule: class-conditional likelihoods given
// directly, or a Gaussian naive Bayes model fitted to data.
const (
	bayesGiven    = "likelihoods"
	bayesGaussian = "GaussianNB"
)

func bayesDecisionRule() *Spec {
	return &Spec{
		ID: "bayes-decision-rule", Title: "Bayes (MAP) decision rule / naive Bayes classifier", Category: "classification",
		LaTeX: `\hat{y} = \operatorname*{argmax}_{y} P(Y = y \mid X = \mathbf{x}) \qquad ` +
			`\text{decide } \omega_1 \text{ if } p(\mathbf{x} \mid \omega_1)P(\omega_1) > p(\mathbf{x} \mid \omega_2)P(\omega_2)`,
		Explanation: "The Bayes decision rule picks the class with the largest posterior probability. " +
			"The posterior is likelihood × prior divided by the evidence p(x), which is the same for every class, so comparing likelihood × prior is enough. " +
			"Naive Bayes supplies the likelihood by assuming the features independent given the class; Gaussian naive Bayes models each feature by a normal density fitted per class. " +
			"Raising a class's prior moves the decision boundary into the territory of the other classes.",
		Sources: src(S1, S3, S4),
		Errata: []Erratum{
			{
				Source:  S4,
				Wrote:   `\text{GaussianNB().fit(X, y).predict([[2.5, 3.5]]) prints } [1]`,
				Correct: `P(0 \mid \mathbf{x}) = P(1 \mid \mathbf{x}) = 0.5, \quad \hat{y} = 0 \text{ (scikit-learn 1.2.1)}`,
				Why:     "The query [2.5, 3.5] lies exactly midway between the two class means, with equal priors and equal variances: the posterior is an exact tie. scikit-learn's argmax then returns the first class, 0, not the printed 1.",
			},
			{
				Source:  S3,
				Wrote:   `\text{Naive Bayes estimation: } \quad (\text{no formula})`,
				Correct: `\hat{P}(X_j = x \mid Y = y) = \frac{\#\{i : x_{ij} = x,\ y_i = y\}}{\#\{i : y_i = y\}}`,
				Why:     "The formula after the heading is missing from the source. Naive Bayes estimates each feature's class-conditional distribution on its own: by counting for a discrete feature, by a per-class mean and variance for a Gaussian one.",
			},
		},
		Related: []string{"gaussian-pdf", "knn-classifier", "logistic-regression-hypothesis"},
		Output:  `\hat{y}`,
		Params: []Param{
			{Name: "model", Symbol: `\text{model}`, Doc: "likelihoods: give P(ω) and p(x | ω) per class; GaussianNB: fit Gaussian naive Bayes to X, y and classify query",
				Kind: Choice, Default: bayesGiven, Optional: true, Options: []string{bayesGiven, bayesGaussian},
				Needs: map[string][]string{bayesGaussian: {"X", "y", "query"}}},
			{Name: "prior", Symbol: `P(\omega)`, Doc: "the class priors", Kind: Probability, Default: []float64{0.7, 0.3}, Optional: true,
				Min: 0, Max: 1, Step: 0.01, MinLen: 1, MaxLen: 10},
			{Name: "likelihood_x", Symbol: `p(\mathbf{x} \mid \omega)`, Doc: "the likelihood (density) of the observation under each class",
				Kind: Vector, Default: []float64{0.2, 0.6}, Optional: true, Min: 0, Max: 2, Step: 0.01, Domain: NonNegative,
				MinLen: 1, MaxLen: 10, SameLen: "prior"},
			func() Param {
				p := designParam("GaussianNB: the training points, one per row", nil)
				p.Optional, p.Example, p.Together = true, [][]float64{{1, 2}, {2, 3}, {3, 4}, {4, 5}}, []string{"y", "query"}
				return p
			}(),
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "GaussianNB: the class labels, one per row of X", Kind: Vector, Optional: true, Together: []string{"X", "query"},
				Example: []float64{0, 0, 1, 1}, Min: 0, Max: 5, Step: 1, Domain: AnyReal, MinLen: 1, MaxLen: 20},
			{Name: "query", Symbol: `\mathbf{x}`, Doc: "GaussianNB: the point to classify", Kind: Vector, Optional: true, Together: []string{"X", "y"},
				Example: []float64{3, 4}, Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
		},
		Eval: func(in Inputs) (any, error) {
			fitted, err := formGiven(in, bayesGaussian, "X", "y", "query")
			if err != nil {
				return nil, err
			}
			if in.Choice("model") == bayesGaussian {
				if !fitted {
					return nil, inputErrorf("X", "missing: the GaussianNB model needs X, y and query")
				}
				r, err := compute.GaussianNB(in.Matrix("X"), in.Vector("y"), in.Vector("query"))
				if err != nil {
					return nil, err
				}
				return map[string]any{"prediction": r.Prediction, "proba": r.Posterior, "posterior": r.Posterior, "classes": r.Classes}, nil
			}
			if fitted {
				return nil, inputErrorf("X", "X, y and query are inputs of the GaussianNB model; set model to %q", bayesGaussian)
			}
			d, err := compute.BayesDecide(in.Vector("prior"), in.Vector("likelihood_x"))
			if err != nil {
				return nil, err
			}
			return map[string]any{"prediction": d.Class, "posterior": d.Posterior, "proba": d.Posterior}, nil
		},
		View: &PairedBars{Of: []string{"prior", "likelihood_x"}},
	}
}
