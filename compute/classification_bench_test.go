package compute

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// knnData returns n labelled points in the plane, two classes in two
// overlapping clouds, from a fixed seed.
func knnData(n int) (X [][]float64, y []float64) {
	r := rand.New(rand.NewPCG(1, 2))
	X = make([][]float64, n)
	y = make([]float64, n)
	for i := range X {
		c := float64(i % 2)
		X[i] = []float64{r.NormFloat64() + 2*c, r.NormFloat64() - c}
		y[i] = c
	}
	return X, y
}

// BenchmarkKNNClassify measures one query at the interactive size of the
// page (20 points, k up to 15) and at 10⁵ points.
func BenchmarkKNNClassify(b *testing.B) {
	for _, size := range []struct{ n, k int }{{20, 5}, {20, 15}, {100_000, 5}, {100_000, 101}} {
		X, y := knnData(size.n)
		query := []float64{1, -0.5}
		b.Run("n="+strconv.Itoa(size.n)+"/k="+strconv.Itoa(size.k), func(b *testing.B) {
			for b.Loop() {
				if _, err := KNNClassify(X, y, query, size.k, KNNEuclidean); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkKNNDecisionMap measures a 64 × 64 map of decision regions over
// the interactive data set, the cost of redrawing the page's background.
func BenchmarkKNNDecisionMap(b *testing.B) {
	X, y := knnData(20)
	query := make([]float64, 2)
	for b.Loop() {
		for i := range 64 {
			for j := range 64 {
				query[0], query[1] = -3+6*float64(i)/63, -3+6*float64(j)/63
				if _, err := KNNClassify(X, y, query, 5, KNNEuclidean); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}
