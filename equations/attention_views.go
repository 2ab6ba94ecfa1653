package equations

import (
	"fmt"
	"math"

	"eqx/compute"
)

// The plots of the attention pages: the parts a score is the sum of, and
// the attention matrices (row: a query, column: a key) with the output
// they weight below.

// additiveScorePlot draws, per hidden unit k, the pre-activation
// (W[s; h])_k, its tanh, squashed into (−1, 1), and v_k tanh(…)_k: the
// score e is the sum of the last series.
var additiveScorePlot = &Bars{Rows: []string{"W[s; h]", "tanh(W[s; h])", "v ⊙ tanh(W[s; h]), sums to e"}, Cols: []string{"hidden unit k"}, Table: func(in Inputs) ([][]float64, []string) {
	x := append(append([]float64{}, in.Vector("s_prev")...), in.Vector("h")...)
	pre, ok := viewMatVec(in.Matrix("W"), x)
	v := in.Vector("v")
	if !ok || len(pre) != len(v) {
		return nil, nil
	}
	squashed, parts := make([]float64, len(pre)), make([]float64, len(pre))
	for k, z := range pre {
		squashed[k] = math.Tanh(z)
		parts[k] = v[k] * squashed[k]
	}
	return [][]float64{pre, squashed, parts}, nil
}}

// generalScorePlot draws the terms s_i W_ij h_j of the bilinear form, whose
// sum is e (with W = I only the diagonal is left: the dot product); below,
// s beside W h, whose dot product is the same e.
var generalScorePlot = Stack{&Heatmap{Rows: []string{"s entry i = "}, Cols: []string{"h entry j = "}, Table: func(in Inputs) ([][]float64, []string) {
	s, W, h := in.Vector("s_prev"), in.Matrix("W"), in.Vector("h")
	if len(W) != len(s) {
		return nil, nil
	}
	t := make([][]float64, len(s))
	for i := range s {
		if len(W[i]) != len(h) {
			return nil, nil
		}
		t[i] = make([]float64, len(h))
		for j := range h {
			t[i][j] = s[i] * W[i][j] * h[j]
		}
	}
	return t, nil
}}, &Bars{Rows: []string{"s", "W h"}, Cols: []string{"entry i"}, Table: func(in Inputs) ([][]float64, []string) {
	s := in.Vector("s_prev")
	wh, ok := viewMatVec(in.Matrix("W"), in.Vector("h"))
	if !ok || len(wh) != len(s) {
		return nil, nil
	}
	return [][]float64{s, wh}, nil
}}}

// attentionPlot draws the attention matrix softmax(QKᵀ/√d_k), each row
// summing to 1, and below it the output, each row the mix of the value
// rows its weights give.
var attentionPlot = Stack{&Heatmap{Rows: []string{"query "}, Cols: []string{"key "}, Table: func(in Inputs) ([][]float64, []string) {
	_, w, err := compute.ScaledDotProductAttention(in.Matrix("Q"), in.Matrix("K"), in.Matrix("V"), in.Bool("scaled"))
	if err != nil {
		return nil, nil
	}
	return w, nil
}}, &Heatmap{Rows: []string{"query "}, Cols: []string{"output dim "}}}

// multiHeadPlot draws the attention matrix of every head side by side (the
// columns of head i are its keys) and the output below.
var multiHeadPlot = Stack{&Heatmap{Rows: []string{"query "}, Table: headWeightTable}, &Heatmap{Rows: []string{"query "}, Cols: []string{"output dim "}}}

// headWeightTable is the attention matrices softmax(Q W_i^Q (K W_i^K)ᵀ/√d_k)
// of the heads, concatenated along the keys.
func headWeightTable(in Inputs) ([][]float64, []string) {
	wq, err1 := headWeights(in, "W_Q")
	wk, err2 := headWeights(in, "W_K")
	if err1 != nil || err2 != nil || len(wq) != len(wk) {
		return nil, nil
	}
	Q, K := in.Matrix("Q"), in.Matrix("K")
	var table [][]float64
	var cols []string
	for i := range wq {
		q, ok1 := viewMatMul(Q, wq[i])
		k, ok2 := viewMatMul(K, wk[i])
		if !ok1 || !ok2 {
			return nil, nil
		}
		// The values do not change the weights: K stands in for them.
		_, w, err := compute.ScaledDotProductAttention(q, k, k, true)
		if err != nil {
			return nil, nil
		}
		if table == nil {
			table = make([][]float64, len(w))
		}
		for r := range w {
			table[r] = append(table[r], w[r]...)
		}
		for j := range k {
			cols = append(cols, fmt.Sprintf("h%d key %d", i+1, j+1))
		}
	}
	return table, cols
}

// viewMatVec is W x, false when the shapes do not fit.
func viewMatVec(W [][]float64, x []float64) ([]float64, bool) {
	out := make([]float64, len(W))
	for i, row := range W {
		if len(row) != len(x) {
			return nil, false
		}
		for j, w := range row {
			out[i] += w * x[j]
		}
	}
	return out, len(W) > 0
}

// viewMatMul is A B, false when the shapes do not fit.
func viewMatMul(A, B [][]float64) ([][]float64, bool) {
	out := make([][]float64, len(A))
	for i, row := range A {
		if len(row) != len(B) || len(B) == 0 {
			return nil, false
		}
		out[i] = make([]float64, len(B[0]))
		for k, a := range row {
			if len(B[k]) != len(B[0]) {
				return nil, false
			}
			for j, b := range B[k] {
				out[i][j] += a * b
			}
		}
	}
	return out, len(A) > 0
}
