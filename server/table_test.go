package server_test

import (
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/jobs"
	"eqx/server"
)

// postTable posts body as text, as curl --data-binary does.
func postTable(t *testing.T, h http.Handler, query, body string) (int, jobs.Response) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/api/v1/table?"+query, strings.NewReader(body))
	req.Header.Set("Content-Type", "text/csv")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code, decodeTable(t, query, rec)
}

func decodeTable(t *testing.T, query string, rec *httptest.ResponseRecorder) jobs.Response {
	t.Helper()
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
		t.Errorf("%s: Content-Type = %q, want application/json", query, ct)
	}
	var a jobs.Response
	if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
		t.Fatalf("%s: answer is not JSON: %v\n%s", query, err, rec.Body)
	}
	return a
}

// Positives score 0.35 and 0.8, negatives 0.1 and 0.4: of the 4
// (positive, negative) pairs, 0.35 < 0.4 is the only one out of order, so
// the AUC is 3/4.
const scores = "0,0.1\n0,0.4\n1,0.35\n1,0.8\n"

func TestTable(t *testing.T) {
	h := server.New(equations.Catalogue())
	p := func(js string) string { return "&inputs=" + url.QueryEscape(js) }
	tests := []struct {
		name, query, body string
		status            int
		output            float64 // NaN: an error is expected
		rows, skipped     int
		problems          []string // all of them, in order
		format, header    string   // checked when not ""
		err               string   // part of the error
	}{
		{name: "rows", query: "id=roc-auc&columns=y,s", body: scores,
			status: 200, output: 0.75, rows: 4, format: "comma-separated"},
		// The README's example.
		{name: "header and a bad row", query: "id=roc-auc&columns=y,s", body: "label,score\n" + scores + "2,0.5\n",
			status: 200, output: 0.75, rows: 4, skipped: 1,
			problems: []string{"line 6: y = 2 is not in [0, 1]"},
			format:   "comma-separated", header: "line 1: header skipped (label, score)"},
		{name: "header, CRLF, semicolons and decimal commas", query: "id=roc-auc&columns=y,s",
			body:   "label;score\r\n0;0,1\r\n0;0,4\r\n1;0,35\r\n1;0,8\r\n",
			status: 200, output: 0.75, rows: 4,
			format: "semicolon-separated, decimal comma allowed", header: "line 1: header skipped (label, score)"},
		// Kept, the row "3,0.9" would make the positives 0.35, 0.8 and 0.9
		// and the AUC 5/6.
		{name: "bad rows kept out, with their lines", query: "id=roc-auc&columns=y,s",
			body:   "0,0.1\n0,abc\n0,0.4\n\n1,0.35\n3,0.9\n1\n1,0.8\n",
			status: 200, output: 0.75, rows: 4, skipped: 3,
			problems: []string{`line 2: column 2: "abc" is not a number`, "line 6: y = 3 is not in [0, 1]", "line 7: 1 column, expected 2"}},
		{name: "columns in the other order", query: "id=roc-auc&columns=s,y", body: "0.1 0\n0.4 0\n0.35 1\n0.8 1\n",
			status: 200, output: 0.75, rows: 4, format: "space-separated"},
		{name: "spaces around column names", query: "id=roc-auc&columns=y,%20s", body: scores,
			status: 200, output: 0.75, rows: 4},
		// x = (0, 0), y = (3, 4): |0-3| + |0-4| = 7; sqrt(9 + 16) = 5.
		{name: "other inputs: p = 1", query: "id=minkowski-distance&columns=x,y" + p(`{"p": 1}`), body: "0 3\n0 4\n",
			status: 200, output: 7, rows: 2},
		{name: "other inputs: p = 2", query: "id=minkowski-distance&columns=x,y" + p(`{"p": 2}`), body: "0 3\n0 4\n",
			status: 200, output: 5, rows: 2},
		// −(log 0.5 + log(1 − 0.5)) = 2 ln 2, summed rather than averaged.
		{name: "a choice input", query: "id=binary-cross-entropy&columns=y,p" + p(`{"reduction":"sum"}`), body: "1\t0.5\n0\t0.5\n",
			status: 200, output: 2 * math.Ln2, rows: 2, format: "tab-separated, decimal comma allowed"},
		// Hinge losses max(0, 1 − 1·0.5) = 0.5 and max(0, 1 − (−1)(−2)) = 0: mean 0.25.
		{name: "numbers inputs as columns", query: "id=hinge-loss&columns=y,y_hat", body: "1 0.5\n-1 -2\n",
			status: 200, output: 0.25, rows: 2},
		{name: "empty body", query: "id=roc-auc&columns=y,s", body: "",
			status: 400, output: math.NaN(), err: "no row"},
		{name: "only a header and bad rows", query: "id=roc-auc&columns=y,s", body: "a,b\nx,y\n2,0.5\n",
			status: 400, output: math.NaN(), skipped: 2,
			problems: []string{`line 2: column 1: "x" is not a number; column 2: "y" is not a number`, "line 3: y = 2 is not in [0, 1]"},
			err:      "no row"},
		{name: "unknown id", query: "id=nope&columns=y,s", body: scores,
			status: 404, output: math.NaN(), err: `unknown equation id "nope"`},
		{name: "unknown column", query: "id=roc-auc&columns=y,w", body: scores,
			status: 400, output: math.NaN(), err: `"w"`},
		{name: "scalar column", query: "id=minkowski-distance&columns=x,p", body: "0 1\n",
			status: 400, output: math.NaN(), err: `"p"`},
		{name: "a column twice", query: "id=roc-auc&columns=y,y", body: scores,
			status: 400, output: math.NaN(), err: "two columns"},
		{name: "missing input", query: "id=minkowski-distance&columns=x,y", body: "0 3\n",
			status: 400, output: math.NaN(), rows: 1, err: `"p"`},
		{name: "column also an input", query: "id=minkowski-distance&columns=x,y" + p(`{"p": 1, "x": [1]}`), body: "0 3\n",
			status: 400, output: math.NaN(), rows: 1, err: "given twice"},
		{name: "inputs not JSON", query: "id=roc-auc&columns=y,s&inputs=%7Bnope", body: scores,
			status: 400, output: math.NaN(), err: `"inputs"`},
		{name: "inputs a list", query: "id=roc-auc&columns=y,s" + p(`[1]`), body: scores,
			status: 400, output: math.NaN(), err: `"inputs"`},
		{name: "inputs null", query: "id=roc-auc&columns=y,s" + p(`null`), body: scores,
			status: 400, output: math.NaN(), err: `"inputs"`},
		{name: "inputs with more after the object", query: "id=minkowski-distance&columns=x,y" + p(`{"p": 1} {}`), body: "0 3\n",
			status: 400, output: math.NaN(), err: `"inputs"`},
		{name: "no id", query: "columns=y,s", body: scores,
			status: 400, output: math.NaN(), err: `"id"`},
		{name: "no columns", query: "id=roc-auc", body: scores,
			status: 400, output: math.NaN(), err: `"columns"`},
	}
	for _, tt := range tests {
		status, a := postTable(t, h, tt.query, tt.body)
		if status != tt.status {
			t.Errorf("%s: status %d, want %d (%+v)", tt.name, status, tt.status, a)
			continue
		}
		if math.IsNaN(tt.output) {
			if a.Error == "" || a.Output != nil || !strings.Contains(a.Error, tt.err) {
				t.Errorf("%s: output %s, error %q; want no output and an error containing %q", tt.name, a.Output, a.Error, tt.err)
			}
		} else {
			got, err := strconv.ParseFloat(string(a.Output), 64)
			if err != nil || a.Error != "" || math.Abs(got-tt.output) > 1e-15*math.Abs(tt.output) {
				t.Errorf("%s: output %s (error %q), want %v", tt.name, a.Output, a.Error, tt.output)
			}
		}
		if a.Rows != tt.rows || a.Skipped != tt.skipped {
			t.Errorf("%s: %d rows used, %d skipped; want %d, %d", tt.name, a.Rows, a.Skipped, tt.rows, tt.skipped)
		}
		if !slices.Equal(a.Problems, tt.problems) {
			t.Errorf("%s: problems %q, want %q", tt.name, a.Problems, tt.problems)
		}
		if tt.format != "" && a.Format != tt.format {
			t.Errorf("%s: format %q, want %q", tt.name, a.Format, tt.format)
		}
		if tt.header != "" && a.Header != tt.header {
			t.Errorf("%s: header %q, want %q", tt.name, a.Header, tt.header)
		}
		// Every answer of jobs.Table names the equation; an error in the
		// query, answered before it, is {"error"} alone.
		if q, _ := url.ParseQuery(tt.query); (tt.status != 400 || a.ID != "") && a.ID != q.Get("id") {
			t.Errorf("%s: id %q, want %q", tt.name, a.ID, q.Get("id"))
		}
	}
}

func TestTableList(t *testing.T) {
	h := server.New(equations.Catalogue())
	// A list for one vector: one or many values per line. softmax of
	// equal scores is uniform.
	for _, body := range []string{"0, 0, 0, 0", "0\n0\n0\n0\n", "0 0\n0  0", "0;0;0;0"} {
		status, a := postTable(t, h, "id=softmax&columns=z", body)
		if status != 200 || string(a.Output) != "[0.25,0.25,0.25,0.25]" || a.Rows != 4 {
			t.Errorf("softmax of %q: status %d, %+v; want [0.25 0.25 0.25 0.25] from 4 values", body, status, a)
		}
	}
}

func TestTableLimits(t *testing.T) {
	h := server.NewWithOptions(equations.Catalogue(), server.Options{MaxBodyBytes: 1000, MaxElements: 10})
	rec := do(t, h, http.MethodGet, "/api/v1/table?id=roc-auc&columns=y,s", "")
	if rec.Code != http.StatusMethodNotAllowed || rec.Header().Get("Allow") != "POST, OPTIONS" {
		t.Errorf("GET: status %d, Allow %q; want 405, POST, OPTIONS", rec.Code, rec.Header().Get("Allow"))
	} else if a := decodeTable(t, "GET", rec); !strings.Contains(a.Error, "GET") {
		t.Errorf("GET: error %q", a.Error)
	}
	rows := func(n int, end string) string { return strings.Repeat("0,0.5"+end, n) }
	p1 := "&inputs=" + url.QueryEscape(`{"p":1}`)
	for _, c := range []struct {
		name, query, body string
		status            int
		limit             string // in the error
	}{
		{"body over 1000 bytes", "id=roc-auc&columns=y,s", rows(200, "\n"), 413, "1000 bytes"},
		{"6 rows of 2 columns", "id=roc-auc&columns=y,s", rows(5, "\n") + "1,0.5", 413, "limit is 10"},
		{"6 rows ending in a lone CR", "id=roc-auc&columns=y,s", rows(5, "\r") + "1,0.5\r", 413, "limit is 10"},
		{"6 rows ending in CRLF", "id=roc-auc&columns=y,s", rows(5, "\r\n") + "1,0.5\r\n", 413, "limit is 10"},
		{"5 rows of 2 and an input", "id=minkowski-distance&columns=x,y" + p1, strings.Repeat("0 1\n", 4) + "0 1", 413, "limit is 10"},
		{"a list of 11 values", "id=softmax&columns=z", strings.Repeat("1, ", 10) + "1", 413, "limit is 10"},
		{"a list of 11 values on one line, vertical tabs between", "id=softmax&columns=z", strings.Repeat("1\v", 10) + "1", 413, "limit is 10"},
		{"a list of 11 values on one line, no-break spaces between", "id=softmax&columns=z", strings.Repeat("1\u00a0", 10) + "1", 413, "limit is 10"},
		{"a list of 11 values on 11 lines ending in CR", "id=softmax&columns=z", strings.Repeat("1\r", 11), 413, "limit is 10"},
		// Within the limits (all 200): 5 rows of 2, 10 values.
		{"5 rows of 2 with the last line end", "id=roc-auc&columns=y,s", "0,0.1\n0,0.4\n1,0.35\n1,0.8\n1,0.9\r\n", 200, ""},
		{"5 rows of 2 in CRLF lines", "id=roc-auc&columns=y,s", strings.ReplaceAll(scores, "\n", "\r\n") + "1,0.9\r\n", 200, ""},
		{"4 rows of 2 and an input", "id=minkowski-distance&columns=x,y" + p1, strings.Repeat("0 1\n", 4), 200, ""},
		{"a list of 10 values", "id=softmax&columns=z", strings.Repeat("1, ", 9) + "1\n", 200, ""},
	} {
		status, a := postTable(t, h, c.query, c.body)
		if status != c.status {
			t.Errorf("%s: status %d (%+v), want %d", c.name, status, a, c.status)
			continue
		}
		if c.limit != "" && !strings.Contains(a.Error, c.limit) {
			t.Errorf("%s: error %q does not name the limit (%q)", c.name, a.Error, c.limit)
		}
		if c.status == 200 && a.Error != "" {
			t.Errorf("%s: error %q", c.name, a.Error)
		}
	}

	// A body of unknown length is cut at the limit as it is read.
	req := httptest.NewRequest(http.MethodPost, "/api/v1/table?id=roc-auc&columns=y,s", strings.NewReader(rows(200, "\n")))
	req.ContentLength = -1
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if a := decodeTable(t, "chunked", rec); rec.Code != http.StatusRequestEntityTooLarge || !strings.Contains(a.Error, "1000 bytes") {
		t.Errorf("a chunked body over 1000 bytes: status %d, error %q", rec.Code, a.Error)
	}
}

// TestTableValueCounts checks the AUC of the largest table the default
// limit admits for two columns: 2^20 rows. Half the labels are 1 with
// score 0.9, half 0 with score 0.1: a perfect ranking, AUC 1.
func TestTableValueCounts(t *testing.T) {
	h := server.New(equations.Catalogue())
	n := server.DefaultMaxElements / 2
	body := strings.Repeat("0,0.1\n1,0.9\n", n/2)
	status, a := postTable(t, h, "id=roc-auc&columns=y,s", body)
	if status != 200 || string(a.Output) != "1" || a.Rows != n {
		t.Errorf("%d rows: status %d, output %s, %d rows, error %q", n, status, a.Output, a.Rows, a.Error)
	}
	status, a = postTable(t, h, "id=roc-auc&columns=y,s", body+"1,0.9\n")
	if status != http.StatusRequestEntityTooLarge || !strings.Contains(a.Error, fmt.Sprint(server.DefaultMaxElements)) {
		t.Errorf("%d rows: status %d, error %q; want 413", n+1, status, a.Error)
	}
}

// TestTablePanic: a panic in an equation's kernel is a 500 with a JSON
// error, logged, and the server goes on.
func TestTablePanic(t *testing.T) {
	boom := &equations.Spec{ID: "boom", Title: "Boom", Category: "tests", LaTeX: `b`,
		Params: []equations.Param{{Name: "v", Kind: equations.Vector, Default: []float64{1}, Min: 0, Max: 1, Domain: equations.AnyReal}},
		Eval:   func(equations.Inputs) (any, error) { panic("kernel bug") }}
	reg, err := equations.NewRegistry(boom)
	if err != nil {
		t.Fatal(err)
	}
	var logged []string
	h := server.NewWithOptions(reg, server.Options{Logf: func(f string, args ...any) { logged = append(logged, fmt.Sprintf(f, args...)) }})
	status, a := postTable(t, h, "id=boom&columns=v", "1 2 3")
	if status != http.StatusInternalServerError || !strings.Contains(a.Error, "kernel bug") || a.Rows != 3 {
		t.Errorf("panicking kernel: status %d, %+v; want 500 naming the panic", status, a)
	}
	if len(logged) != 1 || !strings.Contains(logged[0], "kernel bug") {
		t.Errorf("logged %q, want the panic once", logged)
	}
	if status, _ := postTable(t, h, "id=nope&columns=v", "1"); status != http.StatusNotFound {
		t.Errorf("after the panic: status %d, want 404", status)
	}
}

// readFrame reads a framed answer (jobs.AppendFrame): its first line
// and its values.
func readFrame(t *testing.T, rec *httptest.ResponseRecorder) (map[string]any, []float64) {
	t.Helper()
	if ct := rec.Header().Get("Content-Type"); ct != jobs.FrameType {
		t.Fatalf("Content-Type = %q, want %s", ct, jobs.FrameType)
	}
	b := rec.Body.Bytes()
	nl := strings.IndexByte(string(b), '\n')
	if nl < 0 || (nl+1)%8 != 0 || (len(b)-nl-1)%8 != 0 {
		t.Fatalf("not a frame: first line ends at %d of %d bytes", nl, len(b))
	}
	var head map[string]any
	if err := json.Unmarshal(b[:nl], &head); err != nil {
		t.Fatalf("frame head %q: %v", b[:nl], err)
	}
	var values []float64
	for i := nl + 1; i < len(b); i += 8 {
		values = append(values, math.Float64frombits(uint64(b[i])|uint64(b[i+1])<<8|uint64(b[i+2])<<16|uint64(b[i+3])<<24|
			uint64(b[i+4])<<32|uint64(b[i+5])<<40|uint64(b[i+6])<<48|uint64(b[i+7])<<56))
	}
	return head, values
}

// A client that accepts a frame (the browser) gets a list output as raw
// float64s after a first line of JSON; a scalar and an error stay JSON in
// that line. The status is the same as for JSON.
func TestTableFrame(t *testing.T) {
	h := server.New(equations.Catalogue())
	post := func(query, body, accept string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodPost, "/api/v1/table?"+query, strings.NewReader(body))
		req.Header.Set("Accept", accept)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	for _, accept := range []string{jobs.FrameType, "application/json;q=0.5, " + jobs.FrameType + ";q=1"} {
		rec := post("id=softmax&columns=z", "0\n0\n0\n0\n", accept)
		head, values := readFrame(t, rec)
		if rec.Code != 200 || head["values"] != 4.0 || head["rows"] != 4.0 || !slices.Equal(values, []float64{0.25, 0.25, 0.25, 0.25}) {
			t.Errorf("softmax framed (Accept %q): %d %v %v; want 4 values of 0.25", accept, rec.Code, head, values)
		}
	}
	rec := post("id=roc-auc&columns=y,s", scores, jobs.FrameType)
	if head, values := readFrame(t, rec); rec.Code != 200 || head["output"] != 0.75 || len(values) != 0 {
		t.Errorf("AUC framed: %d %v %v; want output 0.75 and no values", rec.Code, head, values)
	}
	rec = post("id=roc-auc&columns=y,s", "y,s\n2,0.5\n", jobs.FrameType)
	if head, values := readFrame(t, rec); rec.Code != 400 || !strings.Contains(fmt.Sprint(head["error"]), "no row") || len(values) != 0 {
		t.Errorf("a bad table framed: %d %v %v; want 400 and the error", rec.Code, head, values)
	}
	// Without the Accept, JSON as before.
	if status, a := postTable(t, h, "id=softmax&columns=z", "0\n0\n"); status != 200 || string(a.Output) != "[0.5,0.5]" {
		t.Errorf("softmax as JSON: %d %+v", status, a)
	}
}
