package chart

import (
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// BenchmarkNetworkFigure builds and renders the network diagram of
// nn-forward-pass at its defaults, as a slider move does (the budget of
// a whole update is 16 ms), and of a 10-10-10 network, the largest the
// inputs allow.
func BenchmarkNetworkFigure(b *testing.B) {
	wide := make([][]float64, 10)
	for k := range wide {
		wide[k] = make([]float64, 11)
		for j := range wide[k] {
			wide[k][j] = float64((k*11+j)%7-3) / 4
		}
	}
	x := []float64{1, -1, 0.5, 2, 0, -0.5, 1.5, -2, 0.25, 3}
	for _, c := range []struct {
		name string
		set  map[string]any
	}{
		{"2-2-2", nil},
		{"10-10-10", map[string]any{"x": x, "Theta1": wide, "Theta2": wide}},
	} {
		b.Run(c.name, func(b *testing.B) {
			s, ok := equations.Catalogue().Lookup("nn-forward-pass")
			if !ok {
				b.Fatal("no nn-forward-pass")
			}
			in := s.Defaults()
			for k, v := range c.set {
				in[k] = v
			}
			out, err := s.Evaluate(in)
			if err != nil {
				b.Fatal(err)
			}
			v := &view{spec: s, in: in, out: out, theme: plot.Light}
			n := equations.Views(equations.Resolve(s.View, in))[0].(*equations.Network)
			b.ReportAllocs()
			for b.Loop() {
				f := v.network(n)[0]
				if _, err := f.SVG(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
