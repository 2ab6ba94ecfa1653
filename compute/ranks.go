package compute

import (
	"fmt"
	"math"
)

// Ranks returns the 1-based ranks of x with ties given the mean of the ranks
// they span (scipy.stats.rankdata's "average" method): the ranks of
// [10, 20, 20, 30] are [1, 2.5, 2.5, 4]. −0 and +0 tie; infinities rank
// like any other value; NaN has no rank and is an error.
//
// It sorts with an LSD radix sort on order-preserving integer keys, O(n)
// passes over the data, so 10⁶ values take tens of milliseconds.
func Ranks(x []float64) ([]float64, error) {
	for i, v := range x {
		if math.IsNaN(v) {
			return nil, fmt.Errorf("ranks: entry %d is NaN, which has no rank", i+1)
		}
	}
	keys, order := radixOrder(x)
	r := make([]float64, len(x))
	for lo := 0; lo < len(keys); {
		hi := lo + 1
		for hi < len(keys) && keys[hi] == keys[lo] {
			hi++
		}
		// Positions lo … hi−1 hold ranks lo+1 … hi; their mean is exact.
		avg := float64(lo+1+hi) / 2
		for _, i := range order[lo:hi] {
			r[i] = avg
		}
		lo = hi
	}
	return r, nil
}

// sortKey maps a non-NaN float64 to a uint64 with the same order: the sign
// bit is flipped for positive numbers and every bit for negative ones. −0
// is mapped like +0, so that equal values have equal keys.
func sortKey(v float64) uint64 {
	if v == 0 {
		v = 0 // −0 → +0
	}
	b := math.Float64bits(v)
	if b>>63 == 1 {
		return ^b
	}
	return b | 1<<63
}

// radixOrder returns the sort keys of x in ascending order and, for each
// sorted position, the index of its value in x. The sort is stable: an LSD
// radix sort by bytes, which skips the bytes that all keys share (the
// exponent bytes of data of one magnitude). x must not hold NaN.
func radixOrder(x []float64) (keys []uint64, order []int) {
	n := len(x)
	keys, order = make([]uint64, n), make([]int, n)
	var counts [8][256]int
	for i, v := range x {
		k := sortKey(v)
		keys[i], order[i] = k, i
		for b := range 8 {
			counts[b][byte(k>>(8*b))]++
		}
	}
	keys2, order2 := make([]uint64, n), make([]int, n)
	for b := range 8 {
		shift := 8 * b
		count := &counts[b]
		if n == 0 || count[byte(keys[0]>>shift)] == n {
			continue // every key has this byte
		}
		pos := 0
		for d, c := range count {
			count[d] = pos
			pos += c
		}
		for i, k := range keys {
			d := byte(k >> shift)
			j := count[d]
			count[d]++
			keys2[j], order2[j] = k, order[i]
		}
		keys, keys2 = keys2, keys
		order, order2 = order2, order
	}
	return keys, order
}
