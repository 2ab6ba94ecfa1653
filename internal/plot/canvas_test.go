package plot

import (
	"image/color"
	"math"
	"strings"
	"testing"
)

func TestCanvasNum(t *testing.T) {
	for _, tt := range []struct {
		x    float64
		want string
	}{
		{0, "0"},
		{math.Copysign(0, -1), "0"},
		{-0.004, "0"}, // rounds to zero: no "-0"
		{1, "1"},
		{-1, "-1"},
		{0.5, "0.5"},
		{0.05, "0.05"},
		{0.125, "0.13"}, // half away from zero
		{-0.125, "-0.13"},
		{123.456, "123.46"},
		{9.999, "10"},
		{-9.996, "-10"},
		{288, "288"},
		{1e12 + 0.25, "1000000000000.25"},
		{1e300, "1e+300"}, // beyond exact integers: strconv's shortest form
	} {
		c := &svgCanvas{}
		c.num(tt.x)
		if got := string(c.buf); got != tt.want || c.err != nil {
			t.Errorf("num(%v) = %q (err %v), want %q", tt.x, got, c.err, tt.want)
		}
	}
	for _, x := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		c := &svgCanvas{}
		c.num(x)
		if c.err == nil {
			t.Errorf("num(%v): no error", x)
		}
	}
}

func TestCanvasColor(t *testing.T) {
	for _, tt := range []struct {
		c     color.Color
		hex   string
		alpha float64
	}{
		{nil, "#000000", 1},
		{color.White, "#FFFFFF", 1},
		{color.RGBA{R: 0x57, G: 0x60, B: 0x6A, A: 0xFF}, "#57606A", 1},
		{color.NRGBA{R: 0xFF, G: 0x80, B: 0x00, A: 0x80}, "#FF8000", 0x8080 / 65535.0},
		{color.RGBA{}, "#000000", 0}, // transparent: no division by zero
	} {
		if got := hexOf(tt.c); got != tt.hex {
			t.Errorf("hexOf(%v) = %s, want %s", tt.c, got, tt.hex)
		}
		if got := alphaOf(tt.c); math.Abs(got-tt.alpha) > 1e-12 {
			t.Errorf("alphaOf(%v) = %v, want %v", tt.c, got, tt.alpha)
		}
	}
}

func TestCanvasPaths(t *testing.T) {
	for _, tt := range []struct {
		name string
		draw func(c *svgCanvas)
		want string
	}{
		{"line", func(c *svgCanvas) {
			var p svgPath
			p.move(point{X: 1, Y: 2})
			p.line(point{X: 3.5, Y: -4})
			c.SetLineWidth(2)
			c.SetColor(color.NRGBA{R: 255, A: 255})
			c.Stroke(p)
		}, `<path d="M1,2L3.5,-4" style="fill:none;stroke:#FF0000;stroke-width:2"/>`},
		{"dashed translucent", func(c *svgCanvas) {
			var p svgPath
			p.move(point{})
			p.line(point{X: 1})
			c.SetLineDash([]float64{2, 1})
			c.SetColor(color.NRGBA{B: 255, A: 51})
			c.Stroke(p)
		}, `<path d="M0,0L1,0" style="fill:none;stroke:#0000FF;stroke-opacity:0.2;stroke-dasharray:2,1"/>`},
		{"no width, no stroke", func(c *svgCanvas) {
			var p svgPath
			p.move(point{})
			p.line(point{X: 1})
			c.SetLineWidth(0)
			c.Stroke(p)
		}, ``},
		{"filled black", func(c *svgCanvas) {
			var p svgPath
			p.move(point{})
			p.line(point{X: 1})
			p.line(point{Y: 1})
			p.close()
			c.Fill(p)
		}, `<path d="M0,0L1,0L0,1Z" style=""/>`},
		{"half circle", func(c *svgCanvas) {
			var p svgPath
			p.move(point{X: 1})
			p.arc(point{}, 1, 0, math.Pi)
			c.Fill(p)
		}, `<path d="M1,0A1,1 0 1 1 -1,0" style=""/>`},
		{"full circle in two arcs", func(c *svgCanvas) {
			var p svgPath
			p.arc(point{}, 2, 0, 2*math.Pi)
			c.Fill(p)
		}, `<path d="L2,0A2,2 0 1 1 -2,0A2,2 0 1 1 2,0" style=""/>`},
		{"clockwise quarter", func(c *svgCanvas) {
			var p svgPath
			p.move(point{X: 1})
			p.arc(point{}, 1, 0, -math.Pi/2)
			c.Fill(p)
		}, `<path d="M1,0A1,1 0 0 0 0,-1" style=""/>`},
		{"text", func(c *svgCanvas) {
			c.SetColor(color.NRGBA{R: 0x11, G: 0x22, B: 0x33, A: 255})
			c.FillString(sans(11, bold), point{X: 5, Y: 6}, "a<b")
		}, `<text x="5" y="-6" transform="scale(1, -1)" ` +
			`style="font-family:'Liberation Sans',Arial,Helvetica,sans-serif;font-variant:normal;font-weight:bold;font-style:normal;font-size:11px;fill:#112233">a&lt;b</text>`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := newSVGCanvas(50, nil)
			head := len(c.buf)
			tt.draw(c)
			if c.err != nil {
				t.Fatal(c.err)
			}
			if got := strings.TrimSpace(string(c.buf[head:])); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestCanvasGroups(t *testing.T) {
	c := newSVGCanvas(50, nil)
	c.Push()
	c.Rotate(math.Pi / 6)
	c.Rotate(math.Pi / 3)
	c.Pop()
	c.Push()
	c.Rotate(-math.Pi / 2) // left open: body closes it
	got := string(c.body())
	want := `<g transform="scale(1, -1) translate(0, -50)">
<g transform="rotate(30)">
<g transform="rotate(60)">
</g>
</g>
<g transform="rotate(-90)">
</g>
</g>
`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestCanvasNonFinite(t *testing.T) {
	c := newSVGCanvas(50, nil)
	var p svgPath
	p.move(point{X: math.NaN()})
	p.line(point{X: 1})
	c.Stroke(p)
	if c.err == nil {
		t.Error("a NaN coordinate gave no error")
	}
}

func TestCanvasWeights(t *testing.T) {
	for _, tt := range []struct {
		weight bool
		want   string
	}{{regular, "font-weight:normal;"}, {bold, "font-weight:bold;"}} {
		c := newSVGCanvas(50, nil)
		c.FillString(sans(10, tt.weight), point{}, "x")
		if !strings.Contains(string(c.buf), tt.want) {
			t.Errorf("weight %v: %s, want %s", tt.weight, c.buf, tt.want)
		}
	}
}

// TestOneElementPerLine checks the layout the page's line-by-line patch
// relies on: every line of a figure's SVG starts with a tag, and the lines
// that start with an opening tag are the elements, in document order.
func TestOneElementPerLine(t *testing.T) {
	for name, f := range map[string]Figure{
		"curve": sigmoidFigure(), "bars": softmaxFigure(), "roc": rocFigure(),
		"cells": confusionFigure(), "overlays": overlayFigure(),
	} {
		doc, err := f.SVG()
		if err != nil {
			t.Fatal(err)
		}
		var opening []string
		for i, line := range strings.Split(string(doc), "\n") {
			if !strings.HasPrefix(line, "<") {
				t.Fatalf("%s: line %d does not start with a tag: %.80q", name, i+1, line)
			}
			if !strings.HasPrefix(line, "</") {
				opening = append(opening, strings.FieldsFunc(line[1:], func(r rune) bool { return r == ' ' || r == '>' || r == '/' })[0])
			}
		}
		var names []string
		var walk func(n *node)
		walk = func(n *node) {
			names = append(names, n.name)
			for _, c := range n.children {
				walk(c)
			}
		}
		walk(parse(t, doc))
		if strings.Join(opening, " ") != strings.Join(names, " ") {
			t.Errorf("%s: the lines open\n%v\nbut the elements are\n%v", name, opening, names)
		}
	}
}
