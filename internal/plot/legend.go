package plot

import (
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Legend layout, in points.
const (
	swatchWidth = 16 // width of an entry's swatch
	swatchGap   = 4  // space between a swatch and its label
	entryGap    = 14 // space between entries on a row
	rowGap      = 2  // space between rows
)

// legendEntry is one swatch and label of a legend.
type legendEntry struct {
	label string
	thumb plot.Thumbnailer
}

// layoutLegend lays out entries left to right in rows at the top of c,
// wrapping when a row is full, and returns the height of the legend. It
// draws the entries only if paint is true.
func layoutLegend(c draw.Canvas, sty text.Style, entries []legendEntry, paint bool) vg.Length {
	if len(entries) == 0 {
		return 0
	}
	sty.XAlign = draw.XLeft
	sty.YAlign = draw.YCenter
	rowH := sty.Height("Mg")
	x, top := c.Min.X, c.Max.Y
	rows := 1
	for _, e := range entries {
		w := swatchWidth + swatchGap + sty.Width(e.label)
		if x > c.Min.X && x+w > c.Max.X {
			x = c.Min.X
			top -= rowH + rowGap
			rows++
		}
		if paint {
			swatch := draw.Canvas{Canvas: c.Canvas, Rectangle: vg.Rectangle{
				Min: vg.Point{X: x, Y: top - rowH},
				Max: vg.Point{X: x + swatchWidth, Y: top},
			}}
			e.thumb.Thumbnail(&swatch)
			c.FillText(sty, vg.Point{X: x + swatchWidth + swatchGap, Y: top - rowH/2}, e.label)
		}
		x += w + entryGap
	}
	return vg.Length(rows)*rowH + vg.Length(rows-1)*rowGap
}
