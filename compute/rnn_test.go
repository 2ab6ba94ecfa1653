package compute

import (
	"math"
	"strings"
	"testing"
)

func TestRNNStates(t *testing.T) {
	tests := []struct {
		name      string
		X, Wx, Wh [][]float64
		b, h0     []float64
		g         Activation
		want      [][]float64
	}{
		// Identity: h₁ = 0.5·1 = 0.5, h₂ = 0.5·2 + 0.5·0.5 = 1.25.
		{"identity", [][]float64{{1}, {2}}, [][]float64{{0.5}}, [][]float64{{0.5}}, []float64{0}, []float64{0}, ActIdentity,
			[][]float64{{0.5}, {1.25}}},
		// tanh: h₁ = tanh 0.5, h₂ = tanh(1 + 0.5 tanh 0.5) (by hand, with Python's math).
		{"tanh", [][]float64{{1}, {2}}, [][]float64{{0.5}}, [][]float64{{0.5}}, []float64{0}, []float64{0}, ActTanh,
			[][]float64{{0.46211715726000974}, {0.8428861033202313}}},
		// The start state counts: h₁ = 0.5 + 1·(−2) + 1 = −0.5.
		{"start state", [][]float64{{1}}, [][]float64{{0.5}}, [][]float64{{1}}, []float64{1}, []float64{-2}, ActIdentity,
			[][]float64{{-0.5}}},
	}
	for _, tt := range tests {
		got, err := RNNStates(tt.X, tt.Wx, tt.Wh, tt.b, tt.h0, tt.g)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		for i := range tt.want {
			for j := range tt.want[i] {
				if math.Abs(got[i][j]-tt.want[i][j]) > 1e-12 {
					t.Errorf("%s: h_%d = %v, want %v", tt.name, i+1, got[i], tt.want[i])
				}
			}
		}
	}
	bad := []struct {
		X, Wx, Wh [][]float64
		b, h0     []float64
		msg       string
	}{
		{nil, [][]float64{{1}}, [][]float64{{1}}, []float64{0}, []float64{0}, "no input step"},
		{[][]float64{{1}}, [][]float64{{1}}, [][]float64{{1}}, []float64{0}, nil, "start state is empty"},
		{[][]float64{{1}}, [][]float64{{1}, {1}}, [][]float64{{1}}, []float64{0}, []float64{0}, "input weights have 2 rows"},
		{[][]float64{{1}, {1, 2}}, [][]float64{{1}}, [][]float64{{1}}, []float64{0}, []float64{0}, "row 2 of the sequence has 2 entries"},
		{[][]float64{{1, 2}}, [][]float64{{1}}, [][]float64{{1}}, []float64{0}, []float64{0}, "row 1 of the input weights has 1 entries"},
		{[][]float64{{1}}, [][]float64{{1}}, [][]float64{{1, 2}}, []float64{0}, []float64{0}, "row 1 of the recurrent weights has 2 entries"},
	}
	for _, c := range bad {
		if _, err := RNNStates(c.X, c.Wx, c.Wh, c.b, c.h0, ActTanh); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("RNNStates(%v, %v, %v, %v, %v): error %v, want one containing %q", c.X, c.Wx, c.Wh, c.b, c.h0, err, c.msg)
		}
	}
}
