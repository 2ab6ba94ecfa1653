package compute

import (
	"cmp"
	"fmt"
	"math"
	"math/cmplx"
	"slices"

	"gonum.org/v1/gonum/mat"
)

// The decompositions of linear algebra behind PCA, least squares and every
// layer of a network: the affine map y = Ax + b, the eigendecomposition and
// the singular value decomposition, on row-major [][]float64 matrices.

// laDense checks that A is a non-empty rectangular matrix of finite values
// and returns it as a mat.Dense.
func laDense(name string, A [][]float64) (*mat.Dense, error) {
	return laDenseIn(name, A, nil)
}

// laDenseIn is laDense into buf when it is long enough (its old values
// are overwritten), else into a new slice.
func laDenseIn(name string, A [][]float64, buf []float64) (*mat.Dense, error) {
	if len(A) == 0 || len(A[0]) == 0 {
		return nil, fmt.Errorf("%s: %w", name, ErrEmpty)
	}
	m, n := len(A), len(A[0])
	data := buf[:0]
	if cap(data) < m*n {
		data = make([]float64, 0, m*n)
	}
	for i, row := range A {
		if len(row) != n {
			return nil, fmt.Errorf("%s: row %d has %d entries but row 1 has %d; a matrix must be rectangular", name, i+1, len(row), n)
		}
		for j, v := range row {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return nil, fmt.Errorf("%s: entry (%d, %d) = %v is not finite", name, i+1, j+1, v)
			}
		}
		data = append(data, row...)
	}
	return mat.NewDense(m, n, data), nil
}

// laRows returns the rows of M as a row-major [][]float64.
func laRows(M mat.Matrix) [][]float64 {
	r, c := M.Dims()
	out := make([][]float64, r)
	d, dense := M.(*mat.Dense)
	for i := range out {
		out[i] = make([]float64, c)
		if dense {
			copy(out[i], d.RawRowView(i))
			continue
		}
		for j := range out[i] {
			out[i][j] = M.At(i, j)
		}
	}
	return out
}

// AffineTransform returns y = Ax + b for an m × n matrix A, x of length n
// and b of length m, all finite.
//
// Each entry of Ax is summed directly; only when that overflows or cancels
// Inf − Inf is it summed again relative to the largest product's binary
// exponent, so that an entry whose true value fits in float64 is finite and
// one beyond the range is ±Inf, never NaN.
func AffineTransform(A [][]float64, x, b []float64) ([]float64, error) {
	if _, err := laDense("A", A); err != nil {
		return nil, fmt.Errorf("linear transformation: %w", err)
	}
	m, n := len(A), len(A[0])
	if len(x) != n {
		return nil, fmt.Errorf("linear transformation: A is %d × %d, so x needs %d entries, not %d", m, n, n, len(x))
	}
	if len(b) != m {
		return nil, fmt.Errorf("linear transformation: A is %d × %d, so b needs %d entries, not %d", m, n, m, len(b))
	}
	for _, v := range []struct {
		name string
		v    []float64
	}{{"x", x}, {"b", b}} {
		for i, e := range v.v {
			if math.IsNaN(e) || math.IsInf(e, 0) {
				return nil, fmt.Errorf("linear transformation: %s[%d] = %v is not finite", v.name, i, e)
			}
		}
	}
	y := make([]float64, m)
	for i, row := range A {
		y[i] = exponentSafeDot(row, x) + b[i]
	}
	return y, nil
}

// exponentSafeDot returns Σ a_i x_i for finite a and x of the same length:
// the plain sum when it is finite, else the sum of the products scaled by
// 2^−e for the largest product exponent e, scaled back at the end.
func exponentSafeDot(a, x []float64) float64 {
	var s float64
	for i := range a {
		s += a[i] * x[i]
	}
	if !math.IsNaN(s) && !math.IsInf(s, 0) {
		return s
	}
	emax := math.MinInt
	for i := range a {
		fa, ea := math.Frexp(a[i])
		fx, ex := math.Frexp(x[i])
		if fa != 0 && fx != 0 {
			emax = max(emax, ea+ex)
		}
	}
	s = 0
	for i := range a {
		fa, ea := math.Frexp(a[i])
		fx, ex := math.Frexp(x[i])
		if fa != 0 && fx != 0 {
			s += math.Ldexp(fa*fx, ea+ex-emax) // |term| < 1: no overflow
		}
	}
	if s == 0 {
		return 0
	}
	return math.Ldexp(s, emax)
}

// Eigen is the eigendecomposition of a square matrix in canonical form:
// eigenvalues by decreasing real part (then decreasing imaginary part), and
// each eigenvector of unit Euclidean norm with its first non-negligible
// component real and positive. Vectors[i][j] is component i of the
// eigenvector of Values[j] (the vectors are the columns).
type Eigen struct {
	Values  []complex128
	Vectors [][]complex128
	// Real reports whether every eigenvalue is real; a real matrix can
	// have complex-conjugate pairs, such as ±i for a rotation by 90°.
	Real bool
}

// EigenDecompose returns the eigenvalues and right eigenvectors, Av = λv, of
// a finite square matrix. A symmetric matrix goes through the symmetric
// solver, whose eigenvalues are real and eigenvectors orthonormal; other
// matrices through the general (Hessenberg QR) solver. A defective matrix,
// such as [[1, 1], [0, 1]], has fewer independent eigenvectors than its
// size: the returned columns are then (nearly) parallel.
func EigenDecompose(A [][]float64) (Eigen, error) {
	in := newScratch() // d is read only here: the solvers copy it
	defer in.release()
	d, err := in.la("A", A)
	if err != nil {
		return Eigen{}, fmt.Errorf("eigendecomposition: %w", err)
	}
	n, c := d.Dims()
	if n != c {
		return Eigen{}, fmt.Errorf("eigendecomposition: A is %d × %d; eigenvalues need a square matrix", n, c)
	}
	if sym, ok := laSymmetric(d); ok {
		w, V, err := eigenSym(sym)
		if err != nil {
			return Eigen{}, fmt.Errorf("eigendecomposition: the symmetric eigensolver: %w", err)
		}
		return canonicalEigenSym(w, V), nil
	}
	values, vectors, err := eigenGeneral(d)
	if err != nil {
		return Eigen{}, fmt.Errorf("eigendecomposition: the eigensolver: %w", err)
	}
	return canonicalEigen(values, vectors), nil
}

// laSymmetric returns d as a SymDense when it is exactly symmetric. A
// contiguous d shares its storage with the SymDense.
func laSymmetric(d *mat.Dense) (*mat.SymDense, bool) {
	n, _ := d.Dims()
	raw := d.RawMatrix()
	for i := range n {
		for j := i + 1; j < n; j++ {
			if raw.Data[i*raw.Stride+j] != raw.Data[j*raw.Stride+i] {
				return nil, false
			}
		}
	}
	if raw.Stride == n { // d's storage is a symmetric matrix's: shared, not copied
		return mat.NewSymDense(n, raw.Data[:n*n]), true
	}
	data := make([]float64, n*n)
	for i := range n {
		copy(data[i*n+i:(i+1)*n], raw.Data[i*raw.Stride+i:i*raw.Stride+n])
	}
	return mat.NewSymDense(n, data), true
}

// canonicalEigenSym is canonicalEigen for real eigenvalues w and real
// eigenvectors, the columns of V, value for value: for a real vector the
// phase is a sign and every complex operation of canonicalEigen is exact
// in real arithmetic (|x + 0i| = |x|, (x·±1)/‖v‖), so it skips them and
// the n² complex entries they go through, a tenth of the time of a
// 2000 × 2000 eigh on OpenBLAS.
func canonicalEigenSym(w []float64, V *mat.Dense) Eigen {
	n := len(w)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(w[b], w[a]) })
	e := Eigen{Values: make([]complex128, n), Vectors: make([][]complex128, n), Real: true}
	backing := make([]complex128, n*n)
	for i := range e.Vectors {
		e.Vectors[i] = backing[i*n : (i+1)*n : (i+1)*n]
	}
	raw := V.RawMatrix()
	col := make([]float64, n)
	for j, k := range order {
		e.Values[j] = complex(w[k], 0)
		var norm float64
		for i := range col {
			col[i] = raw.Data[i*raw.Stride+k]
			norm = math.Hypot(norm, math.Abs(col[i]))
		}
		if norm == 0 {
			continue
		}
		sign := 1.0
		for _, v := range col {
			if math.Abs(v) > 1e-12*norm {
				if v < 0 {
					sign = -1
				}
				break
			}
		}
		for i, v := range col {
			x := v * sign / norm
			if x == 0 {
				x = 0 // +0, as canonicalEigen's complex division gives
			}
			e.Vectors[i][j] = complex(x, 0)
		}
	}
	return e
}

// canonicalEigen sorts and normalises an eigendecomposition (see Eigen).
func canonicalEigen(values []complex128, vectors *mat.CDense) Eigen {
	n := len(values)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if c := cmp.Compare(real(values[b]), real(values[a])); c != 0 {
			return c
		}
		return cmp.Compare(imag(values[b]), imag(values[a]))
	})
	e := Eigen{Values: make([]complex128, n), Vectors: make([][]complex128, n), Real: true}
	for i := range e.Vectors {
		e.Vectors[i] = make([]complex128, n)
	}
	col := make([]complex128, n)
	for j, k := range order {
		e.Values[j] = values[k]
		if imag(values[k]) != 0 {
			e.Real = false
		}
		var norm float64
		for i := range col {
			col[i] = vectors.At(i, k)
			norm = math.Hypot(norm, cmplx.Abs(col[i]))
		}
		if norm == 0 {
			continue
		}
		// The phase that makes the first non-negligible component real and
		// positive (for a real vector: a sign).
		phase := complex(1, 0)
		for _, v := range col {
			if cmplx.Abs(v) > 1e-12*norm {
				phase = cmplx.Conj(v) / complex(cmplx.Abs(v), 0)
				break
			}
		}
		for i, v := range col {
			w := v * phase / complex(norm, 0)
			if imag(values[k]) == 0 {
				w = complex(real(w), 0) // a real eigenvector stays exactly real
			}
			e.Vectors[i][j] = w
		}
	}
	return e
}

// SVD is a singular value decomposition A = U Σ Vᵀ of an m × n matrix.
// Values holds the k = min(m, n) singular values in decreasing order. U is
// m × m and Vt is n × n when the decomposition is full, m × k and k × n
// when it is thin. The signs of matching columns of U and rows of Vt are
// not unique; these are those of LAPACK's dgesvd (Golub–Kahan
// bidiagonalisation then implicit QR), which scipy.linalg.svd returns with
// lapack_driver="gesvd". numpy.linalg.svd calls dgesdd (divide and
// conquer) instead, whose signs differ for some matrices (89 of 300 random
// ones of 1 to 6 rows and columns): U Σ Vᵀ and the singular values agree.
// The native server built with OpenBLAS calls dgesdd too, as NumPy does,
// for k of nativeMinDim (64) and more, where dgesvd is 3 to 5 times slower
// (eqx/internal/openblas); smaller matrices get dgesvd's signs in every
// build.
type SVD struct {
	Values []float64
	U, Vt  [][]float64
	// Rank is the numerical rank: the number of singular values above
	// max(m, n)·ε·σ_max, the threshold of numpy.linalg.matrix_rank.
	Rank int
}

// SingularValueDecomposition returns the SVD of a finite non-empty m × n
// matrix A, full (U m × m, Vt n × n) or thin.
func SingularValueDecomposition(A [][]float64, full bool) (SVD, error) {
	in := newScratch() // d is read only here: the factors are new matrices
	defer in.release()
	d, err := in.la("A", A)
	if err != nil {
		return SVD{}, fmt.Errorf("svd: %w", err)
	}
	s, U, V, err := svdOf(d, full, true)
	if err != nil {
		return SVD{}, fmt.Errorf("svd: %w", err)
	}
	m, n := d.Dims()
	var rank int
	if len(s) > 0 {
		tol := float64(max(m, n)) * 0x1p-52 * s[0]
		for _, v := range s {
			if v > tol {
				rank++
			}
		}
	}
	// U and the copy of Vᵀ are new, and nothing else holds them: their
	// rows are returned as they are, not copied once more.
	return SVD{Values: s, U: rowViews(U), Vt: rowViews(mat.DenseCopyOf(V.T())), Rank: rank}, nil
}
