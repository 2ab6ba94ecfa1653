package compute

import "math"

// xfloat is f·2^e with f = 0 or ½ ≤ |f| < 1: a float64 fraction with an
// exponent of its own, so that a product or sum of finite inputs that lies
// beyond the float64 range (or below it) can still be formed, compared and
// subtracted before it is rounded back into the range.
type xfloat struct {
	f float64
	e int
}

// xnorm returns f·2^e as an xfloat.
func xnorm(f float64, e int) xfloat {
	if f == 0 {
		return xfloat{}
	}
	fr, fe := math.Frexp(f)
	return xfloat{fr, e + fe}
}

// float64 rounds x into the float64 range: ±Inf beyond it, a subnormal or
// zero below it.
func (x xfloat) float64() float64 { return math.Ldexp(x.f, x.e) }

// xmul returns x·b, b finite.
func xmul(x xfloat, b float64) xfloat {
	fb, eb := math.Frexp(b)
	return xnorm(x.f*fb, x.e+eb)
}

// xprod returns a·b.
func xprod(a, b xfloat) xfloat { return xnorm(a.f*b.f, a.e+b.e) }

// xsum returns Σ t_i, added in order on the scale 2^E of the largest term:
// the fractions are at most 1 there, so no partial sum overflows, and a
// term below 2^-1074 of that scale, which is lost, cannot move the sum by
// more than 2^-1075 of it. For terms within the float64 range this is the
// plain sum, rounding for rounding.
func xsum(t []xfloat) xfloat {
	top, found := 0, false
	for _, x := range t {
		if x.f != 0 && (!found || x.e > top) {
			top, found = x.e, true
		}
	}
	var s float64
	for _, x := range t {
		if x.f != 0 {
			s += math.Ldexp(x.f, x.e-top)
		}
	}
	return xnorm(s, top)
}

// xdot returns Σ a_i b_i as an xfloat: each product is the product of the
// fractions of a_i and b_i, on the exponent ea + eb, so neither a product
// nor a partial sum overflows however large the inputs.
func xdot(a, b []float64) xfloat {
	t := make([]xfloat, 0, len(a))
	for i, v := range a {
		t = append(t, xmul(xnorm(v, 0), b[i]))
	}
	return xsum(t)
}
