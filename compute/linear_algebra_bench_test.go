package compute

import (
	"os"
	"testing"

	"eqx/internal/openblas"
)

// skipLarge skips a benchmark of 2000 × 2000, which takes from 21 s (PCA)
// to 174 s (SVD) a call on gonum alone, unless the build has OpenBLAS or
// EQX_BENCH_LARGE is set (scripts/numpy_bench.py sets it to time the
// pure-Go build beside the OpenBLAS one).
func skipLarge(b *testing.B, n int) {
	if n >= 1000 && !openblas.Available && os.Getenv("EQX_BENCH_LARGE") == "" {
		b.Skip("2000 × 2000 on gonum alone takes up to 3 minutes a call: EQX_BENCH_LARGE=1 to run it")
	}
}

// laBenchMatrix returns a deterministic m × n matrix with entries in
// [−1, 1) from a linear congruential sequence.
func laBenchMatrix(m, n int, symmetric bool) [][]float64 {
	A := make([][]float64, m)
	seed := uint32(2024)
	for i := range A {
		A[i] = make([]float64, n)
		for j := range A[i] {
			seed = seed*1664525 + 1013904223
			A[i][j] = float64(seed)/(1<<31) - 1
		}
	}
	if symmetric {
		for i := range A {
			for j := range i {
				A[i][j] = A[j][i]
			}
		}
	}
	return A
}

// The interactive sizes are what a page edits (2 × 2 to 3 × 3); the batch
// sizes are a PCA of a few hundred features.
func BenchmarkEigenDecompose(b *testing.B) {
	for _, bench := range []struct {
		name      string
		n         int
		symmetric bool
	}{
		{"3x3", 3, false},
		{"3x3-symmetric", 3, true},
		{"200x200", 200, false},
		{"500x500-symmetric", 500, true},
		// The sizes of a large uploaded dataset.
		{"2000x2000", 2000, false},
		{"2000x2000-symmetric", 2000, true},
	} {
		b.Run(bench.name, func(b *testing.B) {
			skipLarge(b, bench.n)
			A := laBenchMatrix(bench.n, bench.n, bench.symmetric)
			for b.Loop() {
				if _, err := EigenDecompose(A); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkSingularValueDecomposition(b *testing.B) {
	for _, bench := range []struct {
		name string
		m, n int
		full bool
	}{
		{"3x2-full", 3, 2, true},
		{"500x500-thin", 500, 500, false},
		{"1000x50-thin", 1000, 50, false},
		{"2000x2000-thin", 2000, 2000, false},
	} {
		b.Run(bench.name, func(b *testing.B) {
			skipLarge(b, min(bench.m, bench.n))
			A := laBenchMatrix(bench.m, bench.n, false)
			for b.Loop() {
				if _, err := SingularValueDecomposition(A, bench.full); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
