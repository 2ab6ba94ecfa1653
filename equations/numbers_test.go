package equations_test

import (
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"

	"eqx/equations"
)

// numbersSpec has two Numbers inputs: x in [-10, 10], and e, which admits
// ±Infinity and, as a list, must match x's length and have two entries.
func numbersSpec() *equations.Spec {
	return &equations.Spec{
		ID: "numbers", Title: "Numbers", Category: "tests", LaTeX: `x`,
		Sources: []equations.Source{{Seed: equations.S0}},
		Params: []equations.Param{
			{Name: "x", Kind: equations.Numbers, Default: 1.0, Min: -10, Max: 10, Step: 0.1,
				Domain: equations.Interval{Lo: -10, Hi: 10}},
			{Name: "e", Kind: equations.Numbers, Default: []float64{0, 1}, Optional: true, Min: -1, Max: 1,
				Domain: equations.ExtendedReal, MinLen: 2, SameLen: "x"},
		},
		Eval: func(in equations.Inputs) (any, error) { return in["x"], nil },
		View: &equations.Curve{X: "x"},
	}
}

func decodeNumbers(t *testing.T, inputs string) (equations.Inputs, error) {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(inputs), &raw); err != nil {
		t.Fatalf("bad test inputs %s: %v", inputs, err)
	}
	return numbersSpec().Decode(raw)
}

func TestDecodeNumbers(t *testing.T) {
	for _, test := range []struct {
		name   string
		inputs string
		x, e   any // the decoded values; e nil: not checked
	}{
		{name: "number", inputs: `{"x": 2.5}`, x: 2.5, e: []float64{0, 1}},
		{name: "integer literal", inputs: `{"x": -3}`, x: -3.0},
		{name: "list", inputs: `{"x": [1, -2.5], "e": [3, 4]}`, x: []float64{1, -2.5}, e: []float64{3, 4}},
		{name: "list of one", inputs: `{"x": [7], "e": 5}`, x: []float64{7}, e: 5.0},
		{name: "number beside a list", inputs: `{"x": 1, "e": [3, 4, 5]}`, x: 1.0, e: []float64{3, 4, 5}},
		{name: "infinity", inputs: `{"x": 1, "e": "Infinity"}`, x: 1.0, e: math.Inf(1)},
		{name: "minus infinity", inputs: `{"x": 1, "e": "-Infinity"}`, x: 1.0, e: math.Inf(-1)},
		{name: "infinite entries", inputs: `{"x": [1, 2], "e": ["-Infinity", "Infinity"]}`, x: []float64{1, 2}, e: []float64{math.Inf(-1), math.Inf(1)}},
		{name: "null optional", inputs: `{"x": 0, "e": null}`, x: 0.0, e: []float64{0, 1}},
		{name: "spaces", inputs: `{"x": [ 1 , 2 ]}`, x: []float64{1, 2}},
	} {
		in, err := decodeNumbers(t, test.inputs)
		if err != nil {
			t.Errorf("%s: Decode(%s): %v", test.name, test.inputs, err)
			continue
		}
		if !reflect.DeepEqual(in["x"], test.x) {
			t.Errorf("%s: x = %#v, want %#v", test.name, in["x"], test.x)
		}
		if test.e != nil && !reflect.DeepEqual(in["e"], test.e) {
			t.Errorf("%s: e = %#v, want %#v", test.name, in["e"], test.e)
		}
	}
}

func TestDecodeNumbersErrors(t *testing.T) {
	for _, test := range []struct {
		name   string
		inputs string
		want   []string
	}{
		{name: "NaN", inputs: `{"x": "NaN"}`, want: []string{`input "x"`, "NaN is not allowed", "a number or a list of numbers in [-10, 10]"}},
		{name: "NaN entry", inputs: `{"x": [1, "NaN"]}`, want: []string{`input "x"`, "entry 2 is NaN"}},
		{name: "NaN where infinities are allowed", inputs: `{"x": 1, "e": "NaN"}`, want: []string{`input "e"`, "NaN is not allowed"}},
		{name: "null", inputs: `{"x": null}`, want: []string{`input "x"`, "missing", "a number or a list of numbers"}},
		{name: "missing", inputs: `{}`, want: []string{`input "x"`, "missing"}},
		{name: "null entry", inputs: `{"x": [1, null]}`, want: []string{`input "x"`, "entry 2", "null"}},
		{name: "out of domain", inputs: `{"x": 11}`, want: []string{`input "x"`, "11 is outside [-10, 10]"}},
		{name: "out of domain entry", inputs: `{"x": [1, 2, -12]}`, want: []string{`input "x"`, "entry 3 = -12 is outside [-10, 10]"}},
		{name: "infinity outside an open domain", inputs: `{"x": "Infinity"}`, want: []string{`input "x"`, "Infinity is outside"}},
		{name: "empty list", inputs: `{"x": []}`, want: []string{`input "x"`, "0 entries", "at least 1"}},
		{name: "list too short", inputs: `{"x": [1], "e": [1]}`, want: []string{`input "e"`, "1 entries", "at least 2"}},
		{name: "lengths differ", inputs: `{"x": [1, 2], "e": [1, 2, 3]}`, want: []string{`input "e"`, "3 entries but x has 2"}},
		{name: "string", inputs: `{"x": "one"}`, want: []string{`input "x"`, `the string "one"`, "a number or a list of numbers"}},
		{name: "object", inputs: `{"x": {"v": 1}}`, want: []string{`input "x"`, "an object", "a number or a list of numbers"}},
		{name: "bool", inputs: `{"x": true}`, want: []string{`input "x"`, "a boolean", "a number or a list of numbers"}},
		{name: "string entry", inputs: `{"x": [1, "two"]}`, want: []string{`input "x"`, "entry 2", `"two"`}},
		{name: "nested list", inputs: `{"x": [[1, 2]]}`, want: []string{`input "x"`, "entry 1", "a list"}},
		{name: "too large", inputs: `{"x": 1e999}`, want: []string{`input "x"`, "outside the float64 range"}},
	} {
		_, err := decodeNumbers(t, test.inputs)
		if err == nil {
			t.Errorf("%s: Decode(%s) succeeded, want an error", test.name, test.inputs)
			continue
		}
		var ie *equations.InputError
		if !errors.As(err, &ie) {
			t.Errorf("%s: error %v (%T) is not an *InputError", test.name, err, err)
		}
		for _, w := range test.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q does not contain %q", test.name, err, w)
			}
		}
	}
}

func TestValidateNumbersWrongType(t *testing.T) {
	s := numbersSpec()
	for _, v := range []any{1, "1", [][]float64{{1}}, json.RawMessage(`1`), nil} {
		in := s.Defaults()
		in["x"] = v
		err := s.Validate(in)
		if err == nil || !strings.Contains(err.Error(), `input "x"`) || !strings.Contains(err.Error(), "a number or a list of numbers") {
			t.Errorf("Validate with x = %#v: error %v, want one naming x and what it takes", v, err)
		}
	}
}

func TestInputsNumbers(t *testing.T) {
	in := equations.Inputs{"a": 2.0, "b": []float64{1, 2}, "c": "x"}
	if v, scalar := in.Numbers("a"); !scalar || !reflect.DeepEqual(v, []float64{2}) {
		t.Errorf("Numbers(a) = %v, %v; want [2], true", v, scalar)
	}
	if v, scalar := in.Numbers("b"); scalar || !reflect.DeepEqual(v, []float64{1, 2}) {
		t.Errorf("Numbers(b) = %v, %v; want [1 2], false", v, scalar)
	}
	if v, scalar := in.Numbers("c"); scalar || v != nil {
		t.Errorf("Numbers(c) = %v, %v; want nil, false", v, scalar)
	}
	c := in.Clone()
	c.Vector("b")[0] = 9
	if in.Vector("b")[0] != 1 {
		t.Error("Clone shares the list of a Numbers input")
	}
}

func TestNumbersKind(t *testing.T) {
	if got := equations.Numbers.String(); got != "numbers" {
		t.Errorf("Numbers.String() = %q, want numbers", got)
	}
	if got := equations.Object.String(); got != "object" {
		t.Errorf("Object.String() = %q, want object (Numbers must come after it)", got)
	}
}

func TestCheckNumbers(t *testing.T) {
	for _, test := range []struct {
		name    string
		edit    func(*equations.Spec)
		wantErr string
	}{
		{name: "ok", edit: func(*equations.Spec) {}},
		{name: "empty slider", edit: func(s *equations.Spec) { s.Params[0].Max = s.Params[0].Min }, wantErr: "slider range"},
		{name: "empty domain", edit: func(s *equations.Spec) { s.Params[0].Domain = equations.Interval{Lo: 1, Hi: 0} }, wantErr: "domain"},
		{name: "default outside domain", edit: func(s *equations.Spec) { s.Params[0].Default = 20.0 }, wantErr: "outside"},
		{name: "default of the wrong type", edit: func(s *equations.Spec) { s.Params[0].Default = 1 }, wantErr: "a number or a list"},
		{name: "list default", edit: func(s *equations.Spec) { s.Params[0].Default = []float64{1, 2}; s.View = nil }},
		{name: "curve over a list default", edit: func(s *equations.Spec) { s.Params[0].Default = []float64{1, 2} }, wantErr: "curve over"},
		{name: "bars of numbers", edit: func(s *equations.Spec) { s.View = &equations.Bars{Of: "x"} }, wantErr: "bars of"},
		{name: "under an unknown choice", edit: func(s *equations.Spec) {
			s.Params[0].Under = []equations.SliderUnder{{Choice: "model", Option: "a", Min: 0, Max: 1}}
		}, wantErr: "Under"},
		{name: "bits editor on numbers", edit: func(s *equations.Spec) { s.Params[0].Editor = equations.BitString{} }, wantErr: "BitString edits inputs of kind"},
		{name: "covariance editor on numbers", edit: func(s *equations.Spec) { s.Params[0].Editor = equations.Covariance{} }, wantErr: "Covariance edits inputs of kind"},
		{name: "picture editor on numbers", edit: func(s *equations.Spec) { s.Params[0].Editor = equations.Picture{} }, wantErr: "Picture edits inputs of kind"},
	} {
		s := numbersSpec()
		test.edit(s)
		err := s.Check()
		if test.wantErr == "" {
			if err != nil {
				t.Errorf("%s: Check: %v", test.name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), test.wantErr) {
			t.Errorf("%s: Check error %v, want one containing %q", test.name, err, test.wantErr)
		}
	}
}

// TestNumbersEquations checks the equations that take Numbers keep the
// shape: numbers give a number, a list gives a list, and a number beside a
// list stands for every entry.
func TestNumbersEquations(t *testing.T) {
	reg := equations.Catalogue()
	for _, test := range []struct {
		id, inputs string
		output     string // JSON; empty when an error is wanted
		want       []string
	}{
		{id: "vae-reparameterization", inputs: `{"mu": 1, "sigma": 2, "epsilon": 0.5}`, output: `2`},
		{id: "vae-reparameterization", inputs: `{"mu": [0, 1], "sigma": [1, 0.5], "epsilon": [-1, 2]}`, output: `[-1, 2]`},
		{id: "vae-reparameterization", inputs: `{"mu": [0, 1], "sigma": 2, "epsilon": [1, -1]}`, output: `[2, -1]`},
		{id: "vae-reparameterization", inputs: `{"mu": 1, "epsilon": [0, 1]}`, output: `[1, 3]`},
		{id: "vae-reparameterization", inputs: `{"mu": [1], "epsilon": 0.5}`, output: `[2]`},
		{id: "vae-reparameterization", inputs: `{"mu": 1.5, "log_var": 0, "epsilon": -0.3}`, output: `1.2`},
		{id: "vae-reparameterization", inputs: `{"mu": [0, 0], "log_var": [0, 2], "epsilon": 1}`, output: `[1, 2.718281828459045]`},
		{id: "vae-reparameterization", inputs: `{"mu": [0, 1], "epsilon": [1, 2, 3]}`, want: []string{`input "epsilon"`, "3 entries but mu has 2"}},
		{id: "vae-reparameterization", inputs: `{"mu": 0, "sigma": [1, 2], "epsilon": [1, 2, 3]}`, want: []string{`input "epsilon"`, "3 entries but sigma has 2"}},
		{id: "vae-reparameterization", inputs: `{"mu": 0, "sigma": -1, "epsilon": 1}`, want: []string{`input "sigma"`, "-1 is outside [0, ∞)"}},
		{id: "vae-reparameterization", inputs: `{"mu": [0, 0], "sigma": [1, -1], "epsilon": 1}`, want: []string{`input "sigma"`, "entry 2 = -1 is outside"}},
		{id: "vae-reparameterization", inputs: `{"mu": "Infinity", "epsilon": 1}`, want: []string{`input "mu"`, "outside"}},
		{id: "diffusion-forward", inputs: `{"x0": 1, "alpha_bar": 0.5, "epsilon": 1}`, output: `1.414213562373095`},
		{id: "diffusion-forward", inputs: `{"x0": [1, -1], "alpha_bar": 0.5, "epsilon": [0, 2]}`, output: `[0.7071067811865476, 0.7071067811865476]`},
		{id: "diffusion-forward", inputs: `{"x0": 1, "alpha_bar": 1, "epsilon": [0, 2]}`, output: `[1, 1]`},
		{id: "diffusion-forward", inputs: `{"x0": [1, 2], "alpha_bar": 1, "epsilon": [0]}`, want: []string{`input "epsilon"`, "1 entries but x0 has 2"}},
		{id: "hinge-loss", inputs: `{"y": 1, "y_hat": 0.3}`, output: `0.7`},
		{id: "hinge-loss", inputs: `{"y": [1, -1, 1], "y_hat": [0.3, 0.3, 2.0], "reduction": "sum"}`, output: `2`},
		{id: "hinge-loss", inputs: `{"y": 1, "y_hat": [0.5, 2], "reduction": "mean"}`, output: `0.25`},
		{id: "hinge-loss", inputs: `{"y": 0, "y_hat": 1}`, want: []string{"-1 or +1"}},
		{id: "gradient-descent", inputs: `{"theta0": 1, "eta": 0.1, "steps": 1}`, output: `0.8`},
		{id: "gradient-descent", inputs: `{"theta0": [1, -2], "eta": 0.1, "steps": 1}`, output: `[0.8, -1.6]`},
		{id: "gradient-descent", inputs: `{"loss": "(1/2m)||X theta - y||^2", "X": [[1], [2]], "y": [2, 4], "theta0": 2, "eta": 0.1, "steps": 3}`, output: `2`},
		{id: "gradient-descent", inputs: `{"loss": "(1/2m)||X theta - y||^2", "X": [[1, 0], [0, 1]], "y": [1, 1], "theta0": 1, "eta": 0.1, "steps": 3}`, output: `[1, 1]`},
		{id: "gradient-descent", inputs: `{"loss": "(1/2m)||X theta - y||^2", "X": [[1, 0], [0, 1]], "y": [1, 1], "theta0": [1, 1, 1], "eta": 0.1, "steps": 3}`, want: []string{"3 entries"}},
	} {
		body := `{"id": "` + test.id + `", "inputs": ` + test.inputs + `}`
		resp, failure := reg.Do([]byte(body))
		if test.output == "" {
			if failure != equations.BadInput {
				t.Errorf("%s: failure %v (%+v), want BadInput", body, failure, resp)
				continue
			}
			for _, w := range test.want {
				if !strings.Contains(resp.Error, w) {
					t.Errorf("%s: error %q does not contain %q", body, resp.Error, w)
				}
			}
			continue
		}
		if failure != equations.OK {
			t.Errorf("%s: failed: %s", body, resp.Error)
			continue
		}
		var got, want any
		if err := json.Unmarshal(resp.Output, &got); err != nil {
			t.Fatalf("%s: output %s: %v", body, resp.Output, err)
		}
		if err := json.Unmarshal([]byte(test.output), &want); err != nil {
			t.Fatal(err)
		}
		if !closeJSON(got, want) {
			t.Errorf("%s: output %s, want %s", body, resp.Output, test.output)
		}
	}
}

// closeJSON compares decoded JSON numbers and lists of numbers to 1e-12,
// and requires the same shape.
func closeJSON(got, want any) bool {
	switch w := want.(type) {
	case float64:
		g, ok := got.(float64)
		return ok && math.Abs(g-w) <= 1e-12*max(1, math.Abs(w))
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return false
		}
		for i := range w {
			if !closeJSON(g[i], w[i]) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(got, want)
}

// TestNumbersDefaultsScalar checks the migrated equations start with
// numbers, so their pages open on sliders and a curve.
func TestNumbersDefaultsScalar(t *testing.T) {
	reg := equations.Catalogue()
	for _, c := range []struct{ id, param string }{
		{"vae-reparameterization", "mu"}, {"vae-reparameterization", "sigma"}, {"vae-reparameterization", "epsilon"},
		{"diffusion-forward", "x0"}, {"diffusion-forward", "epsilon"},
		{"hinge-loss", "y"}, {"hinge-loss", "y_hat"}, {"gradient-descent", "theta0"},
	} {
		s, ok := reg.Lookup(c.id)
		if !ok {
			t.Errorf("%s is not in the catalogue", c.id)
			continue
		}
		p := s.Param(c.param)
		if p == nil || p.Kind != equations.Numbers {
			t.Errorf("%s: %s is not a Numbers parameter", c.id, c.param)
			continue
		}
		if _, ok := p.Default.(float64); !ok {
			t.Errorf("%s: the default of %s is %#v, want a number", c.id, c.param, p.Default)
		}
		if v, ok := p.Example.(float64); p.Example != nil && (!ok || math.IsNaN(v)) {
			t.Errorf("%s: the example of %s is %#v, want a number", c.id, c.param, p.Example)
		}
	}
}

// TestSliderUnder checks that a Bernoulli model's observations get a 0/1
// slider and a Gaussian's the wide one.
func TestSliderUnder(t *testing.T) {
	spec, _ := equations.Catalogue().Lookup("log-likelihood")
	data := spec.Param("data")
	in := spec.Defaults()
	for model, want := range map[string][3]float64{"bernoulli": {0, 1, 1}, "gaussian": {-3, 3, 0.5}} {
		in["model"] = model
		if lo, hi, step := data.Slider(in); [3]float64{lo, hi, step} != want {
			t.Errorf("%s: data slider [%v, %v] step %v, want %v", model, lo, hi, step, want)
		}
	}
}
