//go:build !eqx_noui

package equations

// Snippets of the regression.

func (regressionFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"linear-regression-hypothesis": func(in Inputs) Snippet {
			if in.Has("X") {
				return Snippet{
					NumPy: `print(X @ w)`,
					Go: `yHat := make([]float64, len(X))
for i, row := range X {
	yHat[i] = floats.Dot(row, w)
}
fmt.Println(yHat)`,
				}
			}
			if len(in.Vector("x")) == len(in.Vector("theta"))-1 {
				return Snippet{
					NumPy: `x = np.concatenate(([1.0], x))  # x_0 = 1
print(theta @ x)`,
					Go: `x = append([]float64{1}, x...) // x_0 = 1
fmt.Println(floats.Dot(theta, x))`,
				}
			}
			return Snippet{
				NumPy: `print(theta @ x)`,
				Go:    `fmt.Println(floats.Dot(theta, x))`,
			}
		},
		"linear-regression-cost": same(Snippet{
			NumPy: `r = X @ theta - y
print(r @ r / (2 * len(y)))`,
			Go: `var J float64
for i, row := range X {
	r := floats.Dot(row, theta) - y[i]
	J += r * r
}
fmt.Println(J / float64(2*len(y)))`,
		}),
		// Least squares through the SVD of X, not by inverting XᵀX (which
		// squares the condition number); for a singular XᵀX it gives the
		// solution of least norm.
		"normal-equation": same(Snippet{
			NumPy: `theta, *_ = np.linalg.lstsq(X, y, rcond=None)
print(theta)`,
			Go: `m, n := len(X), len(X[0])
a := mat.NewDense(m, n, nil)
for i, row := range X {
	a.SetRow(i, row)
}
// θ = X⁺y from the SVD, with numpy's cut-off for zero singular values.
var svd mat.SVD
if !svd.Factorize(a, mat.SVDThin) {
	panic("the SVD did not converge")
}
var theta mat.VecDense
svd.SolveVecTo(&theta, mat.NewVecDense(m, y), svd.Rank(float64(max(m, n))*0x1p-52))
fmt.Println(theta.RawVector().Data)`,
		}),
		"contour-regression-step": same(Snippet{
			NumPy: `w, *_ = np.linalg.lstsq(X, y + y_hat_reordered, rcond=None)
print(w)`,
			Go: `m, n := len(X), len(X[0])
a := mat.NewDense(m, n, nil)
for i, row := range X {
	a.SetRow(i, row)
}
target := make([]float64, m)
floats.AddTo(target, y, y_hat_reordered)
// w = X⁺(y + ŷ) from the SVD, with numpy's cut-off for zero singular values.
var svd mat.SVD
if !svd.Factorize(a, mat.SVDThin) {
	panic("the SVD did not converge")
}
var w mat.VecDense
svd.SolveVecTo(&w, mat.NewVecDense(m, target), svd.Rank(float64(max(m, n))*0x1p-52))
fmt.Println(w.RawVector().Data)`,
		}),
	}
}
