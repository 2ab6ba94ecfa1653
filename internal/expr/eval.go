package expr

import (
	"math"

	"eqx/compute/libm"
)

// Func is an Expr compiled for repeated evaluation: a tree of closures,
// built once, that evaluates without allocating. It is immutable and safe
// for concurrent use.
type Func struct {
	f       evalFn
	nparams int
}

// evalFn evaluates a subtree at x with the parameter values p.
type evalFn func(x float64, p []float64) float64

// Compile returns e compiled for evaluation.
func (e *Expr) Compile() *Func {
	return &Func{f: compile(e.root), nparams: len(e.params)}
}

// Eval returns the value at x, with p[i] the value of parameter i of
// Params(). It returns NaN if p is shorter than that. Domain errors give
// NaN and overflow ±Inf, as in package math; Eval never panics.
func (f *Func) Eval(x float64, p []float64) float64 {
	if len(p) < f.nparams {
		return math.NaN()
	}
	return f.f(x, p)
}

// EvalSlice sets dst[i] to the value at xs[i] with the parameter values p
// (as Eval) and returns dst, allocated if it is nil or shorter than xs.
// A plot evaluates this way, a slider move at a time.
func (f *Func) EvalSlice(dst, xs, p []float64) []float64 {
	if len(dst) < len(xs) {
		dst = make([]float64, len(xs))
	}
	dst = dst[:len(xs)]
	if len(p) < f.nparams {
		for i := range dst {
			dst[i] = math.NaN()
		}
		return dst
	}
	for i, x := range xs {
		dst[i] = f.f(x, p)
	}
	return dst
}

// Eval returns e's value at x with the parameters named in params; a
// parameter missing from params is NaN. It compiles e at every call: to
// evaluate at many points, Compile once and use Func.
func (e *Expr) Eval(x float64, params map[string]float64) float64 {
	p := make([]float64, len(e.params))
	for i, name := range e.params {
		v, ok := params[name]
		if !ok {
			v = math.NaN()
		}
		p[i] = v
	}
	return e.Compile().Eval(x, p)
}

// compile returns the closure evaluating n.
func compile(n *node) evalFn {
	switch n.op {
	case opNum, opConst:
		v := n.val
		return func(float64, []float64) float64 { return v }
	case opVar:
		return func(x float64, _ []float64) float64 { return x }
	case opParam:
		i := n.idx
		return func(_ float64, p []float64) float64 { return p[i] }
	case opNeg:
		a := compile(n.args[0])
		return func(x float64, p []float64) float64 { return -a(x, p) }
	case opAdd, opSub, opMul, opDiv, opPow:
		return compileBinary(n)
	case opCall:
		return compileCall(n)
	}
	// opIf
	l, r := compile(n.args[0]), compile(n.args[1])
	a, b := compile(n.args[2]), compile(n.args[3])
	c := n.cmp
	return func(x float64, p []float64) float64 {
		if c.holds(l(x, p), r(x, p)) {
			return a(x, p)
		}
		return b(x, p)
	}
}

// compileCall compiles a call of a built-in function.
func compileCall(n *node) evalFn {
	a := compile(n.args[0])
	if funcs[n.fn].arity == 2 {
		f2, b := funcs[n.fn].f2, compile(n.args[1])
		return func(x float64, p []float64) float64 { return f2(a(x, p), b(x, p)) }
	}
	f1 := funcs[n.fn].f1
	return func(x float64, p []float64) float64 { return f1(a(x, p)) }
}

// compileBinary compiles an arithmetic operator.
func compileBinary(n *node) evalFn {
	a, b := compile(n.args[0]), compile(n.args[1])
	switch n.op {
	case opAdd:
		return func(x float64, p []float64) float64 { return a(x, p) + b(x, p) }
	case opSub:
		return func(x float64, p []float64) float64 { return a(x, p) - b(x, p) }
	case opMul:
		return func(x float64, p []float64) float64 { return a(x, p) * b(x, p) }
	case opDiv:
		return func(x float64, p []float64) float64 { return a(x, p) / b(x, p) }
	}
	if isNum(n.args[1], 2) {
		// The commonest power, and math.Pow is most of the cost of an
		// expression that has one (a quarter in wasm). u*u is u^2
		// correctly rounded; math.Pow agrees but for subnormal results.
		return func(x float64, p []float64) float64 {
			u := a(x, p)
			return u * u
		}
	}
	return func(x float64, p []float64) float64 { return libm.Pow(a(x, p), b(x, p)) }
}
