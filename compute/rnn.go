package compute

import (
	"fmt"

	"gonum.org/v1/gonum/floats"
)

// RNNStates runs the simple (Elman) recurrent cell over a sequence,
//
//	h_t = g(W_x x_t + W_h h_{t−1} + b),  t = 1, …, T,
//
// for the inputs X (T × d_x, one x_t per row), the input weights Wx
// (d_h × d_x), the recurrent weights Wh (d_h × d_h), the bias b (d_h) and
// the start state h0 (d_h). It returns the states h_1, …, h_T, one per
// row. The LSTM and the GRU add gates around the same recurrence; this is
// the recurrence alone. Errors name the inputs by their role, for the
// caller to name them as its user knows them.
func RNNStates(X, Wx, Wh [][]float64, b, h0 []float64, g Activation) ([][]float64, error) {
	dh := len(h0)
	switch {
	case len(X) == 0:
		return nil, fmt.Errorf("rnn: no input step: the sequence has no row")
	case dh == 0:
		return nil, fmt.Errorf("rnn: the start state is empty")
	case len(Wx) != dh || len(Wh) != dh || len(b) != dh:
		return nil, fmt.Errorf("rnn: the input weights have %d rows, the recurrent weights %d and the bias %d entries; each must be the state size %d (the length of the start state)", len(Wx), len(Wh), len(b), dh)
	}
	dx := len(X[0])
	for t, x := range X {
		if len(x) != dx {
			return nil, fmt.Errorf("rnn: row %d of the sequence has %d entries, row 1 has %d", t+1, len(x), dx)
		}
	}
	for i := range dh {
		if len(Wx[i]) != dx {
			return nil, fmt.Errorf("rnn: row %d of the input weights has %d entries; want one per entry of an input (%d)", i+1, len(Wx[i]), dx)
		}
		if len(Wh[i]) != dh {
			return nil, fmt.Errorf("rnn: row %d of the recurrent weights has %d entries; want one per entry of the state (%d)", i+1, len(Wh[i]), dh)
		}
	}
	H := make([][]float64, len(X))
	prev := h0
	for t, x := range X {
		h := make([]float64, dh)
		for i := range h {
			h[i] = g.Apply(floats.Dot(Wx[i], x) + floats.Dot(Wh[i], prev) + b[i])
		}
		H[t], prev = h, h
	}
	return H, nil
}
