package raster

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"
)

// TestPNG: image/png, an independent decoder, reads back every pixel.
func TestPNG(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 300, 257))
	for y := range 257 {
		for x := range 300 {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y * 7), uint8(x ^ y), 255})
		}
	}
	var b bytes.Buffer
	if err := (&canvas{img: img}).encodePNG(&b); err != nil {
		t.Fatal(err)
	}
	back, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	if back.Bounds() != img.Bounds() {
		t.Fatalf("bounds %v, want %v", back.Bounds(), img.Bounds())
	}
	for y := range 257 {
		for x := range 300 {
			r, g, bl, a := back.At(x, y).RGBA()
			w := img.RGBAAt(x, y)
			if uint8(r>>8) != w.R || uint8(g>>8) != w.G || uint8(bl>>8) != w.B || a != 0xffff {
				t.Fatalf("pixel (%d, %d): %v, want %v", x, y, back.At(x, y), w)
			}
		}
	}
}
