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

// TestNoisingAxesHoldStill checks that the noising figures' x axes do not
// depend on ᾱ, so that a drag of ᾱ moves the dots against still axes, and
// that they frame every sample at every ᾱ: with x₀ = 3 and ε = 4 the
// sample reaches √(3² + 4²) = 5 at ᾱ = 9/25, beyond both ends (3 at ᾱ = 1,
// 4 at ᾱ = 0); with x₀ = −3 and ε = −4 it reaches −5 there.
func TestNoisingAxesHoldStill(t *testing.T) {
	if got := noisingReach([]float64{3, -3, 1}, []float64{4, -4, -1}); got[0] != -5 || got[1] != 5 {
		t.Errorf("noisingReach = %v, want [-5 5]", got)
	}
	s := spec(t, "diffusion-forward")
	nv := equations.Views(s.View)[1].(*equations.Noising)
	var x, hx plot.Domain
	for i := 0; i <= 1000; i++ {
		in := s.Defaults()
		in["alpha_bar"] = float64(i) / 1000
		out, err := s.Evaluate(in)
		if err != nil {
			t.Fatal(err)
		}
		v := &view{spec: s, in: in, out: out, theme: plot.Light}
		figs := v.noising(nv)
		if len(figs) != 2 {
			t.Fatalf("ᾱ = %v: %d figures", in["alpha_bar"], len(figs))
		}
		if i == 0 {
			x, hx = figs[0].X, figs[1].X
		} else if figs[0].X != x || figs[1].X != hx {
			t.Fatalf("ᾱ = %v: x domains %v and %v, at ᾱ = 0 %v and %v", in["alpha_bar"], figs[0].X, figs[1].X, x, hx)
		}
		for _, d := range marksOf[plot.Dot](figs[0]) {
			for _, v := range d.X {
				if v < x.Min || v > x.Max {
					t.Fatalf("ᾱ = %v: sample %v outside the axis %v", in["alpha_bar"], v, x)
				}
			}
		}
	}
}
