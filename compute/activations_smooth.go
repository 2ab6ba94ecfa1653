package compute

import (
	"math"

	"eqx/compute/libm"
)

// The activations that smooth or leak the ReLU: SiLU (Swish), Mish,
// Softplus (in classification.go: the logistic loss uses it), Leaky ReLU,
// ELU and SELU. Each is defined on the whole real line, ±Inf included,
// and keeps its relative precision in the left tail, where several of
// them are a product of a large x and a tiny factor.

// SiLU returns the sigmoid linear unit x·σ(x) (Elfwing et al. 2018; Swish
// with β = 1, Ramachandran et al. 2017). It is x/(1 + e^{−x}), which for
// x < 0 is x·e^x/(1 + e^x) without overflow: e^{−x} would overflow below
// −709 while the product is still a normal number there. Below −708, where
// e^x itself is subnormal, it is tailProduct.
// SiLU(−Inf) = 0 (the limit), SiLU(+Inf) = +Inf.
func SiLU(x float64) float64 {
	switch {
	case math.IsInf(x, -1):
		return 0
	case x >= 0:
		return x / (1 + libm.Exp(-x))
	case x < expSubnormal:
		return tailProduct(x)
	}
	e := libm.Exp(x)
	return x * e / (1 + e)
}

// expSubnormal is where e^x falls below the least normal float64.
const expSubnormal = -708

// tailProduct returns x·e^x for x < expSubnormal, where e^x is subnormal
// and the product of x and it would carry the few bits e^x has left:
// expTimes forms it as if e^x were exact, to a few ulps, with one rounding
// into the subnormal range where the product is there too.
func tailProduct(x float64) float64 { return expTimes(x, x) }

// Mish returns x·tanh(softplus(x)) (Misra 2019). With u = e^x,
// tanh(log(1 + u)) = u(u + 2)/(u(u + 2) + 2): one exponential and no
// cancellation, where tanh of a softplus near 0 would lose the digits of a
// tiny u for x ≪ 0. Above x = 20 the factor is 1 to double precision
// (1 − 2e^{−2x}); below −708 it is u to double precision, and the product
// x·e^x is tailProduct. Mish(−Inf) = 0, Mish(+Inf) = +Inf.
func Mish(x float64) float64 {
	switch {
	case math.IsInf(x, -1):
		return 0
	case x > 20:
		return x
	case x < expSubnormal:
		return tailProduct(x)
	}
	u := libm.Exp(x)
	n := u * (u + 2)
	return x * n / (n + 2)
}

// LeakyReLU returns x for x ≥ 0 and αx below (Maas, Hannun and Ng 2013):
// a ReLU whose negative side keeps the small slope α, so that a unit
// pushed below 0 still gets a gradient. α is usually 0.01; α = 0 is the
// ReLU and α = 1 the identity. LeakyReLU(NaN) is NaN.
func LeakyReLU(x, alpha float64) float64 {
	if x >= 0 || math.IsNaN(x) {
		return x
	}
	return alpha * x
}

// ELU returns x for x > 0 and α(e^x − 1) below (Clevert, Unterthiner and
// Hochreiter 2015), with e^x − 1 as math.Expm1: near 0 the difference
// would lose its digits. It saturates at −α as x → −∞; ELU(−Inf) = −α.
func ELU(x, alpha float64) float64 {
	if x > 0 || math.IsNaN(x) {
		return x
	}
	return alpha * math.Expm1(x)
}

// The constants of SELU (Klambauer et al. 2017), the fixed point of the
// self-normalising map for zero mean and unit variance, to 32 digits in
// the paper: λ = 1.0507009873554804934193349852946, α =
// 1.6732632423543772848170429916717, and λα rounded once.
const (
	seluLambda      = 1.0507009873554804934193349852946
	seluLambdaAlpha = 1.7580993408473768 // λ·α, mpmath at 60 digits
)

// SELU returns the scaled exponential linear unit λ·x for x > 0 and
// λα(e^x − 1) below, with the paper's λ and α, whose activations keep a
// zero mean and unit variance through the layers of a network
// initialised for it. SELU(−Inf) = −λα.
func SELU(x float64) float64 {
	if x > 0 || math.IsNaN(x) {
		return seluLambda * x
	}
	return seluLambdaAlpha * math.Expm1(x)
}
