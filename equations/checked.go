package equations

import (
	"strconv"
	"strings"
)

// Checked says what an equation's answers are checked against: the
// reference vectors of its conformance page (/eq/ID/checks), the public
// ones and eqx's own at the edges of the domain, and where their expected
// values came from. checked_by.go holds them, generated from
// testdata/vectors.jsonl and testdata/edges.jsonl, which the tests check
// every answer against.
type Checked struct {
	Vectors int      // how many reference vectors
	By      []string // their sources, most cited first: "SciPy 1.10", "mpmath 1.3", "a derivation by hand"
}

// Checked says what the equation's answers are checked against: the zero
// Checked when no vector names it (the custom formula's page).
func (s *Spec) Checked() Checked {
	rest := checkedLines
	for rest != "" {
		var line string
		line, rest, _ = strings.Cut(rest, "\n")
		f := strings.Split(line, "\t")
		if len(f) < 2 || f[0] != s.ID {
			continue
		}
		n, _ := strconv.Atoi(f[1])
		return Checked{Vectors: n, By: f[2:]}
	}
	return Checked{}
}
