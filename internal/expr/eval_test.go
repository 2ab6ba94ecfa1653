package expr

import (
	"math"
	"math/rand/v2"
	"testing"

	"eqx/compute"
)

// evalTests are expressions and the same formula written in Go with
// package math: the reference for the evaluator. p holds the parameters in
// order of first appearance.
var evalTests = []struct {
	src string
	f   func(x float64, p []float64) float64
}{
	{"2*x^2 + 3*x - 1", func(x float64, _ []float64) float64 { return 2*math.Pow(x, 2) + 3*x - 1 }},
	{"a*x + b", func(x float64, p []float64) float64 { return p[0]*x + p[1] }},
	{"-x^2/(2*s^2)", func(x float64, p []float64) float64 { return -math.Pow(x, 2) / (2 * math.Pow(p[0], 2)) }},
	{"exp(-(x-mu)^2/(2*sigma^2))/sqrt(2*pi*sigma^2)", func(x float64, p []float64) float64 {
		return math.Exp(-math.Pow(x-p[0], 2)/(2*math.Pow(p[1], 2))) / math.Sqrt(2*math.Pi*math.Pow(p[1], 2))
	}},
	{"log(abs(x)) - ln(1 + x^2)", func(x float64, _ []float64) float64 { return math.Log(math.Abs(x)) - math.Log(1+math.Pow(x, 2)) }},
	{"sin(x)*cos(a*x) + tan(x/4) - tanh(x)", func(x float64, p []float64) float64 {
		return math.Sin(x)*math.Cos(p[0]*x) + math.Tan(x/4) - math.Tanh(x)
	}},
	{"min(x, a) + max(x, b)", func(x float64, p []float64) float64 { return math.Min(x, p[0]) + math.Max(x, p[1]) }},
	{"erf(x/sqrt(2))", func(x float64, _ []float64) float64 { return math.Erf(x / math.Sqrt(2)) }},
	{"sigmoid(k*x)", func(x float64, p []float64) float64 { return compute.Sigmoid(p[0] * x) }},
	{"softplus(x) - relu(x)", func(x float64, _ []float64) float64 { return compute.Softplus(x) - math.Max(x, 0) }},
	{"if(x > 0, x, alpha*x)", func(x float64, p []float64) float64 {
		if x > 0 {
			return x
		}
		return p[0] * x
	}},
	{"if(x <= a, 1, 0) + if(x >= a, 2, 0) + if(x < a, 4, 0) + if(x == a, 8, 0) + if(x != a, 16, 0)",
		func(x float64, p []float64) float64 {
			s := 0.0
			if x <= p[0] {
				s += 1
			}
			if x >= p[0] {
				s += 2
			}
			if x < p[0] {
				s += 4
			}
			if x == p[0] {
				s += 8
			}
			if x != p[0] {
				s += 16
			}
			return s
		}},
	{"x^a^b", func(x float64, p []float64) float64 { return math.Pow(x, math.Pow(p[0], p[1])) }},
	{"-x^-2 - -x", func(x float64, _ []float64) float64 { return -math.Pow(x, -2) + x }},
	{"1-x-2-x", func(x float64, _ []float64) float64 { return 1 - x - 2 - x }},
	{"x/2/a*3", func(x float64, p []float64) float64 { return x / 2 / p[0] * 3 }},
	{"e^x - exp(x) + pi", func(x float64, _ []float64) float64 { return math.Pow(math.E, x) - math.Exp(x) + math.Pi }},
	{"sqrt(x)", func(x float64, _ []float64) float64 { return math.Sqrt(x) }},
}

// TestEval compares the evaluator with Go at random points, negative ones
// included (so NaN and Inf results are compared too), with a fixed seed.
func TestEval(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tt := range evalTests {
		e := mustParse(t, tt.src)
		f := e.Compile()
		p := make([]float64, len(e.Params()))
		xs := make([]float64, 100)
		for i := range xs {
			xs[i] = rng.NormFloat64() * 3
			if i%10 == 0 { // exact integers, where if's equalities hold
				xs[i] = math.Round(xs[i])
			}
		}
		xs[0] = 0
		for trial := 0; trial < 5; trial++ {
			for j := range p {
				p[j] = math.Round(rng.NormFloat64()*4) / 2
			}
			ys := f.EvalSlice(nil, xs, p)
			for i, x := range xs {
				got, want := f.Eval(x, p), tt.f(x, p)
				if !same(got, want) || !same(ys[i], want) {
					t.Errorf("%s at x=%v p=%v = %v (EvalSlice %v), want %v", tt.src, x, p, got, ys[i], want)
				}
			}
		}
	}
}

// same reports whether a and b agree to rounding (Go may fuse a
// multiply-add on some architectures), or are both NaN, or the same Inf.
func same(a, b float64) bool {
	if math.IsNaN(a) || math.IsNaN(b) || math.IsInf(b, 0) {
		return math.IsNaN(a) && math.IsNaN(b) || a == b
	}
	return math.Abs(a-b) <= 1e-14*math.Max(1, math.Abs(b))
}

// TestEvalSpecial checks values named by their source, the domain errors
// and the guards of Eval.
func TestEvalSpecial(t *testing.T) {
	for _, tt := range []struct {
		src  string
		x    float64
		want float64
	}{
		// Debian's scipy 1.10.1: scipy.special.expit(±800) = 0.0, 1.0.
		{"sigmoid(x)", -800, 0},
		{"sigmoid(x)", 800, 1},
		// mpmath, 40 digits: 1/(1+exp(30)) = 9.3576229688392989538e-14.
		{"sigmoid(x)", -30, 9.3576229688392989538e-14},
		// numpy 1.24.2: numpy.logaddexp(0, 800) = 800.0, (0, -800) = 0.0.
		{"softplus(x)", 800, 800},
		{"softplus(x)", -800, 0},
		// mpmath, 40 digits: log1p(exp(-30)) = 9.3576229688397367794e-14.
		{"softplus(x)", -30, 9.3576229688397367794e-14},
		// mpmath, 40 digits: erf(0.5) = 0.52049987781304653768.
		{"erf(x)", 0.5, 0.52049987781304653768},
		{"log(x)", -1, math.NaN()},
		{"log(x)", 0, math.Inf(-1)},
		{"1/x", 0, math.Inf(1)},
		{"x/x", 0, math.NaN()},
		{"sqrt(x)", -1, math.NaN()},
		{"exp(x)", 1000, math.Inf(1)},
		// At the edges of float64, the same on every platform (math.Exp
		// and math.Log on amd64 are not; compute/libm). mpmath 1.3, 50
		// digits: exp(709.5) = 1.3549863193146328e308, log(5e-324) =
		// −744.44007192138126, (5e-324)^0.5 = 2.2227587494850775e-162.
		{"exp(x)", 709.5, 1.3549863193146328e308},
		{"log(x)", 5e-324, -744.44007192138126},
		{"ln(x)", 1e-310, -713.80137882815418},
		{"x^0.5", 5e-324, 2.2227587494850775e-162},
		{"relu(x)", math.NaN(), math.NaN()},
		{"if(x > 0, 1, 2)", math.NaN(), 2},
		{"if(x != 0, 1, 2)", math.NaN(), 1},
	} {
		e, err := Parse(tt.src)
		if err != nil {
			t.Fatal(err)
		}
		got := e.Eval(tt.x, nil)
		if !same(got, tt.want) || math.Abs(got-tt.want) > 1e-15*math.Abs(tt.want) {
			t.Errorf("%s at %v = %v, want %v", tt.src, tt.x, got, tt.want)
		}
	}
	e, _ := Parse("a*x + b")
	if got := e.Eval(1, map[string]float64{"a": 2}); !math.IsNaN(got) {
		t.Errorf("a*x + b without b = %v, want NaN", got)
	}
	if got := e.Eval(1, map[string]float64{"a": 2, "b": 3}); got != 5 {
		t.Errorf("a*x + b at 1, a=2, b=3 = %v, want 5", got)
	}
	f := e.Compile()
	if got := f.Eval(1, []float64{2}); !math.IsNaN(got) {
		t.Errorf("Func.Eval with one value for two parameters = %v, want NaN", got)
	}
	if got := f.EvalSlice(make([]float64, 1), []float64{1, 2}, nil); len(got) != 2 || !math.IsNaN(got[0]) || !math.IsNaN(got[1]) {
		t.Errorf("Func.EvalSlice without parameters = %v, want [NaN NaN]", got)
	}
	dst := make([]float64, 3)
	if got := f.EvalSlice(dst, []float64{1, 2}, []float64{2, 3}); len(got) != 2 || &got[0] != &dst[0] || got[1] != 7 {
		t.Errorf("Func.EvalSlice = %v, want [5 7] in dst", got)
	}
}

// TestEvalAllocs checks that evaluation does not allocate: a plot
// evaluates 10^4 points at every slider move.
func TestEvalAllocs(t *testing.T) {
	e, _ := Parse("if(x > 0, a*x^2, sigmoid(x)) + max(x, b)")
	f := e.Compile()
	xs, dst, p := make([]float64, 100), make([]float64, 100), []float64{1, 2}
	if n := testing.AllocsPerRun(10, func() { f.EvalSlice(dst, xs, p); f.Eval(1, p) }); n != 0 {
		t.Errorf("evaluation allocates %v times", n)
	}
}
