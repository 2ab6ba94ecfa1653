package app

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/session"
)

// An image input (equations.Picture) is shown as a picture to paint: a square
// per cell, its grey the cell's value from white paper at the Param's Min
// to black ink at its Max. Dragging over it paints (image_paint.go); the
// brush, the size and the presets are ordinary controls, and the number
// boxes of every cell stay under a "Numbers" disclosure, so that all of it
// can be done from the keyboard too.

// imageRange is the grey scale of the image par: its slider range, or
// [0, 1] when it has none.
func imageRange(par *equations.Param) (lo, hi float64) {
	if par.Min < par.Max {
		return par.Min, par.Max
	}
	return 0, 1
}

// brushLevels is how many greys the brush offers, from paper to ink.
const brushLevels = 5

// brushNames name the greys of the brush, from paper (level 0) to ink.
var brushNames = [brushLevels]string{"white", "light grey", "grey", "dark grey", "black"}

// brushValue is the value level paints with on the scale [lo, hi].
func brushValue(level int, lo, hi float64) float64 {
	return lo + float64(level)*(hi-lo)/(brushLevels-1)
}

// brush is the level the image par is painted with: black unless another
// was chosen.
func (p *equationPage) brush(par *equations.Param) int {
	if l, ok := p.strokes.brush[par.Name]; ok {
		return l
	}
	return brushLevels - 1
}

// imageSizes are the square sizes the size selector offers, with the
// image's default size and its current one (imageShapes).
var imageSizes = []int{5, 8, 12, 16}

// imageShapes are the sizes, rows × columns, the size selector of par
// offers: imageSizes, the default's (so that a changed size can be put
// back; an optional image's example) and the current one, smallest
// first, each once.
func imageShapes(par *equations.Param, rows, cols int) [][2]int {
	shapes := [][2]int{{rows, cols}}
	for _, v := range []any{par.Default, par.Example} { // an optional image starts as its example
		if d, ok := v.([][]float64); ok && len(d) > 0 {
			shapes = append(shapes, [2]int{len(d), len(d[0])})
		}
	}
	for _, n := range imageSizes {
		shapes = append(shapes, [2]int{n, n})
	}
	slices.SortFunc(shapes, func(a, b [2]int) int { return cmp.Or(cmp.Compare(a[0]*a[1], b[0]*b[1]), cmp.Compare(a[0], b[0])) })
	return slices.Compact(shapes)
}

func (p *equationPage) imageControl(par *equations.Param) app.UI {
	m := p.In.Matrix(par.Name)
	rows, cols := len(m), 0
	if rows > 0 {
		cols = len(m[0])
	}
	lo, hi := imageRange(par)
	cells := make([]app.UI, 0, rows*cols)
	for i, row := range m {
		for j, v := range row {
			cells = append(cells, app.Div().Class("px").Style("background-color", grey(v, lo, hi)).
				Title(session.CellKey(par, i, j)+" = "+equations.FormatNumber(v)))
		}
	}
	size := strconv.Itoa(rows) + " × " + strconv.Itoa(cols)
	picture := app.Div().Class("picture").DataSet("paint", par.Name).
		Role("img").Aria("label", par.Name+", a "+size+" picture: drag to paint; its numbers are below").
		Style("grid-template-columns", fmt.Sprintf("repeat(%d, 1fr)", cols)).
		// As wide as the column allows, up to 16rem for a square picture;
		// a tall one narrower, so that its cells stay square and it fits.
		Style("width", fmt.Sprintf("min(100%%, %.4grem)", 16*float64(cols)/float64(max(rows, cols, 1)))).
		Body(cells...)
	return app.Div().Class("image").Body(
		app.Div().Class("image-tools").Body(
			p.brushSelect(par, lo, hi),
			p.sizeSelect(par, rows, cols),
		),
		picture,
		app.P().Class("image-hint").Text("Drag to paint with the brush; drag with the right button to paint white. Values from "+
			equations.FormatNumber(lo)+" (white) to "+equations.FormatNumber(hi)+" (black)."),
		p.presetButtons(par, rows, cols),
		app.Details().Class("numbers").Body( // styled as a paste box, which holds a text area
			app.Summary().Text("Numbers"),
			p.matrixGrid(par, false),
		),
		p.matrixPaste(par),
		p.errorFor(par.Name),
	)
}

// brushSelect chooses the grey the image par is painted with.
func (p *equationPage) brushSelect(par *equations.Param, lo, hi float64) app.UI {
	cur := p.brush(par)
	opts := make([]app.UI, 0, brushLevels)
	for l := brushLevels - 1; l >= 0; l-- {
		opts = append(opts, app.Option().Value(strconv.Itoa(l)).Selected(l == cur).
			Text(brushNames[l]+" ("+equations.FormatNumber(brushValue(l, lo, hi))+")"))
	}
	return app.Label().Class("image-tool").Body(
		app.Span().Text("Brush"),
		app.Select().Aria("label", "Brush for "+par.Name).OnChange(p.event(func(ctx app.Context) {
			l, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
			if err == nil && l >= 0 && l < brushLevels {
				p.strokes.brush[par.Name] = l
			}
		})).Body(opts...),
	)
}

// sizeSelect changes the size of the image par, drawing the picture again
// at the new size (resampled). The sizes offered are those within the
// parameter's limits, and the current one.
func (p *equationPage) sizeSelect(par *equations.Param, rows, cols int) app.UI {
	lim := session.MatrixLimits(par)
	cur := [2]int{rows, cols}
	var opts []app.UI
	for _, sz := range imageShapes(par, rows, cols) {
		r, c := sz[0], sz[1]
		if r < lim.MinRows || r > lim.MaxRows || c < lim.MinCols || c > lim.MaxCols {
			if sz != cur {
				continue
			}
		}
		v := strconv.Itoa(r) + "×" + strconv.Itoa(c)
		if sz != cur && rows > 0 && cols > 0 && !p.ComputesWith("size "+par.Name+" "+v, func() equations.Inputs { return sized(p.In, par.Name, r, c) }) {
			continue // the filter would not fit, say
		}
		opts = append(opts, app.Option().Value(v).Selected(sz == cur).Text(strconv.Itoa(r)+" × "+strconv.Itoa(c)))
	}
	return app.Label().Class("image-tool").Body(
		app.Span().Text("Size"),
		app.Select().Aria("label", "Size of "+par.Name).OnChange(p.event(func(ctx app.Context) {
			var r, c int
			if _, err := fmt.Sscanf(ctx.JSSrc().Get("value").String(), "%d×%d", &r, &c); err != nil || r < 1 || c < 1 {
				return
			}
			p.ClearEdits()
			p.Set(par.Name, sized(p.In, par.Name, r, c))
		})).Body(opts...),
	)
}

// sized is in with the image name drawn again at rows × cols.
func sized(in equations.Inputs, name string, rows, cols int) equations.Inputs {
	c := in.Clone()
	if m := c.Matrix(name); len(m) > 0 && len(m[0]) > 0 {
		c[name] = resampled(m, rows, cols)
	}
	return c
}

// presetButtons set the image par to one of the imagePresets, at its
// current size (grown to the preset's least size within the limits).
func (p *equationPage) presetButtons(par *equations.Param, rows, cols int) app.UI {
	lim := session.MatrixLimits(par)
	lo, hi := imageRange(par)
	buttons := make([]app.UI, 0, len(imagePresets)+1)
	buttons = append(buttons, app.Span().Class("sum-note").Text("Presets:"))
	for _, pr := range imagePresets {
		r := min(max(rows, pr.minSide, lim.MinRows), lim.MaxRows)
		c := min(max(cols, pr.minSide, lim.MinCols), lim.MaxCols)
		key := pr.name + " preset for " + par.Name
		buttons = append(buttons, p.click(app.Button().Type("button").Text(pr.name).Title(pr.doc).Aria("label", key), key, func() {
			p.ClearEdits()
			p.SetInput(par.Name, pr.draw(r, c, lo, hi))
		}))
	}
	return app.Div().Class("vector-actions image-presets").Body(buttons...)
}
