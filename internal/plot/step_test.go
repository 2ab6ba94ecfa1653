package plot

import (
	"math"
	"testing"
)

// TestStep checks post-step curves: n points give 2n−1 vertices, and
// the curve leaves each point horizontally and reaches the next
// vertically.
func TestStep(t *testing.T) {
	nan := math.NaN()
	xs := []float64{0, 0.25, 0.5, 0.75, 1}
	ys := []float64{1, 1, 0.8, 0.6, 0.5}
	tests := []struct {
		name string
		mark Mark
		prop string
		runs []int // vertices of each polyline
	}{
		{"line", Line{X: xs, Y: ys, Step: true}, "fill:none", []int{9}},
		{"line without step", Line{X: xs, Y: ys}, "fill:none", []int{5}},
		{"two points", Line{X: xs[:2], Y: []float64{0, 1}, Step: true}, "fill:none", []int{3}},
		{"broken", Line{X: []float64{0, 1, 2, 3, 4, 5}, Y: []float64{0, 1, nan, 2, 3, 4}, Step: true}, "fill:none", []int{3, 5}},
		{"pointer", &Line{X: xs, Y: ys, Step: true}, "fill:none", []int{9}},
		{"area outline", Area{X: xs, Y: ys, Step: true}, "fill:none", []int{9}},
		{"area fill", Area{X: xs, Y: ys, Step: true}, "fill-opacity", []int{11}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, _ := checkSVG(t, Figure{X: Fixed(-0.5, 5.5), Y: Fixed(-0.5, 4.5), Marks: []Mark{tt.mark}})
			paths := root.find(tt.prop, hexColor(0))
			if len(paths) != len(tt.runs) {
				t.Fatalf("got %d paths, want %d", len(paths), len(tt.runs))
			}
			step := true
			if l, ok := tt.mark.(Line); ok {
				step = l.Step
			}
			for i, p := range paths {
				pts, _ := vertices(t, p)
				if len(pts) != tt.runs[i] {
					t.Errorf("path %d has %d vertices, want %d", i, len(pts), tt.runs[i])
				}
				if tt.prop != "fill:none" || !step {
					continue
				}
				for k := 1; k < len(pts); k++ {
					a, b := pts[k-1], pts[k]
					if k%2 == 1 && !near(a.y, b.y, 1e-3) {
						t.Errorf("edge %d from %v to %v is not horizontal", k, a, b)
					}
					if k%2 == 0 && !near(a.x, b.x, 1e-3) {
						t.Errorf("edge %d from %v to %v is not vertical", k, a, b)
					}
				}
			}
		})
	}
}
