//go:build !eqx_noui

package equations

import (
	"sort"
	"strings"
	"unicode/utf8"

	"eqx/compute"
)

// Worked examples of the count-based language statistics: PMI from
// probabilities or counts, the unigram and bigram sentence probabilities
// factor by factor, and the estimates with the counts of the corpus in
// them. Words are user text, so they go through tword before entering a
// line.

func (nlpFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"pmi":               workedPMI,
		"unigram-model":     workedUnigramModel,
		"unigram-mle":       func(in Inputs, out any) []string { return workedUnigramEstimate(in, out, false) },
		"unigram-laplace":   func(in Inputs, out any) []string { return workedUnigramEstimate(in, out, true) },
		"bigram-model":      workedBigramModel,
		"bigram-mle":        func(in Inputs, out any) []string { return workedBigramEstimate(in, out, false) },
		"bigram-laplace":    func(in Inputs, out any) []string { return workedBigramEstimate(in, out, true) },
		"rnn-encoder-state": workedRecurrence("x", "h"),
		"rnn-decoder-state": workedRecurrence("y", "s"),
	}
}

// twordMax is the most characters of a word a line shows: a token is any
// text, and a line must stay short.
const twordMax = 16

// tword writes a word as LaTeX text, \text{cat}. The characters LaTeX
// reads as commands or groups are escaped, so that any token typesets
// as itself; a long word is cut with an ellipsis, and the empty word
// (possible in a request) is written ε so that it stays visible.
func tword(w string) string {
	if w == "" {
		return `\varepsilon`
	}
	if utf8.RuneCountInString(w) > twordMax {
		r := []rune(w)
		w = string(r[:twordMax-1]) + "…"
	}
	var b strings.Builder
	b.WriteString(`\text{`)
	for _, r := range w {
		switch r {
		case '\\':
			b.WriteString(`\textbackslash{}`)
		case '{', '}', '$', '%', '#', '&', '_':
			b.WriteString(`\` + string(r))
		case '^':
			b.WriteString(`\textasciicircum{}`)
		case '~':
			b.WriteString(`\textasciitilde{}`)
		case '…':
			b.WriteString(`\ldots{}`)
		default:
			if r < ' ' || r == utf8.RuneError { // control characters have no glyph
				b.WriteString(`?`)
				continue
			}
			b.WriteRune(r)
		}
	}
	b.WriteString(`}`)
	return b.String()
}

// workedPMI shows the ratio of the joint probability to the product of the
// marginals, from the probabilities or from the counts, and its logarithm.
func workedPMI(in Inputs, out any) []string {
	base := in.Choice("log")
	lg := logTeX(base)
	res := `\operatorname{PMI}(x; y) = `
	if in.Has("c_xy") { // the counts form: Eval had all four counts
		cxy, cx, cy, n := in.Int("c_xy"), in.Int("c_x"), in.Int("c_y"), in.Int("N")
		nf := float64(n)
		ratio := float64(cxy) * nf / (float64(cx) * float64(cy))
		return []string{
			`p(x, y) = \frac{` + ti(cxy) + `}{` + ti(n) + `} = ` + tn(float64(cxy)/nf) + `, \quad p(x) = \frac{` + ti(cx) + `}{` + ti(n) + `} = ` + tn(float64(cx)/nf) +
				`, \quad p(y) = \frac{` + ti(cy) + `}{` + ti(n) + `} = ` + tn(float64(cy)/nf),
			res + lg + `\frac{c(x, y)\,N}{c(x)\,c(y)} = ` + lg + `\frac{` + ti(cxy) + `\cdot ` + ti(n) + `}{` + ti(cx) + `\cdot ` + ti(cy) + `} = ` + lg + ` ` + tn(ratio) + ` = ` + resultTeX(out),
		}
	}
	pxy, px, py := in.Real("p_xy"), in.Real("p_x"), in.Real("p_y")
	prod := px * py
	first := res + lg + `\frac{p(x, y)}{p(x)\,p(y)} = ` + lg + `\frac{` + tn(pxy) + `}{` + tn(px) + `\cdot ` + tn(py) + `}`
	if pxy == 0 { // never together: the ratio is 0 whatever the product (which may underflow to 0)
		return []string{first, `= ` + lg + ` 0 = ` + resultTeX(out)}
	}
	if prod < 0x1p-1022 || pxy/prod < 0x1p-1022 {
		// The product underflows or the ratio is subnormal (the kernel
		// then takes the powers of two apart): the line shows the
		// difference of logarithms, whose terms are all representable.
		return []string{first, `= ` + lg + ` ` + tn(pxy) + ` - ` + lg + ` ` + tn(px) + ` - ` + lg + ` ` + tn(py) + ` = ` + resultTeX(out)}
	}
	return []string{first, `= ` + lg + `\frac{` + tn(pxy) + `}{` + tn(prod) + `} = ` + lg + ` ` + tn(pxy/prod) + ` = ` + resultTeX(out)}
}

// workedUnigramModel shows the probability of each token, the sum of
// their logarithms and the product.
func workedUnigramModel(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	prob, ok1 := res["probability"].(float64)
	logp, ok2 := res["log_probability"].(float64)
	P, err := nlpTable(in.Object("P"), "P", "")
	tokens := in.Strings("tokens")
	if !ok || !ok1 || !ok2 || err != nil || len(tokens) == 0 {
		return fallback(`\mathbb{P}\{z_1, \dots, z_d\}`, out)
	}
	p := make([]float64, len(tokens))
	for t, z := range tokens {
		p[t] = P[z] // Eval has checked that every token is in P
	}
	return []string{
		`(z_1, \dots, z_{` + ti(len(tokens)) + `}) = ` + tvecOf(len(tokens), func(t int) string { return tword(tokens[t]) }) +
			`, \quad \mathbb{P}\{z_t\} = ` + tvec(p),
		`\log\mathbb{P}\{z_1, \dots, z_d\} = \sum_t \log\mathbb{P}\{z_t\} = ` + tsum(len(p), func(t int) string { return `\log ` + tn(p[t]) }) + ` = ` + tn(logp),
		// The product is the kernel's, which takes e to the log sum once
		// the running product leaves the normal range.
		`\mathbb{P}\{z_1, \dots, z_d\} = ` + tprod(len(p), func(t int) string { return tn(p[t]) }) + ` = e^{` + tn(logp) + `} = ` + tn(prob),
	}
}

// nlpVocabCounts returns the words of the corpus and of the vocabulary in
// order, with the count of each in the corpus (0 for a word only the
// vocabulary has), the counts the unigram estimates divide.
func nlpVocabCounts(corpus, vocab []string) ([]string, []float64) {
	c := compute.CountWords(corpus, vocab)
	words := make([]string, 0, len(c))
	for w := range c {
		words = append(words, w)
	}
	sort.Strings(words)
	counts := make([]float64, len(words))
	for i, w := range words {
		counts[i] = float64(c[w])
	}
	return words, counts
}

// workedUnigramEstimate shows the count of each word, the denominator
// (the corpus size, plus the vocabulary size m with Laplace smoothing) and
// the estimates, words in alphabetical order.
func workedUnigramEstimate(in Inputs, out any, laplace bool) []string {
	res, ok := out.(map[string]any)
	corpus := in.Strings("corpus")
	words, counts := nlpVocabCounts(corpus, in.Strings("vocab"))
	if !ok || len(res) != len(words) {
		return fallback(`\hat{\mathbb{P}}\{z\}`, out)
	}
	est := make([]float64, len(words))
	for i, w := range words {
		est[i], _ = res[w].(float64)
	}
	n, m := len(corpus), len(words)
	lines := []string{
		`z = ` + tvecOf(m, func(i int) string { return tword(words[i]) }) + `, \quad c_z = ` + tvec(counts),
	}
	num, den := func(i int) string { return tn(counts[i]) }, ti(n)
	formula := `\frac{c_z}{` + den + `}`
	if laplace {
		den = ti(n + m)
		num = func(i int) string { return tn(counts[i] + 1) }
		formula = `\frac{c_z + 1}{` + den + `}`
		lines = append(lines, `\left(\sum_{z} c_z\right) + m = `+ti(n)+` + `+ti(m)+` = `+den)
	} else {
		lines = append(lines, `\sum_{z} c_z = `+tsumv(counts)+` = `+den)
	}
	return append(lines, `\hat{\mathbb{P}}\{z\} = `+formula+` = `+tvecOf(m, func(i int) string { return tfrac(num(i), den) })+` = `+tvec(est))
}

// workedBigramModel writes the sentence probability as its first-word
// factor and one transition per following token, then their product.
func workedBigramModel(in Inputs, out any) []string {
	tokens := in.Strings("tokens")
	first, err1 := nlpTable(in.Object("P_first"), "P_first", "")
	next, err2 := nlpTransitions(in.Object("P_next"), "P_next")
	if err1 != nil || err2 != nil || len(tokens) == 0 {
		return fallback(`\mathbb{P}\{z_1, \dots, z_d\}`, out)
	}
	// Eval has checked that every factor the sentence needs is given.
	p := make([]float64, len(tokens))
	p[0] = first[tokens[0]]
	for t := 1; t < len(tokens); t++ {
		p[t] = next[tokens[t-1]][tokens[t]]
	}
	factor := func(t int) string {
		if t == 0 {
			return `\mathbb{P}\{` + tword(tokens[0]) + `\}`
		}
		return `\mathbb{P}\{` + tword(tokens[t]) + ` \mid ` + tword(tokens[t-1]) + `\}`
	}
	return []string{
		`\mathbb{P}\{` + tlist(len(tokens), func(t int) string { return tword(tokens[t]) }, ", ") + `\} = ` + tlist(len(tokens), factor, `\,`),
		`= ` + tprod(len(p), func(t int) string { return tn(p[t]) }) + ` = ` + resultTeX(out),
	}
}

// workedBigramEstimate shows the two counts of the corpus the estimate
// divides, the pair's and the history's, then the fraction (with one added
// to each of the m possible next words under Laplace smoothing).
func workedBigramEstimate(in Inputs, out any, laplace bool) []string {
	prev, next, err := nlpPair(in)
	if err != nil {
		return fallback(`\hat{\mathbb{P}}\{z_t \mid z_{t-1}\}`, out)
	}
	c := compute.CountBigrams(in.Strings("corpus"))
	pair, hist := c.Pair(prev, next), c.History(prev)
	p, n := tword(prev), tword(next)
	lines := []string{
		`c_{` + p + `, ` + n + `} = \#\{t : (z_{t-1}, z_t) = (` + p + `, ` + n + `)\} = ` + ti(pair) +
			`, \quad c_{` + p + `} = \#\{t : z_{t-1} = ` + p + `\} = ` + ti(hist),
	}
	est := `\hat{\mathbb{P}}\{` + n + ` \mid ` + p + `\} = `
	if laplace {
		m := in.Int("vocab_size")
		return append(lines, est+tfrac(`c_{`+p+`, `+n+`} + 1`, `c_{`+p+`} + m`)+` = \frac{`+ti(pair)+` + 1}{`+ti(hist)+` + `+ti(m)+`} = `+tfrac(ti(pair+1), ti(hist+m))+` = `+resultTeX(out))
	}
	return append(lines, est+tfrac(`c_{`+p+`, `+n+`}`, `c_{`+p+`}`)+` = `+tfrac(ti(pair), ti(hist))+` = `+resultTeX(out))
}
