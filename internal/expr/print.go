package expr

import (
	"strconv"
	"strings"
)

// Precedence levels of the plain-text printers, loosest first. A negative
// number literal prints like a unary minus.
const (
	precSum  = 1 + iota // + -
	precProd            // * /
	precNeg             // unary -
	precPow             // ^
	precAtom            // numbers, names, calls
)

// dialect is what String, Go and NumPy write differently. All three share
// the precedence structure of the grammar (Python's ** also binds tighter
// than a unary minus on its left and is right-associative), so one printer
// serves them.
type dialect struct {
	num   func(v float64) string
	konst func(name string) string
	// pow is the infix power operator; "" writes powCall(base, exp).
	pow     string
	powCall string
	call    func(f fn, args []string) string
	ifElse  func(cond, a, b string) string
	// noDoubleMinus parenthesizes a unary minus applied to something that
	// starts with '-': Go reads "--x" as a decrement.
	noDoubleMinus bool
}

// printer prints a tree in a dialect, with names[i] for parameter i.
type printer struct {
	d     *dialect
	names []string
}

// print returns n's text and its precedence level.
func (p printer) print(n *node) (string, int) {
	switch n.op {
	case opNum:
		s := p.d.num(n.val)
		if strings.HasPrefix(s, "-") {
			return s, precNeg
		}
		return s, precAtom
	case opConst:
		return p.d.konst(n.name), precAtom
	case opVar:
		return "x", precAtom
	case opParam:
		return p.names[n.idx], precAtom
	case opNeg:
		s, pr := p.print(n.args[0])
		if pr < precNeg || p.d.noDoubleMinus && strings.HasPrefix(s, "-") {
			s = "(" + s + ")"
		}
		return "-" + s, precNeg
	case opAdd:
		return p.infix(n, " + ", precSum), precSum
	case opSub:
		return p.infix(n, " - ", precSum), precSum
	case opMul:
		return p.infix(n, "*", precProd), precProd
	case opDiv:
		return p.infix(n, "/", precProd), precProd
	case opPow:
		if p.d.pow == "" {
			return p.d.powCall + "(" + p.top(n.args[0]) + ", " + p.top(n.args[1]) + ")", precAtom
		}
		// The base is parenthesized at its own level too: (a^b)^c.
		return p.operand(n.args[0], precPow+1) + p.d.pow + p.operand(n.args[1], precPow), precPow
	case opCall:
		args := make([]string, len(n.args))
		for i, a := range n.args {
			args[i] = p.top(a)
		}
		return p.d.call(n.fn, args), precAtom
	}
	// opIf
	cond := p.top(n.args[0]) + " " + cmpText[n.cmp] + " " + p.top(n.args[1])
	return p.d.ifElse(cond, p.top(n.args[2]), p.top(n.args[3])), precAtom
}

// top returns n's text where nothing needs parentheses: an argument or the
// whole expression.
func (p printer) top(n *node) string {
	s, _ := p.print(n)
	return s
}

// operand returns n's text, parenthesized when its level is below min.
func (p printer) operand(n *node, min int) string {
	return wrap(p.print, n, min, false, func(s string) string { return "(" + s + ")" })
}

// wrap returns the text print gives n, put in paren when its level is
// below min, or when it starts with a minus sign and noMinus is set.
// The plain and LaTeX printers share it.
func wrap(print func(*node) (string, int), n *node, min int, noMinus bool, paren func(string) string) string {
	s, pr := print(n)
	if pr < min || noMinus && s[0] == '-' {
		return paren(s)
	}
	return s
}

// infix prints a left-associative binary node at level prec: the right
// operand is parenthesized at the same level, a-(b-c), so that the text
// parses back to the same tree.
func (p printer) infix(n *node, op string, prec int) string {
	return p.operand(n.args[0], prec) + op + p.operand(n.args[1], prec+1)
}

// plain is the dialect of the grammar itself.
var plain = dialect{
	num:   formatNum,
	konst: func(name string) string { return name },
	pow:   "^",
	call: func(f fn, args []string) string {
		return funcs[f].name + "(" + strings.Join(args, ", ") + ")"
	},
	ifElse: func(cond, a, b string) string { return "if(" + cond + ", " + a + ", " + b + ")" },
}

// formatNum is the shortest text that parses back to v.
func formatNum(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// String returns e in the plain syntax: canonical spacing and only the
// parentheses the grammar needs, so Parse(e.String()) is the same tree.
// Two provisos: the text may exceed MaxLen or MaxDepth where the source
// was at the limit (spaces, 0.5 for .5, 2^(-x) for 2^-x), and a
// Derivative may hold negative literals, which parse back as a negation
// of the same value.
func (e *Expr) String() string {
	return printer{d: &plain, names: e.params}.top(e.root)
}
