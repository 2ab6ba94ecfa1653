//go:build !eqx_noui

package equations

import "sort"

// Worked examples of the decision-tree equations.

func (decisionTreesFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"information-gain":   workedInformationGain,
		"best-split-feature": workedBestSplit,
		"decision-stump": func(in Inputs, out any) []string {
			x, t := in.Vector("x"), in.Real("t")
			return []string{
				`\hat{y}_i = \mathbf{1}\{x_{ij} \ge t_j\}, \quad t_j = ` + tn(t),
				`\hat{\mathbf{y}} = ` + tvecOf(len(x), func(i int) string { return `\mathbf{1}\{` + tn(x[i]) + ` \ge ` + tn(t) + `\}` }),
				"= " + resultTeX(out),
			}
		},
	}
}

// workedInformationGain shows H(Y) from the label margins, H(Y | X_j) as
// the weighted entropies of the rows, and their difference.
func workedInformationGain(in Inputs, out any) []string {
	m := in.Matrix("counts")
	t, ok := newCounts(m)
	b, err := logBase(in)
	if !ok || err != nil {
		return fallback(`I(Y ; X_j)`, out)
	}
	base := in.Choice("base")
	py := make([]float64, len(t.cols))
	for j, c := range t.cols {
		py[j] = c / t.total
	}
	hy := entropyOfCounts(t.cols, b)
	px, hx := t.rowTerms(b)
	hyx := conditionalEntropyOf(m, b)
	lg := logTeX(base)
	return []string{
		`n_{xy} = ` + tmat(m) + `, \quad p_y = ` + tvec(py),
		`H(Y) = -\left(` + tsum(len(py), func(j int) string { return tn(py[j]) + lg + ` ` + tn(py[j]) }) + `\right) = ` + tn(hy),
		`H(Y \mid X_j) = \sum_x p_x H(Y \mid X_j{=}x) = ` + tsum(len(px), func(i int) string { return tn(px[i]) + ` \cdot ` + tn(hx[i]) }) + ` = ` + tn(hyx),
		`I(Y ; X_j) = H(Y) - H(Y \mid X_j) = ` + tn(hy) + ` - ` + tp(hyx) + ` = ` + resultTeX(out),
	}
}

// workedBestSplit shows the entropy of the labels, the gain of every
// feature and the argmax, 1-based as in S3 and 0-based.
func workedBestSplit(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	gains, ok2 := res["gains_bits"].([]float64)
	j, ok3 := res["j_star"].(int)
	if !ok || !ok2 || !ok3 {
		return []string{`j^\star = \text{?}`}
	}
	y := in.Vector("y")
	freq := map[float64]float64{}
	for _, v := range y {
		freq[v]++
	}
	labels := make([]float64, 0, len(freq))
	for v := range freq {
		labels = append(labels, v)
	}
	sort.Float64s(labels)
	c := make([]float64, len(labels))
	for i, v := range labels {
		c[i] = freq[v]
	}
	hy := entropyOfCounts(c, 2)
	return []string{
		`H(Y) = ` + tn(hy) + `\ \text{bits} \quad (\text{label counts } ` + tvec(c) + `)`,
		`\bigl(I(Y ; X_1), \dots, I(Y ; X_{` + ti(len(gains)) + `})\bigr) = ` + tvec(gains) + `\ \text{bits}`,
		`j^\star = \operatorname*{argmax}_{j} I(Y ; X_j) = ` + ti(j) + ` \quad (\text{0-based: } ` + ti(j-1) + `)`,
	}
}
