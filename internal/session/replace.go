package session

import (
	"eqx/equations"
	"eqx/internal/points"
)

// Edits that replace whole inputs at once: pasted data, a preset of
// points, sets switched between numbers and words. Each renumbers the
// controls, so what was typed into the old ones is forgotten (ClearEdits).

// SetMatrix makes m the value of the matrix input name (pasted), or
// returns why the equation does not take it; the message is not kept in
// Errs, since the paste box shows it.
func (s *Session) SetMatrix(name string, m [][]float64) string {
	key := name + " pasted"
	s.ClearEdits() // the grid's boxes are renumbered
	if s.setAs(key, name, m) {
		return ""
	}
	msg := s.Errs[key]
	delete(s.Errs, key)
	return msg
}

// SetColumns replaces the named vector inputs with columns (pasted or
// loaded data, in the order of names). They are validated together:
// pasted probabilities must already sum to 1. The message of a refusal is
// kept for names[0].
func (s *Session) SetColumns(names []string, columns [][]float64) {
	if len(names) == 0 {
		return
	}
	c := s.In.Clone()
	for i, name := range names {
		if i < len(columns) {
			c[name] = columns[i]
		}
	}
	s.ClearEdits()
	s.Set(names[0], c)
}

// ApplyPreset puts the preset of points name (internal/points), drawn
// with seed, into the inputs, and reports whether it was taken; why not is
// kept for the control key.
func (s *Session) ApplyPreset(key, name string, seed uint64) bool {
	if name == "" {
		return false
	}
	delete(s.Errs, key)
	cand, err := points.Apply(s.Spec, s.In, name, seed)
	if err != nil {
		s.Errs[key] = err.Error()
		return false
	}
	if !s.Set(key, cand).Taken {
		return false
	}
	s.ClearEdits()
	return true
}

// SwitchMembers turns every set (a Members input) into words, each number
// written as it is shown, or back into numbers: each word that reads as
// one; a set with a word that does not takes its default.
func (s *Session) SwitchMembers(toWords bool) {
	c := s.In.Clone()
	for i := range s.Spec.Params {
		q := &s.Spec.Params[i]
		if q.Kind != equations.Members {
			continue
		}
		nums, words := c.Members(q.Name)
		if toWords {
			if words == nil {
				w := make([]string, len(nums))
				for j, x := range nums {
					w[j] = equations.FormatNumber(x)
				}
				c[q.Name] = w
			}
			continue
		}
		if words == nil {
			continue
		}
		back := make([]float64, 0, len(words))
		for _, w := range words {
			x, err := equations.ParseNumber(w)
			if err != nil {
				back = nil
				break
			}
			back = append(back, x)
		}
		if back == nil {
			d, _ := q.Default.([]float64)
			back = append([]float64{}, d...)
		}
		c[q.Name] = back
	}
	s.ClearEdits()
	s.Set(s.Spec.Params[0].Name, c)
}

// EditPoints takes the inputs an edit of the points on the plane gives
// (package points: a point moved, added, relabelled or removed), or keeps
// why there are none for the control key, and reports whether the edit
// was taken.
func (s *Session) EditPoints(key string, edit func(*equations.Spec, equations.Inputs) (equations.Inputs, error)) bool {
	cand, err := edit(s.Spec, s.In)
	if err != nil {
		s.Errs[key] = err.Error()
		return false
	}
	delete(s.Errs, key)
	return s.Set(key, cand).Taken
}
