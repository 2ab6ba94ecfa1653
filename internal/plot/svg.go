package plot

import (
	"bytes"
	"errors"
	"fmt"
	"html"
	"slices"
	"strconv"
)

// SVG renders f as a single standalone <svg> element, suitable for
// inserting into an HTML page. The element has role="img", an aria-label
// holding the figure's description, and a viewBox with width="100%", so
// it scales to its container. Fonts are referenced by name, not embedded.
//
// SVG returns an error if f is invalid: an unknown Theme, a bad size or
// Domain (or a non-positive one with LogY), a nil Mark, a Mark whose data
// slices differ in length, or marks that cannot share a Figure.
// Empty marks and non-finite data values are not errors. SVG does not
// panic, and never returns output with non-finite coordinates: should
// the layout fail in either way, SVG returns an internal error instead.
func (f Figure) SVG() (svg []byte, err error) {
	var w SVGWriter
	return w.SVG(f)
}

// An SVGWriter renders figures as Figure.SVG does, into buffers it keeps
// from one figure to the next. A page redraws its figures on every slider
// move; each figure drawn afresh allocated its markup three times over (a
// 16 kB canvas buffer doubled as it filled, then the wrapped copy), a
// quarter of what a move allocates and so of how often the collector
// runs. The zero value is ready to use; an SVGWriter is not safe for
// concurrent use.
type SVGWriter struct {
	body, out []byte
	scratch   scratch
}

// SVG renders f as Figure.SVG does. The markup it returns is w's and is
// valid until w's next call: a caller that keeps it copies it (string).
func (wr *SVGWriter) SVG(f Figure) (svg []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			svg, err = nil, fmt.Errorf("plot: internal error: %v", r)
		}
	}()
	w, h, err := f.size()
	if err != nil {
		return nil, err
	}
	th, ok := f.Theme.colors()
	if !ok {
		return nil, fmt.Errorf("plot: invalid theme %d", int(f.Theme))
	}
	if err := f.X.check("X"); err != nil {
		return nil, err
	}
	if err := f.Y.check("Y"); err != nil {
		return nil, err
	}
	if f.LogY && f.Equal {
		return nil, errors.New("plot: Equal and LogY cannot be combined")
	}
	if f.LogY && f.Diagram {
		return nil, errors.New("plot: Diagram and LogY cannot be combined")
	}
	if f.LogY && !f.Y.IsAuto() && !(f.Y.Min > 0) {
		return nil, fmt.Errorf("plot: LogY needs a positive Y domain, not [%v, %v]", f.Y.Min, f.Y.Max)
	}
	p, entries, plane, err := f.build(w, th)
	if err != nil {
		return nil, err
	}

	c := newSVGCanvas(h, wr.body)
	c.scratch = wr.scratch
	area := f.draw(canvas{svgCanvas: c, rect: rect{Max: point{X: w, Y: h}}}, p, entries, th)
	wr.body, wr.scratch = c.buf, c.scratch
	if c.err != nil {
		return nil, c.err
	}
	var fr *Frame
	if plane {
		fr = &Frame{
			X:    [2]float64{p.X.Min, p.X.Max},
			Y:    [2]float64{p.Y.Min, p.Y.Max},
			Left: area.Min.X, Right: area.Max.X,
			// y grows downwards in the SVG
			Bottom: h - area.Min.Y, Top: h - area.Max.Y,
		}
	}
	wr.body = c.body()
	wr.out = appendRoot(wr.out[:0], wr.body, w, h, f.description(), fr)
	return wr.out, nil
}

// appendRoot appends to dst the drawn body wrapped in an accessible,
// responsive root element, with the figure's frame when it has one.
func appendRoot(dst, body []byte, w, h float64, desc string, fr *Frame) []byte {
	dst = slices.Grow(dst, len(body)+256+len(desc))
	dst = append(dst, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 `...)
	dst = strconv.AppendFloat(dst, w, 'g', -1, 64)
	dst = append(dst, ' ')
	dst = strconv.AppendFloat(dst, h, 'g', -1, 64)
	dst = append(dst, `" width="100%" role="img" aria-label="`...)
	dst = append(dst, html.EscapeString(desc)...)
	dst = append(dst, '"')
	if fr != nil {
		dst = append(dst, ` data-frame="`...)
		dst = append(dst, fr.String()...)
		dst = append(dst, '"')
	}
	dst = append(dst, ">\n"...) // the root element on a line of its own
	dst = append(dst, bytes.TrimRight(body, "\n")...)
	return append(dst, `</svg>`...)
}
