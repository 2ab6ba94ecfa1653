//go:build !(js && wasm)

package main

import (
	"bufio"
	"encoding/json"
	"io"

	"eqx/equations"
)

// workedLine is one line of `eqx list -worked`: the worked example of an
// equation at one set of inputs.
type workedLine struct {
	ID     string   `json:"id"`
	Case   string   `json:"case"`
	Worked []string `json:"worked"`
}

// workedCases returns the inputs a page shows first: the defaults, each
// parameter's example, the examples of an alternative form together, and
// each option of a choice; with a name for each.
func workedCases(s *equations.Spec) (names []string, inputs []equations.Inputs) {
	add := func(name string, in equations.Inputs) {
		names, inputs = append(names, name), append(inputs, in)
	}
	add("defaults", s.Defaults())
	alt, hasAlt := s.Defaults(), false
	for _, p := range s.Params {
		if p.Example == nil {
			continue
		}
		ex := equations.Inputs{p.Name: p.Example}.Clone()[p.Name]
		in := s.Defaults()
		in[p.Name] = ex
		add("example of "+p.Name, in)
		if p.Default == nil {
			alt[p.Name], hasAlt = ex, true
		}
	}
	if hasAlt {
		add("alternative form", alt)
	}
	for _, p := range s.Params {
		for _, o := range p.Options {
			in := s.Defaults()
			in[p.Name] = o
			add(p.Name+" = "+o, in)
		}
	}
	return names, inputs
}

// writeWorked prints the worked examples of every equation that has them,
// one JSON object per line, for each case of workedCases that evaluates.
// A case that does not evaluate (an example meant to go with another
// input) has no worked example and is skipped.
func writeWorked(w io.Writer, reg *equations.Registry) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	for _, s := range reg.All() {
		if s.Worked == nil {
			continue
		}
		names, inputs := workedCases(s)
		for i, in := range inputs {
			if s.Validate(in) != nil {
				continue
			}
			out, err := s.Evaluate(in)
			if err != nil {
				continue
			}
			if err := enc.Encode(workedLine{ID: s.ID, Case: names[i], Worked: s.Worked(in, out)}); err != nil {
				return err
			}
		}
	}
	return bw.Flush()
}
