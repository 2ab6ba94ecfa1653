package app

import (
	"fmt"
	"html"
	"math"
	"sort"
	"strconv"
	"strings"

	"eqx/equations"
)

// resultHTML is the content of the live result region (the first
// role="status" element of the page, so screen readers announce each new
// value): the output's name, "=", and the value to six digits with the
// exact value in its title.
func (p *equationPage) resultHTML() string {
	var b strings.Builder
	if !p.spec.Computable() {
		return `<p class="concept">A concept: this equation states a principle rather than a number to compute. The related equations below make it concrete.</p>`
	}
	b.WriteString(p.label.HTML())
	if p.Hidden() && p.OutErr == "" {
		b.WriteString(`<span class="equals"> = </span><output class="value predict-hidden">?</output>`)
		return b.String()
	}
	if p.OutErr != "" {
		b.WriteString(`<p class="result-error">` + html.EscapeString(p.OutErr) + `</p>`)
		return b.String()
	}
	if m, ok := p.Out.(map[string]any); ok {
		// A result with several parts (U, Σ and Vᵀ; a prediction and its
		// probabilities) reads best one part per line.
		b.WriteString(`<dl class="parts">`)
		for _, k := range sortedKeys(m) {
			b.WriteString(`<dt>` + html.EscapeString(k) + `</dt><dd>` + valueHTML(m[k]) + `</dd>`)
		}
		b.WriteString(`</dl>`)
		return b.String()
	}
	b.WriteString(`<span class="equals"> = </span>` + valueHTML(p.Out))
	return b.String()
}

// valueHTML is one value: six digits shown, the exact JSON in the title.
func valueHTML(v any) string {
	return `<output class="value" title="` + html.EscapeString(exact(v)) + `">` + html.EscapeString(display(v)) + `</output>`
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
