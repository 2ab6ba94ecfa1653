//go:build !eqx_noui

package equations

import (
	"math"
	"testing"
)

func TestTmat(t *testing.T) {
	// six returns the 6 × 6 matrix whose entry (i, j), from 1, is 10i + j.
	six := func() [][]float64 {
		m := make([][]float64, 6)
		for i := range m {
			m[i] = make([]float64, 6)
			for j := range m[i] {
				m[i][j] = float64(10*(i+1) + j + 1)
			}
		}
		return m
	}
	cases := []struct {
		name string
		got  string
		want string
	}{
		{"2 × 2", tmat([][]float64{{1, 2}, {3, 4}}), `\begin{bmatrix}1 & 2 \\ 3 & 4\end{bmatrix}`},
		{"negative and fractional", tmat([][]float64{{-1.5, 0}, {2e-7, -3}}),
			`\begin{bmatrix}-1.5 & 0 \\ 2\times10^{-7} & -3\end{bmatrix}`},
		{"NaN and infinities", tmat([][]float64{{math.NaN(), math.Inf(1)}, {math.Inf(-1), 1}}),
			`\begin{bmatrix}\text{NaN} & \infty \\ -\infty & 1\end{bmatrix}`},
		{"4 × 4 in full", tmat([][]float64{{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}}),
			`\begin{bmatrix}1 & 2 & 3 & 4 \\ 5 & 6 & 7 & 8 \\ 9 & 10 & 11 & 12 \\ 13 & 14 & 15 & 16\end{bmatrix}`},
		// Rows and columns 4 and 5 give way to the ellipses.
		{"6 × 6 clipped", tmat(six()),
			`\begin{bmatrix}11 & 12 & 13 & \cdots & 16 \\ 21 & 22 & 23 & \cdots & 26 \\ 31 & 32 & 33 & \cdots & 36 \\ ` +
				`\vdots & \vdots & \vdots & \ddots & \vdots \\ 61 & 62 & 63 & \cdots & 66\end{bmatrix}`},
		{"2 × 6 clipped across only", tmat([][]float64{{1, 2, 3, 4, 5, 6}, {-1, -2, -3, -4, -5, -6}}),
			`\begin{bmatrix}1 & 2 & 3 & \cdots & 6 \\ -1 & -2 & -3 & \cdots & -6\end{bmatrix}`},
		{"empty", tmat(nil), `\begin{bmatrix}\,\end{bmatrix}`},
		{"a short row leaves a cell empty", tmat([][]float64{{1, 2}, {3}}), `\begin{bmatrix}1 & 2 \\ 3 & \end{bmatrix}`},
		{"column", tcol([]float64{1, -2}), `\begin{bmatrix}1 \\ -2\end{bmatrix}`},
		{"long column clipped", tcol([]float64{1, 2, 3, 4, 5, 6, 7}), `\begin{bmatrix}1 \\ 2 \\ 3 \\ \vdots \\ 7\end{bmatrix}`},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, c.got, c.want)
		}
	}
}
