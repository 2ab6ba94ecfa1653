package compute

import (
	"fmt"
	"math"

	"eqx/compute/libm"
)

// This file holds the count-based language statistics: pointwise mutual
// information, unigram and bigram models and their maximum-likelihood and
// Laplace-smoothed estimates. Probabilities of sequences are accumulated as
// sums of logarithms, so a long sentence gives a tiny positive number or
// 0 by rounding, never an underflow in the middle of a product.

// PMI returns the pointwise mutual information
//
//	PMI(x; y) = log_b p(x, y) / (p(x)·p(y))
//
// in the given logarithm base (math.E for nats, 2 for bits). It is 0 for
// independent events, positive when x and y co-occur more often than chance
// and −Inf when they never co-occur (p(x, y) = 0 < p(x)·p(y)).
//
// The probabilities must lie in [0, 1] with p(x, y) ≤ min(p(x), p(y)); when
// p(x) or p(y) is 0 the ratio is 0/0 and the error wraps ErrUndefined.
//
// While p(x)·p(y) and the ratio are normal float64 numbers the ratio is
// formed directly: two roundings, an error of about ε in the logarithm.
// Below that (marginals near 1e-160, a subnormal p(x, y)) a product or a
// ratio that left the normal range would lose bits, and a difference of
// logarithms ln p(x, y) − ln p(x) − ln p(y) of terms near −700 would lose
// hundreds of ulps to cancellation; pmiScaled keeps the same two roundings
// by taking the powers of two apart.
func PMI(pxy, px, py, base float64) (float64, error) {
	for _, p := range []struct {
		name string
		v    float64
	}{{"p(x,y)", pxy}, {"p(x)", px}, {"p(y)", py}} {
		if !(p.v >= 0 && p.v <= 1) {
			return 0, fmt.Errorf("pmi: %s = %v is not a probability in [0, 1]", p.name, p.v)
		}
	}
	if err := nlpCheckBase(base); err != nil {
		return 0, fmt.Errorf("pmi: %w", err)
	}
	if pxy > px || pxy > py {
		return 0, fmt.Errorf("pmi: p(x,y) = %v exceeds p(x) = %v or p(y) = %v; a joint probability is at most each marginal", pxy, px, py)
	}
	if px == 0 || py == 0 {
		return 0, fmt.Errorf("pmi: %w: p(x) or p(y) is 0, so p(x,y)/(p(x)p(y)) is 0/0", ErrUndefined)
	}
	if pxy == 0 {
		return math.Inf(-1), nil
	}
	if prod := px * py; prod >= 0x1p-1022 {
		if r := pxy / prod; r >= 0x1p-1022 {
			// One rounding in the product, one in the ratio, then the
			// logarithm.
			return nlpLog(r, base), nil
		}
	}
	return pmiScaled(pxy, px, py, base), nil
}

// pmiScaled returns log_b(pxy/(px·py)) for positive probabilities whose
// product or ratio is not a normal float64. With each written as a
// significand in [½, 1) times a power of two (math.Frexp, exact), the
// ratio is r·2^k with r = f_xy/(f_x·f_y), two roundings as in the normal
// case; r is brought into [1/√2, √2] by exact halvings or doublings, so
// that a PMI near 0 has k = 0 and nothing cancels. Then
// log_b = (ln r + k·ln 2)/ln b, where ln r goes through log1p.
func pmiScaled(pxy, px, py, base float64) float64 {
	fxy, exy := math.Frexp(pxy)
	fx, ex := math.Frexp(px)
	fy, ey := math.Frexp(py)
	r, k := fxy/(fx*fy), exy-ex-ey // r in (½, 4)
	for r > math.Sqrt2 {
		r, k = r/2, k+1
	}
	for r < math.Sqrt2/2 {
		r, k = r*2, k-1
	}
	lnr := nlpLn(r)
	switch base {
	case 2:
		return lnr/math.Ln2 + float64(k) // k exact
	case 10:
		return lnr/math.Ln10 + float64(k)*(math.Ln2/math.Ln10)
	case math.E:
		return lnr + float64(k)*math.Ln2
	}
	return (lnr + float64(k)*math.Ln2) / nlpLn(base)
}

// PMICounts returns PMI(x; y) with the probabilities estimated from counts
// in a corpus of n events: p(x, y) = c_xy/n, p(x) = c_x/n, p(y) = c_y/n, so
// that the ratio is c_xy·n / (c_x·c_y).
//
// The counts must satisfy 0 ≤ c_xy ≤ min(c_x, c_y) and c_x, c_y ≤ n, with
// n ≥ 1; c_x = 0 or c_y = 0 is 0/0 (ErrUndefined), c_xy = 0 gives −Inf.
func PMICounts(cxy, cx, cy, n int, base float64) (float64, error) {
	switch {
	case n < 1:
		return 0, fmt.Errorf("pmi: corpus size N = %d must be at least 1", n)
	case cxy < 0 || cx < 0 || cy < 0:
		return 0, fmt.Errorf("pmi: counts c(x,y) = %d, c(x) = %d, c(y) = %d must not be negative", cxy, cx, cy)
	case cx > n || cy > n:
		return 0, fmt.Errorf("pmi: c(x) = %d or c(y) = %d exceeds the corpus size N = %d", cx, cy, n)
	case cxy > cx || cxy > cy:
		return 0, fmt.Errorf("pmi: c(x,y) = %d exceeds c(x) = %d or c(y) = %d; a pair cannot be more frequent than either word", cxy, cx, cy)
	}
	if err := nlpCheckBase(base); err != nil {
		return 0, fmt.Errorf("pmi: %w", err)
	}
	if cx == 0 || cy == 0 {
		return 0, fmt.Errorf("pmi: %w: c(x) or c(y) is 0, so the ratio is 0/0", ErrUndefined)
	}
	if cxy == 0 {
		return math.Inf(-1), nil
	}
	// Counts up to 2⁵³ make products below 2¹⁰⁶: no overflow, and exact
	// when the products fit in 53 bits.
	return nlpLog(float64(cxy)*float64(n)/(float64(cx)*float64(cy)), base), nil
}

// UnigramProbability returns the probability of the sentence z₁…z_d under
// a unigram model, P{z₁, …, z_d} = Π_t P{z_t}, and its natural logarithm
// Σ_t log P{z_t}. The product is accumulated with its power of two kept
// apart (nlpSequence), so that it never underflows on the way: d roundings,
// and one more where the result is subnormal. A zero probability gives 0
// and −Inf.
//
// P maps words to probabilities in [0, 1] whose sum is at most 1; every
// token must be in P (a word the model never produces has probability 0 and
// must be listed as such).
func UnigramProbability(tokens []string, P map[string]float64) (prob, logProb float64, err error) {
	if len(tokens) == 0 {
		return 0, 0, fmt.Errorf("unigram model: tokens: %w", ErrEmpty)
	}
	if err := nlpCheckTable("P", P); err != nil {
		return 0, 0, fmt.Errorf("unigram model: %w", err)
	}
	var seq nlpSequence
	for t, z := range tokens {
		p, ok := P[z]
		if !ok {
			return 0, 0, fmt.Errorf("unigram model: token %d %q is not in P; give its probability (0 if the model never produces it)", t+1, z)
		}
		seq.times(p)
	}
	prob, logProb = seq.result()
	return prob, logProb, nil
}

// BigramProbability returns the probability of the sentence z₁…z_d under
// a bigram (first-order Markov) model,
//
//	P{z₁, …, z_d} = P{z₁} · Π_{t=2..d} P{z_t | z_{t−1}},
//
// and its natural logarithm, accumulated as in UnigramProbability. first
// maps words to P{z₁}; next maps a previous word to the distribution of the
// word after it. Each table's (or row's) probabilities must lie in [0, 1]
// and sum to at most 1; every probability the sentence needs must be given.
func BigramProbability(tokens []string, first map[string]float64, next map[string]map[string]float64) (prob, logProb float64, err error) {
	if len(tokens) == 0 {
		return 0, 0, fmt.Errorf("bigram model: tokens: %w", ErrEmpty)
	}
	if err := nlpCheckTable("P_first", first); err != nil {
		return 0, 0, fmt.Errorf("bigram model: %w", err)
	}
	for prev, row := range next {
		if err := nlpCheckTable(fmt.Sprintf("P_next[%q]", prev), row); err != nil {
			return 0, 0, fmt.Errorf("bigram model: %w", err)
		}
	}
	p, ok := first[tokens[0]]
	if !ok {
		return 0, 0, fmt.Errorf("bigram model: the first token %q is not in P_first; give its probability (0 if no sentence starts with it)", tokens[0])
	}
	var seq nlpSequence
	seq.times(p)
	for t := 1; t < len(tokens); t++ {
		prev, z := tokens[t-1], tokens[t]
		row, ok := next[prev]
		if !ok {
			return 0, 0, fmt.Errorf("bigram model: token %d %q has no row in P_next; give the distribution of the words after it", t, prev)
		}
		p, ok := row[z]
		if !ok {
			return 0, 0, fmt.Errorf("bigram model: P_next[%q] has no entry for token %d %q; give its probability (0 if it never follows)", prev, t+1, z)
		}
		seq.times(p)
	}
	prob, logProb = seq.result()
	return prob, logProb, nil
}

// UnigramMLE returns the maximum-likelihood unigram estimate
//
//	P̂{z} = c_z / Σ_{z'} c_{z'},
//
// the fraction of the corpus's tokens that are z, for every word of the
// vocabulary: the words of vocab and those of the corpus (vocab may list
// words the corpus never uses; they get 0). An empty corpus is 0/0 and
// the error wraps ErrEmpty.
func UnigramMLE(corpus, vocab []string) (map[string]float64, error) {
	if len(corpus) == 0 {
		return nil, fmt.Errorf("unigram mle: corpus: %w", ErrEmpty)
	}
	counts := CountWords(corpus, vocab)
	n := float64(len(corpus))
	P := make(map[string]float64, len(counts))
	for w, c := range counts {
		P[w] = float64(c) / n
	}
	return P, nil
}

// UnigramLaplace returns the unigram estimate with Laplace (add-one)
// smoothing,
//
//	P̂{z} = (c_z + 1) / (Σ_{z'} c_{z'} + m),
//
// over the vocabulary of the words of vocab and of the corpus, m in all.
// Every word, seen or not, gets a positive probability, and the estimates
// still sum to 1. The corpus may be empty (every word then gets 1/m), but
// the vocabulary may not.
func UnigramLaplace(corpus, vocab []string) (map[string]float64, error) {
	counts := CountWords(corpus, vocab)
	if len(counts) == 0 {
		return nil, fmt.Errorf("unigram laplace: corpus and vocab: %w", ErrEmpty)
	}
	den := float64(len(corpus) + len(counts))
	P := make(map[string]float64, len(counts))
	for w, c := range counts {
		P[w] = float64(c+1) / den
	}
	return P, nil
}

// CountWords counts the tokens of corpus, c_z for every word z, with a 0
// entry for each word of vocab the corpus lacks: the counts the unigram
// estimates divide.
func CountWords(corpus, vocab []string) map[string]int {
	counts := make(map[string]int, len(vocab))
	for _, w := range vocab {
		if _, ok := counts[w]; !ok {
			counts[w] = 0
		}
	}
	for _, w := range corpus {
		counts[w]++
	}
	return counts
}

// BigramCounts holds the counts of a corpus that bigram estimates need:
// c_{w,w'}, the number of times w' directly follows w, and c_w, the number
// of times w occurs as a history, that is followed by a token (the
// corpus's last token is not). With this c_w every row of the estimates
// sums to 1.
type BigramCounts struct {
	ids    map[string]int32
	hist   []int // c_w by word id
	pairs  map[uint64]int
	tokens int
}

// CountBigrams counts the bigrams of corpus. Words are interned to small
// integers first, so that a pair is a single map key.
func CountBigrams(corpus []string) *BigramCounts {
	c := &BigramCounts{ids: make(map[string]int32), pairs: make(map[uint64]int), tokens: len(corpus)}
	prev := int32(-1)
	for _, w := range corpus {
		id, ok := c.ids[w]
		if !ok {
			id = int32(len(c.hist))
			c.ids[w] = id
			c.hist = append(c.hist, 0)
		}
		if prev >= 0 {
			c.hist[prev]++
			c.pairs[uint64(prev)<<32|uint64(id)]++
		}
		prev = id
	}
	return c
}

// Vocabulary returns the number of distinct words of the corpus.
func (c *BigramCounts) Vocabulary() int { return len(c.hist) }

// History returns c_w, the number of times w is followed by a token.
func (c *BigramCounts) History(w string) int {
	if id, ok := c.ids[w]; ok {
		return c.hist[id]
	}
	return 0
}

// Pair returns c_{prev,next}, the number of times next directly follows
// prev.
func (c *BigramCounts) Pair(prev, next string) int {
	i, ok := c.ids[prev]
	j, ok2 := c.ids[next]
	if !ok || !ok2 {
		return 0
	}
	return c.pairs[uint64(i)<<32|uint64(j)]
}

// MLE returns the maximum-likelihood bigram estimate
//
//	P̂{next | prev} = c_{prev,next} / c_prev.
//
// A previous word never followed by a token (unseen, or only the corpus's
// last word) makes the estimate 0/0: the error wraps ErrUndefined. A corpus
// of fewer than two tokens has no bigram: ErrEmpty.
func (c *BigramCounts) MLE(prev, next string) (float64, error) {
	if c.tokens < 2 {
		return 0, fmt.Errorf("bigram mle: corpus: fewer than two tokens, so no bigram: %w", ErrEmpty)
	}
	h := c.History(prev)
	if h == 0 {
		return 0, fmt.Errorf("bigram mle: %w: %q is never followed by a token in the corpus, so c(%q, ·)/c(%q) is 0/0; Laplace smoothing defines it", ErrUndefined, prev, prev, prev)
	}
	return float64(c.Pair(prev, next)) / float64(h), nil
}

// Laplace returns the bigram estimate with Laplace (add-one) smoothing
// over a vocabulary of m words,
//
//	P̂{next | prev} = (c_{prev,next} + 1) / (c_prev + m),
//
// defined for unseen words too (1/m for an unseen history). m must count
// every distinct word of the corpus and prev and next themselves, or the
// estimates of a row would sum to more than 1.
func (c *BigramCounts) Laplace(prev, next string, m int) (float64, error) {
	need := c.Vocabulary()
	if _, ok := c.ids[prev]; !ok {
		need++
	}
	if _, ok := c.ids[next]; !ok && next != prev {
		need++
	}
	if m < need {
		return 0, fmt.Errorf("bigram laplace: vocabulary size m = %d is less than the %d distinct words of the corpus and the queried pair", m, need)
	}
	return float64(c.Pair(prev, next)+1) / float64(c.History(prev)+m), nil
}

// nlpSequence accumulates a product of probabilities, as a significand
// frac in [½, 1) (or 0) times 2^exp, and the sum of their logarithms.
//
// A plain running product would lose bits once it left the normal range
// (gradual underflow) and all of them below 2^-1074; exp of the log sum
// instead amplifies the log's rounding error by its size, up to ~745ε
// relative, dozens of ulps of a subnormal result. Here each factor's
// significand multiplies frac (a product in [¼, 1): one rounding) and the
// exponents add exactly, so the product errs by at most d roundings, as a
// product that stays normal does, and rounds once more at the end
// (math.Ldexp rounds a subnormal result correctly).
type nlpSequence struct {
	frac    float64
	exp     int
	logSum  float64
	started bool
}

func (s *nlpSequence) times(p float64) {
	if !s.started {
		s.frac, s.started = 1, true
	}
	fp, ep := math.Frexp(p)
	f, e := math.Frexp(s.frac * fp)
	s.frac, s.exp = f, s.exp+ep+e
	s.logSum += nlpLn(p)
}

// result returns the product and its log: 0 when the product is below half
// the least subnormal.
func (s *nlpSequence) result() (prob, logProb float64) {
	return math.Ldexp(s.frac, s.exp), s.logSum
}

// nlpCheckTable checks a table of word probabilities: each in [0, 1], the
// sum at most 1 (within ProbabilityTolerance).
func nlpCheckTable(name string, P map[string]float64) error {
	var sum float64
	for w, p := range P {
		if !(p >= 0 && p <= 1) {
			return fmt.Errorf("%s[%q] = %v is not a probability in [0, 1]", name, w, p)
		}
		sum += p
	}
	if sum > 1+ProbabilityTolerance {
		return fmt.Errorf("%s sums to %.6g; the probabilities of distinct words sum to at most 1", name, sum)
	}
	return nil
}

func nlpCheckBase(base float64) error {
	if !(base > 0) || base == 1 || math.IsInf(base, 1) {
		return fmt.Errorf("log base %v must be positive, finite and not 1", base)
	}
	return nil
}

// nlpLog returns log_b(x), exact-as-can-be for the bases 2 and 10.
func nlpLog(x, base float64) float64 {
	switch base {
	case 2:
		return libm.Log2(x)
	case 10:
		return libm.Log10(x)
	case math.E:
		return nlpLn(x)
	}
	return nlpLn(x) / nlpLn(base)
}

// nlpLn is the natural logarithm, through log1p near 1 (a probability of
// 1 − 1e-17 is not rounded to a log of 0 more than it must be) and correct
// for subnormal x, which the amd64 assembly of math.Log misreads (Go issue
// 56600): scaling by 2⁵² makes x normal exactly.
func nlpLn(x float64) float64 {
	switch {
	case x > 0.5 && x < 2:
		return math.Log1p(x - 1)
	}
	return ln(x)
}
