//go:build !eqx_noui

package equations

import "fmt"

// Snippets of the optimization.

func (optimizationFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"gradient-descent": codeGradientDescent,
		"logistic-regression-gd-step": same(Snippet{
			NumPy: `a = np.exp(-np.logaddexp(0.0, -(X @ w + b)))  # σ(wᵀx_i + b), without overflow
e = a - y
print({"w": w - alpha * (X.T @ e), "b": b - alpha * e.sum()})`,
			Go: `gw := make([]float64, len(w))
var gb float64
for i, row := range X {
	e := 1/(1+math.Exp(-(floats.Dot(w, row)+b))) - y[i] // a_i − y_i
	floats.AddScaled(gw, e, row)
	gb += e
}
floats.AddScaled(w, -alpha, gw)
fmt.Println(map[string]any{"w": w, "b": b - alpha*gb})`,
		}),
	}
}

// codeGradientDescent runs the loop on the loss chosen, with the learning
// rate and the number of steps under the names given (lr and epochs replace
// eta and steps), from a number or a list theta0.
func codeGradientDescent(in Inputs) Snippet {
	eta, steps := "eta", "steps"
	if in.Has("lr") {
		eta = "lr"
	}
	if in.Has("epochs") {
		steps = "epochs"
	}
	_, scalar := in.Numbers("theta0")
	if in.Choice("loss") == gdBowl {
		s := Snippet{NumPy: fmt.Sprintf(`theta = theta0
for _ in range(%[2]s):
    # θ − η·2θ (the gradient of θ² is 2θ) as θ·(1 − 2η): no cancellation near η = ½
    theta = theta * (1 - 2 * %[1]s)
print(theta)`, eta, steps)}
		if scalar {
			s.Go = fmt.Sprintf(`theta := theta0
for range %[2]s {
	// θ − η·2θ (the gradient of θ² is 2θ) as θ·(1 − 2η): no cancellation near η = ½
	theta *= 1 - 2*%[1]s
}
fmt.Println(theta)`, eta, steps)
		} else {
			s.Go = fmt.Sprintf(`theta := append([]float64(nil), theta0...)
for range %[2]s {
	for j := range theta {
		// θ − η·2θ (the gradient of Σθ_j² is 2θ) as θ·(1 − 2η): no cancellation near η = ½
		theta[j] *= 1 - 2*%[1]s
	}
}
fmt.Println(theta)`, eta, steps)
		}
		return s
	}
	start, goStart, result, goResult := "theta0", "theta := append([]float64(nil), theta0...)", "theta", "theta"
	if scalar {
		start = "np.full(X.shape[1], theta0)  # theta0 starts every coefficient"
		goStart = `theta := make([]float64, len(X[0]))
for j := range theta {
	theta[j] = theta0 // theta0 starts every coefficient
}`
		if cols := in.Matrix("X"); len(cols) > 0 && len(cols[0]) == 1 {
			result, goResult = "theta[0]", "theta[0]" // one number in, one number out
		}
	}
	return Snippet{
		NumPy: fmt.Sprintf(`theta = %[3]s
m = len(y)
for _ in range(%[2]s):
    # the gradient of ‖Xθ − y‖²/(2m) is Xᵀ(Xθ − y)/m
    theta = theta - %[1]s * (X.T @ (X @ theta - y) / m)
print(%[4]s)`, eta, steps, start, result),
		Go: fmt.Sprintf(`%[3]s
m := float64(len(y))
r := make([]float64, len(y))
for range %[2]s {
	for i, row := range X {
		r[i] = floats.Dot(row, theta) - y[i]
	}
	// the gradient of ‖Xθ − y‖²/(2m) is Xᵀr/m, r = Xθ − y
	for j := range theta {
		var g float64
		for i, row := range X {
			g += row[j] * r[i]
		}
		theta[j] -= %[1]s * (g / m)
	}
}
fmt.Println(%[4]s)`, eta, steps, goStart, goResult),
	}
}
