package equations

import (
	"encoding/json"
	"math"
	"testing"
)

// The literals of the programs read back as the very inputs, in Python and
// in Go; the inputs a snippet reads are found as whole words outside
// comments.
func TestCodeLiterals(t *testing.T) {
	for _, tt := range []struct {
		v          any
		py, golang string
	}{
		{1.0, "1.0", "1.0"},
		{-0.1, "-0.1", "-0.1"},
		{1e21, "1e+21", "1e+21"},
		{5e-324, "5e-324", "5e-324"},
		{math.Inf(1), "np.inf", "math.Inf(1)"},
		{math.Inf(-1), "-np.inf", "math.Inf(-1)"},
		{math.NaN(), "np.nan", "math.NaN()"},
		{3, "3", "3"},
		{true, "True", "true"},
		{`a"b\<`, `"a\"b\\\u003c"`, `"a\"b\\\u003c"`},
		{[]float64{1, 2.5}, "np.array([1.0, 2.5])", "[]float64{1.0, 2.5}"},
		{[][]float64{{1, 2}, {3, 4}}, "np.array([[1.0, 2.0], [3.0, 4.0]])", "[][]float64{{1.0, 2.0}, {3.0, 4.0}}"},
		{[]string{"a", "b"}, `["a", "b"]`, `[]string{"a", "b"}`},
		{json.RawMessage(`{"R":1}`), `json.loads("{\"R\":1}")`, `[]byte("{\"R\":1}")`},
	} {
		if got := pyValue(tt.v); got != tt.py {
			t.Errorf("pyValue(%#v) = %s, want %s", tt.v, got, tt.py)
		}
		if got := goValue(tt.v); got != tt.golang {
			t.Errorf("goValue(%#v) = %s, want %s", tt.v, got, tt.golang)
		}
	}
	for _, tt := range []struct {
		code, name string
		reads      bool
	}{
		{"y = x + 1", "x", true},
		{"y = x1 + 1", "x", false},
		{"y = np.x", "x", false},
		{"f(x)", "x", true},
		{"x_hat", "x", false},
	} {
		if got := readsName(tt.code, tt.name); got != tt.reads {
			t.Errorf("readsName(%q, %q) = %v", tt.code, tt.name, got)
		}
	}
	if got := uncommented("a = b  # the mean\nc // 2", "#"); got != "a = b  \nc // 2" {
		t.Errorf("uncommented: %q", got)
	}
	for name, want := range map[string]string{"lambda": "lambda_", "y-hat": "y_hat", "P(A)": "P_A_"} {
		if got := Ident(NumPy, name); got != want {
			t.Errorf("Ident(NumPy, %q) = %q, want %q", name, got, want)
		}
	}
	if got := Ident(Go, "type"); got != "type_" {
		t.Errorf("Ident(Go, type) = %q", got)
	}
}
