//go:build !eqx_noui

package equations

import (
	"math"
	"strings"

	"eqx/compute"
	"eqx/compute/libm"
)

// Worked examples of the losses: the per-sample terms with the values in
// them, then their mean or sum.

func (lossesFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"mse": func(in Inputs, out any) []string {
			y, yh := in.Vector("y"), in.Vector("y_hat")
			if len(y) != len(yh) {
				return fallback(`\operatorname{MSE}`, out)
			}
			sq := make([]float64, len(y))
			for i := range y {
				d := y[i] - yh[i]
				sq[i] = d * d
			}
			return []string{
				`\operatorname{MSE} = \frac{1}{` + ti(len(y)) + `}\left[` +
					tsum(len(y), func(i int) string { return `(` + tn(y[i]) + ` - ` + tp(yh[i]) + `)^2` }) + `\right]`,
				`= \frac{1}{` + ti(len(y)) + `}\left(` + tsumv(sq) + `\right) = ` + resultTeX(out),
			}
		},
		"mae": func(in Inputs, out any) []string {
			y, yh := in.Vector("y"), in.Vector("y_hat")
			if len(y) != len(yh) {
				return fallback(`\operatorname{MAE}`, out)
			}
			abs := make([]float64, len(y))
			for i := range y {
				abs[i] = math.Abs(y[i] - yh[i])
			}
			return []string{
				`\operatorname{MAE} = \frac{1}{` + ti(len(y)) + `}\left(` +
					tsum(len(y), func(i int) string { return `\left|` + tn(y[i]) + ` - ` + tp(yh[i]) + `\right|` }) + `\right)`,
				`= \frac{1}{` + ti(len(y)) + `}\left(` + tsumv(abs) + `\right) = ` + resultTeX(out),
			}
		},
		"huber-loss":           workedHuber,
		"binary-cross-entropy": workedBCE,
		"cross-entropy":        workedCrossEntropy,
		"negative-log-likelihood": func(in Inputs, out any) []string {
			return []string{`\operatorname{NLL} = -\log ` + tn(in.Real("p")) + ` = ` + resultTeX(out)}
		},
		"hinge-loss": workedHinge,
		"zero-one-loss": func(in Inputs, out any) []string {
			y, yh := in.Vector("y"), in.Vector("y_hat")
			if len(y) != len(yh) {
				return fallback(`\textstyle\sum_i \mathbf{1}\{\hat{y}_i \ne y_i\}`, out)
			}
			ind := make([]float64, len(y))
			for i := range y {
				if y[i] != yh[i] {
					ind[i] = 1
				}
			}
			return []string{
				`\mathbf{1}\{\hat{y}_i \ne y_i\} = ` + tvecOf(len(y), func(i int) string {
					return `\mathbf{1}\{` + tn(yh[i]) + ` \ne ` + tn(y[i]) + `\}`
				}) + ` = ` + tvec(ind),
				`\textstyle\sum_i \mathbf{1}\{\hat{y}_i \ne y_i\} = ` + tsumv(ind) + ` = ` + resultTeX(out),
			}
		},
		"perceptron-squared-loss": workedPerceptronLoss,
		"l1-regularization": func(in Inputs, out any) []string {
			return workedRegularized(in, out, func(v float64) float64 { return math.Abs(v) },
				func(v float64) string { return `|` + tn(v) + `|` }, `\sum_j |w_j|`, `|b|`)
		},
		"l2-regularization": func(in Inputs, out any) []string {
			return workedRegularized(in, out, func(v float64) float64 { return v * v },
				func(v float64) string { return tb(v) + `^2` }, `\sum_j w_j^2`, `b^2`)
		},
	}
}

// reduced writes the mean or sum of per-sample losses given as LaTeX:
// \frac{1}{n}(terms), or terms as they are.
func reduced(mean bool, n int, terms string) string {
	if mean {
		if !strings.HasPrefix(terms, `\left(`) {
			terms = `\left(` + terms + `\right)`
		}
		return `\frac{1}{` + ti(n) + `}` + terms
	}
	return terms
}

func workedHuber(in Inputs, out any) []string {
	delta := in.Real("delta")
	if in.Has("y") && in.Has("y_hat") {
		y, yh := in.Vector("y"), in.Vector("y_hat")
		if len(y) != len(yh) {
			return fallback(`L_\delta`, out)
		}
		r, l := make([]float64, len(y)), make([]float64, len(y))
		for i := range y {
			r[i] = y[i] - yh[i]
			l[i], _ = compute.Huber(r[i], delta)
		}
		mean := in.Choice("reduction") != "sum"
		return []string{
			`r_i = y_i - \hat{y}_i = ` + tvec(r) + `, \quad \delta = ` + tn(delta),
			`L_\delta(r_i) = ` + tvec(l),
			`L_\delta = ` + reduced(mean, len(l), tsumv(l)) + ` = ` + resultTeX(out),
		}
	}
	r := in.Real("residual")
	a := math.Abs(r)
	if a <= delta {
		return []string{
			`|r| = ` + tn(a) + ` \le \delta = ` + tn(delta),
			`L_\delta = \frac{1}{2}(y - \hat{y})^2 = \frac{1}{2}` + tb(r) + `^2 = ` + resultTeX(out),
		}
	}
	return []string{
		`|r| = ` + tn(a) + ` > \delta = ` + tn(delta),
		`L_\delta = \delta\left(|y - \hat{y}| - \frac{1}{2}\delta\right) = ` + tn(delta) + `\left(` + tn(a) + ` - \frac{1}{2}\cdot ` + tn(delta) + `\right) = ` + resultTeX(out),
	}
}

// workedBCE shows each sample's y_i log p_i + (1 − y_i) log(1 − p_i), with
// 0·log 0 = 0, then their negated mean or sum.
func workedBCE(in Inputs, out any) []string {
	y, p := in.Vector("y"), in.Vector("p")
	if len(y) != len(p) || len(y) == 0 {
		return fallback(`\operatorname{BCE}`, out)
	}
	t := make([]float64, len(y))
	for i := range y {
		t[i] = xlogy(y[i], p[i], libm.Log) + xlogy(1-y[i], -p[i], math.Log1p)
	}
	mean := in.Choice("reduction") != "sum"
	head := `-\sum_{i=1}^{` + ti(len(y)) + `}`
	if mean {
		head = `-\frac{1}{` + ti(len(y)) + `}\sum_{i=1}^{` + ti(len(y)) + `}`
	}
	return []string{
		`i = 1:\; y_1 \log p_1 + (1 - y_1)\log(1 - p_1) = ` + tn(y[0]) + `\log ` + tn(p[0]) + ` + ` + tn(1-y[0]) + `\log ` + tn(1-p[0]) + ` = ` + tn(t[0]),
		`y_i \log p_i + (1 - y_i)\log(1 - p_i) = ` + tvec(t),
		`\operatorname{BCE} = ` + head + `[\dots] = -` + reduced(mean, len(t), `\left(`+tsumv(t)+`\right)`) + ` = ` + resultTeX(out),
	}
}

func workedCrossEntropy(in Inputs, out any) []string {
	P, Q := in.Vector("P"), in.Vector("Q")
	if len(P) != len(Q) {
		return fallback(`H(P, Q)`, out)
	}
	base := in.Choice("base")
	lg := logTeX(base)
	t := make([]float64, len(P))
	for i := range P {
		t[i] = -xlogy(P[i], Q[i], infoLogIn(base))
	}
	return []string{
		`H(P, Q) = -\left(` + tsum(len(P), func(i int) string { return tn(P[i]) + lg + ` ` + tn(Q[i]) }) + `\right)`,
		`= ` + tsumv(t) + ` = ` + resultTeX(out),
	}
}

// workedHinge shows max(0, 1 − yŷ) for a label and a score, or for each
// pair of two lists (a number paired with every entry of a list).
func workedHinge(in Inputs, out any) []string {
	v, scalar, err := broadcastNumbers(in, "y", "y_hat")
	if err != nil || len(v[0]) != len(v[1]) || len(v[0]) == 0 {
		return fallback(`\ell`, out)
	}
	y, s := v[0], v[1]
	if scalar {
		return []string{`\ell(` + tn(y[0]) + `, ` + tn(s[0]) + `) = \max\left(0,\; 1 - ` + tp(y[0]) + `\cdot ` + tp(s[0]) + `\right) = \max(0,\; ` + tn(1-y[0]*s[0]) + `) = ` + resultTeX(out)}
	}
	l := make([]float64, len(y))
	for i := range y {
		l[i] = math.Max(0, 1-y[i]*s[i])
	}
	mean := in.Choice("reduction") != "sum"
	return []string{
		`1 - y_i\,\hat{y}_i = ` + tvecOf(len(y), func(i int) string { return `1 - ` + tp(y[i]) + `\cdot ` + tp(s[i]) }),
		`\ell_i = \max(0,\; 1 - y_i\,\hat{y}_i) = ` + tvec(l),
		`\ell = ` + reduced(mean, len(l), tsumv(l)) + ` = ` + resultTeX(out),
	}
}

// gTeX names the activation g of the perceptron's loss.
func gTeX(name string) string {
	switch name {
	case gTanh:
		return `\tanh`
	case gReLU:
		return `\operatorname{ReLU}`
	case gIdentity:
		return `\operatorname{id}`
	case gStep:
		return `\mathbf{1}_{\ge 0}`
	}
	return `\sigma`
}

func workedPerceptronLoss(in Inputs, out any) []string {
	X, y, w, b := in.Matrix("X"), in.Vector("y"), in.Vector("w"), in.Real("b")
	g := activation(in.Choice("g"))
	if g == nil || len(X) != len(y) || len(X) == 0 {
		return fallback(`\tfrac{1}{2}\textstyle\sum_i (a_i - y_i)^2`, out)
	}
	z, a, sq := make([]float64, len(X)), make([]float64, len(X)), make([]float64, len(X))
	for i, x := range X {
		if len(x) != len(w) {
			return fallback(`\tfrac{1}{2}\textstyle\sum_i (a_i - y_i)^2`, out)
		}
		for j := range x {
			z[i] += w[j] * x[j]
		}
		z[i] += b
		a[i] = g(z[i])
		d := a[i] - y[i]
		sq[i] = d * d
	}
	gn := gTeX(in.Choice("g"))
	return []string{
		`\mathbf{w} = ` + tvec(w) + `,\; b = ` + tn(b) + `:\quad \mathbf{w}^\top\mathbf{x}_i + b = ` + tvec(z),
		`a_i = ` + gn + `(\mathbf{w}^\top\mathbf{x}_i + b) = ` + tvec(a),
		`(a_i - y_i)^2 = ` + tvecOf(len(a), func(i int) string { return `(` + tn(a[i]) + ` - ` + tp(y[i]) + `)^2` }) + ` = ` + tvec(sq),
		`\frac{1}{2}\sum_{i=1}^{` + ti(len(sq)) + `}(a_i - y_i)^2 = \frac{1}{2}\left(` + tsumv(sq) + `\right) = ` + resultTeX(out),
	}
}

// workedRegularized shows S3's squared error, the penalty of the weights
// (and of the bias when asked) and their sum. f is the penalty of one
// weight, shape its LaTeX around a value, sumSym and bSym the penalty's
// symbols.
func workedRegularized(in Inputs, out any, f func(float64) float64, shape func(float64) string, sumSym, bSym string) []string {
	a, y, w := in.Vector("a"), in.Vector("y"), in.Vector("w")
	b, lambda := in.Real("b"), in.Real("lambda")
	if len(a) != len(y) {
		return fallback(`\text{Loss}`, out)
	}
	sse, _ := compute.SumSquaredErrors(a, y)
	pen := make([]float64, len(w))
	var total float64
	for j, v := range w {
		pen[j] = f(v)
		total += pen[j]
	}
	penSym, penTerms := sumSym, tsum(len(w), func(j int) string { return shape(w[j]) })
	if in.Bool("penalize_bias") {
		penSym += ` + ` + bSym
		penTerms += ` + ` + shape(b)
		total += f(b)
	}
	return []string{
		`\sum_i (a_i - y_i)^2 = ` + tsum(len(a), func(i int) string { return `(` + tn(a[i]) + ` - ` + tp(y[i]) + `)^2` }) + ` = ` + tn(sse),
		penSym + ` = ` + penTerms + ` = ` + tn(total),
		`\text{Loss} = ` + tn(sse) + ` + ` + tn(lambda) + ` \cdot ` + tn(total) + ` = ` + resultTeX(out),
	}
}
