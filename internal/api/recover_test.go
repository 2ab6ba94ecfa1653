package api

import (
	"bytes"
	"encoding/json"
	"net/url"
	"strings"
	"testing"
)

// recorder is a ResponseWriter that keeps the answer.
type recorder struct {
	header Header
	status int
	body   bytes.Buffer
}

func newRecorder() *recorder { return &recorder{header: Header{}} }

func (r *recorder) Header() Header { return r.header }

func (r *recorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
}

func (r *recorder) Write(b []byte) (int, error) {
	r.WriteHeader(StatusOK)
	return r.body.Write(b)
}

func (r *recorder) Flush() error { return nil }

func get(path string) *Request {
	u, _ := url.Parse(path)
	return &Request{Method: MethodGet, URL: u, Header: Header{}, ContentLength: 0}
}

func TestRecoverPanics(t *testing.T) {
	var logged int
	a := &api{opts: Options{Logf: func(string, ...any) { logged++ }}}
	calls := 0
	handler := func(w ResponseWriter, r *Request) {
		calls++
		if r.URL.Path == "/api/panic" {
			panic("handler bug")
		}
		w.Write([]byte("fine"))
	}
	w := newRecorder()
	a.serve(w, get("/api/panic"), handler)
	var body errorBody
	if err := json.Unmarshal(w.body.Bytes(), &body); err != nil {
		t.Fatalf("the 500 is not JSON: %v", err)
	}
	if w.status != StatusInternalServerError || !strings.Contains(body.Error, "handler bug") {
		t.Errorf("panic: %d %q, want 500 naming the panic", w.status, body.Error)
	}
	if ct := w.header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type = %q", ct)
	}
	if logged != 1 {
		t.Errorf("logged %d times, want 1", logged)
	}

	// The handler keeps serving.
	w = newRecorder()
	a.serve(w, get("/api/after"), handler)
	if w.status != StatusOK || calls != 2 || w.body.String() != "fine" {
		t.Errorf("after the panic: status %d, calls %d, body %q", w.status, calls, w.body.String())
	}
}

// TestMaxBytesReader: a body of exactly the limit reads whole; one byte
// more is a *MaxBytesError after the limit's bytes.
func TestMaxBytesReader(t *testing.T) {
	for _, tt := range []struct {
		body  string
		limit int64
		fails bool
	}{
		{"", 0, false}, {"abc", 3, false}, {"abcd", 3, true}, {"abc", 10, false}, {strings.Repeat("x", 100000), 99999, true},
	} {
		var buf bytes.Buffer
		_, err := buf.ReadFrom(maxBytesReader(strings.NewReader(tt.body), tt.limit))
		_, tooLarge := err.(*MaxBytesError)
		if tooLarge != tt.fails || (err != nil && !tooLarge) {
			t.Errorf("%d bytes, limit %d: error %v", len(tt.body), tt.limit, err)
		}
		if want := min(int64(len(tt.body)), tt.limit); int64(buf.Len()) != want {
			t.Errorf("%d bytes, limit %d: read %d, want %d", len(tt.body), tt.limit, buf.Len(), want)
		}
	}
}

func TestCanonical(t *testing.T) {
	for in, want := range map[string]string{"content-type": "Content-Type", "ACCEPT": "Accept", "x-eqx-runtime": "X-Eqx-Runtime", "": ""} {
		if got := canonical(in); got != want {
			t.Errorf("canonical(%q) = %q, want %q", in, got, want)
		}
	}
}
