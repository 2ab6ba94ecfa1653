package equations

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Check reports an inconsistency in a spec's declaration: a default of the
// wrong type or outside its domain, a slider range that is empty, a plot
// that names an unknown parameter. The registry refuses such specs, so a
// mistake in the catalogue fails the tests rather than a user's page.
func (s *Spec) Check() error {
	if s.Title == "" || s.Category == "" || s.LaTeX == "" {
		return fmt.Errorf("%s: title, category and LaTeX are required", s.ID)
	}
	seen := map[string]bool{}
	for i := range s.Params {
		p := &s.Params[i]
		if p.Name == "" || seen[p.Name] {
			return fmt.Errorf("%s: parameter %d has an empty or repeated name %q", s.ID, i+1, p.Name)
		}
		seen[p.Name] = true
		if p.Optional && p.Default == nil && p.Example == nil {
			return fmt.Errorf("%s: parameter %s: an optional input without a default needs an Example", s.ID, p.Name)
		}
		if p.Kind.numeric() && !(p.Min < p.Max) {
			return fmt.Errorf("%s: parameter %s: slider range [%v, %v] is empty", s.ID, p.Name, p.Min, p.Max)
		}
		if p.Log && !(p.Min > 0) {
			return fmt.Errorf("%s: parameter %s: a log slider needs a positive minimum", s.ID, p.Name)
		}
		if p.Kind == Choice && len(p.Options) == 0 {
			return fmt.Errorf("%s: parameter %s: a choice needs options", s.ID, p.Name)
		}
		for _, u := range p.Under {
			c := s.Param(u.Choice)
			if c == nil || c.Kind != Choice || !slices.Contains(c.Options, u.Option) {
				return fmt.Errorf("%s: parameter %s: Under names %s = %q, not an option of a choice", s.ID, p.Name, u.Choice, u.Option)
			}
			if !(u.Min < u.Max) || p.Log {
				return fmt.Errorf("%s: parameter %s: Under %s = %q: slider range [%v, %v] is empty (or the slider is logarithmic)", s.ID, p.Name, u.Choice, u.Option, u.Min, u.Max)
			}
		}
		if p.Editor != nil {
			if err := p.Editor.check(s, p); err != nil {
				return err
			}
		}
		if err := s.checkNeeds(p); err != nil {
			return err
		}
		if p.SameLen != "" && s.Param(p.SameLen) == nil {
			return fmt.Errorf("%s: parameter %s: SameLen names unknown %q", s.ID, p.Name, p.SameLen)
		}
		if p.Kind.numeric() {
			if math.IsNaN(p.Domain.Lo) || p.Domain.Lo > p.Domain.Hi {
				return fmt.Errorf("%s: parameter %s: domain %v is empty; set Domain", s.ID, p.Name, p.Domain)
			}
		}
	}
	if s.Eval == nil {
		return nil
	}
	if err := s.Validate(s.Defaults()); err != nil {
		return fmt.Errorf("%s: defaults: %w", s.ID, err)
	}
	for _, p := range s.Params {
		if p.Example == nil {
			continue
		}
		with := s.Defaults()
		with[p.Name] = cloneValue(p.Example)
		if err := s.Validate(with); err != nil {
			return fmt.Errorf("%s: example of %s: %w", s.ID, p.Name, err)
		}
	}
	if s.View != nil {
		return s.View.check(s)
	}
	return nil
}

// vectorish reports whether the parameter can hold a list of numbers.
func (p *Param) vectorish() bool {
	return p.Kind == Vector || p.Kind == Probability || p.Kind == Numbers
}

// numeric reports whether a kind holds numbers with a slider range and a
// domain.
func (k Kind) numeric() bool {
	return k == Real || k == Integer || k == Vector || k == Matrix || k == Numbers || k == Members
}

// Scalar reports whether the parameter is a number a Curve plot can sweep:
// a Real or an Integer, or a Numbers whose default is a number (its curve
// is drawn while it holds a number).
func (p *Param) Scalar() bool {
	switch p.Kind {
	case Real, Integer:
		return true
	case Numbers:
		_, ok := p.Default.(float64)
		return ok
	}
	return false
}

// checkNeeds checks a Choice's Needs: each names one of its options, and
// an optional input without a default or an option of another Choice.
func (s *Spec) checkNeeds(p *Param) error {
	if len(p.Needs) > 0 && p.Kind != Choice {
		return fmt.Errorf("%s: parameter %s: Needs is for a Choice", s.ID, p.Name)
	}
	for opt, needs := range p.Needs {
		if !slices.Contains(p.Options, opt) {
			return fmt.Errorf("%s: parameter %s: Needs names %q, not one of its options", s.ID, p.Name, opt)
		}
		for _, n := range needs {
			name, value, set := strings.Cut(n, "=")
			q := s.Param(name)
			switch {
			case set && q == nil:
				return fmt.Errorf("%s: parameter %s: option %q needs %q, an unknown input", s.ID, p.Name, opt, n)
			case set && q.Kind == Choice && !slices.Contains(q.Options, value):
				return fmt.Errorf("%s: parameter %s: option %q needs %q, not an option of that choice", s.ID, p.Name, opt, n)
			case set && q.Kind != Choice:
				if _, err := q.Parse(value); err != nil {
					return fmt.Errorf("%s: parameter %s: option %q needs %q: %w", s.ID, p.Name, opt, n, err)
				}
			case !set && (q == nil || !q.Optional || q.Default != nil):
				return fmt.Errorf("%s: parameter %s: option %q needs %q, not an optional input without a default", s.ID, p.Name, opt, n)
			}
		}
	}
	return nil
}
