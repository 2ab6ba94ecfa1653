package tabular

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
)

// binaryLabels is the domain check of a (labels, scores) pair: labels are
// 0 or 1, scores any number.
func binaryLabels(col int, v float64) error {
	if col == 0 && v != 0 && v != 1 {
		return fmt.Errorf("label %v is not 0 or 1", v)
	}
	return nil
}

// probability is the domain check of a list of probabilities.
func probability(_ int, v float64) error {
	if !(v >= 0 && v <= 1) {
		return fmt.Errorf("%v is not in [0, 1]", v)
	}
	return nil
}

// want is the expected part of a Result; nil Columns means "no rows".
type want struct {
	cols       [][]float64
	sep        byte
	header     []string
	headerLine int
	problems   []string // Problem.Error() of each listed problem
}

func check(t *testing.T, got Result, w want) {
	t.Helper()
	if got.Sep != w.sep {
		t.Errorf("Sep = %q, want %q", got.Sep, w.sep)
	}
	if got.HeaderLine != w.headerLine || !slices.Equal(got.Header, w.header) {
		t.Errorf("header = %d %q, want %d %q", got.HeaderLine, got.Header, w.headerLine, w.header)
	}
	var msgs []string
	for _, p := range got.Problems {
		msgs = append(msgs, p.Error())
	}
	if !slices.Equal(msgs, w.problems) {
		t.Errorf("problems =\n\t%q\nwant\n\t%q", msgs, w.problems)
	}
	if got.Bad != len(w.problems) {
		t.Errorf("Bad = %d, want %d", got.Bad, len(w.problems))
	}
	rows := 0
	if len(w.cols) > 0 {
		rows = len(w.cols[0])
	}
	if got.Rows() != rows {
		t.Errorf("Rows() = %d, want %d", got.Rows(), rows)
	}
	for j := range w.cols {
		if j >= len(got.Columns) || !slices.EqualFunc(got.Columns[j], w.cols[j], same) {
			t.Errorf("column %d = %v, want %v", j+1, at(got.Columns, j), w.cols[j])
		}
	}
}

// same is float equality with NaN equal to itself and −0 apart from 0.
func same(a, b float64) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.IsNaN(a) && math.IsNaN(b)
	}
	return a == b && math.Signbit(a) == math.Signbit(b)
}

func at(cols [][]float64, j int) []float64 {
	if j < len(cols) {
		return cols[j]
	}
	return nil
}

var inf = math.Inf(1)

func TestParseColumns(t *testing.T) {
	x40 := strings.Repeat("x", 40)
	tests := []struct {
		name  string
		text  string
		cols  int
		check Check
		want  want
	}{
		{"tab", "1\t0.5\n0\t0.25\n", 2, nil,
			want{cols: [][]float64{{1, 0}, {0.5, 0.25}}, sep: '\t'}},
		{"tab decimal comma", "1\t0,5\n0\t0,25", 2, nil,
			want{cols: [][]float64{{1, 0}, {0.5, 0.25}}, sep: '\t'}},
		{"semicolon decimal comma", "1;0,5\n0;-0,25\n", 2, nil,
			want{cols: [][]float64{{1, 0}, {0.5, -0.25}}, sep: ';'}},
		{"semicolon decimal point and comma mixed", "0.5;1,5", 2, nil,
			want{cols: [][]float64{{0.5}, {1.5}}, sep: ';'}},
		{"semicolon thousands grouping refused", "1.000,5;2", 2, nil,
			want{sep: ';', problems: []string{`line 1: column 1: "1.000,5" is not a number`}}},
		{"comma with spaces", "1,0.5\n0, 0.25", 2, nil,
			want{cols: [][]float64{{1, 0}, {0.5, 0.25}}, sep: ','}},
		{"comma is a separator, never a decimal mark", "1,5", 2, nil,
			want{cols: [][]float64{{1}, {5}}, sep: ','}},
		{"a tab anywhere makes the text tab-separated", "1 0.5\n0\t0.25", 2, nil,
			want{cols: [][]float64{{0}, {0.25}}, sep: '\t', problems: []string{"line 1: 1 column, expected 2"}}},
		{"spaces only", "1 0.5\n0   0.25\n  7  8  \n", 2, nil,
			want{cols: [][]float64{{1, 0, 7}, {0.5, 0.25, 8}}, sep: ' '}},
		{"no-break space", "1\u00a02", 2, nil,
			want{cols: [][]float64{{1}, {2}}, sep: ' '}},
		{"three columns", "1 2 3\n4 5 6", 3, nil,
			want{cols: [][]float64{{1, 4}, {2, 5}, {3, 6}}, sep: ' '}},
		{"header", "label,score\n1,0.5\n0,0.25", 2, nil,
			want{cols: [][]float64{{1, 0}, {0.5, 0.25}}, sep: ',', header: []string{"label", "score"}, headerLine: 1}},
		{"header after comment and blank line", "# exported\n\nlabel\tscore\n1\t0.5", 2, nil,
			want{cols: [][]float64{{1}, {0.5}}, sep: '\t', header: []string{"label", "score"}, headerLine: 3}},
		{"header only", "x;y", 2, nil,
			want{sep: ';', header: []string{"x", "y"}, headerLine: 1}},
		{"header after byte order mark", "\ufeffx,y\n1,2", 2, nil,
			want{cols: [][]float64{{1}, {2}}, sep: ',', header: []string{"x", "y"}, headerLine: 1}},
		{"first line with a number is data, not header", "1,abc\n2,3", 2, nil,
			want{cols: [][]float64{{2}, {3}}, sep: ',', problems: []string{`line 1: column 2: "abc" is not a number`}}},
		{"a mistyped number is not a header", ".5x,-y\n1,2", 2, nil,
			want{cols: [][]float64{{1}, {2}}, sep: ',', problems: []string{
				`line 1: column 1: ".5x" is not a number; column 2: "-y" is not a number`}}},
		{"second header-like line is an error", "x,y\n1,2\nx,y", 2, nil,
			want{cols: [][]float64{{1}, {2}}, sep: ',', header: []string{"x", "y"}, headerLine: 1,
				problems: []string{`line 3: column 1: "x" is not a number; column 2: "y" is not a number`}}},
		{"quoted cells", `"label","score"` + "\n" + `"1","0.5"` + "\n" + `" 0 ",0.25`, 2, nil,
			want{cols: [][]float64{{1, 0}, {0.5, 0.25}}, sep: ',', header: []string{"label", "score"}, headerLine: 1}},
		{"quoted decimal comma with semicolons", `"1,5";"2"`, 2, nil,
			want{cols: [][]float64{{1.5}, {2}}, sep: ';'}},
		{"quoted comma does not split", `"1,5",2`, 2, nil,
			want{sep: ',', problems: []string{`line 1: column 1: "1,5" is not a number`}}},
		{"doubled quote inside a quoted cell", `"a""b",1`, 2, nil,
			want{sep: ',', problems: []string{`line 1: column 1: "a\"b" is not a number`}}},
		{"CRLF", "x,y\r\n1,2\r\n\r\n3,4\r\nq,5\r\n", 2, nil,
			want{cols: [][]float64{{1, 3}, {2, 4}}, sep: ',', header: []string{"x", "y"}, headerLine: 1,
				problems: []string{`line 5: column 1: "q" is not a number`}}},
		{"lone CR", "1,2\r3,4\rz,5", 2, nil,
			want{cols: [][]float64{{1, 3}, {2, 4}}, sep: ',', problems: []string{`line 3: column 1: "z" is not a number`}}},
		{"blank, separator-only and comment lines", "\n# c\n1,2\n   \n,,\n#x,y\n3,4\n", 2, nil,
			want{cols: [][]float64{{1, 3}, {2, 4}}, sep: ','}},
		{"bad cell keeps the other rows", "1,2\n3,abc\n5,6", 2, nil,
			want{cols: [][]float64{{1, 5}, {2, 6}}, sep: ',', problems: []string{`line 2: column 2: "abc" is not a number`}}},
		{"wrong column counts", "1,2\n3\n4,5,6\n", 2, nil,
			want{cols: [][]float64{{1}, {2}}, sep: ',', problems: []string{
				"line 2: 1 column, expected 2", "line 3: 3 columns, expected 2"}}},
		{"spreadsheet row with a missing cell", "1\t2\n3\t\n", 2, nil,
			want{cols: [][]float64{{1}, {2}}, sep: '\t', problems: []string{"line 2: 1 column, expected 2"}}},
		{"empty quoted cells", `"",""` + "\n1,2", 2, nil,
			want{cols: [][]float64{{1}, {2}}, sep: ',', problems: []string{"line 1: no values, expected 2"}}},
		{"trailing separators", "1,2,\n3,4,,\n", 2, nil,
			want{cols: [][]float64{{1, 3}, {2, 4}}, sep: ','}},
		{"empty cell in the middle", ",2\n1,2", 2, nil,
			want{cols: [][]float64{{1}, {2}}, sep: ',', problems: []string{"line 1: column 1: empty cell"}}},
		{"domain check", "1,0.5\n2,0.3\n0,0.1", 2, binaryLabels,
			want{cols: [][]float64{{1, 0}, {0.5, 0.1}}, sep: ',', problems: []string{"line 2: label 2 is not 0 or 1"}}},
		{"domain check and a bad cell on one row", "0.5,abc", 2, binaryLabels,
			want{sep: ',', problems: []string{`line 1: label 0.5 is not 0 or 1; column 2: "abc" is not a number`}}},
		{"out of range", "1e309,1\n1,-1e400000\n1,1e-400", 2, nil,
			want{cols: [][]float64{{1}, {0}}, sep: ',', problems: []string{
				`line 1: column 1: "1e309" is out of range (beyond ±1.8e308)`,
				`line 2: column 2: "-1e400000" is out of range (beyond ±1.8e308)`}}},
		{"hex float is not a number", "0x1p3,1", 2, nil,
			want{sep: ',', problems: []string{`line 1: column 1: "0x1p3" is not a number`}}},
		{"what ParseNumber accepts", "−2\tInfinity\n1e-3\t-inf\n∞\tNaN\n-0\t+5", 2, nil,
			want{cols: [][]float64{{-2, 0.001, inf, math.Copysign(0, -1)}, {inf, -inf, math.NaN(), 5}}, sep: '\t'}},
		{"long cell cut in the message", x40 + "yz,1\n", 2, nil,
			want{sep: ',', problems: []string{`line 1: column 1: "` + x40 + `…" is not a number`}}},
		{"empty", "", 2, nil, want{sep: ' '}},
		{"blank", " \n\n\t\n", 2, nil, want{sep: ' '}},
		{"zero columns taken as one", "1\n2", 0, nil,
			want{cols: [][]float64{{1, 2}}, sep: ' '}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ParseColumns(tt.text, tt.cols, tt.check)
			check(t, got, tt.want)
			if n := max(tt.cols, 1); len(got.Columns) != n {
				t.Errorf("len(Columns) = %d, want %d", len(got.Columns), n)
			}
		})
	}
}

func TestParseList(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		check Check
		want  want
	}{
		{"commas", "1, 2, 3", nil, want{cols: [][]float64{{1, 2, 3}}, sep: ','}},
		{"spaces", "1 2  3", nil, want{cols: [][]float64{{1, 2, 3}}, sep: ' '}},
		{"one per line", "1\n2\n3\n", nil, want{cols: [][]float64{{1, 2, 3}}, sep: ' '}},
		{"many lines of many", "1 2\n3\n4 5 6", nil, want{cols: [][]float64{{1, 2, 3, 4, 5, 6}}, sep: ' '}},
		{"semicolons with decimal commas", "0,5;1,5;-2", nil, want{cols: [][]float64{{0.5, 1.5, -2}}, sep: ';'}},
		{"spreadsheet row", "0,5\t1,25\t\n", nil, want{cols: [][]float64{{0.5, 1.25}}, sep: '\t'}},
		{"commas between lines are separators, not decimal marks", "0,5\n1,25", nil,
			want{cols: [][]float64{{0, 5, 1, 25}}, sep: ','}},
		{"header", "y\n1\n2", nil, want{cols: [][]float64{{1, 2}}, sep: ' ', header: []string{"y"}, headerLine: 1}},
		{"trailing separator", "1,2,3,", nil, want{cols: [][]float64{{1, 2, 3}}, sep: ','}},
		{"bad item among several", "1, abc, 3", nil, want{cols: [][]float64{{1, 3}}, sep: ',',
			problems: []string{`line 1: item 2: "abc" is not a number`}}},
		{"bad line alone", "1\nabc\n3", nil, want{cols: [][]float64{{1, 3}}, sep: ' ',
			problems: []string{`line 2: "abc" is not a number`}}},
		{"empty item", "1,,3", nil, want{cols: [][]float64{{1, 3}}, sep: ',',
			problems: []string{"line 1: item 2: empty cell"}}},
		{"two bad items are two problems", "a 1 b", nil, want{cols: [][]float64{{1}}, sep: ' ',
			problems: []string{`line 1: item 1: "a" is not a number`, `line 1: item 3: "b" is not a number`}}},
		{"domain check", "0.2\n1.5\n0.3", probability, want{cols: [][]float64{{0.2, 0.3}}, sep: ' ',
			problems: []string{"line 2: 1.5 is not in [0, 1]"}}},
		{"out of range", "1e309", nil, want{sep: ' ',
			problems: []string{`line 1: "1e309" is out of range (beyond ±1.8e308)`}}},
		{"quoted", `"1.5","2"`, nil, want{cols: [][]float64{{1.5, 2}}, sep: ','}},
		{"comments and CRLF", "# y\r\n1\r\n\r\n2\r\n", nil, want{cols: [][]float64{{1, 2}}, sep: ' '}},
		{"empty", "", nil, want{sep: ' '}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ParseList(tt.text, tt.check)
			check(t, got, tt.want)
			if len(got.Columns) != 1 {
				t.Errorf("len(Columns) = %d, want 1", len(got.Columns))
			}
		})
	}
}

// TestNumber: one cell, through the fast path for plain decimals or
// through ParseNumber, and the message for a refused one.
func TestNumber(t *testing.T) {
	tests := []struct {
		cell         string
		decimalComma bool
		want         float64
		err          string // "" for no error
	}{
		{"1e-3", false, 0.001, ""},
		{"1E3", false, 1000, ""},
		{"-.5", false, -0.5, ""},
		{"5.", false, 5, ""},
		{"+5", false, 5, ""},
		{"−2", false, -2, ""},
		{"−2,5", true, -2.5, ""},
		{"Infinity", false, inf, ""},
		{"-inf", false, -inf, ""},
		{"∞", false, inf, ""},
		{"NaN", false, math.NaN(), ""},
		{"0,5", true, 0.5, ""},
		{"1,5e3", true, 1500, ""},
		{"4.9e-324", false, 5e-324, ""},
		{"0,5", false, 0, `"0,5" is not a number`},
		{"1,5,5", true, 0, `"1,5,5" is not a number`},
		{"1e309", false, 0, `"1e309" is out of range (beyond ±1.8e308)`},
		{"−1e309", false, 0, `"−1e309" is out of range (beyond ±1.8e308)`},
		{"1e", false, 0, `"1e" is not a number`},
		{"--1", false, 0, `"--1" is not a number`},
		{".", false, 0, `"." is not a number`},
		{"0x10", false, 0, `"0x10" is not a number`},
		{"1_000", false, 0, `"1_000" is not a number`},
		{"infinity1", false, 0, `"infinity1" is not a number`},
		{"", false, 0, "empty cell"},
	}
	for _, tt := range tests {
		got, ok := number(tt.cell, tt.decimalComma)
		if ok != (tt.err == "") || ok && !same(got, tt.want) {
			t.Errorf("number(%q, %v) = %v, %v; want %v, %v", tt.cell, tt.decimalComma, got, ok, tt.want, tt.err == "")
		}
		if !ok {
			if msg := cellProblem(tt.cell, tt.decimalComma); msg != tt.err {
				t.Errorf("cellProblem(%q, %v) = %q, want %q", tt.cell, tt.decimalComma, msg, tt.err)
			}
		}
	}
}

// TestParse: one column reads a list (three values on one line), more
// columns read rows.
func TestParse(t *testing.T) {
	tests := []struct {
		text string
		cols int
		want [][]float64
		bad  int
	}{
		{"1, 2, 3", 1, [][]float64{{1, 2, 3}}, 0},
		{"1, 2, 3", 0, [][]float64{{1, 2, 3}}, 0},
		{"1, 2, 3", 3, [][]float64{{1}, {2}, {3}}, 0},
		{"1, 2, 3", 2, [][]float64{{}, {}}, 1},
	}
	for _, tt := range tests {
		got := Parse(tt.text, tt.cols, nil)
		if len(got.Columns) != len(tt.want) || got.Bad != tt.bad {
			t.Errorf("Parse(%q, %d): %d columns, %d bad; want %d, %d", tt.text, tt.cols, len(got.Columns), got.Bad, len(tt.want), tt.bad)
			continue
		}
		for j := range tt.want {
			if !slices.Equal(got.Columns[j], tt.want[j]) {
				t.Errorf("Parse(%q, %d): column %d = %v, want %v", tt.text, tt.cols, j+1, got.Columns[j], tt.want[j])
			}
		}
	}
}

// TestProblemsCapped: a paste of many bad rows lists MaxProblems of them,
// the first ones, and counts the rest.
func TestProblemsCapped(t *testing.T) {
	var b strings.Builder
	b.WriteString("1,2\n")
	for range 1000 {
		b.WriteString("x,1\n")
	}
	b.WriteString("3,4\n")
	r := ParseColumns(b.String(), 2, nil)
	if r.Rows() != 2 || r.Bad != 1000 || len(r.Problems) != 20 || r.More() != 980 {
		t.Fatalf("rows %d, bad %d, listed %d, more %d; want 2, 1000, 20, 980", r.Rows(), r.Bad, len(r.Problems), r.More())
	}
	if r.Problems[0].Line != 2 || r.Problems[19].Line != 21 {
		t.Errorf("listed lines %d…%d, want 2…21", r.Problems[0].Line, r.Problems[19].Line)
	}
	if got := r.MoreNote(); got != "… and 980 more" {
		t.Errorf("MoreNote() = %q", got)
	}
}

func TestNotes(t *testing.T) {
	r := ParseColumns("label;score\n1;0,5", 2, nil)
	if got, want := r.HeaderNote(), "line 1: header skipped (label, score)"; got != want {
		t.Errorf("HeaderNote() = %q, want %q", got, want)
	}
	if got, want := r.Count("row"), "1 row"; got != want {
		t.Errorf("Count() = %q, want %q", got, want)
	}
	if got, want := r.Format(), "semicolon-separated, decimal comma allowed"; got != want {
		t.Errorf("Format() = %q, want %q", got, want)
	}
	if r.MoreNote() != "" {
		t.Errorf("MoreNote() = %q with nothing left out", r.MoreNote())
	}
	empty := ParseList("", nil)
	if got := empty.Count("value"); got != "0 values" {
		t.Errorf("Count() = %q, want 0 values", got)
	}
	if empty.HeaderNote() != "" {
		t.Errorf("HeaderNote() = %q without a header", empty.HeaderNote())
	}
	p := Problem{Line: 7, Msg: `column 2: "abc" is not a number`}
	var err error = p
	if got, want := err.Error(), `line 7: column 2: "abc" is not a number`; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	var back Problem
	if !errors.As(err, &back) || back.Line != 7 {
		t.Errorf("errors.As lost the line: %+v", back)
	}
}

// TestLargePaste: 10^5 rows all arrive, and 10^5 bad rows give a short
// list. BenchmarkParseColumns times the same text.
func TestLargePaste(t *testing.T) {
	text := largeText(100000)
	r := ParseColumns(text, 2, binaryLabels)
	if r.Rows() != 100000 || r.Bad != 0 {
		t.Fatalf("rows %d, bad %d; want 100000, 0", r.Rows(), r.Bad)
	}
	// Row i (from 0) is "i mod 2, i/10^5".
	for _, i := range []int{0, 1, 77777, 99999} {
		if r.Columns[0][i] != float64(i%2) || r.Columns[1][i] != float64(i)/1e5 {
			t.Errorf("row %d = %v, %v", i, r.Columns[0][i], r.Columns[1][i])
		}
	}
	bad := ParseColumns(strings.Repeat("1\tq\n", 100000), 2, nil)
	if bad.Bad != 100000 || len(bad.Problems) != MaxProblems {
		t.Errorf("bad %d, listed %d; want 100000, %d", bad.Bad, len(bad.Problems), MaxProblems)
	}
}

// largeText is n tab-separated rows of a label and a score, as a
// spreadsheet pastes them, with Windows line endings.
func largeText(n int) string {
	var b strings.Builder
	b.WriteString("label\tscore\r\n")
	for i := range n {
		fmt.Fprintf(&b, "%d\t%g\r\n", i%2, float64(i)/1e5)
	}
	return b.String()
}

func BenchmarkParseColumns(b *testing.B) {
	text := largeText(100000)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if r := ParseColumns(text, 2, binaryLabels); r.Rows() != 100000 {
			b.Fatalf("rows %d", r.Rows())
		}
	}
}

func BenchmarkParseList(b *testing.B) {
	text := strings.Repeat("0.25, 1e-3, −2, 17\n", 25000)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if r := ParseList(text, nil); r.Rows() != 100000 {
			b.Fatalf("rows %d", r.Rows())
		}
	}
}

// BenchmarkParseColumnsBad: 10^5 bad rows are counted without building
// 10^5 messages.
func BenchmarkParseColumnsBad(b *testing.B) {
	text := strings.Repeat("q,1\n", 100000)
	for b.Loop() {
		if r := ParseColumns(text, 2, nil); r.Bad != 100000 {
			b.Fatalf("bad %d", r.Bad)
		}
	}
}
