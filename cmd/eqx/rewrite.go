//go:build !(js && wasm)

package main

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
)

// rewritePages serves next's HTML pages changed by edit: an HTML
// response is read whole, edited, and sent with its new length; any
// other response passes as it is. The typeset formulas (typeset.go) and
// the link previews (preview.go) are put in this way.
func rewritePages(next http.Handler, edit func(r *http.Request, page []byte) []byte) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := httptest.NewRecorder()
		next.ServeHTTP(rec, r)
		res := rec.Result()
		body := rec.Body.Bytes()
		if strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") && res.Header.Get("Content-Encoding") == "" {
			body = edit(r, body)
			res.Header.Set("Content-Length", strconv.Itoa(len(body)))
		}
		for k, v := range res.Header {
			w.Header()[k] = v
		}
		w.WriteHeader(res.StatusCode)
		w.Write(body)
	})
}
