package plot

import (
	"errors"
	"html"
	"image"
	"image/color"
	"math"
	"strconv"

	xfont "golang.org/x/image/font"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
)

// svgCanvas is a vg.Canvas that writes the body of an SVG document. It
// writes what gonum.org/v1/plot/vg/vgsvg writes — the same elements and
// the same style properties — but with strconv instead of fmt, and
// with the fonts named with fallbacks instead of looked up in the font
// file for every text. Each element starts a line of its own, and no
// element spans two lines: the page patches a figure line by line (see
// app/paint.go). A figure is drawn on every slider move, in
// WebAssembly, where vgsvg's fmt-based formatting was a third of it.
//
// A non-finite coordinate, length or angle is not written: it is recorded
// in err, and SVG reports it as an internal error.
type svgCanvas struct {
	w, h  vg.Length
	buf   []byte
	stack []canvasState
	err   error
}

// canvasState is the graphics state that Push saves and Pop restores.
type canvasState struct {
	color      color.Color
	dashes     []vg.Length
	dashOffset vg.Length
	lineWidth  vg.Length
	groups     int // <g> elements opened since the Push
}

// Every coordinate is written with two decimals, in points: a hundredth
// of a point is far below a screen pixel at any zoom a plot is read at.

var errNonFinite = errors.New("plot: internal error: non-finite coordinate")

func newSVGCanvas(w, h vg.Length) *svgCanvas {
	c := &svgCanvas{w: w, h: h, stack: []canvasState{{}}}
	c.buf = make([]byte, 0, 16<<10)
	// y grows upwards in vg, downwards in SVG.
	c.buf = append(c.buf, `<g transform="scale(1, -1) translate(0, -`...)
	c.num(h.Points())
	c.buf = append(c.buf, ")\">\n"...)
	vg.Initialize(c)
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

// point appends "x,y".
func (c *svgCanvas) point(p vg.Point) {
	c.num(p.X.Points())
	c.buf = append(c.buf, ',')
	c.num(p.Y.Points())
}

func (c *svgCanvas) Size() (w, h vg.Length) { return c.w, c.h }

func (c *svgCanvas) SetLineWidth(w vg.Length) { c.state().lineWidth = w }

func (c *svgCanvas) SetLineDash(dashes []vg.Length, offset vg.Length) {
	c.state().dashes, c.state().dashOffset = dashes, offset
}

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

func (c *svgCanvas) Rotate(rad float64) { c.group("rotate", rad*180/math.Pi) }

func (c *svgCanvas) Translate(p vg.Point) { c.group("translate", p.X.Points(), p.Y.Points()) }

func (c *svgCanvas) Scale(x, y float64) { c.group("scale", x, y) }

func (c *svgCanvas) Push() {
	top := *c.state()
	top.groups = 0
	c.stack = append(c.stack, top)
}

func (c *svgCanvas) Pop() {
	if len(c.stack) == 1 {
		return // unbalanced: nothing to restore
	}
	for range c.state().groups {
		c.buf = append(c.buf, "</g>\n"...)
	}
	c.stack = c.stack[:len(c.stack)-1]
}

func (c *svgCanvas) Stroke(path vg.Path) {
	s := c.state()
	if s.lineWidth.Points() <= 0 {
		return
	}
	c.buf = append(c.buf, `<path d="`...)
	c.pathData(path)
	c.buf = append(c.buf, `" style="fill:none;stroke:`...)
	c.color(s.color)
	c.opacity("stroke-opacity", s.color)
	if w := s.lineWidth.Points(); w != 1 {
		c.buf = append(c.buf, ";stroke-width:"...)
		c.num(w)
	}
	if len(s.dashes) > 0 {
		c.buf = append(c.buf, ";stroke-dasharray:"...)
		for i, d := range s.dashes {
			if i > 0 {
				c.buf = append(c.buf, ',')
			}
			c.num(d.Points())
		}
	}
	if o := s.dashOffset.Points(); o != 0 {
		c.buf = append(c.buf, ";stroke-dashoffset:"...)
		c.num(o)
	}
	c.buf = append(c.buf, "\"/>\n"...)
}

func (c *svgCanvas) Fill(path vg.Path) {
	s := c.state()
	c.buf = append(c.buf, `<path d="`...)
	c.pathData(path)
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
func (c *svgCanvas) pathData(path vg.Path) {
	var cur vg.Point
	for _, comp := range path {
		switch comp.Type {
		case vg.MoveComp, vg.LineComp:
			if comp.Type == vg.MoveComp {
				c.buf = append(c.buf, 'M')
			} else {
				c.buf = append(c.buf, 'L')
			}
			c.point(comp.Pos)
			cur = comp.Pos
		case vg.ArcComp:
			cur = c.arc(comp, cur)
		case vg.CurveComp:
			switch len(comp.Control) {
			case 1:
				c.buf = append(c.buf, 'Q')
			case 2:
				c.buf = append(c.buf, 'C')
			default:
				c.err = errors.New("plot: internal error: a curve with " + strconv.Itoa(len(comp.Control)) + " control points")
				continue
			}
			for _, p := range comp.Control {
				c.point(p)
				c.buf = append(c.buf, ',')
			}
			c.point(comp.Pos)
			cur = comp.Pos
		case vg.CloseComp:
			c.buf = append(c.buf, 'Z')
		}
	}
}

// arc appends an arc component as one SVG arc, or two for a full circle
// (an SVG arc cannot end where it starts), and returns where it ends.
func (c *svgCanvas) arc(comp vg.PathComp, cur vg.Point) vg.Point {
	r := comp.Radius.Points()
	at := func(angle float64) vg.Point {
		s, co := math.Sincos(angle)
		return vg.Point{X: comp.Pos.X + vg.Length(r*co), Y: comp.Pos.Y + vg.Length(s*r)}
	}
	if start := at(comp.Start); start != cur {
		c.buf = append(c.buf, 'L')
		c.point(start)
	}
	step := func(angle float64, end vg.Point) {
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
		c.point(end)
	}
	if math.Abs(comp.Angle) < 2*math.Pi {
		end := at(comp.Start + comp.Angle)
		step(comp.Angle, end)
		return end
	}
	angle := 2 * math.Pi
	if comp.Angle < 0 {
		angle = -angle
	}
	step(angle/2, at(comp.Start+angle/2))
	end := at(comp.Start + angle)
	step(angle/2, end)
	return end
}

// FillString writes a text element. Every font of a figure is Liberation
// Sans (sans in render.go): it is named with fallbacks for systems without
// it, and its weight is given in CSS terms.
func (c *svgCanvas) FillString(f font.Face, p vg.Point, s string) {
	c.buf = append(c.buf, `<text x="`...)
	c.num(p.X.Points())
	c.buf = append(c.buf, `" y="`...)
	c.num(-p.Y.Points())
	c.buf = append(c.buf, `" transform="scale(1, -1)" style="font-family:'Liberation Sans',Arial,Helvetica,sans-serif;font-variant:normal;font-weight:`...)
	c.buf = append(c.buf, cssWeight(f.Font.Weight)...)
	c.buf = append(c.buf, ";font-style:normal;font-size:"...)
	c.num(f.Font.Size.Points())
	c.buf = append(c.buf, "px"...)
	if col := hexOf(c.state().color); col != "#000000" {
		c.buf = append(c.buf, ";fill:"...)
		c.buf = append(c.buf, col...)
	}
	c.buf = append(c.buf, `">`...)
	c.buf = append(c.buf, html.EscapeString(s)...)
	c.buf = append(c.buf, "</text>\n"...)
}

// cssWeight is the CSS font-weight of a font weight, as vgsvg writes it.
func cssWeight(w xfont.Weight) string {
	switch w {
	case xfont.WeightNormal:
		return "normal"
	case xfont.WeightBold:
		return "bold"
	}
	// WeightThin (-3) … WeightBlack (5) are 100 … 900.
	return strconv.Itoa(int(min(max(w, xfont.WeightThin), xfont.WeightBlack)+4) * 100)
}

// DrawImage is not used by any mark: figures are vector only.
func (c *svgCanvas) DrawImage(vg.Rectangle, image.Image) {
	c.err = errors.New("plot: internal error: images are not supported")
}
