package libm

import (
	"math"
	"testing"
)

// The same bits natively and in WebAssembly (make test-wasm runs this test
// under Node): at these x, math.Exp's amd64 assembly answers one unit in
// the last place away from the pure-Go exp, so a build that called it
// would fail here on amd64. want is the pure-Go result; exact is e**x
// correctly rounded (Python's Decimal at 50 digits), which it is within
// one unit of.
func TestExpSameEverywhere(t *testing.T) {
	for _, c := range []struct {
		x           float64
		want, exact uint64
	}{
		{0.34189590704105655, 0x3ff685960378c52f, 0x3ff685960378c52f},
		{7.899670210919531, 0x40a510c92f8516f4, 0x40a510c92f8516f4},
		{5.506922915724996, 0x406ecc898d78142c, 0x406ecc898d78142c},
		{13.643133034334063, 0x4129af7abb75242a, 0x4129af7abb752429},
	} {
		got := math.Float64bits(Exp(c.x))
		if got != c.want {
			t.Errorf("Exp(%v) = %#x, want %#x", c.x, got, c.want)
		}
		if d := int64(got) - int64(c.exact); d < -1 || d > 1 {
			t.Errorf("Exp(%v) = %#x is %d units from e**x = %#x", c.x, got, d, c.exact)
		}
	}
}

func TestSpecialCases(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	same := func(a, b float64) bool { return a == b || (math.IsNaN(a) && math.IsNaN(b)) }
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"Exp(0)", Exp(0), 1},
		{"Exp(-Inf)", Exp(-inf), 0},
		{"Exp(+Inf)", Exp(inf), inf},
		{"Exp(NaN)", Exp(nan), nan},
		{"Exp(710)", Exp(710), inf},
		{"Exp(-746)", Exp(-746), 0},
		{"Log(1)", Log(1), 0},
		{"Log(0)", Log(0), -inf},
		{"Log(-1)", Log(-1), nan},
		{"Log(+Inf)", Log(inf), inf},
		// A subnormal: ln(5e-324) = -1074 ln 2 (math.Log's amd64 assembly
		// answers -709.09, Go issue 56600).
		{"Log(5e-324)", Log(5e-324), -1074 * math.Ln2},
		{"Log2(8)", Log2(8), 3},
		{"Log2(0.5)", Log2(0.5), -1},
		{"Log10(1000)", Log10(1000), 3},
		{"Pow(2, 10)", Pow(2, 10), 1024},
		{"Pow(2, 0.5)", Pow(2, 0.5), math.Sqrt2},
		{"Pow(-8, 1.0/3)", Pow(-8, 1.0/3), nan},
		{"Pow(0, -1)", Pow(0, -1), inf},
		{"Pow(-2, 3)", Pow(-2, 3), -8},
	} {
		if !same(c.got, c.want) {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
}

// Within two units in the last place of package math: each is within a
// unit or so of the exact value (math.Exp's assembly less so for large x).
func TestCloseToMath(t *testing.T) {
	ulps := func(a, b float64) int64 {
		d := int64(math.Float64bits(a)) - int64(math.Float64bits(b))
		if d < 0 {
			return -d
		}
		return d
	}
	for i := -2000; i <= 2000; i++ {
		x := float64(i) * 0.3517
		if d := ulps(Exp(x), math.Exp(x)); d > 2 {
			t.Errorf("Exp(%v) is %d units from math.Exp", x, d)
		}
		if y := math.Abs(x) + 1e-3; ulps(Log(y), math.Log(y)) > 1 {
			t.Errorf("Log(%v) is %d units from math.Log", y, ulps(Log(y), math.Log(y)))
		}
		if y := math.Abs(x)/100 + 0.5; ulps(Pow(y, 2.5), math.Pow(y, 2.5)) > 2 {
			t.Errorf("Pow(%v, 2.5) is %d units from math.Pow", y, ulps(Pow(y, 2.5), math.Pow(y, 2.5)))
		}
	}
}
