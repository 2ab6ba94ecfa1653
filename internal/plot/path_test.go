package plot

import (
	"math"
	"strings"
	"testing"
)

func TestPath(t *testing.T) {
	nan := math.NaN()
	square := Path{X: []float64{0, 1, 1, 0}, Y: []float64{0, 0, 1, 1}}
	closed, filled, open := square, square, square
	closed.Closed = true
	filled.Closed, filled.Fill = true, true
	open.Fill = true
	broken := Path{X: []float64{0, 1, nan, 1, 0}, Y: []float64{0, 0, 0.5, 1, math.Inf(1)}, Closed: true}
	tests := []struct {
		name    string
		mark    Path
		outline int  // vertices of the outline; 0 for none
		fill    int  // vertices of the fill; 0 for none
		loop    bool // the outline ends where it starts
	}{
		{"polyline", square, 4, 0, false},
		{"closed", closed, 6, 0, true},
		{"filled", filled, 6, 4, true},
		{"filled but open", open, 4, 4, false},
		{"non-finite vertices skipped", broken, 5, 0, true},
		{"one vertex", Path{X: []float64{1}, Y: []float64{1}, Closed: true, Fill: true}, 0, 0, false},
		{"two vertices closed", Path{X: []float64{0, 1}, Y: []float64{0, 1}, Closed: true, Fill: true}, 2, 0, false},
		{"empty", Path{}, 0, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, _ := checkSVG(t, Figure{X: Fixed(-1, 2), Y: Fixed(-1, 2), Marks: []Mark{tt.mark}})
			lines := root.find("fill:none", "stroke:"+hexColor(0))
			fills := root.find("fill:" + hexColor(0) + ";fill-opacity:0.18")
			if want := min(tt.outline, 1); len(lines) != want {
				t.Fatalf("got %d outlines, want %d", len(lines), want)
			}
			if want := min(tt.fill, 1); len(fills) != want {
				t.Fatalf("got %d fills, want %d", len(fills), want)
			}
			if tt.outline > 0 {
				pts, _ := vertices(t, lines[0])
				if len(pts) != tt.outline {
					t.Errorf("outline has %d vertices, want %d", len(pts), tt.outline)
				}
				ends := near(pts[0].x, pts[len(pts)-1].x, 1e-3) && near(pts[0].y, pts[len(pts)-1].y, 1e-3)
				if ends != tt.loop {
					t.Errorf("outline %v: ends meet = %v, want %v", pts, ends, tt.loop)
				}
			}
			if tt.fill > 0 {
				if pts, closed := vertices(t, fills[0]); len(pts) != tt.fill || !closed {
					t.Errorf("fill has %d vertices (closed %v), want %d closed", len(pts), closed, tt.fill)
				}
			}
		})
	}
}

// TestPathDashed checks that only a dashed Path's outline is dashed.
func TestPathDashed(t *testing.T) {
	for _, dashed := range []bool{false, true} {
		root, _ := checkSVG(t, Figure{Marks: []Mark{Path{X: []float64{0, 1, 1}, Y: []float64{0, 0, 1}, Dashed: dashed, Closed: true}}})
		lines := root.find("fill:none", "stroke:"+hexColor(0))
		if len(lines) != 1 || strings.Contains(lines[0].attr["style"], "stroke-dasharray") != dashed {
			t.Errorf("dashed %v: outlines %d, style %q", dashed, len(lines), lines[0].attr["style"])
		}
	}
}
