package server_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"eqx/equations"
	"eqx/server"
)

// apiCase is one request and what its answer must be, as written in
// testdata/api_cases.json: the cases are data so that the native handler
// and the Cloudflare Worker (under wrangler dev) are held to the same ones.
type apiCase struct {
	Name           string            `json:"name"`
	Method         string            `json:"method"`
	Path           string            `json:"path"`
	Body           string            `json:"body"`
	Lines          []string          `json:"lines"`
	Repeat         *repeatBody       `json:"repeat"`
	RequestHeaders map[string]string `json:"request_headers"`

	Status        int               `json:"status"`
	ContentType   string            `json:"content_type"`
	Headers       map[string]string `json:"headers"`
	Text          *string           `json:"text"`
	JSON          any               `json:"json"`
	ErrorContains []string          `json:"error_contains"`
	LinesWant     []lineWant        `json:"lines_want"`
	LineCount     *int              `json:"line_count"`
	MinLines      int               `json:"min_lines"`
	AnyLine       *lineWant         `json:"any_line"`
	LastLine      *lineWant         `json:"last_line"`
}

// repeatBody builds a large body without storing it: Head, then Count
// times Item, then Tail.
type repeatBody struct {
	Head  string `json:"head"`
	Item  string `json:"item"`
	Count int    `json:"count"`
	Tail  string `json:"tail"`
}

// lineWant is what one JSON value of an answer must hold.
type lineWant struct {
	JSON          any      `json:"json"`
	ErrorContains []string `json:"error_contains"`
}

func (c *apiCase) body() string {
	switch {
	case c.Repeat != nil:
		return c.Repeat.Head + strings.Repeat(c.Repeat.Item, c.Repeat.Count) + c.Repeat.Tail
	case c.Lines != nil:
		return strings.Join(c.Lines, "\n") + "\n"
	}
	return c.Body
}

func loadCases(t *testing.T) []apiCase {
	t.Helper()
	data, err := os.ReadFile("testdata/api_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Comment string    `json:"comment"`
		Cases   []apiCase `json:"cases"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields() // a misspelt expectation must not pass silently
	if err := dec.Decode(&file); err != nil {
		t.Fatalf("testdata/api_cases.json: %v", err)
	}
	if len(file.Cases) == 0 {
		t.Fatal("testdata/api_cases.json has no cases")
	}
	return file.Cases
}

// TestAPICases runs the shared cases against the native handler, or
// against the server at EQX_API_URL (e.g. http://127.0.0.1:8787 for
// wrangler dev) when it is set.
func TestAPICases(t *testing.T) {
	base := os.Getenv("EQX_API_URL")
	if base == "" {
		srv := httptest.NewServer(server.New(equations.Catalogue()))
		defer srv.Close()
		base = srv.URL
	} else {
		t.Logf("running the API cases against %s", base)
	}
	client := &http.Client{Timeout: 2 * time.Minute}
	for _, c := range loadCases(t) {
		t.Run(c.Name, func(t *testing.T) {
			var body io.Reader
			if b := c.body(); b != "" {
				body = strings.NewReader(b)
			}
			req, err := http.NewRequest(c.Method, strings.TrimSuffix(base, "/")+c.Path, body)
			if err != nil {
				t.Fatal(err)
			}
			for k, v := range c.RequestHeaders {
				req.Header.Set(k, v)
			}
			resp, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil {
				t.Fatalf("reading the answer: %v", err)
			}
			checkCase(t, &c, resp, got)
		})
	}
}

func checkCase(t *testing.T, c *apiCase, resp *http.Response, body []byte) {
	t.Helper()
	if resp.StatusCode != c.Status {
		t.Fatalf("status %d, want %d; body %.300s", resp.StatusCode, c.Status, body)
	}
	if ct := resp.Header.Get("Content-Type"); c.ContentType != "" && !strings.HasPrefix(ct, c.ContentType) {
		t.Errorf("Content-Type %q, want %q", ct, c.ContentType)
	}
	for k, v := range c.Headers {
		if got := resp.Header.Get(k); got != v {
			t.Errorf("%s: %q, want %q", k, got, v)
		}
	}
	if c.Text != nil && string(body) != *c.Text {
		t.Errorf("body %q, want %q", body, *c.Text)
	}
	if c.JSON != nil || c.ErrorContains != nil {
		checkLine(t, "body", lineWant{JSON: c.JSON, ErrorContains: c.ErrorContains}, bytes.TrimSpace(body))
	}
	if c.LinesWant == nil && c.LineCount == nil && c.MinLines == 0 && c.AnyLine == nil && c.LastLine == nil {
		return
	}
	var lines [][]byte
	sc := bufio.NewScanner(bytes.NewReader(body))
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		lines = append(lines, append([]byte(nil), sc.Bytes()...))
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("splitting the answer into lines: %v", err)
	}
	if c.LineCount != nil && len(lines) != *c.LineCount {
		t.Errorf("%d lines, want %d", len(lines), *c.LineCount)
	}
	if len(lines) < c.MinLines {
		t.Errorf("%d lines, want at least %d", len(lines), c.MinLines)
	}
	for i, w := range c.LinesWant {
		if i >= len(lines) {
			t.Errorf("line %d missing", i+1)
			continue
		}
		checkLine(t, fmt.Sprintf("line %d", i+1), w, lines[i])
	}
	if c.LastLine != nil && len(lines) > 0 {
		checkLine(t, "last line", *c.LastLine, lines[len(lines)-1])
	}
	if c.AnyLine != nil && !anyLineMatches(*c.AnyLine, lines) {
		t.Errorf("no line matches %v", c.AnyLine.JSON)
	}
}

// checkLine checks one JSON answer against w.
func checkLine(t *testing.T, where string, w lineWant, line []byte) {
	t.Helper()
	var got map[string]any
	if err := json.Unmarshal(line, &got); err != nil {
		t.Errorf("%s is not a JSON object: %v\n%.300s", where, err, line)
		return
	}
	if w.JSON != nil {
		if msg := match(w.JSON, got, "$"); msg != "" {
			t.Errorf("%s: %s\n%.500s", where, msg, line)
		}
	}
	if w.ErrorContains != nil {
		msg, _ := got["error"].(string)
		if msg == "" {
			t.Errorf("%s has no error: %.300s", where, line)
		}
		for _, s := range w.ErrorContains {
			if !strings.Contains(msg, s) {
				t.Errorf("%s: error %q does not contain %q", where, msg, s)
			}
		}
	} else if e, ok := got["error"]; ok {
		t.Errorf("%s: unexpected error %v", where, e)
	}
}

func anyLineMatches(w lineWant, lines [][]byte) bool {
	for _, l := range lines {
		var got any
		if json.Unmarshal(l, &got) == nil && match(w.JSON, got, "$") == "" {
			return true
		}
	}
	return false
}

// match reports how got differs from want, or "" when it matches: objects
// must have want's keys (more are allowed), lists the same length, and
// numbers agree to a relative 1e-12 (the Worker runs the kernels compiled
// to WebAssembly, where the last bit of a libm function may differ).
func match(want, got any, path string) string {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return fmt.Sprintf("%s: got %v, want an object", path, got)
		}
		for k, wv := range w {
			gv, ok := g[k]
			if !ok {
				return fmt.Sprintf("%s.%s: missing", path, k)
			}
			if msg := match(wv, gv, path+"."+k); msg != "" {
				return msg
			}
		}
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return fmt.Sprintf("%s: got %v, want %d entries", path, got, len(w))
		}
		for i := range w {
			if msg := match(w[i], g[i], fmt.Sprintf("%s[%d]", path, i)); msg != "" {
				return msg
			}
		}
	case float64:
		g, ok := got.(float64)
		if !ok || math.Abs(g-w) > 1e-12*math.Max(math.Abs(w), 1e-300) {
			return fmt.Sprintf("%s: got %v, want %v", path, got, w)
		}
	default: // strings, booleans, null
		if want != got {
			return fmt.Sprintf("%s: got %v, want %v", path, got, want)
		}
	}
	return ""
}
