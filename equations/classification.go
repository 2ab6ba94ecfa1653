package equations

import (
	"math"

	"eqx/compute"
)

// knnMetrics are the distances the k-nearest-neighbour classifier offers, by
// their scikit-learn names.
var knnMetrics = map[string]compute.KNNMetric{
	"euclidean": compute.KNNEuclidean,
	"manhattan": compute.KNNManhattan,
	"chebyshev": compute.KNNChebyshev,
}

// classificationFamily is the classifiers: threshold unit, perceptron,
// logistic regression, kNN and Bayes (a family of the catalogue: family.go).
type classificationFamily struct{}

func (classificationFamily) specs() []*Spec {
	ltu := &Spec{
		ID: "linear-threshold-unit", Title: "Linear threshold unit / linear SVM classifier", Category: "classification",
		LaTeX: `\hat{y}_i = \mathbb{1}\{\mathbf{w}^\top\mathbf{x}_i + b \ge 0\}`,
		Explanation: "A linear threshold unit outputs 1 when the weighted sum of its inputs plus a bias is at least 0, and 0 otherwise. " +
			"The hyperplane wᵀx + b = 0 splits the space in two; the perceptron and the linear SVM both classify this way and differ only in how they choose w and b. " +
			"Moving b slides the boundary without turning it; changing w turns it, and w always points to the side labelled 1.",
		Sources: src(S3),
		Related: []string{"perceptron-update", "logistic-regression-hypothesis"},
		Output:  `\hat{y}`,
		Params: []Param{
			weightsParam("w", `\mathbf{w}`, "the weights, normal to the decision boundary", []float64{1, -1}),
			{Name: "b", Symbol: "b", Doc: "the bias", Kind: Real, Default: 0.0, Min: -5, Max: 5, Step: 0.1, Domain: AnyReal},
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the point to classify", Kind: Vector, Default: []float64{2, 1},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10, SameLen: "w"},
		},
		Eval: func(in Inputs) (any, error) {
			return compute.LinearThresholdUnit(in.Vector("w"), in.Vector("x"), in.Real("b"))
		},
		View: &Regions{X: "x", Score: "linear", W: "w", B: "b", Drag: []Handle{{Of: "x"}}},
	}

	perceptron := &Spec{
		ID: "perceptron-update", Title: "Perceptron update rule", Category: "classification",
		LaTeX: `\mathbf{w} \leftarrow \mathbf{w} - \alpha(a_i - y_i)\,\mathbf{x}_i, \quad b \leftarrow b - \alpha(a_i - y_i), \quad a_i = \mathbb{1}\{\mathbf{w}^\top\mathbf{x}_i + b \ge 0\}`,
		Explanation: "The perceptron learns a threshold unit one example at a time. " +
			"If the example is classified correctly, a_i − y_i = 0 and nothing changes; a false positive pushes w away from x_i, a false negative pulls it towards x_i. " +
			"On linearly separable data the rule stops changing after finitely many mistakes (the perceptron convergence theorem).",
		Sources: src(S3),
		Related: []string{"linear-threshold-unit", "logistic-regression-gd-step"},
		Output:  `(\mathbf{w}, b)`,
		Params: []Param{
			weightsParam("w", `\mathbf{w}`, "the current weights", []float64{0.5, -0.5}),
			{Name: "b", Symbol: "b", Doc: "the current bias", Kind: Real, Default: 0.2, Min: -5, Max: 5, Step: 0.1, Domain: AnyReal},
			{Name: "x", Symbol: `\mathbf{x}_i`, Doc: "the training point", Kind: Vector, Default: []float64{1, 2},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10, SameLen: "w"},
			{Name: "y", Symbol: "y_i", Doc: "its label, 0 or 1", Kind: Integer, Default: 1, Min: 0, Max: 1, Step: 1, Domain: Unit},
			{Name: "alpha", Symbol: `\alpha`, Doc: "the learning rate", Kind: Real, Default: 0.5, Min: 0.01, Max: 1, Step: 0.01, Log: true, Domain: Positive},
		},
		Eval: func(in Inputs) (any, error) {
			p, err := compute.PerceptronUpdate(in.Vector("w"), in.Vector("x"), in.Real("b"), float64(in.Int("y")), in.Real("alpha"))
			if err != nil {
				return nil, err
			}
			return map[string]any{"w": p.W, "b": p.B, "a": p.A, "updated": p.A != in.Int("y")}, nil
		},
		// The boundary before the update, and the example on its side.
		View: &Regions{X: "x", Y: "y", Score: "linear", W: "w", B: "b", Drag: []Handle{{Of: "x", Label: "y"}}},
	}

	logistic := &Spec{
		ID: "logistic-regression-hypothesis", Title: "Logistic regression hypothesis and classifier", Category: "classification",
		LaTeX: `h_\theta(\mathbf{x}) = \sigma(\boldsymbol\theta^\top\mathbf{x}) = \frac{1}{1 + e^{-\boldsymbol\theta^\top\mathbf{x}}}, \quad \hat{y} = \mathbb{1}\{h_\theta(\mathbf{x}) \ge 0.5\}`,
		Explanation: "Logistic regression passes a linear score through the sigmoid to get the probability that the label is 1, and predicts 1 when that probability is at least one half. " +
			"Since σ(z) ≥ 0.5 exactly when z ≥ 0, its decision boundary θᵀx = 0 is a hyperplane, as for the threshold unit; what it adds is a calibrated confidence that grows with the distance from the boundary. " +
			"S3 writes the same model with an explicit bias, a = σ(wᵀx + b).",
		Sources: src(S2, S3),
		Related: []string{"sigmoid", "logistic-regression-regularized-cost", "linear-threshold-unit", "linear-regression-hypothesis"},
		Output:  `h_\theta(\mathbf{x})`,
		Params: []Param{
			weightsParam("theta", `\boldsymbol\theta`, "the parameters θ₀ (intercept), θ₁, …", []float64{-1, 2}),
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the point: x₀ = 1 first, or only the features (x₀ = 1 is then prepended)", Kind: Vector,
				Default: []float64{1, 1}, Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
		},
		Eval: func(in Inputs) (any, error) {
			h, label, err := compute.LogisticHypothesis(in.Vector("theta"), in.Vector("x"))
			if err != nil {
				return nil, err
			}
			return map[string]any{"h": h, "y_hat": label}, nil
		},
		// h over the features; with x = (1, x₁) a sigmoid along x₁.
		View: &Regions{X: "x", Score: "probability", Part: "h", Intercept: "theta"},
	}

	cost := &Spec{
		ID: "logistic-regression-regularized-cost", Title: "Regularised logistic regression cost", Category: "classification",
		LaTeX: `J(\theta) = -\frac{1}{m}\sum_{i=1}^{m}\left[y^{(i)}\log h_\theta(x^{(i)}) + (1 - y^{(i)})\log\bigl(1 - h_\theta(x^{(i)})\bigr)\right] + \frac{\lambda}{2m}\sum_{j=1}^{n}\theta_j^2`,
		Explanation: "This is the average cross-entropy of the predicted probabilities plus an L2 penalty on the weights; the intercept θ₀ is not penalised, so the sum starts at j = 1. " +
			"Minimising it fits logistic regression, and λ trades fit for small weights, which curbs overfitting. " +
			"The cost is convex in θ, so gradient descent finds its global minimum; raising λ pulls that minimum towards the origin.",
		Sources: src(S2),
		Errata: []Erratum{{
			Source:  S2,
			Wrote:   `\text{the logistic regression cost } J(\theta) \text{ is non-convex}`,
			Correct: `J(\theta) \text{ is convex in } \theta`,
			Why:     "Each term is a softplus of a linear function of θ, log(1 + e^{∓θᵀx}), which is convex, and the L2 penalty is convex, so gradient descent is not trapped in local minima. Non-convexity appears only when the squared error is combined with the sigmoid.",
		}},
		Related: []string{"logistic-regression-hypothesis", "binary-cross-entropy", "logistic-regression-gd-step", "linear-regression-cost"},
		Output:  `J(\boldsymbol\theta)`,
		Params: []Param{
			designParam("the design matrix, with the column of ones first (θ₀ multiplies it and is not penalised)", [][]float64{{1, 0.5}, {1, 1.5}, {1, -1}}),
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "the labels, 0 or 1, one per row of X", Kind: Vector, Default: []float64{0, 1, 0},
				Min: 0, Max: 1, Step: 1, Domain: Unit, MinLen: 1, MaxLen: 20},
			weightsParam("theta", `\boldsymbol\theta`, "the parameters, one per column of X", []float64{0.2, 0.8}),
			{Name: "lambda", Symbol: `\lambda`, Doc: "the regularisation strength", Kind: Real, Default: 1.0,
				Min: 0, Max: 10, Step: 0.1, Domain: NonNegative},
		},
		Eval: func(in Inputs) (any, error) {
			return compute.LogisticRegressionCost(in.Matrix("X"), in.Vector("y"), in.Vector("theta"), in.Real("lambda"))
		},
		// J against λ, then the bowl over (θ₀, θ₁) whose minimum λ pulls
		// towards θ₁ = 0.
		View: Stack{&Curve{X: "lambda"}, &Surface{X: "theta[0]", Y: "theta[1]"}},
	}

	knn := &Spec{
		ID: "knn-classifier", Title: "k-nearest-neighbour classifier", Category: "classification",
		LaTeX: `\hat{y} = \operatorname{mode}\left\{y_{(1)}, y_{(2)}, \dots, y_{(k)}\right\}`,
		Explanation: "The k-nearest-neighbour classifier has no training step: it labels a query with the majority label of the k training points closest to it. " +
			"Small k follows the data closely and is noisy; large k smooths the decision regions. " +
			"eqx breaks ties deterministically: equally distant points are taken in the order of X, and a tied vote goes to the smallest label, as in scikit-learn.",
		Sources: src(S3),
		Related: []string{"euclidean-distance", "bayes-decision-rule"},
		Output:  `\hat{y}`,
		Params: []Param{
			designParam("the training points, one per row", [][]float64{{0, 0}, {1, 0}, {0, 1}, {5, 5}, {6, 5}}),
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "their labels, one per row of X", Kind: Vector, Default: []float64{0, 0, 0, 1, 1},
				Min: 0, Max: 5, Step: 1, Domain: AnyReal, MinLen: 1, MaxLen: 20},
			{Name: "query", Symbol: `\mathbf{x}`, Doc: "the point to classify", Kind: Vector, Default: []float64{3, 3},
				Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			{Name: "k", Symbol: "k", Doc: "the number of neighbours that vote", Kind: Integer, Default: 3,
				Min: 1, Max: 15, Step: 1, Domain: Interval{Lo: 1, Hi: math.Inf(1), OpenHi: true}},
			{Name: "metric", Symbol: `\rho`, Doc: "the distance", Kind: Choice, Default: "euclidean", Optional: true,
				Options: []string{"euclidean", "manhattan", "chebyshev"}},
		},
		Eval: func(in Inputs) (any, error) {
			// The label alone: the decision regions evaluate it at every
			// point of the plane.
			label, err := compute.KNNLabel(in.Matrix("X"), in.Vector("y"), in.Vector("query"), in.Int("k"), knnMetrics[in.Choice("metric")])
			if err != nil {
				return nil, err
			}
			return label, nil
		},
		View: &Regions{X: "query", Points: "X", Y: "y", Score: "label", Neighbours: "k", Metric: "metric", Drag: []Handle{{Of: "X", Label: "y"}, {Of: "query"}}},
	}

	return []*Spec{ltu, perceptron, logistic, cost, knn, bayesDecisionRule()}
}

// iterations are how the family's update rules repeat (Step, Play, Reset).
func (classificationFamily) iterations() map[string]*Iteration {
	return map[string]*Iteration{
		"perceptron-update": {
			Next: copyOutputs("w", "b"),
			Loss: func(in Inputs) (float64, bool) {
				a, err := compute.LinearThresholdUnit(in.Vector("w"), in.Vector("x"), in.Real("b"))
				return math.Abs(float64(a - in.Int("y"))), err == nil
			},
			LossLabel: "error |a − y| on the example",
		},
	}
}
