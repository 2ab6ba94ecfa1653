package expr

import (
	"math"

	"eqx/compute/libm"
)

// op is the kind of a node of the parse tree.
type op uint8

const (
	opNum   op = iota // a number literal: val
	opConst           // a named constant (pi, e): name and val
	opVar             // the variable x
	opParam           // parameter number idx of the Expr
	opNeg             // -args[0]
	opAdd             // args[0] + args[1]
	opSub             // args[0] - args[1]
	opMul             // args[0] * args[1]
	opDiv             // args[0] / args[1]
	opPow             // args[0] ^ args[1]
	opCall            // fn(args...)
	opIf              // if(args[0] cmp args[1], args[2], args[3])
)

// node is one node of the tree. Trees built by Derivative share subtrees,
// so nodes are never modified once built.
type node struct {
	op   op
	fn   fn      // opCall
	cmp  cmp     // opIf
	idx  int     // opParam
	val  float64 // opNum, opConst
	name string  // opConst, opVar, opParam
	args []*node
}

// fn is a built-in function.
type fn uint8

const (
	fnExp fn = iota
	fnLog
	fnLn
	fnSqrt
	fnAbs
	fnMin
	fnMax
	fnSin
	fnCos
	fnTan
	fnTanh
	fnSigmoid
	fnRelu
	fnSoftplus
	fnErf
	numFuncs
)

// funcs describes the built-in functions, indexed by fn: name, arity,
// implementation, and how LaTeX, Go and NumPy write them (latex.go
// typesets sqrt and abs itself; code.go gives relu and softplus their
// extra argument, math.Max(z, 0), np.logaddexp(0, z)). The table is never
// written to.
var funcs = [numFuncs]struct {
	name   string
	arity  int
	f1     func(float64) float64 // arity 1
	f2     func(a, b float64) float64
	tex    string
	goName string
	numpy  string
}{
	fnExp:      {"exp", 1, libm.Exp, nil, `\exp`, "math.Exp", "np.exp"},
	fnLog:      {"log", 1, libm.Log, nil, `\ln`, "math.Log", "np.log"},
	fnLn:       {"ln", 1, libm.Log, nil, `\ln`, "math.Log", "np.log"},
	fnSqrt:     {"sqrt", 1, math.Sqrt, nil, `\sqrt`, "math.Sqrt", "np.sqrt"},
	fnAbs:      {"abs", 1, math.Abs, nil, "", "math.Abs", "np.abs"},
	fnMin:      {"min", 2, nil, math.Min, `\min`, "math.Min", "np.minimum"},
	fnMax:      {"max", 2, nil, math.Max, `\max`, "math.Max", "np.maximum"},
	fnSin:      {"sin", 1, math.Sin, nil, `\sin`, "math.Sin", "np.sin"},
	fnCos:      {"cos", 1, math.Cos, nil, `\cos`, "math.Cos", "np.cos"},
	fnTan:      {"tan", 1, math.Tan, nil, `\tan`, "math.Tan", "np.tan"},
	fnTanh:     {"tanh", 1, math.Tanh, nil, `\tanh`, "math.Tanh", "np.tanh"},
	fnSigmoid:  {"sigmoid", 1, sigmoid, nil, `\operatorname{sigmoid}`, "sigmoid", "special.expit"},
	fnRelu:     {"relu", 1, relu, nil, `\operatorname{relu}`, "math.Max", "np.maximum"},
	fnSoftplus: {"softplus", 1, softplus, nil, `\operatorname{softplus}`, "softplus", "np.logaddexp"},
	fnErf:      {"erf", 1, math.Erf, nil, `\operatorname{erf}`, "math.Erf", "special.erf"},
}

// lookupFunc returns the function called name.
func lookupFunc(name string) (fn, bool) {
	for i := range funcs {
		if funcs[i].name == name {
			return fn(i), true
		}
	}
	return 0, false
}

// constants are the named constants, in the order of the doc.
var constants = [...]struct {
	name string
	val  float64
}{{"pi", math.Pi}, {"e", math.E}}

// cmp is a comparison, the condition of if.
type cmp uint8

const (
	cmpLT cmp = iota
	cmpLE
	cmpGT
	cmpGE
	cmpEQ
	cmpNE
)

// cmpText is the plain syntax of each comparison.
var cmpText = [...]string{cmpLT: "<", cmpLE: "<=", cmpGT: ">", cmpGE: ">=", cmpEQ: "==", cmpNE: "!="}

// holds reports whether a c b. A comparison with NaN is false, except !=,
// as in IEEE 754 and in Go, so if(x > 0, …) takes the else branch at NaN.
func (c cmp) holds(a, b float64) bool {
	switch c {
	case cmpLT:
		return a < b
	case cmpLE:
		return a <= b
	case cmpGT:
		return a > b
	case cmpGE:
		return a >= b
	case cmpEQ:
		return a == b
	}
	return a != b
}

// sigmoid is the logistic function 1/(1+e^{-z}), written as e^{z}/(1+e^{z})
// for z < 0 so that e^{-z} never overflows (as compute.Sigmoid; this
// package does not import compute, whose gonum dependency would cost the
// page's binary far more than these lines).
func sigmoid(z float64) float64 {
	if z >= 0 {
		return 1 / (1 + libm.Exp(-z))
	}
	e := libm.Exp(z)
	return e / (1 + e)
}

// softplus is log(1+e^z) as max(z,0) + log1p(e^{-|z|}): no overflow for
// large z, no loss of precision for very negative z.
func softplus(z float64) float64 {
	return math.Max(z, 0) + math.Log1p(libm.Exp(-math.Abs(z)))
}

// relu is max(z, 0); NaN stays NaN.
func relu(z float64) float64 { return math.Max(z, 0) }

// equal reports whether a and b are the same tree.
func equal(a, b *node) bool {
	if a == b {
		return true
	}
	if a.op != b.op || a.fn != b.fn || a.cmp != b.cmp || a.idx != b.idx ||
		a.name != b.name || len(a.args) != len(b.args) {
		return false
	}
	if a.op == opNum && math.Float64bits(a.val) != math.Float64bits(b.val) {
		return false
	}
	for i := range a.args {
		if !equal(a.args[i], b.args[i]) {
			return false
		}
	}
	return true
}

// uses reports whether n depends on the variable x (idx < 0) or on
// parameter idx.
func uses(n *node, idx int) bool {
	switch n.op {
	case opVar:
		return idx < 0
	case opParam:
		return n.idx == idx
	}
	for _, a := range n.args {
		if uses(a, idx) {
			return true
		}
	}
	return false
}
