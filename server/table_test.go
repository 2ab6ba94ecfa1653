package server_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/server"
)

// tableAnswer is the JSON of a /api/v1/table answer.
type tableAnswer struct {
	ID       string          `json:"id"`
	Output   json.RawMessage `json:"output"`
	Error    string          `json:"error"`
	Rows     int             `json:"rows"`
	Skipped  int             `json:"skipped"`
	Problems []string        `json:"problems"`
}

func postTable(t *testing.T, h http.Handler, query, body string) (int, tableAnswer) {
	t.Helper()
	rec := do(t, h, http.MethodPost, "/api/v1/table?"+query, body)
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
		t.Errorf("%s: Content-Type = %q, want application/json", query, ct)
	}
	var a tableAnswer
	if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
		t.Fatalf("%s: answer is not JSON: %v\n%s", query, err, rec.Body)
	}
	return rec.Code, a
}

func TestTable(t *testing.T) {
	h := server.New(equations.Catalogue())
	// Positives score 0.35 and 0.8, negatives 0.1 and 0.4: 3 of the 4
	// pairs are ordered, AUC = 0.75.
	const scores = "0,0.1\n0,0.4\n1,0.35\n1,0.8\n"
	tests := []struct {
		name, query, body string
		status            int
		output            string // "" when an error is expected
		rows, skipped     int
		problem, err      string // parts of the first problem and of the error
	}{
		{"rows", "id=roc-auc&columns=y,s", scores, 200, "0.75", 4, 0, "", ""},
		{"header and CRLF", "id=roc-auc&columns=y,s", "label;score\r\n" + strings.ReplaceAll(scores, ",", ";"), 200, "0.75", 4, 0, "", ""},
		{"bad rows skipped", "id=roc-auc&columns=y,s", scores + "2,0.5\nx,0.1\n1\n", 200, "0.75", 4, 3, "line 5: y = 2 is not in [0, 1]", ""},
		// Minkowski distance between x = (0, 0) and y = (3, 4): 7 for p = 1.
		{"other inputs", "id=minkowski-distance&columns=x,y&inputs=" + url.QueryEscape(`{"p": 1}`), "0 3\n0 4\n", 200, "7", 2, 0, "", ""},
		{"a list", "id=softmax&columns=z", "0, 0", 200, "[0.5,0.5]", 2, 0, "", ""},
		{"no good row", "id=roc-auc&columns=y,s", "a,b\nx,y\n", 400, "", 0, 1, "line 2", "no row"},
		{"unknown id", "id=nope&columns=y,s", scores, 404, "", 0, 0, "", "unknown equation"},
		{"unknown column", "id=roc-auc&columns=y,w", scores, 400, "", 0, 0, "", `"w"`},
		{"scalar column", "id=minkowski-distance&columns=x,p", scores, 400, "", 0, 0, "", `"p"`},
		{"missing input", "id=minkowski-distance&columns=x,y", "0 3\n", 400, "", 1, 0, "", `"p"`},
		{"column also an input", "id=minkowski-distance&columns=x,y&inputs=" + url.QueryEscape(`{"p": 1, "x": [1]}`), "0 3\n", 400, "", 1, 0, "", "given twice"},
		{"inputs not JSON", "id=roc-auc&columns=y,s&inputs=%7Bnope", scores, 400, "", 0, 0, "", `"inputs"`},
		{"no id", "columns=y,s", scores, 400, "", 0, 0, "", `"id"`},
		{"no columns", "id=roc-auc", scores, 400, "", 0, 0, "", `"columns"`},
	}
	for _, tt := range tests {
		status, a := postTable(t, h, tt.query, tt.body)
		if status != tt.status {
			t.Errorf("%s: status %d, want %d (%+v)", tt.name, status, tt.status, a)
			continue
		}
		if tt.output != "" && (string(a.Output) != tt.output || a.Error != "") {
			t.Errorf("%s: output %s (error %q), want %s", tt.name, a.Output, a.Error, tt.output)
		}
		if tt.err != "" && !strings.Contains(a.Error, tt.err) {
			t.Errorf("%s: error %q, want it to contain %q", tt.name, a.Error, tt.err)
		}
		if a.Rows != tt.rows || a.Skipped != tt.skipped {
			t.Errorf("%s: %d rows used, %d skipped; want %d, %d", tt.name, a.Rows, a.Skipped, tt.rows, tt.skipped)
		}
		if tt.problem != "" && (len(a.Problems) == 0 || !strings.Contains(a.Problems[0], tt.problem)) {
			t.Errorf("%s: problems %q, want the first to contain %q", tt.name, a.Problems, tt.problem)
		}
	}
}

func TestTableLimits(t *testing.T) {
	h := server.NewWithOptions(equations.Catalogue(), server.Options{MaxBodyBytes: 1000, MaxElements: 10})
	if rec := do(t, h, http.MethodGet, "/api/v1/table?id=roc-auc&columns=y,s", ""); rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("GET: status %d, want 405", rec.Code)
	}
	for _, c := range []struct{ name, query, body string }{
		{"body over 1000 bytes", "id=roc-auc&columns=y,s", strings.Repeat("0,0.5\n", 200)},
		{"6 rows of 2 columns", "id=roc-auc&columns=y,s", strings.Repeat("0,0.5\n", 5) + "1,0.5"},
		{"a list of 11 values", "id=softmax&columns=z", strings.Repeat("1, ", 10) + "1"},
	} {
		status, a := postTable(t, h, c.query, c.body)
		if status != http.StatusRequestEntityTooLarge || a.Error == "" {
			t.Errorf("%s: status %d, error %q; want 413 with an error", c.name, status, a.Error)
		}
	}
	// Within the limits: 5 rows of 2 values, and a list of 10.
	if status, a := postTable(t, h, "id=roc-auc&columns=y,s", "0,0.1\n0,0.4\n1,0.35\n1,0.8"); status != 200 || string(a.Output) != "0.75" {
		t.Errorf("4 rows: status %d, %+v", status, a)
	}
	if status, a := postTable(t, h, "id=softmax&columns=z", strings.Repeat("0, ", 9)+"0"); status != 200 || !strings.HasPrefix(string(a.Output), "[0.1,") {
		t.Errorf("10 values: status %d, %+v", status, a)
	}
}
