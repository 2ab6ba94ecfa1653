//go:build !(js && wasm)

package main

import (
	"compress/gzip"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

// gzipMin is the smallest body worth compressing: below it the gzip header
// and a round of the compressor cost more than the bytes they save.
const gzipMin = 1 << 10

// compressible reports whether a response of this Content-Type is text
// that gzip shrinks (pages, scripts, styles, SVG, JSON); wasm and fonts
// are sent as they are (app.wasm has its own precompressed copies,
// serveWasm; woff2 is compressed already).
func compressible(contentType string) bool {
	t, _, _ := strings.Cut(contentType, ";")
	switch strings.TrimSpace(strings.ToLower(t)) {
	case "text/html", "text/css", "text/javascript", "application/javascript", "application/json",
		"application/manifest+json", "image/svg+xml", "text/plain":
		return true
	}
	return false
}

// gzipped serves next's text responses gzip-compressed to clients that
// accept it. On a slow mobile link the page's scripts and styles are most
// of a first view's bytes (KaTeX's script is 270 kB, 76 kB with gzip).
// Ranges, responses already encoded, other types and small bodies pass
// through unchanged.
func gzipped(next http.Handler) http.Handler {
	pool := &sync.Pool{New: func() any {
		w, _ := gzip.NewWriterLevel(nil, gzip.DefaultCompression)
		return w
	}}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Accept-Encoding")
		if !accepts(r.Header.Get("Accept-Encoding"), "gzip") || r.Header.Get("Range") != "" || r.Method == http.MethodHead {
			next.ServeHTTP(w, r)
			return
		}
		gw := &gzipWriter{ResponseWriter: w, pool: pool}
		defer gw.close()
		next.ServeHTTP(gw, r)
	})
}

// gzipWriter decides at WriteHeader whether to compress: only a 200 of a
// compressible type, not already encoded, and not known to be small.
type gzipWriter struct {
	http.ResponseWriter
	pool    *sync.Pool
	gz      *gzip.Writer
	decided bool
}

func (g *gzipWriter) WriteHeader(status int) {
	if g.decided {
		return
	}
	g.decided = true
	h := g.Header()
	n, err := strconv.Atoi(h.Get("Content-Length"))
	small := err == nil && n < gzipMin
	if status == http.StatusOK && h.Get("Content-Encoding") == "" && compressible(h.Get("Content-Type")) && !small {
		h.Del("Content-Length")
		h.Del("Accept-Ranges")
		h.Set("Content-Encoding", "gzip")
		g.gz = g.pool.Get().(*gzip.Writer)
		g.gz.Reset(g.ResponseWriter)
	}
	g.ResponseWriter.WriteHeader(status)
}

func (g *gzipWriter) Write(b []byte) (int, error) {
	if !g.decided {
		if g.Header().Get("Content-Type") == "" {
			g.Header().Set("Content-Type", http.DetectContentType(b))
		}
		g.WriteHeader(http.StatusOK)
	}
	if g.gz == nil {
		return g.ResponseWriter.Write(b)
	}
	return g.gz.Write(b)
}

// close ends the gzip stream, if there is one, and returns its writer to
// the pool.
func (g *gzipWriter) close() {
	if g.gz == nil {
		return
	}
	g.gz.Close()
	g.gz.Reset(nil)
	g.pool.Put(g.gz)
	g.gz = nil
}
