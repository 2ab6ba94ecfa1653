// Package plot describes small charts declaratively and renders them to
// standalone, accessible SVG. It draws everything itself: the axes and
// their ticks (laid out as gonum.org/v1/plot laid them out, whose layout
// it follows), the marks, the legend, and the SVG; the text is measured
// with tables of Liberation Sans (sans.go) and drawn by the browser.
//
// A Figure is a plain value: build one from data on every change and call
// its SVG method. Rendering keeps no state between calls, so Figures may
// be rendered concurrently.
package plot

import (
	"fmt"
	"math"
	"strings"
)

// Default dimensions of a Figure, in points.
const (
	DefaultWidth  = 480
	DefaultHeight = 300
)

// Minimum dimensions of a Figure, in points.
const (
	MinWidth  = 120
	MinHeight = 80
)

// Figure is a declarative description of a single chart: axes, marks and
// the text that goes with them.
//
// All strings are plain text, drawn on one line; control characters are
// replaced by spaces and markup is escaped.
type Figure struct {
	// Title is drawn above the chart. It is optional.
	Title string

	// XLabel and YLabel label the horizontal and vertical axes,
	// typically with parameter symbols such as "z" or "σ(z)".
	XLabel, YLabel string

	// Width and Height are the size of the figure in points.
	// Zero means DefaultWidth and DefaultHeight. The rendered SVG scales
	// to the width of its container, keeping this aspect ratio.
	Width, Height float64

	// Theme selects background, text, axis and grid colors.
	Theme Theme

	// Marks are drawn in order, later marks on top of earlier ones.
	// Line, Dot, Bars, Area, Segments and Path marks take successive
	// palette colors.
	Marks []Mark

	// X and Y fix the axis domains. The zero Domain fits the axis to
	// the data. Fixing the domains keeps the axes still while the data
	// change, for example while a slider is dragged.
	X, Y Domain

	// Equal draws data units at the same length on both axes, so that a
	// unit circle is round. An automatic domain is widened to fill the
	// data area; where that is not enough, or both domains are fixed, the
	// data area is narrowed instead, keeping it centered. Fixed domains
	// too far from the figure's aspect, that would leave a data area
	// under 16 points across, are drawn with unequal scales.
	Equal bool

	// LogY draws the Y axis on a log scale, with ticks at powers of ten.
	// Data with y ≤ 0 cannot be placed and are skipped like non-finite
	// data; a fixed Y domain must be positive. LogY cannot be combined
	// with Equal or with a Cells mark.
	LogY bool

	// YCategories, if not empty, labels the Y axis with these names at
	// y = 0, 1, … in place of numbers, for rows of marks such as the
	// groups of a strip chart. It cannot be combined with a Cells mark,
	// which names its own rows.
	YCategories []string

	// Diagram draws neither axes nor grid: the marks are a diagram, such
	// as a network of nodes and edges, whose coordinates only place them.
	// The data area takes the whole plot. It cannot be combined with
	// LogY.
	Diagram bool

	// Description is the accessible description of the chart, used as
	// the aria-label of the SVG. If empty, one is built from Title,
	// the axis labels and the mark labels.
	Description string
}

// Domain is a closed interval [Min, Max] of data values shown on an axis.
// The zero Domain means automatic: the axis fits the data. A fixed Domain
// must have finite bounds with Min < Max; data outside it are clipped.
type Domain struct {
	Min, Max float64
}

// Fixed returns the Domain [min, max].
func Fixed(min, max float64) Domain {
	return Domain{Min: min, Max: max}
}

// IsAuto reports whether d is the zero Domain.
func (d Domain) IsAuto() bool {
	return d == Domain{}
}

// check returns an error if d is neither automatic nor a valid interval.
func (d Domain) check(axis string) error {
	if d.IsAuto() {
		return nil
	}
	if !(d.Min < d.Max) || d.Min < -maxMagnitude || d.Max > maxMagnitude || narrow(d.Min, d.Max) {
		return fmt.Errorf("plot: invalid %s domain [%v, %v]", axis, d.Min, d.Max)
	}
	return nil
}

// size returns the dimensions of f in points, applying defaults.
func (f *Figure) size() (w, h float64, err error) {
	w, h = f.Width, f.Height
	if w == 0 {
		w = DefaultWidth
	}
	if h == 0 {
		h = DefaultHeight
	}
	if !finite(w) || !finite(h) || w < MinWidth || h < MinHeight || w > 1e5 || h > 1e5 {
		return 0, 0, fmt.Errorf("plot: invalid figure size %vx%v (want at least %vx%v points)",
			f.Width, f.Height, MinWidth, MinHeight)
	}
	return w, h, nil
}

// description returns the accessible description of f.
func (f *Figure) description() string {
	if d := clean(f.Description); d != "" {
		return d
	}
	var parts []string
	if t := clean(f.Title); t != "" {
		parts = append(parts, t)
	}
	x, y := clean(f.XLabel), clean(f.YLabel)
	switch {
	case x != "" && y != "":
		parts = append(parts, y+" against "+x)
	case y != "":
		parts = append(parts, y)
	case x != "":
		parts = append(parts, "against "+x)
	}
	var labels []string
	for _, m := range f.Marks {
		if l := clean(markLabel(m)); l != "" {
			labels = append(labels, l)
		}
	}
	if len(labels) > 0 {
		parts = append(parts, "showing "+strings.Join(labels, ", "))
	}
	if len(parts) == 0 {
		return "Chart"
	}
	return "Chart: " + strings.Join(parts, "; ")
}

// finite reports whether v is neither NaN nor an infinity.
func finite(v float64) bool {
	return !math.IsNaN(v) && !math.IsInf(v, 0)
}

// clean returns s as valid UTF-8 with control and other characters that
// are not allowed in XML replaced, and surrounding space trimmed.
func clean(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.Map(func(r rune) rune {
		switch {
		case r < 0x20 || r == 0x7F || (r >= 0x80 && r < 0xA0) || r == 0x2028 || r == 0x2029:
			return ' '
		case r == 0xFFFE || r == 0xFFFF || (r >= 0xD800 && r < 0xE000):
			return '\uFFFD'
		}
		return r
	}, s)
	return strings.TrimSpace(s)
}
