package tabular

import (
	"iter"
	"strconv"
	"strings"
)

// Parse reads text for cols columns: a list (ParseList) for one column,
// where "1, 2, 3" on one line is three values, else rows (ParseColumns).
func Parse(text string, cols int, check Check) Result {
	return ParseWith(text, cols, check, nil)
}

// ParseWith is Parse that calls progress(done, total) as it goes, with
// the bytes of text read so far and in all, about every progressEvery
// bytes and once at the end: a long parse in a Web Worker reports it.
func ParseWith(text string, cols int, check Check, progress func(done, total int)) Result {
	r := Result{progress: progress}
	switch {
	case progress == nil && r.parseParallel(text, cols, check, partsFor(len(text))):
		// The server, on its cores. The Web Worker reports progress as it
		// reads, and has one core anyway.
	case cols <= 1:
		r.parseList(text, check)
	default:
		r.parseColumns(text, cols, check)
	}
	if progress != nil {
		progress(len(text), len(text))
	}
	r.progress = nil
	return r
}

// progressEvery is how many bytes ParseWith reads between two reports.
const progressEvery = 1 << 18

// ParseColumns reads rows of cols numbers each (cols < 1 is taken as 1).
//
// The separator is found once per text (see Result.Format): a tab, ";",
// "," or white space; a decimal comma is read as such with a tab or ";".
// Blank lines and lines starting with "#" are ignored, a UTF-8 byte order
// mark is dropped, and so are empty cells at the end of a row. The first
// data line is a header, skipped with a note, when none of its cells is a
// number or starts like one (see isHeader); a first line with some numbers
// is data and its bad cells are reported like any other row's.
//
// A row is kept when it has cols cells that are all numbers passing check;
// otherwise it is reported once, with every bad cell named:
//
//	line 7: column 2: "abc" is not a number
//	line 9: 1 column, expected 2
//	line 3: label 2 is not 0 or 1   (the error of check, verbatim)
//
// So every data line but the header is either kept or reported.
func ParseColumns(text string, cols int, check Check) Result {
	var res Result
	res.parseColumns(text, cols, check)
	return res
}

func (res *Result) parseColumns(text string, cols int, check Check) {
	cols = max(cols, 1)
	text = strings.TrimPrefix(text, "\ufeff")
	if res.Sep == 0 { // else found in the whole text (parseParallel)
		res.Sep = detect(text)
	}
	res.Columns = make([][]float64, cols)
	capacity := min(strings.Count(text, "\n")+1, 1<<20)
	for j := range res.Columns {
		res.Columns[j] = make([]float64, 0, capacity)
	}
	decimalComma := res.Sep == '\t' || res.Sep == ';'
	row := make([]float64, cols)
	var msgs []string
	for num, cells := range res.dataLines(text, decimalComma) {
		if len(cells) != cols {
			res.report(num, countMsg(len(cells), cols))
			continue
		}
		// Messages are built only while the list has room: counting the
		// bad rows of a huge paste must stay cheap.
		listing, bad := len(res.Problems) < MaxProblems, false
		msgs = msgs[:0]
		for j, cell := range cells {
			v, ok := number(cell, decimalComma)
			if !ok {
				bad = true
				if listing {
					msgs = append(msgs, "column "+strconv.Itoa(j+1)+": "+cellProblem(cell, decimalComma))
				}
				continue
			}
			if check != nil {
				if err := check(j, v); err != nil {
					bad = true
					if listing {
						msgs = append(msgs, err.Error())
					}
					continue
				}
			}
			row[j] = v
		}
		if bad {
			res.report(num, strings.Join(msgs, "; "))
			continue
		}
		for j, v := range row {
			res.Columns[j] = append(res.Columns[j], v)
		}
	}
}

// ParseList reads a list of numbers for one vector: separated by commas,
// semicolons, tabs or spaces, one or many per line, in reading order. The
// rules for separators, decimal commas, blank and comment lines and a
// header are those of ParseColumns. Each bad item is reported on its own,
// as "line 4: item 2: "x" is not a number" (or "line 4: "x" is not a
// number" when the line holds one item), and the good ones are kept.
func ParseList(text string, check Check) Result {
	var res Result
	res.parseList(text, check)
	return res
}

func (res *Result) parseList(text string, check Check) {
	text = strings.TrimPrefix(text, "\ufeff")
	if res.Sep == 0 {
		res.Sep = detect(text)
	}
	values := make([]float64, 0, min(strings.Count(text, "\n")+1, 1<<20))
	decimalComma := res.Sep == '\t' || res.Sep == ';'
	for num, cells := range res.dataLines(text, decimalComma) {
		if len(cells) == 0 {
			res.report(num, "no values")
			continue
		}
		for j, cell := range cells {
			v, ok := number(cell, decimalComma)
			var msg string
			switch {
			case !ok:
				if len(res.Problems) < MaxProblems {
					msg = cellProblem(cell, decimalComma)
				}
			case check != nil:
				if err := check(0, v); err != nil {
					ok, msg = false, err.Error()
				}
			}
			if ok {
				values = append(values, v)
				continue
			}
			if len(cells) > 1 && len(res.Problems) < MaxProblems {
				msg = "item " + strconv.Itoa(j+1) + ": " + msg
			}
			res.report(num, msg)
		}
	}
	res.Columns = [][]float64{values}
}

// dataLines yields the data lines of text split at res.Sep, with their
// line numbers from 1: blank and comment lines (see skippable) are passed
// over, and the first data line, when it is a header (see isHeader), is
// recorded in res.Header and res.HeaderLine instead of yielded. The cells
// slice is reused from one line to the next.
func (res *Result) dataLines(text string, decimalComma bool) iter.Seq2[int, []string] {
	return func(yield func(int, []string) bool) {
		var cells []string
		first := !res.noHeader
		l := lines{text: text}
		report := progressEvery
		for {
			line, ok := l.next()
			if !ok {
				res.lines = l.num
				return
			}
			if res.progress != nil && l.pos >= report {
				res.progress(l.pos, len(text))
				report = l.pos + progressEvery
			}
			if skippable(line, res.Sep) {
				continue
			}
			cells = split(line, res.Sep, cells)
			if first {
				first = false
				if isHeader(cells, decimalComma) {
					res.Header = append([]string(nil), cells...)
					res.HeaderLine = l.num
					continue
				}
			}
			if !yield(l.num, cells) {
				return
			}
		}
	}
}

// isHeader reports whether the cells of the first data line are column
// names: at least one is non-empty, none is a number, and none starts like
// one (a digit, a sign or a point), so that a mistyped first row ("1e309",
// "1 0.5" in a tab-separated text) is reported rather than skipped.
func isHeader(cells []string, decimalComma bool) bool {
	named := false
	for _, c := range cells {
		if c == "" {
			continue
		}
		if strings.ContainsAny(c[:1], "0123456789+-.") || strings.HasPrefix(c, "−") {
			return false
		}
		if _, ok := number(c, decimalComma); ok {
			return false
		}
		named = true
	}
	return named
}

// countMsg says that a row has n cells where cols are needed.
func countMsg(n, cols int) string {
	if n == 0 {
		return "no values, expected " + strconv.Itoa(cols)
	}
	unit := " columns"
	if n == 1 {
		unit = " column"
	}
	return strconv.Itoa(n) + unit + ", expected " + strconv.Itoa(cols)
}
