package app

import (
	"slices"
	"testing"
)

// rowsOf reads a picture written as rows of '.' (lo) and '#' (hi).
func rowsOf(lo, hi float64, lines ...string) [][]float64 {
	m := make([][]float64, len(lines))
	for i, l := range lines {
		for _, c := range l {
			v := lo
			if c == '#' {
				v = hi
			}
			m[i] = append(m[i], v)
		}
	}
	return m
}

func sameMatrix(a, b [][]float64) bool {
	return slices.EqualFunc(a, b, func(x, y []float64) bool { return slices.Equal(x, y) })
}

func TestImagePresets(t *testing.T) {
	preset := func(name string) func(int, int, float64, float64) [][]float64 {
		for _, p := range imagePresets {
			if p.name == name {
				return p.draw
			}
		}
		t.Fatalf("no preset %q", name)
		return nil
	}
	tests := []struct {
		preset     string
		rows, cols int
		lo, hi     float64
		want       [][]float64
	}{
		{"clear", 2, 3, 0, 1, [][]float64{{0, 0, 0}, {0, 0, 0}}},
		{"clear", 1, 2, -10, 10, [][]float64{{-10, -10}}},
		// The Sobel page's default image.
		{"edges", 5, 5, 0, 1, [][]float64{{0, 0, 1, 1, 1}, {0, 0, 1, 1, 1}, {0, 0, 1, 1, 1}, {0, 0, 1, 1, 1}, {0, 0, 1, 1, 1}}},
		{"edges", 2, 4, 0, 3, [][]float64{{0, 0, 3, 3}, {0, 0, 3, 3}}},
		{"square", 5, 5, 0, 1, rowsOf(0, 1,
			".....",
			".###.",
			".###.",
			".###.",
			".....")},
		{"square", 8, 8, -10, 10, rowsOf(-10, 10,
			"........",
			"........",
			"..####..",
			"..####..",
			"..####..",
			"..####..",
			"........",
			"........")},
		{"square", 4, 6, 0, 1, rowsOf(0, 1,
			"......",
			".####.",
			".####.",
			"......")},
		{"digit", 7, 7, 0, 1, rowsOf(0, 1,
			".#####.",
			"##...##",
			".....##",
			"...###.",
			".##....",
			"##.....",
			"#######")},
		// 8 from 7: the centres of cells 3 and 4 both fall in glyph cell 3,
		// so its row and column are doubled.
		{"digit", 8, 8, 0, 1, rowsOf(0, 1,
			".######.",
			"##....##",
			"......##",
			"...####.",
			"...####.",
			".##.....",
			"##......",
			"########")},
		// 16 × 16: a margin of one cell and the glyph at twice its size.
		{"digit", 16, 16, 0, 1, rowsOf(0, 1,
			"................",
			"...##########...",
			"...##########...",
			".####......####.",
			".####......####.",
			"...........####.",
			"...........####.",
			".......######...",
			".......######...",
			"...####.........",
			"...####.........",
			".####...........",
			".####...........",
			".##############.",
			".##############.",
			"................")},
	}
	for _, tt := range tests {
		got := preset(tt.preset)(tt.rows, tt.cols, tt.lo, tt.hi)
		if !sameMatrix(got, tt.want) {
			t.Errorf("%s %d×%d on [%v, %v] =\n%v\nwant\n%v", tt.preset, tt.rows, tt.cols, tt.lo, tt.hi, got, tt.want)
		}
	}
}

func TestResampled(t *testing.T) {
	m := [][]float64{{1, 2}, {3, 4}}
	tests := []struct {
		rows, cols int
		want       [][]float64
	}{
		{2, 2, m},
		{4, 4, [][]float64{{1, 1, 2, 2}, {1, 1, 2, 2}, {3, 3, 4, 4}, {3, 3, 4, 4}}},
		{3, 3, [][]float64{{1, 2, 2}, {3, 4, 4}, {3, 4, 4}}}, // centres 0.5, 1.5, 2.5 of 3 → 0.33, 1, 1.67 of 2: cells 0, 1, 1
		{1, 1, [][]float64{{4}}}, // the centre 0.5 of 1 → 1 of 2
		{1, 3, [][]float64{{3, 4, 4}}},
	}
	for _, tt := range tests {
		if got := resampled(m, tt.rows, tt.cols); !sameMatrix(got, tt.want) {
			t.Errorf("resampled to %d×%d = %v, want %v", tt.rows, tt.cols, got, tt.want)
		}
	}
}

func TestGrey(t *testing.T) {
	tests := []struct {
		v, lo, hi float64
		want      string
	}{
		{0, 0, 1, "rgb(255,255,255)"},
		{1, 0, 1, "rgb(0,0,0)"},
		{0.5, 0, 1, "rgb(128,128,128)"}, // 127.5 rounds up
		{1.5, 0, 3, "rgb(128,128,128)"},
		{-10, -10, 10, "rgb(255,255,255)"},
		{5, -10, 10, "rgb(64,64,64)"}, // 255 × 0.25 = 63.75
		{7, 0, 3, "rgb(0,0,0)"},       // beyond the scale: its end
		{-1, 0, 1, "rgb(255,255,255)"},
	}
	for _, tt := range tests {
		if got := grey(tt.v, tt.lo, tt.hi); got != tt.want {
			t.Errorf("grey(%v, %v, %v) = %s, want %s", tt.v, tt.lo, tt.hi, got, tt.want)
		}
	}
}
