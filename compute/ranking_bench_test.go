package compute

import (
	"math/rand/v2"
	"testing"
)

// rankingBenchData returns n labels and noisy scores that depend on them,
// rounded to 3 decimals so that ties occur, from a fixed seed.
func rankingBenchData(n int) (y, s []float64) {
	rng := rand.New(rand.NewPCG(1, 2))
	y, s = make([]float64, n), make([]float64, n)
	for i := range n {
		if rng.IntN(3) == 0 {
			y[i] = 1
		}
		s[i] = float64(int((rng.NormFloat64()+y[i])*1000)) / 1000
	}
	return y, s
}

func benchmarkROCAUC(b *testing.B, n int) {
	y, s := rankingBenchData(n)
	b.ResetTimer()
	for b.Loop() {
		if _, err := ROCAUC(y, s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkROCAUC1e3(b *testing.B) { benchmarkROCAUC(b, 1_000) }
func BenchmarkROCAUC1e6(b *testing.B) { benchmarkROCAUC(b, 1_000_000) }

func benchmarkAveragePrecision(b *testing.B, n int) {
	y, s := rankingBenchData(n)
	b.ResetTimer()
	for b.Loop() {
		if _, err := AveragePrecision(y, s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAveragePrecision1e3(b *testing.B) { benchmarkAveragePrecision(b, 1_000) }
func BenchmarkAveragePrecision1e6(b *testing.B) { benchmarkAveragePrecision(b, 1_000_000) }
