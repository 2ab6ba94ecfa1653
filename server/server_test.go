package server_test

import (
	"bufio"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"eqx/equations"
	"eqx/internal/api"
	"eqx/server"
)

// do sends one request to a handler over the catalogue and returns the
// recorded response.
func do(t *testing.T, h http.Handler, method, path, body string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// result is the JSON of an API answer, success or error.
type result struct {
	ID     *string         `json:"id"`
	Output json.RawMessage `json:"output"`
	Error  string          `json:"error"`
}

func decode(t *testing.T, rec *httptest.ResponseRecorder) result {
	t.Helper()
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type = %q, want application/json", ct)
	}
	var r result
	if err := json.Unmarshal(rec.Body.Bytes(), &r); err != nil {
		t.Fatalf("response is not a JSON object: %v\n%s", err, rec.Body)
	}
	return r
}

func TestEvalOK(t *testing.T) {
	h := server.New(equations.Catalogue())
	tests := []struct {
		body, id, output string
	}{
		{`{"id":"sigmoid","inputs":{"z":0}}`, "sigmoid", `0.5`},
		{`{"id":"relu","inputs":{"z":-3}}`, "relu", `0`},
		{`{"id":"euclidean-distance","inputs":{"x":[0,0],"y":[3,4]}}`, "euclidean-distance", `5`},
		{`{"id":"sigmoid","inputs":{"z":"Infinity"}}`, "sigmoid", `1`},
	}
	for _, tt := range tests {
		rec := do(t, h, http.MethodPost, "/api/v1/eval", tt.body)
		if rec.Code != http.StatusOK {
			t.Errorf("%s: status %d, want 200; body %s", tt.body, rec.Code, rec.Body)
			continue
		}
		r := decode(t, rec)
		if r.ID == nil || *r.ID != tt.id || string(r.Output) != tt.output || r.Error != "" {
			t.Errorf("%s: got %s, want id %q output %s", tt.body, rec.Body, tt.id, tt.output)
		}
		if got := rec.Header().Get("Access-Control-Allow-Origin"); got != "*" {
			t.Errorf("%s: Access-Control-Allow-Origin = %q, want *", tt.body, got)
		}
	}
}

func TestEvalErrors(t *testing.T) {
	h := server.New(equations.Catalogue())
	tests := []struct {
		name   string
		body   string
		status int
		id     string   // the id echoed back, if any
		want   []string // substrings of the error message
	}{
		{"malformed JSON", `{"id":"sigmoid","inputs":{"z":1}`, 400, "", []string{"not a JSON object"}},
		{"empty body", ``, 400, "", []string{"not a JSON object"}},
		{"not an object", `[1,2,3]`, 400, "", []string{"not a JSON object"}},
		{"two objects", `{"id":"sigmoid","inputs":{"z":1}} {"id":"relu"}`, 400, "sigmoid", []string{"more than one JSON value"}},
		{"missing id", `{"inputs":{"z":1}}`, 400, "", []string{`"id"`}},
		{"unknown id", `{"id":"no-such-equation","inputs":{}}`, 404, "no-such-equation", []string{`"no-such-equation"`}},
		{"missing input", `{"id":"sigmoid","inputs":{}}`, 400, "sigmoid", []string{`"z"`, "missing"}},
		{"unknown input", `{"id":"sigmoid","inputs":{"z":1,"w":2}}`, 400, "sigmoid", []string{`"w"`, "unknown input"}},
		{"wrong type", `{"id":"sigmoid","inputs":{"z":"one"}}`, 400, "sigmoid", []string{`"z"`, "not a number"}},
		{"wrong type vector", `{"id":"softmax","inputs":{"z":{"a":1}}}`, 400, "softmax", []string{`"z"`, "an object"}},
		{"wrong length", `{"id":"mse","inputs":{"y":[1,2,3],"y_hat":[1,2]}}`, 400, "mse", []string{`"y_hat"`, "same length"}},
		{"NaN not allowed", `{"id":"sigmoid","inputs":{"z":"NaN"}}`, 400, "sigmoid", []string{`"z"`, "NaN"}},
		{"NaN entry", `{"id":"softmax","inputs":{"z":[1,"NaN"]}}`, 400, "softmax", []string{`"z"`, "NaN"}},
		{"outside domain", `{"id":"gaussian-pdf","inputs":{"x":0,"mu":0,"sigma":-1}}`, 400, "gaussian-pdf", []string{`"sigma"`}},
		{"probability not summing to 1", `{"id":"kl-divergence","inputs":{"P":[0.5,0.6],"Q":[0.5,0.5]}}`, 400, "kl-divergence", []string{`"P"`, "sum"}},
		{"bad choice", `{"id":"entropy","inputs":{"p":[0.5,0.5],"base":"seven"}}`, 400, "entropy", []string{`"base"`}},
		{"non-integer count", `{"id":"precision","inputs":{"TP":1.5,"TN":1,"FP":1,"FN":1}}`, 400, "precision", []string{`"TP"`, "whole number"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := do(t, h, http.MethodPost, "/api/v1/eval", tt.body)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d; body %s", rec.Code, tt.status, rec.Body)
			}
			r := decode(t, rec)
			if r.Output != nil {
				t.Errorf("an error response has an output: %s", rec.Body)
			}
			if tt.id != "" && (r.ID == nil || *r.ID != tt.id) {
				t.Errorf("id not echoed: %s, want %q", rec.Body, tt.id)
			}
			for _, w := range tt.want {
				if !strings.Contains(r.Error, w) {
					t.Errorf("error %q does not contain %q", r.Error, w)
				}
			}
		})
	}
}

func TestEvalInternalError(t *testing.T) {
	boom := &equations.Spec{
		ID: "boom", Title: "Boom", Category: "tests", LaTeX: `b`,
		Params: []equations.Param{{Name: "x", Kind: equations.Real, Default: 0.0, Min: -1, Max: 1, Domain: equations.AnyReal}},
		Eval:   func(equations.Inputs) (any, error) { panic("kaboom") },
	}
	reg, err := equations.NewRegistry(boom)
	if err != nil {
		t.Fatal(err)
	}
	var logged []string
	h := server.NewWithOptions(reg, server.Options{Logf: func(f string, args ...any) { logged = append(logged, f) }})
	rec := do(t, h, http.MethodPost, "/api/v1/eval", `{"id":"boom","inputs":{"x":0}}`)
	if rec.Code != http.StatusInternalServerError {
		t.Fatalf("status %d, want 500; body %s", rec.Code, rec.Body)
	}
	if r := decode(t, rec); !strings.Contains(r.Error, "kaboom") {
		t.Errorf("error %q does not say what happened", r.Error)
	}
	if len(logged) == 0 {
		t.Error("the internal error was not logged")
	}
}

func TestEvalBodyTooLarge(t *testing.T) {
	h := server.NewWithOptions(equations.Catalogue(), server.Options{MaxBodyBytes: 64})
	body := `{"id":"softmax","inputs":{"z":[` + strings.Repeat("1,", 100) + `1]}}`
	rec := do(t, h, http.MethodPost, "/api/v1/eval", body)
	if rec.Code != http.StatusRequestEntityTooLarge {
		t.Fatalf("status %d, want 413; body %s", rec.Code, rec.Body)
	}
	if r := decode(t, rec); r.Error != "request body is larger than 64 bytes" {
		t.Errorf("error = %q", r.Error)
	}
	// A body exactly at the limit is accepted.
	small := `{"id":"sigmoid","inputs":{"z":0}}`
	h = server.NewWithOptions(equations.Catalogue(), server.Options{MaxBodyBytes: int64(len(small))})
	if rec := do(t, h, http.MethodPost, "/api/v1/eval", small); rec.Code != http.StatusOK {
		t.Errorf("body at the limit: status %d, want 200; body %s", rec.Code, rec.Body)
	}
}

func TestDefaultBodyLimit(t *testing.T) {
	h := server.New(equations.Catalogue())
	body := `{"id":"softmax","inputs":{"z":[` + strings.Repeat("0,", server.DefaultMaxBodyBytes/2) + `0]}}`
	rec := do(t, h, http.MethodPost, "/api/v1/eval", body)
	if rec.Code != http.StatusRequestEntityTooLarge {
		t.Fatalf("status %d, want 413", rec.Code)
	}
}

func TestEvalLimits(t *testing.T) {
	tests := []struct {
		name   string
		opts   server.Options
		body   string
		status int
		want   string
	}{
		{"values over the limit", server.Options{MaxElements: 4}, `{"id":"softmax","inputs":{"z":[1,2,3,4]}}`, 413,
			"request has 5 values; the limit is 4 per request (split the work into several requests or batch lines)"},
		{"values at the limit", server.Options{MaxElements: 4}, `{"id":"softmax","inputs":{"z":[1,2,3]}}`, 200, ""},
		{"time limit", server.Options{Timeout: time.Nanosecond}, `{"id":"sigmoid","inputs":{"z":0}}`, 503,
			"request time limit of 1ns reached while reading the request body"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := do(t, server.NewWithOptions(equations.Catalogue(), tt.opts), http.MethodPost, "/api/v1/eval", tt.body)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d; body %s", rec.Code, tt.status, rec.Body)
			}
			if r := decode(t, rec); r.Error != tt.want {
				t.Errorf("error %q, want %q", r.Error, tt.want)
			}
		})
	}
}

func TestMethodNotAllowed(t *testing.T) {
	h := server.New(equations.Catalogue())
	tests := []struct{ method, path, allow string }{
		{http.MethodGet, "/api/v1/eval", "POST, OPTIONS"},
		{http.MethodPut, "/api/v1/eval", "POST, OPTIONS"},
		{http.MethodPost, "/api/v1/equations", "GET, HEAD, OPTIONS"},
		{http.MethodDelete, "/api/v1/equations", "GET, HEAD, OPTIONS"},
		{http.MethodGet, "/api/v1/batch", "POST, OPTIONS"},
		{http.MethodPut, "/api/v1/sweep", "POST, OPTIONS"},
	}
	for _, tt := range tests {
		rec := do(t, h, tt.method, tt.path, "")
		if rec.Code != http.StatusMethodNotAllowed {
			t.Errorf("%s %s: status %d, want 405", tt.method, tt.path, rec.Code)
			continue
		}
		if got := rec.Header().Get("Allow"); got != tt.allow {
			t.Errorf("%s %s: Allow = %q, want %q", tt.method, tt.path, got, tt.allow)
		}
		if r := decode(t, rec); !strings.Contains(r.Error, tt.method) {
			t.Errorf("%s %s: error %q does not name the method", tt.method, tt.path, r.Error)
		}
	}
	if rec := do(t, h, http.MethodPost, "/healthz", ""); rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST /healthz: status %d, want 405", rec.Code)
	}
}

func TestCORS(t *testing.T) {
	h := server.New(equations.Catalogue())
	for _, path := range []string{"/api/v1/eval", "/api/v1/equations", "/api/v1/batch", "/api/v1/sweep"} {
		req := httptest.NewRequest(http.MethodOptions, path, nil)
		req.Header.Set("Origin", "https://example.org")
		req.Header.Set("Access-Control-Request-Method", "POST")
		req.Header.Set("Access-Control-Request-Headers", "content-type")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusNoContent {
			t.Errorf("OPTIONS %s: status %d, want 204", path, rec.Code)
		}
		want := map[string]string{
			"Access-Control-Allow-Origin":  "*",
			"Access-Control-Allow-Methods": "GET, POST, OPTIONS",
			"Access-Control-Allow-Headers": "Content-Type",
		}
		for k, v := range want {
			if got := rec.Header().Get(k); got != v {
				t.Errorf("OPTIONS %s: %s = %q, want %q", path, k, got, v)
			}
		}
	}
	// Errors under /api/ carry CORS too, so that a page can read them.
	rec := do(t, h, http.MethodPost, "/api/v1/eval", `{"id":"nope"}`)
	if got := rec.Header().Get("Access-Control-Allow-Origin"); got != "*" {
		t.Errorf("API error: Access-Control-Allow-Origin = %q, want *", got)
	}
	// Nothing outside /api/ does.
	for _, method := range []string{http.MethodGet, http.MethodOptions} {
		rec := do(t, h, method, "/healthz", "")
		if got := rec.Header().Get("Access-Control-Allow-Origin"); got != "" {
			t.Errorf("%s /healthz: Access-Control-Allow-Origin = %q, want none", method, got)
		}
	}
}

func TestUnknownAPIPath(t *testing.T) {
	h := server.New(equations.Catalogue())
	for _, path := range []string{"/api/v1/nope", "/api/", "/api", "/api/v2/eval"} {
		rec := do(t, h, http.MethodGet, path, "")
		if rec.Code != http.StatusNotFound {
			t.Errorf("GET %s: status %d, want 404", path, rec.Code)
			continue
		}
		if r := decode(t, rec); !strings.Contains(r.Error, path) {
			t.Errorf("GET %s: error %q does not name the path", path, r.Error)
		}
	}
}

func TestHealthz(t *testing.T) {
	h := server.New(equations.Catalogue())
	rec := do(t, h, http.MethodGet, "/healthz", "")
	if rec.Code != http.StatusOK || rec.Body.String() != "ok" {
		t.Errorf("GET /healthz: %d %q, want 200 \"ok\"", rec.Code, rec.Body)
	}
	// The browser reads where the server runs to decide where large jobs go.
	if got, want := rec.Header().Get("X-Eqx-Runtime"), runtime.GOOS+"/"+runtime.GOARCH; got != want {
		t.Errorf("X-Eqx-Runtime = %q, want %q", got, want)
	}
}

func TestEquations(t *testing.T) {
	reg := equations.Catalogue()
	h := server.New(reg)
	rec := do(t, h, http.MethodGet, "/api/v1/equations", "")
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d, want 200", rec.Code)
	}
	if ct := rec.Header().Get("Content-Type"); ct != "application/x-ndjson" {
		t.Errorf("Content-Type = %q, want application/x-ndjson", ct)
	}
	if got := rec.Header().Get("Access-Control-Allow-Origin"); got != "*" {
		t.Errorf("Access-Control-Allow-Origin = %q, want *", got)
	}
	specs := reg.All()
	sc := bufio.NewScanner(rec.Body)
	n := 0
	for sc.Scan() {
		var e api.Entry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("line %d is not JSON: %v", n+1, err)
		}
		if n >= len(specs) {
			t.Fatalf("more lines than specs (%d)", len(specs))
		}
		s := specs[n]
		if e.ID != s.ID || e.Title != s.Title || e.Category != s.Category || e.LaTeX != s.LaTeX || e.Computable != s.Computable() {
			t.Errorf("line %d = %+v, want the spec %s", n+1, e, s.ID)
		}
		if len(e.Inputs) != len(s.Params) {
			t.Errorf("%s: %d inputs listed, want %d", s.ID, len(e.Inputs), len(s.Params))
		}
		// The listed defaults are inputs that evaluate: a client can
		// start from them.
		given := map[string]json.RawMessage{}
		for _, in := range e.Inputs {
			if in.Default != nil {
				given[in.Name] = in.Default
			}
		}
		if s.Computable() {
			body, _ := json.Marshal(map[string]any{"id": s.ID, "inputs": given})
			if rec := do(t, h, http.MethodPost, "/api/v1/eval", string(body)); rec.Code != http.StatusOK {
				t.Errorf("%s: eval of the listed defaults: %d %s", s.ID, rec.Code, rec.Body)
			}
		}
		if s.ID == "softmax" && (len(e.Inputs) != 2 || e.Inputs[0].Name != "z" || e.Inputs[0].Kind != "vector" || string(e.Inputs[0].Default) != "[1,2,3]") {
			t.Errorf("softmax's inputs: %+v, want z, a vector, default [1,2,3], then T", e.Inputs)
		}
		n++
	}
	if n != len(specs) {
		t.Errorf("%d lines, want %d", n, len(specs))
	}
}

func TestNotAPIPath(t *testing.T) {
	h := server.New(equations.Catalogue())
	if rec := do(t, h, http.MethodGet, "/eq/sigmoid", ""); rec.Code != http.StatusNotFound {
		t.Errorf("GET /eq/sigmoid: status %d, want 404 (pages are not the API's)", rec.Code)
	}
}
