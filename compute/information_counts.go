package compute

// The information quantities of a table of counts, feature values by
// labels: the conditional entropy H(Y|X) and the information gain
// I(Y; X) of a decision-tree split.

import (
	"fmt"
	"math"

	"eqx/compute/libm"
)

// countTable is a contingency table of non-negative counts n_xy, rows x (feature
// values) by columns y (labels), with its margins. The margins are kept
// to twice the float64 precision, as unevaluated sums hi + lo: a count
// below an ulp of its row (the row [1e200, 1]) still moves the ratios of
// InformationGain.
type countTable struct {
	n              [][]float64
	rows, cols     []float64 // n_x and n_y
	rowsLo, colsLo []float64 // what the rounding of rows and cols left out
	total, totalLo float64   // N
}

// newCountTable checks counts (non-empty, rectangular, finite and
// non-negative entries, positive total) and computes the margins.
//
// The quantities derived from a table depend only on the ratios of its
// counts. When the largest count is outside [1, 2^400] the table is
// scaled by a power of two that brings it into [1, 2): exactly, so that
// every ratio is unchanged, but for counts below 2^-1022 of the largest,
// which lose bits or underflow (their share of the total is below 2^-1022
// and their terms below 10^-305). Without it the margins could overflow
// (counts near 1e308), the products v·N and a·b of InformationGain, which
// keep its precision near independence, would leave the float64 range
// for counts beyond 1e154 or below 1e-154, and with N ≥ 1 a term
// n_xy·log(…)/N that is subnormal is within an ulp or two of the smallest
// subnormal.
func newCountTable(counts [][]float64) (*countTable, error) {
	if len(counts) == 0 || len(counts[0]) == 0 {
		return nil, fmt.Errorf("counts: %w", ErrEmpty)
	}
	k := len(counts[0])
	var largest float64
	for i, row := range counts {
		if len(row) != k {
			return nil, fmt.Errorf("counts: row %d has %d entries but row 1 has %d; the table must be rectangular", i+1, len(row), k)
		}
		for j, v := range row {
			if !(v >= 0) || math.IsInf(v, 1) {
				return nil, fmt.Errorf("counts: entry (%d, %d) = %v must be a finite, non-negative count", i+1, j+1, v)
			}
			largest = math.Max(largest, v)
		}
	}
	if largest == 0 {
		return nil, fmt.Errorf("counts: %w: every count is 0, so there are no proportions", ErrUndefined)
	}
	t := &countTable{n: counts}
	if largest < 1 || largest > 0x1p400 {
		_, e := math.Frexp(largest) // largest = f·2^e, f in [½, 1)
		t.n = make([][]float64, len(counts))
		for i, row := range counts {
			t.n[i] = make([]float64, k)
			for j, v := range row {
				t.n[i][j] = math.Ldexp(v, 1-e)
			}
		}
	}
	t.margins()
	return t, nil
}

// margins computes the row and column sums and the total, each as hi + lo
// (twoSum's error terms added up in lo).
func (t *countTable) margins() {
	k := len(t.n[0])
	t.rows, t.rowsLo = make([]float64, len(t.n)), make([]float64, len(t.n))
	t.cols, t.colsLo = make([]float64, k), make([]float64, k)
	var e float64
	for i, row := range t.n {
		for j, v := range row {
			t.rows[i], e = twoSum(t.rows[i], v)
			t.rowsLo[i] += e
			t.cols[j], e = twoSum(t.cols[j], v)
			t.colsLo[j] += e
		}
		t.total, e = twoSum(t.total, t.rows[i])
		t.totalLo += e + t.rowsLo[i]
	}
}

// logRatio returns log(x/y) for positive x and y. Where x/y is a normal
// number it is one logarithm of a ratio rounded once; where the ratio
// overflows, underflows or is subnormal the logarithms are taken apart,
// and since |log(x/y)| > 708 there, their difference keeps its relative
// precision. (log of an underflowed ratio would be −∞, and a weight
// v/N that underflows too would make the term 0·(−∞) = NaN.)
func logRatio(x, y float64) float64 {
	if r := x / y; r >= 0x1p-1022 && r <= math.MaxFloat64 {
		return libm.Log(r)
	}
	return ln(x) - ln(y)
}

// ConditionalEntropy returns the conditional entropy of the label given
// the feature from a table of counts, rows x by columns y:
//
//	H(Y|X) = −Σ_x p_x Σ_y p_{y|x} log_b p_{y|x},  p_x = n_x/N, p_{y|x} = n_xy/n_x,
//
// the entropy of the label left, on average, once the feature is known.
// Counts must be finite and non-negative with a positive total (they need
// not be whole numbers); a row of zeros has p_x = 0 and adds nothing. base
// must be positive, finite and not 1 (S3 uses 2, bits).
//
// Each term is n_xy·log p_{y|x}/N, all of one sign, so H keeps the
// relative precision of its terms. The one entry of a row above half of
// it has log p_{y|x} = log1p(−r/n_x), with r the sum of the rest of the
// row added up apart: n_x − n_xy would lose a rest below an ulp of n_x
// (the row [1, 1e-20] lost its larger term, 1.4e-20 of 6.8e-19 bits). The
// other entries go through logRatio, which stays finite where p_{y|x}
// underflows (the row [1e-200, 1e200] gave NaN).
func ConditionalEntropy(counts [][]float64, base float64) (float64, error) {
	t, err := newCountTable(counts)
	if err != nil {
		return 0, fmt.Errorf("conditional entropy: %w", err)
	}
	if err := checkLogBase(base); err != nil {
		return 0, fmt.Errorf("conditional entropy: %w", err)
	}
	var h float64
	for i, row := range t.n {
		nx := t.rows[i]
		for j, v := range row {
			if v == 0 {
				continue
			}
			var l float64 // log p_{y|x}
			if v/nx > 0.5 {
				var rest float64
				for k, u := range row {
					if k != j {
						rest += u
					}
				}
				l = math.Log1p(-rest / nx)
			} else {
				l = logRatio(v, nx)
			}
			h -= v * l / t.total
		}
	}
	return math.Max(0, h) / ln(base), nil
}

// gainTerm returns the cell (i, j)'s term of the information gain in
// nats, p_x·p_y·φ(r) with r = v·N/(a·b) and φ(r) = r·ln r − r + 1 ≥ 0, for
// v its count, a and b its row and column sums and N the total.
//
// Near independence r = 1 + ε with tiny ε, and the terms p_xy·ln r of the
// textbook sum are of order ε but cancel down to order ε²: evaluated so,
// a gain of 1e-31 came out 0, or 50% off. The terms p_x·p_y·φ(r) add the
// p_x·p_y·(1 − r), which sum to 0, and are each of order ε² and never
// negative, so their sum keeps the relative precision of its terms. That
// needs ε itself to full precision: for r in (¼, 4) it is formed as
// (v·N − a·b)/(a·b), with the rounding error of a·b recovered by FMA and
// the margins' lo parts added in, and φ from it by phi1p. Outside (¼, 4)
// (ε there would round to −1 once v·N is below an ulp of a·b, and
// log1p(−1) = −∞ once made the gain −∞, then 0 after the clamp: counts
// [[1, 1e-20], [1e-20, 1]] gave 0 bits instead of 1) the term is
// (v/N)·(ln r − 1) + p_x·p_y, with ln r one logarithm of a ratio
// (logRatio), and at most a factor 2.5 of cancellation (at r = ¼). Where
// a product is out of range (a cell below ~2^-450 of the largest, after
// newCountTable's scaling) ln r is the difference of the logarithms of
// p_{y|x} and p_y.
func (t *countTable) gainTerm(i, j int) float64 {
	v := t.n[i][j]
	a, al, b, bl, N := t.rows[i], t.rowsLo[i], t.cols[j], t.colsLo[j], t.total
	q := (a / N) * (b / N) // p_x·p_y
	if v == 0 {
		return q // φ(0) = 1
	}
	var lr float64 // ln r
	ab, vN := a*b, v*N
	if ab > 0x1p-900 && vN > 0x1p-900 && !math.IsInf(ab, 1) && !math.IsInf(vN, 1) {
		if r := vN / ab; r > 0.25 && r < 4 {
			e := math.FMA(a, b, -ab) // a·b = ab + e exactly
			// v(N + Nlo) − (a + al)(b + bl), dropping al·bl (~2^-106 of it).
			d := (math.FMA(v, N, -ab) - e) + (v*t.totalLo - a*bl - al*b)
			return q * phi1p(d/ab)
		}
		lr = logRatio(vN, ab)
	} else {
		lr = logRatio(v, a) - logRatio(b, N)
	}
	return v*(lr-1)/N + q
}

// phi1p returns φ(1 + ε) = (1 + ε)·log1p(ε) − ε ≥ 0 for ε in (−¾, 3),
// to a few ulps also where it is of order ε² (tiny ε). With
// log1p(ε) = 2·atanh(u), u = ε/(2 + ε) in (−⅗, ⅗), it is
//
//	φ = ε²/(2 + ε) + 2(1 + ε)·(atanh(u) − u),
//
// whose second term, u³/3 + u⁵/5 + …, is summed as its series for
// |u| ≤ ⅓ (u² ≤ 1/9: 17 terms reach 2^-53 of the first) and taken as
// atanh(u) − u beyond, where it is at least u³/3 and the difference
// loses at most a factor 7 (at u = ±⅗) of a term that is then a third of
// φ or less.
func phi1p(eps float64) float64 {
	u := eps / (2 + eps)
	var w float64 // atanh(u) − u
	if math.Abs(u) <= 1.0/3 {
		u2 := u * u
		var s float64 // (atanh(u) − u)/u³ = Σ_{k≥1} u^(2k−2)/(2k+1)
		for k := 17; k >= 1; k-- {
			s = s*u2 + 1/float64(2*k+1)
		}
		w = u * u2 * s
	} else {
		w = math.Atanh(u) - u
	}
	return eps*eps/(2+eps) + 2*(1+eps)*w
}

// InformationGain returns the information gain of splitting on a feature,
// I(Y; X) = H(Y) − H(Y|X), from a table of counts, rows x (feature values)
// by columns y (labels). It is the mutual information between feature and
// label,
//
//	I(Y; X) = Σ_xy p_xy log_b( p_xy / (p_x p_y) ),
//
// evaluated as Σ_xy p_x p_y φ(p_xy/(p_x p_y)) / ln b with
// φ(r) = r ln r − r + 1 (see gainTerm): terms that are never negative,
// which avoids both the cancellation of H(Y) − H(Y|X) and that of the
// sum above when the gain is small. The terms are added with twoSum's
// compensation, so that a feature that splits the labels perfectly gains
// H(Y) to the last bit (the terms of [[2, 0], [0, 2]] are exact, and their
// sum is ln 2: 1 bit, not 1 + 2^-52). It is 0 when the feature tells
// nothing about the label and at most H(Y). The conditions on counts and
// base are those of ConditionalEntropy.
func InformationGain(counts [][]float64, base float64) (float64, error) {
	t, err := newCountTable(counts)
	if err != nil {
		return 0, fmt.Errorf("information gain: %w", err)
	}
	if err := checkLogBase(base); err != nil {
		return 0, fmt.Errorf("information gain: %w", err)
	}
	var g, c, e float64
	for i, row := range t.n {
		for j := range row {
			g, e = twoSum(g, t.gainTerm(i, j))
			c += e
		}
	}
	return (g + c) / ln(base), nil
}
