package plot

import (
	"errors"

	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
)

// measurer measures the widths of many short texts in one font, as
// font.Face.Width does (the glyphs' advances plus the kerning of each
// pair, unhinted), but with one reused sfnt.Buffer rather than a new one
// per text, so that measuring a heatmap's values does not allocate.
type measurer struct {
	face font.Face
	buf  sfnt.Buffer
	ppem fixed.Int26_6 // one em in font units, so metrics are unscaled
}

// newMeasurer returns a measurer of texts in fnt as h draws them.
func newMeasurer(h text.Handler, fnt font.Font) *measurer {
	face := h.Cache().Lookup(fnt, fnt.Size)
	return &measurer{face: face, ppem: fixed.Int26_6(face.Face.UnitsPerEm())}
}

// width returns the width of s.
func (m *measurer) width(s string) vg.Length {
	var w fixed.Int26_6
	var prev sfnt.GlyphIndex
	for i, r := range s {
		idx, err := m.face.Face.GlyphIndex(&m.buf, r)
		if err != nil {
			return m.face.Width(s) // reports the error as gonum does
		}
		if i > 0 {
			k, err := m.face.Face.Kern(&m.buf, prev, idx, m.ppem, xfont.HintingNone)
			switch {
			case err == nil:
				w += k
			case !errors.Is(err, sfnt.ErrNotFound):
				return m.face.Width(s)
			}
		}
		adv, err := m.face.Face.GlyphAdvance(&m.buf, idx, m.ppem, xfont.HintingNone)
		if err != nil {
			return m.face.Width(s)
		}
		w += adv
		prev = idx
	}
	return vg.Length(w) * m.face.Font.Size / vg.Length(m.ppem)
}
