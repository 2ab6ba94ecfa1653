package plot

import (
	"math"
	"os"
	"testing"
)

func TestScratch(t *testing.T) {
	xs := make([]float64, 200)
	ys := make([]float64, 200)
	ys2 := make([]float64, 200)
	for i := range xs {
		xs[i] = -6 + 12*float64(i)/199
		ys[i] = 1 / (1 + math.Exp(-xs[i]))
		ys2[i] = math.Tanh(xs[i])
	}
	ys[50] = math.NaN()
	for _, th := range []Theme{Light, Dark} {
		f := Figure{Title: "Sigmoid <b>", XLabel: "z", YLabel: "σ(z)", Theme: th,
			Marks: []Mark{RuleY{0}, Line{X: xs, Y: ys, Label: "σ(z)"}, Line{X: xs, Y: ys2, Label: "tanh(z)", Dashed: true}, Dot{X: []float64{1}, Y: []float64{1 / (1 + math.Exp(-1))}, Label: "current"}},
		}
		b, err := f.SVG()
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile("/tmp/pal/fig"+th.String()+".svg", b, 0o644)
		t.Log(len(b))
	}
	f := Figure{Title: "softmax", YLabel: "p", Marks: []Mark{Bars{Labels: []string{"cat", "dog", "bird", "fish"}, Values: []float64{0.5, 0.2, 0.2, 0.1}, Label: "T=1"}, Bars{Values: []float64{0.3, 0.3, 0.2, 0.2}, Label: "T=2"}}}
	b, err := f.SVG()
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile("/tmp/pal/bars.svg", b, 0o644)
	t.Log(len(b))
}
