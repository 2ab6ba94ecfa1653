package plot

import (
	"math"
	"testing"
)

// unitCircle returns a closed Path on the unit circle through its
// extreme points (±1, 0) and (0, ±1).
func unitCircle() Path {
	const n = 100
	xs, ys := make([]float64, n), make([]float64, n)
	for i := range xs {
		a := 2 * math.Pi * float64(i) / n
		xs[i], ys[i] = math.Cos(a), math.Sin(a)
	}
	return Path{X: xs, Y: ys, Closed: true, Label: "circle"}
}

// TestEqual checks the rendered geometry of a unit circle: round with
// Equal, whatever the figure's shape and domains, and with the data area
// (a band from −Inf to +Inf) of the shape the domains imply.
func TestEqual(t *testing.T) {
	tests := []struct {
		name   string
		fig    Figure
		aspect float64 // expected width/height of the data area; 0 to skip
	}{
		{"automatic", Figure{}, 0},
		{"tall", Figure{Width: 200, Height: 500}, 0},
		{"wide with title and legend", Figure{Width: 900, Height: 200, Title: "Unit balls", XLabel: "x₁", YLabel: "x₂"}, 0},
		{"both fixed", Figure{X: Fixed(-3, 3), Y: Fixed(-1, 1)}, 3},
		{"both fixed, tall", Figure{X: Fixed(-1.5, 1.5), Y: Fixed(-3, 3), Width: 300, Height: 300}, 0.5},
		{"X fixed", Figure{X: Fixed(-1.2, 1.2)}, 0},
		{"Y fixed", Figure{Y: Fixed(-2, 2)}, 0},
		{"tiny", Figure{Width: MinWidth, Height: MinHeight}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.fig
			f.Equal = true
			f.Marks = []Mark{Band{Min: math.Inf(-1), Max: math.Inf(1)}, unitCircle(), Dot{X: []float64{0.5}, Y: []float64{0.5}, Label: "point"}}
			root, _ := checkSVG(t, f)
			circles := root.find("fill:none", "stroke:"+hexColor(0))
			bands := root.find("fill-opacity:0.16")
			if len(circles) < 1 || len(bands) < 1 {
				t.Fatalf("got %d circles and %d bands", len(circles), len(bands))
			}
			pts, _ := vertices(t, circles[len(circles)-1]) // after the legend swatch
			lo, hi := bounds(pts)
			w, h := hi.x-lo.x, hi.y-lo.y
			if !(w > 10) || math.Abs(w/h-1) > 1e-3 {
				t.Errorf("circle is %v × %v", w, h)
			}
			area, _ := vertices(t, bands[len(bands)-1])
			alo, ahi := bounds(area)
			if tt.aspect != 0 {
				if got := (ahi.x - alo.x) / (ahi.y - alo.y); math.Abs(got/tt.aspect-1) > 1e-3 {
					t.Errorf("data area aspect %v, want %v", got, tt.aspect)
				}
			}
		})
	}
}

// TestEqualOff checks that without Equal the same circle is not round
// in a wide figure, so that TestEqual can fail.
func TestEqualOff(t *testing.T) {
	root, _ := checkSVG(t, Figure{Marks: []Mark{unitCircle()}})
	pts, _ := vertices(t, root.find("fill:none", "stroke:"+hexColor(0))[0])
	lo, hi := bounds(pts)
	if r := (hi.x - lo.x) / (hi.y - lo.y); r < 1.2 {
		t.Errorf("circle aspect %v without Equal; want a stretched one", r)
	}
}

// TestEqualWidens checks that automatic domains are widened to keep the
// whole data area: the figure's data area is as large with Equal as
// without.
func TestEqualWidens(t *testing.T) {
	area := func(equal bool) (w, h float64) {
		root, _ := checkSVG(t, Figure{Equal: equal, Marks: []Mark{Band{Min: math.Inf(-1), Max: math.Inf(1)}, unitCircle()}})
		pts, _ := vertices(t, root.find("fill-opacity")[0])
		lo, hi := bounds(pts)
		return hi.x - lo.x, hi.y - lo.y
	}
	w0, h0 := area(false)
	w1, h1 := area(true)
	// Tick labels of the widened axis may differ a little in width.
	if math.Abs(w1/w0-1) > 0.05 || math.Abs(h1/h0-1) > 0.05 {
		t.Errorf("data area %v × %v with Equal, %v × %v without", w1, h1, w0, h0)
	}
}

// TestEqualExtreme checks that domains of an aspect too extreme for the
// figure are drawn unequal rather than in a sliver of a data area.
func TestEqualExtreme(t *testing.T) {
	for _, d := range [][4]float64{{0, 1, 0, 1e6}, {-34, -29, -276, 1e300}, {0, 1e300, 0, 1}} {
		root, _ := checkSVG(t, Figure{Equal: true, X: Fixed(d[0], d[1]), Y: Fixed(d[2], d[3]), Marks: []Mark{Band{Min: math.Inf(-1), Max: math.Inf(1)}}})
		pts, _ := vertices(t, root.find("fill-opacity")[0])
		lo, hi := bounds(pts)
		if hi.x-lo.x < 100 || hi.y-lo.y < 100 {
			t.Errorf("domains %v: data area %v × %v", d, hi.x-lo.x, hi.y-lo.y)
		}
	}
}
