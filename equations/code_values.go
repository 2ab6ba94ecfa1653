package equations

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// The literals of the snippets' inputs. Every number is written so that it
// reads back as the same float64 (the shortest form that round-trips), with
// a decimal point so that both languages take it for a float.

// pyValue writes an input's value as a Python expression.
func pyValue(v any) string {
	switch v := v.(type) {
	case float64:
		return pyFloat(v)
	case int:
		return strconv.Itoa(v)
	case bool:
		if v {
			return "True"
		}
		return "False"
	case string:
		return quote(v)
	case []float64:
		return "np.array(" + list(v, pyFloat) + ")"
	case [][]float64:
		rows := make([]string, len(v))
		for i, r := range v {
			rows[i] = list(r, pyFloat)
		}
		return "np.array([" + strings.Join(rows, ", ") + "])"
	case []string:
		return list(v, quote)
	case json.RawMessage:
		return "json.loads(" + quote(string(v)) + ")"
	}
	return "None"
}

// goValue writes an input's value as a Go expression.
func goValue(v any) string {
	switch v := v.(type) {
	case float64:
		return goFloat(v)
	case int:
		return strconv.Itoa(v)
	case bool:
		return strconv.FormatBool(v)
	case string:
		return quote(v)
	case []float64:
		return "[]float64{" + strings.Trim(list(v, goFloat), "[]") + "}"
	case [][]float64:
		rows := make([]string, len(v))
		for i, r := range v {
			rows[i] = "{" + strings.Trim(list(r, goFloat), "[]") + "}"
		}
		return "[][]float64{" + strings.Join(rows, ", ") + "}"
	case []string:
		return "[]string{" + strings.Trim(list(v, quote), "[]") + "}"
	case json.RawMessage:
		// A Go snippet decodes it into the type it needs.
		return "[]byte(" + quote(string(v)) + ")"
	}
	return "nil"
}

func pyFloat(x float64) string {
	switch {
	case math.IsNaN(x):
		return "np.nan"
	case math.IsInf(x, 1):
		return "np.inf"
	case math.IsInf(x, -1):
		return "-np.inf"
	}
	return decimal(x)
}

func goFloat(x float64) string {
	switch {
	case math.IsNaN(x):
		return "math.NaN()"
	case math.IsInf(x, 1):
		return "math.Inf(1)"
	case math.IsInf(x, -1):
		return "math.Inf(-1)"
	}
	return decimal(x)
}

// decimal is x in its shortest round-tripping form, with ".0" added to an
// integer so that it is a float literal in both languages.
func decimal(x float64) string {
	s := strconv.FormatFloat(x, 'g', -1, 64)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s
}

// quote is s as a string literal that Python and Go read alike: JSON's
// escapes are a subset of both.
func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func list[T any](v []T, f func(T) string) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = f(x)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
