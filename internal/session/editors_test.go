package session

import (
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
	"eqx/internal/points"
)

// TestEditorsCovariance edits Σ of a 2-D Gaussian as σ₁, σ₂ and ρ.
// References: SciPy 1.10.1 multivariate_normal.pdf([1, −1], [0, 0], Σ)
// for Σ = [[1, ρσ₂], [ρσ₂, 1]] with ρ = 0.5/√2 (σ₁ 1, the default's ρ and
// σ₂ kept), and for Σ = [[2, −0.3√2], [−0.3√2, 1]].
func TestEditorsCovariance(t *testing.T) {
	g := New(spec(t, "multivariate-gaussian-pdf"), plot.Light) // Σ = [[2, 0.5], [0.5, 1]]
	if !g.SetSpread("Sigma", "σ₁ of Σ", 0, 1) || !near(g.Out.(float64), 0.03622414002871804, 1e-13) {
		t.Fatalf("σ₁ = 1: Σ %v, density %v; want 0.03622414002871804", g.In.Matrix("Sigma"), g.Out)
	}
	g.Reset()
	if !g.SetCorrelation("Sigma", "ρ of Σ", -0.3) || !near(g.Out.(float64), 0.06532640137423673, 1e-13) {
		t.Fatalf("ρ = −0.3: Σ %v, density %v; want 0.06532640137423673", g.In.Matrix("Sigma"), g.Out)
	}
	before := g.In.Clone()
	if g.SetCorrelation("Sigma", "ρ of Σ", 1) || !strings.Contains(g.Errs["ρ of Σ"], "(−1, 1)") {
		t.Errorf("ρ = 1 taken, or the message does not say why: %q", g.Errs["ρ of Σ"])
	}
	if g.SetSpread("Sigma", "σ₂ of Σ", 1, -2) || !strings.Contains(g.Errs["σ₂ of Σ"], "positive") {
		t.Errorf("σ₂ = −2 taken, or the message does not say why: %q", g.Errs["σ₂ of Σ"])
	}
	if !reflect.DeepEqual(g.In, before) {
		t.Errorf("a refused spread or correlation changed the inputs: %v", g.In)
	}
}

// TestEditorsBits flips the bits of a Hamming distance: x = 101101 and
// y = 001001 differ in 2 places, 001101 and 001001 in 1 (SciPy's
// hamming(x, y) · 6).
func TestEditorsBits(t *testing.T) {
	h := New(spec(t, "hamming-distance"), plot.Light)
	if h.Out != 2 {
		t.Fatalf("default distance %v, want 2", h.Out)
	}
	if got := h.OtherBits("x"); !reflect.DeepEqual(got, []int{0, 0, 1, 0, 0, 1}) {
		t.Errorf("OtherBits(x) = %v, want y's bits", got)
	}
	h.FlipBit("x", 0)
	if string(h.In.Object("x")) != "[0, 0, 1, 1, 0, 1]" || h.Out != 1 {
		t.Fatalf("x₁ flipped: x %s, distance %v; want [0, 0, 1, 1, 0, 1] and 1", h.In.Object("x"), h.Out)
	}
	h.FlipBit("x", 6) // no such bit: nothing changes
	if h.Out != 1 {
		t.Errorf("a flip past the end changed the distance to %v", h.Out)
	}
}

// TestEditorsRanked moves a score and marks an item relevant. References:
// scikit-learn 1.2.1, the mean of average_precision_score over the three
// queries: 0.7777… at the defaults, 0.8333… with the third score of the
// first query 0.5, and 0.8333… with its second item relevant.
func TestEditorsRanked(t *testing.T) {
	m := New(spec(t, "mean-average-precision"), plot.Light)
	if !near(m.Out.(float64), 0.7777777777777777, 1e-15) {
		t.Fatalf("default MAP %v, want 0.7777777777777777", m.Out)
	}
	if !m.SetScore("queries", "s 1 3", 0, 2, 0.5) || !near(m.Out.(float64), 0.8333333333333334, 1e-15) {
		t.Fatalf("s₃ of query 1 = 0.5: MAP %v, want 0.8333333333333334", m.Out)
	}
	m.Reset()
	m.FlipRelevant("queries", "y 1 2", 0, 1)
	qs, _ := Ranked(m.In.Object("queries"))
	if !reflect.DeepEqual(qs[0].Y, []int{0, 1, 1, 1}) || !near(m.Out.(float64), 0.8333333333333334, 1e-15) {
		t.Fatalf("item 2 of query 1 relevant: y %v, MAP %v; want [0 1 1 1] and 0.8333333333333334", qs[0].Y, m.Out)
	}
	if m.SetScore("queries", "s 1 1", 0, 0, math.Inf(1)) || !strings.Contains(m.Errs["s 1 1"], "finite") {
		t.Errorf("an infinite score taken, or the message does not say why: %q", m.Errs["s 1 1"])
	}
}

// TestEditorsWords types a corpus and picks words of it. Reference: in
// "the cat sat, the cat ran" both of the 2 bigrams from "the" go to "cat"
// (counted by hand): P(cat | the) = 1.
func TestEditorsWords(t *testing.T) {
	b := New(spec(t, "bigram-mle"), plot.Light)
	b.TypeText("corpus", "The cat sat, the CAT ran!")
	if !reflect.DeepEqual(b.In.Strings("corpus"), []string{"the", "cat", "sat", "the", "cat", "ran"}) {
		t.Fatalf("corpus typed: tokens %q", b.In.Strings("corpus"))
	}
	if b.Texts["corpus"] != "The cat sat, the CAT ran!" {
		t.Errorf("the typed text is not kept as typed: %q", b.Texts["corpus"])
	}
	b.SetWord("prev", "the")
	b.TypeWord("next", " Cat ")
	if string(b.In.Object("next")) != `"cat"` || b.Out != 1.0 {
		t.Fatalf("P(cat | the) = %v with prev %s, next %s; want 1 (errors %v)", b.Out, b.In.Object("prev"), b.In.Object("next"), b.Errs)
	}
	b.TypeWord("next", "two words")
	if !strings.Contains(b.Errs["next"], "is 2 words") || string(b.In.Object("next")) != `"cat"` {
		t.Errorf("two words typed for one: message %q, next %s", b.Errs["next"], b.In.Object("next"))
	}
	b.TypeText("corpus", " ,;! ")
	if !strings.Contains(b.Errs["corpus"], "no words") || len(b.In.Strings("corpus")) != 6 {
		t.Errorf("a corpus without words: message %q, tokens %q (the last valid ones should stay)", b.Errs["corpus"], b.In.Strings("corpus"))
	}
}

// TestEditorsReplace: a set switched to words and back, a matrix pasted
// that the equation refuses, and columns pasted.
func TestEditorsReplace(t *testing.T) {
	j := New(spec(t, "jaccard-similarity"), plot.Light)
	out := j.Out
	j.SwitchMembers(true)
	if _, words := j.In.Members(j.Spec.Params[0].Name); words == nil || !reflect.DeepEqual(j.Out, out) {
		t.Fatalf("sets as words: %v, similarity %v; want words and the same %v", j.In, j.Out, out)
	}
	j.SwitchMembers(false)
	if nums, _ := j.In.Members(j.Spec.Params[0].Name); nums == nil || !reflect.DeepEqual(j.Out, out) {
		t.Fatalf("sets as numbers again: %v, similarity %v; want %v", j.In, j.Out, out)
	}

	g := New(spec(t, "multivariate-gaussian-pdf"), plot.Light)
	if msg := g.SetMatrix("Sigma", [][]float64{{math.Inf(1), 0}, {0, 1}}); msg == "" || !strings.Contains(msg, "Sigma") || g.In.Matrix("Sigma")[0][0] != 2 {
		t.Errorf("Σ₁₁ = +Inf pasted: message %q, Σ %v; want a message naming Sigma and Σ kept", msg, g.In.Matrix("Sigma"))
	}
	if msg := g.SetMatrix("Sigma", [][]float64{{1, 2}, {2, 1}}); msg != "" || g.Out != nil || !strings.Contains(g.OutErr, "positive definite") {
		t.Errorf("an indefinite Σ pasted: message %q, output %v, %q; want it taken and the result saying why there is none", msg, g.Out, g.OutErr)
	}
	if len(g.Errs) != 0 {
		t.Errorf("a refused paste left messages on the controls: %v", g.Errs)
	}
	if msg := g.SetMatrix("Sigma", [][]float64{{1, 0}, {0, 1}}); msg != "" || !near(g.Out.(float64), 0.05854983152431917, 1e-13) {
		t.Errorf("Σ = I pasted: message %q, density %v; want 0.05854983152431917", msg, g.Out)
	}

	e := New(spec(t, "euclidean-distance"), plot.Light)
	e.SetColumns([]string{"x", "y"}, [][]float64{{0, 0, 0}, {3, 4, 12}})
	if !near(e.Out.(float64), 13, 1e-15) {
		t.Errorf("columns pasted: distance %v, want 13", e.Out)
	}
}

// TestEditorsPreset puts a preset of points into a classifier's data: the
// labels of "separable" are both classes, and an unknown preset is
// refused with a message naming it.
func TestEditorsPreset(t *testing.T) {
	k := New(spec(t, "knn-classifier"), plot.Light)
	if k.ApplyPreset("plane", "no such preset", 1) || !strings.Contains(k.Errs["plane"], "no such preset") {
		t.Errorf("an unknown preset taken, or not named: %v", k.Errs)
	}
	if !k.ApplyPreset("plane", points.Separable, 1) || len(k.Errs) != 0 {
		t.Fatalf("the separable preset refused: %v", k.Errs)
	}
	seen := map[float64]bool{}
	for _, y := range k.In.Vector("y") {
		seen[y] = true
	}
	if len(seen) != 2 {
		t.Errorf("separable preset: labels %v, want two classes", k.In.Vector("y"))
	}
}

// TestEditorsTyped: a value typed as text is kept as typed and used when
// the equation takes it; a point dragged on the plane moves its row.
// Reference: scikit-learn's KNeighborsClassifier(3) puts (3, 3) in class
// 1 once the class-1 point (6, 5) is dragged to (3, 4): its neighbours are
// then (3, 4) and (5, 5), both class 1, at 1 and √8.
func TestEditorsTyped(t *testing.T) {
	j := New(spec(t, "jaccard-similarity"), plot.Light)
	name := j.Spec.Params[0].Name
	if !j.TypeValue(name, "a, b c", []string{"a", "b", "c"}) || j.Texts[name] != "a, b c" {
		t.Fatalf("typed set: taken? text %q, errors %v", j.Texts[name], j.Errs)
	}

	k := New(spec(t, "knn-classifier"), plot.Light)
	pts := points.List(k.Spec, k.In)
	var moved bool
	for _, pt := range pts {
		if pt.X == 6 && pt.Y == 5 {
			moved = k.EditPoints("plane", func(s *equations.Spec, in equations.Inputs) (equations.Inputs, error) {
				return points.Move(s, in, pt, 3, 4)
			})
		}
	}
	if !moved || k.In.Matrix("X")[4][0] != 3 || k.In.Matrix("X")[4][1] != 4 {
		t.Fatalf("(6,5) dragged to (3,4): taken %v, X %v", moved, k.In.Matrix("X"))
	}
	if k.Out != 1.0 && k.Out != 1 {
		t.Errorf("vote after the drag %v, want class 1", k.Out)
	}
	if k.EditPoints("plane", func(*equations.Spec, equations.Inputs) (equations.Inputs, error) {
		return nil, errors.New("points: no such point")
	}) || k.Errs["plane"] != "points: no such point" {
		t.Errorf("a failed edit: errors %v", k.Errs)
	}
}
