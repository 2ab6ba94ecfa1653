package chart

import (
	"fmt"
	"strconv"
	"strings"

	"eqx/equations"
)

// coordinate is one swept coordinate of a Surface: a Real input ("b"), or
// entry Index of a vector or Numbers input ("theta[0]", counted from 0 as
// in the code of the formulas, where θ₀ is the intercept).
type coordinate struct {
	Name    string
	Index   int
	Indexed bool
}

// parseCoordinate reads the notation name or name[i] of a Surface
// coordinate: a name of letters, digits and underscores, then optionally a
// whole number i ≥ 0 in square brackets.
func parseCoordinate(s string) (coordinate, error) {
	name, rest, indexed := strings.Cut(s, "[")
	if name == "" {
		return coordinate{}, fmt.Errorf("surface coordinate %q: no input name before the index", s)
	}
	for _, r := range name {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return coordinate{}, fmt.Errorf("surface coordinate %q: %q is not a letter, digit or _ of an input name", s, r)
		}
	}
	if !indexed {
		return coordinate{Name: name}, nil
	}
	digits, ok := strings.CutSuffix(rest, "]")
	if !ok {
		return coordinate{}, fmt.Errorf("surface coordinate %q: the index must end the coordinate with ]", s)
	}
	i, err := strconv.Atoi(digits)
	if err != nil || i < 0 || digits[0] == '+' || digits[0] == '-' {
		return coordinate{}, fmt.Errorf("surface coordinate %q: the index %q is not a whole number 0, 1, 2, …", s, digits)
	}
	return coordinate{Name: name, Index: i, Indexed: true}, nil
}

// String writes the coordinate in its notation.
func (c coordinate) String() string {
	if c.Indexed {
		return c.Name + "[" + strconv.Itoa(c.Index) + "]"
	}
	return c.Name
}

// check reports whether the coordinate can be swept on spec: it names a
// Real parameter, or, with an index, a Vector or Numbers parameter.
func (c coordinate) check(spec *equations.Spec) error {
	p := spec.Param(c.Name)
	if p == nil {
		return fmt.Errorf("surface coordinate %q: %s has no input %q", c, spec.ID, c.Name)
	}
	switch {
	case c.Indexed && (p.Kind == equations.Vector || p.Kind == equations.Numbers):
		if p.MaxLen > 0 && c.Index >= p.MaxLen {
			return fmt.Errorf("surface coordinate %q: %s holds at most %d entries", c, c.Name, p.MaxLen)
		}
		return nil
	case !c.Indexed && p.Kind == equations.Real:
		return nil
	case c.Indexed:
		return fmt.Errorf("surface coordinate %q: %s is not a list of numbers, so it has no entry %d", c, c.Name, c.Index)
	}
	return fmt.Errorf("surface coordinate %q: %s is not a real number; name one of its entries as %s[i]", c, c.Name, c.Name)
}

// value is the coordinate's value in in: the Real input, or the entry of
// the list. A Numbers input holding one number has it as its entry 0
// alone. ok is false when in has no such entry.
func (c coordinate) value(in equations.Inputs) (float64, bool) {
	switch v := in[c.Name].(type) {
	case float64:
		if !c.Indexed || c.Index == 0 {
			return v, true
		}
	case []float64:
		if c.Indexed && c.Index < len(v) {
			return v[c.Index], true
		}
	}
	return 0, false
}
