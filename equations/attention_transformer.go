package equations

import (
	"encoding/json"
	"math"

	"eqx/compute"
)

// headWeightsParam is a stack of per-head projection matrices, h × d_model × d_k,
// sent as nested JSON lists and edited a head at a time (MatrixList).
func headWeightsParam(name, symbol, doc, def string) Param {
	return Param{Name: name, Symbol: symbol, Doc: doc, Kind: Object, Default: json.RawMessage(def), Editor: MatrixList{Item: "head"}}
}

// headWeights decodes the Object input name into h matrices. Every entry
// must be a finite number; null (which encoding/json would read as 0) is
// refused.
func headWeights(in Inputs, name string) ([][][]float64, error) {
	var raw [][][]*float64
	if err := json.Unmarshal(in.Object(name), &raw); err != nil {
		return nil, inputErrorf(name, "want a list of h matrices (lists of rows of numbers): %v", err)
	}
	out := make([][][]float64, len(raw))
	for i, m := range raw {
		out[i] = make([][]float64, len(m))
		for r, row := range m {
			out[i][r] = make([]float64, len(row))
			for c, v := range row {
				if v == nil || math.IsNaN(*v) || math.IsInf(*v, 0) {
					return nil, inputErrorf(name, "head %d, entry (%d, %d) is not a finite number", i+1, r+1, c+1)
				}
				out[i][r][c] = *v
			}
		}
	}
	return out, nil
}

func transformerAttention() []*Spec {
	matrix := func(name, doc string, def [][]float64) Param {
		return weightMatrixParam(name, name, doc, def)
	}
	sdpa := &Spec{
		ID: "scaled-dot-product-attention", Title: "Scaled dot-product attention", Category: "attention",
		LaTeX: `\operatorname{Attention}(Q, K, V) = \operatorname{softmax}\!\left(\frac{QK^\top}{\sqrt{d_k}}\right)V`,
		Explanation: "Scaled dot-product attention lets every query attend to all keys at once: QKᵀ holds the similarity of each query to each key, a softmax along each row turns a row into weights, and each output row is the weighted mean of the value rows. " +
			"It is the core operation of the Transformer, in self-attention (Q, K and V from the same sequence) and in encoder–decoder attention. " +
			"Dividing by √d_k keeps the scores' spread near 1 whatever the key dimension; without it large d_k pushes the softmax towards one-hot weights whose gradients vanish.",
		Sources: []Source{{Seed: S0, Paper: paperVaswani}, {Seed: S4}},
		Related: []string{"multi-head-attention", "dot-product-attention-score", "attention-weights", "softmax"},
		Output:  `\operatorname{Attention}(Q, K, V)`,
		Params: []Param{
			matrix("Q", "the queries, one per row (n × d_k)", [][]float64{{1, 0, 1}, {0, 2, 0}}),
			matrix("K", "the keys, one per row (m × d_k)", [][]float64{{1, 1, 0}, {0, 1, 1}, {1, 0, 0}}),
			matrix("V", "the values, one row per key (m × d_v)", [][]float64{{1, 2}, {3, 4}, {5, 6}}),
			{Name: "scaled", Symbol: `1/\sqrt{d_k}`, Doc: "divide the scores by √d_k (switch off to see the softmax sharpen)", Kind: Bool, Default: true, Optional: true},
		},
		Eval: func(in Inputs) (any, error) {
			out, _, err := compute.ScaledDotProductAttention(in.Matrix("Q"), in.Matrix("K"), in.Matrix("V"), in.Bool("scaled"))
			return out, err
		},
		View: attentionPlot,
	}
	count := func(name, symbol, doc string, example int) Param {
		return Param{Name: name, Symbol: symbol, Doc: doc, Kind: Integer, Optional: true, Example: example,
			Min: 1, Max: 8, Step: 1, Domain: Interval{Lo: 1, Hi: math.Inf(1), OpenHi: true}}
	}
	multi := &Spec{
		ID: "multi-head-attention", Title: "Multi-head attention", Category: "attention",
		LaTeX: `\operatorname{MultiHead}(Q, K, V) = \operatorname{Concat}(\mathrm{head}_1, \dots, \mathrm{head}_h)W^O, \quad \mathrm{head}_i = \operatorname{Attention}(QW_i^Q, KW_i^K, VW_i^V)`,
		Explanation: "Multi-head attention runs h scaled dot-product attentions side by side, each on its own learned projection of the queries, keys and values into a d_model/h-dimensional subspace, then concatenates the heads and mixes them with W^O. " +
			"Different heads can attend to different things, such as the previous word or a syntactic dependency, for about the cost of one full-width attention. " +
			"The original Transformer uses h = 8 heads of width 64 for d_model = 512.",
		Sources: []Source{{Seed: S0, Paper: paperVaswani}},
		Related: []string{"scaled-dot-product-attention", "attention-weights"},
		Output:  `\operatorname{MultiHead}(Q, K, V)`,
		Params: []Param{
			matrix("Q", "the queries, one token per row (n × d_model)", [][]float64{{1, 0}, {0, 1}, {1, 1}}),
			matrix("K", "the keys, one token per row", [][]float64{{1, 0}, {0, 1}, {1, 1}}),
			matrix("V", "the values, one row per key", [][]float64{{1, 0}, {0, 1}, {1, 1}}),
			headWeightsParam("W_Q", `W_i^Q`, "the query projections, one d_model × d_k matrix per head", `[[[1], [0]], [[0], [1]]]`),
			headWeightsParam("W_K", `W_i^K`, "the key projections, one d_model × d_k matrix per head", `[[[1], [1]], [[1], [-1]]]`),
			headWeightsParam("W_V", `W_i^V`, "the value projections, one d_model × d_v matrix per head", `[[[1], [0]], [[0], [1]]]`),
			matrix("W_O", "the output projection, h·d_v rows", [][]float64{{1, 0.5}, {-0.5, 1}}),
			count("h", `h`, "the number of heads; read off W_Q when not given (it must divide d_model)", 2),
			count("d_k_per_head", `d_k`, "the width of each head, d_model/h; read off W_Q when not given", 1),
		},
		Eval: func(in Inputs) (any, error) {
			var w compute.MultiHeadWeights
			var err error
			if w.WQ, err = headWeights(in, "W_Q"); err != nil {
				return nil, err
			}
			if w.WK, err = headWeights(in, "W_K"); err != nil {
				return nil, err
			}
			if w.WV, err = headWeights(in, "W_V"); err != nil {
				return nil, err
			}
			w.WO = in.Matrix("W_O")
			if in.Has("h") && in.Int("h") != len(w.WQ) {
				return nil, inputErrorf("h", "is %d but W_Q holds %d heads", in.Int("h"), len(w.WQ))
			}
			if in.Has("d_k_per_head") {
				dk := in.Int("d_k_per_head")
				for i, m := range w.WQ {
					if len(m) == 0 || len(m[0]) != dk {
						return nil, inputErrorf("d_k_per_head", "is %d but head %d of W_Q does not have %d columns", dk, i+1, dk)
					}
				}
			}
			return compute.MultiHeadAttention(in.Matrix("Q"), in.Matrix("K"), in.Matrix("V"), w)
		},
		View: multiHeadPlot,
	}
	return []*Spec{sdpa, multi}
}
