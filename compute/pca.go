package compute

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// denseFromRows copies rows, one observation (or token) per row, into a dense
// matrix. It reports an error naming the input when rows is empty, ragged
// or holds a non-finite entry.
func denseFromRows(what string, rows [][]float64) (*mat.Dense, error) {
	return denseFromRowsIn(what, rows, nil)
}

// denseFromRowsIn is denseFromRows into buf when it is long enough (its
// old values are overwritten), else into a new slice.
func denseFromRowsIn(what string, rows [][]float64, buf []float64) (*mat.Dense, error) {
	if err := convCheckMatrix(what, rows); err != nil {
		return nil, err
	}
	m, n := len(rows), len(rows[0])
	if cap(buf) < m*n {
		buf = make([]float64, 0, m*n)
	}
	data, err := appendFiniteRows(what, buf[:0], rows)
	if err != nil {
		return nil, err
	}
	return mat.NewDense(m, n, data), nil
}

// appendFiniteRows appends the entries of rows (rectangular, checked by
// convCheckMatrix) to data, row after row, reporting a non-finite entry
// as denseFromRows does.
func appendFiniteRows(what string, data []float64, rows [][]float64) ([]float64, error) {
	for i, row := range rows {
		for j, v := range row {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return nil, fmt.Errorf("%s: entry (%d, %d) = %v is not finite", what, i+1, j+1, v)
			}
		}
		data = append(data, row...)
	}
	return data, nil
}

// rowsFromDense returns the rows of a as a new [][]float64.
func rowsFromDense(a mat.Matrix) [][]float64 {
	r, c := a.Dims()
	out := make([][]float64, r)
	backing := make([]float64, r*c)
	for i := range out {
		out[i] = backing[i*c : (i+1)*c : (i+1)*c]
		mat.Row(out[i], i, a)
	}
	return out
}

// rowViews returns the rows of a as slices of its own storage, without a
// copy: for a matrix just made, whose storage nothing else holds.
func rowViews(a *mat.Dense) [][]float64 {
	r, c := a.Dims()
	out := make([][]float64, r)
	for i := range out {
		row := a.RawRowView(i)
		out[i] = row[:c:c]
	}
	return out
}

// centreColumns subtracts the column means of x in place and returns them.
func centreColumns(x *mat.Dense) []float64 {
	m, n := x.Dims()
	raw := x.RawMatrix()
	mean := columnMeans(x)
	for i := range m {
		row := raw.Data[i*raw.Stride : i*raw.Stride+n]
		for j, mu := range mean {
			row[j] -= mu
		}
	}
	return mean
}

// columnMean returns the mean of the finite values x by the corrected
// two-pass algorithm (Chan, Golub & LeVeque 1983): the plain mean μ₁, then
// μ₁ + mean(x − μ₁). The correction removes most of the rounding of μ₁
// (m·u·mean|x| at worst, for data far from 0), and it makes the mean of a
// constant column that constant exactly: 0.1 three times sums to
// 0.30000000000000004, whose third is not 0.1, and the deviations of
// ±1e-17 it leaves made data without variation look varied (a variance
// ratio of 0/0 answered, a Fisher criterion of x/0 finite). The correction
// is skipped when x − μ₁ overflows (values of both signs near the top of the
// range), where μ₁ stands.
func columnMean(x []float64) float64 {
	mu := poolMean(x) // finite for finite data
	var d float64
	for _, v := range x {
		d += v - mu
	}
	if c := mu + d/float64(len(x)); !math.IsInf(d, 0) && !math.IsNaN(d) {
		return c
	}
	return mu
}

// PCACovariance returns Σ = (1/m) Σ_i x⁽ⁱ⁾ x⁽ⁱ⁾ᵀ for the m rows x⁽ⁱ⁾ of X.
//
// With centre true the column means are subtracted first (the "mean
// normalisation" PCA assumes), so Σ is the covariance matrix with divisor m,
// numpy.cov(X.T, ddof=0); subtracting before multiplying avoids the
// cancellation of E[xxᵀ] − μμᵀ. With centre false X is used as given.
func PCACovariance(X [][]float64, centre bool) ([][]float64, error) {
	x, err := denseFromRows("pca: data X", X)
	if err != nil {
		return nil, err
	}
	if centre {
		centreColumns(x)
	}
	m, _ := x.Dims()
	var sigma mat.SymDense
	sigma.SymOuterK(1/float64(m), x.T())
	return rowsFromDense(&sigma), nil
}

// PCATotalVariation returns (1/m) Σ_i ‖x⁽ⁱ⁾‖², the total variation of the
// rows of X (after subtracting the column means when centre is true), which
// equals the trace of Σ. Norms are scaled, so they do not overflow before
// squaring, and the squares are taken on the scale 2^e of the largest norm
// and put back after the mean: a row whose ‖x‖² alone exceeds the float64
// range (‖x‖ = 1.7e154) does not make a representable mean +Inf. For norms
// whose squares stay in range this is the plain mean, rounding for
// rounding.
func PCATotalVariation(X [][]float64, centre bool) (float64, error) {
	x, err := denseFromRows("pca: data X", X)
	if err != nil {
		return 0, err
	}
	if centre {
		centreColumns(x)
	}
	m, _ := x.Dims()
	nrm := make([]float64, m)
	for i := range nrm {
		nrm[i] = floats.Norm(x.RawRowView(i), 2)
	}
	return meanSquare(nrm), nil
}

// meanSquare returns (1/m) Σ_i v_i² for the m non-negative finite v_i. The
// squares are taken on the scale 2^e of the largest v_i (exactly, a power of
// two) and the scale put back after the mean, so a v_i² beyond the float64
// range does not make a representable mean +Inf; for squares within the
// range it is the plain mean, rounding for rounding.
func meanSquare(v []float64) float64 {
	top := floats.Max(v)
	if top == 0 {
		return 0
	}
	_, e := math.Frexp(top)
	sq := make([]float64, len(v))
	for i, x := range v {
		s := math.Ldexp(x, -e)
		sq[i] = s * s
	}
	return math.Ldexp(poolMean(sq), 2*e)
}

// PCA is a principal component analysis of a data matrix: the eigenvectors
// and eigenvalues of its covariance matrix Σ, found from the singular value
// decomposition of the (centred) data rather than of Σ, which would square
// the condition number.
type PCA struct {
	// Mean holds the column means subtracted before the decomposition
	// (zeros when the data were not centred).
	Mean []float64
	// Components is n×n; column i is the unit eigenvector u_i of Σ, in
	// order of decreasing variance, its first non-zero entry made
	// positive (eigenvectors are defined only up to sign).
	Components *mat.Dense
	// Variances are the eigenvalues λ_i = S_ii of Σ in decreasing order,
	// n of them (zero beyond the rank of the data).
	Variances []float64

	data *mat.Dense // the data minus Mean, m×n
}

// FitPCA decomposes the rows of X (m observations of n features), centring
// them first when centre is true.
func FitPCA(X [][]float64, centre bool) (*PCA, error) {
	x, err := denseFromRows("pca: data X", X)
	if err != nil {
		return nil, err
	}
	m, n := x.Dims()
	mean := make([]float64, n)
	if centre {
		mean = centreColumns(x)
	}
	// Σ = AᵀA for A = X/√m: the right singular vectors of A are the
	// eigenvectors of Σ and its squared singular values the eigenvalues.
	var a mat.Dense
	a.Scale(1/math.Sqrt(float64(m)), x)
	// n eigenvectors even when m < n: the full V.
	var s []float64
	var v *mat.Dense
	if n == 2 {
		s, v = rightSVD2(&a)
	} else if s, _, v, err = svdOf(&a, m < n, false); err != nil {
		return nil, fmt.Errorf("pca: the singular value decomposition: %w", err)
	}
	variances := make([]float64, n)
	for i, sv := range s {
		variances[i] = sv * sv
	}
	col := make([]float64, n)
	for j := range n {
		mat.Col(col, j, v)
		canonicalSign(col)
		v.SetCol(j, col)
	}
	return &PCA{Mean: mean, Components: v, Variances: variances, data: x}, nil
}

// canonicalSign flips u so that its first entry of magnitude above 1e-12
// is positive: the canonical sign of an eigenvector.
func canonicalSign(u []float64) {
	for _, x := range u {
		if math.Abs(x) > 1e-12 {
			if x < 0 {
				floats.Scale(-1, u)
			}
			return
		}
	}
}

func (p *PCA) checkK(k int) error {
	n := len(p.Variances)
	if k < 1 {
		return fmt.Errorf("pca: k = %d must be at least 1", k)
	}
	if k > n {
		return fmt.Errorf("pca: k = %d is larger than the dimension n = %d of the data", k, n)
	}
	return nil
}

// Reduce returns U_reduce = [u_1 … u_k], the n×k matrix of the top k
// principal directions. 1 ≤ k ≤ n.
func (p *PCA) Reduce(k int) (*mat.Dense, error) {
	if err := p.checkK(k); err != nil {
		return nil, err
	}
	n, _ := p.Components.Dims()
	return mat.DenseCopyOf(p.Components.Slice(0, n, 0, k)), nil
}

// Project returns, for each fitted observation x⁽ⁱ⁾, its coordinates
// z⁽ⁱ⁾ = U_reduceᵀ(x⁽ⁱ⁾ − μ) on the top k directions and its reconstruction
// x_approx⁽ⁱ⁾ = μ + U_reduce z⁽ⁱ⁾ (μ is zero for uncentred data). z depends
// on the signs of the eigenvectors; x_approx does not.
func (p *PCA) Project(k int) (z, xApprox *mat.Dense, err error) {
	u, err := p.Reduce(k)
	if err != nil {
		return nil, nil, err
	}
	z = new(mat.Dense)
	z.Mul(p.data, u)
	xApprox = new(mat.Dense)
	xApprox.Mul(z, u.T())
	m, _ := xApprox.Dims()
	for i := range m {
		floats.Add(xApprox.RawRowView(i), p.Mean)
	}
	return z, xApprox, nil
}

// ProjectionError returns the average squared projection error
// (1/m) Σ_i ‖x⁽ⁱ⁾ − x_approx⁽ⁱ⁾‖² of the k-dimensional reconstruction, as
// the sum of the discarded variances λ_{k+1} + … + λ_n (the two are equal;
// the sum is never negative).
func (p *PCA) ProjectionError(k int) (float64, error) {
	if err := p.checkK(k); err != nil {
		return 0, err
	}
	return floats.Sum(p.Variances[k:]), nil
}

// Retained returns the fraction of variance kept by k components,
// Σ_{i≤k} S_ii / Σ_i S_ii, and the projection-error ratio, the fraction
// lost. Both sums are formed separately, so a ratio near 0 keeps its
// relative precision. Data with no variation give ErrUndefined (0/0).
func (p *PCA) Retained(k int) (retained, ratio float64, err error) {
	if err := p.checkK(k); err != nil {
		return 0, 0, err
	}
	total := floats.Sum(p.Variances)
	if total == 0 {
		return 0, 0, fmt.Errorf("pca: variance retained: the data have no variation (all points coincide): %w", ErrUndefined)
	}
	return floats.Sum(p.Variances[:k]) / total, floats.Sum(p.Variances[k:]) / total, nil
}

// ComponentsNeeded returns the smallest k whose projection-error ratio is
// at most threshold (0.01 keeps 99% of the variance). threshold must lie
// in [0, 1). A ratio within 1e-12 above the threshold counts as meeting
// it, so that rounding does not decide the choice.
func (p *PCA) ComponentsNeeded(threshold float64) (int, error) {
	if !(threshold >= 0 && threshold < 1) {
		return 0, fmt.Errorf("pca: threshold %v must lie in [0, 1)", threshold)
	}
	for k := 1; k <= len(p.Variances); k++ {
		_, ratio, err := p.Retained(k)
		if err != nil {
			return 0, err
		}
		if ratio <= threshold+1e-12 {
			return k, nil
		}
	}
	return len(p.Variances), nil
}

// AxisProjectionError returns (1/m) Σ_i ‖r⁽ⁱ⁾‖², the average squared
// distance of the rows of X (centred when centre is true) from the line
// through the origin along axis: r = x − (ûᵀx)û with û = axis/‖axis‖. The
// residuals are formed directly rather than as ‖x‖² − (ûᵀx)², which would
// cancel for points near the line, and their squares are averaged by
// meanSquare, so that one residual whose square alone exceeds the float64
// range does not make a representable mean +Inf. axis must be non-zero and
// have one entry per column of X.
func AxisProjectionError(X [][]float64, axis []float64, centre bool) (float64, error) {
	x, err := denseFromRows("pca: data X", X)
	if err != nil {
		return 0, err
	}
	m, n := x.Dims()
	if len(axis) != n {
		return 0, fmt.Errorf("pca: the axis has %d entries but the data have %d columns", len(axis), n)
	}
	nrm := floats.Norm(axis, 2)
	if nrm == 0 || math.IsNaN(nrm) || math.IsInf(nrm, 0) {
		return 0, fmt.Errorf("pca: the axis must be a non-zero finite vector")
	}
	u := make([]float64, n)
	floats.ScaleTo(u, 1/nrm, axis)
	if centre {
		centreColumns(x)
	}
	res := make([]float64, m)
	r := make([]float64, n)
	for i := range res {
		row := x.RawRowView(i)
		floats.AddScaledTo(r, row, -floats.Dot(u, row), u)
		res[i] = floats.Norm(r, 2)
	}
	return meanSquare(res), nil
}
