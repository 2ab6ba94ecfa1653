package session

import (
	"math"
	"slices"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

func spec(t *testing.T, id string) *equations.Spec {
	t.Helper()
	s, ok := equations.Catalogue().Lookup(id)
	if !ok {
		t.Fatalf("no equation %q", id)
	}
	return s
}

// with returns the session's inputs with name set to v.
func with(s *Session, name string, v any) equations.Inputs {
	c := s.In.Clone()
	c[name] = v
	return c
}

// TestSessionEdits plays a person's edits on the sigmoid's page: the
// result follows a valid value (scipy 1.10.1 special.expit for the
// references), a refused one keeps the last valid inputs and says why,
// and Reset goes back to the defaults.
func TestSessionEdits(t *testing.T) {
	s := New(spec(t, "sigmoid"), plot.Light)
	if s.Out != 0.6224593312018546 || len(s.SVGs) != 1 || len(s.Worked()) == 0 {
		t.Fatalf("defaults: out %v, %d figures, worked %q", s.Out, len(s.SVGs), s.Worked())
	}
	ch := s.Set("z", with(s, "z", 2.0))
	if !ch.Taken || s.Out != 0.8807970779778823 {
		t.Errorf("z = 2: %+v, out %v; want σ(2) = 0.8807970779778823", ch, s.Out)
	}
	if ch.Resampled {
		t.Error("z = 2: the curve over z was sampled again; only the swept input moved")
	}
	if ch := s.Set("z", with(s, "z", math.NaN())); ch.Taken || s.In.Real("z") != 2 || !strings.Contains(s.Errs["z"], "NaN") {
		t.Errorf("z = NaN: %+v, z %v, error %q; want refused, z kept at 2, a message naming NaN", ch, s.In.Real("z"), s.Errs["z"])
	}
	s.Texts["z"] = "abc"
	s.Reset()
	if s.In.Real("z") != 0.5 || len(s.Errs) != 0 || len(s.Texts) != 0 || s.Out != 0.6224593312018546 {
		t.Errorf("after Reset: z %v, errors %v, texts %v, out %v", s.In.Real("z"), s.Errs, s.Texts, s.Out)
	}
}

// TestSessionResamples: the curve over x is sampled again when an input
// other than x moves (ELU's α), not when x does.
func TestSessionResamples(t *testing.T) {
	s := New(spec(t, "elu"), plot.Light)
	if ch := s.Set("x", with(s, "x", -1.0)); !ch.Taken || ch.Resampled {
		t.Errorf("x = −1: %+v; want taken, not resampled", ch)
	}
	if ch := s.Set("alpha", with(s, "alpha", 0.5)); !ch.Taken || !ch.Resampled {
		t.Errorf("α = 0.5: %+v; want taken and resampled", ch)
	}
	// mpmath 1.2.1: 0.5·expm1(−1).
	if got := s.Out.(float64); math.Abs(got+0.31606027941427883) > 1e-16 {
		t.Errorf("ELU_0.5(−1) = %v, want −0.31606027941427883", got)
	}
}

// TestSessionUndefined: an input the equation is undefined at is taken
// (it is in the domain), and the page shows why there is no result.
func TestSessionUndefined(t *testing.T) {
	s := New(spec(t, "precision"), plot.Light)
	in := with(s, "TP", 0)
	in["FP"] = 0
	if ch := s.Set("TP", in); !ch.Taken || s.Out != nil || !strings.Contains(s.OutErr, "TP + FP = 0") {
		t.Errorf("TP = FP = 0: %+v, out %v, error %q; want taken, no output, the reason", ch, s.Out, s.OutErr)
	}
	if s.Worked() != nil {
		t.Errorf("worked lines without a result: %q", s.Worked())
	}
}

// TestSessionClearEdits keeps the free text a person wrote, and forgets
// the other typed values.
func TestSessionClearEdits(t *testing.T) {
	s := New(spec(t, "unigram-mle"), plot.Light)
	s.Texts["corpus"], s.Errs["corpus"] = "the cat ,,", "corpus: still typing"
	s.Texts["vocab"], s.Errs["vocab"] = "x", "vocab: not used"
	s.ClearEdits()
	if s.Texts["corpus"] == "" || s.Errs["corpus"] == "" {
		t.Error("the corpus's free text was forgotten")
	}
	if _, ok := s.Texts["vocab"]; ok {
		t.Error("a typed value of another input was kept")
	}
}

// TestSessionCopy changes a copy of the softmax page's session, an entry
// of its vector, a refused value and the figures, and finds the original
// as it was: softmax(1, 2, 3)₀ = 0.09003057317038046 (scipy 1.10.1
// special.softmax) before and after.
func TestSessionCopy(t *testing.T) {
	s := New(spec(t, "softmax"), plot.Light)
	z := s.Spec.Param("z")
	out := func(s *Session) float64 { return s.Out.([]float64)[0] }
	if out(s) != 0.09003057317038046 {
		t.Fatalf("defaults: softmax(z)₀ = %v, want 0.09003057317038046 (z = %v)", out(s), s.In["z"])
	}
	svg := s.SVGs[0]
	c := s.Copy()
	if !c.SetEntry(z, 0, 3) || out(c) == out(s) {
		t.Fatalf("the copy did not take z₀ = 3: %v", c.Out)
	}
	c.SetEntry(z, 1, math.NaN())
	if got := s.In.Vector("z"); got[0] != 1 || out(s) != 0.09003057317038046 || s.SVGs[0] != svg || len(s.Errs) != 0 {
		t.Errorf("the original changed with its copy: z = %v, out %v, errs %v, figure changed %v", got, s.Out, s.Errs, s.SVGs[0] != svg)
	}
	if len(c.Errs) == 0 {
		t.Errorf("the copy kept no message for z₁ = NaN")
	}
}

// TestSessionDraft changes a label as a slider move does, as a draft:
// the decision regions of k-NN and the cost surface of linear regression
// are sampled coarser (the surface on 21 × 21 points instead of 41 × 41),
// and Refine, once the slider rests, draws the figures a session loaded
// at those inputs draws in full.
func TestSessionDraft(t *testing.T) {
	for _, id := range []string{"knn-classifier", "linear-regression-cost"} {
		s := New(spec(t, id), plot.Light)
		in := s.In.Clone()
		in["y"].([]float64)[0] += 2
		full := New(s.Spec, plot.Light)
		full.Load(in)
		s.Draft = true
		if !s.Set("y", in).Taken {
			t.Fatalf("%s: y = %v refused: %v", id, in["y"], s.Errs)
		}
		if slices.Equal(s.SVGs, full.SVGs) {
			t.Errorf("%s: the draft's figures are the full ones", id)
		}
		if g := s.Grid(); g != nil && len(g.X) != 21 {
			t.Errorf("%s: a draft surface of %d × %d points, want 21 × 21", id, len(g.X), len(g.Y))
		}
		if !s.Refine() || !slices.Equal(s.SVGs, full.SVGs) {
			t.Errorf("%s: Refine did not draw the full figures", id)
		}
		if g := s.Grid(); g != nil && len(g.X) != 41 {
			t.Errorf("%s: a refined surface of %d × %d points, want 41 × 41", id, len(g.X), len(g.Y))
		}
		if s.Refine() {
			t.Errorf("%s: Refine drew full figures again", id)
		}
	}
}
