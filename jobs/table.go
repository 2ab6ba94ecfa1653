// Package jobs runs the large-data jobs of eqx: an equation evaluated over
// columns read from a pasted or uploaded table (10^5–10^6 rows of labels
// and scores, x and y). The browser runs it in a Web Worker (cmd/jobs,
// compiled to WebAssembly) and the server behind POST /api/v1/table; both
// call Table, so the two paths give the same answer to the bit.
package jobs

import (
	"encoding/json"
	"errors"
	"fmt"

	"eqx/equations"
	"eqx/internal/tabular"
)

// Request is a table job: the equation, which of its vector inputs the
// table's columns hold (in order), and its other inputs as JSON.
type Request struct {
	ID      string                     `json:"id"`
	Columns []string                   `json:"columns"`
	Inputs  map[string]json.RawMessage `json:"inputs,omitempty"`
}

// Response is the answer to a table job: the output with how the text was
// read (rows used, rows skipped with the first problems, the format), or
// an error. Rows and the reading are reported with an error too when the
// text was read.
type Response struct {
	ID     string          `json:"id"`
	Output json.RawMessage `json:"output,omitempty"`
	// Values is a list output (softmax of each row), kept as numbers
	// until it is written: as JSON (AppendJSON) or raw (AppendFrame).
	Values []float64 `json:"-"`
	// Count is the length of Values in a frame's first line.
	Count    int      `json:"values,omitempty"`
	Error    string   `json:"error,omitempty"`
	Rows     int      `json:"rows"`
	Skipped  int      `json:"skipped"`
	Problems []string `json:"problems,omitempty"`
	Format   string   `json:"format,omitempty"`
	Header   string   `json:"header,omitempty"`
}

// Table reads text as the columns req names and evaluates the equation
// on them with the other inputs of req. Good rows are used and bad ones
// reported (tabular.Parse); progress, if not nil, gets the bytes read as
// the text is parsed. The Failure classifies an error as the codec does.
func Table(reg *equations.Registry, req Request, text string, progress func(done, total int)) (Response, equations.Failure) {
	resp := Response{ID: req.ID}
	if req.ID == "" {
		resp.Error = `missing "id": name the equation, e.g. roc-auc`
		return resp, equations.BadInput
	}
	spec, ok := reg.Lookup(req.ID)
	if !ok {
		resp.Error = fmt.Sprintf("unknown equation id %q (eqx list shows the ids)", req.ID)
		return resp, equations.UnknownID
	}
	if err := spec.Columns(req.Columns); err != nil {
		resp.Error = fmt.Sprintf("%s: columns: %v", spec.ID, err)
		return resp, equations.BadInput
	}
	if !spec.Computable() {
		resp.Error = spec.ID + ": not computable"
		return resp, equations.BadInput
	}
	res := tabular.ParseWith(text, len(req.Columns), spec.ColumnCheck(req.Columns), progress)
	resp.Rows, resp.Skipped, resp.Format, resp.Header = res.Rows(), res.Bad, res.Format(), res.HeaderNote()
	for _, p := range res.Problems {
		resp.Problems = append(resp.Problems, p.Error())
	}
	if more := res.MoreNote(); more != "" {
		resp.Problems = append(resp.Problems, more)
	}
	if res.Rows() == 0 {
		resp.Error = fmt.Sprintf("%s: no row of the table could be used", spec.ID)
		return resp, equations.BadInput
	}
	given := make(equations.Inputs, len(req.Columns))
	for i, name := range req.Columns {
		given[name] = res.Columns[i]
	}
	in, err := spec.DecodeWith(req.Inputs, given)
	if err != nil {
		resp.Error = fmt.Sprintf("%s: %v", spec.ID, err)
		return resp, equations.BadInput
	}
	out, err := spec.Evaluate(in)
	if err != nil {
		resp.Error = err.Error()
		var ie *equations.InternalError
		if errors.As(err, &ie) {
			return resp, equations.Internal
		}
		return resp, equations.BadInput
	}
	if v, ok := out.([]float64); ok {
		resp.Values = v
		return resp, equations.OK
	}
	if resp.Output, err = equations.MarshalValue(out); err != nil {
		resp.Error = fmt.Sprintf("%s: encoding the output: %v", spec.ID, err)
		return resp, equations.Internal
	}
	return resp, equations.OK
}
