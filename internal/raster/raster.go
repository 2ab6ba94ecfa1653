// Package raster draws the SVG that eqx writes (internal/plot's figures
// and the cards composed of them) into pixels, natively, for the images
// that must be bitmaps: link previews (og:image), which no social site
// accepts as SVG.
//
// It reads the subset of SVG that internal/plot writes, and only that:
// nested <svg> viewports, <g transform>, <rect>, <path> of the absolute
// commands M, L, H, V, A, Z and the relative h and v, and <text> in
// Liberation Sans (the font the figures are measured in), filled or
// stroked in #RRGGBB colours with opacity, width, dashes and butt or
// round caps, from attributes or a style attribute.
// Anything else (<title>, <desc>, <style>, …) is skipped with its
// content. An unsupported value inside a drawn element is an error
// naming it, so that a new mark of internal/plot fails its test here
// rather than drawing wrong.
//
// Why not gonum.org/v1/plot/vg/vgimg: internal/plot draws on its own
// SVG canvas (faster in WebAssembly), not on a vg.Canvas, so vgimg
// would need a second backend inside internal/plot, in the wasm build;
// reading the SVG back keeps the PNG the same picture as the SVG, and
// the wasm untouched. golang.org/x/image/vector does the coverage.
package raster

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
	"strconv"
	"strings"
	"sync"
)

// Renderer draws SVG into images. It is safe for concurrent use.
type Renderer struct {
	faces *faces
	// canvases keeps images, rasterizers and compressors between
	// drawings: a card's 3 MB of pixels allocated anew for each one made
	// the garbage collector stop the drawing again and again.
	canvases sync.Pool
}

// New returns a Renderer with its fonts read.
func New() (*Renderer, error) {
	f, err := newFaces()
	if err != nil {
		return nil, err
	}
	return &Renderer{faces: f}, nil
}

// paint is the inherited presentation state of an element.
type paint struct {
	m           affine
	fill        color.NRGBA
	stroke      color.NRGBA
	fillOp      float64
	strokeOp    float64
	strokeWidth float64
	dashes      []float64
	roundCaps   bool // stroke-linecap: round
	fontSize    float64
	bold        bool
	vw, vh      float64 // the nearest viewport's size, for percentages
}

// Render draws svg into a new w×h image, its root viewBox fitted to
// it, over a transparent background.
func (r *Renderer) Render(svg []byte, w, h int) (*image.RGBA, error) {
	if err := checkSize(w, h); err != nil {
		return nil, err
	}
	c := &canvas{img: image.NewRGBA(image.Rect(0, 0, w, h))}
	if err := r.draw(c, svg); err != nil {
		return nil, err
	}
	return c.img, nil
}

// PNG draws svg as Render does and writes it to out as a PNG (png.go),
// which must be opaque: svg paints its own background.
func (r *Renderer) PNG(out io.Writer, svg []byte, w, h int) error {
	if err := checkSize(w, h); err != nil {
		return err
	}
	c, _ := r.canvases.Get().(*canvas)
	if c == nil || c.img.Rect.Dx() != w || c.img.Rect.Dy() != h {
		c = &canvas{img: image.NewRGBA(image.Rect(0, 0, w, h))}
	} else {
		clear(c.img.Pix)
	}
	defer r.canvases.Put(c)
	if err := r.draw(c, svg); err != nil {
		return err
	}
	return c.encodePNG(out)
}

func checkSize(w, h int) error {
	if w <= 0 || h <= 0 || w > 8192 || h > 8192 {
		return fmt.Errorf("raster: image size %d×%d is not within 1…8192", w, h)
	}
	return nil
}

// draw draws svg onto c.
func (r *Renderer) draw(c *canvas, svg []byte) error {
	w, h := c.img.Rect.Dx(), c.img.Rect.Dy()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	stack := []paint{{m: identity, fill: color.NRGBA{A: 255}, fillOp: 1, strokeOp: 1, strokeWidth: 1,
		fontSize: 16, vw: float64(w), vh: float64(h)}}
	skip := 0 // depth inside an element that is not drawn
	var text *textRun
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("raster: reading the SVG: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if skip > 0 {
				skip++
				continue
			}
			p := stack[len(stack)-1]
			root := len(stack) == 1
			p.dashes = append([]float64(nil), p.dashes...)
			if err := r.start(c, t, &p, root, &text); err != nil {
				return fmt.Errorf("raster: <%s>: %w", t.Name.Local, err)
			}
			if !drawn[t.Name.Local] {
				skip = 1
			}
			stack = append(stack, p)
		case xml.CharData:
			if text != nil && skip == 0 {
				text.s.Write(t)
			}
		case xml.EndElement:
			if skip > 0 {
				skip--
				if skip > 0 {
					continue
				}
			}
			if t.Name.Local == "text" && text != nil {
				p := stack[len(stack)-1]
				c.text(r.faces, p.m, text.x, text.y, p.fontSize, p.bold, strings.TrimSpace(text.s.String()), withOpacity(p.fill, p.fillOp))
				text = nil
			}
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
		}
	}
	return nil
}

// drawn lists the elements whose content is drawn.
var drawn = map[string]bool{"svg": true, "g": true, "path": true, "rect": true, "text": true}

// textRun is a <text> element being read.
type textRun struct {
	x, y float64
	s    strings.Builder
}

// start applies an element's attributes to p and draws it if it is a
// shape.
func (r *Renderer) start(c *canvas, t xml.StartElement, p *paint, root bool, text **textRun) error {
	attr := map[string]string{}
	for _, a := range t.Attr {
		attr[a.Name.Local] = a.Value
	}
	if !drawn[t.Name.Local] {
		return nil
	}
	// Presentation attributes, then the style attribute, which wins.
	for _, k := range []string{"fill", "fill-opacity", "stroke", "stroke-opacity", "stroke-width", "stroke-dasharray", "stroke-linecap", "font-size", "font-weight"} {
		if v, ok := attr[k]; ok {
			if err := p.set(k, v); err != nil {
				return err
			}
		}
	}
	if style := attr["style"]; style != "" {
		for _, decl := range strings.Split(style, ";") {
			k, v, ok := strings.Cut(decl, ":")
			if !ok {
				continue
			}
			if err := p.set(strings.TrimSpace(k), strings.TrimSpace(v)); err != nil {
				return err
			}
		}
	}
	num := func(k string, def float64) (float64, error) {
		v, ok := attr[k]
		if !ok {
			return def, nil
		}
		full := p.vw
		if k == "y" || k == "height" {
			full = p.vh
		}
		if pc, ok := strings.CutSuffix(v, "%"); ok {
			x, err := strconv.ParseFloat(pc, 64)
			if err != nil {
				return 0, fmt.Errorf("%s=%q is not a length", k, v)
			}
			return x / 100 * full, nil
		}
		x, err := strconv.ParseFloat(strings.TrimSuffix(v, "px"), 64)
		if err != nil {
			return 0, fmt.Errorf("%s=%q is not a length", k, v)
		}
		return x, nil
	}
	if tr, ok := attr["transform"]; ok {
		m, err := parseTransform(tr)
		if err != nil {
			return err
		}
		p.m = p.m.then(m)
	}
	switch t.Name.Local {
	case "svg":
		var vb [4]float64
		if s, ok := attr["viewBox"]; ok {
			v, err := numbers(s)
			if err != nil || len(v) != 4 {
				return fmt.Errorf("viewBox=%q is not four numbers", s)
			}
			copy(vb[:], v)
		}
		x, err1 := num("x", 0)
		y, err2 := num("y", 0)
		w, err3 := num("width", vb[2])
		h, err4 := num("height", vb[3])
		if root {
			// The root fills the image whatever its own size says.
			x, y, w, h = 0, 0, p.vw, p.vh
		}
		for _, err := range []error{err1, err2, err3, err4} {
			if err != nil {
				return err
			}
		}
		if vb[2] > 0 && vb[3] > 0 {
			p.m = p.m.then(viewport(vb, x, y, w, h))
			p.vw, p.vh = vb[2], vb[3]
		} else {
			p.m = p.m.then(translate(x, y))
			p.vw, p.vh = w, h
		}
	case "rect":
		x, err1 := num("x", 0)
		y, err2 := num("y", 0)
		w, err3 := num("width", 0)
		h, err4 := num("height", 0)
		for _, err := range []error{err1, err2, err3, err4} {
			if err != nil {
				return err
			}
		}
		return r.shape(c, p, []subpath{{pts: []pt{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, closed: true}})
	case "path":
		sp, err := parsePath(attr["d"], p.m.scale())
		if err != nil {
			return err
		}
		return r.shape(c, p, sp)
	case "text":
		x, err1 := num("x", 0)
		y, err2 := num("y", 0)
		if err1 != nil || err2 != nil {
			return fmt.Errorf("x=%q, y=%q are not lengths", attr["x"], attr["y"])
		}
		*text = &textRun{x: x, y: y}
	}
	return nil
}

// shape fills then strokes subpaths of local coordinates.
func (r *Renderer) shape(c *canvas, p *paint, sp []subpath) error {
	dev := func(paths []subpath) []subpath {
		out := make([]subpath, len(paths))
		for i, s := range paths {
			q := make([]pt, len(s.pts))
			for j, v := range s.pts {
				x, y := p.m.apply(v.x, v.y)
				q[j] = pt{x, y}
			}
			out[i] = subpath{pts: q, closed: s.closed}
		}
		return out
	}
	if p.fill.A > 0 {
		var polys [][]pt
		for _, s := range dev(sp) {
			polys = append(polys, s.pts)
		}
		c.fill(polys, withOpacity(p.fill, p.fillOp), false)
	}
	if p.stroke.A > 0 && p.strokeWidth > 0 {
		hw := p.strokeWidth * p.m.scale() / 2
		lines := dev(dash(sp, p.dashes))
		polys := strokePolygons(lines, hw)
		if p.roundCaps {
			polys = append(polys, roundCaps(lines, hw)...)
		}
		col := withOpacity(p.stroke, p.strokeOp)
		// An opaque line is drawn a few pieces at a time: each piece's
		// small box is rasterized, rather than the box of a whole curve
		// (most of a plot). A translucent one is drawn at once, so that
		// its overlaps are not painted twice.
		step := len(polys)
		if col.A == 255 {
			step = 16
		}
		for i := 0; i < len(polys); i += step {
			c.fill(polys[i:min(i+step, len(polys))], col, true)
		}
	}
	return nil
}

// set applies one presentation property.
func (p *paint) set(k, v string) error {
	var err error
	switch k {
	case "fill":
		p.fill, err = parseColor(v)
	case "stroke":
		p.stroke, err = parseColor(v)
	case "fill-opacity":
		p.fillOp, err = parseUnit(v)
	case "stroke-opacity":
		p.strokeOp, err = parseUnit(v)
	case "stroke-width":
		p.strokeWidth, err = strconv.ParseFloat(strings.TrimSuffix(v, "px"), 64)
	case "stroke-linecap":
		switch v {
		case "butt", "round":
			p.roundCaps = v == "round"
		default:
			err = errors.New("only butt and round caps are drawn")
		}
	case "stroke-dasharray":
		if v == "none" {
			p.dashes = nil
			return nil
		}
		p.dashes, err = numbers(v)
	case "font-size":
		p.fontSize, err = strconv.ParseFloat(strings.TrimSuffix(v, "px"), 64)
	case "font-weight":
		p.bold = v == "bold" || v == "700" || v == "600" || v == "800" || v == "900"
	}
	if err != nil {
		return fmt.Errorf("%s: %q: %w", k, v, err)
	}
	return nil
}

// parseColor reads #RRGGBB, #RGB, none or a few names.
func parseColor(v string) (color.NRGBA, error) {
	switch v {
	case "none", "transparent":
		return color.NRGBA{}, nil
	case "black":
		return color.NRGBA{A: 255}, nil
	case "white":
		return color.NRGBA{255, 255, 255, 255}, nil
	}
	if len(v) == 4 && v[0] == '#' {
		v = "#" + string([]byte{v[1], v[1], v[2], v[2], v[3], v[3]})
	}
	if len(v) != 7 || v[0] != '#' {
		return color.NRGBA{}, fmt.Errorf("not a colour of the form #RRGGBB")
	}
	x, err := strconv.ParseUint(v[1:], 16, 32)
	if err != nil {
		return color.NRGBA{}, fmt.Errorf("not a colour of the form #RRGGBB")
	}
	return color.NRGBA{uint8(x >> 16), uint8(x >> 8), uint8(x), 255}, nil
}

// parseUnit reads an opacity, clamped to [0, 1] as CSS does.
func parseUnit(v string) (float64, error) {
	x, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return 0, err
	}
	return min(max(x, 0), 1), nil
}

// withOpacity multiplies col's alpha by op.
func withOpacity(col color.NRGBA, op float64) color.NRGBA {
	col.A = uint8(float64(col.A)*op + 0.5)
	return col
}
