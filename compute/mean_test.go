package compute

import (
	"math"
	"math/big"
	"testing"
)

// TestMeanStaysInRange checks the property meanPairMax rests on, without
// a clamp: the mean of a constant sample is the constant, and that of a
// sample of two neighbouring doubles is one of them, at every length
// through the kernel's tails, the chunked path included.
func TestMeanStaysInRange(t *testing.T) {
	values := []float64{0.1, -3.7, 1.0 / 3, 1e-300, 5e-324, 1e308 / 3, 123456789.123}
	lengths := []int{1, 2, 3, 31, 32, 33, 63, 1000, parallelMin - 1, parallelMin, 3*chunkLen + 17}
	for _, v := range values {
		for _, n := range lengths {
			x := make([]float64, n)
			for i := range x {
				x[i] = v
			}
			if got, err := ArithmeticMean(x); err != nil || got != v {
				t.Errorf("mean of %d × %v = %v, %v; want %v", n, v, got, err, v)
			}
			up := math.Nextafter(v, math.Inf(1))
			for i := 0; i < n; i += 3 {
				x[i] = up
			}
			if got, err := ArithmeticMean(x); err != nil || (got != v && got != up) {
				t.Errorf("mean of %d entries of %v and %v = %v, %v; want one of them", n, v, up, got, err)
			}
		}
	}
}

// TestDivideSum checks divideSum against exact quotients from math/big
// (exactQuotient): (s + c)/n rounded once. Rounding
// s + c to a double before dividing misses the first by an ulp.
func TestDivideSum(t *testing.T) {
	cases := []struct{ s, c, n float64 }{
		{1, 4e-17, 3}, // 1 + 4e-17 rounds to 1, and 1/3 rounds down; (1 + 4e-17)/3 rounds up
		{10, -3e-16, 7},
		{1e16, 1, 3},
		{2, math.Nextafter(0, 1), 2},
		{123456789, 1e-9, 1000003},
	}
	for _, k := range cases {
		want := exactQuotient(k.s, k.c, k.n)
		if got := divideSum(k.s, k.c, k.n); got != want {
			t.Errorf("divideSum(%v, %v, %v) = %v, want %v", k.s, k.c, k.n, got, want)
		}
	}
}

// TestSumPairMatchesRange checks the kernel without the range against the
// one with it, which TestSumRangeMatchesLanes checks against the Go
// lanes: the pair must be the same sum to the last bit of sum + c.
func TestSumPairMatchesRange(t *testing.T) {
	for _, n := range []int{1, 31, 32, 33, 95, 1000, 4097} {
		x := statBenchSample(n, uint64(n))
		s, c := sumPair(x)
		s2, c2, _, _ := sumRange(x)
		if a, b := s+c, s2+c2; math.Abs(a-b) > math.Abs(b)*0x1p-52 {
			t.Errorf("n=%d: sumPair %v, sumRange %v", n, a, b)
		}
	}
}

// exactQuotient returns (s + c)/n rounded once to nearest, from math/big.
func exactQuotient(s, c, n float64) float64 {
	q := new(big.Rat).Add(new(big.Rat).SetFloat64(s), new(big.Rat).SetFloat64(c))
	q.Quo(q, new(big.Rat).SetFloat64(n))
	f, _ := q.Float64()
	return f
}
