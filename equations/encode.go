package equations

import (
	"encoding/json"
	"fmt"
	"math"
)

// MarshalValue encodes an output or input value as JSON, writing the
// non-finite numbers as the strings "Infinity", "-Infinity" and "NaN" (JSON
// has no spelling for them). It accepts the value types Eval returns.
func MarshalValue(v any) ([]byte, error) {
	return json.Marshal(jsonSafe(v))
}

// jsonSafe returns v with every non-finite float64 replaced by its string.
func jsonSafe(v any) any {
	switch x := v.(type) {
	case float64:
		if math.IsInf(x, 0) || math.IsNaN(x) {
			return FormatNumber(x)
		}
		return x
	case []float64:
		if allFinite(x) {
			return x
		}
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = jsonSafe(e)
		}
		return out
	case [][]float64:
		out := make([]any, len(x))
		for i, row := range x {
			out[i] = jsonSafe(row)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = jsonSafe(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = jsonSafe(e)
		}
		return out
	case int, bool, string, []int, []string, nil:
		return x
	case json.RawMessage: // an Object input, already JSON
		return x
	}
	// A kernel returned a type the codec does not know: say so rather than
	// guess at its encoding.
	return fmt.Sprintf("unsupported output type %T", v)
}

func allFinite(x []float64) bool {
	for _, e := range x {
		if math.IsInf(e, 0) || math.IsNaN(e) {
			return false
		}
	}
	return true
}
