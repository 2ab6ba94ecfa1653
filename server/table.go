package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"eqx/jobs"
)

// table answers POST /api/v1/table?id=…&columns=a,b[&inputs={…}]: the body
// is a table as text (CSV, TSV, spreadsheet columns: what app/tabular
// reads), its columns the named vector inputs of the equation, and inputs
// its other inputs as a JSON object. The answer is a jobs.Response: the
// output, the rows used and skipped, the first problems. The browser sends
// a large file here as it is (web/jobs.js), with no JSON encoding on
// either side; its Web Worker runs the same jobs.Table.
func (a *api) table(w http.ResponseWriter, r *http.Request) {
	if !allowMethods(w, r, http.MethodPost) {
		return
	}
	q := r.URL.Query()
	req := jobs.Request{ID: q.Get("id")}
	if req.ID == "" {
		writeError(w, http.StatusBadRequest, `missing query parameter "id": name the equation, e.g. /api/v1/table?id=roc-auc&columns=y,s`)
		return
	}
	if c := q.Get("columns"); c != "" {
		req.Columns = strings.Split(c, ",")
	} else {
		writeError(w, http.StatusBadRequest, `missing query parameter "columns": name the vector inputs the table's columns hold, in order, e.g. columns=y,s`)
		return
	}
	if raw := q.Get("inputs"); raw != "" {
		dec := json.NewDecoder(strings.NewReader(raw))
		if err := dec.Decode(&req.Inputs); err != nil || dec.More() {
			writeError(w, http.StatusBadRequest, `query parameter "inputs": want a JSON object of the equation's other inputs, e.g. {"p": 2}`)
			return
		}
		if aerr := a.checkElements([]byte(raw)); aerr != nil {
			writeError(w, aerr.status, aerr.msg)
			return
		}
	}
	ctx, cancel := a.deadline(w, r)
	defer cancel()
	body, aerr := a.readBody(ctx, w, r)
	if aerr != nil {
		writeError(w, aerr.status, aerr.msg)
		return
	}
	if n := tableValues(body, len(req.Columns)); n > a.opts.MaxElements {
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("table has up to %d values; the limit is %d per request (split the table)", n, a.opts.MaxElements))
		return
	}
	resp, failure := jobs.Table(a.reg, req, string(body), nil)
	b, err := json.Marshal(resp)
	if err != nil {
		writeEncodingError(w, err)
		return
	}
	writeBody(w, statusOf(failure), b)
}

// tableValues bounds the values a table's text can yield, before it is
// parsed: a line holds at most one row of cols values; a list (one
// column) holds one value per run of separators, plus one.
func tableValues(body []byte, cols int) int {
	if cols > 1 {
		return (bytes.Count(body, []byte{'\n'}) + 1) * cols
	}
	n, inSep := 1, false
	for _, c := range body {
		sep := c == ',' || c == ';' || c == ' ' || c == '\t' || c == '\n' || c == '\r'
		if sep && !inSep {
			n++
		}
		inSep = sep
	}
	return n
}
