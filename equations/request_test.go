package equations_test

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"eqx/equations"
)

func TestDo(t *testing.T) {
	// Reference outputs are exact by hand, or Python decimal values (60
	// digits) rounded to float64, as in the compute tests; numbers are
	// compared with a relative tolerance of 1e-15.
	//
	// want lists substrings of the error text: the input's name, quoted as
	// the codec writes it, and what is wrong.
	reg := catalogue(t)
	for _, test := range []struct {
		name    string
		line    string
		failure equations.Failure
		output  string   // the expected output, as JSON; "" for failures
		want    []string // substrings of Response.Error
	}{
		// Success.
		{name: "sigmoid", line: `{"id": "sigmoid", "inputs": {"z": 0}}`, output: `0.5`},
		{name: "sigmoid Infinity", line: `{"id": "sigmoid", "inputs": {"z": "Infinity"}}`, output: `1`},
		{name: "sigmoid -Infinity", line: `{"id": "sigmoid", "inputs": {"z": "-Infinity"}}`, output: `0`},
		{name: "trailing newline", line: "{\"id\": \"sigmoid\", \"inputs\": {\"z\": 0}}\r\n", output: `0.5`},
		{name: "underflowing literal", line: `{"id": "sigmoid", "inputs": {"z": 1e-400}}`, output: `0.5`},
		{name: "relu -0", line: `{"id": "relu", "inputs": {"z": -0}}`, output: `0`},
		{name: "tanh Infinity", line: `{"id": "tanh", "inputs": {"x": "Infinity"}}`, output: `1`},
		{name: "softmax", line: `{"id": "softmax", "inputs": {"z": [1, 2, 3], "T": 1}}`,
			output: `[0.09003057317038046, 0.24472847105479764, 0.6652409557748219]`},
		{name: "softmax without T", line: `{"id": "softmax", "inputs": {"z": [1, 2, 3]}}`,
			output: `[0.09003057317038046, 0.24472847105479764, 0.6652409557748219]`},
		{name: "softmax T null", line: `{"id": "softmax", "inputs": {"z": [1, 2, 3], "T": null}}`,
			output: `[0.09003057317038046, 0.24472847105479764, 0.6652409557748219]`},
		{name: "softmax large logits", line: `{"id": "softmax", "inputs": {"z": [1000, 1001, 1002]}}`,
			output: `[0.09003057317038046, 0.24472847105479764, 0.6652409557748219]`},
		{name: "mse", line: `{"id": "mse", "inputs": {"y": [1, 2, 3], "y_hat": [1.1, 1.9, 3.2]}}`, output: `0.020000000000000035`},
		{name: "bce", line: `{"id": "binary-cross-entropy", "inputs": {"y": [1, 0, 1], "p": [0.9, 0.1, 0.8]}}`, output: `0.14462152754328741`},
		{name: "bce reduction null", line: `{"id": "binary-cross-entropy", "inputs": {"y": [1, 0, 1], "p": [0.9, 0.1, 0.8], "reduction": null}}`, output: `0.14462152754328741`},
		{name: "bce sum", line: `{"id": "binary-cross-entropy", "inputs": {"y": [1, 0, 1], "p": [0.9, 0.1, 0.8], "reduction": "sum"}}`, output: `0.43386458262986227`},
		{name: "bce infinite", line: `{"id": "binary-cross-entropy", "inputs": {"y": [1], "p": [0]}}`, output: `"Infinity"`},
		{name: "entropy base 2 number", line: `{"id": "entropy", "inputs": {"p": [0.5, 0.5], "base": 2}}`, output: `1`},
		{name: "entropy base 2 string", line: `{"id": "entropy", "inputs": {"p": [0.5, 0.5], "base": "2"}}`, output: `1`},
		{name: "entropy base 2.0", line: `{"id": "entropy", "inputs": {"p": [0.25, 0.25, 0.25, 0.25], "base": 2.0}}`, output: `2`},
		{name: "entropy base 1e1", line: `{"id": "entropy", "inputs": {"p": [0.9, 0.1], "base": 1e1}}`, output: `0.1411817415046076`},
		{name: "entropy base omitted", line: `{"id": "entropy", "inputs": {"p": [0.9, 0.1]}}`, output: `0.3250829733914482`},
		{name: "kl", line: `{"id": "kl-divergence", "inputs": {"P": [0.7, 0.3], "Q": [0.5, 0.5]}}`, output: `0.08228287850505178`},
		{name: "kl infinite", line: `{"id": "kl-divergence", "inputs": {"P": [0.5, 0.5], "Q": [1, 0]}}`, output: `"Infinity"`},
		{name: "precision", line: `{"id": "precision", "inputs": {"TP": 40, "TN": 45, "FP": 5, "FN": 10}}`, output: `0.8888888888888888`},
		{name: "precision whole float", line: `{"id": "precision", "inputs": {"TP": 40.0, "TN": 45, "FP": 5e0, "FN": 10}}`, output: `0.8888888888888888`},
		{name: "f1", line: `{"id": "f1-score", "inputs": {"TP": 40, "TN": 45, "FP": 5, "FN": 10}}`, output: `0.8421052631578947`},
		{name: "euclidean", line: `{"id": "euclidean-distance", "inputs": {"x": [0, 0], "y": [3, 4]}}`, output: `5`},
		{name: "gaussian", line: `{"id": "gaussian-pdf", "inputs": {"x": 0, "mu": 0, "sigma": 1}}`, output: `0.3989422804014327`},
		{name: "gaussian -Infinity", line: `{"id": "gaussian-pdf", "inputs": {"x": "-Infinity", "mu": 0, "sigma": 1}}`, output: `0`},

		// Not JSON.
		{name: "not JSON", line: `hello`, failure: equations.NotJSON, want: []string{"not a JSON object"}},
		{name: "empty line", line: ``, failure: equations.NotJSON, want: []string{"not a JSON object"}},
		{name: "truncated", line: `{"id": "sigmoid", "inputs": {"z": 1}`, failure: equations.NotJSON},
		{name: "two objects", line: `{"id": "sigmoid", "inputs": {"z": 1}} {"id": "sigmoid", "inputs": {"z": 2}}`, failure: equations.NotJSON, want: []string{"more than one JSON value"}},
		{name: "trailing brace", line: `{"id": "sigmoid", "inputs": {"z": 1}}}`, failure: equations.NotJSON},
		{name: "trailing bracket", line: `{"id": "sigmoid", "inputs": {"z": 1}}]`, failure: equations.NotJSON},
		{name: "trailing text", line: `{"id": "sigmoid", "inputs": {"z": 1}} x`, failure: equations.NotJSON},
		{name: "array", line: `[]`, failure: equations.NotJSON},
		{name: "number", line: `1`, failure: equations.NotJSON},
		{name: "numeric id", line: `{"id": 1, "inputs": {}}`, failure: equations.NotJSON},
		{name: "inputs array", line: `{"id": "sigmoid", "inputs": [1]}`, failure: equations.NotJSON},

		// Unknown or missing id.
		{name: "unknown id", line: `{"id": "sigmoidd", "inputs": {"z": 1}}`, failure: equations.UnknownID, want: []string{`"sigmoidd"`}},
		{name: "id case", line: `{"id": "Sigmoid", "inputs": {"z": 1}}`, failure: equations.UnknownID, want: []string{`"Sigmoid"`}},
		{name: "missing id", line: `{"inputs": {"z": 1}}`, failure: equations.BadInput, want: []string{`missing "id"`}},

		// Missing and unknown inputs.
		{name: "missing input", line: `{"id": "sigmoid", "inputs": {}}`, failure: equations.BadInput, want: []string{`input "z"`, "missing"}},
		{name: "no inputs", line: `{"id": "sigmoid"}`, failure: equations.BadInput, want: []string{`input "z"`, "missing"}},
		{name: "null input", line: `{"id": "sigmoid", "inputs": {"z": null}}`, failure: equations.BadInput, want: []string{`input "z"`, "missing"}},
		{name: "missing one of two", line: `{"id": "mse", "inputs": {"y": [1]}}`, failure: equations.BadInput, want: []string{`input "y_hat"`, "missing"}},
		{name: "unknown input", line: `{"id": "sigmoid", "inputs": {"z": 1, "w": 2}}`, failure: equations.BadInput, want: []string{`input "w"`, "unknown input", "z"}},
		{name: "input name case", line: `{"id": "sigmoid", "inputs": {"Z": 1}}`, failure: equations.BadInput, want: []string{`input "Z"`, "unknown input"}},

		// Wrong types.
		{name: "string for number", line: `{"id": "sigmoid", "inputs": {"z": "abc"}}`, failure: equations.BadInput, want: []string{`input "z"`, `the string "abc"`}},
		{name: "numeric string", line: `{"id": "sigmoid", "inputs": {"z": "1"}}`, failure: equations.BadInput, want: []string{`input "z"`, `the string "1"`}},
		{name: "boolean for number", line: `{"id": "sigmoid", "inputs": {"z": true}}`, failure: equations.BadInput, want: []string{`input "z"`, "a boolean"}},
		{name: "list for number", line: `{"id": "gaussian-pdf", "inputs": {"x": [1], "mu": 0, "sigma": 1}}`, failure: equations.BadInput, want: []string{`input "x"`, "a list"}},
		// An elementwise activation takes a list, as NumPy users pass one.
		{name: "list for an activation", line: `{"id": "relu", "inputs": {"z": [1, -2, "-Infinity"]}}`, output: `[1, 0, 0]`},
		{name: "sets of words", line: `{"id": "jaccard-similarity", "inputs": {"U": ["a", "b"], "V": ["b", "c"]}}`, output: `0.3333333333333333`},
		{name: "sets of two kinds", line: `{"id": "jaccard-similarity", "inputs": {"U": ["a"], "V": [1]}}`, failure: equations.BadInput, want: []string{`input "V"`, "both be numbers or both be strings"}},
		{name: "a set of mixed members", line: `{"id": "jaccard-similarity", "inputs": {"U": ["a", 1], "V": [1]}}`, failure: equations.BadInput, want: []string{`input "U"`, "entry 2 is a number among strings"}},
		{name: "precision of the counts it uses", line: `{"id": "precision", "inputs": {"TP": 3, "FP": 1}}`, output: `0.75`},
		{name: "precision of 0/0", line: `{"id": "precision", "inputs": {"TP": 0, "FP": 0}}`, failure: equations.BadInput, want: []string{"undefined", "TP + FP = 0"}},
		{name: "object for vector", line: `{"id": "softmax", "inputs": {"z": {"a": 1}}}`, failure: equations.BadInput, want: []string{`input "z"`, "an object", "list of numbers"}},
		{name: "number for vector", line: `{"id": "softmax", "inputs": {"z": 3}}`, failure: equations.BadInput, want: []string{`input "z"`, "a number", "list of numbers"}},
		{name: "string in vector", line: `{"id": "softmax", "inputs": {"z": [1, "x"]}}`, failure: equations.BadInput, want: []string{`input "z"`, "entry 2", `the string "x"`}},
		{name: "null in vector", line: `{"id": "mse", "inputs": {"y": [null], "y_hat": [1]}}`, failure: equations.BadInput, want: []string{`input "y"`, "entry 1", "null"}},
		{name: "null among numbers", line: `{"id": "softmax", "inputs": {"z": [1, null, 3]}}`, failure: equations.BadInput, want: []string{`input "z"`, "entry 2", "null"}},
		{name: "nested list", line: `{"id": "softmax", "inputs": {"z": [[1]]}}`, failure: equations.BadInput, want: []string{`input "z"`, "entry 1", "a list"}},
		{name: "number for choice", line: `{"id": "binary-cross-entropy", "inputs": {"y": [1], "p": [0.5], "reduction": 1}}`, failure: equations.BadInput, want: []string{`input "reduction"`, `"1" is not an option`}},
		{name: "list for choice", line: `{"id": "binary-cross-entropy", "inputs": {"y": [1], "p": [0.5], "reduction": ["mean"]}}`, failure: equations.BadInput, want: []string{`input "reduction"`, "a list"}},

		// Lengths.
		{name: "length mismatch", line: `{"id": "mse", "inputs": {"y": [1, 2], "y_hat": [1]}}`, failure: equations.BadInput, want: []string{`input "y_hat"`, "1 entries but y has 2"}},
		{name: "kl length mismatch", line: `{"id": "kl-divergence", "inputs": {"P": [0.5, 0.5], "Q": [1]}}`, failure: equations.BadInput, want: []string{`input "Q"`, "same length"}},
		{name: "empty vector", line: `{"id": "softmax", "inputs": {"z": []}}`, failure: equations.BadInput, want: []string{`input "z"`, "0 entries", "at least 1"}},
		{name: "empty vectors", line: `{"id": "mse", "inputs": {"y": [], "y_hat": []}}`, failure: equations.BadInput, want: []string{`input "y"`, "0 entries"}},

		// Non-finite values.
		{name: "NaN scalar", line: `{"id": "sigmoid", "inputs": {"z": "NaN"}}`, failure: equations.BadInput, want: []string{`input "z"`, "NaN is not allowed"}},
		{name: "NaN in vector", line: `{"id": "softmax", "inputs": {"z": [1, "NaN"]}}`, failure: equations.BadInput, want: []string{`input "z"`, "entry 2 is NaN"}},
		{name: "Infinity in finite vector", line: `{"id": "softmax", "inputs": {"z": [1, "Infinity"]}}`, failure: equations.BadInput, want: []string{`input "z"`, "entry 2 = Infinity is outside (−∞, ∞)"}},
		{name: "Infinity for finite mu", line: `{"id": "gaussian-pdf", "inputs": {"x": 0, "mu": "Infinity", "sigma": 1}}`, failure: equations.BadInput, want: []string{`input "mu"`, "Infinity is outside"}},
		{name: "number out of range", line: `{"id": "sigmoid", "inputs": {"z": 1e999}}`, failure: equations.BadInput, want: []string{`input "z"`, "1e999 is outside the float64 range"}},
		{name: "negative number out of range", line: `{"id": "sigmoid", "inputs": {"z": -1e999}}`, failure: equations.BadInput, want: []string{`input "z"`, "-1e999 is outside the float64 range"}},
		{name: "entry out of range", line: `{"id": "softmax", "inputs": {"z": [1, 1e999]}}`, failure: equations.BadInput, want: []string{`input "z"`, "entry 2", "1e999 is outside the float64 range"}},
		{name: "count out of range", line: `{"id": "precision", "inputs": {"TP": 1e999, "TN": 45, "FP": 5, "FN": 10}}`, failure: equations.BadInput, want: []string{`input "TP"`, "outside the float64 range"}},

		// Domains.
		{name: "probability sum", line: `{"id": "kl-divergence", "inputs": {"P": [0.5, 0.6], "Q": [0.5, 0.5]}}`, failure: equations.BadInput, want: []string{`input "P"`, "sums to 1.1"}},
		{name: "probability entry", line: `{"id": "entropy", "inputs": {"p": [1.5, -0.5]}}`, failure: equations.BadInput, want: []string{`input "p"`, "entry 1 = 1.5 is outside [0, 1]"}},
		{name: "probability tolerance", line: `{"id": "entropy", "inputs": {"p": [0.5, 0.500002]}}`, failure: equations.BadInput, want: []string{`input "p"`, "sums to 1.000002, not 1"}},
		{name: "bce label", line: `{"id": "binary-cross-entropy", "inputs": {"y": [2], "p": [0.5]}}`, failure: equations.BadInput, want: []string{`input "y"`, "entry 1 = 2 is outside [0, 1]"}},
		{name: "bce probability", line: `{"id": "binary-cross-entropy", "inputs": {"y": [1], "p": [-0.1]}}`, failure: equations.BadInput, want: []string{`input "p"`, "entry 1 = -0.1 is outside [0, 1]"}},
		{name: "fractional count", line: `{"id": "precision", "inputs": {"TP": 1.5, "TN": 45, "FP": 5, "FN": 10}}`, failure: equations.BadInput, want: []string{`input "TP"`, "1.5 is not a whole number"}},
		{name: "infinite count", line: `{"id": "recall", "inputs": {"TP": "Infinity", "TN": 45, "FP": 5, "FN": 10}}`, failure: equations.BadInput, want: []string{`input "TP"`, "whole number"}},
		{name: "negative count", line: `{"id": "precision", "inputs": {"TP": 40, "TN": 45, "FP": -5, "FN": 10}}`, failure: equations.BadInput, want: []string{`input "FP"`, "-5 is outside [0, ∞)"}},
		{name: "huge count", line: `{"id": "precision", "inputs": {"TP": 1e300, "TN": 45, "FP": 5, "FN": 10}}`, failure: equations.BadInput, want: []string{`input "TP"`, "too large"}},
		{name: "string count", line: `{"id": "precision", "inputs": {"TP": "40", "TN": 45, "FP": 5, "FN": 10}}`, failure: equations.BadInput, want: []string{`input "TP"`, `the string "40"`}},
		{name: "choice not an option", line: `{"id": "binary-cross-entropy", "inputs": {"y": [1], "p": [0.5], "reduction": "median"}}`, failure: equations.BadInput, want: []string{`input "reduction"`, `"median" is not an option`, `"mean", "sum"`}},
		{name: "numeric choice not an option", line: `{"id": "entropy", "inputs": {"p": [1], "base": 3}}`, failure: equations.BadInput, want: []string{`input "base"`, `"3" is not an option`}},
		{name: "sigma zero", line: `{"id": "gaussian-pdf", "inputs": {"x": 0, "mu": 0, "sigma": 0}}`, failure: equations.BadInput, want: []string{`input "sigma"`, "0 is outside (0, ∞)"}},
		{name: "T negative", line: `{"id": "softmax", "inputs": {"z": [1], "T": -1}}`, failure: equations.BadInput, want: []string{`input "T"`, "outside (0, ∞)"}},

		// Undefined results: the equation has no value there.
		{name: "precision 0/0", line: `{"id": "precision", "inputs": {"TP": 0, "TN": 45, "FP": 0, "FN": 10}}`, failure: equations.BadInput, want: []string{"precision", "undefined", "TP + FP = 0"}},
		{name: "recall 0/0", line: `{"id": "recall", "inputs": {"TP": 0, "TN": 45, "FP": 3, "FN": 0}}`, failure: equations.BadInput, want: []string{"recall", "undefined"}},
		{name: "f1 0/0", line: `{"id": "f1-score", "inputs": {"TP": 0, "TN": 45, "FP": 0, "FN": 0}}`, failure: equations.BadInput, want: []string{"f1", "undefined"}},
	} {
		resp, failure := reg.Do([]byte(test.line))
		if failure != test.failure {
			t.Errorf("%s: Do(%s): failure %d, want %d (error %q, output %s)", test.name, test.line, failure, test.failure, resp.Error, resp.Output)
			continue
		}
		if (failure == equations.OK) != (resp.Error == "") {
			t.Errorf("%s: Do(%s): failure %d with error %q", test.name, test.line, failure, resp.Error)
		}
		for _, w := range test.want {
			if !strings.Contains(resp.Error, w) {
				t.Errorf("%s: Do(%s): error %q does not contain %q", test.name, test.line, resp.Error, w)
			}
		}
		if test.failure != equations.OK {
			if len(resp.Output) != 0 {
				t.Errorf("%s: Do(%s): failed with an output %s", test.name, test.line, resp.Output)
			}
			continue
		}
		if err := sameJSON(resp.Output, []byte(test.output), 1e-15); err != nil {
			t.Errorf("%s: Do(%s) = %s, want %s: %v", test.name, test.line, resp.Output, test.output, err)
		}
		var req struct{ ID string }
		_ = json.Unmarshal([]byte(test.line), &req)
		if resp.ID != req.ID {
			t.Errorf("%s: response id %q, want %q", test.name, resp.ID, req.ID)
		}
	}
}

func TestDoResponseJSON(t *testing.T) {
	// A Response encodes as one JSON object without the empty field.
	reg := catalogue(t)
	for _, test := range []struct {
		line, want string
	}{
		{`{"id": "sigmoid", "inputs": {"z": 0}}`, `{"id":"sigmoid","output":0.5}`},
		{`{"id": "nope", "inputs": {}}`, `{"id":"nope","error":"unknown equation id \"nope\" (eqx list shows the ids)"}`},
	} {
		resp, _ := reg.Do([]byte(test.line))
		b, err := json.Marshal(resp)
		if err != nil {
			t.Fatal(err)
		}
		if string(b) != test.want {
			t.Errorf("Do(%s) encodes as %s, want %s", test.line, b, test.want)
		}
	}
}

// sameJSON compares two JSON documents: numbers within a relative
// tolerance (exactly when the expected number is 0), everything else
// exactly.
func sameJSON(got, want []byte, tol float64) error {
	var g, w any
	if err := json.Unmarshal(got, &g); err != nil {
		return fmt.Errorf("output is not JSON: %v", err)
	}
	if err := json.Unmarshal(want, &w); err != nil {
		return fmt.Errorf("bad test: %v", err)
	}
	return sameValue(g, w, tol, "")
}

func sameValue(g, w any, tol float64, path string) error {
	switch w := w.(type) {
	case float64:
		x, ok := g.(float64)
		if !ok {
			return fmt.Errorf("%s: got %v, want the number %v", path, g, w)
		}
		if x != w && math.Abs(x-w) > tol*math.Abs(w) {
			return fmt.Errorf("%s: got %v, want %v", path, x, w)
		}
	case []any:
		x, ok := g.([]any)
		if !ok || len(x) != len(w) {
			return fmt.Errorf("%s: got %v, want %d entries", path, g, len(w))
		}
		for i := range w {
			if err := sameValue(x[i], w[i], tol, fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
	case map[string]any:
		x, ok := g.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: got %v, want an object", path, g)
		}
		for k := range w {
			if err := sameValue(x[k], w[k], tol, path+"."+k); err != nil {
				return err
			}
		}
	default:
		if g != w {
			return fmt.Errorf("%s: got %v, want %v", path, g, w)
		}
	}
	return nil
}

// kindsRegistry has one spec taking a matrix, a list of strings, a switch
// and a JSON value, to test their decoding apart from the catalogue.
func kindsRegistry(t *testing.T) *equations.Registry {
	s := &equations.Spec{
		ID: "kinds", Title: "Kinds", Category: "tests", LaTeX: `x`,
		Sources: []equations.Source{{Seed: equations.S0}},
		Params: []equations.Param{
			{Name: "m", Kind: equations.Matrix, Default: [][]float64{{1, 2}, {3, 4}}, Min: -1, Max: 1,
				Domain: equations.AnyReal, MinLen: 1, MinCols: 2},
			{Name: "words", Kind: equations.Strings, Default: []string{"a"}, MinLen: 1},
			{Name: "flag", Kind: equations.Bool, Default: false, Optional: true},
			{Name: "table", Kind: equations.Object, Default: json.RawMessage(`{}`), Optional: true},
		},
		Eval: func(in equations.Inputs) (any, error) {
			sum := 0.0
			for _, row := range in.Matrix("m") {
				for _, x := range row {
					sum += x
				}
			}
			return map[string]any{"sum": sum, "words": len(in.Strings("words")), "flag": in.Bool("flag"), "table": len(in.Object("table"))}, nil
		},
	}
	reg, err := equations.NewRegistry(s)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

func TestDoKinds(t *testing.T) {
	reg := kindsRegistry(t)
	for _, test := range []struct {
		name    string
		inputs  string
		failure equations.Failure
		output  string
		want    []string
	}{
		{name: "ok", inputs: `{"m": [[1, 2], [3, 4]], "words": ["a", "b"]}`, output: `{"sum": 10, "words": 2, "flag": false, "table": 2}`},
		{name: "non-finite entry", inputs: `{"m": [[1, "NaN"]], "words": ["a"]}`, failure: equations.BadInput, want: []string{`input "m"`, "entry (1, 2) is NaN"}},
		{name: "infinite entry", inputs: `{"m": [[1, "-Infinity"]], "words": ["a"]}`, failure: equations.BadInput, want: []string{`input "m"`, "entry (1, 2) = -Infinity is outside"}},
		{name: "null entry", inputs: `{"m": [[1, null]], "words": ["a"]}`, failure: equations.BadInput, want: []string{`input "m"`, "row 1", "entry 2", "null"}},
		{name: "null row", inputs: `{"m": [[1, 2], null], "words": ["a"]}`, failure: equations.BadInput, want: []string{`input "m"`, "row 2", "null"}},
		{name: "ragged", inputs: `{"m": [[1, 2], [3]], "words": ["a"]}`, failure: equations.BadInput, want: []string{`input "m"`, "row 2 has 1 entries but row 1 has 2"}},
		{name: "too few columns", inputs: `{"m": [[1], [3]], "words": ["a"]}`, failure: equations.BadInput, want: []string{`input "m"`, "1 columns", "at least 2"}},
		{name: "no rows", inputs: `{"m": [], "words": ["a"]}`, failure: equations.BadInput, want: []string{`input "m"`, "0 rows"}},
		{name: "vector for matrix", inputs: `{"m": [1, 2], "words": ["a"]}`, failure: equations.BadInput, want: []string{`input "m"`, "row 1"}},
		{name: "number for matrix", inputs: `{"m": 1, "words": ["a"]}`, failure: equations.BadInput, want: []string{`input "m"`, "a number", "matrix"}},
		{name: "out of range entry", inputs: `{"m": [[1, 1e999]], "words": ["a"]}`, failure: equations.BadInput, want: []string{`input "m"`, "outside the float64 range"}},
		{name: "null word", inputs: `{"m": [[1, 2]], "words": ["a", null]}`, failure: equations.BadInput, want: []string{`input "words"`, "entry 2 is null"}},
		{name: "number word", inputs: `{"m": [[1, 2]], "words": ["a", 1]}`, failure: equations.BadInput, want: []string{`input "words"`, "list of strings"}},
		{name: "string for words", inputs: `{"m": [[1, 2]], "words": "a b"}`, failure: equations.BadInput, want: []string{`input "words"`, "a string"}},
		{name: "no words", inputs: `{"m": [[1, 2]], "words": []}`, failure: equations.BadInput, want: []string{`input "words"`, "0 strings"}},
		{name: "word null text", inputs: `{"m": [[1, 2]], "words": ["null"]}`, output: `{"sum": 3, "words": 1, "flag": false, "table": 2}`},
		{name: "flag", inputs: `{"m": [[1, 2]], "words": ["a"], "flag": true}`, output: `{"sum": 3, "words": 1, "flag": true, "table": 2}`},
		{name: "flag as number", inputs: `{"m": [[1, 2]], "words": ["a"], "flag": 1}`, failure: equations.BadInput, want: []string{`input "flag"`, "a number", "true or false"}},
		{name: "flag as string", inputs: `{"m": [[1, 2]], "words": ["a"], "flag": "true"}`, failure: equations.BadInput, want: []string{`input "flag"`, "a string"}},
		{name: "table", inputs: `{"m": [[1, 2]], "words": ["a"], "table": {"k":[1,2]} }`, output: `{"sum": 3, "words": 1, "flag": false, "table": 11}`}, // the raw text, trimmed
	} {
		line := `{"id": "kinds", "inputs": ` + test.inputs + `}`
		resp, failure := reg.Do([]byte(line))
		if failure != test.failure {
			t.Errorf("%s: Do(%s): failure %d, want %d (error %q, output %s)", test.name, line, failure, test.failure, resp.Error, resp.Output)
			continue
		}
		for _, w := range test.want {
			if !strings.Contains(resp.Error, w) {
				t.Errorf("%s: Do(%s): error %q does not contain %q", test.name, line, resp.Error, w)
			}
		}
		if failure == equations.OK {
			if err := sameJSON(resp.Output, []byte(test.output), 0); err != nil {
				t.Errorf("%s: Do(%s) = %s, want %s: %v", test.name, line, resp.Output, test.output, err)
			}
		}
	}
}
