package equations

import (
	"fmt"
	"math"
	"time"

	"gonum.org/v1/gonum/floats"

	"eqx/compute"
)

// The recurrences of a sequence-to-sequence model. The sources leave the
// cell open (an LSTM or a GRU); eqx computes them with the simple (Elman)
// cell h_t = g(W_x x_t + W_h h_{t−1} + b), the recurrence the gated cells
// are built around, so that the states can be followed token by token.

var rnnSources = []Source{
	{Seed: S0, Paper: "Hochreiter & Schmidhuber (1997), Long short-term memory"},
	{Seed: S0, Paper: "Cho et al. (2014), Learning Phrase Representations using RNN Encoder-Decoder for Statistical Machine Translation"},
}

// rnnParams are the inputs of a recurrence over the rows of seq (x or y),
// whose state is named state (h or s) and starts at start.
func rnnParams(seq, seqSym, seqDoc, state, stateSym, startDoc string, rows [][]float64, start []float64) []Param {
	return []Param{
		weightMatrixParam(seq, seqSym, seqDoc, rows),
		weightMatrixParam("W_"+seq, `W_{`+seq+`}`, "the input weights: one row per entry of the state, one column per entry of the input",
			[][]float64{{0.5, -0.3}, {0.8, 0.2}, {-0.4, 0.6}}),
		weightMatrixParam("W_"+state, `W_{`+state+`}`, "the recurrent weights: one row and one column per entry of the state",
			[][]float64{{0.1, 0.2, 0}, {0, 0.3, -0.2}, {0.2, 0, 0.1}}),
		stateParam("b", `\mathbf{b}`, "the bias, one per entry of the state", []float64{0, 0.1, -0.1}),
		stateParam(state+"0", stateSym+`_0`, startDoc, start),
		{Name: "g", Symbol: `g`, Doc: "the activation of the cell (tanh in the Elman network)", Kind: Choice, Default: "tanh",
			Options: []string{"tanh", "sigmoid", "relu", "identity"}},
		{Name: "t", Symbol: `t`, Doc: "the tokens fed so far (1 ≤ t ≤ the rows of " + seq + "): the states up to " + state + "_t; off, the whole sequence",
			Kind: Integer, Optional: true, Example: 1, Min: 1, Max: 8, Step: 1, Domain: Interval{Lo: 1, Hi: math.Inf(1), OpenHi: true}},
	}
}

// rnnFed is the part of the sequence seq fed so far: its first t rows, or
// all of them without t. t beyond the sequence is an error naming both.
func rnnFed(in Inputs, seq string) ([][]float64, error) {
	X := in.Matrix(seq)
	if !in.Has("t") {
		return X, nil
	}
	if t := in.Int("t"); t > len(X) {
		return nil, fmt.Errorf("t = %d tokens fed, but the sequence %s has %d rows", t, seq, len(X))
	}
	return X[:in.Int("t")], nil
}

// rnnEval computes the states of the recurrence of rnnParams.
func rnnEval(seq, state string) func(Inputs) (any, error) {
	return func(in Inputs) (any, error) {
		g, err := compute.ParseActivation(in.Choice("g"))
		if err != nil {
			return nil, fmt.Errorf("g: %w", err)
		}
		X, err := rnnFed(in, seq)
		if err != nil {
			return nil, err
		}
		H, err := compute.RNNStates(X, in.Matrix("W_"+seq), in.Matrix("W_"+state), in.Vector("b"), in.Vector(state+"0"), g)
		if err != nil {
			// The kernel names the inputs by role; say which inputs they are.
			return nil, fmt.Errorf("%w (the sequence is %s, the input weights W_%s, the recurrent weights W_%s, the start state %s0)", err, seq, seq, state, state)
		}
		return H, nil
	}
}

// rnnPlot draws the inputs, one row per step, and below them the states,
// one row per token of the sequence: those of the tokens not fed yet (t)
// are blank, so that feeding a token fills the next row in place.
func rnnPlot(seq, state string) View {
	return Stack{&Heatmap{Of: []string{seq}, Rows: []string{seq + "_"}, Cols: []string{"entry "}}, &Heatmap{Rows: []string{state + "_"}, Cols: []string{"unit "}, Title: "states " + state + "_1 … " + state + "_T (blank: tokens not fed yet)", Table: rnnStateTable(seq, state)}}
}

// rnnStateTable is the table of the states of rnnPlot: the states of the
// tokens fed, then a NaN row (drawn blank) per token not fed yet.
func rnnStateTable(seq, state string) func(Inputs) ([][]float64, []string) {
	eval := rnnEval(seq, state)
	return func(in Inputs) ([][]float64, []string) {
		out, err := eval(in)
		H, ok := out.([][]float64)
		if err != nil || !ok || len(H) == 0 {
			return nil, nil
		}
		table := H
		for range len(in.Matrix(seq)) - len(H) {
			blank := make([]float64, len(H[0]))
			floats.AddConst(math.NaN(), blank)
			table = append(table, blank)
		}
		return table, nil
	}
}

// rnnIteration feeds the next token: t ← t + 1, and after the last token
// t = 1 again, reading the sequence anew. The page opens on the whole
// sequence read, so the first Step starts the reading over, and Play
// loops over the sentence like an animation until paused (stopping at
// the end would leave Step nothing to do on the first view, and Play can
// stop only on an error). The loss is the length ‖h_t‖ of the newest
// state, which shows each token's pull on it.
func rnnIteration(seq, state string) *Iteration {
	eval := rnnEval(seq, state)
	return &Iteration{
		Next: func(in Inputs, _ any) Inputs {
			next := in.Clone()
			T, t := len(in.Matrix(seq)), len(in.Matrix(seq))
			if in.Has("t") {
				t = in.Int("t")
			}
			next["t"] = t%max(T, 1) + 1
			return next
		},
		Loss: func(in Inputs) (float64, bool) {
			out, err := eval(in)
			H, ok := out.([][]float64)
			if err != nil || !ok || len(H) == 0 {
				return 0, false
			}
			return floats.Norm(H[len(H)-1], 2), true
		},
		LossLabel: "‖" + state + "_t‖, the newest state's length",
		// A token every 0.4 s: as fast as the steps compute (about 60
		// a second) nobody could follow the states filling in.
		Pace: 400 * time.Millisecond,
	}
}

func rnnStates() (encoder, decoder *Spec) {
	encoder = &Spec{
		ID: "rnn-encoder-state", Title: "Seq2seq RNN encoder state", Category: "nlp",
		LaTeX: `h_t = \mathrm{RNN}_{\mathrm{enc}}(x_t, h_{t-1})`,
		Explanation: "A sequence-to-sequence model first reads the source sentence with a recurrent network: at each step the encoder folds the embedding x_t of the next token into its running summary h_t. " +
			"The cell is usually an LSTM or a GRU, whose gates decide how much of the old state to keep, so this is a recurrence rather than one closed-form formula; " +
			"eqx computes it with the simple (Elman) cell h_t = g(W_x x_t + W_h h_{t−1} + b) that the gated cells are built around. " +
			"The states h_1, …, h_T are what an attention mechanism later looks back at.",
		Sources: rnnSources,
		Related: []string{"rnn-decoder-state", "tanh"},
		Output:  `\mathbf{h}_1, \dots, \mathbf{h}_T`,
		Params: rnnParams("x", `\mathbf{x}_t`, "the embeddings of the source tokens, one per row, in reading order", "h", `\mathbf{h}`, "the state before the first token",
			[][]float64{{1, 0}, {0, 1}, {1, 1}, {-1, 0.5}}, []float64{0, 0, 0}),
		Eval: rnnEval("x", "h"),
		View: rnnPlot("x", "h"),
	}
	decoder = &Spec{
		ID: "rnn-decoder-state", Title: "Seq2seq RNN decoder state", Category: "nlp",
		LaTeX: `s_t = \mathrm{RNN}_{\mathrm{dec}}(y_t, s_{t-1})`,
		Explanation: "The decoder of a sequence-to-sequence model writes the output sentence one token at a time with a second recurrent network. " +
			"Its state s_t combines the previous state with the embedding y_t of the token just produced, starting from a summary of the encoder (its last state h_T); a softmax over the vocabulary then picks the next token. " +
			"As for the encoder, the cell (LSTM or GRU) is a choice, not part of the equation: eqx computes the simple cell s_t = g(W_y y_t + W_s s_{t−1} + b).",
		Sources: rnnSources,
		Related: []string{"rnn-encoder-state", "softmax"},
		Output:  `\mathbf{s}_1, \dots, \mathbf{s}_T`,
		Params: rnnParams("y", `\mathbf{y}_t`, "the embeddings of the tokens fed to the decoder, one per row (the start token, then each word produced)", "s", `\mathbf{s}`,
			// The encoder's last state at its defaults (TestDecoderStartsFromEncoder).
			"the start state: the encoder's summary h_T", [][]float64{{1, 0}, {0.5, -1}, {0, 1}}, []float64{-0.427384, -0.36166, 0.585308}),
		Eval: rnnEval("y", "s"),
		View: rnnPlot("y", "s"),
	}
	return encoder, decoder
}
