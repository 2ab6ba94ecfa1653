package chart

import (
	"math"

	"eqx/equations"
)

// sweep evaluates a Surface's function at points of the plane of its two
// coordinates, the other inputs held: the equation itself, run on a copy
// of the inputs with the coordinates set, as a Curve sweeps its input.
// The function is the objective of an update rule (Spec.Iterate.Loss),
// whose output is the next state even when that is one number, and
// otherwise the spec's output, which must be a number.
type sweep struct {
	spec    *equations.Spec
	x, y    coordinate
	flat    bool // the inputs have no y coordinate: a function of x alone
	useLoss bool
	trial   equations.Inputs // in, with fresh lists for the swept inputs
	px, py  *equations.Param // the swept inputs
}

// newSweep prepares the sweep of spec over the coordinates x and y from the
// inputs in, whose output is out. ok is false when in has no x coordinate
// or the function has no number.
func newSweep(spec *equations.Spec, x, y coordinate, in equations.Inputs, out any) (*sweep, bool) {
	if _, ok := x.value(in); !ok {
		return nil, false
	}
	s := &sweep{spec: spec, x: x, y: y, trial: make(equations.Inputs, len(in))}
	if spec.Iterate != nil && spec.Iterate.Loss != nil {
		s.useLoss = true
	} else if _, ok := Scalar(out); !ok {
		return nil, false
	}
	_, hasY := y.value(in)
	s.flat = !hasY
	// Checked once here: a point changes only the swept numbers, which
	// at checks against their domains.
	if spec.Validate(in) != nil {
		return nil, false
	}
	s.px, s.py = spec.Param(x.Name), spec.Param(y.Name)
	if s.px == nil || (!s.flat && s.py == nil) {
		return nil, false
	}
	for k, v := range in {
		s.trial[k] = v
	}
	for _, c := range []coordinate{x, y} {
		if l, ok := in[c.Name].([]float64); ok {
			s.trial[c.Name] = append([]float64(nil), l...)
		}
	}
	return s, true
}

// set writes the coordinates (a, b) into the trial inputs; b is ignored by
// a flat sweep.
func (s *sweep) set(a, b float64) {
	s.setOne(s.x, a)
	if !s.flat {
		s.setOne(s.y, b)
	}
}

func (s *sweep) setOne(c coordinate, v float64) {
	if l, ok := s.trial[c.Name].([]float64); ok {
		l[c.Index] = v
		return
	}
	s.trial[c.Name] = v
}

// at is the function at (a, b); NaN outside the swept inputs' domains or
// where the equation is undefined. The other inputs were validated by
// newSweep and are as they were. A panic in a kernel is a gap, not a dead
// page.
func (s *sweep) at(a, b float64) (v float64) {
	if !s.px.Domain.Contains(a) || !s.flat && !s.py.Domain.Contains(b) {
		return math.NaN()
	}
	s.set(a, b)
	in := s.trial
	defer func() {
		if recover() != nil {
			v = math.NaN()
		}
	}()
	if s.useLoss {
		if l, ok := s.spec.Iterate.Loss(in); ok && finite(l) {
			return l
		}
		return math.NaN()
	}
	out, err := s.spec.Evaluate(in)
	if err != nil {
		return math.NaN()
	}
	if y, ok := Scalar(out); ok && finite(y) {
		return y
	}
	return math.NaN()
}

// point is the coordinates of in, y NaN when in has no y coordinate.
func point(x, y coordinate, in equations.Inputs) (float64, float64, bool) {
	a, ok := x.value(in)
	if !ok {
		return 0, 0, false
	}
	b, ok := y.value(in)
	if !ok {
		b = math.NaN()
	}
	return a, b, true
}
