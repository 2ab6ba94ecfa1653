package session

import (
	"reflect"
	"strings"
	"testing"

	"eqx/internal/plot"
)

// TestEditsShapes plays the edits of lists and tables a page's buttons
// make. References: √41 (the distance from (0, 0, 0) to (3, 4, 4)), SciPy
// 1.10.1 multivariate_normal.pdf([1, −1], [0, 0], [[2, 0.3], [0.3, 1]]),
// and −(0.4 ln 0.4 + 0.6 ln 0.6) in NumPy.
func TestEditsShapes(t *testing.T) {
	d := New(spec(t, "euclidean-distance"), plot.Light)
	d.Set("x", with(d, "x", []float64{0, 0}))
	d.Set("y", with(d, "y", []float64{3, 4}))
	x := d.Spec.Param("x")
	if !d.CanResize(x, +1) {
		t.Fatal("euclidean-distance: x cannot grow")
	}
	d.Resize(x, +1) // y must match x: both grow, repeating their last entry
	if !reflect.DeepEqual(d.In["x"], []float64{0, 0, 0}) || !reflect.DeepEqual(d.In["y"], []float64{3, 4, 4}) || !near(d.Out.(float64), 6.4031242374328485, 1e-15) {
		t.Fatalf("x one longer: x %v, y %v, distance %v; want [0 0 0], [3 4 4], √41", d.In["x"], d.In["y"], d.Out)
	}
	d.Resize(x, -1)
	if !reflect.DeepEqual(d.In["y"], []float64{3, 4}) || d.Out != 5.0 {
		t.Fatalf("x one shorter: y %v, distance %v; want [3 4], 5", d.In["y"], d.Out)
	}

	g := New(spec(t, "multivariate-gaussian-pdf"), plot.Light)
	sigma := g.Spec.Param("Sigma")
	if g.CanResize(g.Spec.Param("x"), +1) || g.CanReshape(sigma, 1, 0) {
		t.Error("multivariate-gaussian-pdf: x (and μ) or Σ alone may change size, but Σ must stay d × d")
	}
	if !g.SetCell(sigma, 0, 1, 0.3) {
		t.Fatalf("Σ₁₂ = 0.3 refused: %v", g.Errs)
	}
	if m := g.In.Matrix("Sigma"); m[1][0] != 0.3 || !near(g.Out.(float64), 0.04487667691008734, 1e-13) {
		t.Fatalf("Σ₁₂ = 0.3: Σ %v, density %v; want Σ₂₁ = 0.3 too and 0.04487667691008734", m, g.Out)
	}

	e := New(spec(t, "entropy"), plot.Light) // p = [0.9, 0.1]
	if !e.SetEntry(e.Spec.Param("p"), 0, 0.4) || !reflect.DeepEqual(e.In["p"], []float64{0.4, 0.6}) || !near(e.Out.(float64), 0.6730116670092565, 1e-15) {
		t.Fatalf("p₁ = 0.4: p %v, H %v; want [0.4 0.6] and 0.6730116670092565", e.In["p"], e.Out)
	}
	if e.SetEntry(e.Spec.Param("p"), 1, 1.5) || !strings.Contains(e.Errs["p 2"], "not a probability") {
		t.Errorf("p₂ = 1.5 taken, or not named: %v", e.Errs)
	}
	// A control of an entry or a cell that is no longer there (a stale
	// one) changes nothing.
	if e.SetEntry(e.Spec.Param("p"), -1, 0.5) || e.SetEntry(e.Spec.Param("p"), 2, 0.5) ||
		g.SetCell(sigma, -1, 0, 1) || g.SetCell(sigma, 0, 2, 1) {
		t.Error("an entry or a cell out of range was set")
	}
}

// TestEditsNumbers: a number turned into a list and back, and a count
// that is not whole.
func TestEditsNumbers(t *testing.T) {
	r := New(spec(t, "relu"), plot.Light) // z = 0.5
	z := r.Spec.Param("z")
	r.SwitchShape(z)
	if !reflect.DeepEqual(r.In["z"], []float64{0.5}) || !reflect.DeepEqual(r.Out, []float64{0.5}) {
		t.Fatalf("z as a list: %v → %v", r.In["z"], r.Out)
	}
	r.SwitchShape(z)
	if r.In["z"] != 0.5 || r.Out != 0.5 {
		t.Fatalf("z as a number again: %v → %v", r.In["z"], r.Out)
	}
	k := New(spec(t, "knn-classifier"), plot.Light)
	before := k.In["k"]
	if k.SetScalar(k.Spec.Param("k"), 2.5) || !strings.Contains(k.Errs["k"], "2.5 is not a whole number") || k.In["k"] != before {
		t.Errorf("k = 2.5: errors %v, k %v (was %v)", k.Errs, k.In["k"], before)
	}
}

// TestTypeNumber: what is typed into a number box is kept as typed; a
// number is set (σ(−1e-3) = 0.4997500000208333, SciPy's expit), text that
// is not one, or a fraction for a count, leaves the inputs with a message
// naming the box.
func TestTypeNumber(t *testing.T) {
	s := New(spec(t, "sigmoid"), plot.Light)
	z := s.Spec.Param("z")
	set := func(x float64) bool { return s.SetScalar(z, x) }
	s.TypeNumber("z", "-1e-3", false, set)
	if s.Texts["z"] != "-1e-3" || s.Errs["z"] != "" || !near(s.Out.(float64), 0.4997500000208333, 1e-15) {
		t.Fatalf("typed -1e-3: text %q, error %q, out %v", s.Texts["z"], s.Errs["z"], s.Out)
	}
	s.TypeNumber("z", "1,5", false, set)
	if s.Texts["z"] != "1,5" || !strings.HasPrefix(s.Errs["z"], "z: ") || s.In["z"] != -1e-3 {
		t.Errorf("typed 1,5: text %q, error %q, z %v; want the text kept, a message, z unchanged", s.Texts["z"], s.Errs["z"], s.In["z"])
	}
	k := New(spec(t, "knn-classifier"), plot.Light)
	k.TypeNumber("k", "2.5", true, func(float64) bool { t.Error("2.5 given to a count"); return false })
	if k.Errs["k"] != "k: 2.5 is not a whole number" {
		t.Errorf("typed 2.5 for k: error %q", k.Errs["k"])
	}
}
