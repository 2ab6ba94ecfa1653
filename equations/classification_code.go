//go:build !eqx_noui

package equations

import "fmt"

// Snippets of the classification.

func (classificationFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"linear-threshold-unit": same(Snippet{
			NumPy: `print(int(w @ x + b >= 0))`,
			Go: `yHat := 0
if floats.Dot(w, x)+b >= 0 {
	yHat = 1
}
fmt.Println(yHat)`,
		}),
		"perceptron-update": same(Snippet{
			NumPy: `a = int(w @ x + b >= 0)
print({"w": w - alpha * (a - y) * x, "b": b - alpha * (a - y),
       "a": a, "updated": a != y})`,
			Go: `a := 0
if floats.Dot(w, x)+b >= 0 {
	a = 1
}
e := float64(a - y)
floats.AddScaled(w, -alpha*e, x)
fmt.Println(map[string]any{"w": w, "b": b - alpha*e, "a": a, "updated": a != y})`,
		}),
		"logistic-regression-hypothesis": func(in Inputs) Snippet {
			s := Snippet{
				// h ≥ 0.5 exactly when θᵀx ≥ 0; logaddexp keeps exp from
				// overflowing.
				NumPy: `z = theta @ x
print({"h": np.exp(-np.logaddexp(0.0, -z)), "y_hat": int(z >= 0)})`,
				Go: `z := floats.Dot(theta, x)
yHat := 0
if z >= 0 { // h ≥ 0.5
	yHat = 1
}
fmt.Println(map[string]any{"h": 1 / (1 + math.Exp(-z)), "y_hat": yHat})`,
			}
			if len(in.Vector("x")) == len(in.Vector("theta"))-1 {
				s.NumPy = "x = np.concatenate(([1.0], x))  # x_0 = 1\n" + s.NumPy
				s.Go = "x = append([]float64{1}, x...) // x_0 = 1\n" + s.Go
			}
			return s
		},
		"logistic-regression-regularized-cost": same(Snippet{
			// −log h = log(1 + e^(−z)) and −log(1 − h) = log(1 + e^z), taken
			// without forming h, so that neither log sees 0.
			NumPy: `z = X @ theta
m = len(y)
J = np.sum(y * np.logaddexp(0.0, -z) + (1 - y) * np.logaddexp(0.0, z)) / m
print(J + lambda_ / (2 * m) * np.sum(theta[1:] ** 2))  # θ_0 is not penalised`,
			Go: `// log(1 + e^z) without overflow
softplus := func(z float64) float64 { return math.Max(z, 0) + math.Log1p(math.Exp(-math.Abs(z))) }
m := float64(len(y))
var J float64
for i, row := range X {
	z := floats.Dot(row, theta)
	J += y[i]*softplus(-z) + (1-y[i])*softplus(z) // −log h, −log(1 − h)
}
J /= m
J += lambda / (2 * m) * floats.Dot(theta[1:], theta[1:]) // θ_0 is not penalised
fmt.Println(J)`,
		}),
		"knn-classifier": func(in Inputs) Snippet {
			// The distances only rank the points: the squared Euclidean
			// distance ranks them as the distance does.
			py, goStep := `((X - query) ** 2).sum(axis=1)  # squared: ranks as the distance does`, `r := row[j] - query[j]
		d[i] += r * r // squared: ranks as the distance does`
			switch in.Choice("metric") {
			case "manhattan":
				py, goStep = `np.abs(X - query).sum(axis=1)`, `d[i] += math.Abs(row[j] - query[j])`
			case "chebyshev":
				py, goStep = `np.abs(X - query).max(axis=1)`, `d[i] = math.Max(d[i], math.Abs(row[j]-query[j]))`
			}
			return Snippet{
				// A stable sort takes equally distant points in the order of
				// X; a tied vote goes to the smallest label.
				NumPy: fmt.Sprintf(`d = %s
nearest = np.argsort(d, kind="stable")[:k]
labels, votes = np.unique(y[nearest], return_counts=True)
print(labels[np.argmax(votes)])`, py),
				Go: fmt.Sprintf(`d := make([]float64, len(X))
for i, row := range X {
	for j := range row {
		%s
	}
}
order := make([]int, len(X))
for i := range order {
	order[i] = i
}
// Equally distant points in the order of X.
sort.SliceStable(order, func(a, b int) bool { return d[order[a]] < d[order[b]] })
votes := map[float64]int{}
for _, i := range order[:k] {
	votes[y[i]]++
}
best := math.Inf(1)
for label, n := range votes {
	if n > votes[best] || n == votes[best] && label < best { // a tie goes to the smallest label
		best = label
	}
}
fmt.Println(best)`, goStep),
			}
		},
		"bayes-decision-rule": func(in Inputs) Snippet {
			if in.Choice("model") == bayesGaussian {
				return Snippet{
					NumPy: `classes = np.unique(y)
# scikit-learn's var_smoothing: 1e-9 times the largest variance of a feature
eps = 1e-9 * X.var(axis=0).max()
jll = np.empty(len(classes))  # log P(c) + log p(query | c)
for k, c in enumerate(classes):
    Xc = X[y == c]
    var = Xc.var(axis=0) + eps
    jll[k] = np.log(len(Xc) / len(X)) - 0.5 * np.sum(
        np.log(2 * np.pi * var) + (query - Xc.mean(axis=0)) ** 2 / var)
proba = np.exp(jll - jll.max())
print({"prediction": classes[np.argmax(jll)], "proba": proba / proba.sum(),
       "classes": classes})`,
					Go: `count := map[float64]int{}
for _, c := range y {
	count[c]++
}
classes := make([]float64, 0, len(count))
for c := range count {
	classes = append(classes, c)
}
sort.Float64s(classes)
// feature returns column j of X, of the rows of class c or of every row.
feature := func(j int, c float64, every bool) []float64 {
	var v []float64
	for i, row := range X {
		if every || y[i] == c {
			v = append(v, row[j])
		}
	}
	return v
}
// scikit-learn's var_smoothing: 1e-9 times the largest variance of a feature
var eps float64
for j := range query {
	_, v := stat.PopMeanVariance(feature(j, 0, true), nil)
	eps = math.Max(eps, 1e-9*v)
}
jll := make([]float64, len(classes)) // log P(c) + log p(query | c)
for k, c := range classes {
	jll[k] = math.Log(float64(count[c]) / float64(len(y)))
	for j, q := range query {
		mu, v := stat.PopMeanVariance(feature(j, c, false), nil)
		v += eps
		jll[k] -= 0.5*math.Log(2*math.Pi*v) + 0.5*(q-mu)*(q-mu)/v
	}
}
best := floats.MaxIdx(jll)
proba := make([]float64, len(jll))
for k, l := range jll {
	proba[k] = math.Exp(l - jll[best])
}
floats.Scale(1/floats.Sum(proba), proba)
fmt.Println(map[string]any{"prediction": classes[best], "proba": proba, "classes": classes})`,
				}
			}
			return Snippet{
				// The evidence p(x) only normalises: the class with the
				// largest p(x | ω)P(ω) wins.
				NumPy: `joint = likelihood_x * prior
print({"prediction": int(np.argmax(joint)), "posterior": joint / joint.sum()})`,
				Go: `joint := make([]float64, len(prior))
floats.MulTo(joint, likelihood_x, prior)
prediction := floats.MaxIdx(joint)
floats.Scale(1/floats.Sum(joint), joint)
fmt.Println(map[string]any{"prediction": prediction, "posterior": joint})`,
			}
		},
	}
}
