package server

import (
	"errors"
	"fmt"
	"io"
	"net/http"

	"eqx/equations"
)

// eval answers POST /api/v1/eval: one request object in, one response
// object out, with the status chosen by the codec's Failure class.
func (a *api) eval(w http.ResponseWriter, r *http.Request) {
	if !allowMethods(w, r, http.MethodPost) {
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, a.opts.MaxBodyBytes))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("request body is larger than %d bytes", tooLarge.Limit))
			return
		}
		writeError(w, http.StatusBadRequest, fmt.Sprintf("reading the request body: %v", err))
		return
	}
	resp, failure := a.reg.Do(body)
	if failure == equations.Internal {
		a.logf("eqx server: %s", resp.Error)
	}
	writeJSON(w, statusOf(failure), resp)
}

// statusOf maps the codec's classification of a failure to an HTTP status.
func statusOf(f equations.Failure) int {
	switch f {
	case equations.OK:
		return http.StatusOK
	case equations.NotJSON, equations.BadInput:
		return http.StatusBadRequest
	case equations.UnknownID:
		return http.StatusNotFound
	}
	return http.StatusInternalServerError
}
