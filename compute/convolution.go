package compute

import (
	"fmt"
	"math"
)

// ConvMode selects which part of the full discrete convolution a kernel
// returns, that is how the borders of the signal are handled.
type ConvMode int

const (
	// ConvValid keeps only the positions where the filter lies entirely
	// inside the signal: n − k + 1 outputs. It needs k ≤ n.
	ConvValid ConvMode = iota
	// ConvSame pads the signal with zeros and returns n outputs, centred on
	// the full convolution as numpy.convolve and scipy.signal.convolve2d do
	// (the first output is full[(k−1)/2], rounded down).
	ConvSame
	// ConvFull pads with zeros and returns every partial overlap:
	// n + k − 1 outputs.
	ConvFull
)

var convModeNames = [...]string{ConvValid: "valid", ConvSame: "same", ConvFull: "full"}

func (m ConvMode) String() string {
	if m >= 0 && int(m) < len(convModeNames) {
		return convModeNames[m]
	}
	return fmt.Sprintf("ConvMode(%d)", int(m))
}

// ParseConvMode returns the mode named "valid", "same" or "full".
func ParseConvMode(s string) (ConvMode, error) {
	for m, name := range convModeNames {
		if s == name {
			return ConvMode(m), nil
		}
	}
	return 0, fmt.Errorf("convolution: unknown mode %q; want valid, same or full", s)
}

// ConvOutputLen returns the number of outputs along one axis of a signal of
// length n filtered by a filter of length k in the given mode, and the index
// of the full convolution the first output corresponds to. what names the
// axis in errors.
func ConvOutputLen(n, k int, mode ConvMode, what string) (size, start int, err error) {
	if n < 1 || k < 1 {
		return 0, 0, fmt.Errorf("convolution: %s: signal length %d and filter length %d must be positive: %w", what, n, k, ErrEmpty)
	}
	switch mode {
	case ConvValid:
		if k > n {
			return 0, 0, fmt.Errorf("convolution: %s: the filter (%d) is larger than the signal (%d), so 'valid' mode has no output; use 'same' or 'full'", what, k, n)
		}
		return n - k + 1, k - 1, nil
	case ConvSame:
		return n, (k - 1) / 2, nil
	case ConvFull:
		return n + k - 1, 0, nil
	}
	return 0, 0, fmt.Errorf("convolution: %s: unknown mode %v", what, mode)
}

// Convolve1D returns the discrete convolution a_j = Σ_t w_t x_{j−t} of the
// signal x with the filter w, the filter flipped as in the mathematical
// definition (numpy.convolve). The samples outside x count as zero.
//
// For a filter of odd width 2k+1 stored as w[0] = w_{−k}, …, w[2k] = w_k this
// is a_j = Σ_{t=−k}^{k} w_t x_{j−t}. Deep-learning "convolution" layers
// compute the cross-correlation Σ_t w_t x_{j+t} instead; see
// CrossCorrelate1D. Entries must be finite; a sum that exceeds the float64
// range is ±Inf.
func Convolve1D(x, w []float64, mode ConvMode) ([]float64, error) {
	if len(x) == 0 {
		return nil, fmt.Errorf("convolution: signal x: %w", ErrEmpty)
	}
	if len(w) == 0 {
		return nil, fmt.Errorf("convolution: filter w: %w", ErrEmpty)
	}
	size, start, err := ConvOutputLen(len(x), len(w), mode, "x and w")
	if err != nil {
		return nil, err
	}
	out := make([]float64, size)
	for o := range out {
		i := o + start // index into the full convolution
		var sum float64
		// x index i − j must lie in [0, len(x)).
		for j := max(0, i-len(x)+1); j <= min(i, len(w)-1); j++ {
			sum += w[j] * x[i-j]
		}
		out[o] = sum
	}
	return out, nil
}

// CrossCorrelate1D returns Σ_t w_t x_{j+t}, the operation of deep-learning
// convolution layers: the convolution of x with the reversed filter.
func CrossCorrelate1D(x, w []float64, mode ConvMode) ([]float64, error) {
	return Convolve1D(x, convReversed(w), mode)
}

func convReversed(w []float64) []float64 {
	r := make([]float64, len(w))
	for i, v := range w {
		r[len(w)-1-i] = v
	}
	return r
}

// convCheckMatrix reports an error naming the matrix when m is empty or ragged.
func convCheckMatrix(what string, m [][]float64) error {
	if len(m) == 0 || len(m[0]) == 0 {
		return fmt.Errorf("%s: %w", what, ErrEmpty)
	}
	for i, row := range m {
		if len(row) != len(m[0]) {
			return fmt.Errorf("%s: row %d has %d entries but row 1 has %d; a matrix must be rectangular", what, i+1, len(row), len(m[0]))
		}
	}
	return nil
}

// Convolve2D returns the 2-D discrete convolution
// A_{jj'} = Σ_s Σ_t W_{s,t} X_{j−s, j'−t} of the image X with the filter W,
// the filter flipped in both axes as in the mathematical definition
// (scipy.signal.convolve2d). Pixels outside X count as zero.
//
// X and W must be non-empty rectangular matrices; in ConvValid mode W must
// fit inside X. The output has (H − k_h + 1) × (W − k_w + 1) entries in
// ConvValid mode, H × W in ConvSame and (H + k_h − 1) × (W + k_w − 1) in
// ConvFull.
func Convolve2D(X, W [][]float64, mode ConvMode) ([][]float64, error) {
	if err := convCheckMatrix("convolution: image X", X); err != nil {
		return nil, err
	}
	if err := convCheckMatrix("convolution: filter W", W); err != nil {
		return nil, err
	}
	rows, r0, err := ConvOutputLen(len(X), len(W), mode, "rows of X and W")
	if err != nil {
		return nil, err
	}
	cols, c0, err := ConvOutputLen(len(X[0]), len(W[0]), mode, "columns of X and W")
	if err != nil {
		return nil, err
	}
	nx := len(X[0])
	out := make([][]float64, rows)
	backing := make([]float64, rows*cols)
	for i := range out {
		out[i] = backing[i*cols : (i+1)*cols : (i+1)*cols]
		acc := out[i]
		for s, wrow := range W {
			xr := i + r0 - s
			if xr < 0 || xr >= len(X) {
				continue
			}
			xrow := X[xr]
			for t, w := range wrow {
				// Column j of the output reads X column j + c0 − t, which
				// must lie in [0, nx).
				off := c0 - t
				lo, hi := max(0, -off), min(cols, nx-off)
				if lo >= hi {
					continue
				}
				src := xrow[lo+off : hi+off]
				dst := acc[lo:hi]
				for j, x := range src {
					dst[j] += w * x
				}
			}
		}
	}
	return out, nil
}

// CrossCorrelate2D returns Σ_s Σ_t W_{s,t} X_{j+s, j'+t}, what image
// libraries (OpenCV filter2D) and deep-learning layers (PyTorch Conv2d)
// call convolution: the convolution of X with W rotated by 180°. In
// ConvSame mode the alignment is that of Convolve2D with the rotated filter
// (which equals scipy's correlate2d for odd filter sizes).
func CrossCorrelate2D(X, W [][]float64, mode ConvMode) ([][]float64, error) {
	if err := convCheckMatrix("cross-correlation: filter W", W); err != nil {
		return nil, err
	}
	rot := make([][]float64, len(W))
	for i, row := range W {
		rot[len(W)-1-i] = convReversed(row)
	}
	return Convolve2D(X, rot, mode)
}

// ConvLayer returns the activation map A = g(W ⋆ X + b) of a convolution
// layer with one input and one output channel: the 2-D convolution of
// Convolve2D, plus the bias b, passed entry-wise through the activation g.
// b must be finite.
func ConvLayer(X, W [][]float64, b float64, g func(float64) float64, mode ConvMode) ([][]float64, error) {
	if math.IsNaN(b) || math.IsInf(b, 0) {
		return nil, fmt.Errorf("convolution layer: bias b = %v must be finite", b)
	}
	if g == nil {
		return nil, fmt.Errorf("convolution layer: no activation function")
	}
	A, err := Convolve2D(X, W, mode)
	if err != nil {
		return nil, fmt.Errorf("convolution layer: %w", err)
	}
	for _, row := range A {
		for j, v := range row {
			row[j] = g(v + b)
		}
	}
	return A, nil
}

// SobelX returns a new copy of the Sobel filter W_x, which responds to
// changes of intensity along a row (vertical edges).
func SobelX() [][]float64 {
	return [][]float64{{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}}
}

// SobelY returns a new copy of the Sobel filter W_y = W_xᵀ, which responds
// to changes of intensity down a column (horizontal edges).
func SobelY() [][]float64 {
	return [][]float64{{-1, -2, -1}, {0, 0, 0}, {1, 2, 1}}
}

// GradientPolar returns the magnitude G = √(g_x² + g_y²) and the direction
// Θ = atan2(g_y, g_x) ∈ (−π, π] of the gradient (g_x, g_y).
//
// G is computed with math.Hypot, so it does not overflow for components
// near 1e200. atan2 keeps the quadrant that arctan(g_y/g_x) loses and needs
// no division; at the zero gradient, whose direction is undefined, Θ is 0
// by the usual convention. The −π of atan2(−0, g_x < 0) is reported as π,
// the same direction inside the range. A negative g_y, however small
// against g_x < 0, is not a zero: its angle lies just above −π and rounds
// to −3.141592653589793 (the float64 nearest −π, itself above −π), which
// is in the range and stays (turning it to π would be off by 2π).
func GradientPolar(gx, gy float64) (G, Theta float64) {
	G = math.Hypot(gx, gy)
	Theta = math.Atan2(gy, gx)
	if gy == 0 && gx < 0 {
		Theta = math.Pi
	}
	if gx == 0 && gy == 0 {
		Theta = 0
	}
	return G, Theta
}

// ImageGradient returns the gradient magnitude and direction maps of the
// image X: the Sobel responses ∇_x X and ∇_y X, combined pixel by pixel by
// GradientPolar.
//
// The filters are applied as cross-correlation (CrossCorrelate2D), so that
// ∇_x X is positive where the intensity increases to the right and Θ points
// uphill, as in image libraries. True convolution, as in S3's definition,
// negates both responses: G is unchanged and Θ turns by π.
func ImageGradient(X [][]float64, mode ConvMode) (G, Theta [][]float64, err error) {
	gx, err := CrossCorrelate2D(X, SobelX(), mode)
	if err != nil {
		return nil, nil, fmt.Errorf("image gradient: %w", err)
	}
	gy, err := CrossCorrelate2D(X, SobelY(), mode)
	if err != nil {
		return nil, nil, fmt.Errorf("image gradient: %w", err)
	}
	G = make([][]float64, len(gx))
	Theta = make([][]float64, len(gx))
	for i := range gx {
		G[i] = make([]float64, len(gx[i]))
		Theta[i] = make([]float64, len(gx[i]))
		for j := range gx[i] {
			G[i][j], Theta[i][j] = GradientPolar(gx[i][j], gy[i][j])
		}
	}
	return G, Theta, nil
}
