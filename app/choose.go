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

// formOf returns in with the choice of form that the optional input name
// belongs to (a Choice whose option Needs it) following a switch of the
// input: on, that option is chosen; off, while that option is chosen,
// the Choice goes back to its default.
func formOf(s *equations.Spec, in equations.Inputs, name string, on bool) equations.Inputs {
	for i := range s.Params {
		q := &s.Params[i]
		for opt, needs := range q.Needs {
			if !slices.Contains(needs, name) {
				continue
			}
			def, _ := q.Default.(string)
			switch {
			case on && in.Choice(q.Name) != opt:
				return chosen(s, in, q, opt)
			case !on && in.Choice(q.Name) == opt && def != opt:
				return chosen(s, in, q, def)
			}
		}
	}
	return in
}
