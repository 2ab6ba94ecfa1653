package compute

import (
	"errors"
	"math"
	"testing"
)

func TestQuadraticRoots(t *testing.T) {
	// Reference roots: mpmath 1.3.0 at 60 digits of (−b ± √(b² − 4ac))/(2a)
	// on the exact binary values of the coefficients, rounded to float64,
	// except where a hand derivation is noted.
	for _, test := range []struct {
		name        string
		a, b, c     float64
		plus, minus complex128
		disc        float64
		real        bool
	}{
		{name: "two roots", a: 1, b: -3, c: 2, plus: 2, minus: 1, disc: 1, real: true},
		{name: "vector 2", a: 2, b: 3, c: -5, plus: 1, minus: -2.5, disc: 49, real: true},
		{name: "negative a", a: -2, b: 1, c: 5, plus: -1.3507810593582121, minus: 1.8507810593582121, disc: 41, real: true},
		// b² ≫ 4ac: the textbook formula gives −7.45e-9 for the small root.
		{name: "cancellation b > 0", a: 1, b: 1e8, c: 1, plus: -1e-08, minus: -99999999.99999999, disc: 9999999999999996, real: true},
		{name: "cancellation b < 0", a: 1, b: -1e8, c: 1, plus: 99999999.99999999, minus: 1e-08, disc: 9999999999999996, real: true},
		{name: "b = 0", a: 1, b: 0, c: -4, plus: 2, minus: -2, disc: 16, real: true},
		{name: "b = 0, a < 0", a: -1, b: 0, c: 4, plus: -2, minus: 2, disc: 16, real: true},
		{name: "b = −0", a: 1, b: math.Copysign(0, -1), c: -4, plus: 2, minus: -2, disc: 16, real: true},
		{name: "zero double root", a: 1, b: 0, c: 0, plus: 0, minus: 0, disc: 0, real: true},
		{name: "double root", a: 1, b: 2, c: 1, plus: -1, minus: -1, disc: 0, real: true},
		// 0.2 is exactly 2·0.1 in binary, so b² − 4ac is exactly 0; the
		// rounding of b² and 4ac must cancel too.
		{name: "double root, inexact coefficients", a: 0.1, b: 0.2, c: 0.1, plus: -1, minus: -1, disc: 0, real: true},
		{name: "complex pair", a: 1, b: 2, c: 5, plus: complex(-1, 2), minus: complex(-1, -2), disc: -16},
		// D = 4 − 4(1 + 2⁻⁵²) = −2⁻⁵⁰: the roots are 1 ± 2⁻²⁶ i.
		{name: "barely complex", a: 1, b: -2, c: 1 + 0x1p-52, plus: complex(1, 1.4901161193847656e-08), minus: complex(1, -1.4901161193847656e-08), disc: -8.881784197001252e-16},
		// b² and 4ac overflow; the roots −1 and −2 do not (D = 1e400).
		{name: "huge coefficients", a: 1e200, b: 3e200, c: 2e200, plus: -1, minus: -2, disc: math.Inf(1), real: true},
		// Hand-derived: x₊ = −c/b − ac²/b³ − … = −1e-300 (mpmath's 60
		// digits cancel to 0 here), x₋ = −b/a − x₊ ≈ −1e300.
		{name: "tiny a and c", a: 1e-300, b: 1, c: 1e-300, plus: -1e-300, minus: -9.999999999999999e+299, disc: 1, real: true},
		// 4ac = −1.2e-299 while b² = 1e-400 underflows.
		{name: "tiny b", a: 3, b: 1e-200, c: -1e-300, plus: 5.773502691896258e-151, minus: -5.773502691896258e-151, disc: 1.2e-299, real: true},
		// Coefficients at both ends of the range (mpmath 1.2.1 at 60
		// digits). Scaled by one common power of two, a = 1e-300 next to
		// c = 1e300 was flushed to 0: the first came out as the double root
		// 0 with D = 0, the second as −2e290 (the double-root formula −2c/b)
		// with D = 0, the third as the double root 0.
		{name: "tiny a, huge c", a: 1e-300, b: 0, c: 1e300, plus: complex(0, 1e300), minus: complex(0, -1e300), disc: -4},
		{name: "tiny a, huge c, moderate b", a: 1e-300, b: 1e10, c: 1e300, plus: -1e290, minus: complex(math.Inf(-1), 0), disc: 1e20, real: true},
		{name: "huge a, tiny b and c", a: 1e300, b: 1e-300, c: 1e-300, plus: complex(math.Copysign(0, -1), 1e-300), minus: complex(math.Copysign(0, -1), -1e-300), disc: -4},
		{name: "tiny a, b = 0, huge negative c", a: 3.501699799322307e-137, b: 0, c: -7.134622470140755e+248, plus: 4.51383877588285e+192, minus: -4.51383877588285e+192, disc: 9.993322428772922e+112, real: true},
		{name: "4ac ≫ b², both tiny next to c", a: -1e-300, b: 1e-200, c: 1e250, plus: -1e275, minus: 1e275, disc: 3.9999999999999996e-50, real: true},
		// D = 5e-620 underflows; the roots of x² + x − 1 do not.
		{name: "subnormal coefficients", a: 1e-310, b: 1e-310, c: -1e-310, plus: 0.6180339887498949, minus: -1.618033988749895, disc: 0, real: true},
	} {
		got, err := QuadraticRoots(test.a, test.b, test.c)
		if err != nil {
			t.Errorf("%s: QuadraticRoots(%v, %v, %v): %v", test.name, test.a, test.b, test.c, err)
			continue
		}
		if got.Real != test.real {
			t.Errorf("%s: Real = %v, want %v", test.name, got.Real, test.real)
		}
		if !complexNear(got.Plus, test.plus, 1e-15) || !complexNear(got.Minus, test.minus, 1e-15) {
			t.Errorf("%s: roots %v, %v; want %v, %v", test.name, got.Plus, got.Minus, test.plus, test.minus)
		}
		if !withinRel(got.Discriminant, test.disc, 1e-15) {
			t.Errorf("%s: discriminant %v, want %v", test.name, got.Discriminant, test.disc)
		}
	}
}

func TestQuadraticRootsErrors(t *testing.T) {
	for _, test := range []struct {
		name      string
		a, b, c   float64
		undefined bool
	}{
		{name: "a = 0", a: 0, b: 2, c: 1, undefined: true},
		{name: "all zero", a: 0, b: 0, c: 0, undefined: true},
		{name: "NaN", a: 1, b: math.NaN(), c: 1},
		{name: "Inf", a: math.Inf(1), b: 1, c: 1},
	} {
		got, err := QuadraticRoots(test.a, test.b, test.c)
		if err == nil {
			t.Errorf("%s: QuadraticRoots(%v, %v, %v) = %+v, want an error", test.name, test.a, test.b, test.c, got)
			continue
		}
		if errors.Is(err, ErrUndefined) != test.undefined {
			t.Errorf("%s: error %v; wrapping ErrUndefined: %v, want %v", test.name, err, !test.undefined, test.undefined)
		}
	}
}

// complexNear reports whether each part of got is within a relative tol of
// want's (exact equality for parts that are 0 or infinite).
func complexNear(got, want complex128, tol float64) bool {
	return withinRel(real(got), real(want), tol) && withinRel(imag(got), imag(want), tol)
}
