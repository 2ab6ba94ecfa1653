//go:build !eqx_noui

package equations

import "maps"

// Worked examples of the rules of probability. The Bayesian-network
// examples are in worked_bayesian_networks.go.

func (probabilityFamily) worked() map[string]func(Inputs, any) []string {
	m := map[string]func(Inputs, any) []string{
		"conditional-probability":        workedConditional,
		"joint-probability-product-rule": workedProductRule,
		"marginal-probability":           workedMarginal,
		"law-of-total-probability": func(in Inputs, out any) []string {
			px, py := in.Vector("P_X_given_y"), in.Vector("P_y")
			if len(px) != len(py) {
				return fallback(`P(X = x)`, out)
			}
			t := make([]float64, len(px))
			for i := range px {
				t[i] = px[i] * py[i]
			}
			return []string{
				`P(X = x) = \sum_{y'} P(X = x \mid Y = y')\,P(Y = y') = ` + tsum(len(px), func(i int) string { return tn(px[i]) + ` \cdot ` + tn(py[i]) }),
				`= ` + tsumv(t) + ` = ` + resultTeX(out),
			}
		},
		"bayes-rule":               workedBayes,
		"independence":             workedIndependence,
		"conditional-independence": workedCondIndependence,
	}
	maps.Copy(m, workedBayesianNetworks())
	return m
}

// eq writes "name{=}value" for a variable of a table.
func eq(name string, v int) string { return name + `{=}` + ti(v) }

// inTable reports whether (a, b) indexes a rectangular table.
func inTable(t [][]float64, a, b int) bool {
	return a >= 0 && a < len(t) && b >= 0 && len(t) > 0 && b < len(t[0]) && b < len(t[a])
}

// column returns the entries t[i][b].
func column(t [][]float64, b int) []float64 {
	c := make([]float64, len(t))
	for i := range t {
		if b < len(t[i]) {
			c[i] = t[i][b]
		}
	}
	return c
}

func workedConditional(in Inputs, out any) []string {
	if in.Has("P_AB") && in.Has("P_B") {
		return []string{`P(A \mid B) = \frac{P(A, B)}{P(B)} = ` + tfrac(tn(in.Real("P_AB")), tn(in.Real("P_B"))) + ` = ` + resultTeX(out)}
	}
	t, a, b := jointAB(in), in.Int("A"), in.Int("B")
	if !inTable(t, a, b) {
		return fallback(`P(A \mid B)`, out)
	}
	col := column(t, b)
	pb := sumOf(col)
	A, B := eq("A", a), eq("B", b)
	return []string{
		`P(` + B + `) = \sum_{a} P(a, ` + B + `) = ` + tsumv(col) + ` = ` + tn(pb),
		`P(` + A + ` \mid ` + B + `) = \frac{P(` + A + `, ` + B + `)}{P(` + B + `)} = ` + tfrac(tn(t[a][b]), tn(pb)) + ` = ` + resultTeX(out),
	}
}

func workedProductRule(in Inputs, out any) []string {
	if !in.Has("joint") {
		return []string{`P(A, B) = P(A \mid B)\,P(B) = ` + tn(in.Real("P_A_given_B")) + ` \cdot ` + tn(in.Real("P_B")) + ` = ` + resultTeX(out)}
	}
	t, a, b := jointAB(in), in.Int("A"), in.Int("B")
	if !inTable(t, a, b) {
		return fallback(`P(A, B)`, out)
	}
	pb, pa := sumOf(column(t, b)), sumOf(t[a])
	A, B := eq("A", a), eq("B", b)
	return []string{
		`P(` + A + `) = ` + tn(pa) + `, \quad P(` + B + `) = ` + tn(pb) + `, \quad P(` + A + `, ` + B + `) = ` + tn(t[a][b]),
		`P(` + A + ` \mid ` + B + `)\,P(` + B + `) = ` + tn(t[a][b]/pb) + ` \cdot ` + tn(pb) + `, \quad P(` + B + ` \mid ` + A + `)\,P(` + A + `) = ` + tn(t[a][b]/pa) + ` \cdot ` + tn(pa),
		`P(` + A + `, ` + B + `) = ` + resultTeX(out),
	}
}

// workedMarginal sums the joint table along the other variable, as Eval
// chooses rows or columns from the layout.
func workedMarginal(in Inputs, out any) []string {
	t := in.Matrix("joint")
	if len(t) == 0 || len(t[0]) == 0 {
		return fallback(`P(X)`, out)
	}
	of := in.Choice("marginal_of")
	other := "Y"
	if of == "Y" {
		other = "X"
	}
	byRows := (of == "X") == (in.Choice("layout") == "joint[x][y]")
	table := `P(X, Y) = `
	if in.Choice("layout") == "joint[y][x]" {
		table = `P(Y, X) = ` // rows are the values of Y
	}
	lines := []string{table + tmat(t)}
	var sums string
	if byRows {
		sums = tvecOf(len(t), func(i int) string { return tsumv(t[i]) })
	} else {
		sums = tvecOf(len(t[0]), func(j int) string { return tsumv(column(t, j)) })
	}
	lower := map[string]string{"X": "x", "Y": "y"}
	return append(lines,
		`P(`+of+` = `+lower[of]+`) = \sum_{`+lower[other]+`} P(X = x, Y = y) = `+sums,
		`P(`+of+`) = `+resultTeX(out))
}

// workedBayes shows the numerator (likelihood × prior), the evidence by
// the law of total probability, and the posterior, for a disease and a
// test or for several hypotheses.
func workedBayes(in Inputs, out any) []string {
	if in.Has("prior") && in.Has("likelihood") {
		prior, lik := in.Vector("prior"), in.Vector("likelihood")
		if len(prior) != len(lik) {
			return fallback(`P(a \mid B)`, out)
		}
		num := make([]float64, len(prior))
		for i := range prior {
			num[i] = lik[i] * prior[i]
		}
		ev := sumOf(num)
		return []string{
			`P(B \mid a)\,P(a) = ` + tvecOf(len(num), func(i int) string { return tn(lik[i]) + ` \cdot ` + tn(prior[i]) }) + ` = ` + tvec(num),
			`P(B) = \sum_{a'} P(B \mid a')\,P(a') = ` + tsumv(num) + ` = ` + tn(ev),
			`P(a \mid B) = ` + tvecOf(len(num), func(i int) string { return tfrac(tn(num[i]), tn(ev)) }) + ` = ` + resultTeX(out),
		}
	}
	pd, sens, fpr := in.Real("P_D"), in.Real("P_T_given_D"), in.Real("P_T_given_notD")
	num, other := sens*pd, fpr*(1-pd)
	return []string{
		`P(T \mid D)\,P(D) = ` + tn(sens) + ` \cdot ` + tn(pd) + ` = ` + tn(num),
		`P(T) = P(T \mid D)\,P(D) + P(T \mid \neg D)\,\bigl(1 - P(D)\bigr) = ` + tn(num) + ` + ` + tn(fpr) + ` \cdot ` + tn(1-pd) + ` = ` + tn(num+other),
		`P(D \mid T) = \frac{P(T \mid D)\,P(D)}{P(T)} = ` + tfrac(tn(num), tn(num+other)) + ` = ` + resultTeX(out),
	}
}

// verdict writes the comparison of a largest deviation with the tolerance
// and what it concludes.
func verdict(dev, tol float64, holds bool, yes, no string) string {
	if holds {
		return tn(dev) + ` \le \tau = ` + tn(tol) + ` \;\Rightarrow\; ` + yes
	}
	return tn(dev) + ` > \tau = ` + tn(tol) + ` \;\Rightarrow\; ` + no
}

func workedIndependence(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	px, ok1 := res["P_X"].([]float64)
	py, ok2 := res["P_Y"].([]float64)
	dev, ok3 := res["max_abs_deviation"].(float64)
	indep, ok4 := res["independent"].(bool)
	if !ok || !ok1 || !ok2 || !ok3 || !ok4 {
		return []string{`X \perp Y \;?`}
	}
	prod := make([][]float64, len(px))
	for i := range px {
		prod[i] = make([]float64, len(py))
		for j := range py {
			prod[i][j] = px[i] * py[j]
		}
	}
	return []string{
		`P(X) = ` + tvec(px) + `, \quad P(Y) = ` + tvec(py),
		`P(X, Y) = ` + tmat(in.Matrix("joint")) + `, \quad P(x)\,P(y) = ` + tmat(prod),
		`\max_{x,y}\bigl|P(x, y) - P(x)\,P(y)\bigr| = ` + verdict(dev, in.Real("tol"), indep, `X \perp Y`, `X \not\perp Y`),
	}
}

func workedCondIndependence(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	pz, ok1 := res["P_Z"].([]float64)
	dev, ok2 := res["max_abs_deviation"].(float64)
	ci, ok3 := res["cond_independent"].(bool)
	mdev, ok4 := res["marginal_max_abs_deviation"].(float64)
	mi, ok5 := res["marginally_independent"].(bool)
	if !ok || !ok1 || !ok2 || !ok3 || !ok4 || !ok5 {
		return []string{`X \perp Y \mid Z \;?`}
	}
	tol := in.Real("tol")
	return []string{
		`P(Z) = ` + tvec(pz),
		`\text{without } Z:\; \max_{x,y}\bigl|P(x, y) - P(x)\,P(y)\bigr| = ` + verdict(mdev, tol, mi, `X \perp Y`, `X \not\perp Y`),
		`\max_{x,y,z}\bigl|P(x, y \mid z) - P(x \mid z)\,P(y \mid z)\bigr| = ` + verdict(dev, tol, ci, `X \perp Y \mid Z`, `X \not\perp Y \mid Z`),
	}
}
