package plot

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
)

func TestText(t *testing.T) {
	nan := math.NaN()
	tests := []struct {
		name  string
		theme Theme
		mark  Text
		want  []string // texts drawn at points, in order
		color string
		xMax  float64 // of the X domain [-1, xMax]
	}{
		{"labels", Light, Text{X: []float64{0, 1, 2}, Y: []float64{0, 1, 0}, Texts: []string{"a", "b", "c"}}, []string{"a", "b", "c"}, "#1F2328", 4.5},
		{"dark", Dark, Text{X: []float64{0, 1}, Y: []float64{0, 1}, Texts: []string{"a", "b"}}, []string{"a", "b"}, "#E6EDF3", 4.5},
		{"non-finite and empty skipped", Light, Text{X: []float64{0, nan, 2, 3, 4}, Y: []float64{0, 1, math.Inf(-1), 3, 4}, Texts: []string{"a", "b", "c", "", "e"}}, []string{"a", "e"}, "#1F2328", 4.5},
		{"cleaned", Light, Text{X: []float64{0, 1}, Y: []float64{0, 1}, Texts: []string{" x\ty ", "<b>"}}, []string{"x y", "<b>"}, "#1F2328", 4.5},
		{"outside the domain skipped", Light, Text{X: []float64{0, 5}, Y: []float64{0, 0.5}, Texts: []string{"in", "out"}}, []string{"in"}, "#1F2328", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fig := Figure{Theme: tt.theme, X: Fixed(-1, tt.xMax), Y: Fixed(-1, 4.5), Marks: []Mark{tt.mark}}
			root, _ := checkSVG(t, fig)
			var got []*node
			for _, n := range root.all("text") {
				if strings.Contains(n.attr["style"], "font-size:9px") {
					got = append(got, n)
				}
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %d texts, want %v", len(got), tt.want)
			}
			for i, n := range got {
				if n.text != tt.want[i] {
					t.Errorf("text %d = %q, want %q", i, n.text, tt.want[i])
				}
				if c := textFill(n); c != tt.color {
					t.Errorf("text %q in %s, want %s", n.text, c, tt.color)
				}
			}
		})
	}
}

// TestTextPlacement checks that a text is centered above its point: the
// text is anchored at the point's x, less half its width, and above it.
func TestTextPlacement(t *testing.T) {
	root, _ := checkSVG(t, Figure{X: Fixed(0, 2), Y: Fixed(0, 2), Marks: []Mark{
		Dot{X: []float64{1}, Y: []float64{1}},
		Text{X: []float64{1}, Y: []float64{1}, Texts: []string{"mm"}},
	}})
	dots := root.find("fill:" + hexColor(0))
	if len(dots) != 1 {
		t.Fatalf("got %d dots, want 1", len(dots))
	}
	// The dot is a circle of two arcs starting at its rightmost point.
	var dx, dy float64
	if _, err := fmt.Sscanf(dots[0].attr["d"], "M%g,%g", &dx, &dy); err != nil {
		t.Fatal(err)
	}
	dx -= dotRadius
	for _, n := range root.all("text") {
		if n.text != "mm" {
			continue
		}
		x, _ := strconv.ParseFloat(n.attr["x"], 64)
		y, _ := strconv.ParseFloat(n.attr["y"], 64)
		if !(x < dx) || !(dx-x < 20) {
			t.Errorf("text starts at x = %v, want a little left of the point at %v", x, dx)
		}
		if !(-y > dy) {
			t.Errorf("text baseline at y = %v, want above the point at %v", -y, dy)
		}
		return
	}
	t.Errorf("text not drawn")
}
