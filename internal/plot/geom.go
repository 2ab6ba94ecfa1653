package plot

// Lengths are float64s in points (1/72 inch), the units of the SVG's
// viewBox. Figures are laid out with y growing upwards, as in gonum/plot,
// whose layout this package follows; the canvas flips it.

// point is a position in the figure, in points.
type point struct {
	X, Y float64
}

func (p point) Add(q point) point { return point{p.X + q.X, p.Y + q.Y} }

func (p point) Sub(q point) point { return point{p.X - q.X, p.Y - q.Y} }

func (p point) Scale(s float64) point { return point{p.X * s, p.Y * s} }

func (p point) Dot(q point) float64 { return p.X*q.X + p.Y*q.Y }

// rect is the rectangle of the points from Min to Max.
type rect struct {
	Min, Max point
}

// size is the width and height of r.
func (r rect) Size() point {
	return point{X: r.Max.X - r.Min.X, Y: r.Max.Y - r.Min.Y}
}

// add is r moved by p.
func (r rect) Add(p point) rect {
	return rect{Min: r.Min.Add(p), Max: r.Max.Add(p)}
}

// path is r as a closed path.
func (r rect) Path() svgPath {
	var p svgPath
	p.move(r.Min)
	p.line(point{X: r.Max.X, Y: r.Min.Y})
	p.line(r.Max)
	p.line(point{X: r.Min.X, Y: r.Max.Y})
	p.close()
	return p
}

// svgPath is the outline that one SVG path element draws.
type svgPath []pathPart

// The kinds of a pathPart.
const (
	moveTo = iota
	lineTo
	arcTo
	closePath
)

// pathPart is one command of a path: a move or a line to pos, an arc of
// the circle of center pos and the given radius from the angle start
// sweeping angle (radians, counter-clockwise when positive), or the
// closing of the path.
type pathPart struct {
	kind         int
	pos          point
	radius       float64
	start, angle float64
}

func (p *svgPath) move(pt point) { *p = append(*p, pathPart{kind: moveTo, pos: pt}) }

func (p *svgPath) line(pt point) { *p = append(*p, pathPart{kind: lineTo, pos: pt}) }

func (p *svgPath) arc(center point, radius, start, angle float64) {
	*p = append(*p, pathPart{kind: arcTo, pos: center, radius: radius, start: start, angle: angle})
}

func (p *svgPath) close() { *p = append(*p, pathPart{kind: closePath}) }
