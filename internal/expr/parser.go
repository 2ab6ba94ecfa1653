package expr

import (
	"slices"
	"unicode/utf8"
)

// Limits on the input of Parse. They bound the work and the recursion of
// every later step, whatever a student (or a fuzzer) types.
const (
	MaxLen   = 1000 // characters (runes) of the source
	MaxDepth = 64   // nested parentheses, calls, unary minus and powers
)

// Expr is a parsed expression in the variable x and its parameters. It is
// immutable, so one Expr may be used from several goroutines.
type Expr struct {
	root   *node
	params []string
}

// Params returns the names of the parameters, in the order of their first
// appearance in the source. Compile's Func takes their values in this order.
// An Expr from Derivative has the parameters of the Expr it comes from.
func (e *Expr) Params() []string { return slices.Clone(e.params) }

// Parse parses src; the grammar is in the package doc. The error is a
// *SyntaxError.
func Parse(src string) (*Expr, error) { return parse(src, MaxLen, MaxDepth) }

// parse is Parse with other limits. The tests use it to parse back the
// String of an Expr at the limits, which may be longer and deeper than its
// source: ".5" prints as "0.5" and 2^-x as 2^(-x).
func parse(src string, maxLen, maxDepth int) (*Expr, error) {
	if n := utf8.RuneCountInString(src); n > maxLen {
		return nil, errorf(maxLen+1, "expression longer than %d characters (it has %d)", maxLen, n)
	}
	toks, err := lex(src)
	if err != nil {
		return nil, err
	}
	if len(toks) == 1 {
		return nil, errorf(1, "empty expression")
	}
	p := &parser{toks: toks, maxDepth: maxDepth}
	root, err := p.expr()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind != tokEOF {
		return nil, p.unexpected(t)
	}
	return &Expr{root: root, params: p.params}, nil
}

// parser is a recursive-descent parser, one method per rule of the grammar.
type parser struct {
	toks     []token
	i        int
	depth    int
	maxDepth int
	params   []string
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tokEOF {
		p.i++
	}
	return t
}

// at reports whether the next token is the punctuation text.
func (p *parser) at(text string) bool {
	t := p.peek()
	return t.kind == tokPunct && t.text == text
}

// nested parses with f one level of nesting deeper, a level opened by the
// token t.
func (p *parser) nested(t token, f func() (*node, error)) (*node, error) {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > p.maxDepth {
		return nil, errorf(t.pos, "nesting deeper than %d levels", p.maxDepth)
	}
	return f()
}

// unexpected is the error for a token that cannot come where it is.
func (p *parser) unexpected(t token) error {
	if c, ok := comparison(t); ok {
		return errorf(t.pos, "comparison '%s' outside the condition of if(…)", cmpText[c])
	}
	return errorf(t.pos, "unexpected %s", t.describe())
}

// expr = term { ("+" | "-") term } .
func (p *parser) expr() (*node, error) { return p.leftAssoc(p.term, "+", opAdd, "-", opSub) }

// term = unary { ("*" | "/") unary } .
func (p *parser) term() (*node, error) { return p.leftAssoc(p.factor, "*", opMul, "/", opDiv) }

// leftAssoc parses operand { (op1 | op2) operand }, a left-associative
// chain: 1-2-3 is (1-2)-3. It loops rather than recurses, so a long sum
// costs no depth.
func (p *parser) leftAssoc(operand func() (*node, error), text1 string, op1 op, text2 string, op2 op) (*node, error) {
	l, err := operand()
	if err != nil {
		return nil, err
	}
	for p.at(text1) || p.at(text2) {
		o := op1
		if p.next().text == text2 {
			o = op2
		}
		r, err := operand()
		if err != nil {
			return nil, err
		}
		l = &node{op: o, args: []*node{l, r}}
	}
	return l, nil
}

// factor is a unary followed by something that can end a term: a number,
// a name or '(' right after an operand is the implicit multiplication the
// grammar leaves out ("2x", "2(x+1)", "(a)(b)"), reported as such rather
// than as an unexpected token.
func (p *parser) factor() (*node, error) {
	n, err := p.unary()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind == tokNum || t.kind == tokIdent || t.kind == tokPunct && t.text == "(" {
		return nil, errorf(t.pos, "implicit multiplication is not supported: write '*' before %s", t.describe())
	}
	return n, nil
}

// unary = ("-" | "+") unary | power .
func (p *parser) unary() (*node, error) {
	if !p.at("-") && !p.at("+") {
		return p.power()
	}
	t := p.next()
	n, err := p.nested(t, p.unary)
	if err != nil || t.text == "+" {
		return n, err
	}
	return &node{op: opNeg, args: []*node{n}}, nil
}

// power = primary [ "^" unary ] .
//
// The exponent is a unary, so ^ is right-associative (2^3^2 = 2^9) and
// binds tighter than a unary minus on its left (-x^2 = -(x^2)), while
// 2^-x is allowed.
func (p *parser) power() (*node, error) {
	base, err := p.primary()
	if err != nil || !p.at("^") {
		return base, err
	}
	exp, err := p.nested(p.next(), p.unary)
	if err != nil {
		return nil, err
	}
	return &node{op: opPow, args: []*node{base, exp}}, nil
}

// primary = number | "x" | constant | parameter | call | "(" expr ")" .
func (p *parser) primary() (*node, error) {
	t := p.next()
	switch {
	case t.kind == tokNum:
		return &node{op: opNum, val: t.val}, nil
	case t.kind == tokIdent:
		return p.name(t)
	case t.kind == tokPunct && t.text == "(":
		n, err := p.nested(t, p.expr)
		if err != nil {
			return nil, err
		}
		return n, p.close(t)
	}
	return nil, p.unexpected(t)
}

// close consumes the ')' matching the '(' open.
func (p *parser) close(open token) error {
	t := p.next()
	switch {
	case t.kind == tokPunct && t.text == ")":
		return nil
	case t.kind == tokEOF:
		return errorf(open.pos, "'(' is never closed")
	}
	return p.unexpected(t)
}

// name parses what starts with the identifier t: x, a constant, a
// parameter or a call.
func (p *parser) name(t token) (*node, error) {
	f, isFunc := lookupFunc(t.text)
	if isFunc || t.text == "if" {
		if !p.at("(") {
			return nil, errorf(t.pos, "expected '(' after function %s", t.text)
		}
		return p.call(t, f)
	}
	if t.text == "x" {
		return &node{op: opVar, name: "x"}, nil
	}
	for _, c := range constants {
		if c.name == t.text {
			return &node{op: opConst, name: c.name, val: c.val}, nil
		}
	}
	if p.at("(") {
		return nil, errorf(t.pos, "unknown function %q", t.text)
	}
	idx := slices.Index(p.params, t.text)
	if idx < 0 {
		idx = len(p.params)
		p.params = append(p.params, t.text)
	}
	return &node{op: opParam, name: t.text, idx: idx}, nil
}

// call = name "(" [ arg { "," arg } ] ")" ; the first argument of if is a
// condition: expr ("<" | "<=" | ">" | ">=" | "==" | "!=") expr.
func (p *parser) call(name token, f fn) (*node, error) {
	open := p.next()
	return p.nested(open, func() (*node, error) { return p.args(name, f, open) })
}

// args parses the arguments of the call of f named name, from the one
// after the '(' open to the ')' that closes it.
func (p *parser) args(name token, f fn, open token) (*node, error) {
	isIf := name.text == "if"
	n := &node{op: opCall, fn: f}
	if isIf {
		n = &node{op: opIf}
	}
	for more := !p.at(")"); more; more = p.at(",") {
		if len(n.args) > 0 {
			p.next() // the ','
		}
		if isIf && len(n.args) == 0 {
			if err := p.cond(n); err != nil {
				return nil, err
			}
			continue
		}
		a, err := p.expr()
		if err != nil {
			return nil, err
		}
		n.args = append(n.args, a)
	}
	if err := p.close(open); err != nil {
		return nil, err
	}
	want, got := 3, max(len(n.args)-1, 0) // if's condition is two args
	if !isIf {
		want, got = funcs[f].arity, len(n.args)
	}
	if got != want {
		plural := "s"
		if want == 1 {
			plural = ""
		}
		return nil, errorf(name.pos, "%s takes %d argument%s, got %d", name.text, want, plural, got)
	}
	return n, nil
}

// cond parses the condition of if into n's cmp and first two args.
func (p *parser) cond(n *node) error {
	l, err := p.expr()
	if err != nil {
		return err
	}
	t := p.peek()
	c, ok := comparison(t)
	if !ok {
		return errorf(t.pos, "the condition of if needs a comparison (< <= > >= == !=), got %s", t.describe())
	}
	p.next()
	r, err := p.expr()
	if err != nil {
		return err
	}
	n.cmp = c
	n.args = append(n.args, l, r)
	return nil
}

// comparison returns the comparison the token t is, if it is one.
func comparison(t token) (cmp, bool) {
	if t.kind == tokPunct {
		for c, s := range cmpText {
			if s == t.text {
				return cmp(c), true
			}
		}
	}
	return 0, false
}
