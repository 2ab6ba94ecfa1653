package equations

// Snippets of the divergences and information theory.

func codeInformation() map[string]func(Inputs) Snippet {
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
		"entropy": func(in Inputs) Snippet {
			py, _, scale := snipLog(in)
			return Snippet{
				NumPy: `q = p[p > 0]  # 0·log 0 = 0
print(-np.sum(q * ` + py + `(q)))`,
				Go: `fmt.Println(stat.Entropy(p)` + scale + `)`,
			}
		},
		"conditional-entropy": func(in Inputs) Snippet {
			py, goLog, _ := snipLog(in)
			return Snippet{
				// −Σ_x p_x Σ_y p(y|x) log p(y|x) = −Σ_xy p_xy log p(y|x).
				NumPy: `n_x = np.broadcast_to(counts.sum(axis=1, keepdims=True), counts.shape)
nz = counts > 0  # empty cells add nothing (0·log 0 = 0)
p_xy = counts[nz] / counts.sum()
p_y_given_x = counts[nz] / n_x[nz]
print(-np.sum(p_xy * ` + py + `(p_y_given_x)))`,
				Go: `var N float64
for _, row := range counts {
	N += floats.Sum(row)
}
var h float64
for _, row := range counts {
	nx := floats.Sum(row)
	for _, n := range row {
		if n > 0 { // 0·log 0 = 0
			h -= n / N * ` + goLog + `(n/nx)
		}
	}
}
fmt.Println(h)`,
			}
		},
	}
}
