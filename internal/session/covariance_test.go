package session

import (
	"math"
	"testing"
)

func TestSpreads(t *testing.T) {
	for _, tt := range []struct {
		m           [][]float64
		s1, s2, rho float64
		ok          bool
	}{
		{[][]float64{{4, 1.2}, {1.2, 1}}, 2, 1, 0.6, true},
		{[][]float64{{2, 0.5}, {0.5, 1}}, math.Sqrt2, 1, 0.5 / math.Sqrt2, true},
		{[][]float64{{1, 0}, {0, 9}}, 1, 3, 0, true},
		{[][]float64{{1, -3}, {-3, 9}}, 1, 3, -1, true}, // singular: shown, ρ = −1
		{[][]float64{{0, 0}, {0, 1}}, 0, 0, 0, false},   // no spread to divide by
		{[][]float64{{1}}, 0, 0, 0, false},
		{[][]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, 0, 0, 0, false},
	} {
		s1, s2, rho, ok := Spreads(tt.m)
		if ok != tt.ok || math.Abs(s1-tt.s1) > 1e-15 || math.Abs(s2-tt.s2) > 1e-15 || math.Abs(rho-tt.rho) > 1e-15 {
			t.Errorf("Spreads(%v) = %v, %v, %v, %v; want %v, %v, %v, %v", tt.m, s1, s2, rho, ok, tt.s1, tt.s2, tt.rho, tt.ok)
		}
	}
}

func TestSpreadsMatrix(t *testing.T) {
	m := spreadsMatrix(2, 0.5, -0.4)
	want := [][]float64{{4, -0.4}, {-0.4, 0.25}}
	for i := range want {
		for j := range want[i] {
			if math.Abs(m[i][j]-want[i][j]) > 1e-15 {
				t.Fatalf("spreadsMatrix: %v, want %v", m, want)
			}
		}
	}
}
