package expr

import (
	"slices"
	"strings"
)

// Precedence levels of the LaTeX printer, loosest first. They differ from
// the plain ones because \frac{a}{b} and a^{b} group their parts
// themselves, and because mathematics reads a + (b + c) as a + b + c: only
// the parentheses that change the reading are written.
const (
	texCases = iota // \begin{cases}…\end{cases}: parenthesized as an operand
	texSum          // a + b, a - b
	texNeg          // -a, a negative literal
	texProd         // a b, a \cdot b, 1.5 \cdot 10^{-5}
	texFrac         // \frac{a}{b}
	texPow          // a^{b}, 10^{-5}
	texAtom         // numbers, names, function calls
)

// texCmp is how each comparison is typeset.
var texCmp = [...]string{cmpLT: "<", cmpLE: `\le`, cmpGT: ">", cmpGE: `\ge`, cmpEQ: "=", cmpNE: `\ne`}

// LaTeX returns e typeset for KaTeX: division as \frac, powers as a^{b},
// sqrt and abs as \sqrt{} and \lvert\rvert, if as a cases environment,
// products by juxtaposition unless that would misread (then \cdot), and
// \left(…\right) only where precedence needs them. Parameter names are
// typeset by latexName.
func (e *Expr) LaTeX() string {
	s, _ := texPrinter{names: e.params}.print(e.root)
	return s
}

// texPrinter prints a tree as LaTeX, with names[i] for parameter i.
type texPrinter struct{ names []string }

// print returns n's LaTeX and its level.
func (p texPrinter) print(n *node) (string, int) {
	switch n.op {
	case opNum:
		return texNum(n.val)
	case opConst:
		if n.name == "pi" {
			return `\pi`, texAtom
		}
		return n.name, texAtom
	case opVar:
		return "x", texAtom
	case opParam:
		return latexName(p.names[n.idx]), texAtom
	case opNeg:
		return "-" + p.right(n.args[0], texProd), texNeg
	case opAdd:
		// a + (b - c) reads as a + b - c.
		return p.operand(n.args[0], texSum) + " + " + p.right(n.args[1], texSum), texSum
	case opSub:
		return p.operand(n.args[0], texSum) + " - " + p.right(n.args[1], texProd), texSum
	case opMul:
		return p.product(n), texProd
	case opDiv:
		if a, ok := isNeg(n.args[0]); ok { // -\frac{1}{x}, not \frac{-1}{x}
			return `-\frac{` + p.top(a) + "}{" + p.top(n.args[1]) + "}", texNeg
		}
		return `\frac{` + p.top(n.args[0]) + "}{" + p.top(n.args[1]) + "}", texFrac
	case opPow:
		return p.operand(n.args[0], texAtom) + "^{" + p.top(n.args[1]) + "}", texPow
	case opCall:
		return p.call(n), texAtom
	}
	// opIf
	return `\begin{cases} ` + p.top(n.args[2]) + ` & \text{if } ` +
		p.top(n.args[0]) + " " + texCmp[n.cmp] + " " + p.top(n.args[1]) +
		` \\ ` + p.top(n.args[3]) + ` & \text{otherwise} \end{cases}`, texCases
}

// product typesets a*b: by juxtaposition, "2 x", unless the right factor
// starts with a digit (2 \cdot 3, x \cdot 2^{x}), is parenthesized
// (a \left(x + 1\right) would read as a function of x + 1), is a
// fraction after a digit (2 \frac{1}{x} would read as a mixed number), or
// either factor is a name of several letters at the join (endsWithWord).
func (p texPrinter) product(n *node) string {
	l := p.operand(n.args[0], texNeg)
	r := p.right(n.args[1], texProd)
	sep := " "
	if c := r[0]; isDigit(c) || c == '.' || strings.HasPrefix(r, `\left(`) ||
		n.args[1].op == opDiv && isDigit(l[len(l)-1]) ||
		strings.HasPrefix(r, `\mathit{`) || endsWithWord(l) {
		sep = ` \cdot `
	}
	return l + sep + r
}

// endsWithWord reports whether s ends with a name of several letters
// (\mathit{leak}, \mathit{leak}_{1}): leak x would read as one word,
// leakx, so a product with it takes \cdot.
func endsWithWord(s string) bool {
	i := strings.LastIndex(s, `\mathit{`)
	return i >= 0 && strings.HasSuffix(s, "}") && !strings.ContainsAny(s[i:], " (")
}

// call typesets a function call.
func (p texPrinter) call(n *node) string {
	switch n.fn {
	case fnSqrt:
		return `\sqrt{` + p.top(n.args[0]) + "}"
	case fnAbs:
		return `\lvert ` + p.top(n.args[0]) + ` \rvert`
	}
	args := make([]string, len(n.args))
	for i, a := range n.args {
		args[i] = p.top(a)
	}
	return funcs[n.fn].tex + paren(strings.Join(args, ", "))
}

// top returns n's LaTeX where it needs no parentheses.
func (p texPrinter) top(n *node) string {
	s, _ := p.print(n)
	return s
}

// operand returns n's LaTeX, parenthesized when its level is below min.
func (p texPrinter) operand(n *node, min int) string { return wrap(p.print, n, min, false, paren) }

// right returns n's LaTeX as the right operand of an operator, or of a
// unary minus: parenthesized when its level is below min or when it
// starts with a minus sign (a + -b, a - -b c, a \cdot -b, --a misread).
func (p texPrinter) right(n *node, min int) string { return wrap(p.print, n, min, true, paren) }

func paren(s string) string { return `\left(` + s + `\right)` }

// texNum typesets a number: 1e-05 as 10^{-5}, 1.5e+20 as
// 1.5 \cdot 10^{20}, others as formatNum writes them.
func texNum(v float64) (string, int) {
	s := formatNum(v)
	mant, exp, ok := strings.Cut(s, "e")
	if !ok {
		if v < 0 {
			return s, texNeg
		}
		return s, texAtom
	}
	sign := ""
	if exp[0] == '-' {
		sign = "-"
	}
	exp = sign + strings.TrimLeft(exp, "+-0")
	pow := "10^{" + exp + "}"
	switch {
	case mant == "1":
		return pow, texPow
	case mant == "-1":
		return "-" + pow, texNeg
	case v < 0:
		return mant + ` \cdot ` + pow, texNeg
	}
	return mant + ` \cdot ` + pow, texProd
}

// greek are the names typeset as Greek letters: those with a LaTeX
// command, less pi (a constant here) and the capitals that look Latin.
var greek = []string{
	"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
	"iota", "kappa", "lambda", "mu", "nu", "xi", "rho", "sigma", "tau",
	"upsilon", "phi", "chi", "psi", "omega",
	"Gamma", "Delta", "Theta", "Lambda", "Xi", "Pi", "Sigma", "Upsilon",
	"Phi", "Psi", "Omega",
}

// latexName typesets a parameter name. One letter stays as is, a Greek
// letter's name becomes the letter, another word is \mathit{word} (so
// that KaTeX spaces it as one name, not a product of letters); what
// follows the first underscore, or trailing digits, is a subscript:
// a_1 → a_{1}, w12 → w_{12}, sigma_max → \sigma_{\mathit{max}}.
func latexName(s string) string {
	if i := strings.IndexByte(s, '_'); i > 0 && i < len(s)-1 {
		return latexWord(s[:i]) + "_{" + latexName(s[i+1:]) + "}"
	}
	if strings.Contains(s, "_") { // _a, a_: nothing sensible to subscript
		return `\mathit{` + strings.ReplaceAll(s, "_", `\_`) + "}"
	}
	j := len(s)
	for j > 0 && isDigit(s[j-1]) {
		j--
	}
	switch {
	case j == 0: // digits: a subscript
		return s
	case j < len(s):
		return latexWord(s[:j]) + "_{" + s[j:] + "}"
	}
	return latexWord(s)
}

// latexWord typesets a name without underscore or trailing digits.
func latexWord(s string) string {
	switch {
	case len(s) == 1:
		return s
	case slices.Contains(greek, s):
		return `\` + s
	}
	return `\mathit{` + s + "}"
}
