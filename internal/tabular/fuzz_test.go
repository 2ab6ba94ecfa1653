package tabular

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"eqx/equations"
)

// lineBreak is how the parser cuts lines, written independently of it.
var lineBreak = regexp.MustCompile(`\r\n|\r|\n`)

// dataLines lists the 1-based numbers of the lines that carry data: not
// blank (white space and separators only), not a "#" comment.
func dataLines(text string, sep byte) []int {
	text = strings.TrimPrefix(text, "\ufeff")
	if text == "" {
		return nil
	}
	parts := lineBreak.Split(text, -1)
	if last := len(parts) - 1; parts[last] == "" {
		parts = parts[:last] // a final line break ends the last line, it does not start one
	}
	var out []int
	for i, p := range parts {
		t := strings.TrimFunc(p, func(r rune) bool { return unicode.IsSpace(r) || r == rune(sep) })
		if t != "" && !strings.HasPrefix(t, "#") {
			out = append(out, i+1)
		}
	}
	return out
}

// FuzzParseColumns: whatever the text, parsing does not panic, the columns
// are of equal length, and every data line is accounted for exactly once:
// as the header, as a kept row or as a reported problem.
func FuzzParseColumns(f *testing.F) {
	seeds := []string{
		"", "1,2\n3,4", "x\ty\r\n1\t0,5\r\n", `"1","2"` + "\n" + `"a""b",3`, "1;2;\n;\n#c\n",
		"1 2 3\n\u00a0\n4 5", "1e309,1\n−2,∞\n", "\ufeffa,b\n\r\r\n1,2,3", `"unterminated,1` + "\n2,3",
	}
	for i, s := range seeds {
		f.Add(s, uint8(i))
	}
	f.Fuzz(func(t *testing.T, text string, c uint8) {
		cols := int(c%4) + 1
		r := ParseColumns(text, cols, binaryLabels)
		if len(r.Columns) != cols {
			t.Fatalf("%d columns, want %d", len(r.Columns), cols)
		}
		for j, col := range r.Columns {
			if len(col) != r.Rows() {
				t.Fatalf("column %d has %d values, column 1 has %d", j+1, len(col), r.Rows())
			}
		}
		for _, v := range r.Columns[0] {
			if v != 0 && v != 1 {
				t.Fatalf("label %v passed the check", v)
			}
		}
		lines := dataLines(text, r.Sep)
		header := 0
		if r.HeaderLine != 0 {
			header = 1
			if r.HeaderLine != lines[0] {
				t.Fatalf("header on line %d, first data line is %d", r.HeaderLine, lines[0])
			}
		}
		if got := r.Rows() + r.Bad + header; got != len(lines) {
			t.Fatalf("kept %d + reported %d + header %d = %d, want %d data lines", r.Rows(), r.Bad, header, got, len(lines))
		}
		checkProblems(t, r, lines, true)

		l := ParseList(text, nil)
		if len(l.Columns) != 1 || l.Sep != r.Sep || l.HeaderLine != r.HeaderLine {
			t.Fatalf("list: %d columns, sep %q, header line %d; columns: sep %q, header line %d",
				len(l.Columns), l.Sep, l.HeaderLine, r.Sep, r.HeaderLine)
		}
		checkProblems(t, l, lines, false)

		// Read in parts, as the server reads a large text, the text gives
		// the same result.
		for _, n := range []int{2, 3} {
			if cols > 1 { // one column is read as a list (ParseWith)
				sameResult(t, fmt.Sprintf("columns in %d parts", n), parallel(text, cols, binaryLabels, n), r)
			}
			sameResult(t, fmt.Sprintf("list in %d parts", n), parallel(text, 1, nil, n), l)
		}
	})
}

// checkProblems: the listed problems are the first ones, on data lines,
// in line order, one per line for rows (several per line for list items).
func checkProblems(t *testing.T, r Result, lines []int, perRow bool) {
	t.Helper()
	if len(r.Problems) != min(r.Bad, MaxProblems) {
		t.Fatalf("%d problems listed of %d", len(r.Problems), r.Bad)
	}
	data := make(map[int]bool, len(lines))
	for _, n := range lines {
		data[n] = true
	}
	prev := 0
	for _, p := range r.Problems {
		if !data[p.Line] || p.Line == r.HeaderLine {
			t.Fatalf("problem on line %d, which is not a data line: %v", p.Line, p)
		}
		if p.Line < prev || perRow && p.Line == prev {
			t.Fatalf("problem on line %d after one on line %d", p.Line, prev)
		}
		if p.Msg == "" {
			t.Fatalf("empty message on line %d", p.Line)
		}
		prev = p.Line
	}
}

// FuzzNumber: for a trimmed cell, number agrees with equations.ParseNumber,
// whose rules it shortcuts for plain decimals and for text that cannot be
// a number.
func FuzzNumber(f *testing.F) {
	for _, s := range []string{"1e-3", "−2", "Infinity", "-inf", "+∞", "NaN", "nAn", "1e309", "0x1p3", "q", "1_0", "−∞", "+-1", ".e1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cell string) {
		if cell != strings.TrimSpace(cell) {
			return // cells are trimmed before they are read
		}
		got, ok := number(cell, false)
		want, err := equations.ParseNumber(cell)
		if ok != (err == nil) || ok && !same(got, want) {
			t.Fatalf("number(%q) = %v, %v; ParseNumber: %v, %v", cell, got, ok, want, err)
		}
	})
}
