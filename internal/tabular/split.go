package tabular

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"eqx/equations"
)

// lines walks a text line by line. A line ends at "\n", "\r\n" or a lone
// "\r" (old Mac spreadsheets), so Windows files read like Unix ones.
type lines struct {
	text string
	pos  int
	num  int // the number of the line last returned, from 1
}

func (l *lines) next() (string, bool) {
	if l.pos >= len(l.text) {
		return "", false
	}
	rest := l.text[l.pos:]
	l.num++
	i := strings.IndexAny(rest, "\r\n")
	if i < 0 {
		l.pos = len(l.text)
		return rest, true
	}
	l.pos += i + 1
	if rest[i] == '\r' && i+1 < len(rest) && rest[i+1] == '\n' {
		l.pos++
	}
	return rest[:i], true
}

// sampleLines is how many data lines separator detection looks at: enough
// to see past a ragged start, few enough to stay cheap on a huge paste.
const sampleLines = 100

// detect finds the separator of a text: a tab if a data line has one
// (spreadsheets), else ";" (European CSV, where "," is the decimal mark),
// else ",", else runs of white space. Separators inside double quotes and
// at either end of a line do not count.
func detect(text string) byte {
	var tab, semi, comma bool
	l := lines{text: text}
	for n := 0; n < sampleLines; {
		line, ok := l.next()
		if !ok {
			break
		}
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' {
			continue
		}
		n++
		quoted := false
		for i := 0; i < len(t); i++ {
			switch c := t[i]; {
			case c == '"':
				quoted = !quoted
			case quoted:
			case c == '\t':
				tab = true
			case c == ';':
				semi = true
			case c == ',':
				comma = true
			}
		}
	}
	switch {
	case tab:
		return '\t'
	case semi:
		return ';'
	case comma:
		return ','
	}
	return ' '
}

// skippable reports whether a line carries no data: blank (only white
// space and separators, as a spreadsheet's empty rows paste) or a comment
// starting with "#".
func skippable(line string, sep byte) bool {
	t := strings.TrimFunc(line, func(r rune) bool { return unicode.IsSpace(r) || r == rune(sep) })
	return t == "" || t[0] == '#'
}

// split appends the cells of line to cells[:0], cut at sep outside double
// quotes, each cleaned by clean. With sep ' ' a run of white space is one
// separator and empty fields are dropped; with another separator an empty
// cell is kept (it is reported), but trailing empty cells are dropped, so
// "1,2," and a spreadsheet row with empty cells to its right read as "1,2".
func split(line string, sep byte, cells []string) []string {
	cells = cells[:0]
	start, quoted := 0, false
	for i := 0; i < len(line); {
		c := line[i]
		size := 1
		boundary := false
		switch {
		case c == '"':
			quoted = !quoted
		case quoted:
		case sep == ' ' && c < utf8.RuneSelf:
			boundary = c == ' ' || c == '\t' || c == '\v' || c == '\f'
		case sep == ' ':
			var r rune
			r, size = utf8.DecodeRuneInString(line[i:])
			boundary = unicode.IsSpace(r) // a no-break space copied from a web page
		default:
			boundary = c == sep
		}
		if boundary {
			if sep != ' ' || i > start {
				cells = append(cells, clean(line[start:i]))
			}
			start = i + size
		}
		i += size
	}
	if sep != ' ' || len(line) > start {
		cells = append(cells, clean(line[start:]))
	}
	for len(cells) > 0 && cells[len(cells)-1] == "" {
		cells = cells[:len(cells)-1]
	}
	return cells
}

// clean trims white space around a cell and removes the double quotes of
// a quoted CSV cell (`"1.5"` → `1.5`; a doubled quote inside stands for
// one). A cell with unbalanced quotes is left as it is, to be reported.
func clean(cell string) string {
	s := strings.TrimSpace(cell)
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = s[1 : len(s)-1]
		if strings.Contains(s, `""`) {
			s = strings.ReplaceAll(s, `""`, `"`)
		}
		s = strings.TrimSpace(s)
	}
	return s
}

// number reads one cleaned cell. It accepts what equations.ParseNumber
// accepts (1e-3, −2 with a Unicode minus, Infinity, NaN) and, when
// decimalComma is set, a comma as the decimal mark ("0,5" = 0.5; only with
// one comma and no point, so "1.000,5" is refused rather than guessed).
// It builds no message: a paste of 10^5 bad rows lists only MaxProblems,
// so cellProblem says why, only for those.
func number(cell string, decimalComma bool) (float64, bool) {
	if cell == "" {
		return 0, false
	}
	s := withPoint(cell, decimalComma)
	if plain(s) {
		// ParseNumber hands exactly these strings to strconv, so reading
		// them here gives its answer without its trimming, spelled-out
		// names and error values: the common case of a big paste.
		v, err := strconv.ParseFloat(s, 64)
		return v, err == nil
	}
	if !strings.ContainsAny(s, "−∞iInN") {
		// Not plain, no Unicode minus and no letter of inf or nan:
		// ParseNumber would refuse it, after building an error.
		return 0, false
	}
	v, err := equations.ParseNumber(s)
	return v, err == nil
}

// cellProblem says why number refused cell, quoting it as typed.
func cellProblem(cell string, decimalComma bool) string {
	switch {
	case cell == "":
		return "empty cell"
	case outOfRange(withPoint(cell, decimalComma)):
		return fmt.Sprintf("%q is out of range (beyond ±1.8e308)", shorten(cell))
	}
	return fmt.Sprintf("%q is not a number", shorten(cell))
}

// withPoint turns a decimal comma into a point where one is allowed.
func withPoint(cell string, decimalComma bool) string {
	if decimalComma && strings.Count(cell, ",") == 1 && !strings.Contains(cell, ".") {
		return strings.Replace(cell, ",", ".", 1)
	}
	return cell
}

// plain reports whether s is made only of the characters of a decimal
// number ("0123456789.eE+-"), the only ones ParseNumber hands to strconv.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9', c == '.', c == 'e', c == 'E', c == '+', c == '-':
		default:
			return false
		}
	}
	return s != ""
}

// outOfRange reports whether s is a plain decimal too large for a float64
// ("1e309"). strconv alone would also say so of hex floats, which
// ParseNumber refuses, hence the character check first.
func outOfRange(s string) bool {
	s = strings.ReplaceAll(strings.TrimSpace(s), "−", "-")
	if !plain(s) {
		return false
	}
	_, err := strconv.ParseFloat(s, 64)
	return errors.Is(err, strconv.ErrRange)
}
