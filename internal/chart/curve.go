package chart

import (
	"fmt"
	"math"

	"eqx/equations"
	"eqx/internal/plot"
)

// CurvePoints is the number of samples of a Curve plot: enough for a smooth
// line at the widths a page shows, few enough to stay far inside one frame.
const CurvePoints = 201

// Samples are the work a caller keeps between redraws: a Curve plot's
// samples (the output Y and each overlay at X), and a Surface's Grid.
type Samples struct {
	X, Y     []float64
	Overlays [][]float64
	Grid     *Grid
	// Draft is true while an input moves: a Regions plane is then sampled
	// at half its resolution along each axis, a quarter of the
	// evaluations, and a page draws the figures again in full once the
	// input rests (a Surface's grid is asked for as a draft apart:
	// SurfaceGrid).
	Draft bool
}

// Curve samples the spec's output, and its overlays, over its Curve
// parameter's slider range, holding the other inputs at in. Points where
// the equation is undefined (an error) are NaN, which breaks the line
// there. A Numbers parameter is swept through numbers even while it holds a
// list, so the samples stay valid when it is switched back to one number.
//
// The samples depend on every input but the swept one, so a caller may keep
// them while only the swept input moves.
func Curve(spec *equations.Spec, in equations.Inputs) Samples {
	c, ok := equations.FirstCurve(spec.View)
	if !ok {
		return Samples{}
	}
	p := spec.Param(c.X)
	if p == nil {
		return Samples{}
	}
	trial := in.Clone()
	lo, hi := p.Min, p.Max
	n := CurvePoints
	if c.Samples > 1 {
		n = c.Samples
	}
	if p.Kind == equations.Integer {
		// One sample per whole number.
		n = int(hi-lo) + 1
	}
	s := Samples{X: make([]float64, n), Y: make([]float64, n)}
	for i := range s.X {
		x := lo + (hi-lo)*float64(i)/float64(n-1)
		if p.Log {
			x = lo * math.Pow(hi/lo, float64(i)/float64(n-1))
		}
		if p.Kind == equations.Integer {
			x = math.Round(x)
			trial[p.Name] = int(x)
		} else {
			trial[p.Name] = x
		}
		s.X[i] = x
		s.Y[i] = math.NaN()
		if spec.Validate(trial) != nil {
			continue
		}
		if c.Sample != nil {
			if v, err := c.Sample(trial); err == nil {
				s.Y[i] = v
			}
		} else if out, err := spec.Evaluate(trial); err == nil {
			if v, ok := Scalar(out); ok {
				s.Y[i] = v
			}
		}
	}
	for _, o := range c.Overlays {
		s.Overlays = append(s.Overlays, sampleOverlay(o, in, s.X))
	}
	return s
}

// curve draws the output over the swept parameter c.X, the overlays, the
// tangent at the current point and the current point itself. An integer
// parameter (k of a pmf) is drawn as bars, one per whole number.
func (v *view) curve(c *equations.Curve) []plot.Figure {
	spec := v.spec
	f := v.base()
	p := spec.Param(c.X)
	if vals, ok := v.out.([]float64); ok {
		// An input is a list, and so is the output: a curve of
		// numbers cannot show it, its bars can.
		return one(barsOf(f, f.YLabel, vals, v.outputNote()))
	}
	// A Numbers parameter may hold a list: then there is no one point.
	x, scalar := Scalar(v.in[p.Name])
	y, ok := Scalar(v.out)
	if (!ok && v.out != nil) || !scalar {
		// A table, or a Numbers parameter holding a list (with a number
		// out, such as a mean loss): there is no one point on the curve.
		return nil
	}
	f.XLabel = Plain(p.Symbol)
	s := v.samples
	if p.Kind == equations.Integer {
		if g, bars := v.pmf(f, x, y, ok); bars {
			return one(g)
		}
	}
	f.X = plot.Fixed(p.Min, p.Max)
	f.LogY = c.Log
	f.Marks = []plot.Mark{plot.Line{X: s.X, Y: s.Y, Label: f.YLabel}}
	for k, o := range c.Overlays {
		if k < len(s.Overlays) {
			f.Marks = append(f.Marks, plot.Line{X: s.X, Y: s.Overlays[k], Label: o.Label, Dashed: o.Dashed})
		}
	}
	desc := fmt.Sprintf("Curve of %s for %s from %s to %s", f.YLabel, f.XLabel, num(p.Min), num(p.Max))
	if sh := shape(s.X, s.Y, f.XLabel, f.YLabel); sh != "" {
		desc += "; " + sh
	}
	if lo, hi, any := span(append([][]float64{s.Y}, s.Overlays...)...); any && !f.LogY {
		// A fixed value axis keeps the frame still while the point moves
		// and clips the tangent instead of stretching to it.
		f.Y = padded(lo, hi)
	}
	if ok && x >= p.Min && x <= p.Max && finite(y) {
		if c.Slope != nil {
			if m, ok := c.Slope(v.in); ok && finite(m) {
				x0, x1 := p.Min, p.Max
				f.Marks = append(f.Marks, plot.Line{X: []float64{x0, x1}, Y: []float64{y + m*(x0-x), y + m*(x1-x)},
					Label: "tangent, slope " + num(m), Dashed: true})
				desc += "; tangent slope " + num(m)
			}
		}
		f.Marks = append(f.Marks, plot.Dot{X: []float64{x}, Y: []float64{y}, Label: "current"})
		desc += fmt.Sprintf("; current point %s = %s, %s = %s", f.XLabel, num(x), f.YLabel, num(y))
	} else if ok {
		desc += fmt.Sprintf("; current %s = %s is outside the plotted range, %s = %s", f.XLabel, num(x), f.YLabel, num(y))
	}
	for _, o := range c.Overlays {
		desc += "; with " + o.Label
	}
	f.Description = desc
	return one(f)
}

// maxBars is the most whole numbers drawn as bars; a longer range of
// counts reads better as a line.
const maxBars = 40

// pmf draws the samples of an integer parameter as bars, trimmed to the
// whole numbers where the output is defined and not zero, with the current
// one marked;
// false when they are too many for bars.
func (v *view) pmf(f plot.Figure, x, y float64, ok bool) (plot.Figure, bool) {
	s := v.samples
	first, last := -1, -1
	for i, yi := range s.Y {
		// Zeros at the ends are trimmed too: a pmf of k ≤ n swept over
		// the slider's 0…100 is zero beyond n.
		if finite(yi) && yi != 0 {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 || last-first+1 > maxBars {
		return f, false
	}
	xs, ys := s.X[first:last+1], s.Y[first:last+1]
	labels := make([]string, len(xs))
	for i, xi := range xs {
		labels[i] = num(xi)
	}
	f.Marks = []plot.Mark{plot.Bars{Values: ys, Labels: labels, Label: f.YLabel}}
	desc := fmt.Sprintf("Bar chart of %s for %s from %s to %s", f.YLabel, f.XLabel, labels[0], labels[len(labels)-1])
	if ok && x >= xs[0] && x <= xs[len(xs)-1] {
		f.Marks = append(f.Marks, plot.Dot{X: []float64{x - xs[0]}, Y: []float64{y}, Label: "current"})
		desc += fmt.Sprintf("; current %s = %s, %s = %s", f.XLabel, num(x), f.YLabel, num(y))
	}
	f.Description = desc
	return f, true
}

// sampleOverlay evaluates the overlay o at each x of xs with the other
// inputs as in; NaN where it is undefined breaks the line there.
func sampleOverlay(o equations.Overlay, in equations.Inputs, xs []float64) []float64 {
	ys := make([]float64, len(xs))
	for i, x := range xs {
		ys[i] = math.NaN()
		if y, ok := o.F(in, x); ok {
			ys[i] = y
		}
	}
	return ys
}
