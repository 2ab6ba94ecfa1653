package server

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"eqx/equations"
)

// BenchmarkLocal times the jobs of BenchmarkAPI without the API: the
// kernels on inputs already in memory, as a page computes them in the
// browser. Run for js/wasm under Node (V8, as in Chromium) it gives the
// browser's side of the routing decision:
//
//	GOOS=js GOARCH=wasm go test -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" -run '^$' -bench Local ./server/
//
// It is a lower bound of the browser's time: parsing an uploaded file and
// drawing 10^6 outputs come on top.
func BenchmarkLocal(b *testing.B) {
	reg := equations.Catalogue()
	lookup := func(id string) *equations.Spec {
		s, ok := reg.Lookup(id)
		if !ok {
			b.Fatalf("no equation %q", id)
		}
		return s
	}
	softmax, auc, sigmoid, svd := lookup("softmax"), lookup("roc-auc"), lookup("sigmoid"), lookup("svd")
	for _, n := range []int{100, 300} {
		r := rand.New(rand.NewPCG(5, 6))
		a := make([][]float64, n)
		for i := range a {
			a[i] = make([]float64, n)
			for j := range a[i] {
				a[i][j] = r.NormFloat64()
			}
		}
		b.Run(fmt.Sprintf("svd/n=%d", n), func(b *testing.B) {
			in := equations.Inputs{"A": a}
			for b.Loop() {
				if _, err := svd.Evaluate(in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	for _, n := range []int{1_000, 100_000, 1_000_000} {
		r := rand.New(rand.NewPCG(1, 2))
		z, y, s, pts := make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)
		for i := range z {
			z[i] = r.NormFloat64() * 3
			if r.IntN(2) == 1 {
				y[i] = 1
			}
			s[i] = 0.3*y[i] + 0.7*r.Float64()
			pts[i] = -10 + 20*float64(i)/float64(n-1)
		}
		y[0], y[n-1] = 0, 1
		b.Run(fmt.Sprintf("softmax/n=%d", n), func(b *testing.B) {
			in := equations.Inputs{"z": z, "T": 1.0}
			for b.Loop() {
				if _, err := softmax.Evaluate(in); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("roc-auc/n=%d", n), func(b *testing.B) {
			in := equations.Inputs{"y": y, "s": s}
			for b.Loop() {
				if _, err := auc.Evaluate(in); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("sigmoid-sweep/n=%d", n), func(b *testing.B) {
			in := equations.Inputs{}
			out := make([]float64, n)
			for b.Loop() {
				for i, v := range pts {
					in["z"] = v
					o, err := sigmoid.Evaluate(in)
					if err != nil {
						b.Fatal(err)
					}
					out[i], _ = o.(float64)
				}
			}
		})
	}
}
