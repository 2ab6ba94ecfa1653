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
}
