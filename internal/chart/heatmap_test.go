package chart

import (
	"math"
	"testing"
)

// The words that give a heat map's shape: where it is largest and
// smallest, by the names of its rows and columns.
func TestExtremeCells(t *testing.T) {
	rows, cols := []string{"x = 0", "x = 1"}, []string{"y = 0", "y = 1"}
	tests := []struct {
		table [][]float64
		want  string
	}{
		{[][]float64{{0.06, 0.14}, {0.24, 0.56}}, " the largest, 0.56, at x = 1, y = 1; the smallest, 0.06, at x = 0, y = 0;"},
		{[][]float64{{3, math.NaN()}, {-2, 3}}, " the largest, 3, at x = 0, y = 0; the smallest, -2, at x = 1, y = 0;"},
		{[][]float64{{1, 1}, {1, 1}}, ""},
		{[][]float64{{math.NaN()}}, ""},
	}
	for _, tt := range tests {
		if got := extremeCells(tt.table, rows, cols); got != tt.want {
			t.Errorf("extremeCells(%v)\n got %q\nwant %q", tt.table, got, tt.want)
		}
	}
}
