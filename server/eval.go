package server

import (
	"net/http"

	"eqx/equations"
)

// eval answers POST /api/v1/eval: one request object in, one response
// object out, with the status chosen by the codec's Failure class.
func (a *api) eval(w http.ResponseWriter, r *http.Request) {
	if !allowMethods(w, r, http.MethodPost) {
		return
	}
	ctx, cancel := a.deadline(w, r)
	defer cancel()
	body, aerr := a.readBody(ctx, w, r)
	if aerr == nil {
		aerr = a.checkElements(body)
	}
	if aerr != nil {
		writeError(w, aerr.status, aerr.msg)
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
