package chart

import (
	"fmt"

	"eqx/app/plot"
)

// bars draws one bar per entry of the input Plot.Of[0], or of the output.
func (v *view) bars() []plot.Figure {
	f := v.base()
	if len(v.pl.Of) > 0 {
		_, name := v.param(v.pl.Of[0])
		return one(barsOf(f, name, v.vector(v.pl.Of[0]), v.outputNote()))
	}
	if len(v.pl.Extra) > 0 {
		e := v.pl.Extra[0]
		if vals := e.F(v.in); len(vals) > 0 {
			f = barsOf(f, e.Label, vals, "")
			if len(v.pl.Cols) == 1 {
				f.XLabel = v.pl.Cols[0]
			}
			return one(f)
		}
		return nil
	}
	vals, ok := v.out.([]float64)
	if !ok {
		return nil
	}
	return one(barsOf(f, f.YLabel, vals, ""))
}

// barsOf draws the bars of vals, named name, ending the description with
// note.
func barsOf(f plot.Figure, name string, vals []float64, note string) plot.Figure {
	f.YLabel = name
	f.XLabel = "i"
	f.Marks = []plot.Mark{plot.Bars{Values: vals, Labels: indexLabels(len(vals)), Label: name}}
	f.Description = fmt.Sprintf("Bar chart of %s: %s", name, list(vals)) + note
	return f
}

// pairedBars draws the vector inputs of Plot.Of side by side, then the
// computed series of Plot.Extra (the mixture M of the JS divergence).
func (v *view) pairedBars() []plot.Figure {
	f := v.base()
	f.XLabel, f.YLabel = "i", "value"
	first := v.vector(v.pl.Of[0])
	labels := indexLabels(len(first))
	desc := "Paired bar chart of"
	for k, name := range v.pl.Of {
		_, sym := v.param(name)
		vals := v.vector(name)
		if len(vals) != len(first) {
			return nil
		}
		f.Marks = append(f.Marks, plot.Bars{Values: vals, Labels: labels, Label: sym})
		if k > 0 {
			desc += " and"
		}
		desc += fmt.Sprintf(" %s %s", sym, list(vals))
	}
	for _, e := range v.pl.Extra {
		vals := e.F(v.in)
		if len(vals) != len(first) {
			continue
		}
		f.Marks = append(f.Marks, plot.Bars{Values: vals, Labels: labels, Label: e.Label})
		desc += fmt.Sprintf(" and %s %s", e.Label, list(vals))
	}
	f.Description = desc + v.outputNote()
	return one(f)
}
