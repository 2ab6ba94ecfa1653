package equations

import (
	"math"
	"strconv"
)

// subscript writes a small index as subscript digits, for the labels of a
// plot's cells ("w₁").
func subscript(i int) string {
	s := ""
	for _, d := range strconv.Itoa(i) {
		s += string('₀' + d - '0')
	}
	return s
}

// indexed returns the n labels prefix₁, prefix₂, …, then the extra labels.
func indexed(prefix string, n int, extra ...string) []string {
	l := make([]string, 0, n+len(extra))
	for i := 1; i <= n; i++ {
		l = append(l, prefix+subscript(i))
	}
	return append(l, extra...)
}

// numbered returns the n labels prefix1, prefix2, … ("unit 1").
func numbered(prefix string, n int) []string {
	l := make([]string, n)
	for i := range l {
		l[i] = prefix + strconv.Itoa(i+1)
	}
	return l
}

// padded makes rows of different lengths (the layers of a network) one
// table, as wide as the widest, with NaN where a row has no entry: a
// heatmap draws NaN as an empty grey cell.
func padded(rows ...[]float64) [][]float64 {
	w := 0
	for _, r := range rows {
		w = max(w, len(r))
	}
	t := make([][]float64, len(rows))
	for i, r := range rows {
		t[i] = make([]float64, w)
		for j := range t[i] {
			t[i][j] = math.NaN()
			if j < len(r) {
				t[i][j] = r[j]
			}
		}
	}
	return t
}

// stepTable is the table of a step of gradient descent on the parameters
// (w, b): before, the change, after; one column per weight, then b.
func stepTable(w []float64, b float64, w2 []float64, b2 float64) ([][]float64, []string) {
	if len(w) != len(w2) {
		return nil, nil
	}
	before, after := append(append([]float64(nil), w...), b), append(append([]float64(nil), w2...), b2)
	change := make([]float64, len(before))
	for i := range change {
		change[i] = after[i] - before[i]
	}
	return [][]float64{before, change, after}, indexed("w", len(w), "b")
}
