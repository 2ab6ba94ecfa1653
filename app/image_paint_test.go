package app

import (
	"slices"
	"testing"

	"eqx/equations"
)

// TestImageShapes: the size selector offers the default's size back once
// another is chosen, and the current size, each once, smallest first.
func TestImageShapes(t *testing.T) {
	par := &equations.Param{Name: "X", Kind: equations.Matrix, Default: [][]float64{{1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}}}
	cases := []struct {
		rows, cols int
		want       [][2]int
	}{
		{8, 8, [][2]int{{4, 4}, {5, 5}, {8, 8}, {12, 12}, {16, 16}}},
		{4, 4, [][2]int{{4, 4}, {5, 5}, {8, 8}, {12, 12}, {16, 16}}},
		{3, 6, [][2]int{{4, 4}, {3, 6}, {5, 5}, {8, 8}, {12, 12}, {16, 16}}},
	}
	for _, c := range cases {
		if got := imageShapes(par, c.rows, c.cols); !slices.Equal(got, c.want) {
			t.Errorf("imageShapes at %d×%d = %v, want %v", c.rows, c.cols, got, c.want)
		}
	}
	// An optional image, switched on at its 6 × 6 example, then resized.
	opt := &equations.Param{Name: "X", Kind: equations.Matrix, Optional: true, Example: [][]float64{{1, 2, 3, 4, 5, 6}, {1, 2, 3, 4, 5, 6}, {1, 2, 3, 4, 5, 6}, {1, 2, 3, 4, 5, 6}, {1, 2, 3, 4, 5, 6}, {1, 2, 3, 4, 5, 6}}}
	if got, want := imageShapes(opt, 8, 8), [][2]int{{5, 5}, {6, 6}, {8, 8}, {12, 12}, {16, 16}}; !slices.Equal(got, want) {
		t.Errorf("imageShapes of an optional image at 8×8 = %v, want %v", got, want)
	}
}
