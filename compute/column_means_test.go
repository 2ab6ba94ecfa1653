package compute

import (
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// columnMeans gives columnMean's value for every column, bit for bit, over
// matrices taken one after the other: data far from 0, a constant column
// of 0.1 (whose plain mean is not 0.1), a column whose sum overflows.
func TestColumnMeans(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	a, b := mat.NewDense(37, 4, nil), mat.NewDense(5, 4, nil)
	for _, x := range []*mat.Dense{a, b} {
		r, _ := x.Dims()
		for i := range r {
			x.Set(i, 0, 1e9+rnd.NormFloat64())
			x.Set(i, 1, 0.1)
			x.Set(i, 2, math.MaxFloat64*(0.5+rnd.Float64()/4))
			x.Set(i, 3, rnd.NormFloat64()*1e-3)
		}
	}
	got := columnMeans(a, b)
	for j := range 4 {
		col := append(mat.Col(nil, j, a), mat.Col(nil, j, b)...)
		if want := columnMean(col); got[j] != want {
			t.Errorf("column %d: columnMeans %v, columnMean %v", j, got[j], want)
		}
	}
	if got[1] != 0.1 {
		t.Errorf("the mean of a constant 0.1 is %v", got[1])
	}
}
