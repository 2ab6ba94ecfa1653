package session

import (
	"slices"
	"testing"
)

func TestTokenize(t *testing.T) {
	cases := []struct {
		name, text string
		want       []string
	}{
		{"lower-cased words", "The cat sat on THE mat", []string{"the", "cat", "sat", "on", "the", "mat"}},
		{"punctuation separates and is dropped", "Hello, world! (Again?) \"yes\"; no.", []string{"hello", "world", "again", "yes", "no"}},
		{"new lines and tabs", "a\tb\n\nc\r\nd", []string{"a", "b", "c", "d"}},
		{"apostrophe inside a word", "Don't stop, it's 5 o'clock", []string{"don't", "stop", "it's", "5", "o'clock"}},
		{"typographic apostrophe written '", "don’t DON'T", []string{"don't", "don't"}},
		{"apostrophes at the ends dropped", "'tis the dogs' 'quoted'", []string{"tis", "the", "dogs", "quoted"}},
		{"a lone apostrophe", "rock ' roll", []string{"rock", "roll"}},
		{"numbers with a decimal point or thousands comma", "pi is 3.14, e is 2.718. 1,000 and 2025", []string{"pi", "is", "3.14", "e", "is", "2.718", "1,000", "and", "2025"}},
		{"a comma between a digit and a space splits", "1, 2,3", []string{"1", "2,3"}},
		{"letters and digits together", "3rd R2D2", []string{"3rd", "r2d2"}},
		{"hyphen splits", "well-known state-of-the-art", []string{"well", "known", "state", "of", "the", "art"}},
		{"sentence markers are not kept", "<s> a b </s>", []string{"s", "a", "b", "s"}},
		{"accented Latin lower-cased", "Élan ÉCOLE naïve Straße", []string{"élan", "école", "naïve", "straße"}},
		{"combining accent stays in the word", "Cafe\u0301 au lait", []string{"cafe\u0301", "au", "lait"}},
		{"Greek and Cyrillic", "Λόγος καί ΛΟΓΟΙ, Привет мир", []string{"λόγος", "καί", "λογοι", "привет", "мир"}},
		{"a script without spaces is one token per run", "我爱你。你好", []string{"我爱你", "你好"}},
		{"Arabic-Indic digits are digits", "٣٫١ ١٢٣", []string{"٣", "١", "١٢٣"}},
		{"symbols and emoji separate", "a+b=c 🙂d_e", []string{"a", "b", "c", "d", "e"}},
	}
	for _, c := range cases {
		got, err := Tokenize("corpus", c.text)
		if err != nil {
			t.Errorf("%s: Tokenize(%q): %v", c.name, c.text, err)
			continue
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: Tokenize(%q) = %q, want %q", c.name, c.text, got, c.want)
		}
	}
}

func TestTokenizeNoWords(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"corpus", "", "corpus: the text is empty; type some words"},
		{"tokens", "  \n\t ", "tokens: the text is empty; type some words"},
		{"corpus", "... !? — 🙂", "corpus: the text has no words, only punctuation or symbols; type some words (letters or digits)"},
		{"corpus", "''", "corpus: the text has no words, only punctuation or symbols; type some words (letters or digits)"},
	}
	for _, c := range cases {
		got, err := Tokenize(c.name, c.text)
		if err == nil {
			t.Errorf("Tokenize(%q, %q) = %q, want the error %q", c.name, c.text, got, c.want)
			continue
		}
		if err.Error() != c.want {
			t.Errorf("Tokenize(%q, %q): error %q, want %q", c.name, c.text, err, c.want)
		}
	}
}

func TestVocabulary(t *testing.T) {
	cases := []struct {
		tokens []string
		want   []WordType
	}{
		{nil, nil},
		{[]string{"a"}, []WordType{{"a", 1}}},
		// Most frequent first; b and c (1 each) in order of first
		// appearance, c before b.
		{[]string{"a", "c", "a", "b", "a"}, []WordType{{"a", 3}, {"c", 1}, {"b", 1}}},
		{[]string{"the", "cat", "sat", "on", "the", "mat", "the", "cat", "ran"},
			[]WordType{{"the", 3}, {"cat", 2}, {"sat", 1}, {"on", 1}, {"mat", 1}, {"ran", 1}}},
	}
	for _, c := range cases {
		if got := Vocabulary(c.tokens); !slices.Equal(got, c.want) {
			t.Errorf("Vocabulary(%q) = %v, want %v", c.tokens, got, c.want)
		}
	}
}
