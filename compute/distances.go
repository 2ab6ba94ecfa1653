package compute

import (
	"fmt"
	"math"

	"eqx/compute/libm"
	"gonum.org/v1/gonum/floats"
)

// EuclideanDistance returns ‖x − y‖₂ = √Σ (x_i − y_i)².
//
// The norm is computed with scaling when the squares overflow or underflow,
// so coordinates of size 1e200 give the right finite answer instead of
// overflowing in the squares. The squares are summed with compensation (see
// compensated, in statistics.go): a plain sum of n squares errs by up to
// n/2 ulps, and by hundreds on 10⁴ coordinates of a few distinct sizes. x
// and y must have the same, non-zero length.
func EuclideanDistance(x, y []float64) (float64, error) {
	if err := checkSameLen("x", x, "y", y); err != nil {
		return 0, fmt.Errorf("euclidean distance: %w", err)
	}
	// Fast path: the compensated sum of squares, right unless a square
	// overflowed or underflowed (then the sum is +Inf, NaN or below 2^-900,
	// far above n·2^-1074, the most gradual underflow can lose).
	var ss float64
	if len(x) >= parallelMin {
		j, h := startHalf(compensatedSquaresHalf, x, y, nil, [6]float64{})
		ss = compensatedSquares(x[:h], y[:h])
		j.wait()
		ss += j.res[0]
		j.release()
	} else {
		ss = compensatedSquares(x, y)
	}
	if ss >= 0x1p-900 && ss <= math.MaxFloat64 {
		return math.Sqrt(ss), nil
	}
	// An infinite difference makes the distance +Inf; otherwise the
	// differences are divided by the largest, m, so that squares of 1e200
	// or 1e-200 neither overflow nor underflow: ‖d‖₂ = m √Σ (d_i/m)², the
	// sum compensated. (LAPACK's dnrm2 rescales a running sum instead, in
	// one pass, but its plain sum errs by ulps that grow with n.)
	m, noValue := 0.0, false
	for i := range x {
		a := math.Abs(x[i] - y[i])
		if math.IsInf(a, 1) {
			return math.Inf(1), nil
		}
		noValue = noValue || math.IsNaN(a)
		m = math.Max(m, a)
	}
	switch {
	case noValue: // ∞ − ∞, with no infinite difference elsewhere
		return math.NaN(), nil
	case m == 0:
		return 0, nil
	}
	var sum compensated
	for i := range x {
		q := (x[i] - y[i]) / m
		sum.add(q * q)
	}
	return m * math.Sqrt(sum.sum()), nil
}

// compensatedSquares returns Σ (a_i − b_i)², compensated (see
// compensated), in eight interleaved lanes (four-wide AVX2 vectors where
// the CPU has them, the same operations in Go elsewhere, diffSquaresGo),
// combined by TwoSum, then the last len(a) mod 8 terms. An overflowing
// square makes it +Inf or NaN.
func compensatedSquares(a, b []float64) float64 {
	b = b[:len(a)]
	var acc [16]float64
	m := len(a) &^ 7
	if useAVX2 {
		diffSquaresAVX2(a[:m], b[:m], &acc)
	} else {
		diffSquaresGo(a[:m], b[:m], &acc)
	}
	s, c := acc[0], acc[8]
	for k := 1; k < 8; k++ {
		var e float64
		s, e = twoSum(s, acc[k])
		c += e + acc[8+k]
	}
	for i := m; i < len(a); i++ {
		r := a[i] - b[i]
		var e float64
		s, e = twoSum(s, r*r)
		c += e
	}
	return s + c
}

// diffSquaresGo is diffSquaresAVX2 (reduce_amd64.s) in Go, lane for lane:
// the compensated sums of the (a_i − b_i)² in eight lanes, lane k taking
// the entries i ≡ k (mod 8), the sums in acc[0:8] and the compensations
// in acc[8:16]. len(a) is a multiple of 8.
func diffSquaresGo(a, b []float64, acc *[16]float64) {
	b = b[:len(a)]
	for i := 0; i+8 <= len(a); i += 8 {
		for k := range 8 {
			r := a[i+k] - b[i+k]
			q := r * r
			s := acc[k]
			t := s + q
			z := t - s
			acc[8+k] += (s - (t - z)) + (q - z)
			acc[k] = t
		}
	}
}

func compensatedSquaresHalf(j *halfJob) { j.res[0] = compensatedSquares(j.x, j.y) }

// absDifferences returns the |x_i − y_i| in a new slice, after checking
// that x and y have the same, non-zero length and that no ∞ − ∞ occurs
// (it has no value). A difference of finite entries may overflow to +Inf, the
// float64 value of a distance beyond about 1.8e308.
func absDifferences(metric string, x, y []float64) ([]float64, error) {
	if err := checkSameLen("x", x, "y", y); err != nil {
		return nil, fmt.Errorf("%s: %w", metric, err)
	}
	d := make([]float64, len(x))
	for i := range x {
		d[i] = math.Abs(x[i] - y[i])
		if math.IsNaN(d[i]) {
			return nil, fmt.Errorf("%s: %w: x[%d] − y[%d] = %v − %v has no value", metric, ErrUndefined, i+1, i+1, x[i], y[i])
		}
	}
	return d, nil
}

// ManhattanDistance returns the L1 (city-block) distance
// ‖x − y‖₁ = Σ |x_i − y_i|, summed with compensation (see compensated):
// a plain sum of 10⁴ differences of a few distinct sizes was hundreds of
// ulps off. x and y must have the same, non-zero length.
func ManhattanDistance(x, y []float64) (float64, error) {
	if err := checkSameLen("x", x, "y", y); err != nil {
		return 0, fmt.Errorf("manhattan distance: %w", err)
	}
	var sum compensated
	for i := range x {
		d := math.Abs(x[i] - y[i])
		if math.IsNaN(d) {
			return 0, fmt.Errorf("manhattan distance: %w: x[%d] − y[%d] = %v − %v has no value", ErrUndefined, i+1, i+1, x[i], y[i])
		}
		sum.add(d)
	}
	return sum.sum(), nil
}

// MinkowskiDistance returns the Lp distance
// ‖x − y‖_p = (Σ |x_i − y_i|^p)^{1/p} for p ≥ 1; p = +Inf gives the
// Chebyshev distance max |x_i − y_i|.
//
// The differences are divided by the largest before they are raised to p,
// so a large p (or large coordinates) neither overflows nor underflows:
// ‖d‖_p = m (Σ (|d_i|/m)^p)^{1/p} with m = max |d_i|. For p < 1 the formula
// is not a metric (the triangle inequality fails) and is refused.
func MinkowskiDistance(x, y []float64, p float64) (float64, error) {
	if !(p >= 1) {
		return 0, fmt.Errorf("minkowski distance: p = %v must be at least 1", p)
	}
	d, err := absDifferences("minkowski distance", x, y)
	if err != nil {
		return 0, err
	}
	m := floats.Max(d)
	if m == 0 || math.IsInf(m, 1) || math.IsInf(p, 1) {
		return m, nil
	}
	var sum compensated // of n terms in [0, 1]
	for _, v := range d {
		sum.add(libm.Pow(v/m, p))
	}
	return m * libm.Pow(sum.sum(), 1/p), nil
}

// HammingDistance returns the number of positions where x and y differ,
// Σ 1{x_i ≠ y_i}. The entries may be bits, numbers or symbols (runes,
// strings); for float64 entries NaN differs from everything. x and y must
// have the same, non-zero length.
//
// It is a count: scipy's hamming returns this count divided by n.
func HammingDistance[T comparable](x, y []T) (int, error) {
	if len(x) != len(y) {
		return 0, fmt.Errorf("hamming distance: x has %d entries but y has %d: they must have the same length", len(x), len(y))
	}
	if len(x) == 0 {
		return 0, fmt.Errorf("hamming distance: x and y: %w", ErrEmpty)
	}
	n := 0
	for i := range x {
		if x[i] != y[i] {
			n++
		}
	}
	return n, nil
}

// CosineSimilarity returns cos θ = x·y / (‖x‖₂ ‖y‖₂), in [−1, 1].
//
// Each vector is first divided by its largest absolute entry, which leaves
// the cosine unchanged but keeps the dot product and the norms from
// overflowing or underflowing; their sums are compensated (see
// compensated). The cosine is undefined (an error wrapping
// ErrUndefined) when either vector is zero, and infinite entries are
// refused. x and y must have the same, non-zero length.
func CosineSimilarity(x, y []float64) (float64, error) {
	if err := checkSameLen("x", x, "y", y); err != nil {
		return 0, fmt.Errorf("cosine similarity: %w", err)
	}
	mx, err := maxAbsFinite("x", x)
	if err != nil {
		return 0, fmt.Errorf("cosine similarity: %w", err)
	}
	my, err := maxAbsFinite("y", y)
	if err != nil {
		return 0, fmt.Errorf("cosine similarity: %w", err)
	}
	if mx == 0 || my == 0 {
		return 0, fmt.Errorf("cosine similarity: %w: a zero vector has no direction", ErrUndefined)
	}
	var dot, xx, yy compensated // see compensated
	for i := range x {
		a, b := x[i]/mx, y[i]/my
		dot.add(a * b)
		xx.add(a * a)
		yy.add(b * b)
	}
	c := dot.sum() / (math.Sqrt(xx.sum()) * math.Sqrt(yy.sum()))
	return math.Max(-1, math.Min(1, c)), nil
}

// maxAbsFinite returns max |v_i|, or an error naming the input when an entry
// is infinite or NaN.
func maxAbsFinite(name string, v []float64) (float64, error) {
	var m float64
	for i, x := range v {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return 0, fmt.Errorf("%s[%d] = %v: entries must be finite", name, i+1, x)
		}
		m = math.Max(m, math.Abs(x))
	}
	return m, nil
}

// JaccardSimilarity returns the Jaccard index of the sets of values in u and
// v, |U ∩ V| / |U ∪ V|, in [0, 1]. Repeated values count once. The members
// may be numbers (compared as numbers: −0 is 0, and NaN, equal to
// nothing, is refused) or strings such as words or tags. It is undefined
// (an error wrapping ErrUndefined) when both sets are empty, where the
// ratio is 0/0.
func JaccardSimilarity[T comparable](u, v []T) (float64, error) {
	set := make(map[T]bool, len(u))
	for i, x := range u {
		if x != x { // NaN
			return 0, fmt.Errorf("jaccard similarity: U[%d] is NaN, which is not a set member", i+1)
		}
		set[x] = false
	}
	inter, union := 0, len(set)
	for i, x := range v {
		if x != x {
			return 0, fmt.Errorf("jaccard similarity: V[%d] is NaN, which is not a set member", i+1)
		}
		seen, inU := set[x]
		switch {
		case !inU:
			set[x] = true
			union++
		case !seen:
			set[x] = true
			inter++
		}
	}
	if union == 0 {
		return 0, fmt.Errorf("jaccard similarity: %w: U and V are both empty, so the ratio is 0/0", ErrUndefined)
	}
	return float64(inter) / float64(union), nil
}
