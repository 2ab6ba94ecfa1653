//go:build !(js && wasm)

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/api"
)

// runCmd runs the command line args with stdin and returns the exit
// status, stdout and stderr.
func runCmd(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

type answer struct {
	ID     *string         `json:"id"`
	Output json.RawMessage `json:"output"`
	Error  string          `json:"error"`
}

func answers(t *testing.T, out string) []answer {
	t.Helper()
	var as []answer
	for i, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if line == "" {
			continue
		}
		var a answer
		if err := json.Unmarshal([]byte(line), &a); err != nil {
			t.Fatalf("output line %d is not JSON: %v\n%s", i+1, err, line)
		}
		as = append(as, a)
	}
	return as
}

func TestEval(t *testing.T) {
	lines := []struct {
		in     string
		id     string
		output string // the exact output, or "" for an error
		errHas string
	}{
		{`{"id":"sigmoid","inputs":{"z":0}}`, "sigmoid", `0.5`, ""},
		{`{"id":"nope","inputs":{}}`, "nope", "", `unknown equation id "nope"`},
		{`{"id":"sigmoid","inputs":{}}`, "sigmoid", "", `"z"`},
		{`{"id":"sigmoid","inputs":{"z":"one"}}`, "sigmoid", "", `"z"`},
		{`{"id":"softmax","inputs":{"z":[1,"NaN"]}}`, "softmax", "", `"z"`},
		{`not json at all`, "", "", "line 8:"}, // two blank lines come before
		{`{"id":"sigmoid","inputs":{"z":"-Infinity"}}`, "sigmoid", `0`, ""},
		{`{"id":"relu","inputs":{"z":2.5}}`, "relu", `2.5`, ""},
	}
	var in strings.Builder
	for i, l := range lines {
		in.WriteString(l.in + "\n")
		if i == 0 {
			in.WriteString("\n   \t\n") // blank lines are skipped
		}
	}
	code, out, stderr := runCmd(t, strings.TrimSuffix(in.String(), "\n"), "eval")
	if code != exitUsage {
		t.Errorf("exit status %d, want %d (a line was not JSON); stderr %s", code, exitUsage, stderr)
	}
	as := answers(t, out)
	if len(as) != len(lines) {
		t.Fatalf("%d answers to %d requests:\n%s", len(as), len(lines), out)
	}
	for i, l := range lines {
		a := as[i]
		if l.id != "" && (a.ID == nil || *a.ID != l.id) {
			t.Errorf("answer %d: id not echoed: %+v", i+1, a)
		}
		if l.output != "" {
			if string(a.Output) != l.output || a.Error != "" {
				t.Errorf("answer %d: output %s error %q, want %s", i+1, a.Output, a.Error, l.output)
			}
			continue
		}
		if a.Output != nil || !strings.Contains(a.Error, l.errHas) {
			t.Errorf("answer %d: %+v, want an error containing %s", i+1, a, l.errHas)
		}
	}
}

func TestEvalExitZeroWhenAllJSON(t *testing.T) {
	in := `{"id":"sigmoid","inputs":{"z":1}}
{"id":"nope","inputs":{}}
{"id":"sigmoid","inputs":{"z":true}}
`
	code, out, stderr := runCmd(t, in, "eval")
	if code != exitOK {
		t.Errorf("exit status %d, want 0: bad requests are answered, not fatal; stderr %s", code, stderr)
	}
	if n := len(answers(t, out)); n != 3 {
		t.Errorf("%d answers, want 3", n)
	}
}

func TestEvalLongLine(t *testing.T) {
	const n = 1_000_000
	var in strings.Builder
	in.WriteString(`{"id":"softmax","inputs":{"z":[`)
	for i := 0; i < n; i++ {
		if i > 0 {
			in.WriteByte(',')
		}
		in.WriteString("0")
	}
	in.WriteString("]}}\n")
	code, out, stderr := runCmd(t, in.String(), "eval")
	if code != exitOK {
		t.Fatalf("exit status %d; stderr %s", code, stderr)
	}
	as := answers(t, out)
	if len(as) != 1 || as[0].Error != "" {
		t.Fatalf("want one answer without error, got %d: %.200s", len(as), out)
	}
	var p []float64
	if err := json.Unmarshal(as[0].Output, &p); err != nil || len(p) != n || p[0] != 1.0/n {
		t.Errorf("softmax of %d zeros: %d entries, err %v", n, len(p), err)
	}
}

func TestEvalNonFiniteOutput(t *testing.T) {
	code, out, _ := runCmd(t, `{"id":"relu","inputs":{"z":"Infinity"}}`, "eval")
	if code != exitOK {
		t.Fatalf("exit status %d", code)
	}
	if as := answers(t, out); len(as) != 1 || string(as[0].Output) != `"Infinity"` {
		t.Errorf("relu(Infinity) = %s, want \"Infinity\"", out)
	}
}

func TestList(t *testing.T) {
	reg := equations.Catalogue()
	code, out, stderr := runCmd(t, "", "list")
	if code != exitOK {
		t.Fatalf("exit status %d; stderr %s", code, stderr)
	}
	specs := reg.All()
	sc := bufio.NewScanner(strings.NewReader(out))
	n := 0
	for sc.Scan() {
		var fields map[string]any
		if err := json.Unmarshal(sc.Bytes(), &fields); err != nil {
			t.Fatalf("line %d is not JSON: %v", n+1, err)
		}
		for _, k := range []string{"id", "title", "category", "latex", "computable"} {
			if _, ok := fields[k]; !ok {
				t.Errorf("line %d has no %q", n+1, k)
			}
		}
		var e api.Entry
		json.Unmarshal(sc.Bytes(), &e)
		if n < len(specs) {
			s := specs[n]
			if e.ID != s.ID || e.Title != s.Title || e.LaTeX != s.LaTeX || e.Computable != s.Computable() {
				t.Errorf("line %d = %+v, want spec %s", n+1, e, s.ID)
			}
		}
		n++
	}
	if n != len(specs) {
		t.Errorf("%d lines, want one per spec (%d)", n, len(specs))
	}
	// Every equation the conformance vectors exercise today is computable.
	for _, id := range []string{"sigmoid", "softmax", "kl-divergence", "f1-score"} {
		if s, ok := reg.Lookup(id); !ok || !s.Computable() {
			t.Errorf("%s is missing or not computable", id)
		}
	}
	if !strings.Contains(out, `"computable":true`) {
		t.Error("no computable equation listed")
	}
}

func TestUsage(t *testing.T) {
	tests := [][]string{nil, {"frobnicate"}, {"list", "extra"}, {"eval", "-nope"}, {"static"}}
	for _, args := range tests {
		code, _, stderr := runCmd(t, "", args...)
		if code != exitUsage {
			t.Errorf("eqx %v: exit status %d, want %d", args, code, exitUsage)
		}
		if !strings.Contains(stderr, "usage") {
			t.Errorf("eqx %v: stderr has no usage: %q", args, stderr)
		}
	}
	if code, out, _ := runCmd(t, "", "help"); code != exitOK || !strings.Contains(out, "usage") {
		t.Errorf("eqx help: %d %q", code, out)
	}
}
