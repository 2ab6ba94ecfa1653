package raster

import (
	"image"
	"regexp"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
	"eqx/internal/session"
)

// ink returns the rows and columns of img covered more than half.
func ink(img *image.RGBA) (rows, cols map[int]int) {
	rows, cols = map[int]int{}, map[int]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if alpha(img, x, y) > 128 {
				rows[y]++
				cols[x]++
			}
		}
	}
	return rows, cols
}

// TestFallbackGlyphs checks runes Liberation Sans lacks against the shapes
// DejaVu Sans gives them, which its missing glyph, an empty box from the
// baseline to the cap height, does not have: a superscript ⁱ of 40 px
// leaves the 10 px above the baseline bare (its foot is at 0.36 em in
// DejaVu Sans), and ∇, a triangle on its point, is far wider at its top
// than at its bottom.
func TestFallbackGlyphs(t *testing.T) {
	img := render(t, `<svg viewBox="0 0 60 60"><text x="10" y="50" style="font-size:40px">ⁱ</text></svg>`, 60, 60)
	rows, _ := ink(img)
	if len(rows) == 0 {
		t.Fatal("ⁱ drew nothing")
	}
	for y := 40; y < 50; y++ {
		if rows[y] > 0 {
			t.Errorf("ⁱ has ink on row %d, within 10 px of its baseline (50): the missing glyph's box?", y)
			break
		}
	}

	img = render(t, `<svg viewBox="0 0 60 60"><text x="10" y="50" style="font-size:40px">∇</text></svg>`, 60, 60)
	rows, _ = ink(img)
	top, bottom := 60, -1
	for y := range rows {
		top, bottom = min(top, y), max(bottom, y)
	}
	if bottom-top < 20 || rows[top+2] < 3*rows[bottom-2] {
		t.Errorf("∇ spans rows %d…%d, %d px wide near its top and %d near its bottom: want a triangle on its point", top, bottom, rows[top+2], rows[bottom-2])
	}
}

// TestCatalogueRunesHaveGlyphs checks that every rune of the texts in the
// catalogue's figures, at their defaults, is in Liberation Sans or DejaVu
// Sans, regular and bold: a card (the embeds' PNG) draws any other as an
// empty box.
func TestCatalogueRunesHaveGlyphs(t *testing.T) {
	f, err := newFaces()
	if err != nil {
		t.Fatal(err)
	}
	texts := regexp.MustCompile(`>([^<>]+)</text>`)
	seen := map[rune]bool{}
	for _, spec := range equations.Catalogue().All() {
		for _, svg := range session.New(spec, plot.Light).SVGs {
			for _, m := range texts.FindAllStringSubmatch(svg, -1) {
				for _, r := range m[1] {
					if seen[r] || r == ' ' {
						continue
					}
					seen[r] = true
					for _, bold := range []bool{false, true} {
						if g, _ := f.glyph(bold, r); g.index == 0 {
							t.Errorf("%s: %q (%U) has no glyph (bold %v)", spec.ID, r, r, bold)
						}
					}
				}
			}
		}
	}
	if len(seen) < 50 {
		t.Errorf("only %d distinct runes in the figures' texts: the texts were not found", len(seen))
	}
}
