// Package openblas runs the large dense decompositions of eqx/compute on
// OpenBLAS, on the native server only.
//
// gonum's pure-Go LAPACK is what the browser and the Cloudflare Worker run,
// and what every build runs for the small matrices of the pages. For the
// matrices of an uploaded dataset it is several times slower than NumPy,
// which calls OpenBLAS's LAPACK (divide and conquer: syevd for eigh, gesdd
// for the SVD, where gonum has only syev and gesvd). The native build
// (build tag eqx_openblas, with cgo; `make build` sets it when libopenblas
// is installed) links libopenblas and
//
//   - calls its LAPACK's dsyevd, dgesdd and dgeev through the Fortran
//     interface that libopenblas exports (Debian's libopenblas has no
//     LAPACKE, and gonum's netlib binding of LAPACKE adds a 14 s cgo
//     compile for the three functions used);
//   - runs gonum's level-3 BLAS (the products of attention, the scatter
//     matrices of LDA, the triangular solves) on OpenBLAS's through
//     gonum.org/v1/netlib/blas/netlib, for products large enough to gain
//     from it; small ones stay in gonum's Go code, which is faster than a
//     cgo call and OpenBLAS's set-up for a 3×3 product.
//
// Without the tag (js/wasm, the Worker, a machine without libopenblas)
// Available is false and the functions return ErrUnavailable; eqx/compute
// then uses gonum.
//
// The functions take and return row-major float64 slices, copy their input
// (it is never modified) and report a failure to converge as
// ErrNoConvergence.
package openblas

import "errors"

// ErrUnavailable is returned by every function of a build without
// OpenBLAS.
var ErrUnavailable = errors.New("openblas: not in this build (build tag eqx_openblas, with cgo and libopenblas)")

// ErrNoConvergence is LAPACK's info > 0: the iteration did not converge.
var ErrNoConvergence = errors.New("openblas: the LAPACK iteration did not converge")
