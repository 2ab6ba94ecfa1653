// Package chart turns an equation's declarative Plot, its current inputs and
// its output into a plot.Figure. It is pure Go (no syscall/js), so the same
// figures are drawn in the browser and, natively, by the server.
package chart

import (
	"fmt"
	"math"
	"strconv"

	"eqx/app/plot"
	"eqx/equations"
)

// CurvePoints is the number of samples of a Curve plot: enough for a smooth
// line at the widths a page shows, few enough to stay far inside one frame.
const CurvePoints = 201

// Curve samples the spec's output over its Curve parameter's slider range,
// holding the other inputs at in. Points where the equation is undefined
// (an error) are NaN, which breaks the line there. A Numbers parameter is
// swept through numbers even while it holds a list, so the samples stay
// valid when it is switched back to one number.
//
// The samples depend on every input but the swept one, so a caller may keep
// them while only the swept input moves.
func Curve(spec *equations.Spec, in equations.Inputs) (xs, ys []float64) {
	p := spec.Param(spec.Plot.X)
	if p == nil {
		return nil, nil
	}
	trial := in.Clone()
	lo, hi := p.Min, p.Max
	n := CurvePoints
	if p.Kind == equations.Integer {
		// One sample per whole number; a line between them still reads
		// as the trend.
		n = int(hi-lo) + 1
	}
	xs = make([]float64, n)
	ys = make([]float64, n)
	for i := range xs {
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
		xs[i] = x
		ys[i] = math.NaN()
		if spec.Validate(trial) != nil {
			continue
		}
		if out, err := spec.Evaluate(trial); err == nil {
			if v, ok := Scalar(out); ok {
				ys[i] = v
			}
		}
	}
	return xs, ys
}

// Scalar returns a numeric output as a float64.
func Scalar(out any) (float64, bool) {
	switch v := out.(type) {
	case float64:
		return v, true
	case int:
		return float64(v), true
	}
	return 0, false
}

// Figure builds the figure of a spec for inputs in and output out. curve
// holds the samples of Curve for a Curve plot (nil otherwise); they are
// passed in so that the caller can reuse them while the swept input moves.
func Figure(spec *equations.Spec, in equations.Inputs, out any, curveX, curveY []float64, theme plot.Theme) (plot.Figure, bool) {
	f := plot.Figure{Theme: theme, YLabel: Plain(spec.Output)}
	switch spec.Plot.Kind {
	case equations.Curve:
		p := spec.Param(spec.Plot.X)
		if v, ok := out.([]float64); ok {
			// An input is a list, and so is the output: a curve of
			// numbers cannot show it, its bars can.
			return bars(f, f.YLabel, v, nil), true
		}
		x, scalar := value(in, p)
		if _, ok := Scalar(out); (!ok && out != nil) || !scalar {
			// A table, or a Numbers parameter holding a list (with a
			// number out, such as a mean loss): there is no one point
			// on the curve to show.
			return f, false
		}
		f.XLabel = Plain(p.Symbol)
		f.X = plot.Fixed(p.Min, p.Max)
		f.Marks = []plot.Mark{plot.Line{X: curveX, Y: curveY, Label: f.YLabel}}
		y, ok := Scalar(out)
		desc := fmt.Sprintf("Curve of %s for %s from %s to %s", f.YLabel, f.XLabel, num(p.Min), num(p.Max))
		if ok && x >= p.Min && x <= p.Max {
			f.Marks = append(f.Marks, plot.Dot{X: []float64{x}, Y: []float64{y}, Label: "current"})
			desc += fmt.Sprintf("; current point %s = %s, %s = %s", f.XLabel, num(x), f.YLabel, num(y))
		} else if ok {
			desc += fmt.Sprintf("; current %s = %s is outside the plotted range, %s = %s", f.XLabel, num(x), f.YLabel, num(y))
		}
		f.Description = desc
	case equations.Bars:
		var vals []float64
		name := f.YLabel
		if len(spec.Plot.Of) > 0 {
			p := spec.Param(spec.Plot.Of[0])
			vals, name = in.Vector(p.Name), Plain(p.Symbol)
		} else if v, ok := out.([]float64); ok {
			vals = v
		}
		f = bars(f, name, vals, out)
	case equations.PairedBars:
		a, b := spec.Param(spec.Plot.Of[0]), spec.Param(spec.Plot.Of[1])
		va, vb := in.Vector(a.Name), in.Vector(b.Name)
		na, nb := Plain(a.Symbol), Plain(b.Symbol)
		f.XLabel = "i"
		f.YLabel = "value"
		labels := indexLabels(len(va))
		f.Marks = []plot.Mark{
			plot.Bars{Values: va, Labels: labels, Label: na},
			plot.Bars{Values: vb, Labels: labels, Label: nb},
		}
		f.Description = fmt.Sprintf("Paired bar chart of %s %s and %s %s", na, list(va), nb, list(vb))
		if y, ok := Scalar(out); ok {
			f.Description += fmt.Sprintf("; %s = %s", Plain(spec.Output), num(y))
		}
	default:
		return f, false
	}
	return f, true
}

// value is the current value of the swept parameter, and whether it is a
// number (a Numbers parameter may hold a list).
func value(in equations.Inputs, p *equations.Param) (float64, bool) {
	switch v := in[p.Name].(type) {
	case int:
		return float64(v), true
	case float64:
		return v, true
	}
	return 0, false
}

// bars draws one bar per entry of vals, named name; a numeric output is
// added to the description.
func bars(f plot.Figure, name string, vals []float64, out any) plot.Figure {
	output := f.YLabel
	f.YLabel = name
	f.XLabel = "i"
	f.Marks = []plot.Mark{plot.Bars{Values: vals, Labels: indexLabels(len(vals)), Label: name}}
	f.Description = fmt.Sprintf("Bar chart of %s: %s", name, list(vals))
	if y, ok := Scalar(out); ok {
		f.Description += fmt.Sprintf("; %s = %s", output, num(y))
	}
	return f
}

func indexLabels(n int) []string {
	l := make([]string, n)
	for i := range l {
		l[i] = strconv.Itoa(i + 1)
	}
	return l
}

// num formats a value for a description: six significant digits are
// what a reader can take in.
func num(v float64) string {
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return equations.FormatNumber(v)
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}

func list(v []float64) string {
	const most = 12
	s := "["
	for i, x := range v {
		if i == most {
			s += fmt.Sprintf(", … %d more", len(v)-most)
			break
		}
		if i > 0 {
			s += ", "
		}
		s += num(x)
	}
	return s + "]"
}
