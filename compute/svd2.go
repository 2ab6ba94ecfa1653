package compute

import (
	"math"

	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/lapack/gonum"
	"gonum.org/v1/gonum/mat"
)

// rightSVD2 returns the singular values σ₁ ≥ σ₂ ≥ 0 and the right
// singular vectors (the columns of v, 2×2) of a, an m×2 matrix, m ≥ 1:
// what svdOf(a, true, false) returns, up to the vectors' signs.
//
// a = QR by Gram–Schmidt, the second column's residual formed explicitly
// (not as √(‖a₂‖² − r₁₂²)), so that R is exact for a matrix within
// O(ε‖a‖) of a; R's singular values and right vectors are LAPACK's
// closed form for a 2×2 triangle (Dlasv2): the accuracy of a full SVD
// (each σ to within O(ε σ₁)), in three passes over the data. A page of
// two features (PCA's points in the plane) refits on every move, and
// LAPACK's bidiagonalisation and QR iteration are large functions that
// the browser's compiler then turns to on the page's first moves.
func rightSVD2(a *mat.Dense) (sigma []float64, v *mat.Dense) {
	m, _ := a.Dims()
	a1 := make([]float64, m)
	a2 := make([]float64, m)
	mat.Col(a1, 0, a)
	mat.Col(a2, 1, a)
	var r11, r12, r22 float64
	if r11 = blas64.Nrm2(blas64.Vector{N: m, Inc: 1, Data: a1}); r11 > 0 {
		q1 := a1
		for i := range q1 {
			q1[i] /= r11
		}
		for i, q := range q1 {
			r12 += q * a2[i]
		}
		for i, q := range q1 {
			a2[i] -= r12 * q
		}
	}
	r22 = blas64.Nrm2(blas64.Vector{N: m, Inc: 1, Data: a2})
	ssmin, ssmax, snr, csr, _, _ := gonum.Implementation{}.Dlasv2(r11, r12, r22)
	// The signs of σ are the left vectors'; the right ones are as given.
	return []float64{math.Abs(ssmax), math.Abs(ssmin)}, mat.NewDense(2, 2, []float64{
		csr, -snr,
		snr, csr,
	})
}
