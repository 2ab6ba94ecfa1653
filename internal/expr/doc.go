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
package expr
