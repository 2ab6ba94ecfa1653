package equations

import (
	"strings"

	"eqx/compute"
)

// formGiven reports whether the inputs of an alternative form of an equation
// (optional parameters without a default) were given. Some but not all of
// them is an error naming the first one missing.
func formGiven(in Inputs, form string, names ...string) (bool, error) {
	var have, missing []string
	for _, n := range names {
		if in.Has(n) {
			have = append(have, n)
		} else {
			missing = append(missing, n)
		}
	}
	if len(have) == 0 {
		return false, nil
	}
	if len(missing) > 0 {
		return false, inputErrorf(missing[0], "missing: the %s form takes %s together (given: %s)", form, strings.Join(names, ", "), strings.Join(have, ", "))
	}
	return true, nil
}

// designParam is a data matrix X of m rows (examples) and n columns
// (features), the constant column of ones included when the doc says so. A
// nil def leaves the parameter without a default (an alternative form).
func designParam(doc string, def [][]float64) Param {
	p := Param{Name: "X", Symbol: `X`, Doc: doc, Kind: Matrix,
		Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 20, MinCols: 1}
	if def != nil {
		p.Default = def
	}
	return p
}

// targetsParam is the vector y of targets, one per row of X.
func targetsParam(def []float64) Param {
	return Param{Name: "y", Symbol: `\mathbf{y}`, Doc: "the targets, one per row of X", Kind: Vector, Default: def,
		Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 20}
}

// weightsParam is a parameter vector with sliders in [−5, 5]. A nil def
// leaves the parameter without a default (an alternative form).
func weightsParam(name, symbol, doc string, def []float64) Param {
	p := Param{Name: name, Symbol: symbol, Doc: doc, Kind: Vector,
		Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10}
	if def != nil {
		p.Default = def
	}
	return p
}

// regressionFamily is linear regression: the hypothesis, the cost, the
// normal equation and the contour step (a family of the catalogue:
// family.go).
type regressionFamily struct{}

func (regressionFamily) specs() []*Spec {
	hypothesis := &Spec{
		ID: "linear-regression-hypothesis", Title: "Linear regression hypothesis / design-matrix form", Category: "regression",
		LaTeX: `h_\theta(\mathbf{x}) = \boldsymbol\theta^\top\mathbf{x} = \theta_0 x_0 + \theta_1 x_1 + \dots + \theta_n x_n, \; x_0 = 1 \qquad ` +
			`\hat{\mathbf{y}} = X\mathbf{w}, \; X = \begin{bmatrix} x_1 & 1 \\ \vdots & \vdots \\ x_m & 1 \end{bmatrix}, \; \mathbf{w} = \begin{bmatrix} w \\ b \end{bmatrix}`,
		Explanation: "Linear regression predicts a number as a weighted sum of the features plus an intercept. " +
			"Prepending a constant feature x₀ = 1 turns the intercept into one more weight θ₀, so the whole model is a dot product; stacking the examples as rows of a design matrix X gives every prediction at once as ŷ = Xw. " +
			"Each weight is the change in the prediction per unit change of its feature, the others held fixed.",
		Sources: src(S1, S2),
		Errata: []Erratum{
			{
				Source:  S2,
				Wrote:   `h_\theta(x) = \theta^T x = \theta_0 x_0 + \theta_1 x_1 \dots + \theta_n x_n`,
				Correct: `h_\theta(x) = \theta^\top x = \theta_0 x_0 + \theta_1 x_1 + \dots + \theta_n x_n`,
				Why:     "A plus sign is missing between θ₁x₁ and the dots: the hypothesis is a sum of all n + 1 terms.",
			},
			{
				Source:  S1,
				Wrote:   `\mathbf{X}\mathbf{w} = \mathbf{y}`,
				Correct: `\hat{\mathbf{y}} = \mathbf{X}\mathbf{w} \approx \mathbf{y}`,
				Why:     "With more data points than parameters the system Xw = y has, in general, no solution. The model's predictions are ŷ = Xw, and least squares chooses w to make them as close to y as possible.",
			},
		},
		Related: []string{"linear-regression-cost", "normal-equation", "logistic-regression-hypothesis"},
		Output:  `h_\theta(\mathbf{x})`,
		Params: []Param{
			func() Param {
				p := weightsParam("theta", `\boldsymbol\theta`, "the parameters θ₀ (intercept), θ₁, …", []float64{0.5, 2})
				p.Optional = true
				return p
			}(),
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the point: x₀ = 1 first, or only the features (x₀ = 1 is then prepended)", Kind: Vector,
				Default: []float64{1, 1.5}, Optional: true, Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			func() Param {
				p := designParam("design-matrix form: one row [x, 1] per point; gives ŷ = Xw", nil)
				p.Optional, p.Example, p.Together = true, [][]float64{{1, 1}, {2, 1}, {3, 1}}, []string{"w"}
				return p
			}(),
			func() Param {
				p := weightsParam("w", `\mathbf{w}`, "design-matrix form: the weights [w, b], one per column of X", nil)
				p.Optional, p.Example, p.Together = true, []float64{2, 1}, []string{"X"}
				return p
			}(),
		},
		Eval: func(in Inputs) (any, error) {
			design, err := formGiven(in, "design-matrix", "X", "w")
			if err != nil {
				return nil, err
			}
			if design {
				return compute.LinearPredict(in.Matrix("X"), in.Vector("w"))
			}
			return compute.LinearHypothesis(in.Vector("theta"), in.Vector("x"))
		},
		View: &PairedBars{Of: []string{"theta", "x"}},
	}

	cost := &Spec{
		ID: "linear-regression-cost", Title: "Linear regression cost (half mean squared error)", Category: "regression",
		LaTeX: `J(\theta_0, \dots, \theta_n) = \frac{1}{2m}\sum_{i=1}^{m}\left(h_\theta(x^{(i)}) - y^{(i)}\right)^2`,
		Explanation: "The cost of linear regression is half the mean squared residual over the m training examples. " +
			"Gradient descent and the normal equation both minimise it; the factor 1/2 only cancels the 2 that differentiation brings down. " +
			"As a function of θ it is a convex bowl, so its only minimum is the least-squares fit.",
		Sources: src(S2),
		Errata: []Erratum{{
			Source:  S2,
			Wrote:   `J(\theta_0, \theta_1 x \dots, \theta_n x) = \frac{1}{2m}\sum_{i=1}^m \left(h_\theta(x^{(i)} - y^{(i)}\right)^2`,
			Correct: `J(\theta_0, \theta_1, \dots, \theta_n) = \frac{1}{2m}\sum_{i=1}^m \left(h_\theta(x^{(i)}) - y^{(i)}\right)^2`,
			Why:     "The parenthesis of h_θ closes too late, so the printed formula evaluates the hypothesis at x − y instead of subtracting the target from the prediction. The x's in the argument list of J are stray: J depends on the parameters only.",
		}},
		Related: []string{"linear-regression-hypothesis", "normal-equation", "mse"},
		Output:  `J(\boldsymbol\theta)`,
		Params: []Param{
			designParam("the design matrix, with the column of ones first (it multiplies θ₀)", [][]float64{{1, 1}, {1, 2}, {1, 3}}),
			targetsParam([]float64{1, 2, 3}),
			weightsParam("theta", `\boldsymbol\theta`, "the parameters, one per column of X", []float64{1, 0.5}),
		},
		Eval: func(in Inputs) (any, error) {
			return compute.LinearRegressionCost(in.Matrix("X"), in.Vector("y"), in.Vector("theta"))
		},
		// The bowl of J over (θ₀, θ₁) that gradient descent walks down,
		// then the residuals whose squares it averages.
		View: Stack{&Surface{X: "theta[0]", Y: "theta[1]"}, &Scatter{X: "X", Col: 1, Y: "y", Residuals: true, Extra: []Series{{Label: "ŷ = Xθ", F: linearPredictions}}, Title: "J = (1/2m) × the sum of the squared residuals"}},
	}

	normal := &Spec{
		ID: "normal-equation", Title: "Normal equation (closed-form least squares)", Category: "regression",
		LaTeX:  `\boldsymbol\theta = (X^\top X)^{-1}X^\top\mathbf{y}`,
		Output: `\boldsymbol\theta`,
		Explanation: "The normal equation gives the least-squares parameters in one step, without iterating: it is where the gradient of the squared error vanishes, XᵀXθ = Xᵀy. " +
			"It suits problems with up to a few thousand features; beyond that, gradient descent is cheaper. " +
			"When columns of X are collinear XᵀX has no inverse and many θ fit equally well; eqx then returns the one of least norm (the pseudo-inverse solution), computed from the SVD of X rather than by inverting XᵀX.",
		Sources: src(S1, S2),
		Related: []string{"linear-regression-cost", "linear-regression-hypothesis", "contour-regression-step"},
		Params: []Param{
			designParam("the design matrix, with the column of ones first for an intercept", [][]float64{{1, 0}, {1, 1}, {1, 2}, {1, 3}}),
			targetsParam([]float64{1, 3, 2, 5}),
		},
		Eval: func(in Inputs) (any, error) {
			theta, _, err := compute.NormalEquation(in.Matrix("X"), in.Vector("y"))
			return theta, err
		},
		// The data with the fitted line, whose points are dragged (x is the
		// column after the ones), then θ.
		View: Stack{&Scatter{X: "X", Col: 1, Y: "y", Residuals: true, Extra: []Series{{Label: "ŷ = Xθ", F: normalPredictions}}, Drag: []Handle{{Of: "X", XCol: 1, YOf: "y"}}}, &Bars{}},
	}

	// The contour-regression step has no Iterate: its source leaves the
	// reordering of the predictions between steps unspecified, and whatever
	// the reordering, repeating the step as printed diverges (the
	// predictions sum to (k+1)·Σy after k steps; compute's
	// TestContourRegressionRepeated).
	contour := &Spec{
		ID: "contour-regression-step", Title: "Contour regression update step", Category: "regression",
		LaTeX:  `\mathbf{w} = (X^\top X)^{-1}X^\top\left(\mathbf{y} + \hat{\mathbf{y}}_{[i]}\right)`,
		Output: `\mathbf{w}`,
		Explanation: "Contour regression, as listed in S1, starts from the least-squares fit and then repeats two steps: reorder X by the latest predictions, and refit with the target y + ŷ_[i]. " +
			"One step is therefore a normal-equation solve with a modified target; since least squares is linear in its target, it equals the fit to y plus the fit to ŷ_[i]. " +
			"The source leaves the reordering rule unspecified, so eqx computes the single step for given reordered predictions. " +
			"It offers no Step button: repeated as printed, the step diverges whatever the reordering, because least squares with an intercept keeps the sum of its target and a reordering keeps the sum of ŷ, so after k steps the predictions sum to (k + 1)·Σy.",
		Sources: src(S1),
		Errata: []Erratum{{
			Source:  S1,
			Wrote:   `\pmb w = (\pmb X^T \pmb X)^{-1} \pmb X^T \pmb (y+\hat{y}_{[i]})`,
			Correct: `\mathbf{w} = (\mathbf{X}^\top\mathbf{X})^{-1}\mathbf{X}^\top\left(\mathbf{y} + \hat{\mathbf{y}}_{[i]}\right)`,
			Why:     "The bold-vector command is applied to the opening parenthesis instead of the vectors, so y and ŷ_[i] print as scalars although they are vectors of length m.",
		}},
		Related: []string{"normal-equation", "linear-regression-hypothesis"},
		Params: []Param{
			designParam("the design matrix, with the column of ones first for an intercept", [][]float64{{1, 1}, {1, 2}, {1, 3}}),
			targetsParam([]float64{1, 2, 3}),
			{Name: "y_hat_reordered", Symbol: `\hat{\mathbf{y}}_{[i]}`, Doc: "the predictions after reordering X, one per row", Kind: Vector,
				Default: []float64{1, 2, 3}, Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 20, SameLen: "y"},
		},
		Eval: func(in Inputs) (any, error) {
			return compute.ContourRegressionStep(in.Matrix("X"), in.Vector("y"), in.Vector("y_hat_reordered"))
		},
		View: &Bars{},
	}
	return []*Spec{hypothesis, cost, normal, contour}
}

// normalPredictions are the predictions Xθ of the least-squares θ, or
// none.
func normalPredictions(in Inputs) []float64 {
	theta, _, err := compute.NormalEquation(in.Matrix("X"), in.Vector("y"))
	if err != nil {
		return nil
	}
	p, err := compute.LinearPredict(in.Matrix("X"), theta)
	if err != nil {
		return nil
	}
	return p
}

// linearPredictions are the predictions Xθ of the inputs, or none.
func linearPredictions(in Inputs) []float64 {
	p, err := compute.LinearPredict(in.Matrix("X"), in.Vector("theta"))
	if err != nil {
		return nil
	}
	return p
}
