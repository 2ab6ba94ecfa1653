//go:build !(js && wasm)

package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"eqx/equations"
)

func TestAccepts(t *testing.T) {
	tests := []struct {
		header, token string
		want          bool
	}{
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip, deflate, br, zstd", "gzip", true},
		{"gzip;q=1.0, br;q=0", "br", false},
		{"gzip;q=1.0, br; q=0.5", "br", true},
		{"BR", "br", true},
		{"identity", "gzip", false},
		{"", "br", false},
		{"brotli", "br", false},
	}
	for _, tt := range tests {
		if got := accepts(tt.header, tt.token); got != tt.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", tt.header, tt.token, got, tt.want)
		}
	}
}

func TestServeWasmPrecompressed(t *testing.T) {
	root := fakeRoot(t)
	web := filepath.Join(root, "web")
	old := time.Now().Add(-time.Hour)
	write := func(name, body string, mtime time.Time) {
		p := filepath.Join(web, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	write("app.wasm", fakeWasm, old)
	write("app.wasm.br", "BROTLI", time.Now())
	write("app.wasm.gz", "GZIP", time.Now())
	write("jobs.wasm", "\x00asm jobs", time.Now())
	write("jobs.wasm.br", "STALE", old) // older than jobs.wasm: from a previous build
	s, err := loadSite(siteFlags{root: root})
	if err != nil {
		t.Fatal(err)
	}
	h := siteHandler(equations.Catalogue(), s, t.Logf)
	get := func(path, accept string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		if accept != "" {
			req.Header.Set("Accept-Encoding", accept)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	tests := []struct {
		path, accept, body, encoding string
	}{
		{"/web/app.wasm", "gzip, deflate, br", "BROTLI", "br"},
		{"/web/app.wasm", "gzip", "GZIP", "gzip"},
		{"/web/app.wasm", "br;q=0, gzip", "GZIP", "gzip"},
		{"/web/app.wasm", "", fakeWasm, ""},
		{"/web/jobs.wasm", "br", "\x00asm jobs", ""},
	}
	for _, tt := range tests {
		rec := get(tt.path, tt.accept)
		if rec.Code != 200 || rec.Body.String() != tt.body || rec.Header().Get("Content-Encoding") != tt.encoding {
			t.Errorf("GET %s (Accept-Encoding %q): %d, body %q, Content-Encoding %q; want %q, %q",
				tt.path, tt.accept, rec.Code, rec.Body.String(), rec.Header().Get("Content-Encoding"), tt.body, tt.encoding)
		}
		if ct := rec.Header().Get("Content-Type"); ct != "application/wasm" {
			t.Errorf("GET %s: Content-Type %q", tt.path, ct)
		}
		if cl := rec.Header().Get("Content-Length"); cl != strconv.Itoa(len(tt.body)) {
			t.Errorf("GET %s: Content-Length %q, want %d", tt.path, cl, len(tt.body))
		}
		if !strings.Contains(rec.Header().Get("Vary"), "Accept-Encoding") {
			t.Errorf("GET %s: no Vary: Accept-Encoding", tt.path)
		}
	}
	// The loading progress divides by app.wasm's own length.
	if js := get("/app.js", "").Body.String(); !strings.Contains(js, `goappWasmContentLength = "`+strconv.Itoa(len(fakeWasm))+`"`) {
		t.Errorf("app.js does not give the loader app.wasm's length %d", len(fakeWasm))
	}
}
