package session

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"eqx/equations"
)

// The edits a page's controls make to the inputs: a number, an entry of a
// list, a cell of a table, a list or a table one longer or shorter, a
// number turned into a list and back. Each is tried as Set tries any
// candidate: taken and computed, or refused with a message for its
// control's key. The shapes they change are shapes.go's.

// SetScalar sets a Real or Integer parameter, or a Numbers parameter
// holding one number, and reports whether the value was taken.
func (s *Session) SetScalar(par *equations.Param, x float64) bool {
	if par.Kind != equations.Integer {
		return s.SetInput(par.Name, x)
	}
	if math.Abs(x) > 1<<53 || x != math.Trunc(x) {
		s.Errs[par.Name] = par.Name + ": " + equations.FormatNumber(x) + " is not a whole number"
		return false
	}
	return s.SetInput(par.Name, int(x))
}

// SetInput makes v the value of the input name and reports whether the
// equation takes it; why not is kept for name.
func (s *Session) SetInput(name string, v any) bool { return s.setAs(name, name, v) }

// setAs tries the inputs with v as the value of the input name, as the
// edit of the control key (whose message says why when refused), and
// reports whether they were taken.
func (s *Session) setAs(key, name string, v any) bool {
	c := s.In.Clone()
	c[name] = v
	return s.Set(key, c).Taken
}

// TypeValue takes text typed into the box of the input name, read as v:
// the text is kept as typed, and v is used when the equation takes it;
// otherwise the last valid inputs stay, with the message for name.
func (s *Session) TypeValue(name, text string, v any) bool {
	s.Texts[name] = text
	if !s.SetInput(name, v) {
		return false
	}
	delete(s.Errs, name)
	return true
}

// Scalar is the current value of a Real or Integer parameter, or of a
// Numbers parameter holding one number.
func (s *Session) Scalar(par *equations.Param) float64 {
	if par.Kind == equations.Integer {
		return float64(s.In.Int(par.Name))
	}
	return s.In.Real(par.Name)
}

// StepBy adds d to the integer par (a stepper's − or +), replacing what
// was typed into its box, and reports whether the count was taken. A step
// that CanStep refuses changes nothing: its button is disabled, but a
// click can come before the page has rendered that (a slider moved to the
// domain's end, and the − pressed at once).
func (s *Session) StepBy(par *equations.Param, d float64) bool {
	x := s.Scalar(par) + d
	if !s.CanStep(par, x) {
		return false
	}
	delete(s.Texts, par.Name)
	delete(s.Errs, par.Name)
	return s.SetScalar(par, x)
}

// CanStep reports whether the integer par may be stepped to x: x is in
// its domain and the equation computes with it. A count may be bounded by
// another (k ≤ n) or by a table's size (an index), which its domain does
// not say. The answer depends on the integers and the shapes of the
// inputs, and is kept per both.
func (s *Session) CanStep(par *equations.Param, x float64) bool {
	if !par.Domain.Contains(x) {
		return false
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s=%v", par.Name, x)
	for _, k := range slices.Sorted(maps.Keys(s.In)) {
		if n, ok := s.In[k].(int); ok {
			fmt.Fprintf(&b, " %s=%d", k, n)
		}
	}
	return s.ComputesWith(b.String(), func() equations.Inputs {
		c := s.In.Clone()
		c[par.Name] = int(x)
		return c
	})
}

// SetEntry changes entry i of a vector, or of a Numbers parameter holding
// a list. For a probability vector the other entries are rescaled so that
// the sum stays 1, which keeps the input valid while a slider is dragged.
func (s *Session) SetEntry(par *equations.Param, i int, x float64) bool {
	c := s.In.Clone()
	vec := c.Vector(par.Name)
	if i < 0 || i >= len(vec) {
		return false
	}
	key := par.Name + " " + strconv.Itoa(i+1)
	if par.Kind == equations.Probability {
		if !(x >= 0 && x <= 1) {
			s.Errs[key] = key + ": " + equations.FormatNumber(x) + " is not a probability in [0, 1]"
			return false
		}
		renormalize(vec, i, x)
	} else {
		vec[i] = x
	}
	return s.Set(key, c).Taken
}

// TypeNumber takes the text typed into the number box of the control key:
// it is kept as typed (Texts), and given to set when it is a number (a
// whole one for a count, integer) — which takes it or says why not (a
// Set* method); otherwise the last valid inputs stay, with a message for
// the box (Errs).
func (s *Session) TypeNumber(key, text string, integer bool, set func(float64) bool) {
	s.Texts[key] = text
	x, err := equations.ParseNumber(text)
	if err != nil {
		s.Errs[key] = key + ": " + err.Error()
		return
	}
	if integer && x != float64(int64(x)) {
		s.Errs[key] = key + ": " + text + " is not a whole number"
		return
	}
	if set(x) {
		delete(s.Errs, key)
	}
}

// CellKey names the control of cell (i, j), from 0, of the table par, as
// its messages do: "A 1,2" for row 1, column 2. A cell's slider and
// number box share it, as an entry's do.
func CellKey(par *equations.Param, i, j int) string {
	return par.Name + " " + strconv.Itoa(i+1) + "," + strconv.Itoa(j+1)
}

// SetCell changes cell (i, j) of the table par: a joint probability table
// keeps its sum (KeepSum), a covariance stays symmetric.
func (s *Session) SetCell(par *equations.Param, i, j int, x float64) bool {
	c := s.In.Clone()
	m := c.Matrix(par.Name)
	if i < 0 || j < 0 || i >= len(m) || j >= len(m[i]) {
		return false
	}
	if _, joint := par.Editor.(equations.JointTable); joint {
		KeepSum(m, i, j, x)
	} else {
		m[i][j] = x
	}
	if _, cov := par.Editor.(equations.Covariance); cov && j < len(m) && i < len(m[j]) {
		m[j][i] = m[i][j]
	}
	return s.Set(CellKey(par, i, j), c).Taken
}

// Resize adds (+1) or removes (−1) the last entry of a vector and of every
// vector that must keep the same length as it. A Numbers parameter
// holding one number stands for any length and is left as it is.
func (s *Session) Resize(par *equations.Param, delta int) {
	c := s.resized(par, delta)
	s.ClearEdits()
	s.Set(par.Name, c)
}

// resized is the inputs with par (and the vectors tied to it) one entry
// longer or shorter.
func (s *Session) resized(par *equations.Param, delta int) equations.Inputs {
	c := s.In.Clone()
	for _, q := range s.Linked(par) {
		vec, ok := c[q.Name].([]float64)
		if !ok {
			continue
		}
		_, members := q.Editor.(equations.SetMembers)
		switch {
		case delta > 0 && members:
			vec = append(vec, nextMember(vec))
		case delta > 0:
			vec = grow(q, vec)
		case len(vec) > 1:
			vec = vec[:len(vec)-1]
			if q.Kind == equations.Probability {
				normalize(vec)
			}
		}
		c[q.Name] = vec
	}
	return c
}

// Reshape adds or removes the last row (dr) or column (dc) of the table
// par; new cells copy their neighbour so the table stays in a sensible
// range (ReshapedMatrix).
func (s *Session) Reshape(par *equations.Param, dr, dc int) {
	c := s.reshaped(par, dr, dc)
	s.ClearEdits()
	s.Set(par.Name, c)
}

// reshaped is the inputs with dr rows and dc columns more in the table par.
func (s *Session) reshaped(par *equations.Param, dr, dc int) equations.Inputs {
	c := s.In.Clone()
	c[par.Name] = ReshapedMatrix(c.Matrix(par.Name), dr, dc)
	return c
}

// CanResize reports whether the equation still computes with par one
// entry longer or shorter: a length fixed by a matrix (the rows of X, the
// size of Σ) cannot change alone, so its button is disabled rather than
// leading to an error.
func (s *Session) CanResize(par *equations.Param, delta int) bool {
	return s.ComputesWith(fmt.Sprintf("%s%+d", par.Name, delta), func() equations.Inputs { return s.resized(par, delta) })
}

// CanReshape is CanResize for a table: whether the equation still
// computes with dr rows and dc columns more (a covariance cannot grow a
// row alone: it must stay square, and match x).
func (s *Session) CanReshape(par *equations.Param, dr, dc int) bool {
	return s.ComputesWith(fmt.Sprintf("%s%+d%+d", par.Name, dr, dc), func() equations.Inputs { return s.reshaped(par, dr, dc) })
}

// ComputesWith reports whether the candidate inputs validate and
// evaluate. Whether a change is possible depends on the shapes of the
// inputs, not on their values, so the answer is kept per change and
// shape: a page renders on every slider move, and trying the candidates
// then would evaluate the equation again for each button on each frame.
// With no output now there is nothing to keep: every change is allowed.
func (s *Session) ComputesWith(change string, candidate func() equations.Inputs) bool {
	if s.OutErr != "" {
		return true
	}
	key := change + " " + shapeKey(s.In)
	if ok, seen := s.computes[key]; seen {
		return ok
	}
	c := candidate()
	ok := s.Spec.Validate(c) == nil
	if ok {
		_, err := s.Spec.Evaluate(c)
		ok = err == nil
	}
	if s.computes == nil || len(s.computes) > 256 {
		s.computes = map[string]bool{}
	}
	s.computes[key] = ok
	return ok
}

// Linked returns par and the vector parameters tied to its length,
// directly or through others (epsilon and sigma both matching mu match
// each other).
func (s *Session) Linked(par *equations.Param) []*equations.Param {
	out := []*equations.Param{par}
	for k := 0; k < len(out); k++ {
		cur := out[k]
		for i := range s.Spec.Params {
			q := &s.Spec.Params[i]
			if (q.SameLen == cur.Name || cur.SameLen == q.Name) && !slices.Contains(out, q) {
				out = append(out, q)
			}
		}
	}
	return out
}

// SwitchShape turns a Numbers parameter holding one number into a list
// and back: x becomes [x, …, x], as long as the lists it must match (or
// MinLen entries, at least one), and a list becomes its first entry.
func (s *Session) SwitchShape(par *equations.Param) {
	c := s.In.Clone()
	switch v := c[par.Name].(type) {
	case float64:
		n := max(par.MinLen, 1)
		for _, q := range s.Linked(par) {
			if vec, ok := c[q.Name].([]float64); ok && q != par {
				n = len(vec)
				break
			}
		}
		vec := make([]float64, n)
		for i := range vec {
			vec[i] = v
		}
		c[par.Name] = vec
	case []float64:
		x := 0.0
		if len(v) > 0 {
			x = v[0]
		}
		c[par.Name] = x
	default:
		return
	}
	s.ClearEdits()
	s.Set(par.Name, c)
}
