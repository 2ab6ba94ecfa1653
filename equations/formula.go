package equations

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"eqx/compute/libm"
	"eqx/internal/expr"
)

// A person's own formula (the custom page, custom.go) is two inputs: the
// formula, a Text input with the Formula editor, and the values of its
// parameters, an Object input with the FormulaParams editor that names it.

// Formula edits a Text input as a formula in x (package expr's syntax):
// typeset as it is typed, refused with the position of a syntax error.
type Formula struct{}

func (Formula) check(s *Spec, p *Param) error { return editorKinds(s, p, "Formula", Text) }

// FormulaParams edits an Object input that holds the value of each
// parameter of the formula in the input Of, with a slider per parameter:
// {"a": 1, "k": [2, 0, 10, 0.5]}, a value alone or with the slider's
// range and step, [value, min, max, step].
type FormulaParams struct{ Of string }

func (f FormulaParams) check(s *Spec, p *Param) error {
	if q := s.Param(f.Of); q == nil || q.Kind != Text || !isFormula(q) {
		return fmt.Errorf("%s: parameter %s: FormulaParams names %q, which is not a Formula input", s.ID, p.Name, f.Of)
	}
	return editorKinds(s, p, "FormulaParams", Object)
}

func isFormula(p *Param) bool { _, ok := p.Editor.(Formula); return ok }

// FormulaOf returns the name of the Formula input whose parameters p
// holds (FormulaParams), or "".
func (p *Param) FormulaOf() string {
	if f, ok := p.Editor.(FormulaParams); ok {
		return f.Of
	}
	return ""
}

// checkText checks a Text input: its length and, for a formula, that it
// parses.
func (p *Param) checkText(s string) error {
	if n := utf8.RuneCountInString(s); n > MaxText {
		return inputErrorf(p.Name, "has %d characters; at most %d are allowed", n, MaxText)
	}
	if isFormula(p) {
		if _, err := expr.Parse(s); err != nil {
			return inputErrorf(p.Name, "%v", err)
		}
	}
	return nil
}

// A Slot is the value of one parameter of a formula and its slider: the
// range [Min, Max] in steps of Step.
type Slot struct{ Value, Min, Max, Step float64 }

// DefaultSlot is a new parameter's value and slider: 1, in [-5, 5] by
// 0.01. A value outside that range widens it (DefaultRange).
var DefaultSlot = Slot{Value: 1, Min: -5, Max: 5, Step: 0.01}

// DefaultRange is the slider of a parameter given a value alone: [-5, 5],
// or twice the value's magnitude around 0 for a value outside it.
func DefaultRange(v float64) Slot {
	s := DefaultSlot
	s.Value = v
	if m := math.Abs(v); m > s.Max {
		s.Min, s.Max, s.Step = -2*m, 2*m, stepFor(4*m)
	}
	return s
}

// stepFor is a slider step of about a thousandth of width, a power of ten.
func stepFor(width float64) float64 {
	return libm.Pow(10, math.Floor(libm.Log10(width/1000)))
}

// Slots reads the parameter values of a FormulaParams input: a JSON object
// whose values are a number or [value, min, max, step]. The error names
// the parameter and what is wrong.
func Slots(name string, raw json.RawMessage) (map[string]Slot, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return nil, inputErrorf(name, "got %s; want an object of parameter values, such as {\"a\": 1}", describeJSON(raw))
	}
	out := make(map[string]Slot, len(m))
	for k, v := range m {
		if !isIdent(k) {
			return nil, inputErrorf(name, "%q is not a parameter name (letters, digits and _, not starting with a digit)", k)
		}
		s, err := slot(v)
		if err != nil {
			return nil, inputErrorf(name, "parameter %s: %v", k, err)
		}
		out[k] = s
	}
	return out, nil
}

// slot reads one value: a number, or [value, min, max, step].
func slot(msg json.RawMessage) (Slot, error) {
	if describeJSON(msg) != "a list" {
		v, err := decodeNumber(msg)
		if err != nil {
			return Slot{}, err
		}
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return Slot{}, fmt.Errorf("%s is not a finite number", FormatNumber(v))
		}
		return DefaultRange(v), nil
	}
	var xs []json.RawMessage
	if err := json.Unmarshal(msg, &xs); err != nil || len(xs) != 4 {
		return Slot{}, fmt.Errorf("want a number or [value, min, max, step]")
	}
	var f [4]float64
	for i, x := range xs {
		v, err := decodeNumber(x)
		if err != nil {
			return Slot{}, fmt.Errorf("%s: %v", [...]string{"value", "min", "max", "step"}[i], err)
		}
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return Slot{}, fmt.Errorf("%s: %s is not a finite number", [...]string{"value", "min", "max", "step"}[i], FormatNumber(v))
		}
		f[i] = v
	}
	s := Slot{Value: f[0], Min: f[1], Max: f[2], Step: f[3]}
	if !(s.Min < s.Max) {
		return Slot{}, fmt.Errorf("the slider's min %s must be below its max %s", FormatNumber(s.Min), FormatNumber(s.Max))
	}
	if !(s.Step > 0) || s.Step > s.Max-s.Min {
		return Slot{}, fmt.Errorf("the step %s must be above 0 and at most max − min", FormatNumber(s.Step))
	}
	return s, nil
}

// SlotsJSON writes the slots of the parameters names, in that order: a
// value alone when its slider is the default one for it (DefaultRange).
func SlotsJSON(names []string, slots map[string]Slot) json.RawMessage {
	parts := make([]string, 0, len(names))
	for _, n := range names {
		s, ok := slots[n]
		if !ok {
			continue
		}
		v := FormatNumber(s.Value)
		if s != DefaultRange(s.Value) {
			v = "[" + FormatNumber(s.Value) + ", " + FormatNumber(s.Min) + ", " + FormatNumber(s.Max) + ", " + FormatNumber(s.Step) + "]"
		}
		parts = append(parts, strconv.Quote(n)+": "+v)
	}
	return json.RawMessage("{" + strings.Join(parts, ", ") + "}")
}

// ForParams returns slots for exactly the parameters names: those of
// slots kept, new ones at DefaultSlot.
func ForParams(names []string, slots map[string]Slot) map[string]Slot {
	out := make(map[string]Slot, len(names))
	for _, n := range names {
		if s, ok := slots[n]; ok {
			out[n] = s
		} else {
			out[n] = DefaultSlot
		}
	}
	return out
}

// Values returns the values of the parameters names from slots, in order,
// and the first name without one.
func Values(names []string, slots map[string]Slot) ([]float64, string) {
	vals := make([]float64, len(names))
	for i, n := range names {
		s, ok := slots[n]
		if !ok {
			return nil, n
		}
		vals[i] = s.Value
	}
	return vals, ""
}

func isIdent(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	return !slices.ContainsFunc([]byte(s), func(c byte) bool {
		return !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')
	})
}
