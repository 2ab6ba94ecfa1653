package session

import (
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

func customSession(t *testing.T) *Session {
	t.Helper()
	spec, ok := equations.Catalogue().Lookup(equations.CustomID)
	if !ok {
		t.Fatal("no custom page")
	}
	return New(spec, plot.Light)
}

// Typing a formula: a parse error keeps the text and the last formula in
// use, with where it is wrong; a formula that parses brings a slider per
// parameter, those it had keeping their values.
func TestTypeFormula(t *testing.T) {
	s := customSession(t)
	if !s.SetSlot("p", "k", "k", 3) {
		t.Fatalf("SetSlot k: %v", s.Errs)
	}
	before := s.In.Choice("f")
	if s.TypeFormula("f", "k*x + (b") {
		t.Fatal("an unclosed parenthesis was taken")
	}
	if s.Texts["f"] != "k*x + (b" || s.In.Choice("f") != before {
		t.Errorf("after a syntax error: text %q, formula %q", s.Texts["f"], s.In.Choice("f"))
	}
	if msg := s.Errs["f"]; !strings.Contains(msg, "'(' is never closed at 7") {
		t.Errorf("the error %q does not say where", msg)
	}
	if !s.TypeFormula("f", "k*x + b") {
		t.Fatalf("k*x + b refused: %v", s.Errs)
	}
	if s.Errs["f"] != "" || s.Texts["f"] != "" {
		t.Errorf("after a good formula: error %q, text %q", s.Errs["f"], s.Texts["f"])
	}
	if got := string(s.In.Object("p")); got != `{"k": 3, "b": 1}` {
		t.Errorf("p = %s, want k kept at 3 and b new at 1", got)
	}
	if y := s.Out.(map[string]any)["f(x)"]; y != 3*0.5+1 {
		t.Errorf("f(0.5) = %v, want 2.5", y)
	}
}

// A value typed beyond a slider's range widens it; a range is refused
// with a reason when it is empty or its step does not fit.
func TestSlots(t *testing.T) {
	s := customSession(t)
	if !s.SetSlot("p", "a", "a", 12) {
		t.Fatalf("SetSlot: %v", s.Errs)
	}
	if got := string(s.In.Object("p")); got != `{"a": [12, -5, 12, 0.01], "k": 2, "x0": 0}` {
		t.Errorf("p = %s", got)
	}
	if s.SetSlotRange("p", "a range", "a", 4, 4, 0.1) || !strings.Contains(s.Errs["a range"], "must be below its max") {
		t.Errorf("an empty range: %q", s.Errs["a range"])
	}
	if s.SetSlotRange("p", "a range", "a", 0, 1, 2) || !strings.Contains(s.Errs["a range"], "the step 2") {
		t.Errorf("a step wider than the range: %q", s.Errs["a range"])
	}
	if !s.SetSlotRange("p", "a range", "a", 0, 10, 0.5) {
		t.Fatalf("SetSlotRange: %v", s.Errs)
	}
	if got := string(s.In.Object("p")); got != `{"a": [10, 0, 10, 0.5], "k": 2, "x0": 0}` {
		t.Errorf("p = %s: the value is clamped into the new range", got)
	}
	if s.SetSlot("p", "a", "a", 1/zero()) {
		t.Error("an infinite value was taken")
	}
}

func zero() float64 { return 0 }
