package plot

import (
	"math"
	"testing"
)

// sigmoidFigure returns a figure with a 200-point Line and a Dot.
func sigmoidFigure() Figure {
	const n = 200
	xs := make([]float64, n)
	ys := make([]float64, n)
	for i := range xs {
		xs[i] = -6 + 12*float64(i)/(n-1)
		ys[i] = 1 / (1 + math.Exp(-xs[i]))
	}
	return Figure{
		XLabel: "z",
		YLabel: "σ(z)",
		X:      Fixed(-6, 6),
		Y:      Fixed(0, 1),
		Marks: []Mark{
			Line{X: xs, Y: ys, Label: "σ(z)"},
			Dot{X: []float64{1}, Y: []float64{1 / (1 + math.Exp(-1))}, Label: "z = 1"},
		},
	}
}

// softmaxFigure returns a figure with 10 bars.
func softmaxFigure() Figure {
	labels := []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}
	values := make([]float64, len(labels))
	var sum float64
	for i := range values {
		values[i] = math.Exp(-float64(i) / 3)
		sum += values[i]
	}
	for i := range values {
		values[i] /= sum
	}
	return Figure{
		XLabel: "class",
		YLabel: "p",
		Y:      Fixed(0, 1),
		Marks:  []Mark{Bars{Labels: labels, Values: values, Label: "softmax"}},
	}
}

func BenchmarkLineDot200(b *testing.B) {
	benchmarkSVG(b, sigmoidFigure())
}

func BenchmarkBars10(b *testing.B) {
	benchmarkSVG(b, softmaxFigure())
}

func benchmarkSVG(b *testing.B, f Figure) {
	b.ReportAllocs()
	var n int
	for b.Loop() {
		svg, err := f.SVG()
		if err != nil {
			b.Fatal(err)
		}
		n = len(svg)
	}
	b.ReportMetric(float64(n), "bytes/svg")
}
