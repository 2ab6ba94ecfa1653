package session

import (
	"math"
	"strings"
	"testing"

	"eqx/internal/plot"
)

// near reports whether got is within rel of want.
func near(got, want, rel float64) bool { return math.Abs(got-want) <= rel*math.Abs(want) }

// TestRunSteps plays a run of gradient descent on θ² (η = 0.1, ten
// iterations a step, so a step multiplies θ by 0.8¹⁰): two steps, a hand
// edit that starts a new run, and ResetRun. References: 0.8¹⁰ and its
// powers in exact decimal (0.8¹⁰ = 0.1073741824, 0.8²⁰ = 0.0115292150460684…,
// 0.8⁴⁰ = 1.32922799578491…e-4), the loss θ² of each.
func TestRunSteps(t *testing.T) {
	s := New(spec(t, "gradient-descent"), plot.Light)
	if s.Running() || s.Run.Steps() != 0 {
		t.Fatalf("a new page is running a run of %d steps", s.Run.Steps())
	}
	for _, want := range []float64{0.1073741824, 0.011529215046068469} {
		if !s.Step() {
			t.Fatalf("step: %s", s.Run.Note)
		}
		if got := s.In.Real("theta0"); !near(got, want, 1e-15) {
			t.Fatalf("θ after step %d = %v, want %v", s.Run.Steps(), got, want)
		}
	}
	losses := []float64{1, 0.011529215046068469, 1.3292279957849158e-4}
	if !s.Running() || s.Run.Steps() != 2 || len(s.Run.Losses) != 3 || s.Run.Start.Real("theta0") != 1 {
		t.Fatalf("after two steps: running %v, %d steps, losses %v, start %v", s.Running(), s.Run.Steps(), s.Run.Losses, s.Run.Start)
	}
	for i, want := range losses {
		if !near(s.Run.Losses[i], want, 1e-14) {
			t.Errorf("loss after %d steps = %v, want θ² = %v", i, s.Run.Losses[i], want)
		}
	}

	// A hand edit ends the run; the next step starts one from there.
	s.Set("theta0", with(s, "theta0", 0.5))
	if s.Running() {
		t.Fatal("still running after θ was edited by hand")
	}
	if !s.Step() || s.Run.Steps() != 1 || s.Run.Start.Real("theta0") != 0.5 || !near(s.In.Real("theta0"), 0.0536870912, 1e-15) {
		t.Fatalf("a step after the edit: %d steps from %v to θ = %v; want 1 from 0.5 to 0.0536870912", s.Run.Steps(), s.Run.Start, s.In.Real("theta0"))
	}
	s.ResetRun()
	if s.Running() || s.In.Real("theta0") != 0.5 || !near(s.Out.(float64), 0.0536870912, 1e-15) {
		t.Fatalf("ResetRun: running %v, θ = %v, out %v; want the run's start 0.5 and its output", s.Running(), s.In.Real("theta0"), s.Out)
	}
}

// TestRunTrail: a Surface draws the points the run visited. On the
// logistic regression step (w = (0.3, −0.2), b = 0.1, α = 0.5, the summed
// gradient as the source writes it), NumPy 1.24 gives
// w₁ = (−0.11818777216816606, 0.56248959373947) after one step.
func TestRunTrail(t *testing.T) {
	s := New(spec(t, "logistic-regression-gd-step"), plot.Light)
	for range 2 {
		if !s.Step() {
			t.Fatalf("step: %s", s.Run.Note)
		}
	}
	g := s.Grid()
	if g == nil || len(g.TrailX) != 2 {
		t.Fatalf("grid %v: want the trail of the 2 points before the last step", g)
	}
	want := [][2]float64{{0.3, -0.2}, {-0.11818777216816606, 0.56248959373947}}
	for i, w := range want {
		if !near(g.TrailX[i], w[0], 1e-13) || !near(g.TrailY[i], w[1], 1e-13) {
			t.Errorf("trail point %d = (%v, %v), want %v", i, g.TrailX[i], g.TrailY[i], w)
		}
	}
	s.Set("b", with(s, "b", 0.0))
	if g := s.Grid(); g != nil && len(g.TrailX) != 0 {
		t.Errorf("after a hand edit the surface still draws a trail of %d points", len(g.TrailX))
	}
}

// TestRunStops: a step that cannot be taken says why and changes nothing.
func TestRunStops(t *testing.T) {
	s := New(spec(t, "sigmoid"), plot.Light)
	if s.Step() || !strings.Contains(s.Run.Note, "not an update rule") {
		t.Errorf("a step of the sigmoid: note %q", s.Run.Note)
	}
	g := New(spec(t, "gradient-descent"), plot.Light)
	g.Step()
	g.Run.Losses = make([]float64, MaxSteps+1)
	in := g.In
	if g.Step() || !strings.Contains(g.Run.Note, "stopped after 10000 steps") || g.In.Real("theta0") != in.Real("theta0") {
		t.Errorf("a step past MaxSteps: note %q, θ %v (was %v)", g.Run.Note, g.In.Real("theta0"), in.Real("theta0"))
	}
}
