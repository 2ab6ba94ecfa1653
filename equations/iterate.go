package equations

import (
	"math"
	"time"

	"gonum.org/v1/gonum/floats"

	"eqx/compute"
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

// attachIterations sets Spec.Iterate of the iterative updates.
func attachIterations(specs []*Spec) {
	attach(specs, []map[string]*Iteration{iterations()}, "an iteration", func(s *Spec, it *Iteration) bool {
		if s.Iterate != nil {
			return false
		}
		s.Iterate = it
		return true
	})
}

// iterations are the updates of the catalogue that can be repeated. The
// contour-regression step is not among them: its source leaves the
// reordering of the predictions between steps unspecified, and whatever
// the reordering, repeating the step as printed diverges (the predictions
// sum to (k+1)·Σy after k steps; compute's TestContourRegressionRepeated).
func iterations() map[string]*Iteration {
	return map[string]*Iteration{
		"perceptron-update": {
			Next: copyOutputs("w", "b"),
			Loss: func(in Inputs) (float64, bool) {
				a, err := compute.LinearThresholdUnit(in.Vector("w"), in.Vector("x"), in.Real("b"))
				return math.Abs(float64(a - in.Int("y"))), err == nil
			},
			LossLabel: "error |a − y| on the example",
		},
		"logistic-regression-gd-step": {
			Next: copyOutputs("w", "b"),
			// The unregularised cost of logistic regression; its surface
			// calls it at every cell of the grid, so without a copy of X.
			Loss: func(in Inputs) (float64, bool) {
				return lossOK(compute.LogisticCost(in.Matrix("X"), in.Vector("y"), in.Vector("w"), in.Real("b")))
			},
			LossLabel: "mean cross-entropy J(w, b)",
		},
		"svm-subgradient-step": {
			Next: copyOutputs("w", "b"),
			// The soft-margin objective over the one example.
			Loss: func(in Inputs) (float64, bool) {
				return lossOK(compute.SVMSoftMarginObjective(in.Vector("w"), in.Real("b"),
					[][]float64{in.Vector("x")}, []float64{float64(in.Int("y"))}, in.Real("lambda")))
			},
			LossLabel: "λ/2·‖w‖² + hinge on the example",
		},
		"two-layer-nn-sgd-update": {
			Next: func(in Inputs, out any) Inputs {
				next := copyOutputs("b1", "w2", "b2")(in, out)
				if m, ok := out.(map[string]any); ok {
					next["W1_inputs_by_hidden"] = m["W1"]
				}
				return next
			},
			Loss: func(in Inputs) (float64, bool) {
				_, a2, err := compute.TwoLayerForward(in.Vector("x"), in.Matrix("W1_inputs_by_hidden"), in.Vector("b1"),
					in.Vector("w2"), in.Real("b2"), compute.ActSigmoid)
				if err != nil {
					return 0, false
				}
				d := a2 - in.Real("y")
				if in.Choice("loss") == "(a2 - y)^2" {
					return d * d, true
				}
				return d * d / 2, true
			},
			LossLabel: "loss L on the example",
		},
		"gradient-descent": {
			// One press runs the T steps of the equation; its θ_T is the
			// next θ_0.
			Next: func(in Inputs, out any) Inputs {
				next := in.Clone()
				next["theta0"] = cloneValue(out)
				return next
			},
			Loss: func(in Inputs) (float64, bool) {
				theta, scalar := in.Numbers("theta0")
				if in.Choice("loss") != gdLeastSquares {
					return floats.Dot(theta, theta), true // the bowl ‖θ‖²
				}
				X := in.Matrix("X")
				if scalar && len(X) > 0 {
					theta = repeat(theta[0], len(X[0])) // as the equation reads it
				}
				return lossOK(compute.LinearRegressionCost(X, in.Vector("y"), theta))
			},
			LossLabel: "L(θ₀)",
		},
		"gan-minimax":       ganIteration(),
		"rnn-encoder-state": rnnIteration("x", "h"),
		"rnn-decoder-state": rnnIteration("y", "s"),
	}
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
