//go:build !eqx_noui

package equations

// Snippets of the metrics.

func (metricsFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"accuracy": same(Snippet{
			NumPy: `print((TP + TN) / (TP + TN + FP + FN))`,
			Go:    `fmt.Println(float64(TP+TN) / float64(TP+TN+FP+FN))`,
		}),
		"precision": same(Snippet{
			NumPy: `print(TP / (TP + FP))`,
			Go:    `fmt.Println(float64(TP) / float64(TP+FP))`,
		}),
		"recall": same(Snippet{
			NumPy: `print(TP / (TP + FN))`,
			Go:    `fmt.Println(float64(TP) / float64(TP+FN))`,
		}),
		"f1-score": same(Snippet{
			NumPy: `print(2 * TP / (2 * TP + FP + FN))`,
			Go:    `fmt.Println(float64(2*TP) / float64(2*TP+FP+FN))`,
		}),
		"specificity": same(Snippet{
			NumPy: `print(TN / (TN + FP))`,
			Go:    `fmt.Println(float64(TN) / float64(TN+FP))`,
		}),
		"roc-auc": func(in Inputs) Snippet {
			if in.Choice("ties") == tiesNone {
				return Snippet{
					NumPy: `pos, neg = s[y == 1], s[y == 0]
# over every (positive, negative) pair: a win counts 1, a tie nothing
print(np.mean(pos[:, None] > neg))`,
					Go: aucGo + `
		if sp > sn {
			wins++ // a tie counts nothing
		}
	}
}
fmt.Println(wins / float64(len(pos)*len(neg)))`,
				}
			}
			return Snippet{
				NumPy: `pos, neg = s[y == 1], s[y == 0]
# over every (positive, negative) pair: a win counts 1, a tie 1/2
print(np.mean((pos[:, None] > neg) + 0.5 * (pos[:, None] == neg)))`,
				Go: aucGo + `
		if sp > sn {
			wins++
		} else if sp == sn {
			wins += 0.5
		}
	}
}
fmt.Println(wins / float64(len(pos)*len(neg)))`,
			}
		},
		"average-precision": same(Snippet{
			NumPy: snipAveragePrecisionPy + `
print(average_precision(y, s))`,
			Go: snipAveragePrecisionGo + `
fmt.Println(averagePrecision(y, s))`,
		}),
		"mean-average-precision": same(Snippet{
			NumPy: snipAveragePrecisionPy + `
print(np.mean([average_precision(np.array(q["y"]), np.array(q["s"])) for q in queries]))`,
			Go: `var qs []map[string][]float64 // each query: {"y": labels, "s": scores}
if err := json.Unmarshal(queries, &qs); err != nil {
	panic(err)
}
` + snipAveragePrecisionGo + `
var sum float64
for _, q := range qs {
	sum += averagePrecision(q["y"], q["s"])
}
fmt.Println(sum / float64(len(qs)))`,
		}),
		"mutual-information": func(in Inputs) Snippet {
			py, goCode := snipContingency(in)
			return Snippet{
				NumPy: py + snipMutualInformationPy + `
print(mi)`,
				Go: goCode + snipMutualInformationGo + `
fmt.Println(mi)`,
			}
		},
		"normalized-mutual-information": func(in Inputs) Snippet {
			py, goCode := snipContingency(in)
			var pyMean, goMean string
			switch in.Choice("mean") {
			case "geometric":
				pyMean, goMean = "np.sqrt(h_u * h_v)", "math.Sqrt(hU*hV)"
			case "min":
				pyMean, goMean = "min(h_u, h_v)", "math.Min(hU, hV)"
			case "max":
				pyMean, goMean = "max(h_u, h_v)", "math.Max(hU, hV)"
			default:
				pyMean, goMean = "((h_u + h_v) / 2)", "((hU + hV) / 2)"
			}
			return Snippet{
				NumPy: py + snipMutualInformationPy + `

def H(sizes):
    p = sizes[sizes > 0] / N
    return -np.sum(p * np.log(p))

h_u, h_v = H(a), H(b)
if h_u == 0 and h_v == 0:
    nmi = 1.0  # one cluster in both: the same partition
elif mi == 0:
    nmi = 0.0  # one cluster in either: MI = 0 and so is the NMI
else:
    nmi = mi / ` + pyMean + `
print(nmi)`,
				Go: goCode + snipMutualInformationGo + `
H := func(sizes []float64) float64 {
	var h float64
	for _, n := range sizes {
		if n > 0 {
			h -= n / N * math.Log(n/N)
		}
	}
	return h
}
hU, hV := H(a), H(b)
nmi := 0.0 // one cluster in either: MI = 0 and so is the NMI
if hU == 0 && hV == 0 {
	nmi = 1 // one cluster in both: the same partition
} else if mi > 0 {
	nmi = mi / ` + goMean + `
}
fmt.Println(nmi)`,
			}
		},
	}
}

// The average precision of labels y and scores s: Σ (R_n − R_{n−1}) P_n
// over the distinct scores as thresholds, from the highest down.
const (
	snipAveragePrecisionPy = `def average_precision(y, s):
    # one threshold per distinct score, highest first; equal scores enter together
    t = np.unique(s)[::-1, None]
    tp = np.sum((s >= t) & (y == 1), axis=1)
    precision = tp / np.sum(s >= t, axis=1)
    recall = tp / np.sum(y == 1)
    return np.sum(np.diff(recall, prepend=0) * precision)
`
	snipAveragePrecisionGo = `averagePrecision := func(y, s []float64) float64 {
	// one threshold per distinct score, highest first; equal scores enter together
	t := append([]float64(nil), s...)
	sort.Sort(sort.Reverse(sort.Float64Slice(t)))
	positives := floats.Sum(y)
	var ap, recallBefore float64
	for k := range t {
		if k > 0 && t[k] == t[k-1] {
			continue
		}
		var tp, predicted float64
		for i := range s {
			if s[i] >= t[k] {
				predicted++
				tp += y[i]
			}
		}
		recall := tp / positives
		ap += (recall - recallBefore) * tp / predicted
		recallBefore = recall
	}
	return ap
}`
)

// snipContingency returns the code that makes the contingency table of
// the two clusterings, NumPy's and Go's: from the labels U and V, or, when
// the table is given, the scaling of counts whose sums overflow.
func snipContingency(in Inputs) (py, goCode string) {
	if in.Has("table") {
		// Only the proportions of the counts matter: counts near 1e308,
		// whose sums overflow, are scaled down first (as eqx does).
		return `if table.max() > np.finfo(float).max / table.size:
    table = table / table.max()  # counts near 1e308: only the proportions matter
`, `top := 0.0
for _, r := range table {
	top = math.Max(top, floats.Max(r))
}
if top > math.MaxFloat64/float64(len(table)*len(table[0])) {
	for _, r := range table { // counts near 1e308: only the proportions matter
		floats.Scale(1/top, r)
	}
}
`
	}
	return `# the contingency table: items in cluster i of U and cluster j of V
_, u = np.unique(U, return_inverse=True)
_, v = np.unique(V, return_inverse=True)
table = np.zeros((u.max() + 1, v.max() + 1))
np.add.at(table, (u, v), 1)
`, `// the contingency table: items in cluster i of U and cluster j of V
row, col := map[float64]int{}, map[float64]int{}
for i := range U {
	if _, ok := row[U[i]]; !ok {
		row[U[i]] = len(row)
	}
	if _, ok := col[V[i]]; !ok {
		col[V[i]] = len(col)
	}
}
table := make([][]float64, len(row))
for r := range table {
	table[r] = make([]float64, len(col))
}
for i := range U {
	table[row[U[i]]][col[V[i]]]++
}
`
}

// The mutual information, in nats, of a contingency table, with its total
// N and its margins a (the sizes of U's clusters) and b (V's).
const (
	snipMutualInformationPy = `N = table.sum()
a = table.sum(axis=1)  # |U_i|
b = table.sum(axis=0)  # |V_j|
nz = table > 0  # empty cells add nothing
mi = np.sum(table[nz] / N * np.log(N * table[nz] / np.outer(a, b)[nz]))`
	snipMutualInformationGo = `var N float64
a := make([]float64, len(table))    // |U_i|
b := make([]float64, len(table[0])) // |V_j|
for i, r := range table {
	for j, n := range r {
		N += n
		a[i] += n
		b[j] += n
	}
}
var mi float64
for i, r := range table {
	for j, n := range r {
		if n > 0 { // empty cells add nothing
			mi += n / N * math.Log(N*n/(a[i]*b[j]))
		}
	}
}`
)

// aucGo splits the scores by label and opens the loop over every pair of
// a positive and a negative; the roc-auc snippets count a pair in it.
const aucGo = `var pos, neg []float64
for i := range y {
	if y[i] == 1 {
		pos = append(pos, s[i])
	} else {
		neg = append(neg, s[i])
	}
}
var wins float64
for _, sp := range pos {
	for _, sn := range neg {`
