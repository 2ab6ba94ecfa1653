package openblas

import (
	"errors"
	"math"
	"testing"
)

func near(a, b []float64, tol float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Abs(a[i]-b[i]) > tol {
			return false
		}
	}
	return true
}

// The layouts: row-major in and out, the upper triangle of a symmetric
// matrix read, the input left alone. eqx/compute compares the two backends
// on larger matrices (TestBackendsAgree).
func TestOpenBLAS(t *testing.T) {
	if !Available {
		if _, _, err := SymEigen(1, []float64{1}); !errors.Is(err, ErrUnavailable) {
			t.Errorf("SymEigen in a pure-Go build: error %v, want ErrUnavailable", err)
		}
		t.Skip("a pure-Go build (build tag eqx_openblas unset)")
	}
	// The lower triangle holds garbage that must not be read.
	a := []float64{2, 1, 99, 2}
	w, z, err := SymEigen(2, a)
	s := 1 / math.Sqrt2
	if err != nil || !near(w, []float64{1, 3}, 1e-15) || !near([]float64{math.Abs(z[0]), math.Abs(z[1]), z[0] * z[2], z[1] * z[3]}, []float64{s, s, -0.5, 0.5}, 1e-15) {
		t.Errorf("SymEigen = %v, %v, %v", w, z, err)
	}
	if a[2] != 99 {
		t.Errorf("SymEigen changed its input: %v", a)
	}
	// numpy.linalg.svd([[1, 2], [3, 4], [5, 6]], full_matrices=False):
	// dgesdd, signs included.
	sv, u, vt, err := SVD(3, 2, []float64{1, 2, 3, 4, 5, 6}, false)
	if err != nil || !near(sv, []float64{9.525518091565107, 0.5143005806586443}, 1e-14) ||
		!near(u, []float64{-0.22984769640007147, 0.8834610176985256, -0.5247448187602937, 0.24078249213254638, -0.8196419411205159, -0.4018960334334318}, 1e-14) ||
		!near(vt, []float64{-0.6196294838293404, -0.7848944532670524, -0.7848944532670524, 0.6196294838293404}, 1e-14) {
		t.Errorf("SVD = %v, %v, %v, %v", sv, u, vt, err)
	}
	if _, u, vt, err := SVD(3, 2, []float64{1, 2, 3, 4, 5, 6}, true); err != nil || len(u) != 9 || len(vt) != 4 {
		t.Errorf("full SVD: U has %d entries, Vt %d, error %v; want 9, 4", len(u), len(vt), err)
	}
	// A rotation by 90°: ±i, the pair packed as real and imaginary columns.
	wr, wi, vr, err := Eigen(2, []float64{0, -1, 1, 0})
	if err != nil || !near(wr, []float64{0, 0}, 1e-15) || !near(wi, []float64{1, -1}, 1e-15) ||
		!near(vr, []float64{s, 0, 0, -s}, 1e-15) {
		t.Errorf("Eigen = %v, %v, %v, %v", wr, wi, vr, err)
	}
}
