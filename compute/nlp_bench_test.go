package compute

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// nlpBenchCorpus returns n tokens drawn from a Zipf law over a vocabulary
// of 10⁴ words, from a fixed seed: the skewed counts of real text.
func nlpBenchCorpus(n int) []string {
	rnd := rand.New(rand.NewPCG(7, 8))
	zipf := rand.NewZipf(rnd, 1.1, 1, 9_999)
	words := make([]string, 10_000)
	for i := range words {
		words[i] = "w" + strconv.Itoa(i)
	}
	corpus := make([]string, n)
	for i := range corpus {
		corpus[i] = words[zipf.Uint64()]
	}
	return corpus
}

// BenchmarkNgramEstimation counts the unigrams and bigrams of a corpus and
// answers one smoothed and one MLE query, as the nlp equations do per
// evaluation.
func BenchmarkNgramEstimation(b *testing.B) {
	for _, n := range []int{1_000, 1_000_000} {
		corpus := nlpBenchCorpus(n)
		b.Run("unigram/n="+strconv.Itoa(n), func(b *testing.B) {
			var s float64
			for b.Loop() {
				P, err := UnigramLaplace(corpus, nil)
				if err != nil {
					b.Fatal(err)
				}
				s += P["w0"]
			}
			nlpBenchSink = s
		})
		b.Run("bigram/n="+strconv.Itoa(n), func(b *testing.B) {
			var s float64
			for b.Loop() {
				c := CountBigrams(corpus)
				p, err := c.MLE("w0", "w1")
				if err != nil {
					b.Fatal(err)
				}
				q, err := c.Laplace("w0", "w1", 10_000)
				if err != nil {
					b.Fatal(err)
				}
				s += p + q
			}
			nlpBenchSink = s
		})
	}
}

// nlpBenchSink keeps the compiler from discarding benchmarked results.
var nlpBenchSink float64
