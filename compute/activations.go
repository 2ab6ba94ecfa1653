package compute

import (
	"fmt"
	"math"

	"eqx/compute/libm"
)

// Sigmoid returns the logistic function σ(z) = 1 / (1 + e^{-z}).
//
// For z < 0 it evaluates the algebraically equal e^{z} / (1 + e^{z}), so that
// e^{-z} never overflows: σ(-800) is a tiny positive number, not 0/Inf or NaN.
func Sigmoid(z float64) float64 {
	if z >= 0 {
		return 1 / (1 + libm.Exp(-z))
	}
	e := libm.Exp(z)
	return e / (1 + e)
}

// SigmoidSlice writes σ(z_i) = 1 / (1 + e^{−z_i}) into dst and returns it;
// dst is allocated when it is nil or too short, and may be z itself.
//
// Like Sigmoid it evaluates 1/(1 + e) for z_i ≥ 0 and e/(1 + e) for
// z_i < 0, with e = e^{−|z_i|} ≤ 1, so that nothing overflows. The
// exponentials are computed a block at a time by expSlice (each within
// 1 ulp, so a value may differ from Sigmoid(z_i) by an ulp or two), and a
// long z (parallelMin entries and more) is split in two halves.
func SigmoidSlice(dst, z []float64) []float64 {
	if cap(dst) < len(z) {
		dst = make([]float64, len(z))
	}
	dst = dst[:len(z)]
	if len(z) < parallelMin {
		sigmoidBlock(dst, z)
		return dst
	}
	j, h := startHalf(sigmoidHalf, z, nil, dst, [6]float64{})
	sigmoidBlock(dst[:h], z[:h])
	j.wait()
	j.release()
	return dst
}

func sigmoidHalf(j *halfJob) { sigmoidBlock(j.out, j.x) }

// fmBlock is the length of the blocks of the batch kernels that go
// through expSlice or logSlice: a stack buffer that stays in L1.
const fmBlock = 256

// fmOneBits is the bit pattern of 1.0.
const fmOneBits = 0x3ff0000000000000

// sigmoidBlock writes σ(z_i) into dst[i].
func sigmoidBlock(dst, z []float64) {
	var buf [fmBlock]float64
	dst = dst[:len(z)]
	for len(z) > 0 {
		n := min(len(z), fmBlock)
		e := buf[:n]
		for i, v := range z[:n] {
			e[i] = -math.Abs(v)
		}
		expSlice(e, e)
		d := dst[:n]
		for i, v := range z[:n] {
			// The numerator is 1 for z ≥ 0 and e for z < 0, chosen by the
			// sign bit without a branch (random signs would defeat the
			// branch predictor). z = −0 takes e = 1, NaN gives NaN.
			eb := math.Float64bits(e[i])
			neg := -(math.Float64bits(v) >> 63) // all ones when z < 0
			num := math.Float64frombits(fmOneBits ^ ((fmOneBits ^ eb) & neg))
			d[i] = num / (1 + e[i])
		}
		z, dst = z[n:], dst[n:]
	}
}

// SigmoidDerivative returns the slope of the logistic function,
// σ'(z) = σ(z)(1 − σ(z)) = σ(z)σ(−z), which lies in (0, 1/4].
//
// It is evaluated as e/(1 + e)² with e = exp(−|z|), using the symmetry
// σ'(−z) = σ'(z). The textbook a(1 − a) with a = σ(z) cancels: for z > ~37
// a rounds to 1 and a(1 − a) is 0, while σ'(40) ≈ 4.2e-18. In this form
// the result underflows only where the true slope does (|z| > ~745), and
// σ'(±Inf) = 0.
func SigmoidDerivative(z float64) float64 {
	e := libm.Exp(-math.Abs(z))
	return e / ((1 + e) * (1 + e))
}

// SigmoidNaive evaluates 1 / (1 + e^{-z}) literally. It exists only to show
// the overflow pitfall next to Sigmoid; it is not used for results.
func SigmoidNaive(z float64) float64 { return 1 / (1 + libm.Exp(-z)) }

// Tanh returns the hyperbolic tangent (e^x − e^{−x}) / (e^x + e^{−x}).
//
// The library tanh is used: the first textbook form gives Inf/Inf = NaN for
// |x| > ~710 and the form (1 − e^{−2x})/(1 + e^{−2x}) loses precision near 0.
func Tanh(x float64) float64 { return math.Tanh(x) }

// ReLU returns the rectified linear unit max(0, z). ReLU(NaN) is NaN.
func ReLU(z float64) float64 {
	if z > 0 || math.IsNaN(z) {
		return z
	}
	return 0
}

// GELU returns the Gaussian error linear unit x·Φ(x) = (x/2)(1 + erf(x/√2)),
// with Φ the standard normal CDF.
//
// It is evaluated as x·Φ(x) with Φ(x) = erfc(−x/√2)/2 (stdNormalCDF), which
// keeps full relative precision in the left tail where 1 + erf(x/√2)
// would cancel.
func GELU(x float64) float64 {
	if math.IsInf(x, -1) {
		return 0 // x·Φ(x) → 0 as x → −∞; the product would be −Inf·0.
	}
	if x < geluTail {
		return geluLeftTail(x)
	}
	return x * stdNormalCDF(x)
}

// geluTail is where Φ(x) falls below the least normal float64: x·Φ(x) of a
// subnormal Φ keeps only its few bits.
const geluTail = -37.5

// geluLeftTail returns x·Φ(x) for x < geluTail from the asymptotic series
// of Mills' ratio, x·Φ(x) = −φ(x)·S(x) with
//
//	S(x) = 1 − 1/x² + 3/x⁴ − 15/x⁶ + … ,
//
// as one exponential, −exp(−x²/2 − log √(2π) + log S), so that nothing
// subnormal is rounded twice. Its terms fall by (2k − 1)/x² < 1/70: eight
// of them leave less than 10⁻¹⁹. The exponent's rounding (≈ 700 ε) is a
// relative error of 10⁻¹³, below the spacing of the subnormal results
// from x = −38.5 on and within 8·10⁻¹⁴ above it.
func geluLeftTail(x float64) float64 {
	r := 1 / (x * x)
	s, term := 0.0, 1.0
	for k := 1; k <= 8; k++ {
		term *= -float64(2*k-1) * r
		s += term
	}
	const logSqrt2Pi = 0.9189385332046728
	return -math.Exp(-0.5*x*x - logSqrt2Pi + math.Log1p(s))
}

// stdNormalCDF returns Φ(x) = erfc(−x/√2)/2 to a few ulps, also in the
// left tail. There erfc(v) falls like e^{−v²}, so the rounding δ of
// u = x/√2 alone (up to half an ulp of u) would cost a relative error of
// 2|u|δ: 10⁻¹³ at x = −36. δ is recovered exactly enough with FMA and 1/√2
// split in two parts, and put back to first order:
// erfc(−u − δ) = erfc(−u) + δ·(2/√π)·e^{−u²}.
func stdNormalCDF(x float64) float64 {
	const (
		invSqrt2Hi  = 0.7071067811865476     // 1/√2 rounded
		invSqrt2Lo  = -4.833646656726457e-17 // 1/√2 − invSqrt2Hi
		twoBySqrtPi = 1.1283791670955126     // 2/√π
	)
	if math.IsInf(x, 0) {
		return 0.5 * math.Erfc(-x) // 0 or 1; δ would be NaN
	}
	u := x * invSqrt2Hi
	delta := math.FMA(x, invSqrt2Hi, -u) + x*invSqrt2Lo
	return 0.5 * (math.Erfc(-u) + delta*twoBySqrtPi*math.Exp(-u*u))
}

// GELUTanh returns the tanh approximation of GELU used by BERT and GPT-2,
//
//	0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³))),
//
// which differs from the exact GELU by less than 4.8·10⁻⁴ (the most near |x| = 2.7).
// The cube is taken inside tanh only where it cannot overflow: beyond
// |x| = 10 the tanh is ±1 to double precision.
func GELUTanh(x float64) float64 {
	if math.Abs(x) > 10 {
		return ReLU(x)
	}
	return 0.5 * x * (1 + math.Tanh(math.Sqrt(2/math.Pi)*(x+0.044715*x*x*x)))
}

// Softmax writes softmax(z/T)_i = e^{z_i/T} / Σ_j e^{z_j/T} into dst and
// returns it; dst is allocated when it is nil or too short.
//
// The maximum is subtracted before exponentiating (the log-sum-exp shift), so
// large logits such as [1000, 1001, 1002] do not overflow. T must be positive
// and finite; z must be non-empty and contain no NaN.
func Softmax(dst, z []float64, T float64) ([]float64, error) {
	if len(z) == 0 {
		return nil, fmt.Errorf("softmax: logits: %w", ErrEmpty)
	}
	if !(T > 0) || math.IsInf(T, 1) {
		return nil, fmt.Errorf("softmax: temperature T = %v must be positive and finite", T)
	}
	if cap(dst) < len(z) {
		dst = make([]float64, len(z))
	}
	dst = dst[:len(z)]
	split := len(z) >= parallelMin
	var max float64
	nan := -1
	if split {
		max, nan = softmaxMaxSplit(z)
	} else {
		max, nan = softmaxMax(z)
	}
	if nan >= 0 {
		return nil, fmt.Errorf("softmax: logit %d is NaN", nan+1)
	}
	if math.IsInf(max, -1) {
		return nil, fmt.Errorf("softmax: %w: every logit is -Infinity", ErrUndefined)
	}
	var sum float64
	switch {
	case math.IsInf(max, 1):
		// Every +Inf logit shares the mass equally; the rest get 0.
		for i, v := range z {
			var e float64
			if math.IsInf(v, 1) {
				e = 1
			}
			dst[i] = e
			sum += e
		}
	case split:
		sum = softmaxExpSplit(dst, z, max, T)
	default:
		sum = softmaxExp(dst, z, max, T)
	}
	if split {
		divideSplit(dst, sum)
	} else {
		divScalar(dst, sum)
	}
	return dst, nil
}

// softmaxMax returns the largest of z, and the index of its first NaN or −1.
func softmaxMax(z []float64) (max float64, nan int) {
	max = math.Inf(-1)
	for i, v := range z {
		if v > max {
			max = v
		} else if v != v {
			return max, i
		}
	}
	return max, -1
}

// softmaxExp writes e^{(z_i − max)/T} into dst and returns their sum.
func softmaxExp(dst, z []float64, max, T float64) float64 {
	var sum float64
	dst = dst[:len(z)]
	if T == 1 { // (v − max)/1 is v − max: the same value, one division less
		for i, v := range z {
			e := libm.Exp(v - max)
			dst[i] = e
			sum += e
		}
		return sum
	}
	for i, v := range z {
		e := libm.Exp((v - max) / T)
		dst[i] = e
		sum += e
	}
	return sum
}

func softmaxMaxHalf(j *halfJob) {
	j.res[0], j.idx = softmaxMax(j.x)
}

func softmaxExpHalf(j *halfJob) {
	j.res[0] = softmaxExpBatch(j.out, j.x, j.arg[0], j.arg[1])
}

// softmaxExpBatch is softmaxExp for the halves of a long z: the
// exponentials go through expSlice a block at a time, and the sum runs in
// four lanes.
func softmaxExpBatch(dst, z []float64, max, T float64) float64 {
	var s0, s1, s2, s3 float64
	dst = dst[:len(z)]
	for len(z) > 0 {
		n := min(len(z), fmBlock)
		d := dst[:n]
		if T == 1 {
			addScalar(d, z[:n], -max)
		} else {
			for i, v := range z[:n] {
				d[i] = (v - max) / T
			}
		}
		expSlice(d, d)
		i := 0
		for ; i+4 <= n; i += 4 {
			s0 += d[i]
			s1 += d[i+1]
			s2 += d[i+2]
			s3 += d[i+3]
		}
		for ; i < n; i++ {
			s0 += d[i]
		}
		z, dst = z[n:], dst[n:]
	}
	return (s0 + s1) + (s2 + s3)
}

func divideHalf(j *halfJob) {
	divScalar(j.out, j.arg[0])
}

// softmaxMaxSplit is softmaxMax for a long z, split in two halves.
func softmaxMaxSplit(z []float64) (max float64, nan int) {
	j, h := startHalf(softmaxMaxHalf, z, nil, nil, [6]float64{})
	max, nan = softmaxMax(z[:h])
	j.wait()
	max1, nan1 := j.res[0], j.idx
	j.release()
	if nan < 0 && nan1 >= 0 {
		nan = h + nan1
	}
	if max1 > max {
		max = max1
	}
	return max, nan
}

// softmaxExpSplit is softmaxExp for a long z, split in two halves.
func softmaxExpSplit(dst, z []float64, max, T float64) float64 {
	j, h := startHalf(softmaxExpHalf, z, nil, dst, [6]float64{max, T})
	sum := softmaxExpBatch(dst[:h], z[:h], max, T)
	j.wait()
	sum += j.res[0]
	j.release()
	return sum
}

// divideSplit divides every entry of a long dst by s, in two halves.
func divideSplit(dst []float64, s float64) {
	j, h := startHalf(divideHalf, dst, nil, dst, [6]float64{s})
	divScalar(dst[:h], s)
	j.wait()
	j.release()
}
