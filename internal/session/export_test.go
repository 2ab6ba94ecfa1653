package session

import (
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// TestExport: what the export bar copies or saves. Reference: SciPy's
// expit(0.5) = 0.6224593312018546.
func TestExport(t *testing.T) {
	s := New(spec(t, "sigmoid"), plot.Light) // z = 0.5
	if got, want := s.CSV(), "name,value\nz,0.5\noutput,0.6224593312018546\n"; got != want {
		t.Errorf("CSV = %q, want %q", got, want)
	}
	if tex, why := s.Substituted(); why != "" || !strings.Contains(tex, "0.5") {
		t.Errorf("Substituted = %q, %q; want the worked lines with z = 0.5", tex, why)
	}
	if prog, why := s.Program(equations.NumPy); why != "" || !strings.Contains(prog, "import numpy") || !strings.Contains(prog, "0.5") {
		t.Errorf("Program(NumPy) = %q, %q; want a NumPy program with z = 0.5", prog, why)
	}

	m := New(spec(t, "multivariate-gaussian-pdf"), plot.Light)
	m.SetMatrix("Sigma", [][]float64{{1, 2}, {2, 1}}) // indefinite: no density
	if _, why := m.Substituted(); why != "there is no result at these inputs" {
		t.Errorf("Substituted without a result says %q", why)
	}
	if _, why := m.Program(equations.Go); why != "there is no result at these inputs" {
		t.Errorf("Program without a result says %q", why)
	}
	if csv := m.CSV(); !strings.Contains(csv, "output,\"error: ") || !strings.Contains(csv, "positive definite") {
		t.Errorf("CSV without a result: %q, want the error as the output", csv)
	}
}

// TestStepBy steps the k of a k-NN vote over five points: k = 5 computes,
// k = 6 (more neighbours than points) does not, and the stepper says so
// before it is pressed.
func TestStepBy(t *testing.T) {
	s := New(spec(t, "knn-classifier"), plot.Light) // k = 3, five points
	k := s.Spec.Param("k")
	s.Texts["k"], s.Errs["k"] = "3.5", "k: 3.5 is not a whole number"
	if !s.StepBy(k, +2) || s.Scalar(k) != 5 || s.Texts["k"] != "" || s.Errs["k"] != "" {
		t.Fatalf("k + 2: k %v, text %q, error %q; want 5 and the box's text replaced", s.Scalar(k), s.Texts["k"], s.Errs["k"])
	}
	if !s.CanStep(k, 5) || s.CanStep(k, 6) {
		t.Errorf("CanStep(k, 5) = %v, CanStep(k, 6) = %v; want true, false", s.CanStep(k, 5), s.CanStep(k, 6))
	}
	// A step the stepper's button is disabled for, pressed before the page
	// rendered it so: nothing changes, and no error shows.
	if took := s.StepBy(k, +1); took || s.Scalar(k) != 5 || s.Errs["k"] != "" {
		t.Errorf("k + 1 from 5: took %v, k %v, error %q; want refused, 5, none", took, s.Scalar(k), s.Errs["k"])
	}
}

// TestStepByDomain: a label of 0 or 1 is not stepped below 0, whatever
// the stepper's button showed; CanStep says the domain's ends.
func TestStepByDomain(t *testing.T) {
	s := New(spec(t, "perceptron-update"), plot.Light) // y = 1 of {0, 1}
	y := s.Spec.Param("y")
	if !s.StepBy(y, -1) || s.Scalar(y) != 0 {
		t.Fatalf("y − 1 from 1: y %v, want 0", s.Scalar(y))
	}
	if s.StepBy(y, -1) || s.Scalar(y) != 0 || s.Errs["y"] != "" {
		t.Errorf("y − 1 from 0: y %v, error %q; want 0 and no error", s.Scalar(y), s.Errs["y"])
	}
	if s.CanStep(y, -1) || s.CanStep(y, 2) || !s.CanStep(y, 1) {
		t.Errorf("CanStep(y, −1), (y, 2), (y, 1) = %v, %v, %v; want false, false, true", s.CanStep(y, -1), s.CanStep(y, 2), s.CanStep(y, 1))
	}
}
