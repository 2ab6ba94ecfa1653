package compute

import (
	"fmt"
	"math"
)

// ArithmeticMean returns the arithmetic mean μ = (1/n) Σ x_i.
//
// The sum is compensated, and rescaled when it would overflow, so the mean
// of [1e308, 1e308] is 1e308, not +Inf. The mean is ±Inf when x holds
// infinities of one sign, and undefined (an error) for both signs or a NaN.
// x must not be empty. The mean lies between the smallest and the largest
// entry; the mean of a constant sample is that constant.
//
// Accuracy: the sum is Neumaier's compensated sum (TwoSum lanes; AVX-512
// or AVX2 where the CPU has them, the same algorithm in Go elsewhere),
// kept as the unrounded pair sum + c, and divided by n as a pair
// (divideSum), so |μ̂ − μ| ≤ u|μ| + 2(nu)²·(1/n)Σ|x_i| with u = 2^-53
// (plus half a subnormal ulp): within an ulp unless the data cancel
// beyond 1/(nu)², where NumPy's pairwise bound, ≈ (log₂ n)·u·(1/n)Σ|x_i|,
// is already far looser (the mean of [1e16, 1, −1e16] is 1/3 here, 0 in
// NumPy). Tested against exact sums on cancelling, many-magnitude,
// subnormal, offset and overflowing inputs (reduce_ref_test.go).
func ArithmeticMean(x []float64) (float64, error) {
	if n := len(x); n > 0 && n <= meanPairMax {
		var s, c float64
		if n >= parallelMin {
			s, c = sumSplit(x)
		} else {
			s, c = sumPair(x)
		}
		if t := s + c; t-t == 0 { // finite: no NaN, no infinity, no overflow
			return divideSum(s, c, float64(n)), nil
		}
	}
	// Infinities, NaN, an overflowing sum, or more than meanPairMax
	// entries: the sum with the range, rescaled when it overflows and
	// clamped to the range.
	m, _, _, err := meanRange("x", x)
	if err != nil {
		return 0, fmt.Errorf("mean: %w", err)
	}
	return m, nil
}

// meanPairMax is the largest n whose mean divideSum keeps within the
// sample's range without clamping it. The pair sum + c errs by at most
// (nu)²·Σ|x_i|, so for n ≤ 2^24 the quotient errs by less than a quarter
// of an ulp of μ before its last rounding, and rounding to nearest cannot
// cross the smallest or the largest entry, each within the sample's
// range of μ and a double itself. A constant sample's mean is then the
// constant exactly. Longer samples take meanRange, which finds the range
// and clamps to it.
const meanPairMax = 1 << 24

// divideSum returns (s + c)/n for a compensated sum s + c (|c| at most an
// ulp or so of s): the quotient q of s, corrected by the exact remainder
// s − q·n (a fused multiply-add gives it exactly) and c, rounded once more.
// The result is (s + c)/n within half an ulp and a relative u², where
// rounding s + c first, then dividing, errs by up to two half-ulps.
func divideSum(s, c, n float64) float64 {
	q := s / n
	r := math.FMA(-q, n, s) + c
	return q + r/n
}

// sumPair returns the compensated sum of a non-empty x as sum + c, by the
// AVX-512 kernel without the range where the CPU has it, else by sumRange.
func sumPair(x []float64) (sum, c float64) {
	if !useAVX512 || len(x) < 32 {
		sum, c, _, _ = sumRange(x)
		return sum, c
	}
	var acc [16]float64
	m := len(x) &^ 31
	sumAVX512(x[:m], &acc)
	return sumTail(x[m:], acc)
}

// sumTail joins the kernel's lanes and adds the entries it left.
func sumTail(rest []float64, acc [16]float64) (sum, c float64) {
	sum = acc[0]
	for i := 8; i < 16; i++ {
		c += acc[i]
	}
	for i := 1; i < 8; i++ {
		sum, c = neumaierAdd(sum, c, acc[i])
	}
	for _, v := range rest {
		sum, c = neumaierAdd(sum, c, v)
	}
	return sum, c
}

// sumSplit is sumPair of a long x, in chunks shared with the helper
// (runChunks), joined in order by Neumaier's addition.
func sumSplit(x []float64) (sum, c float64) {
	j := runChunks(sumChunk, chunksOf(x), x, nil, [6]float64{})
	sum, c = j.parts[0][0], j.parts[0][1]
	for _, p := range j.parts[1:] {
		sum, c = neumaierAdd(sum, c+p[1], p[0])
	}
	j.release()
	return sum, c
}

func sumChunk(j *halfJob, k int) {
	p := &j.parts[k]
	p[0], p[1] = sumPair(chunkOf(j.x, k))
}
