//go:build !(js && wasm)

package main

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

func TestGzipped(t *testing.T) {
	big := strings.Repeat("<p>eqx</p>", 500) // 5,000 bytes
	next := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body := big
		switch r.URL.Path {
		case "/wasm":
			w.Header().Set("Content-Type", "application/wasm")
		case "/small":
			body = "<p>eqx</p>"
			w.Header().Set("Content-Type", "text/html")
		case "/encoded":
			w.Header().Set("Content-Type", "text/html")
			w.Header().Set("Content-Encoding", "br")
		case "/missing":
			http.Error(w, big, http.StatusNotFound)
			return
		case "/sniffed":
			// No Content-Type: net/http's sniffing, as for a handler
			// that only writes.
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
		}
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		io.WriteString(w, body)
	})
	h := gzipped(next)
	for _, tc := range []struct {
		path, accept, rng string
		gzip              bool
	}{
		{"/page", "gzip, deflate, br", "", true},
		{"/sniffed", "gzip", "", true},
		{"/page", "", "", false},
		{"/page", "gzip;q=0", "", false},
		{"/page", "gzip", "bytes=0-9", false},
		{"/wasm", "gzip", "", false},
		{"/small", "gzip", "", false},
		{"/encoded", "gzip", "", false},
		{"/missing", "gzip", "", false},
	} {
		req := httptest.NewRequest(http.MethodGet, tc.path, nil)
		if tc.accept != "" {
			req.Header.Set("Accept-Encoding", tc.accept)
		}
		if tc.rng != "" {
			req.Header.Set("Range", tc.rng)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		res := rec.Result()
		if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("%s (%q): no Vary: Accept-Encoding", tc.path, tc.accept)
		}
		gz := res.Header.Get("Content-Encoding") == "gzip"
		if gz != tc.gzip {
			t.Errorf("%s (Accept-Encoding %q, Range %q): gzip %v, want %v", tc.path, tc.accept, tc.rng, gz, tc.gzip)
			continue
		}
		if !gz {
			continue
		}
		if res.Header.Get("Content-Length") != "" {
			t.Errorf("%s: a Content-Length %s on a compressed body", tc.path, res.Header.Get("Content-Length"))
		}
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatalf("%s: %v", tc.path, err)
		}
		b, err := io.ReadAll(zr)
		if err != nil || string(b) != big {
			t.Errorf("%s: the body does not decompress to what was written (%d bytes, %v)", tc.path, len(b), err)
		}
		if rec.Body.Len() >= len(big) {
			t.Errorf("%s: %d compressed bytes for %d", tc.path, rec.Body.Len(), len(big))
		}
	}
}
