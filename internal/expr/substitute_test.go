package expr

import (
	"math"
	"testing"
)

// The worked line: the values written into the formula, typeset by the
// same rules as the formula, checked by hand.
func TestLaTeXAt(t *testing.T) {
	for _, c := range []struct {
		src    string
		x      float64
		p      []float64
		digits int
		want   string
	}{
		{"a*x + b", 2, []float64{3, -1}, 6, `3 \cdot 2 + \left(-1\right)`},
		{"1/(1 + exp(-k*x))", -0.5, []float64{2}, 6, `\frac{1}{1 + \exp\left(-2 \cdot \left(-0.5\right)\right)}`},
		{"x^2", -3, nil, 6, `\left(-3\right)^{2}`},
		{"a*x", 1.0 / 3, []float64{2}, 3, `2 \cdot 0.333`},
		{"if(x > 0, x, a*x)", 1.5, []float64{0.1}, 6, `\begin{cases} 1.5 & \text{if } 1.5 > 0 \\ 0.1 \cdot 1.5 & \text{otherwise} \end{cases}`},
		// A missing value stays a name; so does one that is not finite.
		{"a*x + b", 2, []float64{3}, 6, `3 \cdot 2 + b`},
		{"a*x", math.Inf(1), []float64{2}, 6, `2 x`},
		{"x*1e-5", 2, nil, 6, `2 \cdot 10^{-5}`},
	} {
		e, err := Parse(c.src)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.src, err)
		}
		if got := e.LaTeXAt(c.x, c.p, c.digits); got != c.want {
			t.Errorf("LaTeXAt(%q, %v, %v):\n got %s\nwant %s", c.src, c.x, c.p, got, c.want)
		}
	}
}

// Substituting leaves the expression as it was: trees share nodes.
func TestLaTeXAtKeepsTree(t *testing.T) {
	e, err := Parse("a*x^2 + x")
	if err != nil {
		t.Fatal(err)
	}
	before := e.LaTeX()
	_ = e.LaTeXAt(3, []float64{2}, 6)
	if after := e.LaTeX(); after != before {
		t.Errorf("LaTeX after LaTeXAt = %s, was %s", after, before)
	}
}
