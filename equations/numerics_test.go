package equations_test

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/conform"
)

// numericsSpec is the catalogue's spec of id, which must have a numerics
// panel.
func numericsSpec(t *testing.T, id string) *equations.Spec {
	t.Helper()
	s, ok := equations.Catalogue().Lookup(id)
	if !ok || s.Numerics == nil {
		t.Fatalf("%s has no numerics panel", id)
	}
	return s
}

// TestPartings checks where the printed formulas part from eqx's, at the
// defaults, against where float64 and float32 must overflow or underflow:
// e^x overflows above ln(max float) (math.MaxFloat64, math.MaxFloat32),
// and float32 rounds to 0 below 2⁻¹⁵⁰.
func TestPartings(t *testing.T) {
	ln64, ln32 := math.Log(math.MaxFloat64), math.Log(math.MaxFloat32)
	tests := []struct {
		id, form string
		bits     int
		at       float64 // where they must part; NaN: they must not
		tol      float64 // relative
	}{
		{"sigmoid", "as printed", 64, -ln64, 1e-12},
		{"sigmoid", "as printed", 32, -ln32, 1e-6},
		{"softmax", "as printed", 64, ln64 / 3, 1e-12}, // z = (1, 2, 3)·c
		{"softmax", "as printed", 32, ln32 / 3, 1e-6},
		{"entropy", "as printed", 64, 0, 0},
		{"entropy", "as printed", 32, math.Ldexp(1, -150), 1e-6},
		// y₁ = 1: NaN once p₁ is 1, which float32 makes of p₁ ≥ 1 − 2⁻²⁵.
		{"binary-cross-entropy", "as printed", 64, 1, 0},
		{"binary-cross-entropy", "as printed", 32, 1 - math.Ldexp(1, -25), 1e-12},
		// The data (2 … 9 plus an offset) are integers: their squares and
		// sums are exact in float64 until the squares pass 2⁵³, at an
		// offset of √2⁵³ ≈ 9.49·10⁷, where the one-pass shortcut parts
		// (checked below); the two-pass form only where the data
		// themselves round, past 2⁵³ ≈ 9.0·10¹⁵.
		{"variance", "as printed", 64, math.Ldexp(1, 53), 0},
		// Forty standard deviations out: eqx's density e^(−800)/(σ√(2π))
		// first rounds up to the smallest subnormal 2⁻¹⁰⁷⁴ where it passes
		// half of it, at σ = e^(−800 − ½ln 2π + 1075 ln 2), where the
		// printed e^(−800) is 0; in float32 the printed (40σ)² rounds to 0
		// (≤ 2⁻¹⁵⁰), with 2σ² already 0: 0/0 = NaN, from σ = 2⁻⁷⁵/40.
		{"gaussian-pdf", "as printed", 64, math.Exp(-800 - 0.5*math.Log(2*math.Pi) + 1075*math.Ln2), 1e-9},
		{"gaussian-pdf", "as printed", 32, math.Ldexp(1, -75) / 40, 1e-6},
		{"variance", "the one-pass", 64, 0, 0},
	}
	for _, tt := range tests {
		s := numericsSpec(t, tt.id)
		var p *equations.Parting
		parts := s.Numerics.Partings(s.Defaults())
		for i := range parts {
			if strings.HasPrefix(parts[i].Form, tt.form) && parts[i].Bits == tt.bits {
				p = &parts[i]
			}
		}
		if p == nil {
			t.Errorf("%s: no parting of %q in %d bits among %+v", tt.id, tt.form, tt.bits, parts)
			continue
		}
		switch {
		case math.IsNaN(tt.at):
			if p.Found {
				t.Errorf("%s, %s, %d bits: parts at %g (%v vs %v), want never", tt.id, p.Form, tt.bits, p.At, p.Got, p.Stable)
			}
		case tt.id == "variance":
			lo, hi := math.Sqrt(math.Ldexp(1, 53)), 1e9
			if strings.HasPrefix(tt.form, "as printed") {
				lo, hi = math.Ldexp(1, 53)-9, 1e16
			}
			if !p.Found || p.At < lo || p.At > hi {
				t.Errorf("variance, %s, 64 bits: parts at %g (found %v), want between %g and %g", p.Form, p.At, p.Found, lo, hi)
			}
		case !p.Found || math.Abs(p.At-tt.at) > tt.tol*math.Abs(tt.at):
			t.Errorf("%s, %s, %d bits: parts at %.17g (found %v), want %.17g", tt.id, p.Form, tt.bits, p.At, p.Found, tt.at)
		}
	}
}

// TestStableFormsMatchVectors holds eqx's form of each panel, in float64,
// to the reference vectors of its equation.
func TestStableFormsMatchVectors(t *testing.T) {
	vs := append(readVectors(t, publicVectors), readVectors(t, edgeVectors)...)
	checked := 0
	for _, v := range vs {
		s, ok := equations.Catalogue().Lookup(v.ID)
		if !ok || s.Numerics == nil {
			continue
		}
		stable := s.Numerics.Forms[len(s.Numerics.Forms)-1]
		r := conform.Check(v, func(_ string, raw map[string]json.RawMessage) (json.RawMessage, error) {
			in, err := s.Decode(raw)
			if err != nil {
				return nil, err
			}
			if err := s.Validate(in); err != nil {
				return nil, err
			}
			out := stable.Eval(in, 64)
			if out == nil {
				return nil, fmt.Errorf("the form took no output")
			}
			if strings.HasPrefix(strings.TrimSpace(string(v.Expected)), "[") {
				return mustJSON(t, out), nil
			}
			return mustJSON(t, out[0]), nil
		})
		if r.Err != nil {
			// A vector eqx refuses (an edge case of its domain) is not one
			// the panel shows.
			if _, failure := equations.Catalogue().Eval(equations.Request{ID: v.ID, Inputs: v.Inputs}); failure == equations.OK {
				t.Errorf("%s %s: %v", v.ID, v.Inputs, r.Err)
			}
			continue
		}
		checked++
		for _, d := range r.Diffs {
			t.Errorf("%s %s: eqx's form in the panel: %s", v.ID, v.Inputs, d)
		}
	}
	if checked < 8 {
		t.Errorf("only %d vectors checked the panels' forms", checked)
	}
}

// mustJSON writes v as eqx's JSON does (equations.MarshalValue: NaN and
// ±Inf as strings).
func mustJSON(t *testing.T, v any) json.RawMessage {
	t.Helper()
	b, err := equations.MarshalValue(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
