package compute

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// Sinks keep the compiler from discarding benchmarked results.
var (
	sinkFloat float64
	sinkVec   []float64
)

const bigN = 1_000_000

// benchVectors returns two vectors of n normal draws, from a fixed seed.
func benchVectors(n int) (x, y []float64) {
	rnd := rand.New(rand.NewPCG(3, 4))
	x = make([]float64, n)
	y = make([]float64, n)
	for i := range x {
		x[i] = rnd.NormFloat64()
		y[i] = rnd.NormFloat64()
	}
	return x, y
}

// benchProbabilities returns two probability vectors of length n, each
// summing to 1 within rounding.
func benchProbabilities(n int) (p, q []float64) {
	rnd := rand.New(rand.NewPCG(5, 6))
	p = make([]float64, n)
	q = make([]float64, n)
	var sp, sq float64
	for i := range p {
		p[i] = rnd.Float64() + 0.1
		q[i] = rnd.Float64() + 0.1
		sp += p[i]
		sq += q[i]
	}
	for i := range p {
		p[i] /= sp
		q[i] /= sq
	}
	return p, q
}

func BenchmarkSigmoid(b *testing.B) {
	zs := []float64{-800, -40, -1, 0, 1, 40, 800, 0.5}
	var s float64
	for i := 0; b.Loop(); i++ {
		s += Sigmoid(zs[i&7])
	}
	sinkFloat = s
}

func BenchmarkSoftmax(b *testing.B) {
	for _, n := range []int{10, bigN} {
		z, _ := benchVectors(n)
		dst := make([]float64, n)
		b.Run("n="+strconv.Itoa(n), func(b *testing.B) {
			for b.Loop() {
				var err error
				sinkVec, err = Softmax(dst, z, 1)
				if err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkMSE(b *testing.B) {
	y, yHat := benchVectors(bigN)
	for b.Loop() {
		sinkFloat, _ = MSE(y, yHat)
	}
}

// BenchmarkMSEScaled measures the slow path taken when the plain sum of
// squares overflows.
func BenchmarkMSEScaled(b *testing.B) {
	y, yHat := benchVectors(bigN)
	for i := range y {
		y[i] *= 1e154
	}
	for b.Loop() {
		sinkFloat, _ = MSE(y, yHat)
	}
}

func BenchmarkBinaryCrossEntropy(b *testing.B) {
	p, _ := benchProbabilities(bigN)
	y := make([]float64, bigN)
	for i := range y {
		y[i] = float64(i & 1)
		p[i] *= bigN / 2 // spread over (0, 1)
		if p[i] > 1 {
			p[i] = 1
		}
	}
	for b.Loop() {
		sinkFloat, _ = BinaryCrossEntropy(y, p, Mean)
	}
}

func BenchmarkEntropy(b *testing.B) {
	p, _ := benchProbabilities(bigN)
	for b.Loop() {
		sinkFloat, _ = Entropy(p, 2)
	}
}

func BenchmarkKLDivergence(b *testing.B) {
	p, q := benchProbabilities(bigN)
	for b.Loop() {
		sinkFloat, _ = KLDivergence(p, q)
	}
}

func BenchmarkEuclideanDistance(b *testing.B) {
	x, y := benchVectors(bigN)
	for b.Loop() {
		sinkFloat, _ = EuclideanDistance(x, y)
	}
}

func BenchmarkGaussianPDF(b *testing.B) {
	xs := []float64{-3, -1, 0, 0.5, 1, 2, 10, 40}
	var s float64
	for i := 0; b.Loop(); i++ {
		v, _ := GaussianPDF(xs[i&7], 0.5, 1.5)
		s += v
	}
	sinkFloat = s
}
