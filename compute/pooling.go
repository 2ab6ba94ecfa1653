package compute

import (
	"fmt"
	"math"
)

// MaxPool returns a = max{x_1, …, x_m}, the output of one max-pooling
// window. A NaN entry makes the result NaN.
func MaxPool(x []float64) (float64, error) {
	if len(x) == 0 {
		return 0, fmt.Errorf("max pooling: window x: %w", ErrEmpty)
	}
	m := x[0]
	for _, v := range x[1:] {
		if v > m || math.IsNaN(v) {
			m = v
		}
		if math.IsNaN(m) {
			break
		}
	}
	return m, nil
}

// AvgPool returns a = (1/m) Σ_j x_j, the output of one average-pooling
// window. The mean of finite values is finite: when the plain sum overflows
// (values near ±1e308) the entries are scaled by 1/m before adding.
func AvgPool(x []float64) (float64, error) {
	if len(x) == 0 {
		return 0, fmt.Errorf("average pooling: window x: %w", ErrEmpty)
	}
	return poolMean(x), nil
}

// poolMean returns the mean of a non-empty x without intermediate overflow.
func poolMean(x []float64) float64 {
	var sum float64
	finite := true
	for _, v := range x {
		sum += v
		finite = finite && !math.IsInf(v, 0)
	}
	n := float64(len(x))
	if !math.IsInf(sum, 0) || !finite {
		return sum / n
	}
	sum = 0
	for _, v := range x {
		sum += v / n
	}
	return sum
}

// Pool2D describes a 2-D pooling: a window of Rows × Cols entries moved by
// RowStride and ColStride. Windows that would run past the border are
// dropped (PyTorch's default floor mode), so the output has
// ⌊(H − Rows)/RowStride⌋ + 1 rows, and likewise for columns.
type Pool2D struct {
	Rows, Cols           int
	RowStride, ColStride int
}

// MaxPool2D returns the max-pooled map of X.
func MaxPool2D(X [][]float64, p Pool2D) ([][]float64, error) {
	return p.apply("max pooling", X, func(w []float64) float64 { m, _ := MaxPool(w); return m })
}

// AvgPool2D returns the average-pooled map of X.
func AvgPool2D(X [][]float64, p Pool2D) ([][]float64, error) {
	return p.apply("average pooling", X, poolMean)
}

// apply runs reduce over every window of X. name prefixes errors.
func (p Pool2D) apply(name string, X [][]float64, reduce func([]float64) float64) ([][]float64, error) {
	if err := convCheckMatrix(name+": feature map X", X); err != nil {
		return nil, err
	}
	if p.Rows < 1 || p.Cols < 1 {
		return nil, fmt.Errorf("%s: pool size %d×%d must be at least 1×1", name, p.Rows, p.Cols)
	}
	if p.RowStride < 1 || p.ColStride < 1 {
		return nil, fmt.Errorf("%s: stride %d×%d must be at least 1×1", name, p.RowStride, p.ColStride)
	}
	h, w := len(X), len(X[0])
	if p.Rows > h || p.Cols > w {
		return nil, fmt.Errorf("%s: the %d×%d window is larger than the %d×%d feature map", name, p.Rows, p.Cols, h, w)
	}
	rows := (h-p.Rows)/p.RowStride + 1
	cols := (w-p.Cols)/p.ColStride + 1
	out := make([][]float64, rows)
	window := make([]float64, 0, p.Rows*p.Cols)
	for i := range out {
		out[i] = make([]float64, cols)
		r0 := i * p.RowStride
		for j := range out[i] {
			c0 := j * p.ColStride
			window = window[:0]
			for _, row := range X[r0 : r0+p.Rows] {
				window = append(window, row[c0:c0+p.Cols]...)
			}
			out[i][j] = reduce(window)
		}
	}
	return out, nil
}
