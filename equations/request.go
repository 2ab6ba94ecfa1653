package equations

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Request is one evaluation asked for by the CLI or the API:
// {"id": "softmax", "inputs": {"z": [1, 2, 3]}}.
type Request struct {
	ID     string                     `json:"id"`
	Inputs map[string]json.RawMessage `json:"inputs"`
}

// Response answers one Request with either an output or an error.
type Response struct {
	ID     string          `json:"id"`
	Output json.RawMessage `json:"output,omitempty"`
	Error  string          `json:"error,omitempty"`
}

// Failure classifies why a request failed, so that the API can choose its
// status code and the CLI its exit status.
type Failure int

const (
	// OK: the request was evaluated.
	OK Failure = iota
	// NotJSON: the request is not a JSON object.
	NotJSON
	// UnknownID: no equation has the requested id.
	UnknownID
	// BadInput: an input is missing, unknown, of the wrong type or outside
	// its domain, or the equation is undefined there.
	BadInput
	// Internal: a bug in eqx (a recovered panic, an unencodable output).
	Internal
	// TooLarge: the request exceeds a limit on its size (a sweep's values).
	TooLarge
	// Stopped: the request's time limit or a cancel stopped the work.
	Stopped
)

// Do decodes and evaluates one JSON request with the registry's specs.
func (r *Registry) Do(body []byte) (Response, Failure) {
	var req Request
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&req); err != nil {
		return Response{Error: "request is not a JSON object {\"id\": ..., \"inputs\": {...}}: " + err.Error()}, NotJSON
	}
	// dec.More alone misses a stray ']' or '}' after the object.
	if rest := bytes.TrimLeft(body[dec.InputOffset():], " \t\r\n"); len(rest) > 0 {
		return Response{ID: req.ID, Error: "request has more than one JSON value or data after the object; send one object per line"}, NotJSON
	}
	return r.Eval(req)
}

// Eval evaluates a decoded request.
func (r *Registry) Eval(req Request) (Response, Failure) {
	resp := Response{ID: req.ID}
	if req.ID == "" {
		resp.Error = `missing "id": name the equation, e.g. {"id": "sigmoid", "inputs": {"z": 1}}`
		return resp, BadInput
	}
	spec, ok := r.Lookup(req.ID)
	if !ok {
		resp.Error = fmt.Sprintf("unknown equation id %q (eqx list shows the ids)", req.ID)
		return resp, UnknownID
	}
	in, err := spec.Decode(req.Inputs)
	if err != nil {
		resp.Error = fmt.Sprintf("%s: %v", spec.ID, err)
		return resp, BadInput
	}
	out, err := spec.Evaluate(in)
	if err != nil {
		resp.Error = err.Error()
		var ie *InternalError
		if errors.As(err, &ie) {
			return resp, Internal
		}
		return resp, BadInput
	}
	b, err := MarshalValue(out)
	if err != nil {
		resp.Error = fmt.Sprintf("%s: encoding the output: %v", spec.ID, err)
		return resp, Internal
	}
	resp.Output = b
	return resp, OK
}

// Answer evaluates the inputs of the equation id as the CLI and the API
// do and returns the output's JSON, or the request's error: the
// conform.Evaluator of the conformance tests and pages.
func (r *Registry) Answer(id string, inputs map[string]json.RawMessage) (json.RawMessage, error) {
	resp, failure := r.Eval(Request{ID: id, Inputs: inputs})
	if failure != OK {
		return nil, errors.New(resp.Error)
	}
	return resp.Output, nil
}
