package session

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

func TestPredictRound(t *testing.T) {
	spec, _ := equations.Catalogue().Lookup("softmax")
	s := New(spec, plot.Light)
	if s.Hidden() {
		t.Fatal("a page hides its answer before the switch")
	}
	s.SetPredicting(true)
	if !s.Hidden() {
		t.Fatal("the switch did not hide the answer")
	}
	q, err := s.Question()
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Predict.Guess) != 3 || s.Predict.Guess[0] != 1.0/3 {
		t.Fatalf("the guess starts at %v", s.Predict.Guess)
	}
	// Dragging a probability's bar scales the others to what is left.
	if err := s.SetGuess(2, 0.55); err != nil {
		t.Fatal(err)
	}
	g := s.Predict.Guess
	if math.Abs(g[0]-0.225) > 1e-15 || math.Abs(g[1]-0.225) > 1e-15 || g[2] != 0.55 {
		t.Errorf("after a bar set to 0.55: %v", g)
	}
	if _, ok := s.Verdict(); ok {
		t.Error("a verdict before the reveal")
	}
	v, err := s.Reveal()
	if err != nil || s.Hidden() {
		t.Fatal(err)
	}
	// softmax(1, 2, 3) = 0.0900306, 0.244728, 0.665241 (NumPy 1.24): the
	// first bar, at 0.225, is the largest miss.
	if want := "Your guess put 0.225 on entry 1; it is 0.0900306 (0.134969 too high)."; v.Text != want {
		t.Errorf("verdict %q, want %q (truth %v)", v.Text, want, q.Truth)
	}
	// An edit of the inputs keeps the guess of the same shape.
	s.Set("z", equations.Inputs{"z": []float64{1, 2, 4}, "T": 1.0})
	if _, err := s.Question(); err != nil || s.Predict.Guess[2] != 0.55 {
		t.Errorf("the guess after an edit: %v (%v)", s.Predict.Guess, err)
	}
	// A new question hides the answer and draws inputs inside the ranges.
	before := spec.EncodeQuery(s.In)
	if err := s.NewQuestion(rand.New(rand.NewPCG(5, 6))); err != nil {
		t.Fatal(err)
	}
	if !s.Hidden() || spec.EncodeQuery(s.In) == before {
		t.Errorf("a new question: hidden %v, inputs %s", s.Hidden(), spec.EncodeQuery(s.In))
	}
	if err := s.SetGuess(7, 1); err == nil || !strings.Contains(err.Error(), "no value 8") {
		t.Errorf("a guess of a value it does not have: %v", err)
	}
}

func TestPredictNoAnswer(t *testing.T) {
	spec, _ := equations.Catalogue().Lookup("sigmoid")
	s := New(spec, plot.Light)
	s.SetPredicting(true)
	s.OutErr, s.Out = "input \"z\": not a number", nil
	if _, err := s.Question(); err == nil {
		t.Error("a question without an answer")
	}
	if _, err := s.Reveal(); err == nil || s.Predict.Revealed {
		t.Error("revealed without an answer")
	}
}
