package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestPMI(t *testing.T) {
	// Reference: Python decimal (60 digits), ln p(x,y) − ln p(x) − ln p(y)
	// divided by ln b, rounded to float64.
	for _, test := range []struct {
		name              string
		pxy, px, py, base float64
		want              float64
	}{
		{name: "seed", pxy: 0.1, px: 0.2, py: 0.25, base: math.E, want: 0.6931471805599453},
		{name: "bits", pxy: 0.1, px: 0.2, py: 0.25, base: 2, want: 1},
		{name: "bans", pxy: 0.1, px: 0.2, py: 0.25, base: 10, want: 0.3010299956639812},
		{name: "base 3", pxy: 0.1, px: 0.2, py: 0.25, base: 3, want: 0.6309297535714574},
		{name: "repelling", pxy: 0.01, px: 0.2, py: 0.25, base: math.E, want: -1.6094379124341003},
		{name: "independent", pxy: 0.05, px: 0.2, py: 0.25, base: math.E, want: 0},
		{name: "always together", pxy: 0.5, px: 0.5, py: 0.5, base: 2, want: 1},
		{name: "never together", pxy: 0, px: 0.2, py: 0.25, base: math.E, want: math.Inf(-1)},
		// p(x)p(y) = 1e-400 underflows; the difference of logs does not:
		// ln 1e100 = 230.25850929940458.
		{name: "tiny marginals", pxy: 1e-300, px: 1e-200, py: 1e-200, base: math.E, want: 230.25850929940458},
	} {
		got, err := PMI(test.pxy, test.px, test.py, test.base)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		if !withinMixed(got, test.want, 1e-15) {
			t.Errorf("%s: PMI(%v, %v, %v, %v) = %v, want %v", test.name, test.pxy, test.px, test.py, test.base, got, test.want)
		}
	}
	for _, test := range []struct {
		name              string
		pxy, px, py, base float64
		undefined         bool
	}{
		{name: "p(x) = 0", pxy: 0, px: 0, py: 0.5, base: math.E, undefined: true},
		{name: "both 0", pxy: 0, px: 0, py: 0, base: 2, undefined: true},
		{name: "joint above marginal", pxy: 0.3, px: 0.2, py: 0.5, base: math.E},
		{name: "negative", pxy: -0.1, px: 0.2, py: 0.5, base: math.E},
		{name: "above 1", pxy: 0.1, px: 1.2, py: 0.5, base: math.E},
		{name: "NaN", pxy: math.NaN(), px: 0.2, py: 0.5, base: math.E},
		{name: "base 1", pxy: 0.1, px: 0.2, py: 0.5, base: 1},
	} {
		got, err := PMI(test.pxy, test.px, test.py, test.base)
		switch {
		case err == nil:
			t.Errorf("%s: PMI = %v, want an error", test.name, got)
		case test.undefined && !errors.Is(err, ErrUndefined):
			t.Errorf("%s: error %v, want ErrUndefined", test.name, err)
		}
	}
}

func TestPMITinyProducts(t *testing.T) {
	// p(x)·p(y) or the ratio p(x,y)/(p(x)p(y)) below the normal range.
	// Reference: mpmath 1.2.1 at 60 digits, log(p_xy/(p_x·p_y))/log(b),
	// rounded once to float64. A difference of logs near −700 was off by
	// up to ~400ε, and a subnormal ratio by 0.02 (it kept 2 bits).
	for _, test := range []struct {
		pxy, px, py, base, want float64
	}{
		{7.94462e-319, 1.8980887602783553e-90, 2.6945963364396223e-231, 2, 7.279218686632394},
		{1e-320, 1e-160, 1e-160, math.E, -1.1132879287242504e-05},
		{3e-300, 1e-155, 1e-154, math.E, 21.82187812561452},
		{5e-324, 1e-200, 1e-200, 10, 76.69378465688419},
		{1.5e-323, 0.7, 0.7, math.E, -742.6281097448357},
		{1e-310, 0.5, 0.25, 2, -1026.7977094150824},
		{1e-300, 1e-200, 1e-200, math.E, 230.25850929940458},
	} {
		got, err := PMI(test.pxy, test.px, test.py, test.base)
		// Two roundings in the ratio, an ulp or two in the logarithm.
		if err != nil || math.Abs(got-test.want) > 2*0x1p-52*math.Max(1, math.Abs(test.want)) {
			t.Errorf("PMI(%v, %v, %v, %v) = %v, %v; want %v", test.pxy, test.px, test.py, test.base, got, err, test.want)
		}
	}
}

func TestPMICounts(t *testing.T) {
	// Python decimal: log_b(c_xy·N / (c_x·c_y)).
	for _, test := range []struct {
		name            string
		cxy, cx, cy, n  int
		base, want, tol float64
	}{
		{name: "seed", cxy: 10, cx: 50, cy: 40, n: 1000, base: 2, want: 2.321928094887362, tol: 1e-15},
		{name: "nats", cxy: 10, cx: 50, cy: 40, n: 1000, base: math.E, want: 1.6094379124341003, tol: 1e-15},
		{name: "never", cxy: 0, cx: 50, cy: 40, n: 1000, base: math.E, want: math.Inf(-1)},
		// Counts near 2⁵²: the products are far beyond 2⁵³ but the ratio
		// is exactly 1 (2⁴⁰·2⁵² = 2⁴⁵·2⁴⁷).
		{name: "large powers of two", cxy: 1 << 40, cx: 1 << 45, cy: 1 << 47, n: 1 << 52, base: math.E, want: 0},
		{name: "large", cxy: 3, cx: 7, cy: 11, n: 1_000_000_000_000_000, base: math.E, want: 31.29358326172511, tol: 1e-15},
	} {
		got, err := PMICounts(test.cxy, test.cx, test.cy, test.n, test.base)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		if !withinMixed(got, test.want, test.tol) {
			t.Errorf("%s: PMICounts = %v, want %v", test.name, got, test.want)
		}
	}
	for _, test := range []struct {
		name           string
		cxy, cx, cy, n int
		undefined      bool
	}{
		{name: "unseen word", cxy: 0, cx: 0, cy: 5, n: 10, undefined: true},
		{name: "pair above word", cxy: 6, cx: 5, cy: 8, n: 10},
		{name: "word above N", cxy: 1, cx: 11, cy: 5, n: 10},
		{name: "negative", cxy: -1, cx: 5, cy: 5, n: 10},
		{name: "empty corpus", cxy: 0, cx: 0, cy: 0, n: 0},
	} {
		got, err := PMICounts(test.cxy, test.cx, test.cy, test.n, math.E)
		switch {
		case err == nil:
			t.Errorf("%s: PMICounts = %v, want an error", test.name, got)
		case test.undefined && !errors.Is(err, ErrUndefined):
			t.Errorf("%s: error %v, want ErrUndefined", test.name, err)
		}
	}
}

func TestUnigramProbability(t *testing.T) {
	P := map[string]float64{"the": 0.5, "cat": 0.25, "sat": 0.25}
	// Hand-derived: 0.5 · 0.25 · 0.5 = 1/16, ln(1/16) = −2.772588722239781
	// (Python decimal).
	prob, logp, err := UnigramProbability([]string{"the", "cat", "the"}, P)
	if err != nil || prob != 0.0625 || !withinMixed(logp, -2.772588722239781, 1e-15) {
		t.Errorf("seed: got %v, %v, %v; want 0.0625, -2.772588722239781", prob, logp, err)
	}

	// Long sentences: 0.01^160 = 1e-320 is subnormal, 0.01^2000 = 1e-4000
	// underflows to 0, but the log-probability 2000·ln 0.01 =
	// −9210.340371976183 (Python decimal) stays exact.
	U := map[string]float64{"w": 0.01}
	for _, test := range []struct {
		n             int
		prob, logProb float64
	}{
		{160, 1e-320, -736.8272297580946},
		{2000, 0, -9210.340371976183},
	} {
		tokens := make([]string, test.n)
		for i := range tokens {
			tokens[i] = "w"
		}
		prob, logp, err := UnigramProbability(tokens, U)
		if err != nil {
			t.Errorf("%d tokens: unexpected error %v", test.n, err)
			continue
		}
		// A subnormal result is only accurate to a few multiples of the
		// least subnormal, 4.9e-324.
		if math.Abs(prob-test.prob) > 2e-323 {
			t.Errorf("%d tokens: probability %v, want %v", test.n, prob, test.prob)
		}
		if !withinMixed(logp, test.logProb, 1e-14) {
			t.Errorf("%d tokens: log-probability %v, want %v", test.n, logp, test.logProb)
		}
	}

	// Products that end among the subnormals, where exp of the log sum
	// was dozens of ulps of 2^-1074 off (68 for the first). Reference:
	// mpmath 1.2.1 at 60 digits, the exact product rounded once.
	for _, test := range []struct {
		p    float64
		n    int
		want float64
	}{
		{8.744057571804203e-45, 7, 3.90832849242271e-309},
		{0.01, 160, 1e-320},
		{5e-324, 1, 5e-324},
		{0x1p-1000, 1, 0x1p-1000},
	} {
		tokens := make([]string, test.n)
		for i := range tokens {
			tokens[i] = "w"
		}
		prob, _, err := UnigramProbability(tokens, map[string]float64{"w": test.p})
		// n roundings of ≤ u each, then one to the subnormal grid.
		if err != nil || math.Abs(prob-test.want) > float64(test.n)*0x1p-53*test.want+0x1p-1074 {
			t.Errorf("%v^%d: probability %v, %v; want %v", test.p, test.n, prob, err, test.want)
		}
	}

	// A word the model gives probability 0: 0 and −Inf, not NaN.
	prob, logp, err = UnigramProbability([]string{"the", "dog"}, map[string]float64{"the": 0.5, "dog": 0})
	if err != nil || prob != 0 || !math.IsInf(logp, -1) {
		t.Errorf("zero probability: got %v, %v, %v; want 0, -Inf", prob, logp, err)
	}

	for _, test := range []struct {
		name   string
		tokens []string
		P      map[string]float64
		msg    string
	}{
		{name: "unknown token", tokens: []string{"the", "dog"}, P: P, msg: `"dog"`},
		{name: "negative", tokens: []string{"a"}, P: map[string]float64{"a": -0.5}, msg: `"a"`},
		{name: "NaN", tokens: []string{"a"}, P: map[string]float64{"a": math.NaN()}, msg: `"a"`},
		{name: "sums above 1", tokens: []string{"a"}, P: map[string]float64{"a": 0.7, "b": 0.7}, msg: "sums to"},
	} {
		if _, _, err := UnigramProbability(test.tokens, test.P); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("%s: error %v, want one mentioning %s", test.name, err, test.msg)
		}
	}
	if _, _, err := UnigramProbability(nil, P); !errors.Is(err, ErrEmpty) {
		t.Errorf("no tokens: error %v, want ErrEmpty", err)
	}
}

// nlpSentence returns a small corpus whose counts were taken with Python's
// collections.Counter: the ×3, cat ×2, sat, on, mat, ran ×1.
func nlpSentence() []string { return strings.Fields("the cat sat on the mat the cat ran") }

func TestUnigramEstimates(t *testing.T) {
	// Python fractions: c/N and (c + 1)/(N + m), N = 9.
	mle := map[string]float64{"the": 0.3333333333333333, "cat": 0.2222222222222222, "sat": 0.1111111111111111,
		"on": 0.1111111111111111, "mat": 0.1111111111111111, "ran": 0.1111111111111111, "dog": 0}
	laplace := map[string]float64{"the": 0.25, "cat": 0.1875, "sat": 0.125, "on": 0.125, "mat": 0.125, "ran": 0.125, "dog": 0.0625}
	vocab := []string{"dog", "the", "the"} // corpus words are added; duplicates count once
	for _, test := range []struct {
		name string
		f    func(corpus, vocab []string) (map[string]float64, error)
		want map[string]float64
	}{
		{"mle", UnigramMLE, mle},
		{"laplace", UnigramLaplace, laplace},
	} {
		got, err := test.f(nlpSentence(), vocab)
		if err != nil {
			t.Errorf("%s: unexpected error %v", test.name, err)
			continue
		}
		if len(got) != len(test.want) {
			t.Errorf("%s: %d words, want %d: %v", test.name, len(got), len(test.want), got)
		}
		var sum float64
		for w, p := range test.want {
			if !withinMixed(got[w], p, 1e-15) {
				t.Errorf("%s: P̂(%q) = %v, want %v", test.name, w, got[w], p)
			}
			sum += got[w]
		}
		if !withinMixed(sum, 1, 1e-15) {
			t.Errorf("%s: estimates sum to %v", test.name, sum)
		}
	}

	// The conformance example: a b a c a b over the vocabulary a b c d.
	got, err := UnigramLaplace([]string{"a", "b", "a", "c", "a", "b"}, []string{"a", "b", "c", "d"})
	if err != nil || got["a"] != 0.4 || got["b"] != 0.3 || got["c"] != 0.2 || got["d"] != 0.1 {
		t.Errorf("laplace example: %v, %v", got, err)
	}
	// With no corpus, smoothing gives the uniform distribution 1/m.
	got, err = UnigramLaplace(nil, []string{"x", "y", "z", "w"})
	if err != nil || got["x"] != 0.25 || got["w"] != 0.25 {
		t.Errorf("laplace of an empty corpus: %v, %v; want 1/4 each", got, err)
	}
	if _, err := UnigramMLE(nil, []string{"x"}); !errors.Is(err, ErrEmpty) {
		t.Errorf("mle of an empty corpus: error %v, want ErrEmpty", err)
	}
	if _, err := UnigramLaplace(nil, nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("laplace with no words at all: error %v, want ErrEmpty", err)
	}
}

func TestBigramCounts(t *testing.T) {
	c := CountBigrams(nlpSentence())
	if c.Vocabulary() != 6 {
		t.Errorf("vocabulary = %d, want 6", c.Vocabulary())
	}
	// "ran" ends the corpus: it occurs once but never as a history.
	for w, want := range map[string]int{"the": 3, "cat": 2, "ran": 0, "dog": 0} {
		if got := c.History(w); got != want {
			t.Errorf("History(%q) = %d, want %d", w, got, want)
		}
	}
	// Python fractions over collections.Counter of the pairs and of the
	// histories corpus[:-1]; Laplace with m = 8.
	for _, test := range []struct {
		prev, next   string
		mle, laplace float64
	}{
		{"the", "cat", 0.6666666666666666, 0.2727272727272727},
		{"the", "mat", 0.3333333333333333, 0.18181818181818182},
		{"the", "sat", 0, 0.09090909090909091},
		{"cat", "sat", 0.5, 0.2},
		{"cat", "ran", 0.5, 0.2},
		{"on", "the", 1, 0.2222222222222222},
		{"mat", "the", 1, 0.2222222222222222},
	} {
		got, err := c.MLE(test.prev, test.next)
		if err != nil || !withinMixed(got, test.mle, 1e-15) {
			t.Errorf("MLE(%q → %q) = %v, %v; want %v", test.prev, test.next, got, err, test.mle)
		}
		got, err = c.Laplace(test.prev, test.next, 8)
		if err != nil || !withinMixed(got, test.laplace, 1e-15) {
			t.Errorf("Laplace(%q → %q) = %v, %v; want %v", test.prev, test.next, got, err, test.laplace)
		}
	}
	// Each smoothed row sums to 1 over the m = 8 words (the corpus's 6
	// and two unseen ones).
	words := []string{"the", "cat", "sat", "on", "mat", "ran", "dog", "bird"}
	for _, prev := range words {
		var sum float64
		for _, next := range words {
			p, err := c.Laplace(prev, next, 8)
			if err != nil {
				t.Fatalf("Laplace(%q → %q): %v", prev, next, err)
			}
			sum += p
		}
		if !withinMixed(sum, 1, 1e-15) {
			t.Errorf("row %q sums to %v, want 1", prev, sum)
		}
	}
	// An unseen history is 0/0 for the MLE and 1/m once smoothed.
	for _, prev := range []string{"ran", "dog"} {
		if _, err := c.MLE(prev, "the"); !errors.Is(err, ErrUndefined) {
			t.Errorf("MLE(%q → the): error %v, want ErrUndefined", prev, err)
		}
		if p, err := c.Laplace(prev, "the", 8); err != nil || p != 0.125 {
			t.Errorf("Laplace(%q → the) = %v, %v; want 1/8", prev, p, err)
		}
	}
	// m must cover the corpus's words and the query.
	if _, err := c.Laplace("the", "cat", 5); err == nil {
		t.Error("Laplace with m = 5 < 6 words: no error")
	}
	if _, err := c.Laplace("dog", "bird", 7); err == nil {
		t.Error("Laplace with m = 7 < 8 words (two unseen): no error")
	}
	for _, corpus := range [][]string{nil, {"alone"}} {
		if _, err := CountBigrams(corpus).MLE("alone", "alone"); !errors.Is(err, ErrEmpty) {
			t.Errorf("MLE on %v: error %v, want ErrEmpty", corpus, err)
		}
	}
}

func TestBigramProbability(t *testing.T) {
	first := map[string]float64{"a": 0.5}
	next := map[string]map[string]float64{"a": {"b": 0.6666666666666666}, "b": {"a": 1}}
	// Hand-derived: 0.5 · 2/3 · 1 = 1/3.
	prob, logp, err := BigramProbability([]string{"a", "b", "a"}, first, next)
	if err != nil || !withinMixed(prob, 0.3333333333333333, 1e-15) || !withinMixed(logp, -1.0986122886681098, 1e-15) {
		t.Errorf("seed: got %v, %v, %v; want 1/3, ln(1/3)", prob, logp, err)
	}
	// One token: just P{z₁}.
	if prob, _, err := BigramProbability([]string{"a"}, first, next); err != nil || prob != 0.5 {
		t.Errorf("one token: %v, %v; want 0.5", prob, err)
	}
	// n tokens "a" at 0.5 each: 2^-n, hand-derived; 2^-1001 is a normal
	// number, 2^-1060 a subnormal one and 2^-1100 rounds to 0. The log is a
	// sum of n rounded terms: relative accuracy about n ulps.
	loop := map[string]map[string]float64{"a": {"a": 0.5}}
	for _, n := range []int{1001, 1060, 1100} {
		tokens := make([]string, n)
		for i := range tokens {
			tokens[i] = "a"
		}
		prob, logp, err := BigramProbability(tokens, first, loop)
		want := math.Ldexp(1, -n)
		if err != nil || math.Abs(prob-want) > 1e-323 || !withinMixed(logp, -float64(n)*math.Ln2, 1e-13) {
			t.Errorf("%d tokens: %v, %v, %v; want 2^-%d", n, prob, logp, err, n)
		}
	}
	// A product that ends among the subnormals: P{z₁}·P{z|z}⁴. Reference:
	// mpmath 1.2.1 at 60 digits, the exact product rounded once (exp of
	// the log sum was 54 ulps of 2^-1074 off).
	tokens := []string{" ", " ", " ", " ", " "}
	prob, _, err = BigramProbability(tokens, map[string]float64{" ": 3.6066571783462175e-62},
		map[string]map[string]float64{" ": {" ": 1.7189388055646447e-62}})
	if want := 3.148810519352233e-309; err != nil || math.Abs(prob-want) > 5*0x1p-53*want+0x1p-1074 {
		t.Errorf("subnormal product: %v, %v; want %v", prob, err, want)
	}
	for _, test := range []struct {
		name   string
		tokens []string
		first  map[string]float64
		next   map[string]map[string]float64
		msg    string
	}{
		{name: "first unknown", tokens: []string{"b", "a"}, first: first, next: next, msg: "P_first"},
		{name: "no row", tokens: []string{"a", "b", "c", "a"}, first: first, next: map[string]map[string]float64{"a": {"b": 1}, "b": {"c": 1}}, msg: `"c" has no row`},
		{name: "no entry", tokens: []string{"a", "a"}, first: first, next: next, msg: `no entry`},
		{name: "bad row", tokens: []string{"a"}, first: first, next: map[string]map[string]float64{"a": {"b": 0.8, "c": 0.8}}, msg: `P_next["a"]`},
		{name: "bad first", tokens: []string{"a"}, first: map[string]float64{"a": 2}, next: next, msg: "P_first"},
	} {
		if _, _, err := BigramProbability(test.tokens, test.first, test.next); err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("%s: error %v, want one mentioning %s", test.name, err, test.msg)
		}
	}
	if _, _, err := BigramProbability(nil, first, next); !errors.Is(err, ErrEmpty) {
		t.Errorf("no tokens: error %v, want ErrEmpty", err)
	}
}
