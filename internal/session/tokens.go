package session

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
)

// The tokeniser of the text inputs (equations.FreeText): what a person types as a
// corpus or a sentence becomes the token list the n-gram equations count.
//
// A token is a maximal run of letters, combining marks and digits, in any
// script, lower-cased ("The" and "the" are one word). Everything else —
// spaces, punctuation, symbols, emoji — separates tokens and is dropped,
// with three exceptions that keep common words whole:
//
//   - an apostrophe (' or ’, written ') between two word characters stays
//     in the word: "don't", "o'clock", "l'homme"; one at either end of a
//     word is dropped ('tis → tis, dogs' → dogs);
//   - a '.' or ',' between two digits stays in the number: "3.14", "1,000";
//   - nothing else: a hyphen splits ("well-known" → well, known), and a
//     script without spaces (Chinese, Japanese) gives one token per run.
//
// No sentence markers (<s>, </s>) are added: the equations of the
// catalogue (from S3) count the tokens of the corpus as one sequence, and
// "<s>" typed in the text is the word "s".

// Tokenize splits text into lower-cased word tokens by the rules above.
// Text without a single word is an error naming the input.
func Tokenize(name, text string) ([]string, error) {
	rs := []rune(strings.ToLower(text))
	word := func(i int) bool {
		return i >= 0 && i < len(rs) && (unicode.IsLetter(rs[i]) || unicode.IsMark(rs[i]) || unicode.IsDigit(rs[i]))
	}
	digit := func(i int) bool { return i >= 0 && i < len(rs) && unicode.IsDigit(rs[i]) }
	var tokens []string
	var cur []rune
	for i, r := range rs {
		switch {
		case word(i):
			cur = append(cur, r)
		case (r == '\'' || r == '’') && word(i-1) && word(i+1):
			cur = append(cur, '\'')
		case (r == '.' || r == ',') && digit(i-1) && digit(i+1):
			cur = append(cur, r)
		default:
			if len(cur) > 0 {
				tokens = append(tokens, string(cur))
				cur = cur[:0]
			}
		}
	}
	if len(cur) > 0 {
		tokens = append(tokens, string(cur))
	}
	if len(tokens) == 0 {
		if strings.TrimSpace(text) == "" {
			return nil, fmt.Errorf("%s: the text is empty; type some words", name)
		}
		return nil, fmt.Errorf("%s: the text has no words, only punctuation or symbols; type some words (letters or digits)", name)
	}
	return tokens, nil
}

// A WordType is one word of a vocabulary and the number of its tokens.
type WordType struct {
	Word  string
	Count int
}

// Vocabulary lists the distinct words of tokens with their counts, the most
// frequent first and words of equal count in order of first appearance.
func Vocabulary(tokens []string) []WordType {
	at := map[string]int{}
	var types []WordType
	for _, t := range tokens {
		i, ok := at[t]
		if !ok {
			i = len(types)
			at[t] = i
			types = append(types, WordType{Word: t})
		}
		types[i].Count++
	}
	sort.SliceStable(types, func(i, j int) bool { return types[i].Count > types[j].Count })
	return types
}
