//go:build !eqx_noui

package equations

// Snippets of the NLP n-gram models.

func (nlpFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"pmi": func(in Inputs) Snippet {
			pyLog := map[string]string{"e": "math.log", "2": "math.log2", "10": "math.log10"}[in.Choice("log")]
			goLog := map[string]string{"e": "math.Log", "2": "math.Log2", "10": "math.Log10"}[in.Choice("log")]
			if in.Has("c_xy") {
				// The counts are exact integers: the ratio c(x,y)·N / (c(x)·c(y))
				// is rounded once.
				return Snippet{
					NumPy: `print(` + pyLog + `(c_xy * N / (c_x * c_y)) if c_xy > 0 else -math.inf)`,
					Go:    `fmt.Println(` + goLog + `(float64(c_xy) * float64(N) / (float64(c_x) * float64(c_y))))`,
				}
			}
			if pxy, px, py := in.Real("p_xy"), in.Real("p_x"), in.Real("p_y"); pxy > 0 && !(px*py >= 0x1p-1022 && pxy/(px*py) >= 0x1p-1022) {
				// The product or the ratio leaves the normal range, where a
				// difference of logs near −700 would cancel: as the kernel,
				// take the powers of two apart (frexp is exact).
				return Snippet{
					NumPy: `# p(x)·p(y) or the ratio is below the normal range: take the powers of two
# apart (math.frexp is exact) and keep the significands' ratio r near 1.
(fxy, exy), (fx, ex), (fy, ey) = math.frexp(p_xy), math.frexp(p_x), math.frexp(p_y)
r, k = fxy / (fx * fy), exy - ex - ey
while r > 1.5:
    r, k = r / 2, k + 1
while r < 0.75:
    r, k = r * 2, k - 1
print(` + pyLog + `(r) + k * ` + pyLog + `(2))`,
					Go: `// p(x)·p(y) or the ratio is below the normal range: take the powers of two
// apart (math.Frexp is exact) and keep the significands' ratio r near 1.
fxy, exy := math.Frexp(p_xy)
fx, ex := math.Frexp(p_x)
fy, ey := math.Frexp(p_y)
r, k := fxy/(fx*fy), exy-ex-ey
for r > 1.5 {
	r, k = r/2, k+1
}
for r < 0.75 {
	r, k = r*2, k-1
}
fmt.Println(` + goLog + `(r) + float64(k)*` + goLog + `(2))`,
				}
			}
			return Snippet{
				NumPy: `print(` + pyLog + `(p_xy / (p_x * p_y)) if p_xy > 0 else -math.inf)`,
				Go:    `fmt.Println(` + goLog + `(p_xy / (p_x * p_y)))`,
			}
		},
		"unigram-model": same(Snippet{
			NumPy: `p = [P[z] for z in tokens]
log_p = sum(math.log(q) if q > 0 else -math.inf for q in p)
print({"probability": math.prod(p), "log_probability": log_p})`,
			Go: `var probs map[string]float64
if err := json.Unmarshal(P, &probs); err != nil {
	panic(err)
}
prob, logProb := 1.0, 0.0
for _, z := range tokens {
	prob *= probs[z]
	logProb += math.Log(probs[z])
}
fmt.Println(map[string]any{"probability": prob, "log_probability": logProb})`,
		}),
		"unigram-mle":     codeNlpUnigram(false),
		"unigram-laplace": codeNlpUnigram(true),
		"bigram-model": same(Snippet{
			NumPy: `print(P_first[tokens[0]] * math.prod(P_next[a][b] for a, b in zip(tokens, tokens[1:])))`,
			Go: `var first map[string]float64
var next map[string]map[string]float64
if err := json.Unmarshal(P_first, &first); err != nil {
	panic(err)
}
if err := json.Unmarshal(P_next, &next); err != nil {
	panic(err)
}
p := first[tokens[0]]
for t := 1; t < len(tokens); t++ {
	p *= next[tokens[t-1]][tokens[t]]
}
fmt.Println(p)`,
		}),
		"bigram-mle":        codeNlpBigram("float64(pair) / float64(hist)", "pairs.count((prev, next)) / corpus[:-1].count(prev)"),
		"bigram-laplace":    codeNlpBigram("float64(pair+1) / float64(hist+vocab_size)", "(pairs.count((prev, next)) + 1) / (corpus[:-1].count(prev) + vocab_size)"),
		"rnn-encoder-state": codeRecurrence("x", "h"),
		"rnn-decoder-state": codeRecurrence("y", "s"),
	}
}

// codeNlpUnigram is the snippet of the unigram estimates, add-one smoothed
// or not, over the words of the corpus and of the optional vocabulary.
func codeNlpUnigram(laplace bool) func(Inputs) Snippet {
	return func(in Inputs) Snippet {
		py := `counts = {}
for w in corpus:
    counts[w] = counts.get(w, 0) + 1
`
		goCode := `counts := map[string]int{}
for _, w := range corpus {
	counts[w]++
}
`
		if in.Has("vocab") {
			py = `# The vocabulary's words the corpus lacks get a count of 0.
counts = dict.fromkeys(vocab, 0)
for w in corpus:
    counts[w] = counts.get(w, 0) + 1
`
			goCode = `// The vocabulary's words the corpus lacks get a count of 0.
counts := map[string]int{}
for _, w := range vocab {
	counts[w] = 0
}
for _, w := range corpus {
	counts[w]++
}
`
		}
		if laplace {
			py += `print({w: (c + 1) / (len(corpus) + len(counts)) for w, c in counts.items()})`
			goCode += `P := map[string]float64{}
for w, c := range counts {
	P[w] = float64(c+1) / float64(len(corpus)+len(counts))
}
fmt.Println(P)`
		} else {
			py += `print({w: c / len(corpus) for w, c in counts.items()})`
			goCode += `P := map[string]float64{}
for w, c := range counts {
	P[w] = float64(c) / float64(len(corpus))
}
fmt.Println(P)`
		}
		return Snippet{NumPy: py, Go: goCode}
	}
}

// codeNlpBigram is the snippet of a bigram estimate from the corpus's
// counts: goRatio and pyRatio are the estimate from c(prev, next) and
// c(prev), the times prev is followed by a token.
func codeNlpBigram(goRatio, pyRatio string) func(Inputs) Snippet {
	return same(Snippet{
		NumPy: `pairs = list(zip(corpus, corpus[1:]))
# c(prev) counts prev as a history: followed by a token.
print(` + pyRatio + `)`,
		Go: `var a, b string
if err := json.Unmarshal(prev, &a); err != nil {
	panic(err)
}
if err := json.Unmarshal(next, &b); err != nil {
	panic(err)
}
// c(prev) counts prev as a history: followed by a token.
pair, hist := 0, 0
for t := 1; t < len(corpus); t++ {
	if corpus[t-1] == a {
		hist++
		if corpus[t] == b {
			pair++
		}
	}
}
fmt.Println(` + goRatio + `)`,
	})
}
