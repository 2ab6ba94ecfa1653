package plot

import (
	"bytes"
	"math"
	"testing"
)

// allMarks returns a figure with one of every mark, labelled.
func allMarks(th Theme) Figure {
	xs := []float64{0, 1, 2, 3}
	ys := []float64{1, 0.5, 2, math.NaN()}
	return Figure{Theme: th, Title: "all", XLabel: "x", YLabel: "y", Marks: []Mark{
		Band{Min: 0.5, Max: 1.5, Vertical: true, Label: "band"},
		Area{X: xs, Y: ys, Step: true, Label: "area"},
		Line{X: xs, Y: ys, Label: "line"},
		Dot{X: xs, Y: ys, Label: "dot"},
		Segments{X1: xs, Y1: xs, X2: ys, Y2: ys, Arrow: true, Label: "segments"},
		Path{X: xs, Y: ys, Closed: true, Fill: true, Dashed: true, Label: "path"},
		Text{X: xs, Y: ys, Texts: []string{"a", "b", "c", "d"}},
		RuleX{X: 1}, RuleY{Y: 1},
	}}
}

// TestThemeColors checks that the colors of each theme, including those
// of the new marks (band, text, cell scale and neutral cells), appear in
// figures of that theme only.
func TestThemeColors(t *testing.T) {
	// Text, axes and rules, then the grid.
	own := map[Theme][]string{
		Light: {"#1F2328", "#57606A", "#D8DEE4"},
		Dark:  {"#E6EDF3", "#8B949E", "#30363D", "#0D1117"},
	}
	// Lowest and highest of the scale, and non-finite cells.
	cellColors := map[Theme][]string{
		Light: {"#E8F1FA", "#08306B", "#D4D4D4"},
		Dark:  {"#1A2533", "#DCEBFA", "#3D3D3D"},
	}
	for _, th := range []Theme{Light, Dark} {
		other := Light + Dark - th
		cells := Figure{Theme: th, Marks: []Mark{
			Cells{Values: [][]float64{{0, 1}, {math.NaN(), 2}}, Text: true, Label: "n"},
			Text{X: []float64{0}, Y: []float64{0}, Texts: []string{"t"}},
		}}
		figs := []struct {
			fig  Figure
			want []string
		}{
			{allMarks(th), own[th]},
			{cells, append(own[th][:2:2], cellColors[th]...)}, // no grid under cells
		}
		for _, f := range figs {
			_, doc := checkSVG(t, f.fig)
			for _, c := range f.want {
				if !bytes.Contains(doc, []byte(c)) {
					t.Errorf("%v figure lacks its color %s", th, c)
				}
			}
			for _, c := range append(own[other], cellColors[other]...) {
				if bytes.Contains(doc, []byte(c)) {
					t.Errorf("%v figure contains the %v color %s", th, other, c)
				}
			}
		}
	}
}
