//go:build amd64 && !purego

package compute

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestExpAVX2MatchesGo: the four-lane exponential (exp_amd64.s) gives the
// Go loop's results bit for bit, so that the server and js/wasm (which
// runs the Go loop) agree, on inputs across the straight-line range and
// groups holding the entries it leaves to the Go loop (specials, the edges
// of the range), in place and not, at every alignment of the tail.
func TestExpAVX2MatchesGo(t *testing.T) {
	if !useAVX2 {
		t.Skip("the CPU has no AVX2")
	}
	rnd := rand.New(rand.NewPCG(5, 6))
	x := make([]float64, 0, 1<<17)
	for range 1 << 16 {
		x = append(x, (rnd.Float64()*2-1)*709)
	}
	for range 1 << 15 {
		x = append(x, rnd.NormFloat64()*4)
	}
	for range 1 << 14 {
		x = append(x, rnd.Float64()*-30)
	}
	// Specials scattered among ordinary entries.
	specials := []float64{math.NaN(), math.Inf(1), math.Inf(-1), -700, 709, -700.0000001, 708.9999999, -745.2, 710, 0, math.Copysign(0, -1), 1e-300}
	for i, v := range specials {
		x[97*i+3] = v
	}
	for _, n := range []int{len(x), len(x) - 1, len(x) - 2, len(x) - 3, 7, 3} {
		in := x[:n]
		want := make([]float64, n)
		expSliceGo(want, in)
		got := make([]float64, n)
		expSlice(got, in)
		inPlace := append([]float64(nil), in...)
		expSlice(inPlace, inPlace)
		for i := range want {
			if !sameFloat(got[i], want[i]) || !sameFloat(inPlace[i], want[i]) {
				t.Fatalf("n = %d: e^%v: AVX2 %v (in place %v), Go %v", n, in[i], got[i], inPlace[i], want[i])
			}
		}
	}
}

// TestDiffSquaresAVX2MatchesGo: the eight-lane compensated sum of squared
// differences in AVX2 (reduce_amd64.s) gives diffSquaresGo's lanes bit
// for bit, so that EuclideanDistance is the same on the server and in
// js/wasm, on differences of many magnitudes.
func TestDiffSquaresAVX2MatchesGo(t *testing.T) {
	if !useAVX2 {
		t.Skip("the CPU has no AVX2")
	}
	rnd := rand.New(rand.NewPCG(7, 8))
	a, b := make([]float64, 4096), make([]float64, 4096)
	for i := range a {
		a[i] = rnd.NormFloat64() * math.Ldexp(1, rnd.IntN(60)-30)
		b[i] = rnd.NormFloat64()
	}
	var got, want [16]float64
	got[3], want[3] = 1e-3, 1e-3 // a running sum carried in
	diffSquaresAVX2(a, b, &got)
	diffSquaresGo(a, b, &want)
	for k := range got {
		if got[k] != want[k] {
			t.Errorf("acc[%d]: AVX2 %v, Go %v", k, got[k], want[k])
		}
	}
}
