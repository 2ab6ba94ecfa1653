package compute

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// AttentionWeights returns α_j = exp(e_j) / Σ_k exp(e_k), the softmax of the
// alignment scores of one decoder step over the encoder positions. It is
// computed by Softmax with the maximum subtracted, so scores of 1e4 do not
// overflow.
func AttentionWeights(e []float64) ([]float64, error) {
	a, err := Softmax(nil, e, 1)
	if err != nil {
		return nil, fmt.Errorf("attention weights: scores e: %w", err)
	}
	return a, nil
}

// ContextVector returns c = Σ_j α_j h_j, the attention-weighted sum of the
// encoder states h_j (the rows of h). alpha needs one weight per row; the
// weights usually come from AttentionWeights and sum to 1, making c a
// point of the convex hull of the states, but any finite weights are
// accepted.
func ContextVector(alpha []float64, h [][]float64) ([]float64, error) {
	hs, err := denseFromRows("context vector: states h", h)
	if err != nil {
		return nil, err
	}
	rows, d := hs.Dims()
	if len(alpha) != rows {
		return nil, fmt.Errorf("context vector: alpha has %d weights but h has %d states (rows)", len(alpha), rows)
	}
	c := make([]float64, d)
	for j, a := range alpha {
		floats.AddScaled(c, a, hs.RawRowView(j))
	}
	return c, nil
}

// attnDot returns Σ a_i b_i, a and b finite and of the same length. The
// plain sum is used when it is finite. When a product or a partial sum
// overflows (Inf, or Inf − Inf = NaN) it is formed again by xdot and
// rounded once: the result is ±Inf only when the true sum lies beyond the
// float64 range, and terms of both signs that overflow (1e200·1e200 −
// 1e200·1e199) no longer make it undefined.
func attnDot(a, b []float64) float64 {
	d := floats.Dot(a, b)
	if !math.IsInf(d, 0) && !math.IsNaN(d) {
		return d
	}
	return xdot(a, b).float64()
}

// attnRows returns W as a dense matrix, checking that it is rectangular and
// has one column per entry of x. name prefixes errors; wName and xName name
// the inputs.
func attnRows(name, wName string, W [][]float64, xName string, x []float64) (*mat.Dense, error) {
	w, err := denseFromRows(name+": "+wName, W)
	if err != nil {
		return nil, err
	}
	if _, c := w.Dims(); c != len(x) {
		return nil, fmt.Errorf("%s: %s has %d columns but %s has %d entries", name, wName, c, xName, len(x))
	}
	return w, nil
}

// attnMatVec returns W x by attnDot, row by row: an entry is ±Inf only
// when its true value lies beyond the float64 range. It checks W as
// attnRows does.
func attnMatVec(name, wName string, W [][]float64, xName string, x []float64) ([]float64, error) {
	w, err := attnRows(name, wName, W, xName, x)
	if err != nil {
		return nil, err
	}
	r, _ := w.Dims()
	out := make([]float64, r)
	for i := range out {
		out[i] = attnDot(w.RawRowView(i), x)
	}
	return out, nil
}

// softmaxX writes into dst the softmax of scores held as xfloats, some of
// them beyond the float64 range. On the scale 2^E of the largest score
// each score is a fraction r_j with |r_j| < 1, so e_j − max e =
// (r_j − max r)·2^E is formed without overflow: it is −Inf, and the weight
// 0, whenever a score lies below the largest by more than the range; equal
// scores share the weight exactly.
func softmaxX(dst []float64, z []xfloat) []float64 {
	top, found := 0, false
	for _, x := range z {
		if x.f != 0 && (!found || x.e > top) {
			top, found = x.e, true
		}
	}
	r := make([]float64, len(z))
	rmax := math.Inf(-1)
	for j, x := range z {
		if x.f != 0 {
			r[j] = math.Ldexp(x.f, x.e-top)
		}
		rmax = math.Max(rmax, r[j])
	}
	var sum float64
	for j := range r {
		dst[j] = math.Exp(math.Ldexp(r[j]-rmax, top))
		sum += dst[j]
	}
	for j := range dst {
		dst[j] /= sum
	}
	return dst
}

func attnFinite(x []float64) bool {
	for _, v := range x {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}

func attnConcat(parts ...[]float64) []float64 {
	var out []float64
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// AdditiveScore returns Bahdanau's additive alignment score
// e = vᵀ tanh(W [s; h]) of the previous decoder state s and an encoder
// state h. W has one row per entry of v and len(s) + len(h) columns; this
// equals vᵀ tanh(W_s s + W_h h) with W = [W_s W_h]. Every finite input is
// in the domain: a pre-activation beyond the float64 range (W entries of
// 1e200 times states of 1e200) is ±Inf, whose tanh is exactly ±1, so the
// score is finite unless Σ|v_i| itself exceeds the range.
func AdditiveScore(s, h []float64, W [][]float64, v []float64) (float64, error) {
	if len(s) == 0 || len(h) == 0 || len(v) == 0 {
		return 0, fmt.Errorf("additive attention: s_prev, h and v: %w", ErrEmpty)
	}
	pre, err := attnMatVec("additive attention", "W", W, "[s_prev; h]", attnConcat(s, h))
	if err != nil {
		return 0, err
	}
	if len(pre) != len(v) {
		return 0, fmt.Errorf("additive attention: W has %d rows but v has %d entries", len(pre), len(v))
	}
	for i := range pre {
		pre[i] = math.Tanh(pre[i])
	}
	return attnDot(v, pre), nil
}

// DotScore returns Luong's dot-product score e = sᵀh. s and h must have the
// same length. The score is ±Inf only when the true value exceeds the
// float64 range: products or partial sums that overflow on the way
// (1.5e308 + 1.5e308 − 1.5e308, or 1e400 − 1e399 of both signs) are summed
// again with exponents of their own (attnDot).
func DotScore(s, h []float64) (float64, error) {
	if err := checkSameLen("s_prev", s, "h", h); err != nil {
		return 0, fmt.Errorf("dot-product attention: %w", err)
	}
	return attnDot(s, h), nil
}

// GeneralScore returns Luong's general (bilinear) score e = sᵀ W h, W
// having len(s) rows and len(h) columns. With W = I it is DotScore.
//
// W h is kept in xfloats (a fraction and an exponent each) until the final
// rounding, so an intermediate W h beyond the float64 range (W = 1e200,
// h = 1e200, s = 1e-200) or below it (W = h = 1e-200, s = 1e200) does not
// turn a representable score into an overflow or a 0; for inputs whose
// products stay in range this is the plain evaluation, rounding for
// rounding. The score is ±Inf only when its true value exceeds the range.
func GeneralScore(s []float64, W [][]float64, h []float64) (float64, error) {
	if len(s) == 0 || len(h) == 0 {
		return 0, fmt.Errorf("general attention: s_prev and h: %w", ErrEmpty)
	}
	w, err := attnRows("general attention", "W", W, "h", h)
	if err != nil {
		return 0, err
	}
	if r, _ := w.Dims(); r != len(s) {
		return 0, fmt.Errorf("general attention: W has %d rows but s_prev has %d entries", r, len(s))
	}
	t := make([]xfloat, len(s))
	for i, si := range s {
		t[i] = xmul(xdot(w.RawRowView(i), h), si)
	}
	return xsum(t).float64(), nil
}

// AttentionalState returns the decoder state s_t = tanh(W [s_{t−1}; y_t; c_t])
// of an attention decoder: the previous state, the input embedding and the
// context vector, concatenated in that order and squashed. W has
// len(s_{t−1}) + len(y_t) + len(c_t) columns; its row count is the size of
// the new state. A pre-activation beyond the float64 range is ±Inf, whose
// tanh is exactly ±1, so every finite input has its state.
func AttentionalState(sPrev, y, c []float64, W [][]float64) ([]float64, error) {
	if len(sPrev)+len(y)+len(c) == 0 {
		return nil, fmt.Errorf("attentional decoder state: s_prev, y and c: %w", ErrEmpty)
	}
	pre, err := attnMatVec("attentional decoder state", "W", W, "[s_prev; y; c]", attnConcat(sPrev, y, c))
	if err != nil {
		return nil, err
	}
	for i := range pre {
		pre[i] = math.Tanh(pre[i])
	}
	return pre, nil
}

// DecoderOutput returns o_t = softmax(V s_t), the decoder's distribution over
// the vocabulary: one row of V per word, one column per entry of s_t. The
// softmax subtracts the largest logit, so it does not overflow. Logits
// beyond the float64 range are kept as xfloats and compared there
// (softmaxX): the largest takes all the weight, or equal ones share it,
// rather than every overflowing logit becoming an equal +Inf.
func DecoderOutput(V [][]float64, s []float64) ([]float64, error) {
	if len(s) == 0 {
		return nil, fmt.Errorf("decoder output: state s: %w", ErrEmpty)
	}
	logits, err := attnMatVec("decoder output", "V", V, "s", s)
	if err != nil {
		return nil, err
	}
	if !attnFinite(logits) {
		w, _ := attnRows("decoder output", "V", V, "s", s)
		z := make([]xfloat, len(logits))
		for i := range z {
			z[i] = xdot(w.RawRowView(i), s)
		}
		return softmaxX(logits, z), nil
	}
	return Softmax(logits, logits, 1)
}

// ScaledDotProductAttention returns softmax(QKᵀ/√d_k) V and the attention
// matrix softmax(QKᵀ/√d_k): the n queries (rows of Q) attend over the m
// keys (rows of K), each output row being the weighted mean of the rows of
// V. The softmax runs along each row and subtracts its maximum, so scores
// of 1e4 do not overflow. A row with a score beyond the float64 range
// (Q and K entries of 1e200) is scored again in xfloats and its softmax
// taken there (softmaxX): the largest true score takes the weight, as it
// should, instead of all the overflowing scores sharing it as equal +Infs.
// With scaled false the 1/√d_k factor is left out.
//
// Q is n×d_k, K is m×d_k and V is m×d_v, all finite.
func ScaledDotProductAttention(Q, K, V [][]float64, scaled bool) (out, weights [][]float64, err error) {
	in := newScratch() // q, k and v are read only here
	defer in.release()
	q, err := in.dense("attention: Q", Q)
	if err != nil {
		return nil, nil, err
	}
	k, err := in.dense("attention: K", K)
	if err != nil {
		return nil, nil, err
	}
	v, err := in.dense("attention: V", V)
	if err != nil {
		return nil, nil, err
	}
	o, a, err := attend(q, k, v, scaled, nil, nil)
	if err != nil {
		return nil, nil, err
	}
	return rowViews(o), rowViews(a), nil
}

// attend is ScaledDotProductAttention on dense matrices. The scores go to
// weights and the result to out when they are not nil (n × m and n × d_v:
// multi-head attention reuses one score matrix for all its heads and
// writes each head into its columns of the output); else they are
// allocated.
//
// The scores c·QKᵀ come from one Gemm with the factor c as its alpha (on
// OpenBLAS in the server's build, for the large products), and each row
// is read once for its maximum (rowMax, whose vector pass does not look
// for non-finite scores: the sum of the exponentials shows them) before
// its exponentials: a 512 × 512 score matrix is 2 MB, beyond the caches,
// so the passes over it, not the arithmetic, set the time.
func attend(q, k, v *mat.Dense, scaled bool, out, weights *mat.Dense) (*mat.Dense, *mat.Dense, error) {
	n, dk := q.Dims()
	m, dkK := k.Dims()
	mv, _ := v.Dims()
	if dk != dkK {
		return nil, nil, fmt.Errorf("attention: Q has %d columns but K has %d; queries and keys must have the same dimension d_k", dk, dkK)
	}
	if m != mv {
		return nil, nil, fmt.Errorf("attention: K has %d rows but V has %d; there must be one value per key", m, mv)
	}
	c := 1.0
	if scaled {
		c = 1 / math.Sqrt(float64(dk))
	}
	scores := weights
	if scores == nil {
		scores = mat.NewDense(n, m, nil)
	}
	blas64.Gemm(blas.NoTrans, blas.Trans, c, q.RawMatrix(), k.RawMatrix(), 0, scores.RawMatrix())
	softmaxRows := func(lo, hi int) {
		for i := lo; i < hi; i++ {
			row := scores.RawRowView(i)
			// A row of finite scores has a finite maximum, which is one
			// of them, so its exponentials sum to a finite number ≥ 1. A
			// score that overflowed (±Inf, or NaN from Inf − Inf) makes
			// the maximum or the sum +Inf or NaN: the row is then scored
			// again in xfloats. (rowMax may skip a NaN; the sum does not.)
			max := rowMax(row)
			if max-max == 0 {
				if sum := softmaxExpBatch(row, row, max, 1); sum-sum == 0 {
					divScalar(row, sum)
					continue
				}
			}
			// softmaxX writes the whole row from the xfloat scores.
			qi := q.RawRowView(i)
			z := make([]xfloat, m)
			for j := range z {
				z[j] = xmul(xdot(qi, k.RawRowView(j)), c)
			}
			softmaxX(row, z)
		}
	}
	// A large score matrix is shared with the helper goroutine in blocks
	// of rows (runChunks): the rows do not depend on each other, so the
	// result does not depend on who ran which.
	if rows := max(1, chunkLen/max(m, 1)); n*m >= parallelMin {
		j := runChunks(func(_ *halfJob, b int) { softmaxRows(b*rows, min(n, (b+1)*rows)) }, (n+rows-1)/rows, nil, nil, [6]float64{})
		j.release()
	} else {
		softmaxRows(0, n)
	}
	if out == nil {
		out = new(mat.Dense)
	}
	out.Mul(scores, v)
	return out, scores, nil
}
