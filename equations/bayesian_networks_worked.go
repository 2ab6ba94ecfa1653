//go:build !eqx_noui

package equations

import "strings"

// Worked examples of the Bayesian-network equations: the CPT estimates
// from counts and the factorised joint probability.

func workedBayesianNetworks() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"cpt-estimation": func(in Inputs, out any) []string {
			c, n := in.Int("c_x_pa"), in.Int("c_pa")
			return []string{`\hat{P}\bigl(x_j \mid \operatorname{pa}(X_j)\bigr) = \frac{c_{x_j, \operatorname{pa}(X_j)}}{c_{\operatorname{pa}(X_j)}} = ` + tfrac(ti(c), ti(n)) + ` = ` + resultTeX(out)}
		},
		"cpt-laplace": func(in Inputs, out any) []string {
			c, n, k := in.Int("c_x_pa"), in.Int("c_pa"), in.Int("num_values")
			return []string{
				`\hat{P}\bigl(x_j \mid \operatorname{pa}(X_j)\bigr) = \frac{c_{x_j, \operatorname{pa}(X_j)} + 1}{c_{\operatorname{pa}(X_j)} + |X_j|} = ` +
					tfrac(ti(c)+` + 1`, ti(n)+` + `+ti(k)) + ` = ` + tfrac(tn(float64(c)+1), tn(float64(n)+float64(k))) + ` = ` + resultTeX(out),
			}
		},
		"bayesian-network-joint": workedBayesNetJoint,
	}
}

// workedBayesNetJoint writes the factorisation of the assignment, one CPT
// entry per variable, then the product.
func workedBayesNetJoint(in Inputs, out any) []string {
	nodes := rainNetwork(in)
	a, err := rainAssignment(in)
	if err != nil {
		return fallback(`P(x_1, \dots, x_m)`, out)
	}
	var all, factors, values []string
	for _, n := range nodes {
		v, ok := a[n.Name]
		c := 0
		var given []string
		for _, par := range n.Parents {
			c = 2*c + a[par]
			given = append(given, eq(par, a[par]))
		}
		if !ok || (v != 0 && v != 1) || c >= len(n.P1) {
			return fallback(`P(x_1, \dots, x_m)`, out)
		}
		f := `P(` + eq(n.Name, v)
		if len(given) > 0 {
			f += ` \mid ` + strings.Join(given, ", ")
		}
		factors = append(factors, f+`)`)
		all = append(all, eq(n.Name, v))
		if v == 1 {
			values = append(values, tn(n.P1[c]))
		} else {
			values = append(values, `(1 - `+tn(n.P1[c])+`)`)
		}
	}
	return []string{
		`P(` + strings.Join(all, ", ") + `) = ` + strings.Join(factors, `\,`),
		`= ` + strings.Join(values, ` \cdot `) + ` = ` + resultTeX(out),
	}
}
