package plot

import (
	"math"
	"strings"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
)

// textHandler is gonum's plain text handler measuring with eqx's tables
// of Liberation Sans (sans.go) rather than the font, and with the widths
// it measures remembered for the figure being drawn: gonum measures each
// tick label several times while it lays out the axes and draws them.
//
// A textHandler belongs to one figure: it is not safe for concurrent use.
type textHandler struct {
	text.Plain // for Lines; its font cache is empty and never looked in
	widths     map[textKey]vg.Length
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
		w = sansFor(fnt).width(txt, fnt.Size)
		h.widths[k] = w
	}
	return w
}

// Extents returns the extents of fnt.
func (h *textHandler) Extents(fnt font.Font) font.Extents {
	return sansFor(fnt).extents(fnt.Size)
}

// Box is text.Plain's Box, measured with the tables.
func (h *textHandler) Box(txt string, fnt font.Font) (width, height, depth vg.Length) {
	ext := h.Extents(fnt)
	return h.width(txt, fnt), ext.Ascent, ext.Descent
}

// Draw is text.Plain's Draw, measured with the tables.
func (h *textHandler) Draw(c vg.Canvas, txt string, sty text.Style, pt vg.Point) {
	txt = strings.TrimRight(txt, "\n")
	if len(txt) == 0 {
		return
	}
	c.SetColor(sty.Color)
	if sty.Rotation != 0 {
		c.Push()
		c.Rotate(sty.Rotation)
	}
	sin64, cos64 := math.Sincos(sty.Rotation)
	cos, sin := vg.Length(cos64), vg.Length(sin64)
	pt.X, pt.Y = pt.Y*sin+pt.X*cos, pt.Y*cos-pt.X*sin

	lines := h.Lines(txt)
	pt.Y += sty.Height(txt)*vg.Length(sty.YAlign) - h.Extents(sty.Font).Ascent
	face := font.Face{Font: sty.Font} // the canvas writes the font's name, size and weight
	for i, line := range lines {
		xoffs := vg.Length(sty.XAlign) * h.width(line, sty.Font)
		n := vg.Length(len(lines) - i)
		c.FillString(face, pt.Add(vg.Point{X: xoffs, Y: n * sty.Font.Size}), line)
	}
	if sty.Rotation != 0 {
		c.Pop()
	}
}
