package session

import "eqx/equations"

// A Stroke paints cells of a picture input (equations.Picture) with one
// value, as a pointer drags over it: into its own copy of the matrix, so
// that a page can draw each cell at once and set the inputs (and compute)
// at most once per frame, however many cells the frame painted.
type Stroke struct {
	Par   *equations.Param // the picture painted
	Value float64          // what the stroke paints
	// M is the picture with the stroke so far.
	M [][]float64

	lastI, lastJ int  // the cell last painted; lastI < 0 for none
	changed      bool // M differs from the inputs
}

// BeginStroke starts a stroke painting value on the picture input par.
func (s *Session) BeginStroke(par *equations.Param, value float64) *Stroke {
	return &Stroke{Par: par, Value: value, M: ReshapedMatrix(s.In.Matrix(par.Name), 0, 0), lastI: -1}
}

// To paints the cells on the straight line from the cell last painted to
// (i, j), so that a fast drag leaves no gaps, and returns those whose
// value changed. A cell outside the picture paints nothing and ends the
// line: a way back in starts a new one.
func (st *Stroke) To(i, j int) [][2]int {
	if len(st.M) == 0 || i < 0 || i >= len(st.M) || j < 0 || j >= len(st.M[0]) {
		st.lastI = -1
		return nil
	}
	fromI, fromJ := st.lastI, st.lastJ
	if fromI < 0 {
		fromI, fromJ = i, j
	}
	var painted [][2]int
	for _, c := range cellLine(fromI, fromJ, i, j) {
		if st.M[c[0]][c[1]] != st.Value {
			st.M[c[0]][c[1]] = st.Value
			painted = append(painted, c)
		}
	}
	st.lastI, st.lastJ = i, j
	st.changed = st.changed || len(painted) > 0
	return painted
}

// Pending reports whether the stroke painted cells the inputs do not
// hold yet.
func (st *Stroke) Pending() bool { return st.changed }

// CommitStroke makes the stroke's picture the input, when it has painted
// anything since the last commit, and reports whether the inputs hold it.
// Should the equation refuse it, the stroke's picture goes back to the
// inputs' (and the page draws it again).
func (s *Session) CommitStroke(st *Stroke) bool {
	if !st.changed {
		return true
	}
	st.changed = false
	// The inputs get a copy: the stroke goes on painting into M.
	if !s.SetInput(st.Par.Name, ReshapedMatrix(st.M, 0, 0)) {
		st.M = ReshapedMatrix(s.In.Matrix(st.Par.Name), 0, 0)
		return false
	}
	return true
}

// cellLine is the cells of the straight line from (i0, j0) to (i1, j1),
// both ends included, each touching the last by a side or a corner
// (Bresenham's algorithm).
func cellLine(i0, j0, i1, j1 int) [][2]int {
	di, dj := abs(i1-i0), -abs(j1-j0)
	si, sj := sign(i1-i0), sign(j1-j0)
	err := di + dj
	var out [][2]int
	for {
		out = append(out, [2]int{i0, j0})
		if i0 == i1 && j0 == j1 {
			return out
		}
		e2 := 2 * err
		if e2 >= dj {
			err += dj
			i0 += si
		}
		if e2 <= di {
			err += di
			j0 += sj
		}
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}
