package plot

import (
	"image/color"
)

// Path is a polyline through the vertices (X[i], Y[i]) in order, or with
// Closed a polygon, for example the unit ball of a p-norm, a Gaussian's
// σ-ellipse or the square on a residual. Unlike a Line, a Path is a
// shape rather than a function's graph: a vertex with a non-finite
// coordinate is skipped and its neighbours are joined.
type Path struct {
	X, Y   []float64
	Closed bool   // join the last vertex back to the first
	Label  string // legend and description text; optional
	Dashed bool   // draw a dashed rather than a solid outline

	// Fill fills the polygon of the vertices with a translucent palette
	// color under its outline. The fill is always closed; the outline
	// only with Closed.
	Fill bool
}

// layer implements Mark.
func (m Path) layer(e *markEnv) (layer, error) {
	label := clean(m.Label)
	if len(m.X) != len(m.Y) {
		return layer{}, e.errorf("Path", label, "len(X) = %d but len(Y) = %d", len(m.X), len(m.Y))
	}
	col := e.color()
	pp := &pathPlotter{xs: m.X, ys: m.Y, closed: m.Closed, line: markLine(col, m.Dashed), logY: e.logY}
	if m.Fill {
		pp.fill = translucent(col, pathAlpha)
	}
	return layer{plotter: pp, label: label, thumb: pp}, nil
}

// pathPlotter draws a Path mark.
type pathPlotter struct {
	xs, ys []float64
	closed bool
	fill   color.Color // nil if not filled
	line   lineStyle
	logY   bool
}

// Plot implements plotter. A closed outline starts and ends halfway
// along its closing edge, so that every vertex is drawn as a join rather
// than as two line ends.
func (pp *pathPlotter) Plot(c canvas, p *axes) {
	tx, ty := p.transforms(&c)
	pts := make([]point, 0, len(pp.xs)+2)
	pts = append(pts, point{}) // room for the start of a closed outline
	for i, x := range pp.xs {
		if pt, ok := place(x, pp.ys[i], tx, ty); ok {
			pts = append(pts, pt)
		}
	}
	verts := pts[1:]
	if pp.fill != nil && len(verts) >= 3 {
		c.FillPolygon(pp.fill, c.ClipPolygonXY(verts))
	}
	outline := verts
	if pp.closed && len(verts) >= 3 {
		first, last := verts[0], verts[len(verts)-1]
		mid := point{X: (first.X + last.X) / 2, Y: (first.Y + last.Y) / 2}
		pts[0] = mid
		outline = append(pts, mid)
	}
	if len(outline) >= 2 {
		c.StrokeLines(pp.line, c.ClipLinesXY(outline)...)
	}
}

// DataRange implements dataRanger: the range of the vertices.
func (pp *pathPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	return xyRange(pp.xs, pp.ys, pp.logY)
}

// Thumbnail implements thumbnailer: the fill with its outline, or
// the outline alone.
func (pp *pathPlotter) Thumbnail(c *canvas) {
	if pp.fill == nil {
		y := c.Center().Y
		c.StrokeLine2(pp.line, c.Min.X, y, c.Max.X, y)
		return
	}
	ctr := c.Center()
	r := (c.Max.Y - c.Min.Y) / 2
	box := []point{
		{X: ctr.X - r, Y: ctr.Y - r}, {X: ctr.X + r, Y: ctr.Y - r},
		{X: ctr.X + r, Y: ctr.Y + r}, {X: ctr.X - r, Y: ctr.Y + r},
	}
	c.FillPolygon(pp.fill, box)
	c.StrokeLines(pp.line, append(box, box[0]))
}
