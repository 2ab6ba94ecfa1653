// Command icongen draws the eqx application icons: a white capital sigma on
// an indigo rounded square. The PNGs it writes are committed under
// web/icons/; run it again only to change the design:
//
//	go run ./scripts/icongen -out web/icons
//
// It uses nothing but the standard library: the glyph is a polygon, filled
// with 8×8 supersampling for anti-aliasing.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log"
	"os"
	"path/filepath"
	"strings"
)

// background is the indigo of the icon; glyph is the sigma's colour.
var (
	background = color.NRGBA{R: 0x3b, G: 0x3b, B: 0x98, A: 0xff}
	glyph      = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
)

type pt struct{ x, y float64 }

// sigma is the glyph's outline in a 100×100 box (y down), a Σ made of a top
// bar, two diagonal strokes meeting at the middle, and a bottom bar, each
// about 11 units thick.
var sigma = []pt{
	{28, 20}, {72, 20}, {72, 31}, {45, 31}, {60, 50}, {45, 69}, {72, 69},
	{72, 80}, {28, 80}, {28, 72}, {46, 50}, {28, 28},
}

// inPolygon reports whether p is inside poly (even-odd rule).
func inPolygon(p pt, poly []pt) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.y > p.y) != (b.y > p.y) && p.x < (b.x-a.x)*(p.y-a.y)/(b.y-a.y)+a.x {
			in = !in
		}
	}
	return in
}

// inRoundedSquare reports whether p is inside the square [0,100]² with
// corners of radius r (r = 0: the full square).
func inRoundedSquare(p pt, r float64) bool {
	if p.x < 0 || p.y < 0 || p.x > 100 || p.y > 100 {
		return false
	}
	cx := min(max(p.x, r), 100-r)
	cy := min(max(p.y, r), 100-r)
	dx, dy := p.x-cx, p.y-cy
	return dx*dx+dy*dy <= r*r
}

// icon describes one image: its size in pixels, the corner radius of the
// background (0 for full bleed) and the scale of the glyph around the centre.
type icon struct {
	name   string
	size   int
	radius float64
	scale  float64
}

func draw(ic icon) *image.NRGBA {
	const ss = 8 // samples per pixel along each axis
	img := image.NewNRGBA(image.Rect(0, 0, ic.size, ic.size))
	unit := 100 / float64(ic.size)
	for py := 0; py < ic.size; py++ {
		for px := 0; px < ic.size; px++ {
			var bg, fg int
			for sy := 0; sy < ss; sy++ {
				for sx := 0; sx < ss; sx++ {
					p := pt{(float64(px) + (float64(sx)+0.5)/ss) * unit, (float64(py) + (float64(sy)+0.5)/ss) * unit}
					if !inRoundedSquare(p, ic.radius) {
						continue
					}
					bg++
					// The glyph point in the 100×100 design box.
					g := pt{50 + (p.x-50)/ic.scale, 50 + (p.y-50)/ic.scale}
					if inPolygon(g, sigma) {
						fg++
					}
				}
			}
			if bg == 0 {
				continue
			}
			// Composite the glyph over the background, then apply the
			// background's coverage as alpha (straight alpha).
			f := float64(fg) / float64(bg)
			mix := func(a, b uint8) uint8 { return uint8(float64(a)*(1-f) + float64(b)*f + 0.5) }
			img.SetNRGBA(px, py, color.NRGBA{
				R: mix(background.R, glyph.R),
				G: mix(background.G, glyph.G),
				B: mix(background.B, glyph.B),
				A: uint8(float64(bg)/float64(ss*ss)*255 + 0.5),
			})
		}
	}
	return img
}

// svg returns the same design as a scalable icon.
func svg() string {
	var d strings.Builder
	for i, p := range sigma {
		if i == 0 {
			fmt.Fprintf(&d, "M%g %g", p.x, p.y)
		} else {
			fmt.Fprintf(&d, "L%g %g", p.x, p.y)
		}
	}
	d.WriteString("Z")
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="512" height="512">
<title>eqx</title>
<rect width="100" height="100" rx="22" fill="#%02x%02x%02x"/>
<path transform="translate(50 50) scale(1.1) translate(-50 -50)" d="%s" fill="#ffffff"/>
</svg>
`, background.R, background.G, background.B, d.String())
}

func main() {
	out := flag.String("out", "web/icons", "output directory")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	icons := []icon{
		{"icon-192.png", 192, 22, 1.1},
		{"icon-512.png", 512, 22, 1.1},
		// Maskable: full bleed; the glyph (60% of the box at scale 1)
		// stays well inside the central 80% safe zone.
		{"maskable-512.png", 512, 0, 1.0},
	}
	for _, ic := range icons {
		f, err := os.Create(filepath.Join(*out, ic.name))
		if err != nil {
			log.Fatal(err)
		}
		if err := png.Encode(f, draw(ic)); err != nil {
			log.Fatal(err)
		}
		if err := f.Close(); err != nil {
			log.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(*out, "icon.svg"), []byte(svg()), 0o644); err != nil {
		log.Fatal(err)
	}
}
