package compute

import (
	"math"
	"testing"
)

// TestRowPassesMatchLoops checks the vector passes of rows.go against the
// plain loops, bit for bit, on every length to 40 (the kernels' tails)
// and at every position of the largest entry.
func TestRowPassesMatchLoops(t *testing.T) {
	for n := 1; n <= 40; n++ {
		x := statBenchSample(n, uint64(n))
		for i := range x {
			x[i] -= 1e9 // values near 0, of both signs
		}
		for top := range n {
			y := append([]float64(nil), x...)
			y[top] = 7
			if got := rowMax(y); got != 7 {
				t.Fatalf("rowMax, n=%d, largest at %d: %v, want 7", n, top, got)
			}
		}
		const a, s = -0.3, 3.7 // neither exact in binary: the roundings show
		shifted := make([]float64, n)
		addScalar(shifted, x, a)
		divided := append([]float64(nil), x...)
		divScalar(divided, s)
		for i, v := range x {
			if math.Float64bits(shifted[i]) != math.Float64bits(v+a) {
				t.Errorf("addScalar, n=%d, entry %d: %v, want %v", n, i, shifted[i], v+a)
			}
			if math.Float64bits(divided[i]) != math.Float64bits(v/s) {
				t.Errorf("divScalar, n=%d, entry %d: %v, want %v", n, i, divided[i], v/s)
			}
		}
	}
	if got := rowMax([]float64{-3, math.Inf(-1), -2}); got != -2 {
		t.Errorf("rowMax with −Inf: %v, want -2", got)
	}
}
