package chart

import (
	"strings"
	"testing"

	"eqx/internal/plot"
)

// TestScree draws the scree plot of the four points (±1, 0), (0, ±2):
// their covariance is diag(½, 2), so the components keep the shares 2/2.5
// = 0.8 and 0.2, cumulatively 0.8 and 1. ε = 0.01 needs both components
// (0.8 < 0.99); ε = 0.25 needs one (0.8 ≥ 0.75).
func TestScree(t *testing.T) {
	s := spec(t, "pca-variance-retained")
	for _, c := range []struct {
		eps     float64
		k       int
		descHas []string
		needX   float64 // position of the k-needed dot: k − 1
	}{
		{0.01, 1, []string{"shares of the variance [0.8, 0.2]", "kept by the first k [0.8, 1]", "1 − ε = 0.99 is first reached at k = 2, keeping 1", "the current k = 1 keeps 0.8"}, 1},
		{0.25, 2, []string{"1 − ε = 0.75 is first reached at k = 1, keeping 0.8", "the current k = 2 keeps 1"}, 0},
	} {
		in := s.Defaults()
		in["X_rows"] = [][]float64{{1, 0}, {-1, 0}, {0, 2}, {0, -2}}
		in["threshold_ratio"], in["k"] = c.eps, c.k
		out, err := s.Evaluate(in)
		if err != nil {
			t.Fatal(err)
		}
		figs := Figures(s, in, out, Samples{}, plot.Light)
		if len(figs) != 1 {
			t.Fatalf("%d figures", len(figs))
		}
		f := figs[0]
		for _, want := range c.descHas {
			if !strings.Contains(f.Description, want) {
				t.Errorf("ε = %v: description %q lacks %q", c.eps, f.Description, want)
			}
		}
		var need *plot.Dot
		for _, d := range marksOf[plot.Dot](f) {
			if strings.HasPrefix(d.Label, "k needed") {
				need = &d
			}
		}
		if need == nil || need.X[0] != c.needX {
			t.Errorf("ε = %v: k-needed dot %v, want at x = %v", c.eps, need, c.needX)
		}
		lines := marksOf[plot.Line](f)
		if len(lines) != 2 || lines[1].Y[0] != 1-c.eps {
			t.Errorf("ε = %v: lines %v, want the cumulative curve and the threshold at %v", c.eps, lines, 1-c.eps)
		}
		if _, err := f.SVG(); err != nil {
			t.Error(err)
		}
	}
}
