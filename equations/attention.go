package equations

import (
	"fmt"

	"eqx/compute"
)

// The papers S0 names for its attention equations.
const (
	paperBahdanau = "Bahdanau, Cho & Bengio (2014), Neural Machine Translation by Jointly Learning to Align and Translate, arXiv:1409.0473"
	paperLuong    = "Luong, Pham & Manning (2015), Effective Approaches to Attention-based Neural Machine Translation, arXiv:1508.04025"
	paperVaswani  = "Vaswani et al. (2017), Attention Is All You Need, arXiv:1706.03762"
)

// stateParam is a hidden-state vector of an encoder–decoder.
func stateParam(name, symbol, doc string, def []float64) Param {
	return Param{Name: name, Symbol: symbol, Doc: doc, Kind: Vector, Default: def,
		Min: -3, Max: 3, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 8}
}

// The score functions a(s, h) of the generic alignment score.
const (
	scoreDot      = "dot"
	scoreGeneral  = "general"
	scoreAdditive = "additive"
)

// optionalParam makes p an optional input, example when switched on.
func optionalParam(p Param, example any) Param {
	p.Default, p.Optional, p.Example = nil, true, example
	return p
}

// weightMatrixParam is a learned weight matrix.
func weightMatrixParam(name, symbol, doc string, def [][]float64) Param {
	return Param{Name: name, Symbol: symbol, Doc: doc, Kind: Matrix, Default: def,
		Min: -3, Max: 3, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 8, MinCols: 1}
}

// italicTanh is the erratum for S0's tanh typeset as a product of letters.
func italicTanh(wrote, correct string) Erratum {
	return Erratum{
		Source: S0, Wrote: wrote, Correct: correct,
		Why: "Written without a backslash, tanh is set in italics and reads as the product of four variables t·a·n·h; the hyperbolic tangent is the upright operator \\tanh.",
	}
}

// attentionFamily is the attention mechanisms of sequence models and
// transformers (a family of the catalogue: family.go).
type attentionFamily struct{}

func (attentionFamily) specs() []*Spec {
	weights := &Spec{
		ID: "attention-weights", Title: "Attention weights (alignment softmax)", Category: "attention",
		LaTeX: `\alpha_{ij} = \frac{\exp(e_{ij})}{\sum_{k=1}^{T_x}\exp(e_{ik})}`,
		Explanation: "The attention weights turn the alignment scores of one decoder step i into a probability distribution over the T_x encoder positions with a softmax. " +
			"They say how much each source position contributes to the output being produced; drawn as a matrix over both sentences they show a soft word alignment. " +
			"Only differences of scores matter: adding a constant to every e_ij leaves the weights unchanged, which is also how large scores are kept from overflowing.",
		Sources: src(S0),
		Related: []string{"attention-score-generic", "attention-context-vector", "softmax"},
		Output:  `\boldsymbol\alpha_i`,
		Params: []Param{
			{Name: "e", Symbol: `e_{ij}`, Doc: "the alignment scores of decoder step i over the encoder positions j", Kind: Vector,
				Default: []float64{1, 2.5, -0.5, 0.8}, Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
		},
		Eval: func(in Inputs) (any, error) { return compute.AttentionWeights(in.Vector("e")) },
		View: &Bars{},
	}
	context := &Spec{
		ID: "attention-context-vector", Title: "Attention context vector", Category: "attention",
		LaTeX: `\mathbf{c}_i = \sum_{j=1}^{T_x}\alpha_{ij}\,\mathbf{h}_j`,
		Explanation: "The context vector is the average of the encoder states h_j weighted by the attention weights of decoder step i. " +
			"It replaces the single fixed summary of a plain encoder–decoder with one recomputed at every output step, so long sentences no longer have to fit in one vector. " +
			"With weights summing to 1, c_i lies inside the convex hull of the states and moves towards the state that gets the most weight.",
		Sources: src(S0),
		Related: []string{"attention-weights", "attentional-decoder-state", "scaled-dot-product-attention", "rnn-encoder-state"},
		Output:  `\mathbf{c}_i`,
		Params: []Param{
			{Name: "alpha", Symbol: `\alpha_{ij}`, Doc: "the attention weights, one per encoder state", Kind: Probability,
				Default: []float64{0.1, 0.6, 0.3}, Min: 0, Max: 1, Step: 0.01, MinLen: 1, MaxLen: 8},
			weightMatrixParam("h", `\mathbf{h}_j`, "the encoder states, one per row", [][]float64{{1, 2}, {3, -1}, {0, 4}}),
		},
		Eval: func(in Inputs) (any, error) { return compute.ContextVector(in.Vector("alpha"), in.Matrix("h")) },
		View: &Bars{},
	}
	generic := &Spec{
		ID: "attention-score-generic", Title: "Generic alignment score", Category: "attention",
		// The page chooses a among the three scores of the rows below, so
		// that the open a(·, ·) of the source computes.
		LaTeX: `e_{ij} = a(\mathbf{s}_{i-1}, \mathbf{h}_j)`,
		Explanation: "The alignment score e_ij rates how well the decoder state just before output i matches the encoder state at position j. " +
			"The function a is left open: the additive (Bahdanau), dot-product and general (Luong) scores are its common choices, and scaled dot-product attention is its matrix form. " +
			"Whatever a is, the scores of one decoder step go through a softmax to become the attention weights.",
		Sources: src(S0),
		Related: []string{"additive-attention-score", "dot-product-attention-score", "general-attention-score", "attention-weights"},
		Output:  `e_{ij}`,
		Params: []Param{
			{Name: "a", Symbol: `a`, Doc: "the score function: the dot product sᵀh, the general form sᵀWh, or the additive vᵀtanh(W[s; h])", Kind: Choice,
				Default: scoreDot, Options: []string{scoreDot, scoreGeneral, scoreAdditive},
				Needs: map[string][]string{scoreGeneral: {"W"}, scoreAdditive: {"W_add", "v"}}},
			stateParam("s_prev", `\mathbf{s}_{i-1}`, "the previous decoder state", []float64{1, 2}),
			stateParam("h", `\mathbf{h}_j`, "the encoder state at position j (of the size of s for the dot product)", []float64{3, 4}),
			optionalParam(weightMatrixParam("W", `W`, "the general score's weights: one row per entry of s, one column per entry of h", nil), [][]float64{{1, 0}, {0, 2}}),
			optionalParam(weightMatrixParam("W_add", `W`, "the additive score's weights: one row per entry of v, one column per entry of [s; h]", nil),
				[][]float64{{1, 0, 0, 1}, {0, 1, 1, 0}}),
			optionalParam(stateParam("v", `\mathbf{v}`, "the additive score's projection onto a scalar", nil), []float64{1, -1}),
		},
		Eval: func(in Inputs) (any, error) {
			s, h := in.Vector("s_prev"), in.Vector("h")
			switch a := in.Choice("a"); a {
			case scoreGeneral:
				if !in.Has("W") {
					return nil, fmt.Errorf("a = %s needs W: switch it on", a)
				}
				return compute.GeneralScore(s, in.Matrix("W"), h)
			case scoreAdditive:
				if !in.Has("W_add") || !in.Has("v") {
					return nil, fmt.Errorf("a = %s needs W_add and v: switch them on", a)
				}
				return compute.AdditiveScore(s, h, in.Matrix("W_add"), in.Vector("v"))
			}
			return compute.DotScore(s, h)
		},
		View: &PairedBars{Of: []string{"s_prev", "h"}},
	}
	return append([]*Spec{weights, context, generic}, attentionScores()...)
}

func attentionScores() []*Spec {
	additive := &Spec{
		ID: "additive-attention-score", Title: "Additive (Bahdanau) attention score", Category: "attention",
		LaTeX: `e_{ij} = \mathbf{v}^\top\tanh\left(W[\mathbf{s}_{i-1}; \mathbf{h}_j]\right)`,
		Explanation: "Bahdanau's score passes the decoder state and one encoder state through a small network: concatenate them, multiply by W, squash with tanh and project onto v. " +
			"It was the first attention mechanism of neural machine translation and works even when s and h have different sizes. " +
			"Splitting W = [W_s W_h] gives the equivalent vᵀtanh(W_s s + W_h h), in which W_s s is computed once per decoder step.",
		Sources: []Source{{Seed: S0, Paper: paperBahdanau}},
		Errata:  []Erratum{italicTanh(`e_{ij} = v^T tanh(W[s_{i-1}; h_j])`, `e_{ij} = \mathbf{v}^\top \tanh\left(W[\mathbf{s}_{i-1}; \mathbf{h}_j]\right)`)},
		Related: []string{"attention-score-generic", "dot-product-attention-score", "general-attention-score", "attention-weights"},
		Output:  `e_{ij}`,
		Params: []Param{
			stateParam("s_prev", `\mathbf{s}_{i-1}`, "the previous decoder state", []float64{1, 0}),
			stateParam("h", `\mathbf{h}_j`, "the encoder state at position j", []float64{0, 1}),
			weightMatrixParam("W", `W`, "the weights: one row per entry of v, one column per entry of [s; h]", [][]float64{{1, 0, 0, 1}, {0, 1, 1, 0}}),
			stateParam("v", `\mathbf{v}`, "the projection onto a scalar score", []float64{1, -1}),
		},
		Eval: func(in Inputs) (any, error) {
			return compute.AdditiveScore(in.Vector("s_prev"), in.Vector("h"), in.Matrix("W"), in.Vector("v"))
		},
		View: additiveScorePlot,
	}
	dot := &Spec{
		ID: "dot-product-attention-score", Title: "Dot-product (Luong) attention score", Category: "attention",
		LaTeX: `e_{ij} = \mathbf{s}_{i-1}^\top\mathbf{h}_j`,
		Explanation: "Luong's dot score is the inner product of the decoder state and an encoder state: large when they point the same way and are long. " +
			"It has no parameters of its own, which makes it fast, but the two states must have the same dimension. " +
			"It equals ‖s‖‖h‖cos θ, so it mixes the similarity of directions with the lengths of the vectors.",
		Sources: []Source{{Seed: S0, Paper: paperLuong}},
		Related: []string{"general-attention-score", "additive-attention-score", "scaled-dot-product-attention"},
		Output:  `e_{ij}`,
		Params: []Param{
			stateParam("s_prev", `\mathbf{s}_{i-1}`, "the previous decoder state", []float64{1, 2}),
			func() Param {
				p := stateParam("h", `\mathbf{h}_j`, "the encoder state at position j, of the same dimension", []float64{3, 4})
				p.SameLen = "s_prev"
				return p
			}(),
		},
		Eval: func(in Inputs) (any, error) { return compute.DotScore(in.Vector("s_prev"), in.Vector("h")) },
		View: &PairedBars{Of: []string{"s_prev", "h"}},
	}
	general := &Spec{
		ID: "general-attention-score", Title: "General (bilinear) attention score", Category: "attention",
		LaTeX: `e_{ij} = \mathbf{s}_{i-1}^\top W\,\mathbf{h}_j`,
		Explanation: "The general score puts a learned matrix W between the two states, a bilinear form that can compare vectors of different sizes and weight or mix their dimensions. " +
			"It is one of Luong's three scores, between the parameter-free dot product and the additive network. " +
			"With W = I it is the dot score; a diagonal W re-weights each dimension.",
		Sources: []Source{{Seed: S0, Paper: paperLuong}},
		Related: []string{"dot-product-attention-score", "additive-attention-score", "attention-score-generic"},
		Output:  `e_{ij}`,
		Params: []Param{
			stateParam("s_prev", `\mathbf{s}_{i-1}`, "the previous decoder state", []float64{1, 2}),
			weightMatrixParam("W", `W`, "the weights: one row per entry of s, one column per entry of h", [][]float64{{1, 0}, {0, 2}}),
			stateParam("h", `\mathbf{h}_j`, "the encoder state at position j", []float64{3, 4}),
		},
		Eval: func(in Inputs) (any, error) {
			return compute.GeneralScore(in.Vector("s_prev"), in.Matrix("W"), in.Vector("h"))
		},
		View: generalScorePlot,
	}
	state := &Spec{
		ID: "attentional-decoder-state", Title: "Attentional decoder state", Category: "attention",
		LaTeX: `\mathbf{s}_t = \tanh\left(W[\mathbf{s}_{t-1}; \mathbf{y}_t; \mathbf{c}_t]\right)`,
		Explanation: "After attending, the decoder combines its previous state, the embedding of the current input word and the context vector: concatenated in that order, multiplied by W and squashed by tanh. " +
			"The new state carries both what has been generated so far and what the source says at the attended positions, and it feeds the output layer. " +
			"tanh keeps every component in (−1, 1), so the state stays bounded over long sequences.",
		Sources: src(S0),
		Errata:  []Erratum{italicTanh(`s_t = tanh(W[s_{t-1};y_t;c_t])`, `\mathbf{s}_t = \tanh\left(W[\mathbf{s}_{t-1}; \mathbf{y}_t; \mathbf{c}_t]\right)`)},
		Related: []string{"attention-context-vector", "decoder-output-softmax", "tanh", "rnn-decoder-state"},
		Output:  `\mathbf{s}_t`,
		Params: []Param{
			stateParam("s_prev", `\mathbf{s}_{t-1}`, "the previous decoder state", []float64{0.5, -0.5}),
			stateParam("y", `\mathbf{y}_t`, "the embedding of the input word", []float64{1}),
			stateParam("c", `\mathbf{c}_t`, "the context vector", []float64{0.2, 0.8}),
			weightMatrixParam("W", `W`, "the weights: one row per entry of the new state, one column per entry of [s; y; c]",
				[][]float64{{0.1, 0.2, -0.3, 0.4, 0.5}, {-0.5, 0.3, 0.2, -0.1, 0}}),
		},
		Eval: func(in Inputs) (any, error) {
			return compute.AttentionalState(in.Vector("s_prev"), in.Vector("y"), in.Vector("c"), in.Matrix("W"))
		},
		View: &Bars{},
	}
	output := &Spec{
		ID: "decoder-output-softmax", Title: "Decoder output distribution", Category: "attention",
		LaTeX: `\mathbf{o}_t = \operatorname{softmax}(V\mathbf{s}_t)`,
		Explanation: "The output layer turns the decoder state into a distribution over the vocabulary: V gives one score per word and a softmax makes the scores probabilities. " +
			"The next word is sampled from o_t or taken as its most probable entry, and training maximises the probability of the reference word (cross-entropy). " +
			"Each row of V acts as an output embedding: words whose row points along s_t get high probability.",
		Sources: src(S0),
		Related: []string{"attentional-decoder-state", "softmax"},
		Output:  `\mathbf{o}_t`,
		Params: []Param{
			weightMatrixParam("V", `V`, "the output weights: one row per vocabulary word", [][]float64{{1, 0}, {0, 1}, {1, 1}}),
			stateParam("s", `\mathbf{s}_t`, "the decoder state", []float64{1, -1}),
		},
		Eval: func(in Inputs) (any, error) { return compute.DecoderOutput(in.Matrix("V"), in.Vector("s")) },
		View: &Bars{},
	}
	return append([]*Spec{additive, dot, general, state, output}, transformerAttention()...)
}
