package plot

import (
	"math"
	"strings"
	"testing"
)

func TestSegments(t *testing.T) {
	nan := math.NaN()
	tests := []struct {
		name   string
		mark   Segments
		lines  int
		heads  int
		dashed bool
	}{
		{"residuals", Segments{X1: []float64{0, 1, 2}, Y1: []float64{0, 1, 2}, X2: []float64{0, 1, 2}, Y2: []float64{1, 0.5, 3}}, 3, 0, false},
		{"dashed", Segments{X1: []float64{0}, Y1: []float64{0}, X2: []float64{1}, Y2: []float64{1}, Dashed: true}, 1, 0, true},
		{"non-finite skipped", Segments{X1: []float64{0, nan, 1, 2}, Y1: []float64{0, 0, math.Inf(1), 0}, X2: []float64{1, 1, 1, 2}, Y2: []float64{1, 1, 1, 2}}, 2, 0, false},
		{"arrows", Segments{X1: []float64{0, 0}, Y1: []float64{0, 0}, X2: []float64{2, -1}, Y2: []float64{1, 2}, Arrow: true}, 2, 2, false},
		{"arrow tip outside: no head", Segments{X1: []float64{0, 0}, Y1: []float64{0, 0}, X2: []float64{2, 9}, Y2: []float64{1, 9}, Arrow: true}, 2, 1, false},
		{"zero length arrow: no head", Segments{X1: []float64{1}, Y1: []float64{1}, X2: []float64{1}, Y2: []float64{1}, Arrow: true}, 1, 0, false},
		{"empty", Segments{}, 0, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, _ := checkSVG(t, Figure{X: Fixed(-3, 3), Y: Fixed(-3, 3), Marks: []Mark{tt.mark}})
			lines := root.find("fill:none", "stroke:"+hexColor(0), "stroke-width:1.5")
			if len(lines) != tt.lines {
				t.Errorf("got %d segments, want %d", len(lines), tt.lines)
			}
			for _, l := range lines {
				if got := strings.Contains(l.attr["style"], "stroke-dasharray"); got != tt.dashed {
					t.Errorf("dashed = %v, want %v: %q", got, tt.dashed, l.attr["style"])
				}
			}
			if got := len(root.find("fill:" + hexColor(0))); got != tt.heads {
				t.Errorf("got %d arrow heads, want %d", got, tt.heads)
			}
		})
	}
}

// TestArrowHead checks the geometry of an arrow from (0, 0) to (2, 0):
// its tip is at the segment's end, it points along the segment, and the
// line stops inside it.
func TestArrowHead(t *testing.T) {
	root, _ := checkSVG(t, Figure{X: Fixed(-1, 3), Y: Fixed(-1, 1), Marks: []Mark{
		Segments{X1: []float64{0}, Y1: []float64{0}, X2: []float64{2}, Y2: []float64{0}, Arrow: true},
		Dot{X: []float64{0, 2}, Y: []float64{0, 0}}, // to locate the ends
	}})
	dots := root.discs(t, hexColor(1))
	heads := root.find("fill:" + hexColor(0))
	lines := root.find("fill:none", "stroke:"+hexColor(0))
	if len(dots) != 2 || len(heads) != 1 || len(lines) != 1 {
		t.Fatalf("got %d dots, %d heads, %d lines", len(dots), len(heads), len(lines))
	}
	var ends [2]xy
	for i, d := range dots {
		ends[i] = xy{d.x, d.y}
	}
	head, closed := vertices(t, heads[0])
	if len(head) != 3 || !closed {
		t.Fatalf("head %v is not a triangle", head)
	}
	tip := head[0]
	if !near(tip.x, ends[1].x, 0.01) || !near(tip.y, ends[1].y, 0.01) {
		t.Errorf("tip at %v, want %v", tip, ends[1])
	}
	// The base is perpendicular to the segment, arrowLength behind the
	// tip, 2·arrowHalf wide.
	b1, b2 := head[1], head[2]
	if !near(b1.x, tip.x-arrowLength, 0.01) || !near(b2.x, b1.x, 0.01) || !near(math.Abs(b1.y-b2.y), 2*arrowHalf, 0.01) || !near((b1.y+b2.y)/2, tip.y, 0.01) {
		t.Errorf("head %v: want base %v behind the tip, %v wide", head, arrowLength, 2*arrowHalf)
	}
	line, _ := vertices(t, lines[0])
	if !near(line[0].x, ends[0].x, 0.01) || !(line[1].x < tip.x) || !(line[1].x > b1.x) {
		t.Errorf("line %v should run from %v to inside the head %v", line, ends[0], head)
	}
}
