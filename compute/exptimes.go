package compute

import (
	"math"

	"eqx/compute/libm"
)

// expTimes returns e^h·x for a finite x ≠ 0 when e^h itself is not a
// normal float64 (h beyond about ±708), rounded as if e^h had been exact.
//
// exp(h + ln|x|) would be one way, but the rounding of the sum, of size up
// to ~1450, is amplified by exp into a relative error of up to ~1450·u:
// 164 ulps for e^750·1e-20. Instead h is split as k·ln 2 + r with
// |r| ≤ ln 2/2 (Cody–Waite: k·Ln2Hi is exact, Ln2Hi having 32 significant
// bits, and h − k·Ln2Hi is exact), x as f·2^m with f in [½, 1) (math.Frexp,
// exact). e^r·f is then an ordinary number, within 1.5 ulps, and the
// powers of two add exactly; math.Ldexp rounds once more only where the
// result is subnormal, and overflows to ±Inf where it must. Beyond
// |h| = 1500 the result is ±Inf or ±0 whatever x (|x| lies between
// e^-745 and e^710).
func expTimes(h, x float64) float64 {
	const (
		ln2Hi = 6.93147180369123816490e-01 // 0x3fe62e42fee00000
		ln2Lo = 1.90821492927058770002e-10 // 0x3dea39ef35793c76
	)
	switch {
	case h > 1500:
		return math.Copysign(math.Inf(1), x)
	case h < -1500:
		return math.Copysign(0, x)
	}
	k := math.Round(h / math.Ln2)
	r := (h - k*ln2Hi) - k*ln2Lo
	f, m := math.Frexp(x)
	return math.Ldexp(libm.Exp(r)*f, int(k)+m)
}
