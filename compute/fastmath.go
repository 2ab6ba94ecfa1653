package compute

import "math"

// Batch exponential and logarithm for the long-vector kernels.
//
// math.Exp and math.Log cost a call and a few well-hidden branches per
// value; here one loop computes a whole slice with straight-line code, so
// that consecutive values overlap in the pipeline. Go (also js/wasm);
// on amd64 with AVX2 the exponential's straight-line path also runs four
// lanes at a time (exp_amd64.s), rounding for rounding as the Go loop.
// Both are table-driven (the method of ARM's optimized-routines exp and
// log, as in musl; 128-entry tables, generated with 60-digit decimal
// arithmetic): the exponential has no division and errs by little more
// than half an ulp (0.3% of the tested results are not correctly
// rounded, none by more than 1 ulp); the logarithm has no division except
// near 1, where fdlibm's e_log.c (the algorithm of Go's math.Log, < 1 ulp)
// takes over. Values outside the straight-line range (overflow,
// underflow, subnormal results or inputs, ±Inf, NaN, 0, negatives) take a
// rarely used branch that handles them as math.Exp and math.Log do, except
// where those are wrong on amd64: the logarithm of a subnormal (see ln),
// and e^x for x in (709.43, 709.78], finite (up to MaxFloat64) here and
// in the pure-Go math.Exp, +Inf from the amd64 assembly.

const (
	fmLn2Hi = 6.93147180369123816490e-01 // 0x3fe62e42fee00000: k·Ln2Hi is exact
	fmLn2Lo = 1.90821492927058770002e-10 // 0x3dea39ef35793c76

	// e^x: k = round(x·128/ln 2), r = x − k·(ln2/128) with ln2/128 =
	// fmLn2HiN + fmLn2LoN; fmLn2HiN has 21 significant bits, so that
	// k·fmLn2HiN is exact.
	fmExpN    = 128
	fmInvLn2N = 0x1.71547652b82fep+7
	fmLn2HiN  = 0x1.62e42p-8
	fmLn2LoN  = 0x1.fdf473de6af28p-29

	// log(1 + f) = 2s + s·R(s²), s = f/(2 + f).
	fmL1 = 6.666666666666735130e-01 // 3FE55555 55555593
	fmL2 = 3.999999999940941908e-01 // 3FD99999 9997FA04
	fmL3 = 2.857142874366239149e-01 // 3FD24924 94229359
	fmL4 = 2.222219843214978396e-01 // 3FCC71C5 1D8E78AF
	fmL5 = 1.818357216161805012e-01 // 3FC74664 96CB03DE
	fmL6 = 1.531383769920937332e-01 // 3FC39A09 D078C69F
	fmL7 = 1.479819860511658591e-01 // 3FC2F112 DF3E5244

	// fmExpLo < x < fmExpHi keeps the scale 2^(k/128) and the result
	// e^x in the normal range, with room for the term scale·p.
	fmExpLo = -700.0
	fmExpHi = 709.0

	fmShift = 0x1.8p52 // adding it rounds a float64 of size < 2^51 to an integer

	// log: the bits of x minus fmLogOff give k and the interval j of z;
	// x in [fmLogNear1Lo, fmLogNear1Hi) (as bits) takes the branch near 1.
	fmLogN       = 128
	fmLogOff     = 0x3fe6000000000000 // 0.6875
	fmLogNear1Lo = 0x3fee000000000000 // 1 − 2^-4
	fmLogNear1Hi = 0x3ff1090000000000 // 1 + 0x1.09p-4
)

// expSlice writes e^{x_i} into dst[i], for i < len(x); dst must be at
// least as long as x and may be x itself. Each value is within 1 ulp of
// the exact exponential; specials are those of math.Exp.
//
// e^x = 2^(k/128)·e^r with k = round(128x/ln 2) and |r| ≤ ln2/256: the
// table gives 2^(j/128), j = k mod 128, with its rounding error, the
// exponent bits take 2^⌊k/128⌋, and e^r − 1 is its Taylor polynomial of
// degree 5 (truncation error < 2^-60).
//
// With AVX2 (amd64) the groups of four go through expAVX2, the same
// operations in four lanes, rounding for rounding; a group with an entry
// outside the straight-line range, and the last few entries, take this
// loop (expSliceGo).
func expSlice(dst, x []float64) {
	dst = dst[:len(x)]
	if useAVX2 {
		for len(x) >= 4 {
			n := expAVX2(dst, x)
			dst, x = dst[n:], x[n:]
			if len(x) >= 4 { // a group outside the straight-line range
				expSliceGo(dst[:4], x[:4])
				dst, x = dst[4:], x[4:]
			}
		}
	}
	expSliceGo(dst, x)
}

// expSliceGo is expSlice's loop in Go, one entry at a time.
func expSliceGo(dst, x []float64) {
	dst = dst[:len(x)]
	for i, v := range x {
		if !(v > fmExpLo && v < fmExpHi) {
			dst[i] = expScalar(v)
			continue
		}
		kd := v*fmInvLn2N + fmShift
		b := math.Float64bits(kd) // the low bits of kd hold k
		kd -= fmShift
		r := (v - kd*fmLn2HiN) - kd*fmLn2LoN
		j := b & (fmExpN - 1)
		r2 := r * r
		p := fmExp2Tail[j] + r + r2*(0.5+r*(1.0/6)) + r2*r2*((1.0/24)+r*(1.0/120))
		scale := math.Float64frombits(math.Float64bits(fmExp2Hi[j]) + b>>7<<52)
		dst[i] = scale + scale*p
	}
}

// expScalar is e^x for any x (the branch of expSlice outside the
// straight-line range): +Inf above the overflow threshold, 0 below the
// underflow one, NaN for NaN; near them the scale 2^⌊k/128⌋ is applied
// in two steps, so that it does not overflow, and a subnormal result is
// rounded once more from the normal y·2^1000.
func expScalar(x float64) float64 {
	const (
		overflow  = 7.09782712893383973096e+02
		underflow = -7.45133219101941108420e+02
	)
	switch {
	case x != x:
		return x
	case x > overflow:
		return math.Inf(1)
	case x < underflow:
		return 0
	}
	kd := math.RoundToEven(x * fmInvLn2N)
	k := int64(kd)
	r := (x - kd*fmLn2HiN) - kd*fmLn2LoN
	j := k & (fmExpN - 1)
	r2 := r * r
	p := fmExp2Tail[j] + r + r2*(0.5+r*(1.0/6)) + r2*r2*((1.0/24)+r*(1.0/120))
	e := k >> 7
	var post float64
	switch {
	case e > 1000:
		e, post = e-1, 2
	case e < -1000:
		e, post = e+1000, 0x1p-1000
	default:
		post = 1
	}
	scale := math.Float64frombits(math.Float64bits(fmExp2Hi[j]) + uint64(e)<<52)
	return (scale + scale*p) * post
}

// logSlice writes log(x_i) into dst[i], for i < len(x); dst must be at
// least as long as x and may be x itself. Each value is within 1 ulp of
// the exact logarithm; specials are those of math.Log (log(±0) = −Inf,
// log of a negative = NaN, log(+Inf) = +Inf), and subnormals are right.
//
// x = 2^k·z with z in [0.6875, 1.375); z lies in one of 128 intervals of
// midpoint c (a table), and log x = k·ln2 + log c + log1p(r) with
// r = (z − c)/c, |r| < 2^-8, and a degree-7 polynomial for log1p(r) − r.
// k·Ln2Hi + log c (its part on the 2^-32 grid) is exact, so that the
// result is one rounding of hi plus small terms: its error is below
// 0.7 ulp where |log x| > 0.06. Near 1 (x in [0.9375, 1.0647)), where
// log x is small and that bound would not hold, fdlibm's e_log.c (the
// algorithm of math.Log, < 1 ulp) takes over.
func logSlice(dst, x []float64) {
	dst = dst[:len(x)]
	for i, v := range x {
		b := math.Float64bits(v)
		// Positive normal finite: 2^-1022 ≤ v < +Inf.
		if b-(1<<52) >= 0x7fe<<52 {
			dst[i] = logScalar(v)
			continue
		}
		if b-fmLogNear1Lo < fmLogNear1Hi-fmLogNear1Lo {
			dst[i] = logNear1(v)
			continue
		}
		tmp := b - fmLogOff
		j := tmp >> (52 - 7) & (fmLogN - 1)
		k := float64(int64(tmp) >> 52)
		z := math.Float64frombits(b - tmp&(0xfff<<52))
		r := (z - fmLogC[j]) * fmLogInvC[j]
		w := k*fmLn2Hi + fmLogCHi[j]
		hi := w + r
		lo := (w - hi) + r
		r2 := r * r
		p := r2 * (-0.5 + r*(1.0/3) + r2*(-0.25+r*0.2+r2*(-1.0/6+r*(1.0/7))))
		dst[i] = hi + (lo + (k*fmLn2Lo + fmLogCLo[j]) + p)
	}
}

// logNear1 is log x by fdlibm's e_log.c for a positive normal x: the
// branch of logSlice near 1.
func logNear1(x float64) float64 { return fdlibmLog(x, 0, 0) }

// fdlibmLog is log(x·2^e) + c/x-style correction c (already divided), by
// fdlibm's e_log.c, for a positive normal x: the one copy of the scalar
// algorithm the table kernels fall back to.
func fdlibmLog(x float64, e int32, c float64) float64 {
	b := math.Float64bits(x)
	hx := uint32(b>>32) + (0x3ff00000 - 0x3fe6a09e)
	k := float64(int32(hx>>20) - 0x3ff + e)
	hx = hx&0x000fffff + 0x3fe6a09e
	f := math.Float64frombits(uint64(hx)<<32|b&0xffffffff) - 1
	s := f / (2 + f)
	s2 := s * s
	s4 := s2 * s2
	t1 := s2 * (fmL1 + s4*(fmL3+s4*(fmL5+s4*fmL7)))
	t2 := s4 * (fmL2 + s4*(fmL4+s4*fmL6))
	R := t1 + t2
	hfsq := 0.5 * f * f
	return k*fmLn2Hi - ((hfsq - (s*(hfsq+R) + (k*fmLn2Lo + c))) - f)
}

// logScalar is log(x) for any x (the branch of logSlice outside the
// positive normal numbers).
func logScalar(x float64) float64 {
	switch {
	case x != x || x > math.MaxFloat64:
		return x + x // NaN or +Inf
	case x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	}
	var e int32
	if x < 0x1p-1022 { // subnormal: x·2^52 is exact and normal
		x *= 0x1p52
		e = -52
	}
	return fdlibmLog(x, e, 0)
}

// log1mSlice writes log(1 − p_i) = log1p(−p_i) into dst[i], for
// i < len(p); dst must be at least as long as p and may be p itself. It
// keeps the precision of log1p for small p: u = 1 − p is rounded, but its
// rounding error c = (1 − u) − p is exact (|p| ≤ 1), and log(1 − p) =
// log(u) + c/u to far below an ulp, as in fdlibm's s_log1p.c. log(u) is
// that of logSlice, with c/u = c·(1/c_j)·(1 − r) in the table branch; each
// value is within 1 ulp. log1p(−1) = −Inf, p > 1 gives NaN, and p < −1,
// NaN and ±0 go to math.Log1p.
func log1mSlice(dst, p []float64) {
	dst = dst[:len(p)]
	for i, v := range p {
		// u is normal for −1 ≤ v < 1; log1p(∓0) = ∓0 goes aside.
		if !(v >= -1 && v < 1) || v == 0 {
			dst[i] = math.Log1p(-v)
			continue
		}
		u := 1 - v
		c := (1 - u) - v
		b := math.Float64bits(u)
		if b-fmLogNear1Lo < fmLogNear1Hi-fmLogNear1Lo {
			dst[i] = log1mNear1(u, c)
			continue
		}
		dst[i] = logTablePlus(b, c)
	}
}

// logPlusSlice writes log(u_i + c_i) into dst[i], for i < len(u), where
// c_i is a correction below half an ulp of u_i (such as the rounding error
// of u_i = 1 − p_i): the log1mSlice kernel with u and c given. A u_i that
// is not positive, normal and finite gets logSlice's value of log(u_i).
func logPlusSlice(dst, u, c []float64) {
	dst = dst[:len(u)]
	c = c[:len(u)]
	for i, v := range u {
		b := math.Float64bits(v)
		if b-(1<<52) >= 0x7fe<<52 {
			dst[i] = logScalar(v)
			continue
		}
		if b-fmLogNear1Lo < fmLogNear1Hi-fmLogNear1Lo {
			dst[i] = log1mNear1(v, c[i])
			continue
		}
		dst[i] = logTablePlus(b, c[i])
	}
}

// logTablePlus is log(u + c) for the bits b of a positive normal u away
// from 1 and a correction c below half an ulp of u: the table branch
// shared by log1mSlice and logPlusSlice.
func logTablePlus(b uint64, c float64) float64 {
	tmp := b - fmLogOff
	j := tmp >> (52 - 7) & (fmLogN - 1)
	k := float64(int64(tmp) >> 52)
	z := math.Float64frombits(b - tmp&(0xfff<<52))
	r := (z - fmLogC[j]) * fmLogInvC[j]
	cu := c * math.Float64frombits(math.Float64bits(fmLogInvC[j])-uint64(int64(k))<<52) * (1 - r) // c/u
	w := k*fmLn2Hi + fmLogCHi[j]
	hi := w + r
	lo := (w - hi) + r
	r2 := r * r
	q := r2 * (-0.5 + r*(1.0/3) + r2*(-0.25+r*0.2+r2*(-1.0/6+r*(1.0/7))))
	return hi + (lo + (k*fmLn2Lo + fmLogCLo[j] + cu) + q)
}

// log1mNear1 is log(u + c) for u near 1 and a tiny correction c, by
// fdlibm's s_log1p.c: the branch of log1mSlice near 1.
func log1mNear1(u, c float64) float64 { return fdlibmLog(u, 0, c/u) }

// fmExp2Hi[j] is 2^(j/128) rounded to float64, and fmExp2Tail[j] the
// relative rounding error (2^(j/128) − fmExp2Hi[j]) / fmExp2Hi[j].
var fmExp2Hi = [fmExpN]float64{
	0x1.0000000000000p+0, 0x1.0163da9fb3335p+0, 0x1.02c9a3e778061p+0, 0x1.04315e86e7f85p+0,
	0x1.059b0d3158574p+0, 0x1.0706b29ddf6dep+0, 0x1.0874518759bc8p+0, 0x1.09e3ecac6f383p+0,
	0x1.0b5586cf9890fp+0, 0x1.0cc922b7247f7p+0, 0x1.0e3ec32d3d1a2p+0, 0x1.0fb66affed31bp+0,
	0x1.11301d0125b51p+0, 0x1.12abdc06c31ccp+0, 0x1.1429aaea92de0p+0, 0x1.15a98c8a58e51p+0,
	0x1.172b83c7d517bp+0, 0x1.18af9388c8deap+0, 0x1.1a35beb6fcb75p+0, 0x1.1bbe084045cd4p+0,
	0x1.1d4873168b9aap+0, 0x1.1ed5022fcd91dp+0, 0x1.2063b88628cd6p+0, 0x1.21f49917ddc96p+0,
	0x1.2387a6e756238p+0, 0x1.251ce4fb2a63fp+0, 0x1.26b4565e27cddp+0, 0x1.284dfe1f56381p+0,
	0x1.29e9df51fdee1p+0, 0x1.2b87fd0dad990p+0, 0x1.2d285a6e4030bp+0, 0x1.2ecafa93e2f56p+0,
	0x1.306fe0a31b715p+0, 0x1.32170fc4cd831p+0, 0x1.33c08b26416ffp+0, 0x1.356c55f929ff1p+0,
	0x1.371a7373aa9cbp+0, 0x1.38cae6d05d866p+0, 0x1.3a7db34e59ff7p+0, 0x1.3c32dc313a8e5p+0,
	0x1.3dea64c123422p+0, 0x1.3fa4504ac801cp+0, 0x1.4160a21f72e2ap+0, 0x1.431f5d950a897p+0,
	0x1.44e086061892dp+0, 0x1.46a41ed1d0057p+0, 0x1.486a2b5c13cd0p+0, 0x1.4a32af0d7d3dep+0,
	0x1.4bfdad5362a27p+0, 0x1.4dcb299fddd0dp+0, 0x1.4f9b2769d2ca7p+0, 0x1.516daa2cf6642p+0,
	0x1.5342b569d4f82p+0, 0x1.551a4ca5d920fp+0, 0x1.56f4736b527dap+0, 0x1.58d12d497c7fdp+0,
	0x1.5ab07dd485429p+0, 0x1.5c9268a5946b7p+0, 0x1.5e76f15ad2148p+0, 0x1.605e1b976dc09p+0,
	0x1.6247eb03a5585p+0, 0x1.6434634ccc320p+0, 0x1.6623882552225p+0, 0x1.68155d44ca973p+0,
	0x1.6a09e667f3bcdp+0, 0x1.6c012750bdabfp+0, 0x1.6dfb23c651a2fp+0, 0x1.6ff7df9519484p+0,
	0x1.71f75e8ec5f74p+0, 0x1.73f9a48a58174p+0, 0x1.75feb564267c9p+0, 0x1.780694fde5d3fp+0,
	0x1.7a11473eb0187p+0, 0x1.7c1ed0130c132p+0, 0x1.7e2f336cf4e62p+0, 0x1.80427543e1a12p+0,
	0x1.82589994cce13p+0, 0x1.8471a4623c7adp+0, 0x1.868d99b4492edp+0, 0x1.88ac7d98a6699p+0,
	0x1.8ace5422aa0dbp+0, 0x1.8cf3216b5448cp+0, 0x1.8f1ae99157736p+0, 0x1.9145b0b91ffc6p+0,
	0x1.93737b0cdc5e5p+0, 0x1.95a44cbc8520fp+0, 0x1.97d829fde4e50p+0, 0x1.9a0f170ca07bap+0,
	0x1.9c49182a3f090p+0, 0x1.9e86319e32323p+0, 0x1.a0c667b5de565p+0, 0x1.a309bec4a2d33p+0,
	0x1.a5503b23e255dp+0, 0x1.a799e1330b358p+0, 0x1.a9e6b5579fdbfp+0, 0x1.ac36bbfd3f37ap+0,
	0x1.ae89f995ad3adp+0, 0x1.b0e07298db666p+0, 0x1.b33a2b84f15fbp+0, 0x1.b59728de5593ap+0,
	0x1.b7f76f2fb5e47p+0, 0x1.ba5b030a1064ap+0, 0x1.bcc1e904bc1d2p+0, 0x1.bf2c25bd71e09p+0,
	0x1.c199bdd85529cp+0, 0x1.c40ab5fffd07ap+0, 0x1.c67f12e57d14bp+0, 0x1.c8f6d9406e7b5p+0,
	0x1.cb720dcef9069p+0, 0x1.cdf0b555dc3fap+0, 0x1.d072d4a07897cp+0, 0x1.d2f87080d89f2p+0,
	0x1.d5818dcfba487p+0, 0x1.d80e316c98398p+0, 0x1.da9e603db3285p+0, 0x1.dd321f301b460p+0,
	0x1.dfc97337b9b5fp+0, 0x1.e264614f5a129p+0, 0x1.e502ee78b3ff6p+0, 0x1.e7a51fbc74c83p+0,
	0x1.ea4afa2a490dap+0, 0x1.ecf482d8e67f1p+0, 0x1.efa1bee615a27p+0, 0x1.f252b376bba97p+0,
	0x1.f50765b6e4540p+0, 0x1.f7bfdad9cbe14p+0, 0x1.fa7c1819e90d8p+0, 0x1.fd3c22b8f71f1p+0,
}

var fmExp2Tail = [fmExpN]float64{
	0x0.0p+0, 0x1.b3b4f1a88bf6ep-54, -0x1.160139cd8dc5dp-56, -0x1.05e7a108766d1p-54,
	0x1.cd2523567f613p-55, -0x1.bce8023f98efap-55, 0x1.0f74e61e6c861p-57, 0x1.0a3e45b33d399p-54,
	0x1.79aa65d837b6dp-54, 0x1.eb51a92fdeffcp-55, 0x1.ebe3d702f9cd1p-60, -0x1.a033489906e0bp-57,
	-0x1.556522a2fbd0ep-54, -0x1.080ef8c4eea55p-58, -0x1.1c923b9d5f416p-54, 0x1.0d3e3e95c55afp-55,
	-0x1.01b15eaa59348p-55, -0x1.f1ff055de323dp-55, 0x1.b898c3f1353bfp-55, -0x1.6d99c7611eb26p-54,
	0x1.aecf73e3a2f60p-54, -0x1.fe782cb86389dp-55, 0x1.a6f4144a6c38dp-55, 0x1.07a05b0e4047dp-55,
	0x1.68efde3a8a894p-54, 0x1.75e18f274487dp-55, 0x1.0472b981fe7f2p-55, -0x1.6b87b3f71085ep-54,
	0x1.2f7e16d09ab31p-55, -0x1.d219b1a6fbffap-60, 0x1.b3782720c0ab4p-55, 0x1.e149289cecb8fp-57,
	0x1.34d754db0abb6p-55, 0x1.64201e2ac744cp-55, 0x1.fdd395dd3f84ap-55, -0x1.6a3803b8e5b04p-55,
	-0x1.24aedcc4b5068p-54, -0x1.907f81b512d8ep-54, -0x1.1d1e83e9436d2p-56, -0x1.91919b3ce1b15p-54,
	0x1.59f48a72a4c6dp-55, -0x1.312607a28698ap-54, -0x1.8a78f4817895bp-58, -0x1.c2c9b67499a1bp-56,
	0x1.363ed60c2ac11p-59, 0x1.666093b0664efp-54, 0x1.ecce1daa10379p-57, 0x1.3ff8e3f0f1230p-54,
	0x1.690cebb7aafb0p-56, 0x1.31dbdeb54e077p-54, -0x1.f94340071a38ep-55, -0x1.7deccdc93a349p-55,
	-0x1.8dec6bd0f385fp-56, -0x1.61246ec7b5cf6p-55, 0x1.3350518fdd78ep-54, 0x1.b98b72f8a9b05p-56,
	0x1.063e1e21c5409p-54, 0x1.4c7855019c6eap-60, 0x1.432e62b64c035p-54, -0x1.ce44a6199769fp-55,
	-0x1.c33c53bef4da8p-55, -0x1.45378892be9aep-55, -0x1.3cedd78565858p-54, 0x1.710aa807e1964p-58,
	-0x1.3b3efbf5e2228p-54, -0x1.a12ad8734b982p-57, -0x1.367efb86da9eep-57, -0x1.0dc3d54e08851p-55,
	-0x1.81f647e5a3ecfp-56, -0x1.6ee4ac08b7db0p-55, -0x1.619321e55e68ap-55, 0x1.09ccb5e09d4d3p-54,
	-0x1.b32dcb94da51dp-56, 0x1.4ecfd5467c06bp-54, 0x1.5ebe1abd66c55p-57, -0x1.8a1c52fb3cf42p-55,
	-0x1.369b6f13b3734p-54, -0x1.05e843a19ff1ep-55, -0x1.4d450d872576ep-54, 0x1.0ad675b0e8a00p-54,
	0x1.db72fc1f0eab4p-55, -0x1.5b6609cc5e7ffp-57, 0x1.bf68359f35f44p-56, -0x1.3091fa71e3d83p-54,
	-0x1.da9b88b6c1e29p-58, -0x1.c23f97c90b959p-57, -0x1.2434322f4f9aap-54, -0x1.5ca6cd7668e4bp-55,
	0x1.1affc2b91ce27p-56, 0x1.dd235e10a73bbp-57, -0x1.7c50422622263p-55, 0x1.b1c86e3e231d5p-55,
	-0x1.1bbd1d3bcbb15p-54, 0x1.0cc319cee31d2p-54, 0x1.469846e735ab3p-55, -0x1.2dfcd978e9db4p-55,
	0x1.c1a7792cb3387p-55, -0x1.07b8f4ad1d9fap-54, -0x1.5c3d956dcaebap-58, -0x1.0a40e3da6f640p-54,
	-0x1.8d6f438ad9334p-57, -0x1.1eee26b588a35p-54, 0x1.4ffd70a5fddcdp-56, -0x1.1bdfbfa9298acp-54,
	0x1.36eae30af0cb3p-56, 0x1.ee3325c9ffd94p-55, 0x1.4e08fd10959acp-55, 0x1.3cdaf384e1a67p-57,
	0x1.76b2c6c921968p-57, -0x1.08a1883ccb5d2p-55, -0x1.fad5d3ffffa6fp-55, -0x1.00dae3875a949p-54,
	0x1.4a385a63d07a7p-56, -0x1.2919e2040220fp-55, 0x1.e5a50d5c192acp-55, 0x1.43a59ac016b4bp-55,
	-0x1.2d52107b43e1fp-55, -0x1.92ab93b470dc9p-55, 0x1.4b604603a88d3p-56, 0x1.3c5ec519d7271p-55,
	-0x1.ff7128fd391f0p-55, -0x1.dae98e223747dp-55, 0x1.ec3bc41aa2008p-55, 0x1.42b94c3a9eb32p-55,
	0x1.a64a931d185eep-55, -0x1.e37bae43be3edp-55, 0x1.7893b4d91cd9dp-56, 0x1.305c14160cc89p-58,
}

// fmLogC[i] is the midpoint c of the i-th interval of the reduced
// argument z in [0.6875, 1.375), fmLogInvC[i] is 1/c rounded, and
// fmLogCHi[i] + fmLogCLo[i] is log c, the first part a multiple of 2^-32.
var fmLogC = [fmLogN]float64{
	0x1.6100000000000p-1, 0x1.6300000000000p-1, 0x1.6500000000000p-1, 0x1.6700000000000p-1,
	0x1.6900000000000p-1, 0x1.6b00000000000p-1, 0x1.6d00000000000p-1, 0x1.6f00000000000p-1,
	0x1.7100000000000p-1, 0x1.7300000000000p-1, 0x1.7500000000000p-1, 0x1.7700000000000p-1,
	0x1.7900000000000p-1, 0x1.7b00000000000p-1, 0x1.7d00000000000p-1, 0x1.7f00000000000p-1,
	0x1.8100000000000p-1, 0x1.8300000000000p-1, 0x1.8500000000000p-1, 0x1.8700000000000p-1,
	0x1.8900000000000p-1, 0x1.8b00000000000p-1, 0x1.8d00000000000p-1, 0x1.8f00000000000p-1,
	0x1.9100000000000p-1, 0x1.9300000000000p-1, 0x1.9500000000000p-1, 0x1.9700000000000p-1,
	0x1.9900000000000p-1, 0x1.9b00000000000p-1, 0x1.9d00000000000p-1, 0x1.9f00000000000p-1,
	0x1.a100000000000p-1, 0x1.a300000000000p-1, 0x1.a500000000000p-1, 0x1.a700000000000p-1,
	0x1.a900000000000p-1, 0x1.ab00000000000p-1, 0x1.ad00000000000p-1, 0x1.af00000000000p-1,
	0x1.b100000000000p-1, 0x1.b300000000000p-1, 0x1.b500000000000p-1, 0x1.b700000000000p-1,
	0x1.b900000000000p-1, 0x1.bb00000000000p-1, 0x1.bd00000000000p-1, 0x1.bf00000000000p-1,
	0x1.c100000000000p-1, 0x1.c300000000000p-1, 0x1.c500000000000p-1, 0x1.c700000000000p-1,
	0x1.c900000000000p-1, 0x1.cb00000000000p-1, 0x1.cd00000000000p-1, 0x1.cf00000000000p-1,
	0x1.d100000000000p-1, 0x1.d300000000000p-1, 0x1.d500000000000p-1, 0x1.d700000000000p-1,
	0x1.d900000000000p-1, 0x1.db00000000000p-1, 0x1.dd00000000000p-1, 0x1.df00000000000p-1,
	0x1.e100000000000p-1, 0x1.e300000000000p-1, 0x1.e500000000000p-1, 0x1.e700000000000p-1,
	0x1.e900000000000p-1, 0x1.eb00000000000p-1, 0x1.ed00000000000p-1, 0x1.ef00000000000p-1,
	0x1.f100000000000p-1, 0x1.f300000000000p-1, 0x1.f500000000000p-1, 0x1.f700000000000p-1,
	0x1.f900000000000p-1, 0x1.fb00000000000p-1, 0x1.fd00000000000p-1, 0x1.ff00000000000p-1,
	0x1.0100000000000p+0, 0x1.0300000000000p+0, 0x1.0500000000000p+0, 0x1.0700000000000p+0,
	0x1.0900000000000p+0, 0x1.0b00000000000p+0, 0x1.0d00000000000p+0, 0x1.0f00000000000p+0,
	0x1.1100000000000p+0, 0x1.1300000000000p+0, 0x1.1500000000000p+0, 0x1.1700000000000p+0,
	0x1.1900000000000p+0, 0x1.1b00000000000p+0, 0x1.1d00000000000p+0, 0x1.1f00000000000p+0,
	0x1.2100000000000p+0, 0x1.2300000000000p+0, 0x1.2500000000000p+0, 0x1.2700000000000p+0,
	0x1.2900000000000p+0, 0x1.2b00000000000p+0, 0x1.2d00000000000p+0, 0x1.2f00000000000p+0,
	0x1.3100000000000p+0, 0x1.3300000000000p+0, 0x1.3500000000000p+0, 0x1.3700000000000p+0,
	0x1.3900000000000p+0, 0x1.3b00000000000p+0, 0x1.3d00000000000p+0, 0x1.3f00000000000p+0,
	0x1.4100000000000p+0, 0x1.4300000000000p+0, 0x1.4500000000000p+0, 0x1.4700000000000p+0,
	0x1.4900000000000p+0, 0x1.4b00000000000p+0, 0x1.4d00000000000p+0, 0x1.4f00000000000p+0,
	0x1.5100000000000p+0, 0x1.5300000000000p+0, 0x1.5500000000000p+0, 0x1.5700000000000p+0,
	0x1.5900000000000p+0, 0x1.5b00000000000p+0, 0x1.5d00000000000p+0, 0x1.5f00000000000p+0,
}

var fmLogInvC = [fmLogN]float64{
	0x1.734f0c541fe8dp+0, 0x1.713786d9c7c09p+0, 0x1.6f26016f26017p+0, 0x1.6d1a62681c861p+0,
	0x1.6b1490aa31a3dp+0, 0x1.691473a88d0c0p+0, 0x1.6719f3601671ap+0, 0x1.6524f853b4aa3p+0,
	0x1.63356b88ac0dep+0, 0x1.614b36831ae94p+0, 0x1.5f66434292dfcp+0, 0x1.5d867c3ece2a5p+0,
	0x1.5babcc647fa91p+0, 0x1.59d61f123ccaap+0, 0x1.5805601580560p+0, 0x1.56397ba7c52e2p+0,
	0x1.54725e6bb82fep+0, 0x1.52aff56a8054bp+0, 0x1.50f22e111c4c5p+0, 0x1.4f38f62dd4c9bp+0,
	0x1.4d843bedc2c4cp+0, 0x1.4bd3edda68fe1p+0, 0x1.4a27fad76014ap+0, 0x1.4880522014880p+0,
	0x1.46dce34596066p+0, 0x1.453d9e2c776cap+0, 0x1.43a2730abee4dp+0, 0x1.420b5265e5951p+0,
	0x1.40782d10e6566p+0, 0x1.3ee8f42a5af07p+0, 0x1.3d5d991aa75c6p+0, 0x1.3bd60d9232955p+0,
	0x1.3a524387ac822p+0, 0x1.38d22d366088ep+0, 0x1.3755bd1c945eep+0, 0x1.35dce5f9f2af8p+0,
	0x1.34679ace01346p+0, 0x1.32f5ced6a1dfap+0, 0x1.3187758e9ebb6p+0, 0x1.301c82ac40260p+0,
	0x1.2eb4ea1fed14bp+0, 0x1.2d50a012d50a0p+0, 0x1.2bef98e5a3711p+0, 0x1.2a91c92f3c105p+0,
	0x1.293725bb804a5p+0, 0x1.27dfa38a1ce4dp+0, 0x1.268b37cd60127p+0, 0x1.2539d7e9177b2p+0,
	0x1.23eb79717605bp+0, 0x1.22a0122a0122ap+0, 0x1.21579804855e6p+0, 0x1.2012012012012p+0,
	0x1.1ecf43c7fb84cp+0, 0x1.1d8f5672e4abdp+0, 0x1.1c522fc1ce059p+0, 0x1.1b17c67f2bae3p+0,
	0x1.19e0119e0119ep+0, 0x1.18ab083902bdbp+0, 0x1.1778a191bd684p+0, 0x1.1648d50fc3201p+0,
	0x1.151b9a3fdd5c9p+0, 0x1.13f0e8d344724p+0, 0x1.12c8b89edc0acp+0, 0x1.11a3019a74826p+0,
	0x1.107fbbe011080p+0, 0x1.0f5edfab325a2p+0, 0x1.0e40655826011p+0, 0x1.0d24456359e3ap+0,
	0x1.0c0a7868b4171p+0, 0x1.0af2f722eecb5p+0, 0x1.09ddba6af8360p+0, 0x1.08cabb37565e2p+0,
	0x1.07b9f29b8eae2p+0, 0x1.06ab59c7912fbp+0, 0x1.059eea0727586p+0, 0x1.04949cc1664c5p+0,
	0x1.038c6b78247fcp+0, 0x1.02864fc7729e9p+0, 0x1.0182436517a37p+0, 0x1.0080402010080p+0,
	0x1.fe01fe01fe020p-1, 0x1.fa11caa01fa12p-1, 0x1.f6310aca0dbb5p-1, 0x1.f25f644230ab5p-1,
	0x1.ee9c7f8458e02p-1, 0x1.eae807aba01ebp-1, 0x1.e741aa59750e4p-1, 0x1.e3a9179dc1a73p-1,
	0x1.e01e01e01e01ep-1, 0x1.dca01dca01dcap-1, 0x1.d92f2231e7f8ap-1, 0x1.d5cac807572b2p-1,
	0x1.d272ca3fc5b1ap-1, 0x1.cf26e5c44bfc6p-1, 0x1.cbe6d9601cbe7p-1, 0x1.c8b265afb8a42p-1,
	0x1.c5894d10d4986p-1, 0x1.c26b5392ea01cp-1, 0x1.bf583ee868d8bp-1, 0x1.bc4fd65883e7bp-1,
	0x1.b951e2b18ff23p-1, 0x1.b65e2e3beee05p-1, 0x1.b37484ad806cep-1, 0x1.b094b31d922a4p-1,
	0x1.adbe87f94905ep-1, 0x1.aaf1d2f87ebfdp-1, 0x1.a82e65130e159p-1, 0x1.a574107688a4ap-1,
	0x1.a2c2a87c51ca0p-1, 0x1.a01a01a01a01ap-1, 0x1.9d79f176b682dp-1, 0x1.9ae24ea5510dap-1,
	0x1.9852f0d8ec0ffp-1, 0x1.95cbb0be377aep-1, 0x1.934c67f9b2ce6p-1, 0x1.90d4f120190d5p-1,
	0x1.8e6527af1373fp-1, 0x1.8bfce8062ff3ap-1, 0x1.899c0f601899cp-1, 0x1.87427bcc092b9p-1,
	0x1.84f00c2780614p-1, 0x1.82a4a0182a4a0p-1, 0x1.8060180601806p-1, 0x1.7e225515a4f1dp-1,
	0x1.7beb3922e017cp-1, 0x1.79baa6bb6398bp-1, 0x1.77908119ac60dp-1, 0x1.756cac201756dp-1,
}

var fmLogCHi = [fmLogN]float64{
	-0x1.7cc7f7dc00000p-2, -0x1.76feecb800000p-2, -0x1.713e33a400000p-2, -0x1.6b85b4d000000p-2,
	-0x1.65d558d400000p-2, -0x1.602d08b000000p-2, -0x1.5a8cadbc00000p-2, -0x1.54f431b800000p-2,
	-0x1.4f637ebc00000p-2, -0x1.49da7f3c00000p-2, -0x1.44591e0400000p-2, -0x1.3edf463c00000p-2,
	-0x1.396ce35800000p-2, -0x1.3401e12c00000p-2, -0x1.2e9e2bd000000p-2, -0x1.2941afb000000p-2,
	-0x1.23ec599000000p-2, -0x1.1e9e167800000p-2, -0x1.1956d3b800000p-2, -0x1.14167ef400000p-2,
	-0x1.0edd060c00000p-2, -0x1.09aa573000000p-2, -0x1.047e60cc00000p-2, -0x1.feb2234000000p-3,
	-0x1.f474b13800000p-3, -0x1.ea4449f000000p-3, -0x1.e020cc6000000p-3, -0x1.d60a17f800000p-3,
	-0x1.cc000ca000000p-3, -0x1.c2028ab000000p-3, -0x1.b811730800000p-3, -0x1.ae2ca6f800000p-3,
	-0x1.a454083000000p-3, -0x1.9a8778e000000p-3, -0x1.90c6dba000000p-3, -0x1.8712137800000p-3,
	-0x1.7d6903c800000p-3, -0x1.73cb907800000p-3, -0x1.6a399da800000p-3, -0x1.60b3100800000p-3,
	-0x1.5737cc9000000p-3, -0x1.4dc7b89800000p-3, -0x1.4462b9e000000p-3, -0x1.3b08b67800000p-3,
	-0x1.31b994d000000p-3, -0x1.28753bc000000p-3, -0x1.1f3b926000000p-3, -0x1.160c802800000p-3,
	-0x1.0ce7ece000000p-3, -0x1.03cdc0a800000p-3, -0x1.f57bc7e000000p-4, -0x1.e3707ee000000p-4,
	-0x1.d179788000000p-4, -0x1.bf96877000000p-4, -0x1.adc77ee000000p-4, -0x1.9c0c32d000000p-4,
	-0x1.8a6477b000000p-4, -0x1.78d0226000000p-4, -0x1.674f089000000p-4, -0x1.55e1005000000p-4,
	-0x1.4485e04000000p-4, -0x1.333d7f8000000p-4, -0x1.2207b5c000000p-4, -0x1.10e45b4000000p-4,
	-0x1.ffa6912000000p-5, -0x1.dda8adc000000p-5, -0x1.bbcebfc000000p-5, -0x1.9a187b6000000p-5,
	-0x1.788595a000000p-5, -0x1.5715c4c000000p-5, -0x1.35c8bfa000000p-5, -0x1.149e3e4000000p-5,
	-0x1.e72bf28000000p-6, -0x1.a55f548000000p-6, -0x1.63d6178000000p-6, -0x1.228fb20000000p-6,
	-0x1.c317388000000p-7, -0x1.41929f8000000p-7, -0x1.8121210000000p-8, -0x1.0040160000000p-9,
	0x1.ff00aa0000000p-9, 0x1.7dc4760000000p-7, 0x1.3cea444000000p-6, 0x1.b9fc028000000p-6,
	0x1.1b0d98a000000p-5, 0x1.58a5bb0000000p-5, 0x1.95c830e000000p-5, 0x1.d276b8a000000p-5,
	0x1.0759836000000p-4, 0x1.253f62f000000p-4, 0x1.42edcbf000000p-4, 0x1.60658a9000000p-4,
	0x1.7da766d000000p-4, 0x1.9ab4246000000p-4, 0x1.b78c82c000000p-4, 0x1.d4313d6000000p-4,
	0x1.f0a30c0000000p-4, 0x1.0671513000000p-3, 0x1.1478584800000p-3, 0x1.2266f19000000p-3,
	0x1.303d719000000p-3, 0x1.3dfc2b1000000p-3, 0x1.4ba36f3800000p-3, 0x1.59338d9800000p-3,
	0x1.66acd42800000p-3, 0x1.740f8f5800000p-3, 0x1.815c0a1800000p-3, 0x1.8e928de800000p-3,
	0x1.9bb362e800000p-3, 0x1.a8becfc800000p-3, 0x1.b5b519e800000p-3, 0x1.c296855800000p-3,
	0x1.cf6354e000000p-3, 0x1.dc1bca0800000p-3, 0x1.e8c0252800000p-3, 0x1.f550a56800000p-3,
	0x1.00e6c45c00000p-2, 0x1.071b85fc00000p-2, 0x1.0d46b57800000p-2, 0x1.1368702800000p-2,
	0x1.1980d2dc00000p-2, 0x1.1f8ff9e400000p-2, 0x1.2596010c00000p-2, 0x1.2b9303ac00000p-2,
	0x1.31871c9400000p-2, 0x1.3772662c00000p-2, 0x1.3d54fa5c00000p-2, 0x1.432ef2a000000p-2,
}

var fmLogCLo = [fmLogN]float64{
	0x1.72be4c21c011ep-35, -0x1.47174bb9c9853p-34, -0x1.a85ee6c985fa5p-36, 0x1.700cc579646d8p-40,
	-0x1.9c01544fd2dc6p-35, 0x1.edc282dd12418p-35, 0x1.205f1e6c2bdfbp-38, 0x1.0795daacfdbbep-36,
	0x1.59fc158cb3125p-36, 0x1.9df099964a169p-37, -0x1.39f48b53b6b6ep-34, -0x1.683e60f5a034fp-38,
	-0x1.bbf53e31d4ce5p-34, 0x1.1345f1cd55b8ap-34, 0x1.edd79fe7dae5cp-34, -0x1.86b7bcf5233c7p-34,
	-0x1.eba4906edd747p-34, -0x1.133e8a8961ba5p-35, -0x1.bc2fa5ee75a35p-34, 0x1.310f9fc3ed92bp-35,
	0x1.0fefe64ad27bdp-35, 0x1.9392bd787a32fp-34, -0x1.e83b7be21a730p-34, 0x1.5f832f9c87fdbp-35,
	0x1.906eb927c77dfp-34, -0x1.2abd22cc6e654p-37, -0x1.1ad5a9fea48ddp-34, -0x1.035148fc81ef9p-35,
	0x1.261d6d585d57bp-34, -0x1.7f9b47c46a8e1p-35, -0x1.c11e90683b9cdp-34, 0x1.8d42b9528d585p-35,
	0x1.954fac41bf047p-35, 0x1.455c782e0809ep-35, 0x1.a1935f57718d8p-38, 0x1.78b35c52f4194p-34,
	-0x1.7ad67f29d07a0p-34, 0x1.81759aa434001p-34, -0x1.de9c1b2c6657bp-34, -0x1.84a3aea4d9dc2p-34,
	-0x1.8cdd53d35c440p-39, 0x1.0f8e1927d4780p-37, 0x1.b26121629c46cp-34, 0x1.406ab7a3ca4c8p-34,
	-0x1.d27c263b8e942p-34, -0x1.1aba4a71ac981p-35, 0x1.b457dd3a6c20ep-36, 0x1.a6c27a5aadfecp-34,
	0x1.99eb9ad25400bp-34, 0x1.709f958c3a581p-34, 0x1.bfe8959361575p-34, -0x1.8243da1399d9bp-35,
	-0x1.0c9b219daf7dfp-35, 0x1.80d7bce6e4fb8p-34, -0x1.6baa3137d8f3ap-34, -0x1.349520fd85f1ep-34,
	0x1.b88f5cfd4190ap-34, -0x1.ec169b5794b6ap-35, -0x1.b2d3ccca64e9ap-35, -0x1.c07075d0314f2p-37,
	0x1.210295c8b96cbp-35, -0x1.83f4b6a4abf24p-36, -0x1.e1527633f0432p-34, 0x1.a8be7b494251ap-35,
	0x1.51b3fdcd9f1f9p-35, -0x1.9fb9394e6c987p-35, -0x1.a3d080f2e79d0p-35, 0x1.184308b93b136p-34,
	-0x1.abbdd3cbdf131p-36, -0x1.e77772203b89dp-40, -0x1.4260d5f57be7bp-34, -0x1.6a33ab2df4b82p-43,
	-0x1.3ce515d6d1165p-38, -0x1.8b887e3d834bfp-35, -0x1.a42f57e712b2dp-36, 0x1.5d1d839af6cdcp-38,
	0x1.9c507ccff3beep-34, -0x1.6832ef8eaba02p-35, -0x1.161ad50382974p-34, 0x1.454eec431f31cp-34,
	0x1.5885e0250435bp-36, -0x1.fbd6248b6bb44p-37, -0x1.72b5162196b52p-35, -0x1.41b9a010ae692p-36,
	-0x1.b84d007a6ba22p-34, -0x1.b8d95b9cab857p-36, 0x1.91c7d6fad0740p-34, 0x1.b616a423c78a6p-34,
	-0x1.9c6e3b3f92d66p-34, 0x1.4282df1f6d34ep-37, -0x1.66e43f1115836p-34, 0x1.ba861d8ef74e2p-35,
	0x1.ec4b321112032p-34, 0x1.019d66df661e4p-35, -0x1.3c497bdef0e62p-34, 0x1.b2cd75790dd95p-34,
	0x1.162a6617cc971p-36, -0x1.ad348eaf39b81p-34, -0x1.8bd53975dfb07p-35, 0x1.4b596faa3df8cp-36,
	-0x1.b802d016b9c7ep-35, -0x1.339d6356751d0p-35, 0x1.a55e55a2606f3p-35, 0x1.82085d345baabp-35,
	-0x1.aa55e42403938p-36, -0x1.fe42d9b264063p-34, -0x1.e540a94be4807p-34, 0x1.0da8154b13d73p-36,
	-0x1.023e551439c20p-38, 0x1.05e3185cf21bap-36, 0x1.f6b48dd13fee1p-36, 0x1.8318146108e3bp-36,
	0x1.38bb891cd03ebp-36, 0x1.5f63eb0698a33p-34, 0x1.52d2ff48fe2e3p-34, -0x1.a42647c741240p-34,
	-0x1.2afe33972ad20p-34, 0x1.ab21a3a2e0ff3p-35, 0x1.ab74b207d9038p-34, 0x1.3a8b05ed98a64p-34,
	0x1.4236f674f46c4p-34, 0x1.145e51b010330p-35, 0x1.f7639ef0893a9p-34, -0x1.d8b6d896b5fd8p-36,
	0x1.44184fab94cedp-34, -0x1.3d286d58a7604p-41, 0x1.f70f873668e58p-38, 0x1.3a04ed66ce8eap-36,
}
