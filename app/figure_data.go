package app

import (
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/internal/plot"
)

// Each figure's data is on the page as a table ("Show the data", WCAG
// 1.1.1: a text alternative that gives the numbers, not only the shape),
// and a curve or bars can be heard (web/listen.js: pitch follows y, the
// stereo position x, a rougher tone below zero; the arrow keys walk the
// points one at a time, each announced). Both are painted when the inputs
// rest, never inside a slider's move.

const (
	dataID   = "figure-data"  // the tables, painted
	listenID = "listen-tools" // the Listen buttons, painted
)

// figureTools is the Listen buttons, their status line and the tables
// under the plot.
func (p *equationPage) figureTools() app.UI {
	return app.Div().Class("figure-tools").Body(
		app.Div().ID(listenID).Class("listen-tools").Body(p.prerendered(func() string { return strings.Join(p.listenParts(), "") })),
		app.P().Class("listen-status").Role("status").Aria("live", "polite"),
		app.Details().Class("figure-data").Body(
			app.Summary().Text("Show the data"),
			// It scrolls on its own: a keyboard reaches it to scroll it (WCAG 2.1.1).
			app.Div().ID(dataID).TabIndex(0).Role("group").Aria("label", "The plotted data").
				Body(p.prerendered(func() string { return strings.Join(p.tableParts(), "") })),
		),
	)
}

// tableParts is one table per figure with data.
func (p *equationPage) tableParts() []string {
	if p.Hidden() {
		return []string{hiddenNote("The figure's data are")}
	}
	var parts []string
	for i, t := range p.Tables {
		if len(t.Rows) == 0 {
			continue
		}
		parts = append(parts, tableHTML(i, len(p.Tables), t))
	}
	if len(parts) == 0 {
		return []string{`<p class="sum-note">This figure draws no series of numbers to list.</p>`}
	}
	return parts
}

// listenParts is a Listen button per figure whose data is a curve or
// bars.
func (p *equationPage) listenParts() []string {
	if p.Hidden() {
		return nil
	}
	var parts []string
	for i, t := range p.Tables {
		if t.Kind != plot.LinesTable && t.Kind != plot.BarsTable || len(t.Rows) < 2 {
			continue
		}
		what := "the curve of " + t.Head[1]
		if t.Kind == plot.BarsTable {
			what = "the bars of " + t.Head[1]
		}
		if len(p.Tables) > 1 {
			what += " (figure " + strconv.Itoa(i+1) + ")"
		}
		parts = append(parts, `<button type="button" class="tool listen" data-figure="`+strconv.Itoa(i)+`" aria-pressed="false" `+
			`title="Plays it: pitch follows the value, left to right; Escape stops. Arrow keys step through the points (with a screen reader, in its focus mode).">`+
			`Listen to `+html.EscapeString(what)+`</button>`)
	}
	return parts
}

// tableHTML writes table t of figure i of n.
func tableHTML(i, n int, t plot.Table) string {
	var b strings.Builder
	b.WriteString(`<table class="data-table" data-figure="` + strconv.Itoa(i) + `" data-kind="` + string(t.Kind) + `"><caption>`)
	caption := "The plotted data"
	if n > 1 {
		caption = "Data of figure " + strconv.Itoa(i+1)
	}
	if t.Of != "" {
		caption += ": " + t.Of
	}
	b.WriteString(html.EscapeString(caption) + `</caption><thead><tr>`)
	for _, h := range t.Head {
		b.WriteString(`<th scope="col">` + html.EscapeString(h) + `</th>`)
	}
	b.WriteString(`</tr></thead><tbody>`)
	for _, row := range t.Rows {
		b.WriteString(`<tr>`)
		for _, c := range row {
			b.WriteString(`<td>` + html.EscapeString(c) + `</td>`)
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(`</tbody></table>`)
	return b.String()
}
