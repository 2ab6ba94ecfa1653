package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestRecoverPanics(t *testing.T) {
	var logged int
	a := &api{opts: Options{Logf: func(string, ...any) { logged++ }}}
	calls := 0
	h := a.recoverPanics(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if r.URL.Path == "/panic" {
			panic("handler bug")
		}
		w.Write([]byte("fine"))
	}))
	srv := httptest.NewServer(h)
	defer srv.Close()

	resp, err := http.Get(srv.URL + "/panic")
	if err != nil {
		t.Fatal(err)
	}
	var body errorBody
	err = json.NewDecoder(resp.Body).Decode(&body)
	resp.Body.Close()
	if err != nil {
		t.Fatalf("the 500 is not JSON: %v", err)
	}
	if resp.StatusCode != http.StatusInternalServerError || !strings.Contains(body.Error, "handler bug") {
		t.Errorf("panic: %d %q, want 500 naming the panic", resp.StatusCode, body.Error)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type = %q", ct)
	}
	if logged != 1 {
		t.Errorf("logged %d times, want 1", logged)
	}

	// The server keeps serving.
	resp, err = http.Get(srv.URL + "/after")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || calls != 2 {
		t.Errorf("after the panic: status %d, calls %d", resp.StatusCode, calls)
	}
}
