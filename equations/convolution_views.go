package equations

import (
	"math"

	"eqx/compute"
)

// The plots of the convolution pages: the input image above and the map
// the filter makes of it below, so that a student sees which pixels light
// up where.

// imageThenMap draws the image X and, below, the output map (a matrix
// output; nothing for the shape form).
var imageThenMap = Stack{&Heatmap{Of: []string{"X"}, Rows: []string{"X row "}, Cols: []string{"col "}}, &Heatmap{Rows: []string{"A row "}, Cols: []string{"col "}}}

// layerPlot draws the pre-activation W⋆X + b and, below, the activation
// map A = g(W⋆X + b): with ReLU, the negative entries that the bias pushed
// under 0 do not survive.
var layerPlot = Stack{&Heatmap{Rows: []string{"W⋆X+b row "}, Cols: []string{"col "}, Table: func(in Inputs) ([][]float64, []string) {
	mode, err := compute.ParseConvMode(in.Choice("mode"))
	if err != nil {
		return nil, nil
	}
	z, err := compute.ConvLayer(in.Matrix("X"), in.Matrix("W"), in.Real("b"), func(z float64) float64 { return z }, mode)
	if err != nil {
		return nil, nil
	}
	return z, nil
}}, &Heatmap{Rows: []string{"A row "}, Cols: []string{"col "}}}

// sobelPlot draws the image and the response of the chosen Sobel filter,
// applied as a true convolution as the formula's ⋆ is: large on the edge,
// zero on flat regions (the cross-correlation is the same map negated).
var sobelPlot = Stack{&Heatmap{Of: []string{"X"}, Rows: []string{"X row "}, Cols: []string{"col "}}, &Heatmap{Rows: []string{"W⋆X row "}, Cols: []string{"col "}, Table: func(in Inputs) ([][]float64, []string) {
	mode, err := compute.ParseConvMode(in.Choice("mode"))
	if err != nil {
		return nil, nil
	}
	w := compute.SobelX()
	if in.Choice("filter") == "W_y" {
		w = compute.SobelY()
	}
	a, err := compute.Convolve2D(in.Matrix("X"), w, mode)
	if err != nil {
		return nil, nil
	}
	return a, nil
}}}

// gradientPlot draws the gradient as an arrow: of the one pixel (∇x X,
// ∇y X), whose length is G and angle Θ; or, given an image, one arrow per
// pixel of the map, pointing uphill, over the image drawn below.
var gradientPlot = Stack{&Scatter{Rows: []string{"gradient", "", "pixel"}, Table: gradientArrows, Residuals: true}, &Heatmap{Of: []string{"X"}, Rows: []string{"X row "}, Cols: []string{"col "}}}

// gradientArrows is the table of gradientPlot: the tails (x, y) and heads
// (x, y) of the arrows, in the plane (∇x X, ∇y X) for one pixel, or placed
// on the image's pixels (column, rows up from the bottom, y pointing up as
// the rows go up, so ∇y, which grows down the rows, is negated), and the
// pixels themselves.
func gradientArrows(in Inputs) ([][]float64, []string) {
	if !in.Has("X") {
		return [][]float64{{0}, {0}, {in.Real("gx")}, {in.Real("gy")}}, []string{"∇x X", "∇y X"}
	}
	mode, err := compute.ParseConvMode(in.Choice("mode"))
	if err != nil {
		return nil, nil
	}
	X := in.Matrix("X")
	G, _, err := compute.ImageGradient(X, mode)
	if err != nil || len(G) == 0 {
		return nil, nil
	}
	gx, err1 := compute.CrossCorrelate2D(X, compute.SobelX(), mode)
	gy, err2 := compute.CrossCorrelate2D(X, compute.SobelY(), mode)
	if err1 != nil || err2 != nil {
		return nil, nil
	}
	// The longest arrow spans 0.9 of a pixel.
	longest := 0.0
	for _, row := range G {
		for _, g := range row {
			if !math.IsInf(g, 0) {
				longest = max(longest, g)
			}
		}
	}
	scale := 0.0
	if longest > 0 {
		scale = 0.9 / longest
	}
	// The map is centred on the image: offset 1 in valid mode, 0 in same,
	// −1 in full for the 3 × 3 filters.
	off := (len(X) - len(G)) / 2
	var t [6][]float64
	for i, row := range G {
		for j := range row {
			// Centred on its pixel, so that the arrows of an edge line up.
			x, y := float64(j+off+1), float64(len(X)-(i+off))
			dx, dy := scale*gx[i][j]/2, -scale*gy[i][j]/2
			t[0], t[1] = append(t[0], x-dx), append(t[1], y-dy)
			t[2], t[3] = append(t[2], x+dx), append(t[3], y+dy)
		}
	}
	// The image's pixels, so that the arrows have their grid.
	for i, row := range X {
		for j := range row {
			t[4], t[5] = append(t[4], float64(j+1)), append(t[5], float64(len(X)-i))
		}
	}
	return t[:], []string{"column", "row, up from the bottom"}
}
