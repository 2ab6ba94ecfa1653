//go:build !eqx_noui

package equations

// Snippets of the decision trees.

func (decisionTreesFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"information-gain": func(in Inputs) Snippet {
			py, goLog, _ := snipLog(in)
			return Snippet{
				NumPy: `p_xy = counts / counts.sum()
p_x_p_y = p_xy.sum(axis=1, keepdims=True) * p_xy.sum(axis=0)
nz = p_xy > 0  # empty cells add nothing
# H(Y) - H(Y|X), summed as the mutual information of X and Y
print(np.sum(p_xy[nz] * ` + py + `(p_xy[nz] / p_x_p_y[nz])))`,
				Go: `var N float64
nx := make([]float64, len(counts))
ny := make([]float64, len(counts[0]))
for i, row := range counts {
	for j, n := range row {
		N += n
		nx[i] += n
		ny[j] += n
	}
}
// H(Y) - H(Y|X), summed as the mutual information of X and Y
var gain float64
for i, row := range counts {
	for j, n := range row {
		if n > 0 {
			gain += n / N * ` + goLog + `(n*N/(nx[i]*ny[j]))
		}
	}
}
fmt.Println(gain)`,
			}
		},
		"best-split-feature": same(Snippet{
			NumPy: `def information_gain(x, y):
    # the counts of each (value, label) pair, then I(Y; X) in bits
    _, xi = np.unique(x, return_inverse=True)
    _, yi = np.unique(y, return_inverse=True)
    counts = np.zeros((xi.max() + 1, yi.max() + 1))
    np.add.at(counts, (xi, yi), 1)
    p_xy = counts / len(y)
    p_x_p_y = p_xy.sum(axis=1, keepdims=True) * p_xy.sum(axis=0)
    nz = p_xy > 0
    return np.sum(p_xy[nz] * np.log2(p_xy[nz] / p_x_p_y[nz]))

gains = np.array([information_gain(X[:, j], y) for j in range(X.shape[1])])
# ties, up to rounding, go to the first feature
j = int(np.flatnonzero(gains >= gains.max() - 1e-12)[0])
print({"j_star": j + 1, "j_star_0based": j, "gains_bits": gains})`,
			Go: `informationGain := func(x, y []float64) float64 {
	// the counts of each value, each label and each (value, label) pair
	nx, ny, nxy := map[float64]float64{}, map[float64]float64{}, map[[2]float64]float64{}
	for i := range x {
		nx[x[i]]++
		ny[y[i]]++
		nxy[[2]float64{x[i], y[i]}]++
	}
	N := float64(len(x))
	var gain float64 // I(Y; X) in bits
	for k, n := range nxy {
		gain += n / N * math.Log2(n*N/(nx[k[0]]*ny[k[1]]))
	}
	return gain
}
gains := make([]float64, len(X[0]))
column := make([]float64, len(X))
best := 0
for j := range gains {
	for i, row := range X {
		column[i] = row[j]
	}
	gains[j] = informationGain(column, y)
	if gains[j] > gains[best]+1e-12 { // ties, up to rounding, go to the first feature
		best = j
	}
}
fmt.Println(map[string]any{"j_star": best + 1, "j_star_0based": best, "gains_bits": gains})`,
		}),
		"decision-stump": same(Snippet{
			NumPy: `print((x >= t).astype(int))`,
			Go: `yHat := make([]float64, len(x))
for i := range x {
	if x[i] >= t {
		yHat[i] = 1
	}
}
fmt.Println(yHat)`,
		}),
	}
}
