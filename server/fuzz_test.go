package server_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/server"
)

// FuzzBatch feeds arbitrary bodies to POST /api/v1/batch and holds the
// answer to what the route promises: one answer per non-blank line, in
// order, each the answer POST /api/v1/eval gives to that line alone; one
// aborted line after the line limit; a JSON error for an empty batch. The
// seed corpus is in testdata/fuzz/FuzzBatch.
func FuzzBatch(f *testing.F) {
	f.Add([]byte(`{"id":"sigmoid","inputs":{"z":0}}` + "\n" + `{"id":"relu","inputs":{"z":-1}}`))
	f.Add([]byte("\n\r\n \t\n"))
	reg := equations.Catalogue()
	const maxLines, maxElements = 20, 2000
	h := server.NewWithOptions(reg, server.Options{MaxBodyBytes: 1 << 16, MaxElements: maxElements, MaxBatchLines: maxLines})
	f.Fuzz(func(t *testing.T, body []byte) {
		if len(body) > 1<<16 {
			return // the declared length is refused before reading: TestBatchFailsBeforeAnswering
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/api/v1/batch", bytes.NewReader(body)))
		var in [][]byte
		for _, l := range bytes.Split(body, []byte("\n")) {
			if len(bytes.TrimSpace(l)) > 0 {
				in = append(in, bytes.TrimSuffix(l, []byte("\r")))
			}
		}
		if len(in) == 0 {
			if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "empty batch") {
				t.Fatalf("a batch of no lines: %d %s, want 400 empty batch", rec.Code, rec.Body)
			}
			return
		}
		if rec.Code != http.StatusOK {
			t.Fatalf("status %d, want 200: %s", rec.Code, rec.Body)
		}
		out := strings.Split(strings.TrimSuffix(rec.Body.String(), "\n"), "\n")
		want := min(len(in), maxLines)
		if len(in) > maxLines {
			if len(out) != want+1 || !strings.Contains(out[want], `"aborted":true`) {
				t.Fatalf("%d lines, %d answers; want %d and an aborted line", len(in), len(out), want)
			}
		} else if len(out) != want {
			t.Fatalf("%d lines, %d answers", len(in), len(out))
		}
		for i := 0; i < want; i++ {
			var got map[string]json.RawMessage
			if err := json.Unmarshal([]byte(out[i]), &got); err != nil {
				t.Fatalf("answer %d is not a JSON object: %v: %s", i+1, err, out[i])
			}
			_, hasOut := got["output"]
			_, hasErr := got["error"]
			if _, hasID := got["id"]; !hasID || hasOut == hasErr {
				t.Fatalf("answer %d is not {id, output} or {id, error}: %s", i+1, out[i])
			}
			if bytes.Contains([]byte(out[i]), []byte("values; the limit is")) {
				continue // the batch's own limit, checked in TestBatchLimits
			}
			single, _ := reg.Do(in[i])
			alone, err := json.Marshal(single)
			if err != nil {
				t.Fatal(err)
			}
			if !jsonEqual(t, alone, []byte(out[i])) {
				t.Fatalf("answer %d differs from the line's answer alone:\n batch %s\n alone %s", i+1, out[i], alone)
			}
		}
	})
}

// jsonEqual compares two JSON texts as values.
func jsonEqual(t *testing.T, a, b []byte) bool {
	t.Helper()
	var va, vb any
	if err := json.Unmarshal(a, &va); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &vb); err != nil {
		t.Fatal(err)
	}
	ja, _ := json.Marshal(va)
	jb, _ := json.Marshal(vb)
	return bytes.Equal(ja, jb)
}
