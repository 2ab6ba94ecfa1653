package equations

import (
	"math"

	"eqx/compute"
)

// pooling returns the max-pooling spec (max true) or the average-pooling one.
// Both take either one window x (the formula) or a feature map X with a
// window size and stride (the layer).
func pooling(isMax bool) *Spec {
	s := &Spec{
		ID: "average-pooling", Title: "Average pooling", Category: "convolution",
		LaTeX: `a = \frac{1}{m}\sum_{j=1}^{m} x_j`,
		Explanation: "Average pooling replaces each window of a feature map by the mean of its m entries, shrinking the map and smoothing it. " +
			"It is used between convolution layers and, over the whole map, as global average pooling before a classifier. " +
			"Unlike max pooling, every entry of the window contributes, so it keeps how much of a pattern is present rather than only whether it is.",
		Related: []string{"max-pooling", "convolution-layer"},
		Output:  `a`,
	}
	if isMax {
		s.ID, s.Title = "max-pooling", "Max pooling"
		s.LaTeX = `a = \max\{x_1, \dots, x_m\}`
		s.Explanation = "Max pooling replaces each window of a feature map by its largest entry, shrinking the map while keeping the strongest responses. " +
			"It is the usual down-sampling step between the convolution layers of a CNN. " +
			"Moving a feature by a pixel inside its window leaves the output unchanged, which gives the network a little translation invariance."
		s.Related = []string{"average-pooling", "convolution-layer"}
	}
	s.Sources = src(S3)
	s.Params = []Param{
		{Name: "x", Symbol: `\mathbf{x}`, Doc: "the m entries of one window", Kind: Vector, Default: []float64{1, 3, 2, 5}, Optional: true,
			Min: -10, Max: 10, Step: 0.5, Domain: AnyReal, MinLen: 1, MaxLen: 16},
		{Name: "X", Symbol: `X`, Doc: "a whole feature map instead of one window: the output is then the pooled map (x is ignored)", Kind: Matrix,
			Optional: true, Example: [][]float64{{1, 3, 2, 0}, {4, 6, 5, -1}, {-3, -2, 0, 1}, {2, 8, 7, 9}},
			Min: -10, Max: 10, Step: 1, Domain: AnyReal, MinLen: 1, MaxLen: 16, MinCols: 1, Editor: Picture{}},
		{Name: "pool", Symbol: `(p_h, p_w)`, Doc: "the window size (rows, columns), with X", Kind: Vector, Default: []float64{2, 2}, Optional: true,
			Min: 1, Max: 4, Step: 1, Domain: Interval{Lo: 1, Hi: math.Inf(1), OpenHi: true}, MinLen: 2, MaxLen: 2},
		{Name: "stride", Symbol: `s`, Doc: "the step between windows, with X; without it the windows tile the map (stride = pool size)", Kind: Integer,
			Optional: true, Example: 2, Min: 1, Max: 4, Step: 1, Domain: Interval{Lo: 1, Hi: math.Inf(1), OpenHi: true}},
	}
	s.Eval = func(in Inputs) (any, error) {
		if !in.Has("X") {
			if isMax {
				return compute.MaxPool(in.Vector("x"))
			}
			return compute.AvgPool(in.Vector("x"))
		}
		ph, pw, err := convShapePair(in, "pool")
		if err != nil {
			return nil, err
		}
		p := compute.Pool2D{Rows: ph, Cols: pw, RowStride: ph, ColStride: pw}
		if in.Has("stride") {
			p.RowStride, p.ColStride = in.Int("stride"), in.Int("stride")
		}
		if isMax {
			return compute.MaxPool2D(in.Matrix("X"), p)
		}
		return compute.AvgPool2D(in.Matrix("X"), p)
	}
	// The window's entries; with a feature map X, the pooled map below
	// (X itself is drawn by its control).
	s.View = Stack{&Bars{Of: "x"}, &Heatmap{Rows: []string{"pooled row "}, Cols: []string{"col "}}}
	return s
}
