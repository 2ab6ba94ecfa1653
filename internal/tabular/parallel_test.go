package tabular

import (
	"fmt"
	"math"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

// parallel reads text in n parts (parseParallel), or in one piece when
// it does not cut into two parts or more, as ParseWith does.
func parallel(text string, cols int, check Check, n int) Result {
	var r Result
	if !r.parseParallel(text, cols, check, n) {
		if cols <= 1 {
			r.parseList(text, check)
		} else {
			r.parseColumns(text, cols, check)
		}
	}
	return r
}

// sameResult fails unless got and want hold the same rows, header,
// separator and problems.
func sameResult(t *testing.T, what string, got, want Result) {
	t.Helper()
	type public struct {
		Columns    [][]uint64 // the bits: NaN is a value here
		Header     []string
		HeaderLine int
		Sep        byte
		Problems   []Problem
		Bad        int
	}
	bits := func(cols [][]float64) [][]uint64 {
		b := make([][]uint64, len(cols))
		for j, col := range cols {
			b[j] = make([]uint64, len(col))
			for i, v := range col {
				b[j][i] = math.Float64bits(v)
			}
		}
		return b
	}
	g := public{bits(got.Columns), got.Header, got.HeaderLine, got.Sep, got.Problems, got.Bad}
	w := public{bits(want.Columns), want.Header, want.HeaderLine, want.Sep, want.Problems, want.Bad}
	if !reflect.DeepEqual(g, w) {
		t.Fatalf("%s: read in parts:\n%+v\nread in one piece:\n%+v", what, g, w)
	}
}

// TestParseParallel: a text read in parts gives what it gives read in one
// piece, wherever the cuts fall: within a header, blank and comment lines,
// CRLF and lone CR line ends, bad rows on either side of a cut, and more
// problems than are listed.
func TestParseParallel(t *testing.T) {
	var many strings.Builder
	for i := range 60 {
		fmt.Fprintf(&many, "%d,x%d\n", i%2, i) // 60 bad rows: 20 listed
	}
	tests := []struct {
		name string
		text string
	}{
		{"rows", "y,s\n1,0.5\n0,0.25\n1,1e-3\n0,−2\n1,∞\n"},
		{"bad rows at the cuts", "1,0.5\n2,0.5\nq,1\n0,0.1\n1\n1,2,3\n0,0\n"},
		{"crlf", "label\\tscore\\r\n1\\t0,5\\r\n0\\t0,25\\r\n1\\t3\\r\n0\\t4\\r\n"},
		{"lone cr inside", "1 2\\r0 3\n1 4\\r0 5\n1 6\n"},
		{"blank first part", "\n\n\n#c\n\n\n\n\ny,s\n1,2\n"},
		{"comments and blanks", "#a\n1;2\n\n;;\n0;3\n#b\n1;4,5\n"},
		{"bom and header", "\\ufeffa,b\n1,2\n0,3\n1,4\n0,5\n1,6\n"},
		{"no final newline", "1,2\n0,3\n1,4"},
		{"many problems", many.String()},
	}
	for _, tt := range tests {
		for _, n := range []int{2, 3, 4, 7} {
			sameResult(t, fmt.Sprintf("%s, columns in %d parts", tt.name, n),
				parallel(tt.text, 2, binaryLabels, n), ParseColumns(tt.text, 2, binaryLabels))
			sameResult(t, fmt.Sprintf("%s, list in %d parts", tt.name, n),
				parallel(tt.text, 1, nil, n), ParseList(tt.text, nil))
		}
	}
}

// TestParseWithLarge: ParseWith reads a text above parallelAbove in parts
// when there are cores for it, with the result of one piece.
func TestParseWithLarge(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	text := largeText(200_000) + "2\t1\r\nx\t0.5\r\n"
	if partsFor(len(text)) < 2 {
		t.Fatalf("%d bytes are read in %d part(s)", len(text), partsFor(len(text)))
	}
	got := ParseWith(text, 2, binaryLabels, nil)
	want := ParseColumns(text, 2, binaryLabels)
	sameResult(t, "200000 rows", got, want)
	if got.Rows() != 200_000 || got.Bad != 2 || got.Problems[1].Line != 200_003 {
		t.Fatalf("%d rows, %d bad, problems %v; want 200000 rows and 2 bad, the last on line 200003", got.Rows(), got.Bad, got.Problems)
	}
}
