package raster

import (
	"fmt"
	"image/color"
	"sync"

	"codeberg.org/go-fonts/liberation/liberationsansbold"
	"codeberg.org/go-fonts/liberation/liberationsansregular"
	"github.com/go-fonts/dejavu/dejavusans"
	"github.com/go-fonts/dejavu/dejavusansbold"
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// faces are the two faces of Liberation Sans, the font every figure of
// internal/plot names first and measures its text with (its
// sans_metrics.go): text drawn here has the widths the layout counted
// on. Glyph outlines are kept in font units, once per rune.
//
// A rune Liberation Sans lacks is drawn from DejaVu Sans, as a browser on
// Linux draws it (fontconfig's fallback for Liberation Sans): the
// figures' labels use a few (x⁽ⁱ⁾, ∇, ∝, ⊙, ⋆), which a card drew as the
// empty box of Liberation's missing glyph.
type faces struct {
	regular, bold                 *sfnt.Font
	fallbackRegular, fallbackBold *sfnt.Font

	mu     sync.Mutex
	buf    sfnt.Buffer
	glyphs map[glyphKey]glyph
}

type glyphKey struct {
	bold bool
	r    rune
}

// glyph is a rune's outline, y down, and its advance, in font units.
type glyph struct {
	segs     sfnt.Segments
	index    sfnt.GlyphIndex
	advance  float64
	fallback bool // from DejaVu Sans
}

func newFaces() (*faces, error) {
	f := &faces{glyphs: map[glyphKey]glyph{}}
	for _, font := range []struct {
		name string
		ttf  []byte
		to   **sfnt.Font
	}{
		{"Liberation Sans", liberationsansregular.TTF, &f.regular},
		{"Liberation Sans Bold", liberationsansbold.TTF, &f.bold},
		{"DejaVu Sans", dejavusans.TTF, &f.fallbackRegular},
		{"DejaVu Sans Bold", dejavusansbold.TTF, &f.fallbackBold},
	} {
		parsed, err := sfnt.Parse(font.ttf)
		if err != nil {
			return nil, fmt.Errorf("reading %s: %w", font.name, err)
		}
		*font.to = parsed
	}
	return f, nil
}

// glyph returns r's outline and the font it is from: Liberation Sans, or
// DejaVu Sans for a rune Liberation lacks, or Liberation's empty box for
// a rune neither has (as browsers draw one).
func (f *faces) glyph(bold bool, r rune) (glyph, *sfnt.Font) {
	font, fallback := f.regular, f.fallbackRegular
	if bold {
		font, fallback = f.bold, f.fallbackBold
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	k := glyphKey{bold, r}
	if g, ok := f.glyphs[k]; ok {
		if g.fallback {
			return g, fallback
		}
		return g, font
	}
	var g glyph
	g.index, _ = font.GlyphIndex(&f.buf, r) // 0, the missing glyph, on error
	if g.index == 0 {
		if i, _ := fallback.GlyphIndex(&f.buf, r); i != 0 {
			g.index, g.fallback, font = i, true, fallback
		}
	}
	upem := fixed.I(int(font.UnitsPerEm()))
	if segs, err := font.LoadGlyph(&f.buf, g.index, upem, nil); err == nil {
		g.segs = append(sfnt.Segments(nil), segs...)
	}
	if adv, err := font.GlyphAdvance(&f.buf, g.index, upem, xfont.HintingNone); err == nil {
		g.advance = float64(adv) / 64
	}
	f.glyphs[k] = g
	return g, font
}

// kern is the kerning of a pair, in font units.
func (f *faces) kern(font *sfnt.Font, a, b sfnt.GlyphIndex) float64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	k, err := font.Kern(&f.buf, a, b, fixed.I(int(font.UnitsPerEm())), xfont.HintingNone)
	if err != nil {
		return 0
	}
	return float64(k) / 64
}

// text draws s with its baseline starting at (x, y) of m's coordinates,
// size the em in those coordinates, as one filled shape.
func (c *canvas) text(f *faces, m affine, x, y, size float64, bold bool, s string, col color.NRGBA) {
	var polys [][]pt
	pen := 0.0
	var prev sfnt.GlyphIndex
	var prevFont *sfnt.Font
	for _, r := range s {
		g, font := f.glyph(bold, r)
		em := size / float64(font.UnitsPerEm())
		// Pairs of Liberation's glyphs kern, as the figures' layout counts
		// (internal/plot's sans_metrics.go): none with a fallback's.
		if font == prevFont && !g.fallback {
			pen += f.kern(font, prev, g.index) * em
		}
		prev, prevFont = g.index, font
		polys = append(polys, outline(g.segs, m, x+pen, y, em)...)
		pen += g.advance * em
	}
	c.fill(polys, col, false)
}

// outline flattens a glyph's quadratic and cubic segments into polygons
// in device coordinates; a glyph at text sizes needs few chords.
func outline(segs sfnt.Segments, m affine, x, y, em float64) [][]pt {
	var polys [][]pt
	var cur []pt
	at := func(p fixed.Point26_6) pt {
		px, py := m.apply(x+float64(p.X)/64*em, y+float64(p.Y)/64*em)
		return pt{px, py}
	}
	const n = 6 // chords per curve
	for _, s := range segs {
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			if len(cur) > 2 {
				polys = append(polys, cur)
			}
			cur = []pt{at(s.Args[0])}
		case sfnt.SegmentOpLineTo:
			cur = append(cur, at(s.Args[0]))
		case sfnt.SegmentOpQuadTo:
			p0, p1, p2 := cur[len(cur)-1], at(s.Args[0]), at(s.Args[1])
			for j := 1; j <= n; j++ {
				t := float64(j) / n
				u := 1 - t
				cur = append(cur, pt{u*u*p0.x + 2*u*t*p1.x + t*t*p2.x, u*u*p0.y + 2*u*t*p1.y + t*t*p2.y})
			}
		case sfnt.SegmentOpCubeTo:
			p0, p1, p2, p3 := cur[len(cur)-1], at(s.Args[0]), at(s.Args[1]), at(s.Args[2])
			for j := 1; j <= n; j++ {
				t := float64(j) / n
				u := 1 - t
				a, b, c, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
				cur = append(cur, pt{a*p0.x + b*p1.x + c*p2.x + d*p3.x, a*p0.y + b*p1.y + c*p2.y + d*p3.y})
			}
		}
	}
	if len(cur) > 2 {
		polys = append(polys, cur)
	}
	return polys
}
