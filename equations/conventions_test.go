//go:build !js

package equations_test

import (
	"encoding/json"
	"fmt"
	"math"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"

	"eqx/equations"
)

// TestLibraryDefaults runs each library default of a convention in
// Debian's Python (NumPy 1.24, SciPy 1.10, scikit-learn 1.2) at the
// equation's default inputs, and compares its number with eqx's with the
// convention set to the option the note names.
func TestLibraryDefaults(t *testing.T) {
	python := numpyPython(t)
	type job struct {
		id, param string
		def       equations.LibraryDefault
		want      []float64
	}
	var jobs []job
	var prog strings.Builder
	prog.WriteString("import json, statistics\nimport numpy as np, scipy.stats, scipy.signal, scipy.spatial.distance\nimport sklearn.metrics, sklearn.preprocessing\nout = []\n")
	for _, s := range equations.Catalogue().All() {
		for i := range s.Params {
			par := &s.Params[i]
			for _, d := range s.LibraryDefaults(par.Name) {
				if d.Documented {
					// Not installed here: the option must at least be one.
					if _, err := parseOption(par, d.Option); err != nil {
						t.Errorf("%s: %s's default %s = %q is not a value of it: %v", s.ID, d.Library, par.Name, d.Option, err)
					}
					continue
				}
				in := conventionInputs(t, s, par, d)
				if d.With != "" && !optionsPart(s, par, in) {
					t.Errorf("%s: the options of %s give one value with %s: With does not tell them apart", s.ID, par.Name, d.With)
				}
				out, err := s.Evaluate(in)
				if err != nil {
					t.Fatalf("%s with %s = %s: %v", s.ID, par.Name, d.Option, err)
				}
				jobs = append(jobs, job{s.ID, par.Name, d, flatten(out)})
				prog.WriteString("def f():\n")
				for name, v := range in {
					if lit, ok := pyLiteral(v); ok {
						fmt.Fprintf(&prog, "    %s = %s\n", name, lit)
					}
				}
				fmt.Fprintf(&prog, "    return np.ravel(np.asarray(%s, dtype=float)).tolist()\nout.append(f())\n", d.Call)
			}
		}
	}
	if len(jobs) < 10 {
		t.Fatalf("only %d library defaults", len(jobs))
	}
	prog.WriteString("print(json.dumps(out))\n")
	b, err := exec.Command(python, "-c", prog.String()).CombinedOutput()
	if err != nil {
		t.Fatalf("python: %v\n%s", err, b)
	}
	var got [][]float64
	if err := json.Unmarshal(b, &got); err != nil || len(got) != len(jobs) {
		t.Fatalf("python answered %s (%v)", b, err)
	}
	for i, j := range jobs {
		ok := len(got[i]) == len(j.want)
		for k := 0; ok && k < len(j.want); k++ {
			ok = math.Abs(got[i][k]-j.want[k]) <= 1e-12*math.Max(1, math.Abs(j.want[k]))
		}
		if !ok {
			t.Errorf("%s: %s (%s) gives %v; eqx with %s = %s gives %v", j.id, j.def.Call, j.def.Library, got[i], j.param, j.def.Option, j.want)
		}
	}
}

// pyLiteral writes an input as Python: a number, a NumPy array or a
// string.
func pyLiteral(v any) (string, bool) {
	num := func(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
	row := func(xs []float64) string {
		parts := make([]string, len(xs))
		for i, x := range xs {
			parts[i] = num(x)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	switch x := v.(type) {
	case float64:
		return num(x), true
	case int:
		return strconv.Itoa(x), true
	case string:
		return strconv.Quote(x), true
	case []float64:
		return "np.array(" + row(x) + ", dtype=float)", true
	case [][]float64:
		rows := make([]string, len(x))
		for i, r := range x {
			rows[i] = row(r)
		}
		return "np.array([" + strings.Join(rows, ", ") + "], dtype=float)", true
	}
	return "", false
}

// optionsPart reports whether the options of the choice par give
// different outputs at in.
func optionsPart(s *equations.Spec, par *equations.Param, in equations.Inputs) bool {
	seen := map[string]bool{}
	for _, o := range par.Options {
		at := in.Clone()
		at[par.Name] = o
		out, err := s.Evaluate(at)
		if err != nil {
			return false
		}
		b, _ := equations.MarshalValue(out)
		seen[string(b)] = true
	}
	return len(seen) == len(par.Options)
}

// conventionInputs are the inputs a library default d is checked at: the
// defaults, or d.With, with the convention par set to d.Option.
func conventionInputs(t *testing.T, s *equations.Spec, par *equations.Param, d equations.LibraryDefault) equations.Inputs {
	t.Helper()
	in := s.Defaults()
	if d.With != "" {
		var raw map[string]json.RawMessage
		if err := json.Unmarshal([]byte(d.With), &raw); err != nil {
			t.Fatalf("%s: With: %v", s.ID, err)
		}
		var err error
		if in, err = s.Decode(raw); err != nil {
			t.Fatalf("%s: With: %v", s.ID, err)
		}
	}
	v, err := parseOption(par, d.Option)
	if err != nil {
		t.Fatalf("%s: %s = %q: %v", s.ID, par.Name, d.Option, err)
	}
	in[par.Name] = v
	return in
}

// parseOption reads an option as a link writes it: a number (ddof) or a
// word (a choice), which must be one of the choice's options.
func parseOption(par *equations.Param, option string) (any, error) {
	v, err := par.Parse(option)
	if err != nil {
		v, err = par.Parse(strconv.Quote(option))
	}
	if err == nil && par.Kind == equations.Choice && !slices.Contains(par.Options, v.(string)) {
		err = fmt.Errorf("%q is not one of %q", option, par.Options)
	}
	return v, err
}
