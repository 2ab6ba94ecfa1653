package compute

import (
	"errors"
	"math"

	"eqx/internal/openblas"

	"gonum.org/v1/gonum/mat"
)

// The dense decompositions behind EigenDecompose, SingularValueDecomposition,
// FitPCA and FitFisherLDA, on gonum's pure-Go LAPACK or, in the native
// server's build, on OpenBLAS's LAPACK (eqx/internal/openblas says why).

// nativeMinDim is the smallest order (min(m, n) for an SVD) of a matrix
// decomposed by OpenBLAS when the build has it. Smaller matrices, those of
// the pages, go through gonum in every build, so that the server, the
// browser and the Worker give the same numbers for them, the signs of the
// singular vectors included (dgesdd, OpenBLAS's, and dgesvd, gonum's, can
// pick opposite signs for a pair). Below 64 OpenBLAS gains nothing: at 32
// eigh, SVD and eig took 229, 371 and 544 µs on it against 250, 279 and
// 420 µs on gonum, at 64 1.8, 1.4 and 2.4 ms against 2.3, 3.4 and 4.0 (one
// loaded run). A variable so that the tests can send their reference
// cases through OpenBLAS.
var nativeMinDim = 64

// signedMinDim is the smallest order of an SVD whose singular pairs are
// signed by signPairs: nativeMinDim's default, where the backends may
// differ; below it every build uses gonum, whose signs the tests pin.
const signedMinDim = 64

// nativeMinWork is the smallest m·n·min(m, n) (the order of the work) of
// a tall or wide matrix, its smaller side under nativeMinDim, whose SVD is
// computed by OpenBLAS: at 1000 × 50 (2.5·10⁶) gonum's dgesvd took 9.7 ms
// against numpy's dgesdd 8.5 ms (ratio 2.1 on a loaded run), while the
// pages' matrices stay far below it. A variable, as nativeMinDim.
var nativeMinWork = 1 << 21

// signedMinWork is nativeMinWork's default: from it up the singular pairs
// are signed by signPairs in every build, as from signedMinDim.
const signedMinWork = 1 << 21

// useNative reports whether a matrix of order k is decomposed by OpenBLAS.
func useNative(k int) bool { return openblas.Available && k >= nativeMinDim }

// useNativeSVD reports whether the SVD of an m×n matrix is computed by
// OpenBLAS: a square-ish one of order nativeMinDim and more, or a tall or
// wide one with as much work as nativeMinWork.
func useNativeSVD(m, n int) bool {
	k := min(m, n)
	return useNative(k) || (openblas.Available && m*n*k >= nativeMinWork)
}

// signedSVD reports whether the singular pairs of an m×n matrix are signed
// by signPairs: for the shapes that some build sends to OpenBLAS.
func signedSVD(m, n int) bool {
	k := min(m, n)
	return k >= signedMinDim || m*n*k >= signedMinWork
}

// errNoConvergence is the decompositions' failure to converge.
var errNoConvergence = errors.New("the factorisation did not converge")

// nativeErr maps OpenBLAS's failure to converge onto errNoConvergence.
func nativeErr(err error) error {
	if errors.Is(err, openblas.ErrNoConvergence) {
		return errNoConvergence
	}
	return err
}

// eigenSym returns the eigenvalues of the symmetric matrix a in ascending
// order and its orthonormal eigenvectors as the columns of vectors.
func eigenSym(a *mat.SymDense) (values []float64, vectors *mat.Dense, err error) {
	n := a.SymmetricDim()
	if useNative(n) {
		raw := a.RawSymmetric()
		in := newScratch() // SymEigen copies upper before it returns
		defer in.release()
		upper := in.floats(n * n)
		for i := range n {
			copy(upper[i*n+i:(i+1)*n], raw.Data[i*raw.Stride+i:i*raw.Stride+n])
		}
		w, z, err := openblas.SymEigen(n, upper)
		if err != nil {
			return nil, nil, nativeErr(err)
		}
		return w, mat.NewDense(n, n, z), nil
	}
	var es mat.EigenSym
	if !es.Factorize(a, true) {
		return nil, nil, errNoConvergence
	}
	vectors = new(mat.Dense)
	es.VectorsTo(vectors)
	return es.Values(nil), vectors, nil
}

// eigenGeneral returns the eigenvalues of the square matrix a and its right
// eigenvectors as the columns of vectors, in the solver's order.
func eigenGeneral(a *mat.Dense) (values []complex128, vectors *mat.CDense, err error) {
	n, _ := a.Dims()
	values = make([]complex128, n)
	vectors = mat.NewCDense(n, n, nil)
	if useNative(n) {
		wr, wi, vr, err := openblas.Eigen(n, a.RawMatrix().Data)
		if err != nil {
			return nil, nil, nativeErr(err)
		}
		// LAPACK packs a complex pair's eigenvector into two real
		// columns: the real part, then the imaginary part.
		for j := 0; j < n; j++ {
			values[j] = complex(wr[j], wi[j])
			if wi[j] == 0 || j+1 == n {
				for i := range n {
					vectors.Set(i, j, complex(vr[i*n+j], 0))
				}
				continue
			}
			values[j+1] = complex(wr[j+1], wi[j+1])
			for i := range n {
				re, im := vr[i*n+j], vr[i*n+j+1]
				vectors.Set(i, j, complex(re, im))
				vectors.Set(i, j+1, complex(re, -im))
			}
			j++
		}
		return values, vectors, nil
	}
	var eg mat.Eigen
	if !eg.Factorize(a, mat.EigenRight) {
		return nil, nil, errNoConvergence
	}
	eg.Values(values)
	eg.VectorsTo(vectors)
	return values, vectors, nil
}

// svdOf returns the singular values of the m×n matrix a in decreasing
// order, U (m×k, or m×m when full) when wantU, and V (n×k, or n×n when
// full), k = min(m, n). From order signedMinDim up (or work
// signedMinWork) the singular pairs are signed alike in every build
// (signPairs): there the server may use
// OpenBLAS's dgesdd and the browser gonum's dgesvd, which can pick
// opposite signs for a pair.
func svdOf(a *mat.Dense, full, wantU bool) (values []float64, u, v *mat.Dense, err error) {
	values, u, v, err = svdRaw(a, full, wantU)
	if err == nil {
		if m, n := a.Dims(); signedSVD(m, n) {
			signPairs(len(values), u, v)
		}
	}
	return values, u, v, err
}

// signPairs flips the first k singular pairs (u_j, v_j) → (−u_j, −v_j),
// which leaves U Σ Vᵀ unchanged, so that the entry of v_j largest in
// magnitude (the first of equals) is positive. u may be nil.
func signPairs(k int, u, v *mat.Dense) {
	rows, _ := v.Dims()
	for j := range k {
		big, at := -1.0, 0
		for i := range rows {
			if a := math.Abs(v.At(i, j)); a > big {
				big, at = a, i
			}
		}
		if v.At(at, j) >= 0 {
			continue
		}
		for i := range rows {
			v.Set(i, j, -v.At(i, j))
		}
		if u != nil {
			ur, _ := u.Dims()
			for i := range ur {
				u.Set(i, j, -u.At(i, j))
			}
		}
	}
}

// svdRaw is svdOf with the signs its backend gives.
func svdRaw(a *mat.Dense, full, wantU bool) (values []float64, u, v *mat.Dense, err error) {
	m, n := a.Dims()
	if useNativeSVD(m, n) {
		r := a.RawMatrix()
		data := r.Data
		if r.Stride != n {
			data = mat.DenseCopyOf(a).RawMatrix().Data
		}
		s, uRaw, vtRaw, err := openblas.SVD(m, n, data, full)
		if err != nil {
			return nil, nil, nil, nativeErr(err)
		}
		if wantU {
			u = mat.NewDense(m, len(uRaw)/m, uRaw)
		}
		vt := mat.NewDense(len(vtRaw)/n, n, vtRaw)
		return s, u, mat.DenseCopyOf(vt.T()), nil
	}
	kind := mat.SVDThinV
	if full {
		kind = mat.SVDFullV
	}
	switch {
	case wantU && full:
		kind |= mat.SVDFullU
	case wantU:
		kind |= mat.SVDThinU
	}
	var f mat.SVD
	if !f.Factorize(a, kind) {
		return nil, nil, nil, errNoConvergence
	}
	if wantU {
		u = new(mat.Dense)
		f.UTo(u)
	}
	v = new(mat.Dense)
	f.VTo(v)
	return f.Values(nil), u, v, nil
}
