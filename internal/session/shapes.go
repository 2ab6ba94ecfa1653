package session

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"eqx/equations"
)

// The shapes of the inputs and the changes of shape the edits make
// (edits.go): a list one entry longer, a table one row or column more, a
// probability vector or table that keeps its sum while one entry moves.

// grow appends an entry: for a probability vector a share 1/(K+1) with the
// others rescaled, otherwise a copy of the last value.
func grow(q *equations.Param, vec []float64) []float64 {
	if q.Kind == equations.Probability {
		k := float64(len(vec))
		for j := range vec {
			vec[j] *= k / (k + 1)
		}
		return append(vec, 1/(k+1))
	}
	last := 0.0
	if len(vec) > 0 {
		last = vec[len(vec)-1]
	}
	return append(vec, last)
}

// nextMember is a value not in vec: one more than its largest.
func nextMember(vec []float64) float64 {
	if len(vec) == 0 {
		return 1
	}
	return math.Floor(slices.Max(vec)) + 1
}

// normalize scales vec to sum to 1; a vector of zeros becomes uniform.
func normalize(vec []float64) {
	var sum float64
	for _, v := range vec {
		sum += v
	}
	for j := range vec {
		if sum > 0 {
			vec[j] /= sum
		} else {
			vec[j] = 1 / float64(len(vec))
		}
	}
}

// renormalize sets vec[i] = x and scales the other entries so the vector
// sums to 1 (a probability vector is a one-row table that keeps the sum 1);
// a vector of one entry is 1.
func renormalize(vec []float64, i int, x float64) {
	if len(vec) == 1 {
		vec[0] = 1
		return
	}
	rescale([][]float64{vec}, 0, i, x, 1)
}

// KeepSum sets m[i][j] = x and rescales the other cells so that the sum of
// m is what it was: a joint probability table (or one slice of it) stays
// what it was a share of while one of its cells moves. x is capped to
// [0, the sum].
func KeepSum(m [][]float64, i, j int, x float64) {
	var total float64
	for _, row := range m {
		for _, v := range row {
			total += v
		}
	}
	rescale(m, i, j, min(max(x, 0), total), total)
}

// rescale sets m[i][j] = x and scales the other cells in proportion so that
// they add up to total − x; when they are all zero, total − x is shared
// equally among them.
func rescale(m [][]float64, i, j int, x, total float64) {
	var rest float64
	cells := 0
	for r := range m {
		for c, v := range m[r] {
			cells++
			if r != i || c != j {
				rest += v
			}
		}
	}
	m[i][j] = x
	for r := range m {
		for c := range m[r] {
			switch {
			case r == i && c == j:
			case rest > 0:
				m[r][c] *= (total - x) / rest
			case cells > 1:
				m[r][c] = (total - x) / float64(cells-1)
			}
		}
	}
}

// ReshapedMatrix is a copy of m with a row (dr > 0) or a column (dc > 0)
// more, repeating the last so the matrix stays in a sensible range, or
// the last one fewer (dr, dc < 0); it keeps at least one row and column.
// With dr = dc = 0 it is a copy of m.
func ReshapedMatrix(m [][]float64, dr, dc int) [][]float64 {
	out := make([][]float64, 0, len(m)+1)
	for i, row := range m {
		if dr < 0 && len(m) > 1 && i == len(m)-1 {
			break
		}
		row = append([]float64(nil), row...)
		switch {
		case dc > 0:
			last := 0.0
			if len(row) > 0 {
				last = row[len(row)-1]
			}
			row = append(row, last)
		case dc < 0 && len(row) > 1:
			row = row[:len(row)-1]
		}
		out = append(out, row)
	}
	if dr > 0 && len(m) > 0 {
		out = append(out, append([]float64(nil), m[len(m)-1]...))
	}
	return out
}

// shapeKey names the shape of the inputs: which are present, and the
// length of each list and the size of each table.
func shapeKey(in equations.Inputs) string {
	names := slices.Sorted(maps.Keys(in))
	var b strings.Builder
	for _, k := range names {
		switch v := in[k].(type) {
		case []float64:
			fmt.Fprintf(&b, "%s[%d]", k, len(v))
		case [][]float64:
			cols := 0
			if len(v) > 0 {
				cols = len(v[0])
			}
			fmt.Fprintf(&b, "%s[%dx%d]", k, len(v), cols)
		default:
			b.WriteString(k)
		}
		b.WriteByte(';')
	}
	return b.String()
}
