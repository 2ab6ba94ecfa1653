package app

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// result renders the live result region: the first role="status" element
// of the page, so screen readers announce each new value.
func (p *equationPage) result() app.UI {
	region := app.Div().ID("result").Class("result").Role("status").Aria("live", "polite")
	if !p.spec.Computable() {
		return region.Class("concept").Body(app.P().Text(
			"A concept: this equation states a principle rather than a number to compute. The related equations below make it concrete."))
	}
	if p.outErr != "" {
		return region.Body(
			p.label.UI(),
			app.P().Class("result-error").Text(p.outErr),
		)
	}
	if m, ok := p.out.(map[string]any); ok {
		// A result with several parts (U, Σ and Vᵀ; a prediction and its
		// probabilities) reads best one part per line.
		keys := sortedKeys(m)
		rows := make([]app.UI, 0, 2*len(keys))
		for _, k := range keys {
			rows = append(rows,
				app.Dt().Text(k),
				app.Dd().Body(app.Output().Class("value").Title(exact(m[k])).Text(display(m[k]))),
			)
		}
		return region.Class("result parts").Body(p.label.UI(), app.Dl().Body(rows...))
	}
	return region.Body(
		p.label.UI(),
		app.Span().Class("equals").Text(" = "),
		app.Output().Class("value").Title(exact(p.out)).Text(display(p.out)),
	)
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

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
