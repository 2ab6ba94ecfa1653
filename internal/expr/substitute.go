package expr

import (
	"math"
	"strconv"
)

// LaTeXAt returns e typeset as LaTeX (as LaTeX does) with x and each
// parameter replaced by its value, p[i] for Params()[i], rounded to digits
// significant digits (all of them for digits ≤ 0): the worked line of a
// page, f(2) = \frac{1}{1 + \exp(-2)}. A value that is missing (p too
// short) or not finite is written as the parameter's name, or x.
//
// The values become number nodes of a copy of the tree, so the printer's
// rules for numbers apply: a negative value is parenthesized where a
// negation would be, and a product of two numbers gets \cdot.
func (e *Expr) LaTeXAt(x float64, p []float64, digits int) string {
	sub := substituted(e.root, x, p, digits)
	s, _ := texPrinter{names: e.params}.print(sub)
	return s
}

// substituted returns n with the values of x and the parameters as number
// nodes; the nodes of n are not changed (trees share them).
func substituted(n *node, x float64, p []float64, digits int) *node {
	switch n.op {
	case opVar:
		return numberNode(n, x, digits)
	case opParam:
		if n.idx < len(p) {
			return numberNode(n, p[n.idx], digits)
		}
		return n
	}
	if len(n.args) == 0 {
		return n
	}
	c := *n
	c.args = make([]*node, len(n.args))
	for i, a := range n.args {
		c.args[i] = substituted(a, x, p, digits)
	}
	return &c
}

// numberNode is a number node of v rounded to digits, or n itself when v
// is not finite: ±Inf and NaN have no place inside a formula.
func numberNode(n *node, v float64, digits int) *node {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return n
	}
	if digits > 0 {
		v, _ = strconv.ParseFloat(strconv.FormatFloat(v, 'g', digits, 64), 64)
	}
	if v < 0 {
		// A negative literal is a negation of its magnitude, so that the
		// printer parenthesizes it where it parenthesizes -a.
		return &node{op: opNeg, args: []*node{{op: opNum, val: -v}}}
	}
	return &node{op: opNum, val: v}
}
