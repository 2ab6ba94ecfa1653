package compute

import (
	"fmt"
	"math"
)

// Quadratic holds the roots of ax² + bx + c = 0 and its discriminant.
type Quadratic struct {
	// Discriminant is b² − 4ac (±Inf only when it exceeds the float64
	// range, 0 or subnormal when it is that small; the roots are computed
	// from the coefficients' mantissas and stay accurate).
	Discriminant float64
	// Plus and Minus are (−b + √D)/(2a) and (−b − √D)/(2a), in that order;
	// a complex-conjugate pair when D < 0.
	Plus, Minus complex128
	Real        bool // D ≥ 0: both roots are real
}

// QuadraticRoots solves ax² + bx + c = 0 for finite a ≠ 0, b, c. With a = 0
// the equation is not quadratic and the formula divides by 0 (ErrUndefined).
//
// The textbook formula loses every digit of the smaller root when
// b² ≫ 4ac (−b + √(b² − 4ac) subtracts nearly equal numbers: for a = 1,
// b = 10⁸, c = 1 it gives −7.45e-9 instead of −1e-8). Instead, with
// q = −(b + sgn(b)√D)/2, the roots are q/a and c/q: no subtraction of
// like-signed values. The discriminant is formed with fused multiply-adds
// when b² and 4ac nearly cancel (Kahan's method), so a double root is
// found as one.
//
// The coefficients may span the whole float64 range (a = 1e-300,
// c = 1e300), where b², 4ac and the roots' intermediate values overflow or
// underflow. Each coefficient is therefore split into a mantissa in
// [½, 1) and a binary exponent (math.Frexp), the formula is evaluated on
// the mantissas with the exponents kept apart, and each root is scaled
// back once at the end (math.Ldexp), overflowing to ±Inf or rounding into
// the subnormals only if the root itself does. Scaling all three
// coefficients by one common power of two instead flushed a tiny a to 0
// next to a huge c: a = 1e-300, b = 0, c = 1e300 came out as the double
// root 0 rather than ±1e300 i.
//
// Two regimes: while 4ac/b² < 2⁶⁴ the discriminant is formed as b²(1 −
// 4ac/b²) on the mantissas (b's exponent taken out); beyond, b² is below
// half an ulp of 4ac, so √|D| = 2√|ac| to double precision and q =
// −sgn(b)(|b|/2 + √|ac|), which keeps b's contribution of relative size
// up to 2⁻³⁰.
func QuadraticRoots(a, b, c float64) (Quadratic, error) {
	for _, v := range [...]struct {
		name string
		v    float64
	}{{"a", a}, {"b", b}, {"c", c}} {
		if math.IsNaN(v.v) || math.IsInf(v.v, 0) {
			return Quadratic{}, fmt.Errorf("quadratic formula: %s = %v is not finite", v.name, v.v)
		}
	}
	if a == 0 {
		return Quadratic{}, fmt.Errorf("quadratic formula: a = 0, so the equation is linear and x = −b/(2a) is %w (its root is −c/b)", ErrUndefined)
	}
	if c == 0 {
		// x(ax + b) = 0: the roots 0 and −b/a, D = b².
		q := Quadratic{Real: true, Discriminant: b * b}
		r := complex(-b/a, 0)
		if b == 0 {
			r = 0
		}
		// x₊ = (−b + |b|)/(2a) is 0 for b ≥ 0 and −b/a for b < 0.
		if !math.Signbit(b) {
			q.Minus = r
		} else {
			q.Plus = r
		}
		return q, nil
	}
	fa, ea := math.Frexp(a)
	fb, eb := math.Frexp(b)
	fc, ec := math.Frexp(c)
	// 4ac/b² = 4·fa·fc/fb² · 2^e, and 4·fa·fc/fb² lies in [¼, 16).
	if e := ea + ec - 2*eb; b != 0 && e <= 60 {
		// In units of b's exponent: D/2^(2eb) = fb² − 4·(fa·2^e)·fc, all
		// in range (fa·2^e ≤ 2⁶⁰; below 2⁻¹⁰²² it may lose bits it cannot
		// need next to fb² ≥ ¼).
		d := kahanDiscriminant(math.Ldexp(fa, e), fb, fc)
		q := Quadratic{Real: d >= 0, Discriminant: math.Ldexp(d, 2*eb)}
		if d < 0 {
			re := math.Ldexp(-fb/(2*fa), eb-ea)
			im := math.Ldexp(math.Sqrt(-d)/(2*fa), eb-ea)
			q.Plus, q.Minus = complex(re, im), complex(re, -im)
			return q, nil
		}
		// h = q/2^eb, |h| ≥ |fb|/2 ≥ ¼; q/a and c/q scaled back.
		h := -(fb + math.Copysign(math.Sqrt(d), fb)) / 2
		big := complex(math.Ldexp(h/fa, eb-ea), 0)
		small := complex(math.Ldexp(fc/h, ec-eb), 0)
		if !math.Signbit(b) {
			// h = −(b + √D)/2, so h/a = (−b − √D)/(2a) is the minus root.
			q.Plus, q.Minus = small, big
		} else {
			q.Plus, q.Minus = big, small
		}
		return q, nil
	}
	// b = 0 or b² < 2⁻⁶⁰·|4ac|: D = −4ac to double precision.
	p, f := fa*fc, ea+ec // ac = p·2^f exactly (|p| ∈ [¼, 1))
	q := Quadratic{Real: p < 0, Discriminant: math.Ldexp(-4*p, f)}
	// √|ac| = sm·2^es with an even exponent taken out.
	m := math.Abs(p)
	if f%2 != 0 {
		m, f = 2*m, f-1
	}
	sm, es := math.Sqrt(m), f/2
	if p > 0 {
		// A complex pair: −b/(2a) ± i√(−D)/(2a), √(−D) = 2√(ac).
		re := math.Ldexp(-fb/(2*fa), eb-ea)
		im := math.Ldexp(sm/fa, es-ea)
		q.Plus, q.Minus = complex(re, im), complex(re, -im)
		return q, nil
	}
	// Real roots: h = q/2^es = −sgn(b)(|b|/2 + √|ac|)/2^es, |h| ≥ ½; |b|/2
	// scaled may underflow to 0, which it is next to √|ac|.
	h := -math.Copysign(math.Ldexp(math.Abs(b), -es)/2+sm, b)
	big := complex(math.Ldexp(h/fa, es-ea), 0)
	small := complex(math.Ldexp(fc/h, ec-es), 0)
	if !math.Signbit(b) {
		q.Plus, q.Minus = small, big
	} else {
		q.Plus, q.Minus = big, small
	}
	return q, nil
}

// kahanDiscriminant returns b² − 4ac accurately even when b² ≈ 4ac: the
// rounding errors of both products, recovered exactly with math.FMA, are
// added back when the subtraction cancels more than a couple of bits.
func kahanDiscriminant(a, b, c float64) float64 {
	p := b * b
	q := 4 * a * c
	d := p - q
	if p+q >= 3*math.Abs(d) {
		dp := math.FMA(b, b, -p)
		dq := math.FMA(4*a, c, -q)
		d += dp - dq
	}
	return d
}
