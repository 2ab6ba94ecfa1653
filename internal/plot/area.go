package plot

import (
	"math"
)

// Area is the region between the curve through the points (X[i], Y[i])
// and the horizontal baseline y = Y0, for example the area under a ROC
// or precision–recall curve. It is filled with a translucent palette
// color and outlined along the curve (not the baseline) in the opaque
// color.
//
// A point with a non-finite coordinate breaks the curve, as in Line:
// each run of drawable points is filled down to the baseline on its own.
// A Y0 of −Inf or NaN, or on a LogY figure Y0 ≤ 0, is the bottom of the
// data area; +Inf is its top.
type Area struct {
	X, Y  []float64
	Y0    float64 // the baseline
	Label string  // legend and description text; optional

	// Step draws a post-step curve, as Line.Step does.
	Step bool
}

// layer implements Mark.
func (m Area) layer(e *markEnv) (layer, error) {
	label := clean(m.Label)
	if len(m.X) != len(m.Y) {
		return layer{}, e.errorf("Area", label, "len(X) = %d but len(Y) = %d", len(m.X), len(m.Y))
	}
	col := e.color()
	a := &areaPlotter{
		xs: m.X, ys: m.Y, y0: m.Y0, step: m.Step, logY: e.logY,
		fill: translucent(col, areaAlpha), line: markLine(col, false),
	}
	return layer{plotter: a, label: label, thumb: a}, nil
}

// areaPlotter draws an Area mark.
type areaPlotter struct {
	xs, ys []float64
	y0     float64
	step   bool
	logY   bool
	fill   tint
	line   lineStyle
}

// Plot implements plotter. Each run of the curve becomes a polygon
// closed along the baseline, clipped to the data area, under the run's
// outline.
func (a *areaPlotter) Plot(c canvas, p *axes) {
	tx, ty := p.transforms(&c)
	runs := curveRuns(a.xs, a.ys, a.step, tx, ty)
	if len(runs) == 0 {
		return
	}
	base := baseline(c, ty, a.y0, a.logY)
	var poly []point
	for _, r := range runs {
		poly = append(poly[:0], point{X: r[0].X, Y: base})
		poly = append(poly, r...)
		poly = append(poly, point{X: r[len(r)-1].X, Y: base})
		c.FillPolygon(a.fill, c.ClipPolygonXY(poly))
	}
	c.StrokeLines(a.line, c.ClipLinesXY(runs...)...)
}

// DataRange implements dataRanger. The Y range includes the
// baseline if it can be placed on the axis.
func (a *areaPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	xmin, xmax, ymin, ymax = xyRange(a.xs, a.ys, a.logY)
	if xmin <= xmax && yOK(a.y0, a.logY) {
		ymin, ymax = math.Min(ymin, a.y0), math.Max(ymax, a.y0)
	}
	return xmin, xmax, ymin, ymax
}

// Thumbnail implements thumbnailer: the translucent fill under a
// line along its top.
func (a *areaPlotter) Thumbnail(c *canvas) {
	top := c.Max.Y - float64(lineWidth)/2
	c.FillPolygon(a.fill, []point{
		{X: c.Min.X, Y: c.Min.Y}, {X: c.Max.X, Y: c.Min.Y},
		{X: c.Max.X, Y: top}, {X: c.Min.X, Y: top},
	})
	c.StrokeLine2(a.line, c.Min.X, top, c.Max.X, top)
}
