// The layout of the axes in this file follows gonum.org/v1/plot v0.17.0
// (plot.go and axis.go: Plot.Draw, the axes' sizes and glyph boxes, and
// the padding that keeps tick labels inside the figure), Copyright ©2015
// The Gonum Authors, under the BSD 3-clause license in LICENSE.gonum.

package plot

import "math"

// axes is the plot of a figure: its X and Y axes and the marks' plotters,
// drawn in the data area that the axes leave.
type axes struct {
	X, Y     axis
	plotters []plotter
	text     *textHandler // measures the texts of the figure
}

// plotter draws a mark in the data area c.
type plotter interface {
	Plot(c canvas, p *axes)
}

// dataRanger is a plotter whose data widen automatic domains.
type dataRanger interface {
	// DataRange returns the range of the mark's X and Y values; an empty
	// range (min > max) leaves a domain as it is.
	DataRange() (xmin, xmax, ymin, ymax float64)
}

// thumbnailer draws a mark's swatch in the legend.
type thumbnailer interface {
	Thumbnail(c *canvas)
}

// axis is the X or Y axis of a plot.
type axis struct {
	// Min and Max are the domain. They start empty (+Inf, −Inf) and
	// grow with the data range of each plotter added.
	Min, Max float64

	// log places values on a log scale (logScale) rather than linearly.
	log bool

	label        string
	labelStyle   textStyle
	labelPadding float64 // between the label and the tick labels

	line    lineStyle // the axis line
	padding float64   // between the axis line and the data area

	tickLabel  textStyle
	tickLine   lineStyle
	tickLength float64 // of a major tick; a minor one is half as long
	ticks      ticker
}

// Sizes of the parts of an axis, in points.
const (
	axisWidth   = 0.5 // of the axis line and of the ticks
	axisPadding = 5   // between the axis line and the data area
)

// newAxis returns an axis with the given label in the theme's colors, its
// ticks placed by linearTicker.
func newAxis(vertical bool, label string, h *textHandler, th colors) axis {
	a := axis{
		Min:          math.Inf(+1),
		Max:          math.Inf(-1),
		label:        label,
		labelStyle:   textStyle{Color: th.text, Font: sans(labelSize, regular), XAlign: xCenter, YAlign: yBottom, Handler: h},
		labelPadding: 2,
		line:         lineStyle{Color: th.axis, Width: axisWidth},
		padding:      axisPadding,
		tickLabel:    textStyle{Color: th.text, Font: sans(tickSize, regular), XAlign: xCenter, YAlign: yTop, Handler: h},
		tickLine:     lineStyle{Color: th.axis, Width: axisWidth},
		tickLength:   tickLength,
		ticks:        linearTicker{},
	}
	if vertical {
		a.tickLabel.XAlign, a.tickLabel.YAlign = xRight, yCenter
	}
	return a
}

// hide leaves the axis out: no line, no ticks.
func (a *axis) hide() {
	a.tickLength = 0
	a.line.Width = 0
	a.ticks = constantTicks{}
}

// add adds the plotters, widening the domains to their data.
func (p *axes) add(ps ...plotter) {
	for _, d := range ps {
		if x, ok := d.(dataRanger); ok {
			xmin, xmax, ymin, ymax := x.DataRange()
			p.X.Min = math.Min(p.X.Min, xmin)
			p.X.Max = math.Max(p.X.Max, xmax)
			p.Y.Min = math.Min(p.Y.Min, ymin)
			p.Y.Max = math.Max(p.Y.Max, ymax)
		}
	}
	p.plotters = append(p.plotters, ps...)
}

// draw draws the axes in c, then the plotters in the data area, in the
// order they were added.
func (p *axes) draw(c canvas) {
	p.X.sanitizeRange()
	x := horizontalAxis{p.X}
	p.Y.sanitizeRange()
	y := verticalAxis{p.Y}

	ywidth := y.size()
	xheight := x.size()
	x.draw(padX(p, crop(c, ywidth, 0, 0, 0)))
	y.draw(padY(p, crop(c, 0, 0, xheight, 0)))

	dataC := padY(p, padX(p, crop(c, ywidth, 0, xheight, 0)))
	for _, data := range p.plotters {
		data.Plot(dataC, p)
	}
}

// dataCanvas returns the data area of the plot drawn in c.
func (p *axes) dataCanvas(c canvas) canvas {
	p.X.sanitizeRange()
	x := horizontalAxis{p.X}
	p.Y.sanitizeRange()
	y := verticalAxis{p.Y}
	return padY(p, padX(p, crop(c, y.size(), 0, x.size(), 0)))
}

// transforms returns the functions that place X and Y values in the data
// area c.
func (p *axes) transforms(c *canvas) (x, y func(float64) float64) {
	x = func(x float64) float64 { return c.X(p.X.norm(x)) }
	y = func(y float64) float64 { return c.Y(p.Y.norm(y)) }
	return x, y
}

// sanitizeRange makes the domain a non-empty interval.
func (a *axis) sanitizeRange() {
	if math.IsInf(a.Min, 0) {
		a.Min = 0
	}
	if math.IsInf(a.Max, 0) {
		a.Max = 0
	}
	if a.Min > a.Max {
		a.Min, a.Max = a.Max, a.Min
	}
	if a.Min == a.Max {
		a.Min--
		a.Max++
	}
}

// norm returns the position of x along the axis as a fraction of its
// length: 0 at Min, 1 at Max.
func (a axis) norm(x float64) float64 {
	if a.log {
		return logScale(a.Min, a.Max, x)
	}
	return (x - a.Min) / (a.Max - a.Min)
}

// drawTicks reports whether the tick marks are drawn.
func (a axis) drawTicks() bool {
	return a.tickLine.Width > 0 && a.tickLength > 0
}

// horizontalAxis is drawn along the bottom of the plot.
type horizontalAxis struct {
	axis
}

// size returns the height of the axis.
func (a horizontalAxis) size() (h float64) {
	if a.label != "" {
		h += a.labelStyle.Height(a.label)
		h += a.labelPadding
	}

	marks := a.ticks.Ticks(a.Min, a.Max)
	if len(marks) > 0 {
		if a.drawTicks() {
			h += a.tickLength
		}
		h += tickLabelHeight(a.tickLabel, marks)
	}
	h += a.line.Width / 2
	h += a.padding

	return h
}

// draw draws the axis along the bottom edge of c.
func (a horizontalAxis) draw(c canvas) {
	var (
		x = c.Center().X
		y = c.Min.Y
	)
	if a.label != "" {
		descent := a.labelStyle.FontExtents().Descent
		c.FillText(a.labelStyle, point{X: x, Y: y + descent}, a.label)
		y += a.labelStyle.Height(a.label)
		y += a.labelPadding
	}

	marks := a.ticks.Ticks(a.Min, a.Max)
	ticklabelheight := tickLabelHeight(a.tickLabel, marks)
	descent := a.tickLabel.FontExtents().Descent
	for _, t := range marks {
		x := c.X(a.norm(t.Value))
		if !c.ContainsX(x) || t.IsMinor() {
			continue
		}
		c.FillText(a.tickLabel, point{X: x, Y: y + ticklabelheight + descent}, t.Label)
	}

	if len(marks) > 0 {
		y += ticklabelheight
	} else {
		y += a.line.Width / 2
	}

	var ticks []point
	if len(marks) > 0 && a.drawTicks() {
		l := a.tickLength
		ticks = make([]point, 0, 2*len(marks)+2)
		for _, t := range marks {
			x := c.X(a.norm(t.Value))
			if !c.ContainsX(x) {
				continue
			}
			start := t.lengthOffset(l)
			ticks = append(ticks, point{X: x, Y: y + start}, point{X: x, Y: y + l})
		}
		y += l
	}
	a.strokeTicks(c, ticks, point{X: c.Min.X, Y: y}, point{X: c.Max.X, Y: y})
}

// strokeTicks strokes the tick marks, pairs of ends, and the axis line
// from p to q: as one path when they are drawn alike, as an axis's
// ticks and line are in every theme.
func (a axis) strokeTicks(c canvas, ticks []point, p, q point) {
	if sameLine(a.tickLine, a.line) {
		c.StrokeSegments(a.line, append(ticks, p, q))
		return
	}
	c.StrokeSegments(a.tickLine, ticks)
	c.StrokeSegments(a.line, []point{p, q})
}

// glyphBox is the extent of a text drawn near the data area: where it is
// anchored, in the unit coordinates of the data area, and its rectangle
// about that point.
type glyphBox struct {
	X, Y float64
	rect
}

// glyphBoxes returns the boxes of the label and tick labels.
func (a horizontalAxis) glyphBoxes(p *axes) []glyphBox {
	var (
		boxes []glyphBox
		yoff  float64
	)

	if a.label != "" {
		x := a.norm(0.5 * (p.X.Max + p.X.Min))
		descent := a.labelStyle.FontExtents().Descent
		boxes = append(boxes, glyphBox{
			X:    x,
			rect: a.labelStyle.Rectangle(a.label).Add(point{Y: yoff + descent}),
		})
		yoff += a.labelStyle.Height(a.label)
		yoff += a.labelPadding
	}

	var (
		marks   = a.ticks.Ticks(a.Min, a.Max)
		height  = tickLabelHeight(a.tickLabel, marks)
		descent = a.tickLabel.FontExtents().Descent
	)
	for _, t := range marks {
		if t.IsMinor() {
			continue
		}
		boxes = append(boxes, glyphBox{
			X:    a.norm(t.Value),
			rect: a.tickLabel.Rectangle(t.Label).Add(point{Y: yoff + height + descent}),
		})
	}
	return boxes
}

// verticalAxis is drawn up the left side of the plot.
type verticalAxis struct {
	axis
}

// size returns the width of the axis.
func (a verticalAxis) size() (w float64) {
	if a.label != "" {
		w += a.labelStyle.FontExtents().Descent
		w += a.labelStyle.Height(a.label)
		w += a.labelPadding
	}

	marks := a.ticks.Ticks(a.Min, a.Max)
	if len(marks) > 0 {
		if lwidth := tickLabelWidth(a.tickLabel, marks); lwidth > 0 {
			w += lwidth
			w += a.labelStyle.Width(" ")
		}
		if a.drawTicks() {
			w += a.tickLength
		}
	}
	w += a.line.Width / 2
	w += a.padding

	return w
}

// draw draws the axis along the left edge of c.
func (a verticalAxis) draw(c canvas) {
	var (
		x = c.Min.X
		y float64
	)
	if a.label != "" {
		sty := a.labelStyle
		sty.Rotation += math.Pi / 2
		x += a.labelStyle.Height(a.label)
		y = c.Center().Y
		descent := a.labelStyle.FontExtents().Descent
		c.FillText(sty, point{X: x - descent, Y: y}, a.label)
		x += descent
		x += a.labelPadding
	}
	marks := a.ticks.Ticks(a.Min, a.Max)
	if w := tickLabelWidth(a.tickLabel, marks); len(marks) > 0 && w > 0 {
		x += w
	}

	major := false
	descent := a.tickLabel.FontExtents().Descent
	for _, t := range marks {
		y := c.Y(a.norm(t.Value))
		if !c.ContainsY(y) || t.IsMinor() {
			continue
		}
		c.FillText(a.tickLabel, point{X: x, Y: y + descent}, t.Label)
		major = true
	}
	if major {
		x += a.tickLabel.Width(" ")
	}
	var ticks []point
	if a.drawTicks() && len(marks) > 0 {
		l := a.tickLength
		ticks = make([]point, 0, 2*len(marks)+2)
		for _, t := range marks {
			y := c.Y(a.norm(t.Value))
			if !c.ContainsY(y) {
				continue
			}
			start := t.lengthOffset(l)
			ticks = append(ticks, point{X: x + start, Y: y}, point{X: x + l, Y: y})
		}
		x += l
	}
	a.strokeTicks(c, ticks, point{X: x, Y: c.Min.Y}, point{X: x, Y: c.Max.Y})
}

// glyphBoxes returns the boxes of the label and tick labels.
func (a verticalAxis) glyphBoxes(p *axes) []glyphBox {
	var (
		boxes []glyphBox
		xoff  float64
	)

	if a.label != "" {
		yoff := a.norm(0.5 * (p.Y.Max + p.Y.Min))
		sty := a.labelStyle
		sty.Rotation += math.Pi / 2

		xoff += a.labelStyle.Height(a.label)
		descent := a.labelStyle.FontExtents().Descent
		boxes = append(boxes, glyphBox{
			Y:    yoff,
			rect: sty.Rectangle(a.label).Add(point{X: xoff - descent}),
		})
		xoff += descent
		xoff += a.labelPadding
	}

	marks := a.ticks.Ticks(a.Min, a.Max)
	if w := tickLabelWidth(a.tickLabel, marks); len(marks) != 0 && w > 0 {
		xoff += w
	}

	var (
		ext  = a.tickLabel.FontExtents()
		desc = ext.Height - ext.Ascent // descent + linegap
	)
	for _, t := range marks {
		if t.IsMinor() {
			continue
		}
		boxes = append(boxes, glyphBox{
			Y:    a.norm(t.Value),
			rect: a.tickLabel.Rectangle(t.Label).Add(point{X: xoff, Y: desc}),
		})
	}
	return boxes
}

// tickLabelHeight returns the height of the tallest tick label.
func tickLabelHeight(sty textStyle, ticks []tick) float64 {
	return tickLabelMax(sty, ticks, func(r rect) float64 { return r.Max.Y - r.Min.Y })
}

// tickLabelWidth returns the width of the widest tick label.
func tickLabelWidth(sty textStyle, ticks []tick) float64 {
	return tickLabelMax(sty, ticks, func(r rect) float64 { return r.Max.X - r.Min.X })
}

// tickLabelMax returns the largest extent of the major ticks' labels, 0
// if there are none.
func tickLabelMax(sty textStyle, ticks []tick, extent func(rect) float64) float64 {
	largest := 0.0
	for _, t := range ticks {
		if t.IsMinor() {
			continue
		}
		if e := extent(sty.Rectangle(t.Label)); e > largest {
			largest = e
		}
	}
	return largest
}

// No mark draws glyphs beyond its data that the plot must make room for
// (gonum's GlyphBoxer): only the tick labels may overhang the data area's
// ends. padX and padY move the data area's edges inwards to keep the
// labels of the end ticks inside c. The zero glyphBox stands for the
// marks' boxes, which there are none of: gonum's leftMost and bottomMost
// of no boxes.

// padX returns c narrowed so that the X axis's labels do not overhang
// its right edge.
func padX(p *axes, c canvas) canvas {
	boxes := horizontalAxis{p.X}.glyphBoxes(p)
	at, end := furthest(len(boxes), func(i int) (at, pos, off, size float64) {
		b := boxes[i]
		return b.X, c.X(b.X), b.Min.X, b.Size().X
	}, c.Max.X)
	lo, hi := padSpan(c.Min.X, c.Max.X-end, at)
	return canvas{svgCanvas: c.svgCanvas, rect: rect{
		Min: point{X: lo, Y: c.Min.Y},
		Max: point{X: hi, Y: c.Max.Y},
	}}
}

// padY returns c lowered so that the Y axis's labels do not overhang its
// top edge.
func padY(p *axes, c canvas) canvas {
	boxes := verticalAxis{p.Y}.glyphBoxes(p)
	at, end := furthest(len(boxes), func(i int) (at, pos, off, size float64) {
		b := boxes[i]
		return b.Y, c.Y(b.Y), b.Min.Y, b.Size().Y
	}, c.Max.Y)
	lo, hi := padSpan(c.Min.Y, c.Max.Y-end, at)
	return canvas{svgCanvas: c.svgCanvas, rect: rect{
		Min: point{X: c.Min.X, Y: lo},
		Max: point{X: c.Max.X, Y: hi},
	}}
}

// furthest returns, of n glyph boxes along one axis, the one that reaches
// furthest beyond limit (gonum's rightMost and topMost): its place on the
// axis (0 to 1) and its far end from there (offset plus size), or a box
// at 1 of no extent. box(i) gives the i-th box's place, that place on the
// canvas, the box's offset from it and its size; a box of no size, or
// placed beyond the axis's end, is skipped.
func furthest(n int, box func(i int) (at, pos, off, size float64), limit float64) (at, end float64) {
	at = 1
	for i := 0; i < n; i++ {
		a, pos, off, size := box(i)
		if size <= 0 {
			continue
		}
		if far := pos + off + size; far > limit && a <= 1 {
			limit = far
			at, end = a, off+size
		}
	}
	return at, end
}

// padSpan returns the span [min, max] of an axis moved inwards so that a
// box placed at at (0 to 1) along it ends at max, as gonum's padX and padY
// solve it against the box of the other end, which here is the zero box
// (no mark draws glyphs beyond its data): its place and offset are 0.
func padSpan(min, max, at float64) (lo, hi float64) {
	const l = 0.0
	lo = (l*max - at*min) / (l - at)
	hi = ((l-1)*max - at*min + min) / (l - at)
	return lo, hi
}
