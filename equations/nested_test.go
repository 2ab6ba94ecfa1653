package equations_test

import (
	"maps"
	"math"
	"slices"
	"testing"

	"eqx/equations"
)

// TestInnerSteps holds each intermediate an equation shows for an inner
// equation to that equation's own answer for the same numbers: the
// attention kernel's weights to softmax, the logistic hypothesis to the
// sigmoid. The outer values come from the outer kernels, the inner ones
// from the inner equations, so a step that fed the inner equation other
// numbers, or an outer kernel that drifted, fails here.
func TestInnerSteps(t *testing.T) {
	reg := equations.Catalogue()
	cases := []struct {
		id   string
		with equations.Inputs
	}{
		{"scaled-dot-product-attention", nil},
		{"scaled-dot-product-attention", equations.Inputs{"scaled": false}},
		{"scaled-dot-product-attention", equations.Inputs{"Q": [][]float64{{3, -1, 0.5}}, "scaled": true}},
		{"logistic-regression-hypothesis", nil},
		{"logistic-regression-hypothesis", equations.Inputs{"theta": []float64{0.5, -2, 1}, "x": []float64{3, 4}}}, // x₀ = 1 prepended
		{"attention-weights", nil},
		{"attention-weights", equations.Inputs{"e": []float64{800, 1, -3}}},
		{"decoder-output-softmax", nil},
		{"two-layer-nn-sgd-update", nil},
		{"two-layer-nn-sgd-update", equations.Inputs{"x": []float64{-3, 2}, "b2": -1.5}},
		{"backprop-deltas", nil},
		{"backprop-deltas", equations.Inputs{"g": "tanh", "cost": "(1/2)||a - y||^2"}},
		{"kernel-gram-matrix", nil},
		{"kernel-gram-matrix", equations.Inputs{"kernel": "gaussian rbf exp(-||x - x'||^2 / (2 sigma^2))", "sigma": 0.7}},
	}
	seen := map[string]bool{}
	for _, c := range cases {
		outer := lookup(t, c.id)
		in := outer.Defaults()
		for k, v := range c.with {
			in[k] = v
		}
		if err := outer.Validate(in); err != nil {
			t.Fatalf("%s %v: %v", c.id, c.with, err)
		}
		if len(outer.Inner) == 0 {
			t.Fatalf("%s shows no inner equation", c.id)
		}
		used := 0 // the inner equations these inputs use (a Gram matrix: its kernel's)
		for _, inner := range outer.Inner {
			seen[c.id] = true
			spec := lookup(t, inner.ID)
			steps, err := inner.Steps(in)
			if err != nil {
				t.Fatalf("%s → %s: %v", c.id, inner.ID, err)
			}
			if len(steps) > 0 {
				used++
			}
			for _, st := range steps {
				if err := spec.Validate(st.In); err != nil {
					t.Errorf("%s → %s, %s: the inner inputs are refused: %v", c.id, inner.ID, st.Label, err)
					continue
				}
				got, err := spec.Evaluate(st.In)
				if err != nil {
					t.Errorf("%s → %s, %s: %v", c.id, inner.ID, st.Label, err)
					continue
				}
				a, b := flatten(got), flatten(st.Value)
				if len(a) != len(b) || len(a) == 0 {
					t.Errorf("%s → %s, %s: %v against the outer's %v", c.id, inner.ID, st.Label, got, st.Value)
					continue
				}
				for i := range a {
					if math.Abs(a[i]-b[i]) > 1e-12*math.Max(1, math.Abs(b[i])) {
						t.Errorf("%s → %s, %s: entry %d is %v, the outer computed %v", c.id, inner.ID, st.Label, i, a[i], b[i])
					}
				}
			}
		}
		if used == 0 {
			t.Errorf("%s %v: no inner equation has a step", c.id, c.with)
		}
	}
	// Every equation with inner equations is exercised above.
	for _, s := range reg.All() {
		if len(s.Inner) > 0 && !seen[s.ID] {
			t.Errorf("%s has inner equations no case checks", s.ID)
		}
	}
}

// flatten lists the numbers of an output in row-major order.
func flatten(v any) []float64 {
	switch x := v.(type) {
	case float64:
		return []float64{x}
	case []float64:
		return x
	case [][]float64:
		var out []float64
		for _, r := range x {
			out = append(out, r...)
		}
		return out
	case map[string]any:
		// The parts in the order of their names: both sides are maps of
		// the same parts, or they differ in length here.
		var out []float64
		for _, k := range slices.Sorted(maps.Keys(x)) {
			out = append(out, flatten(x[k])...)
		}
		return out
	}
	return nil
}
