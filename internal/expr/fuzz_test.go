package expr

import (
	"strings"
	"testing"
)

// FuzzParse checks that no input makes Parse, or anything done with what
// it returns, panic or run unbounded, and that what parses prints back to
// the same tree. go test runs it on the seed corpus below.
func FuzzParse(f *testing.F) {
	for _, tt := range printTests {
		f.Add(tt.src)
	}
	for _, tt := range evalTests {
		f.Add(tt.src)
	}
	for _, tt := range numericTests {
		f.Add(tt.src)
	}
	for _, s := range []string{
		"", "(", ")", "x)", "if(x > 0, 1)", "2x", "1e", "1e+", "1e-5e", "..", "\xff", "é",
		"sin(", "max(x,", "if(x >", "x^", "-", "a_", "_", "1e400", "0x10", "x²",
		strings.Repeat("(", 64) + "x" + strings.Repeat(")", 64),
		strings.Repeat("sin(", 64) + "x" + strings.Repeat(")", 64),
		strings.Repeat("x^", 64) + "x",
		strings.Repeat("-", 64) + "x",
		strings.Repeat("sigmoid(", 30) + "x" + strings.Repeat(")", 30),
		strings.Repeat("x*x+", 249) + "x",
		strings.Repeat("2^-", 32) + "x",
		strings.Repeat(".5+", 333) + "x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		e, err := Parse(src)
		if err != nil {
			if _, ok := err.(*SyntaxError); !ok {
				t.Fatalf("Parse(%q) error %T, want *SyntaxError", src, err)
			}
			return
		}
		checkRoundTrip(t, e)
		_ = e.LaTeX()
		_ = e.Go()
		_ = e.NumPy()
		p := make([]float64, len(e.Params()))
		for i := range p {
			p[i] = 0.5
		}
		fn := e.Compile()
		for _, x := range []float64{-1, 0, 2.5} {
			fn.Eval(x, p)
		}
		for _, wrt := range append([]string{"x"}, e.Params()...) {
			d, err := e.Derivative(wrt)
			if err != nil {
				t.Fatalf("Parse(%q).Derivative(%q): %v", src, wrt, err)
			}
			d.Compile().Eval(1, p)
			_ = d.String()
			_ = d.LaTeX()
		}
	})
}
