//go:build eqx_openblas && cgo

package openblas

/*
#cgo LDFLAGS: -lopenblas
#include <stddef.h>

// LAPACK's Fortran interface as libopenblas exports it (LP64: 32-bit
// integers); each character argument has a hidden length after the others.
void dsyevd_(const char *jobz, const char *uplo, const int *n, double *a, const int *lda,
	double *w, double *work, const int *lwork, int *iwork, const int *liwork, int *info,
	size_t, size_t);
void dgesdd_(const char *jobz, const int *m, const int *n, double *a, const int *lda,
	double *s, double *u, const int *ldu, double *vt, const int *ldvt,
	double *work, const int *lwork, int *iwork, int *info, size_t);
void dgeev_(const char *jobvl, const char *jobvr, const int *n, double *a, const int *lda,
	double *wr, double *wi, double *vl, const int *ldvl, double *vr, const int *ldvr,
	double *work, const int *lwork, int *info, size_t, size_t);
*/
import "C"

import (
	"fmt"
	"math"
	"math/bits"
	"sync"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/blas/gonum"
	"gonum.org/v1/netlib/blas/netlib"
)

// Available reports whether this build calls OpenBLAS: true.
const Available = true

func init() { blas64.Use(level3{}) }

// level3 is gonum's BLAS with the level-3 routines of at least level3Min
// multiply-adds sent to OpenBLAS. Levels 1 and 2 stay in gonum's
// assembly-backed Go: they are memory-bound, and a cgo call costs more
// than the short vectors of the pages.
type level3 struct{ gonum.Implementation }

// level3Min is about a 40×40×40 product: below it gonum's Dgemm (0.02 ms
// there) is as fast as a cgo call into OpenBLAS with its thread start-up.
const level3Min = 1 << 16

var cblas netlib.Implementation

func (level3) Dgemm(tA, tB blas.Transpose, m, n, k int, alpha float64, a []float64, lda int, b []float64, ldb int, beta float64, c []float64, ldc int) {
	if m*n*k >= level3Min {
		cblas.Dgemm(tA, tB, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc)
		return
	}
	gonum.Implementation{}.Dgemm(tA, tB, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc)
}

func (level3) Dsyrk(ul blas.Uplo, t blas.Transpose, n, k int, alpha float64, a []float64, lda int, beta float64, c []float64, ldc int) {
	if n*n*k >= 2*level3Min {
		cblas.Dsyrk(ul, t, n, k, alpha, a, lda, beta, c, ldc)
		return
	}
	gonum.Implementation{}.Dsyrk(ul, t, n, k, alpha, a, lda, beta, c, ldc)
}

func (level3) Dsyr2k(ul blas.Uplo, t blas.Transpose, n, k int, alpha float64, a []float64, lda int, b []float64, ldb int, beta float64, c []float64, ldc int) {
	if n*n*k >= level3Min {
		cblas.Dsyr2k(ul, t, n, k, alpha, a, lda, b, ldb, beta, c, ldc)
		return
	}
	gonum.Implementation{}.Dsyr2k(ul, t, n, k, alpha, a, lda, b, ldb, beta, c, ldc)
}

func (level3) Dsymm(s blas.Side, ul blas.Uplo, m, n int, alpha float64, a []float64, lda int, b []float64, ldb int, beta float64, c []float64, ldc int) {
	if m*n*max(m, n) >= level3Min {
		cblas.Dsymm(s, ul, m, n, alpha, a, lda, b, ldb, beta, c, ldc)
		return
	}
	gonum.Implementation{}.Dsymm(s, ul, m, n, alpha, a, lda, b, ldb, beta, c, ldc)
}

func (level3) Dtrmm(s blas.Side, ul blas.Uplo, tA blas.Transpose, d blas.Diag, m, n int, alpha float64, a []float64, lda int, b []float64, ldb int) {
	if m*n*max(m, n) >= 2*level3Min {
		cblas.Dtrmm(s, ul, tA, d, m, n, alpha, a, lda, b, ldb)
		return
	}
	gonum.Implementation{}.Dtrmm(s, ul, tA, d, m, n, alpha, a, lda, b, ldb)
}

func (level3) Dtrsm(s blas.Side, ul blas.Uplo, tA blas.Transpose, d blas.Diag, m, n int, alpha float64, a []float64, lda int, b []float64, ldb int) {
	if m*n*max(m, n) >= 2*level3Min {
		cblas.Dtrsm(s, ul, tA, d, m, n, alpha, a, lda, b, ldb)
		return
	}
	gonum.Implementation{}.Dtrsm(s, ul, tA, d, m, n, alpha, a, lda, b, ldb)
}

// colMajor returns the row-major m×n matrix a in column-major order, the
// layout of LAPACK's Fortran interface (and of NumPy's own call: it copies
// into that order, so the factors, their signs included, are NumPy's), in
// a buffer of the pool (floats), which the caller gives back.
func colMajor(m, n int, a []float64) *[]float64 {
	buf := floats(m * n)
	t := *buf
	for i := range m {
		for j, v := range a[i*n : (i+1)*n] {
			t[i+j*m] = v
		}
	}
	return buf
}

// pools hold the buffers of the calls' inputs, factors and workspaces
// between calls, pools[k] those of 2^k float64s. A 1000×50 SVD used 1.3
// MB of them: fresh each call, they brought the garbage collector round
// every other call, and its worker took the core OpenBLAS's second
// thread was waiting for (the SVD took twice NumPy's time). Returned
// results are allocated as before.
var pools [48]sync.Pool

// floats returns a buffer of n float64s from the pools (their values are
// left over from an earlier call); give it back with release.
func floats(n int) *[]float64 {
	k := bits.Len(uint(max(n, 1) - 1))
	if b, ok := pools[k].Get().(*[]float64); ok {
		*b = (*b)[:n]
		return b
	}
	b := make([]float64, n, 1<<k)
	return &b
}

// release gives buffers back to the pools.
func release(bufs ...*[]float64) {
	for _, b := range bufs {
		pools[bits.Len(uint(cap(*b)-1))].Put(b)
	}
}

// rowMajor returns the column-major m×n matrix a (leading dimension m) in
// row-major order.
func rowMajor(m, n int, a []float64) []float64 {
	t := make([]float64, m*n)
	for j := range n {
		for i, v := range a[j*m : (j+1)*m] {
			t[i*n+j] = v
		}
	}
	return t
}

// ptr returns the address of the first element of s, or nil when s is
// empty.
func ptr(s []float64) *C.double {
	if len(s) == 0 {
		return nil
	}
	return (*C.double)(&s[0])
}

func iptr(s []C.int) *C.int {
	if len(s) == 0 {
		return nil
	}
	return &s[0]
}

// lapackInt reports a dimension beyond LAPACK's 32-bit integers.
func lapackInt(what string, sizes ...int) error {
	for _, s := range sizes {
		if s > math.MaxInt32 {
			return fmt.Errorf("openblas: %s: %d is beyond LAPACK's 32-bit integers", what, s)
		}
	}
	return nil
}

// info turns LAPACK's info into an error: < 0 is an argument this package
// got wrong, > 0 a failure to converge.
func info(routine string, i C.int) error {
	switch {
	case i < 0:
		panic(fmt.Sprintf("openblas: %s: argument %d is invalid", routine, -i))
	case i > 0:
		return fmt.Errorf("%s: %w", routine, ErrNoConvergence)
	}
	return nil
}

// SymEigen returns the eigenvalues w, in ascending order, and the
// orthonormal eigenvectors z of the symmetric n×n matrix a (row-major;
// its upper triangle is read, as gonum's SymDense stores it), by LAPACK's
// dsyevd (divide and conquer,
// numpy.linalg.eigh's). z is row-major: z[i*n+j] is component i of the
// eigenvector of w[j].
func SymEigen(n int, a []float64) (w, z []float64, err error) {
	if err := lapackInt("dsyevd", n*n, 1+6*n+2*n*n); err != nil {
		return nil, nil, err
	}
	// The row-major upper triangle is the column-major lower one.
	zbuf := floats(n * n)
	defer release(zbuf)
	z = *zbuf
	copy(z, a[:n*n])
	w = make([]float64, n)
	jobz, uplo := C.char('V'), C.char('L')
	cn, lda := C.int(n), C.int(max(n, 1))
	query := []float64{0}
	iquery := []C.int{0}
	lwork, liwork := C.int(-1), C.int(-1)
	var inf C.int
	C.dsyevd_(&jobz, &uplo, &cn, ptr(z), &lda, ptr(w), ptr(query), &lwork, iptr(iquery), &liwork, &inf, 1, 1)
	if err := info("dsyevd", inf); err != nil {
		return nil, nil, err
	}
	wbuf := floats(max(int(query[0]), 1))
	defer release(wbuf)
	work := *wbuf
	iwork := make([]C.int, max(int(iquery[0]), 1))
	lwork, liwork = C.int(len(work)), C.int(len(iwork))
	C.dsyevd_(&jobz, &uplo, &cn, ptr(z), &lda, ptr(w), ptr(work), &lwork, iptr(iwork), &liwork, &inf, 1, 1)
	if err := info("dsyevd", inf); err != nil {
		return nil, nil, err
	}
	return w, rowMajor(n, n, z), nil
}

// SVD returns the singular value decomposition A = U Σ Vᵀ of the
// row-major m×n matrix a by LAPACK's dgesdd (divide and conquer,
// numpy.linalg.svd's): the k = min(m, n) singular values s in decreasing
// order, U (m×k, or m×m when full) and Vᵀ (k×n, or n×n when full), both
// row-major.
func SVD(m, n int, a []float64, full bool) (s, u, vt []float64, err error) {
	k := min(m, n)
	ucols, vtrows, jobz := k, k, C.char('S')
	if full {
		ucols, vtrows, jobz = m, n, C.char('A')
	}
	if err := lapackInt("dgesdd", m*n, m*ucols, vtrows*n, 4*k*k+7*k+max(m, n)); err != nil {
		return nil, nil, nil, err
	}
	abuf, ubuf, vtbuf := colMajor(m, n, a), floats(m*ucols), floats(vtrows*n)
	defer release(abuf, ubuf, vtbuf)
	acol, ucol, vtcol := *abuf, *ubuf, *vtbuf
	s = make([]float64, k)
	iwork := make([]C.int, 8*k)
	cm, cn := C.int(m), C.int(n)
	lda, ldu, ldvt := C.int(max(m, 1)), C.int(max(m, 1)), C.int(max(vtrows, 1))
	query := []float64{0}
	lwork := C.int(-1)
	var inf C.int
	C.dgesdd_(&jobz, &cm, &cn, ptr(acol), &lda, ptr(s), ptr(ucol), &ldu, ptr(vtcol), &ldvt, ptr(query), &lwork, iptr(iwork), &inf, 1)
	if err := info("dgesdd", inf); err != nil {
		return nil, nil, nil, err
	}
	wbuf := floats(max(int(query[0]), 1))
	defer release(wbuf)
	work := *wbuf
	lwork = C.int(len(work))
	C.dgesdd_(&jobz, &cm, &cn, ptr(acol), &lda, ptr(s), ptr(ucol), &ldu, ptr(vtcol), &ldvt, ptr(work), &lwork, iptr(iwork), &inf, 1)
	if err := info("dgesdd", inf); err != nil {
		return nil, nil, nil, err
	}
	return s, rowMajor(m, ucols, ucol), rowMajor(vtrows, n, vtcol), nil
}

// Eigen returns the eigenvalues wr + i·wi of the general row-major n×n
// matrix a and its right eigenvectors vr by LAPACK's dgeev
// (numpy.linalg.eig's), unnormalised beyond LAPACK's unit 2-norm. vr is
// row-major and packs complex pairs as LAPACK does: for wi[j] > 0, columns
// j and j+1 hold the real and imaginary parts of the eigenvector of
// wr[j] + i·wi[j], whose conjugate is that of wr[j+1] + i·wi[j+1].
func Eigen(n int, a []float64) (wr, wi, vr []float64, err error) {
	if err := lapackInt("dgeev", n*n, 4*n); err != nil {
		return nil, nil, nil, err
	}
	abuf, vrbuf := colMajor(n, n, a), floats(n*n)
	defer release(abuf, vrbuf)
	acol, vrcol := *abuf, *vrbuf
	wr, wi = make([]float64, n), make([]float64, n)
	jobvl, jobvr := C.char('N'), C.char('V')
	cn, lda, ldvl := C.int(n), C.int(max(n, 1)), C.int(1)
	query := []float64{0}
	lwork := C.int(-1)
	var inf C.int
	C.dgeev_(&jobvl, &jobvr, &cn, ptr(acol), &lda, ptr(wr), ptr(wi), nil, &ldvl, ptr(vrcol), &lda, ptr(query), &lwork, &inf, 1, 1)
	if err := info("dgeev", inf); err != nil {
		return nil, nil, nil, err
	}
	wbuf := floats(max(int(query[0]), 1))
	defer release(wbuf)
	work := *wbuf
	lwork = C.int(len(work))
	C.dgeev_(&jobvl, &jobvr, &cn, ptr(acol), &lda, ptr(wr), ptr(wi), nil, &ldvl, ptr(vrcol), &lda, ptr(work), &lwork, &inf, 1, 1)
	if err := info("dgeev", inf); err != nil {
		return nil, nil, nil, err
	}
	return wr, wi, rowMajor(n, n, vrcol), nil
}
