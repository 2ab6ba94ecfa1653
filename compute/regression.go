package compute

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"
)

// LinearRegressionCost returns the half mean squared error of linear
// regression,
//
//	J(θ) = 1/(2m) Σ_{i=1}^{m} (h_θ(x⁽ⁱ⁾) − y⁽ⁱ⁾)²,  h_θ(x) = θᵀx,
//
// for a design matrix X (m × n, with the constant column of ones when an
// intercept is wanted), targets y (m) and parameters θ (n). The squares are
// summed with scaling (see MSE), so that residuals of size 1e200 give the
// right finite cost; a cost beyond the float64 range is +Inf.
func LinearRegressionCost(X [][]float64, y, theta []float64) (float64, error) {
	if _, err := checkDesign(X, y); err != nil {
		return 0, fmt.Errorf("linear regression cost: %w", err)
	}
	yHat, err := LinearPredict(X, theta)
	if err != nil {
		return 0, fmt.Errorf("linear regression cost: %w", err)
	}
	mse, err := MSE(yHat, y)
	if err != nil {
		return 0, fmt.Errorf("linear regression cost: %w", err)
	}
	return mse / 2, nil
}

// NormalEquation returns the least-squares parameters
//
//	θ = (XᵀX)⁻¹ Xᵀ y
//
// of a design matrix X (m × n) and targets y (m), the minimiser of ‖Xθ − y‖².
//
// XᵀX is never formed: squaring X squares its condition number. θ is
// computed from the singular value decomposition X = UΣVᵀ as V Σ⁺ Uᵀ y. When
// XᵀX is singular (collinear columns, repeated x values, fewer rows than
// columns) the inverse does not exist and least squares has infinitely many
// solutions; NormalEquation then returns the one of least norm, X⁺y with the
// Moore–Penrose pseudo-inverse, as numpy.linalg.lstsq does. Singular values
// below max(m, n)·ε·σ_max count as zero (numpy's default cut-off). The rank
// used is returned with θ.
func NormalEquation(X [][]float64, y []float64) (theta []float64, rank int, err error) {
	thetas, rank, err := leastSquares(X, y)
	if err != nil {
		return nil, 0, fmt.Errorf("normal equation: %w", err)
	}
	return thetas[0], rank, nil
}

// ContourRegressionStep returns one re-estimation step of S1's contour
// regression,
//
//	w = (XᵀX)⁻¹ Xᵀ (y + ŷ_[i]),
//
// the least-squares solution for the target y + ŷ_[i], where ŷ_[i] are the
// predictions after X has been reordered. Least squares is linear in its
// target, so the step is computed as X⁺y + X⁺ŷ_[i] from one decomposition:
// targets of size 1e308 whose sum would overflow still give the right
// parameters. Singular XᵀX is handled as in NormalEquation.
func ContourRegressionStep(X [][]float64, y, yHatReordered []float64) ([]float64, error) {
	if len(yHatReordered) != len(y) {
		return nil, fmt.Errorf("contour regression step: y has %d values but y_hat_reordered has %d: they must have the same length", len(y), len(yHatReordered))
	}
	if err := checkFinite("y_hat_reordered", yHatReordered); err != nil {
		return nil, fmt.Errorf("contour regression step: %w", err)
	}
	thetas, _, err := leastSquares(X, y, yHatReordered)
	if err != nil {
		return nil, fmt.Errorf("contour regression step: %w", err)
	}
	w := make([]float64, len(thetas[0]))
	for j := range w {
		w[j] = thetas[0][j] + thetas[1][j]
	}
	return w, nil
}

// leastSquares returns the minimum-norm least-squares solution X⁺b of every
// target b in targets (each of length m) and the numerical rank of X.
func leastSquares(X [][]float64, targets ...[]float64) ([][]float64, int, error) {
	n, err := checkDesign(X, targets[0])
	if err != nil {
		return nil, 0, err
	}
	m := len(X)
	a := mat.NewDense(m, n, nil)
	for i, row := range X {
		a.SetRow(i, row)
	}
	b := mat.NewDense(m, len(targets), nil)
	for j, t := range targets {
		b.SetCol(j, t)
	}
	var svd mat.SVD
	if !svd.Factorize(a, mat.SVDThin) {
		return nil, 0, fmt.Errorf("X: the singular value decomposition did not converge")
	}
	rank := svd.Rank(float64(max(m, n)) * 0x1p-52)
	out := make([][]float64, len(targets))
	for j := range out {
		out[j] = make([]float64, n)
	}
	if rank == 0 {
		// X = 0: every θ fits equally badly; the least-norm one is 0.
		return out, 0, nil
	}
	var sol mat.Dense
	svd.SolveTo(&sol, b, rank)
	for j := range out {
		for k := range out[j] {
			v := sol.At(k, j)
			if math.IsNaN(v) {
				return nil, 0, fmt.Errorf("X and y: %w: the solution overflowed", ErrUndefined)
			}
			out[j][k] = v
		}
	}
	return out, rank, nil
}
