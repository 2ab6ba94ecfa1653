package expr

import (
	"math"

	"eqx/compute/libm"
)

// The constructors below build the nodes of a derivative, simplifying as
// they go so that the printed result is what one would write by hand:
// 0 and 1 are dropped (x*1, x + 0, x^1), constants are folded (2 - 1 is 1)
// a - a is 0, a/a is 1, and a sign is carried by the leftmost factor of a
// product or numerator of a quotient (a*-b is -a*b, a + -b is a - b).
// They rely on the rules of real arithmetic, not of IEEE 754 (0*x is 0
// even where x is Inf), which is what a symbolic derivative means.
// A fold whose result is not finite is not done, so that no tree holds
// an Inf or NaN literal, which would print as something that is not a
// number.

func num(v float64) *node { return &node{op: opNum, val: v} }

// isNum reports whether n is the literal v.
func isNum(n *node, v float64) bool { return n.op == opNum && n.val == v }

// fold returns the literal v, or nil when it is not finite (or when an
// operand is not a literal), in which case the caller builds the node.
func fold(a, b *node, f func(a, b float64) float64) *node {
	if a.op != opNum || b.op != opNum {
		return nil
	}
	v := f(a.val, b.val)
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return nil
	}
	return num(v + 0) // + 0 turns -0 into 0, which prints as "0"
}

func neg(a *node) *node {
	switch a.op {
	case opNum:
		return num(-a.val + 0)
	case opNeg:
		return a.args[0]
	case opMul, opDiv: // -(a*b) is -a*b, which needs no parentheses
		return &node{op: a.op, args: []*node{neg(a.args[0]), a.args[1]}}
	}
	return &node{op: opNeg, args: []*node{a}}
}

// isNeg reports whether n is negative by its sign (a negation, a negative
// literal, or a product or quotient whose leftmost factor is one), and
// returns its opposite.
func isNeg(n *node) (*node, bool) {
	switch {
	case n.op == opNeg:
		return n.args[0], true
	case n.op == opNum && n.val < 0:
		return num(-n.val), true
	case n.op == opMul || n.op == opDiv:
		if l, ok := isNeg(n.args[0]); ok {
			return &node{op: n.op, args: []*node{l, n.args[1]}}, true
		}
	}
	return nil, false
}

func add(a, b *node) *node {
	if f := fold(a, b, func(a, b float64) float64 { return a + b }); f != nil {
		return f
	}
	switch {
	case isNum(a, 0):
		return b
	case isNum(b, 0):
		return a
	}
	if nb, ok := isNeg(b); ok {
		return sub(a, nb)
	}
	if na, ok := isNeg(a); ok {
		return sub(b, na)
	}
	return &node{op: opAdd, args: []*node{a, b}}
}

func sub(a, b *node) *node {
	if f := fold(a, b, func(a, b float64) float64 { return a - b }); f != nil {
		return f
	}
	switch {
	case isNum(b, 0):
		return a
	case isNum(a, 0):
		return neg(b)
	case equal(a, b):
		return num(0)
	case a.op == opAdd && equal(a.args[1], b): // (c + b) - b
		return a.args[0]
	case a.op == opAdd && equal(a.args[0], b): // (b + c) - b
		return a.args[1]
	}
	if nb, ok := isNeg(b); ok {
		return add(a, nb)
	}
	return &node{op: opSub, args: []*node{a, b}}
}

// mul multiplies a and b as one product: the literal factors of both,
// their signs included, are folded into one coefficient written first, and
// the other factors follow in order, so 2*x*(3*-y) is -6*x*y.
func mul(a, b *node) *node {
	c := 1.0
	var fs []*node
	factors(a, &c, &fs)
	factors(b, &c, &fs)
	if math.IsInf(c, 0) || math.IsNaN(c) {
		return &node{op: opMul, args: []*node{a, b}}
	}
	if c == 0 || len(fs) == 0 {
		return num(c + 0)
	}
	switch c {
	case 1:
	case -1:
		fs[0] = neg(fs[0])
	default:
		fs = append([]*node{num(c)}, fs...)
	}
	return product(fs)
}

// factors multiplies c by the literal factors of the product n and
// appends the others to fs.
func factors(n *node, c *float64, fs *[]*node) {
	switch n.op {
	case opNum:
		*c *= n.val
	case opNeg:
		*c = -*c
		factors(n.args[0], c, fs)
	case opMul:
		factors(n.args[0], c, fs)
		factors(n.args[1], c, fs)
	default:
		*fs = append(*fs, n)
	}
}

// div divides a by b, cancelling the literal coefficients of both when
// the numerator has one (2*x/(4*y) is 0.5*x/y, but 1/(2*y) stays).
func div(a, b *node) *node {
	if f := fold(a, b, func(a, b float64) float64 { return a / b }); f != nil {
		return f
	}
	switch {
	case isNum(a, 0) || isNum(b, 1):
		return a
	case equal(a, b): // not 0/0, the case above
		return num(1)
	}
	ca, cb := 1.0, 1.0
	var fa, fb []*node
	factors(a, &ca, &fa)
	factors(b, &cb, &fb)
	if c := ca / cb; cb != 1 && math.Abs(ca) != 1 && len(fb) > 0 && !math.IsInf(c, 0) && !math.IsNaN(c) && c != 0 {
		a, b = mul(num(c), product(fa)), product(fb)
	}
	return &node{op: opDiv, args: []*node{a, b}}
}

// product returns the product of fs, 1 if there are none.
func product(fs []*node) *node {
	if len(fs) == 0 {
		return num(1)
	}
	p := fs[0]
	for _, f := range fs[1:] {
		p = &node{op: opMul, args: []*node{p, f}}
	}
	return p
}

func pow(a, b *node) *node {
	if f := fold(a, b, libm.Pow); f != nil {
		return f
	}
	switch {
	case isNum(b, 1):
		return a
	case isNum(b, 0):
		return num(1)
	}
	return &node{op: opPow, args: []*node{a, b}}
}

func call(f fn, args ...*node) *node { return &node{op: opCall, fn: f, args: args} }

// ifElse is if(l c r, a, b), or a when both branches are the same.
func ifElse(l *node, c cmp, r, a, b *node) *node {
	if equal(a, b) {
		return a
	}
	return &node{op: opIf, cmp: c, args: []*node{l, r, a, b}}
}
