package plot

import (
	"bytes"
	"errors"
	"fmt"
	"html"
	"strconv"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
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
// gonum/plot fail in either way, SVG returns an internal error instead.
func (f Figure) SVG() (svg []byte, err error) {
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
	if f.LogY && !f.Y.IsAuto() && !(f.Y.Min > 0) {
		return nil, fmt.Errorf("plot: LogY needs a positive Y domain, not [%v, %v]", f.Y.Min, f.Y.Max)
	}
	p, entries, err := f.build(vg.Points(w), th)
	if err != nil {
		return nil, err
	}

	c := vgsvg.NewWith(vgsvg.UseWH(vg.Points(w), vg.Points(h)), vgsvg.EmbedFonts(false))
	f.draw(draw.New(c), p, entries, th)
	var buf bytes.Buffer
	buf.Grow(16 << 10)
	if _, err := c.WriteTo(&buf); err != nil {
		return nil, err
	}
	return finish(buf.Bytes(), w, h, f.description())
}

// fontFamily is the font-family written by vgsvg, and its replacement
// with fallbacks for browsers without the Liberation fonts. User text
// cannot contain the pattern: its quotes are escaped.
const (
	fontFamily         = `style="font-family:Liberation Sans;`
	fontFamilyFallback = `style="font-family:'Liberation Sans',Arial,Helvetica,sans-serif;`
)

// finish replaces the XML prolog and root element written by vgsvg with
// an accessible, responsive root element, and checks that no coordinate
// is non-finite.
func finish(doc []byte, w, h float64, desc string) ([]byte, error) {
	start := bytes.Index(doc, []byte("<svg"))
	if start < 0 {
		return nil, errors.New("plot: internal error: no <svg> element")
	}
	end := bytes.IndexByte(doc[start:], '>')
	if end < 0 {
		return nil, errors.New("plot: internal error: unterminated <svg> element")
	}
	body := bytes.ReplaceAll(doc[start+end+1:], []byte(fontFamily), []byte(fontFamilyFallback))
	if nonFiniteInTag(body) {
		return nil, errors.New("plot: internal error: non-finite coordinate")
	}

	var out bytes.Buffer
	out.Grow(len(body) + 256 + len(desc))
	out.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 `)
	out.WriteString(strconv.FormatFloat(w, 'g', -1, 64))
	out.WriteByte(' ')
	out.WriteString(strconv.FormatFloat(h, 'g', -1, 64))
	out.WriteString(`" width="100%" role="img" aria-label="`)
	out.WriteString(html.EscapeString(desc))
	out.WriteString(`">`)
	out.Write(bytes.TrimRight(body, "\n"))
	return out.Bytes(), nil
}

// nonFiniteInTag reports whether "NaN" or "Inf" occurs inside a tag of the
// SVG document doc, that is in an attribute rather than in text content.
// Text content cannot contain '<' or '>': vgsvg escapes them.
func nonFiniteInTag(doc []byte) bool {
	if !bytes.Contains(doc, []byte("NaN")) && !bytes.Contains(doc, []byte("Inf")) {
		return false
	}
	inTag := false
	for i, b := range doc {
		switch b {
		case '<':
			inTag = true
		case '>':
			inTag = false
		case 'N', 'I':
			if inTag && (bytes.HasPrefix(doc[i:], []byte("NaN")) || bytes.HasPrefix(doc[i:], []byte("Inf"))) {
				return true
			}
		}
	}
	return false
}
