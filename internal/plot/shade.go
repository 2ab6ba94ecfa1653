package plot

import (
	"image/color"
	"math"
	"slices"
)

// ShadeScale says how the values of a Shade map to tints.
type ShadeScale int

const (
	// Classes tints a cell holding the whole number k ≥ 0 with the k-th
	// palette color: the decision regions of a classifier.
	Classes ShadeScale = iota
	// Diverging tints a value v in [0, 1] with the first palette color
	// below ½ and the second above, the more strongly the farther v is
	// from ½: a probability of class 1, untinted where it is undecided.
	Diverging
	// Sequential tints a value v in [0, 1] with the first palette color,
	// the more strongly the greater v: a similarity.
	Sequential
)

// Opacities and steps of Shade tints, mixed into the background.
const (
	shadeClassAlpha = 0.2  // Classes: a light tint under the marks
	shadeGradeAlpha = 0.38 // Diverging and Sequential: the strongest tint
	shadeLevels     = 8    // graded tints per palette color
	shadeOverlap    = 0.5  // points each run overlaps its right and upper neighbours
)

// Shade fills a regular grid of cells over the data rectangle X × Y with
// light tints of the mark palette, under the marks drawn after it: the
// decision regions of a classifier, or a probability over the plane.
// Values[i][j] is the cell in row i counted from the bottom (y) and column
// j (x); the cells split X and Y evenly. Scale maps the values to tints;
// a non-finite value leaves its cell untinted, and graded values are
// clamped to [0, 1] and rounded to one of 8 steps per color.
//
// Shade takes no palette color of its own: class k is tinted with the
// k-th palette color, which is the color of the k-th mark after it that
// takes one, so dots of class k drawn first match their region. The
// tints are opaque (mixed into the background) so that neighbouring
// cells show no seams; the grid is drawn over them. Neighbouring cells
// of one tint in a row are drawn as one rectangle: a map of two regions
// costs about one rectangle per row and boundary.
type Shade struct {
	X, Y   [2]float64 // the data extent of the grid: [min, max] on each axis
	Values [][]float64
	Scale  ShadeScale
	Label  string // legend and description text; optional
}

// layer implements Mark.
func (m Shade) layer(e *markEnv) (layer, error) {
	label := clean(m.Label)
	if !finite(m.X[0]) || !finite(m.X[1]) || !finite(m.Y[0]) || !finite(m.Y[1]) || !(m.X[0] < m.X[1]) || !(m.Y[0] < m.Y[1]) {
		return layer{}, e.errorf("Shade", label, "extent X = %v, Y = %v must be finite with min < max", m.X, m.Y)
	}
	if e.logY {
		return layer{}, e.errorf("Shade", label, "cannot be drawn with LogY")
	}
	if m.Scale < Classes || m.Scale > Sequential {
		return layer{}, e.errorf("Shade", label, "unknown Scale %d", m.Scale)
	}
	nc := 0
	if len(m.Values) > 0 {
		nc = len(m.Values[0])
	}
	classes := 0
	for i, row := range m.Values {
		if len(row) != nc {
			return layer{}, e.errorf("Shade", label, "len(Values[%d]) = %d but len(Values[0]) = %d", i, len(row), nc)
		}
		if m.Scale != Classes {
			continue
		}
		for j, v := range row {
			if finite(v) && (v < 0 || v != math.Trunc(v)) {
				return layer{}, e.errorf("Shade", label, "Values[%d][%d] = %v is not a class (a whole number ≥ 0)", i, j, v)
			}
			if finite(v) && v >= float64(classes) {
				classes = int(min(v, paletteSize-1)) + 1
			}
		}
	}
	sp := &shadePlotter{m: m, nc: nc, bg: e.colors.background, classes: classes}
	return layer{plotter: sp, label: label, thumb: sp}, nil
}

// shadePlotter draws a Shade mark.
type shadePlotter struct {
	m       Shade
	nc      int
	bg      color.Color
	classes int // Classes: how many tints the legend shows
}

// tint returns the step of the tint of v (0 for none) and its palette
// color: steps are comparable, so equal neighbours merge into one run.
func (sp *shadePlotter) tint(v float64) (step, col int) {
	if !finite(v) {
		return 0, 0
	}
	switch sp.m.Scale {
	case Classes:
		return 1, int(v) % paletteSize
	case Diverging:
		v = math.Max(0, math.Min(1, v))
		d := 2*v - 1
		if d > 0 {
			col = 1
		}
		return int(math.Round(math.Abs(d) * shadeLevels)), col
	}
	return int(math.Round(math.Max(0, math.Min(1, v)) * shadeLevels)), 0
}

// color returns the opaque color of a tint: the palette color mixed into
// the background at the tint's opacity.
func (sp *shadePlotter) color(step, col int) color.RGBA {
	alpha := shadeClassAlpha
	if sp.m.Scale != Classes {
		alpha = shadeGradeAlpha * float64(step) / shadeLevels
	}
	return mixColor(sp.bg, markColor(col), alpha)
}

// mixColor is fg at opacity alpha over the opaque bg.
func mixColor(bg color.Color, fg color.RGBA, alpha float64) color.RGBA {
	r, g, b, _ := bg.RGBA()
	mix := func(u uint32, v uint8) uint8 {
		return uint8(math.Round(float64(u>>8)*(1-alpha) + float64(v)*alpha))
	}
	return color.RGBA{R: mix(r, fg.R), G: mix(g, fg.G), B: mix(b, fg.B), A: 0xFF}
}

// Plot implements plotter: each row as runs of one tint, each run a
// rectangle that overlaps its right and upper neighbours by a hair so
// that anti-aliasing leaves no seam between them. The rectangles of one
// tint are one path, and every tint the scale has is drawn, empty or
// not: a figure keeps the same elements as the regions move, so the page
// patches a few path data instead of merging hundreds of rectangles
// (web/live.js). Where two tints meet, the one drawn later may show its
// hair over the other's cell.
func (sp *shadePlotter) Plot(c canvas, p *axes) {
	m := sp.m
	nr := len(m.Values)
	if nr == 0 || sp.nc == 0 {
		return
	}
	tints := sp.tints()
	paths := slices.Grow(c.shades[:0], len(tints))[:len(tints)]
	for i := range paths {
		paths[i] = paths[i][:0]
	}
	defer func() { c.shades = paths }()
	index := func(step, col int) int {
		for i, t := range tints {
			if t == [2]int{step, col} {
				return i
			}
		}
		return -1
	}
	tx, ty := p.transforms(&c)
	dx, dy := (m.X[1]-m.X[0])/float64(sp.nc), (m.Y[1]-m.Y[0])/float64(nr)
	const o = shadeOverlap
	for i, row := range m.Values {
		y0, y1 := ty(m.Y[0]+float64(i)*dy), ty(m.Y[0]+float64(i+1)*dy)+o
		for j := 0; j < sp.nc; {
			step, col := sp.tint(row[j])
			k := j + 1
			for k < sp.nc {
				if s, cl := sp.tint(row[k]); s != step || cl != col {
					break
				}
				k++
			}
			if t := index(step, col); step > 0 && t >= 0 {
				x0, x1 := tx(m.X[0]+float64(j)*dx), tx(m.X[0]+float64(k)*dx)+o
				box := c.ClipPolygonXY([]point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}})
				if len(box) > 0 {
					paths[t].move(box[0])
					for _, pt := range box[1:] {
						paths[t].line(pt)
					}
					paths[t].close()
				}
			}
			j = k
		}
	}
	for i, t := range tints {
		c.SetColor(sp.color(t[0], t[1]))
		c.Fill(paths[i])
	}
}

// tints returns every tint of the scale, as {step, color}, in the order
// they are drawn: each class's for Classes (up to paletteSize), the 8
// steps of each color for the graded scales.
func (sp *shadePlotter) tints() [][2]int {
	var out [][2]int
	switch sp.m.Scale {
	case Classes:
		for k := range max(sp.classes, 1) {
			out = append(out, [2]int{1, k})
		}
	case Diverging:
		for col := range 2 {
			for step := 1; step <= shadeLevels; step++ {
				out = append(out, [2]int{step, col})
			}
		}
	default:
		for step := 1; step <= shadeLevels; step++ {
			out = append(out, [2]int{step, 0})
		}
	}
	return out
}

// DataRange implements dataRanger: the grid's extent.
func (sp *shadePlotter) DataRange() (xmin, xmax, ymin, ymax float64) {
	return sp.m.X[0], sp.m.X[1], sp.m.Y[0], sp.m.Y[1]
}

// Thumbnail implements thumbnailer: the tints of the classes side by
// side, or the scale's strongest tints.
func (sp *shadePlotter) Thumbnail(c *canvas) {
	var fills []color.RGBA
	switch sp.m.Scale {
	case Classes:
		for k := range max(sp.classes, 1) {
			fills = append(fills, sp.color(1, k))
		}
	case Diverging:
		fills = []color.RGBA{sp.color(shadeLevels, 0), sp.color(shadeLevels, 1)}
	default:
		fills = []color.RGBA{sp.color(shadeLevels/2, 0), sp.color(shadeLevels, 0)}
	}
	w := (c.Max.X - c.Min.X) / float64(len(fills))
	for k, f := range fills {
		x := c.Min.X + float64(k)*w
		c.FillPolygon(f, []point{
			{X: x, Y: c.Min.Y}, {X: x + w, Y: c.Min.Y},
			{X: x + w, Y: c.Max.Y}, {X: x, Y: c.Max.Y},
		})
	}
}
