package raster

import (
	"bufio"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
)

// encodePNG writes c's image as an 8-bit RGB PNG, its alpha dropped: the images
// drawn here are opaque (a card paints its background first). It is a
// plain writer rather than image/png because image/png tries the five
// filters on every row, half of a card's time; here every row takes the
// Up filter (each byte minus the one above), which turns the flat
// backgrounds and the vertical runs of a plot into zeros that zlib's
// fastest level packs well. image/png reads the result (png_test.go).
func (c *canvas) encodePNG(w io.Writer) error {
	img := c.img
	b := img.Bounds()
	width, height := b.Dx(), b.Dy()
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.WriteString("\x89PNG\r\n\x1a\n")
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8], ihdr[9] = 8, 2 // 8 bits, RGB; compression, filter, interlace 0
	chunk(bw, "IHDR", ihdr[:])
	idat := &chunkWriter{w: bw, kind: "IDAT"}
	if c.zip == nil {
		var err error
		if c.zip, err = zlib.NewWriterLevel(idat, zlib.BestSpeed); err != nil {
			return err
		}
	} else {
		c.zip.Reset(idat)
	}
	z := c.zip
	row := make([]byte, 1+3*width)
	row[0] = 2 // Up
	zero := make([]byte, 4*width)
	for y := range height {
		pix := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):][:4*width]
		above := zero
		if y > 0 {
			above = img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y-1):][:4*width]
		}
		out := row[1:]
		for x, i := 0, 0; x < width; x, i = x+1, i+4 {
			out[3*x] = pix[i] - above[i]
			out[3*x+1] = pix[i+1] - above[i+1]
			out[3*x+2] = pix[i+2] - above[i+2]
		}
		if _, err := z.Write(row); err != nil {
			return fmt.Errorf("writing the PNG: %w", err)
		}
	}
	if err := z.Close(); err != nil {
		return fmt.Errorf("writing the PNG: %w", err)
	}
	if err := idat.flush(); err != nil {
		return fmt.Errorf("writing the PNG: %w", err)
	}
	chunk(bw, "IEND", nil)
	return bw.Flush()
}

// chunk writes one PNG chunk: length, type, data, CRC of type and data.
func chunk(w *bufio.Writer, kind string, data []byte) {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(data)))
	w.Write(n[:])
	crc := crc32.NewIEEE()
	crc.Write([]byte(kind))
	crc.Write(data)
	w.WriteString(kind)
	w.Write(data)
	binary.BigEndian.PutUint32(n[:], crc.Sum32())
	w.Write(n[:])
}

// chunkWriter gathers zlib's output into chunks of up to 64 kB.
type chunkWriter struct {
	w    *bufio.Writer
	kind string
	buf  []byte
}

func (c *chunkWriter) Write(p []byte) (int, error) {
	c.buf = append(c.buf, p...)
	for len(c.buf) >= 64<<10 {
		chunk(c.w, c.kind, c.buf[:64<<10])
		c.buf = c.buf[64<<10:]
	}
	return len(p), nil
}

func (c *chunkWriter) flush() error {
	if len(c.buf) > 0 {
		chunk(c.w, c.kind, c.buf)
		c.buf = nil
	}
	return nil
}
