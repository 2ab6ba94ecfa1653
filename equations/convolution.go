package equations

import (
	"fmt"
	"math"

	"eqx/compute"
)

// convModeParam is the border handling of a discrete convolution.
func convModeParam() Param {
	return Param{
		Name: "mode", Symbol: `\text{mode}`,
		Doc:  "the borders: valid keeps only positions where the filter fits inside, same pads with zeros to keep the input size, full returns every partial overlap",
		Kind: Choice, Default: "valid", Optional: true, Options: []string{"valid", "same", "full"},
	}
}

// imageParam is a small greyscale image or feature map, one row per line,
// shown as a picture to paint whose grey goes from white at 0 to black at
// ink (the default image's largest value, so that its first view uses the
// whole scale). Any number is allowed; those beyond the scale are drawn
// as its ends.
func imageParam(name, doc string, def [][]float64, ink float64) Param {
	return Param{Name: name, Symbol: name, Doc: doc, Kind: Matrix, Default: def,
		Min: 0, Max: ink, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 16, MinCols: 1, Editor: Picture{}}
}

// filterParam is a small filter (kernel) matrix.
func filterParam(def [][]float64) Param {
	return Param{Name: "W", Symbol: `W`, Doc: "the filter (kernel), indexed from its top-left entry", Kind: Matrix, Default: def,
		Min: -5, Max: 5, Step: 0.5, Domain: AnyReal, MinLen: 1, MaxLen: 5, MinCols: 1}
}

// edgeImage is a 5×5 image whose intensity steps up between columns 2 and 3.
func edgeImage() [][]float64 {
	return [][]float64{{0, 0, 1, 1, 1}, {0, 0, 1, 1, 1}, {0, 0, 1, 1, 1}, {0, 0, 1, 1, 1}, {0, 0, 1, 1, 1}}
}

// convOptional marks p optional: its default is used when it is not sent.
func convOptional(p Param) Param { p.Optional = true; return p }

func convMode(in Inputs) (compute.ConvMode, error) {
	m, err := compute.ParseConvMode(in.Choice("mode"))
	if err != nil {
		return 0, inputErrorf("mode", "%v", err)
	}
	return m, nil
}

// shapePair reads a vector input holding a (rows, columns) shape of
// positive whole numbers.
func convShapePair(in Inputs, name string) (r, c int, err error) {
	v := in.Vector(name)
	if len(v) != 2 {
		return 0, 0, inputErrorf(name, "has %d entries; want 2 (rows, columns)", len(v))
	}
	for _, x := range v {
		if x != math.Trunc(x) || x < 1 || x > 1<<30 {
			return 0, 0, inputErrorf(name, "%s is not a positive whole number", FormatNumber(x))
		}
	}
	return int(v[0]), int(v[1]), nil
}

// convolutionFamily is the convolutions, the image filters and the pooling
// (a family of the catalogue: family.go).
type convolutionFamily struct{}

func (convolutionFamily) specs() []*Spec {
	return []*Spec{continuousConvolution(), convolution1D(), convolution2D(), sobelFilter(), imageGradient(), convolutionLayer(), pooling(true), pooling(false)}
}

func convolution1D() *Spec {
	const ascending, three, descending = "w[0]=w_{-k}, ..., w[2k]=w_k", "w[0]=w_{-1}, w[1]=w_0, w[2]=w_1", "w[0]=w_k, ..., w[2k]=w_{-k}"
	return &Spec{
		ID: "convolution-1d", Title: "Discrete 1-D convolution", Category: "convolution",
		LaTeX: `a_j = (\mathbf{x} \star \mathbf{w})_j = \sum_{t=-k}^{k} w_t\,x_{j-t}`,
		Explanation: "A discrete convolution slides a short filter w of width 2k + 1 along a signal x and writes, at each position, a weighted sum of the samples under it. " +
			"It smooths (a moving average), differentiates (the filter [1, 0, −1]) or detects patterns, and is the building block of convolutional networks. " +
			"In the true convolution the filter is flipped, x_{j−t}; deep-learning layers compute the cross-correlation Σ w_t x_{j+t}, which differs exactly by that flip, so an antisymmetric filter changes sign.",
		Sources: src(S3),
		Related: []string{"convolution-continuous", "convolution-2d", "max-pooling"},
		Output:  `\mathbf{a}`,
		Params: []Param{
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the signal", Kind: Vector, Default: []float64{0, 1, 3, 2, 5, 4, 1, 0},
				Min: -10, Max: 10, Step: 0.5, Domain: AnyReal, MinLen: 1, MaxLen: 30},
			{Name: "w", Symbol: `\mathbf{w}`, Doc: "the filter, of odd width 2k + 1 (w_{−k} first unless w_index says otherwise)", Kind: Vector, Default: []float64{1, 0, -1},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 9},
			{Name: "w_index", Symbol: `\text{index}`, Doc: "how the entries of w map to w_t: ascending from w_{−k} (the usual), or descending, which stores the flipped filter and so computes the cross-correlation with w as written",
				Kind: Choice, Default: ascending, Optional: true, Options: []string{ascending, three, descending}},
			convModeParam(),
		},
		Eval: func(in Inputs) (any, error) {
			mode, err := convMode(in)
			if err != nil {
				return nil, err
			}
			w := in.Vector("w")
			switch in.Choice("w_index") {
			case three:
				if len(w) != 3 {
					return nil, inputErrorf("w_index", "names a 3-tap filter but w has %d entries", len(w))
				}
			case descending:
				return compute.CrossCorrelate1D(in.Vector("x"), w, mode)
			}
			return compute.Convolve1D(in.Vector("x"), w, mode)
		},
		View: &Bars{},
	}
}

func convolution2D() *Spec {
	return &Spec{
		ID: "convolution-2d", Title: "Discrete 2-D convolution", Category: "convolution",
		LaTeX: `A_{jj'} = (X \star W)_{jj'} = \sum_{s=-k}^{k}\sum_{t=-k}^{k} W_{s,t}\,X_{j-s,\,j'-t}`,
		Explanation: "The 2-D convolution slides a small filter W over an image X and writes a weighted sum of the pixels under it at every position, producing a feature map. " +
			"It is how images are blurred, sharpened and searched for edges, and what each channel of a convolutional network computes. " +
			"Without padding ('valid') an H × W image and a (2k + 1)-wide filter give an (H − 2k) × (W − 2k) map: a 28 × 28 image and a 3 × 3 filter give 26 × 26.",
		Sources: src(S3, S4),
		Related: []string{"convolution-1d", "sobel-filter", "convolution-layer"},
		Output:  `A`,
		Params: []Param{
			// Optional, so that the shape form can be sent alone.
			convOptional(imageParam("X", "the image", [][]float64{{1, 2, 0, 1, 3}, {0, 1, 3, 1, 0}, {2, 0, 1, 2, 1}, {1, 3, 0, 0, 2}, {0, 1, 2, 3, 1}}, 3)),
			convOptional(filterParam([][]float64{{1, 2, 0}, {0, 1, 0}, {-1, 0, 3}})),
			convModeParam(),
			{Name: "input_shape", Symbol: `(H, W)`, Doc: "only the shape of an image (rows, columns): the output is then the shape of the feature map", Kind: Vector,
				Optional: true, Example: []float64{28, 28}, Min: 1, Max: 64, Step: 1, Domain: Interval{Lo: 1, Hi: math.Inf(1), OpenHi: true}, MinLen: 2, MaxLen: 2},
			{Name: "kernel", Symbol: `(k_h, k_w)`, Doc: "only the shape of the filter (rows, columns), with input_shape", Kind: Vector,
				Optional: true, Example: []float64{3, 3}, Min: 1, Max: 9, Step: 1, Domain: Interval{Lo: 1, Hi: math.Inf(1), OpenHi: true}, MinLen: 2, MaxLen: 2},
		},
		Eval: func(in Inputs) (any, error) {
			mode, err := convMode(in)
			if err != nil {
				return nil, err
			}
			if !in.Has("input_shape") && !in.Has("kernel") {
				return compute.Convolve2D(in.Matrix("X"), in.Matrix("W"), mode)
			}
			// The shape form: a missing shape is read off X or W.
			h, w := len(in.Matrix("X")), len(in.Matrix("X")[0])
			if in.Has("input_shape") {
				if h, w, err = convShapePair(in, "input_shape"); err != nil {
					return nil, err
				}
			}
			kh, kw := len(in.Matrix("W")), len(in.Matrix("W")[0])
			if in.Has("kernel") {
				if kh, kw, err = convShapePair(in, "kernel"); err != nil {
					return nil, err
				}
			}
			rows, _, err := compute.ConvOutputLen(h, kh, mode, "rows")
			if err != nil {
				return nil, err
			}
			cols, _, err := compute.ConvOutputLen(w, kw, mode, "columns")
			if err != nil {
				return nil, err
			}
			return map[string]any{"output_shape": []float64{float64(rows), float64(cols)}}, nil
		},
		View: imageThenMap,
	}
}

func continuousConvolution() *Spec {
	const box, triangle, gauss, expo = "box on [0,1]", "triangle on [-1,1]", "N(0,1) pdf", "exp(-t) u(t)"
	shapes := []string{box, triangle, gauss, expo}
	signal := func(name string, in Inputs) (compute.ContinuousSignal, error) {
		w := in.Real(name + "_width")
		var s compute.ContinuousSignal
		var err error
		switch in.Choice(name) {
		case box:
			s, err = compute.BoxSignal(w)
		case triangle:
			s, err = compute.TriangleSignal(w)
		case gauss:
			s, err = compute.GaussianSignal(w)
		case expo:
			s, err = compute.ExponentialSignal(w)
		default:
			err = fmt.Errorf("unknown shape %q", in.Choice(name))
		}
		if err != nil {
			return s, inputErrorf(name, "%v", err)
		}
		return s, nil
	}
	shape := func(name, def string) Param {
		return Param{Name: name, Symbol: name, Doc: "the function " + name + ", a unit-area shape (named at width 1)", Kind: Choice, Default: def, Options: shapes}
	}
	width := func(name string) Param {
		return Param{Name: name + "_width", Symbol: `w_` + name[:1], Doc: "stretches " + name[:1] + " to width w, keeping its area 1: " + name[:1] + "(t/w)/w (for the Gaussian, w is σ)",
			Kind: Real, Default: 1.0, Optional: true, Min: 0.1, Max: 5, Step: 0.05, Domain: Interval{Lo: 1e-3, Hi: 1e3}}
	}
	return &Spec{
		ID: "convolution-continuous", Title: "Continuous convolution", Category: "convolution",
		LaTeX: `(f * g)(t) = \int_{-\infty}^{\infty} f(\tau)\,g(t - \tau)\,d\tau`,
		Explanation: "The convolution of two functions flips g, slides it by t, and integrates its product with f: the area of the overlap at each shift. " +
			"It describes a linear time-invariant filter acting on a signal, the blurring of an image by a lens, and the density of a sum of two independent random variables. " +
			"Two boxes give a triangle, two Gaussians a wider Gaussian (variances add), and two decaying exponentials t·e^{−t}.",
		Sources: src(S4),
		Related: []string{"convolution-1d", "convolution-2d", "gaussian-pdf"},
		Output:  `(f * g)(t)`,
		Params: []Param{
			shape("f", box), shape("g", box),
			{Name: "t", Symbol: `t`, Doc: "the shift of the flipped g", Kind: Real, Default: 0.5, Min: -3, Max: 4, Step: 0.01, Domain: AnyReal},
			width("f"), width("g"),
		},
		Eval: func(in Inputs) (any, error) {
			f, err := signal("f", in)
			if err != nil {
				return nil, err
			}
			g, err := signal("g", in)
			if err != nil {
				return nil, err
			}
			return compute.ConvolveContinuous(f, g, in.Real("t"))
		},
		View: &Curve{X: "t"},
	}
}

func sobelFilter() *Spec {
	return &Spec{
		ID: "sobel-filter", Title: "Sobel edge filters", Category: "convolution",
		LaTeX: `W_x = \begin{bmatrix} -1 & 0 & 1 \\ -2 & 0 & 2 \\ -1 & 0 & 1 \end{bmatrix}, \quad W_y = \begin{bmatrix} -1 & -2 & -1 \\ 0 & 0 & 0 \\ 1 & 2 & 1 \end{bmatrix}`,
		Explanation: "The Sobel filters estimate the horizontal and vertical derivatives of an image: a central difference across the edge, smoothed by 1-2-1 weights along it. " +
			"Their responses are large on edges and zero on flat regions, so they are the classic first step of edge detection. " +
			"Applied as a true convolution (S3's definition) the filter is flipped and the responses change sign; image libraries apply it as a cross-correlation, so both are shown.",
		Sources: src(S3),
		Related: []string{"image-gradient", "convolution-2d"},
		Output:  `W \star X`,
		Params: []Param{
			imageParam("X", "the greyscale image", edgeImage(), 1),
			{Name: "filter", Symbol: `W`, Doc: "W_x responds to vertical edges (changes along a row), W_y to horizontal ones", Kind: Choice, Default: "W_x", Options: []string{"W_x", "W_y"}},
			convModeParam(),
		},
		Eval: func(in Inputs) (any, error) {
			mode, err := convMode(in)
			if err != nil {
				return nil, err
			}
			w := compute.SobelX()
			if in.Choice("filter") == "W_y" {
				w = compute.SobelY()
			}
			conv, err := compute.Convolve2D(in.Matrix("X"), w, mode)
			if err != nil {
				return nil, err
			}
			corr, err := compute.CrossCorrelate2D(in.Matrix("X"), w, mode)
			if err != nil {
				return nil, err
			}
			return map[string]any{"convolution": conv, "cross_correlation": corr}, nil
		},
		View: sobelPlot,
	}
}

func imageGradient() *Spec {
	return &Spec{
		ID: "image-gradient", Title: "Image gradient magnitude and direction", Category: "convolution",
		LaTeX: `\nabla_x X = W_x \star X,\quad \nabla_y X = W_y \star X,\quad G = \sqrt{(\nabla_x X)^2 + (\nabla_y X)^2},\quad \Theta = \operatorname{atan2}\left(\nabla_y X,\, \nabla_x X\right)`,
		Explanation: "The Sobel responses at a pixel are the two components of the image gradient; the magnitude G says how strong the edge is and the direction Θ which way the intensity rises, across the edge. " +
			"Edge detectors (Canny) and descriptors such as HOG are built on this pair. " +
			"atan2 keeps the quadrant, so opposite gradients get angles π apart, where arctan(∇_y/∇_x) would confuse them and fail on vertical gradients.",
		Sources: src(S3),
		Errata: []Erratum{
			{
				Source:  S3,
				Wrote:   `\Theta = \arctan\left(\dfrac{\nabla_{y}}{\nabla_{x}}\right)`,
				Correct: `\Theta = \operatorname{atan2}\left(\nabla_y X,\, \nabla_x X\right) \in (-\pi, \pi]`,
				Why:     "arctan of the ratio only returns angles in (−π/2, π/2): a gradient and its opposite get the same direction, and the ratio divides by zero wherever ∇_x X = 0. atan2 uses both signs and needs no division.",
			},
			{
				Source:  S3,
				Wrote:   `G = \sqrt{\nabla_{x}^{2} + \nabla_{y}^{2}}`,
				Correct: `G = \sqrt{(\nabla_x X)^2 + (\nabla_y X)^2}\ \text{(entry by entry)}`,
				Why:     "∇_x² reads as the operator applied twice (a second derivative). What is meant is the element-wise square of each response map.",
			},
		},
		Related: []string{"sobel-filter", "convolution-2d"},
		Output:  `(G, \Theta)`,
		Params: []Param{
			{Name: "gx", Symbol: `\nabla_x X`, Doc: "the horizontal response at one pixel", Kind: Real, Default: 3.0, Optional: true, Min: -10, Max: 10, Step: 0.1, Domain: AnyReal},
			{Name: "gy", Symbol: `\nabla_y X`, Doc: "the vertical response at one pixel", Kind: Real, Default: 4.0, Optional: true, Min: -10, Max: 10, Step: 0.1, Domain: AnyReal},
			func() Param {
				p := imageParam("X", "a whole image instead of one pixel: gives the maps G and Θ (Sobel filters applied as cross-correlation, so Θ points uphill; gx and gy are then ignored)", nil, 1)
				p.Default, p.Optional, p.Example = nil, true, edgeImage() // an untyped nil: absent unless given
				return p
			}(),
			convModeParam(),
		},
		Eval: func(in Inputs) (any, error) {
			if in.Has("X") {
				mode, err := convMode(in)
				if err != nil {
					return nil, err
				}
				g, theta, err := compute.ImageGradient(in.Matrix("X"), mode)
				if err != nil {
					return nil, err
				}
				return map[string]any{"G": g, "Theta": theta}, nil
			}
			g, theta := compute.GradientPolar(in.Real("gx"), in.Real("gy"))
			return map[string]any{"G": g, "Theta": theta}, nil
		},
		View: gradientPlot,
	}
}

func convolutionLayer() *Spec {
	activations := map[string]func(float64) float64{
		"relu": compute.ReLU, "sigmoid": compute.Sigmoid, "tanh": compute.Tanh,
		"identity": func(z float64) float64 { return z },
	}
	return &Spec{
		ID: "convolution-layer", Title: "Convolution layer", Category: "convolution",
		LaTeX: `A = g\left(W \star X + b\right)`,
		Explanation: "A convolution layer convolves its input with a learned filter, adds a learned bias and passes every entry through a non-linearity g, giving an activation map. " +
			"Stacks of such layers, with pooling in between, are convolutional neural networks; each filter is shared across the whole image, so the layer has few weights and detects a pattern wherever it appears. " +
			"With ReLU, a negative bias acts as a threshold: only positions that match the filter strongly enough survive.",
		Sources: src(S3),
		Related: []string{"convolution-2d", "max-pooling", "relu", "sigmoid", "fully-connected-layer"},
		Output:  `A`,
		Params: []Param{
			imageParam("X", "the input image or feature map", [][]float64{{1, 2, 0}, {0, 1, 3}, {4, 0, 1}}, 4),
			filterParam([][]float64{{1, -1}, {0, 2}}),
			{Name: "b", Symbol: `b`, Doc: "the bias, added to every entry", Kind: Real, Default: -1.0, Min: -10, Max: 10, Step: 0.1, Domain: AnyReal},
			{Name: "g", Symbol: `g`, Doc: "the activation function", Kind: Choice, Default: "relu", Options: []string{"relu", "sigmoid", "tanh", "identity"}},
			convModeParam(),
		},
		Eval: func(in Inputs) (any, error) {
			mode, err := convMode(in)
			if err != nil {
				return nil, err
			}
			g, ok := activations[in.Choice("g")]
			if !ok {
				return nil, inputErrorf("g", "unknown activation %q", in.Choice("g"))
			}
			return compute.ConvLayer(in.Matrix("X"), in.Matrix("W"), in.Real("b"), g, mode)
		},
		View: layerPlot,
	}
}
