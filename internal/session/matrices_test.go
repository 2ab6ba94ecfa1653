package session

import (
	"reflect"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// A cell edit of head 2 writes the whole list back, head 1 as it was.
func TestMatricesCellEdit(t *testing.T) {
	ms, err := equations.DecodeMatrices("W_Q", "head", []byte(`[[[1], [0]], [[0], [1]]]`))
	if err != nil {
		t.Fatal(err)
	}
	if !withCell(ms, 1, 0, 0, 0.5) {
		t.Fatal("withCell(head 2, 1,1) = false")
	}
	if got, want := string(equations.MatricesJSON(ms)), `[[[1], [0]], [[0.5], [1]]]`; got != want {
		t.Errorf("after the edit: %s, want %s", got, want)
	}
	// A cell that is not there (a stale control) changes nothing.
	for _, c := range [][3]int{{2, 0, 0}, {0, 2, 0}, {0, 0, 1}, {-1, 0, 0}} {
		if withCell(ms, c[0], c[1], c[2], 9) {
			t.Errorf("withCell%v = true", c)
		}
	}
}

func TestResizeMatrices(t *testing.T) {
	ms := [][][]float64{{{1, 2}}, {{3, 4}}}
	more := resizeMatrices(ms, +1, 3)
	if want := [][][]float64{{{1, 2}}, {{3, 4}}, {{3, 4}}}; !reflect.DeepEqual(more, want) {
		t.Errorf("+1 = %v, want %v", more, want)
	}
	more[2][0][0] = 9 // the copy is its own
	if ms[1][0][0] != 3 {
		t.Errorf("the new head shares the last one's rows")
	}
	if got := resizeMatrices(more, +1, 3); len(got) != 3 {
		t.Errorf("+1 past the most = %d heads, want 3", len(got))
	}
	if got, want := resizeMatrices(ms, -1, 3), [][][]float64{{{1, 2}}}; !reflect.DeepEqual(got, want) {
		t.Errorf("−1 = %v, want %v", got, want)
	}
	if got := resizeMatrices([][][]float64{{{1}}}, -1, 3); len(got) != 1 {
		t.Errorf("−1 of one head = %d heads, want 1", len(got))
	}
}

func TestReshapeMatrices(t *testing.T) {
	lim := Limits{MinRows: 1, MaxRows: 3, MinCols: 1, MaxCols: 3}
	ms := [][][]float64{{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}}
	for _, tt := range []struct {
		dr, dc int
		want   [][][]float64
	}{
		{1, 0, [][][]float64{{{1, 2}, {3, 4}, {3, 4}}, {{5, 6}, {7, 8}, {7, 8}}}},
		{-1, 0, [][][]float64{{{1, 2}}, {{5, 6}}}},
		{0, 1, [][][]float64{{{1, 2, 2}, {3, 4, 4}}, {{5, 6, 6}, {7, 8, 8}}}},
		{0, -1, [][][]float64{{{1}, {3}}, {{5}, {7}}}},
	} {
		if got := reshapeMatrices(ms, tt.dr, tt.dc, lim); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("reshape(%+d, %+d) = %v, want %v", tt.dr, tt.dc, got, tt.want)
		}
	}
	if want := [][][]float64{{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}}; !reflect.DeepEqual(ms, want) {
		t.Errorf("reshape changed its argument: %v", ms)
	}
	// At the limits nothing changes.
	one := [][][]float64{{{1}}}
	if got := reshapeMatrices(one, -1, 0, lim); !reflect.DeepEqual(got, one) {
		t.Errorf("−row of 1 × 1 = %v", got)
	}
	if got := reshapeMatrices(one, 0, -1, lim); !reflect.DeepEqual(got, one) {
		t.Errorf("−column of 1 × 1 = %v", got)
	}
}

// TestMatricesGroup plays the heads' editor of multi-head attention: a
// head more is one more in W^Q, W^K and W^V alike, a copy of the last; a
// cell edit of a head that is not there changes nothing.
func TestMatricesGroup(t *testing.T) {
	s := New(spec(t, "multi-head-attention"), plot.Light)
	var group []*equations.Param
	for i := range s.Spec.Params {
		if q := &s.Spec.Params[i]; q.Items() == "head" {
			group = append(group, q)
		}
	}
	if len(group) != 3 {
		t.Fatalf("multi-head-attention: %d inputs of heads, want W^Q, W^K and W^V", len(group))
	}
	heads := func(q *equations.Param) [][][]float64 {
		ms, err := equations.DecodeMatrices(q.Name, q.Items(), s.In.Object(q.Name))
		if err != nil {
			t.Fatal(err)
		}
		return ms
	}
	h := len(heads(group[0]))
	n, ok := s.ResizeMatrices(group[0], +1)
	if !ok || n != h+1 {
		t.Fatalf("+ head: %d heads, taken %v (%v); want %d", n, ok, s.Errs, h+1)
	}
	for _, q := range group {
		ms := heads(q)
		if len(ms) != h+1 || !reflect.DeepEqual(ms[h], ms[h-1]) {
			t.Errorf("%s after + head: %d heads, the new one %v; want %d, a copy of %v", q.Name, len(ms), ms[len(ms)-1], h+1, ms[h-1])
		}
	}
	before := s.In.Clone()
	if s.SetMatricesCell(group[1], h+5, 0, 0, 1) || !reflect.DeepEqual(s.In, before) {
		t.Errorf("a cell of head %d (not there) was set", h+6)
	}
	if !s.SetMatricesCell(group[1], 0, 0, 0, 0.25) || heads(group[1])[0][0][0] != 0.25 {
		t.Errorf("W^K head 1 (1,1) = 0.25 not taken: %v", s.Errs)
	}
}
