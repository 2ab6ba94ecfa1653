package predict

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"eqx/equations"
)

// Every computable equation of the catalogue can be guessed at its
// defaults, but those whose output is too large to type.
func TestEveryPageHasAQuestion(t *testing.T) {
	tooLarge := map[string]bool{}
	for _, s := range equations.Catalogue().All() {
		if !s.Computable() {
			continue
		}
		in := s.Defaults()
		out, err := s.Evaluate(in)
		if err != nil {
			t.Fatalf("%s: %v", s.ID, err)
		}
		q, err := Of(s, in, out)
		if err != nil {
			if strings.Contains(err.Error(), "not guessed here") {
				tooLarge[s.ID] = true
				continue
			}
			t.Errorf("%s: %v", s.ID, err)
			continue
		}
		if len(q.Form.Start()) != len(q.Truth) {
			t.Errorf("%s: a guess starts with %d values for %d true ones", s.ID, len(q.Form.Start()), len(q.Truth))
		}
	}
	t.Logf("too large to guess: %v", tooLarge)
	if len(tooLarge) > 3 {
		t.Errorf("%d pages have outputs too large to guess: %v", len(tooLarge), tooLarge)
	}
}

func TestForms(t *testing.T) {
	reg := equations.Catalogue()
	cases := []struct {
		id   string
		form string
		n    int
		part string
	}{
		{"sigmoid", "predict.Number", 1, ""},
		{"zero-one-loss", "predict.Number", 1, ""},
		{"softmax", "predict.Bars", 3, ""},
		{"independence", "predict.YesNo", 1, "independent"},
		{"convolution-2d", "predict.Grid", 0, ""},
		{"normal-equation", "predict.Line", 2, ""},
		{"logistic-regression-gd-step", "predict.Line", 2, ""},
		{"unigram-mle", "predict.Bars", 3, ""},
		{"svd", "predict.Bars", 0, "singular_values"},
	}
	for _, c := range cases {
		s, _ := reg.Lookup(c.id)
		in := s.Defaults()
		out, _ := s.Evaluate(in)
		q, err := Of(s, in, out)
		if err != nil {
			t.Fatalf("%s: %v", c.id, err)
		}
		if got := typeName(q.Form); got != c.form || q.Part != c.part || (c.n > 0 && len(q.Truth) != c.n) {
			t.Errorf("%s: %s of %d values, part %q; want %s of %d, part %q", c.id, got, len(q.Truth), q.Part, c.form, c.n, c.part)
		}
	}
	// softmax's bars are a probability vector's: 0 to 1, starting level.
	s, _ := reg.Lookup("softmax")
	out, _ := s.Evaluate(s.Defaults())
	q, _ := Of(s, s.Defaults(), out)
	b := q.Form.(Bars)
	if !b.Probability || b.Lo != 0 || b.Hi != 1 || !slices.Equal(b.Start(), []float64{1.0 / 3, 1.0 / 3, 1.0 / 3}) {
		t.Errorf("softmax's bars: %+v starting at %v", b, b.Start())
	}
}

func typeName(f Form) string {
	switch f.(type) {
	case Number:
		return "predict.Number"
	case YesNo:
		return "predict.YesNo"
	case Bars:
		return "predict.Bars"
	case Grid:
		return "predict.Grid"
	case Line:
		return "predict.Line"
	}
	return "?"
}

// The sentences, with truths computed by hand or by NumPy 1.24.
func TestJudge(t *testing.T) {
	// softmax([1, 2, 3]) by NumPy 1.24: 0.09003057, 0.24472847, 0.66524096.
	soft := []float64{0.09003057317038046, 0.24472847105479767, 0.6652409557748219}
	bars := Bars{Labels: []string{"entry 1", "entry 2", "entry 3"}, Lo: 0, Hi: 1, Probability: true}
	// The line of the points (0, 1), (1, 3), (2, 2), (3, 5): by hand,
	// Sxy = 5.5 and Sxx = 5, so the slope is 1.1 and the intercept
	// 2.75 − 1.1·1.5 = 1.1; its residuals −0.1, 0.8, −1.3, 0.6 give a mean
	// squared error of 2.7/4 = 0.675; the level line at the mean 2.75 has
	// 8.75/4 = 2.1875.
	line := Line{Points: [][2]float64{{0, 1}, {1, 3}, {2, 2}, {3, 5}}, X0: 0, X1: 3, Lo: 0, Hi: 6}
	cases := []struct {
		q     Question
		g     []float64
		text  string
		close bool
	}{
		{Question{Form: bars, Truth: soft}, []float64{0.2, 0.25, 0.55},
			"Your guess put 0.55 on entry 3; it is 0.665241 (0.115241 too low).", false},
		{Question{Form: bars, Truth: soft}, []float64{0.1, 0.24, 0.66},
			"Every bar is within 0.05 of the truth; the largest miss is entry 1: you put 0.1, it is 0.0900306.", true},
		{Question{Form: bars, Truth: soft}, []float64{0.3, 0.25, 0.6651},
			"Your guess put 0.3 on entry 1; it is 0.0900306 (0.209969 too high). The other bars are within 0.05.", false},
		{Question{Form: Number{}, Truth: []float64{0.7310585786300049}}, []float64{0.5},
			"You guessed 0.5; it is 0.731059: 0.231059 too low (32% off).", false},
		{Question{Form: Number{}, Truth: []float64{2}}, []float64{2.05},
			"You guessed 2.05; it is 2: 0.05 too high (2.5% off). Close enough.", true},
		{Question{Form: Number{}, Truth: []float64{2}}, []float64{math.NaN()},
			"You did not guess; it is 2.", false},
		{Question{Form: Number{Integer: true}, Truth: []float64{3}}, []float64{3},
			"You guessed 3, and it is exactly that.", true},
		{Question{Form: YesNo{}, Truth: []float64{0}}, []float64{1}, "You said yes; it is no.", false},
		{Question{Form: YesNo{}, Truth: []float64{1}}, []float64{1}, "You said yes, and it is yes.", true},
		{Question{Form: Grid{Rows: 2, Cols: 2}, Truth: []float64{1, 2, 3, 4.5}}, []float64{1, 2, 3, 3},
			"Your largest miss is row 2, column 2: you put 3; it is 4.5 (1.5 too low).", false},
		{Question{Form: line, Truth: []float64{1.1, 1.1 + 3*1.1}}, []float64{2.75, 2.75},
			"Your line has slope 0 and intercept 2.75; the least-squares line has slope 1.1 and intercept 1.1. Its mean squared error is 2.1875, against the least possible 0.675.", false},
	}
	for _, c := range cases {
		v := Judge(c.q, c.g)
		if v.Text != c.text || v.Close != c.close {
			t.Errorf("Judge(%v, %v)\n got %q close=%v\nwant %q close=%v", c.q.Truth, c.g, v.Text, v.Close, c.text, c.close)
		}
	}
}

// A new question keeps to the sliders' ranges and steps, and the
// equation accepts it; the same seed draws the same question.
func TestRandomize(t *testing.T) {
	drawnAny := 0
	for _, s := range equations.Catalogue().All() {
		if !s.Computable() {
			continue
		}
		in := s.Defaults()
		next, err := Randomize(s, in, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			if strings.Contains(err.Error(), "has no input with a range") {
				continue
			}
			t.Errorf("%s: %v", s.ID, err)
			continue
		}
		drawnAny++
		if err := s.Validate(next); err != nil {
			t.Errorf("%s: a question the equation refuses: %v", s.ID, err)
		}
		again, _ := Randomize(s, in, rand.New(rand.NewPCG(1, 2)))
		if s.EncodeQuery(again) != s.EncodeQuery(next) {
			t.Errorf("%s: the same seed drew two questions", s.ID)
		}
		for _, p := range s.Params {
			lo, hi, step := p.Slider(next)
			x, ok := next[p.Name].(float64)
			if !ok || p.Kind != equations.Real || p.Editor != nil || !(hi > lo) || p.Between[0] != "" {
				continue
			}
			if x < lo || x > hi {
				t.Errorf("%s: %s = %v outside [%v, %v]", s.ID, p.Name, x, lo, hi)
			}
			if !p.Log && step > 0 {
				if k := (x - lo) / step; math.Abs(k-math.Round(k)) > 1e-6 {
					t.Errorf("%s: %s = %v is not on the step %v from %v", s.ID, p.Name, x, step, lo)
				}
			}
		}
		for _, p := range s.Params {
			if v, ok := next[p.Name].([]float64); ok && p.Kind == equations.Probability {
				sum := 0.0
				for _, x := range v {
					sum += x
				}
				if math.Abs(sum-1) > 1e-12 {
					t.Errorf("%s: %s sums to %v", s.ID, p.Name, sum)
				}
			}
		}
	}
	t.Logf("%d pages drew a new question", drawnAny)
	if drawnAny < 100 {
		t.Errorf("only %d pages drew a new question", drawnAny)
	}
}

// The column of ones of a design matrix stays when the rest is drawn.
func TestRandomizeKeepsTheInterceptColumn(t *testing.T) {
	s, _ := equations.Catalogue().Lookup("normal-equation")
	next, err := Randomize(s, s.Defaults(), rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		t.Fatal(err)
	}
	X := next.Matrix("X")
	moved := false
	for i, row := range X {
		if row[0] != 1 {
			t.Errorf("row %d of X starts with %v, not 1", i, row[0])
		}
		moved = moved || row[1] != s.Defaults().Matrix("X")[i][1]
	}
	if !moved {
		t.Errorf("X's second column was not drawn: %v", X)
	}
}

// The boundary after one step of logistic regression at its defaults:
// NumPy 1.24 gives w = (−0.11818777, 0.56248959), b = 0.27839571, so the
// new boundary w·x + b = 0 is at y = −0.49493486 at x = 0 and at
// y = −0.07470389 at x = 2 (slope 0.21011548); the old one, w = (0.3,
// −0.2), b = 0.1, at 0.5 and 3.5.
func TestBoundary(t *testing.T) {
	s, _ := equations.Catalogue().Lookup("logistic-regression-gd-step")
	in := s.Defaults()
	out, _ := s.Evaluate(in)
	q, err := Of(s, in, out)
	if err != nil {
		t.Fatal(err)
	}
	l, ok := q.Form.(Line)
	if !ok || !l.Boundary || l.X0 != 0 || l.X1 != 2 {
		t.Fatalf("the form: %+v", q.Form)
	}
	for i, want := range []float64{-0.4949348588026188, -0.07470389459065707} {
		if math.Abs(q.Truth[i]-want) > 1e-12 {
			t.Errorf("height %d: %v, want %v", i, q.Truth[i], want)
		}
	}
	if math.Abs(l.Was[0]-0.5) > 1e-12 || math.Abs(l.Was[1]-3.5) > 1e-12 || !slices.Equal(l.Start(), l.Was) {
		t.Errorf("the old boundary: %v, a guess starting at %v", l.Was, l.Start())
	}
	if !(l.Lo < q.Truth[0] && l.Hi > l.Was[1]) {
		t.Errorf("the range [%v, %v] does not hold both boundaries", l.Lo, l.Hi)
	}
	// A level line at 0.5 splits the points (1, 2), (0, 1) | (2, 0); the new
	// boundary has all three above it.
	v := Judge(q, []float64{0.5, 0.5})
	want := "Your boundary has slope 0 and crosses x = 0 at 0.5; the new one has slope 0.210115 and crosses it at -0.494935. " +
		"Yours puts 2 of the 3 points on the sides the new one puts them."
	if v.Text != want {
		t.Errorf("got  %q\nwant %q", v.Text, want)
	}
	if v := Judge(q, q.Truth); !v.Close || !strings.Contains(v.Text, "3 of the 3 points") {
		t.Errorf("the true boundary itself: %+v", v)
	}
	// A vertical boundary (w₂ = 0) has no heights to drag.
	if _, err := Of(s, in, map[string]any{"w": []float64{1, 0}, "b": 0.0}); err == nil || !strings.Contains(err.Error(), "vertical") {
		t.Errorf("a vertical boundary: %v", err)
	}
}

// The mean is placed among its data: the line runs a tenth of their
// spread beyond each end.
func TestPoint(t *testing.T) {
	s, _ := equations.Catalogue().Lookup("mean")
	in := equations.Inputs{"x": []float64{2, 4, 4, 4, 5, 5, 7, 9}}
	out, _ := s.Evaluate(in)
	q, err := Of(s, in, out)
	if err != nil {
		t.Fatal(err)
	}
	n, ok := q.Form.(Number)
	// (2 + 4 + 4 + 4 + 5 + 5 + 7 + 9)/8 = 40/8 = 5; the spread 7 gives
	// the line [1.3, 9.7].
	if !ok || len(n.Dots) != 8 || math.Abs(n.Lo-1.3) > 1e-12 || math.Abs(n.Hi-9.7) > 1e-12 || q.Truth[0] != 5 {
		t.Errorf("the point: %+v, truth %v", q.Form, q.Truth)
	}
}
