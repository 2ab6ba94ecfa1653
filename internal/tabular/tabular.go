// Package tabular reads numbers pasted or uploaded by a person: a list for
// one vector ("1, 2, 3", "1 2 3", one per line) or rows of a few columns
// from a spreadsheet (tab-separated), a CSV file (comma or semicolon) or a
// plain text file (spaces).
//
// Nothing is all-or-nothing: the good rows are kept, and each bad row gets
// a Problem that names its line and what is wrong with it. The package is
// pure Go so that it runs the same natively and in the browser (js/wasm).
package tabular

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxProblems is how many problems a Result lists. A paste of 10^5 bad
// rows must not produce 10^5 messages: the rest are only counted (Bad).
const MaxProblems = 20

// Problem is one line of the text that could not be used.
type Problem struct {
	Line int    // 1-based line number in the text as typed
	Msg  string // what is wrong, without the line number
}

// Error reads "line N: msg".
func (p Problem) Error() string { return "line " + strconv.Itoa(p.Line) + ": " + p.Msg }

// Check is a domain check on one parsed value of column col (0-based; 0
// for a list). Its error is shown verbatim after the line number, so it
// should name the column and the value ("label 2 is not 0 or 1"). It may
// be called from several goroutines at once (a large text). A nil
// Check accepts every number.
type Check func(col int, v float64) error

// Result is what a text yields.
type Result struct {
	// Columns holds the good rows, one slice per column, all of the same
	// length; a list has one column.
	Columns [][]float64
	// Header holds the cells of a skipped header row, and HeaderLine its
	// line number; both are zero when there was no header.
	Header     []string
	HeaderLine int
	// Sep is the separator found in the text: '\t', ';', ',' or ' ' for
	// runs of white space.
	Sep byte
	// Problems lists the first MaxProblems bad rows (bad items for a
	// list) in line order; Bad counts all of them.
	Problems []Problem
	Bad      int

	progress func(done, total int) // see ParseWith
	noHeader bool                  // a later part of a text read in parallel (parseParallel), or a matrix (ParseMatrix)
	lines    int                   // the number of lines of the text read
}

// Rows is the number of good rows (good values for a list).
func (r *Result) Rows() int {
	if len(r.Columns) == 0 {
		return 0
	}
	return len(r.Columns[0])
}

// More is how many problems were counted but not listed.
func (r *Result) More() int { return r.Bad - len(r.Problems) }

// Count reads "1 row", "0 rows", "12 rows" for noun "row".
func (r *Result) Count(noun string) string {
	n := r.Rows()
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// Format names the separator that was found ("comma-separated"), so that a
// person can see how the text was read: "0,5" is two numbers in a
// comma-separated text and one half when separated by ";" or tabs.
func (r *Result) Format() string {
	switch r.Sep {
	case '\t':
		return "tab-separated, decimal comma allowed"
	case ';':
		return "semicolon-separated, decimal comma allowed"
	case ',':
		return "comma-separated"
	}
	return "space-separated"
}

// HeaderNote tells which header row was skipped, or is "" if none was.
func (r *Result) HeaderNote() string {
	if r.HeaderLine == 0 {
		return ""
	}
	return fmt.Sprintf("line %d: header skipped (%s)", r.HeaderLine, shorten(strings.Join(r.Header, ", ")))
}

// MoreNote is "… and N more" when some problems were not listed, else "".
func (r *Result) MoreNote() string {
	if r.More() <= 0 {
		return ""
	}
	return "… and " + strconv.Itoa(r.More()) + " more"
}

// report records one bad row or item, listing it while there is room.
func (r *Result) report(line int, msg string) {
	r.Bad++
	if len(r.Problems) < MaxProblems {
		r.Problems = append(r.Problems, Problem{Line: line, Msg: msg})
	}
}

// shorten cuts text quoted in a message to a readable length: a pasted
// megabyte of garbage on one line must not become a megabyte message.
func shorten(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && s[cut]&0xC0 == 0x80 { // do not split a UTF-8 sequence
		cut--
	}
	return s[:cut] + "…"
}
