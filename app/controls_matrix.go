package app

import (
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"gonum.org/v1/gonum/floats"

	"eqx/equations"
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
	rows := p.cellRows(par, m, sliders, func(i, j int) string { return cellKey(par, i, j) },
		func(i, j int, x float64) bool { return p.setCell(par, i, j, x) })
	cols := 0
	if len(m) > 0 {
		cols = len(m[0])
	}
	lim := matrixLimits(par)
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
				Disabled(len(m) >= lim.maxRows || !p.canReshape(par, 1, 0)).OnClick(p.handler(func() { p.reshape(par, 1, 0) })),
			app.Button().Type("button").Text("− row").Aria("label", "Remove last row from "+par.Name).
				Disabled(len(m) <= lim.minRows || !p.canReshape(par, -1, 0)).OnClick(p.handler(func() { p.reshape(par, -1, 0) })),
			app.Button().Type("button").Text("+ column").Aria("label", "Add column to "+par.Name).
				Disabled(cols >= lim.maxCols || !p.canReshape(par, 0, 1)).OnClick(p.handler(func() { p.reshape(par, 0, 1) })),
			app.Button().Type("button").Text("− column").Aria("label", "Remove last column from "+par.Name).
				Disabled(cols <= lim.minCols || !p.canReshape(par, 0, -1)).OnClick(p.handler(func() { p.reshape(par, 0, -1) })),
			app.Span().Class("sum-note").Text(strconv.Itoa(len(m))+" × "+strconv.Itoa(cols)),
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

// cellKey names the control of row i, column j (from 0) of the matrix
// par: "A 1,2" for row 1, column 2. A cell's slider and number box share
// it, as an entry's do.
func cellKey(par *equations.Param, i, j int) string {
	return par.Name + " " + strconv.Itoa(i+1) + "," + strconv.Itoa(j+1)
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
		if _, _, _, ok := spreads(m); ok {
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

// shapeLimits are the least and most rows and columns of a matrix the
// editor offers.
type shapeLimits struct {
	minRows, maxRows, minCols, maxCols int
}

// maxMatrixSide is the most rows or columns the editor offers for a
// matrix; an image may have up to maxImageSide (a 16 × 16 picture).
const (
	maxMatrixSide = 12
	maxImageSide  = 16
)

// matrixLimits are the limits of the matrix par: MinLen rows and MinCols
// columns at least (1 if unset), MaxLen rows at most, and no more than
// maxMatrixSide (maxImageSide for an image) either way.
func matrixLimits(par *equations.Param) shapeLimits {
	side := maxMatrixSide
	if isEditor[equations.Picture](par) {
		side = maxImageSide
	}
	rows := side
	if par.MaxLen > 0 {
		rows = min(par.MaxLen, side)
	}
	return shapeLimits{minRows: max(par.MinLen, 1), maxRows: rows, minCols: max(par.MinCols, 1), maxCols: side}
}

func (p *equationPage) setCell(par *equations.Param, i, j int, x float64) bool {
	c := p.In.Clone()
	m := c.Matrix(par.Name)
	if i >= len(m) || j >= len(m[i]) {
		return false
	}
	if isEditor[equations.JointTable](par) {
		keepSum(m, i, j, x)
	} else {
		m[i][j] = x
	}
	if isEditor[equations.Covariance](par) && j < len(m) && i < len(m[j]) {
		m[j][i] = m[i][j]
	}
	return p.try(cellKey(par, i, j), c)
}

// keepSum sets m[i][j] = x and rescales the other cells so that the sum of
// m is what it was: a joint probability table (or one slice of it) stays
// what it was a share of while one of its cells moves.
func keepSum(m [][]float64, i, j int, x float64) {
	var total float64
	for _, row := range m {
		total += floats.Sum(row)
	}
	rescale(m, i, j, min(max(x, 0), total), total)
}

// rescale sets m[i][j] = x and scales the other cells in proportion so that
// they add up to total − x; when they are all zero, total − x is shared
// equally among them.
func rescale(m [][]float64, i, j int, x, total float64) {
	var rest float64
	cells := 0
	for r := range m {
		for c, v := range m[r] {
			cells++
			if r != i || c != j {
				rest += v
			}
		}
	}
	m[i][j] = x
	for r := range m {
		for c := range m[r] {
			switch {
			case r == i && c == j:
			case rest > 0:
				m[r][c] *= (total - x) / rest
			case cells > 1:
				m[r][c] = (total - x) / float64(cells-1)
			}
		}
	}
}

// reshape adds or removes the last row (dr) or column (dc); new cells
// copy their neighbour so the matrix stays in a sensible range.
func (p *equationPage) reshape(par *equations.Param, dr, dc int) {
	c := p.reshaped(par, dr, dc)
	p.clearEdits()
	p.try(par.Name, c)
}

// reshaped is the inputs with dr rows and dc columns more in the matrix
// par (reshapedMatrix).
func (p *equationPage) reshaped(par *equations.Param, dr, dc int) equations.Inputs {
	c := p.In.Clone()
	c[par.Name] = reshapedMatrix(c.Matrix(par.Name), dr, dc)
	return c
}

// reshapedMatrix is a copy of m with a row (dr > 0) or a column (dc > 0)
// more, repeating the last so the matrix stays in a sensible range, or
// the last one fewer (dr, dc < 0); it keeps at least one row and column.
func reshapedMatrix(m [][]float64, dr, dc int) [][]float64 {
	out := make([][]float64, 0, len(m)+1)
	for i, row := range m {
		if dr < 0 && len(m) > 1 && i == len(m)-1 {
			break
		}
		row = append([]float64(nil), row...)
		switch {
		case dc > 0:
			last := 0.0
			if len(row) > 0 {
				last = row[len(row)-1]
			}
			row = append(row, last)
		case dc < 0 && len(row) > 1:
			row = row[:len(row)-1]
		}
		out = append(out, row)
	}
	if dr > 0 && len(m) > 0 {
		out = append(out, append([]float64(nil), m[len(m)-1]...))
	}
	return out
}
