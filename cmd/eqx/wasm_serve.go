//go:build !(js && wasm)

package main

import (
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// serveWasm serves web/NAME (app.wasm, jobs.wasm) as brotli or gzip when
// the browser accepts it and scripts/precompress.mjs has written NAME.br
// or NAME.gz since NAME was built: 18 MB of wasm is 4 MB as brotli, the
// largest part of a cold load. Otherwise NAME as it is. go-app's loading
// progress counts the bytes after decoding, so it is given NAME's own
// length (appHandler), not the Content-Length of what is sent.
func (s *site) serveWasm(name string) http.HandlerFunc {
	raw := filepath.Join(s.webDir, name)
	return func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Type", "application/wasm")
		h.Add("Vary", "Accept-Encoding")
		rawInfo, err := os.Stat(raw)
		if err != nil {
			http.Error(w, name+" not found: run make build", http.StatusNotFound)
			return
		}
		for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if !accepts(r.Header.Get("Accept-Encoding"), enc.token) {
				continue
			}
			f, err := os.Open(raw + enc.ext)
			if err != nil {
				continue
			}
			defer f.Close()
			info, err := f.Stat()
			if err != nil || info.ModTime().Before(rawInfo.ModTime()) {
				continue // older than the wasm: from a previous build
			}
			h.Set("Content-Encoding", enc.token)
			if r.Header.Get("Range") == "" {
				// ServeContent leaves it out for an encoded body.
				h.Set("Content-Length", strconv.FormatInt(info.Size(), 10))
			}
			http.ServeContent(w, r, name, info.ModTime(), f)
			return
		}
		http.ServeFile(w, r, raw)
	}
}

// accepts reports whether an Accept-Encoding header accepts token (with a
// q-value other than 0).
func accepts(header, token string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), token) {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
