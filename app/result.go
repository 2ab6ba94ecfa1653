package app

import (
	"fmt"
	"html"
	"math"
	"sort"
	"strconv"
	"strings"

	"eqx/equations"
	"eqx/internal/chart"
)

// resultHTML is the content of the live result region (the first
// role="status" element of the page, so screen readers announce each new
// value): the output's name, "=", and the value to six digits with the
// exact value in its title.
//
// A screen reader announces the node that changed, the value, with its
// name before it, and takes the title for its name when it has no other
// (Orca 43 in Chromium said "0.6248064744684293 0.624806" for σ(0.51)).
// So each value is named "σ(z) =", and the announcement is one short
// sentence, "σ(z) = 0.624806"; the typeset name and "=", which the name
// repeats, are hidden from screen readers.
func (p *equationPage) resultHTML() string {
	if !p.spec.Computable() {
		return `<p class="concept">A concept: this equation states a principle rather than a number to compute. The related equations below make it concrete.</p>`
	}
	name := chart.Plain(p.spec.Output)
	seenOnly := `<span aria-hidden="true">` + p.label.HTML() + `<span class="equals"> = </span></span>`
	switch m, parts := p.Out.(map[string]any); {
	case p.Hidden() && p.OutErr == "":
		return seenOnly + `<output class="value predict-hidden" aria-label="` + html.EscapeString(name+": hidden until you reveal your guess") + `">?</output>`
	case p.OutErr != "":
		return p.label.HTML() + `<p class="result-error">` + html.EscapeString(p.OutErr) + `</p>`
	case parts:
		// A result with several parts (U, Σ and Vᵀ; a prediction and its
		// probabilities) reads best one part per line.
		var b strings.Builder
		b.WriteString(p.label.HTML() + `<dl class="parts">`)
		for _, k := range sortedKeys(m) {
			b.WriteString(`<dt>` + html.EscapeString(k) + `</dt><dd>` + valueHTML(k, m[k]) + `</dd>`)
		}
		b.WriteString(`</dl>`)
		return b.String()
	}
	return seenOnly + valueHTML(name, p.Out)
}

// valueHTML is one value named name: six digits shown, the exact JSON in
// the title, and "name =" as its accessible name.
func valueHTML(name string, v any) string {
	shown := display(v)
	return `<output class="value" aria-label="` + html.EscapeString(name+" =") + `" title="` + html.EscapeString(exact(v)) + `">` + html.EscapeString(shown) + `</output>`
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Display is display, for what shows a page's result elsewhere: the
// image of a widget, drawn by the server (cmd/eqx).
func Display(v any) string { return display(v) }

// display formats an output for reading: six significant digits, which is
// what fits on a line and what a reader compares; the exact value is in
// the title.
func display(v any) string {
	switch x := v.(type) {
	case float64:
		return short(x)
	case int:
		return strconv.Itoa(x)
	case bool:
		return strconv.FormatBool(x)
	case []float64:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = short(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case [][]float64:
		rows := make([]string, len(x))
		for i, r := range x {
			rows[i] = display(r)
		}
		return "[" + strings.Join(rows, ", ") + "]"
	case map[string]any:
		keys := sortedKeys(x)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = k + ": " + display(x[k])
		}
		return strings.Join(parts, "; ")
	}
	return fmt.Sprint(v)
}

// short writes six significant digits, and the non-finite values as words.
func short(v float64) string {
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return equations.FormatNumber(v)
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}

// exact is the full-precision JSON form of an output.
func exact(v any) string {
	b, err := equations.MarshalValue(v)
	if err != nil {
		return ""
	}
	return string(b)
}
