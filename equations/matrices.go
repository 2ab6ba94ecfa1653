package equations

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// DecodeMatrices reads the value raw of the Object input name, which has
// the Matrices hint item ("head"), as a non-empty list of matrices of one
// shape. The error is an *InputError naming the input and saying which
// matrix, row or entry is off, in the words a person editing it uses:
// "head 2 is 2 × 1 but head 1 is 2 × 2". Numbers are counted from 1.
func DecodeMatrices(name, item string, raw json.RawMessage) ([][][]float64, error) {
	var cells [][][]*float64
	if err := json.Unmarshal(raw, &cells); err != nil {
		return nil, inputErrorf(name, "want a list of %ss, each a list of rows of numbers, such as [[[1, 0], [0, 1]], [[0, 1], [1, 0]]]", item)
	}
	if len(cells) == 0 {
		return nil, inputErrorf(name, "has no %s; it needs at least one", item)
	}
	out := make([][][]float64, len(cells))
	for k, m := range cells {
		if len(m) == 0 || len(m[0]) == 0 {
			return nil, inputErrorf(name, "%s %d is empty; it needs at least one row of numbers", item, k+1)
		}
		out[k] = make([][]float64, len(m))
		for r, row := range m {
			if len(row) != len(m[0]) {
				return nil, inputErrorf(name, "%s %d, row %d has %d numbers but row 1 has %d; a matrix is rectangular", item, k+1, r+1, len(row), len(m[0]))
			}
			out[k][r] = make([]float64, len(row))
			for c, v := range row {
				// null would be read as 0: refuse it, as a matrix does.
				if v == nil || math.IsNaN(*v) || math.IsInf(*v, 0) {
					return nil, inputErrorf(name, "%s %d, entry (%d, %d) is not a number", item, k+1, r+1, c+1)
				}
				out[k][r][c] = *v
			}
		}
		if len(m) != len(cells[0]) || len(m[0]) != len(cells[0][0]) {
			return nil, inputErrorf(name, "%s %d is %d × %d but %s 1 is %d × %d; every %s has the same shape",
				item, k+1, len(m), len(m[0]), item, len(cells[0]), len(cells[0][0]), item)
		}
	}
	return out, nil
}

// MatricesJSON writes a list of matrices as compact JSON on one line, the
// form of the specs' defaults ([[[1], [0]], [[0], [1]]]), so that a value
// edited back to its default reads as the default (and leaves the URL).
func MatricesJSON(ms [][][]float64) json.RawMessage {
	var b strings.Builder
	b.WriteByte('[')
	for k, m := range ms {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteByte('[')
		for r, row := range m {
			if r > 0 {
				b.WriteString(", ")
			}
			b.WriteByte('[')
			for c, v := range row {
				if c > 0 {
					b.WriteString(", ")
				}
				b.WriteString(strconv.FormatFloat(v, 'g', -1, 64))
			}
			b.WriteByte(']')
		}
		b.WriteByte(']')
	}
	b.WriteByte(']')
	return json.RawMessage(b.String())
}
