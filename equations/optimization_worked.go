//go:build !eqx_noui

package equations

import (
	"eqx/compute"
)

// Worked examples of the gradient steps: the first step with the
// gradient in it, then where T steps end.

func (optimizationFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"gradient-descent":            workedGradientDescent,
		"logistic-regression-gd-step": workedLogisticStep,
	}
}

// workedGradientDescent shows the first step θ₁ = θ₀ − η∇L(θ₀), taken by
// the kernel with one step, and θ_T. On the bowl each step multiplies θ
// by 1 − 2η; on least squares the gradient is (1/m)Xᵀ(Xθ − y), shown by
// its residuals.
func workedGradientDescent(in Inputs, out any) []string {
	theta0, scalar := in.Numbers("theta0")
	eta, steps := in.Real("eta"), in.Int("steps")
	if in.Has("lr") {
		eta = in.Real("lr")
	}
	if in.Has("epochs") {
		steps = in.Int("epochs")
	}
	res := `\boldsymbol\theta_{` + ti(steps) + `} = ` + resultTeX(out)
	if in.Choice("loss") == gdBowl {
		first, err := compute.GradientDescentQuadratic(theta0, eta, 1)
		if err != nil || len(first) == 0 {
			return []string{res}
		}
		start := tvec(theta0)
		if scalar && len(theta0) == 1 {
			start = tp(theta0[0])
		}
		theta1 := `\boldsymbol\theta_1 = ` + tb(1-2*eta) + `\cdot ` + start + ` = ` + resultTeX(shaped(first, scalar))
		return []string{
			`\nabla L(\boldsymbol\theta) = 2\boldsymbol\theta, \quad \boldsymbol\theta_{t+1} = \boldsymbol\theta_t - ` + tn(eta) + `\cdot 2\boldsymbol\theta_t = (1 - 2\cdot ` + tn(eta) + `)\,\boldsymbol\theta_t = ` + tb(1-2*eta) + `\,\boldsymbol\theta_t`,
			theta1,
			`\boldsymbol\theta_{T} = ` + tb(1-2*eta) + `^{T}\,\boldsymbol\theta_0, \quad ` + res,
		}
	}
	X, y := in.Matrix("X"), in.Vector("y")
	if len(theta0) == 1 && len(X) > 0 && len(X[0]) > 1 {
		theta0 = repeat(theta0[0], len(X[0]))
	}
	pred, err1 := compute.LinearPredict(X, theta0)
	first, err2 := compute.GradientDescentLeastSquares(X, y, theta0, eta, 1)
	if err1 != nil || err2 != nil || len(pred) != len(y) {
		return []string{res}
	}
	r := make([]float64, len(y))
	for i := range y {
		r[i] = pred[i] - y[i]
	}
	return []string{
		`X\boldsymbol\theta_0 - \mathbf{y} = ` + tvec(r) + `, \quad \nabla L(\boldsymbol\theta_0) = \frac{1}{` + ti(len(y)) + `}X^\top(X\boldsymbol\theta_0 - \mathbf{y})`,
		`\boldsymbol\theta_1 = \boldsymbol\theta_0 - ` + tn(eta) + `\,\nabla L(\boldsymbol\theta_0) = ` + tvec(first),
		res,
	}
}

// workedLogisticStep shows the scores, the activations and their errors,
// the summed gradients and the updated b and w.
func workedLogisticStep(in Inputs, out any) []string {
	X, y, w, b, alpha := in.Matrix("X"), in.Vector("y"), in.Vector("w"), in.Real("b"), in.Real("alpha")
	res, ok := out.(map[string]any)
	nw, ok1 := res["w"].([]float64)
	nb, ok2 := res["b"].(float64)
	xw, err := compute.LinearPredict(X, w)
	if !ok || !ok1 || !ok2 || err != nil || len(xw) != len(y) {
		return fallback(`(\mathbf{w}, b)`, out)
	}
	a, e := make([]float64, len(y)), make([]float64, len(y))
	gb := 0.0
	gw := make([]float64, len(w))
	for i := range y {
		a[i] = compute.Sigmoid(xw[i] + b)
		e[i] = a[i] - y[i]
		gb += e[i]
		for j := range gw {
			gw[j] += e[i] * X[i][j]
		}
	}
	return []string{
		`a_i = \sigma(\mathbf{w}^\top\mathbf{x}_i + b) = ` + tvec(a),
		`a_i - y_i = ` + tvec(e) + `, \quad \textstyle\sum_i (a_i - y_i)\,\mathbf{x}_i = ` + tvec(gw),
		`b \gets b - \alpha\textstyle\sum_i (a_i - y_i) = ` + tn(b) + ` - ` + tp(alpha) + `\cdot ` + tp(gb) + ` = ` + tn(nb),
		`\mathbf{w} \gets ` + tvec(w) + ` - ` + tp(alpha) + `\,` + tvec(gw) + ` = ` + tvec(nw),
	}
}
