package equations

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The JSON spelling of the non-finite numbers, shared with the public
// conformance vectors: JSON itself has no way to write them.
const (
	jsonInf    = "Infinity"
	jsonNegInf = "-Infinity"
	jsonNaN    = "NaN"
)

// FormatNumber writes v in the shortest form that reads back to the same
// float64, like JavaScript's Number.prototype.toString: plain decimals for
// 1e-6 ≤ |v| < 1e21, exponent notation otherwise ("1e-7", "1.5e+21": no
// zero padding, an explicit sign), and Infinity, -Infinity, NaN for the
// non-finite values. Unlike JavaScript, −0 is written "-0" so that it reads
// back to the same float64.
func FormatNumber(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return jsonInf
	case math.IsInf(v, -1):
		return jsonNegInf
	case math.IsNaN(v):
		return jsonNaN
	}
	a := math.Abs(v)
	if a != 0 && (a < 1e-6 || a >= 1e21) {
		s := strconv.FormatFloat(v, 'e', -1, 64)
		// Go pads the exponent to two digits ("1e-07"); JavaScript
		// does not ("1e-7"). The exponent is never 0 here.
		if i := strings.IndexByte(s, 'e'); s[i+2] == '0' {
			s = s[:i+2] + s[i+3:]
		}
		return s
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// ParseNumber reads a number typed by a person or found in a URL or a CSV
// cell: decimal or exponent notation, surrounding spaces allowed, a Unicode
// minus sign accepted, and Infinity/-Infinity/NaN (also inf, ∞) spelled out.
// The error says what was wrong with text.
func ParseNumber(text string) (float64, error) {
	s := strings.TrimSpace(text)
	s = strings.ReplaceAll(s, "−", "-") // U+2212, as copied from typeset text
	switch strings.ToLower(s) {
	case "":
		return 0, fmt.Errorf("empty: a number is needed")
	case "infinity", "+infinity", "inf", "+inf", "∞", "+∞":
		return math.Inf(1), nil
	case "-infinity", "-inf", "-∞":
		return math.Inf(-1), nil
	case "nan":
		return math.NaN(), nil
	}
	// strconv also accepts hex floats, underscores and "infinity" in other
	// spellings; people do not mean those, so only plain decimals pass.
	for _, r := range s {
		if !strings.ContainsRune("0123456789.eE+-", r) {
			return 0, fmt.Errorf("%q is not a number", text)
		}
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return 0, fmt.Errorf("%q is outside the range of float64 numbers (about ±1.8e308)", text)
		}
		return 0, fmt.Errorf("%q is not a number", text)
	}
	return v, nil
}
