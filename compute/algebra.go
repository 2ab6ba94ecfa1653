package compute

import (
	"fmt"
	"math"
)

// Quadratic holds the roots of ax² + bx + c = 0 and its discriminant.
type Quadratic struct {
	// Discriminant is b² − 4ac (±Inf only when it exceeds the float64
	// range; the roots are computed from a scaled copy and stay accurate).
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
// like-signed values. The coefficients are first scaled by a power of two so
// that b² and 4ac cannot overflow, and the discriminant is formed with
// fused multiply-adds when b² and 4ac nearly cancel (Kahan's method), so a
// double root is found as one.
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
	// Scale by 2^−e so that the largest coefficient is in [0.5, 1): exact
	// unless a tiny coefficient becomes subnormal, which only drops digits
	// that cannot affect the roots at this scale.
	_, e := math.Frexp(math.Max(math.Abs(a), math.Max(math.Abs(b), math.Abs(c))))
	as, bs, cs := math.Ldexp(a, -e), math.Ldexp(b, -e), math.Ldexp(c, -e)
	d := kahanDiscriminant(as, bs, cs)
	q := Quadratic{Real: d >= 0}
	if d != 0 {
		q.Discriminant = math.Ldexp(d, 2*e)
	}
	if d < 0 {
		re := -bs / (2 * as)
		im := math.Sqrt(-d) / (2 * as)
		q.Plus, q.Minus = complex(re, im), complex(re, -im)
		return q, nil
	}
	r := math.Sqrt(d)
	h := -(bs + math.Copysign(r, bs)) / 2
	if h == 0 { // b = 0 and D = 0, hence c = 0: the double root 0
		return q, nil
	}
	big, small := h/as, cs/h
	if !math.Signbit(bs) {
		// h = −(b + √D)/2, so h/a = (−b − √D)/(2a) is the minus root.
		// (Signbit, not b ≥ 0: for b = −0, Copysign made h = +√D/2.)
		q.Plus, q.Minus = complex(small, 0), complex(big, 0)
	} else {
		q.Plus, q.Minus = complex(big, 0), complex(small, 0)
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
