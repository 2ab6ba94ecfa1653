package equations

import "strconv"

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
