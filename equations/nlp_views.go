package equations

import (
	"math"
	"slices"

	"eqx/compute"
)

// The plots of the n-gram pages: bars over the tokens of a sentence or
// the words of a vocabulary, and heat maps of transition probabilities
// (row: the previous word, column: the next).

// unigramSentencePlot shows the probability of each token of the sentence
// and the running product, which only falls: the sentence probability is
// its last bar.
var unigramSentencePlot = &Bars{Rows: []string{"P{token}", "product so far"}, Cols: []string{"token"}, Table: func(in Inputs) ([][]float64, []string) {
	P, err := nlpTable(in.Object("P"), "P", "")
	if err != nil {
		return nil, nil
	}
	tokens := in.Strings("tokens")
	factors := make([]float64, len(tokens))
	for t, z := range tokens {
		p, ok := P[z]
		if !ok {
			p = math.NaN() // not in the model: no bar
		}
		factors[t] = p
	}
	return [][]float64{factors, nlpRunningProduct(factors)}, tokens
}}

// bigramSentencePlot shows the factors of the bigram product, P{z₁} and
// then one transition per following token, with the running product; below
// it the transition table of the model.
var bigramSentencePlot = Stack{&Bars{Rows: []string{"factor", "product so far"}, Cols: []string{"step t"}, Table: func(in Inputs) ([][]float64, []string) {
	first, err := nlpTable(in.Object("P_first"), "P_first", "")
	if err != nil {
		return nil, nil
	}
	next, err := nlpTransitions(in.Object("P_next"), "P_next")
	if err != nil {
		return nil, nil
	}
	tokens := in.Strings("tokens")
	if len(tokens) == 0 {
		return nil, nil
	}
	factors := make([]float64, len(tokens))
	names := make([]string, len(tokens))
	factors[0], names[0] = nlpLookup(first, tokens[0]), "P{"+tokens[0]+"}"
	for t := 1; t < len(tokens); t++ {
		factors[t], names[t] = nlpLookup(next[tokens[t-1]], tokens[t]), tokens[t-1]+" → "+tokens[t]
	}
	return [][]float64{factors, nlpRunningProduct(factors)}, names
}}, &Heatmap{Rows: []string{"from "}, Cols: []string{"to "}, Table: func(in Inputs) ([][]float64, []string) {
	next, err := nlpTransitions(in.Object("P_next"), "P_next")
	if err != nil {
		return nil, nil
	}
	var words []string
	seen := map[string]bool{}
	add := func(w string) {
		if !seen[w] {
			seen[w] = true
			words = append(words, w)
		}
	}
	for _, z := range in.Strings("tokens") {
		add(z)
	}
	for _, prev := range nlpKeys(next) {
		add(prev)
		for _, w := range nlpKeys(next[prev]) {
			add(w)
		}
	}
	// A transition the model does not give is grey (NaN), not 0.
	t := make([][]float64, len(words))
	for i, prev := range words {
		t[i] = make([]float64, len(words))
		for j, w := range words {
			t[i][j] = nlpLookup(next[prev], w)
		}
	}
	return t, words
}}}

// unigramEstimatePlot draws the maximum-likelihood estimate of each word
// of the vocabulary; with laplace, the smoothed estimate beside it, which
// moves mass to the unseen words.
func unigramEstimatePlot(laplace bool) View {
	rows := []string{"maximum likelihood"}
	if laplace {
		rows = append(rows, "Laplace (add-one)")
	}
	return &Bars{Rows: rows, Cols: []string{"word z"}, Table: func(in Inputs) ([][]float64, []string) {
		corpus, vocab := in.Strings("corpus"), in.Strings("vocab")
		words := nlpWordsOf(vocab, corpus)
		if len(words) == 0 {
			return nil, nil
		}
		mle, _ := compute.UnigramMLE(corpus, vocab) // nil for an empty corpus: no bars
		t := [][]float64{nlpValues(mle, words)}
		if laplace {
			smooth, _ := compute.UnigramLaplace(corpus, vocab)
			t = append(t, nlpValues(smooth, words))
		}
		return t, words
	}}
}

// bigramMLEPlot is the table of every maximum-likelihood transition of the
// corpus, the queried words included: each row sums to 1, and a word never
// followed by a token has an undefined (grey) row.
var bigramMLEPlot = &Heatmap{Rows: []string{"from "}, Cols: []string{"to "}, Table: func(in Inputs) ([][]float64, []string) {
	corpus := in.Strings("corpus")
	counts := compute.CountBigrams(corpus)
	var extra []string
	for _, name := range []string{"prev", "next"} {
		if w, err := nlpWord(in.Object(name), name); err == nil {
			extra = append(extra, w)
		}
	}
	words := nlpWordsOf(corpus, extra)
	t := make([][]float64, len(words))
	for i, prev := range words {
		t[i] = make([]float64, len(words))
		for j, w := range words {
			p, err := counts.MLE(prev, w)
			if err != nil {
				p = math.NaN()
			}
			t[i][j] = p
		}
	}
	return t, words
}}

// nlpWordsOf lists the distinct words of the lists in order of first
// appearance.
func nlpWordsOf(lists ...[]string) []string {
	var words []string
	seen := map[string]bool{}
	for _, l := range lists {
		for _, w := range l {
			if !seen[w] {
				seen[w] = true
				words = append(words, w)
			}
		}
	}
	return words
}

// nlpValues looks the words up in P; NaN for those it lacks.
func nlpValues(P map[string]float64, words []string) []float64 {
	v := make([]float64, len(words))
	for i, w := range words {
		v[i] = nlpLookup(P, w)
	}
	return v
}

// nlpLookup is P[w], or NaN when P does not give it (no bar, a grey cell).
func nlpLookup(P map[string]float64, w string) float64 {
	if p, ok := P[w]; ok {
		return p
	}
	return math.NaN()
}

// nlpRunningProduct is the product of the first t + 1 factors at each t;
// NaN from the first missing one on.
func nlpRunningProduct(factors []float64) []float64 {
	out := make([]float64, len(factors))
	p := 1.0
	for t, f := range factors {
		p *= f
		out[t] = p
	}
	return out
}

// nlpKeys returns the keys of m in order, so that the table's words
// come out the same on every redraw.
func nlpKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
