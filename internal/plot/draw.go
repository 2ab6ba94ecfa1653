package plot

import (
	"image/color"
	"math"
	"slices"
)

// Sizes of mark elements, in points.
const (
	lineWidth = 2
	dotRadius = 3.5
	// Above dedupeAbove points a Dot mark draws one dot per dotCell × dotCell
	// cell (see dotPlotter.Plot): dots closer than a radius overlap anyway.
	dedupeAbove = 500
	dotCell     = dotRadius
	dotHalo     = 1.5 // width of the background ring around dots
	ringWidth   = 2   // width of the colored ring of a Ring dot
	// maxDotRadius bounds Dot.Radius: a node of a diagram, not a disc
	// that covers the figure.
	maxDotRadius = 50
	barFill      = 0.8 // fraction of a category's width covered by its bars
	ruleWidth    = 1
	gridWidth    = 0.5
	dashLength   = 6
	dashGap      = 4
)

// markLine returns the style of a Line mark.
func markLine(c color.Color, dashed bool) lineStyle {
	s := lineStyle{Color: c, Width: lineWidth}
	if dashed {
		s.Dashes = []float64{dashLength, dashGap}
	}
	return s
}

// place returns the canvas position of the data point (x, y) and whether
// it is drawable: both the data and the canvas coordinates are finite.
func place(x, y float64, tx, ty func(float64) float64) (point, bool) {
	if !finite(x) || !finite(y) {
		return point{}, false
	}
	pt := point{X: tx(x), Y: ty(y)}
	return pt, finite(pt.X) && finite(pt.Y)
}

// yOK reports whether the data value y counts on the Y axis: it is finite,
// and positive if the axis is logarithmic.
func yOK(y float64, logY bool) bool {
	return finite(y) && (!logY || y > 0)
}

// emptyRange is the data range of a mark without drawable data; it
// leaves the automatic domains unchanged.
func emptyRange() (xmin, xmax, ymin, ymax float64) {
	return math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
}

// xyRange returns the range of the points (xs[i], ys[i]) whose x is
// finite and whose y is yOK. The range is empty (min > max) if there are
// none.
func xyRange(xs, ys []float64, logY bool) (xmin, xmax, ymin, ymax float64) {
	xmin, xmax, ymin, ymax = emptyRange()
	for i, x := range xs {
		y := ys[i]
		if !finite(x) || !yOK(y, logY) {
			continue
		}
		xmin, xmax = math.Min(xmin, x), math.Max(xmax, x)
		ymin, ymax = math.Min(ymin, y), math.Max(ymax, y)
	}
	return xmin, xmax, ymin, ymax
}

// baseline returns the canvas Y of the data value v used as the base of
// an Area or of Bars: the bottom of the data area where v is −Inf or NaN
// or, on a log axis, not positive; the top where v is +Inf; and the
// transformed value otherwise, clamped to the data area's edges only if
// it overflows.
func baseline(c canvas, ty func(float64) float64, v float64, logY bool) float64 {
	switch {
	case math.IsInf(v, 1):
		return c.Max.Y
	case math.IsNaN(v) || math.IsInf(v, -1) || (logY && v <= 0):
		return c.Min.Y
	}
	y := ty(v)
	switch {
	case math.IsInf(y, 1):
		return c.Max.Y
	case !finite(y):
		return c.Min.Y
	}
	return y
}

// curveRuns returns the canvas points of the curve through (xs[i], ys[i])
// as runs of at least two drawable points; a point that is not drawable
// ends a run and is left out. With step, the curve is a post-step one:
// each point after the first of a run is preceded by the corner at its x
// and the previous point's y, so n points give 2n−1 vertices.
func curveRuns(xs, ys []float64, step bool, tx, ty func(float64) float64) [][]point {
	size := len(xs)
	if step {
		size *= 2
	}
	pts := make([]point, 0, size)
	var runs [][]point
	start := 0
	for i, x := range xs {
		pt, ok := place(x, ys[i], tx, ty)
		if !ok {
			if len(pts)-start > 1 {
				runs = append(runs, pts[start:len(pts):len(pts)])
			}
			start = len(pts)
			continue
		}
		if step && len(pts) > start {
			pts = append(pts, point{X: pt.X, Y: pts[len(pts)-1].Y})
		}
		pts = append(pts, pt)
	}
	if len(pts)-start > 1 {
		runs = append(runs, pts[start:])
	}
	return runs
}

// linePlotter draws a Line mark.
type linePlotter struct {
	xs, ys []float64
	style  lineStyle
	step   bool
	logY   bool
}

// Plot implements plotter. Runs of drawable points become separate
// polylines, clipped to the data area.
func (l *linePlotter) Plot(c canvas, p *axes) {
	tx, ty := p.transforms(&c)
	c.StrokeLines(l.style, c.ClipLinesXY(curveRuns(l.xs, l.ys, l.step, tx, ty)...)...)
}

// DataRange implements dataRanger.
func (l *linePlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	return xyRange(l.xs, l.ys, l.logY)
}

// Thumbnail implements thumbnailer.
func (l *linePlotter) Thumbnail(c *canvas) {
	y := c.Center().Y
	c.StrokeLine2(l.style, c.Min.X, y, c.Max.X, y)
}

// dotPlotter draws a Dot mark.
type dotPlotter struct {
	xs, ys []float64
	color  color.Color
	halo   color.Color
	radius float64
	ring   bool // fill the dot with the background inside a colored ring
	logY   bool
}

// Plot implements plotter. All dots are drawn over rings of the
// background color, drawn first, that set them apart from earlier marks.
func (d *dotPlotter) Plot(c canvas, p *axes) {
	tx, ty := p.transforms(&c)
	pts := slices.Grow(c.points[:0], min(len(d.xs), 4096))
	defer func() { c.points = pts[:0] }()
	// A pasted data set can have 10⁵ points: of the dots that fall in the
	// same cell of a dotCell grid only the first is drawn. The others would
	// lie within 1.5 radii of it, inside its halo, so the picture is much
	// the same, and the SVG stays bounded by the number of cells.
	var seen map[[2]int32]bool
	if len(d.xs) > dedupeAbove {
		if c.cells == nil {
			c.cells = make(map[[2]int32]bool, 4096)
		}
		seen = c.cells
		clear(seen)
	}
	for i, x := range d.xs {
		pt, ok := place(x, d.ys[i], tx, ty)
		if !ok || !c.Contains(pt) {
			continue
		}
		if seen != nil {
			cell := [2]int32{int32(pt.X / dotCell), int32(pt.Y / dotCell)}
			if seen[cell] {
				continue
			}
			seen[cell] = true
		}
		pts = append(pts, pt)
	}
	halo, dot, inner := d.styles(d.radius)
	if !d.ring && opaque(d.color) && opaque(d.halo) {
		// All halos, then all dots, each in one path: opaque discs of
		// one colour filled together look as they do one by one, and
		// a figure of hundreds of dots is two SVG elements, not
		// hundreds that the page would parse and merge on every move.
		if len(pts) > 0 {
			c.SetColor(halo.color)
			c.FillDiscs(pts, halo.radius)
			c.SetColor(dot.color)
			c.FillDiscs(pts, dot.radius)
		}
		return
	}
	for _, pt := range pts {
		c.fillDisc(halo, pt)
	}
	for _, pt := range pts {
		c.fillDisc(dot, pt)
		if d.ring {
			c.fillDisc(inner, pt)
		}
	}
}

// disc is the color and radius of a filled circle.
type disc struct {
	color  color.Color
	radius float64
}

// fillDisc fills the disc d around center.
func (c *canvas) fillDisc(d disc, center point) {
	c.SetColor(d.color)
	c.Fill(discs([]point{center}, d.radius))
}

// discs is the path of the circles of radius r around pts, one after the
// other.
func discs(pts []point, r float64) svgPath {
	p := make(svgPath, 0, 3*len(pts))
	for _, pt := range pts {
		p.move(point{X: pt.X + r, Y: pt.Y})
		p.arc(pt, r, 0, 2*math.Pi)
		p.close()
	}
	return p
}

// opaque reports whether clr has no transparency.
func opaque(clr color.Color) bool {
	if clr == nil {
		return true
	}
	_, _, _, a := clr.RGBA()
	return a == 0xFFFF
}

// styles returns the discs of the halo, of the dot of radius r and, for a
// ring, of the background inside it.
func (d *dotPlotter) styles(r float64) (halo, dot, inner disc) {
	halo = disc{color: d.halo, radius: r + dotHalo}
	dot = disc{color: d.color, radius: r}
	inner = disc{color: d.halo, radius: max(r-ringWidth, 0)}
	return halo, dot, inner
}

// DataRange implements dataRanger.
func (d *dotPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	return xyRange(d.xs, d.ys, d.logY)
}

// Thumbnail implements thumbnailer: the dot, no larger than the
// swatch.
func (d *dotPlotter) Thumbnail(c *canvas) {
	halo, dot, inner := d.styles(min(d.radius, (c.Max.Y-c.Min.Y)/2))
	c.fillDisc(halo, c.Center())
	c.fillDisc(dot, c.Center())
	if d.ring {
		c.fillDisc(inner, c.Center())
	}
}

// barsPlotter draws a Bars mark. Category i is centered on x = i.
type barsPlotter struct {
	values      []float64
	color       color.Color
	band, bands int // position among side-by-side Bars marks
	logY        bool
}

// Plot implements plotter. On a log axis the bars start at the
// bottom of the data area.
func (b *barsPlotter) Plot(c canvas, p *axes) {
	tx, ty := p.transforms(&c)
	base := baseline(c, ty, 0, b.logY)
	w := barFill / float64(b.bands)
	for i, v := range b.values {
		x0 := float64(i) - barFill/2 + float64(b.band)*w
		lo := tx(x0)
		hi, ok := place(x0+w, v, tx, ty)
		if !ok || !finite(lo) {
			continue
		}
		box := []point{{X: lo, Y: base}, {X: hi.X, Y: base}, hi, {X: lo, Y: hi.Y}}
		c.FillPolygon(b.color, c.ClipPolygonXY(box))
	}
}

// DataRange implements dataRanger. The Y range always includes 0,
// the base of the bars, unless the Y axis is logarithmic.
func (b *barsPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	ymin, ymax = 0, 0
	if b.logY {
		ymin, ymax = math.Inf(1), math.Inf(-1)
	}
	for _, v := range b.values {
		if yOK(v, b.logY) {
			ymin, ymax = math.Min(ymin, v), math.Max(ymax, v)
		}
	}
	return -0.5, float64(len(b.values)) - 0.5, ymin, ymax
}

// Thumbnail implements thumbnailer.
func (b *barsPlotter) Thumbnail(c *canvas) {
	fillSwatch(c, b.color)
}

// fillSwatch fills a square legend swatch centered in c with col.
func fillSwatch(c *canvas, col color.Color) {
	ctr := c.Center()
	r := (c.Max.Y - c.Min.Y) / 2
	c.FillPolygon(col, []point{
		{X: ctr.X - r, Y: ctr.Y - r}, {X: ctr.X + r, Y: ctr.Y - r},
		{X: ctr.X + r, Y: ctr.Y + r}, {X: ctr.X - r, Y: ctr.Y + r},
	})
}

// rulePlotter draws a RuleX (vertical) or RuleY (horizontal) mark.
type rulePlotter struct {
	v        float64
	vertical bool
	color    color.Color
	logY     bool
}

// Plot implements plotter.
func (r *rulePlotter) Plot(c canvas, p *axes) {
	if !finite(r.v) {
		return
	}
	sty := lineStyle{Color: r.color, Width: ruleWidth}
	tx, ty := p.transforms(&c)
	if r.vertical {
		if x := tx(r.v); finite(x) && c.ContainsX(x) {
			c.StrokeLine2(sty, x, c.Min.Y, x, c.Max.Y)
		}
		return
	}
	if y := ty(r.v); finite(y) && c.ContainsY(y) {
		c.StrokeLine2(sty, c.Min.X, y, c.Max.X, y)
	}
}

// DataRange implements dataRanger.
func (r *rulePlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	xmin, xmax, ymin, ymax = emptyRange()
	switch {
	case !finite(r.v):
	case r.vertical:
		xmin, xmax = r.v, r.v
	case yOK(r.v, r.logY):
		ymin, ymax = r.v, r.v
	}
	return xmin, xmax, ymin, ymax
}

// gridPlotter draws grid lines at the major ticks of the axes.
type gridPlotter struct {
	vertical bool // draw vertical lines at the X ticks
	style    lineStyle
}

// Plot implements plotter.
func (g *gridPlotter) Plot(c canvas, p *axes) {
	tx, ty := p.transforms(&c)
	var lines []point // one path: see StrokeSegments
	if g.vertical {
		for _, t := range p.X.ticks.Ticks(p.X.Min, p.X.Max) {
			if x := tx(t.Value); !t.IsMinor() && finite(x) && c.ContainsX(x) {
				lines = append(lines, point{X: x, Y: c.Min.Y}, point{X: x, Y: c.Max.Y})
			}
		}
	}
	for _, t := range p.Y.ticks.Ticks(p.Y.Min, p.Y.Max) {
		if y := ty(t.Value); !t.IsMinor() && finite(y) && c.ContainsY(y) {
			lines = append(lines, point{X: c.Min.X, Y: y}, point{X: c.Max.X, Y: y})
		}
	}
	c.StrokeSegments(g.style, lines)
}
