package compute

import (
	"math"

	"eqx/compute/libm"
)

// The formulas as the sources print them, computed literally, in float64
// (as eqx computes) or float32 (as ML libraries compute on accelerators),
// beside eqx's forms in the same precision: the equations' "textbook vs
// stable" panels show where the printed ones fail. Each elementary
// function is evaluated in float64 and rounded to the precision, so it
// overflows, underflows and rounds where that precision does; every sum,
// product and quotient is done in the precision itself.

// Float is a precision to compute in.
type Float interface{ ~float32 | ~float64 }

// expIn is e^x rounded to F: +Inf above ln(max F) (88.72 in float32,
// 709.78 in float64), 0 below the smallest subnormal's logarithm.
func expIn[F Float](x F) F { return F(libm.Exp(float64(x))) }

// logIn is ln x rounded to F: −Inf at 0, NaN below.
func logIn[F Float](x F) F { return F(libm.Log(float64(x))) }

// SigmoidPrinted is σ(z) = 1/(1 + e^{−z}) as printed, in F. Below
// z = −ln(max F) (−88.72 in float32, −709.78 in float64) e^{−z}
// overflows and it gives 0, where σ(z) ≈ e^z is still representable down
// to the smallest subnormal (z ≈ −103.3 in float32, −744.4 in float64).
func SigmoidPrinted[F Float](z F) F { return 1 / (1 + expIn(-z)) }

// SigmoidStable is σ(z) in F without overflow: 1/(1 + e^{−z}) for
// z ≥ 0 and e^z/(1 + e^z) below, where e^z ≤ 1.
func SigmoidStable[F Float](z F) F {
	if z >= 0 {
		return 1 / (1 + expIn(-z))
	}
	e := expIn(z)
	return e / (1 + e)
}

// SoftmaxPrinted is e^{z_i/T} / Σ_j e^{z_j/T} as printed, in F. Once a
// z_j/T exceeds ln(max F) the sum is +Inf and the entries are NaN (Inf/Inf)
// or 0; once every e^{z_j/T} underflows, they are 0/0 = NaN.
func SoftmaxPrinted[F Float](z []F, T F) []F {
	out := make([]F, len(z))
	var sum F
	for i, zi := range z {
		out[i] = expIn(zi / T)
		sum += out[i]
	}
	for i := range out {
		out[i] /= sum
	}
	return out
}

// SoftmaxStable is softmax(z/T) in F with the largest z_j/T subtracted
// first: every exponent is ≤ 0 and the sum is at least 1, so nothing
// overflows and the sum never underflows.
func SoftmaxStable[F Float](z []F, T F) []F {
	out := make([]F, len(z))
	top := F(math.Inf(-1))
	for _, zi := range z {
		top = max(top, zi/T)
	}
	var sum F
	for i, zi := range z {
		out[i] = expIn(zi/T - top)
		sum += out[i]
	}
	for i := range out {
		out[i] /= sum
	}
	return out
}

// EntropyPrinted is −Σ p log_b p as printed, in F, with log_b p = ln p /
// ln b: an entry of 0 gives 0·(−Inf) = NaN, though its term tends to 0.
// In float32 a probability below about 7e-46 is already 0.
func EntropyPrinted[F Float](p []F, base float64) F {
	var h F
	lb := F(libm.Log(base))
	for _, pi := range p {
		h -= pi * (logIn(pi) / lb)
	}
	return h
}

// EntropyStable is −Σ p log_b p in F with 0 log 0 = 0, the limit.
func EntropyStable[F Float](p []F, base float64) F {
	var h F
	lb := F(libm.Log(base))
	for _, pi := range p {
		if pi > 0 {
			h -= pi * (logIn(pi) / lb)
		}
	}
	return h
}

// VariancePrinted is Σ(x_i − μ)² / (N − ddof) with μ = Σx_i / N, summed
// in order in F: the two-pass formula as printed.
func VariancePrinted[F Float](x []F, ddof int) F {
	var s F
	for _, xi := range x {
		s += xi
	}
	mu := s / F(len(x))
	var ss F
	for _, xi := range x {
		d := xi - mu
		ss += d * d
	}
	return ss / F(len(x)-ddof)
}

// VarianceOnePass is the shortcut (Σx_i² − (Σx_i)²/N) / (N − ddof), in F.
// Both terms are about N·μ², so when the mean is large against the spread
// their difference cancels: with data offset by 10⁹ in float64 it keeps no
// correct digit, and it can come out negative.
func VarianceOnePass[F Float](x []F, ddof int) F {
	var s, sq F
	for _, xi := range x {
		s += xi
		sq += xi * xi
	}
	return (sq - s*s/F(len(x))) / F(len(x)-ddof)
}

// VarianceStable is the two-pass variance in F with both sums compensated
// (Neumaier): the mean to within a rounding, then the squared deviations
// from it, so only the rounding of the data themselves to F remains.
func VarianceStable[F Float](x []F, ddof int) F {
	var s, c F
	for _, xi := range x {
		s, c = neumaierAdd(s, c, xi)
	}
	mu := (s + c) / F(len(x))
	// The mean's own rounding error, folded back into the deviations
	// (Σ(x − μ) is 0 exactly for the exact mean).
	var ds, dc, ss, sc F
	for _, xi := range x {
		d := xi - mu
		ds, dc = neumaierAdd(ds, dc, d)
		ss, sc = neumaierAdd(ss, sc, d*d)
	}
	dev := ds + dc
	return (ss + sc - dev*dev/F(len(x))) / F(len(x)-ddof)
}

// BCEPrinted is −Σ[y log p + (1 − y) log(1 − p)], divided by n when
// mean, as printed, in F. A label at one end with p at the same end (y =
// 1, p = 1) gives 0·log 0 = 0·(−∞) = NaN for the other term, though the
// loss is 0 there; float32 rounds p within 2⁻²⁵ of 1 to 1, so a confident
// prediction of 0.99999998 is already NaN.
func BCEPrinted[F Float](y, p []F, mean bool) F {
	var s F
	for i := range y {
		s += y[i]*logIn(p[i]) + (1-y[i])*logIn(1-p[i])
	}
	if mean {
		return -s / F(len(y))
	}
	return -s
}

// BCEStable is the same loss in F with 0 log 0 = 0 for a term whose
// weight is 0, and log(1 − p) as log1p(−p), exact for a small p.
func BCEStable[F Float](y, p []F, mean bool) F {
	var s F
	for i := range y {
		if y[i] != 0 {
			s += y[i] * logIn(p[i])
		}
		if 1-y[i] != 0 {
			s += (1 - y[i]) * F(math.Log1p(-float64(p[i])))
		}
	}
	if mean {
		return -s / F(len(y))
	}
	return -s
}

// GaussianPrinted is the normal density 1/(σ√(2π))·e^{−(x−μ)²/(2σ²)} as
// printed, in F. Far in the tail e^{−(x−μ)²/(2σ²)} underflows to 0 (below
// e^{−745} in float64) though the density, divided by a small σ, may
// still be a normal number; and once σ² underflows, the exponent is
// (x−μ)²/0: −∞ or NaN.
func GaussianPrinted[F Float](x, mu, sigma F) F {
	d := x - mu
	return 1 / (sigma * F(math.Sqrt(2*math.Pi))) * expIn(-(d*d)/(2*sigma*sigma))
}

// GaussianStable is the normal density in F as eqx computes it: z =
// (x−μ)/σ first, so σ² is never formed, and where e^{−z²/2} would be
// subnormal, σ√(2π) divided inside the exponent, e^{−z²/2 − ln σ − ½ln 2π},
// so the density is not lost with e^{−z²/2}.
func GaussianStable[F Float](x, mu, sigma F) F {
	z := (x - mu) / sigma
	e := -z * z / 2
	if e < lnMinNormal[F]() {
		return expIn(e - logIn(sigma) - F(0.5*libm.Log(2*math.Pi)))
	}
	return expIn(e) / (sigma * F(math.Sqrt(2*math.Pi)))
}

// lnMinNormal is the logarithm of F's smallest normal number: below it,
// e^x is subnormal and loses digits.
func lnMinNormal[F Float]() F {
	var f F
	if _, ok := any(f).(float32); ok {
		return F(libm.Log(0x1p-126))
	}
	return F(libm.Log(0x1p-1022))
}
