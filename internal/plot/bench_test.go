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

// rocFigure returns a ROC figure: the area under a 31-point curve, the
// chance diagonal and the current threshold.
func rocFigure() Figure {
	const n = 31
	fpr := make([]float64, n)
	tpr := make([]float64, n)
	for i := range fpr {
		fpr[i] = float64(i) / (n - 1)
		tpr[i] = math.Sqrt(fpr[i])
	}
	return Figure{
		XLabel: "false positive rate",
		YLabel: "true positive rate",
		X:      Fixed(0, 1),
		Y:      Fixed(0, 1),
		Marks: []Mark{
			Area{X: fpr, Y: tpr, Step: true, Label: "AUC = 0.667"},
			Line{X: []float64{0, 1}, Y: []float64{0, 1}, Dashed: true, Label: "chance"},
			Dot{X: fpr[10:11], Y: tpr[10:11], Label: "threshold"},
		},
	}
}

// confusionFigure returns a 4×4 confusion matrix with its counts.
func confusionFigure() Figure {
	classes := []string{"cat", "dog", "bird", "fish"}
	return Figure{
		XLabel: "predicted",
		YLabel: "actual",
		Marks: []Mark{Cells{
			Rows: classes, Cols: classes, Text: true, Label: "count",
			Values: [][]float64{{50, 3, 1, 0}, {4, 41, 2, 1}, {0, 5, 38, 7}, {1, 0, 6, 44}},
		}},
	}
}

// overlayFigure returns a 201-point curve with two overlays, as a Curve
// page with related functions draws it.
func overlayFigure() Figure {
	const n = 201
	xs := make([]float64, n)
	relu := make([]float64, n)
	softplus := make([]float64, n)
	gelu := make([]float64, n)
	for i := range xs {
		x := -4 + 8*float64(i)/(n-1)
		xs[i] = x
		relu[i] = math.Max(0, x)
		softplus[i] = math.Log1p(math.Exp(x))
		gelu[i] = x / 2 * (1 + math.Erf(x/math.Sqrt2))
	}
	return Figure{
		XLabel: "z",
		YLabel: "f(z)",
		X:      Fixed(-4, 4),
		Marks: []Mark{
			Line{X: xs, Y: gelu, Label: "GELU"},
			Line{X: xs, Y: relu, Dashed: true, Label: "ReLU"},
			Line{X: xs, Y: softplus, Dashed: true, Label: "softplus"},
			Dot{X: []float64{1}, Y: []float64{gelu[125]}, Label: "z = 1"},
		},
	}
}

func BenchmarkROC31(b *testing.B) {
	benchmarkSVG(b, rocFigure())
}

func BenchmarkCells4x4(b *testing.B) {
	benchmarkSVG(b, confusionFigure())
}

func BenchmarkLine201Overlays(b *testing.B) {
	benchmarkSVG(b, overlayFigure())
}
