// Package server is the HTTP API of eqx: evaluation of one request, the
// catalogue, and a health check. It holds only net/http handlers (no
// listener, no processes) so that the same code runs under the native
// `eqx serve` and compiled to WebAssembly on a serverless platform.
//
// Routes:
//
//	POST /api/v1/eval        {"id": ..., "inputs": {...}} → {"id": ..., "output": ...}
//	GET  /api/v1/equations   the catalogue, one JSON object per line
//	GET  /healthz            "ok"
//
// Every response under /api/ is JSON (errors are {"error": "..."}) and
// carries CORS headers, so that any page may call the API; nothing else
// does.
package server

import (
	"fmt"
	"net/http"
	"runtime/debug"
	"strings"

	"eqx/equations"
)

// DefaultMaxBodyBytes bounds the body of an evaluation request. It admits
// vectors of about half a million entries, far beyond what a page sends,
// while keeping one request from exhausting the memory of a small host.
const DefaultMaxBodyBytes = 8 << 20

// Options tunes the handler. The zero value gives the defaults.
type Options struct {
	// MaxBodyBytes is the largest request body accepted; a larger one gets
	// 413. Zero or less means DefaultMaxBodyBytes.
	MaxBodyBytes int64
	// Logf, if set, receives internal errors (recovered panics with their
	// stack), which a client is not shown in full. The handler never
	// logs on its own: where logs go is the host's decision.
	Logf func(format string, args ...any)
}

// New returns the API handler for reg with the default options.
func New(reg *equations.Registry) http.Handler {
	return NewWithOptions(reg, Options{})
}

// NewWithOptions returns the API handler for reg.
func NewWithOptions(reg *equations.Registry, opts Options) http.Handler {
	if opts.MaxBodyBytes <= 0 {
		opts.MaxBodyBytes = DefaultMaxBodyBytes
	}
	a := &api{reg: reg, opts: opts}
	mux := http.NewServeMux()
	// Methods are checked by the handlers rather than by the mux patterns
	// so that a wrong method gets a JSON error, not the mux's plain text.
	mux.HandleFunc("/api/v1/eval", a.eval)
	mux.HandleFunc("/api/v1/equations", a.equations)
	mux.HandleFunc("/api/", a.notFound)
	mux.HandleFunc("/api", a.notFound)
	mux.HandleFunc("/healthz", a.healthz)
	return a.recoverPanics(cors(mux))
}

type api struct {
	reg  *equations.Registry
	opts Options
}

func (a *api) logf(format string, args ...any) {
	if a.opts.Logf != nil {
		a.opts.Logf(format, args...)
	}
}

func (a *api) notFound(w http.ResponseWriter, r *http.Request) {
	writeError(w, http.StatusNotFound, fmt.Sprintf("no API endpoint %s; the endpoints are POST /api/v1/eval and GET /api/v1/equations", r.URL.Path))
}

func (a *api) healthz(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodGet {
		w.Write([]byte("ok"))
	}
}

// allowMethods answers 405 unless r uses one of methods; it reports whether
// the request may proceed.
func allowMethods(w http.ResponseWriter, r *http.Request, methods ...string) bool {
	for _, m := range methods {
		if r.Method == m {
			return true
		}
	}
	allow := strings.Join(append(methods, http.MethodOptions), ", ")
	w.Header().Set("Allow", allow)
	writeError(w, http.StatusMethodNotAllowed, fmt.Sprintf("method %s is not allowed on %s; use %s", r.Method, r.URL.Path, strings.Join(methods, " or ")))
	return false
}

// isAPI reports whether path is under /api/, the part of the site that
// other origins may call.
func isAPI(path string) bool { return path == "/api" || strings.HasPrefix(path, "/api/") }

// cors lets pages of any origin call the API: the API is public, read-only
// in effect and uses no cookies, so a wildcard origin exposes nothing.
// Preflight requests are answered here, before the method checks.
func cors(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !isAPI(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		h.Set("Access-Control-Allow-Origin", "*")
		if r.Method == http.MethodOptions {
			h.Set("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
			h.Set("Access-Control-Allow-Headers", "Content-Type")
			h.Set("Access-Control-Max-Age", "86400")
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// recoverPanics turns a panic in a handler into a 500 JSON error, so that
// one bad request never takes the server down (net/http would only drop the
// connection, and a Workers isolate would die).
func (a *api) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tw := &trackingWriter{ResponseWriter: w}
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler {
				panic(v) // the handler asked net/http to abort the response
			}
			a.logf("eqx server: panic serving %s %s: %v\n%s", r.Method, r.URL.Path, v, debug.Stack())
			if tw.wroteHeader {
				return // too late for a status; the client sees a cut response
			}
			writeError(w, http.StatusInternalServerError, fmt.Sprintf("internal error (a bug in eqx, please report it): %v", v))
		}()
		next.ServeHTTP(tw, r)
	})
}

// trackingWriter records whether the response has started, so that a
// recovered panic knows whether it can still send an error status.
type trackingWriter struct {
	http.ResponseWriter
	wroteHeader bool
}

func (w *trackingWriter) WriteHeader(code int) {
	w.wroteHeader = true
	w.ResponseWriter.WriteHeader(code)
}

func (w *trackingWriter) Write(b []byte) (int, error) {
	w.wroteHeader = true
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *trackingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
