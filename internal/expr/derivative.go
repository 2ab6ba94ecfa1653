package expr

import (
	"fmt"
	"math"
	"slices"
)

// Derivative returns the derivative of e with respect to wrt, "x" or one
// of e's parameters, differentiated symbolically from the tree and
// simplified as one would by hand (0 and 1 dropped, constants folded,
// signs pulled out). The result has the parameters of e, in the same
// order, so one slice of values serves e and its derivative.
//
// abs, relu, min, max and if have a piecewise derivative, written with if
// and correct away from their breaks (at a break it is one of the one-sided
// derivatives); the condition of if is taken as locally constant. The
// derivative of erf is 2/sqrt(pi)*exp(-u^2), of sigmoid
// sigmoid(u)*(1 - sigmoid(u)), of softplus sigmoid(u).
func (e *Expr) Derivative(wrt string) (*Expr, error) {
	idx := -1
	if wrt != "x" {
		idx = slices.Index(e.params, wrt)
		if idx < 0 {
			return nil, fmt.Errorf("expr: cannot differentiate %s with respect to %q: it is neither x nor one of its parameters", e, wrt)
		}
	}
	return &Expr{root: deriv{idx}.of(e.root), params: e.params}, nil
}

// deriv differentiates with respect to x (idx < 0) or parameter idx.
type deriv struct{ idx int }

// of returns the derivative of n.
func (d deriv) of(n *node) *node {
	if !uses(n, d.idx) {
		return num(0)
	}
	switch n.op {
	case opVar, opParam: // the one uses says it is
		return num(1)
	case opNeg:
		return neg(d.of(n.args[0]))
	case opAdd:
		return add(d.of(n.args[0]), d.of(n.args[1]))
	case opSub:
		return sub(d.of(n.args[0]), d.of(n.args[1]))
	case opMul:
		u, v := n.args[0], n.args[1]
		return add(mul(d.of(u), v), mul(u, d.of(v)))
	case opDiv:
		u, v := n.args[0], n.args[1]
		if !uses(v, d.idx) {
			return div(d.of(u), v)
		}
		return div(sub(mul(d.of(u), v), mul(u, d.of(v))), pow(v, num(2)))
	case opPow:
		return d.pow(n)
	case opCall:
		return d.call(n)
	}
	// opIf: the condition is constant away from the break.
	l, r := n.args[0], n.args[1]
	return ifElse(l, n.cmp, r, d.of(n.args[2]), d.of(n.args[3]))
}

// pow differentiates u^v.
func (d deriv) pow(n *node) *node {
	u, v := n.args[0], n.args[1]
	du, dv := d.of(u), d.of(v)
	switch {
	case !uses(v, d.idx): // v u' u^(v-1)
		return mul(mul(v, du), pow(u, sub(v, num(1))))
	case u.op == opConst && u.val == math.E: // v' e^v
		return mul(dv, n)
	case !uses(u, d.idx): // v' ln(u) u^v
		return mul(mul(dv, call(fnLn, u)), n)
	}
	// u^v (v' ln(u) + v u'/u)
	return mul(n, add(mul(dv, call(fnLn, u)), div(mul(v, du), u)))
}

// call differentiates a function call by the chain rule.
func (d deriv) call(n *node) *node {
	u := n.args[0]
	du := d.of(u)
	switch n.fn {
	case fnMin, fnMax:
		v := n.args[1]
		c := cmpLT
		if n.fn == fnMax {
			c = cmpGT
		}
		return ifElse(u, c, v, du, d.of(v))
	case fnAbs:
		return ifElse(u, cmpLT, num(0), neg(du), du)
	case fnRelu:
		return ifElse(u, cmpGT, num(0), du, num(0))
	case fnLog, fnLn:
		return div(du, u)
	case fnSqrt:
		return div(du, mul(num(2), n))
	case fnTan:
		return div(du, pow(call(fnCos, u), num(2)))
	}
	return mul(du, outer(n))
}

// outer returns f'(u) for the call n = f(u) of a smooth function whose
// derivative is a product.
func outer(n *node) *node {
	u := n.args[0]
	switch n.fn {
	case fnExp:
		return n
	case fnSin:
		return call(fnCos, u)
	case fnCos:
		return neg(call(fnSin, u))
	case fnTanh:
		return sub(num(1), pow(n, num(2)))
	case fnSigmoid:
		return mul(n, sub(num(1), n))
	case fnSoftplus:
		return call(fnSigmoid, u)
	}
	// fnErf: 2/sqrt(pi) exp(-u^2)
	pi := &node{op: opConst, name: "pi", val: math.Pi}
	return mul(div(num(2), call(fnSqrt, pi)), call(fnExp, neg(pow(u, num(2)))))
}
