//go:build !(js && wasm)

package main

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"

	eqxapp "eqx/app"
)

// appJS answers /app.js with go-app's loader as pages serves it, patched
// by eqxapp.AppJS (the service worker registered once the page is
// interactive), with go-app's own headers (no-cache, its version as the
// ETag). The patched script is made once, on the first request.
func appJS(pages http.Handler) http.HandlerFunc {
	var once sync.Once
	var status int
	var header http.Header
	var body []byte
	return func(w http.ResponseWriter, r *http.Request) {
		once.Do(func() {
			rec := httptest.NewRecorder()
			pages.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/app.js", nil))
			status, header = rec.Code, rec.Header().Clone()
			body = []byte(eqxapp.AppJS(rec.Body.String()))
		})
		h := w.Header()
		for k, v := range header {
			h[k] = v
		}
		h.Set("Content-Length", strconv.Itoa(len(body)))
		if match := r.Header.Get("If-None-Match"); status == http.StatusOK && match != "" && match == h.Get("Etag") {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			w.Write(body)
		}
	}
}
