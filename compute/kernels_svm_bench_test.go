package compute

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// kernelBenchPoints returns n points of ℝ^d with normal coordinates, from a
// fixed seed.
func kernelBenchPoints(n, d int) [][]float64 {
	rnd := rand.New(rand.NewPCG(9, 10))
	X := make([][]float64, n)
	for i := range X {
		X[i] = make([]float64, d)
		for j := range X[i] {
			X[i][j] = rnd.NormFloat64()
		}
	}
	return X
}

func BenchmarkGramMatrix(b *testing.B) {
	for _, n := range []int{100, 2000} {
		X := kernelBenchPoints(n, 2)
		for _, k := range []struct {
			name string
			kind KernelKind
		}{{"linear", KernelLinear}, {"quadratic", KernelQuadratic}, {"gaussian", KernelGaussian}} {
			b.Run(k.name+"/n="+strconv.Itoa(n), func(b *testing.B) {
				for b.Loop() {
					K, err := GramMatrix(X, k.kind, 1)
					if err != nil {
						b.Fatal(err)
					}
					kernelBenchSink = K
				}
			})
		}
	}
}

// kernelBenchSink keeps the compiler from discarding benchmarked results.
var kernelBenchSink *mat.SymDense
