package chart

import (
	"fmt"
	"strconv"
	"strings"

	"eqx/equations"
	"eqx/internal/plot"
)

// bars draws one bar per entry of the input b.Of, of the first series of
// b.Extra, of the rows of b.Table, or of the output.
func (v *view) bars(b *equations.Bars) []plot.Figure {
	f := v.base()
	if b.Table != nil {
		return v.tableBars(f, b)
	}
	if b.Of != "" {
		_, name := v.param(b.Of)
		return one(barsOf(f, name, v.vector(b.Of), v.outputNote()))
	}
	if len(b.Extra) > 0 {
		e := b.Extra[0]
		if vals := e.F(v.in); len(vals) > 0 {
			f = barsOf(f, e.Label, vals, "")
			if len(b.Cols) == 1 {
				f.XLabel = b.Cols[0]
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

// tableBars draws each row of the computed b.Table as a series of bars,
// side by side, named by b.Rows, over the categories the Table names (the
// words of a vocabulary) or numbers; one Cols label names the x axis, as
// for Extra.
func (v *view) tableBars(f plot.Figure, b *equations.Bars) []plot.Figure {
	table, cats := b.Table(v.in)
	if len(table) == 0 || len(table[0]) == 0 {
		return nil
	}
	n := len(table[0])
	if len(cats) != n {
		cats = indexLabels(n)
	}
	names := labels(b.Rows, len(table), "series ")
	if len(table) > 1 {
		// Several series are parts or rivals of the output, not it.
		f.YLabel = "value"
	} else if len(b.Rows) == 0 {
		names = []string{f.YLabel}
	}
	desc := "Bar chart of"
	for i, row := range table {
		if len(row) != n {
			return nil
		}
		f.Marks = append(f.Marks, plot.Bars{Values: row, Labels: cats, Label: names[i]})
		if i > 0 {
			desc += " and"
		}
		desc += fmt.Sprintf(" %s %s", names[i], list(row))
	}
	if len(b.Cols) == 1 {
		f.XLabel = b.Cols[0]
	}
	f.Description = fmt.Sprintf("%s over %s", desc, strings.Join(cats, ", ")) + v.outputNote()
	return one(f)
}

// barsOf draws the bars of vals, named name, ending the description with
// note.
func barsOf(f plot.Figure, name string, vals []float64, note string) plot.Figure {
	f.YLabel = name
	f.XLabel = "i"
	f.Marks = []plot.Mark{plot.Bars{Values: vals, Labels: indexLabels(len(vals)), Label: name}}
	f.Description = fmt.Sprintf("Bar chart of %s: %s", name, list(vals)) + largest(vals, nil) + note
	return f
}

// largest says which bar of vals is the largest, named by labels (from 1
// without), for a description: "; largest: bar 3, 0.665241". It is
// empty for fewer than two finite values.
func largest(vals []float64, labels []string) string {
	best, n := -1, 0
	for i, v := range vals {
		if finite(v) {
			n++
			if best < 0 || v > vals[best] {
				best = i
			}
		}
	}
	if n < 2 {
		return ""
	}
	name := "bar " + strconv.Itoa(best+1)
	if best < len(labels) && labels[best] != "" {
		name = labels[best]
	}
	return "; largest: " + name + ", " + num(vals[best])
}

// pairedBars draws the vector inputs of p.Of side by side, then the
// computed series of p.Extra (the mixture M of the JS divergence).
func (v *view) pairedBars(p *equations.PairedBars) []plot.Figure {
	f := v.base()
	f.XLabel, f.YLabel = "i", "value"
	first := v.vector(p.Of[0])
	labels := indexLabels(len(first))
	desc := "Paired bar chart of"
	for k, name := range p.Of {
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
	for _, e := range p.Extra {
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
