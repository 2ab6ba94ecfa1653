package expr

import (
	"math"
	"testing"
)

// benchSrc is a typical formula of the page: a Gaussian bump on a leaky
// ReLU, with four parameters.
const benchSrc = "a*exp(-(x - mu)^2/(2*sigma^2)) + if(x > 0, x, slope*x)"

// benchPoints are the 10^4 points of a plot, as a slider move evaluates.
func benchPoints() []float64 {
	xs := make([]float64, 10000)
	for i := range xs {
		xs[i] = -5 + 10*float64(i)/float64(len(xs)-1)
	}
	return xs
}

var benchParams = []float64{1.5, 0.5, 0.8, 0.1} // a, mu, sigma, slope

// BenchmarkEval evaluates benchSrc at 10^4 points; ns/point is the cost of
// one point.
func BenchmarkEval(b *testing.B) {
	e, err := Parse(benchSrc)
	if err != nil {
		b.Fatal(err)
	}
	f := e.Compile()
	xs := benchPoints()
	dst := make([]float64, len(xs))
	for b.Loop() {
		f.EvalSlice(dst, xs, benchParams)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(xs)), "ns/point")
}

// BenchmarkEvalGo is benchSrc written in Go, squares as products as Func
// evaluates them: the floor Eval is measured against.
func BenchmarkEvalGo(b *testing.B) {
	xs := benchPoints()
	dst := make([]float64, len(xs))
	p := benchParams
	for b.Loop() {
		for i, x := range xs {
			y := x
			if !(x > 0) {
				y = p[3] * x
			}
			d := x - p[1]
			dst[i] = p[0]*math.Exp(-(d*d)/(2*(p[2]*p[2]))) + y
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(xs)), "ns/point")
}

// BenchmarkParse is what a keystroke costs: parse, compile, differentiate
// and typeset.
func BenchmarkParse(b *testing.B) {
	for b.Loop() {
		e, err := Parse(benchSrc)
		if err != nil {
			b.Fatal(err)
		}
		e.Compile()
		_ = e.LaTeX()
		d, _ := e.Derivative("x")
		d.Compile()
		_ = d.LaTeX()
	}
}
