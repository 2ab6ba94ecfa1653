//go:build !eqx_noui

package equations

import (
	"eqx/compute"
	"gonum.org/v1/gonum/mat"
)

// Worked examples of linear regression: the predictions, the residuals
// and the least-squares solutions with the numbers in them.

func (regressionFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"linear-regression-hypothesis": workedLinearHypothesis,
		"linear-regression-cost":       workedLinearCost,
		"normal-equation": func(in Inputs, out any) []string {
			X, y := in.Matrix("X"), in.Vector("y")
			xtx, xty, ok := normalMatrices(X, y)
			if !ok {
				return fallback(`\boldsymbol\theta`, out)
			}
			first := `X^\top X = ` + tmat(xtx) + `, \quad X^\top\mathbf{y} = ` + tvec(xty)
			if _, rank, err := compute.NormalEquation(X, y); err == nil && rank < len(xtx) {
				return []string{first,
					`X^\top X \text{ is singular } (\operatorname{rank} X = ` + ti(rank) + `)\text{: the least-norm } \boldsymbol\theta = X^{+}\mathbf{y} = ` + resultTeX(out)}
			}
			return []string{first,
				`\boldsymbol\theta = (X^\top X)^{-1}X^\top\mathbf{y} = ` + tmat(xtx) + `^{-1}` + tcol(xty) + ` = ` + resultTeX(out)}
		},
		"contour-regression-step": func(in Inputs, out any) []string {
			X, y, yh := in.Matrix("X"), in.Vector("y"), in.Vector("y_hat_reordered")
			fitY, rank, err1 := compute.NormalEquation(X, y)
			fitYh, _, err2 := compute.NormalEquation(X, yh)
			if err1 != nil || err2 != nil || len(y) != len(yh) || len(X) == 0 {
				return fallback(`\mathbf{w}`, out)
			}
			// A singular XᵀX has no inverse: the kernel's least-norm
			// solution is written with the pseudo-inverse X⁺.
			inv := `(X^\top X)^{-1}X^\top`
			if rank < len(X[0]) {
				inv = `X^{+}`
			}
			sum := make([]float64, len(y))
			for i := range y {
				sum[i] = y[i] + yh[i]
			}
			return []string{
				`\mathbf{y} + \hat{\mathbf{y}}_{[i]} = ` + tvec(y) + ` + ` + tvec(yh) + ` = ` + tvec(sum),
				`\mathbf{w} = ` + inv + `\mathbf{y} + ` + inv + `\hat{\mathbf{y}}_{[i]} = ` + tvec(fitY) + ` + ` + tvec(fitYh),
				`\mathbf{w} = ` + resultTeX(out),
			}
		},
	}
}

// workedLinearHypothesis shows θᵀx term by term (x₀ = 1 prepended when x
// holds only the features), or Xw with its first row written out.
func workedLinearHypothesis(in Inputs, out any) []string {
	if in.Has("X") {
		X, w := in.Matrix("X"), in.Vector("w")
		if len(X) == 0 || len(X[0]) != len(w) {
			return fallback(`\hat{\mathbf{y}}`, out)
		}
		first, err := compute.LinearPredict(X[:1], w)
		if err != nil {
			return fallback(`\hat{\mathbf{y}}`, out)
		}
		return []string{
			`\hat{\mathbf{y}} = X\mathbf{w} = ` + tmat(X) + tcol(w),
			`\hat{y}_1 = ` + trowDot(X[0], w) + ` = ` + tn(first[0]),
			`\hat{\mathbf{y}} = ` + resultTeX(out),
		}
	}
	theta, x := in.Vector("theta"), in.Vector("x")
	var lines []string
	if len(x) == len(theta)-1 {
		x = append([]float64{1}, x...)
		lines = append(lines, `x_0 = 1 \text{ prepended: } \mathbf{x} = `+tvec(x))
	}
	if len(x) != len(theta) {
		return fallback(`h_\theta(\mathbf{x})`, out)
	}
	return append(lines, `h_\theta(\mathbf{x}) = \boldsymbol\theta^\top\mathbf{x} = `+trowDot(theta, x)+` = `+resultTeX(out))
}

// workedLinearCost shows the predictions Xθ, the residuals and half their
// mean square.
func workedLinearCost(in Inputs, out any) []string {
	X, y, theta := in.Matrix("X"), in.Vector("y"), in.Vector("theta")
	pred, err := compute.LinearPredict(X, theta)
	if err != nil || len(pred) != len(y) {
		return fallback(`J(\boldsymbol\theta)`, out)
	}
	r, sq := make([]float64, len(y)), make([]float64, len(y))
	for i := range y {
		r[i] = pred[i] - y[i]
		sq[i] = r[i] * r[i]
	}
	return []string{
		`\hat{\mathbf{y}} = X\boldsymbol\theta = ` + tvec(pred) + `, \quad \hat{\mathbf{y}} - \mathbf{y} = ` + tvec(r),
		`J(\boldsymbol\theta) = \frac{1}{2\cdot ` + ti(len(y)) + `}\left(` + tsumv(sq) + `\right) = ` + resultTeX(out),
	}
}

// normalMatrices returns XᵀX and Xᵀy, the two sides of the normal
// equations XᵀXθ = Xᵀy, for showing; the solution itself comes from the
// kernel, which never forms XᵀX.
func normalMatrices(X [][]float64, y []float64) (xtx [][]float64, xty []float64, ok bool) {
	if len(X) == 0 || len(X[0]) == 0 || len(y) != len(X) {
		return nil, nil, false
	}
	n := len(X[0])
	data := make([]float64, 0, len(X)*n)
	for _, row := range X {
		if len(row) != n {
			return nil, nil, false
		}
		data = append(data, row...)
	}
	x := mat.NewDense(len(X), n, data)
	var g mat.Dense
	g.Mul(x.T(), x)
	var v mat.VecDense
	v.MulVec(x.T(), mat.NewVecDense(len(y), append([]float64(nil), y...)))
	return denseToRows(&g), v.RawVector().Data, true
}
