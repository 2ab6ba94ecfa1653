//go:build !js

package equations_test

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"

	"eqx/internal/conform"
)

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
		for _, p1 := range []float64{0.9, 1 - 1e-7, 1 - 1e-8, 1} {
			cases = append(cases, numCase{"binary-cross-entropy", 0, bits, map[string]any{"y": []float64{1, 0, 1}, "p": []float64{p1, 0.2, 1e-30}, "reduction": "mean"}})
		}
		for _, off := range []float64{0, 1e4, 1e7, 1e9, 1e12} {
			x := []float64{2, 4, 4, 4, 5, 5, 7, 9}
			for i := range x {
				x[i] += off
			}
			cases = append(cases, numCase{"variance", 0, bits, map[string]any{"x": x, "ddof": 1}})
			cases = append(cases, numCase{"variance", 1, bits, map[string]any{"x": x, "ddof": 0}})
		}
		// Forty standard deviations out as σ shrinks past the partings
		// (5.9·10⁻²⁵ in float64, 6.6·10⁻²⁵ in float32), and along the tail.
		for _, sigma := range []float64{1, 1e-20, 1e-24, 7e-25, 6e-25, 1e-30, 1e-200, 1e-300} {
			cases = append(cases, numCase{"gaussian-pdf", 0, bits, map[string]any{"x": 40 * sigma, "mu": 0.0, "sigma": sigma}})
		}
		for _, x := range []float64{1, 13, 14, 37.5, 38.6, 40} {
			cases = append(cases, numCase{"gaussian-pdf", 0, bits, map[string]any{"x": x, "mu": 0.0, "sigma": 1.0}})
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
		g, _ := conform.Decode(mustJSON(t, got))
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
        elif c["id"] == "binary-cross-entropy":
            y = np.array(i["y"], dtype=f); p = np.array(i["p"], dtype=f)
            r = [-seqsum(y * np.log(p) + (f(1) - y) * np.log(f(1) - p), f) / f(len(y))]
        elif c["id"] == "gaussian-pdf":
            x = f(i["x"]); mu = f(i["mu"]); s = f(i["sigma"]); d = x - mu
            r = [f(1) / (s * f(np.sqrt(2 * np.pi))) * np.exp(-(d * d) / (f(2) * s * s))]
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
