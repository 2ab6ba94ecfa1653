package expr

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// printTests are expressions, their canonical String and their LaTeX, both
// written by hand.
var printTests = []struct {
	src, str, tex string
	params        []string
}{
	{src: "2^3^2", str: "2^3^2", tex: `2^{3^{2}}`},
	{src: "(2^3)^2", str: "(2^3)^2", tex: `\left(2^{3}\right)^{2}`},
	{src: "-x^2", str: "-x^2", tex: `-x^{2}`},
	{src: "(-x)^2", str: "(-x)^2", tex: `\left(-x\right)^{2}`},
	{src: "1-2-3", str: "1 - 2 - 3", tex: `1 - 2 - 3`},
	{src: "1-(2-3)", str: "1 - (2 - 3)", tex: `1 - \left(2 - 3\right)`},
	{src: "a+(b+c)", str: "a + (b + c)", tex: `a + b + c`, params: []string{"a", "b", "c"}},
	{src: "a+(b-c)", str: "a + (b - c)", tex: `a + b - c`, params: []string{"a", "b", "c"}},
	{src: "2/4/2", str: "2/4/2", tex: `\frac{\frac{2}{4}}{2}`},
	{src: "2/(4/2)", str: "2/(4/2)", tex: `\frac{2}{\frac{4}{2}}`},
	{src: "a*(b*c)", str: "a*(b*c)", tex: `a b c`, params: []string{"a", "b", "c"}},
	{src: " 1e-3 * .5 ", str: "0.001*0.5", tex: `0.001 \cdot 0.5`},
	{src: "1.5e-20*x", str: "1.5e-20*x", tex: `1.5 \cdot 10^{-20} x`},
	{src: "x*1E20", str: "x*1e+20", tex: `x \cdot 10^{20}`},
	{src: "(1e20)^x", str: "1e+20^x", tex: `\left(10^{20}\right)^{x}`},
	{src: "2*x^2 + 3*x - 1", str: "2*x^2 + 3*x - 1", tex: `2 x^{2} + 3 x - 1`},
	{src: "x*2", str: "x*2", tex: `x \cdot 2`},
	{src: "x*2^x", str: "x*2^x", tex: `x \cdot 2^{x}`},
	{src: "2*(x+1)", str: "2*(x + 1)", tex: `2 \cdot \left(x + 1\right)`},
	{src: "a*(x+1)", str: "a*(x + 1)", tex: `a \cdot \left(x + 1\right)`, params: []string{"a"}},
	{src: "2*(1/x)", str: "2*(1/x)", tex: `2 \cdot \frac{1}{x}`},
	{src: "x*(1/2)", str: "x*(1/2)", tex: `x \frac{1}{2}`},
	{src: "--x", str: "--x", tex: `-\left(-x\right)`},
	{src: "+x", str: "x", tex: `x`},
	{src: "x - -y", str: "x - -y", tex: `x - \left(-y\right)`, params: []string{"y"}},
	{src: "x + -y*z", str: "x + -y*z", tex: `x + \left(-y z\right)`, params: []string{"y", "z"}},
	{src: "x*-y", str: "x*-y", tex: `x \cdot \left(-y\right)`, params: []string{"y"}},
	{src: "-(x+1)", str: "-(x + 1)", tex: `-\left(x + 1\right)`},
	{src: "-(x*y)", str: "-(x*y)", tex: `-x y`, params: []string{"y"}},
	{src: "2^-x", str: "2^(-x)", tex: `2^{-x}`},
	{src: "(-2)^x", str: "(-2)^x", tex: `\left(-2\right)^{x}`},
	{src: "e^x*pi", str: "e^x*pi", tex: `e^{x} \pi`},
	{src: "exp(-x^2/(2*sigma^2))/sqrt(2*pi*sigma^2)",
		str:    "exp(-x^2/(2*sigma^2))/sqrt(2*pi*sigma^2)",
		tex:    `\frac{\exp\left(-\frac{x^{2}}{2 \sigma^{2}}\right)}{\sqrt{2 \pi \sigma^{2}}}`,
		params: []string{"sigma"}},
	{src: "1 - -1/x*2", str: "1 - -1/x*2", tex: `1 - \left(-\frac{1}{x} \cdot 2\right)`},
	{src: "log(x)+ln(x)", str: "log(x) + ln(x)", tex: `\ln\left(x\right) + \ln\left(x\right)`},
	{src: "abs(x)^2", str: "abs(x)^2", tex: `\lvert x \rvert^{2}`},
	{src: "sin(x)^2+cos(x)^2", str: "sin(x)^2 + cos(x)^2", tex: `\sin\left(x\right)^{2} + \cos\left(x\right)^{2}`},
	{src: "tan(x)*tanh(x)", str: "tan(x)*tanh(x)", tex: `\tan\left(x\right) \tanh\left(x\right)`},
	{src: "max(x,0)+min(x, 1)", str: "max(x, 0) + min(x, 1)", tex: `\max\left(x, 0\right) + \min\left(x, 1\right)`},
	{src: "sigmoid(x)*relu(x)", str: "sigmoid(x)*relu(x)",
		tex: `\operatorname{sigmoid}\left(x\right) \operatorname{relu}\left(x\right)`},
	{src: "softplus(x)-erf(x)", str: "softplus(x) - erf(x)",
		tex: `\operatorname{softplus}\left(x\right) - \operatorname{erf}\left(x\right)`},
	{src: "if(x > 0, x, 0.1*x)", str: "if(x > 0, x, 0.1*x)",
		tex: `\begin{cases} x & \text{if } x > 0 \\ 0.1 x & \text{otherwise} \end{cases}`},
	{src: "if(x<=a,0,1)+1", str: "if(x <= a, 0, 1) + 1",
		tex:    `\left(\begin{cases} 0 & \text{if } x \le a \\ 1 & \text{otherwise} \end{cases}\right) + 1`,
		params: []string{"a"}},
	{src: "if(x>=0,1,0)*if(x==1,1,0)*if(x!=1,1,0)*if(x<1,1,0)",
		str: "if(x >= 0, 1, 0)*if(x == 1, 1, 0)*if(x != 1, 1, 0)*if(x < 1, 1, 0)",
		tex: `\left(\begin{cases} 1 & \text{if } x \ge 0 \\ 0 & \text{otherwise} \end{cases}\right) \cdot ` +
			`\left(\begin{cases} 1 & \text{if } x = 1 \\ 0 & \text{otherwise} \end{cases}\right) \cdot ` +
			`\left(\begin{cases} 1 & \text{if } x \ne 1 \\ 0 & \text{otherwise} \end{cases}\right) \cdot ` +
			`\left(\begin{cases} 1 & \text{if } x < 1 \\ 0 & \text{otherwise} \end{cases}\right)`},
	{src: "w12*x + x_0 + sigma_max + lr + _a + a_ + b_c_1 + Omega + lr2",
		str:    "w12*x + x_0 + sigma_max + lr + _a + a_ + b_c_1 + Omega + lr2",
		tex:    `w_{12} x + x_{0} + \sigma_{\mathit{max}} + \mathit{lr} + \mathit{\_a} + \mathit{a\_} + b_{c_{1}} + \Omega + \mathit{lr}_{2}`,
		params: []string{"w12", "x_0", "sigma_max", "lr", "_a", "a_", "b_c_1", "Omega", "lr2"}},
	{src: "b*x + a*x^2 + b", str: "b*x + a*x^2 + b", tex: `b x + a x^{2} + b`, params: []string{"b", "a"}},
	// A name of several letters next to a factor takes \cdot: leak x
	// would read as the word leakx.
	{src: "leak*x + a*lr_1*x + x*rate", str: "leak*x + a*lr_1*x + x*rate",
		tex:    `\mathit{leak} \cdot x + a \cdot \mathit{lr}_{1} \cdot x + x \cdot \mathit{rate}`,
		params: []string{"leak", "a", "lr_1", "rate"}},
}

func TestPrint(t *testing.T) {
	for _, tt := range printTests {
		e, err := Parse(tt.src)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.src, err)
			continue
		}
		if got := e.String(); got != tt.str {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.src, got, tt.str)
		}
		if got := e.LaTeX(); got != tt.tex {
			t.Errorf("Parse(%q).LaTeX() =\n%s\nwant\n%s", tt.src, got, tt.tex)
		}
		if got := e.Params(); !slices.Equal(got, tt.params) {
			t.Errorf("Parse(%q).Params() = %q, want %q", tt.src, got, tt.params)
		}
		checkRoundTrip(t, e)
	}
}

// checkRoundTrip checks that e.String() parses back to the same tree and
// the same parameters, with the room String may need beyond the limits.
func checkRoundTrip(t *testing.T, e *Expr) {
	t.Helper()
	s := e.String()
	back, err := parse(s, 4*MaxLen, 2*MaxDepth)
	if err != nil {
		t.Errorf("Parse(%q), the String of a parsed Expr: %v", s, err)
		return
	}
	if !equal(back.root, e.root) || !slices.Equal(back.params, e.params) {
		t.Errorf("Parse(%q) is another tree: it prints %q", s, back.String())
	}
}

// TestPrecedence checks precedence and associativity by value.
func TestPrecedence(t *testing.T) {
	for _, tt := range []struct {
		src  string
		x    float64
		want float64
	}{
		{"2^3^2", 0, 512},
		{"-x^2", 3, -9},
		{"-2^2", 0, -4},
		{"(-2)^2", 0, 4},
		{"2^-1", 0, 0.5},
		{"1-2-3", 0, -4},
		{"2/4/2", 0, 0.25},
		{"2*3^2", 0, 18},
		{"1+2*3", 0, 7},
		{"8/2*4", 0, 16},
		{"-x*2", 3, -6},
		{"2^x^2", 2, 16},
		{"e", 0, math.E},
		{"pi", 0, math.Pi},
		{"1e-3", 0, 0.001},
		{".5", 0, 0.5},
		{"if(x > 0, x, 0.1*x)", -2, -0.2},
		{"if(x > 0, x, 0.1*x)", 2, 2},
		{"if(x - 1 < 2*x, 1, 2)", 0, 1},
		{"max(1, x)", 3, 3},
		{"min(1, x)", 3, 1},
	} {
		e, err := Parse(tt.src)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.src, err)
			continue
		}
		if got := e.Eval(tt.x, nil); got != tt.want {
			t.Errorf("%s at x=%v = %v, want %v", tt.src, tt.x, got, tt.want)
		}
	}
}

// TestErrors checks every error message of Parse and its position.
func TestErrors(t *testing.T) {
	for _, tt := range []struct {
		src, want string
		pos       int
	}{
		{"", "empty expression", 1},
		{"   ", "empty expression", 1},
		{"(x + 1)*(a))", "unexpected ')'", 12},
		{"sin(x) + (a*(x", "'(' is never closed", 13},
		{"sin(x, 1", "'(' is never closed", 4},
		{"1+foo(x)", `unknown function "foo"`, 3},
		{"sin(x, 1)", "sin takes 1 argument, got 2", 1},
		{"1 + max(x)", "max takes 2 arguments, got 1", 5},
		{"exp()", "exp takes 1 argument, got 0", 1},
		{"if(x > 0, 1)", "if takes 3 arguments, got 2", 1},
		{"if()", "if takes 3 arguments, got 0", 1},
		{"if(x, 1, 2)", "the condition of if needs a comparison (< <= > >= == !=), got ','", 5},
		{"if(x > 0, 1, 2 > 3)", "comparison '>' outside the condition of if(…)", 16},
		{"x > 0", "comparison '>' outside the condition of if(…)", 3},
		{"sin(x <= 1)", "comparison '<=' outside the condition of if(…)", 7},
		{"2x", `implicit multiplication is not supported: write '*' before "x"`, 2},
		{"2 (x+1)", `implicit multiplication is not supported: write '*' before '('`, 3},
		{"x(1)", `implicit multiplication is not supported: write '*' before '('`, 2},
		{"x 2", `implicit multiplication is not supported: write '*' before "2"`, 3},
		{"2^3x", `implicit multiplication is not supported: write '*' before "x"`, 4},
		{"2e", `implicit multiplication is not supported: write '*' before "e"`, 2},
		{"sin", "expected '(' after function sin", 1},
		{"1 + if", "expected '(' after function if", 5},
		{"1 + * 2", "unexpected '*'", 5},
		{"1 +", "unexpected end of input", 4},
		{"()", "unexpected ')'", 2},
		{"(1,2)", "unexpected ','", 3},
		{"1.2.3", `malformed number "1.2.3"`, 1},
		{"x + .", `malformed number "."`, 5},
		{"1e999", "number 1e999 is too large", 1},
		{"x = 1", "unexpected '=' (comparisons are < <= > >= == !=)", 3},
		{"if(x ! 1, 1, 2)", "unexpected '!' (comparisons are < <= > >= == !=)", 6},
		{"x # 1", "unexpected character '#'", 3},
		{"λ*x + 2%", "unexpected character 'λ'", 1},
		{"x·λ", "unexpected character '·'", 2},
		{"éé + 1)", "unexpected character 'é'", 1},
		{"\"x\"", "unexpected character '\"'", 1},
		{"x + \xff", "invalid UTF-8", 5},
		{"αβγ + (x", "unexpected character 'α'", 1},
		{"ααα*x + 1 ++ ", "unexpected character 'α'", 1},
		{strings.Repeat("x+", 500) + "x", "expression longer than 1000 characters (it has 1001)", 1001},
		{strings.Repeat("(", 65) + "x" + strings.Repeat(")", 65), "nesting deeper than 64 levels", 65},
		{strings.Repeat("-", 65) + "x", "nesting deeper than 64 levels", 65},
		{strings.Repeat("2^", 65) + "x", "nesting deeper than 64 levels", 130},
		{strings.Repeat("sin(", 65) + "x" + strings.Repeat(")", 65), "nesting deeper than 64 levels", 260},
	} {
		_, err := Parse(tt.src)
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("Parse(%q) error = %v, want a *SyntaxError", tt.src, err)
			continue
		}
		if se.Msg != tt.want || se.Pos != tt.pos {
			t.Errorf("Parse(%q) error = %q at %d, want %q at %d", tt.src, se.Msg, se.Pos, tt.want, tt.pos)
		}
		if want := tt.want + " at " + strconv.Itoa(tt.pos); err.Error() != want {
			t.Errorf("Parse(%q).Error() = %q, want %q", tt.src, err.Error(), want)
		}
	}
}

// TestLimits checks that the length counts characters, not bytes, and
// that what is just within the limits parses.
func TestLimits(t *testing.T) {
	_, err := Parse(strings.Repeat("é", 1001))
	if err == nil || err.Error() != "expression longer than 1000 characters (it has 1001) at 1001" {
		t.Errorf("Parse of 1001 é = %v", err)
	}
	_, err = Parse(strings.Repeat("é", 1000))
	if err == nil || err.Error() != "unexpected character 'é' at 1" {
		t.Errorf("Parse of 1000 é = %v", err)
	}
	long := strings.Repeat(" ", 998) + "x "
	if _, err := Parse(long); err != nil {
		t.Errorf("Parse of 1000 characters: %v", err)
	}
	deep := strings.Repeat("(", 64) + "x" + strings.Repeat(")", 64)
	if _, err := Parse(deep); err != nil {
		t.Errorf("Parse of 64 levels: %v", err)
	}
}
