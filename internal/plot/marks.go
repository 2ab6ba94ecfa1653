package plot

import (
	"fmt"
	"image/color"
	"strconv"
)

// Mark is a graphical element of a Figure that encodes data: one of Line,
// Dot, Bars, RuleX, RuleY, Area, Cells, Text, Segments, Path, Band or
// Shade (or a pointer to one). Mark is closed: only this package's types
// implement it.
type Mark interface {
	// layer validates the mark and returns its drawable form.
	layer(env *markEnv) (layer, error)
}

// Line is a curve through the points (X[i], Y[i]) in order. A point with
// a non-finite coordinate breaks the line rather than failing.
type Line struct {
	X, Y   []float64
	Label  string // legend and description text; optional
	Dashed bool   // draw a dashed rather than a solid line

	// Step draws a post-step curve: from each point horizontally to the
	// next X, then vertically to the next Y, as an empirical CDF or a
	// precision–recall curve. n points give 2n−1 vertices.
	Step bool
}

// Dot is a set of points (X[i], Y[i]) drawn as filled circles, for
// example the current value marked on a curve. Points with a non-finite
// coordinate are skipped.
type Dot struct {
	X, Y  []float64
	Label string // legend and description text; optional

	// Radius is the radius of the dots in points; zero means the
	// default of 3.5 points.
	Radius float64
	// Ring draws each dot as a ring of the mark's color around a disc of
	// the background color, for example a network's node with its value
	// written inside by a Text mark.
	Ring bool
}

// Bars is a categorical bar chart with one bar from 0 to Values[i] for
// the category Labels[i], for example softmax probabilities. If Labels
// is empty the categories are numbered from 1. Non-finite values are
// skipped. Category i is centered on x = i, so other marks can be
// placed on it, and the X axis is labelled with the categories. Several
// Bars marks in one Figure are drawn side by side and share the
// categories of the first one.
type Bars struct {
	Labels []string
	Values []float64
	Label  string // legend and description text; optional
}

// RuleX is a vertical reference line at the data value X.
// With an automatic domain, the X axis is extended to include it.
type RuleX struct {
	X float64
}

// RuleY is a horizontal reference line at the data value Y.
// With an automatic domain, the Y axis is extended to include it.
type RuleY struct {
	Y float64
}

// markEnv is the information a mark needs to build its layer.
type markEnv struct {
	index      int      // position of the mark in Figure.Marks
	colors     colors   // theme colors
	nextColor  int      // next palette index
	band       int      // index of the next Bars mark
	bands      int      // number of Bars marks
	cells      int      // number of Cells marks
	shades     int      // number of Shade marks
	categories []string // categories of the first Bars mark, if any
	logY       bool     // the Y axis is logarithmic
}

// layer is the drawable form of a mark.
type layer struct {
	plotter    plotter     // draws the mark; may be a dataRanger
	label      string      // cleaned label, may be empty
	thumb      thumbnailer // legend swatch; nil if none
	categories []string    // X categories, for Bars and Cells
	rows       []string    // Y categories from the top, for Cells
}

// color returns the next palette color.
func (e *markEnv) color() color.RGBA {
	c := markColor(e.nextColor)
	e.nextColor++
	return c
}

// errorf returns an error naming the mark being built.
func (e *markEnv) errorf(kind, label, format string, args ...any) error {
	name := fmt.Sprintf("Marks[%d] (%s", e.index, kind)
	if label != "" {
		name += fmt.Sprintf(" %q", label)
	}
	return fmt.Errorf("plot: %s): %s", name, fmt.Sprintf(format, args...))
}

// layer implements Mark.
func (m Line) layer(e *markEnv) (layer, error) {
	label := clean(m.Label)
	if len(m.X) != len(m.Y) {
		return layer{}, e.errorf("Line", label, "len(X) = %d but len(Y) = %d", len(m.X), len(m.Y))
	}
	l := &linePlotter{xs: m.X, ys: m.Y, style: markLine(e.color(), m.Dashed), step: m.Step, logY: e.logY}
	return layer{plotter: l, label: label, thumb: l}, nil
}

// layer implements Mark.
func (m Dot) layer(e *markEnv) (layer, error) {
	label := clean(m.Label)
	if len(m.X) != len(m.Y) {
		return layer{}, e.errorf("Dot", label, "len(X) = %d but len(Y) = %d", len(m.X), len(m.Y))
	}
	if !(m.Radius >= 0 && m.Radius <= maxDotRadius) {
		return layer{}, e.errorf("Dot", label, "Radius = %v, want 0 to %v points", m.Radius, maxDotRadius)
	}
	r := m.Radius
	if r == 0 {
		r = dotRadius
	}
	d := &dotPlotter{xs: m.X, ys: m.Y, color: e.color(), halo: e.colors.background, radius: r, ring: m.Ring, logY: e.logY}
	return layer{plotter: d, label: label, thumb: d}, nil
}

// layer implements Mark.
func (m Bars) layer(e *markEnv) (layer, error) {
	label := clean(m.Label)
	if len(m.Labels) != 0 && len(m.Labels) != len(m.Values) {
		return layer{}, e.errorf("Bars", label, "len(Labels) = %d but len(Values) = %d", len(m.Labels), len(m.Values))
	}
	cats := make([]string, len(m.Values))
	for i := range cats {
		if len(m.Labels) != 0 {
			cats[i] = clean(m.Labels[i])
		} else {
			cats[i] = strconv.Itoa(i + 1)
		}
	}
	if e.categories != nil && len(cats) != len(e.categories) {
		return layer{}, e.errorf("Bars", label, "%d values but the first Bars mark has %d", len(cats), len(e.categories))
	}
	b := &barsPlotter{values: m.Values, color: e.color(), band: e.band, bands: e.bands, logY: e.logY}
	e.band++
	return layer{plotter: b, label: label, thumb: b, categories: cats}, nil
}

// layer implements Mark.
func (m RuleX) layer(e *markEnv) (layer, error) {
	return layer{plotter: &rulePlotter{v: m.X, vertical: true, color: e.colors.rule}}, nil
}

// layer implements Mark.
func (m RuleY) layer(e *markEnv) (layer, error) {
	return layer{plotter: &rulePlotter{v: m.Y, color: e.colors.rule, logY: e.logY}}, nil
}

// markValue returns the mark that m holds or points to, and false if m is
// nil or a nil pointer.
func markValue(m Mark) (Mark, bool) {
	switch p := m.(type) {
	case nil:
		return nil, false
	case *Line:
		return deref(p)
	case *Dot:
		return deref(p)
	case *Bars:
		return deref(p)
	case *RuleX:
		return deref(p)
	case *RuleY:
		return deref(p)
	case *Area:
		return deref(p)
	case *Cells:
		return deref(p)
	case *Text:
		return deref(p)
	case *Segments:
		return deref(p)
	case *Path:
		return deref(p)
	case *Band:
		return deref(p)
	case *Shade:
		return deref(p)
	}
	return m, true
}

// deref returns *p, and false if p is nil.
func deref[T Mark](p *T) (Mark, bool) {
	if p == nil {
		return nil, false
	}
	return *p, true
}

// markLabel returns the raw label of m, if it has one.
func markLabel(m Mark) string {
	m, _ = markValue(m)
	switch m := m.(type) {
	case Line:
		return m.Label
	case Dot:
		return m.Label
	case Bars:
		return m.Label
	case Area:
		return m.Label
	case Cells:
		return m.Label
	case Segments:
		return m.Label
	case Path:
		return m.Label
	case Band:
		return m.Label
	case Shade:
		return m.Label
	}
	return ""
}
