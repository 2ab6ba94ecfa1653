package compute

import (
	"fmt"

	"gonum.org/v1/gonum/mat"
)

// MultiHeadWeights are the learned projections of multi-head attention with
// h heads: for head i, W^Q_i and W^K_i (d_model × d_k) and W^V_i
// (d_model × d_v), and the output projection W^O with h·d_v rows.
type MultiHeadWeights struct {
	WQ, WK, WV [][][]float64
	WO         [][]float64
}

// MultiHeadAttention returns Concat(head_1, …, head_h) W^O with
// head_i = Attention(Q W^Q_i, K W^K_i, V W^V_i), each head the scaled
// dot-product attention of ScaledDotProductAttention in its own d_k-wide
// subspace (scaled by 1/√d_k).
//
// As in Vaswani et al. (2017) the h heads split the model width: h must
// divide d_model, the number of columns of Q, and every W^Q_i and W^K_i
// must be d_model × d_model/h (K's column count for W^K_i). The W^V_i must
// share one width d_v and W^O must have h·d_v rows. Q is n×d_model; K and V
// have one row per key.
func MultiHeadAttention(Q, K, V [][]float64, w MultiHeadWeights) ([][]float64, error) {
	const name = "multi-head attention"
	h := len(w.WQ)
	if h == 0 {
		return nil, fmt.Errorf("%s: W_Q has no heads: %w", name, ErrEmpty)
	}
	if len(w.WK) != h || len(w.WV) != h {
		return nil, fmt.Errorf("%s: W_Q, W_K and W_V have %d, %d and %d heads; they must have the same number", name, h, len(w.WK), len(w.WV))
	}
	q, err := denseFromRows(name+": Q", Q)
	if err != nil {
		return nil, err
	}
	k, err := denseFromRows(name+": K", K)
	if err != nil {
		return nil, err
	}
	v, err := denseFromRows(name+": V", V)
	if err != nil {
		return nil, err
	}
	n, dModel := q.Dims()
	if dModel%h != 0 {
		return nil, fmt.Errorf("%s: h = %d heads do not divide d_model = %d (the columns of Q)", name, h, dModel)
	}
	dk := dModel / h
	wo, err := denseFromRows(name+": W_O", w.WO)
	if err != nil {
		return nil, err
	}
	if len(w.WV[0]) == 0 || len(w.WV[0][0]) == 0 {
		return nil, fmt.Errorf("%s: W_V head 1: %w", name, ErrEmpty)
	}
	dv := len(w.WV[0][0])
	if rows, _ := wo.Dims(); rows != h*dv {
		return nil, fmt.Errorf("%s: W_O has %d rows but the %d heads give h·d_v = %d values", name, rows, h, h*dv)
	}
	concat := mat.NewDense(n, h*dv, nil)
	for i := range h {
		qi, err := mhProject(name, "W_Q", i, w.WQ[i], q, "Q", dk)
		if err != nil {
			return nil, err
		}
		ki, err := mhProject(name, "W_K", i, w.WK[i], k, "K", dk)
		if err != nil {
			return nil, err
		}
		vi, err := mhProject(name, "W_V", i, w.WV[i], v, "V", dv)
		if err != nil {
			return nil, err
		}
		head, _, err := attend(qi, ki, vi, true)
		if err != nil {
			return nil, fmt.Errorf("%s: head %d: %w", name, i+1, err)
		}
		concat.Slice(0, n, i*dv, (i+1)*dv).(*mat.Dense).Copy(head)
	}
	out := new(mat.Dense)
	out.Mul(concat, wo)
	return rowsFromDense(out), nil
}

// mhProject returns x·W for head i, checking that W has one row per column
// of x and want columns.
func mhProject(name, wName string, i int, W [][]float64, x *mat.Dense, xName string, want int) (*mat.Dense, error) {
	w, err := denseFromRows(fmt.Sprintf("%s: %s head %d", name, wName, i+1), W)
	if err != nil {
		return nil, err
	}
	_, xc := x.Dims()
	r, c := w.Dims()
	if r != xc {
		return nil, fmt.Errorf("%s: %s head %d has %d rows but %s has %d columns", name, wName, i+1, r, xName, xc)
	}
	if c != want {
		return nil, fmt.Errorf("%s: %s head %d has %d columns; want %d (d_model/h for queries and keys, the d_v of head 1 for values)", name, wName, i+1, c, want)
	}
	out := new(mat.Dense)
	out.Mul(x, w)
	return out, nil
}
