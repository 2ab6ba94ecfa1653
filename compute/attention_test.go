package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// Reference values in this file: numpy 1.24.2 and scipy 1.10.1
// (scipy.special.softmax, np.tanh, matrix products), unless noted.

func TestAttentionWeights(t *testing.T) {
	for _, test := range []struct {
		name string
		e    []float64
		want []float64
	}{
		{name: "public vector", e: []float64{1, 2, 3}, want: []float64{0.09003057317038043, 0.24472847105479767, 0.6652409557748218}},
		{name: "mixed", e: []float64{1, 2.5, -0.5, 0.8}, want: []float64{0.15329076998251168, 0.6870015684143289, 0.03420379405547395, 0.1255038675476855}},
		// exp(1e4) overflows; the shifted form does not. exp(−1e4) is 0.
		{name: "scores of 1e4", e: []float64{1e4, 1e4 - 1, 0}, want: []float64{0.7310585786300049, 0.26894142136999516, 0}},
		{name: "scores of −1e4", e: []float64{-1e4, -1e4 + 2, -1e4 + 1}, want: []float64{0.09003057317038045, 0.6652409557748219, 0.24472847105479772}},
		{name: "one position", e: []float64{-7}, want: []float64{1}},
	} {
		got, err := AttentionWeights(test.e)
		if err != nil || !vecWithinAbs(got, test.want, 1e-14) {
			t.Errorf("%s: AttentionWeights(%v) = %v, %v; want %v", test.name, test.e, got, err, test.want)
		}
	}
	if _, err := AttentionWeights(nil); !errors.Is(err, ErrEmpty) || !strings.HasPrefix(err.Error(), "attention weights: ") {
		t.Errorf("AttentionWeights(nil): error %v, want a wrapped ErrEmpty", err)
	}
}

func TestContextVector(t *testing.T) {
	for _, test := range []struct {
		alpha []float64
		h     [][]float64
		want  []float64
	}{
		{alpha: []float64{0.2, 0.8}, h: [][]float64{{1, 0}, {0, 1}}, want: []float64{0.2, 0.8}},
		{alpha: []float64{0.1, 0.6, 0.3}, h: [][]float64{{1, 2}, {3, -1}, {0, 4}}, want: []float64{1.9, 0.8}},
		{alpha: []float64{1}, h: [][]float64{{5, -5, 2}}, want: []float64{5, -5, 2}}, // one state: itself
		// A convex combination of huge states stays in range.
		{alpha: []float64{0.5, 0.5}, h: [][]float64{{1.5e308}, {1.5e308}}, want: []float64{1.5e308}},
	} {
		got, err := ContextVector(test.alpha, test.h)
		if err != nil || !vecWithinAbs(got, test.want, 1e-14*math.Max(1, math.Abs(test.want[0]))) {
			t.Errorf("ContextVector(%v, %v) = %v, %v; want %v", test.alpha, test.h, got, err, test.want)
		}
	}
	for _, test := range []struct {
		alpha []float64
		h     [][]float64
		msg   string
	}{
		{alpha: []float64{0.5, 0.5}, h: [][]float64{{1, 2}}, msg: "alpha has 2 weights but h has 1 states"},
		{alpha: []float64{1}, h: nil, msg: "no values"},
		{alpha: []float64{1, 0}, h: [][]float64{{1, 2}, {3}}, msg: "rectangular"},
		{alpha: []float64{1}, h: [][]float64{{math.NaN()}}, msg: "not finite"},
	} {
		if _, err := ContextVector(test.alpha, test.h); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("ContextVector(%v, %v): error %v, want one containing %q", test.alpha, test.h, err, test.msg)
		}
	}
}

func TestAttentionScores(t *testing.T) {
	W := [][]float64{{1, 0, 0, 1}, {0, 1, 1, 0}}
	for _, test := range []struct {
		name string
		f    func() (float64, error)
		want float64
	}{
		{name: "additive, public 1", f: func() (float64, error) { return AdditiveScore([]float64{1, 0}, []float64{0, 1}, W, []float64{1, -1}) }, want: 0.9640275800758169},
		{name: "additive, public 2", f: func() (float64, error) {
			return AdditiveScore([]float64{0.5, -2}, []float64{3, 1}, W, []float64{1, -1})
		}, want: 0.14355409768910166},
		{name: "additive, sizes 3 and 2", f: func() (float64, error) {
			return AdditiveScore([]float64{0.5, -1, 2}, []float64{1, 0.5},
				[][]float64{{0.1, -0.2, 0.3, 0.4, -0.5}, {1, 0, -1, 0.5, 0.5}, {0.2, 0.2, 0.2, 0.2, 0.2}}, []float64{2, -1, 0.5})
		}, want: 2.426862047797835},
		// tanh saturates at ±1: the score stays finite for huge inputs.
		{name: "additive, saturated", f: func() (float64, error) {
			return AdditiveScore([]float64{1}, []float64{1}, [][]float64{{1e300, 0}, {0, -1e300}}, []float64{1, -1})
		}, want: 2},
		{name: "dot, public", f: func() (float64, error) { return DotScore([]float64{1, 2}, []float64{3, 4}) }, want: 11},
		{name: "dot, true overflow", f: func() (float64, error) { return DotScore([]float64{1e200, 1e200}, []float64{1e200, 1e200}) }, want: math.Inf(1)},
		{name: "general, public", f: func() (float64, error) {
			return GeneralScore([]float64{1, 2}, [][]float64{{1, 0}, {0, 2}}, []float64{3, 4})
		}, want: 19},
		{name: "general, 3×2", f: func() (float64, error) {
			return GeneralScore([]float64{1, -2, 0.5}, [][]float64{{1, 2}, {0, -1}, {3, 1}}, []float64{0.5, 4})
		}, want: 19.25},
		{name: "general with W = I is dot", f: func() (float64, error) {
			return GeneralScore([]float64{1, 2}, [][]float64{{1, 0}, {0, 1}}, []float64{3, 4})
		}, want: 11},
	} {
		got, err := test.f()
		if err != nil || !withinAbs(got, test.want, 1e-14) {
			t.Errorf("%s: got %v, %v; want %v", test.name, got, err, test.want)
		}
	}
}

// TestAttentionBeyondRange checks inputs in the domain (finite numbers)
// whose products or partial sums leave the float64 range on the way. The
// references are mpmath 1.2.1 at 60 digits; the old answers are noted.
func TestAttentionBeyondRange(t *testing.T) {
	for _, test := range []struct {
		name string
		f    func() (float64, error)
		want float64
	}{
		// The partial sum 3e308 overflowed: +Inf for a representable score.
		{name: "dot, partial sum beyond the range", f: func() (float64, error) {
			return DotScore([]float64{1.5e308, 1.5e308, 1.5e308}, []float64{1, 1, -1})
		}, want: 1.5e308},
		// Inf − Inf: was an error; the true score 9e399 is beyond the range.
		{name: "dot, 1e400 − 1e399", f: func() (float64, error) {
			return DotScore([]float64{1e200, 1e200}, []float64{1e200, -1e199})
		}, want: math.Inf(1)},
		// Inf − Inf: was an error; the products cancel exactly.
		{name: "dot, 1e400 − 1e400", f: func() (float64, error) {
			return DotScore([]float64{1e200, 1e200}, []float64{1e200, -1e200})
		}, want: 0},
		// W h = 1e400 overflowed (an error); sᵀWh = 1e200.
		{name: "general, W h beyond the range", f: func() (float64, error) {
			return GeneralScore([]float64{1e-200}, [][]float64{{1e200}}, []float64{1e200})
		}, want: 1e200},
		// W h = 1e-400 underflowed to 0, and so did the score; it is 1e-200.
		{name: "general, W h below the range", f: func() (float64, error) {
			return GeneralScore([]float64{1e200}, [][]float64{{1e-200}}, []float64{1e-200})
		}, want: 1e-200},
		{name: "general, W h = 1e600 − 1e600", f: func() (float64, error) {
			return GeneralScore([]float64{1}, [][]float64{{1e300, 1e300}}, []float64{1e300, -1e300})
		}, want: 0},
		// W[s; h] = 1e400 + 1 overflowed (an error); tanh of it is 1.
		{name: "additive, pre-activation beyond the range", f: func() (float64, error) {
			return AdditiveScore([]float64{1e200}, []float64{1}, [][]float64{{1e200, 1}}, []float64{2})
		}, want: 2},
	} {
		got, err := test.f()
		if err != nil || !(got == test.want || withinAbs(got, test.want, 1e-15*math.Abs(test.want))) {
			t.Errorf("%s: got %v, %v; want %v", test.name, got, err, test.want)
		}
	}

	// Pre-activations 1e400 (tanh 1), 1e400 − 1e400 = 0 and ≈ 2.5 (the
	// products 1e-200·1e200 are within the range).
	state, err := AttentionalState([]float64{1e200, 1e200}, nil, []float64{0.5},
		[][]float64{{1e200, 1, -1}, {-1e200, 1e200, 0}, {1e-200, 1e-200, 3}})
	if want := []float64{1, 0, 0.9981778976111987}; err != nil || !vecWithinAbs(state, want, 1e-15) {
		t.Errorf("AttentionalState beyond the range = %v, %v; want %v", state, err, want)
	}

	// Logits 1e400 and 2e400 both overflowed (an error): the larger takes
	// all the weight.
	o, err := DecoderOutput([][]float64{{1e200}, {2e200}, {-1e200}, {2e200}}, []float64{1e200})
	if want := []float64{0, 0.5, 0, 0.5}; err != nil || !vecWithinAbs(o, want, 0) {
		t.Errorf("DecoderOutput with logits beyond the range = %v, %v; want %v", o, err, want)
	}

	// Scores 1e400 and 2e400 overflowed to +Inf and shared the weight:
	// the output was 1.5. The larger score takes it all.
	out, attn, err := ScaledDotProductAttention([][]float64{{1e200}}, [][]float64{{1e200}, {2e200}}, [][]float64{{1}, {2}}, true)
	if err != nil || !matWithinAbs(out, [][]float64{{2}}, 0) || !matWithinAbs(attn, [][]float64{{0, 1}}, 0) {
		t.Errorf("scores 1e400 and 2e400: got %v, %v, %v; want [[2]], [[0 1]]", out, attn, err)
	}
	// A score of Inf − Inf was an error; it is 1e400 − 1e400 = 0, beside
	// 1e400/√2: the second key takes the weight.
	out, _, err = ScaledDotProductAttention([][]float64{{1e200, 1e200}}, [][]float64{{1e200, -1e200}, {1e200, 0}}, [][]float64{{1}, {7}}, true)
	if err != nil || !matWithinAbs(out, [][]float64{{7}}, 0) {
		t.Errorf("a score of 1e400 − 1e400: got %v, %v; want [[7]]", out, err)
	}
	// Rows of 40 keys, long enough for the vector passes (rowMax reads
	// sixteen lanes): an overflowing score (+Inf) a few entries before a
	// NaN (1e400 − 1e400) in the same lane, where VMAXPD forgets the +Inf,
	// must still send the row to the xfloat scores. Key 5 scores 1e400/√2,
	// the largest: it takes the weight. Without key 5, the NaN key's true
	// score 0 lies far below the others' 2e200/√2, which share the weight.
	keys := func(over bool) [][]float64 {
		K := make([][]float64, 40)
		for j := range K {
			K[j] = []float64{1, 1}
		}
		if over {
			K[5] = []float64{1e200, 0}
		}
		K[21] = []float64{1e200, -1e200}
		return K
	}
	vals := make([][]float64, 40)
	for j := range vals {
		vals[j] = []float64{float64(j)}
	}
	out, _, err = ScaledDotProductAttention([][]float64{{1e200, 1e200}}, keys(true), vals, true)
	if err != nil || !matWithinAbs(out, [][]float64{{5}}, 0) {
		t.Errorf("40 keys, one score beyond the range and one NaN: got %v, %v; want [[5]]", out, err)
	}
	out, attn, err = ScaledDotProductAttention([][]float64{{1e200, 1e200}}, keys(false), vals, true)
	if want := (780.0 - 21) / 39; err != nil || !matWithinAbs(out, [][]float64{{want}}, 1e-13) || attn[0][21] != 0 {
		t.Errorf("40 keys, one NaN score: got %v, %v (weight %v on the NaN key); want [[%v]], 0", out, err, attn[0][21], want)
	}
	// Multi-head attention whose scores lie beyond the range: head 1's
	// scores 1e400·[1, 2] pick key 2.
	got, err := MultiHeadAttention([][]float64{{1e200}}, [][]float64{{1e200}, {2e200}}, [][]float64{{1}, {2}},
		MultiHeadWeights{WQ: [][][]float64{{{1}}}, WK: [][][]float64{{{1}}}, WV: [][][]float64{{{1}}}, WO: [][]float64{{3}}})
	if err != nil || !matWithinAbs(got, [][]float64{{6}}, 0) {
		t.Errorf("multi-head scores beyond the range: got %v, %v; want [[6]]", got, err)
	}
	// Projected queries beyond the range (Q W^Q = 1e400): the scores
	// 1e400·[1, 2] overflowed to equal +Infs that shared the weight (4.5);
	// key 2 takes it.
	got, err = MultiHeadAttention([][]float64{{1e200}}, [][]float64{{1}, {2}}, [][]float64{{1}, {2}},
		MultiHeadWeights{WQ: [][][]float64{{{1e200}}}, WK: [][][]float64{{{1}}}, WV: [][][]float64{{{1}}}, WO: [][]float64{{3}}})
	if err != nil || !matWithinAbs(got, [][]float64{{6}}, 0) {
		t.Errorf("multi-head projected queries beyond the range: got %v, %v; want [[6]]", got, err)
	}
	// Projected values beyond the range would have to be carried to the
	// output: an error.
	if _, err := MultiHeadAttention([][]float64{{1}}, [][]float64{{1}}, [][]float64{{1e200}},
		MultiHeadWeights{WQ: [][][]float64{{{1}}}, WK: [][][]float64{{{1}}}, WV: [][][]float64{{{1e200}}}, WO: [][]float64{{1}}}); err == nil || !strings.Contains(err.Error(), "overflows") {
		t.Errorf("projected values beyond the range: error %v, want one that says it overflows", err)
	}
}

func TestAttentionScoreErrors(t *testing.T) {
	W := [][]float64{{1, 0, 0, 1}, {0, 1, 1, 0}}
	for _, test := range []struct {
		name string
		f    func() (float64, error)
		msg  string
	}{
		{name: "additive, W too narrow", f: func() (float64, error) {
			return AdditiveScore([]float64{1, 0, 0}, []float64{0, 1}, W, []float64{1, -1})
		}, msg: "W has 4 columns but [s_prev; h] has 5 entries"},
		{name: "additive, v too long", f: func() (float64, error) {
			return AdditiveScore([]float64{1, 0}, []float64{0, 1}, W, []float64{1, -1, 0})
		}, msg: "W has 2 rows but v has 3"},
		{name: "additive, empty", f: func() (float64, error) { return AdditiveScore(nil, []float64{0, 1}, W, []float64{1}) }, msg: "no values"},
		{name: "dot, lengths", f: func() (float64, error) { return DotScore([]float64{1, 2}, []float64{3}) }, msg: "s_prev has 2 values but h has 1"},
		{name: "general, rows", f: func() (float64, error) {
			return GeneralScore([]float64{1}, [][]float64{{1, 0}, {0, 1}}, []float64{3, 4})
		}, msg: "W has 2 rows but s_prev has 1"},
		{name: "general, columns", f: func() (float64, error) { return GeneralScore([]float64{1, 2}, [][]float64{{1}, {0}}, []float64{3, 4}) }, msg: "W has 1 columns but h has 2"},
	} {
		if _, err := test.f(); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("%s: error %v, want one containing %q", test.name, err, test.msg)
		}
	}
}

func TestDecoder(t *testing.T) {
	state, err := AttentionalState([]float64{0.5, -0.5}, []float64{1}, []float64{0.2, 0.8},
		[][]float64{{0.1, 0.2, -0.3, 0.4, 0.5}, {-0.5, 0.3, 0.2, -0.1, 0}})
	if want := []float64{0.12927258360605837, -0.2165180614930288}; err != nil || !vecWithinAbs(state, want, 1e-14) {
		t.Errorf("AttentionalState (public vector) = %v, %v; want %v", state, err, want)
	}
	state, err = AttentionalState([]float64{0.2}, nil, []float64{-1, 3}, [][]float64{{0.3, -0.1, 0.7}, {1, 2, -1}, {0, 0.5, 0.5}})
	if want := []float64{0.9784565399097168, -0.9998645517007604, 0.7615941559557649}; err != nil || !vecWithinAbs(state, want, 1e-14) {
		t.Errorf("AttentionalState (no y) = %v, %v; want %v", state, err, want)
	}
	if _, err := AttentionalState([]float64{1}, []float64{1}, []float64{1}, [][]float64{{1, 1}}); err == nil || !strings.Contains(err.Error(), "W has 2 columns but [s_prev; y; c] has 3") {
		t.Errorf("AttentionalState with a narrow W: error %v", err)
	}
	if _, err := AttentionalState(nil, nil, nil, [][]float64{{1}}); !errors.Is(err, ErrEmpty) {
		t.Errorf("AttentionalState of nothing: error %v, want ErrEmpty", err)
	}

	for _, test := range []struct {
		name string
		V    [][]float64
		s    []float64
		want []float64
	}{
		{name: "public vector", V: [][]float64{{1, 0}, {0, 1}, {1, 1}}, s: []float64{1, -1}, want: []float64{0.6652409557748219, 0.09003057317038045, 0.24472847105479772}},
		{name: "4 words", V: [][]float64{{0.5, -1, 2}, {1, 1, 1}, {-2, 0, 0.3}, {0, 0, 0}}, s: []float64{0.3, -0.7, 1.1},
			want: []float64{0.8482620970661944, 0.08089804553640823, 0.03066707687856872, 0.04017278051882855}},
		{name: "logits of 1e4", V: [][]float64{{1e4, 0}, {0, 1e4}, {1e4, 1e4}}, s: []float64{1, -1}, want: []float64{1, 0, 0}},
	} {
		got, err := DecoderOutput(test.V, test.s)
		if err != nil || !vecWithinAbs(got, test.want, 1e-14) {
			t.Errorf("DecoderOutput %s = %v, %v; want %v", test.name, got, err, test.want)
		}
	}
	if _, err := DecoderOutput([][]float64{{1, 2}}, []float64{1}); err == nil {
		t.Error("DecoderOutput with mismatched V and s: no error")
	}
	if _, err := DecoderOutput([][]float64{{1}}, nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("DecoderOutput with no state: error %v, want ErrEmpty", err)
	}
}

func TestScaledDotProductAttention(t *testing.T) {
	Q := [][]float64{{1, 0, 1}, {0, 2, 0}}
	K := [][]float64{{1, 1, 0}, {0, 1, 1}, {1, 0, 0}}
	V := [][]float64{{1, 2}, {3, 4}, {5, 6}}
	third := 1.0 / 3
	for _, test := range []struct {
		name      string
		Q, K, V   [][]float64
		scaled    bool
		out, attn [][]float64
	}{
		{name: "public seed", Q: [][]float64{{1, 0}, {0, 1}}, K: [][]float64{{1, 1}, {1, 0}}, V: [][]float64{{0, 1}, {1, 0}}, scaled: true,
			out: [][]float64{{0.5, 0.5}, {0.3302384506733431, 0.6697615493266569}}},
		{name: "public typical", Q: Q, K: K, V: V, scaled: true,
			out:  [][]float64{{3, 4}, {2.4083773926708005, 3.4083773926708005}},
			attn: [][]float64{{third, third, third}, {0.4319371012215333, 0.4319371012215333, 0.13612579755693346}}},
		{name: "unscaled", Q: Q, K: K, V: V, scaled: false,
			out:  [][]float64{{3, 4}, {2.1901368149991125, 3.1901368149991125}},
			attn: [][]float64{{third, third, third}, {0.4683105308334812, 0.4683105308334812, 0.06337893833303761}}},
		// Scores of ±1e4/√2: no overflow, one-hot weights.
		{name: "scores of 1e4", Q: [][]float64{{100, 0}, {0, -100}}, K: [][]float64{{100, 0}, {0, 100}, {-100, -100}}, V: [][]float64{{1, 0}, {0, 1}, {1, 1}}, scaled: true,
			out: [][]float64{{1, 0}, {1, 1}}, attn: [][]float64{{1, 0, 0}, {0, 0, 1}}},
		{name: "one key", Q: [][]float64{{0.3, -1.2}}, K: [][]float64{{0.5, 0.5}}, V: [][]float64{{2, -3, 1}}, scaled: true,
			out: [][]float64{{2, -3, 1}}, attn: [][]float64{{1}}},
	} {
		out, attn, err := ScaledDotProductAttention(test.Q, test.K, test.V, test.scaled)
		if err != nil || !matWithinAbs(out, test.out, 1e-14) || (test.attn != nil && !matWithinAbs(attn, test.attn, 1e-14)) {
			t.Errorf("%s: got %v, %v, %v; want %v, %v", test.name, out, attn, err, test.out, test.attn)
		}
	}
	// Equal scores beyond the float64 range share the weight.
	out, _, err := ScaledDotProductAttention([][]float64{{1e200}}, [][]float64{{1e200}, {1e200}, {0}}, [][]float64{{1}, {3}, {100}}, true)
	if err != nil || !matWithinAbs(out, [][]float64{{2}}, 0) {
		t.Errorf("two equal scores of 1e400: got %v, %v; want [[2]]", out, err)
	}
	for _, test := range []struct {
		name    string
		Q, K, V [][]float64
		msg     string
	}{
		{name: "d_k", Q: [][]float64{{1, 2}}, K: [][]float64{{1, 2, 3}}, V: [][]float64{{1}}, msg: "Q has 2 columns but K has 3"},
		{name: "values", Q: [][]float64{{1}}, K: [][]float64{{1}, {2}}, V: [][]float64{{1}}, msg: "K has 2 rows but V has 1"},
		{name: "empty Q", Q: nil, K: [][]float64{{1}}, V: [][]float64{{1}}, msg: "attention: Q: no values"},
		{name: "ragged K", Q: [][]float64{{1}}, K: [][]float64{{1}, {}}, V: [][]float64{{1}, {2}}, msg: "attention: K: row 2"},
		{name: "infinite V", Q: [][]float64{{1}}, K: [][]float64{{1}}, V: [][]float64{{math.Inf(-1)}}, msg: "not finite"},
	} {
		if _, _, err := ScaledDotProductAttention(test.Q, test.K, test.V, true); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("%s: error %v, want one containing %q", test.name, err, test.msg)
		}
	}
}

func TestMultiHeadAttention(t *testing.T) {
	self := [][]float64{{1, 0}, {0, 1}, {1, 1}}
	public := MultiHeadWeights{
		WQ: [][][]float64{{{1}, {0}}, {{0}, {1}}},
		WK: [][][]float64{{{1}, {1}}, {{1}, {-1}}},
		WV: [][][]float64{{{1}, {0}}, {{0}, {1}}},
		WO: [][]float64{{1, 0.5}, {-0.5, 1}},
	}
	got, err := MultiHeadAttention(self, self, self, public)
	want := [][]float64{{0.45472510904958124, 1.0606958878581239}, {0.4992871445540775, 0.6680923775585115}, {0.6206789202703255, 0.7287882654166354}}
	if err != nil || !matWithinAbs(got, want, 1e-14) {
		t.Errorf("public vector: got %v, %v; want %v", got, err, want)
	}

	// Cross-attention, 2 queries over 3 keys, d_model 4, h 2, d_v 3
	// (numpy, weights drawn with default_rng(7) and rounded to 2 digits).
	X := [][]float64{{0, 0.3, -0.27, -0.89}, {-0.45, -0.99, 0.06, 1.34}, {-0.49, -0.62, 0.49, 0.36}}
	Y := [][]float64{{0.11, -0.93, -0.03, 0.7}, {-1.34, -0.46, -1.9, -1.29}}
	cross := MultiHeadWeights{
		WQ: [][][]float64{{{-1.84, -0.24}, {-1.27, 0.27}, {0.16, -0.19}, {-2.52, -0.54}}, {{-0.05, 0.11}, {-1.53, -0.48}, {-0.98, -0.81}, {1.06, -0.81}}},
		WK: [][][]float64{{{-0.03, 0.88}, {-0.58, -0.11}, {0.11, 0.06}, {-1.23, 0.08}}, {{1.36, -1.55}, {0.86, 0.12}, {-0.64, 2}, {0.76, -1.2}}},
		WV: [][][]float64{{{0.07, 0.58, -0.19}, {0.68, -0.07, 0.67}, {1.44, -0.68, 0.2}, {-0.46, 0.13, -1.19}}, {{-0.58, -0.2, 0.9}, {1.15, -1.32, -0.79}, {0.65, -1.99, -0.46}, {-0.1, 1.26, 0.69}}},
		WO: [][]float64{{-0.33, -0.37, -0.25, 1.52}, {-0.43, -0.3, 0.35, -0.12}, {-0.2, -1.11, -0.01, -0.44}, {1.17, 0.65, -0.02, 0.67}, {-0.34, 1.05, -0.01, 0.58}, {-1.29, 0.35, -1.69, -2.04}},
	}
	got, err = MultiHeadAttention(Y, X, X, cross)
	want = [][]float64{
		{-0.20526658972223835, 2.1067198596033263, -0.12661848361909478, -0.40049172300437735},
		{-0.00026791046634094817, -1.5818579894263438, 0.3249853880507455, 0.2127582048203901}}
	if err != nil || !matWithinAbs(got, want, 1e-14) {
		t.Errorf("cross-attention: got %v, %v; want %v", got, err, want)
	}

	threeHeads := public
	threeHeads.WQ = [][][]float64{{{1}, {0}}, {{0}, {1}}, {{1}, {1}}}
	badWO := public
	badWO.WO = [][]float64{{1, 0}}
	wideQ := public
	wideQ.WQ = [][][]float64{{{1, 0}, {0, 1}}, {{0, 1}, {1, 0}}}
	emptyV := public
	emptyV.WV = [][][]float64{{}, {}}
	for _, test := range []struct {
		name string
		Q    [][]float64
		w    MultiHeadWeights
		msg  string
	}{
		{name: "head counts", Q: self, w: threeHeads, msg: "W_Q, W_K and W_V have 3, 2 and 2 heads"},
		{name: "h does not divide d_model", Q: [][]float64{{1, 0, 2}, {0, 1, 2}, {1, 1, 2}}, w: public, msg: "h = 2 heads do not divide d_model = 3"},
		{name: "W_O rows", Q: self, w: badWO, msg: "W_O has 1 rows but the 2 heads give h·d_v = 2"},
		{name: "d_k", Q: self, w: wideQ, msg: "W_Q head 1 has 2 columns; want 1"},
		{name: "no heads", Q: self, w: MultiHeadWeights{WO: public.WO}, msg: "no values"},
		{name: "empty W_V", Q: self, w: emptyV, msg: "W_V head 1: no values"},
	} {
		if _, err := MultiHeadAttention(test.Q, self, self, test.w); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("%s: error %v, want one containing %q", test.name, err, test.msg)
		}
	}
	if _, err := MultiHeadAttention(self, [][]float64{{1, 0, 0}}, [][]float64{{1, 0}}, public); err == nil || !strings.Contains(err.Error(), "W_K head 1 has 2 rows but K has 3 columns") {
		t.Errorf("keys of the wrong width: error %v", err)
	}
}

// TestMultiHeadValueRows gives V one row more, and one less, than K: each
// is refused with the reason, as a single head refuses it (multi-head
// attention projects V for all heads at once and must not read K's height
// of rows out of a taller V, nor past a shorter one).
func TestMultiHeadValueRows(t *testing.T) {
	w := MultiHeadWeights{
		WQ: [][][]float64{{{1}, {0}}, {{0}, {1}}},
		WK: [][][]float64{{{1}, {1}}, {{1}, {-1}}},
		WV: [][][]float64{{{1}, {0}}, {{0}, {1}}},
		WO: [][]float64{{1, 0.5}, {-0.5, 1}},
	}
	qk := [][]float64{{1, 0}, {0, 1}, {1, 1}}
	for _, c := range []struct {
		V   [][]float64
		msg string
	}{
		{[][]float64{{1, 0}, {0, 1}, {1, 1}, {2, 2}}, "K has 3 rows but V has 4"},
		{[][]float64{{1, 0}, {0, 1}}, "K has 3 rows but V has 2"},
	} {
		if _, err := MultiHeadAttention(qk, qk, c.V, w); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("V of %d rows: error %v, want one containing %q", len(c.V), err, c.msg)
		}
	}
}

// TestAttentionKeepsNoScratch checks that results do not share the reused
// buffers of the inputs' copies (scratch.go): a second call must leave the
// first call's results as they were.
func TestAttentionKeepsNoScratch(t *testing.T) {
	Q, K, V := benchTokens(40, 8, 1), benchTokens(40, 8, 2), benchTokens(40, 8, 3)
	out, attn, err := ScaledDotProductAttention(Q, K, V, true)
	if err != nil {
		t.Fatal(err)
	}
	w := MultiHeadWeights{WQ: benchHeads(2, 8, 4, 10), WK: benchHeads(2, 8, 4, 20), WV: benchHeads(2, 8, 4, 30), WO: benchTokens(8, 8, 40)}
	mh, err := MultiHeadAttention(Q, K, V, w)
	if err != nil {
		t.Fatal(err)
	}
	keep := func(m [][]float64) [][]float64 {
		c := make([][]float64, len(m))
		for i := range m {
			c[i] = append([]float64(nil), m[i]...)
		}
		return c
	}
	out0, attn0, mh0 := keep(out), keep(attn), keep(mh)
	Q2, K2, V2 := benchTokens(40, 8, 4), benchTokens(40, 8, 5), benchTokens(40, 8, 6)
	if _, _, err := ScaledDotProductAttention(Q2, K2, V2, true); err != nil {
		t.Fatal(err)
	}
	if _, err := MultiHeadAttention(Q2, K2, V2, w); err != nil {
		t.Fatal(err)
	}
	if !matWithinAbs(out, out0, 0) || !matWithinAbs(attn, attn0, 0) || !matWithinAbs(mh, mh0, 0) {
		t.Error("a second call changed the first call's results")
	}
}
