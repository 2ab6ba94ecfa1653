package expr

import (
	"slices"
	"strings"
)

// Go returns e as Go source: a function
//
//	func f(x, a, b float64) float64 { return … }
//
// with the parameters in the order of Params, written with package math
// (the caller's file imports it), followed by the helpers it calls, if
// any: sigmoid and softplus in their stable forms and ifElse for if.
// Number literals carry a decimal point, so that Go's exact constant
// arithmetic does not turn 1/2 into 0. A parameter whose name Go reserves
// (a keyword, or a name the body uses: math, float64, the helpers) gets a
// trailing underscore.
func (e *Expr) Go() string {
	names := rename(e.params, goReserved)
	var b strings.Builder
	b.WriteString("// f is " + e.String() + ".\n")
	b.WriteString("func f(" + strings.Join(append([]string{"x"}, names...), ", ") + " float64) float64 {\n")
	b.WriteString("\treturn " + printer{d: &goDialect, names: names}.top(e.root) + "\n}\n")
	used := usedFuncs(e.root)
	if used[fnSigmoid] {
		b.WriteString(`
// sigmoid is 1/(1+e^{-z}), without overflow.
func sigmoid(z float64) float64 {
	if z >= 0 {
		return 1 / (1 + math.Exp(-z))
	}
	e := math.Exp(z)
	return e / (1 + e)
}
`)
	}
	if used[fnSoftplus] {
		b.WriteString(`
// softplus is log(1+e^z), without overflow.
func softplus(z float64) float64 {
	return math.Max(z, 0) + math.Log1p(math.Exp(-math.Abs(z)))
}
`)
	}
	if used[numFuncs] {
		b.WriteString(`
// ifElse is a if c holds, else b.
func ifElse(c bool, a, b float64) float64 {
	if c {
		return a
	}
	return b
}
`)
	}
	return b.String()
}

// NumPy returns e as Python source for NumPy arrays: the imports and a
// function
//
//	def f(x, a, b):
//	    return …
//
// with the parameters in the order of Params; call it with x a float
// array (Python's ** on a negative float scalar gives a complex number,
// NumPy's gives NaN as Eval does). sigmoid is scipy.special.expit, erf
// scipy.special.erf, softplus np.logaddexp(0, z), if np.where. A
// parameter whose name Python reserves gets a trailing underscore.
func (e *Expr) NumPy() string {
	names := rename(e.params, pyReserved)
	var b strings.Builder
	b.WriteString("import numpy as np\n")
	if used := usedFuncs(e.root); used[fnSigmoid] || used[fnErf] {
		b.WriteString("from scipy import special\n")
	}
	b.WriteString("\n\ndef f(" + strings.Join(append([]string{"x"}, names...), ", ") + "):\n")
	b.WriteString("    \"\"\"" + e.String() + "\"\"\"\n")
	b.WriteString("    return " + printer{d: &numpyDialect, names: names}.top(e.root) + "\n")
	return b.String()
}

// usedFuncs reports which functions n calls, and at numFuncs whether it
// has an if.
func usedFuncs(n *node) (used [numFuncs + 1]bool) {
	var walk func(n *node)
	walk = func(n *node) {
		switch n.op {
		case opCall:
			used[n.fn] = true
		case opIf:
			used[numFuncs] = true
		}
		for _, a := range n.args {
			walk(a)
		}
	}
	walk(n)
	return used
}

// rename returns names with a trailing underscore added to those that are
// reserved, as many as make them distinct from every other name.
func rename(names, reserved []string) []string {
	out := slices.Clone(names)
	for i, s := range out {
		for slices.Contains(reserved, s) || s != names[i] && slices.Contains(names, s) {
			s += "_"
		}
		out[i] = s
	}
	return out
}

// goReserved are Go's keywords and the names Go() uses.
var goReserved = []string{
	"break", "case", "chan", "const", "continue", "default", "defer", "else",
	"fallthrough", "for", "func", "go", "goto", "if", "import", "interface",
	"map", "package", "range", "return", "select", "struct", "switch", "type",
	"var", "math", "float64", "sigmoid", "softplus", "ifElse",
}

// pyReserved are Python's keywords and the names NumPy() uses.
var pyReserved = []string{
	"False", "None", "True", "and", "as", "assert", "async", "await", "break",
	"class", "continue", "def", "del", "elif", "else", "except", "finally",
	"for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
	"not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
	"np", "special",
}

var goDialect = dialect{
	num: func(v float64) string {
		s := formatNum(v)
		if !strings.ContainsAny(s, ".e") {
			s += ".0"
		}
		return s
	},
	konst: func(name string) string {
		if name == "pi" {
			return "math.Pi"
		}
		return "math.E"
	},
	powCall: "math.Pow",
	call: func(f fn, args []string) string {
		if f == fnRelu {
			args = append(args, "0")
		}
		return funcs[f].goName + "(" + strings.Join(args, ", ") + ")"
	},
	ifElse:        func(cond, a, b string) string { return "ifElse(" + cond + ", " + a + ", " + b + ")" },
	noDoubleMinus: true,
}

var numpyDialect = dialect{
	num: formatNum,
	konst: func(name string) string {
		return "np." + name
	},
	pow: "**",
	call: func(f fn, args []string) string {
		switch f {
		case fnRelu:
			args = append(args, "0")
		case fnSoftplus:
			args = append([]string{"0"}, args...)
		}
		return funcs[f].numpy + "(" + strings.Join(args, ", ") + ")"
	},
	ifElse: func(cond, a, b string) string { return "np.where(" + cond + ", " + a + ", " + b + ")" },
}
