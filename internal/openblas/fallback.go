//go:build !(eqx_openblas && cgo)

package openblas

// Available reports whether this build calls OpenBLAS: false, the pure-Go
// build.
const Available = false

// SymEigen: see the eqx_openblas build.
func SymEigen(n int, a []float64) (w, z []float64, err error) { return nil, nil, ErrUnavailable }

// SVD: see the eqx_openblas build.
func SVD(m, n int, a []float64, full bool) (s, u, vt []float64, err error) {
	return nil, nil, nil, ErrUnavailable
}

// Eigen: see the eqx_openblas build.
func Eigen(n int, a []float64) (wr, wi, vr []float64, err error) {
	return nil, nil, nil, ErrUnavailable
}
