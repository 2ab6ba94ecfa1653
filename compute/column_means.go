package compute

import (
	"math"

	"gonum.org/v1/gonum/mat"
)

// columnMeans returns, for each column j, columnMean of the entries of
// column j of the matrices xs taken one after the other (all of them with
// the same number of columns, finite entries): bit for bit the value
// columnMean gives for that column gathered into a slice, as the sums run
// over the rows in the same order. The passes go row by row, reading the
// storage in order, where gathering a column reads one entry per row,
// a cache line each for a wide matrix.
func columnMeans(xs ...*mat.Dense) []float64 {
	_, n := xs[0].Dims()
	sum := make([]float64, n)
	var rows int
	for _, x := range xs {
		r, _ := x.Dims()
		rows += r
		for i := range r {
			for j, v := range x.RawRowView(i) {
				sum[j] += v
			}
		}
	}
	m := float64(rows)
	mu := make([]float64, n)
	for j, s := range sum {
		mu[j] = s / m
		if math.IsInf(s, 0) {
			// poolMean's retry: an overflowing sum of finite values is
			// summed again as x_i/m.
			mu[j] = 0
			for _, x := range xs {
				r, _ := x.Dims()
				for i := range r {
					mu[j] += x.At(i, j) / m
				}
			}
		}
	}
	d := sum // reused: the sums of the deviations x_i − μ₁
	clear(d)
	for _, x := range xs {
		r, _ := x.Dims()
		for i := range r {
			for j, v := range x.RawRowView(i) {
				d[j] += v - mu[j]
			}
		}
	}
	for j, dj := range d {
		if !math.IsInf(dj, 0) && !math.IsNaN(dj) {
			mu[j] += dj / m
		}
	}
	return mu
}
