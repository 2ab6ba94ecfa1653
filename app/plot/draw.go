package plot

import (
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Sizes of mark elements, in points.
const (
	lineWidth  = 2
	dotRadius  = 3.5
	dotHalo    = 1.5 // width of the background ring around dots
	barFill    = 0.8 // fraction of a category's width covered by its bars
	ruleWidth  = 1
	gridWidth  = 0.5
	dashLength = 6
	dashGap    = 4
)

// lineStyle returns the style of a Line mark.
func lineStyle(c color.Color, dashed bool) draw.LineStyle {
	s := draw.LineStyle{Color: c, Width: vg.Points(lineWidth)}
	if dashed {
		s.Dashes = []vg.Length{vg.Points(dashLength), vg.Points(dashGap)}
	}
	return s
}

// point returns the canvas position of the data point (x, y) and whether
// it is drawable: both the data and the canvas coordinates are finite.
func point(x, y float64, tx, ty func(float64) vg.Length) (vg.Point, bool) {
	if !finite(x) || !finite(y) {
		return vg.Point{}, false
	}
	pt := vg.Point{X: tx(x), Y: ty(y)}
	return pt, finite(float64(pt.X)) && finite(float64(pt.Y))
}

// xyRange returns the range of the finite points (xs[i], ys[i]).
// The range is empty (min > max) if there are none.
func xyRange(xs, ys []float64) (xmin, xmax, ymin, ymax float64) {
	xmin, ymin = math.Inf(1), math.Inf(1)
	xmax, ymax = math.Inf(-1), math.Inf(-1)
	for i, x := range xs {
		y := ys[i]
		if !finite(x) || !finite(y) {
			continue
		}
		xmin, xmax = math.Min(xmin, x), math.Max(xmax, x)
		ymin, ymax = math.Min(ymin, y), math.Max(ymax, y)
	}
	return xmin, xmax, ymin, ymax
}

// linePlotter draws a Line mark.
type linePlotter struct {
	xs, ys []float64
	style  draw.LineStyle
}

// Plot implements plot.Plotter. Runs of drawable points become separate
// polylines, clipped to the data area.
func (l *linePlotter) Plot(c draw.Canvas, p *plot.Plot) {
	tx, ty := p.Transforms(&c)
	pts := make([]vg.Point, 0, len(l.xs))
	var runs [][]vg.Point
	start := 0
	for i, x := range l.xs {
		pt, ok := point(x, l.ys[i], tx, ty)
		if !ok {
			if len(pts)-start > 1 {
				runs = append(runs, pts[start:len(pts):len(pts)])
			}
			start = len(pts)
			continue
		}
		pts = append(pts, pt)
	}
	if len(pts)-start > 1 {
		runs = append(runs, pts[start:])
	}
	c.StrokeLines(l.style, c.ClipLinesXY(runs...)...)
}

// DataRange implements plot.DataRanger.
func (l *linePlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	return xyRange(l.xs, l.ys)
}

// Thumbnail implements plot.Thumbnailer.
func (l *linePlotter) Thumbnail(c *draw.Canvas) {
	y := c.Center().Y
	c.StrokeLine2(l.style, c.Min.X, y, c.Max.X, y)
}

// dotPlotter draws a Dot mark.
type dotPlotter struct {
	xs, ys []float64
	color  color.Color
	halo   color.Color
}

// Plot implements plot.Plotter. All dots are drawn over rings of the
// background color, drawn first, that set them apart from earlier marks.
func (d *dotPlotter) Plot(c draw.Canvas, p *plot.Plot) {
	tx, ty := p.Transforms(&c)
	pts := make([]vg.Point, 0, len(d.xs))
	for i, x := range d.xs {
		if pt, ok := point(x, d.ys[i], tx, ty); ok && c.Contains(pt) {
			pts = append(pts, pt)
		}
	}
	halo, dot := d.styles()
	for _, pt := range pts {
		c.DrawGlyphNoClip(halo, pt)
	}
	for _, pt := range pts {
		c.DrawGlyphNoClip(dot, pt)
	}
}

// styles returns the glyph styles of the halo and of the dot.
func (d *dotPlotter) styles() (halo, dot draw.GlyphStyle) {
	halo = draw.GlyphStyle{Color: d.halo, Radius: vg.Points(dotRadius + dotHalo), Shape: draw.CircleGlyph{}}
	dot = draw.GlyphStyle{Color: d.color, Radius: vg.Points(dotRadius), Shape: draw.CircleGlyph{}}
	return halo, dot
}

// DataRange implements plot.DataRanger.
func (d *dotPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	return xyRange(d.xs, d.ys)
}

// Thumbnail implements plot.Thumbnailer.
func (d *dotPlotter) Thumbnail(c *draw.Canvas) {
	halo, dot := d.styles()
	c.DrawGlyphNoClip(halo, c.Center())
	c.DrawGlyphNoClip(dot, c.Center())
}

// barsPlotter draws a Bars mark. Category i is centered on x = i.
type barsPlotter struct {
	values      []float64
	color       color.Color
	band, bands int // position among side-by-side Bars marks
}

// Plot implements plot.Plotter.
func (b *barsPlotter) Plot(c draw.Canvas, p *plot.Plot) {
	tx, ty := p.Transforms(&c)
	w := barFill / float64(b.bands)
	for i, v := range b.values {
		x0 := float64(i) - barFill/2 + float64(b.band)*w
		lo, ok0 := point(x0, 0, tx, ty)
		hi, ok1 := point(x0+w, v, tx, ty)
		if !ok0 || !ok1 {
			continue
		}
		box := []vg.Point{lo, {X: hi.X, Y: lo.Y}, hi, {X: lo.X, Y: hi.Y}}
		c.FillPolygon(b.color, c.ClipPolygonXY(box))
	}
}

// DataRange implements plot.DataRanger. The Y range always includes 0.
func (b *barsPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	ymin, ymax = 0, 0
	for _, v := range b.values {
		if finite(v) {
			ymin, ymax = math.Min(ymin, v), math.Max(ymax, v)
		}
	}
	return -0.5, float64(len(b.values)) - 0.5, ymin, ymax
}

// Thumbnail implements plot.Thumbnailer.
func (b *barsPlotter) Thumbnail(c *draw.Canvas) {
	ctr := c.Center()
	r := (c.Max.Y - c.Min.Y) / 2
	c.FillPolygon(b.color, []vg.Point{
		{X: ctr.X - r, Y: ctr.Y - r}, {X: ctr.X + r, Y: ctr.Y - r},
		{X: ctr.X + r, Y: ctr.Y + r}, {X: ctr.X - r, Y: ctr.Y + r},
	})
}

// rulePlotter draws a RuleX (vertical) or RuleY (horizontal) mark.
type rulePlotter struct {
	v        float64
	vertical bool
	color    color.Color
}

// Plot implements plot.Plotter.
func (r *rulePlotter) Plot(c draw.Canvas, p *plot.Plot) {
	if !finite(r.v) {
		return
	}
	sty := draw.LineStyle{Color: r.color, Width: vg.Points(ruleWidth)}
	tx, ty := p.Transforms(&c)
	if r.vertical {
		if x := tx(r.v); finite(float64(x)) && c.ContainsX(x) {
			c.StrokeLine2(sty, x, c.Min.Y, x, c.Max.Y)
		}
		return
	}
	if y := ty(r.v); finite(float64(y)) && c.ContainsY(y) {
		c.StrokeLine2(sty, c.Min.X, y, c.Max.X, y)
	}
}

// DataRange implements plot.DataRanger.
func (r *rulePlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	xmin, ymin = math.Inf(1), math.Inf(1)
	xmax, ymax = math.Inf(-1), math.Inf(-1)
	switch {
	case !finite(r.v):
	case r.vertical:
		xmin, xmax = r.v, r.v
	default:
		ymin, ymax = r.v, r.v
	}
	return xmin, xmax, ymin, ymax
}

// gridPlotter draws grid lines at the major ticks of the axes.
type gridPlotter struct {
	vertical bool // draw vertical lines at the X ticks
	style    draw.LineStyle
}

// Plot implements plot.Plotter.
func (g *gridPlotter) Plot(c draw.Canvas, p *plot.Plot) {
	tx, ty := p.Transforms(&c)
	if g.vertical {
		for _, t := range p.X.Tick.Marker.Ticks(p.X.Min, p.X.Max) {
			if x := tx(t.Value); !t.IsMinor() && finite(float64(x)) && c.ContainsX(x) {
				c.StrokeLine2(g.style, x, c.Min.Y, x, c.Max.Y)
			}
		}
	}
	for _, t := range p.Y.Tick.Marker.Ticks(p.Y.Min, p.Y.Max) {
		if y := ty(t.Value); !t.IsMinor() && finite(float64(y)) && c.ContainsY(y) {
			c.StrokeLine2(g.style, c.Min.X, y, c.Max.X, y)
		}
	}
}
