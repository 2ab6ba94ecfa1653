// Package expr parses, evaluates, differentiates and typesets the formulas
// a student types on eqx's "your own formula" page (/eq/custom): an
// expression in one variable x and any number of named parameters.
//
// # Grammar
//
//	expr    = term { ("+" | "-") term } .
//	term    = unary { ("*" | "/") unary } .
//	unary   = ("-" | "+") unary | power .
//	power   = primary [ "^" unary ] .
//	primary = number | "x" | constant | parameter | call | "(" expr ")" .
//	call    = function "(" expr { "," expr } ")"
//	        | "if" "(" expr compare expr "," expr "," expr ")" .
//	compare = "<" | "<=" | ">" | ">=" | "==" | "!=" .
//	number  = digits [ "." [ digits ] ] [ exponent ] | "." digits [ exponent ] .
//	exponent = ("e" | "E") [ "+" | "-" ] digits .
//
// So ^ is right-associative and binds tighter than a unary minus on its
// left: 2^3^2 = 2^9 = 512 and -x^2 = -(x^2), while 2^-x is 2^(-x). The
// other operators are left-associative: 1-2-3 = -4, 2/4/2 = 0.25.
// Implicit multiplication is not part of the grammar: "2x" is an error
// that says to write "2*x". Spaces, tabs and newlines separate tokens.
//
// The constants are pi and e. The functions are exp, log, ln, sqrt, abs,
// sin, cos, tan, tanh, sigmoid, relu, softplus, erf (one argument) and
// min, max (two); log and ln are both the natural logarithm. sigmoid is
// 1/(1+e^{-z}), relu max(z, 0), softplus log(1+e^z), each evaluated in a
// form that does not overflow. if(c, a, b) is a where the comparison c
// holds and b elsewhere (including where c compares a NaN), the way to
// write a piecewise function: if(x > 0, x, 0.1*x). Comparisons exist only
// as the condition of if.
//
// Any other identifier (letters, digits and underscores, not starting with
// a digit) is a parameter; Params lists them in order of first appearance.
//
// # Limits and errors
//
// Parse accepts at most MaxLen characters and MaxDepth levels of nesting,
// so that no input, however written, makes it or anything after it recurse
// or work without bound. Its errors are *SyntaxError values giving what is
// wrong and the 1-based column, in characters, where: "unexpected ')' at
// 14", "unknown function \"foo\" at 3", "sin takes 1 argument, got 2 at 1".
//
// # Use
//
// Parse gives an *Expr; String writes it back in canonical form (which
// parses to the same tree), LaTeX typesets it for KaTeX, Go and NumPy write
// it as code, Derivative differentiates it symbolically, and Compile turns
// it into a Func that evaluates it without allocating. There is no
// reflection and no code execution: a parser, a tree, and closures built
// from that tree.
//
// # Why not a general expression library
//
// github.com/expr-lang/expr v1.17.8 parses and runs such formulas too
// (with ?: for if and exp supplied by the caller), but it is a language for
// business rules: it has no derivative, no LaTeX, no code output, and it
// boxes every result. Measured on the formula of BenchmarkEval,
// a*exp(-(x - mu)^2/(2*sigma^2)) + if(x > 0, x, slope*x), at 10^4 points
// (Go 1.26, a shared 2-core Xeon whose load moves these by ±20%, node 20
// for js/wasm; 28 Nov 2026, one session for all rows):
//
//	                      native         js/wasm         allocations
//	this package (Func)   61-71 ns/point  300-315 ns/point  0
//	hand-written Go       14-18 ns/point   62-76 ns/point   0
//	expr-lang vm.Run     840-890 ns/point 4900-6000 ns/point 17 per point
//
// So a slider move re-evaluates a plot of 10^4 points in about 3 ms in the
// browser with this package (6 ms with its derivative), 50 ms with
// expr-lang. The closure tree costs about 3 ns a node over compiled Go;
// evaluating a block of points per node would cut that, if ever needed.
//
// The package's cost in the page's binary, measured as a tiny main calling
// Parse, Derivative, Compile, EvalSlice, LaTeX, String, Go and NumPy
// against the same main without it (GOOS=js GOARCH=wasm go build -trimpath
// -ldflags='-s -w', then brotli at quality 11): 2,906,377 - 2,581,806 =
// 324,571 bytes, 63,095 bytes compressed. expr-lang's main (Compile and
// Run only) adds 4,471,638 bytes, 710,503 compressed: eleven times more,
// for less.
package expr
