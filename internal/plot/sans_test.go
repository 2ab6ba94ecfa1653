package plot

import (
	"math"
	"math/rand/v2"
	"testing"

	"codeberg.org/go-fonts/liberation/liberationsansbold"
	"codeberg.org/go-fonts/liberation/liberationsansregular"
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"gonum.org/v1/plot/font"
)

// liberationFaces returns gonum's faces of the two fonts the tables were
// made from, at size: the reference the tables are checked against.
func liberationFaces(t *testing.T, size font.Length) map[*sansFace]font.Face {
	t.Helper()
	faces := map[*sansFace]font.Face{}
	for _, f := range []struct {
		table  *sansFace
		weight xfont.Weight
		ttf    []byte
	}{
		{sansRegular, xfont.WeightNormal, liberationsansregular.TTF},
		{sansBold, xfont.WeightBold, liberationsansbold.TTF},
	} {
		otf, err := opentype.Parse(f.ttf)
		if err != nil {
			t.Fatal(err)
		}
		faces[f.table] = font.Face{Font: sans(size, f.weight), Face: otf}
	}
	return faces
}

// TestSansMatchesTheFonts checks the generated tables against Liberation
// Sans as gonum measures it: the extents, the width of every rune of the
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
		name := ref.Font.Name()
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
		for _, s := range []string{"", "0", "11", "-0.111111", "1.23457e+06", "AV", "To", "σ(z) ≥ ∞", "\uFFFD", "x\U0001F600y", "−10⁻³ ×"} {
			check(s)
		}
		// Every kerning pair of the table, in context.
		for _, k := range table.kerns {
			check(string([]rune{'a', k.first, k.second, 'b'}))
		}
	}
}

// The figures' text is measured by the tables, not by a font of the
// cache: the handler gives the same boxes as gonum's with the font.
func TestTextHandlerMeasuresWithTheTables(t *testing.T) {
	h := newTextHandler()
	for _, ref := range liberationFaces(t, 10) {
		w, asc, desc := h.Box("Tick −1.5", ref.Font)
		ext := ref.Extents()
		if float64(w) != float64(ref.Width("Tick −1.5")) || asc != ext.Ascent || desc != ext.Descent {
			t.Errorf("%s: Box = %v, %v, %v; want %v, %v, %v", ref.Font.Name(), w, asc, desc, ref.Width("Tick −1.5"), ext.Ascent, ext.Descent)
		}
		if got := h.Extents(ref.Font); got != ext {
			t.Errorf("%s: Extents = %+v, want %+v", ref.Font.Name(), got, ext)
		}
	}
}
