//go:build !(js && wasm)

package equations

import "strings"

// InputsInWords writes the inputs as a reader would say them, in the
// order of the spec's parameters: "z = 1, 2, 3; T = 1". A value longer
// than max runes (a pasted table) is shortened with an ellipsis, and
// one that has no text form is left out. It is for the server's link
// previews, which crawlers read without running the page.
func (s *Spec) InputsInWords(in Inputs, max int) string {
	var parts []string
	for i := range s.Params {
		p := &s.Params[i]
		v, ok := in[p.Name]
		if !ok {
			continue
		}
		text, ok := queryValue(p, v)
		if !ok {
			continue
		}
		text = strings.ReplaceAll(strings.ReplaceAll(text, ",", ", "), ";", "; ")
		if r := []rune(text); len(r) > max {
			text = strings.TrimRight(string(r[:max-1]), ", ;") + "…"
		}
		parts = append(parts, p.Name+" = "+text)
	}
	return strings.Join(parts, "; ")
}
