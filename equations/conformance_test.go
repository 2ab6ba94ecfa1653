package equations_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"eqx/equations"
)

// vector is one line of testdata/vectors.jsonl, the public conformance
// vectors (a copy of shared/vectors.jsonl: tests never read outside the
// module), or of testdata/edges.jsonl, eqx's own vectors in the same
// format: inputs at the edges of the domains where eqx was once wrong or
// refused what it should take, each with the independent source of its
// expected value.
type vector struct {
	ID        string                     `json:"id"`
	Case      string                     `json:"case"`
	Inputs    map[string]json.RawMessage `json:"inputs"`
	Expected  json.RawMessage            `json:"expected"`
	Tolerance float64                    `json:"tolerance"`
	TolMode   string                     `json:"tol_mode"`
	Source    string                     `json:"source"`
	Note      string                     `json:"note"`
}

// The files of vectors: the public ones, then eqx's own.
const (
	publicVectors = "vectors.jsonl"
	edgeVectors   = "edges.jsonl"
)

// readVectors reads the vectors of testdata/name.
func readVectors(t *testing.T, name string) []vector {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var vs []vector
	r := bufio.NewReader(f)
	for lineNo := 1; ; lineNo++ {
		line, err := r.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			var v vector
			dec := json.NewDecoder(bytes.NewReader(line))
			dec.UseNumber()
			if derr := dec.Decode(&v); derr != nil {
				t.Fatalf("%s line %d: %v", name, lineNo, derr)
			}
			if v.TolMode != "abs" && v.TolMode != "rel" {
				t.Fatalf("%s line %d: tol_mode %q is neither abs nor rel", name, lineNo, v.TolMode)
			}
			vs = append(vs, v)
		}
		if err != nil {
			break
		}
	}
	if len(vs) == 0 {
		t.Fatalf("no vectors in testdata/%s", name)
	}
	return vs
}

// TestConformance evaluates every public vector whose equation is
// implemented, through the same JSON path as the CLI and the API, and
// compares the output with the expected value within the vector's
// tolerance. Vectors of equations not yet in the catalogue are counted, not
// failed.
func TestConformance(t *testing.T) {
	testVectors(t, publicVectors, "conformance")
}

// TestEdges evaluates eqx's own vectors (testdata/edges.jsonl) as
// TestConformance does the public ones.
func TestEdges(t *testing.T) {
	testVectors(t, edgeVectors, "edges")
}

func testVectors(t *testing.T, file, what string) {
	reg := equations.Catalogue()
	vectors := readVectors(t, file)
	ran, implemented := 0, map[string]bool{}
	var missing []string
	seenMissing := map[string]bool{}
	for i, v := range vectors {
		if _, ok := reg.Lookup(v.ID); !ok {
			if !seenMissing[v.ID] {
				seenMissing[v.ID] = true
				missing = append(missing, v.ID)
			}
			continue
		}
		ran++
		implemented[v.ID] = true
		t.Run(fmt.Sprintf("%s/%d", v.ID, i+1), func(t *testing.T) {
			body, err := json.Marshal(map[string]any{"id": v.ID, "inputs": v.Inputs})
			if err != nil {
				t.Fatal(err)
			}
			resp, failure := reg.Do(body)
			if failure != equations.OK {
				t.Fatalf("%s: failure %d: %s", body, failure, resp.Error)
			}
			var got any
			dec := json.NewDecoder(bytes.NewReader(resp.Output))
			dec.UseNumber()
			if err := dec.Decode(&got); err != nil {
				t.Fatalf("output %s is not JSON: %v", resp.Output, err)
			}
			var want any
			dec = json.NewDecoder(bytes.NewReader(v.Expected))
			dec.UseNumber()
			if err := dec.Decode(&want); err != nil {
				t.Fatalf("expected %s is not JSON: %v", v.Expected, err)
			}
			tol := tolerance{tol: v.Tolerance, relative: v.TolMode == "rel"}
			for _, d := range compare("output", got, want, tol) {
				t.Errorf("%s (%s case; %s): %s", body, v.Case, v.Source, d)
			}
		})
	}
	sort.Strings(missing)
	t.Logf("not implemented yet (%d ids): %s", len(missing), strings.Join(missing, ", "))
	status := "all passed"
	if t.Failed() {
		status = "SOME FAILED"
	}
	line := fmt.Sprintf("%s: %d of %d vectors run (%d ids implemented), %s", what, ran, len(vectors), len(implemented), status)
	t.Log(line)
	// Printed as well, so that the count shows in plain `go test` output.
	fmt.Println(line)
}

// tolerance is how far a numeric leaf may be from its expected value:
// |got − want| ≤ tol, or ≤ tol·|want| when relative, or ≤ floor.
type tolerance struct {
	tol      float64
	relative bool
	floor    float64 // an absolute bound for values that cancel to about 0
}

func (t tolerance) allows(got, want float64) bool {
	bound := t.tol
	if t.relative {
		bound = t.tol * math.Abs(want)
	}
	return math.Abs(got-want) <= max(bound, t.floor)
}

// compare returns the differences between got and want, both decoded with
// UseNumber. Numbers compare within tol whether written as ints or floats;
// the strings "Infinity", "-Infinity" and "NaN" only match themselves; an
// expected object's keys must all be in got, which may have more.
func compare(path string, got, want any, tol tolerance) []string {
	switch w := want.(type) {
	case json.Number:
		g, ok := got.(json.Number)
		if !ok {
			return []string{fmt.Sprintf("%s = %s, want the number %s", path, show(got), w)}
		}
		gf, err1 := g.Float64()
		wf, err2 := w.Float64()
		if err1 != nil || err2 != nil {
			return []string{fmt.Sprintf("%s: cannot read %s or %s as float64", path, g, w)}
		}
		if !tol.allows(gf, wf) {
			return []string{fmt.Sprintf("%s = %s, want %s (difference %.3g, tolerance %g%s)", path, g, w, math.Abs(gf-wf), tol.tol, map[bool]string{true: " relative"}[tol.relative])}
		}
	case string:
		if g, ok := got.(string); !ok || g != w {
			return []string{fmt.Sprintf("%s = %s, want %q", path, show(got), w)}
		}
	case bool:
		if g, ok := got.(bool); !ok || g != w {
			return []string{fmt.Sprintf("%s = %s, want %v", path, show(got), w)}
		}
	case nil:
		if got != nil {
			return []string{fmt.Sprintf("%s = %s, want null", path, show(got))}
		}
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return []string{fmt.Sprintf("%s = %s, want a list of %d", path, show(got), len(w))}
		}
		var diffs []string
		for i := range w {
			diffs = append(diffs, compare(fmt.Sprintf("%s[%d]", path, i), g[i], w[i], tol)...)
		}
		return diffs
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return []string{fmt.Sprintf("%s = %s, want an object", path, show(got))}
		}
		keys := make([]string, 0, len(w))
		for k := range w {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var diffs []string
		for _, k := range keys {
			gv, ok := g[k]
			if !ok {
				diffs = append(diffs, fmt.Sprintf("%s has no key %q", path, k))
				continue
			}
			diffs = append(diffs, compare(path+"."+k, gv, w[k], tol)...)
		}
		return diffs
	default:
		return []string{fmt.Sprintf("%s: unexpected expected value %v", path, want)}
	}
	return nil
}

// show writes a decoded value for a failure message, cut short.
func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	if len(b) > 200 {
		return string(b[:200]) + "…"
	}
	return string(b)
}

// TestCompare checks the comparison itself, since a comparison that always
// agrees would make the conformance test pass vacuously.
func TestCompare(t *testing.T) {
	dec := func(s string) any {
		d := json.NewDecoder(strings.NewReader(s))
		d.UseNumber()
		var v any
		if err := d.Decode(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	abs := tolerance{tol: 1e-9}
	tests := []struct {
		got, want string
		tol       tolerance
		ok        bool
	}{
		{`1`, `1.0`, tolerance{}, true},
		{`0.5`, `0.5000000001`, abs, true},
		{`0.5`, `0.50001`, abs, false},
		{`-0.004049694094890281`, `-0.00404969409489028`, tolerance{tol: 1e-12, relative: true}, true},
		{`-0.00405`, `-0.00404969409489028`, tolerance{tol: 1e-12, relative: true}, false},
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
		{`{"a": [1, "NaN"]}`, `{"a": [1, "NaN"]}`, abs, true},
	}
	for _, tt := range tests {
		diffs := compare("output", dec(tt.got), dec(tt.want), tt.tol)
		if ok := len(diffs) == 0; ok != tt.ok {
			t.Errorf("compare(%s, %s, %+v) = %v, want match %v", tt.got, tt.want, tt.tol, diffs, tt.ok)
		}
	}
}
