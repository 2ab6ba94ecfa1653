package chart

import (
	"math"
	"strings"
	"testing"

	"eqx/app/plot"
	"eqx/equations"
)

func spec(t *testing.T, id string) *equations.Spec {
	t.Helper()
	s, ok := equations.Catalogue().Lookup(id)
	if !ok {
		t.Fatalf("no %s in the catalogue", id)
	}
	return s
}

func TestCurveSamplesTheSliderRange(t *testing.T) {
	s := spec(t, "sigmoid")
	xs, ys := Curve(s, s.Defaults())
	if len(xs) != CurvePoints || len(ys) != CurvePoints {
		t.Fatalf("got %d and %d samples, want %d", len(xs), len(ys), CurvePoints)
	}
	if xs[0] != -10 || xs[len(xs)-1] != 10 {
		t.Errorf("samples span [%v, %v], want the slider range [-10, 10]", xs[0], xs[len(xs)-1])
	}
	// σ(0) = 1/2 exactly; σ(10) = 1/(1+e^-10) = 0.9999546021312976
	// (Python: 1/(1+math.exp(-10))).
	mid := CurvePoints / 2
	if xs[mid] != 0 || ys[mid] != 0.5 {
		t.Errorf("middle sample (%v, %v), want (0, 0.5)", xs[mid], ys[mid])
	}
	if math.Abs(ys[len(ys)-1]-0.9999546021312976) > 1e-15 {
		t.Errorf("σ(10) sample = %v", ys[len(ys)-1])
	}
}

func TestCurveBreaksWhereUndefined(t *testing.T) {
	// Precision is TP/(TP+FP): with TP = 0 the point FP = 0 is 0/0, which
	// must be a gap (NaN), not a made-up value.
	s := spec(t, "precision")
	in := s.Defaults()
	in["TP"] = 0
	xs, ys := Curve(s, in)
	if xs[0] != 0 || !math.IsNaN(ys[0]) {
		t.Errorf("first sample (%v, %v), want (0, NaN)", xs[0], ys[0])
	}
	if ys[1] != 0 {
		t.Errorf("precision at TP=0, FP=1 = %v, want 0", ys[1])
	}
}

func TestFigureKinds(t *testing.T) {
	cases := []struct {
		id       string
		marks    int
		descHas  []string
		noFigure bool
	}{
		{id: "sigmoid", marks: 2, descHas: []string{"Curve of σ(z)", "current point z = 0.5", "σ(z) = 0.622459"}},
		{id: "softmax", marks: 1, descHas: []string{"Bar chart", "0.0900306", "0.665241"}},
		{id: "kl-divergence", marks: 2, descHas: []string{"Paired bar chart", "[0.7, 0.3]", "[0.5, 0.5]", "= 0.0822829"}},
		{id: "svd", noFigure: true},
	}
	for _, c := range cases {
		s := spec(t, c.id)
		in := s.Defaults()
		out, err := s.Evaluate(in)
		if err != nil {
			t.Fatalf("%s: %v", c.id, err)
		}
		var xs, ys []float64
		if s.Plot.Kind == equations.Curve {
			xs, ys = Curve(s, in)
		}
		f, ok := Figure(s, in, out, xs, ys, plot.Light)
		if ok == c.noFigure {
			t.Errorf("%s: figure = %v, want %v", c.id, ok, !c.noFigure)
			continue
		}
		if c.noFigure {
			continue
		}
		if len(f.Marks) != c.marks {
			t.Errorf("%s: %d marks, want %d", c.id, len(f.Marks), c.marks)
		}
		for _, want := range c.descHas {
			if !strings.Contains(f.Description, want) {
				t.Errorf("%s: description %q lacks %q", c.id, f.Description, want)
			}
		}
		if _, err := f.SVG(); err != nil {
			t.Errorf("%s: SVG: %v", c.id, err)
		}
	}
}

func TestPlain(t *testing.T) {
	for in, want := range map[string]string{
		`\sigma(z)`:                          "σ(z)",
		`D_{\mathrm{KL}}(P\,\|\,Q)`:          "D_KL(P ‖ Q)",
		`\hat{\mathbf{y}}`:                   "ŷ",
		`\operatorname{softmax}(\mathbf{z})`: "softmax(z)",
	} {
		if got := Plain(in); got != want {
			t.Errorf("Plain(%q) = %q, want %q", in, got, want)
		}
	}
}
