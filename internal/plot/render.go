package plot

import (
	"fmt"
	"math"
)

// Text sizes and spacing, in points.
const (
	titleSize  = 14
	labelSize  = 12
	tickSize   = 10
	legendSize = 11
	tickLength = 5
	margin     = 8 // space around the figure's contents
	sectionGap = 6 // space below the title and below the legend

	// minPlotHeight is the least height left for the axes and data area.
	minPlotHeight = 64
)

// maxMagnitude bounds automatic domains: data beyond ±maxMagnitude is
// drawn clipped rather than stretching the axes to overflow.
const maxMagnitude = 1e300

// build returns the plot of f, which is w points wide, its legend entries,
// and whether it is a plane (see Frame).
func (f *Figure) build(w float64, th colors) (*axes, []legendEntry, bool, error) {
	h := newTextHandler()
	p := &axes{
		X:    newAxis(false, clean(f.XLabel), h, th),
		Y:    newAxis(true, clean(f.YLabel), h, th),
		text: h,
	}
	if f.LogY {
		p.Y.log = true
		p.Y.ticks = logTicker{}
	}

	env := &markEnv{colors: th, logY: f.LogY}
	for _, m := range f.Marks {
		m, _ := markValue(m)
		switch m.(type) {
		case Bars:
			env.bands++
		case Cells:
			env.cells++
		case Shade:
			env.shades++
		}
	}

	if f.Diagram {
		p.X.hide()
		p.Y.hide()
	}
	// Cells would hide the grid; a Shade is drawn under it, the grid
	// being added after the first Shade instead of first. A diagram has
	// none.
	var grid *gridPlotter
	if env.cells == 0 && !f.Diagram {
		grid = &gridPlotter{vertical: env.bands == 0, style: lineStyle{Color: th.grid, Width: gridWidth}}
	}
	if grid != nil && env.shades == 0 {
		p.add(grid)
		grid = nil
	}

	var rows []string
	var entries []legendEntry
	for i, m := range f.Marks {
		m, ok := markValue(m)
		if !ok {
			return nil, nil, false, fmt.Errorf("plot: Marks[%d] is nil", i)
		}
		env.index = i
		l, err := m.layer(env)
		if err != nil {
			return nil, nil, false, err
		}
		if l.categories != nil && env.categories == nil {
			env.categories = l.categories
		}
		if l.rows != nil {
			rows = l.rows
		}
		if l.label != "" && l.thumb != nil {
			entries = append(entries, legendEntry{label: l.label, thumb: l.thumb})
		}
		p.add(l.plotter)
		if _, shade := m.(Shade); shade && grid != nil {
			p.add(grid)
			grid = nil
		}
	}
	if len(entries) < 2 {
		entries = nil
	}

	if env.categories != nil {
		// Shorten category labels to their share of the width, so that
		// they neither overlap much nor overflow the figure.
		slot := (w - 2*margin) / float64(len(env.categories))
		ticks := make([]tick, len(env.categories))
		for i, c := range env.categories {
			ticks[i] = tick{Value: float64(i), Label: truncate(p.X.tickLabel, c, slot)}
		}
		p.X.ticks = constantTicks(ticks)
		p.X.tickLength = 0
	}
	if len(f.YCategories) > 0 {
		if rows != nil {
			return nil, nil, false, fmt.Errorf("plot: YCategories cannot be combined with a Cells mark")
		}
		ticks := make([]tick, len(f.YCategories))
		for i, r := range f.YCategories {
			ticks[i] = tick{Value: float64(i), Label: truncate(p.Y.tickLabel, clean(r), w/4)}
		}
		p.Y.ticks = constantTicks(ticks)
		p.Y.tickLength = 0
	}
	if rows != nil {
		// Row labels, top to bottom, may take a quarter of the width.
		ticks := make([]tick, len(rows))
		for i, r := range rows {
			ticks[i] = tick{Value: float64(len(rows) - 1 - i), Label: truncate(p.Y.tickLabel, r, w/4)}
		}
		p.Y.ticks = constantTicks(ticks)
		p.Y.tickLength = 0
	}
	p.X.Min, p.X.Max = domain(f.X, p.X.Min, p.X.Max)
	if f.LogY {
		p.Y.Min, p.Y.Max = logDomain(f.Y, p.Y.Min, p.Y.Max)
	} else {
		p.Y.Min, p.Y.Max = domain(f.Y, p.Y.Min, p.Y.Max)
	}
	// A plane: both axes continuous and linear, so a position in the
	// figure is a point of the data (see Frame).
	plane := env.categories == nil && rows == nil && !f.LogY
	p.X.ticks = &lastTicks{ticker: p.X.ticks}
	p.Y.ticks = &lastTicks{ticker: p.Y.ticks}
	return p, entries, plane, nil
}

// domain returns the axis domain: d if it is fixed, or else the data
// range [lo, hi] made safe for drawing: bounded by ±maxMagnitude, and
// widened if it is empty or too narrow to place ticks in.
func domain(d Domain, lo, hi float64) (float64, float64) {
	if !d.IsAuto() {
		return d.Min, d.Max
	}
	if lo > hi {
		return 0, 1 // no data
	}
	lo = math.Max(lo, -maxMagnitude)
	hi = math.Min(hi, maxMagnitude)
	if lo > hi { // all data beyond the same bound
		lo, hi = hi, lo
	}
	if !narrow(lo, hi) {
		return lo, hi
	}
	mid := lo/2 + hi/2
	half := math.Abs(mid) / 10
	if half < 1e-100 {
		half = 1
	}
	return mid - half, mid + half
}

// narrow reports whether [lo, hi] is too narrow, relative to its
// magnitude, for floating-point tick placement.
func narrow(lo, hi float64) bool {
	mag := math.Max(math.Abs(lo), math.Abs(hi))
	return !(hi-lo >= 1e-9*mag && hi-lo >= 1e-100)
}

// draw draws the background, title, legend and plot p of f onto c. The
// legend, and then the title, are left out if the plot would otherwise be
// shorter than minPlotHeight.
// It returns the data area, where the axes' domains are drawn.
func (f *Figure) draw(c canvas, p *axes, entries []legendEntry, th colors) rect {
	c.SetColor(th.background)
	c.Fill(c.rect.Path())
	c = crop(c, margin, -margin, margin, -margin)

	title := clean(f.Title)
	titleSty := textStyle{
		Color:   th.text,
		Font:    sans(titleSize, bold),
		XAlign:  xCenter,
		YAlign:  yTop,
		Handler: p.text,
	}
	legendSty := textStyle{Color: th.text, Font: sans(legendSize, regular), Handler: p.text}
	var titleH, legendH float64
	if title != "" {
		titleH = titleSty.Height(title) + sectionGap
	}
	if len(entries) > 0 {
		legendH = layoutLegend(c, legendSty, entries, false) + sectionGap
	}
	avail := c.Max.Y - c.Min.Y
	if avail-titleH-legendH < minPlotHeight {
		entries, legendH = nil, 0
	}
	if avail-titleH < minPlotHeight {
		title, titleH = "", 0
	}

	if title != "" {
		c.FillText(titleSty, point{X: c.Center().X, Y: c.Max.Y}, title)
		c.Max.Y -= titleH
	}
	if len(entries) > 0 {
		layoutLegend(c, legendSty, entries, true)
		c.Max.Y -= legendH
	}
	if f.Equal {
		c = equalize(p, c, f.X.IsAuto(), f.Y.IsAuto())
	}
	p.draw(c)
	return p.dataCanvas(c).rect
}

// truncate returns s shortened with an ellipsis to at most width w when
// drawn in sty.
func truncate(sty textStyle, s string, w float64) string {
	if sty.Width(s) <= w {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // r[:lo]+"…" fits; r[:hi]+"…" does not
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if sty.Width(string(r[:mid])+"…") <= w {
			lo = mid
		} else {
			hi = mid
		}
	}
	return string(r[:lo]) + "…"
}
