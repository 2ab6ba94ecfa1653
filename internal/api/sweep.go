package api

import (
	"fmt"

	"eqx/equations"
	"eqx/jobs"
)

// sweep answers POST /api/v1/sweep: jobs.Sweep, whose outputs come back
// as JSON, or as a frame (raw float64s, jobs.FrameType) when the client
// asks for one, as the browser does.
func (a *api) sweep(w ResponseWriter, r *Request) {
	ctx, cancel, body, ok := a.postBody(w, r)
	defer cancel()
	if !ok {
		return
	}
	resp, failure := jobs.Sweep(ctx, a.reg, body, a.opts.MaxElements)
	switch failure {
	case equations.Internal:
		a.logf("eqx server: sweep: %s", resp.Error)
	case equations.Stopped:
		if expired(ctx) {
			resp.Error = fmt.Sprintf("request time limit of %v reached %s", a.opts.Timeout, resp.Error)
		} else {
			resp.Error = "request cancelled " + resp.Error
		}
	}
	var b []byte
	var err error
	if acceptsFrame(r) {
		b, err = resp.AppendFrame(nil)
		w.Header().Set("Content-Type", jobs.FrameType)
	} else {
		b, err = resp.AppendJSON(nil)
		b = append(b, '\n')
		w.Header().Set("Content-Type", "application/json")
	}
	if err != nil {
		writeEncodingError(w, err)
		return
	}
	writeRaw(w, statusOf(failure), b)
}
