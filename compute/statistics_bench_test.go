package compute

import (
	"math/rand/v2"
	"testing"
)

// statBenchSample returns n normal values around 1e9, from a fixed seed: a
// large offset, the case the two-pass variance exists for.
func statBenchSample(n int, seed uint64) []float64 {
	rng := rand.New(rand.NewPCG(seed, 7))
	x := make([]float64, n)
	for i := range x {
		x[i] = 1e9 + rng.NormFloat64()
	}
	return x
}

func BenchmarkArithmeticMean1e6(b *testing.B) {
	x := statBenchSample(1_000_000, 1)
	b.ResetTimer()
	for b.Loop() {
		if _, err := ArithmeticMean(x); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkVariance1e6(b *testing.B) {
	x := statBenchSample(1_000_000, 1)
	b.ResetTimer()
	for b.Loop() {
		if _, err := Variance(x, 1); err != nil {
			b.Fatal(err)
		}
	}
}

func benchmarkSpearman(b *testing.B, n int) {
	x, y := statBenchSample(n, 1), statBenchSample(n, 2)
	for i := range y {
		y[i] += x[i] // correlated
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := SpearmanCorrelation(x, y); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSpearman1e3(b *testing.B) { benchmarkSpearman(b, 1_000) }
func BenchmarkSpearman1e6(b *testing.B) { benchmarkSpearman(b, 1_000_000) }

func BenchmarkPearson1e6(b *testing.B) {
	x, y := statBenchSample(1_000_000, 1), statBenchSample(1_000_000, 2)
	b.ResetTimer()
	for b.Loop() {
		if _, err := PearsonCorrelation(x, y); err != nil {
			b.Fatal(err)
		}
	}
}
