package chart

import (
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// TestPointsProjection: points of more than two coordinates are drawn in
// the plane of the first two, and the figure says so in its title; two
// coordinates need no word.
func TestPointsProjection(t *testing.T) {
	s, ok := equations.Catalogue().Lookup("euclidean-distance")
	if !ok {
		t.Fatal("no euclidean-distance")
	}
	for _, tt := range []struct {
		x, y  []float64
		title string
	}{
		{[]float64{0, 0}, []float64{3, 4}, ""},
		{[]float64{0, 0, 0}, []float64{3, 4, 4}, "coordinates 1 and 2 of 3"},
	} {
		in := equations.Inputs{"x": tt.x, "y": tt.y}
		out, err := s.Evaluate(in)
		if err != nil {
			t.Fatal(err)
		}
		f := Figures(s, in, out, Samples{}, plot.Light)[0]
		if f.Title != tt.title {
			t.Errorf("%d coordinates: title %q, want %q", len(tt.x), f.Title, tt.title)
		}
		if svg, err := f.SVG(); err != nil || (tt.title != "" && !strings.Contains(string(svg), tt.title)) {
			t.Errorf("%d coordinates: the SVG does not show the title (%v)", len(tt.x), err)
		}
	}
}
