//go:build !eqx_noui

package equations

import "eqx/compute/libm"

// Worked examples of the divergences between two distributions.

func (divergencesFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"kl-divergence": func(in Inputs, out any) []string {
			P, Q := in.Vector("P"), in.Vector("Q")
			if len(P) != len(Q) {
				return fallback(`D_{\mathrm{KL}}(P\,\|\,Q)`, out)
			}
			return []string{
				`D_{\mathrm{KL}}(P \,\|\, Q) = ` + tsum(len(P), func(i int) string {
					return tn(P[i]) + `\log\frac{` + tn(P[i]) + `}{` + tn(Q[i]) + `}`
				}),
				`= ` + tsumv(klTerms(P, Q, libm.Log)) + ` = ` + resultTeX(out),
			}
		},
		"js-divergence": func(in Inputs, out any) []string {
			P, Q := in.Vector("P"), in.Vector("Q")
			if len(P) != len(Q) {
				return fallback(`\mathrm{JS}(P\,\|\,Q)`, out)
			}
			base := in.Choice("base")
			M := make([]float64, len(P))
			for i := range P {
				M[i] = P[i]/2 + Q[i]/2
			}
			dp, dq := sumOf(klTerms(P, M, infoLogIn(base))), sumOf(klTerms(Q, M, infoLogIn(base)))
			lg := logTeX(base)
			kl := func(name string, A []float64) string {
				return `D_{\mathrm{KL}}(` + name + ` \,\|\, M) = ` + tsum(len(A), func(i int) string {
					return tn(A[i]) + lg + `\frac{` + tn(A[i]) + `}{` + tn(M[i]) + `}`
				})
			}
			return []string{
				`M = \frac{P + Q}{2} = ` + tvec(M),
				kl("P", P) + ` = ` + tn(dp),
				kl("Q", Q) + ` = ` + tn(dq),
				`\mathrm{JS}(P \,\|\, Q) = \frac{1}{2}\cdot ` + tn(dp) + ` + \frac{1}{2}\cdot ` + tn(dq) + ` = ` + resultTeX(out),
			}
		},
	}
}

// klTerms returns the terms P_i log(P_i/Q_i) of a KL divergence, 0 where
// P_i = 0 and +Inf where only Q_i is 0.
func klTerms(P, Q []float64, log func(float64) float64) []float64 {
	t := make([]float64, len(P))
	for i := range P {
		if P[i] != 0 {
			t[i] = P[i] * (log(P[i]) - log(Q[i]))
		}
	}
	return t
}

// sumOf returns Σ v_i.
func sumOf(v []float64) float64 {
	var s float64
	for _, x := range v {
		s += x
	}
	return s
}
