package server

import (
	"context"
	"net/http"

	"eqx/equations"
)

// eval answers POST /api/v1/eval: one request object in, one response
// object out, with the status chosen by the codec's Failure class.
func (a *api) eval(w http.ResponseWriter, r *http.Request) {
	_, cancel, body, ok := a.postBody(w, r)
	defer cancel()
	if !ok {
		return
	}
	resp, failure := a.reg.Do(body)
	if failure == equations.Internal {
		a.logf("eqx server: %s", resp.Error)
	}
	b, err := appendResponse(nil, resp)
	if err != nil {
		writeEncodingError(w, err)
		return
	}
	writeBody(w, statusOf(failure), b)
}

// postBody begins a handler of a POST request holding one JSON value: it
// answers 405 to another method, starts the request's time limit (the
// caller must call cancel, also when ok is false), and reads the body
// within the size, time and element-count limits, answering the error of
// the first it breaks. ok reports that the body was read and no answer has
// been written.
func (a *api) postBody(w http.ResponseWriter, r *http.Request) (ctx context.Context, cancel context.CancelFunc, body []byte, ok bool) {
	if !allowMethods(w, r, http.MethodPost) {
		return r.Context(), func() {}, nil, false
	}
	ctx, cancel = a.deadline(w, r)
	body, aerr := a.readBody(ctx, w, r)
	if aerr == nil {
		aerr = a.checkElements(body)
	}
	if aerr != nil {
		writeError(w, aerr.status, aerr.msg)
		return ctx, cancel, nil, false
	}
	return ctx, cancel, body, true
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
	case equations.TooLarge:
		return http.StatusRequestEntityTooLarge
	case equations.Stopped:
		return http.StatusServiceUnavailable
	}
	return http.StatusInternalServerError
}
