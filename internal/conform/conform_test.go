package conform

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func dec(t *testing.T, s string) any {
	t.Helper()
	v, err := Decode(json.RawMessage(s))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestCompare checks the comparison itself, since a comparison that always
// agrees would make every check pass vacuously.
func TestCompare(t *testing.T) {
	abs := Tolerance{Tol: 1e-9}
	tests := []struct {
		got, want string
		tol       Tolerance
		ok        bool
	}{
		{`1`, `1.0`, Tolerance{}, true},
		{`0.5`, `0.5000000001`, abs, true},
		{`0.5`, `0.50001`, abs, false},
		{`-0.004049694094890281`, `-0.00404969409489028`, Tolerance{Tol: 1e-12, Relative: true}, true},
		{`-0.00405`, `-0.00404969409489028`, Tolerance{Tol: 1e-12, Relative: true}, false},
		{`1e-20`, `0`, Tolerance{Tol: 1e-12, Relative: true}, false},
		{`1e-20`, `0`, Tolerance{Tol: 1e-12, Relative: true, Floor: 1e-15}, true},
		{`[1, 2]`, `[1, 2]`, abs, true},
		{`[1, 2]`, `[1, 2, 3]`, abs, false},
		{`[[1, 2], [3, 4]]`, `[[1, 2], [3, 4.0000000001]]`, abs, true},
		{`[[1, 2], [3, 5]]`, `[[1, 2], [3, 4]]`, abs, false},
		{`{"a": 1, "b": 2}`, `{"a": 1}`, abs, true},
		{`{"b": 2}`, `{"a": 1}`, abs, false},
		{`"Infinity"`, `"Infinity"`, abs, true},
		{`"-Infinity"`, `"Infinity"`, abs, false},
		{`1e308`, `"Infinity"`, abs, false},
		{`"NaN"`, `"NaN"`, abs, true},
		{`"NaN"`, `0`, abs, false},
		{`true`, `true`, abs, true},
		{`1`, `true`, abs, false},
		{`null`, `null`, abs, true},
		{`0`, `null`, abs, false},
		{`{"a": [1, "NaN"]}`, `{"a": [1, "NaN"]}`, abs, true},
	}
	for _, tt := range tests {
		diffs, _ := Compare("output", dec(t, tt.got), dec(t, tt.want), tt.tol)
		if ok := len(diffs) == 0; ok != tt.ok {
			t.Errorf("Compare(%s, %s, %+v) = %v, want match %v", tt.got, tt.want, tt.tol, diffs, tt.ok)
		}
	}
}

func TestCompareWorst(t *testing.T) {
	diffs, worst := Compare("output", dec(t, `[1, [2.5, 3]]`), dec(t, `[1.25, [2, 3]]`), Tolerance{Tol: 0.3})
	if worst != 0.5 {
		t.Errorf("worst = %v, want 0.5", worst)
	}
	if len(diffs) != 1 || !strings.HasPrefix(diffs[0], "output[1][0] = 2.5, want 2 ") {
		t.Errorf("diffs = %q, want one for output[1][0]", diffs)
	}
}

func TestParse(t *testing.T) {
	in := `{"id": "sigmoid", "case": "typical", "inputs": {"z": 2}, "expected": 0.8807970779778823, "tolerance": 1e-12, "tol_mode": "abs", "source": "scipy 1.10.1 special.expit"}

{"id": "mse", "case": "seed", "inputs": {"y": [1], "yhat": [2]}, "expected": {"mse": 1}, "tolerance": 0, "tol_mode": "rel", "source": "hand-derived", "note": "n"}
`
	vs, err := Parse(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 2 || vs[0].ID != "sigmoid" || vs[1].Note != "n" || !vs[1].Tol().Relative || vs[0].Tol().Relative {
		t.Fatalf("Parse = %+v", vs)
	}
	if got := string(vs[0].Inputs["z"]); got != "2" {
		t.Errorf(`inputs["z"] = %s, want 2`, got)
	}
	for _, bad := range []struct{ line, msg string }{
		{`{"id": "a", "expected": 1, "tol_mode": "abs"`, "line 2: unexpected end"},
		{`{"id": "a", "expected": 1, "tol_mode": "both"}`, `line 2: tol_mode "both"`},
		{`{"expected": 1, "tol_mode": "abs"}`, "line 2: no id"},
		{`{"id": "a", "expected": 1, "tol_mode": "abs", "tolerance": -1}`, "line 2: tolerance -1"},
		{`{"id": "a", "tol_mode": "abs"}`, "line 2: no expected value"},
	} {
		_, err := Parse(strings.NewReader("\n" + bad.line))
		if err == nil || !strings.Contains(err.Error(), bad.msg) {
			t.Errorf("Parse(%s): error %v, want one with %q", bad.line, err, bad.msg)
		}
	}
}

func TestCheck(t *testing.T) {
	v := Vector{ID: "double", Inputs: map[string]json.RawMessage{"x": json.RawMessage("2")}, Expected: json.RawMessage("4"), Tolerance: 1e-12, TolMode: "abs"}
	answer := func(out string, err error) Evaluator {
		return func(id string, in map[string]json.RawMessage) (json.RawMessage, error) {
			if id != "double" || string(in["x"]) != "2" {
				t.Fatalf("eval(%q, %v)", id, in)
			}
			return json.RawMessage(out), err
		}
	}
	if r := Check(v, answer("4.0", nil)); !r.Pass() || r.Worst != 0 {
		t.Errorf("right answer: %+v", r)
	}
	if r := Check(v, answer("4.5", nil)); r.Pass() || r.Worst != 0.5 || len(r.Diffs) != 1 {
		t.Errorf("wrong answer: %+v", r)
	}
	if r := Check(v, answer("", errors.New("x must be odd"))); r.Pass() || r.Err == nil {
		t.Errorf("refused: %+v", r)
	}
	if r := Check(v, answer("4 5", nil)); r.Pass() || r.Err == nil {
		t.Errorf("two values: %+v", r)
	}
}

func TestLibraries(t *testing.T) {
	for _, tt := range []struct {
		source string
		want   []string
	}{
		{"scipy 1.10.1 special.expit; mpmath 1.3.0 (50 digits) cross-check", []string{"SciPy 1.10", "mpmath 1.3"}},
		{"numpy 1.24.2", []string{"NumPy 1.24"}},
		{"scikit-learn MinMaxScaler 1.2.1", []string{"scikit-learn 1.2"}},
		{"numpy 1.24.2+scipy 1.10.1 softmax; mpmath 1.3.0 (50 digits) cross-check", []string{"NumPy 1.24", "SciPy 1.10", "mpmath 1.3"}},
		{"hand-derived (triangle); scipy 1.10.1 integrate.quad agrees", []string{"a derivation by hand", "SciPy 1.10"}},
		{"hand: 3/(3 + 1)", []string{"a derivation by hand"}},
		{"seed 004 printed value (verified against scipy)", []string{"the source's printed value", "SciPy"}},
		{"python 3.11 math", []string{"Python 3.11"}},
		{"semi-analytic at 30 digits (scripts/crosscheck/families/gan.py)", []string{"a semi-analytic integral"}},
		{"", nil},
	} {
		if got := Libraries(tt.source); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Libraries(%q) = %q, want %q", tt.source, got, tt.want)
		}
	}
}
