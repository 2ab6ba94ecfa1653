//go:build !eqx_noui

package equations

// Snippets of the information quantities.

func (informationFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
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
