package tabular

import (
	"strconv"
	"strings"
)

// MatrixResult is what ParseMatrix makes of a text: the good rows, all of
// the same width, and a message for each bad one.
type MatrixResult struct {
	// Rows are the good rows in the order typed; every one has as many
	// numbers as the first good row.
	Rows [][]float64
	// Problems lists the first MaxProblems bad rows, in order; Bad counts
	// all of them.
	Problems []RowProblem
	Bad      int
	// Sep is as in Result.
	Sep byte
}

// RowProblem is one row of a pasted matrix that could not be used. Rows
// are counted as a person counts the rows of a matrix: the lines holding
// data, from 1, without blank lines and comments.
type RowProblem struct {
	Row int
	Msg string // what is wrong, without the row number
}

// Error reads "row N: msg".
func (p RowProblem) Error() string { return "row " + strconv.Itoa(p.Row) + ": " + p.Msg }

// Cols is the width of the matrix read: that of its first good row.
func (m *MatrixResult) Cols() int {
	if len(m.Rows) == 0 {
		return 0
	}
	return len(m.Rows[0])
}

// ParseMatrix reads rows of numbers, one row a line, for a matrix whose
// width is not known in advance: the first good row sets it. The
// separator, decimal commas, blank and comment lines follow the rules of
// ParseColumns; a matrix has no header, so a first line of words is a bad
// row like any other. A row is kept when all its cells are
// numbers that pass check (col is the 0-based column) and it is as wide as
// the first good row; otherwise it is reported once:
//
//	row 3: column 2: "x" is not a number
//	row 2: 3 numbers, but row 1 has 2
//	row 4: column 1: X = 5 is not in [0, 1]   (the error of check, verbatim)
//
// The text is a few hundred cells at most (a matrix of 12 × 12 or 16 × 16),
// so it is read in one piece.
func ParseMatrix(text string, check Check) MatrixResult {
	res := Result{noHeader: true} // for its separator and line walking
	text = strings.TrimPrefix(text, "\ufeff")
	res.Sep = detect(text)
	decimalComma := res.Sep == '\t' || res.Sep == ';'
	out := MatrixResult{Sep: res.Sep}
	report := func(row int, msg string) {
		out.Bad++
		if len(out.Problems) < MaxProblems {
			out.Problems = append(out.Problems, RowProblem{Row: row, Msg: msg})
		}
	}
	row, widthRow := 0, 0 // the row being read; the row that set the width
	var msgs []string
	for _, cells := range res.dataLines(text, decimalComma) {
		row++
		if widthRow > 0 && len(cells) != out.Cols() {
			report(row, numbers(len(cells))+", but row "+strconv.Itoa(widthRow)+" has "+strconv.Itoa(out.Cols()))
			continue
		}
		values := make([]float64, len(cells))
		msgs = msgs[:0]
		for j, cell := range cells {
			v, ok := number(cell, decimalComma)
			if !ok {
				msgs = append(msgs, "column "+strconv.Itoa(j+1)+": "+cellProblem(cell, decimalComma))
				continue
			}
			if check != nil {
				if err := check(j, v); err != nil {
					msgs = append(msgs, "column "+strconv.Itoa(j+1)+": "+err.Error())
					continue
				}
			}
			values[j] = v
		}
		if len(msgs) > 0 {
			report(row, strings.Join(msgs, "; "))
			continue
		}
		if widthRow == 0 {
			widthRow = row
		}
		out.Rows = append(out.Rows, values)
	}
	return out
}

// numbers reads "1 number", "3 numbers".
func numbers(n int) string {
	if n == 1 {
		return "1 number"
	}
	return strconv.Itoa(n) + " numbers"
}
