// The text layout of this file follows gonum.org/v1/plot's text package
// (v0.17.0, text.Style and text.Plain), Copyright ©2021 The Gonum Authors,
// under the BSD 3-clause license in LICENSE.gonum.

package plot

import (
	"image/color"
	"math"
)

// fontSpec is the font of a text: Liberation Sans (sans.go), at size
// points, regular or bold.
type fontSpec struct {
	size float64
	bold bool
}

// The weights of sans.
const (
	regular = false
	bold    = true
)

// sans returns the font of all text, Liberation Sans, at the given size
// and weight. It is metrically compatible with Arial and Helvetica, which
// browsers substitute when it is missing.
func sans(size float64, weight bool) fontSpec {
	return fontSpec{size: size, bold: weight}
}

// extents are the vertical metrics of a font at its size, in points:
// above and below the baseline, and from one baseline to the next.
type extents struct {
	Ascent, Descent, Height float64
}

// Alignments of a text at its point (textStyle's XAlign and YAlign): the
// text starts XAlign·width right of the point (xLeft: at the point,
// xCenter: centered on it), and rises from YAlign·height above it
// (yBottom: it stands on the point, yTop: it hangs from it).
const (
	xLeft   = 0
	xCenter = -0.5
	xRight  = -1

	yTop    = -1
	yCenter = -0.5
	yBottom = 0
)

// textStyle is how a text is drawn: its color, font, rotation (radians,
// about its point) and alignment, and the handler that measures it.
type textStyle struct {
	Color    color.Color
	Font     fontSpec
	Rotation float64
	XAlign   float64
	YAlign   float64
	Handler  *textHandler
}

// FontExtents returns the extents of the style's font.
func (s textStyle) FontExtents() extents {
	return s.Handler.extents(s.Font)
}

// Width returns the width of txt, before any rotation. Figures' texts are
// one line each (clean turns line breaks into spaces).
func (s textStyle) Width(txt string) float64 {
	w, _ := s.box(txt)
	return w
}

// Height returns the height of txt, before any rotation.
func (s textStyle) Height(txt string) float64 {
	_, h := s.box(txt)
	return h
}

// box returns the width and height of the line txt.
func (s textStyle) box(txt string) (w, h float64) {
	e := s.FontExtents()
	if ww := s.Handler.width(txt, s.Font); ww > w {
		w = ww
	}
	h += e.Ascent + e.Descent
	return w, h
}

// Rectangle returns the bounds of txt drawn at (0, 0).
func (s textStyle) Rectangle(txt string) rect {
	e := s.FontExtents()
	w, h := s.box(txt)
	desc := e.Height - e.Ascent // descent + linegap
	xoff := s.XAlign * w
	yoff := s.YAlign*h - desc

	// lower left corner
	p1 := rotatePoint(s.Rotation, point{X: xoff, Y: yoff})
	// upper left corner
	p2 := rotatePoint(s.Rotation, point{X: xoff, Y: h + yoff})
	// lower right corner
	p3 := rotatePoint(s.Rotation, point{X: w + xoff, Y: yoff})
	// upper right corner
	p4 := rotatePoint(s.Rotation, point{X: w + xoff, Y: h + yoff})

	return rect{
		Max: point{X: greatest(p1.X, p2.X, p3.X, p4.X), Y: greatest(p1.Y, p2.Y, p3.Y, p4.Y)},
		Min: point{X: least(p1.X, p2.X, p3.X, p4.X), Y: least(p1.Y, p2.Y, p3.Y, p4.Y)},
	}
}

// rotatePoint turns p by theta radians about the origin.
func rotatePoint(theta float64, p point) point {
	if theta == 0 {
		return p
	}
	sin, cos := math.Sincos(theta)
	return point{X: p.X*cos - p.Y*sin, Y: p.Y*cos + p.X*sin}
}

// greatest returns the greatest of v, the first of equal ones (of 0 and
// −0, whichever comes first, unlike the builtin max).
func greatest(v ...float64) float64 {
	o := math.Inf(-1)
	for _, x := range v {
		if x > o {
			o = x
		}
	}
	return o
}

// least returns the least of v, the first of equal ones.
func least(v ...float64) float64 {
	o := math.Inf(1)
	for _, x := range v {
		if x < o {
			o = x
		}
	}
	return o
}

// FillText draws txt at pt in sty.
func (c *canvas) FillText(sty textStyle, pt point, txt string) {
	sty.Handler.draw(c, txt, sty, pt)
}

// textHandler measures texts with eqx's tables of Liberation Sans
// (sans.go) rather than with the font, and remembers the widths it
// measured for the figure being drawn: the axes measure each tick label
// several times while they are laid out and drawn.
//
// A textHandler belongs to one figure: it is not safe for concurrent use.
type textHandler struct {
	widths map[textKey]float64
}

type textKey struct {
	txt string
	fnt fontSpec
}

func newTextHandler() *textHandler {
	return &textHandler{widths: map[textKey]float64{}}
}

// width is the width of one line of text in fnt.
func (h *textHandler) width(txt string, fnt fontSpec) float64 {
	k := textKey{txt, fnt}
	w, ok := h.widths[k]
	if !ok {
		w = sansFor(fnt).width(txt, fnt.size)
		h.widths[k] = w
	}
	return w
}

// extents returns the extents of fnt.
func (h *textHandler) extents(fnt fontSpec) extents {
	return sansFor(fnt).extents(fnt.size)
}

// draw writes the line txt in sty at pt.
func (h *textHandler) draw(c *canvas, txt string, sty textStyle, pt point) {
	if len(txt) == 0 {
		return
	}
	c.SetColor(sty.Color)
	if sty.Rotation != 0 {
		c.Push()
		c.Rotate(sty.Rotation)
	}
	sin, cos := math.Sincos(sty.Rotation)
	pt.X, pt.Y = pt.Y*sin+pt.X*cos, pt.Y*cos-pt.X*sin

	pt.Y += sty.Height(txt)*sty.YAlign - h.extents(sty.Font).Ascent
	xoffs := sty.XAlign * h.width(txt, sty.Font)
	c.FillString(sty.Font, pt.Add(point{X: xoffs, Y: sty.Font.size}), txt)
	if sty.Rotation != 0 {
		c.Pop()
	}
}
