package api

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"eqx/equations"
	"eqx/jobs"
)

// table answers POST /api/v1/table?id=…&columns=a,b[&inputs={…}]: the body
// is a table as text (CSV, TSV, spreadsheet columns: what internal/tabular
// reads), its columns the named vector inputs of the equation, and inputs
// its other inputs as a JSON object. The answer is a jobs.Response: the
// output, the rows used and skipped, the first problems. The browser sends
// a large file here as it is (web/jobs.js), with no JSON encoding on
// either side, and asks for the answer as a frame (jobs.AppendFrame): a
// list output comes back as raw float64s. Its Web Worker runs the same
// jobs.Table and reads the same frame.
//
// The body is not JSON, so it is read within the size and time limits
// only (readBody); the element limit is applied to a bound of the values
// the text can yield (tableValues) plus those of inputs, before parsing.
func (a *api) table(w ResponseWriter, r *Request) {
	if !allowMethods(w, r, MethodPost) {
		return
	}
	q := r.URL.Query()
	req := jobs.Request{ID: q.Get("id")}
	if req.ID == "" {
		writeError(w, StatusBadRequest, `missing query parameter "id": name the equation, e.g. /api/v1/table?id=roc-auc&columns=y,s`)
		return
	}
	c := q.Get("columns")
	if c == "" {
		writeError(w, StatusBadRequest, `missing query parameter "columns": name the vector inputs the table's columns hold, in order, e.g. columns=y,s`)
		return
	}
	req.Columns = strings.Split(c, ",")
	for i, name := range req.Columns {
		req.Columns[i] = strings.TrimSpace(name) // "columns=y, s" as typed in a shell
	}
	inputValues := 0
	if raw := q.Get("inputs"); raw != "" {
		dec := json.NewDecoder(strings.NewReader(raw))
		if err := dec.Decode(&req.Inputs); err != nil || req.Inputs == nil || dec.More() {
			writeError(w, StatusBadRequest, `query parameter "inputs": want a JSON object of the equation's other inputs, e.g. {"p": 2}`)
			return
		}
		inputValues = countValues([]byte(raw))
	}
	ctx, cancel := a.deadline(r)
	defer cancel()
	body, aerr := a.readBody(ctx, r)
	if aerr != nil {
		writeError(w, aerr.status, aerr.msg)
		return
	}
	if n := tableValues(body, len(req.Columns)) + inputValues; n > a.opts.MaxElements {
		writeError(w, StatusRequestEntityTooLarge, fmt.Sprintf("table and inputs hold up to %d values; the limit is %d per request (split the table)", n, a.opts.MaxElements))
		return
	}
	resp, failure := jobs.Table(a.reg, req, string(body), nil)
	if failure == equations.Internal {
		a.logf("eqx server: table: %s", resp.Error)
	}
	if acceptsFrame(r) {
		b, err := resp.AppendFrame(nil)
		if err != nil {
			writeEncodingError(w, err)
			return
		}
		w.Header().Set("Content-Type", jobs.FrameType)
		writeRaw(w, statusOf(failure), b)
		return
	}
	b, err := resp.AppendJSON(nil)
	if err != nil {
		writeEncodingError(w, err)
		return
	}
	writeBody(w, statusOf(failure), append(b, '\n'))
}

// acceptsFrame tells whether the client asked for the answer as a frame
// (jobs.FrameType), as the browser does; others get JSON.
func acceptsFrame(r *Request) bool {
	for _, a := range r.Header.Values("Accept") {
		for _, t := range strings.Split(a, ",") {
			if mt, _, _ := strings.Cut(t, ";"); strings.TrimSpace(mt) == jobs.FrameType {
				return true
			}
		}
	}
	return false
}

// tableValues bounds the values the text body can yield for cols
// columns, by the rules of internal/tabular, without parsing it. Rows of
// several columns are one per line, and a line ends at "\n", "\r\n" or a
// lone "\r"; a list (one column) holds any number of values per line, at
// most one per run of bytes between separators: commas, semicolons, line
// ends and white space (Unicode's too, which a space-separated list splits
// at).
func tableValues(body []byte, cols int) int {
	if cols > 1 {
		lines := 0
		for i, c := range body {
			if c == '\n' || c == '\r' && (i+1 == len(body) || body[i+1] != '\n') {
				lines++
			}
		}
		if n := len(body); n > 0 && body[n-1] != '\n' && body[n-1] != '\r' {
			lines++ // a last line without its line end
		}
		return lines * cols
	}
	n, inValue := 0, false
	for i := 0; i < len(body); {
		c, size := rune(body[i]), 1
		if c >= utf8.RuneSelf {
			c, size = utf8.DecodeRune(body[i:])
		}
		sep := c == ',' || c == ';' || unicode.IsSpace(c)
		if !sep && !inValue {
			n++
		}
		inValue = !sep
		i += size
	}
	return n
}
