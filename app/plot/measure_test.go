package plot

import (
	"math"
	"testing"

	xfont "golang.org/x/image/font"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
)

// TestMeasurer checks the allocation-free widths against gonum's own
// measure, including kerned pairs such as "11".
func TestMeasurer(t *testing.T) {
	h := text.Plain{Fonts: font.DefaultCache}
	for _, size := range []float64{10, 7.3} {
		fnt := sans(font.Length(size), xfont.WeightNormal)
		m := newMeasurer(h, fnt)
		sty := text.Style{Font: fnt, Handler: h}
		for _, s := range []string{"", "0", "11", "-0.111111", "1.23457e+06", "AV", "To", "σ(z) ≥ ∞", "\uFFFD"} {
			if got, want := float64(m.width(s)), float64(sty.Width(s)); math.Abs(got-want) > 1e-9*want {
				t.Errorf("size %v: width(%q) = %v, want %v", size, s, got, want)
			}
		}
	}
}
