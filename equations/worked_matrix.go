package equations

import "strings"

// matrixMax is the most rows or columns of a matrix a worked line shows in
// full; a larger side shows its first matrixMax − 1 entries, an ellipsis
// (\vdots down, \cdots across, \ddots where both meet) and its last, so
// that a 6 × 6 matrix takes the room of a 5 × 5 one.
const matrixMax = 4

// tmat writes a matrix for LaTeX as a bmatrix of its values, numbers as
// tn writes them (NaN and ±∞ included), clipped as matrixMax says. An
// empty matrix is [\,]; a short row leaves its missing cells empty.
func tmat(m [][]float64) string {
	if len(m) == 0 {
		return `\begin{bmatrix}\,\end{bmatrix}`
	}
	var b strings.Builder
	b.WriteString(`\begin{bmatrix}`)
	for ri, i := range elidedIndices(len(m)) {
		if ri > 0 {
			b.WriteString(` \\ `)
		}
		for ci, j := range elidedIndices(len(m[0])) {
			if ci > 0 {
				b.WriteString(" & ")
			}
			switch {
			case i < 0 && j < 0:
				b.WriteString(`\ddots`)
			case i < 0:
				b.WriteString(`\vdots`)
			case j < 0:
				b.WriteString(`\cdots`)
			case j < len(m[i]):
				b.WriteString(tn(m[i][j]))
			}
		}
	}
	b.WriteString(`\end{bmatrix}`)
	return b.String()
}

// tcol writes a vector as a column, the bmatrix of one column: the factor
// of a matrix product.
func tcol(v []float64) string {
	m := make([][]float64, len(v))
	for i := range v {
		m[i] = v[i : i+1]
	}
	return tmat(m)
}

// elidedIndices returns the indices of a matrix side of length n to show,
// with −1 where the elision mark goes.
func elidedIndices(n int) []int {
	idx := make([]int, 0, matrixMax+1)
	for i := 0; i < n; i++ {
		if n > matrixMax && i == matrixMax-1 {
			idx = append(idx, -1)
			i = n - 1
		}
		idx = append(idx, i)
	}
	return idx
}
