package session

import (
	"math"

	"eqx/equations"
	"eqx/internal/expr"
)

// A person's own formula (equations.Formula) and the values of its
// parameters (equations.FormulaParams): the formula is kept as typed, and
// its parameters' input follows it, one slider per name it uses.

// TypeFormula takes text typed into the Formula input name. The text is
// kept as typed; when it parses, it becomes the formula, and the
// parameters' input (the FormulaParams input of name) then holds exactly
// its parameters: those it had keep their values and sliders, new ones
// start at equations.DefaultSlot. Otherwise the last formula stays, with
// the syntax error and its position.
func (s *Session) TypeFormula(name, text string) bool {
	s.Texts[name] = text
	c := s.In.Clone()
	c[name] = text
	if e, err := expr.Parse(text); err == nil {
		if of := s.paramsOf(name); of != "" {
			slots, _ := equations.Slots(of, s.In.Object(of))
			c[of] = equations.SlotsJSON(e.Params(), equations.ForParams(e.Params(), slots))
		}
	}
	if !s.Set(name, c).Taken {
		return false
	}
	delete(s.Errs, name)
	delete(s.Texts, name) // the box shows the formula, as typed
	return true
}

// paramsOf is the FormulaParams input of the Formula input name, or "".
func (s *Session) paramsOf(name string) string {
	for _, p := range s.Spec.Params {
		if p.FormulaOf() == name {
			return p.Name
		}
	}
	return ""
}

// SetSlot sets the value of the parameter param of the FormulaParams
// input name to x, a finite number; key names the control. A value
// beyond the slider's range (typed in its box) widens the range to it.
func (s *Session) SetSlot(name, key, param string, x float64) bool {
	return s.editSlot(name, key, param, func(sl *equations.Slot) string {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return key + ": a parameter must be a finite number, not " + equations.FormatNumber(x)
		}
		sl.Value = x
		sl.Min, sl.Max = min(sl.Min, x), max(sl.Max, x)
		return ""
	})
}

// SetSlotRange sets the slider of the parameter param to [lo, hi] in
// steps of step, the value clamped into it.
func (s *Session) SetSlotRange(name, key, param string, lo, hi, step float64) bool {
	return s.editSlot(name, key, param, func(sl *equations.Slot) string {
		switch {
		case !(lo < hi) || math.IsInf(hi-lo, 0):
			return key + ": the slider's min " + equations.FormatNumber(lo) + " must be below its max " + equations.FormatNumber(hi)
		case !(step > 0) || step > hi-lo:
			return key + ": the step " + equations.FormatNumber(step) + " must be above 0 and at most max − min"
		}
		sl.Min, sl.Max, sl.Step = lo, hi, step
		sl.Value = min(max(sl.Value, lo), hi)
		return ""
	})
}

// editSlot applies edit to the slot of param, which returns a message to
// refuse it, and sets the input when the equation computes with it.
func (s *Session) editSlot(name, key, param string, edit func(*equations.Slot) string) bool {
	par := s.Spec.Param(name)
	if par == nil {
		return false
	}
	e := s.Formula(par.FormulaOf())
	slots, err := equations.Slots(name, s.In.Object(name))
	if e == nil || err != nil {
		return false
	}
	slots = equations.ForParams(e.Params(), slots)
	sl, ok := slots[param]
	if !ok {
		return false
	}
	if msg := edit(&sl); msg != "" {
		s.Errs[key] = msg
		return false
	}
	slots[param] = sl
	delete(s.Texts, name)
	if s.setAs(key, name, equations.SlotsJSON(e.Params(), slots)) {
		delete(s.Errs, key)
		return true
	}
	return false
}

// Formula returns the parsed formula of the Formula input name, or nil.
func (s *Session) Formula(name string) *expr.Expr {
	e, err := expr.Parse(s.In.Choice(name))
	if err != nil {
		return nil
	}
	return e
}
