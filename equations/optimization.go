package equations

import (
	"eqx/compute"

	"gonum.org/v1/gonum/floats"
)

// The losses gradient descent can run on.
const (
	gdBowl         = "theta^2"
	gdLeastSquares = "(1/2m)||X theta - y||^2"
)

// stepsDomain is the allowed range of an iteration count.
var stepsDomain = Interval{Lo: 0, Hi: compute.MaxGradientSteps}

func gradientDescent(in Inputs) (any, error) {
	theta0, scalar := in.Numbers("theta0")
	eta, steps := in.Real("eta"), in.Int("steps")
	if in.Has("lr") {
		eta = in.Real("lr")
	}
	if in.Has("epochs") {
		steps = in.Int("epochs")
	}
	data, err := formGiven(in, "least-squares", "X", "y")
	if err != nil {
		return nil, err
	}
	if in.Choice("loss") == gdBowl {
		if data {
			return nil, inputErrorf("X", "X and y are used only by the loss %q", gdLeastSquares)
		}
		theta, err := compute.GradientDescentQuadratic(theta0, eta, steps)
		return shaped(theta, scalar), err
	}
	if !data {
		return nil, inputErrorf("X", "missing: the loss %q needs X and y", gdLeastSquares)
	}
	X := in.Matrix("X")
	if scalar && len(X) > 0 {
		// One number starts every coefficient there.
		theta0 = repeat(theta0[0], len(X[0]))
	}
	theta, err := compute.GradientDescentLeastSquares(X, in.Vector("y"), theta0, eta, steps)
	return shaped(theta, scalar), err
}

// optimizationFamily is gradient descent and the logistic-regression step (a
// family of the catalogue: family.go).
type optimizationFamily struct{}

func (optimizationFamily) specs() []*Spec {
	gd := &Spec{
		ID: "gradient-descent", Title: "Gradient descent update", Category: "optimization",
		LaTeX: `\boldsymbol\theta_{t+1} = \boldsymbol\theta_t - \eta\,\nabla_{\boldsymbol\theta} L(\boldsymbol\theta_t)`,
		Explanation: "Gradient descent repeatedly steps against the gradient, the direction in which the loss falls fastest, by a step size η (the learning rate). " +
			"It is how nearly every machine-learning model is trained. " +
			"On the bowl L = θ² each step multiplies θ by 1 − 2η: small η crawls, η between 1/2 and 1 overshoots and oscillates, and η > 1 diverges. " +
			"On least squares the slowest direction of XᵀX sets the pace, so a thousand steps can leave θ visibly short of the minimum.",
		Sources: src(S4),
		Errata: []Erratum{
			{
				Source:  S4,
				Wrote:   `\theta_{t+1} = \theta_t - \eta \nabla_{\theta} L(\theta)`,
				Correct: `\theta_{t+1} = \theta_t - \eta \nabla_{\theta} L(\theta_t)`,
				Why:     "The gradient is evaluated at the current iterate θ_t; with a bare θ the update does not say where the slope is taken.",
			},
			{
				Source:  S4,
				Wrote:   `\boldsymbol\theta \approx [0,\ 1] \quad (\eta = 0.01,\ 1000 \text{ epochs})`,
				Correct: `\boldsymbol\theta = [0.1107,\ 0.9513] \quad (\eta = 0.01,\ 1000 \text{ epochs})`,
				Why:     "The example's own loop has not converged after 1000 epochs: the error along its slow direction shrinks by only about 0.12% per epoch (η times the smallest eigenvalue 0.12 of XᵀX/m). θ is within 10⁻³ of [0, 1] only after about 5000 epochs.",
			},
		},
		Related: []string{"linear-regression-cost", "normal-equation", "logistic-regression-gd-step"},
		Output:  `\boldsymbol\theta_T`,
		Params: []Param{
			{Name: "loss", Symbol: "L", Doc: "the loss: the bowl θ² (sum of squares for a vector θ) or least squares on X, y",
				Kind: Choice, Default: gdBowl, Optional: true, Options: []string{gdBowl, gdLeastSquares},
				Needs: map[string][]string{gdLeastSquares: {"X", "y"}}},
			{Name: "theta0", Symbol: `\boldsymbol\theta_0`, Doc: "the starting point: a number (for every coefficient), or a list with one entry per column of X",
				Kind: Numbers, Default: 1.0, Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MaxLen: 12},
			{Name: "eta", Symbol: `\eta`, Doc: "the learning rate", Kind: Real, Default: 0.1, Optional: true,
				Min: 1e-4, Max: 2, Step: 1e-4, Log: true, Domain: Positive},
			{Name: "steps", Symbol: "T", Doc: "the number of steps", Kind: Integer, Default: 10, Optional: true,
				Min: 0, Max: 100, Step: 1, Domain: stepsDomain},
			{Name: "lr", Symbol: `\eta`, Doc: "the learning rate under S4's name; when given it replaces eta",
				Kind: Real, Optional: true, Example: 0.01, Min: 1e-4, Max: 2, Step: 1e-4, Log: true, Domain: Positive},
			{Name: "epochs", Symbol: "T", Doc: "the number of steps under S4's name; when given it replaces steps",
				Kind: Integer, Optional: true, Example: 1000, Min: 0, Max: 5000, Step: 1, Domain: stepsDomain},
			func() Param {
				p := designParam("least squares: the design matrix, with the column of ones first", nil)
				p.Optional, p.Example, p.Together = true, [][]float64{{1, 1}, {1, 2}, {1, 3}}, []string{"y"}
				return p
			}(),
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "least squares: the targets, one per row of X", Kind: Vector, Optional: true, Together: []string{"X"},
				Example: []float64{1, 2, 3}, Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 20},
		},
		Eval: gradientDescent,
		// θ_T against η, then the loss over the first two coordinates of
		// θ (or over θ, one number) with the path θ₀ → θ_T.
		View: Stack{&Curve{X: "eta"}, &Surface{X: "theta0[0]", Y: "theta0[1]", Cols: []string{"θ[0]", "θ[1]", "θ"}, Of: []string{"steps", "epochs"}}},
	}

	step := &Spec{
		ID: "logistic-regression-gd-step", Title: "Batch gradient descent step for logistic regression", Category: "optimization",
		LaTeX: `\mathbf{w} \leftarrow \mathbf{w} - \alpha\sum_{i=1}^{n}(a_i - y_i)\,\mathbf{x}_i, \quad b \leftarrow b - \alpha\sum_{i=1}^{n}(a_i - y_i), \quad a_i = \sigma(\mathbf{w}^\top\mathbf{x}_i + b)`,
		Explanation: "One step of batch gradient descent on the cross-entropy loss of logistic regression moves the weights against the summed prediction errors, each weighted by its input. " +
			"The gradient has the same form as in linear regression, error times input, because the sigmoid's slope cancels against the derivative of the log loss. " +
			"The sum is not averaged, so a learning rate that is stable on ten points can overshoot on a thousand.",
		Sources: src(S3),
		Related: []string{"logistic-regression-regularized-cost", "logistic-regression-hypothesis", "gradient-descent", "perceptron-update"},
		Output:  `(\mathbf{w}, b)`,
		Params: []Param{
			designParam("the training points, one per row (no column of ones: b is the intercept)", [][]float64{{1, 2}, {2, 0}, {0, 1}}),
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "the labels, 0 or 1, one per row of X", Kind: Vector, Default: []float64{1, 0, 1},
				Min: 0, Max: 1, Step: 1, Domain: Unit, MinLen: 1, MaxLen: 20},
			weightsParam("w", `\mathbf{w}`, "the current weights, one per column of X", []float64{0.3, -0.2}),
			{Name: "b", Symbol: "b", Doc: "the current bias", Kind: Real, Default: 0.1, Min: -5, Max: 5, Step: 0.1, Domain: AnyReal},
			{Name: "alpha", Symbol: `\alpha`, Doc: "the learning rate", Kind: Real, Default: 0.5, Min: 0.001, Max: 1, Step: 0.001, Log: true, Domain: Positive},
		},
		Eval: func(in Inputs) (any, error) {
			s, err := compute.LogisticGradientStep(in.Matrix("X"), in.Vector("y"), in.Vector("w"), in.Real("b"), in.Real("alpha"))
			if err != nil {
				return nil, err
			}
			return map[string]any{"w": s.W, "b": s.B}, nil
		},
		// The points, shaded by σ(wᵀx + b) with its ½ boundary, then what
		// the step does to w and b.
		View: Stack{&Regions{Points: "X", Y: "y", Score: "logistic", W: "w", B: "b", Drag: []Handle{{Of: "X", Label: "y"}}}, &Heatmap{Rows: []string{"before", "change", "after"}, Table: logisticStepTable, Title: "w and b: the change is −α × the gradient"}, &Surface{X: "w[0]", Y: "w[1]", Cols: []string{"w₁", "w₂"}}},
	}
	return []*Spec{gd, step}
}

// logisticStepTable is w and b before the step, the change, and after.
func logisticStepTable(in Inputs) ([][]float64, []string) {
	w, b := in.Vector("w"), in.Real("b")
	s, err := compute.LogisticGradientStep(in.Matrix("X"), in.Vector("y"), w, b, in.Real("alpha"))
	if err != nil {
		return nil, nil
	}
	return stepTable(w, b, s.W, s.B)
}

// iterations are how the family's update rules repeat (Step, Play, Reset).
func (optimizationFamily) iterations() map[string]*Iteration {
	return map[string]*Iteration{
		"logistic-regression-gd-step": {
			Next: copyOutputs("w", "b"),
			// The unregularised cost of logistic regression; its surface
			// calls it at every cell of the grid, so without a copy of X.
			Loss: func(in Inputs) (float64, bool) {
				return lossOK(compute.LogisticCost(in.Matrix("X"), in.Vector("y"), in.Vector("w"), in.Real("b")))
			},
			LossLabel: "mean cross-entropy J(w, b)",
		},
		"gradient-descent": {
			// One press runs the T steps of the equation; its θ_T is the
			// next θ_0.
			Next: func(in Inputs, out any) Inputs {
				next := in.Clone()
				next["theta0"] = cloneValue(out)
				return next
			},
			Loss: func(in Inputs) (float64, bool) {
				theta, scalar := in.Numbers("theta0")
				if in.Choice("loss") != gdLeastSquares {
					return floats.Dot(theta, theta), true // the bowl ‖θ‖²
				}
				X := in.Matrix("X")
				if scalar && len(X) > 0 {
					theta = repeat(theta[0], len(X[0])) // as the equation reads it
				}
				return lossOK(compute.LinearRegressionCost(X, in.Vector("y"), theta))
			},
			LossLabel: "L(θ₀)",
		},
	}
}
