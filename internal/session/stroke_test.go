package session

import (
	"eqx/equations"
	"eqx/internal/plot"
	"slices"
	"testing"
)

func TestCellLine(t *testing.T) {
	tests := []struct {
		i0, j0, i1, j1 int
		want           [][2]int
	}{
		{2, 3, 2, 3, [][2]int{{2, 3}}},
		{0, 0, 0, 3, [][2]int{{0, 0}, {0, 1}, {0, 2}, {0, 3}}},
		{3, 1, 0, 1, [][2]int{{3, 1}, {2, 1}, {1, 1}, {0, 1}}},
		{0, 0, 2, 2, [][2]int{{0, 0}, {1, 1}, {2, 2}}},
		// Two rows down over four columns: the row of column j is j/2,
		// rounded; the halves at j = 1 and 3 go to the next row.
		{0, 0, 2, 4, [][2]int{{0, 0}, {1, 1}, {1, 2}, {2, 3}, {2, 4}}},
		// One row up over four columns: the row is j/4, rounded; the half
		// at j = 2 goes to the end's row.
		{1, 4, 0, 0, [][2]int{{1, 4}, {1, 3}, {0, 2}, {0, 1}, {0, 0}}},
	}
	for _, tt := range tests {
		if got := cellLine(tt.i0, tt.j0, tt.i1, tt.j1); !slices.Equal(got, tt.want) {
			t.Errorf("cellLine(%d,%d → %d,%d) = %v, want %v", tt.i0, tt.j0, tt.i1, tt.j1, got, tt.want)
		}
	}
}

// TestStroke paints a diagonal into a picture of the digits page and back
// out of it: the cells of the line are painted once each, a cell outside
// ends the line, and the committed picture is the input.
func TestStroke(t *testing.T) {
	s := New(spec(t, "convolution-2d"), plot.Light)
	var par *equations.Param
	for i := range s.Spec.Params {
		if _, ok := s.Spec.Params[i].Editor.(equations.Picture); ok {
			par = &s.Spec.Params[i]
			break
		}
	}
	if par == nil {
		t.Fatal("convolution-2d: no picture input")
	}
	m := s.In.Matrix(par.Name)
	if len(m) < 3 || len(m[0]) < 3 {
		t.Fatalf("%s is %d×%d, want at least 3×3", par.Name, len(m), len(m[0]))
	}
	const v = 0.123 // a value no cell holds
	st := s.BeginStroke(par, v)
	if got := st.To(0, 0); !slices.Equal(got, [][2]int{{0, 0}}) {
		t.Errorf("first cell: painted %v", got)
	}
	if got := st.To(2, 2); !slices.Equal(got, [][2]int{{1, 1}, {2, 2}}) {
		t.Errorf("line to (2,2): painted %v, want (1,1), (2,2)", got)
	}
	if got := st.To(2, 2); got != nil {
		t.Errorf("the same cell again painted %v", got)
	}
	if got := st.To(-1, 0); got != nil {
		t.Errorf("a cell outside painted %v", got)
	}
	if got := st.To(0, 2); !slices.Equal(got, [][2]int{{0, 2}}) {
		t.Errorf("back in at (0,2): painted %v, want only (0,2), not a line from (2,2)", got)
	}
	if s.In.Matrix(par.Name)[1][1] == v || !st.Pending() {
		t.Fatal("the inputs changed before the commit, or the stroke has nothing pending")
	}
	if !s.CommitStroke(st) || st.Pending() {
		t.Fatalf("commit refused: %v", s.Errs)
	}
	got := s.In.Matrix(par.Name)
	for _, c := range [][2]int{{0, 0}, {1, 1}, {2, 2}, {0, 2}} {
		if got[c[0]][c[1]] != v {
			t.Errorf("cell %v = %v after the commit, want %v", c, got[c[0]][c[1]], v)
		}
	}
	if got[1][0] != m[1][0] {
		t.Errorf("cell (1,0) changed: %v, was %v", got[1][0], m[1][0])
	}
}
