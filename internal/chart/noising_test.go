package chart

import (
	"math"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// TestNoising noises the data x₀ = (0, 4), whose mean is 2 and population
// variance 4, at ᾱ = 0.25: the current row of samples must have the mean
// √0.25·2 = 1 and the variance 0.25·4 + 0.75 = 1.75 exactly (the draws are
// standardised), and ᾱ = 0.81 the mean 0.9·2 = 1.8 and the variance
// 0.81·4 + 0.19 = 3.43. At ᾱ = 1 every sample is its clean x₀.
func TestNoising(t *testing.T) {
	for _, c := range []struct {
		alphaBar, mean, variance float64
	}{
		{0.25, 1, 1.75},
		{0.81, 1.8, 3.43},
		{1, 2, 4},
	} {
		s := spec(t, "diffusion-forward")
		in := s.Defaults()
		in["x0"], in["epsilon"], in["alpha_bar"] = []float64{0, 4}, []float64{0.5, -0.3}, c.alphaBar
		out, err := s.Evaluate(in)
		if err != nil {
			t.Fatal(err)
		}
		var figs []plot.Figure
		for _, f := range Figures(s, in, out, Curve(s, in), plot.Light) {
			if strings.HasPrefix(f.Description, "Noised samples") || strings.HasPrefix(f.Description, "Histogram of the") {
				figs = append(figs, f)
			}
		}
		if len(figs) != 2 {
			t.Fatalf("ᾱ = %v: %d noising figures, want the rows and the histogram", c.alphaBar, len(figs))
		}
		var row []float64
		for _, d := range marksOf[plot.Dot](figs[0]) {
			if strings.HasPrefix(d.Label, "x_t at ᾱ_t = ") {
				row = d.X
				for _, y := range d.Y {
					if math.Abs(y-c.alphaBar) > noisingJitter {
						t.Errorf("ᾱ = %v: a sample drawn at the height %v", c.alphaBar, y)
						break
					}
				}
			}
		}
		if len(row) < 100 {
			t.Fatalf("ᾱ = %v: %d samples in the current row", c.alphaBar, len(row))
		}
		m, v := 0.0, 0.0
		for _, x := range row {
			m += x / float64(len(row))
		}
		for _, x := range row {
			v += (x - m) * (x - m) / float64(len(row))
		}
		if math.Abs(m-c.mean) > 1e-12 || math.Abs(v-c.variance) > 1e-12 {
			t.Errorf("ᾱ = %v: mean %v and variance %v, want %v and %v", c.alphaBar, m, v, c.mean, c.variance)
		}
		if c.alphaBar == 1 {
			for _, x := range row {
				if x != 0 && x != 4 {
					t.Errorf("ᾱ = 1: sample %v is not a clean x₀", x)
					break
				}
			}
		}
		for i, f := range figs {
			if _, err := f.SVG(); err != nil {
				t.Errorf("figure %d: %v", i, err)
			}
		}
	}
}

// TestNoisingHistogram checks that the histogram is a density: its steps
// integrate to 1.
func TestNoisingHistogram(t *testing.T) {
	s := spec(t, "diffusion-forward")
	in := s.Defaults()
	out, _ := s.Evaluate(in)
	v := &view{spec: s, in: in, out: out, theme: plot.Light}
	figs := v.noising(equations.Views(s.View)[1].(*equations.Noising))
	if len(figs) != 2 {
		t.Fatalf("%d figures", len(figs))
	}
	h := marksOf[plot.Line](figs[1])[0]
	area := 0.0
	for i := 0; i+1 < len(h.X); i++ {
		area += (h.X[i+1] - h.X[i]) * h.Y[i] // post-step: y held to the next x
	}
	if math.Abs(area-1) > 1e-12 {
		t.Errorf("histogram area %v, want 1", area)
	}
}
