//go:build !js

package equations_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"go/format"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/conform"
)

// The snippets of "copy as code" must give eqx's numbers when a reader runs
// them. TestSnippets writes each snippet as the program the page copies, at
// the default inputs and at the inputs of every public conformance vector,
// runs all the NumPy programs in one Python process (testdata/snippets.py)
// and all the Go programs as one Go program, and compares what each prints
// with eqx's output and, for a vector, with the vector's expected value.

// snippetCase is one program to run: an equation at some inputs.
type snippetCase struct {
	key  string
	spec *equations.Spec
	in   equations.Inputs
	snip equations.Snippet
	form string  // the numerics panel's form whose program runs; "" for eqx's (Spec.FormProgram)
	out  any     // eqx's output, decoded from its JSON with UseNumber
	vec  *vector // the conformance vector of these inputs, or nil
}

func TestSnippets(t *testing.T) {
	python := numpyPython(t)
	reg := equations.Catalogue()
	cases := snippetCases(t, reg)
	with, computable := 0, 0
	for _, s := range reg.All() {
		if s.Computable() {
			computable++
			if s.Code != nil {
				with++
			} else {
				t.Errorf("%s: no NumPy and Go snippets (Spec.Code): every equation that computes can be copied as code", s.ID)
			}
		}
	}
	line := fmt.Sprintf("snippets: %d of %d computable equations have NumPy and Go snippets; %d programs per language run", with, computable, len(cases))
	t.Log(line)
	fmt.Println(line)

	runPrograms(t, python, cases)
	checkCustomPrograms(t, python)
}

// runPrograms runs the programs of cases in NumPy and in Go, and reports
// each that wrote no result or a result other than its case's.
func runPrograms(t *testing.T, python string, cases []snippetCase) {
	t.Helper()
	for lang, results := range map[equations.Language]map[string]snippetResult{
		equations.NumPy: runNumPy(t, python, cases),
		equations.Go:    runGo(t, cases),
	} {
		for _, c := range cases {
			r, ok := results[c.key]
			if !ok {
				t.Errorf("%s %s: the program wrote no result", lang, c.key)
				continue
			}
			if diffs := checkPrinted(c, r); len(diffs) > 0 {
				if len(diffs) > 3 {
					diffs = append(diffs[:3], fmt.Sprintf("and %d more", len(diffs)-3))
				}
				prog, _ := c.spec.FormProgram(c.form, lang, c.in)
				t.Errorf("%s %s:\n\t%s\n%s", lang, c.key, strings.Join(diffs, "\n\t"), prog)
			}
		}
	}
}

// snippetResult is what one program printed, as JSON values.
type snippetResult struct {
	Key     string  `json:"key"`
	Printed [][]any `json:"printed"`
	Error   string  `json:"error"`
}

// checkPrinted returns what is wrong with a program's result: an error, not
// exactly one value printed, or a value that differs from eqx's output (and
// from the vector's expected value) by more than the snippet's tolerance.
func checkPrinted(c snippetCase, r snippetResult) []string {
	if r.Error != "" {
		return []string{"failed: " + r.Error}
	}
	if len(r.Printed) != 1 || len(r.Printed[0]) != 1 {
		return []string{fmt.Sprintf("printed %.200v, want one value printed once", r.Printed)}
	}
	got := r.Printed[0][0]
	tol := c.snip.Tol
	if tol == 0 {
		tol = 1e-9
	}
	// Relative, but a result that cancels to about 0 (a difference of
	// nearly equal sums) may be 0 in one and 1e-17 in the other.
	rel := conform.Tolerance{Tol: tol, Relative: true, Floor: 1e-14}
	var diffs []string
	for _, d := range compareDiffs("eqx output", c.out, got, rel) {
		diffs = append(diffs, d+" (want: what the snippet printed)")
	}
	if c.vec != nil {
		want := decodeJSON(c.vec.Expected)
		if m, ok := got.(map[string]any); ok {
			if wm, ok := want.(map[string]any); ok {
				for k, v := range m {
					if wv, ok := wm[k]; ok {
						diffs = append(diffs, compareDiffs("vector."+k, v, wv, c.vec.Tol())...)
					}
				}
			}
		} else if _, ok := want.(map[string]any); !ok {
			diffs = append(diffs, compareDiffs("vector", got, want, c.vec.Tol())...)
		}
	}
	return diffs
}

// snippetCases lists every equation that has snippets at its defaults and
// at the inputs of each of its conformance vectors.
func snippetCases(t *testing.T, reg *equations.Registry) []snippetCase {
	t.Helper()
	var cases []snippetCase
	add := func(key string, s *equations.Spec, in equations.Inputs, vec *vector) {
		out, err := s.Evaluate(in)
		if err != nil {
			t.Errorf("%s: eqx fails: %v", key, err)
			return
		}
		b, err := equations.MarshalValue(out)
		if err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		cases = append(cases, snippetCase{key: key, spec: s, in: in, snip: s.Code(in), out: decodeJSON(b), vec: vec})
	}
	for _, s := range reg.All() {
		if s.Code != nil {
			add(s.ID+"/defaults", s, s.Defaults(), nil)
		}
	}
	// Inputs the defaults and the vectors leave out: the tokens fed so far
	// of the recurrences (Step and Play set t).
	for _, x := range []struct {
		id   string
		with map[string]any
	}{
		{"rnn-encoder-state", map[string]any{"t": 2}},
		{"rnn-decoder-state", map[string]any{"t": 1, "g": "relu"}},
	} {
		if s, ok := reg.Lookup(x.id); ok && s.Code != nil {
			in := s.Defaults()
			maps.Copy(in, x.with)
			add(fmt.Sprintf("%s/%v", x.id, x.with), s, in, nil)
		}
	}
	// Each convention at each option a library computes by default
	// (TestLibraryDefaults holds eqx to the library there): the snippet
	// follows the switch, so it reproduces the library's number too.
	for _, s := range reg.All() {
		for i := range s.Params {
			par := &s.Params[i]
			for _, d := range s.LibraryDefaults(par.Name) {
				if d.Documented || s.Code == nil {
					continue
				}
				in := conventionInputs(t, s, par, d)
				add(fmt.Sprintf("%s/%s=%s (%s)", s.ID, par.Name, d.Option, d.Library), s, in, nil)
			}
		}
	}
	vectors := append(readVectors(t, publicVectors), readVectors(t, edgeVectors)...)
	for i := range vectors {
		v := &vectors[i]
		s, ok := reg.Lookup(v.ID)
		if !ok || s.Code == nil {
			continue
		}
		in, err := s.Decode(v.Inputs)
		if err != nil {
			t.Errorf("vector %d (%s): %v", i+1, v.ID, err)
			continue
		}
		add(fmt.Sprintf("%s/vector-%d", v.ID, i+1), s, in, v)
	}
	return cases
}

// compareDiffs is what conform.Compare finds different.
func compareDiffs(path string, got, want any, tol conform.Tolerance) []string {
	diffs, _ := conform.Compare(path, got, want, tol)
	return diffs
}

func decodeJSON(b []byte) any {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return fmt.Sprintf("not JSON: %v", err)
	}
	return v
}

// numpyPython finds a Python with NumPy: $EQX_PYTHON, else Debian's
// /usr/bin/python3 (make numpy installs python3-numpy), else python3.
func numpyPython(t *testing.T) string {
	t.Helper()
	tried := []string{os.Getenv("EQX_PYTHON"), "/usr/bin/python3", "python3"}
	for _, p := range tried {
		if p == "" {
			continue
		}
		if exec.Command(p, "-c", "import numpy").Run() == nil {
			return p
		}
	}
	t.Fatalf("no Python with NumPy (tried $EQX_PYTHON, /usr/bin/python3, python3): run `make numpy`, or set EQX_PYTHON")
	return ""
}

// runNumPy runs every case's NumPy program in one Python process.
func runNumPy(t *testing.T, python string, cases []snippetCase) map[string]snippetResult {
	t.Helper()
	type program struct {
		Key  string `json:"key"`
		Code string `json:"code"`
	}
	var progs []program
	for _, c := range cases {
		code, ok := c.spec.FormProgram(c.form, equations.NumPy, c.in)
		if !ok {
			t.Errorf("numpy %s: no program", c.key)
			continue
		}
		progs = append(progs, program{c.key, code})
	}
	list, err := json.Marshal(progs)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "programs.json")
	if err := os.WriteFile(file, list, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(python, filepath.Join("testdata", "snippets.py"), file)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("testdata/snippets.py: %v", err)
	}
	return readResults(t, out)
}

var (
	goImport = regexp.MustCompile(`^\s+"([^"]+)"$`)
	goMain   = regexp.MustCompile(`(?s)\nfunc main\(\) \{\n(.*)\}\n$`)
)

// runGo builds one Go program of every case's Go program, each as a
// function, and runs it.
func runGo(t *testing.T, cases []snippetCase) map[string]snippetResult {
	t.Helper()
	harness, err := os.ReadFile(filepath.Join("testdata", "snippets_harness.go.txt"))
	if err != nil {
		t.Fatal(err)
	}
	imports := map[string]bool{"encoding/json": true, "fmt": true, "math": true, "os": true, "reflect": true}
	var funcs, calls strings.Builder
	for i, c := range cases {
		prog, ok := c.spec.FormProgram(c.form, equations.Go, c.in)
		if !ok {
			t.Errorf("go %s: no program", c.key)
			continue
		}
		if f, err := format.Source([]byte(prog)); err != nil || string(f) != prog {
			t.Errorf("go %s: the program is not as gofmt writes it (%v):\n%s", c.key, err, prog)
		}
		for _, line := range strings.Split(prog, "\n") {
			if m := goImport.FindStringSubmatch(line); m != nil {
				imports[m[1]] = true
			}
		}
		m := goMain.FindStringSubmatch(prog)
		if m == nil {
			t.Fatalf("go %s: no func main at the end of\n%s", c.key, prog)
		}
		body := strings.NewReplacer("fmt.Println(mat.Formatted(", "emit((", "fmt.Println(", "emit(").Replace(m[1])
		fmt.Fprintf(&funcs, "\n// %s\nfunc snippet%d() {\n%s}\n", c.key, i, body)
		fmt.Fprintf(&calls, "\trun(%q, snippet%d)\n", c.key, i)
	}
	var src strings.Builder
	src.WriteString("package main\n\nimport (\n")
	var paths []string
	for p := range imports {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		fmt.Fprintf(&src, "\t%q\n", p)
	}
	src.WriteString(")\n\n")
	src.Write(harness)
	src.WriteString(funcs.String())
	src.WriteString("\nfunc main() {\n" + calls.String() + "}\n")

	dir := t.TempDir()
	sum, err := os.ReadFile(filepath.Join("..", "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	gomod := "module snippets\n\ngo 1.24\n\nrequire gonum.org/v1/gonum " + gonumVersion(t) + "\n"
	for name, data := range map[string][]byte{"go.mod": []byte(gomod), "go.sum": sum, "main.go": []byte(src.String())} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "run", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("the Go snippets do not build or run: %v\n%s", err, stderr.String())
	}
	return readResults(t, out)
}

// gonumVersion is the version of gonum that eqx requires, from go.mod.
func gonumVersion(t *testing.T) string {
	t.Helper()
	mod, err := os.ReadFile(filepath.Join("..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`gonum\.org/v1/gonum (v\S+)`).FindSubmatch(mod)
	if m == nil {
		t.Fatal("go.mod does not require gonum.org/v1/gonum")
	}
	return string(m[1])
}

func readResults(t *testing.T, out []byte) map[string]snippetResult {
	t.Helper()
	results := map[string]snippetResult{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<26)
	for sc.Scan() {
		var r snippetResult
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.UseNumber()
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("a result line is not JSON: %v: %.200s", err, sc.Text())
		}
		results[r.Key] = r
	}
	return results
}
