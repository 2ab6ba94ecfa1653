package compute

import "math"

// ln is math.Log, also correct for subnormal x. The amd64 (and s390x)
// assembly of math.Log reads a subnormal as if it had the least normal
// exponent, so that math.Log(5e-324) is −709.09 instead of −744.44 (Go
// issue 56600); the pure Go version, used on js/wasm, is right. Scaling by
// 2⁵² makes x normal exactly.
func ln(x float64) float64 {
	if x > 0 && x < 0x1p-1022 {
		return math.Log(x*0x1p52) - 52*math.Ln2
	}
	return math.Log(x)
}
