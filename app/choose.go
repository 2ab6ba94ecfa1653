package app

import (
	"slices"
	"strings"

	"eqx/equations"
)

// chosen returns a copy of in with the Choice par set to option, and what
// that form needs (Param.Needs) set with it: the optional inputs it names
// switched on with their examples (those already on keep their values),
// the values it names set, and the optional inputs that only the other
// options need switched off.
func chosen(s *equations.Spec, in equations.Inputs, par *equations.Param, option string) equations.Inputs {
	c := in.Clone()
	c[par.Name] = option
	if len(par.Needs) == 0 {
		return c
	}
	mine := par.Needs[option]
	for opt, needs := range par.Needs {
		if opt == option {
			continue
		}
		for _, n := range needs {
			if !strings.Contains(n, "=") && !slices.Contains(mine, n) {
				delete(c, n)
			}
		}
	}
	for _, n := range mine {
		if name, value, ok := strings.Cut(n, "="); ok {
			if q := s.Param(name); q != nil && q.Kind != equations.Choice {
				if v, err := q.Parse(value); err == nil { // Spec.Check parsed it
					c[name] = v
				}
				continue
			}
			c[name] = value
			continue
		}
		if q := s.Param(n); q != nil && !c.Has(n) {
			c[n] = cloneExample(q.Example)
		}
	}
	return c
}
