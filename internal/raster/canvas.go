package raster

import (
	"compress/zlib"
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// canvas is an image being drawn and the rasterizer that covers it.
type canvas struct {
	img *image.RGBA
	z   vector.Rasterizer
	zip *zlib.Writer // the PNG's compressor, kept for the next image
}

// fill paints polys (device coordinates) in col with the nonzero rule:
// each polygon is wound the same way first, so that overlapping pieces
// of one stroke add up (and saturate) rather than cancel, while the
// holes of a glyph or a ring, drawn as one subpath list by fillPath,
// keep their own winding. Only the polygons' bounding box is rasterized.
func (c *canvas) fill(polys [][]pt, col color.NRGBA, orient bool) {
	if col.A == 0 || len(polys) == 0 {
		return
	}
	if r, ok := pixelRect(polys); ok && col.A == 255 {
		// A rectangle on pixel edges, such as a background, covers
		// whole pixels: copied, not rasterized.
		draw.Draw(c.img, r, image.NewUniform(col), image.Point{}, draw.Src)
		return
	}
	box, ok := c.bounds(polys)
	if !ok {
		return
	}
	c.z.Reset(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	for _, poly := range polys {
		if len(poly) < 3 {
			continue
		}
		rev := orient && area(poly) < 0
		at := func(i int) pt {
			if rev {
				return poly[len(poly)-1-i]
			}
			return poly[i]
		}
		p := at(0)
		c.z.MoveTo(float32(p.x-ox), float32(p.y-oy))
		for i := 1; i < len(poly); i++ {
			p = at(i)
			c.z.LineTo(float32(p.x-ox), float32(p.y-oy))
		}
		c.z.ClosePath()
	}
	c.z.Draw(c.img, box, image.NewUniform(col), image.Point{})
}

// pixelRect reports whether polys is one axis-aligned rectangle whose
// corners lie on pixel edges, and returns it.
func pixelRect(polys [][]pt) (image.Rectangle, bool) {
	if len(polys) != 1 || len(polys[0]) != 4 {
		return image.Rectangle{}, false
	}
	p := polys[0]
	on := func(v float64) bool { return math.Abs(v-math.Round(v)) < 1e-6 }
	for i, a := range p {
		b := p[(i+1)%4]
		if !on(a.x) || !on(a.y) || a.x != b.x && a.y != b.y {
			return image.Rectangle{}, false
		}
	}
	r := image.Rect(int(math.Round(p[0].x)), int(math.Round(p[0].y)), int(math.Round(p[2].x)), int(math.Round(p[2].y))).Canon()
	return r, true
}

// bounds is the pixel box that covers polys, clipped to the image.
func (c *canvas) bounds(polys [][]pt) (image.Rectangle, bool) {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, poly := range polys {
		for _, p := range poly {
			x0, y0, x1, y1 = math.Min(x0, p.x), math.Min(y0, p.y), math.Max(x1, p.x), math.Max(y1, p.y)
		}
	}
	if !(x0 <= x1 && y0 <= y1) {
		return image.Rectangle{}, false
	}
	// Far outside coordinates are clipped here; the rasterizer clips the
	// polygons to its own box.
	r := image.Rect(int(math.Floor(math.Max(x0, -1))), int(math.Floor(math.Max(y0, -1))),
		int(math.Ceil(math.Min(x1, 1e6)))+1, int(math.Ceil(math.Min(y1, 1e6)))+1)
	r = r.Intersect(c.img.Bounds())
	return r, !r.Empty()
}

// area is twice the signed area of poly (the shoelace formula).
func area(poly []pt) float64 {
	s := 0.0
	for i, p := range poly {
		q := poly[(i+1)%len(poly)]
		s += p.x*q.y - q.x*p.y
	}
	return s
}
