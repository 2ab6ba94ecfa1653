package expr

import (
	"math"
	"math/rand/v2"
	"testing"
)

// derivativeTests are expressions and their derivatives as Derivative
// prints them, written by hand: the simplification is part of the result.
var derivativeTests = []struct{ src, wrt, want string }{
	{"x^2", "x", "2*x"},
	{"x^3 + 2*x - 7", "x", "3*x^2 + 2"},
	{"a*x + b", "x", "a"},
	{"a*x + b", "a", "x"},
	{"a*x + b", "b", "1"},
	{"a*x^2 + b", "a", "x^2"},
	{"-x", "x", "-1"},
	{"x - x", "x", "0"},
	{"1/x", "x", "-1/x^2"},
	{"x/(1 + x)", "x", "1/(1 + x)^2"},
	{"sqrt(x)", "x", "1/(2*sqrt(x))"},
	{"log(x^2 + 1)", "x", "2*x/(x^2 + 1)"},
	{"exp(-x^2)", "x", "-2*x*exp(-x^2)"},
	{"sin(x)^2", "x", "2*cos(x)*sin(x)"},
	{"cos(3*x)", "x", "-3*sin(3*x)"},
	{"tan(2*x)", "x", "2/cos(2*x)^2"},
	{"tanh(x)", "x", "1 - tanh(x)^2"},
	{"sigmoid(a*x)", "x", "a*sigmoid(a*x)*(1 - sigmoid(a*x))"},
	{"softplus(x)", "x", "sigmoid(x)"},
	{"erf(x)", "x", "2/sqrt(pi)*exp(-x^2)"},
	{"x^x", "x", "x^x*(ln(x) + 1)"},
	{"2^x", "x", "ln(2)*2^x"},
	{"e^(2*x)", "x", "2*e^(2*x)"},
	{"abs(x)", "x", "if(x < 0, -1, 1)"},
	{"relu(x)", "x", "if(x > 0, 1, 0)"},
	{"if(x > 0, x, 0.1*x)", "x", "if(x > 0, 1, 0.1)"},
	{"if(x > 0, x^2, x^2)", "x", "2*x"},
	{"min(x, 1)", "x", "if(x < 1, 1, 0)"},
	{"max(x^2, x)", "x", "if(x^2 > x, 2*x, 1)"},
	{"exp(-(x - mu)^2/(2*sigma^2))", "mu", "(x - mu)/sigma^2*exp(-(x - mu)^2/(2*sigma^2))"},
}

func TestDerivativeString(t *testing.T) {
	for _, tt := range derivativeTests {
		e, err := Parse(tt.src)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.src, err)
		}
		d, err := e.Derivative(tt.wrt)
		if err != nil {
			t.Errorf("Parse(%q).Derivative(%q): %v", tt.src, tt.wrt, err)
			continue
		}
		if got := d.String(); got != tt.want {
			t.Errorf("d/d%s %s = %s, want %s", tt.wrt, tt.src, got, tt.want)
		}
		// The printed derivative parses back, with the same value.
		back, err := Parse(d.String())
		if err != nil || back.String() != d.String() {
			t.Errorf("d/d%s %s = %s does not print back: %v", tt.wrt, tt.src, d, err)
		}
	}
	e, _ := Parse("a*x")
	if _, err := e.Derivative("b"); err == nil || err.Error() !=
		`expr: cannot differentiate a*x with respect to "b": it is neither x nor one of its parameters` {
		t.Errorf("Derivative(%q) error = %v", "b", err)
	}
	if d, _ := e.Derivative("x"); len(d.Params()) != 1 || d.Params()[0] != "a" {
		t.Errorf("the derivative of a*x has parameters %q, want [a]", d.Params())
	}
	e, _ = Parse("a + b*x")
	if d, _ := e.Derivative("x"); d.Compile().Eval(0, []float64{1, 5}) != 5 {
		t.Errorf("d/dx a + b*x at a=1, b=5 is not 5: the parameters moved")
	}
}

// numericTests are expressions differentiated with respect to each of x
// and their parameters, compared with central differences. away, when set,
// says whether a point is far enough from the breaks of a piecewise
// expression.
var numericTests = []struct {
	src  string
	away func(x float64, p []float64) bool
}{
	{src: "2*x^2 + 3*x - 1"},
	{src: "a*x^3 - b/x"},
	{src: "exp(-(x - mu)^2/(2*sigma^2))/sqrt(2*pi*sigma^2)"},
	{src: "log(1 + x^2) + ln(2 + sin(x))"},
	{src: "sqrt(1 + x^2)*tanh(a*x)"},
	{src: "sin(a*x)*cos(x)^2 + tan(x/3)"},
	{src: "sigmoid(w*x + b) + softplus(x - b)"},
	{src: "erf(x/s)"},
	{src: "(1 + x^2)^(a/2)"},
	{src: "a^x + e^(-x) + 0*x^3"},
	{src: "(2 + sin(x))^(1 + x^2)"},
	{src: "x/(1 + x^2) - 1/(a^2 + x^2)"},
	{src: "abs(x - a)*x", away: func(x float64, p []float64) bool { return math.Abs(x-p[0]) > 1e-2 }},
	{src: "relu(x - a)^2 + relu(x)", away: func(x float64, p []float64) bool {
		return math.Abs(x-p[0]) > 1e-2 && math.Abs(x) > 1e-2
	}},
	{src: "if(x > a, x^2, a*x)", away: func(x float64, p []float64) bool { return math.Abs(x-p[0]) > 1e-2 }},
	{src: "min(x, a)*max(x^2, b)", away: func(x float64, p []float64) bool {
		return math.Abs(x-p[0]) > 1e-2 && math.Abs(x*x-p[1]) > 1e-2
	}},
}

// TestDerivativeNumeric compares derivatives with Richardson-extrapolated
// central differences, (4 D(h/2) - D(h))/3 with D(h) = (f(x+h) - f(x-h))/2h
// and h = 1e-3·max(1, |v|): its truncation error is O(h^4) ≈ 1e-12 and its
// rounding error about 1e-16/h ≈ 1e-13, far below the relative 1e-6 asked.
func TestDerivativeNumeric(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tt := range numericTests {
		e := mustParse(t, tt.src)
		f := e.Compile()
		for k, wrt := range append([]string{"x"}, e.Params()...) {
			d, err := e.Derivative(wrt)
			if err != nil {
				t.Fatal(err)
			}
			df := d.Compile()
			checked := 0
			for range 50 {
				x := rng.Float64()*6 - 3
				p := make([]float64, len(e.Params()))
				for j := range p {
					p[j] = 0.5 + rng.Float64()*1.5
				}
				if tt.away != nil && !tt.away(x, p) {
					continue
				}
				// v is the variable differentiated: x, or p[k-1].
				at := func(v float64) float64 {
					if k == 0 {
						return f.Eval(v, p)
					}
					q := append([]float64(nil), p...)
					q[k-1] = v
					return f.Eval(x, q)
				}
				v := x
				if k > 0 {
					v = p[k-1]
				}
				h := 1e-3 * math.Max(1, math.Abs(v))
				central := func(h float64) float64 { return (at(v+h) - at(v-h)) / (2 * h) }
				want := (4*central(h/2) - central(h)) / 3
				got := df.Eval(x, p)
				if math.IsNaN(want) {
					continue
				}
				checked++
				if math.Abs(got-want) > 1e-6*math.Max(1, math.Abs(want)) {
					t.Errorf("d/d%s %s = %s at x=%v p=%v: %v, central differences %v", wrt, tt.src, d, x, p, got, want)
				}
			}
			if checked < 25 {
				t.Errorf("d/d%s %s: only %d points checked", wrt, tt.src, checked)
			}
		}
	}
}
