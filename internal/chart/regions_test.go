package chart

import (
	"math"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// TestRegionFrame checks the framing by hand: pad by a tenth of the span
// (at least 1), widen to the least width, snap outward to the step.
func TestRegionFrame(t *testing.T) {
	tests := []struct {
		lo, hi, width float64
		want          [2]float64
	}{
		// Span 6, pad 1: [−1, 7], step 1.
		{0, 6, planeWidth, [2]float64{-1, 7}},
		// Moving an end a little inside its whole step keeps the frame.
		{0, 5.9, planeWidth, [2]float64{-1, 7}},
		{0.05, 6, planeWidth, [2]float64{-1, 7}},
		// Crossing a whole step moves it.
		{0, 6.05, planeWidth, [2]float64{-1, 8}},
		// One point: widened to 4 about it, [−1.5, 2.5] → [−2, 3].
		{0.5, 0.5, planeWidth, [2]float64{-2, 3}},
		// On a line, to 6: [−2, 4].
		{1, 1, lineWidth, [2]float64{-2, 4}},
		// Span 17.3, pad 1.73: [−4.93, 15.83], 20.76 wide; a tenth is
		// 2.076, so the step is 5: [−5, 20].
		{-3.2, 14.1, planeWidth, [2]float64{-5, 20}},
	}
	for _, tt := range tests {
		lo, hi := regionFrame(tt.lo, tt.hi, tt.width)
		if [2]float64{lo, hi} != tt.want {
			t.Errorf("regionFrame(%v, %v, %v) = [%v, %v], want %v", tt.lo, tt.hi, tt.width, lo, hi, tt.want)
		}
	}
}

// regionsFigure draws the first figure of a spec at its defaults with the
// given inputs changed.
func regionsFigure(t *testing.T, id string, set equations.Inputs) plot.Figure {
	t.Helper()
	s, in, out := evaluated(t, id, set)
	figs := Figures(s, in, out, Samples{}, plot.Light)
	if len(figs) == 0 {
		t.Fatalf("%s: no figure", id)
	}
	for i, f := range figs {
		if _, err := f.SVG(); err != nil {
			t.Errorf("%s: figure %d: %v", id, i, err)
		}
	}
	return figs[0]
}

// marksOf returns the marks of f of type T.
func marksOf[T plot.Mark](f plot.Figure) []T {
	var out []T
	for _, m := range f.Marks {
		if x, ok := m.(T); ok {
			out = append(out, x)
		}
	}
	return out
}

// labelled returns the Segments mark of f with the label.
func labelled(t *testing.T, f plot.Figure, label string) plot.Segments {
	t.Helper()
	for _, s := range marksOf[plot.Segments](f) {
		if s.Label == label {
			return s
		}
	}
	t.Fatalf("no segments %q among %v", label, f.Marks)
	return plot.Segments{}
}

// cellAt is the shaded value of the cell around the point (x, y).
func cellAt(t *testing.T, f plot.Figure, x, y float64) float64 {
	t.Helper()
	sh := marksOf[plot.Shade](f)
	if len(sh) != 1 {
		t.Fatalf("%d Shade marks, want 1", len(sh))
	}
	s := sh[0]
	rows, cols := len(s.Values), len(s.Values[0])
	i := int((x - s.X[0]) / (s.X[1] - s.X[0]) * float64(cols))
	j := int((y - s.Y[0]) / (s.Y[1] - s.Y[0]) * float64(rows))
	return s.Values[j][i]
}

func descHas(t *testing.T, f plot.Figure, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(f.Description, w) {
			t.Errorf("description %q lacks %q", f.Description, w)
		}
	}
}

// TestRegionsLinear: w = (1, −1), b = 0.5 has the boundary x₁ − x₂ + 0.5 = 0,
// the line x₂ = x₁ + 0.5. Around x = (2, 1) the frame is [0, 4] × [−1, 3]
// (one point, widened to 4), which the line enters at (0, 0.5) and leaves
// at (2.5, 3). At x = (2, 1) the score is 1.5 ≥ 0, class 1; at (0.5, 2)
// it is −1, class 0.
func TestRegionsLinear(t *testing.T) {
	f := regionsFigure(t, "linear-threshold-unit", equations.Inputs{"w": []float64{1, -1}, "b": 0.5, "x": []float64{2, 1}})
	if f.X != plot.Fixed(0, 4) || f.Y != plot.Fixed(-1, 3) || !f.Equal {
		t.Errorf("domains %v × %v (equal %v), want [0, 4] × [−1, 3] on equal scales", f.X, f.Y, f.Equal)
	}
	b := labelled(t, f, "boundary")
	got := [4]float64{b.X1[0], b.Y1[0], b.X2[0], b.Y2[0]}
	if got != [4]float64{0, 0.5, 2.5, 3} {
		t.Errorf("boundary %v, want (0, 0.5) to (2.5, 3)", got)
	}
	if c := cellAt(t, f, 2, 1); c != 1 {
		t.Errorf("class at (2, 1) = %v, want 1", c)
	}
	if c := cellAt(t, f, 0.5, 2); c != 0 {
		t.Errorf("class at (0.5, 2) = %v, want 0", c)
	}
	descHas(t, f, "through (0, 0.5) and (2.5, 3)", "point x = [2, 1]", "ŷ = 1")
}

// TestRegionsSVMMargins: the soft-margin defaults w = (0.5, 0.5), b = −1.
// Margins 2/‖w‖ = 2/√0.5 = 2.82843 apart. The functional margins of the
// five points are 1, 1, 1, 1 and −(0.5·2.5 − 1) = −0.25 for (1, 1.5) with
// y = 0: only it is inside, with ξ = 1.25; its margin line wᵀx + b = −1 is
// reached at (1, 1.5) + (−1 − 0.25)/0.5 · (0.5, 0.5) = (−0.25, 0.25).
func TestRegionsSVMMargins(t *testing.T) {
	f := regionsFigure(t, "svm-soft-margin", nil)
	m := labelled(t, f, "margins ±1")
	if len(m.X1) != 2 || !m.Dashed {
		t.Errorf("margins %+v, want two dashed lines", m)
	}
	for k := range m.X1 {
		for _, p := range [][2]float64{{m.X1[k], m.Y1[k]}, {m.X2[k], m.Y2[k]}} {
			if s := 0.5*p[0] + 0.5*p[1] - 1; math.Abs(math.Abs(s)-1) > 1e-12 {
				t.Errorf("margin point %v has score %v, want ±1", p, s)
			}
		}
	}
	sl := labelled(t, f, "inside the margin: slack")
	got := [4]float64{sl.X1[0], sl.Y1[0], sl.X2[0], sl.Y2[0]}
	if len(sl.X1) != 1 || math.Abs(got[2]+0.25) > 1e-12 || math.Abs(got[3]-0.25) > 1e-12 || got[0] != 1 || got[1] != 1.5 {
		t.Errorf("slack %v, want (1, 1.5) to (−0.25, 0.25) alone", got)
	}
	descHas(t, f, "2.82843 apart", "point 5 (ξ = 1.25)", "y = 1: (2, 2), (3, 1)")
	// Class dots take the colors of their regions: y = 0 first, y = 1
	// second among the marks that take a color.
	dots := marksOf[plot.Dot](f)
	if len(dots) < 2 || dots[0].Label != "y = 0" || dots[1].Label != "y = 1" || len(dots[0].X) != 3 || len(dots[1].X) != 2 {
		t.Errorf("dots %+v, want 3 of y = 0 then 2 of y = 1", dots)
	}
}

// TestRegionsKNN: the default query (3, 3) with k = 3 among (0, 0), (1, 0),
// (0, 1), (5, 5), (6, 5). Euclidean distances √18, √13, √13, √8, √13: the
// 3rd is √13 = 3.60555. Manhattan 6, 5, 5, 4, 5: the 3rd is 5. Chebyshev
// 3, 3, 3, 2, 3: the 3rd is 3. The frame is [−1, 7] × [−1, 6]. The corner
// (−1, −1) votes 0 (its three nearest are the points labelled 0); the
// corner (7, 6) has (6, 5), (5, 5) and then (1, 0) at √72 before (0, 1) at
// √74, so it votes 1.
func TestRegionsKNN(t *testing.T) {
	for _, tt := range []struct {
		metric string
		radius string
	}{
		{"euclidean", "radius 3.60555"},
		{"manhattan", "radius 5 "},
		{"chebyshev", "radius 3 "},
	} {
		f := regionsFigure(t, "knn-classifier", equations.Inputs{"metric": tt.metric})
		descHas(t, f, tt.metric+" ball through the 3rd nearest of "+tt.radius)
		if c := cellAt(t, f, -1, -1); c != 0 {
			t.Errorf("%s: class at (−1, −1) = %v, want 0", tt.metric, c)
		}
		if c := cellAt(t, f, 7, 6); c != 1 {
			t.Errorf("%s: class at (7, 6) = %v, want 1", tt.metric, c)
		}
		if len(marksOf[plot.Path](f)) != 1 {
			t.Errorf("%s: want one ball", tt.metric)
		}
	}
}

// TestRegionsConic: the kernel SVM's defaults w = (1, 1, 0, 0, 0, −1),
// b = 0 score x₁² + x₂² − 1 through the quadratic map: the boundary is the
// unit circle, traced by marching squares with bisected crossings, to
// 1/64 of the grid's edge of 5/48 over the frame [−2, 3]².
func TestRegionsConic(t *testing.T) {
	f := regionsFigure(t, "kernel-svm-classifier", nil)
	b := labelled(t, f, "boundary")
	if len(b.X1) < 20 {
		t.Fatalf("%d boundary segments, want a circle", len(b.X1))
	}
	for k := range b.X1 {
		for _, p := range [][2]float64{{b.X1[k], b.Y1[k]}, {b.X2[k], b.Y2[k]}} {
			if r := math.Hypot(p[0], p[1]); math.Abs(r-1) > 5.0/48/64 {
				t.Errorf("boundary point %v at radius %v, want 1", p, r)
			}
		}
	}
	if c := cellAt(t, f, 0, 0); c != 0 {
		t.Errorf("class at the origin = %v, want 0", c)
	}
}

// TestRegionsLogistic: θ = (−1, 2) with x = (1, 1) holds x₀ = 1 first, so
// h is drawn along x₁: the boundary σ(−1 + 2x₁) = ½ is at x₁ = 0.5, and
// h(1) = σ(1) = 0.731059. With θ = (−1, 1, 1) the point (1, 1) is two
// features: the ½ level is the line x₁ + x₂ = 1.
func TestRegionsLogistic(t *testing.T) {
	f := regionsFigure(t, "logistic-regression-hypothesis", nil)
	rules := marksOf[plot.RuleX](f)
	if len(rules) != 1 || math.Abs(rules[0].X-0.5) > 1e-12 {
		t.Errorf("boundary rules %v, want one at 0.5", rules)
	}
	descHas(t, f, "boundary at x₁ = [0.5]", "h_θ(x) = 0.731059")
	if f.XLabel != "x₁" {
		t.Errorf("x axis %q, want x₁", f.XLabel)
	}
	dots := marksOf[plot.Dot](f)
	if d := dots[len(dots)-1]; d.X[0] != 1 || math.Abs(d.Y[0]-0.7310585786300049) > 1e-15 {
		t.Errorf("point at (%v, %v), want (1, σ(1) = 0.731059)", d.X[0], d.Y[0])
	}

	f = regionsFigure(t, "logistic-regression-hypothesis", equations.Inputs{"theta": []float64{-1, 1, 1}})
	b := labelled(t, f, "boundary")
	for k := range b.X1 {
		for _, p := range [][2]float64{{b.X1[k], b.Y1[k]}, {b.X2[k], b.Y2[k]}} {
			if math.Abs(p[0]+p[1]-1) > 1e-4 {
				t.Errorf("boundary point %v off the line x₁ + x₂ = 1", p)
			}
		}
	}
	if c := cellAt(t, f, 2, 2); !(c > 0.95) {
		t.Errorf("probability at (2, 2) = %v, want σ(3) = 0.9526", c)
	}
}

// TestRegionsSimilarity: the Gaussian kernel around l = (2, 4) from
// x = (1, 2) with σ = 1 has the level exp(−5/2) = 0.082085 on the circle of
// radius √5 around l.
func TestRegionsSimilarity(t *testing.T) {
	f := regionsFigure(t, "gaussian-rbf-kernel", nil)
	b := labelled(t, f, "level 0.082085 through x")
	for k := range b.X1 {
		if r := math.Hypot(b.X1[k]-2, b.Y1[k]-4); math.Abs(r-math.Sqrt(5)) > 0.02 {
			t.Errorf("level point (%v, %v) at %v from l, want √5", b.X1[k], b.Y1[k], r)
		}
	}
	if c := cellAt(t, f, 2, 4); math.Abs(c-1) > 0.01 {
		t.Errorf("similarity at l = %v, want 1", c)
	}
}

// TestRegionsExample: the subgradient step's example x = (1, 0) with y = 1
// under w = (0.5, 0.5), b = 0 has the margin 0.5, so ξ = 0.5.
func TestRegionsExample(t *testing.T) {
	f := regionsFigure(t, "svm-subgradient-step", nil)
	descHas(t, f, "x_i (ξ = 0.5)", "with label y_i = 1")
}

// BenchmarkRegionsKNN builds and renders the largest Regions figure: the
// k-NN map of 20 training points in three classes, 49 × 49 evaluations of
// the classifier plus the bisections of its boundary.
func BenchmarkRegionsKNN(b *testing.B) {
	s, _ := equations.Catalogue().Lookup("knn-classifier")
	in := s.Defaults()
	X := make([][]float64, 20)
	y := make([]float64, 20)
	for i := range X {
		X[i] = []float64{float64(i % 5), float64(i / 5)}
		y[i] = float64((i * 7) % 3)
	}
	in["X"], in["y"], in["k"] = X, y, 5
	out, err := s.Evaluate(in)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		for _, f := range Figures(s, in, out, Samples{}, plot.Light) {
			if _, err := f.SVG(); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkRegionsKNNDefault builds and renders the k-NN map at its
// defaults: five points, two classes.
func BenchmarkRegionsKNNDefault(b *testing.B) {
	s, _ := equations.Catalogue().Lookup("knn-classifier")
	in := s.Defaults()
	out, err := s.Evaluate(in)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		for _, f := range Figures(s, in, out, Samples{}, plot.Light) {
			if _, err := f.SVG(); err != nil {
				b.Fatal(err)
			}
		}
	}
}
