package plot

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
	thumb thumbnailer
}

// layoutLegend lays out entries left to right in rows at the top of c,
// wrapping when a row is full, and returns the height of the legend. It
// draws the entries only if paint is true.
func layoutLegend(c canvas, sty textStyle, entries []legendEntry, paint bool) float64 {
	if len(entries) == 0 {
		return 0
	}
	sty.XAlign = xLeft
	sty.YAlign = yCenter
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
			swatch := canvas{svgCanvas: c.svgCanvas, rect: rect{
				Min: point{X: x, Y: top - rowH},
				Max: point{X: x + swatchWidth, Y: top},
			}}
			e.thumb.Thumbnail(&swatch)
			c.FillText(sty, point{X: x + swatchWidth + swatchGap, Y: top - rowH/2}, e.label)
		}
		x += w + entryGap
	}
	return float64(rows)*rowH + float64(rows-1)*rowGap
}
