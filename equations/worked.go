package equations

import (
	"math"
	"strconv"
	"strings"

	"eqx/compute/libm"
)

// Worked examples: each equation written again with the current values in
// it, step by step, as display LaTeX lines that KaTeX typesets on every
// slider move. The helpers below keep every line short and valid LaTeX
// whatever the numbers: long vectors, matrices and sums are elided, and
// non-finite values have a spelling of their own.

// guardWorked returns f made safe to call on any input: the page calls it
// on every slider move, and a bug in one worked example must cost that
// example (no lines), not the page.
func guardWorked(f func(Inputs, any) []string) func(Inputs, any) []string {
	return func(in Inputs, out any) (lines []string) {
		defer func() {
			if recover() != nil {
				lines = nil
			}
		}()
		return f(in, out)
	}
}

// elideAfter is the most entries a list, sum or matrix side shows in full;
// a longer one shows its first elideHead entries, \dots and its last.
// KaTeX's time grows with the length of the formula, and the formula is
// typeset again on every slider move.
const (
	elideAfter = 6
	elideHead  = 3
)

// tn writes v for LaTeX with 6 significant digits: plain decimals for
// 10⁻⁴ ≤ |v| < 10⁶, else a power of ten (1.23\times10^{-7}); \infty,
// -\infty and \text{NaN} for the non-finite values; −0 as 0.
func tn(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return `\infty`
	case math.IsInf(v, -1):
		return `-\infty`
	case math.IsNaN(v):
		return `\text{NaN}`
	case v == 0:
		return "0"
	}
	s := strconv.FormatFloat(v, 'g', 6, 64)
	i := strings.IndexByte(s, 'e')
	if i < 0 {
		return s
	}
	exp, err := strconv.Atoi(s[i+1:])
	if err != nil { // cannot happen: strconv writes the exponent
		return s
	}
	return s[:i] + `\times10^{` + strconv.Itoa(exp) + `}`
}

// tp is tn in parentheses when v is negative, for a value substituted
// after an operator: 1 + e^{-(-2)}, 3\cdot(-1).
func tp(v float64) string {
	if v < 0 {
		return "(" + tn(v) + ")"
	}
	return tn(v)
}

// tb is tn in parentheses when it would not read as a single base of a
// power: negative, or written with a power of ten. (-2)^2, (1.5\times10^{8})^2.
func tb(v float64) string {
	s := tn(v)
	if v < 0 || strings.Contains(s, `\times`) {
		return "(" + s + ")"
	}
	return s
}

// ti writes an integer (a count) exactly.
func ti(n int) string { return strconv.Itoa(n) }

// tlist writes n items separated by sep, eliding the middle of a list
// longer than elideAfter: the first elideHead items, \dots, the last.
func tlist(n int, item func(i int) string, sep string) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		if n > elideAfter && i == elideHead {
			b.WriteString(sep + `\dots`)
			i = n - 2
			continue
		}
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(item(i))
	}
	return b.String()
}

// tvec writes a vector (elided when long): (1, 2, 3).
func tvec(v []float64) string {
	return "(" + tlist(len(v), func(i int) string { return tn(v[i]) }, ", ") + ")"
}

// tvecOf writes a vector of n terms given as LaTeX.
func tvecOf(n int, item func(i int) string) string {
	return `\left(` + tlist(n, item, ", ") + `\right)`
}

// tset writes a set of numbers (elided when long), or \varnothing.
func tset(v []float64) string {
	if len(v) == 0 {
		return `\varnothing`
	}
	return `\{` + tlist(len(v), func(i int) string { return tn(v[i]) }, ", ") + `\}`
}

// tsum writes a sum of terms given as LaTeX (elided when long). An empty
// sum is 0.
func tsum(n int, term func(i int) string) string {
	if n == 0 {
		return "0"
	}
	return tlist(n, term, " + ")
}

// tsumv writes the sum of the values v with their signs: 1 - 2 + 3
// (elided when long).
func tsumv(v []float64) string {
	if len(v) == 0 {
		return "0"
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		if len(v) > elideAfter && i == elideHead {
			b.WriteString(` + \dots`)
			i = len(v) - 2
			continue
		}
		x := v[i]
		switch {
		case i == 0:
			b.WriteString(tn(x))
		case x < 0:
			b.WriteString(" - " + tn(-x))
		default:
			b.WriteString(" + " + tn(x))
		}
	}
	return b.String()
}

// tprod writes a product of factors given as LaTeX, joined by \cdot
// (elided when long).
func tprod(n int, factor func(i int) string) string {
	if n == 0 {
		return "1"
	}
	return tlist(n, factor, ` \cdot `)
}

// trowDot writes the dot product of a row and a vector term by term:
// 2\cdot 1 + (-1)\cdot 2 (elided when long).
func trowDot(row, x []float64) string {
	return tsum(len(row), func(j int) string {
		if j == 0 {
			return tn(row[j]) + `\cdot ` + tp(x[j])
		}
		return tp(row[j]) + `\cdot ` + tp(x[j])
	})
}

// tsigned writes v as a term added to what precedes it: " + 2" or " - 2".
func tsigned(v float64) string {
	if v < 0 {
		return ` - ` + tn(-v)
	}
	return ` + ` + tn(v)
}

// tfrac writes \frac{num}{den}.
func tfrac(num, den string) string { return `\frac{` + num + `}{` + den + `}` }

// tbool writes a truth value.
func tbool(b bool) string {
	if b {
		return `\text{true}`
	}
	return `\text{false}`
}

// resultTeX writes an output of Eval that is not a map: a number, a count,
// a truth value, a vector or a matrix.
func resultTeX(out any) string {
	switch v := out.(type) {
	case float64:
		return tn(v)
	case int:
		return ti(v)
	case bool:
		return tbool(v)
	case []float64:
		return tvec(v)
	case [][]float64:
		return tmat(v)
	}
	return `\text{?}`
}

// logTeX writes the logarithm of the log-base option: \log for e (the
// natural log, as the specs write it), \log_2, \log_{10}.
func logTeX(base string) string {
	switch base {
	case "2":
		return `\log_2`
	case "10":
		return `\log_{10}`
	}
	return `\log`
}

// logIn returns the logarithm in the base of the option "e", "2" or "10".
func logIn(base string) func(float64) float64 {
	switch base {
	case "2":
		return libm.Log2
	case "10":
		return libm.Log10
	}
	return libm.Log // math.Log is wrong for subnormal x on amd64
}

// xlogy returns x·log(y) with 0·log(anything) = 0, the convention of the
// information quantities.
func xlogy(x, y float64, log func(float64) float64) float64 {
	if x == 0 {
		return 0
	}
	return x * log(y)
}

// fallback is the worked example of an input shape a Worked function does
// not expand: the output named by its symbol, with its value.
func fallback(symbol string, out any) []string {
	return []string{symbol + " = " + resultTeX(out)}
}
