package tabular

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// unit is the domain check of an image whose values are in [0, 1].
func unit(_ int, v float64) error {
	if !(v >= 0 && v <= 1) {
		return fmt.Errorf("%v is not in [0, 1]", v)
	}
	return nil
}

func TestParseMatrix(t *testing.T) {
	tests := []struct {
		name     string
		text     string
		check    Check
		rows     [][]float64
		sep      byte
		problems []string
	}{
		{name: "spaces", text: "1 2\n3 4\n", sep: ' ',
			rows: [][]float64{{1, 2}, {3, 4}}},
		{name: "commas", text: "1, 2, 3\n4, 5, 6", sep: ',',
			rows: [][]float64{{1, 2, 3}, {4, 5, 6}}},
		{name: "tabs with decimal commas", text: "0,5\t1\n-0,25\t2\n", sep: '\t',
			rows: [][]float64{{0.5, 1}, {-0.25, 2}}},
		{name: "semicolons", text: "1;2\r\n3;4\r\n", sep: ';',
			rows: [][]float64{{1, 2}, {3, 4}}},
		{name: "runs of spaces and a Unicode minus", text: "  1    −2\n3\t \t4", sep: '\t',
			// A tab anywhere makes the text tab-separated: "  1    −2" is
			// then one cell, reported, and the second row is 3, empty, 4.
			problems: []string{`row 1: column 1: "1    −2" is not a number`, `row 2: column 2: empty cell`}},
		{name: "one column", text: "1\n2\n3\n", sep: ' ',
			rows: [][]float64{{1}, {2}, {3}}},
		{name: "bad cell keeps the good rows", text: "1 2\n3 4\nx 6\n7 8", sep: ' ',
			rows:     [][]float64{{1, 2}, {3, 4}, {7, 8}},
			problems: []string{`row 3: column 1: "x" is not a number`}},
		{name: "every bad cell of a row is named", text: "1,2,3\n4,,x\n", sep: ',',
			rows:     [][]float64{{1, 2, 3}},
			problems: []string{`row 2: column 2: empty cell; column 3: "x" is not a number`}},
		{name: "a wider row", text: "1 2\n3 4 5\n6 7", sep: ' ',
			rows:     [][]float64{{1, 2}, {6, 7}},
			problems: []string{"row 2: 3 numbers, but row 1 has 2"}},
		{name: "a narrower row", text: "1 2 3\n4\n", sep: ' ',
			rows:     [][]float64{{1, 2, 3}},
			problems: []string{"row 2: 1 number, but row 1 has 3"}},
		{name: "the first good row sets the width", text: "1 y\n2 3 4\n5 6\n", sep: ' ',
			rows:     [][]float64{{2, 3, 4}},
			problems: []string{`row 1: column 2: "y" is not a number`, "row 3: 2 numbers, but row 2 has 3"}},
		{name: "blank lines and comments are not rows", text: "# a 2×2\n1 2\n\n3 4\nz 5\n", sep: ' ',
			rows:     [][]float64{{1, 2}, {3, 4}},
			problems: []string{`row 3: column 1: "z" is not a number`}},
		{name: "words are not a header", text: "a,b\n1,2\n3,4\n", sep: ',',
			rows:     [][]float64{{1, 2}, {3, 4}},
			problems: []string{`row 1: column 1: "a" is not a number; column 2: "b" is not a number`}},
		{name: "out of range", text: "1 1e309\n", sep: ' ',
			problems: []string{`row 1: column 2: "1e309" is out of range (beyond ±1.8e308)`}},
		{name: "domain check", text: "0 0.5\n1 2\n", check: unit, sep: ' ',
			rows:     [][]float64{{0, 0.5}},
			problems: []string{"row 2: column 2: 2 is not in [0, 1]"}},
		{name: "nothing good", text: "x\n", sep: ' ',
			problems: []string{`row 1: column 1: "x" is not a number`}},
		{name: "empty", text: "", sep: ' '},
		{name: "byte order mark", text: "\ufeff1 2\n", sep: ' ', rows: [][]float64{{1, 2}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ParseMatrix(tt.text, tt.check)
			if got.Sep != tt.sep {
				t.Errorf("Sep = %q, want %q", got.Sep, tt.sep)
			}
			if !slices.EqualFunc(got.Rows, tt.rows, func(a, b []float64) bool { return slices.EqualFunc(a, b, same) }) {
				t.Errorf("Rows = %v, want %v", got.Rows, tt.rows)
			}
			var msgs []string
			for _, p := range got.Problems {
				msgs = append(msgs, p.Error())
			}
			if !slices.Equal(msgs, tt.problems) {
				t.Errorf("problems =\n\t%q\nwant\n\t%q", msgs, tt.problems)
			}
			if got.Bad != len(tt.problems) {
				t.Errorf("Bad = %d, want %d", got.Bad, len(tt.problems))
			}
			if want := len(tt.rows); want > 0 && got.Cols() != len(tt.rows[0]) {
				t.Errorf("Cols() = %d, want %d", got.Cols(), len(tt.rows[0]))
			}
		})
	}
}

// TestParseMatrixProblemsCapped checks that a long paste of bad rows lists
// MaxProblems of them and counts the rest.
func TestParseMatrixProblemsCapped(t *testing.T) {
	text := "1 2\n" + strings.Repeat("x y\n", 30)
	got := ParseMatrix(text, nil)
	if len(got.Problems) != MaxProblems || got.Bad != 30 || len(got.Rows) != 1 {
		t.Errorf("%d problems listed, %d bad, %d rows; want %d, 30, 1", len(got.Problems), got.Bad, len(got.Rows), MaxProblems)
	}
	if got.Problems[MaxProblems-1].Row != MaxProblems+1 {
		t.Errorf("last listed problem is row %d, want %d", got.Problems[MaxProblems-1].Row, MaxProblems+1)
	}
}
