//go:build !js

package equations_test

import (
	"fmt"
	"strings"
	"testing"

	"eqx/equations"
)

// TestFormPrograms runs the programs of the "textbook vs stable" forms
// that are not eqx's own (the formula as printed, a shortcut), as the
// page copies them once the panel chooses that form, in NumPy and in Go:
// at the defaults, where the form first parts from eqx's in float64, and
// at the end of the panel's path. Each must print what the form computes
// in float64 there — NaN, 0 and ±Inf included — which TestPartings holds
// to the overflow limits and TestPrintedFormsAgainstNumPy to NumPy.
func TestFormPrograms(t *testing.T) {
	python := numpyPython(t)
	var cases []snippetCase
	for _, s := range equations.Catalogue().All() {
		n := s.Numerics
		if n == nil {
			continue
		}
		def := s.Defaults()
		_, scalar := mustEval(t, s, def).(float64)
		ats := []equations.Inputs{def}
		if vals := n.Path.Values(def); len(vals) > 0 {
			ats = append(ats, n.Path.At(def, vals[len(vals)-1]))
		}
		for _, p := range n.Partings(def) {
			if p.Bits == 64 && p.Found {
				ats = append(ats, n.Path.At(def, p.At))
			}
		}
		for _, f := range n.Forms[:len(n.Forms)-1] {
			if _, ok := s.FormProgram(f.Name, equations.NumPy, def); !ok {
				t.Errorf("%s: the form %q has no program to copy", s.ID, f.Name)
				continue
			}
			for i, at := range ats {
				want := f.Eval(at, 64)
				var v any = want
				if scalar {
					v = want[0]
				}
				b, err := equations.MarshalValue(v)
				if err != nil {
					t.Fatal(err)
				}
				cases = append(cases, snippetCase{
					key:  fmt.Sprintf("%s/%s/%d", s.ID, strings.SplitN(f.Name, ",", 2)[0], i),
					spec: s, in: at, form: f.Name, out: decodeJSON(b),
				})
			}
		}
	}
	t.Logf("%d programs of printed forms and shortcuts, in each language", len(cases))
	if len(cases) < 20 {
		t.Fatalf("only %d programs of printed forms", len(cases))
	}
	runPrograms(t, python, cases)
}

func mustEval(t *testing.T, s *equations.Spec, in equations.Inputs) any {
	t.Helper()
	out, err := s.Evaluate(in)
	if err != nil {
		t.Fatalf("%s: %v", s.ID, err)
	}
	return out
}
