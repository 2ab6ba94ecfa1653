package app

import (
	"slices"
	"testing"

	"eqx/equations"
)

func TestCellLine(t *testing.T) {
	tests := []struct {
		i0, j0, i1, j1 int
		want           [][2]int
	}{
		{2, 3, 2, 3, [][2]int{{2, 3}}},
		{0, 0, 0, 3, [][2]int{{0, 0}, {0, 1}, {0, 2}, {0, 3}}},
		{3, 1, 0, 1, [][2]int{{3, 1}, {2, 1}, {1, 1}, {0, 1}}},
		{0, 0, 2, 2, [][2]int{{0, 0}, {1, 1}, {2, 2}}},
		// Two rows down over four columns: the row of column j is j/2,
		// rounded; the halves at j = 1 and 3 go to the next row.
		{0, 0, 2, 4, [][2]int{{0, 0}, {1, 1}, {1, 2}, {2, 3}, {2, 4}}},
		// One row up over four columns: the row is j/4, rounded; the half
		// at j = 2 goes to the end's row.
		{1, 4, 0, 0, [][2]int{{1, 4}, {1, 3}, {0, 2}, {0, 1}, {0, 0}}},
	}
	for _, tt := range tests {
		if got := cellLine(tt.i0, tt.j0, tt.i1, tt.j1); !slices.Equal(got, tt.want) {
			t.Errorf("cellLine(%d,%d → %d,%d) = %v, want %v", tt.i0, tt.j0, tt.i1, tt.j1, got, tt.want)
		}
	}
}

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
