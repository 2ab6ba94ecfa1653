// Package conform reads reference vectors — inputs of an equation, the
// value an independent implementation gives for them, and how close an
// answer must come — and checks answers against them.
//
// A vector is one JSON line:
//
//	{"id": "softmax", "case": "typical", "inputs": {"z": [1, 2, 3]},
//	 "expected": [0.0900, …], "tolerance": 1e-12, "tol_mode": "abs",
//	 "source": "scipy 1.10.1 special.softmax", "note": "…"}
//
// expected is a number, a list, a nested list, an object whose keys the
// answer must have (it may have more), a string or a boolean. The
// non-finite numbers are the strings "Infinity", "-Infinity" and "NaN".
// The tests of package equations read eqx's vectors with it, and the
// conformance page of each equation (/eq/ID/checks) checks them again in
// the reader's browser.
package conform

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Vector is one reference vector.
type Vector struct {
	ID        string                     `json:"id"`
	Case      string                     `json:"case"` // "typical", "seed" (a source's printed value) or "edge"
	Inputs    map[string]json.RawMessage `json:"inputs"`
	Expected  json.RawMessage            `json:"expected"`
	Tolerance float64                    `json:"tolerance"`
	TolMode   string                     `json:"tol_mode"` // "abs" or "rel"
	Source    string                     `json:"source"`   // where the expected value came from
	Note      string                     `json:"note"`
}

// Tol is the vector's tolerance.
func (v Vector) Tol() Tolerance {
	return Tolerance{Tol: v.Tolerance, Relative: v.TolMode == "rel"}
}

// maxLine bounds a line of vectors: the longest of eqx's is under 2 kB.
const maxLine = 1 << 20

// Parse reads vectors, one JSON object per line; blank lines are skipped.
// An error names the line.
func Parse(r io.Reader) ([]Vector, error) {
	var vs []Vector
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var v Vector
		if err := json.Unmarshal(line, &v); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		switch {
		case v.ID == "":
			return nil, fmt.Errorf("line %d: no id", n)
		case v.TolMode != "abs" && v.TolMode != "rel":
			return nil, fmt.Errorf("line %d: tol_mode %q is neither abs nor rel", n, v.TolMode)
		case !(v.Tolerance >= 0):
			return nil, fmt.Errorf("line %d: tolerance %v is not a number ≥ 0", n, v.Tolerance)
		case len(v.Expected) == 0:
			return nil, fmt.Errorf("line %d: no expected value", n)
		}
		vs = append(vs, v)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return vs, nil
}

// Evaluator answers an equation's inputs with its output as JSON, or says
// why it refused them.
type Evaluator func(id string, inputs map[string]json.RawMessage) (json.RawMessage, error)

// Result is a vector checked: the answer and how it compares.
type Result struct {
	Vector
	Got   json.RawMessage // the answer; nil when the inputs were refused
	Err   error           // why the inputs were refused, or the answer unreadable
	Diffs []string        // each leaf beyond the tolerance; none when it passes
	Worst float64         // the largest |answer − expected| of a numeric leaf; 0 with none
}

// Pass reports whether the answer matched within the tolerance.
func (r Result) Pass() bool { return r.Err == nil && len(r.Diffs) == 0 }

// Check evaluates v with eval and compares the answer with v.Expected.
func Check(v Vector, eval Evaluator) Result {
	r := Result{Vector: v}
	want, err := Decode(v.Expected)
	if err != nil {
		r.Err = fmt.Errorf("expected value: %w", err)
		return r
	}
	r.Got, r.Err = eval(v.ID, v.Inputs)
	if r.Err != nil {
		return r
	}
	got, err := Decode(r.Got)
	if err != nil {
		r.Err = fmt.Errorf("answer: %w", err)
		return r
	}
	r.Diffs, r.Worst = Compare("output", got, want, v.Tol())
	return r
}

// Decode reads JSON with its numbers as json.Number, as Compare takes
// them.
func Decode(msg json.RawMessage) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(msg))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, errors.New("more than one JSON value")
	}
	return v, nil
}
