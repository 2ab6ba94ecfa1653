package jobs

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"math"
	"testing"

	"eqx/equations"
)

// readFrame reads a frame as web/jobs.js does: the first line as JSON,
// then the values from the next multiple of 8.
func readFrame(t *testing.T, b []byte) (head map[string]any, values []float64) {
	t.Helper()
	nl := bytes.IndexByte(b, '\n')
	if nl < 0 {
		t.Fatalf("frame %q has no first line", b)
	}
	if (nl+1)%8 != 0 {
		t.Fatalf("frame values start at byte %d, not a multiple of 8", nl+1)
	}
	if err := json.Unmarshal(b[:nl], &head); err != nil {
		t.Fatalf("frame head %q: %v", b[:nl], err)
	}
	rest := b[nl+1:]
	if len(rest)%8 != 0 {
		t.Fatalf("frame has %d bytes of values, not a multiple of 8", len(rest))
	}
	for i := 0; i < len(rest); i += 8 {
		values = append(values, math.Float64frombits(binary.LittleEndian.Uint64(rest[i:])))
	}
	return head, values
}

func TestAppendFrame(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	list := []float64{0.25, -0, 1e-308, 5e-324, math.MaxFloat64, -inf, inf, nan}
	for _, prefix := range []string{"", "x", "1234567"} { // the frame aligns itself, not the buffer it is appended to
		b, err := Response{ID: "softmax", Values: list, Rows: 8, Format: "one column"}.AppendFrame([]byte(prefix))
		if err != nil {
			t.Fatal(err)
		}
		head, values := readFrame(t, b[len(prefix):])
		if head["id"] != "softmax" || head["values"] != 8.0 || head["rows"] != 8.0 || head["output"] != nil {
			t.Errorf("frame head %v; want id softmax, values 8, rows 8, no output", head)
		}
		if len(values) != len(list) {
			t.Fatalf("frame holds %d values, want %d", len(values), len(list))
		}
		for i, v := range values {
			if math.Float64bits(v) != math.Float64bits(list[i]) {
				t.Errorf("value %d: %v (bits %x), want %v (bits %x)", i, v, math.Float64bits(v), list[i], math.Float64bits(list[i]))
			}
		}
	}
	// A scalar answer and an error are all first line.
	for _, r := range []Response{
		{ID: "roc-auc", Output: []byte("0.75"), Rows: 4},
		{ID: "roc-auc", Error: "roc-auc: no row of the table could be used"},
	} {
		b, err := r.AppendFrame(nil)
		if err != nil {
			t.Fatal(err)
		}
		head, values := readFrame(t, b)
		if len(values) != 0 || head["values"] != nil || head["id"] != r.ID {
			t.Errorf("frame of %+v: head %v, %d values; want the id and no values", r, head, len(values))
		}
		if r.Output != nil && head["output"] != 0.75 || r.Error != "" && head["error"] != r.Error {
			t.Errorf("frame of %+v: head %v", r, head)
		}
	}
}

// A list output is the same numbers through either encoding: in the JSON
// (shortest decimal that reads back) and in a frame (the bits).
func TestTableListBothWays(t *testing.T) {
	resp, f := Table(equations.Catalogue(), Request{ID: "softmax", Columns: []string{"z"}}, "1\n2\n3\n-1000\n", nil)
	if f != equations.OK || len(resp.Values) != 4 {
		t.Fatalf("softmax: %+v, failure %d; want 4 values", resp, f)
	}
	var fromJSON []float64
	if err := json.Unmarshal([]byte(outputJSON(t, resp)), &fromJSON); err != nil {
		t.Fatal(err)
	}
	b, err := resp.AppendFrame(nil)
	if err != nil {
		t.Fatal(err)
	}
	_, fromFrame := readFrame(t, b)
	// Reference (to 1 ulp): softmax(1, 2, 3, -1000) = e^(i-3) / (1 + e^-1 + e^-2), e^-1003 ≈ 0 underflows.
	want := []float64{0.09003057317038046, 0.24472847105479764, 0.6652409557748219, 0}
	for i := range want {
		if math.Abs(fromJSON[i]-want[i]) > 2e-16 || math.Float64bits(fromFrame[i]) != math.Float64bits(fromJSON[i]) {
			t.Errorf("softmax[%d]: JSON %v, frame %v; want %v", i, fromJSON[i], fromFrame[i], want[i])
		}
	}
}
