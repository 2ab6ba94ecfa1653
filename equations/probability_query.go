package equations

import (
	"strconv"
	"strings"
)

// parseQuery reads a query such as "P(A=0 | B=1)": P and its opening
// parenthesis together, then A = a | B = b ), with white space allowed
// around each of these tokens, a and b whole numbers in decimal digits (a
// number too long for an int reads as -1, which no input equals).
func parseQuery(q string) (a, b int, ok bool) {
	s := strings.TrimLeft(q, queryBlank)
	token := func(t string) bool {
		s = strings.TrimLeft(s, queryBlank)
		if !strings.HasPrefix(s, t) {
			return false
		}
		s = s[len(t):]
		return true
	}
	number := func() (int, bool) {
		s = strings.TrimLeft(s, queryBlank)
		n := 0
		for n < len(s) && '0' <= s[n] && s[n] <= '9' {
			n++
		}
		if n == 0 {
			return 0, false
		}
		v, err := strconv.Atoi(s[:n])
		if err != nil {
			v = -1
		}
		s = s[n:]
		return v, true
	}
	if !strings.HasPrefix(s, "P(") {
		return 0, 0, false
	}
	s = s[2:]
	if !token("A") || !token("=") {
		return 0, 0, false
	}
	if a, ok = number(); !ok {
		return 0, 0, false
	}
	if !token("|") || !token("B") || !token("=") {
		return 0, 0, false
	}
	if b, ok = number(); !ok {
		return 0, 0, false
	}
	if !token(")") || strings.TrimLeft(s, queryBlank) != "" {
		return 0, 0, false
	}
	return a, b, true
}

// queryBlank is the white space a query may have between its tokens.
const queryBlank = " \t\n\f\r"
