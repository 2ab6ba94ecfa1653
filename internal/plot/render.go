package plot

import (
	"fmt"
	"math"

	xfont "golang.org/x/image/font"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
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

// sans returns the font of all text, Liberation Sans, at the given size
// and weight. It is metrically compatible with Arial and Helvetica, which
// browsers substitute when it is missing.
func sans(size vg.Length, weight xfont.Weight) font.Font {
	return font.Font{Typeface: "Liberation", Variant: "Sans", Weight: weight, Size: size}
}

// build returns the configured plot of f, which is w points wide, and its
// legend entries.
func (f *Figure) build(w vg.Length, th colors) (*plot.Plot, []legendEntry, bool, error) {
	p := plot.New()
	p.BackgroundColor = nil // the whole figure is filled by draw
	// Every text is measured by eqx's handler (Liberation Sans's metrics,
	// texthandler.go), whatever plot.DefaultTextHandler may be: no font
	// is linked, so gonum's handler would find none.
	p.TextHandler = newTextHandler()
	p.Title.TextStyle.Handler = p.TextHandler
	styleAxis(&p.X, clean(f.XLabel), p.TextHandler, th)
	styleAxis(&p.Y, clean(f.YLabel), p.TextHandler, th)
	// gonum's own legend stays empty (draw lays out ours), but Plot.Draw
	// still measures a space in its style.
	p.Legend.TextStyle.Handler = p.TextHandler
	p.Legend.TextStyle.Font = sans(legendSize, xfont.WeightNormal)

	if f.LogY {
		p.Y.Scale = logScale{}
		p.Y.Tick.Marker = logTicker{}
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
		p.HideAxes()
	}
	// Cells would hide the grid; a Shade is drawn under it, the grid
	// being added after the first Shade instead of first. A diagram has
	// none.
	var grid *gridPlotter
	if env.cells == 0 && !f.Diagram {
		grid = &gridPlotter{vertical: env.bands == 0, style: draw.LineStyle{Color: th.grid, Width: vg.Points(gridWidth)}}
	}
	if grid != nil && env.shades == 0 {
		p.Add(grid)
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
		p.Add(l.plotter)
		if _, shade := m.(Shade); shade && grid != nil {
			p.Add(grid)
			grid = nil
		}
	}
	if len(entries) < 2 {
		entries = nil
	}

	if env.categories != nil {
		// Shorten category labels to their share of the width, so that
		// they neither overlap much nor overflow the figure.
		slot := (w - 2*margin) / vg.Length(len(env.categories))
		ticks := make([]plot.Tick, len(env.categories))
		for i, c := range env.categories {
			ticks[i] = plot.Tick{Value: float64(i), Label: truncate(p.X.Tick.Label, c, slot)}
		}
		p.X.Tick.Marker = plot.ConstantTicks(ticks)
		p.X.Tick.Length = 0
	}
	if len(f.YCategories) > 0 {
		if rows != nil {
			return nil, nil, false, fmt.Errorf("plot: YCategories cannot be combined with a Cells mark")
		}
		ticks := make([]plot.Tick, len(f.YCategories))
		for i, r := range f.YCategories {
			ticks[i] = plot.Tick{Value: float64(i), Label: truncate(p.Y.Tick.Label, clean(r), w/4)}
		}
		p.Y.Tick.Marker = plot.ConstantTicks(ticks)
		p.Y.Tick.Length = 0
	}
	if rows != nil {
		// Row labels, top to bottom, may take a quarter of the width.
		ticks := make([]plot.Tick, len(rows))
		for i, r := range rows {
			ticks[i] = plot.Tick{Value: float64(len(rows) - 1 - i), Label: truncate(p.Y.Tick.Label, r, w/4)}
		}
		p.Y.Tick.Marker = plot.ConstantTicks(ticks)
		p.Y.Tick.Length = 0
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
	return p, entries, plane, nil
}

// styleAxis sets the label, text handler and colors of an axis.
func styleAxis(a *plot.Axis, label string, h text.Handler, th colors) {
	a.Label.Text = label
	a.Label.TextStyle.Handler = h
	a.Tick.Label.Handler = h
	a.Label.TextStyle.Color = th.text
	a.Label.TextStyle.Font = sans(labelSize, xfont.WeightNormal)
	a.Label.Padding = vg.Points(2)
	a.Tick.Label.Color = th.text
	a.Tick.Label.Font = sans(tickSize, xfont.WeightNormal)
	a.Tick.Color = th.axis
	a.Tick.Length = vg.Points(tickLength)
	a.Tick.Marker = ticker{}
	a.Color = th.axis
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
func (f *Figure) draw(c draw.Canvas, p *plot.Plot, entries []legendEntry, th colors) vg.Rectangle {
	c.SetColor(th.background)
	c.Fill(c.Rectangle.Path())
	c = draw.Crop(c, margin, -margin, margin, -margin)

	title := clean(f.Title)
	titleSty := text.Style{
		Color:   th.text,
		Font:    sans(titleSize, xfont.WeightBold),
		XAlign:  draw.XCenter,
		YAlign:  draw.YTop,
		Handler: p.TextHandler,
	}
	legendSty := text.Style{Color: th.text, Font: sans(legendSize, xfont.WeightNormal), Handler: p.TextHandler}
	var titleH, legendH vg.Length
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
		c.FillText(titleSty, vg.Point{X: c.Center().X, Y: c.Max.Y}, title)
		c.Max.Y -= titleH
	}
	if len(entries) > 0 {
		layoutLegend(c, legendSty, entries, true)
		c.Max.Y -= legendH
	}
	if f.Equal {
		c = equalize(p, c, f.X.IsAuto(), f.Y.IsAuto())
	}
	p.Draw(c)
	return p.DataCanvas(c).Rectangle
}

// truncate returns s shortened with an ellipsis to at most width w when
// drawn in sty.
func truncate(sty text.Style, s string, w vg.Length) string {
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
