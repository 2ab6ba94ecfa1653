package raster

import (
	"fmt"
	"image"
	"math"
	"strings"
	"testing"
)

func render(t *testing.T, svg string, w, h int) *image.RGBA {
	t.Helper()
	r, err := New()
	if err != nil {
		t.Fatal(err)
	}
	img, err := r.Render([]byte(svg), w, h)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// alpha is the coverage of pixel (x, y), 0…255.
func alpha(img *image.RGBA, x, y int) int { return int(img.Pix[img.PixOffset(x, y)+3]) }

// TestGeometry checks pixels against the shapes' geometry, worked out by
// hand: a pixel is covered in the proportion of its square inside the
// shape.
func TestGeometry(t *testing.T) {
	const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">`
	tests := []struct {
		name string
		body string
		want map[[2]int]int // pixel → alpha, ±2
	}{
		{"square with a half-covered column", `<path d="M10.5 10L30 10L30 30L10.5 30Z" style="fill:#FF0000"/>`,
			map[[2]int]int{{20, 20}: 255, {5, 5}: 0, {10, 20}: 128, {30, 20}: 0, {29, 29}: 255}},
		{"stroke 4 wide centred on y=20", `<path d="M0 20L40 20" style="fill:none;stroke:#0000FF;stroke-width:4"/>`,
			map[[2]int]int{{5, 18}: 255, {5, 21}: 255, {5, 17}: 0, {5, 22}: 0}},
		{"dashes 10 on, 10 off", `<path d="M0 20.5L40 20.5" style="fill:none;stroke:#000000;stroke-dasharray:10,10"/>`,
			map[[2]int]int{{5, 20}: 255, {15, 20}: 0, {25, 20}: 255, {35, 20}: 0}},
		{"flipped by scale(1, -1): y=5 up is row 35", `<g transform="scale(1, -1) translate(0, -40)"><path d="M0 0L40 0L40 5L0 5Z"/></g>`,
			map[[2]int]int{{20, 37}: 255, {20, 33}: 0}},
		{"half opacity", `<rect width="100%" height="100%" fill="#00FF00" fill-opacity="0.5"/>`,
			map[[2]int]int{{0, 0}: 128, {39, 39}: 128}},
		{"title and desc are not drawn", `<title>x</title><desc>y</desc><style>path{fill:red}</style>`,
			map[[2]int]int{{20, 20}: 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			img := render(t, head+tc.body+"</svg>", 40, 40)
			for p, want := range tc.want {
				if got := alpha(img, p[0], p[1]); math.Abs(float64(got-want)) > 2 {
					t.Errorf("pixel %v: alpha %d, want %d", p, got, want)
				}
			}
		})
	}
}

// TestCircleArea checks the arc conversion: a disc of radius 10 drawn as
// two half-circle arcs covers π·10² ≈ 314.16 pixels.
func TestCircleArea(t *testing.T) {
	img := render(t, `<svg viewBox="0 0 40 40"><path d="M30 20A10,10 0 1 1 10 20A10,10 0 1 1 30 20Z"/></svg>`, 40, 40)
	sum := 0.0
	for y := range 40 {
		for x := range 40 {
			sum += float64(alpha(img, x, y)) / 255
		}
	}
	if math.Abs(sum-math.Pi*100) > 0.01*math.Pi*100 {
		t.Errorf("disc covers %.2f pixels, want π·100 = %.2f within 1%%", sum, math.Pi*100)
	}
}

// TestRoundCapDots checks internal/plot's dots: subpaths of no length,
// "Mx,yh0", stroked 20 wide with round caps, are discs of radius 10
// (π·10² ≈ 314.16 pixels each), with no cap at all for butt caps (SVG 2,
// 13.5.2).
func TestRoundCapDots(t *testing.T) {
	coverage := func(svg string) float64 {
		img := render(t, svg, 80, 40)
		sum := 0.0
		for y := range 40 {
			for x := range 80 {
				sum += float64(alpha(img, x, y)) / 255
			}
		}
		return sum
	}
	const dots = `<svg viewBox="0 0 80 40"><path d="M20,20h0M60,20h0" style="fill:none;stroke:#000000;stroke-width:20;stroke-linecap:%s"/></svg>`
	if got := coverage(fmt.Sprintf(dots, "round")); math.Abs(got-2*math.Pi*100) > 0.01*2*math.Pi*100 {
		t.Errorf("two round dots cover %.2f pixels, want 2·π·100 = %.2f within 1%%", got, 2*math.Pi*100)
	}
	if got := coverage(fmt.Sprintf(dots, "butt")); got != 0 {
		t.Errorf("two subpaths of no length with butt caps cover %.2f pixels, want none", got)
	}
	// A line with round caps: its rectangle and a half disc past each end.
	line := `<svg viewBox="0 0 80 40"><path d="M20,20h40" style="fill:none;stroke:#000000;stroke-width:20;stroke-linecap:round"/></svg>`
	if got, want := coverage(line), 40*20+math.Pi*100; math.Abs(got-want) > 0.01*want {
		t.Errorf("a round-capped line covers %.2f pixels, want 40·20 + π·100 = %.2f within 1%%", got, want)
	}
}

// TestText checks a capital H of 20 px: Liberation Sans's cap height is
// 1409/2048 em (its OS/2 table, as Arial's), 13.76 px, so its ink spans
// the rows from the baseline up by about 14.
func TestText(t *testing.T) {
	img := render(t, `<svg viewBox="0 0 40 40"><text x="5" y="30" style="font-size:20px">H</text></svg>`, 40, 40)
	top, bottom := 40, -1
	for y := range 40 {
		for x := range 40 {
			if alpha(img, x, y) > 128 {
				top, bottom = min(top, y), max(bottom, y)
			}
		}
	}
	if bottom != 29 || top < 15 || top > 17 {
		t.Errorf("the H's ink spans rows %d…%d, want about 16…29", top, bottom)
	}
}

// TestErrors: input that is not the subset gets an error naming it.
func TestErrors(t *testing.T) {
	for _, tc := range []struct{ svg, want string }{
		{`<svg><path d="M0 0Q1 1 2 2"/></svg>`, `path command 'Q'`},
		{`<svg><path d="M0 0LNaN 1"/></svg>`, `expected a number`},
		{`<svg><path d="M0 0L1 1" style="fill:red"/></svg>`, `fill: "red"`},
		{`<svg><path d="M0 0L1 1" style="stroke:#000000;stroke-linecap:square"/></svg>`, `stroke-linecap: "square"`},
		{`<svg><g transform="skewX(3)"/></svg>`, `transform skewX`},
		{`<svg viewBox="0 0 x 1"></svg>`, `viewBox`},
		{`<svg><path`, `reading the SVG`},
	} {
		r, _ := New()
		_, err := r.Render([]byte(tc.svg), 10, 10)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one naming %q", tc.svg, err, tc.want)
		}
	}
	r, _ := New()
	if _, err := r.Render([]byte(`<svg/>`), 100000, 10); err == nil {
		t.Error("a 100000-pixel-wide image was accepted")
	}
}
