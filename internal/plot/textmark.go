package plot

import (
	"image/color"
)

// Sizes of Text marks, in points.
const (
	textSize = 9 // font size
	textGap  = 5 // space between a point and the bottom of its text
)

// Text writes Texts[i] centered just above the data point (X[i], Y[i]),
// small and in the theme's text color, for example to name points or
// vectors; Place writes it on or below the point instead. Points with a
// non-finite coordinate, or outside the data area, and empty texts are
// skipped. Texts are plain text on one line, cleaned like labels.
type Text struct {
	X, Y  []float64
	Texts []string

	// Place is where each text is written: above its point (the zero
	// value), centered on it, or below it.
	Place TextPlace
	// Clear moves a text above or below its point a further Clear
	// points away, to clear a mark of that radius drawn there (a
	// network's node).
	Clear float64
}

// TextPlace is where a Text mark writes each text relative to its point.
type TextPlace int

const (
	// Above writes the text centered just above the point.
	Above TextPlace = iota
	// Center writes the text centered on the point, for example inside
	// a Dot drawn as a Ring.
	Center
	// Below writes the text centered just below the point.
	Below
)

// layer implements Mark.
func (m Text) layer(e *markEnv) (layer, error) {
	if len(m.X) != len(m.Y) || len(m.X) != len(m.Texts) {
		return layer{}, e.errorf("Text", "", "len(X) = %d, len(Y) = %d and len(Texts) = %d differ", len(m.X), len(m.Y), len(m.Texts))
	}
	if m.Place < Above || m.Place > Below {
		return layer{}, e.errorf("Text", "", "unknown Place %d", m.Place)
	}
	if !(m.Clear >= 0 && m.Clear <= maxDotRadius) {
		return layer{}, e.errorf("Text", "", "Clear = %v, want 0 to %v points", m.Clear, maxDotRadius)
	}
	return layer{plotter: &textPlotter{xs: m.X, ys: m.Y, texts: m.Texts, place: m.Place, clear: m.Clear, color: e.colors.text, logY: e.logY}}, nil
}

// textPlotter draws a Text mark.
type textPlotter struct {
	xs, ys []float64
	texts  []string
	place  TextPlace
	clear  float64
	color  color.Color
	logY   bool
}

// Plot implements plotter.
func (t *textPlotter) Plot(c canvas, p *axes) {
	tx, ty := p.transforms(&c)
	sty := textStyle{
		Color:   t.color,
		Font:    sans(textSize, regular),
		XAlign:  xCenter,
		YAlign:  yBottom,
		Handler: p.text,
	}
	dy := textGap + t.clear
	switch t.place {
	case Center:
		sty.YAlign, dy = yCenter, 0
	case Below:
		sty.YAlign, dy = yTop, -dy
	}
	for i, x := range t.xs {
		pt, ok := place(x, t.ys[i], tx, ty)
		if !ok || !c.Contains(pt) {
			continue
		}
		if s := clean(t.texts[i]); s != "" {
			c.FillText(sty, point{X: pt.X, Y: pt.Y + dy}, s)
		}
	}
}

// DataRange implements dataRanger: the range of the anchor points.
func (t *textPlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	return xyRange(t.xs, t.ys, t.logY)
}
