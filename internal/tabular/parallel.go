package tabular

import (
	"runtime"
	"strings"
	"sync"
)

// parallelAbove is the size of text, in bytes, from which ParseWith reads
// its parts on several cores when it may (see parseParallel). Below, the
// goroutines and the final copy cost more than they save.
const parallelAbove = 1 << 20

// partsFor is how many parts ParseWith reads a text of size bytes in: one
// below parallelAbove or with one core, else as many as there are cores,
// each of half a megabyte at least.
func partsFor(size int) int {
	if size < parallelAbove {
		return 1
	}
	return max(1, min(runtime.GOMAXPROCS(0), size/(parallelAbove/2)))
}

// parseParallel reads a large text as parseList or parseColumns would, on
// n goroutines: the server reads a 10^6-row upload in about
// half the time on two. The text is cut after a "\n" into parts read
// concurrently (each with the separator found in the whole text), and the
// parts' results are joined in order: columns appended, line numbers of
// problems shifted by the lines before the part, the first MaxProblems
// problems kept and all of them counted. A header is only looked for in
// the first part; if that part holds no data line at all, the text is
// read again in one piece, so the result is always the sequential one.
//
// It returns false, having done nothing, when the text does not cut into
// two parts or more.
func (res *Result) parseParallel(text string, cols int, check Check, n int) bool {
	text = strings.TrimPrefix(text, "\ufeff")
	parts := cut(text, n)
	if len(parts) < 2 {
		return false
	}
	sep := detect(text)
	results := make([]Result, len(parts))
	lineCounts := make([]int, len(parts))
	var wg sync.WaitGroup
	for i, part := range parts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := &results[i]
			r.Sep, r.noHeader = sep, i > 0
			if cols <= 1 {
				r.parseList(part, check)
			} else {
				r.parseColumns(part, cols, check)
			}
			lineCounts[i] = r.lines
		}()
	}
	wg.Wait()
	first := &results[0]
	if first.HeaderLine == 0 && first.Rows() == 0 && first.Bad == 0 {
		return false // no data line in the first part: the header may be later
	}
	res.join(results, lineCounts)
	return true
}

// cut splits text into about n parts of equal size, each ending just
// after a "\n" (the last at the end of text), so that no line, and no
// "\r\n", is split. A text without "\n" in its later parts gives fewer.
func cut(text string, n int) []string {
	var parts []string
	for n > 1 && len(text) > 0 {
		at := len(text) / n
		i := strings.IndexByte(text[at:], '\n')
		if i < 0 {
			break
		}
		parts = append(parts, text[:at+i+1])
		text = text[at+i+1:]
		n--
	}
	if len(text) > 0 {
		parts = append(parts, text)
	}
	return parts
}

// join sets res to the results of consecutive parts of one text, whose
// line counts are lineCounts.
func (res *Result) join(parts []Result, lineCounts []int) {
	first := &parts[0]
	res.Sep, res.Header, res.HeaderLine = first.Sep, first.Header, first.HeaderLine
	res.Columns = make([][]float64, len(first.Columns))
	rows := 0
	for i := range parts {
		rows += parts[i].Rows()
	}
	for j := range res.Columns {
		res.Columns[j] = make([]float64, 0, rows)
	}
	offset := 0
	for i := range parts {
		p := &parts[i]
		for j := range res.Columns {
			res.Columns[j] = append(res.Columns[j], p.Columns[j]...)
		}
		for _, q := range p.Problems {
			if len(res.Problems) < MaxProblems {
				res.Problems = append(res.Problems, Problem{Line: q.Line + offset, Msg: q.Msg})
			}
		}
		res.Bad += p.Bad
		offset += lineCounts[i]
	}
}
