package app

import (
	"slices"
	"testing"
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
