// Package server serves the eqx API (package internal/api: the routes, the
// limits, the JSON) with net/http, for `eqx serve`: a request's body is
// read under a deadline, a batch answers while its body still arrives,
// and its lines are flushed to the client as they are answered. The
// Cloudflare Worker (cmd/worker) serves the same handler without net/http.
package server

import (
	"errors"
	"net/http"

	"eqx/equations"
	"eqx/internal/api"
)

// Options tunes the handler (api.Options). The zero value gives the
// defaults.
type Options = api.Options

// The default limits (api.Options).
const (
	DefaultMaxBodyBytes  = api.DefaultMaxBodyBytes
	DefaultMaxElements   = api.DefaultMaxElements
	DefaultMaxBatchLines = api.DefaultMaxBatchLines
	DefaultTimeout       = api.DefaultTimeout
)

// New returns the API handler for reg with the default options.
func New(reg *equations.Registry) http.Handler {
	return NewWithOptions(reg, Options{})
}

// NewWithOptions returns the API handler for reg.
func NewWithOptions(reg *equations.Registry, opts Options) http.Handler {
	h := api.New(reg, opts)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		h.Serve(writer{w, rc}, &api.Request{
			Method:           r.Method,
			URL:              r.URL,
			Header:           api.Header(r.Header),
			Body:             r.Body,
			ContentLength:    r.ContentLength,
			Ctx:              r.Context(),
			SetReadDeadline:  rc.SetReadDeadline,
			EnableFullDuplex: rc.EnableFullDuplex,
		})
	})
}

// writer is net/http's ResponseWriter as an api.ResponseWriter.
type writer struct {
	http.ResponseWriter
	rc *http.ResponseController
}

func (w writer) Header() api.Header { return api.Header(w.ResponseWriter.Header()) }

// Flush sends what was written so far, where the connection can.
func (w writer) Flush() error {
	if err := w.rc.Flush(); err != nil && !errors.Is(err, http.ErrNotSupported) {
		return err
	}
	return nil
}
