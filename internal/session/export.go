package session

import (
	"encoding/csv"
	"fmt"
	"strings"

	"eqx/equations"
)

// What the page's export bar takes out of eqx, at the session's inputs.

// Substituted is the LaTeX of the worked lines at the current inputs, one
// line each, or why there is none.
func (s *Session) Substituted() (string, string) {
	if s.Spec.Worked == nil {
		return "", "this view has no worked lines"
	}
	if s.Out == nil || s.OutErr != "" {
		return "", "there is no result at these inputs"
	}
	return strings.Join(s.Worked(), "\n"), ""
}

// Program is the computation at the current inputs as a program in lang,
// or why there is none. The inputs are the last valid ones, which are
// those the result shows.
func (s *Session) Program(lang equations.Language) (string, string) {
	if s.Out == nil || s.OutErr != "" {
		return "", "there is no result at these inputs"
	}
	prog, ok := s.Spec.FormProgram(s.CodeForm, lang, s.In)
	if !ok {
		return "", "this equation has no " + string(lang) + " program"
	}
	if len(prog) > maxProgram {
		return "", fmt.Sprintf("the inputs make a program of %.1f MB, too large to paste; the CSV has them", float64(len(prog))/1e6)
	}
	return prog, ""
}

// maxProgram is the longest program copied: past it, the inputs are a
// dataset, better read from a file than pasted as literals.
const maxProgram = 1 << 20

// CSV is the page's inputs and result as CSV: a row per input, then the
// output, each value as eqx's JSON (numbers that read back exactly; lists
// and matrices as JSON arrays).
func (s *Session) CSV() string {
	var b strings.Builder
	w := csv.NewWriter(&b)
	w.Write([]string{"name", "value"})
	for _, par := range s.Spec.Params {
		v, ok := s.In[par.Name]
		if !ok {
			continue
		}
		w.Write([]string{par.Name, jsonText(v)})
	}
	if s.OutErr != "" {
		w.Write([]string{"output", "error: " + s.OutErr})
	} else if s.Out != nil {
		w.Write([]string{"output", jsonText(s.Out)})
	}
	w.Flush()
	return b.String()
}

// jsonText is v as eqx's JSON, or its error.
func jsonText(v any) string {
	b, err := equations.MarshalValue(v)
	if err != nil {
		return "error: " + err.Error()
	}
	return string(b)
}
