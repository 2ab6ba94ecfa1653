package plot

import (
	"math"
	"testing"
)

// TestBand checks a band's extent as fractions of the data area, which
// a band from −Inf to +Inf fills.
func TestBand(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	tests := []struct {
		name   string
		fig    Figure // Fixed(0, 10) domains unless set
		band   Band
		lo, hi xy // expected corners, as fractions of the data area
	}{
		{"vertical", Figure{}, Band{Min: 2, Max: 4, Vertical: true}, xy{0.2, 0}, xy{0.4, 1}},
		{"reversed bounds", Figure{}, Band{Min: 4, Max: 2, Vertical: true}, xy{0.2, 0}, xy{0.4, 1}},
		{"horizontal", Figure{}, Band{Min: 2.5, Max: 5}, xy{0, 0.25}, xy{1, 0.5}},
		{"to the top", Figure{}, Band{Min: 5, Max: inf}, xy{0, 0.5}, xy{1, 1}},
		{"clipped", Figure{}, Band{Min: -5, Max: 5, Vertical: true}, xy{0, 0}, xy{0.5, 1}},
		{"huge bounds clipped", Figure{}, Band{Min: -math.MaxFloat64, Max: math.MaxFloat64}, xy{0, 0}, xy{1, 1}},
		{"log", Figure{LogY: true, Y: Fixed(1, 100)}, Band{Min: 10, Max: 100}, xy{0, 0.5}, xy{1, 1}},
		{"log non-positive is the bottom", Figure{LogY: true, Y: Fixed(1, 100)}, Band{Min: -1, Max: 10}, xy{0, 0}, xy{1, 0.5}},
		{"log vertical", Figure{LogY: true, Y: Fixed(1, 100)}, Band{Min: -5, Max: 5, Vertical: true}, xy{0, 0}, xy{0.5, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.fig
			f.X = Fixed(0, 10)
			if f.Y.IsAuto() {
				f.Y = Fixed(0, 10)
			}
			f.Marks = []Mark{Band{Min: -inf, Max: inf}, tt.band}
			root, _ := checkSVG(t, f)
			bands := root.find("fill:#57606A;fill-opacity:0.16")
			if len(bands) != 2 {
				t.Fatalf("got %d bands, want 2", len(bands))
			}
			full, _ := vertices(t, bands[0])
			got, _ := vertices(t, bands[1])
			alo, ahi := bounds(full)
			blo, bhi := bounds(got)
			frac := func(p xy) xy {
				return xy{(p.x - alo.x) / (ahi.x - alo.x), (p.y - alo.y) / (ahi.y - alo.y)}
			}
			flo, fhi := frac(blo), frac(bhi)
			for _, c := range [][2]float64{{flo.x, tt.lo.x}, {flo.y, tt.lo.y}, {fhi.x, tt.hi.x}, {fhi.y, tt.hi.y}} {
				if !near(c[0], c[1], 1e-3) {
					t.Errorf("band spans %v to %v of the data area, want %v to %v", flo, fhi, tt.lo, tt.hi)
					break
				}
			}
		})
	}
	t.Run("NaN hides", func(t *testing.T) {
		root, _ := checkSVG(t, Figure{Marks: []Mark{Band{Min: nan, Max: 1}, Band{Min: 0, Max: nan, Vertical: true}}})
		if n := len(root.find("fill-opacity")); n != 0 {
			t.Errorf("got %d bands, want none", n)
		}
	})
}

// TestBandColor checks that a band is drawn in the theme's translucent
// neutral color and leaves the palette to the marks after it.
func TestBandColor(t *testing.T) {
	for th, want := range map[Theme]string{Light: "fill:#57606A;fill-opacity:0.16", Dark: "fill:#8B949E;fill-opacity:0.16"} {
		root, _ := checkSVG(t, Figure{Theme: th, Marks: []Mark{
			Band{Min: 0, Max: 1, Label: "σ"}, Line{X: []float64{0, 1}, Y: []float64{0, 1}, Label: "line"},
		}})
		// The band and its legend swatch.
		if n := len(root.find(want)); n != 2 {
			t.Errorf("%v: %d paths in %s, want 2", th, n, want)
		}
		if n := len(root.find("stroke:" + hexColor(0))); n != 2 {
			t.Errorf("%v: line and swatch not in the first palette color", th)
		}
	}
}
