package plot

import (
	"math"
	"strconv"
)

// A Table is the data of a Figure in rows, for a reader who cannot see the
// plot ("show the data") and for the page's audio trace of a curve: one
// column per coordinate or series, each cell a number with six
// significant digits or a category.
type Table struct {
	Kind TableKind
	Head []string
	Rows [][]string
	// Of says which points the rows are when they are some of them:
	// "every 10th of 500 points". Empty when they are all.
	Of string
}

// TableKind is what a Table lists.
type TableKind string

const (
	LinesTable TableKind = "lines" // x, then each line's y
	BarsTable  TableKind = "bars"  // each bar's category and value
	DotsTable  TableKind = "dots"  // the points' x and y
)

// MaxTableRows is the most rows Data gives a series of points: a curve of
// 500 samples is read as every 10th, its ends included.
const MaxTableRows = 51

// Data returns the figure's data as a table: the lines that share their
// x values as columns beside x (or, failing that, the first line), else
// the bars, else the dots. The ok result is false for a figure without
// such marks (a heat map, a diagram).
func (f Figure) Data() (t Table, ok bool) {
	var lines []Line
	for _, m := range f.Marks {
		if l, isLine := markAs[Line](m); isLine && len(l.X) > 1 && len(l.X) == len(l.Y) {
			if len(lines) == 0 || sameFloats(l.X, lines[0].X) {
				lines = append(lines, l)
			}
		}
	}
	if len(lines) > 0 {
		t.Kind = LinesTable
		t.Head = []string{axisName(f.XLabel, "x")}
		for i, l := range lines {
			t.Head = append(t.Head, axisName(l.Label, "series "+strconv.Itoa(i+1)))
		}
		idx := spread(len(lines[0].X), MaxTableRows)
		for _, i := range idx {
			row := []string{cell(lines[0].X[i])}
			for _, l := range lines {
				row = append(row, cell(l.Y[i]))
			}
			t.Rows = append(t.Rows, row)
		}
		if len(idx) < len(lines[0].X) {
			t.Of = strconv.Itoa(len(idx)) + " of " + strconv.Itoa(len(lines[0].X)) + " points, evenly spaced"
		}
		return t, true
	}
	for _, m := range f.Marks {
		if b, isBars := markAs[Bars](m); isBars && len(b.Values) > 0 {
			t.Kind = BarsTable
			t.Head = []string{axisName(f.XLabel, "category"), axisName(b.Label, axisName(f.YLabel, "value"))}
			for i, v := range b.Values {
				label := strconv.Itoa(i + 1)
				if i < len(b.Labels) {
					label = b.Labels[i]
				}
				t.Rows = append(t.Rows, []string{label, cell(v)})
			}
			return t, true
		}
	}
	for _, m := range f.Marks {
		if d, isDot := markAs[Dot](m); isDot && len(d.X) > 0 && len(d.X) == len(d.Y) {
			t.Kind = DotsTable
			t.Head = []string{axisName(f.XLabel, "x"), axisName(f.YLabel, "y")}
			for i := range d.X {
				t.Rows = append(t.Rows, []string{cell(d.X[i]), cell(d.Y[i])})
			}
			return t, true
		}
	}
	return Table{}, false
}

// markAs returns m as a T, whether m holds a T or a *T.
func markAs[T any](m Mark) (T, bool) {
	if v, ok := any(m).(T); ok {
		return v, true
	}
	if p, ok := any(m).(*T); ok && p != nil {
		return *p, true
	}
	var zero T
	return zero, false
}

// spread returns at most k indexes of [0, n), evenly spaced, the first
// and the last included.
func spread(n, k int) []int {
	if n <= k {
		idx := make([]int, n)
		for i := range idx {
			idx[i] = i
		}
		return idx
	}
	idx := make([]int, k)
	for i := range idx {
		idx[i] = int(math.Round(float64(i) * float64(n-1) / float64(k-1)))
	}
	return idx
}

func sameFloats(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] && !(math.IsNaN(a[i]) && math.IsNaN(b[i])) {
			return false
		}
	}
	return true
}

func axisName(s, fallback string) string {
	if s == "" {
		return fallback
	}
	return s
}

// cell writes a number as a table shows it: six significant digits, and
// "undefined" where the plot has a gap.
func cell(v float64) string {
	switch {
	case math.IsNaN(v):
		return "undefined"
	case math.IsInf(v, 1):
		return "∞"
	case math.IsInf(v, -1):
		return "−∞"
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}
