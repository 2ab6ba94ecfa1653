package session

import (
	"strconv"

	"eqx/equations"
)

// An Object input edited as a list of matrices of one shape
// (equations.MatrixList: the per-head projections W_i^Q, W_i^K, W_i^V of
// multi-head attention) is edited one cell, one matrix or one row or
// column at a time; every edit writes the whole list back as JSON. The
// inputs of one MatrixList group (the same Items) gain or lose a matrix
// together, since their count is one number of the formula (h); a shape
// changes in every matrix of one input, which all share it.

// MaxMatrices is the most matrices the editor offers.
const MaxMatrices = 8

// MatricesKey names the control of row i, column j of matrix k (all from
// 0) of the MatrixList input par: "W_Q head 2 1,1".
func MatricesKey(par *equations.Param, k, i, j int) string {
	return par.Name + " " + par.Items() + " " + strconv.Itoa(k+1) + " " + strconv.Itoa(i+1) + "," + strconv.Itoa(j+1)
}

// SetMatricesCell sets row i, column j of matrix k of the MatrixList
// input par to x, and reports whether the change was taken.
func (s *Session) SetMatricesCell(par *equations.Param, k, i, j int, x float64) bool {
	key := MatricesKey(par, k, i, j)
	ms, err := equations.DecodeMatrices(par.Name, par.Items(), s.In.Object(par.Name))
	if err != nil {
		s.Errs[key] = err.Error()
		return false
	}
	if !withCell(ms, k, i, j, x) {
		return false
	}
	delete(s.Texts, par.Name) // the JSON box shows the new value
	return s.setAs(key, par.Name, equations.MatricesJSON(ms))
}

// ResizeMatrices adds (delta > 0) a copy of the last matrix to, or removes
// (delta < 0) the last matrix from, every input of par's group, and returns
// how many matrices they hold when the change was taken.
func (s *Session) ResizeMatrices(par *equations.Param, delta int) (n int, ok bool) {
	c := s.In.Clone()
	for i := range s.Spec.Params {
		q := &s.Spec.Params[i]
		if q.Kind != equations.Object || q.Items() != par.Items() {
			continue
		}
		ms, err := equations.DecodeMatrices(q.Name, q.Items(), c.Object(q.Name))
		if err != nil {
			s.Errs[par.Name] = err.Error()
			return 0, false
		}
		ms = resizeMatrices(ms, delta, MaxMatrices)
		n = len(ms)
		c[q.Name] = equations.MatricesJSON(ms)
	}
	s.ClearEdits() // the cells are renumbered
	return n, s.Set(par.Name, c).Taken
}

// ReshapeMatrices adds or removes the last row (dr) or column (dc) of
// every matrix of the MatrixList input par, within its limits.
func (s *Session) ReshapeMatrices(par *equations.Param, dr, dc int) {
	ms, err := equations.DecodeMatrices(par.Name, par.Items(), s.In.Object(par.Name))
	if err != nil {
		s.Errs[par.Name] = err.Error()
		return
	}
	s.ClearEdits()
	s.SetInput(par.Name, equations.MatricesJSON(reshapeMatrices(ms, dr, dc, MatrixLimits(par))))
}

// withCell sets ms[k][i][j] = x, reporting false when there is no such
// cell (the value changed under a stale control).
func withCell(ms [][][]float64, k, i, j int, x float64) bool {
	if k < 0 || k >= len(ms) || i < 0 || i >= len(ms[k]) || j < 0 || j >= len(ms[k][i]) {
		return false
	}
	ms[k][i][j] = x
	return true
}

// resizeMatrices is ms with a copy of its last matrix added (delta > 0,
// up to most) or its last matrix removed (delta < 0, down to one).
func resizeMatrices(ms [][][]float64, delta, most int) [][][]float64 {
	switch {
	case delta > 0 && len(ms) > 0 && len(ms) < most:
		last := ms[len(ms)-1]
		cp := make([][]float64, len(last))
		for i, row := range last {
			cp[i] = append([]float64(nil), row...)
		}
		return append(ms, cp)
	case delta < 0 && len(ms) > 1:
		return ms[:len(ms)-1]
	}
	return ms
}

// reshapeMatrices is ms with a row (dr > 0) or a column (dc > 0) more in
// every matrix, copying the last, or one less (dr, dc < 0), within lim:
// all share the shape of the first, so it decides.
func reshapeMatrices(ms [][][]float64, dr, dc int, lim Limits) [][][]float64 {
	if len(ms) == 0 || len(ms[0]) == 0 {
		return ms
	}
	rows, cols := len(ms[0]), len(ms[0][0])
	if dr > 0 && rows >= lim.MaxRows || dr < 0 && rows <= lim.MinRows {
		dr = 0
	}
	if dc > 0 && cols >= lim.MaxCols || dc < 0 && cols <= lim.MinCols {
		dc = 0
	}
	out := make([][][]float64, len(ms))
	for k, m := range ms {
		out[k] = ReshapedMatrix(m, dr, dc)
	}
	return out
}
