package session

import (
	"encoding/json"
	"strconv"
	"strings"
)

// Text inputs (equations.FreeText) are typed as free text and used as the
// tokens it holds (Tokenize); a word input (equations.WordOf) is picked
// from a corpus's words or typed.

// TypeText takes text typed into the FreeText input name: it is kept as
// typed and its tokens become the input when the equation accepts them.
// Text without a word is taken as an empty input only where the equation
// computes with one (a smoothed estimate over a vocabulary alone);
// otherwise the last valid tokens stay in use. Either way a message says
// the text has no word.
func (s *Session) TypeText(name, text string) {
	s.Texts[name] = text
	tokens, err := Tokenize(name, text)
	c := s.In.Clone()
	c[name] = append([]string{}, tokens...)
	if err != nil {
		s.Errs[name] = err.Error()
		if s.Spec.Validate(c) == nil {
			if _, evalErr := s.Spec.Evaluate(c); evalErr == nil {
				s.Set(name, c)
				s.Errs[name] = err.Error() + "; computing with an empty " + name
			}
		}
		return
	}
	if s.Set(name, c).Taken {
		delete(s.Errs, name)
	}
}

// TypeWord takes one word typed for the word input name, tokenised as the
// corpus is, so that "The" finds "the". More than one word is refused.
func (s *Session) TypeWord(name, text string) {
	s.Texts[name] = text
	tokens, err := Tokenize(name, text)
	switch {
	case err != nil:
		s.Errs[name] = err.Error()
	case len(tokens) > 1:
		s.Errs[name] = name + ": “" + strings.TrimSpace(text) + "” is " + strconv.Itoa(len(tokens)) + " words (" +
			strings.Join(tokens, ", ") + "); type one word"
	default:
		s.SetWord(name, tokens[0])
	}
}

// SetWord makes w the word input name (a JSON string).
func (s *Session) SetWord(name, w string) {
	if w == "" {
		return
	}
	b, err := json.Marshal(w)
	if err != nil {
		return
	}
	if s.SetInput(name, json.RawMessage(b)) {
		delete(s.Texts, name)
		delete(s.Errs, name)
	}
}

// Distinct returns the distinct strings of tokens, the most frequent first.
func Distinct(tokens []string) []string {
	types := Vocabulary(tokens)
	words := make([]string, len(types))
	for i, t := range types {
		words[i] = t.Word
	}
	return words
}
