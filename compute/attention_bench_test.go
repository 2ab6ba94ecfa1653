package compute

import (
	"math/rand/v2"
	"testing"
)

// benchTokens returns n rows of d normal draws from a fixed seed.
func benchTokens(n, d int, seed uint64) [][]float64 {
	rnd := rand.New(rand.NewPCG(seed, 13))
	m := make([][]float64, n)
	for i := range m {
		m[i] = make([]float64, d)
		for j := range m[i] {
			m[i][j] = rnd.NormFloat64()
		}
	}
	return m
}

func benchmarkAttention(b *testing.B, n, d int) {
	Q, K, V := benchTokens(n, d, 1), benchTokens(n, d, 2), benchTokens(n, d, 3)
	b.ReportAllocs()
	for b.Loop() {
		out, _, err := ScaledDotProductAttention(Q, K, V, true)
		if err != nil {
			b.Fatal(err)
		}
		sinkConvMap = out
	}
}

// The interactive size: 4 tokens of width 8.
func BenchmarkAttention4x8(b *testing.B) { benchmarkAttention(b, 4, 8) }

// The batch size: 512 tokens of width 64.
func BenchmarkAttention512x64(b *testing.B) { benchmarkAttention(b, 512, 64) }

func benchHeads(h, dModel, dk int, seed uint64) [][][]float64 {
	w := make([][][]float64, h)
	for i := range w {
		w[i] = benchTokens(dModel, dk, seed+uint64(i))
	}
	return w
}

func benchmarkMultiHead(b *testing.B, n, dModel, h int) {
	X := benchTokens(n, dModel, 1)
	dk := dModel / h
	w := MultiHeadWeights{
		WQ: benchHeads(h, dModel, dk, 10), WK: benchHeads(h, dModel, dk, 20), WV: benchHeads(h, dModel, dk, 30),
		WO: benchTokens(dModel, dModel, 40),
	}
	b.ReportAllocs()
	for b.Loop() {
		out, err := MultiHeadAttention(X, X, X, w)
		if err != nil {
			b.Fatal(err)
		}
		sinkConvMap = out
	}
}

// Self-attention, 4 tokens of width 8 in 2 heads.
func BenchmarkMultiHead4x8h2(b *testing.B) { benchmarkMultiHead(b, 4, 8, 2) }

// Self-attention, 512 tokens of width 64 in 8 heads.
func BenchmarkMultiHead512x64h8(b *testing.B) { benchmarkMultiHead(b, 512, 64, 8) }

// Softmax over scores of 1e4 is as fast as over small ones.
func BenchmarkAttentionWeights1e4(b *testing.B) {
	e := make([]float64, 512)
	for i := range e {
		e[i] = 1e4 + float64(i%7)
	}
	b.ReportAllocs()
	for b.Loop() {
		w, err := AttentionWeights(e)
		if err != nil {
			b.Fatal(err)
		}
		sinkVec = w
	}
}
