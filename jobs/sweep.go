package jobs

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"

	"eqx/equations"
)

// SweepRequest is a sweep: one equation evaluated at many values of one
// number input, the others fixed (the body of POST /api/v1/sweep, and a
// job of the browser's Web Worker). Sweep holds one input name and either
// the list of its values or a range {"from", "to", "count"} of evenly
// spaced values (both ends included), which costs a few bytes instead of
// megabytes for a curve of 10^6 points.
type SweepRequest struct {
	ID    string                     `json:"id"`
	Fixed map[string]json.RawMessage `json:"fixed"`
	Sweep map[string]json.RawMessage `json:"sweep"`
}

// sweepRange is the range form of a sweep's values.
type sweepRange struct {
	From  *float64 `json:"from"`
	To    *float64 `json:"to"`
	Count *int     `json:"count"`
}

// SweepResponse answers a sweep: the output at each value, in Values when
// every one is a number, else in Outputs as JSON with null where the
// equation is undefined; Undefined counts those points and Errors gives
// the first few reasons.
type SweepResponse struct {
	ID      string          `json:"id"`
	Input   string          `json:"input,omitempty"`
	Outputs json.RawMessage `json:"-"`
	Values  []float64       `json:"-"`
	// Count is the length of Values in a frame's first line.
	Count     int          `json:"values,omitempty"`
	Undefined int          `json:"undefined,omitempty"`
	Errors    []PointError `json:"errors,omitempty"`
	Error     string       `json:"error,omitempty"`
}

// PointError is why the equation is undefined at the value of index Index.
type PointError struct {
	Index int    `json:"index"`
	Error string `json:"error"`
}

// maxPointErrors bounds the reasons listed: a curve through a pole can be
// undefined at half its points, and one reason or a few say why.
const maxPointErrors = 10

const sweepShape = `{"id": ..., "fixed": {...}, "sweep": {"name": [values] or {"from": a, "to": b, "count": n}}}`

// Sweep decodes, checks and evaluates the sweep in body, of at most
// maxValues values, until ctx is done. The Failure classifies an error:
// TooLarge for too many values, Stopped when ctx ended it (the error then
// says after how many points), else as the codec does.
func Sweep(ctx context.Context, reg *equations.Registry, body []byte, maxValues int) (SweepResponse, equations.Failure) {
	var req SweepRequest
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields() // "inputs" for "fixed" must not pass unnoticed
	if err := dec.Decode(&req); err != nil {
		return SweepResponse{Error: "request is not a sweep object " + sweepShape + ": " + err.Error()}, equations.NotJSON
	}
	if rest := bytes.TrimLeft(body[dec.InputOffset():], " \t\r\n"); len(rest) > 0 {
		return SweepResponse{ID: req.ID, Error: "request has data after the sweep object; send one object"}, equations.BadInput
	}
	resp := SweepResponse{ID: req.ID}
	bad := func(f equations.Failure, format string, args ...any) (SweepResponse, equations.Failure) {
		resp.Error = fmt.Sprintf(format, args...)
		return resp, f
	}
	if req.ID == "" {
		return bad(equations.BadInput, `missing "id": name the equation, e.g. {"id": "sigmoid", "sweep": {"z": [-1, 0, 1]}}`)
	}
	spec, ok := reg.Lookup(req.ID)
	if !ok {
		return bad(equations.UnknownID, "unknown equation id %q (eqx list shows the ids)", req.ID)
	}
	if !spec.Computable() {
		return bad(equations.BadInput, "%s is a concept page: it has no numeric evaluation", spec.ID)
	}
	if len(req.Sweep) != 1 {
		return bad(equations.BadInput, `%s: "sweep" must name exactly one input, e.g. {"%s": [values]}; it names %d`, spec.ID, firstNumberParam(spec), len(req.Sweep))
	}
	var name string
	var raw json.RawMessage
	for name, raw = range req.Sweep {
	}
	resp.Input = name
	p := spec.Param(name)
	if p == nil {
		return bad(equations.BadInput, "%s: swept input %q is not an input of %s", spec.ID, name, spec.ID)
	}
	if p.Kind != equations.Real && p.Kind != equations.Integer && p.Kind != equations.Numbers {
		return bad(equations.BadInput, "%s: input %q is a %s; a sweep varies one number input (real, integer or numbers)", spec.ID, name, p.Kind)
	}
	if _, dup := req.Fixed[name]; dup {
		return bad(equations.BadInput, "%s: input %q is both fixed and swept; give it in one place", spec.ID, name)
	}
	vals, f, err := sweepValues(spec, p, raw, maxValues)
	if err != nil {
		return bad(f, "%v", err)
	}
	// The fixed inputs are decoded and checked once, with the first value
	// in place of the swept one.
	first, err := equations.MarshalValue(vals[0])
	if err != nil {
		return bad(equations.Internal, "%s: encoding the value %v: %v", spec.ID, vals[0], err)
	}
	rawIn := make(map[string]json.RawMessage, len(req.Fixed)+1)
	for k, v := range req.Fixed {
		rawIn[k] = v
	}
	rawIn[name] = first
	in, err := spec.Decode(rawIn)
	if err != nil {
		return bad(equations.BadInput, "%s: %v", spec.ID, err)
	}
	decode := func() (equations.Inputs, error) { return spec.Decode(rawIn) }
	values, outputs, undefined, errs, err := evalSweep(ctx, spec, p, in, decode, vals)
	if err != nil {
		var ie *equations.InternalError
		if errors.As(err, &ie) {
			return bad(equations.Internal, "%v", err)
		}
		return bad(equations.Stopped, "%v", err)
	}
	resp.Values, resp.Outputs, resp.Undefined, resp.Errors = values, outputs, undefined, errs
	return resp, equations.OK
}

// firstNumberParam names a number input of spec for an example.
func firstNumberParam(spec *equations.Spec) string {
	for _, p := range spec.Params {
		if p.Kind == equations.Real || p.Kind == equations.Numbers {
			return p.Name
		}
	}
	return "x"
}

// sweepValues decodes the swept values of p, as a list or a range, and
// checks each against p's domain with the codec's own messages.
func sweepValues(spec *equations.Spec, p *equations.Param, raw json.RawMessage, maxValues int) ([]float64, equations.Failure, error) {
	// A probe spec of one list parameter with p's domain: its Decode reads
	// the values as the codec reads any list ("Infinity" strings, no
	// nulls) and its Validate names a value outside the domain.
	probe := &equations.Spec{ID: spec.ID, Params: []equations.Param{{Name: p.Name, Kind: equations.Vector, Domain: p.Domain, MinLen: 1}}}
	var vals []float64
	if t := bytes.TrimSpace(raw); len(t) > 0 && t[0] == '{' {
		v, f, err := rangeValues(spec, p, t, maxValues)
		if err != nil {
			return nil, f, err
		}
		if err := probe.Validate(equations.Inputs{p.Name: v}); err != nil {
			return nil, equations.BadInput, fmt.Errorf("%s: swept %v", spec.ID, err)
		}
		vals = v
	} else if v, ok := parseNumberList(raw); ok && len(v) > 0 {
		if err := probe.Validate(equations.Inputs{p.Name: v}); err != nil {
			return nil, equations.BadInput, fmt.Errorf("%s: swept %v", spec.ID, err)
		}
		vals = v
	} else {
		// The codec's own decoding: "Infinity" strings, and the messages.
		in, err := probe.Decode(map[string]json.RawMessage{p.Name: raw})
		if err != nil {
			return nil, equations.BadInput, fmt.Errorf("%s: swept %v; want a list of numbers or {\"from\", \"to\", \"count\"}", spec.ID, err)
		}
		vals = in.Vector(p.Name)
	}
	if len(vals) > maxValues {
		return nil, equations.TooLarge, fmt.Errorf("%s: swept input %q has %d values; the limit is %d per request", spec.ID, p.Name, len(vals), maxValues)
	}
	if p.Kind == equations.Integer {
		for i, v := range vals {
			if v != math.Trunc(v) || math.Abs(v) > 1<<53 {
				return nil, equations.BadInput, fmt.Errorf("%s: swept input %q: entry %d = %s is not a whole number (at most 2^53)", spec.ID, p.Name, i+1, equations.FormatNumber(v))
			}
		}
	}
	return vals, equations.OK, nil
}

// rangeValues expands {"from": a, "to": b, "count": n} into n evenly
// spaced values from a to b, both included (a alone when n is 1).
func rangeValues(spec *equations.Spec, p *equations.Param, raw []byte, maxValues int) ([]float64, equations.Failure, error) {
	var rg sweepRange
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rg); err != nil {
		return nil, equations.BadInput, fmt.Errorf(`%s: swept input %q: not a range {"from": a, "to": b, "count": n}: %v`, spec.ID, p.Name, err)
	}
	if rg.From == nil || rg.To == nil || rg.Count == nil {
		return nil, equations.BadInput, fmt.Errorf(`%s: swept input %q: a range needs "from", "to" and "count"`, spec.ID, p.Name)
	}
	n := *rg.Count
	if n < 1 {
		return nil, equations.BadInput, fmt.Errorf(`%s: swept input %q: "count" is %d; it must be at least 1`, spec.ID, p.Name, n)
	}
	if n > maxValues {
		return nil, equations.TooLarge, fmt.Errorf(`%s: swept input %q: "count" is %d; the limit is %d per request`, spec.ID, p.Name, n, maxValues)
	}
	from, to := *rg.From, *rg.To
	vals := make([]float64, n)
	if n == 1 {
		vals[0] = from
		return vals, equations.OK, nil
	}
	step := (to - from) / float64(n-1)
	for i := range vals {
		vals[i] = from + float64(i)*step
	}
	vals[n-1] = to // exact, whatever the rounding of the steps
	return vals, equations.OK, nil
}

// sweepCheckEvery is how many points are evaluated between two looks at
// the request's context: rare enough to cost nothing next to a sigmoid,
// often enough that a kernel of milliseconds stops soon after the limit.
const sweepCheckEvery = 64

// evalSweep evaluates spec at each value of p, the other inputs as in in
// (which it changes). A Numbers input is first tried in one call with the
// whole list, the equation's own vectorised path, when the other Numbers
// inputs are single numbers (else the list would pair with them entry by
// entry instead of sweeping). A long sweep is then tried on every core
// (evalParallel), each goroutine with inputs of its own from decode. The
// outputs are numbers, or JSON when one is not. The error is an
// *equations.InternalError or the end of ctx.
func evalSweep(ctx context.Context, spec *equations.Spec, p *equations.Param, in equations.Inputs, decode func() (equations.Inputs, error), vals []float64) ([]float64, json.RawMessage, int, []PointError, error) {
	if p.Kind == equations.Numbers && otherNumbersScalar(spec, p.Name, in) {
		in[p.Name] = vals
		// The list form may have constraints of its own (a least length).
		if spec.Validate(in) == nil {
			out, err := spec.Evaluate(in)
			if list, ok := out.([]float64); ok && err == nil && len(list) == len(vals) {
				return list, nil, 0, nil, nil
			}
		}
		// Undefined somewhere (or not entry-wise): point by point says where.
	}
	// Point by point: on every core while every output is a number.
	if out, ok, err := evalParallel(ctx, spec, p, decode, vals); err != nil {
		return nil, nil, 0, nil, err
	} else if ok {
		return out, nil, 0, nil, nil
	}
	fast := make([]float64, 0, len(vals)) // while every output is a number
	var slow []any                        // once one is not (null, a list, a map)
	undefined := 0
	var errs []PointError
	for i, v := range vals {
		if i%sweepCheckEvery == 0 && ctx.Err() != nil {
			return nil, nil, 0, nil, fmt.Errorf("after %d of %d points", i, len(vals))
		}
		if p.Kind == equations.Integer {
			in[p.Name] = int(v)
		} else {
			in[p.Name] = v
		}
		out, err := spec.Evaluate(in)
		if err != nil {
			var ie *equations.InternalError
			if errors.As(err, &ie) {
				return nil, nil, 0, nil, fmt.Errorf("at %s = %s: %w", p.Name, equations.FormatNumber(v), err)
			}
			undefined++
			if len(errs) < maxPointErrors {
				errs = append(errs, PointError{Index: i, Error: err.Error()})
			}
			out = nil
		}
		if slow == nil {
			if x, ok := number(out); ok && err == nil {
				fast = append(fast, x)
				continue
			}
			slow = make([]any, len(fast), len(vals))
			for j, x := range fast {
				slow[j] = x
			}
		}
		slow = append(slow, out)
	}
	if slow == nil {
		return fast, nil, 0, nil, nil
	}
	b, err := equations.MarshalValue(slow)
	if err != nil {
		return nil, nil, 0, nil, &equations.InternalError{ID: spec.ID, Value: "encoding the outputs: " + err.Error()}
	}
	return nil, b, undefined, errs, nil
}

// number returns a numeric output as a float64.
func number(out any) (float64, bool) {
	switch x := out.(type) {
	case float64:
		return x, true
	case int:
		return float64(x), true
	}
	return 0, false
}

// otherNumbersScalar reports whether every Numbers input of spec but name
// holds a single number in in.
func otherNumbersScalar(spec *equations.Spec, name string, in equations.Inputs) bool {
	for _, q := range spec.Params {
		if q.Kind != equations.Numbers || q.Name == name {
			continue
		}
		if _, scalar := in.Numbers(q.Name); !scalar && in.Has(q.Name) {
			return false
		}
	}
	return true
}

// AppendJSON appends r as one line of JSON to dst, its outputs last as
// "outputs": a list of numbers (NaN and ±Inf as the codec writes them)
// or the JSON of Outputs.
func (r SweepResponse) AppendJSON(dst []byte) ([]byte, error) {
	out := r.Outputs
	if r.Values != nil {
		out = appendNumbers(nil, r.Values)
	}
	r.Values, r.Count = nil, 0
	return AppendWith(dst, r, "outputs", out)
}

// AppendFrame appends r as a frame (see Response.AppendFrame): Values as
// raw float64s after the first line; Outputs that are not all numbers
// stay JSON in it.
func (r SweepResponse) AppendFrame(dst []byte) ([]byte, error) {
	values := r.Values
	r.Values = nil
	if values != nil {
		r.Count = len(values)
	}
	head, err := AppendWith(nil, r, "outputs", r.Outputs)
	if err != nil {
		return dst, err
	}
	return appendFrame(dst, head, values), nil
}
