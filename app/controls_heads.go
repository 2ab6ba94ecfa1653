package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/session"
)

// An Object input with the Matrices hint (the per-head projections W_i^Q,
// W_i^K, W_i^V of multi-head attention) is a list of matrices of one shape.
// It is edited like a Matrix, one matrix at a time: tabs "head 1 … head h"
// above the grid of the shown head, a slider and a number box per cell,
// buttons for the number of heads and their shape, and the JSON text under
// a disclosure for pasting. Every edit writes the whole list back as JSON
// through try, the path of every input: the URL, local storage, messages
// and the refusal of bad values work as for the others.
//
// What a student expects, and so what the editor does:
//   - The tabs of all inputs with the same hint move together: head i is
//     W_i^Q, W_i^K and W_i^V at once (the formula's head_i), so picking
//     head 2 anywhere shows the three matrices that make head 2.
//   - "+ head" and "− head" add or remove a head in each of them, since h
//     is one number of the formula; a new head copies the last one, so the
//     result changes only through the concatenation, and it is shown. The
//     output projection W^O is the student's own matrix and is not
//     rewritten: when its h·d_v rows no longer fit (or h no longer divides
//     d_model), the result says so, naming the input to change.
//   - Rows and columns change in every head of one input (all heads share
//     a shape), a new row or column copying the last, as in a matrix grid.
//     Other inputs are not changed for it either; the result names the one
//     that no longer fits.

// matricesControl is the editor of the Matrices input par.
func (p *equationPage) matricesControl(par *equations.Param) app.UI {
	var editor app.UI
	// Validate has made sure the value decodes; a value that does not
	// (never expected) leaves only the JSON box.
	if ms, err := equations.DecodeMatrices(par.Name, par.Items(), p.In.Object(par.Name)); err == nil {
		editor = p.matricesEditor(par, ms)
	}
	// Each part sits in an element that is always there: go-app matches
	// children by position, and a shifted disclosure would be a new one,
	// closed, losing what is being pasted into it.
	return app.Div().Class("matrices").Body(
		app.Div().Class("slot").Body(editor),
		app.Details().Class("paste").Body(
			app.Summary().Text("Edit "+par.Name+" as JSON"),
			p.jsonBox(par),
		),
		app.Div().Class("slot").Body(p.errorFor(par.Name)),
	)
}

// matricesEditor is the tabs, the grid of the shown matrix and the
// buttons of the Matrices input par holding ms.
func (p *equationPage) matricesEditor(par *equations.Param, ms [][][]float64) app.UI {
	k := p.shownMatrix(par, len(ms))
	item := par.Items()
	tabs := make([]app.UI, len(ms))
	for t := range ms {
		name := "Show " + item + " " + strconv.Itoa(t+1) + " of " + par.Name
		tabs[t] = p.click(app.Button().Type("button").Role("tab").Class("matrix-tab").
			Aria("selected", t == k).Aria("label", name).Text(item+" "+strconv.Itoa(t+1)),
			name, func() { p.shown[par.Items()] = t })
	}
	m := ms[k]
	sliders := len(m) <= maxSliderSide && len(m[0]) <= maxSliderSide
	rows := p.cellRows(par, m, sliders, func(i, j int) string { return session.MatricesKey(par, k, i, j) },
		func(i, j int, x float64) bool { return p.SetMatricesCell(par, k, i, j, x) })
	var errs []app.UI
	for i, row := range m {
		for j := range row {
			errs = append(errs, p.errorFor(session.MatricesKey(par, k, i, j)))
		}
	}
	grid := "matrix-grid"
	if sliders {
		grid += " with-sliders"
	}
	lim := session.MatrixLimits(par)
	button := func(text, label string, disabled bool, f func()) app.UI {
		return p.click(app.Button().Type("button").Text(text).Aria("label", label).Disabled(disabled), label, f)
	}
	// The count of heads sits with the tabs it adds and removes; the shape
	// buttons under the grid, as under a matrix.
	return app.Div().Class("matrix-cells").Body(
		app.Div().Class("matrix-tabs").Body(
			app.Div().Class("tabs").Role("tablist").Aria("label", par.Name+": the "+item+" shown").Body(tabs...),
			app.Div().Class("vector-actions").Body(
				button("+ "+item, "Add a "+item+" to "+par.Name, len(ms) >= session.MaxMatrices,
					func() { p.resizeMatrices(par, +1) }),
				button("− "+item, "Remove the last "+item+" from "+par.Name, len(ms) <= 1,
					func() { p.resizeMatrices(par, -1) }),
			),
		),
		app.Div().Class("matrix-scroll").Role("tabpanel").Aria("label", par.Name+" "+item+" "+strconv.Itoa(k+1)).Body(
			app.Table().Class(grid).Body(app.TBody().Body(rows...))),
		app.Div().Class("vector-actions").Body(
			button("+ row", "Add a row to each "+item+" of "+par.Name, len(m) >= lim.MaxRows,
				func() { p.ReshapeMatrices(par, 1, 0) }),
			button("− row", "Remove the last row from each "+item+" of "+par.Name, len(m) <= lim.MinRows,
				func() { p.ReshapeMatrices(par, -1, 0) }),
			button("+ column", "Add a column to each "+item+" of "+par.Name, len(m[0]) >= lim.MaxCols,
				func() { p.ReshapeMatrices(par, 0, 1) }),
			button("− column", "Remove the last column from each "+item+" of "+par.Name, len(m[0]) <= lim.MinCols,
				func() { p.ReshapeMatrices(par, 0, -1) }),
			app.Span().Class("sum-note").Text(countOf(len(ms), item)+", each "+strconv.Itoa(len(m))+" × "+strconv.Itoa(len(m[0]))),
		),
		app.Div().Body(errs...),
	)
}

// countOf writes "1 head" or "3 heads".
func countOf(n int, item string) string {
	if n == 1 {
		return "1 " + item
	}
	return strconv.Itoa(n) + " " + item + "s"
}

// shownMatrix is the index of the matrix shown of the Matrices input par
// holding n: the one picked last in its group, within range.
func (p *equationPage) shownMatrix(par *equations.Param, n int) int {
	if p.shown == nil {
		p.shown = map[string]int{}
	}
	k := min(max(p.shown[par.Items()], 0), n-1)
	p.shown[par.Items()] = k
	return k
}

// matricesText writes a list of matrices as the JSON box shows it: one
// matrix a line, each line the compact JSON of one matrix.
func matricesText(ms [][][]float64) string {
	lines := make([]string, len(ms))
	for k, m := range ms {
		one := string(equations.MatricesJSON([][][]float64{m}))
		lines[k] = "  " + one[1:len(one)-1]
	}
	return "[\n" + strings.Join(lines, ",\n") + "\n]"
}

// resizeMatrices adds (+1) or removes (−1) the last matrix of every input
// of par's group, and shows the new one.
func (p *equationPage) resizeMatrices(par *equations.Param, delta int) {
	if n, ok := p.ResizeMatrices(par, delta); ok && delta > 0 {
		p.shown[par.Items()] = n - 1
	}
}
