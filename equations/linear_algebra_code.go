//go:build !eqx_noui

package equations

// Snippets of the linear algebra and algebra.

func (linearAlgebraFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"linear-transformation": same(Snippet{
			NumPy: `print(A @ x + b)`,
			Go: `y := make([]float64, len(A))
for i, row := range A {
	y[i] = floats.Dot(row, x) + b[i]
}
fmt.Println(y)`,
		}),
		"eigendecomposition": same(Snippet{
			NumPy: `lam, V = np.linalg.eig(A)
# Largest real part first, then largest imaginary part.
order = np.lexsort((-lam.imag, -lam.real))
lam, V = lam[order], V[:, order]
# Unit columns, each with its first non-negligible component real and positive.
V = V / np.linalg.norm(V, axis=0)
p = V[(np.abs(V) > 1e-12).argmax(axis=0), np.arange(len(lam))]
V = V * (np.abs(p) / p)
print({"eigenvalues": lam.real, "eigenvalues_imag": lam.imag,
       "eigenvectors_columns": V.real, "eigenvectors_columns_imag": V.imag,
       "complex": bool(np.any(lam.imag != 0))})`,
			Go: `n := len(A)
a := mat.NewDense(n, n, nil)
for i, row := range A {
	a.SetRow(i, row)
}
var eig mat.Eigen
if !eig.Factorize(a, mat.EigenRight) {
	panic("the eigensolver did not converge")
}
lambda := eig.Values(nil)
var V mat.CDense
eig.VectorsTo(&V)
// Largest real part first, then largest imaginary part.
order := make([]int, n)
for j := range order {
	order[j] = j
}
sort.SliceStable(order, func(i, j int) bool {
	p, q := lambda[order[i]], lambda[order[j]]
	if real(p) != real(q) {
		return real(p) > real(q)
	}
	return imag(p) > imag(q)
})
abs := func(z complex128) float64 { return math.Hypot(real(z), imag(z)) }
values, valuesImag := make([]float64, n), make([]float64, n)
vectors, vectorsImag := make([][]float64, n), make([][]float64, n)
for i := range vectors {
	vectors[i], vectorsImag[i] = make([]float64, n), make([]float64, n)
}
isComplex := false
for j, k := range order {
	values[j], valuesImag[j] = real(lambda[k]), imag(lambda[k])
	isComplex = isComplex || imag(lambda[k]) != 0
	// Unit length, with the first non-negligible component real and positive.
	var norm float64
	for i := 0; i < n; i++ {
		norm = math.Hypot(norm, abs(V.At(i, k)))
	}
	phase := complex(1, 0)
	for i := 0; i < n; i++ {
		if v := V.At(i, k); abs(v) > 1e-12*norm {
			phase = complex(real(v), -imag(v)) / complex(abs(v), 0)
			break
		}
	}
	for i := 0; i < n; i++ {
		v := V.At(i, k) * phase / complex(norm, 0)
		vectors[i][j], vectorsImag[i][j] = real(v), imag(v)
	}
}
fmt.Println(map[string]any{
	"eigenvalues": values, "eigenvalues_imag": valuesImag,
	"eigenvectors_columns": vectors, "eigenvectors_columns_imag": vectorsImag,
	"complex": isComplex,
})`,
		}),
		"svd": same(Snippet{
			NumPy: `# numpy calls LAPACK's dgesdd, eqx (gonum) dgesvd: for some A a pair of
# columns u_i, v_i comes out negated, with the same U Σ Vᵀ and singular values.
U, s, Vt = np.linalg.svd(A, full_matrices=False)
print({"singular_values": s, "U_thin": U, "Vt_thin": Vt,
       "rank": np.linalg.matrix_rank(A)})`,
			Go: `m, n := len(A), len(A[0])
a := mat.NewDense(m, n, nil)
for i, row := range A {
	a.SetRow(i, row)
}
var svd mat.SVD
if !svd.Factorize(a, mat.SVDThin) {
	panic("the SVD did not converge")
}
// The numerical rank, with numpy's cut-off max(m, n)·ε·σ₁.
rank := svd.Rank(float64(max(m, n)) * 0x1p-52)
var U, V mat.Dense
svd.UTo(&U)
svd.VTo(&V)
rows := func(M mat.Matrix) [][]float64 {
	r, _ := M.Dims()
	out := make([][]float64, r)
	for i := range out {
		out[i] = mat.Row(nil, i, M)
	}
	return out
}
fmt.Println(map[string]any{
	"singular_values": svd.Values(nil),
	"U_thin":          rows(&U),
	"Vt_thin":         rows(V.T()),
	"rank":            rank,
})`,
		}),
	}
}
