package plot

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// The marks of a diagram (a network of nodes and edges): dots of a given
// radius drawn as rings, texts on or under a point, segments of their own
// widths, and a figure without axes.

// circle returns the center and radius of a circle path written as two
// arcs from its rightmost point, "Mx,yAr,r 0 1 1 x-2r,y…".
func circle(t *testing.T, p *node) (cx, cy, r float64) {
	t.Helper()
	var x, y float64
	if _, err := fmt.Sscanf(p.attr["d"], "M%g,%gA%g,", &x, &y, &r); err != nil {
		t.Fatalf("path %q is not a circle: %v", p.attr["d"], err)
	}
	return x - r, y, r
}

func TestDotRadiusAndRing(t *testing.T) {
	for _, tt := range []struct {
		name   string
		mark   Dot
		radius float64
		inner  bool // a background disc is drawn inside the dot
	}{
		{"default radius", Dot{X: []float64{1}, Y: []float64{1}}, dotRadius, false},
		{"radius 12", Dot{X: []float64{1}, Y: []float64{1}, Radius: 12}, 12, false},
		{"ring", Dot{X: []float64{1}, Y: []float64{1}, Radius: 12, Ring: true}, 12, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			root, _ := checkSVG(t, Figure{X: Fixed(0, 2), Y: Fixed(0, 2), Marks: []Mark{tt.mark}})
			dots := root.find("fill:" + hexColor(0))
			if len(dots) != 1 {
				t.Fatalf("got %d dots, want 1", len(dots))
			}
			cx, cy, r := circle(t, dots[0])
			if !near(r, tt.radius, 1e-9) {
				t.Errorf("radius %v, want %v", r, tt.radius)
			}
			// Halo first (radius r + 1.5), then the dot, then for a ring the
			// disc of radius r − 2: every white circle drawn around the same
			// center, after the white background.
			var radii []float64
			for _, p := range root.styled("fill:#FFFFFF") {
				if !strings.Contains(p.attr["d"], "A") {
					continue // the background rectangle
				}
				x, y, r := circle(t, p)
				if !near(x, cx, 1e-6) || !near(y, cy, 1e-6) {
					t.Errorf("white circle at (%v, %v), want the dot's center (%v, %v)", x, y, cx, cy)
				}
				radii = append(radii, r)
			}
			want := []float64{tt.radius + dotHalo}
			if tt.inner {
				want = append(want, tt.radius-ringWidth)
			}
			if fmt.Sprint(radii) != fmt.Sprint(want) {
				t.Errorf("white circles of radii %v, want %v", radii, want)
			}
		})
	}
}

// TestTextPlaces writes one text on, one above and one below the same
// point, clearing a node of radius 10: centered on the point, the
// others at least 10 + textGap points away from it.
func TestTextPlaces(t *testing.T) {
	pt := []float64{1}
	root, _ := checkSVG(t, Figure{X: Fixed(0, 2), Y: Fixed(0, 2), Marks: []Mark{
		Dot{X: pt, Y: pt, Radius: 10},
		Text{X: pt, Y: pt, Texts: []string{"on"}, Place: Center},
		Text{X: pt, Y: pt, Texts: []string{"up"}, Clear: 10},
		Text{X: pt, Y: pt, Texts: []string{"down"}, Place: Below, Clear: 10},
	}})
	dots := root.find("fill:" + hexColor(0))
	if len(dots) != 1 {
		t.Fatalf("got %d dots, want 1", len(dots))
	}
	_, cy, _ := circle(t, dots[0])
	baseline := map[string]float64{}
	for _, n := range root.all("text") {
		y, err := strconv.ParseFloat(n.attr["y"], 64)
		if err != nil {
			t.Fatal(err)
		}
		baseline[n.text] = -y // texts are flipped back: y is negated
	}
	// A 9-point text's baseline lies about 2 points above its bottom
	// (the descent) and 7 to 10 below its top (the ascent and line gap);
	// centered, it lies under the center by less than half the size.
	const size = float64(textSize)
	if b := baseline["on"]; !(b < cy && b > cy-size/2) {
		t.Errorf("centered text's baseline at %v, want a little under the point at %v", b, cy)
	}
	if b := baseline["up"]; !(b >= cy+10+textGap) || !(b < cy+10+textGap+size/2) {
		t.Errorf("text above: baseline at %v, want just over %v", b, cy+10+textGap)
	}
	if b := baseline["down"]; !(b <= cy-10-textGap-size/2) || !(b > cy-10-textGap-1.5*size) {
		t.Errorf("text below: baseline at %v, want a line under %v", b, cy-10-textGap)
	}
}

// TestSegmentWidths draws segments of widths 4, 0 and 1: the one of width
// 0 is left out, and each other stroke has its own width.
func TestSegmentWidths(t *testing.T) {
	root, _ := checkSVG(t, Figure{X: Fixed(0, 2), Y: Fixed(0, 2), Marks: []Mark{Segments{
		X1: []float64{0, 0, 0}, Y1: []float64{0, 1, 2}, X2: []float64{2, 2, 2}, Y2: []float64{0, 1, 2},
		Widths: []float64{4, 0, 1},
	}}})
	lines := root.find("fill:none", "stroke:"+hexColor(0))
	var widths []string
	for _, l := range lines {
		w := "1" // SVG's default, which is not written
		for _, prop := range strings.Split(l.attr["style"], ";") {
			if v, ok := strings.CutPrefix(prop, "stroke-width:"); ok {
				w = v
			}
		}
		widths = append(widths, w)
	}
	if strings.Join(widths, " ") != "4 1" {
		t.Errorf("stroke widths %v, want [4 1]", widths)
	}
}

// TestDiagram draws no axis, tick or grid: only the background and the
// marks.
func TestDiagram(t *testing.T) {
	marks := []Mark{Dot{X: []float64{0, 1}, Y: []float64{0, 1}}}
	plain, _ := checkSVG(t, Figure{Marks: marks})
	diagram, _ := checkSVG(t, Figure{Diagram: true, Marks: marks})
	if len(plain.all("text")) == 0 {
		t.Fatalf("the plain figure has no tick labels: the test shows nothing")
	}
	if texts := diagram.texts(); len(texts) != 0 {
		t.Errorf("diagram writes %v, want no text", texts)
	}
	// The background, and the halo and dot of each point.
	if got := diagram.paths(""); got != 5 {
		t.Errorf("diagram has %d shapes, want 5", got)
	}
}

// TestYCategories names the rows y = 0 and 1 of a strip chart in place
// of numeric ticks.
func TestYCategories(t *testing.T) {
	root, _ := checkSVG(t, Figure{YCategories: []string{"class 2", "class 1"}, Y: Fixed(-0.5, 1.5), X: Fixed(0, 10),
		Marks: []Mark{Dot{X: []float64{1, 2}, Y: []float64{0, 1}}}})
	texts := strings.Join(root.texts(), "|")
	if !strings.Contains(texts, "class 2|class 1") || strings.Contains(texts, "0.5") {
		t.Errorf("texts %q, want the rows named class 2, class 1 and no numeric Y ticks", texts)
	}
	if _, err := (Figure{YCategories: []string{"a"}, Marks: []Mark{Cells{Values: [][]float64{{1}}}}}).SVG(); err == nil || !strings.Contains(err.Error(), "YCategories") {
		t.Errorf("YCategories with Cells: error %v, want one naming YCategories", err)
	}
}
