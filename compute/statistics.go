package compute

import (
	"fmt"
	"math"
	"math/bits"
)

// Descriptive statistics of a sample x_1 … x_n. They are computed so that
// the result is accurate wherever it is representable: the mean with
// compensated summation and a rescaled retry when the sum overflows, spreads
// with the two-pass algorithm on deviations scaled by a power of two (no
// cancellation of E[x²] − E[x]², no overflow of squares of 1e200, no
// underflow of squares of 1e-200).

// meanRange returns the mean, the minimum and the maximum of x. It reports
// ErrEmpty for no values and an error naming the entry for a NaN; with
// infinite entries the mean is ±Inf, or undefined (an error) when both
// signs occur.
func meanRange(name string, x []float64) (mean, lo, hi float64, err error) {
	if len(x) == 0 {
		return 0, 0, 0, fmt.Errorf("%s: %w", name, ErrEmpty)
	}
	lo, hi = x[0], x[0]
	var sum, c float64
	if len(x) >= parallelMin {
		sum, c, lo, hi = neumaierSplit(x)
	} else {
		sum, c = neumaierSum(x, 0, &lo, &hi)
	}
	total := sum + c
	n := float64(len(x))
	if !math.IsNaN(total) && !math.IsInf(total, 0) {
		// Rounding must not take the mean outside the data (the mean of
		// a constant sample is that constant).
		return math.Max(lo, math.Min(hi, total/n)), lo, hi, nil
	}
	// A NaN, an infinity or an overflowing partial sum: the slow path.
	for i, v := range x {
		if math.IsNaN(v) {
			return 0, 0, 0, fmt.Errorf("%s[%d] is NaN", name, i+1)
		}
	}
	switch {
	case math.IsInf(lo, -1) && math.IsInf(hi, 1):
		return 0, lo, hi, fmt.Errorf("%s: %w: it holds both +Inf and −Inf", name, ErrUndefined)
	case math.IsInf(lo, -1) || math.IsInf(hi, 1):
		return lo + hi, lo, hi, nil // the infinite one
	}
	// Summing x_i·2^−k with 2^k ≥ 2n keeps every partial sum below
	// max|x|/2; the scaling is exact (except for entries that become
	// subnormal, which are then negligible next to the largest).
	k := bits.Len(uint(len(x))) + 1
	sum, c = neumaierSum(x, k, &lo, &hi)
	mean = math.Ldexp((sum+c)/n, k)
	return math.Max(lo, math.Min(hi, mean)), lo, hi, nil
}

// neumaierSum returns Neumaier's compensated sum of x_i·2^−k as sum + c,
// where c collects the low-order bits each addition rounds away, and
// widens [*lo, *hi] to the range of x. A NaN entry makes the sum NaN.
func neumaierSum(x []float64, k int, lo, hi *float64) (sum, c float64) {
	l, h := *lo, *hi
	scale := math.Ldexp(1, -k)
	for _, v := range x {
		if v < l {
			l = v
		} else if v > h {
			h = v
		}
		v *= scale
		t := sum + v
		if math.Abs(sum) >= math.Abs(v) {
			c += (sum - t) + v
		} else {
			c += (v - t) + sum
		}
		sum = t
	}
	*lo, *hi = l, h
	return sum, c
}

// deviations describes the deviations x_i − μ of a sample in scaled form,
// d_i = (x_i·h − μ·h)·2^−e, so that they neither overflow nor underflow:
// the true deviation is d_i·2^scale.
type deviations struct {
	h, mh, inv float64 // h is 1; ½ when x_max − x_min overflows; 2^600 for subnormal spreads
	scale      int
	zero       bool // every x_i equals μ
}

// newDeviations prepares the scaled deviations of a finite sample with mean
// m, minimum lo and maximum hi.
//
// The scale 2^−e brings the largest deviation to [½, 1). When that
// deviation is below 2^−1000 (data in the subnormal range, where
// deviations are exact but 2^−e would overflow to +Inf and make every d_i
// ±Inf or NaN), the data are first scaled up by h = 2^600, exactly: such
// data are all below 2^−947 in size, as distinct doubles differ by at least
// an ulp of the smaller.
func newDeviations(m, lo, hi float64) deviations {
	h := 1.0
	amax := math.Max(hi-m, m-lo)
	switch {
	case math.IsInf(amax, 1):
		h = 0.5
		amax = math.Max(hi*h-m*h, m*h-lo*h)
	case amax > 0 && amax < 0x1p-1000:
		h = 0x1p600
		amax = math.Max(hi*h-m*h, m*h-lo*h)
	}
	if amax == 0 {
		return deviations{zero: true}
	}
	_, e := math.Frexp(amax) // amax < 2^e, so every |d_i| < 1
	return deviations{h: h, mh: m * h, inv: math.Ldexp(1, -e), scale: e - math.Ilogb(h)}
}

// of returns the scaled deviation of v.
func (d deviations) of(v float64) float64 { return (v*d.h - d.mh) * d.inv }

// sumSquares returns Σ d_i² − (Σ d_i)²/n in scaled units: the two-pass sum
// of squared deviations with its first-order correction for the rounding of
// the mean (Chan, Golub and LeVeque).
//
// The squares are summed with compensation (Knuth's TwoSum collects the
// rounding error of every addition): a plain left-to-right sum of n
// squares errs by up to n/2 ulps, and does err by hundreds of ulps on 10⁴
// values of a few distinct sizes (the rounding errors do not cancel when
// the same squares recur), where NumPy's pairwise sum is within an ulp.
// The compensated sum is within an ulp or two of the exact Σ d_i², so the
// variance is within a few ulps whatever n.
func (d deviations) sumSquares(x []float64) float64 {
	if d.zero {
		return 0
	}
	if len(x) >= parallelMin {
		return d.sumSquaresSplit(x)
	}
	var s, s2, c float64
	for _, v := range x {
		e := d.of(v)
		s += e
		var r float64
		s2, r = twoSum(s2, e*e)
		c += r
	}
	return math.Max(0, (s2+c)-s*s/float64(len(x)))
}

// spread returns the mean of x and its sum of squared deviations ss in the
// scaled units of dev, checking x is finite and ddof < n.
func spread(x []float64, ddof int) (m float64, dev deviations, ss float64, err error) {
	m, lo, hi, err := meanRange("x", x)
	if err != nil {
		return 0, dev, 0, err
	}
	if math.IsInf(m, 0) {
		return 0, dev, 0, fmt.Errorf("x: %w: the deviations of infinite values have no value", ErrUndefined)
	}
	if ddof < 0 {
		return 0, dev, 0, fmt.Errorf("ddof = %d must not be negative", ddof)
	}
	if ddof >= len(x) {
		return 0, dev, 0, fmt.Errorf("%w: ddof = %d needs at least %d values, and x has %d (the divisor n − ddof must be positive)", ErrUndefined, ddof, ddof+1, len(x))
	}
	dev = newDeviations(m, lo, hi)
	return m, dev, dev.sumSquares(x), nil
}

// Variance returns Σ (x_i − μ)² / (n − ddof): the population variance σ² for
// ddof = 0, the unbiased sample variance s² for ddof = 1.
//
// It is undefined (an error) when ddof ≥ n and for infinite entries. The
// result is +Inf only when the variance itself exceeds the float64 range
// (spreads beyond about 1e154); the standard deviation is then still finite.
//
// Accuracy: within 8u (u = 2^-53) of the exact variance on the tested
// adversarial inputs (reduce_ref_test.go: 1e9 ± ½, magnitudes 2^±300,
// subnormals, cancelling 2^53 pairs), by the two-pass algorithm on scaled
// deviations with compensated squares (see sumSquares).
func Variance(x []float64, ddof int) (float64, error) {
	_, dev, ss, err := spread(x, ddof)
	if err != nil {
		return 0, fmt.Errorf("variance: %w", err)
	}
	return math.Ldexp(ss/float64(len(x)-ddof), 2*dev.scale), nil
}

// StdDev returns the standard deviation √(Σ (x_i − μ)² / (n − ddof)):
// population for ddof = 0, sample for ddof = 1. Conditions as for Variance;
// the standard deviation of finite data is always finite.
func StdDev(x []float64, ddof int) (float64, error) {
	_, dev, ss, err := spread(x, ddof)
	if err != nil {
		return 0, fmt.Errorf("standard deviation: %w", err)
	}
	return math.Ldexp(math.Sqrt(ss/float64(len(x)-ddof)), dev.scale), nil
}

// ZScores returns the standardised values z_i = (x_i − μ)/σ, where σ is the
// standard deviation with the given ddof (scipy.stats.zscore's convention).
// The result has mean 0 and, for ddof = 0, standard deviation 1. It is
// undefined (an error wrapping ErrUndefined) for constant data, σ = 0.
func ZScores(x []float64, ddof int) ([]float64, error) {
	_, dev, ss, err := spread(x, ddof)
	if err != nil {
		return nil, fmt.Errorf("z-score: %w", err)
	}
	if ss == 0 {
		return nil, fmt.Errorf("z-score: %w: x is constant, so σ = 0", ErrUndefined)
	}
	// Deviations and σ share the scale, which cancels in the ratio.
	sigma := math.Sqrt(ss / float64(len(x)-ddof))
	z := make([]float64, len(x))
	for i, v := range x {
		z[i] = dev.of(v) / sigma
	}
	return z, nil
}

// MinMaxNormalize returns x'_i = (x_i − x_min)/(x_max − x_min), which maps
// the data onto [0, 1]. It is undefined (an error wrapping ErrUndefined) for
// constant data, where the range is 0, and for infinite entries. A range
// beyond the float64 maximum is handled by halving first.
func MinMaxNormalize(x []float64) ([]float64, error) {
	if len(x) == 0 {
		return nil, fmt.Errorf("min-max normalization: x: %w", ErrEmpty)
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for i, v := range x {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, fmt.Errorf("min-max normalization: x[%d] = %v: entries must be finite", i+1, v)
		}
		lo, hi = math.Min(lo, v), math.Max(hi, v)
	}
	if lo == hi {
		return nil, fmt.Errorf("min-max normalization: %w: x is constant, so x_max − x_min = 0", ErrUndefined)
	}
	h := 1.0
	if math.IsInf(hi-lo, 1) {
		h = 0.5
	}
	r := hi*h - lo*h
	out := make([]float64, len(x))
	for i, v := range x {
		out[i] = (v*h - lo*h) / r
	}
	return out, nil
}

// neumaierAdd adds v to the compensated sum s + c (Neumaier's step), in
// the precision of its arguments.
func neumaierAdd[F Float](s, c, v F) (F, F) {
	t := s + v
	if absIn(s) >= absIn(v) {
		c += (s - t) + v
	} else {
		c += (v - t) + s
	}
	return t, c
}

// absIn is |x| in F.
func absIn[F Float](x F) F {
	if x < 0 {
		return -x
	}
	return x
}

// neumaierLanes returns the compensated sum of x (non-empty) as sum + c,
// accumulated in four interleaved lanes then combined, and the minimum and
// maximum of x. Each lane collects in c the exact rounding error of each
// addition, as Neumaier's sum does.
func neumaierLanes(x []float64) (sum, c, lo, hi float64) {
	lo, hi = x[0], x[0]
	var s0, s1, s2, s3, c0, c1, c2, c3 float64
	i := 0
	for ; i+4 <= len(x); i += 4 {
		v := x[i : i+4 : i+4]
		v0, v1, v2, v3 := v[0], v[1], v[2], v[3]
		if v0 < lo {
			lo = v0
		} else if v0 > hi {
			hi = v0
		}
		if v1 < lo {
			lo = v1
		} else if v1 > hi {
			hi = v1
		}
		if v2 < lo {
			lo = v2
		} else if v2 > hi {
			hi = v2
		}
		if v3 < lo {
			lo = v3
		} else if v3 > hi {
			hi = v3
		}
		// Knuth's TwoSum: the exact rounding error of s + v, the term
		// Neumaier's branch picks, without the comparison of |s| and |v|
		// (math.Abs goes through the integer registers).
		t0, t1, t2, t3 := s0+v0, s1+v1, s2+v2, s3+v3
		z0, z1, z2, z3 := t0-s0, t1-s1, t2-s2, t3-s3
		c0 += (s0 - (t0 - z0)) + (v0 - z0)
		c1 += (s1 - (t1 - z1)) + (v1 - z1)
		c2 += (s2 - (t2 - z2)) + (v2 - z2)
		c3 += (s3 - (t3 - z3)) + (v3 - z3)
		s0, s1, s2, s3 = t0, t1, t2, t3
	}
	for ; i < len(x); i++ {
		v := x[i]
		if v < lo {
			lo = v
		} else if v > hi {
			hi = v
		}
		s0, c0 = neumaierAdd(s0, c0, v)
	}
	sum, c = s0, c0+c1+c2+c3
	sum, c = neumaierAdd(sum, c, s1)
	sum, c = neumaierAdd(sum, c, s2)
	sum, c = neumaierAdd(sum, c, s3)
	return sum, c, lo, hi
}

// sumRange is neumaierLanes (the compensated sum of a non-empty x as
// sum + c, its minimum and maximum) by the AVX-512 or AVX2 kernel where
// there is one: 32 or 16 lanes of Knuth's TwoSum, each collecting the
// exact rounding error of its additions, joined by TwoSum, then the
// remaining entries. Its error is that of Neumaier's sum, |sum + c − S| ≤
// u|S| + γ_n²·Σ|x_i| (Ogita, Rump and Oishi's bound for Sum2; γ_n =
// nu/(1 − nu), u = 2^-53), whatever the number of lanes.
func sumRange(x []float64) (sum, c, lo, hi float64) {
	switch {
	case useAVX512 && len(x) >= 32:
		return sumRange512(x)
	case useAVX2 && len(x) >= 16:
		return sumRange256(x)
	}
	return neumaierLanes(x)
}

// addRange adds the entries of x, a kernel's leftover, to the compensated
// sum sum + c and widens [lo, hi] to them.
func addRange(x []float64, sum, c, lo, hi float64) (float64, float64, float64, float64) {
	for _, v := range x {
		if v < lo {
			lo = v
		} else if v > hi {
			hi = v
		}
		sum, c = neumaierAdd(sum, c, v)
	}
	return sum, c, lo, hi
}

// sumRange256 is sumRange by the AVX2 kernel: sixteen TwoSum lanes.
func sumRange256(x []float64) (sum, c, lo, hi float64) {
	var acc [16]float64
	for i := 8; i < 16; i++ {
		acc[i] = x[0]
	}
	m := len(x) &^ 15
	sumRangeAVX2(x[:m], &acc)
	sum, c, lo, hi = acc[0], acc[4]+acc[5]+acc[6]+acc[7], acc[8], acc[12]
	for i := 1; i < 4; i++ {
		sum, c = neumaierAdd(sum, c, acc[i])
		lo, hi = min(lo, acc[8+i]), max(hi, acc[12+i])
	}
	return addRange(x[m:], sum, c, lo, hi)
}

// sumRange512 is sumRange by the AVX-512 kernel: thirty-two TwoSum lanes.
func sumRange512(x []float64) (sum, c, lo, hi float64) {
	var acc [32]float64
	for i := 16; i < 32; i++ {
		acc[i] = x[0]
	}
	m := len(x) &^ 31
	sumRangeAVX512(x[:m], &acc)
	sum, c, lo, hi = acc[0], 0, acc[16], acc[24]
	for i := 8; i < 16; i++ {
		c += acc[i]
	}
	for i := 1; i < 8; i++ {
		sum, c = neumaierAdd(sum, c, acc[i])
		lo, hi = min(lo, acc[16+i]), max(hi, acc[24+i])
	}
	return addRange(x[m:], sum, c, lo, hi)
}

// neumaierSplit is neumaierSum (k = 0) of a long x, in chunks of chunkLen
// shared with a helper (runChunks) and joined in order by Neumaier's
// addition: the chunks' compensated sums carry their rounding errors, so
// the bound is sumRange's.
func neumaierSplit(x []float64) (sum, c, lo, hi float64) {
	j := runChunks(neumaierChunk, chunksOf(x), x, nil, [6]float64{})
	parts := j.parts
	sum, c, lo, hi = parts[0][0], parts[0][1], parts[0][2], parts[0][3]
	for _, p := range parts[1:] {
		sum, c = neumaierAdd(sum, c+p[1], p[0])
		lo, hi = min(lo, p[2]), max(hi, p[3])
	}
	j.release()
	return sum, c, lo, hi
}

func neumaierChunk(j *halfJob, k int) {
	p := &j.parts[k]
	p[0], p[1], p[2], p[3] = sumRange(chunkOf(j.x, k))
}

// sumSquaresLanes returns Σ d_i and Σ d_i² over x, in two lanes; the
// squares are summed with compensation (see sumSquares), each lane
// collecting the exact rounding errors of its additions (Knuth's TwoSum,
// written out). Two lanes keep the six sums and the temporaries in
// registers, which four lanes did not.
func (d deviations) sumSquaresLanes(x []float64) (s, s2 float64) {
	var a0, a1, b0, b1, c0, c1 float64
	mh, inv := d.mh, d.inv
	i := 0
	if d.h == 1 { // v·1 − μ is v − μ: the same value, one product less
		for ; i+2 <= len(x); i += 2 {
			e0, e1 := (x[i]-mh)*inv, (x[i+1]-mh)*inv
			a0, a1 = a0+e0, a1+e1
			q0, q1 := e0*e0, e1*e1
			t0, t1 := b0+q0, b1+q1
			z0, z1 := t0-b0, t1-b1
			c0 += (b0 - (t0 - z0)) + (q0 - z0)
			c1 += (b1 - (t1 - z1)) + (q1 - z1)
			b0, b1 = t0, t1
		}
	}
	for ; i < len(x); i++ {
		e := d.of(x[i])
		a0 += e
		var r float64
		b0, r = twoSum(b0, e*e)
		c0 += r
	}
	hi, lo := twoSum(b0, b1)
	return a0 + a1, hi + (lo + c0 + c1)
}

// sumSquaresFast is sumSquaresLanes by the AVX2 kernel where there is one
// (for h = 1): eight lanes of Σ d_i and of the compensated Σ d_i², joined
// by TwoSum, then the remaining entries.
func (d deviations) sumSquaresFast(x []float64) (s, s2 float64) {
	if !useAVX2 || d.h != 1 || len(x) < 8 {
		return d.sumSquaresLanes(x)
	}
	var acc [12]float64
	m := len(x) &^ 7
	sumSquaresAVX2(x[:m], d.mh, d.inv, &acc)
	s = (acc[0] + acc[1]) + (acc[2] + acc[3])
	b, c := acc[4], acc[8]+acc[9]+acc[10]+acc[11]
	for i := 5; i < 8; i++ {
		var r float64
		b, r = twoSum(b, acc[i])
		c += r
	}
	ts, ts2 := d.sumSquaresLanes(x[m:])
	b, r := twoSum(b, ts2)
	return s + ts, b + (c + r)
}

func sumSquaresHalf(j *halfJob) {
	d := deviations{h: j.arg[0], mh: j.arg[1], inv: j.arg[2]}
	j.res[0], j.res[1] = d.sumSquaresFast(j.x)
}

// sumSquaresSplit is sumSquares for a long x, split in two halves.
func (d deviations) sumSquaresSplit(x []float64) float64 {
	j, h := startHalf(sumSquaresHalf, x, nil, nil, [6]float64{d.h, d.mh, d.inv})
	s, s2 := d.sumSquaresFast(x[:h])
	j.wait()
	s += j.res[0]
	s2 += j.res[1]
	j.release()
	return math.Max(0, s2-s*s/float64(len(x)))
}

// compensated is a running compensated sum: each addition's exact rounding
// error is collected (Knuth's TwoSum) and added back at the end, so the sum
// is within an ulp or two of the exact sum of its terms whatever their
// number. A plain left-to-right sum of n terms errs by up to n/2 ulps, and
// does err by hundreds of ulps on 10⁴ terms of a few distinct sizes, where
// the same roundings recur instead of cancelling (NumPy's pairwise sums are
// within an ulp or two there).
type compensated struct{ s, c float64 }

func (k *compensated) add(v float64) {
	var e float64
	k.s, e = twoSum(k.s, v)
	k.c += e
}

// sum returns the sum; ±Inf when it overflowed (the errors are then NaN).
func (k compensated) sum() float64 {
	if math.IsInf(k.s, 0) {
		return k.s
	}
	return k.s + k.c
}
