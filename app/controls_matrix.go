package app

import (
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/session"
)

// matrixControl edits a Matrix parameter: a grid of number boxes, one per
// cell, named "A 1,2" for row 1, column 2, with buttons to add and remove
// rows and columns and a box to paste a whole matrix. A small matrix has a
// slider beside each box; an Image is painted (controls_image.go), with
// the grid under a disclosure.
func (p *equationPage) matrixControl(par *equations.Param) app.UI {
	if isEditor[equations.Picture](par) {
		return p.imageControl(par)
	}
	return app.Div().Class("matrix").Body(
		app.Div().Class("slot").Body(p.covarianceControl(par)),
		p.matrixGrid(par, p.cellSliders(par)),
		p.matrixPaste(par),
		p.errorFor(par.Name),
	)
}

// matrixGrid is the grid of number boxes of the matrix par, a slider
// above each box when sliders is set, the buttons that change its shape
// and the messages of its cells.
func (p *equationPage) matrixGrid(par *equations.Param, sliders bool) app.UI {
	m := p.In.Matrix(par.Name)
	rows := p.cellRows(par, m, sliders, func(i, j int) string { return session.CellKey(par, i, j) },
		func(i, j int, x float64) bool { return p.SetCell(par, i, j, x) })
	cols := 0
	if len(m) > 0 {
		cols = len(m[0])
	}
	lim := session.MatrixLimits(par)
	var errs []app.UI
	for _, k := range slices.Sorted(maps.Keys(p.Errs)) {
		if strings.HasPrefix(k, par.Name+" ") && strings.Contains(k, ",") {
			errs = append(errs, p.errorFor(k))
		}
	}
	grid := "matrix-grid"
	if sliders {
		grid += " with-sliders"
	}
	return app.Div().Class("matrix-cells").Body(
		app.Div().Class("matrix-scroll").Body(app.Table().Class(grid).Body(app.TBody().Body(rows...))),
		app.Div().Class("vector-actions").Body(
			app.Button().Type("button").Text("+ row").Aria("label", "Add row to "+par.Name).
				Disabled(len(m) >= lim.MaxRows || !p.CanReshape(par, 1, 0)).OnClick(p.handler(func() { p.Reshape(par, 1, 0) })),
			app.Button().Type("button").Text("− row").Aria("label", "Remove last row from "+par.Name).
				Disabled(len(m) <= lim.MinRows || !p.CanReshape(par, -1, 0)).OnClick(p.handler(func() { p.Reshape(par, -1, 0) })),
			app.Button().Type("button").Text("+ column").Aria("label", "Add column to "+par.Name).
				Disabled(cols >= lim.MaxCols || !p.CanReshape(par, 0, 1)).OnClick(p.handler(func() { p.Reshape(par, 0, 1) })),
			app.Button().Type("button").Text("− column").Aria("label", "Remove last column from "+par.Name).
				Disabled(cols <= lim.MinCols || !p.CanReshape(par, 0, -1)).OnClick(p.handler(func() { p.Reshape(par, 0, -1) })),
			app.Span().Class("sum-note").Text(strconv.Itoa(len(m))+" × "+strconv.Itoa(cols)+" · Alt + arrow keys move between cells"),
		),
		app.Div().Body(errs...),
	)
}

// cellRows is the rows of a grid of m's cells: a number box per cell,
// with a slider above it when sliders is set. key names the control of
// row i, column j (both from 0) and set takes a value typed or slid
// into it.
func (p *equationPage) cellRows(par *equations.Param, m [][]float64, sliders bool,
	key func(i, j int) string, set func(i, j int, x float64) bool) []app.UI {
	rows := make([]app.UI, len(m))
	for i, row := range m {
		cells := make([]app.UI, len(row))
		for j, v := range row {
			k := key(i, j)
			box := p.numberBox(par, k, v, func(x float64) bool { return set(i, j, x) })
			if !sliders {
				cells[j] = app.Td().Body(box)
				continue
			}
			// The slider comes first: a move writes its value into the
			// box that follows it (live.go, slide).
			r := cellRange(par, p.In, v)
			cells[j] = app.Td().Body(app.Div().Class("cell").Body(
				p.slider(&r, k, v, func(x float64) { set(i, j, x) }),
				box,
			))
		}
		rows[i] = app.Tr().Body(cells...)
	}
	return rows
}

// maxSliderSide is the largest number of rows or columns of a matrix whose
// cells get sliders: 16 sliders still fit the column of controls.
const maxSliderSide = 4

// cellSliders reports whether the cells of the matrix par get sliders: a
// small matrix, not painted as an image, and not a 2×2 covariance, which
// has its σ₁, σ₂ and ρ sliders instead.
func (p *equationPage) cellSliders(par *equations.Param) bool {
	m := p.In.Matrix(par.Name)
	if len(m) == 0 || len(m) > maxSliderSide || len(m[0]) > maxSliderSide || isEditor[equations.Picture](par) {
		return false
	}
	if isEditor[equations.Covariance](par) {
		if _, _, _, ok := session.Spreads(m); ok {
			return false
		}
	}
	return true
}

// cellRange is the slider of one cell holding v: the parameter's slider
// range, or [−3, 3] by steps of 0.1 when it has none, widened by whole
// steps to take in a value typed beyond it, so that the slider starts where
// the value is.
func cellRange(par *equations.Param, in equations.Inputs, v float64) equations.Param {
	lo, hi, step := par.Slider(in)
	if !(lo < hi) || math.IsInf(hi-lo, 0) {
		lo, hi, step = -3, 3, 0.1
	}
	if !(step > 0) {
		step = (hi - lo) / 100
	}
	if !math.IsInf(v, 0) {
		if v < lo {
			lo -= math.Ceil((lo-v)/step) * step
		}
		if v > hi {
			hi += math.Ceil((v-hi)/step) * step
		}
	}
	return equations.Param{Kind: par.Kind, Min: lo, Max: hi, Step: step}
}
