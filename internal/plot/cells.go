package plot

import (
	"image/color"
	"math"
	"strconv"
)

// Sizes of Cells elements, in points.
const (
	cellGap      = 1   // background between neighbouring cells
	cellTextSize = 10  // size of the values written in cells, if they fit
	minCellText  = 6   // smaller values are left out
	cellPad      = 2   // space between a value and its cell's edge
	cellDigits   = 6   // significant digits of the values written
	maxCellRatio = 0.1 // cells lose at most this share of their size to gaps
	digitHeight  = 0.7 // height of digits in Liberation Sans, in ems
)

// Cells is a heatmap of the table Values: the cell in row i and column j
// is a rectangle filled with the color of Values[i][j] on a sequential
// scale of the theme, from the least to the greatest finite value (light
// to dark blue on Light, dark to light blue on Dark, so the greatest is
// the most salient on both). Non-finite values are drawn in a neutral
// gray and left unwritten. Confusion matrices and contingency tables are
// typical; the scale stays readable up to about 20×20 cells.
//
// Column j is centered on x = j and row i on y = len(Values)−1−i, so row
// 0 is at the top. The axes are labelled with Cols and Rows; if either
// is empty, the columns or rows are numbered from 1. Every row must have
// the same number of values (len(Cols), when Cols is given).
//
// A Figure may hold one Cells mark, without Bars and without LogY; other
// marks can be drawn on it in the same coordinates.
type Cells struct {
	Rows, Cols []string
	Values     [][]float64

	// Text writes each finite value in its cell, to at most 6
	// significant digits, in black or white, whichever contrasts more
	// with the cell. Values are left out if they do not fit at 6 points.
	Text bool

	Label string // legend and description text; optional
}

// layer implements Mark.
func (m Cells) layer(e *markEnv) (layer, error) {
	label := clean(m.Label)
	switch {
	case e.logY:
		return layer{}, e.errorf("Cells", label, "cannot be drawn with LogY")
	case e.bands > 0:
		return layer{}, e.errorf("Cells", label, "cannot share a Figure with Bars")
	case e.cells > 1:
		return layer{}, e.errorf("Cells", label, "a Figure holds at most one Cells mark, not %d", e.cells)
	}
	nr, nc := len(m.Values), len(m.Cols)
	if len(m.Rows) != 0 && len(m.Rows) != nr {
		return layer{}, e.errorf("Cells", label, "len(Rows) = %d but len(Values) = %d", len(m.Rows), nr)
	}
	if nc == 0 && nr > 0 {
		nc = len(m.Values[0])
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for i, row := range m.Values {
		if len(row) != nc {
			return layer{}, e.errorf("Cells", label, "len(Values[%d]) = %d but there are %d columns", i, len(row), nc)
		}
		for _, v := range row {
			if finite(v) {
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
	}
	cp := &cellsPlotter{
		values: m.Values, nr: nr, nc: nc, lo: lo, hi: hi, text: m.Text,
		ramp: e.colors.ramp, missing: e.colors.missing,
	}
	return layer{plotter: cp, label: label, thumb: cp, categories: names(m.Cols, nc), rows: names(m.Rows, nr)}, nil
}

// names returns the cleaned labels, or "1" to "n" if there are none.
func names(labels []string, n int) []string {
	out := make([]string, n)
	for i := range out {
		if len(labels) != 0 {
			out[i] = clean(labels[i])
		} else {
			out[i] = strconv.Itoa(i + 1)
		}
	}
	return out
}

// cellsPlotter draws a Cells mark.
type cellsPlotter struct {
	values  [][]float64
	nr, nc  int
	lo, hi  float64 // range of the finite values; empty if none
	text    bool
	ramp    *[rampSize]uint32
	missing color.Color
}

// color returns the fill of a cell holding v.
func (cp *cellsPlotter) color(v float64) color.RGBA {
	if !finite(v) {
		r, g, b, _ := cp.missing.RGBA()
		return color.RGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0xFF}
	}
	t := 0.5 // all values equal
	if cp.hi > cp.lo {
		// Halved so that the span cannot overflow.
		t = (v/2 - cp.lo/2) / (cp.hi/2 - cp.lo/2)
	}
	return rampColor(cp.ramp, t)
}

// Plot implements plotter.
func (cp *cellsPlotter) Plot(c canvas, p *axes) {
	if cp.nr == 0 || cp.nc == 0 {
		return
	}
	tx, ty := p.transforms(&c)
	for i, row := range cp.values {
		y := float64(cp.nr - 1 - i)
		for j, v := range row {
			x := float64(j)
			lo, ok0 := place(x-0.5, y-0.5, tx, ty)
			hi, ok1 := place(x+0.5, y+0.5, tx, ty)
			if !ok0 || !ok1 {
				continue
			}
			inset(&lo, &hi)
			box := []point{lo, {X: hi.X, Y: lo.Y}, hi, {X: lo.X, Y: hi.Y}}
			if !c.Contains(lo) || !c.Contains(hi) { // clipping allocates
				box = c.ClipPolygonXY(box)
			}
			c.FillPolygon(cp.color(v), box)
		}
	}
	if cp.text {
		cp.write(c, p, tx, ty)
	}
}

// inset shrinks the cell [lo, hi] by the gap between cells, or by less
// for cells too small to afford it.
func inset(lo, hi *point) {
	w, h := math.Abs(hi.X-lo.X), math.Abs(hi.Y-lo.Y)
	g := math.Min(cellGap, maxCellRatio*math.Min(w, h)) / 2
	sx, sy := 1.0, 1.0
	if hi.X < lo.X {
		sx = -1
	}
	if hi.Y < lo.Y {
		sy = -1
	}
	lo.X, hi.X = lo.X+sx*g, hi.X-sx*g
	lo.Y, hi.Y = lo.Y+sy*g, hi.Y-sy*g
}

// write writes the finite values in their cells at one common size: the
// largest, up to cellTextSize, at which every value fits its cell.
//
// A heatmap writes hundreds of values on every redraw, so they are
// measured once, without allocating, and drawn straight onto the canvas
// rather than through the text handler, which measures each text twice.
func (cp *cellsPlotter) write(c canvas, p *axes, tx, ty func(float64) float64) {
	sty := textStyle{Font: sans(cellTextSize, regular), Handler: p.text}
	face := sansFor(sty.Font)
	strs := make([]string, 0, cp.nr*cp.nc)
	widths := make([]float64, 0, cp.nr*cp.nc) // at cellTextSize
	var widest float64
	for _, row := range cp.values {
		for _, v := range row {
			var s string
			var w float64
			if finite(v) {
				s = strconv.FormatFloat(v, 'g', cellDigits, 64)
				w = face.width(s, sty.Font.size)
				widest = max(widest, w)
			}
			strs = append(strs, s)
			widths = append(widths, w)
		}
	}
	if widest == 0 {
		return
	}
	cw := math.Abs(tx(1) - tx(0))
	ch := math.Abs(ty(1) - ty(0))
	scale := math.Min(1, math.Min((cw-2*cellPad)/widest, (ch-cellPad)/sty.Height("0")))
	size := cellTextSize * scale
	if !(size >= minCellText) {
		return
	}
	drawn := sans(size, regular)
	for i := range cp.nr {
		y := float64(cp.nr - 1 - i)
		for j, v := range cp.values[i] {
			k := i*cp.nc + j
			pt, ok := place(float64(j), y, tx, ty)
			if strs[k] == "" || !ok || !c.Contains(pt) {
				continue
			}
			c.SetColor(contrastText(cp.color(v)))
			// Centered: digits are about 0.7 em tall.
			at := point{X: pt.X - widths[k]*scale/2, Y: pt.Y - digitHeight*size/2}
			c.FillString(drawn, at, strs[k])
		}
	}
}

// DataRange implements dataRanger: the cells' extent.
func (cp *cellsPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	if cp.nr == 0 || cp.nc == 0 {
		return emptyRange()
	}
	return -0.5, float64(cp.nc) - 0.5, -0.5, float64(cp.nr) - 0.5
}

// Thumbnail implements thumbnailer: the low, middle and high colors
// of the scale side by side.
func (cp *cellsPlotter) Thumbnail(c *canvas) {
	w := (c.Max.X - c.Min.X) / 3
	for k, t := range [3]float64{0, 0.5, 1} {
		x := c.Min.X + float64(k)*w
		c.FillPolygon(rampColor(cp.ramp, t), []point{
			{X: x, Y: c.Min.Y}, {X: x + w, Y: c.Min.Y},
			{X: x + w, Y: c.Max.Y}, {X: x, Y: c.Max.Y},
		})
	}
}
