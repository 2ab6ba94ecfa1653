//go:build !eqx_noui

package equations

import (
	"math"

	"eqx/compute"
	"eqx/compute/libm"
)

// Worked examples of the clustering comparisons: the contingency table of
// the two labelings, its margins, and the terms of the mutual information.

func workedClustering() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"mutual-information": func(in Inputs, out any) []string {
			c, ok := clusterTable(in)
			if !ok {
				return fallback(`\operatorname{MI}(U, V)`, out)
			}
			lines := c.describe()
			terms := make([]float64, len(c.cells))
			for k, cell := range c.cells {
				terms[k] = cell.n / c.total * (libm.Log(cell.n/c.rows[cell.i]) + libm.Log(c.total/c.cols[cell.j]))
			}
			return append(lines,
				`\operatorname{MI}(U, V) = `+tsum(len(c.cells), func(k int) string {
					cell := c.cells[k]
					return tfrac(tn(cell.n), tn(c.total)) + `\ln` + tfrac(tn(c.total)+` \cdot `+tn(cell.n), tn(c.rows[cell.i])+` \cdot `+tn(c.cols[cell.j]))
				}),
				`= `+tsumv(terms)+` = `+resultTeX(out))
		},
		"normalized-mutual-information": workedNMI,
	}
}

// cell is a non-zero entry n_ij of a contingency table.
type cell struct {
	i, j int
	n    float64
}

// clusters is the contingency table of two clusterings: its non-zero
// cells, the cluster sizes |U_i| (rows) and |V_j| (cols), and N.
type clusters struct {
	dense      [][]float64 // for display; nil when too large to build
	cells      []cell
	rows, cols []float64
	total      float64
}

// denseMax is the most cells of a contingency table built for display
// (only its corners are shown).
const denseMax = 10000

// clusterTable builds the table from the input "table", or from the
// labelings U and V, clusters numbered in the order they first appear.
func clusterTable(in Inputs) (clusters, bool) {
	var c clusters
	if in.Has("table") {
		t := in.Matrix("table")
		if len(t) == 0 || len(t[0]) == 0 {
			return c, false
		}
		c.dense = t
		c.rows, c.cols = make([]float64, len(t)), make([]float64, len(t[0]))
		for i, row := range t {
			if len(row) != len(t[0]) {
				return c, false
			}
			for j, n := range row {
				c.rows[i] += n
				c.cols[j] += n
				c.total += n
				if n > 0 {
					c.cells = append(c.cells, cell{i, j, n})
				}
			}
		}
		// Counts whose sums overflow float64 (entries near 1e308) have no
		// terms worth showing: eqx scales them, the worked lines would read
		// ∞ and NaN, so only the result is shown.
		return c, c.total > 0 && !math.IsInf(c.total, 1)
	}
	u := in.Vector("U")
	rows, cols, cells, err := compute.Contingency(u, in.Vector("V"))
	if err != nil {
		return c, false
	}
	c.rows, c.cols, c.total = rows, cols, float64(len(u))
	for _, cl := range cells {
		c.cells = append(c.cells, cell{cl.I, cl.J, cl.N})
	}
	if len(c.rows)*len(c.cols) <= denseMax {
		c.dense = make([][]float64, len(c.rows))
		for i := range c.dense {
			c.dense[i] = make([]float64, len(c.cols))
		}
		for _, cl := range c.cells {
			c.dense[cl.i][cl.j] = cl.n
		}
	}
	return c, true
}

// describe writes the table and its margins.
func (c clusters) describe() []string {
	table := ``
	if c.dense != nil {
		table = `n_{ij} = |U_i \cap V_j| = ` + tmat(c.dense) + `, \quad `
	}
	return []string{
		table + `N = ` + tn(c.total),
		`|U_i| = ` + tvec(c.rows) + `, \quad |V_j| = ` + tvec(c.cols),
	}
}

// sizeEntropy returns −Σ (a/N) ln(a/N) over the non-empty clusters.
func sizeEntropy(sizes []float64, total float64) float64 {
	var h float64
	for _, a := range sizes {
		if a > 0 {
			h -= a / total * libm.Log(a/total)
		}
	}
	return math.Max(0, h)
}

// nonEmpty counts the clusters of positive size.
func nonEmpty(sizes []float64) int {
	n := 0
	for _, a := range sizes {
		if a > 0 {
			n++
		}
	}
	return n
}

func workedNMI(in Inputs, out any) []string {
	c, ok := clusterTable(in)
	if !ok {
		return fallback(`\operatorname{NMI}(U, V)`, out)
	}
	var mi float64
	var err error
	if in.Has("table") {
		mi, err = compute.MutualInformationTable(in.Matrix("table"))
	} else {
		mi, err = compute.MutualInformation(in.Vector("U"), in.Vector("V"))
	}
	if err != nil {
		return fallback(`\operatorname{NMI}(U, V)`, out)
	}
	hu, hv := sizeEntropy(c.rows, c.total), sizeEntropy(c.cols, c.total)
	var mean, norm string
	switch compute.EntropyMean(in.Choice("mean")) {
	case compute.MeanGeometric:
		mean, norm = `\sqrt{`+tn(hu)+` \cdot `+tn(hv)+`}`, tn(math.Sqrt(hu)*math.Sqrt(hv))
	case compute.MeanMin:
		mean, norm = `\min(`+tn(hu)+`, `+tn(hv)+`)`, tn(math.Min(hu, hv))
	case compute.MeanMax:
		mean, norm = `\max(`+tn(hu)+`, `+tn(hv)+`)`, tn(math.Max(hu, hv))
	default:
		mean, norm = tfrac(tn(hu)+` + `+tn(hv), "2"), tn((hu+hv)/2)
	}
	lines := []string{
		`\operatorname{MI}(U, V) = ` + tn(mi) + `, \quad H(U) = ` + tn(hu) + `, \quad H(V) = ` + tn(hv),
		`\operatorname{mean}\bigl(H(U), H(V)\bigr) = ` + mean + ` = ` + norm,
	}
	if nonEmpty(c.rows) == 1 && nonEmpty(c.cols) == 1 {
		return append(lines, `\text{one cluster in each: } \operatorname{NMI}(U, V) = `+resultTeX(out)+` \text{ by convention}`)
	}
	return append(lines, `\operatorname{NMI}(U, V) = `+tfrac(tn(mi), norm)+` = `+resultTeX(out))
}
