package equations

import (
	"fmt"
	"sort"
	"strings"
)

// Snippet is an equation's computation written for a reader to run outside
// eqx: Python with NumPy, and Go with gonum. Each is a list of statements
// that read the inputs as variables named like them (see Ident) and end by
// printing the result, with print(...) or fmt.Println(...), once.
//
// The printed value is what eqx shows: a number, a list, a matrix (a list
// of rows), or, for an equation whose result has several parts, a dict
// (map[string]any in Go) of some of those parts under the same keys. A test
// runs every snippet at the inputs of the conformance vectors and at the
// defaults, and compares.
type Snippet struct {
	NumPy string
	Go    string
	// Tol is the relative difference allowed between what a snippet prints
	// and eqx's result, for a snippet that computes by another route
	// (another algorithm, another rounding); 0 means 1e-9.
	Tol float64
	// Whole is set when NumPy and Go are whole programs that assign
	// their values themselves (a formula a person typed, whose parameters
	// are not inputs): Program gives them as they are.
	Whole bool
}

// same is the Code of an equation whose snippet does not depend on its
// inputs' values.
func same(s Snippet) func(Inputs) Snippet { return func(Inputs) Snippet { return s } }

// Language is a language of the snippets.
type Language string

const (
	NumPy Language = "numpy"
	Go    Language = "go"
)

// Program returns a whole program in lang that computes the equation at
// the inputs in, which must be valid (Validate): the inputs the snippet
// reads are assigned first, then the snippet follows. ok is false when the
// equation has no snippet.
func (s *Spec) Program(lang Language, in Inputs) (prog string, ok bool) {
	if s.Code == nil {
		return "", false
	}
	return s.program(lang, in, s.Code(in))
}

// FormProgram is the program of the form named form of the equation's
// "textbook vs stable" panel (Numerics): the formula as printed, or a
// shortcut, written literally, which fails where the panel shows. For
// eqx's own form, or any name the panel does not have a program for, it
// is Program.
func (s *Spec) FormProgram(form string, lang Language, in Inputs) (prog string, ok bool) {
	if snip, ok := formSnippet(s, form, in); ok {
		return s.program(lang, in, snip)
	}
	return s.Program(lang, in)
}

// program writes snip as a whole program in lang at the inputs in.
func (s *Spec) program(lang Language, in Inputs, snip Snippet) (prog string, ok bool) {
	var b strings.Builder
	if snip.Whole {
		return wholeProgram(s, lang, snip)
	}
	switch lang {
	case NumPy:
		if snip.NumPy == "" {
			return "", false
		}
		body := strings.TrimSpace(snip.NumPy)
		assigns := s.assignments(in, uncommented(body, "#"), pyValue, pyKeywords, " = ")
		fmt.Fprintf(&b, "# %s, as computed by eqx at /eq/%s\n", s.Title, s.ID)
		b.WriteString(pyImports(assigns + body))
		b.WriteString("\n")
		b.WriteString(assigns)
		b.WriteString("\n")
		b.WriteString(body)
		b.WriteString("\n")
	case Go:
		if snip.Go == "" {
			return "", false
		}
		body := strings.TrimSpace(snip.Go)
		assigns := s.assignments(in, uncommented(body, "//"), goValue, goKeywords, " := ")
		fmt.Fprintf(&b, "// %s, as computed by eqx at /eq/%s\npackage main\n\n", s.Title, s.ID)
		b.WriteString(goImports(assigns + body))
		b.WriteString("\nfunc main() {\n")
		b.WriteString(indent(assigns + "\n" + body))
		b.WriteString("}\n")
	default:
		return "", false
	}
	return b.String(), true
}

// wholeProgram is a Whole snippet in lang, under a line that says where
// it comes from.
func wholeProgram(s *Spec, lang Language, snip Snippet) (string, bool) {
	src, mark := snip.NumPy, "#"
	if lang == Go {
		src, mark = snip.Go, "//"
	} else if lang != NumPy {
		return "", false
	}
	if src == "" {
		return "", false
	}
	return fmt.Sprintf("%s %s, as computed by eqx at /eq/%s\n", mark, s.Title, s.ID) + src, true
}

// assignments writes "name = value" lines for the inputs that body reads,
// in the order of the parameters.
func (s *Spec) assignments(in Inputs, body string, value func(any) string, keywords map[string]bool, op string) string {
	var b strings.Builder
	for _, p := range s.Params {
		v, ok := in[p.Name]
		if !ok {
			continue
		}
		name := identIn(p.Name, keywords)
		if !readsName(body, name) {
			continue
		}
		b.WriteString(name + op + value(v) + "\n")
	}
	return b.String()
}

// uncommented is code without its line comments, which start with mark:
// an input named in a comment only is not read, and a Go program must not
// declare it.
func uncommented(code, mark string) string {
	lines := strings.Split(code, "\n")
	for i, line := range lines {
		if j := strings.Index(line, mark); j >= 0 {
			lines[i] = line[:j]
		}
	}
	return strings.Join(lines, "\n")
}

// Ident is the variable that holds input name in a snippet of lang: the
// name with every character that cannot be in an identifier replaced by _,
// and _ appended to a keyword of the language (lambda_ in Python).
func Ident(lang Language, name string) string {
	if lang == Go {
		return identIn(name, goKeywords)
	}
	return identIn(name, pyKeywords)
}

func identIn(name string, keywords map[string]bool) string {
	id := []rune(name)
	for i, r := range id {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			id[i] = '_'
		}
	}
	s := string(id)
	if keywords[s] {
		s += "_"
	}
	return s
}

var (
	pyKeywords = words("False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield np math json")
	goKeywords = words("break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var fmt math mat floats stat sort strings json quad")
)

func words(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// readsName reports whether code mentions the identifier name as a whole
// word (not as a part of another identifier or after a dot).
func readsName(code, name string) bool {
	for i := 0; ; {
		j := strings.Index(code[i:], name)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(name)
		before := j == 0 || !identByte(code[j-1]) && code[j-1] != '.'
		after := end == len(code) || !identByte(code[end])
		if before && after {
			return true
		}
		i = j + 1
	}
}

func identByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// pyImports imports what the code uses of numpy, math and json.
func pyImports(code string) string {
	var b strings.Builder
	for _, m := range []struct{ use, line string }{
		{"json.", "import json\n"},
		{"math.", "import math\n"},
		{"np.", "import numpy as np\n"},
	} {
		if strings.Contains(code, m.use) {
			b.WriteString(m.line)
		}
	}
	return b.String()
}

// goPackages are the packages a Go snippet may use, by the name it calls
// them with.
var goPackages = map[string]string{
	"fmt":     "fmt",
	"json":    "encoding/json",
	"math":    "math",
	"sort":    "sort",
	"strings": "strings",
	"floats":  "gonum.org/v1/gonum/floats",
	"mat":     "gonum.org/v1/gonum/mat",
	"stat":    "gonum.org/v1/gonum/stat",
	"distuv":  "gonum.org/v1/gonum/stat/distuv",
	"quad":    "gonum.org/v1/gonum/integrate/quad",
}

// goImports imports the packages of goPackages that the code calls, the
// standard library first, as gofmt and goimports would.
func goImports(code string) string {
	seen := map[string]bool{}
	for _, name := range goQualifiers(code) {
		if path, ok := goPackages[name]; ok {
			seen[path] = true
		}
	}
	var std, ext []string
	for path := range seen {
		if strings.Contains(path, ".") {
			ext = append(ext, path)
		} else {
			std = append(std, path)
		}
	}
	sort.Strings(std)
	sort.Strings(ext)
	var b strings.Builder
	b.WriteString("import (\n")
	for _, p := range std {
		fmt.Fprintf(&b, "\t%q\n", p)
	}
	if len(std) > 0 && len(ext) > 0 {
		b.WriteString("\n")
	}
	for _, p := range ext {
		fmt.Fprintf(&b, "\t%q\n", p)
	}
	b.WriteString(")\n")
	return b.String()
}

// indent puts a tab before every non-empty line of s.
func indent(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		if strings.TrimSpace(line) != "" {
			b.WriteString("\t" + line)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// goQualifiers returns the package names the Go code qualifies an
// exported name with: each word of lowercase letters alone followed by a
// dot and a capital (math.Exp, mat.NewDense; not x.y or vec.len). A
// scanner rather than a regular expression: the Worker links no regexp
// package (and is the smaller by 120 KB gzip).
func goQualifiers(code string) []string {
	var names []string
	for i := 0; i < len(code); {
		if !isWordByte(code[i]) {
			i++
			continue
		}
		j := i
		for j < len(code) && isWordByte(code[j]) {
			j++
		}
		word := code[i:j]
		if j+1 < len(code) && code[j] == '.' && 'A' <= code[j+1] && code[j+1] <= 'Z' && strings.Trim(word, "abcdefghijklmnopqrstuvwxyz") == "" {
			names = append(names, word)
		}
		i = j
	}
	return names
}

// isWordByte reports whether b may be part of a Go identifier or number
// (ASCII letters, digits and '_').
func isWordByte(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}
