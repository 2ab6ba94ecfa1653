package api

import (
	"bytes"
	"encoding/json"
	"io"
	"strconv"

	"eqx/equations"
	"eqx/jobs"
)

// errorBody is the JSON of an error that is not about one evaluation
// (a wrong method or path, an oversized body, a panic).
type errorBody struct {
	Error string `json:"error"`
}

func writeError(w ResponseWriter, status int, msg string) {
	writeJSON(w, status, errorBody{Error: msg})
}

// writeJSON sends v as one line of JSON. It encodes before writing the
// header so that an encoding failure can still become a 500.
func writeJSON(w ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	if err := encodeLine(&buf, v); err != nil {
		writeEncodingError(w, err)
		return
	}
	writeBody(w, status, buf.Bytes())
}

func writeEncodingError(w ResponseWriter, err error) {
	var buf bytes.Buffer
	encodeLine(&buf, errorBody{Error: "internal error encoding the response (a bug in eqx, please report it): " + err.Error()})
	writeBody(w, StatusInternalServerError, buf.Bytes())
}

// writeBody sends body, one line of JSON, with status.
func writeBody(w ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json")
	writeRaw(w, status, body)
}

// writeRaw writes body with the Content-Type already set.
func writeRaw(w ResponseWriter, status int, body []byte) {
	h := w.Header()
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	w.Write(body)
}

// encodeLine writes v as JSON followed by a newline. HTML escaping is off:
// the output is read by programs and people, never embedded in a page, and
// error messages quote inputs that may contain < or &.
func encodeLine(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// appendLineWith appends v as one line of JSON with the field "key": raw
// added last (see jobs.AppendWith).
func appendLineWith(b []byte, v any, key string, raw json.RawMessage) ([]byte, error) {
	b, err := jobs.AppendWith(b, v, key, raw)
	return append(b, '\n'), err
}

// appendResponse appends an evaluation's answer as one line:
// {"id", "output"} or {"id", "error"}.
func appendResponse(b []byte, r equations.Response) ([]byte, error) {
	out := r.Output
	r.Output = nil
	return appendLineWith(b, r, "output", out)
}
