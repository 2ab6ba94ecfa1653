package equations_test

import (
	"encoding/json"
	"fmt"
	"math"
	"os/exec"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/conform"
)

// numericsSpec is the catalogue's spec of id, which must have a numerics
// panel.
func numericsSpec(t *testing.T, id string) *equations.Spec {
	t.Helper()
	s, ok := equations.Catalogue().Lookup(id)
	if !ok || s.Numerics == nil {
		t.Fatalf("%s has no numerics panel", id)
	}
	return s
}

// TestPartings checks where the printed formulas part from eqx's, at the
// defaults, against where float64 and float32 must overflow or underflow:
// e^x overflows above ln(max float) (math.MaxFloat64, math.MaxFloat32),
// and float32 rounds to 0 below 2⁻¹⁵⁰.
func TestPartings(t *testing.T) {
	ln64, ln32 := math.Log(math.MaxFloat64), math.Log(math.MaxFloat32)
	tests := []struct {
		id, form string
		bits     int
		at       float64 // where they must part; NaN: they must not
		tol      float64 // relative
	}{
		{"sigmoid", "as printed", 64, -ln64, 1e-12},
		{"sigmoid", "as printed", 32, -ln32, 1e-6},
		{"softmax", "as printed", 64, ln64 / 3, 1e-12}, // z = (1, 2, 3)·c
		{"softmax", "as printed", 32, ln32 / 3, 1e-6},
		{"entropy", "as printed", 64, 0, 0},
		{"entropy", "as printed", 32, math.Ldexp(1, -150), 1e-6},
		// The data (2 … 9 plus an offset) are integers: their squares and
		// sums are exact in float64 until the squares pass 2⁵³, at an
		// offset of √2⁵³ ≈ 9.49·10⁷, where the one-pass shortcut parts
		// (checked below); the two-pass form only where the data
		// themselves round, past 2⁵³ ≈ 9.0·10¹⁵.
		{"variance", "as printed", 64, math.Ldexp(1, 53), 0},
		{"variance", "the one-pass", 64, 0, 0},
	}
	for _, tt := range tests {
		s := numericsSpec(t, tt.id)
		var p *equations.Parting
		parts := s.Numerics.Partings(s.Defaults())
		for i := range parts {
			if strings.HasPrefix(parts[i].Form, tt.form) && parts[i].Bits == tt.bits {
				p = &parts[i]
			}
		}
		if p == nil {
			t.Errorf("%s: no parting of %q in %d bits among %+v", tt.id, tt.form, tt.bits, parts)
			continue
		}
		switch {
		case math.IsNaN(tt.at):
			if p.Found {
				t.Errorf("%s, %s, %d bits: parts at %g (%v vs %v), want never", tt.id, p.Form, tt.bits, p.At, p.Got, p.Stable)
			}
		case tt.id == "variance":
			lo, hi := math.Sqrt(math.Ldexp(1, 53)), 1e9
			if strings.HasPrefix(tt.form, "as printed") {
				lo, hi = math.Ldexp(1, 53)-9, 1e16
			}
			if !p.Found || p.At < lo || p.At > hi {
				t.Errorf("variance, %s, 64 bits: parts at %g (found %v), want between %g and %g", p.Form, p.At, p.Found, lo, hi)
			}
		case !p.Found || math.Abs(p.At-tt.at) > tt.tol*math.Abs(tt.at):
			t.Errorf("%s, %s, %d bits: parts at %.17g (found %v), want %.17g", tt.id, p.Form, tt.bits, p.At, p.Found, tt.at)
		}
	}
}

// TestPrintedFormsAgainstNumPy evaluates the printed forms (and the
// one-pass variance) in NumPy's float32 and float64, where they overflow,
// underflow and cancel: the same NaN, ±Inf and 0 must come out, and the
// finite values within a few roundings.
func TestPrintedFormsAgainstNumPy(t *testing.T) {
	python := numpyPython(t)
	type numCase struct {
		ID     string         `json:"id"`
		Form   int            `json:"form"` // index into the spec's Forms
		Bits   int            `json:"bits"`
		Inputs map[string]any `json:"inputs"`
	}
	var cases []numCase
	for _, bits := range []int{64, 32} {
		for _, z := range []float64{-800, -745, -709.8, -709.7, -120, -103, -88.8, -88.7, -10, 0, 10, 50, 800} {
			cases = append(cases, numCase{"sigmoid", 0, bits, map[string]any{"z": z}})
		}
		for _, c := range []float64{1, 29.5, 29.6, 236.5, 236.7, 1000, -300} {
			cases = append(cases, numCase{"softmax", 0, bits, map[string]any{"z": []float64{c, 2 * c, 3 * c}, "T": 1.0}})
		}
		cases = append(cases, numCase{"softmax", 0, bits, map[string]any{"z": []float64{-800, -801}, "T": 0.5}})
		for _, p := range [][]float64{{0.5, 0.5, 0}, {0.9, 0.1}, {1e-46, 1 - 1e-46}, {1e-300, 1}} {
			cases = append(cases, numCase{"entropy", 0, bits, map[string]any{"p": p, "base": "2"}})
		}
		for _, off := range []float64{0, 1e4, 1e7, 1e9, 1e12} {
			x := []float64{2, 4, 4, 4, 5, 5, 7, 9}
			for i := range x {
				x[i] += off
			}
			cases = append(cases, numCase{"variance", 0, bits, map[string]any{"x": x, "ddof": 1}})
			cases = append(cases, numCase{"variance", 1, bits, map[string]any{"x": x, "ddof": 0}})
		}
	}
	prog, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(python, "-c", numpyForms, string(prog))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python: %v\n%s", err, out)
	}
	var want [][]any
	if err := json.Unmarshal(out, &want); err != nil || len(want) != len(cases) {
		t.Fatalf("python answered %d values for %d cases (%v): %s", len(want), len(cases), err, out)
	}
	for i, c := range cases {
		s := numericsSpec(t, c.ID)
		body, _ := json.Marshal(c.Inputs)
		var raw map[string]json.RawMessage
		json.Unmarshal(body, &raw)
		in, err := s.Decode(raw)
		if err != nil {
			t.Fatalf("%s %s: %v", c.ID, body, err)
		}
		got := s.Numerics.Forms[c.Form].Eval(in, c.Bits)
		tol := conform.Tolerance{Tol: 1e-13, Relative: true}
		if c.Bits == 32 {
			tol.Tol = 1e-6 // NumPy's float32 exp and log may round differently by an ulp
		}
		gotJSON := make([]any, len(got))
		for k, v := range got {
			gotJSON[k] = jsonFloat(v)
		}
		g, _ := conform.Decode(mustJSON(t, gotJSON))
		w, _ := conform.Decode(mustJSON(t, want[i]))
		if diffs, _ := conform.Compare("output", g, w, tol); len(diffs) > 0 {
			t.Errorf("%s, %s, float%d at %s: %s", c.ID, s.Numerics.Forms[c.Form].Name, c.Bits, body, strings.Join(diffs, "; "))
		}
	}
}

// numpyForms computes the printed forms in NumPy, the precision's own
// arithmetic: every operation on float32 scalars or arrays stays float32.
// Sums are taken in order, as printed, not by NumPy's pairwise sum.
const numpyForms = `
import json, sys
import numpy as np
cases = json.loads(sys.argv[1])
def enc(v):
    v = float(v)
    if v != v: return "NaN"
    if v == float("inf"): return "Infinity"
    if v == float("-inf"): return "-Infinity"
    return v
def seqsum(a, f):
    s = f(0)
    for v in a: s = f(s + v)
    return s
out = []
with np.errstate(all="ignore"):
    for c in cases:
        f = np.float32 if c["bits"] == 32 else np.float64
        i = c["inputs"]
        if c["id"] == "sigmoid":
            z = f(i["z"])
            r = [f(1) / (f(1) + np.exp(-z))]
        elif c["id"] == "softmax":
            z = np.array(i["z"], dtype=f); T = f(i["T"])
            e = np.exp(z / T)
            r = list(e / seqsum(e, f))
        elif c["id"] == "entropy":
            p = np.array(i["p"], dtype=f)
            lb = f(np.log(float(i["base"])))
            h = f(0)
            for v in p: h = f(h - v * (np.log(v) / lb))
            r = [h]
        elif c["id"] == "variance":
            x = np.array(i["x"], dtype=f); n = len(x); d = f(n - i["ddof"])
            if c["form"] == 0:
                mu = seqsum(x, f) / f(n)
                r = [seqsum((x - mu) * (x - mu), f) / d]
            else:
                s = seqsum(x, f); sq = seqsum(x * x, f)
                r = [(sq - s * s / f(n)) / d]
        out.append([enc(v) for v in r])
print(json.dumps(out))
`

// jsonFloat writes a float as eqx's JSON does: NaN and ±Inf as strings.
func jsonFloat(v float64) any {
	switch {
	case math.IsNaN(v):
		return "NaN"
	case math.IsInf(v, 1):
		return "Infinity"
	case math.IsInf(v, -1):
		return "-Infinity"
	}
	return v
}

func mustJSON(t *testing.T, v any) json.RawMessage {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestStableFormsMatchVectors holds eqx's form of each panel, in float64,
// to the reference vectors of its equation.
func TestStableFormsMatchVectors(t *testing.T) {
	vs := append(readVectors(t, publicVectors), readVectors(t, edgeVectors)...)
	checked := 0
	for _, v := range vs {
		s, ok := equations.Catalogue().Lookup(v.ID)
		if !ok || s.Numerics == nil {
			continue
		}
		stable := s.Numerics.Forms[len(s.Numerics.Forms)-1]
		r := conform.Check(v, func(_ string, raw map[string]json.RawMessage) (json.RawMessage, error) {
			in, err := s.Decode(raw)
			if err != nil {
				return nil, err
			}
			if err := s.Validate(in); err != nil {
				return nil, err
			}
			out := stable.Eval(in, 64)
			if out == nil {
				return nil, fmt.Errorf("the form took no output")
			}
			if strings.HasPrefix(strings.TrimSpace(string(v.Expected)), "[") {
				return mustJSON(t, out), nil
			}
			return mustJSON(t, jsonFloat(out[0])), nil
		})
		if r.Err != nil {
			// A vector eqx refuses (an edge case of its domain) is not one
			// the panel shows.
			if _, failure := equations.Catalogue().Eval(equations.Request{ID: v.ID, Inputs: v.Inputs}); failure == equations.OK {
				t.Errorf("%s %s: %v", v.ID, v.Inputs, r.Err)
			}
			continue
		}
		checked++
		for _, d := range r.Diffs {
			t.Errorf("%s %s: eqx's form in the panel: %s", v.ID, v.Inputs, d)
		}
	}
	if checked < 8 {
		t.Errorf("only %d vectors checked the panels' forms", checked)
	}
}
