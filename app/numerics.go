package app

import (
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// The "textbook vs stable" panel of an equation whose formula as printed
// fails in floating point (equations.Numerics): the printed formula and
// eqx's form computed at the page's inputs in float64 and in float32, and
// where, moving one input, they part. Closed until opened, and computed
// only then, at rest: nothing of it is on a slider's path.

// numericsPanel is the panel, or nothing for an equation without one.
func (p *equationPage) numericsPanel() app.UI {
	n := p.spec.Numerics
	if n == nil || p.embed || p.Hidden() {
		return nil
	}
	body := []app.UI{app.Summary().Text("Textbook vs stable: where the formula as printed fails in floating point")}
	if p.numericsOpen {
		body = append(body, p.numericsBody(n)...)
	}
	return app.Details().ID("numerics").Class("numerics").Open(p.numericsOpen).
		On("toggle", func(ctx app.Context, e app.Event) {
			p.numericsOpen = ctx.JSSrc().Get("open").Bool()
		}).
		Body(body...)
}

// numericsBody is the open panel: why the printed formula fails, the
// forms at the inputs, and where each parts from eqx's.
func (p *equationPage) numericsBody(n *equations.Numerics) []app.UI {
	rows := make([]app.UI, 0, len(n.Forms))
	for i, f := range n.Forms {
		cells := []app.UI{app.Th().Scope("row").Text(f.Name)}
		for _, bits := range equations.Precisions {
			cells = append(cells, app.Td().Body(app.Code().Text(formatValues(f.Eval(p.In, bits)))))
		}
		tr := app.Tr().Body(cells...)
		if i == len(n.Forms)-1 {
			tr = tr.Class("stable")
		}
		rows = append(rows, tr)
	}
	var parts []app.UI
	for _, pt := range n.Partings(p.In) {
		where := "float64"
		if pt.Bits == 32 {
			where = "float32"
		}
		text := "never along this path."
		if pt.Found {
			text = "from " + n.Path.Symbol + " = " + formatPoint(pt.At) + ": " + formatValues(pt.Got) + " where eqx gives " + formatValues(pt.Stable) + "."
		}
		parts = append(parts, app.Li().Body(app.Strong().Text(firstUpper(pt.Form)+", in "+where+": "), app.Text(text)))
	}
	return []app.UI{
		app.P().Text(n.Fails),
		app.Div().Class("numerics-scroll").Body(
			app.Table().Class("numerics-table").Body(
				app.Caption().Text("At your inputs"),
				app.THead().Body(app.Tr().Body(
					app.Th().Scope("col").Text("computed"),
					app.Th().Scope("col").Text("float64 (eqx, NumPy)"),
					app.Th().Scope("col").Text("float32 (as on a GPU)"),
				)),
				app.TBody().Body(rows...),
			),
		),
		app.P().Text("Where they part, moving " + n.Path.Label + " (the first value where one is not finite and the other is, or they differ by more than a millionth in float64, a thousandth in float32):"),
		app.Ul().Class("numerics-parts").Body(parts...),
		p.codeChoice(n),
	}
}

// codeChoice chooses the form whose program Copy NumPy and Copy Go copy
// (session.CodeForm): eqx's, or one that fails as the table shows.
func (p *equationPage) codeChoice(n *equations.Numerics) app.UI {
	opts := []app.UI{app.Legend().Text("Copy NumPy and Copy Go, under the figure, copy")}
	for i, f := range n.Forms {
		value := f.Name
		if i == len(n.Forms)-1 {
			value = "" // eqx's own: the spec's program
		}
		if value != "" {
			if _, ok := p.spec.FormProgram(value, equations.NumPy, p.In); !ok {
				continue
			}
		}
		opts = append(opts, app.Label().Body(
			app.Input().Type("radio").Name("code-form").Value(value).Checked(p.CodeForm == value).
				OnChange(p.event(func(app.Context) { p.CodeForm = value })),
			app.Text(" "+f.Name),
		))
	}
	return app.FieldSet().Class("code-form").Body(opts...)
}

// formatValues writes an output: one number, or a list.
func formatValues(v []float64) string {
	if v == nil {
		return "—"
	}
	if len(v) == 1 {
		return formatValue(v[0])
	}
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = formatValue(x)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// formatValue writes a number to 7 significant digits, and ±∞ and NaN
// as a reader writes them.
func formatValue(x float64) string {
	switch {
	case math.IsNaN(x):
		return "NaN"
	case math.IsInf(x, 1):
		return "+∞"
	case math.IsInf(x, -1):
		return "−∞"
	}
	return strings.Replace(strconv.FormatFloat(x, 'g', 7, 64), "-", "−", 1)
}

// formatPoint writes where a form parts, to 10 significant digits: with
// 7, the float32 limit 1 − 2⁻²⁵ of a probability read as 1.
func formatPoint(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return formatValue(x)
	}
	return strings.Replace(strconv.FormatFloat(x, 'g', 10, 64), "-", "−", 1)
}

func firstUpper(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
