package app

import (
	"math"
	"strconv"
)

// The pictures an image input can be set to in one click, at its current
// size: each is drawn in two values, the paper lo and the ink hi (the
// ends of the image's grey scale), so that a filter's response to it is
// easy to read. They are deterministic: the same size gives the same
// matrix.

// imagePreset is one picture of the image control.
type imagePreset struct {
	name, doc string
	// minSide is the least number of rows and columns the picture can be
	// drawn in; a smaller image grows to it.
	minSide int
	draw    func(rows, cols int, lo, hi float64) [][]float64
}

var imagePresets = []imagePreset{
	{name: "edges", doc: "a vertical step edge: the left half paper, the right half ink", minSide: 2, draw: stepEdge},
	{name: "square", doc: "an ink square in the middle, half the image wide", minSide: 3, draw: centredSquare},
	{name: "digit", doc: "a handwritten-like 2, at least 7 × 7", minSide: len(digitTwo), draw: digit},
	{name: "clear", doc: "blank paper", minSide: 1, draw: blank},
}

// filled is a rows × cols matrix of v.
func filled(rows, cols int, v float64) [][]float64 {
	m := make([][]float64, rows)
	for i := range m {
		m[i] = make([]float64, cols)
		for j := range m[i] {
			m[i][j] = v
		}
	}
	return m
}

// blank is paper everywhere.
func blank(rows, cols int, lo, _ float64) [][]float64 { return filled(rows, cols, lo) }

// stepEdge inks the columns from cols/2 on (rounded down): a 5-wide image
// reads 0 0 1 1 1, the step of the Sobel page's default image.
func stepEdge(rows, cols int, lo, hi float64) [][]float64 {
	m := filled(rows, cols, lo)
	for i := range m {
		for j := cols / 2; j < cols; j++ {
			m[i][j] = hi
		}
	}
	return m
}

// centredSquare inks rows and columns from a quarter of the side (rounded
// down) to as far from the other end: the middle 3 × 3 of a 5 × 5 image,
// the middle 4 × 4 of an 8 × 8.
func centredSquare(rows, cols int, lo, hi float64) [][]float64 {
	m := filled(rows, cols, lo)
	for i := rows / 4; i < rows-rows/4; i++ {
		for j := cols / 4; j < cols-cols/4; j++ {
			m[i][j] = hi
		}
	}
	return m
}

// digitTwo is a 2 on a 7 × 7 grid, '#' for ink.
var digitTwo = [...]string{
	".#####.",
	"##...##",
	".....##",
	"...###.",
	".##....",
	"##.....",
	"#######",
}

// digit draws digitTwo in the middle of the image, scaled to its shorter
// side less a margin of one cell on each side once that side is 9 or more
// (as handwritten digits are scanned with a border), by nearest
// neighbours.
func digit(rows, cols int, lo, hi float64) [][]float64 {
	m := filled(rows, cols, lo)
	side := min(rows, cols)
	if side >= 9 {
		side -= 2
	}
	top, left := (rows-side)/2, (cols-side)/2
	n := len(digitTwo)
	for i := 0; i < side; i++ {
		for j := 0; j < side; j++ {
			if digitTwo[nearest(i, side, n)][nearest(j, side, n)] == '#' {
				m[top+i][left+j] = hi
			}
		}
	}
	return m
}

// nearest is the index, among n, of the cell under the centre of cell i
// of a row of size cells spanning the same length.
func nearest(i, size, n int) int {
	return min(int(math.Floor((float64(i)+0.5)*float64(n)/float64(size))), n-1)
}

// resampled is m drawn again at rows × cols by nearest neighbours: a
// bigger image repeats cells, a smaller one keeps every other, so that
// a picture survives a change of size.
func resampled(m [][]float64, rows, cols int) [][]float64 {
	out := make([][]float64, rows)
	for i := range out {
		out[i] = make([]float64, cols)
		src := m[nearest(i, rows, len(m))]
		for j := range out[i] {
			out[i][j] = src[nearest(j, cols, len(src))]
		}
	}
	return out
}

// grey is the CSS colour of value v on the scale from lo (white paper) to
// hi (black ink); values beyond the scale take its ends.
func grey(v, lo, hi float64) string {
	t := 0.0
	if hi > lo {
		t = (v - lo) / (hi - lo)
	}
	if !(t > 0) { // also NaN
		t = 0
	}
	t = min(t, 1)
	l := strconv.Itoa(int(math.Round(255 * (1 - t))))
	return "rgb(" + l + "," + l + "," + l + ")"
}
