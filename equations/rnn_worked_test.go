//go:build !eqx_noui

package equations

import (
	"math"
	"testing"
)

// TestWorkedRNN: the encoder's states at the defaults, by hand with
// Python's math.tanh: h₁ = tanh(W_x x₁ + b) = tanh(0.5, 0.9, −0.5) and
// h₄ = (−0.427384, −0.36166, 0.585308).
func TestWorkedRNN(t *testing.T) {
	checkWorkedShows(t, []workedShows{
		{"rnn-encoder-state", map[string]any{}, []string{
			`= \begin{bmatrix}0.5 \\ 0.8 \\ -0.4\end{bmatrix}`,
			`= \begin{bmatrix}0.462117 \\ 0.716298 \\ -0.462117\end{bmatrix}`,
			`\mathbf{h}_{4} = `, `= \begin{bmatrix}-0.427384 \\ -0.36166 \\ 0.585308\end{bmatrix}`,
		}},
		// Identity cell, one step: s₁ = W_y y₁ + W_s s₀ + b with s₀ = 0.
		{"rnn-decoder-state", map[string]any{"g": "identity", "s0": []float64{0, 0, 0}, "y": [][]float64{{1, 0}}}, []string{
			`\mathbf{s}_{1} = `, `= \begin{bmatrix}0.5 \\ 0.9 \\ -0.5\end{bmatrix}`,
		}},
	})
}

// TestDecoderStartsFromEncoder: the decoder's default start state is the
// encoder's last state at its defaults (to the 6 digits it is written with).
func TestDecoderStartsFromEncoder(t *testing.T) {
	reg := Catalogue()
	enc, _ := reg.Lookup("rnn-encoder-state")
	dec, _ := reg.Lookup("rnn-decoder-state")
	out, err := enc.Evaluate(enc.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	H := out.([][]float64)
	s0 := dec.Defaults().Vector("s0")
	for i, v := range H[len(H)-1] {
		if math.Abs(v-s0[i]) > 1e-6 {
			t.Errorf("s0 = %v, the encoder's h_T = %v", s0, H[len(H)-1])
			break
		}
	}
}
