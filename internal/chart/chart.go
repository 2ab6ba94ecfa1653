// Package chart turns an equation's declarative View, its current inputs and
// its output into plot.Figures: one function per plot kind, each the one
// place where that view is drawn for every equation that names it. It is
// pure Go (no syscall/js), so the same figures are drawn in the browser
// and, natively, by the server and the tests.
package chart

import (
	"fmt"
	"math"
	"strconv"

	"eqx/equations"
	"eqx/internal/plot"
)

// view is what every kind's builder reads; the kind's own view (a
// *equations.Regions, a *equations.Bars, …) is passed to its builder.
type view struct {
	spec    *equations.Spec
	in      equations.Inputs
	out     any
	samples Samples
	theme   plot.Theme
}

// base is the empty figure of the view, its value axis named by the
// spec's output.
func (v *view) base() plot.Figure {
	return plot.Figure{Theme: v.theme, YLabel: Plain(v.spec.Output)}
}

// Figures builds the figures of a spec for inputs in and output out (nil
// when the inputs have no output): usually one, two for views that compare
// (raw data and ranks; raw data and its transform). The view is the
// spec's, a Switch resolved by its choice, the views of a Stack one below
// the other. samples are those of Curve for a Curve plot, and the grid
// of SurfaceGrid for a Surface, passed in so that the caller can reuse
// them while only the swept input moves; a Surface without its grid
// samples one. No figure means nothing to plot.
func Figures(spec *equations.Spec, in equations.Inputs, out any, samples Samples, theme plot.Theme) []plot.Figure {
	var figs []plot.Figure
	for i, w := range equations.Views(equations.Resolve(spec.View, in)) {
		v := &view{spec: spec, in: in, out: out, samples: samples, theme: theme}
		if i > 0 {
			v.samples = Samples{Grid: samples.Grid, Draft: samples.Draft} // a Curve's samples are the first view's
		}
		figs = append(figs, v.figures(w)...)
	}
	return figs
}

// figures draws view w of a kind, titled with its Title.
func (v *view) figures(w equations.View) []plot.Figure {
	figs, title := v.kind(w)
	if title != "" {
		for i := range figs {
			figs[i].Title = title
		}
	}
	return figs
}

// kind draws view w with the builder of its kind (a Stack or a Switch has
// been resolved to them), and returns the title it gives its figures: ROC
// and PR have none.
func (v *view) kind(w equations.View) ([]plot.Figure, string) {
	switch w := w.(type) {
	case *equations.Curve:
		return v.curve(w), w.Title
	case *equations.Bars:
		return v.bars(w), w.Title
	case *equations.PairedBars:
		return v.pairedBars(w), w.Title
	case *equations.Scatter:
		return v.scatter(w), w.Title
	case *equations.Dots:
		return v.dots(w), w.Title
	case *equations.ROC:
		return v.roc(w), ""
	case *equations.PR:
		return v.pr(w), ""
	case *equations.Heatmap:
		return v.heatmap(w), w.Title
	case *equations.Points:
		return v.points(w), w.Title
	case *equations.Contour:
		return v.contour(w), w.Title
	case *equations.Graph:
		return v.graph(w), w.Title
	case *equations.Transform:
		return v.transform(w), w.Title
	case *equations.Regions:
		return v.regions(w), w.Title
	case *equations.Network:
		return v.network(w), w.Title
	case *equations.Noising:
		return v.noising(w), w.Title
	case *equations.Projection:
		return v.projection(w), w.Title
	case *equations.Scree:
		return v.scree(w), w.Title
	case *equations.Surface:
		return v.surface(w), w.Title
	case *equations.Function:
		return v.function(w), w.Title
	}
	return nil, "" // a view of no kind draws nothing
}

// one wraps a single figure.
func one(f plot.Figure) []plot.Figure { return []plot.Figure{f} }

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

// outputNote is "; name = value" for a numeric output, to end a
// description with.
func (v *view) outputNote() string {
	if y, ok := Scalar(v.out); ok {
		return fmt.Sprintf("; %s = %s", Plain(v.spec.Output), num(y))
	}
	return ""
}

// param returns the named parameter and its symbol as plain text.
func (v *view) param(name string) (*equations.Param, string) {
	p := v.spec.Param(name)
	if p == nil {
		return nil, name
	}
	return p, Plain(p.Symbol)
}

// vector is the current value of a vector input (a Numbers input holding
// one number is a vector of one).
func (v *view) vector(name string) []float64 {
	switch x := v.in[name].(type) {
	case []float64:
		return x
	case float64:
		return []float64{x}
	case int:
		return []float64{float64(x)}
	}
	return nil
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

// finite reports whether x is neither NaN nor infinite.
func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// span returns the least and greatest finite values of the lists, and
// false when there is none.
func span(lists ...[]float64) (lo, hi float64, ok bool) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, l := range lists {
		for _, x := range l {
			if finite(x) {
				lo, hi = min(lo, x), max(hi, x)
			}
		}
	}
	return lo, hi, lo <= hi
}

// padded widens [lo, hi] by a twentieth on each side (and a degenerate
// interval to a unit one), for a fixed domain that frames the data.
func padded(lo, hi float64) plot.Domain {
	// A span under 1e-90 is below what the axes can tick (plot refuses a
	// domain under 1e-100 wide): values that close are one value, as the
	// θ of a descent that has converged to 10⁻¹⁰¹. A span under 1e-8 of
	// the values is one value too: plot refuses a domain under 1e-9 of
	// its magnitude, which a twentieth each side would not widen it past
	// (a trained GAN's V, flat to 10⁻⁹ over μ_g).
	if !(hi > lo) || hi-lo < 1e-8*max(math.Abs(lo), math.Abs(hi)) || hi-lo < 1e-90 {
		d := max(math.Abs(lo)*0.1, 0.5)
		return plot.Fixed(lo-d, hi+d)
	}
	pad := (hi - lo) / 20
	return plot.Fixed(lo-pad, hi+pad)
}

// dot is the dot product of a and b, of one length.
func dot(a, b []float64) float64 {
	s := 0.0
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}
