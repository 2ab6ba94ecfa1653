package session

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"eqx/internal/predict"
)

// Predict is the "predict, then reveal" mode of a page (package
// predict): while On and not Revealed, the page hides the result, the
// worked lines and the figures, and shows the guess's editor instead.
type Predict struct {
	On       bool
	Revealed bool
	// Guess is the student's guess in the question's form (NaN where
	// nothing is guessed yet). It is kept while the inputs change and
	// the question keeps its shape, and begins again when it changes.
	Guess []float64
	shape string // the question's shape that Guess was made for
}

// Hidden reports whether the page hides its answer: predicting and not
// revealed.
func (s *Session) Hidden() bool { return s.Predict.On && !s.Predict.Revealed }

// SetPredicting switches the mode on or off; either way the answer is
// hidden again the next time it is on.
func (s *Session) SetPredicting(on bool) {
	s.Predict.On, s.Predict.Revealed = on, false
}

// Question is what is guessed of the current output, with the guess
// brought to its shape; an error when there is no output to guess or it
// cannot be guessed.
func (s *Session) Question() (predict.Question, error) {
	if s.OutErr != "" || s.Out == nil {
		return predict.Question{}, errors.New("the inputs give no result yet")
	}
	q, err := predict.Of(s.Spec, s.In, s.Out)
	if err != nil {
		return q, err
	}
	if shape := shapeOf(q); shape != s.Predict.shape || len(s.Predict.Guess) != len(q.Truth) {
		s.Predict.Guess, s.Predict.shape = q.Form.Start(), shape
	}
	return q, nil
}

// shapeOf names a question's form and size: a guess carries over to a
// question of the same shape.
func shapeOf(q predict.Question) string {
	return fmt.Sprintf("%T/%d/%s", q.Form, len(q.Truth), q.Part)
}

// SetGuess sets value i of the guess. A probability's bars keep summing to
// 1: the others are scaled to what is left (shared evenly when they were
// all 0).
func (s *Session) SetGuess(i int, v float64) error {
	q, err := s.Question()
	if err != nil {
		return err
	}
	g := s.Predict.Guess
	if i < 0 || i >= len(g) {
		return fmt.Errorf("the guess has no value %d", i+1)
	}
	if math.IsInf(v, 0) {
		return fmt.Errorf("a guess must be a finite number, not %v", v)
	}
	b, ok := q.Form.(predict.Bars)
	if !ok || !b.Probability {
		g[i] = v
		return nil
	}
	v = math.Min(math.Max(v, 0), 1)
	rest := 0.0
	for j, x := range g {
		if j != i {
			rest += x
		}
	}
	for j := range g {
		switch {
		case j == i:
			g[j] = v
		case rest > 0:
			g[j] *= (1 - v) / rest
		default:
			g[j] = (1 - v) / float64(len(g)-1)
		}
	}
	return nil
}

// Reveal shows the answer, and judges the guess.
func (s *Session) Reveal() (predict.Verdict, error) {
	q, err := s.Question()
	if err != nil {
		return predict.Verdict{}, err
	}
	s.Predict.Revealed = true
	return predict.Judge(q, s.Predict.Guess), nil
}

// Verdict is the guess judged against the current answer, once revealed.
func (s *Session) Verdict() (predict.Verdict, bool) {
	if !s.Predict.On || !s.Predict.Revealed {
		return predict.Verdict{}, false
	}
	q, err := s.Question()
	if err != nil {
		return predict.Verdict{}, false
	}
	return predict.Judge(q, s.Predict.Guess), true
}

// NewQuestion draws new inputs (predict.Randomize), hides the answer and
// starts the guess again.
func (s *Session) NewQuestion(r *rand.Rand) error {
	next, err := predict.Randomize(s.Spec, s.In, r)
	if err != nil {
		return err
	}
	s.Load(next)
	s.Predict.Revealed, s.Predict.shape = false, ""
	return nil
}
