package plot

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"codeberg.org/go-fonts/liberation/liberationsansbold"
	"codeberg.org/go-fonts/liberation/liberationsansregular"
	"github.com/go-fonts/dejavu/dejavusans"
	"github.com/go-fonts/dejavu/dejavusansbold"
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// refFace measures text with the font itself, at a size in points, as
// gonum/plot's font.Face measured it when eqx drew with gonum/plot: the
// advances and kerning at unitsPerEm pixels per em, unhinted, scaled to
// the size; a rune of fallbackBlocks the font lacks has the advance of
// the fallback font and kerns with nothing. It is the reference the
// tables are checked against.
type refFace struct {
	name     string
	font     fontSpec
	sfnt     *sfnt.Font
	fallback *sfnt.Font
}

// fallbackBlocks are gen_sans.go's: the blocks of runes measured in
// DejaVu Sans where Liberation Sans lacks them.
var fallbackBlocks = [][2]rune{
	{0x2070, 0x209F}, {0x2100, 0x214F}, {0x2190, 0x21FF}, {0x2200, 0x22FF}, {0x2300, 0x23FF},
	{0x25A0, 0x25FF}, {0x27C0, 0x27EF}, {0x2980, 0x29FF}, {0x2A00, 0x2AFF},
}

// fallbackGlyph returns r's glyph in f.fallback if f lacks it, r is in
// fallbackBlocks and the fallback has it.
func (f refFace) fallbackGlyph(buf *sfnt.Buffer, r rune) (sfnt.GlyphIndex, bool) {
	for _, b := range fallbackBlocks {
		if b[0] <= r && r <= b[1] {
			g, err := f.fallback.GlyphIndex(buf, r)
			return g, err == nil && g != 0
		}
	}
	return 0, false
}

// Width is the width of s, in points.
func (f refFace) Width(s string) float64 {
	var (
		ppem      = fixed.Int26_6(f.sfnt.UnitsPerEm())
		scale     = f.font.size / float64(ppem)
		width     = 0
		hasPrev   = false
		buf       sfnt.Buffer
		prev, idx sfnt.GlyphIndex
	)
	for _, r := range s {
		var err error
		idx, err = f.sfnt.GlyphIndex(&buf, r)
		if err != nil {
			panic(err)
		}
		if g, ok := f.fallbackGlyph(&buf, r); idx == 0 && ok {
			adv, err := f.fallback.GlyphAdvance(&buf, g, ppem, xfont.HintingNone)
			if err != nil {
				panic(err)
			}
			width += int(adv)
			hasPrev = false
			continue
		}
		if hasPrev {
			kern, err := f.sfnt.Kern(&buf, prev, idx, ppem, xfont.HintingNone)
			switch {
			case err == nil:
				width += int(kern)
			case errors.Is(err, sfnt.ErrNotFound):
			default:
				panic(err)
			}
		}
		adv, err := f.sfnt.GlyphAdvance(&buf, idx, ppem, xfont.HintingNone)
		if err != nil {
			panic(err)
		}
		width += int(adv)
		prev, hasPrev = idx, true
	}
	return float64(width) * scale
}

// Extents are the font's extents, in points.
func (f refFace) Extents() extents {
	var buf sfnt.Buffer
	ppem := fixed.Int26_6(f.sfnt.UnitsPerEm())
	met, err := f.sfnt.Metrics(&buf, ppem, xfont.HintingNone)
	if err != nil {
		panic(err)
	}
	scale := f.font.size / float64(ppem)
	return extents{
		Ascent:  float64(met.Ascent) * scale,
		Descent: float64(met.Descent) * scale,
		Height:  float64(met.Height) * scale,
	}
}

// liberationFaces returns the two fonts the tables were made from, at
// size, each with its table.
func liberationFaces(t *testing.T, size float64) map[*sansFace]refFace {
	t.Helper()
	faces := map[*sansFace]refFace{}
	for _, f := range []struct {
		table         *sansFace
		name          string
		weight        bool
		ttf, fallback []byte
	}{
		{sansRegular, "Liberation Sans", regular, liberationsansregular.TTF, dejavusans.TTF},
		{sansBold, "Liberation Sans Bold", bold, liberationsansbold.TTF, dejavusansbold.TTF},
	} {
		otf, err := sfnt.Parse(f.ttf)
		if err != nil {
			t.Fatal(err)
		}
		fb, err := sfnt.Parse(f.fallback)
		if err != nil {
			t.Fatal(err)
		}
		faces[f.table] = refFace{name: f.name, font: sans(size, f.weight), sfnt: otf, fallback: fb}
	}
	return faces
}

// TestSansMatchesTheFonts checks the generated tables against Liberation
// Sans as refFace measures it: the extents, the width of every rune of the
// Basic Multilingual Plane (mapped or not), every pair of the runes
// figures mostly show, random pairs of all the others, and some strings.
func TestSansMatchesTheFonts(t *testing.T) {
	const size = 7.3
	var common []rune
	for _, span := range [][2]rune{{0x20, 0x7E}, {0xA0, 0xFF}, {0x391, 0x3C9}, {0x2070, 0x209C}, {0x2190, 0x2193}, {0x2200, 0x2265}} {
		for r := span[0]; r <= span[1]; r++ {
			common = append(common, r)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for table, ref := range liberationFaces(t, size) {
		name := ref.name
		if got, want := table.extents(size), ref.Extents(); got != want {
			t.Errorf("%s: extents %+v, want %+v", name, got, want)
		}
		check := func(s string) {
			t.Helper()
			if got, want := float64(table.width(s, size)), float64(ref.Width(s)); math.Abs(got-want) > 1e-12*math.Abs(want) {
				t.Errorf("%s: width(%q) = %v, want %v", name, s, got, want)
			}
		}
		for r := rune(0); r <= 0xFFFF; r++ {
			check(string(r))
		}
		for _, a := range common {
			for _, b := range common {
				check(string([]rune{a, b}))
			}
		}
		for range 20000 {
			a := table.runes[rng.IntN(len(table.runes))]
			b := table.runes[rng.IntN(len(table.runes))]
			check(string([]rune{a, b}))
		}
		// Kerned pairs the figures print ("11", "AV", "To"), a rune the
		// font lacks next to others, and a tick label.
		for _, s := range []string{"", "0", "11", "-0.111111", "1.23457e+06", "AV", "To", "σ(z) ≥ ∞", "\uFFFD", "x\U0001F600y", "−10⁻³ ×", "x⁽ⁱ⁾ − μ", "W⋆X", "∇f ∝ g⊙h", "A⊙V"} {
			check(s)
		}
		// Every kerning pair of the table, in context.
		for _, k := range table.kerns {
			check(string([]rune{'a', k.first, k.second, 'b'}))
		}
	}
}

// The figures' text is measured by the tables, not by the font: the
// handler gives the same widths and extents as the font.
func TestTextHandlerMeasuresWithTheTables(t *testing.T) {
	h := newTextHandler()
	for _, ref := range liberationFaces(t, 10) {
		for range 2 { // measured, then remembered
			if got, want := h.width("Tick −1.5", ref.font), ref.Width("Tick −1.5"); got != want {
				t.Errorf("%s: width = %v, want %v", ref.name, got, want)
			}
		}
		if got, want := h.extents(ref.font), ref.Extents(); got != want {
			t.Errorf("%s: extents = %+v, want %+v", ref.name, got, want)
		}
	}
}
