// Package api is the HTTP API of eqx: evaluation of one request, the
// catalogue, and a health check. It holds only the handler (no listener,
// no processes, and not net/http: http.go) so that the same code runs
// under the native `eqx serve` (package server adapts it to net/http) and
// compiled to WebAssembly in a Cloudflare Worker (cmd/worker).
//
// Routes:
//
//	POST /api/v1/eval        {"id": ..., "inputs": {...}} → {"id": ..., "output": ...}
//	POST /api/v1/batch       JSON lines of eval requests → JSON lines of answers, streamed in order
//	POST /api/v1/sweep       {"id", "fixed": {...}, "sweep": {"z": [...]}} → {"id", "input", "outputs": [...]}
//	POST /api/v1/table       ?id=…&columns=y,s[&inputs={…}], a table as text → {"id", "output", "rows", "skipped", "problems"}
//	GET  /api/v1/equations   the catalogue, one JSON object per line
//	GET  /healthz            "ok"
//
// Every response under /api/ is JSON (errors are {"error": "..."}) and
// carries CORS headers, so that any page may call the API; nothing else
// does. Options bounds the body size, the values per request, the lines
// of a batch and the time of a request; each limit answers a JSON error
// that names it.
package api

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"eqx/equations"
)

// The default limits. They admit the large jobs the API exists for (the
// metrics of 10^6 predictions: two lists of 10^6 numbers, about 22 MB of
// JSON; a sweep of 10^6 points) while keeping one request within the
// memory of a small host or a 128 MB Workers isolate.
const (
	// DefaultMaxBodyBytes bounds the body of any request.
	DefaultMaxBodyBytes = 32 << 20
	// DefaultMaxElements bounds the JSON values of one request (an eval,
	// a line of a batch, a sweep): 2^21, two lists of 10^6 and change.
	DefaultMaxElements = 1 << 21
	// DefaultMaxBatchLines bounds the lines of one batch.
	DefaultMaxBatchLines = 100_000
	// DefaultTimeout bounds the time of one request.
	DefaultTimeout = 30 * time.Second
)

// Options tunes the handler. The zero value gives the defaults.
type Options struct {
	// MaxBodyBytes is the largest request body accepted; a larger one gets
	// 413. Zero or less means DefaultMaxBodyBytes.
	MaxBodyBytes int64
	// MaxElements is the most JSON values (numbers, strings, booleans,
	// nulls; object keys not counted) one request may hold: an eval, one
	// line of a batch, or a sweep with its swept points. A table counts
	// its lines times its columns (a list for one column, its values) plus
	// the JSON values of its other inputs. More gets 413 (an error line in
	// a batch). Zero or less means DefaultMaxElements.
	MaxElements int
	// MaxBatchLines is the most lines a batch may have; the batch stops
	// with an error line after that many answers. Zero or less means
	// DefaultMaxBatchLines.
	MaxBatchLines int
	// Timeout bounds the time of a request: reading its body, and the work
	// between lines of a batch and between points of a sweep (a single
	// evaluation is not interrupted). Past it the answer is 503, or a
	// final error line in a batch that has started answering. Zero or
	// less means DefaultTimeout. On Workers the platform's own CPU limit
	// applies as well, and time advances only across I/O there.
	Timeout time.Duration
	// Logf, if set, receives internal errors (recovered panics with their
	// stack), which a client is not shown in full. The handler never
	// logs on its own: where logs go is the host's decision.
	Logf func(format string, args ...any)
}

// A Handler answers the API's requests. Its zero value is unusable: New
// makes one.
type Handler struct{ a *api }

// New returns the API handler for reg. Zero options mean the defaults.
func New(reg *equations.Registry, opts Options) *Handler {
	if opts.MaxBodyBytes <= 0 {
		opts.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if opts.MaxElements <= 0 {
		opts.MaxElements = DefaultMaxElements
	}
	if opts.MaxBatchLines <= 0 {
		opts.MaxBatchLines = DefaultMaxBatchLines
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	return &Handler{&api{reg: reg, opts: opts}}
}

// Serve answers r on w. A panic in a handler becomes a 500 JSON error, so
// that one bad request never takes the server down (a native server would
// only drop the connection, and a Workers isolate would die).
func (h *Handler) Serve(w ResponseWriter, r *Request) { h.a.serve(w, r, h.a.route(r.URL.Path)) }

// serve answers r with next, behind the CORS headers and the recovery of
// panics.
func (a *api) serve(w ResponseWriter, r *Request, next func(ResponseWriter, *Request)) {
	tw := &trackingWriter{ResponseWriter: w}
	defer func() {
		v := recover()
		if v == nil {
			return
		}
		a.logf("eqx server: panic serving %s %s: %v\n%s", r.Method, r.URL.Path, v, debug.Stack())
		if tw.wroteHeader {
			return // too late for a status; the client sees a cut response
		}
		writeError(w, StatusInternalServerError, fmt.Sprintf("internal error (a bug in eqx, please report it): %v", v))
	}()
	if isAPI(r.URL.Path) && cors(tw, r) {
		return
	}
	next(tw, r)
}

// route is the handler of path. Methods are checked by the handlers
// rather than here so that a wrong method gets a JSON error.
func (a *api) route(path string) func(ResponseWriter, *Request) {
	switch path {
	case "/api/v1/eval":
		return a.eval
	case "/api/v1/batch":
		return a.batch
	case "/api/v1/sweep":
		return a.sweep
	case "/api/v1/table":
		return a.table
	case "/api/v1/equations":
		return a.equations
	case "/healthz":
		return a.healthz
	}
	if isAPI(path) {
		return a.notFound
	}
	return func(w ResponseWriter, r *Request) { plainError(w, StatusNotFound, "404 page not found") }
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

func (a *api) notFound(w ResponseWriter, r *Request) {
	writeError(w, StatusNotFound, fmt.Sprintf("no API endpoint %s; the endpoints are POST /api/v1/eval, POST /api/v1/batch, POST /api/v1/sweep, POST /api/v1/table and GET /api/v1/equations", r.URL.Path))
}

func (a *api) healthz(w ResponseWriter, r *Request) {
	if r.Method != MethodGet && r.Method != MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		plainError(w, StatusMethodNotAllowed, "method not allowed")
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	// What the server runs on: the browser sends large jobs only to a
	// native server, which computes them faster than its own Web Worker;
	// a Worker (js/wasm under workerd) computes them slower
	// (playwright/jobs.bench.mjs).
	w.Header().Set("X-Eqx-Runtime", runtime.GOOS+"/"+runtime.GOARCH)
	w.WriteHeader(StatusOK)
	if r.Method == MethodGet {
		w.Write([]byte("ok"))
	}
}

// allowMethods answers 405 unless r uses one of methods; it reports whether
// the request may proceed.
func allowMethods(w ResponseWriter, r *Request, methods ...string) bool {
	for _, m := range methods {
		if r.Method == m {
			return true
		}
	}
	allow := strings.Join(append(methods, MethodOptions), ", ")
	w.Header().Set("Allow", allow)
	writeError(w, StatusMethodNotAllowed, fmt.Sprintf("method %s is not allowed on %s; use %s", r.Method, r.URL.Path, strings.Join(methods, " or ")))
	return false
}

// isAPI reports whether path is under /api/, the part of the site that
// other origins may call.
func isAPI(path string) bool { return path == "/api" || strings.HasPrefix(path, "/api/") }

// cors lets pages of any origin call the API: the API is public, read-only
// in effect and uses no cookies, so a wildcard origin exposes nothing. It
// answers a preflight request itself, before the method checks, and
// reports whether it did.
func cors(w ResponseWriter, r *Request) (answered bool) {
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", "*")
	if r.Method != MethodOptions {
		return false
	}
	h.Set("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
	h.Set("Access-Control-Allow-Headers", "Content-Type")
	h.Set("Access-Control-Max-Age", "86400")
	w.WriteHeader(StatusNoContent)
	return true
}

// plainError answers status with msg as plain text, as net/http's Error
// does: for what is not the API (a wrong method of /healthz, a path
// outside /api/).
func plainError(w ResponseWriter, status int, msg string) {
	h := w.Header()
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	w.Write([]byte(msg + "\n"))
}

// trackingWriter records whether the response has started, so that a
// recovered panic knows whether it can still send an error status.
type trackingWriter struct {
	ResponseWriter
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
