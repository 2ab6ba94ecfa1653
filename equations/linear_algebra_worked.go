//go:build !eqx_noui

package equations

import (
	"eqx/compute"
)

// Worked examples of the linear-algebra equations: the matrix products
// with the numbers in them, and a check Av = λv of the first eigenvector.

func (linearAlgebraFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"linear-transformation": workedAffine,
		"eigendecomposition":    workedEigen,
		"svd":                   workedSVD,
	}
}

// workedAffine shows Ax + b as matrices, the first entry as a dot product,
// and Ax before b is added (Ax is the transform with b = 0).
func workedAffine(in Inputs, out any) []string {
	A, x, b := in.Matrix("A"), in.Vector("x"), in.Vector("b")
	ax, err := compute.AffineTransform(A, x, make([]float64, len(b)))
	y, ok := out.([]float64)
	if err != nil || !ok || len(y) == 0 || len(A[0]) != len(x) || len(b) != len(A) {
		return fallback(`\mathbf{y}`, out)
	}
	return []string{
		`\mathbf{y} = A\mathbf{x} + \mathbf{b} = ` + tmat(A) + tcol(x) + ` + ` + tcol(b),
		`y_1 = ` + trowDot(A[0], x) + ` + ` + tp(b[0]) + ` = ` + tn(y[0]),
		`\mathbf{y} = ` + tvec(ax) + ` + ` + tvec(b) + ` = ` + resultTeX(out),
	}
}

// workedEigen shows the characteristic polynomial of a 2×2 matrix, the
// check Av₁ = λ₁v₁ of a real first eigenvector, and the eigenvalues (a
// complex pair as a ± bi).
func workedEigen(in Inputs, out any) []string {
	A := in.Matrix("A")
	res, ok := out.(map[string]any)
	re, ok1 := res["eigenvalues"].([]float64)
	im, ok2 := res["eigenvalues_imag"].([]float64)
	vecs, ok3 := res["eigenvectors_columns"].([][]float64)
	if !ok || !ok1 || !ok2 || !ok3 || len(re) == 0 || len(im) != len(re) || len(vecs) != len(re) {
		return fallback(`\lambda`, out)
	}
	var lines []string
	if len(A) == 2 && len(A[0]) == 2 && len(A[1]) == 2 {
		tr := A[0][0] + A[1][1]
		det := A[0][0]*A[1][1] - A[0][1]*A[1][0]
		lines = append(lines, `\det(A - \lambda I) = \lambda^2 - \operatorname{tr}(A)\,\lambda + \det A = \lambda^2`+tsigned(-tr)+`\,\lambda`+tsigned(det)+` = 0`)
	}
	complexPair := false
	for _, v := range im {
		if v != 0 {
			complexPair = true
		}
	}
	if im[0] == 0 {
		v1 := make([]float64, len(vecs))
		for i, row := range vecs {
			v1[i] = row[0]
		}
		if av, err := compute.AffineTransform(A, v1, make([]float64, len(A))); err == nil {
			lines = append(lines, `A\mathbf{v}_1 = `+tmat(A)+tcol(v1)+` = `+tvec(av)+` = `+tn(re[0])+`\,\mathbf{v}_1`)
		}
	}
	lambda := tvecOf(len(re), func(i int) string {
		switch {
		case im[i] > 0:
			return tn(re[i]) + ` + ` + tn(im[i]) + `\,i`
		case im[i] < 0:
			return tn(re[i]) + ` - ` + tn(-im[i]) + `\,i`
		}
		return tn(re[i])
	})
	last := `\lambda = ` + lambda
	if complexPair {
		last += ` \quad (\text{complex: no real eigenvector for those})`
	}
	return append(lines, last)
}

// workedSVD shows the thin factors U Σ Vᵀ with the singular values on the
// diagonal, then the singular values and the rank.
func workedSVD(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	s, ok1 := res["singular_values"].([]float64)
	u, ok2 := res["U_thin"].([][]float64)
	vt, ok3 := res["Vt_thin"].([][]float64)
	rank, ok4 := res["rank"].(int)
	if !ok || !ok1 || !ok2 || !ok3 || !ok4 || len(s) == 0 {
		return fallback(`\sigma`, out)
	}
	sigma := make([][]float64, len(s))
	for i := range sigma {
		sigma[i] = make([]float64, len(s))
		sigma[i][i] = s[i]
	}
	return []string{
		`A = U\Sigma V^\top, \quad U = ` + tmat(u),
		`\Sigma = ` + tmat(sigma) + `, \quad V^\top = ` + tmat(vt),
		`\sigma = ` + tvec(s) + `, \quad \operatorname{rank} A = ` + ti(rank),
	}
}
