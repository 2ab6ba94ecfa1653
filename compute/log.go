package compute

import "eqx/compute/libm"

// ln is the natural logarithm, also correct for subnormal x: the amd64
// (and s390x) assembly of math.Log reads a subnormal as if it had the
// least normal exponent, so that math.Log(5e-324) is −709.09 instead of
// −744.44 (Go issue 56600). libm.Log is the pure Go version, right there
// and the same on every platform.
func ln(x float64) float64 { return libm.Log(x) }
