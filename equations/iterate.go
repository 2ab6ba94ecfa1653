package equations

import (
	"time"
)

// Iteration makes an equation one step of an iterative method, so that a
// page can step it, play it and reset it: Next writes the step's result
// back into the inputs it updates (w ← w′, b ← b′), and Loss is the
// objective the steps lower, drawn step after step.
type Iteration struct {
	// Next returns the inputs of the next step from valid inputs in and
	// their output out. The other inputs (the data, the rate) are kept.
	Next func(in Inputs, out any) Inputs
	// Loss is the objective at in; ok is false where it is undefined.
	Loss func(in Inputs) (loss float64, ok bool)
	// LossLabel names the objective, in plain text.
	LossLabel string
	// Pace is the least time between two played steps; zero plays as
	// fast as the steps compute. A step that is an event to watch (an
	// RNN reading its next token) is paced; a descent is not.
	Pace time.Duration
}

// copyOutputs is the Next of an update whose output holds the new values
// of the inputs names under the same keys.
func copyOutputs(names ...string) func(Inputs, any) Inputs {
	return func(in Inputs, out any) Inputs {
		next := in.Clone()
		if m, ok := out.(map[string]any); ok {
			for _, name := range names {
				if v, ok := m[name]; ok {
					next[name] = cloneValue(v)
				}
			}
		}
		return next
	}
}

// lossOK is a kernel's loss, defined where the kernel gives no error.
func lossOK(l float64, err error) (float64, bool) { return l, err == nil }
