package plot

import "slices"

//go:generate go run gen_sans.go -o sans_metrics.go

// sansFace holds the metrics of one face of Liberation Sans, the font of
// every figure (sans in text.go), without the font. The figures are SVG:
// their text is drawn by the browser (in Liberation Sans, or the
// metric-compatible Arial), and eqx only measures it to lay out axes,
// legends and heatmap values. The tables are generated from the fonts
// (gen_sans.go) and checked against them (TestSansMatchesTheFonts).
//
// Widths are in font units: a text of w units is w·size/unitsPerEm points
// wide.
type sansFace struct {
	unitsPerEm              int
	ascent, descent, height int // the extents, in font units
	notdef                  int // the advance of a rune the font lacks

	runes    []rune   // the runes the font maps, ascending
	advances []uint16 // their advances
	kerns    []sansKern
}

// sansKern is the kerning of a pair of runes, in font units.
type sansKern struct {
	first, second rune
	k             int16
}

// sansFor returns the face of fnt.
func sansFor(fnt fontSpec) *sansFace {
	if fnt.bold {
		return sansBold
	}
	return sansRegular
}

// advance returns the advance of r.
func (f *sansFace) advance(r rune) int {
	if r < 0x7F && r >= 0x20 {
		// The printable ASCII runes are all mapped and consecutive in runes.
		if i := int(r - f.runes[0]); i < len(f.runes) && f.runes[i] == r {
			return int(f.advances[i])
		}
	}
	i, ok := slices.BinarySearch(f.runes, r)
	if !ok {
		return f.notdef
	}
	return int(f.advances[i])
}

// kern returns the kerning of the pair a, b.
func (f *sansFace) kern(a, b rune) int {
	i, ok := slices.BinarySearchFunc(f.kerns, sansKern{first: a, second: b}, func(k, t sansKern) int {
		if k.first != t.first {
			return int(k.first - t.first)
		}
		return int(k.second - t.second)
	})
	if !ok {
		return 0
	}
	return int(f.kerns[i].k)
}

// units returns the width of s in font units: the advances of its runes
// plus the kerning of each pair.
func (f *sansFace) units(s string) int {
	w := 0
	var prev rune
	for i, r := range s {
		if i > 0 {
			w += f.kern(prev, r)
		}
		w += f.advance(r)
		prev = r
	}
	return w
}

// width returns the width of s set at size, in points: its units scaled
// as gonum/plot's font.Face.Width scales them, so that the figures are
// laid out as they were when gonum measured with the font.
func (f *sansFace) width(s string, size float64) float64 {
	return float64(f.units(s)) * (size / float64(f.unitsPerEm))
}

// extents returns the font's extents at size, scaled as gonum/plot's
// font.Face.Extents scales them.
func (f *sansFace) extents(size float64) extents {
	scale := size / float64(f.unitsPerEm)
	return extents{
		Ascent:  float64(f.ascent) * scale,
		Descent: float64(f.descent) * scale,
		Height:  float64(f.height) * scale,
	}
}
