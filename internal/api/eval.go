package api

import (
	"context"

	"eqx/equations"
)

// eval answers POST /api/v1/eval: one request object in, one response
// object out, with the status chosen by the codec's Failure class.
func (a *api) eval(w ResponseWriter, r *Request) {
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
func (a *api) postBody(w ResponseWriter, r *Request) (ctx context.Context, cancel context.CancelFunc, body []byte, ok bool) {
	if !allowMethods(w, r, MethodPost) {
		return r.Context(), func() {}, nil, false
	}
	ctx, cancel = a.deadline(r)
	body, aerr := a.readBody(ctx, r)
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
		return StatusOK
	case equations.NotJSON, equations.BadInput:
		return StatusBadRequest
	case equations.UnknownID:
		return StatusNotFound
	case equations.TooLarge:
		return StatusRequestEntityTooLarge
	case equations.Stopped:
		return StatusServiceUnavailable
	}
	return StatusInternalServerError
}
