package chart

import (
	"math"
	"strings"
	"testing"

	"eqx/internal/plot"
)

// TestProjection projects two classes of three points, (0, 0), (2, 0),
// (1, 1) and (3, 3), (5, 3), (4, 4). By hand: each class scatters
// [[2, 0], [0, ⅔]] about its mean, (1, ⅓) and (4, 3⅓), so S_W = [[4, 0],
// [0, 4/3]] and the best direction is S_W⁻¹(m₂ − m₁) = S_W⁻¹(3, 3) =
// (¾, 9/4) ∝ (1, 3). Along Φ = (1, 3)/√10 the points project to 0, 2/√10,
// 4/√10 and 12/√10, 14/√10, 16/√10, with means 2/√10 and 14/√10; S_B =
// Σ n_i(m_i − m)(m_i − m)ᵀ = 6·[[2.25, 2.25], [2.25, 2.25]], so J =
// ΦᵀS_BΦ / ΦᵀS_WΦ = 21.6/1.6 = 13.5. Along Φ = (1, 0), J = 13.5/4 = 3.375.
func TestProjection(t *testing.T) {
	s := spec(t, "lda-fisher-criterion")
	for _, c := range []struct {
		phi     []float64 // nil: absent, the best direction
		descHas []string
	}{
		{nil, []string{"the best J = 13.5", "onto the best Φ"}},
		{[]float64{2, 0}, []string{"J(Φ) = 3.375", "the best J = 13.5", "onto the given Φ (1, 0)", "class 1 [0, 2, 1], mean 1"}},
	} {
		in := s.Defaults()
		in["class_0"] = [][]float64{{0, 0}, {2, 0}, {1, 1}}
		in["class_1"] = [][]float64{{3, 3}, {5, 3}, {4, 4}}
		if c.phi != nil {
			in["Phi"] = c.phi
		}
		out, err := s.Evaluate(in)
		if err != nil {
			t.Fatal(err)
		}
		figs := Figures(s, in, out, Samples{}, plot.Light)
		if len(figs) != 3 {
			t.Fatalf("Φ = %v: %d figures, want the plane, the rows and the bars", c.phi, len(figs))
		}
		plane, rows := figs[0], figs[1]
		var best *plot.Line
		for _, l := range marksOf[plot.Line](plane) {
			if strings.HasPrefix(l.Label, "best direction S_W⁻¹(m₂ − m₁)") {
				best = &l
			}
		}
		if best == nil {
			t.Fatalf("Φ = %v: no best direction in the plane", c.phi)
		}
		// Parallel to (1, 3): the cross product of its run with (1, 3) is 0.
		dx, dy := best.X[1]-best.X[0], best.Y[1]-best.Y[0]
		if cross := dx*3 - dy*1; math.Abs(cross) > 1e-9*math.Hypot(dx, dy) {
			t.Errorf("best direction along (%v, %v), not (1, 3)", dx, dy)
		}
		if c.phi == nil {
			dots := marksOf[plot.Dot](rows)
			sign := math.Copysign(1, dots[0].X[1]) // the direction's sign is free
			r10 := math.Sqrt(10)
			for k, want := range [][]float64{{0, 2 / r10, 4 / r10}, {12 / r10, 14 / r10, 16 / r10}} {
				for i, w := range want {
					if math.Abs(sign*dots[k].X[i]-w) > 1e-12 {
						t.Errorf("class %d projects to %v, want ±%v", k+1, dots[k].X, want)
						break
					}
				}
			}
			means := marksOf[plot.Segments](rows)[0]
			if math.Abs(sign*means.X1[0]-2/r10) > 1e-12 || math.Abs(sign*means.X1[1]-14/r10) > 1e-12 {
				t.Errorf("projected means %v, want ±(%v, %v)", means.X1, 2/r10, 14/r10)
			}
		}
		for _, want := range c.descHas {
			if !strings.Contains(rows.Description, want) {
				t.Errorf("Φ = %v: description %q lacks %q", c.phi, rows.Description, want)
			}
		}
		for i, f := range figs {
			if _, err := f.SVG(); err != nil {
				t.Errorf("figure %d: %v", i, err)
			}
		}
	}
}
