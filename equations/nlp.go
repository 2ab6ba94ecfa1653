package equations

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"

	"eqx/compute"
)

// nlpCorpus is the corpus of the first views, and nlpVocab a vocabulary
// with a word ("d") that the corpus lacks. They are functions so that no
// two specs share a slice.
func nlpCorpus() []string { return []string{"a", "b", "a", "b", "a", "c"} }
func nlpVocab() []string  { return []string{"a", "b", "c", "d"} }

// nlpFamily is the language models, PMI and the recurrent networks (a family
// of the catalogue: family.go).
type nlpFamily struct{}

func (nlpFamily) specs() []*Spec {
	encoder, decoder := rnnStates()

	pmi := &Spec{
		ID: "pmi", Title: "Pointwise mutual information", Category: "nlp",
		LaTeX: `\operatorname{PMI}(x; y) = \log\frac{p(x, y)}{p(x)\,p(y)}`,
		Explanation: "PMI compares how often two words occur together with how often they would if they were independent. " +
			"It is 0 for independent words, positive for pairs such as “New York” that attract each other and −∞ for pairs never seen together, which is why positive PMI (negative values clipped to 0) is common. " +
			"With counts, p(x, y) = c(x, y)/N and p(x) = c(x)/N; its average over all pairs is the mutual information.",
		Sources: src(S0),
		Related: []string{"kl-divergence", "entropy"},
		Params: []Param{
			{Name: "p_xy", Symbol: `p(x, y)`, Doc: "the probability that x and y occur together", Kind: Real, Default: 0.1, Optional: true,
				Min: 0, Max: 0.25, Step: 0.001, Domain: Unit},
			{Name: "p_x", Symbol: `p(x)`, Doc: "the probability of x", Kind: Real, Default: 0.2, Optional: true,
				Min: 0, Max: 1, Step: 0.01, Domain: Unit},
			{Name: "p_y", Symbol: `p(y)`, Doc: "the probability of y", Kind: Real, Default: 0.25, Optional: true,
				Min: 0, Max: 1, Step: 0.01, Domain: Unit},
			{Name: "c_xy", Symbol: `c(x, y)`, Doc: "counts instead of probabilities: co-occurrences of x and y", Kind: Integer, Optional: true, Example: 10, Together: []string{"c_x", "c_y", "N"},
				Min: 0, Max: 100, Step: 1, Domain: NonNegative},
			{Name: "c_x", Symbol: `c(x)`, Doc: "occurrences of x", Kind: Integer, Optional: true, Example: 50, Together: []string{"c_xy", "c_y", "N"},
				Min: 0, Max: 200, Step: 1, Domain: NonNegative},
			{Name: "c_y", Symbol: `c(y)`, Doc: "occurrences of y", Kind: Integer, Optional: true, Example: 40, Together: []string{"c_xy", "c_x", "N"},
				Min: 0, Max: 200, Step: 1, Domain: NonNegative},
			{Name: "N", Symbol: `N`, Doc: "the corpus size (number of events counted)", Kind: Integer, Optional: true, Example: 1000, Together: []string{"c_xy", "c_x", "c_y"},
				Min: 1, Max: 2000, Step: 1, Domain: Interval{Lo: 1, Hi: math.Inf(1), OpenHi: true}},
			{Name: "log", Symbol: `b`, Doc: "the logarithm base: e gives nats, 2 bits", Kind: Choice, Default: "e", Optional: true,
				Options: []string{"e", "2", "10"}},
		},
		Eval: func(in Inputs) (any, error) {
			base, err := nlpBase(in)
			if err != nil {
				return nil, err
			}
			counts := []string{"c_xy", "c_x", "c_y", "N"}
			given := 0
			for _, name := range counts {
				if in.Has(name) {
					given++
				}
			}
			if given == 0 {
				return compute.PMI(in.Real("p_xy"), in.Real("p_x"), in.Real("p_y"), base)
			}
			for _, name := range counts {
				if !in.Has(name) {
					return nil, inputErrorf(name, "missing: with counts, give all of c_xy, c_x, c_y and N")
				}
			}
			return compute.PMICounts(in.Int("c_xy"), in.Int("c_x"), in.Int("c_y"), in.Int("N"), base)
		},
		Output: `\operatorname{PMI}(x; y)`,
		View:   &Curve{X: "p_xy"},
	}

	unigram := &Spec{
		ID: "unigram-model", Title: "Unigram language model", Category: "nlp",
		LaTeX: `\mathbb{P}\{z_1, z_2, \dots, z_d\} = \prod_{t=1}^{d}\mathbb{P}\{z_t\}`,
		Explanation: "A unigram model treats a sentence as a bag of independent draws: its probability is the product of the probabilities of its tokens, whatever their order. " +
			"It is the simplest language model and the baseline of n-gram models. " +
			"Products of many small numbers quickly underflow, so the log-probability, a sum, is what is compared in practice.",
		Sources: src(S3),
		Related: []string{"unigram-mle", "bigram-model"},
		Params: []Param{
			{Name: "tokens", Symbol: `z_1 \dots z_d`, Doc: "the sentence, a list of tokens", Kind: Strings, Editor: FreeText{},
				Default: []string{"the", "cat", "the"}, MinLen: 1},
			{Name: "P", Symbol: `\mathbb{P}`, Doc: `the model: an object {"word": probability}`, Kind: Object,
				Default: json.RawMessage(`{"the": 0.5, "cat": 0.25, "sat": 0.25}`)},
		},
		Eval: func(in Inputs) (any, error) {
			P, err := nlpTable(in.Object("P"), "P", "")
			if err != nil {
				return nil, err
			}
			p, logp, err := compute.UnigramProbability(in.Strings("tokens"), P)
			if err != nil {
				return nil, err
			}
			return map[string]any{"probability": p, "log_probability": logp}, nil
		},
		Output: `\mathbb{P}\{z_1, \dots, z_d\}`,
		View:   unigramSentencePlot,
	}

	unigramMLE := &Spec{
		ID: "unigram-mle", Title: "Unigram maximum-likelihood estimate", Category: "nlp",
		LaTeX: `\hat{\mathbb{P}}\{z_t\} = \frac{c_{z_t}}{\sum_{z=1}^{m} c_z}`,
		Explanation: "The maximum-likelihood unigram model gives each word its share of the corpus: its count over the number of tokens. " +
			"These are the probabilities under which the training corpus itself is most likely. " +
			"A word of the vocabulary that the corpus never uses gets probability 0, so any sentence containing it becomes impossible, the problem smoothing fixes.",
		Sources: src(S3),
		Related: []string{"unigram-laplace", "unigram-model", "bigram-mle"},
		Params:  nlpCorpusParams(1),
		Eval: func(in Inputs) (any, error) {
			P, err := compute.UnigramMLE(in.Strings("corpus"), in.Strings("vocab"))
			return nlpWordMap(P), err
		},
		Output: `\hat{\mathbb{P}}\{z\}`,
		View:   unigramEstimatePlot(false),
	}

	unigramLaplace := &Spec{
		ID: "unigram-laplace", Title: "Unigram estimate with Laplace smoothing", Category: "nlp",
		LaTeX: `\hat{\mathbb{P}}\{z_t\} = \frac{c_{z_t} + 1}{\left(\sum_{z=1}^{m} c_z\right) + m}`,
		Explanation: "Laplace (add-one) smoothing pretends every word of the vocabulary was seen once more than it was. " +
			"Unseen words get a small positive probability, frequent words lose a little, and the estimates still sum to 1 because the denominator grows by the vocabulary size m. " +
			"It is the simplest remedy for zero counts; with little data it moves the estimate strongly towards uniform.",
		Sources: src(S3),
		Related: []string{"unigram-mle", "bigram-laplace"},
		Params:  nlpCorpusParams(0),
		Eval: func(in Inputs) (any, error) {
			P, err := compute.UnigramLaplace(in.Strings("corpus"), in.Strings("vocab"))
			return nlpWordMap(P), err
		},
		Output: `\hat{\mathbb{P}}\{z\}`,
		View:   unigramEstimatePlot(true),
	}

	bigram := &Spec{
		ID: "bigram-model", Title: "Bigram language model", Category: "nlp",
		LaTeX: `\mathbb{P}\{z_1, \dots, z_d\} = \mathbb{P}\{z_1\}\prod_{t=2}^{d}\mathbb{P}\{z_t \mid z_{t-1}\}`,
		Explanation: "A bigram model lets each word depend on the one before it: a first-order Markov chain over words. " +
			"The sentence probability is the probability of its first word times one transition probability per following word, so word order now matters. " +
			"It is the chain rule of probability with the history cut to one word.",
		Sources: src(S3),
		Related: []string{"bigram-mle", "bigram-laplace", "unigram-model"},
		Params: []Param{
			{Name: "tokens", Symbol: `z_1 \dots z_d`, Doc: "the sentence, a list of tokens", Kind: Strings, Editor: FreeText{},
				Default: []string{"a", "b", "a"}, MinLen: 1},
			{Name: "P_first", Symbol: `\mathbb{P}\{z_1\}`, Doc: `the first-word probabilities: {"word": probability}`, Kind: Object,
				Default: json.RawMessage(`{"a": 0.5, "b": 0.5}`)},
			{Name: "P_next", Symbol: `\mathbb{P}\{z_t \mid z_{t-1}\}`, Doc: `the transitions: {"previous": {"next": probability}}`, Kind: Object,
				Default: json.RawMessage(`{"a": {"a": 0.3333333333333333, "b": 0.6666666666666666}, "b": {"a": 1}}`)},
		},
		Eval: func(in Inputs) (any, error) {
			first, err := nlpTable(in.Object("P_first"), "P_first", "")
			if err != nil {
				return nil, err
			}
			next, err := nlpTransitions(in.Object("P_next"), "P_next")
			if err != nil {
				return nil, err
			}
			p, _, err := compute.BigramProbability(in.Strings("tokens"), first, next)
			return p, err
		},
		Output: `\mathbb{P}\{z_1, \dots, z_d\}`,
		View:   bigramSentencePlot,
	}

	bigramMLE := &Spec{
		ID: "bigram-mle", Title: "Bigram maximum-likelihood estimate", Category: "nlp",
		LaTeX: `\hat{\mathbb{P}}\{z_t \mid z_{t-1}\} = \frac{c_{z_{t-1}, z_t}}{c_{z_{t-1}}}`,
		Explanation: "The maximum-likelihood transition probability is the fraction of the times the previous word was followed by the next one. " +
			"Here c_{z_{t−1}} counts the previous word as a history, that is when some token follows it, so that each row of estimates sums to 1. " +
			"A word never seen as a history makes the estimate 0/0, undefined; smoothing gives it a value.",
		Sources: src(S3),
		Related: []string{"bigram-laplace", "bigram-model", "unigram-mle"},
		Params:  nlpPairParams(),
		Eval: func(in Inputs) (any, error) {
			prev, next, err := nlpPair(in)
			if err != nil {
				return nil, err
			}
			return compute.CountBigrams(in.Strings("corpus")).MLE(prev, next)
		},
		Output: `\hat{\mathbb{P}}\{z_t \mid z_{t-1}\}`,
		View:   bigramMLEPlot,
	}

	bigramLaplace := &Spec{
		ID: "bigram-laplace", Title: "Bigram estimate with Laplace smoothing", Category: "nlp",
		LaTeX: `\hat{\mathbb{P}}\{z_t \mid z_{t-1}\} = \frac{c_{z_{t-1}, z_t} + 1}{c_{z_{t-1}} + m}`,
		Explanation: "Add-one smoothing of the bigram estimate adds a pseudo-count to each of the m possible next words. " +
			"Every transition becomes possible, an unseen history gets the uniform 1/m, and each row still sums to 1. " +
			"With a large vocabulary the added mass m overwhelms small counts, which is why gentler schemes such as add-k or Kneser–Ney are used in practice.",
		Sources: src(S3),
		Related: []string{"bigram-mle", "unigram-laplace", "bigram-model"},
		Params:  nlpLaplaceParams(),
		Eval: func(in Inputs) (any, error) {
			prev, next, err := nlpPair(in)
			if err != nil {
				return nil, err
			}
			return compute.CountBigrams(in.Strings("corpus")).Laplace(prev, next, in.Int("vocab_size"))
		},
		Output: `\hat{\mathbb{P}}\{z_t \mid z_{t-1}\}`,
		View:   &Curve{X: "vocab_size"},
	}
	return []*Spec{encoder, decoder, pmi, unigram, unigramMLE, unigramLaplace, bigram, bigramMLE, bigramLaplace}
}

// nlpCorpusParams returns the corpus and the optional vocabulary of the
// unigram estimates; minLen is the fewest tokens the corpus needs.
func nlpCorpusParams(minLen int) []Param {
	return []Param{
		{Name: "corpus", Symbol: `z`, Doc: "the training corpus, a list of tokens", Kind: Strings,
			Default: nlpCorpus(), MinLen: minLen, Editor: FreeText{}},
		{Name: "vocab", Symbol: `V`, Doc: "the vocabulary, including words the corpus lacks; the corpus's words are added to it", Kind: Strings,
			Optional: true, Example: nlpVocab()},
	}
}

// nlpPairParams returns the corpus and the queried pair of the bigram
// estimates.
func nlpPairParams() []Param {
	return []Param{
		{Name: "corpus", Symbol: `z`, Doc: "the training corpus, a list of tokens", Kind: Strings, Default: nlpCorpus(), Editor: FreeText{}},
		{Name: "prev", Symbol: `z_{t-1}`, Doc: `the previous word (in a request, a JSON string: "a")`, Kind: Object, Default: json.RawMessage(`"a"`), Editor: WordOf{Vocab: "corpus"}},
		{Name: "next", Symbol: `z_t`, Doc: `the next word (in a request, a JSON string: "b")`, Kind: Object, Default: json.RawMessage(`"b"`), Editor: WordOf{Vocab: "corpus"}},
	}
}

// nlpLaplaceParams returns the parameters of the smoothed bigram estimate:
// those of the MLE and the vocabulary size.
func nlpLaplaceParams() []Param {
	p := nlpPairParams()
	m := Param{Name: "vocab_size", Symbol: `m`, Doc: "the vocabulary size, at least the number of distinct words", Kind: Integer, Default: 3,
		Min: 1, Max: 30, Step: 1, Domain: Interval{Lo: 1, Hi: math.Inf(1), OpenHi: true}, Editor: WordOf{Vocab: "corpus"}}
	return []Param{p[0], m, p[1], p[2]}
}

// nlpPair reads the words prev and next.
func nlpPair(in Inputs) (prev, next string, err error) {
	if prev, err = nlpWord(in.Object("prev"), "prev"); err != nil {
		return "", "", err
	}
	next, err = nlpWord(in.Object("next"), "next")
	return prev, next, err
}

// nlpWord reads a JSON string.
func nlpWord(raw json.RawMessage, name string) (string, error) {
	var w string
	if err := json.Unmarshal(raw, &w); err != nil {
		return "", inputErrorf(name, "got %s; want a word as a JSON string, such as \"a\"", describeJSON(raw))
	}
	return w, nil
}

// nlpTable reads a JSON object of word probabilities. row names the row of
// a transition table, for error messages.
func nlpTable(raw json.RawMessage, name, row string) (map[string]float64, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return nil, inputErrorf(name, "%sgot %s; want an object of word probabilities such as {\"the\": 0.5}", row, describeJSON(raw))
	}
	P := make(map[string]float64, len(obj))
	for _, w := range nlpSortedKeys(obj) {
		var p float64
		if err := json.Unmarshal(obj[w], &p); err != nil || isNull(obj[w]) {
			return nil, inputErrorf(name, "%sword %q: got %s; want a probability in [0, 1]", row, w, describeJSON(obj[w]))
		}
		if !(p >= 0 && p <= 1) {
			return nil, inputErrorf(name, "%sword %q: %s is not a probability in [0, 1]", row, w, FormatNumber(p))
		}
		P[w] = p
	}
	return P, nil
}

// nlpTransitions reads a JSON object of rows {"previous": {"next": p}}.
func nlpTransitions(raw json.RawMessage, name string) (map[string]map[string]float64, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return nil, inputErrorf(name, "got %s; want an object of rows such as {\"a\": {\"b\": 1}}", describeJSON(raw))
	}
	T := make(map[string]map[string]float64, len(obj))
	for _, prev := range nlpSortedKeys(obj) {
		row, err := nlpTable(obj[prev], name, fmt.Sprintf("row %q: ", prev))
		if err != nil {
			return nil, err
		}
		T[prev] = row
	}
	return T, nil
}

// nlpSortedKeys returns the keys of obj in order, so that the first bad
// entry reported is always the same one.
func nlpSortedKeys(obj map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// nlpWordMap turns word probabilities into an output object.
func nlpWordMap(P map[string]float64) map[string]any {
	if P == nil {
		return nil
	}
	out := make(map[string]any, len(P))
	for w, p := range P {
		out[w] = p
	}
	return out
}

// nlpBase maps the "log" option to the number used by the kernels.
func nlpBase(in Inputs) (float64, error) { return baseOf(in, "log") }

// iterations are how the family's update rules repeat (Step, Play, Reset).
func (nlpFamily) iterations() map[string]*Iteration {
	return map[string]*Iteration{
		"rnn-encoder-state": rnnIteration("x", "h"),
		"rnn-decoder-state": rnnIteration("y", "s"),
	}
}
