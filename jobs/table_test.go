package jobs

import (
	"strings"
	"testing"

	"eqx/equations"
)

func TestTable(t *testing.T) {
	reg := equations.Catalogue()
	// Positives score 0.35 and 0.8, negatives 0.1 and 0.4: AUC 3/4.
	resp, f := Table(reg, Request{ID: "roc-auc", Columns: []string{"y", "s"}}, "y\ts\n0\t0,1\n0\t0,4\n1\t0,35\n1\t0,8\n", nil)
	if f != equations.OK || string(resp.Output) != "0.75" || resp.Rows != 4 || resp.Header == "" {
		t.Errorf("AUC of a tab-separated table with a header and decimal commas: %+v, failure %d", resp, f)
	}
	// Scores in the other column order: the columns follow Columns.
	resp, _ = Table(reg, Request{ID: "roc-auc", Columns: []string{"s", "y"}}, "0.1,0\n0.4,0\n0.35,1\n0.8,1\n", nil)
	if string(resp.Output) != "0.75" {
		t.Errorf("columns s, y: output %s, error %q", resp.Output, resp.Error)
	}
	// 25 bad rows: 20 listed, the rest counted in a last line.
	resp, _ = Table(reg, Request{ID: "roc-auc", Columns: []string{"y", "s"}}, "0,0.1\n1,0.9\n"+strings.Repeat("5,0.5\n", 25), nil)
	if resp.Rows != 2 || resp.Skipped != 25 || len(resp.Problems) != 21 || resp.Problems[20] != "… and 5 more" {
		t.Errorf("25 bad rows: %d used, %d skipped, problems %q", resp.Rows, resp.Skipped, resp.Problems)
	}
	if _, f := Table(reg, Request{ID: "nope", Columns: []string{"y"}}, "1", nil); f != equations.UnknownID {
		t.Errorf("unknown id: failure %d", f)
	}
	if resp, f := Table(reg, Request{ID: "roc-auc", Columns: []string{"y", "s"}}, "1,0.5\n1,0.7\n", nil); f != equations.BadInput || resp.Error == "" {
		t.Errorf("no negative label (AUC undefined): %+v, failure %d", resp, f)
	}
}

func TestTableProgress(t *testing.T) {
	text := strings.Repeat("0,0.25\n1,0.75\n", 100_000) // 1.4 MB
	var calls [][2]int
	resp, f := Table(equations.Catalogue(), Request{ID: "roc-auc", Columns: []string{"y", "s"}}, text,
		func(done, total int) { calls = append(calls, [2]int{done, total}) })
	if f != equations.OK || string(resp.Output) != "1" {
		t.Fatalf("AUC of separated scores: %+v", resp)
	}
	if len(calls) < 4 {
		t.Fatalf("%d progress calls for 1.4 MB, want several", len(calls))
	}
	for i, c := range calls {
		if c[1] != len(text) || c[0] > c[1] || (i > 0 && c[0] < calls[i-1][0]) {
			t.Fatalf("progress call %d: %v of %d (calls %v)", i, c, len(text), calls)
		}
	}
	if last := calls[len(calls)-1]; last[0] != len(text) {
		t.Errorf("last progress %v, want done = total = %d", last, len(text))
	}
}
