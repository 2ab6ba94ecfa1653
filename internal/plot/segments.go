package plot

import (
	"math"
)

// Sizes of Segments elements, in points.
const (
	segmentWidth = 1.5
	// maxSegmentWidth bounds Segments.Widths.
	maxSegmentWidth = 20
	arrowLength     = 8 // from the tip of an arrow head to its base
	arrowHalf       = 3.5
)

// Segments is a set of straight line segments from (X1[i], Y1[i]) to
// (X2[i], Y2[i]), for example residuals from points to a fitted line, or
// the path between two points. A segment with a non-finite coordinate
// is skipped.
type Segments struct {
	X1, Y1, X2, Y2 []float64
	Label          string // legend and description text; optional
	Dashed         bool   // draw dashed rather than solid segments

	// Arrow draws an arrow head at (X2[i], Y2[i]), for example for
	// vectors from the origin. A head is drawn only if its tip is inside
	// the data area.
	Arrow bool

	// Widths, if not empty, gives each segment its own width in points
	// (the weight of a network's edge); a segment of width 0 is not
	// drawn. Empty means 1.5 points for every segment. Arrows cannot
	// have Widths.
	Widths []float64
}

// layer implements Mark.
func (m Segments) layer(e *markEnv) (layer, error) {
	label := clean(m.Label)
	n := len(m.X1)
	if len(m.Y1) != n || len(m.X2) != n || len(m.Y2) != n {
		return layer{}, e.errorf("Segments", label, "len(X1) = %d, len(Y1) = %d, len(X2) = %d and len(Y2) = %d differ",
			n, len(m.Y1), len(m.X2), len(m.Y2))
	}
	if len(m.Widths) != 0 && m.Arrow {
		return layer{}, e.errorf("Segments", label, "arrows have no Widths")
	}
	if len(m.Widths) != 0 && len(m.Widths) != n {
		return layer{}, e.errorf("Segments", label, "len(Widths) = %d but there are %d segments", len(m.Widths), n)
	}
	for i, w := range m.Widths {
		if !(w >= 0 && w <= maxSegmentWidth) {
			return layer{}, e.errorf("Segments", label, "Widths[%d] = %v, want 0 to %v points", i, w, maxSegmentWidth)
		}
	}
	col := e.color()
	style := markLine(col, m.Dashed)
	style.Width = segmentWidth
	s := &segmentsPlotter{x1: m.X1, y1: m.Y1, x2: m.X2, y2: m.Y2, widths: m.Widths, style: style, arrow: m.Arrow, logY: e.logY}
	return layer{plotter: s, label: label, thumb: s}, nil
}

// segmentsPlotter draws a Segments mark.
type segmentsPlotter struct {
	x1, y1, x2, y2 []float64
	widths         []float64 // points, one per segment; nil for style.Width
	style          lineStyle
	arrow          bool
	logY           bool
}

// Plot implements plotter. Segments are clipped to the data area;
// with arrows, a segment stops inside its head, whose sharp tip would
// otherwise be blunted by the line's width.
func (s *segmentsPlotter) Plot(c canvas, p *axes) {
	tx, ty := p.transforms(&c)
	if s.widths != nil {
		s.plotWide(c, tx, ty)
		return
	}
	pts := make([]point, 0, 2*len(s.x1))
	lines := make([][]point, 0, len(s.x1))
	var heads [][3]point
	for i, x1 := range s.x1 {
		a, ok1 := place(x1, s.y1[i], tx, ty)
		b, ok2 := place(s.x2[i], s.y2[i], tx, ty)
		if !ok1 || !ok2 {
			continue
		}
		if s.arrow && c.Contains(b) {
			if head, base, ok := arrowHead(a, b); ok {
				heads = append(heads, head)
				b = base
			}
		}
		pts = append(pts, a, b)
		lines = append(lines, pts[len(pts)-2:len(pts):len(pts)])
	}
	c.StrokeLines(s.style, c.ClipLinesXY(lines...)...)
	for _, h := range heads {
		c.FillPolygon(s.style.Color, h[:])
	}
}

// plotWide draws segments of their own widths, each as its own path,
// without arrow heads; segments of width 0 are left out.
func (s *segmentsPlotter) plotWide(c canvas, tx, ty func(float64) float64) {
	style := s.style
	for i, x1 := range s.x1 {
		a, ok1 := place(x1, s.y1[i], tx, ty)
		b, ok2 := place(s.x2[i], s.y2[i], tx, ty)
		if !ok1 || !ok2 || !(s.widths[i] > 0) {
			continue
		}
		style.Width = s.widths[i]
		c.StrokeLines(style, c.ClipLinesXY([]point{a, b})...)
	}
}

// arrowHead returns the triangle of an arrow head with its tip at b,
// pointing from a to b, and the point on the segment where the line
// should stop: a little inside the head. ok is false if a and b coincide.
// A segment shorter than the head gets a head as long as the segment.
func arrowHead(a, b point) (head [3]point, stop point, ok bool) {
	d := b.Sub(a)
	n := math.Hypot(d.X, d.Y)
	if !(n > 0) || !finite(n) {
		return head, b, false
	}
	u := d.Scale(1 / n) // unit vector along the segment
	l := math.Min(arrowLength, n)
	half := l * arrowHalf / arrowLength
	base := b.Sub(u.Scale(l))
	normal := point{X: -u.Y, Y: u.X}.Scale(half)
	head = [3]point{b, base.Add(normal), base.Sub(normal)}
	return head, b.Sub(u.Scale(l * 0.7)), true
}

// DataRange implements dataRanger: the range of both ends of the
// drawable segments.
func (s *segmentsPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	xmin, xmax, ymin, ymax = emptyRange()
	for i, x1 := range s.x1 {
		x2, y1, y2 := s.x2[i], s.y1[i], s.y2[i]
		if !finite(x1) || !finite(x2) || !yOK(y1, s.logY) || !yOK(y2, s.logY) {
			continue
		}
		xmin, xmax = math.Min(xmin, math.Min(x1, x2)), math.Max(xmax, math.Max(x1, x2))
		ymin, ymax = math.Min(ymin, math.Min(y1, y2)), math.Max(ymax, math.Max(y1, y2))
	}
	return xmin, xmax, ymin, ymax
}

// Thumbnail implements thumbnailer: a horizontal segment, with its
// arrow head if the mark has them.
func (s *segmentsPlotter) Thumbnail(c *canvas) {
	y := c.Center().Y
	a, b := point{X: c.Min.X, Y: y}, point{X: c.Max.X, Y: y}
	if s.arrow {
		head, stop, _ := arrowHead(a, b)
		c.FillPolygon(s.style.Color, head[:])
		b = stop
	}
	c.StrokeLine2(s.style, a.X, a.Y, b.X, b.Y)
}
