package server_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"eqx/equations"
	"eqx/server"
)

// testRegistry holds equations for the limits and the sweep's paths: one
// that panics above 1, one that is slow, and 1/x + c over Numbers inputs
// that counts its calls (inverse3: its list form needs three entries).
func testRegistry(t *testing.T, slow time.Duration, calls *int) *equations.Registry {
	t.Helper()
	x := []equations.Param{{Name: "x", Kind: equations.Real, Default: 0.0, Min: -1, Max: 1, Domain: equations.AnyReal}}
	xs := []equations.Param{{Name: "x", Kind: equations.Numbers, Default: 0.0, Min: -1, Max: 1, Domain: equations.AnyReal},
		{Name: "c", Kind: equations.Numbers, Default: 0.0, Min: -1, Max: 1, Domain: equations.AnyReal, Optional: true}}
	// The same with a list form of at least three entries.
	xs3 := append([]equations.Param(nil), xs...)
	xs3[0].MinLen = 3
	var mu sync.Mutex
	inverse := func(in equations.Inputs) (any, error) {
		mu.Lock()
		*calls++
		mu.Unlock()
		v, scalar := in.Numbers("x")
		c, cScalar := in.Numbers("c")
		out := make([]float64, len(v))
		for i := range v {
			if v[i] == 0 {
				return nil, fmt.Errorf("1/x is undefined at x = 0")
			}
			out[i] = 1/v[i] + c[min(i, len(c)-1)]
		}
		if !cScalar {
			return c, nil // not entry-wise in x: a list of c's length
		}
		if scalar {
			return out[0], nil
		}
		return out, nil
	}
	reg, err := equations.NewRegistry(
		&equations.Spec{ID: "boom", Title: "Boom", Category: "tests", LaTeX: `b`, Params: x,
			Eval: func(in equations.Inputs) (any, error) {
				if in.Real("x") > 1 {
					panic("kaboom")
				}
				return in.Real("x"), nil
			}},
		&equations.Spec{ID: "slow", Title: "Slow", Category: "tests", LaTeX: `s`, Params: x,
			Eval: func(in equations.Inputs) (any, error) { time.Sleep(slow); return in.Real("x"), nil }},
		&equations.Spec{ID: "inverse", Title: "Inverse", Category: "tests", LaTeX: `1/x`, Params: xs, Eval: inverse},
		&equations.Spec{ID: "inverse3", Title: "Inverse of three", Category: "tests", LaTeX: `1/x`, Params: xs3, Eval: inverse},
	)
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

// answerLines posts body to path and returns the status and the answer's
// lines.
func answerLines(t *testing.T, h http.Handler, path, body string) (int, []map[string]any) {
	t.Helper()
	rec := do(t, h, http.MethodPost, path, body)
	var lines []map[string]any
	for _, l := range strings.Split(strings.TrimRight(rec.Body.String(), "\n"), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("answer line %q is not a JSON object: %v", l, err)
		}
		lines = append(lines, m)
	}
	return rec.Code, lines
}

func TestBatchLimits(t *testing.T) {
	var calls int
	reg := testRegistry(t, 20*time.Millisecond, &calls)
	sig := `{"id":"boom","inputs":{"x":0.5}}`
	tests := []struct {
		name   string
		opts   server.Options
		body   string
		status int
		// want[i] is a substring of line i, "output" lines included;
		// the last entry may be the aborted line.
		want []string
	}{
		{"line limit", server.Options{MaxBatchLines: 2}, sig + "\n" + sig + "\n" + sig + "\n", 200,
			[]string{`"output":0.5`, `"output":0.5`, `{"error":"batch has more than 2 lines; the lines after line 2 were not evaluated (send several batches)","aborted":true}`}},
		{"line limit not reached", server.Options{MaxBatchLines: 2}, sig + "\n\n" + sig + "\n \n", 200,
			[]string{`"output":0.5`, `"output":0.5`}},
		{"values per line", server.Options{MaxElements: 3}, sig + "\n" + `{"id":"inverse","inputs":{"x":[1,2,3]}}` + "\n" + sig, 200,
			[]string{`"output":0.5`, `{"id":"inverse","error":"request has 4 values; the limit is 3`, `"output":0.5`}},
		{"panic in a kernel", server.Options{}, sig + "\n" + `{"id":"boom","inputs":{"x":2}}` + "\n" + sig, 200,
			[]string{`"output":0.5`, `{"id":"boom","error":"internal error evaluating boom`, `"output":0.5`}},
		{"CRLF and no final newline", server.Options{}, sig + "\r\n" + sig, 200,
			[]string{`"output":0.5`, `"output":0.5`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := server.NewWithOptions(reg, tt.opts)
			rec := do(t, h, http.MethodPost, "/api/v1/batch", tt.body)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d; body %s", rec.Code, tt.status, rec.Body)
			}
			lines := strings.Split(strings.TrimRight(rec.Body.String(), "\n"), "\n")
			if len(lines) != len(tt.want) {
				t.Fatalf("%d lines, want %d:\n%s", len(lines), len(tt.want), rec.Body)
			}
			for i, w := range tt.want {
				if !strings.Contains(lines[i], w) {
					t.Errorf("line %d = %s, want it to contain %s", i+1, lines[i], w)
				}
			}
		})
	}
}

func TestBatchFailsBeforeAnswering(t *testing.T) {
	reg := equations.Catalogue()
	sig := `{"id":"sigmoid","inputs":{"z":0}}` + "\n"
	tests := []struct {
		name   string
		opts   server.Options
		body   string
		status int
		want   string
	}{
		{"empty", server.Options{}, "", 400, "empty batch"},
		{"blank lines only", server.Options{}, "\n \r\n\t\n", 400, "empty batch"},
		{"declared length over the limit", server.Options{MaxBodyBytes: 10}, sig, 413, "request body is larger than 10 bytes"},
		{"time limit", server.Options{Timeout: time.Nanosecond}, sig, 503, "request time limit of 1ns reached after 0 lines"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := server.NewWithOptions(reg, tt.opts)
			rec := do(t, h, http.MethodPost, "/api/v1/batch", tt.body)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d; body %s", rec.Code, tt.status, rec.Body)
			}
			if r := decode(t, rec); !strings.Contains(r.Error, tt.want) {
				t.Errorf("error %q does not contain %q", r.Error, tt.want)
			}
		})
	}
}

// Past the time limit a batch stops between lines with an aborted line
// that counts the lines answered; the lines evaluated are answered.
func TestBatchTimeLimit(t *testing.T) {
	var calls int
	h := server.NewWithOptions(testRegistry(t, 20*time.Millisecond, &calls), server.Options{Timeout: 50 * time.Millisecond})
	code, lines := answerLines(t, h, "/api/v1/batch", strings.Repeat(`{"id":"slow","inputs":{"x":1}}`+"\n", 10))
	if code != 200 {
		t.Fatalf("status %d, want 200", code)
	}
	n := len(lines) - 1 // the lines answered before the aborted one
	if n < 1 || n > 3 {
		t.Fatalf("%d lines answered in 50 ms of 20 ms each, want 1 to 3: %v", n, lines)
	}
	for _, l := range lines[:n] {
		if l["output"] != 1.0 {
			t.Errorf("answer %v, want output 1", l)
		}
	}
	last := lines[n]
	want := fmt.Sprintf("request time limit of 50ms reached after %d lines; the lines after them were not evaluated", n)
	if last["error"] != want || last["aborted"] != true {
		t.Errorf("last line %v, want error %q and aborted", last, want)
	}
}

// A body that grows past the limit without declaring its length is cut
// where the limit falls: the lines before it are answered.
func TestBatchBodyLimitMidStream(t *testing.T) {
	line := `{"id":"sigmoid","inputs":{"z":0}}` + "\n"
	limit := 2*len(line) + 5 // two lines and a piece of the third
	h := server.NewWithOptions(equations.Catalogue(), server.Options{MaxBodyBytes: int64(limit)})
	req := httptest.NewRequest(http.MethodPost, "/api/v1/batch", io.MultiReader(strings.NewReader(strings.Repeat(line, 4))))
	req.ContentLength = -1 // unknown, as with chunked encoding
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	lines := strings.Split(strings.TrimRight(rec.Body.String(), "\n"), "\n")
	if rec.Code != 200 || len(lines) != 3 {
		t.Fatalf("status %d, %d lines, want 200 and 3:\n%s", rec.Code, len(lines), rec.Body)
	}
	want := fmt.Sprintf(`{"error":"request body is larger than %d bytes; the lines after line 2 were not evaluated","aborted":true}`, limit)
	if lines[2] != want {
		t.Errorf("last line %s, want %s", lines[2], want)
	}
}

// Answers stream: the answer to a line arrives while the client is still
// sending the next ones, and the answers come in the order of the lines.
func TestBatchStreamsInOrder(t *testing.T) {
	srv := httptest.NewServer(server.New(equations.Catalogue()))
	defer srv.Close()
	pr, pw := io.Pipe()
	req, err := http.NewRequest(http.MethodPost, srv.URL+"/api/v1/batch", pr)
	if err != nil {
		t.Fatal(err)
	}
	respc := make(chan *http.Response, 1)
	errc := make(chan error, 1)
	go func() {
		resp, err := srv.Client().Do(req)
		if err != nil {
			errc <- err
			return
		}
		respc <- resp
	}()
	send := func(s string) {
		if _, err := io.WriteString(pw, s+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	inputs := []string{"3", "-1", "0", "2", "-3"}
	send(`{"id":"relu","inputs":{"z":` + inputs[0] + `}}`)
	var resp *http.Response
	select {
	case resp = <-respc:
	case err := <-errc:
		t.Fatal(err)
	case <-time.After(10 * time.Second):
		t.Fatal("no answer to the first line while the body is still open: the batch does not stream")
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/x-ndjson" {
		t.Errorf("Content-Type = %q", ct)
	}
	lines := bufio.NewScanner(resp.Body)
	want := []string{"3", "0", "0", "2", "0"} // relu of the inputs
	for i := range inputs {
		if i > 0 {
			send(`{"id":"relu","inputs":{"z":` + inputs[i] + `}}`)
		}
		got := make(chan string, 1)
		go func() {
			if lines.Scan() {
				got <- lines.Text()
			}
			close(got)
		}()
		select {
		case l := <-got:
			if w := `{"id":"relu","output":` + want[i] + `}`; l != w {
				t.Errorf("answer %d = %s, want %s", i+1, l, w)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no answer to line %d before the next line was sent", i+1)
		}
	}
	pw.Close()
	if lines.Scan() {
		t.Errorf("an extra line after the last answer: %s", lines.Text())
	}
}
