//go:build !eqx_noui

package equations

import (
	"math"

	"eqx/compute"
)

// Worked examples of the classifiers: the score, its threshold or
// sigmoid, the update, the neighbours' vote, the posteriors.

func (classificationFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"linear-threshold-unit": func(in Inputs, out any) []string {
			w, x, b := in.Vector("w"), in.Vector("x"), in.Real("b")
			_, z, err := compute.LinearDecision(w, x, b)
			if err != nil {
				return fallback(`\hat{y}`, out)
			}
			return []string{
				`\mathbf{w}^\top\mathbf{x} + b = ` + trowDot(w, x) + ` + ` + tp(b) + ` = ` + tn(z),
				`\hat{y} = \mathbb{1}\{` + tn(z) + ` \ge 0\} = ` + resultTeX(out),
			}
		},
		"perceptron-update":                    workedPerceptron,
		"logistic-regression-hypothesis":       workedLogisticHypothesis,
		"logistic-regression-regularized-cost": workedLogisticCost,
		"knn-classifier":                       workedKNN,
		"bayes-decision-rule":                  workedBayesRule,
	}
}

// workedPerceptron shows the activation, the error a − y and the update of
// b and w.
func workedPerceptron(in Inputs, out any) []string {
	w, x, b, y, alpha := in.Vector("w"), in.Vector("x"), in.Real("b"), in.Int("y"), in.Real("alpha")
	res, ok := out.(map[string]any)
	nw, ok1 := res["w"].([]float64)
	nb, ok2 := res["b"].(float64)
	a, ok3 := res["a"].(int)
	_, z, err := compute.LinearDecision(w, x, b)
	if !ok || !ok1 || !ok2 || !ok3 || err != nil {
		return fallback(`(\mathbf{w}, b)`, out)
	}
	e := a - y
	lines := []string{
		`a = \mathbb{1}\{\mathbf{w}^\top\mathbf{x}_i + b \ge 0\} = \mathbb{1}\{` + tn(z) + ` \ge 0\} = ` + ti(a) + `, \quad a - y_i = ` + ti(a) + ` - ` + ti(y) + ` = ` + ti(e),
	}
	if e == 0 {
		lines = append(lines, `a = y_i\text{: no update}`)
	}
	return append(lines,
		`b \gets b - \alpha(a - y_i) = `+tn(b)+` - `+tp(alpha)+`\cdot `+tp(float64(e))+` = `+tn(nb),
		`\mathbf{w} \gets \mathbf{w} - \alpha(a - y_i)\,\mathbf{x}_i = `+tvec(w)+` - `+tp(alpha)+`\cdot `+tp(float64(e))+`\,`+tvec(x)+` = `+tvec(nw))
}

// workedLogisticHypothesis shows the score θᵀx, its sigmoid and the label.
func workedLogisticHypothesis(in Inputs, out any) []string {
	theta, x := in.Vector("theta"), in.Vector("x")
	res, ok := out.(map[string]any)
	h, ok1 := res["h"].(float64)
	label, ok2 := res["y_hat"].(int)
	z, err := compute.LinearHypothesis(theta, x)
	if !ok || !ok1 || !ok2 || err != nil {
		return fallback(`h_\theta(\mathbf{x})`, out)
	}
	if len(x) == len(theta)-1 {
		x = append([]float64{1}, x...)
	}
	return []string{
		`\boldsymbol\theta^\top\mathbf{x} = ` + trowDot(theta, x) + ` = ` + tn(z),
		`h_\theta(\mathbf{x}) = \frac{1}{1 + e^{-` + tp(z) + `}} = ` + tn(h),
		`\hat{y} = \mathbb{1}\{` + tn(h) + ` \ge 0.5\} = ` + ti(label),
	}
}

// workedLogisticCost shows the scores, the probabilities and the loss of
// each example, then the mean loss plus the penalty. Each loss is the
// cost of that example alone without penalty, so the numbers come from
// the same overflow-safe kernel as J.
func workedLogisticCost(in Inputs, out any) []string {
	X, y, theta, lambda := in.Matrix("X"), in.Vector("y"), in.Vector("theta"), in.Real("lambda")
	z, err := compute.LinearPredict(X, theta)
	data, err2 := compute.LogisticRegressionCost(X, y, theta, 0)
	J, ok := out.(float64)
	if err != nil || err2 != nil || !ok || len(z) != len(y) {
		return fallback(`J(\boldsymbol\theta)`, out)
	}
	h, loss := make([]float64, len(z)), make([]float64, len(z))
	for i := range z {
		h[i] = compute.Sigmoid(z[i])
		if loss[i], err = compute.LogisticRegressionCost(X[i:i+1], y[i:i+1], theta, 0); err != nil {
			return fallback(`J(\boldsymbol\theta)`, out)
		}
	}
	m := ti(len(y))
	lines := []string{
		`X\boldsymbol\theta = ` + tvec(z) + `, \quad h_\theta(x^{(i)}) = \sigma(\boldsymbol\theta^\top x^{(i)}) = ` + tvec(h),
		`\ell_i = -\left[y^{(i)}\log h_\theta + (1 - y^{(i)})\log(1 - h_\theta)\right] = ` + tvec(loss),
	}
	if len(theta) < 2 {
		return append(lines, `J(\boldsymbol\theta) = \frac{1}{`+m+`}\left(`+tsumv(loss)+`\right) = `+resultTeX(out)+` \quad (\text{no } \theta_j,\ j \ge 1, \text{ to penalise})`)
	}
	sq := make([]float64, len(theta)-1)
	for j, t := range theta[1:] {
		sq[j] = t * t
	}
	return append(lines,
		`J(\boldsymbol\theta) = \frac{1}{`+m+`}\left(`+tsumv(loss)+`\right) + \frac{`+tn(lambda)+`}{2\cdot `+m+`}\left(`+tsumv(sq)+`\right)`,
		`= `+tn(data)+` + `+tn(math.Max(J-data, 0))+` = `+resultTeX(out))
}

// workedKNN shows the distance of the query to every training point, the
// k nearest with their labels, and the vote.
func workedKNN(in Inputs, out any) []string {
	X, y, q, k := in.Matrix("X"), in.Vector("y"), in.Vector("query"), in.Int("k")
	metric := knnMetrics[in.Choice("metric")]
	all, err1 := compute.KNearest(X, q, len(X), metric)
	vote, err2 := compute.KNNClassify(X, y, q, k, metric)
	if err1 != nil || err2 != nil || len(y) != len(X) {
		return fallback(`\hat{y}`, out)
	}
	dist := make([]float64, len(X))
	for _, nb := range all {
		dist[nb.Index] = nb.Distance
	}
	rho := map[compute.KNNMetric]string{compute.KNNEuclidean: `\|\mathbf{x} - \mathbf{x}_i\|_2`, compute.KNNManhattan: `\|\mathbf{x} - \mathbf{x}_i\|_1`, compute.KNNChebyshev: `\|\mathbf{x} - \mathbf{x}_i\|_\infty`}[metric]
	nbs := vote.Neighbours
	votes := tlist(len(vote.Labels), func(i int) string { return `n_{` + tn(vote.Labels[i]) + `} = ` + ti(vote.Votes[i]) }, `,\ `)
	return []string{
		`d_i = ` + rho + ` = ` + tvec(dist),
		`\text{the } ` + ti(k) + ` \text{ nearest: } i = ` + tvecOf(len(nbs), func(j int) string { return ti(nbs[j].Index + 1) }) +
			`, \quad y_{(j)} = ` + tvecOf(len(nbs), func(j int) string { return tn(y[nbs[j].Index]) }),
		`\text{votes: } ` + votes + ` \;\Rightarrow\; \hat{y} = ` + resultTeX(out),
	}
}

// workedBayesRule shows likelihood × prior per class, the posteriors as
// their shares, and the argmax; for Gaussian naive Bayes, the priors
// fitted from the labels and the posteriors.
func workedBayesRule(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	post, ok1 := res["posterior"].([]float64)
	if !ok || !ok1 {
		return fallback(`\hat{y}`, out)
	}
	if in.Choice("model") == bayesGaussian {
		classes, ok2 := res["classes"].([]float64)
		pred, ok3 := res["prediction"].(float64)
		y := in.Vector("y")
		if !ok2 || !ok3 || len(classes) != len(post) || len(y) == 0 {
			return fallback(`\hat{y}`, out)
		}
		counts := make([]int, len(classes))
		for _, v := range y {
			for c, label := range classes {
				if v == label {
					counts[c]++
				}
			}
		}
		return []string{
			`c = ` + tvec(classes) + `, \quad \pi_c = \frac{n_c}{m} = ` + tvecOf(len(classes), func(c int) string { return tfrac(ti(counts[c]), ti(len(y))) }),
			`P(c \mid \mathbf{x}) \propto \pi_c\prod_j \mathcal{N}(x_j;\, \mu_{cj}, \sigma^2_{cj}) \;\Rightarrow\; P(c \mid \mathbf{x}) = ` + tvec(post),
			`\hat{y} = \operatorname*{argmax}_c P(c \mid \mathbf{x}) = ` + tn(pred),
		}
	}
	class, ok2 := res["prediction"].(int)
	prior, lik := in.Vector("prior"), in.Vector("likelihood_x")
	if !ok2 || len(prior) != len(lik) || len(post) != len(prior) {
		return fallback(`\hat{y}`, out)
	}
	joint := make([]float64, len(prior))
	for j := range prior {
		joint[j] = lik[j] * prior[j]
	}
	return []string{
		`p(\mathbf{x} \mid \omega_j)P(\omega_j) = ` + tvecOf(len(prior), func(j int) string { return tn(lik[j]) + `\cdot ` + tn(prior[j]) }) + ` = ` + tvec(joint),
		`P(\omega_j \mid \mathbf{x}) = \frac{p(\mathbf{x} \mid \omega_j)P(\omega_j)}{\sum_k p(\mathbf{x} \mid \omega_k)P(\omega_k)} = ` + tvec(post),
		`\hat{y} = \operatorname*{argmax}_j P(\omega_j \mid \mathbf{x}) = \omega_{` + ti(class+1) + `} \quad (\text{index } ` + ti(class) + ` \text{ from } 0)`,
	}
}
