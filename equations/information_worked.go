//go:build !eqx_noui

package equations

import (
	"math"

	"eqx/compute"
	"eqx/compute/libm"
)

// Worked examples of entropy and conditional entropy. The count tables of
// conditional entropy are shared with the decision-tree examples
// (worked_decision_trees.go).

func (informationFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"entropy": func(in Inputs, out any) []string {
			p := in.Vector("p")
			base := in.Choice("base")
			lg := logTeX(base)
			t := make([]float64, len(p))
			for i, v := range p {
				t[i] = -xlogy(v, v, infoLogIn(base))
			}
			return []string{
				`H(X) = -\left(` + tsum(len(p), func(i int) string { return tn(p[i]) + lg + ` ` + tn(p[i]) }) + `\right)`,
				`= ` + tsumv(t) + ` = ` + resultTeX(out),
			}
		},
		"conditional-entropy": func(in Inputs, out any) []string {
			t, ok := newCounts(in.Matrix("counts"))
			if !ok {
				return fallback(`H(Y \mid X)`, out)
			}
			base := in.Choice("base")
			b, err := logBase(in)
			if err != nil {
				return fallback(`H(Y \mid X)`, out)
			}
			px, hx := t.rowTerms(b)
			return []string{
				`n_{xy} = ` + tmat(in.Matrix("counts")) + `, \quad N = ` + tn(t.total),
				`p_x = \frac{n_x}{N} = ` + tvec(px) + `, \quad -\sum_{y} p_{y \mid x}` + logTeX(base) + ` p_{y \mid x} = ` + tvec(hx),
				`H(Y \mid X) = ` + tsum(len(px), func(i int) string { return tn(px[i]) + ` \cdot ` + tn(hx[i]) }) + ` = ` + resultTeX(out),
			}
		},
	}
}

// infoLogIn is logIn with the logarithms of compute/libm, right also for
// subnormal arguments: on amd64 math.Log(5e-324) is −709.09, not −744.44
// (Go issue 56600), and math.Log10 inherits it. The worked lines of the
// information quantities take the logarithms of probabilities down to the
// smallest subnormal, where the kernels use libm.
func infoLogIn(base string) func(float64) float64 {
	switch base {
	case "2":
		return libm.Log2
	case "10":
		return libm.Log10
	}
	return libm.Log
}

// counts is a contingency table n_xy with its margins, rescaled by its
// largest entry when the total overflows (the proportions do not change).
type counts struct {
	n          [][]float64
	rows, cols []float64
	total      float64
}

// newCounts reads a rectangular table of counts; ok is false for an empty
// or ragged one.
func newCounts(m [][]float64) (t counts, ok bool) {
	if len(m) == 0 || len(m[0]) == 0 {
		return t, false
	}
	var largest float64
	for _, row := range m {
		if len(row) != len(m[0]) {
			return t, false
		}
		for _, v := range row {
			largest = math.Max(largest, v)
		}
	}
	t.n = m
	t.margins()
	if math.IsInf(t.total, 1) && largest > 0 {
		t.n = make([][]float64, len(m))
		for i, row := range m {
			t.n[i] = make([]float64, len(row))
			for j, v := range row {
				t.n[i][j] = v / largest
			}
		}
		t.margins()
	}
	return t, true
}

func (t *counts) margins() {
	t.rows, t.cols, t.total = make([]float64, len(t.n)), make([]float64, len(t.n[0])), 0
	for i, row := range t.n {
		for j, v := range row {
			t.rows[i] += v
			t.cols[j] += v
		}
		t.total += t.rows[i]
	}
}

// rowTerms returns p_x = n_x/N and the entropy of the label within each
// row in base b, −Σ_y p_{y|x} log_b p_{y|x} (0 for an empty row).
func (t *counts) rowTerms(b float64) (px, hx []float64) {
	px, hx = make([]float64, len(t.n)), make([]float64, len(t.n))
	for i, row := range t.n {
		px[i] = t.rows[i] / t.total
		hx[i] = entropyOfCounts(row, b)
	}
	return px, hx
}

// entropyOfCounts returns −Σ (c_i/n) log_b(c_i/n), n = Σ c_i, the entropy
// of the proportions of c, or 0 when every c_i is 0. It is the kernel's
// conditional entropy of the one-row table c, so that the lines show the
// numbers the result is made of: c_i/n computed naively would lose a count
// below an ulp of n (the row [1, 1e-20] would show 6.64386e-19 bits for
// 6.78813e-19) and give NaN where c_i/n underflows.
func entropyOfCounts(c []float64, b float64) float64 {
	h, err := compute.ConditionalEntropy([][]float64{c}, b)
	if err != nil {
		return 0
	}
	return h
}

// conditionalEntropyOf is H(Y | X) of a count table in the given base,
// from the kernel, or NaN when it refuses the table.
func conditionalEntropyOf(m [][]float64, base float64) float64 {
	h, err := compute.ConditionalEntropy(m, base)
	if err != nil {
		return math.NaN()
	}
	return h
}
