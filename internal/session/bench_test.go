package session

import (
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// BenchmarkSet is a slider move on the heaviest pages (and the sigmoid's,
// for scale), natively: the session's share of a move (evaluation,
// samples, figures and worked lines; not the page's DOM), of the first
// slider unless one is named. The browser's whole move is in make bench
// (playwright/bench.mjs), which also runs this under GOOS=js: the share
// of a move that WebAssembly computes.
func BenchmarkSet(b *testing.B) {
	for _, c := range []struct{ id, param string }{
		{"gan-minimax", ""},
		{"gan-minimax", "mu_g"}, // the swept input: the curve is kept
		{"logistic-regression-gd-step", ""},
		{"knn-classifier", ""},
		{"sigmoid", ""},
	} {
		spec, ok := equations.Catalogue().Lookup(c.id)
		if !ok {
			b.Fatalf("no equation %q", c.id)
		}
		p := firstSlider(spec, c.param)
		if p == nil {
			b.Fatalf("%s: no slider %q", c.id, c.param)
		}
		b.Run(c.id+"/"+p.Name, func(b *testing.B) {
			s := New(spec, plot.Light)
			s.Draft = true // as the page's slider moves are
			i := 0
			for b.Loop() {
				i++
				move(s, p, p.Min+(p.Max-p.Min)*float64(i%17)/16)
				s.Worked()
			}
		})
	}
}

// firstSlider is the parameter named, or the first scalar one with a
// range.
func firstSlider(spec *equations.Spec, name string) *equations.Param {
	for i := range spec.Params {
		p := &spec.Params[i]
		if (name == "" || p.Name == name) && p.Scalar() && p.Max > p.Min {
			return p
		}
	}
	return nil
}

// BenchmarkSetEntry is a move of the first entry of the first list or
// table, as the browser benchmark moves it on pages without a scalar
// slider (a cell of X, an entry of x): the session's share.
func BenchmarkSetEntry(b *testing.B) {
	for _, id := range []string{"logistic-regression-gd-step", "two-layer-nn-sgd-update", "backprop-deltas", "logistic-regression-regularized-cost", "rnn-encoder-state", "knn-classifier", "lda-fisher-criterion"} {
		spec, ok := equations.Catalogue().Lookup(id)
		if !ok {
			b.Fatalf("no equation %q", id)
		}
		var p *equations.Param
		for i := range spec.Params {
			if k := spec.Params[i].Kind; k == equations.Matrix || k == equations.Vector {
				p = &spec.Params[i]
				break
			}
		}
		if p == nil {
			b.Fatalf("%s: no list or table", id)
		}
		b.Run(id+"/"+p.Name, func(b *testing.B) {
			s := New(spec, plot.Light)
			s.Draft = true // as the page's slider moves are
			i := 0
			for b.Loop() {
				i++
				move(s, p, p.Min+(p.Max-p.Min)*(0.1+0.8*float64(i%17)/16))
				s.Worked()
			}
		})
	}
}

// BenchmarkMove is the session's share of a slider move as the page makes
// it, on the pages of the browser's cold-page sample (bench.mjs --cold):
// the evaluation, samples and figures, without the worked lines, which
// the page paints at the next idle moment. Its first slider, or the
// first entry of its first list or table where it has none.
func BenchmarkMove(b *testing.B) {
	for _, id := range []string{"diffusion-forward", "lda-fisher-criterion", "logistic-regression-gd-step", "linear-regression-cost", "svd", "sigmoid"} {
		spec, ok := equations.Catalogue().Lookup(id)
		if !ok {
			b.Fatalf("no equation %q", id)
		}
		var p *equations.Param
		for i := range spec.Params {
			q := &spec.Params[i]
			if (q.Scalar() && q.Max > q.Min) || q.Kind == equations.Matrix || q.Kind == equations.Vector {
				p = q
				break
			}
		}
		if p == nil {
			b.Fatalf("%s: no slider, list or table", id)
		}
		b.Run(id+"/"+p.Name, func(b *testing.B) {
			s := New(spec, plot.Light)
			s.Draft = true
			i := 0
			for b.Loop() {
				i++
				move(s, p, p.Min+(p.Max-p.Min)*(0.1+0.8*float64(i%17)/16))
			}
		})
	}
}

// move sets p to x as the page's control of it does: a slider (a count
// rounded down), or the first entry of a list or table.
func move(s *Session, p *equations.Param, x float64) {
	switch p.Kind {
	case equations.Matrix:
		s.SetCell(p, 0, 0, x)
	case equations.Vector:
		s.SetEntry(p, 0, x)
	case equations.Integer:
		s.Set(p.Name, with(s, p.Name, int(x)))
	default:
		s.Set(p.Name, with(s, p.Name, x))
	}
}
