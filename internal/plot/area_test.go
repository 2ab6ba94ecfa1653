package plot

import (
	"math"
	"testing"
)

func TestArea(t *testing.T) {
	nan := math.NaN()
	fill := "fill:" + hexColor(0) + ";fill-opacity:0.22"
	stroke := "stroke:" + hexColor(0)
	tests := []struct {
		name     string
		area     Area
		outlines []int // vertices of each outline, one filled polygon per outline
	}{
		{"curve", Area{X: []float64{0, 1, 2, 3}, Y: []float64{1, 3, 2, 4}}, []int{4}},
		{"step", Area{X: []float64{0, 1, 2, 3}, Y: []float64{1, 3, 2, 4}, Step: true}, []int{7}},
		{"broken by NaN", Area{X: []float64{0, 1, 2, 3, 4, 5}, Y: []float64{1, 2, nan, 3, 4, 5}}, []int{2, 3}},
		{"broken by Inf", Area{X: []float64{0, 1, math.Inf(1), 3, 4}, Y: []float64{1, 2, 0, 3, 4}}, []int{2, 2}},
		{"isolated points dropped", Area{X: []float64{0, 1, 2}, Y: []float64{1, nan, 2}}, nil},
		{"empty", Area{}, nil},
		{"NaN baseline", Area{X: []float64{0, 1}, Y: []float64{1, 2}, Y0: nan}, []int{2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, _ := checkSVG(t, Figure{Marks: []Mark{tt.area}})
			fills := root.find(fill)
			lines := root.find("fill:none", stroke)
			if len(fills) != len(tt.outlines) || len(lines) != len(tt.outlines) {
				t.Fatalf("got %d fills and %d outlines, want %d of each", len(fills), len(lines), len(tt.outlines))
			}
			for i, l := range lines {
				if pts, _ := vertices(t, l); len(pts) != tt.outlines[i] {
					t.Errorf("outline %d has %d vertices, want %d", i, len(pts), tt.outlines[i])
				}
			}
		})
	}
}

// TestAreaBaseline checks that the fill reaches from the curve to the
// baseline: each curve has one point on the baseline (the data area's
// edge for infinite, NaN and, on a log axis, non-positive Y0), whose
// outline vertex must lie level with the fill's lowest (or, for a
// baseline above, highest) vertex.
func TestAreaBaseline(t *testing.T) {
	xs := []float64{0, 2, 4}
	tests := []struct {
		name  string
		fig   Figure
		above bool // the baseline is above the curve
	}{
		{"finite", Figure{Y: Fixed(0, 4), Marks: []Mark{Area{X: xs, Y: []float64{3, 1, 3}, Y0: 1}}}, false},
		{"automatic domain", Figure{Marks: []Mark{Area{X: xs, Y: []float64{3, 1, 3}, Y0: 1}}}, false},
		{"−Inf is the bottom", Figure{Y: Fixed(0, 4), Marks: []Mark{Area{X: xs, Y: []float64{3, 0, 3}, Y0: math.Inf(-1)}}}, false},
		{"NaN is the bottom", Figure{Y: Fixed(0, 4), Marks: []Mark{Area{X: xs, Y: []float64{3, 0, 3}, Y0: math.NaN()}}}, false},
		{"+Inf is the top", Figure{Y: Fixed(0, 4), Marks: []Mark{Area{X: xs, Y: []float64{3, 4, 3}, Y0: math.Inf(1)}}}, true},
		{"above the curve", Figure{Y: Fixed(0, 4), Marks: []Mark{Area{X: xs, Y: []float64{1, 3, 1}, Y0: 3}}}, true},
		{"log zero is the bottom", Figure{LogY: true, Y: Fixed(1, 100), Marks: []Mark{Area{X: xs, Y: []float64{10, 1, 10}}}}, false},
		{"log positive", Figure{LogY: true, Y: Fixed(1, 100), Marks: []Mark{Area{X: xs, Y: []float64{50, 10, 50}, Y0: 10}}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, _ := checkSVG(t, tt.fig)
			fills := root.find("fill-opacity:0.22")
			lines := root.find("fill:none", "stroke:"+hexColor(0))
			if len(fills) != 1 || len(lines) != 1 {
				t.Fatalf("got %d fills and %d outlines, want 1 each", len(fills), len(lines))
			}
			poly, _ := vertices(t, fills[0])
			curve, _ := vertices(t, lines[0])
			lo, hi := bounds(poly)
			want := lo.y
			if tt.above {
				want = hi.y
			}
			if len(curve) != 3 || !near(curve[1].y, want, 0.01) {
				t.Errorf("baseline at y = %v, want the middle curve vertex's y; curve %v", want, curve)
			}
			clo, chi := bounds(curve)
			if !near(lo.x, clo.x, 0.01) || !near(hi.x, chi.x, 0.01) {
				t.Errorf("fill spans x [%v, %v], curve [%v, %v]", lo.x, hi.x, clo.x, chi.x)
			}
		})
	}
}
