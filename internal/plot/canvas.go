package plot

import (
	"errors"
	"html"
	"image/color"
	"math"
	"strconv"
)

// svgCanvas writes the body of an SVG document: paths and texts, in the
// elements and style properties that gonum.org/v1/plot/vg/vgsvg writes,
// with strconv rather than fmt and with the font named with fallbacks.
// Each element starts a line of its own, and no element spans two lines:
// the page patches a figure line by line (see app/paint.go). A figure is
// drawn on every slider move, in WebAssembly, where vgsvg's fmt-based
// formatting was a third of it.
//
// A non-finite coordinate, length or angle is not written: it is recorded
// in err, and SVG reports it as an internal error.
type svgCanvas struct {
	buf   []byte
	stack []canvasState
	err   error
	scratch
}

// scratch is what marks build on the way to an svgCanvas's buf and drop
// once written, kept by an SVGWriter from one figure to the next.
type scratch struct {
	points []point           // a Dot's points (dotPlotter)
	cells  map[[2]int32]bool // a Dot's cells, above dedupeAbove points
	path   svgPath           // the path of StrokeLines and FillPolygon
	shades []svgPath         // a Shade's path per tint (shadePlotter)
}

// canvasState is the graphics state that Push saves and Pop restores.
type canvasState struct {
	color     color.Color
	dashes    []float64
	lineWidth float64
	groups    int // <g> elements opened since the Push
}

// Every coordinate is written with two decimals, in points: a hundredth
// of a point is far below a screen pixel at any zoom a plot is read at.

var errNonFinite = errors.New("plot: internal error: non-finite coordinate")

// newSVGCanvas returns a canvas of height h, in points: black, lines 1
// point wide, solid. It draws into buf's array when buf has room for a
// figure (SVGWriter's, from the last figure).
func newSVGCanvas(h float64, buf []byte) *svgCanvas {
	c := &svgCanvas{stack: []canvasState{{color: color.Black, lineWidth: 1}}}
	c.buf = buf[:0]
	if cap(c.buf) < 16<<10 {
		c.buf = make([]byte, 0, 16<<10)
	}
	// y grows upwards in the layout, downwards in SVG.
	c.buf = append(c.buf, `<g transform="scale(1, -1) translate(0, -`...)
	c.num(h)
	c.buf = append(c.buf, ")\">\n"...)
	return c
}

// body is the document's content, all groups closed.
func (c *svgCanvas) body() []byte {
	n := 1
	for _, s := range c.stack {
		n += s.groups
	}
	for range n {
		c.buf = append(c.buf, "</g>\n"...)
	}
	return c.buf
}

func (c *svgCanvas) state() *canvasState { return &c.stack[len(c.stack)-1] }

// num appends x with two decimals, trailing zeros removed. It formats
// the integer round(100x) rather than calling strconv.AppendFloat: a
// figure has thousands of coordinates.
func (c *svgCanvas) num(x float64) {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		c.err = errNonFinite
		x = 0
	}
	const scale = 100
	v := math.Round(x * scale)
	if math.Abs(v) >= 1<<53 {
		// Beyond exact integers: no figure coordinate, but stay correct.
		c.buf = strconv.AppendFloat(c.buf, x, 'g', -1, 64)
		return
	}
	n := int64(v)
	if n < 0 {
		c.buf = append(c.buf, '-')
		n = -n
	}
	c.buf = strconv.AppendInt(c.buf, n/scale, 10)
	if frac := n % scale; frac != 0 {
		c.buf = append(c.buf, '.', byte('0'+frac/10))
		if frac%10 != 0 {
			c.buf = append(c.buf, byte('0'+frac%10))
		}
	}
}

// xy appends "x,y".
func (c *svgCanvas) xy(p point) {
	c.num(p.X)
	c.buf = append(c.buf, ',')
	c.num(p.Y)
}

// SetLineWidth sets the width of the lines stroked next; they are not
// drawn if it is not positive.
func (c *svgCanvas) SetLineWidth(w float64) { c.state().lineWidth = w }

// SetLineDash sets the lengths of the dashes and gaps of the lines
// stroked next: solid if empty.
func (c *svgCanvas) SetLineDash(dashes []float64) { c.state().dashes = dashes }

// SetColor sets the color of what is drawn next; nil is black.

func (c *svgCanvas) SetColor(clr color.Color) { c.state().color = clr }

func (c *svgCanvas) group(transform string, args ...float64) {
	c.buf = append(c.buf, `<g transform="`...)
	c.buf = append(c.buf, transform...)
	c.buf = append(c.buf, '(')
	for i, a := range args {
		if i > 0 {
			c.buf = append(c.buf, ", "...)
		}
		c.num(a)
	}
	c.buf = append(c.buf, ")\">\n"...)
	c.state().groups++
}

// Rotate turns what is drawn next by rad radians about the origin, until
// the Pop of the last Push.
func (c *svgCanvas) Rotate(rad float64) { c.group("rotate", rad*180/math.Pi) }

// Push saves the color, the line's width and dashes and the transform,
// which Pop restores.
func (c *svgCanvas) Push() {
	top := *c.state()
	top.groups = 0
	c.stack = append(c.stack, top)
}

// Pop restores what the last Push saved.
func (c *svgCanvas) Pop() {
	if len(c.stack) == 1 {
		return // unbalanced: nothing to restore
	}
	for range c.state().groups {
		c.buf = append(c.buf, "</g>\n"...)
	}
	c.stack = c.stack[:len(c.stack)-1]
}

// Stroke draws the outline of p.
func (c *svgCanvas) Stroke(p svgPath) {
	s := c.state()
	if s.lineWidth <= 0 {
		return
	}
	c.buf = append(c.buf, `<path d="`...)
	c.pathData(p)
	c.buf = append(c.buf, `" style="fill:none;stroke:`...)
	c.color(s.color)
	c.opacity("stroke-opacity", s.color)
	if w := s.lineWidth; w != 1 {
		c.buf = append(c.buf, ";stroke-width:"...)
		c.num(w)
	}
	if len(s.dashes) > 0 {
		c.buf = append(c.buf, ";stroke-dasharray:"...)
		for i, d := range s.dashes {
			if i > 0 {
				c.buf = append(c.buf, ',')
			}
			c.num(d)
		}
	}
	c.buf = append(c.buf, "\"/>\n"...)
}

// Fill fills the inside of p.
func (c *svgCanvas) Fill(p svgPath) {
	s := c.state()
	c.buf = append(c.buf, `<path d="`...)
	c.pathData(p)
	c.buf = append(c.buf, `" style="`...)
	if col := hexOf(s.color); col != "#000000" {
		c.buf = append(c.buf, "fill:"...)
		c.buf = append(c.buf, col...)
		c.opacity("fill-opacity", s.color)
	} else if a := alphaOf(s.color); a != 1 {
		c.buf = append(c.buf, "fill-opacity:"...)
		c.num(a)
	}
	c.buf = append(c.buf, "\"/>\n"...)
}

// FillDiscs fills a disc of radius r around each of pts, all in one
// element. One disc is a circle of two arcs, as Fill writes it. Several
// are each a subpath of no length, "Mx,yh0", stroked 2r wide with round
// caps, which SVG draws as that disc (SVG 2, 13.5.2, zero-length
// subpaths): 15 bytes a disc against the arcs' 56, and the page parses a
// figure's markup again on every slider move (diffusion's noising view
// has 720 dots, each with its halo).
func (c *svgCanvas) FillDiscs(pts []point, r float64) {
	if len(pts) < 2 {
		c.Fill(discs(pts, r))
		return
	}
	s := c.state()
	c.buf = append(c.buf, `<path d="`...)
	for _, p := range pts {
		c.buf = append(c.buf, 'M')
		c.xy(p)
		c.buf = append(c.buf, "h0"...)
	}
	c.buf = append(c.buf, `" style="fill:none;stroke:`...)
	c.color(s.color)
	c.opacity("stroke-opacity", s.color)
	c.buf = append(c.buf, ";stroke-width:"...)
	c.num(2 * r)
	c.buf = append(c.buf, ";stroke-linecap:round\"/>\n"...)
}

// color appends the colour as #RRGGBB, black for nil.
func (c *svgCanvas) color(clr color.Color) { c.buf = append(c.buf, hexOf(clr)...) }

// opacity appends ";key:alpha" unless the colour is opaque.
func (c *svgCanvas) opacity(key string, clr color.Color) {
	if a := alphaOf(clr); a != 1 {
		c.buf = append(c.buf, ';')
		c.buf = append(c.buf, key...)
		c.buf = append(c.buf, ':')
		c.buf = strconv.AppendFloat(c.buf, a, 'g', 5, 64)
	}
}

// hexOf is the colour without its alpha, un-premultiplied, as #RRGGBB.
func hexOf(clr color.Color) string {
	if clr == nil {
		clr = color.Black
	}
	r, g, b, a := clr.RGBA()
	if a == 0 {
		return "#000000"
	}
	const digits = "0123456789ABCDEF"
	out := []byte("#000000")
	for i, v := range [3]uint32{r, g, b} {
		x := int(math.Round(float64(v) * 255 / float64(a)))
		x = min(max(x, 0), 255)
		out[1+2*i], out[2+2*i] = digits[x>>4], digits[x&15]
	}
	return string(out)
}

func alphaOf(clr color.Color) float64 {
	if clr == nil {
		return 1
	}
	_, _, _, a := clr.RGBA()
	return float64(a) / math.MaxUint16
}

// pathData appends the path's d attribute.
func (c *svgCanvas) pathData(p svgPath) {
	var cur point
	for _, part := range p {
		switch part.kind {
		case moveTo, lineTo:
			if part.kind == moveTo {
				c.buf = append(c.buf, 'M')
			} else {
				c.buf = append(c.buf, 'L')
			}
			c.xy(part.pos)
			cur = part.pos
		case arcTo:
			cur = c.arc(part, cur)
		case closePath:
			c.buf = append(c.buf, 'Z')
		}
	}
}

// arc appends an arc component as one SVG arc, or two for a full circle
// (an SVG arc cannot end where it starts), and returns where it ends.
func (c *svgCanvas) arc(part pathPart, cur point) point {
	r := part.radius
	at := func(angle float64) point {
		s, co := math.Sincos(angle)
		return point{X: part.pos.X + r*co, Y: part.pos.Y + s*r}
	}
	if start := at(part.start); start != cur {
		c.buf = append(c.buf, 'L')
		c.xy(start)
	}
	step := func(angle float64, end point) {
		c.buf = append(c.buf, 'A')
		c.num(r)
		c.buf = append(c.buf, ',')
		c.num(r)
		c.buf = append(c.buf, " 0 "...)
		if math.Abs(angle) >= math.Pi {
			c.buf = append(c.buf, '1')
		} else {
			c.buf = append(c.buf, '0')
		}
		if angle < 0 {
			c.buf = append(c.buf, " 0 "...)
		} else {
			c.buf = append(c.buf, " 1 "...)
		}
		c.xy(end)
	}
	if math.Abs(part.angle) < 2*math.Pi {
		end := at(part.start + part.angle)
		step(part.angle, end)
		return end
	}
	angle := 2 * math.Pi
	if part.angle < 0 {
		angle = -angle
	}
	step(angle/2, at(part.start+angle/2))
	end := at(part.start + angle)
	step(angle/2, end)
	return end
}

// FillString writes a text element with its baseline starting at p. Every
// font of a figure is Liberation Sans (sans in text.go): it is named with
// fallbacks for systems without it.
func (c *svgCanvas) FillString(f fontSpec, p point, s string) {
	c.buf = append(c.buf, `<text x="`...)
	c.num(p.X)
	c.buf = append(c.buf, `" y="`...)
	c.num(-p.Y)
	c.buf = append(c.buf, `" transform="scale(1, -1)" style="font-family:'Liberation Sans',Arial,Helvetica,sans-serif;font-variant:normal;font-weight:`...)
	if f.bold {
		c.buf = append(c.buf, "bold"...)
	} else {
		c.buf = append(c.buf, "normal"...)
	}
	c.buf = append(c.buf, ";font-style:normal;font-size:"...)
	c.num(f.size)
	c.buf = append(c.buf, "px"...)
	if col := hexOf(c.state().color); col != "#000000" {
		c.buf = append(c.buf, ";fill:"...)
		c.buf = append(c.buf, col...)
	}
	c.buf = append(c.buf, `">`...)
	c.buf = append(c.buf, html.EscapeString(s)...)
	c.buf = append(c.buf, "</text>\n"...)
}
