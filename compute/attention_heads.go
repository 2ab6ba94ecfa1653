package compute

import (
	"fmt"
	"math"

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
//
// A head's scores may lie beyond the float64 range, and so may its projected
// queries Q·W^Q_i and keys K·W^K_i: they are then kept and compared in
// xfloats (attendX), as ScaledDotProductAttention does with its scores. A
// projected value V·W^V_i beyond the range, which the output would have to
// carry, is an error.
func MultiHeadAttention(Q, K, V [][]float64, w MultiHeadWeights) ([][]float64, error) {
	const name = "multi-head attention"
	h := len(w.WQ)
	if h == 0 {
		return nil, fmt.Errorf("%s: W_Q has no heads: %w", name, ErrEmpty)
	}
	if len(w.WK) != h || len(w.WV) != h {
		return nil, fmt.Errorf("%s: W_Q, W_K and W_V have %d, %d and %d heads; they must have the same number", name, h, len(w.WK), len(w.WV))
	}
	in := newScratch() // q, k and v are read only here
	defer in.release()
	q, err := in.dense(name+": Q", Q)
	if err != nil {
		return nil, err
	}
	k, err := in.dense(name+": K", K)
	if err != nil {
		return nil, err
	}
	v, err := in.dense(name+": V", V)
	if err != nil {
		return nil, err
	}
	// Each head reads its rows of V·W_V as K's (vAll below): a V of
	// another height is refused here, as attend refuses it for one head.
	if nk, nv := k.RawMatrix().Rows, v.RawMatrix().Rows; nk != nv {
		return nil, fmt.Errorf("%s: K has %d rows but V has %d; there must be one value per key", name, nk, nv)
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
	// The heads' projections are made together, x·[W_1 … W_h] in one
	// product per input (on OpenBLAS in the server's build), each head
	// then reading its block of columns.
	wq, err := mhWeights(name, "W_Q", w.WQ, q, "Q", dk)
	if err != nil {
		return nil, err
	}
	wk, err := mhWeights(name, "W_K", w.WK, k, "K", dk)
	if err != nil {
		return nil, err
	}
	wv, err := mhWeights(name, "W_V", w.WV, v, "V", dv)
	if err != nil {
		return nil, err
	}
	var qAll, kAll, vAll mat.Dense
	qAll.Mul(q, wq)
	kAll.Mul(k, wk)
	vAll.Mul(v, wv)
	nk, _ := k.Dims()
	concat := mat.NewDense(n, h*dv, nil)
	var scores *mat.Dense // one score matrix for every head
	for i := range h {
		qi := qAll.Slice(0, n, i*dk, (i+1)*dk).(*mat.Dense)
		ki := kAll.Slice(0, nk, i*dk, (i+1)*dk).(*mat.Dense)
		vi := vAll.Slice(0, nk, i*dv, (i+1)*dv).(*mat.Dense)
		if !denseFinite(vi) {
			return nil, fmt.Errorf("%s: V·W_V head %d overflows the float64 range", name, i+1)
		}
		head := concat.Slice(0, n, i*dv, (i+1)*dv).(*mat.Dense)
		if denseFinite(qi) && denseFinite(ki) {
			if _, scores, err = attend(qi, ki, vi, true, head, scores); err != nil {
				return nil, fmt.Errorf("%s: head %d: %w", name, i+1, err)
			}
		} else {
			wqi := wq.Slice(0, dModel, i*dk, (i+1)*dk).(*mat.Dense)
			wki := wk.Slice(0, dModel, i*dk, (i+1)*dk).(*mat.Dense)
			head.Copy(attendX(q, wqi, k, wki, vi))
		}
	}
	out := new(mat.Dense)
	out.Mul(concat, wo)
	return rowsFromDense(out), nil
}

// mhWeights returns the heads' matrices W_1 … W_h side by side, each with
// one row per column of x and want columns (as checked), for the product
// x·[W_1 … W_h].
func mhWeights(name, wName string, heads [][][]float64, x *mat.Dense, xName string, want int) (*mat.Dense, error) {
	_, rows := x.Dims()
	all := mat.NewDense(rows, len(heads)*want, nil)
	for i, W := range heads {
		w, err := denseFromRows(fmt.Sprintf("%s: %s head %d", name, wName, i+1), W)
		if err != nil {
			return nil, err
		}
		r, c := w.Dims()
		if r != rows {
			return nil, fmt.Errorf("%s: %s head %d has %d rows but %s has %d columns", name, wName, i+1, r, xName, rows)
		}
		if c != want {
			return nil, fmt.Errorf("%s: %s head %d has %d columns; want %d (d_model/h for queries and keys, the d_v of head 1 for values)", name, wName, i+1, c, want)
		}
		all.Slice(0, rows, i*want, (i+1)*want).(*mat.Dense).Copy(w)
	}
	return all, nil
}

// denseFinite reports whether every entry of a is finite.
func denseFinite(a *mat.Dense) bool {
	r, _ := a.Dims()
	for i := range r {
		if !attnFinite(a.RawRowView(i)) {
			return false
		}
	}
	return true
}

// attendX is the attention of one head, softmax(Q_i K_iᵀ/√d_k) V_i, for
// projected queries Q_i = q·wq or keys K_i = k·wk with entries beyond the
// float64 range: the projections are kept in xfloats (projectX), each score
// is their dot product in xfloats scaled by 1/√d_k, and each row's softmax
// is taken by softmaxX, so that the largest true score takes the weight
// (or equal ones share it) rather than overflowing scores becoming equal
// +Infs or Inf − Inf. v is the head's projected values, finite.
func attendX(q, wq, k, wk, v *mat.Dense) *mat.Dense {
	qx, kx := projectX(q, wq), projectX(k, wk)
	_, dk := wq.Dims()
	c := 1 / math.Sqrt(float64(dk))
	n, m := len(qx), len(kx)
	weights := mat.NewDense(n, m, nil)
	t := make([]xfloat, dk)
	z := make([]xfloat, m)
	for i := range n {
		for j := range m {
			for l := range t {
				t[l] = xprod(qx[i][l], kx[j][l])
			}
			z[j] = xmul(xsum(t), c)
		}
		softmaxX(weights.RawRowView(i), z)
	}
	out := new(mat.Dense)
	out.Mul(weights, v)
	return out
}

// projectX returns x·w with each entry an xfloat (xdot), so that none
// overflows.
func projectX(x, w *mat.Dense) [][]xfloat {
	r, _ := x.Dims()
	wr, c := w.Dims()
	out := make([][]xfloat, r)
	for i := range out {
		out[i] = make([]xfloat, c)
	}
	col := make([]float64, wr)
	for j := range c {
		mat.Col(col, j, w)
		for i := range r {
			out[i][j] = xdot(x.RawRowView(i), col)
		}
	}
	return out
}
