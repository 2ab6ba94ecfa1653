package plot

import (
	"image/color"
	"math"
)

// Band is a shaded span across the whole data area: between the lines
// y = Min and y = Max, or with Vertical between x = Min and x = Max (for
// example mean ± σ). It is drawn in a translucent neutral color of the
// theme, like the RuleX and RuleY reference lines, and takes no palette
// color. The order of Min and Max does not matter. An infinite bound
// extends the band to that edge of the data area, as does, on a LogY
// figure, a non-positive one; a NaN bound hides the band. With an
// automatic domain, the axis is extended to include the finite bounds.
type Band struct {
	Min, Max float64
	Vertical bool
	Label    string // legend and description text; optional
}

// layer implements Mark.
func (m Band) layer(e *markEnv) (layer, error) {
	lo, hi := m.Min, m.Max
	if lo > hi {
		lo, hi = hi, lo
	}
	b := &bandPlotter{lo: lo, hi: hi, vertical: m.Vertical, color: e.colors.band, logY: e.logY && !m.Vertical}
	return layer{plotter: b, label: clean(m.Label), thumb: b}, nil
}

// bandPlotter draws a Band mark.
type bandPlotter struct {
	lo, hi   float64 // lo ≤ hi unless one is NaN
	vertical bool
	color    color.Color
	logY     bool // the band is horizontal on a log axis
}

// Plot implements plotter.
func (b *bandPlotter) Plot(c canvas, p *axes) {
	if math.IsNaN(b.lo) || math.IsNaN(b.hi) {
		return
	}
	tx, ty := p.transforms(&c)
	r := c.rect
	if b.vertical {
		r.Min.X = max(r.Min.X, edge(tx, b.lo, r.Min.X, r.Max.X, false))
		r.Max.X = min(r.Max.X, edge(tx, b.hi, r.Min.X, r.Max.X, false))
	} else {
		r.Min.Y = max(r.Min.Y, edge(ty, b.lo, r.Min.Y, r.Max.Y, b.logY))
		r.Max.Y = min(r.Max.Y, edge(ty, b.hi, r.Min.Y, r.Max.Y, b.logY))
	}
	if r.Min.X >= r.Max.X || r.Min.Y >= r.Max.Y {
		return
	}
	c.FillPolygon(b.color, []point{r.Min, {X: r.Max.X, Y: r.Min.Y}, r.Max, {X: r.Min.X, Y: r.Max.Y}})
}

// edge returns the canvas position of the bound v on an axis with
// transform t whose data area spans [lo, hi]: lo for −Inf and, on a log
// axis, for v ≤ 0; hi for +Inf; and t(v) clamped to [lo, hi] otherwise.
func edge(t func(float64) float64, v float64, lo, hi float64, log bool) float64 {
	switch {
	case math.IsInf(v, -1) || (log && v <= 0):
		return lo
	case math.IsInf(v, 1):
		return hi
	}
	x := t(v)
	switch {
	case math.IsNaN(x):
		return lo
	case x < lo || math.IsInf(x, -1):
		return lo
	case x > hi || math.IsInf(x, 1):
		return hi
	}
	return x
}

// DataRange implements dataRanger: the finite bounds, on the axis
// across which the band lies.
func (b *bandPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	xmin, xmax, ymin, ymax = emptyRange()
	lo, hi := math.Inf(1), math.Inf(-1)
	if !math.IsNaN(b.lo) && !math.IsNaN(b.hi) {
		for _, v := range [2]float64{b.lo, b.hi} {
			if yOK(v, b.logY) { // as for x, for a vertical band
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
	}
	if b.vertical {
		return lo, hi, ymin, ymax
	}
	return xmin, xmax, lo, hi
}

// Thumbnail implements thumbnailer.
func (b *bandPlotter) Thumbnail(c *canvas) {
	fillSwatch(c, b.color)
}
