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

// maxMatrices is the most matrices the editor offers: the heads' count
// slider goes to 8 as well.
const maxMatrices = 8

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
	rows := p.cellRows(par, m, sliders, func(i, j int) string { return matricesKey(par, k, i, j) },
		func(i, j int, x float64) bool { return p.setMatricesCell(par, k, i, j, x) })
	var errs []app.UI
	for i, row := range m {
		for j := range row {
			errs = append(errs, p.errorFor(matricesKey(par, k, i, j)))
		}
	}
	grid := "matrix-grid"
	if sliders {
		grid += " with-sliders"
	}
	lim := matrixLimits(par)
	button := func(text, label string, disabled bool, f func()) app.UI {
		return p.click(app.Button().Type("button").Text(text).Aria("label", label).Disabled(disabled), label, f)
	}
	// The count of heads sits with the tabs it adds and removes; the shape
	// buttons under the grid, as under a matrix.
	return app.Div().Class("matrix-cells").Body(
		app.Div().Class("matrix-tabs").Body(
			app.Div().Class("tabs").Role("tablist").Aria("label", par.Name+": the "+item+" shown").Body(tabs...),
			app.Div().Class("vector-actions").Body(
				button("+ "+item, "Add a "+item+" to "+par.Name, len(ms) >= maxMatrices,
					func() { p.resizeMatricesGroup(par, +1) }),
				button("− "+item, "Remove the last "+item+" from "+par.Name, len(ms) <= 1,
					func() { p.resizeMatricesGroup(par, -1) }),
			),
		),
		app.Div().Class("matrix-scroll").Role("tabpanel").Aria("label", par.Name+" "+item+" "+strconv.Itoa(k+1)).Body(
			app.Table().Class(grid).Body(app.TBody().Body(rows...))),
		app.Div().Class("vector-actions").Body(
			button("+ row", "Add a row to each "+item+" of "+par.Name, len(m) >= lim.maxRows,
				func() { p.reshapeMatricesInput(par, 1, 0) }),
			button("− row", "Remove the last row from each "+item+" of "+par.Name, len(m) <= lim.minRows,
				func() { p.reshapeMatricesInput(par, -1, 0) }),
			button("+ column", "Add a column to each "+item+" of "+par.Name, len(m[0]) >= lim.maxCols,
				func() { p.reshapeMatricesInput(par, 0, 1) }),
			button("− column", "Remove the last column from each "+item+" of "+par.Name, len(m[0]) <= lim.minCols,
				func() { p.reshapeMatricesInput(par, 0, -1) }),
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

// matricesKey names the control of row i, column j of matrix k (all from
// 0) of the Matrices input par: "W_Q head 2 1,1". A cell's slider and box
// share it.
func matricesKey(par *equations.Param, k, i, j int) string {
	return par.Name + " " + par.Items() + " " + strconv.Itoa(k+1) + " " + strconv.Itoa(i+1) + "," + strconv.Itoa(j+1)
}

// setMatricesCell sets row i, column j of matrix k of the Matrices input
// par to x.
func (p *equationPage) setMatricesCell(par *equations.Param, k, i, j int, x float64) bool {
	key := matricesKey(par, k, i, j)
	ms, err := equations.DecodeMatrices(par.Name, par.Items(), p.In.Object(par.Name))
	if err != nil {
		p.Errs[key] = err.Error()
		return false
	}
	if !withCell(ms, k, i, j, x) {
		return false
	}
	c := p.In.Clone()
	c[par.Name] = equations.MatricesJSON(ms)
	delete(p.Texts, par.Name) // the JSON box shows the new value
	return p.try(key, c)
}

// resizeMatricesGroup adds (+1) or removes (−1) the last matrix of every
// input with the Matrices hint of par, and shows the new one.
func (p *equationPage) resizeMatricesGroup(par *equations.Param, delta int) {
	c := p.In.Clone()
	n := 0
	for i := range p.spec.Params {
		q := &p.spec.Params[i]
		if q.Kind != equations.Object || q.Items() != par.Items() {
			continue
		}
		ms, err := equations.DecodeMatrices(q.Name, q.Items(), c.Object(q.Name))
		if err != nil {
			p.Errs[par.Name] = err.Error()
			return
		}
		ms = resizeMatrices(ms, delta, maxMatrices)
		n = len(ms)
		c[q.Name] = equations.MatricesJSON(ms)
	}
	p.ClearEdits() // the cells are renumbered
	if p.try(par.Name, c) && delta > 0 {
		p.shown[par.Items()] = n - 1
	}
}

// reshapeMatricesInput adds or removes the last row (dr) or column (dc)
// of every matrix of the Matrices input par.
func (p *equationPage) reshapeMatricesInput(par *equations.Param, dr, dc int) {
	ms, err := equations.DecodeMatrices(par.Name, par.Items(), p.In.Object(par.Name))
	if err != nil {
		p.Errs[par.Name] = err.Error()
		return
	}
	lim := matrixLimits(par)
	c := p.In.Clone()
	c[par.Name] = equations.MatricesJSON(reshapeMatrices(ms, dr, dc, lim))
	p.ClearEdits()
	p.try(par.Name, c)
}

// withCell sets ms[k][i][j] = x, reporting false when there is no such
// cell (the value changed under a stale control).
func withCell(ms [][][]float64, k, i, j int, x float64) bool {
	if k < 0 || k >= len(ms) || i < 0 || i >= len(ms[k]) || j < 0 || j >= len(ms[k][i]) {
		return false
	}
	ms[k][i][j] = x
	return true
}

// resizeMatrices is ms with a copy of its last matrix added (delta > 0,
// up to most) or its last matrix removed (delta < 0, down to one).
func resizeMatrices(ms [][][]float64, delta, most int) [][][]float64 {
	switch {
	case delta > 0 && len(ms) > 0 && len(ms) < most:
		last := ms[len(ms)-1]
		cp := make([][]float64, len(last))
		for i, row := range last {
			cp[i] = append([]float64(nil), row...)
		}
		return append(ms, cp)
	case delta < 0 && len(ms) > 1:
		return ms[:len(ms)-1]
	}
	return ms
}

// reshapeMatrices is ms with a row (dr > 0) or a column (dc > 0) more in
// every matrix, copying the last, or one less (dr, dc < 0), within lim:
// all share the shape of the first, so it decides.
func reshapeMatrices(ms [][][]float64, dr, dc int, lim shapeLimits) [][][]float64 {
	if len(ms) == 0 || len(ms[0]) == 0 {
		return ms
	}
	rows, cols := len(ms[0]), len(ms[0][0])
	if dr > 0 && rows >= lim.maxRows || dr < 0 && rows <= lim.minRows {
		dr = 0
	}
	if dc > 0 && cols >= lim.maxCols || dc < 0 && cols <= lim.minCols {
		dc = 0
	}
	out := make([][][]float64, len(ms))
	for k, m := range ms {
		out[k] = session.ReshapedMatrix(m, dr, dc)
	}
	return out
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
