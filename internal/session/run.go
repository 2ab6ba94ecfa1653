package session

import (
	"math"
	"reflect"
	"strconv"

	"eqx/equations"
)

// The run of an update rule (Spec.Iterate): Step applies the update once,
// writing its result back into the inputs (w ← w′); ResetRun goes back to
// the inputs before the first step. A hand edit of an input starts a new
// run from there: the run goes on only while the inputs are the very
// ones its last step gave (Running).

// MaxSteps ends a run that played this long: its history stays readable
// and a diverging run stops by itself.
const MaxSteps = 10_000

// maxTrail bounds the points of a run's trail kept for its Surface.
const maxTrail = 4096

// A Run is the steps an update rule took from Start.
type Run struct {
	Start  equations.Inputs // the inputs before the first step
	Losses []float64        // the loss after 0, 1, … steps (NaN where undefined)
	Note   string           // why the run stopped, or ""

	last  equations.Inputs // the inputs the last step gave
	trail [][2]float64     // the points a Surface drew the run through (chart.Grid.Trail)
}

// Steps is the number of steps taken.
func (r *Run) Steps() int { return max(len(r.Losses)-1, 0) }

// Running reports whether the inputs are those the last step gave: any
// other inputs were edited by hand since (or no step was taken).
func (s *Session) Running() bool {
	return s.Run.last != nil && reflect.ValueOf(s.Run.last).UnsafePointer() == reflect.ValueOf(s.In).UnsafePointer()
}

// Step applies the update once and reports whether it did; if not, the
// run's Note says why. The first step of a run, or the first after a hand
// edit, starts a new run at the current inputs.
func (s *Session) Step() bool {
	it, r := s.Spec.Iterate, &s.Run
	if it == nil {
		r.Note = "no step: " + s.Spec.ID + " is not an update rule"
		return false
	}
	if !s.Running() {
		*r = Run{Start: s.In.Clone(), Losses: []float64{lossOf(it, s.In)}}
	}
	stop := func(why string) bool {
		r.Note = why
		return false
	}
	if s.Out == nil || s.OutErr != "" {
		return stop("no step: these inputs have no result")
	}
	if r.Steps() >= MaxSteps {
		return stop("stopped after " + strconv.Itoa(MaxSteps) + " steps")
	}
	next := it.Next(s.In, s.Out)
	s.ClearEdits()
	// The run goes on at next, with the points drawn so far as its trail,
	// before the redraw that draws them.
	last, trail := r.last, len(r.trail)
	if s.grid != nil {
		r.trail = append(r.trail, s.grid.Trail()...)
	}
	r.last = next
	if !s.Set("step", next).Taken {
		r.last, r.trail = last, r.trail[:trail]
		return stop("stopped: the step gives inputs eqx cannot use (" + s.Errs["step"] + ")")
	}
	if len(r.trail) > maxTrail {
		// Every other point: a long run's path keeps its shape (the
		// plot draws at most a few hundred) in bounded memory.
		half := r.trail[:0]
		for i := 0; i < len(r.trail); i += 2 {
			half = append(half, r.trail[i])
		}
		r.trail = half
	}
	r.last, r.Note = s.In, ""
	r.Losses = append(r.Losses, lossOf(it, s.In))
	if s.OutErr != "" {
		return stop("stopped: " + s.OutErr)
	}
	return true
}

// ResetRun goes back to the inputs before the run's first step and
// forgets the run.
func (s *Session) ResetRun() Changes {
	start := s.Run.Start
	if start == nil {
		start = s.In
	}
	return s.Load(start)
}

// lossOf is the spec's loss at in, NaN where it has none.
func lossOf(it *equations.Iteration, in equations.Inputs) float64 {
	if it.Loss == nil {
		return math.NaN()
	}
	l, ok := it.Loss(in)
	if !ok {
		return math.NaN()
	}
	return l
}
