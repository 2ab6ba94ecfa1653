package server

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
)

// errorBody is the JSON of an error that is not about one evaluation
// (a wrong method or path, an oversized body, a panic).
type errorBody struct {
	Error string `json:"error"`
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, errorBody{Error: msg})
}

// writeJSON sends v as one line of JSON. It encodes before writing the
// header so that an encoding failure can still become a 500.
func writeJSON(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	if err := encodeLine(&buf, v); err != nil {
		buf.Reset()
		status = http.StatusInternalServerError
		encodeLine(&buf, errorBody{Error: "internal error encoding the response (a bug in eqx, please report it): " + err.Error()})
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(buf.Len()))
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// encodeLine writes v as JSON followed by a newline. HTML escaping is off:
// the output is read by programs and people, never embedded in a page, and
// error messages quote inputs that may contain < or &.
func encodeLine(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
