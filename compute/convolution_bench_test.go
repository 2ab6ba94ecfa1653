package compute

import (
	"math/rand/v2"
	"testing"
)

// sinkConvMap keeps the compiler from discarding benchmarked feature maps.
var sinkConvMap [][]float64

// benchImage returns an r×c image of uniform draws from a fixed seed.
func benchImage(r, c int, seed uint64) [][]float64 {
	rnd := rand.New(rand.NewPCG(seed, 11))
	m := make([][]float64, r)
	for i := range m {
		m[i] = make([]float64, c)
		for j := range m[i] {
			m[i][j] = rnd.Float64()
		}
	}
	return m
}

func benchmarkConvolve2D(b *testing.B, n int, mode ConvMode) {
	X, W := benchImage(n, n, 1), benchImage(3, 3, 2)
	b.ReportAllocs()
	for b.Loop() {
		out, err := Convolve2D(X, W, mode)
		if err != nil {
			b.Fatal(err)
		}
		sinkConvMap = out
	}
}

// The interactive size: a small paintable image.
func BenchmarkConvolve2D16x16(b *testing.B) { benchmarkConvolve2D(b, 16, ConvValid) }

// The batch size: a megapixel image.
func BenchmarkConvolve2D1000x1000(b *testing.B)     { benchmarkConvolve2D(b, 1000, ConvValid) }
func BenchmarkConvolve2D1000x1000Same(b *testing.B) { benchmarkConvolve2D(b, 1000, ConvSame) }

func BenchmarkImageGradient1000x1000(b *testing.B) {
	X := benchImage(1000, 1000, 3)
	b.ReportAllocs()
	for b.Loop() {
		g, _, err := ImageGradient(X, ConvValid)
		if err != nil {
			b.Fatal(err)
		}
		sinkConvMap = g
	}
}

func BenchmarkMaxPool2D1000x1000(b *testing.B) {
	X := benchImage(1000, 1000, 4)
	b.ReportAllocs()
	for b.Loop() {
		out, err := MaxPool2D(X, Pool2D{2, 2, 2, 2})
		if err != nil {
			b.Fatal(err)
		}
		sinkConvMap = out
	}
}

// One point of the continuous convolution; a curve plot evaluates 201.
func BenchmarkConvolveContinuousGaussExp(b *testing.B) {
	f, _ := GaussianSignal(1)
	g, _ := ExponentialSignal(2)
	b.ReportAllocs()
	var s float64
	for b.Loop() {
		v, err := ConvolveContinuous(f, g, 0.7)
		if err != nil {
			b.Fatal(err)
		}
		s += v
	}
	sinkFloat = s
}
