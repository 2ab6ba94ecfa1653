package chart

import (
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// The plot of a person's formula: where it is undefined its line breaks
// and the description says at how many points; near a pole the value
// axis frames the bulk of the values, not the pole's.
func TestFunctionPlot(t *testing.T) {
	spec, _ := equations.Catalogue().Lookup(equations.CustomID)
	for _, c := range []struct {
		f          string
		desc       string
		maxY, minY float64 // the value axis must end within these
	}{
		{"sqrt(x)", "undefined or infinite at 250 of 500 points", 1.2, -0.1},
		{"1/x", "Plot for x from -1 to 1 of f(x), f′(x)", 1e3, -1e3},
	} {
		in := spec.Defaults()
		in["f"], in["x_from"], in["x_to"] = c.f, -1.0, 1.0
		in["f_prime"] = c.f != "sqrt(x)" // its derivative grows without bound at 0
		out, err := spec.Evaluate(in)
		if err != nil {
			t.Fatal(err)
		}
		figs := Figures(spec, in, out, Samples{}, plot.Light)
		if len(figs) != 1 {
			t.Fatalf("%s: %d figures", c.f, len(figs))
		}
		f := figs[0]
		if !strings.Contains(f.Description, c.desc) {
			t.Errorf("%s: description %q lacks %q", c.f, f.Description, c.desc)
		}
		if f.Y.Max > c.maxY || f.Y.Min < c.minY {
			t.Errorf("%s: value axis [%v, %v], want within [%v, %v]", c.f, f.Y.Min, f.Y.Max, c.minY, c.maxY)
		}
		if _, err := f.SVG(); err != nil {
			t.Errorf("%s: %v", c.f, err)
		}
	}
}
