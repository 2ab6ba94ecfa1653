package server_test

import (
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"eqx/equations"
	"eqx/jobs"
	"eqx/server"
)

// sweepAnswer is the JSON of a sweep's answer.
type sweepAnswer struct {
	ID        string            `json:"id"`
	Input     string            `json:"input"`
	Outputs   []json.RawMessage `json:"outputs"`
	Undefined int               `json:"undefined"`
	Errors    []struct {
		Index int    `json:"index"`
		Error string `json:"error"`
	} `json:"errors"`
	Error string `json:"error"`
}

func postSweep(t *testing.T, h http.Handler, body string) (int, sweepAnswer) {
	t.Helper()
	rec := do(t, h, http.MethodPost, "/api/v1/sweep", body)
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type = %q", ct)
	}
	var a sweepAnswer
	if err := json.Unmarshal(rec.Body.Bytes(), &a); err != nil {
		t.Fatalf("answer is not JSON: %v\n%s", err, rec.Body)
	}
	return rec.Code, a
}

func outputsText(a sweepAnswer) string {
	s := make([]string, len(a.Outputs))
	for i, o := range a.Outputs {
		s[i] = string(o)
	}
	return strings.Join(s, " ")
}

func TestSweepPaths(t *testing.T) {
	tests := []struct {
		name      string
		body      string
		outputs   string // the outputs as JSON, space-separated
		calls     int    // evaluations of "inverse"
		undefined int
		errs      string // the first reason, if any
	}{
		// A Numbers input takes the whole list in one call.
		{"vectorised", `{"id":"inverse","sweep":{"x":[1,2,4]}}`, "1 0.5 0.25", 1, 0, ""},
		{"vectorised with a fixed number", `{"id":"inverse","fixed":{"c":1},"sweep":{"x":[1,2]}}`, "2 1.5", 1, 0, ""},
		{"vectorised to infinity", `{"id":"inverse","sweep":{"x":[5e-324,-5e-324]}}`, `"Infinity" "-Infinity"`, 1, 0, ""},
		// Undefined somewhere: the one call fails, then point by point.
		{"undefined point", `{"id":"inverse","sweep":{"x":[1,0,2]}}`, "1 null 0.5", 4, 1, "1/x is undefined at x = 0"},
		// A list among the fixed inputs would pair entry by entry: point
		// by point, each output is a list.
		{"fixed list", `{"id":"inverse","fixed":{"c":[10,20]},"sweep":{"x":[1,2]}}`, "[10,20] [10,20]", 2, 0, ""},
		// Too short for the list form: each point is a valid number.
		{"list form invalid", `{"id":"inverse3","sweep":{"x":[1,2]}}`, "1 0.5", 2, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var calls int
			h := server.New(testRegistry(t, 0, &calls))
			code, a := postSweep(t, h, tt.body)
			if code != 200 {
				t.Fatalf("status %d: %s", code, a.Error)
			}
			if got := outputsText(a); got != tt.outputs {
				t.Errorf("outputs %s, want %s", got, tt.outputs)
			}
			if calls != tt.calls {
				t.Errorf("%d evaluations, want %d", calls, tt.calls)
			}
			if a.Undefined != tt.undefined || (tt.errs != "" && (len(a.Errors) == 0 || !strings.Contains(a.Errors[0].Error, tt.errs))) {
				t.Errorf("undefined %d, errors %+v; want %d, %q", a.Undefined, a.Errors, tt.undefined, tt.errs)
			}
			if !strings.HasPrefix(a.ID, "inverse") || a.Input != "x" {
				t.Errorf("id %q, input %q", a.ID, a.Input)
			}
		})
	}
}

func TestSweepValues(t *testing.T) {
	h := server.New(equations.Catalogue())
	tests := []struct{ body, outputs string }{
		// The codec's spelling of the infinities, through the slow path.
		{`{"id":"sigmoid","sweep":{"z":["-Infinity",0,"Infinity"]}}`, "0 0.5 1"},
		{`{"id":"relu","sweep":{"z":{"from":-1,"to":1,"count":1}}}`, "0"},
		// The last value of a range is its end exactly, whatever the
		// rounding of (to - from)/(count - 1): here 0.3/3 = 0.09999…
		{`{"id":"relu","sweep":{"z":{"from":0,"to":0.3,"count":4}}}`, "0 0.09999999999999999 0.19999999999999998 0.3"},
		{`{"id":"relu","sweep":{"z":{"from":1,"to":-1,"count":3}}}`, "1 0 0"},
	}
	for _, tt := range tests {
		code, a := postSweep(t, h, tt.body)
		if code != 200 {
			t.Errorf("%s: status %d: %s", tt.body, code, a.Error)
			continue
		}
		if got := outputsText(a); got != tt.outputs {
			t.Errorf("%s: outputs %s, want %s", tt.body, got, tt.outputs)
		}
	}
}

func TestSweepErrors(t *testing.T) {
	// Every equation of the catalogue computes; a concept page (a formula
	// without inputs) is added to it for the test.
	const concept = "a-concept"
	reg, err := equations.NewRegistry(append(equations.Catalogue().All(),
		&equations.Spec{ID: concept, Title: "A concept", Category: "tests", LaTeX: `c`})...)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		opts   server.Options
		body   string
		status int
		want   []string
	}{
		{"not JSON", server.Options{}, `{"id":`, 400, []string{"not a sweep object"}},
		{"data after the object", server.Options{}, `{"id":"sigmoid","sweep":{"z":[1]}} {}`, 400, []string{"data after the sweep object"}},
		{"missing id", server.Options{}, `{"sweep":{"z":[1]}}`, 400, []string{`missing "id"`}},
		{"no sweep", server.Options{}, `{"id":"sigmoid","fixed":{"z":1}}`, 400, []string{"exactly one input", `{"z": [values]}`, "names 0"}},
		{"concept page", server.Options{}, `{"id":"` + concept + `","sweep":{"x":[1]}}`, 400, []string{concept, "concept page"}},
		{"null values", server.Options{}, `{"id":"sigmoid","sweep":{"z":[1,null]}}`, 400, []string{`"z"`, "entry 2", "null"}},
		{"a string", server.Options{}, `{"id":"sigmoid","sweep":{"z":"many"}}`, 400, []string{`"z"`, "a list of numbers"}},
		{"range without count", server.Options{}, `{"id":"sigmoid","sweep":{"z":{"from":0,"to":1}}}`, 400, []string{`"count"`}},
		{"range with an unknown key", server.Options{}, `{"id":"sigmoid","sweep":{"z":{"from":0,"to":1,"n":3}}}`, 400, []string{`"n"`}},
		{"range out of the domain", server.Options{}, `{"id":"gaussian-pdf","fixed":{"x":0,"mu":0},"sweep":{"sigma":{"from":-1,"to":1,"count":3}}}`, 400, []string{`"sigma"`, "entry 1 = -1 is outside"}},
		{"too many values", server.Options{MaxElements: 4}, `{"id":"sigmoid","sweep":{"z":[1,2,3,4]}}`, 413, []string{"5 values", "limit is 4"}},
		{"range over the limit", server.Options{MaxElements: 4}, `{"id":"sigmoid","sweep":{"z":{"from":0,"to":1,"count":5}}}`, 413, []string{`"count" is 5`, "limit is 4"}},
		{"body too large", server.Options{MaxBodyBytes: 16}, `{"id":"sigmoid","sweep":{"z":[1]}}`, 413, []string{"larger than 16 bytes"}},
		{"wrong method", server.Options{}, "", 405, []string{"GET"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := server.NewWithOptions(reg, tt.opts)
			var code int
			var msg string
			if tt.status == 405 {
				rec := do(t, h, http.MethodGet, "/api/v1/sweep", "")
				code, msg = rec.Code, decode(t, rec).Error
			} else {
				var a sweepAnswer
				code, a = postSweep(t, h, tt.body)
				msg = a.Error
				if a.Outputs != nil {
					t.Errorf("an error answer has outputs")
				}
			}
			if code != tt.status {
				t.Fatalf("status %d, want %d: %s", code, tt.status, msg)
			}
			for _, w := range tt.want {
				if !strings.Contains(msg, w) {
					t.Errorf("error %q does not contain %q", msg, w)
				}
			}
		})
	}
}

// A panic at one point is a bug: the sweep answers 500 naming the point,
// and the handler logs it.
func TestSweepInternalError(t *testing.T) {
	var calls int
	var logged []string
	h := server.NewWithOptions(testRegistry(t, 0, &calls), server.Options{Logf: func(f string, args ...any) { logged = append(logged, fmt.Sprintf(f, args...)) }})
	code, a := postSweep(t, h, `{"id":"boom","sweep":{"x":[0,0.5,2,3]}}`)
	if code != http.StatusInternalServerError {
		t.Fatalf("status %d, want 500: %s", code, a.Error)
	}
	for _, w := range []string{"at x = 2", "kaboom"} {
		if !strings.Contains(a.Error, w) {
			t.Errorf("error %q does not contain %q", a.Error, w)
		}
	}
	if len(logged) != 1 || !strings.Contains(logged[0], "kaboom") {
		t.Errorf("logged %q, want the panic once", logged)
	}
}

// Past the time limit a sweep stops between points with 503.
func TestSweepTimeLimit(t *testing.T) {
	var calls int
	h := server.NewWithOptions(testRegistry(t, 100*time.Microsecond, &calls), server.Options{Timeout: 30 * time.Millisecond})
	body := `{"id":"slow","sweep":{"x":{"from":0,"to":1,"count":5000}}}`
	start := time.Now()
	code, a := postSweep(t, h, body)
	if code != http.StatusServiceUnavailable {
		t.Fatalf("status %d, want 503: %s", code, a.Error)
	}
	if want := "request time limit of 30ms reached after 64 of 5000 points"; a.Error != want {
		t.Errorf("error %q, want %q", a.Error, want)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the sweep took %v after its limit of 30ms", d)
	}
}

// postFramed posts a sweep to h asking for a frame (jobs.FrameType).
func postFramed(h http.Handler, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodPost, "/api/v1/sweep", strings.NewReader(body))
	req.Header.Set("Accept", jobs.FrameType)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// Asked for a frame, a sweep whose outputs are all numbers sends them as
// raw float64s, here σ(z) = 1/(1+e^−z) computed in the test at the range's
// points; a sweep with undefined points keeps its outputs (with nulls)
// as JSON in the first line; an error is the same in both forms.
func TestSweepFrame(t *testing.T) {
	var calls int
	catalogue, tests := server.New(equations.Catalogue()), server.New(testRegistry(t, 0, &calls))
	rec := postFramed(catalogue, `{"id":"sigmoid","sweep":{"z":{"from":-40,"to":40,"count":9}}}`)
	head, values := readFrame(t, rec)
	if rec.Code != 200 || head["values"] != 9.0 || head["input"] != "z" || len(values) != 9 {
		t.Fatalf("sigmoid sweep framed: %d %v %d values", rec.Code, head, len(values))
	}
	for i, got := range values {
		z := -40 + 10*float64(i)
		if want := 1 / (1 + math.Exp(-z)); math.Abs(got-want) > 1e-15*want {
			t.Errorf("σ(%v) = %v, want %v", z, got, want)
		}
	}
	rec = postFramed(tests, `{"id":"inverse","sweep":{"x":[1,0,2]}}`)
	if head, values := readFrame(t, rec); rec.Code != 200 || head["values"] != nil || len(values) != 0 || head["undefined"] != 1.0 ||
		fmt.Sprint(head["outputs"]) != "[1 <nil> 0.5]" {
		t.Errorf("1/x sweep framed: %d %v %v; want its outputs as JSON", rec.Code, head, values)
	}
	rec = postFramed(catalogue, `{"id":"sigmoid","sweep":{"z":{"from":0,"to":1,"count":0}}}`)
	if head, _ := readFrame(t, rec); rec.Code != 400 || !strings.Contains(fmt.Sprint(head["error"]), `"count" is 0`) {
		t.Errorf("bad sweep framed: %d %v; want 400 naming count", rec.Code, head)
	}
}

// A long sweep is evaluated on several cores with the outputs of the
// sequential loop: σ at 50001 points checked against σ computed here; a
// sweep through a point where the equation is undefined, or panics,
// gives the sequential answer (nulls with the reason, or a 500 naming the
// point).
func TestSweepParallel(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	var calls int
	catalogue, tests := server.New(equations.Catalogue()), server.New(testRegistry(t, 0, &calls))
	const n = 50001
	rec := postFramed(catalogue, fmt.Sprintf(`{"id":"sigmoid","sweep":{"z":{"from":-25,"to":25,"count":%d}}}`, n))
	head, values := readFrame(t, rec)
	if rec.Code != 200 || len(values) != n {
		t.Fatalf("sigmoid sweep: %d %v, %d values", rec.Code, head, len(values))
	}
	for i, got := range values {
		z := -25 + float64(i)*(50.0/(n-1))
		if i == n-1 {
			z = 25
		}
		if want := 1 / (1 + math.Exp(-z)); math.Abs(got-want) > 1e-15*want {
			t.Fatalf("σ(%v) = %v, want %v", z, got, want)
		}
	}
	// 1/x over a list with an exact 0 in the middle: the list form fails,
	// the cores stop at 0, and the point-by-point loop says where.
	xs := make([]string, n)
	for i := range xs {
		xs[i] = strconv.Itoa(i - n/2)
	}
	rec = postFramed(tests, `{"id":"inverse","sweep":{"x":[`+strings.Join(xs, ",")+`]}}`)
	if head, _ := readFrame(t, rec); rec.Code != 200 || head["undefined"] != 1.0 || !strings.Contains(fmt.Sprint(head["errors"]), "index:25000") {
		t.Errorf("1/x sweep through 0: %d undefined %v errors %.200v", rec.Code, head["undefined"], head["errors"])
	}
	rec = postFramed(tests, fmt.Sprintf(`{"id":"boom","sweep":{"x":{"from":0,"to":2,"count":%d}}}`, n))
	if head, _ := readFrame(t, rec); rec.Code != 500 || !strings.Contains(fmt.Sprint(head["error"]), "at x = 1.00004") {
		t.Errorf("a sweep into a panic: %d %v; want 500 at the first x above 1", rec.Code, head)
	}
}
