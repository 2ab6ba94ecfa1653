package plot

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// frameOf returns the data-frame attribute of an SVG, and whether it has
// one.
func frameOf(t *testing.T, svg []byte) (Frame, bool) {
	t.Helper()
	m := regexp.MustCompile(`^<svg [^>]*data-frame="([^"]*)"`).FindSubmatch(svg)
	if m == nil {
		return Frame{}, false
	}
	fr, err := ParseFrame(string(m[1]))
	if err != nil {
		t.Fatal(err)
	}
	return fr, true
}

// TestFrameLocatesRules draws reference lines at known data values and
// checks that the frame puts them where the SVG draws them: a rule at
// x = 1 is the vertical two-point path at View(1, ·), from the bottom of
// the data area to its top.
func TestFrameLocatesRules(t *testing.T) {
	for _, tt := range []struct {
		name  string
		fig   Figure
		x, y  float64
		xs    [2]float64 // the X domain the frame must give
		equal bool
	}{
		{name: "fixed domains", fig: Figure{X: Fixed(0, 4), Y: Fixed(-1, 2)}, x: 1, y: 0.5, xs: [2]float64{0, 4}},
		{name: "equal scales", fig: Figure{X: Fixed(0, 4), Y: Fixed(-1, 2), Equal: true}, x: 3, y: -0.5, equal: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.fig
			f.Marks = []Mark{RuleX{X: tt.x}, RuleY{Y: tt.y}}
			svg, err := f.SVG()
			if err != nil {
				t.Fatal(err)
			}
			fr, ok := frameOf(t, svg)
			if !ok {
				t.Fatalf("no data-frame in %.300s", svg)
			}
			if tt.xs != [2]float64{} && fr.X != tt.xs {
				t.Errorf("X domain %v, want %v", fr.X, tt.xs)
			}
			if tt.equal {
				ux := (fr.X[1] - fr.X[0]) / (fr.Right - fr.Left)
				uy := (fr.Y[1] - fr.Y[0]) / (fr.Bottom - fr.Top)
				if math.Abs(ux-uy) > 1e-3*ux {
					t.Errorf("units per point: x %v, y %v; want equal", ux, uy)
				}
			}
			u, v := fr.View(tt.x, tt.y)
			h := 300.0 // DefaultHeight: the paths are in vg's y-up space
			var vertical, horizontal bool
			for _, d := range twoPointPaths(svg) {
				x0, y0, x1, y1 := d[0], h-d[1], d[2], h-d[3]
				near := func(a, b float64) bool { return math.Abs(a-b) <= 0.01 }
				if near(x0, u) && near(x1, u) && near(math.Max(y0, y1), fr.Bottom) && near(math.Min(y0, y1), fr.Top) {
					vertical = true
				}
				if near(y0, v) && near(y1, v) && near(math.Min(x0, x1), fr.Left) && near(math.Max(x0, x1), fr.Right) {
					horizontal = true
				}
			}
			if !vertical || !horizontal {
				t.Errorf("rule at x = %v (u = %.2f): %v; rule at y = %v (v = %.2f): %v; frame %v", tt.x, u, vertical, tt.y, v, horizontal, fr)
			}
			// Data inverts View.
			if x, y := fr.Data(u, v); math.Abs(x-tt.x) > 1e-12 || math.Abs(y-tt.y) > 1e-12 {
				t.Errorf("Data(View(%v, %v)) = %v, %v", tt.x, tt.y, x, y)
			}
		})
	}
}

// twoPointPaths returns the coordinates of every path "Mx0,y0Lx1,y1".
func twoPointPaths(svg []byte) [][4]float64 {
	var out [][4]float64
	for _, m := range regexp.MustCompile(`d="M([-\d.]+),([-\d.]+)L([-\d.]+),([-\d.]+)"`).FindAllStringSubmatch(string(svg), -1) {
		var d [4]float64
		for i := range d {
			d[i], _ = strconv.ParseFloat(m[i+1], 64)
		}
		out = append(out, d)
	}
	return out
}

// TestFrameOnlyOnPlanes: a figure whose axes are not both continuous and
// linear has no frame to give.
func TestFrameOnlyOnPlanes(t *testing.T) {
	for name, f := range map[string]Figure{
		"bars":  {Marks: []Mark{Bars{Values: []float64{1, 2}}}},
		"log y": {LogY: true, Marks: []Mark{Line{X: []float64{1, 2}, Y: []float64{1, 10}}}},
	} {
		svg, err := f.SVG()
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := frameOf(t, svg); ok {
			t.Errorf("%s: has a data-frame", name)
		}
	}
}

func TestParseFrame(t *testing.T) {
	good := Frame{X: [2]float64{-1.5, 2}, Y: [2]float64{0, 1e-3}, Left: 30, Right: 470.25, Bottom: 270, Top: 13.5}
	if got, err := ParseFrame(good.String()); err != nil || got != good {
		t.Errorf("ParseFrame(%q) = %v, %v; want %v", good.String(), got, err, good)
	}
	for _, bad := range []string{"", "1 2 3", "0 1 0 1 0 1 1 NaN", "0 1 0 1 0 1 1 x", "1 1 0 1 0 1 1 0", "0 1 0 1 5 5 1 0"} {
		if _, err := ParseFrame(bad); err == nil || !strings.Contains(err.Error(), "frame") {
			t.Errorf("ParseFrame(%q): error %v, want one naming the frame", bad, err)
		}
	}
}
