package equations

import "fmt"

// A family is a part of the catalogue, and the unit it is built in: a page
// builds its own equation's family alone (LazyCatalogue). Each family is a
// type of its own, declared in <family>.go with the specs of its
// equations; the other parts of its equations are optional methods, each
// in a file named for the family:
//
//	<family>.go          specs(), and iterations() for update rules
//	<family>_worked.go   worked(): the worked lines, by equation id
//	<family>_code.go     code(): the NumPy and Go snippets, by equation id
//	numerics_forms.go    numerics(): the "textbook vs stable" panels of a few
//	nested.go            inners(): the equations used inside others
//	guess.go             guesses(): what is guessed before the reveal, where
//	                     the output's shape does not say it
//
// The worked lines and snippets are left out of the programs that show
// none, the Cloudflare Worker and the Web Worker of large jobs, whose size
// counts (-tags eqx_noui): there their files are not compiled, and the
// family lacks the method. CONTRIBUTING.md says how to add an equation.
type family interface {
	specs() []*Spec
}

// The optional parts of a family.
type (
	workedFamily interface {
		worked() map[string]func(Inputs, any) []string
	}
	codedFamily interface {
		code() map[string]func(Inputs) Snippet
	}
	iteratedFamily interface {
		iterations() map[string]*Iteration
	}
	numericsFamily interface {
		numerics() map[string]*Numerics
	}
	innersFamily interface {
		inners() map[string][]Inner
	}
	guessedFamily interface {
		guesses() map[string]*Guess
	}
)

// build returns the specs of f, complete: with the worked lines, snippets
// and update rules it has, and their relations to other families. A spec
// is the same built with its family alone or with the whole catalogue.
func build(f family) []*Spec {
	specs := f.specs()
	if w, ok := f.(workedFamily); ok {
		attach(specs, w.worked(), "a worked example", func(s *Spec, f func(Inputs, any) []string) bool {
			if s.Worked != nil {
				return false
			}
			s.Worked = guardWorked(f)
			return true
		})
	}
	if c, ok := f.(codedFamily); ok {
		attach(specs, c.code(), "a snippet", func(s *Spec, f func(Inputs) Snippet) bool {
			if s.Code != nil {
				return false
			}
			s.Code = f
			return true
		})
	}
	if it, ok := f.(iteratedFamily); ok {
		attach(specs, it.iterations(), "an iteration", func(s *Spec, it *Iteration) bool {
			if s.Iterate != nil {
				return false
			}
			s.Iterate = it
			return true
		})
	}
	if n, ok := f.(numericsFamily); ok {
		attach(specs, n.numerics(), "a numerics panel", func(s *Spec, n *Numerics) bool {
			if s.Numerics != nil {
				return false
			}
			s.Numerics = n
			return true
		})
	}
	if n, ok := f.(innersFamily); ok {
		attach(specs, n.inners(), "inner equations", func(s *Spec, in []Inner) bool {
			if s.Inner != nil {
				return false
			}
			s.Inner = in
			return true
		})
	}
	if g, ok := f.(guessedFamily); ok {
		attach(specs, g.guesses(), "a guess", func(s *Spec, g *Guess) bool {
			if s.Guess != nil {
				return false
			}
			s.Guess = g
			return true
		})
	}
	return link(specs)
}

// attach gives each of specs its value in m, with set. It panics when set
// refuses one (given twice). An id of m that names none of specs is not an
// error here: TestAttachedIDs checks that a family names only its own.
func attach[F any](specs []*Spec, m map[string]F, what string, set func(*Spec, F) bool) {
	for _, s := range specs {
		if f, ok := m[s.ID]; ok && !set(s, f) {
			panic(fmt.Sprintf("equations: %s is given twice for %q", what, s.ID))
		}
	}
}

// parts returns the ids a family gives each optional part for, by part.
func parts(f family) map[string][]string {
	p := map[string][]string{}
	if w, ok := f.(workedFamily); ok {
		p["a worked example"] = keysOf(w.worked())
	}
	if c, ok := f.(codedFamily); ok {
		p["a snippet"] = keysOf(c.code())
	}
	if it, ok := f.(iteratedFamily); ok {
		p["an iteration"] = keysOf(it.iterations())
	}
	if n, ok := f.(numericsFamily); ok {
		p["a numerics panel"] = keysOf(n.numerics())
	}
	if n, ok := f.(innersFamily); ok {
		p["inner equations"] = keysOf(n.inners())
	}
	if g, ok := f.(guessedFamily); ok {
		p["a guess"] = keysOf(g.guesses())
	}
	return p
}

func keysOf[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}
