package plot

import (
	"math"
	"strings"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
)

// textHandler is gonum's plain text handler with the widths it measures
// remembered for the figure being drawn. gonum measures each tick label
// several times while it lays out the axes and draws them, and
// font.Face.Width allocates a glyph buffer for every call: in WebAssembly
// that measuring, and the collections it caused, was a fifth of a
// figure's time.
//
// A textHandler belongs to one figure: it is not safe for concurrent use.
type textHandler struct {
	text.Plain
	widths map[textKey]vg.Length
}

type textKey struct {
	txt string
	fnt font.Font
}

func newTextHandler() *textHandler {
	return &textHandler{Plain: text.Plain{Fonts: font.DefaultCache}, widths: map[textKey]vg.Length{}}
}

// width is the width of one line of text in fnt.
func (h *textHandler) width(txt string, fnt font.Font) vg.Length {
	k := textKey{txt, fnt}
	w, ok := h.widths[k]
	if !ok {
		face := h.Fonts.Lookup(fnt, fnt.Size)
		w = face.Width(txt)
		h.widths[k] = w
	}
	return w
}

// Box is text.Plain's Box with the width remembered.
func (h *textHandler) Box(txt string, fnt font.Font) (width, height, depth vg.Length) {
	face := h.Fonts.Lookup(fnt, fnt.Size)
	ext := face.Extents()
	return h.width(txt, fnt), ext.Ascent, ext.Descent
}

// Draw is text.Plain's Draw with the widths remembered.
func (h *textHandler) Draw(c vg.Canvas, txt string, sty text.Style, pt vg.Point) {
	txt = strings.TrimRight(txt, "\n")
	if len(txt) == 0 {
		return
	}
	fnt := h.Fonts.Lookup(sty.Font, sty.Font.Size)
	c.SetColor(sty.Color)
	if sty.Rotation != 0 {
		c.Push()
		c.Rotate(sty.Rotation)
	}
	sin64, cos64 := math.Sincos(sty.Rotation)
	cos, sin := vg.Length(cos64), vg.Length(sin64)
	pt.X, pt.Y = pt.Y*sin+pt.X*cos, pt.Y*cos-pt.X*sin

	lines := h.Lines(txt)
	pt.Y += sty.Height(txt)*vg.Length(sty.YAlign) - fnt.Extents().Ascent
	for i, line := range lines {
		xoffs := vg.Length(sty.XAlign) * h.width(line, sty.Font)
		n := vg.Length(len(lines) - i)
		c.FillString(fnt, pt.Add(vg.Point{X: xoffs, Y: n * sty.Font.Size}), line)
	}
	if sty.Rotation != 0 {
		c.Pop()
	}
}
