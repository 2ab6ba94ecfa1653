package chart

import (
	"fmt"
	"strings"

	"eqx/equations"
	"eqx/internal/plot"
)

// heatmap draws a table as coloured cells with their values: the table
// h.Table computes; or the matrix input h.Of[0]; or the scalar inputs of
// h.Of laid out row by row in len(h.Rows) rows (TP, FN / FP, TN); or a
// matrix output.
func (v *view) heatmap(h *equations.Heatmap) []plot.Figure {
	var table [][]float64
	var colLabels []string
	name := Plain(v.spec.Output)
	switch {
	case h.Table != nil:
		table, colLabels = h.Table(v.in)
		name = "table"
		if h.Title != "" {
			name = h.Title
		}
	case len(h.Of) == 1:
		_, name = v.param(h.Of[0])
		m, ok := v.in[h.Of[0]].([][]float64)
		if !ok {
			return nil
		}
		table = m
	case len(h.Of) > 1 && len(h.Rows) > 0 && len(h.Of)%len(h.Rows) == 0:
		cols := len(h.Of) / len(h.Rows)
		table = make([][]float64, len(h.Rows))
		for i := range table {
			table[i] = make([]float64, cols)
			for j := range table[i] {
				x, ok := Scalar(v.in[h.Of[i*cols+j]])
				if !ok {
					return nil
				}
				table[i][j] = x
			}
		}
		name = "counts"
	default:
		m, ok := v.out.([][]float64)
		if !ok {
			return nil
		}
		table = m
	}
	if len(table) == 0 || len(table[0]) == 0 {
		return nil
	}
	rows, cols := labels(h.Rows, len(table), "row "), labels(h.Cols, len(table[0]), "col ")
	if len(colLabels) == len(table[0]) {
		// The Table names its columns; a one-label Cols is a prefix to
		// those names. A square table with no more than a prefix for its
		// rows is indexed by the same names on both axes (transitions
		// between words), so its rows take them too.
		cols = prefixedNames(h.Cols, colLabels)
		if len(table) == len(colLabels) && len(h.Rows) <= 1 {
			rows = prefixedNames(h.Rows, colLabels)
		}
	}
	f := v.base()
	f.XLabel, f.YLabel = "", ""
	if n := len(table[0]); n > maxPrefixedCols && len(colLabels) != n && len(h.Cols) <= 1 {
		// "col 10col 11" would run together: a wide table numbers its
		// columns alone, under the prefix as the axis title.
		prefix := "col "
		if len(h.Cols) == 1 {
			prefix = h.Cols[0]
		}
		cols, f.XLabel = indexLabels(n), strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(prefix), "="))
	}
	f.Marks = []plot.Mark{plot.Cells{Rows: rows, Cols: cols, Values: table, Text: true, Label: name}}
	var b strings.Builder
	fmt.Fprintf(&b, "Heat map of %s, %d×%d:", name, len(table), len(table[0]))
	for i, r := range table {
		fmt.Fprintf(&b, " %s %s;", rows[i], list(r))
	}
	b.WriteString(extremeCells(table, rows, cols))
	f.Description = strings.TrimSuffix(b.String(), ";") + v.outputNote()
	return one(f)
}

// extremeCells says where a table is largest and smallest, in words (a
// reader hears the rows one by one, and the shape only from this): " the
// largest, 0.56, at x = 1, y = 1; the smallest, 0.06, at x = 0, y = 0";
// nothing for a table of one value.
func extremeCells(table [][]float64, rows, cols []string) string {
	hi, lo := [2]int{-1, -1}, [2]int{-1, -1}
	for i, r := range table {
		for j, x := range r {
			if !finite(x) {
				continue
			}
			if hi[0] < 0 || x > table[hi[0]][hi[1]] {
				hi = [2]int{i, j}
			}
			if lo[0] < 0 || x < table[lo[0]][lo[1]] {
				lo = [2]int{i, j}
			}
		}
	}
	if hi[0] < 0 || table[hi[0]][hi[1]] == table[lo[0]][lo[1]] {
		return ""
	}
	at := func(c [2]int) string {
		if c[1] < len(cols) && c[0] < len(rows) {
			return rows[c[0]] + ", " + cols[c[1]]
		}
		return fmt.Sprintf("row %d, column %d", c[0]+1, c[1]+1)
	}
	return fmt.Sprintf(" the largest, %s, at %s; the smallest, %s, at %s;",
		num(table[hi[0]][hi[1]]), at(hi), num(table[lo[0]][lo[1]]), at(lo))
}

// maxPrefixedCols is the most columns labelled with their prefix ("col
// 1"); a 16-column image at the width of a page has no room for more.
const maxPrefixedCols = 8

// labels are the n labels of a table's rows or columns: given, or
// numbered after the one given prefix ("x = 1", "x = 2", …) or after def.
func labels(given []string, n int, def string) []string {
	switch {
	case len(given) == n:
		return given
	case len(given) == 1:
		return prefixed(given[0], n)
	}
	return prefixed(def, n)
}

func prefixed(prefix string, n int) []string {
	l := indexLabels(n)
	for i := range l {
		l[i] = prefix + l[i]
	}
	return l
}

// prefixedNames is names after the one given prefix, or names alone.
func prefixedNames(given, names []string) []string {
	if len(given) != 1 {
		return names
	}
	l := make([]string, len(names))
	for i, n := range names {
		l[i] = given[0] + n
	}
	return l
}
