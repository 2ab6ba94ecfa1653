//go:build !eqx_noui

package equations

// Snippets of the divergences.

func (divergencesFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"kl-divergence": same(Snippet{
			NumPy: `s = P > 0  # outcomes with P(x) = 0 add nothing
print(np.sum(P[s] * np.log(P[s] / Q[s])))`,
			Go: `fmt.Println(stat.KullbackLeibler(P, Q))`,
		}),
		"js-divergence": func(in Inputs) Snippet {
			py, _, scale := snipLog(in)
			return Snippet{
				NumPy: `def kl(A, B):
    s = A > 0  # outcomes with A(x) = 0 add nothing
    return np.sum(A[s] * ` + py + `(A[s] / B[s]))

M = (P + Q) / 2
print((kl(P, M) + kl(Q, M)) / 2)`,
				Go: `M := make([]float64, len(P))
floats.AddTo(M, P, Q)
floats.Scale(0.5, M)
fmt.Println((stat.KullbackLeibler(P, M) + stat.KullbackLeibler(Q, M)) / 2` + scale + `)`,
			}
		},
	}
}
