//go:build !(js && wasm)

package main

import (
	"bufio"
	"encoding/json"
	"strings"
	"testing"
)

// TestListWorked checks `eqx list -worked`: JSON lines of id, case and
// worked lines, the softmax at its defaults with its exponentials (e¹, e²,
// e³ = 2.71828, 7.38906, 20.0855) and every equation with a worked
// example present at its defaults.
func TestListWorked(t *testing.T) {
	code, out, stderr := runCmd(t, "", "list", "-worked")
	if code != exitOK {
		t.Fatalf("exit status %d; stderr %s", code, stderr)
	}
	defaults := map[string][]string{}
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		var w workedLine
		dec := json.NewDecoder(strings.NewReader(sc.Text()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&w); err != nil {
			t.Fatalf("line %d is not a worked example: %v", n, err)
		}
		if w.ID == "" || w.Case == "" || len(w.Worked) == 0 {
			t.Errorf("line %d lacks an id, a case or lines: %s", n, sc.Text())
		}
		if w.Case == "defaults" {
			defaults[w.ID] = w.Worked
		}
	}
	if len(defaults) < 66 {
		t.Errorf("%d equations have a worked example at their defaults, want at least 66", len(defaults))
	}
	softmax := strings.Join(defaults["softmax"], "\n")
	if !strings.Contains(softmax, "(2.71828, 7.38906, 20.0855)") {
		t.Errorf("the worked softmax does not show its exponentials:\n%s", softmax)
	}
	if code, _, _ := runCmd(t, "", "list", "-worked", "extra"); code != exitUsage {
		t.Errorf("eqx list -worked extra: exit status %d, want %d", code, exitUsage)
	}
}
