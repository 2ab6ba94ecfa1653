package compute

import (
	"fmt"
	"math"
	"math/bits"
	"slices"

	"eqx/compute/libm"
)

// Mutual information between two clusterings U and V of the same N items,
// from their contingency table n_ij = |U_i ∩ V_j| with row sums a_i = |U_i|
// and column sums b_j = |V_j|. Logarithms are natural (nats), as in
// scikit-learn.

// contingency is a sparse contingency table: only its non-zero cells are
// kept, so that N items with N distinct labels cost O(N), not O(N²).
type contingency struct {
	rows, cols []float64 // a_i and b_j, all positive
	cells      []float64 // the non-zero n_ij
	rowOf      []int     // the row index of each cell
	colOf      []int     // the column index of each cell
	total      float64   // N
}

// ContingencyCell is a non-zero entry N = n_ij = |U_i ∩ V_j| of a
// contingency table, at row I and column J (0-based).
type ContingencyCell struct {
	I, J int
	N    float64
}

// Contingency counts the pairs of labels of two labelings u and v of the
// same N items: the row sums a_i = |U_i|, the column sums b_j = |V_j| and
// the non-zero cells n_ij = |U_i ∩ V_j|, with sum_i a_i = sum_j b_j = N.
// Clusters are numbered in the order their label first appears, rows by u
// and columns by v; cells are in the order their pair first appears. Labels
// are compared as numbers (0 and −0 are the same label); u and v must have
// the same non-zero length and no NaN. Only non-zero cells are kept, so N
// items with N distinct labels cost O(N), not O(N²).
func Contingency(u, v []float64) (rows, cols []float64, cells []ContingencyCell, err error) {
	if err := checkSameLen("U", u, "V", v); err != nil {
		return nil, nil, nil, err
	}
	for i := range u {
		if math.IsNaN(u[i]) || math.IsNaN(v[i]) {
			return nil, nil, nil, fmt.Errorf("label %d is NaN: labels must be numbers", i+1)
		}
	}
	rowID, colID := map[float64]int{}, map[float64]int{}
	type pair struct{ i, j int }
	cellID := map[pair]int{}
	for k := range u {
		i, ok := rowID[u[k]]
		if !ok {
			i = len(rows)
			rowID[u[k]] = i
			rows = append(rows, 0)
		}
		j, ok := colID[v[k]]
		if !ok {
			j = len(cols)
			colID[v[k]] = j
			cols = append(cols, 0)
		}
		rows[i]++
		cols[j]++
		id, ok := cellID[pair{i, j}]
		if !ok {
			id = len(cells)
			cellID[pair{i, j}] = id
			cells = append(cells, ContingencyCell{I: i, J: j})
		}
		cells[id].N++
	}
	return rows, cols, cells, nil
}

// contingencyOf counts the pairs of labels of u and v (see Contingency).
func contingencyOf(u, v []float64) (*contingency, error) {
	rows, cols, cells, err := Contingency(u, v)
	if err != nil {
		return nil, err
	}
	c := &contingency{rows: rows, cols: cols, total: float64(len(u))}
	c.cells = make([]float64, len(cells))
	c.rowOf, c.colOf = make([]int, len(cells)), make([]int, len(cells))
	for k, cl := range cells {
		c.cells[k], c.rowOf[k], c.colOf[k] = cl.N, cl.I, cl.J
	}
	return c, nil
}

// contingencyOfTable reads a dense table of non-negative counts (weights
// need not be whole). Rows and columns that sum to 0 are empty clusters and
// are dropped.
//
// The mutual information and the entropies depend only on the proportions
// n_ij/N, so when a sum of finite counts would overflow (entries near
// 1e308) the whole table is first scaled by 2^−k, with 2^k above the number
// of entries: every sum then stays below the float64 maximum. The scaling is
// exact, but for entries that become subnormal, which are then negligible
// next to the largest.
func contingencyOfTable(table [][]float64) (*contingency, error) {
	if len(table) == 0 || len(table[0]) == 0 {
		return nil, fmt.Errorf("table: %w", ErrEmpty)
	}
	ncols := len(table[0])
	for i, row := range table {
		if len(row) != ncols {
			return nil, fmt.Errorf("table row %d has %d entries but row 1 has %d: a contingency table must be rectangular", i+1, len(row), ncols)
		}
		for j, n := range row {
			if !(n >= 0) || math.IsInf(n, 1) {
				return nil, fmt.Errorf("table entry (%d, %d) = %v must be a finite count ≥ 0", i+1, j+1, n)
			}
		}
	}
	c, ok := sparseTable(table, 1)
	if !ok {
		// Every entry is below 2^1024 and there are fewer than 2^k·½ of
		// them, so the sums of the scaled entries stay below 2^1023.
		c, _ = sparseTable(table, math.Ldexp(1, -bits.Len(uint(len(table)*ncols))-1))
	}
	if c.total == 0 {
		return nil, fmt.Errorf("table: %w: all counts are 0", ErrEmpty)
	}
	return c, nil
}

// sparseTable returns the contingency of table·scale, or false when one of
// its sums overflows.
func sparseTable(table [][]float64, scale float64) (*contingency, bool) {
	rowSums := make([]float64, len(table))
	colSums := make([]float64, len(table[0]))
	for i, row := range table {
		for j, n := range row {
			rowSums[i] += n * scale
			colSums[j] += n * scale
		}
	}
	c := &contingency{}
	rowIdx := compactPositive(rowSums, &c.rows)
	colIdx := compactPositive(colSums, &c.cols)
	for i, row := range table {
		for j, n := range row {
			if n *= scale; n > 0 {
				c.cells = append(c.cells, n)
				c.rowOf = append(c.rowOf, rowIdx[i])
				c.colOf = append(c.colOf, colIdx[j])
				c.total += n
			}
		}
	}
	if math.IsInf(c.total, 1) || slices.ContainsFunc(rowSums, isPosInf) || slices.ContainsFunc(colSums, isPosInf) {
		return nil, false
	}
	return c, true
}

func isPosInf(v float64) bool { return math.IsInf(v, 1) }

// compactPositive appends the positive sums to *dst and returns, for each
// sum, its index in *dst (−1 for a zero sum).
func compactPositive(sums []float64, dst *[]float64) []int {
	idx := make([]int, len(sums))
	for i, s := range sums {
		idx[i] = -1
		if s > 0 {
			idx[i] = len(*dst)
			*dst = append(*dst, s)
		}
	}
	return idx
}

// mutualInformation returns MI = Σ (n_ij/N) ln(N n_ij / (a_i b_j)), with the
// logarithm split as ln(n_ij/a_i) + ln(N/b_j): no product of counts can
// overflow, and no large logarithms of counts cancel. The terms, of both
// signs, are summed with compensation (see compensated). It is exactly 0
// when either clustering has a single cluster, and never negative
// (rounding can leave −1e-17 where the true value is 0).
func (c *contingency) mutualInformation() float64 {
	if len(c.rows) == 1 || len(c.cols) == 1 {
		return 0
	}
	var mi compensated
	for k, n := range c.cells {
		mi.add(n / c.total * (libm.Log(n/c.rows[c.rowOf[k]]) + libm.Log(c.total/c.cols[c.colOf[k]])))
	}
	return math.Max(0, mi.sum())
}

// entropyOfSums returns H = −Σ (a_i/N) ln(a_i/N) of a clustering's sizes,
// the terms summed with compensation.
func entropyOfSums(sums []float64, total float64) float64 {
	var h compensated
	for _, a := range sums {
		p := a / total
		h.add(-p * libm.Log(p))
	}
	return math.Max(0, h.sum())
}

// MutualInformation returns the mutual information, in nats, between two
// clusterings given as label vectors u and v of the same N items:
//
//	MI(U, V) = Σ_i Σ_j (|U_i ∩ V_j| / N) ln(N |U_i ∩ V_j| / (|U_i| |V_j|)).
//
// Labels are arbitrary numbers; only which items share a label matters. MI
// is 0 for independent clusterings and at most min(H(U), H(V)).
func MutualInformation(u, v []float64) (float64, error) {
	c, err := contingencyOf(u, v)
	if err != nil {
		return 0, fmt.Errorf("mutual information: %w", err)
	}
	return c.mutualInformation(), nil
}

// MutualInformationTable is MutualInformation from a contingency table,
// table[i][j] = |U_i ∩ V_j|: non-negative, finite counts, not all 0.
func MutualInformationTable(table [][]float64) (float64, error) {
	c, err := contingencyOfTable(table)
	if err != nil {
		return 0, fmt.Errorf("mutual information: %w", err)
	}
	return c.mutualInformation(), nil
}

// EntropyMean is the mean of H(U) and H(V) that normalises the mutual
// information.
type EntropyMean string

// The means NormalizedMutualInformation accepts, as scikit-learn names them.
const (
	MeanArithmetic EntropyMean = "arithmetic" // (H(U) + H(V)) / 2, scikit-learn's default
	MeanGeometric  EntropyMean = "geometric"  // √(H(U) H(V))
	MeanMin        EntropyMean = "min"        // min(H(U), H(V))
	MeanMax        EntropyMean = "max"        // max(H(U), H(V))
)

// NormalizedMutualInformation returns MI(U, V) / mean(H(U), H(V)), in
// [0, 1], for two clusterings given as label vectors (see
// MutualInformation).
//
// When both clusterings put every item in one cluster the ratio is 0/0; it
// is 1 by convention (the clusterings agree), as in scikit-learn. When only
// one does, MI = 0 and so is the NMI, whatever the mean.
func NormalizedMutualInformation(u, v []float64, mean EntropyMean) (float64, error) {
	c, err := contingencyOf(u, v)
	if err != nil {
		return 0, fmt.Errorf("normalized mutual information: %w", err)
	}
	return c.normalizedMutualInformation(mean)
}

// NormalizedMutualInformationTable is NormalizedMutualInformation from a
// contingency table (see MutualInformationTable).
func NormalizedMutualInformationTable(table [][]float64, mean EntropyMean) (float64, error) {
	c, err := contingencyOfTable(table)
	if err != nil {
		return 0, fmt.Errorf("normalized mutual information: %w", err)
	}
	return c.normalizedMutualInformation(mean)
}

func (c *contingency) normalizedMutualInformation(mean EntropyMean) (float64, error) {
	hu, hv := entropyOfSums(c.rows, c.total), entropyOfSums(c.cols, c.total)
	var norm float64
	switch mean {
	case MeanArithmetic:
		norm = (hu + hv) / 2
	case MeanGeometric:
		norm = math.Sqrt(hu) * math.Sqrt(hv)
	case MeanMin:
		norm = math.Min(hu, hv)
	case MeanMax:
		norm = math.Max(hu, hv)
	default:
		return 0, fmt.Errorf("normalized mutual information: unknown mean %q; want arithmetic, geometric, min or max", mean)
	}
	if len(c.rows) == 1 && len(c.cols) == 1 {
		return 1, nil
	}
	mi := c.mutualInformation()
	if mi == 0 {
		return 0, nil
	}
	// MI ≤ min(H(U), H(V)) ≤ every mean; rounding may overshoot 1 slightly.
	return math.Min(1, mi/norm), nil
}
