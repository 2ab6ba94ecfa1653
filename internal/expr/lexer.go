package expr

import (
	"math"
	"strconv"
	"unicode/utf8"
)

// tokKind is the kind of a token.
type tokKind uint8

const (
	tokEOF   tokKind = iota
	tokNum           // a number: val
	tokIdent         // an identifier: text
	tokPunct         // one of + - * / ^ ( ) , or a comparison: text
)

// token is one token of the input; pos is its 1-based rune column.
type token struct {
	kind tokKind
	text string
	val  float64
	pos  int
}

// describe names the token in an error message.
func (t token) describe() string {
	switch t.kind {
	case tokEOF:
		return "end of input"
	case tokIdent, tokNum:
		return strconv.Quote(t.text)
	}
	return "'" + t.text + "'"
}

// lex splits src into tokens, ending with a tokEOF one after the last
// character. It rejects invalid UTF-8, characters outside the grammar and
// malformed numbers; everything else is left to the parser.
func lex(src string) ([]token, error) {
	var toks []token
	col := 0 // rune column of src[i], 0-based
	for i := 0; i < len(src); {
		c := src[i]
		pos := col + 1
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
			col++
		case isDigit(c) || c == '.':
			j := scanNumber(src, i)
			if j < len(src) && src[j] == '.' {
				// "1.2.3", "1..2": one malformed number, not two numbers
				// side by side.
				for j < len(src) && (src[j] == '.' || isDigit(src[j])) {
					j++
				}
				return nil, errorf(pos, "malformed number %q", src[i:j])
			}
			text := src[i:j]
			v, err := strconv.ParseFloat(text, 64)
			if math.IsInf(v, 0) {
				// ParseFloat's ErrRange: the value is not a float64,
				// and Inf would not print back as a number.
				return nil, errorf(pos, "number %s is too large", text)
			}
			if err != nil { // a lone "."
				return nil, errorf(pos, "malformed number %q", text)
			}
			toks = append(toks, token{kind: tokNum, text: text, val: v, pos: pos})
			col += j - i
			i = j
		case isLetter(c):
			j := i + 1
			for j < len(src) && (isLetter(src[j]) || isDigit(src[j])) {
				j++
			}
			toks = append(toks, token{kind: tokIdent, text: src[i:j], pos: pos})
			col += j - i
			i = j
		case c == '<' || c == '>' || c == '=' || c == '!':
			text := src[i : i+1]
			if i+1 < len(src) && src[i+1] == '=' {
				text = src[i : i+2]
			} else if c == '=' || c == '!' {
				return nil, errorf(pos, "unexpected '%c' (comparisons are < <= > >= == !=)", c)
			}
			toks = append(toks, token{kind: tokPunct, text: text, pos: pos})
			col += len(text)
			i += len(text)
		case c == '+' || c == '-' || c == '*' || c == '/' || c == '^' ||
			c == '(' || c == ')' || c == ',':
			toks = append(toks, token{kind: tokPunct, text: src[i : i+1], pos: pos})
			i++
			col++
		default:
			r, size := utf8.DecodeRuneInString(src[i:])
			if r == utf8.RuneError && size <= 1 {
				return nil, errorf(pos, "invalid UTF-8")
			}
			return nil, errorf(pos, "unexpected character %q", r)
		}
	}
	return append(toks, token{kind: tokEOF, pos: col + 1}), nil
}

// scanNumber returns the end of the number starting at src[i]:
// digits, an optional fraction, and an exponent only when e/E is followed by
// digits (with an optional sign), so that "2e" ends at the 2 and is then
// reported as a missing operator, not as a malformed number.
func scanNumber(src string, i int) int {
	digits := func(j int) int {
		for j < len(src) && isDigit(src[j]) {
			j++
		}
		return j
	}
	j := digits(i)
	if j < len(src) && src[j] == '.' {
		j = digits(j + 1)
	}
	if j < len(src) && (src[j] == 'e' || src[j] == 'E') {
		k := j + 1
		if k < len(src) && (src[k] == '+' || src[k] == '-') {
			k++
		}
		if k < len(src) && isDigit(src[k]) {
			j = digits(k)
		}
	}
	return j
}

func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' }
