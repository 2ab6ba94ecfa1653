package jobs

import (
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"eqx/equations"
)

func raw(js string) map[string]json.RawMessage {
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(js), &m); err != nil {
		panic(err)
	}
	return m
}

func TestTable(t *testing.T) {
	reg := equations.Catalogue()
	auc := []string{"y", "s"}
	xy := []string{"x", "y"}
	tests := []struct {
		name    string
		req     Request
		text    string
		failure equations.Failure
		output  string  // the JSON of a list output, or ""
		number  float64 // a number output, when output is "" and failure is OK
		rows    int
		skipped int
		// problems are all of them, in order; format and header are
		// checked when not "", and err must be part of the error.
		problems       []string
		format, header string
		err            string
	}{
		// Positives score 0.35 and 0.8, negatives 0.1 and 0.4: 3 of the 4
		// (positive, negative) pairs are in order, AUC 3/4.
		{name: "AUC, comma-separated", req: Request{ID: "roc-auc", Columns: auc},
			text:   "0,0.1\n0,0.4\n1,0.35\n1,0.8\n",
			number: 0.75, rows: 4, format: "comma-separated"},
		{name: "AUC, tab-separated with a header and decimal commas", req: Request{ID: "roc-auc", Columns: auc},
			text:   "y\ts\n0\t0,1\n0\t0,4\n1\t0,35\n1\t0,8\n",
			number: 0.75, rows: 4, format: "tab-separated, decimal comma allowed", header: "line 1: header skipped (y, s)"},
		{name: "AUC, the columns in the other order", req: Request{ID: "roc-auc", Columns: []string{"s", "y"}},
			text:   "0.1 0\n0.4 0\n0.35 1\n0.8 1\n",
			number: 0.75, rows: 4, format: "space-separated"},
		// The two bad rows, kept, would add a positive scoring 0.9 (AUC
		// 5/6) and a negative scoring 0.05 (AUC 5/6 too).
		{name: "AUC, bad rows left out and named", req: Request{ID: "roc-auc", Columns: auc},
			text:   "0,0.1\n# a comment\n0,0.4\n5,0.9\n1,0.35\n0,0.05,7\n1,0.8\n",
			number: 0.75, rows: 4, skipped: 2,
			problems: []string{"line 4: y = 5 is not in [0, 1]", "line 6: 3 columns, expected 2"}},
		// 25 bad rows: 20 named, the other 5 counted in a last line.
		{name: "AUC, 25 bad rows", req: Request{ID: "roc-auc", Columns: auc},
			text:   "0,0.1\n1,0.9\n" + strings.Repeat("5,0.5\n", 25),
			number: 1, rows: 2, skipped: 25,
			problems: append(lines(3, 22, "y = 5 is not in [0, 1]"), "… and 5 more")},
		// x = (0, 0), y = (3, 4): 3 + 4 = 7, sqrt(9 + 16) = 5, max(3, 4) = 4.
		{name: "Minkowski, p = 1", req: Request{ID: "minkowski-distance", Columns: xy, Inputs: raw(`{"p": 1}`)},
			text: "0 3\n0 4\n", number: 7, rows: 2},
		{name: "Minkowski, p = 2", req: Request{ID: "minkowski-distance", Columns: xy, Inputs: raw(`{"p": 2}`)},
			text: "0 3\n0 4\n", number: 5, rows: 2},
		{name: "Minkowski, p = Infinity", req: Request{ID: "minkowski-distance", Columns: xy, Inputs: raw(`{"p": "Infinity"}`)},
			text: "0 3\n0 4\n", number: 4, rows: 2},
		// −(log 0.5 + log(1 − 0.5)) = 2 ln 2 summed, ln 2 averaged.
		{name: "BCE, sum", req: Request{ID: "binary-cross-entropy", Columns: []string{"y", "p"}, Inputs: raw(`{"reduction": "sum"}`)},
			text: "1,0.5\n0,0.5\n", number: 2 * math.Ln2, rows: 2},
		{name: "BCE, the default mean", req: Request{ID: "binary-cross-entropy", Columns: []string{"y", "p"}},
			text: "1,0.5\n0,0.5\n", number: math.Ln2, rows: 2},
		// A list for one vector: equal scores give a uniform softmax.
		{name: "softmax of a list", req: Request{ID: "softmax", Columns: []string{"z"}},
			text: "0, 0\n0, x\n0\n", output: "[0.25,0.25,0.25,0.25]", rows: 4, skipped: 1,
			problems: []string{`line 2: item 2: "x" is not a number`}},

		{name: "no id", req: Request{Columns: auc}, text: "0,1\n",
			failure: equations.BadInput, err: `missing "id"`},
		{name: "unknown id", req: Request{ID: "nope", Columns: auc}, text: "0,1\n",
			failure: equations.UnknownID, err: `unknown equation id "nope"`},
		{name: "no columns", req: Request{ID: "roc-auc"}, text: "0,1\n",
			failure: equations.BadInput, err: "no column"},
		{name: "unknown column", req: Request{ID: "roc-auc", Columns: []string{"y", "w"}}, text: "0,1\n",
			failure: equations.BadInput, err: `"w"`},
		{name: "a real number as a column", req: Request{ID: "minkowski-distance", Columns: []string{"x", "p"}}, text: "0,1\n",
			failure: equations.BadInput, err: `"p"`},
		{name: "a column twice", req: Request{ID: "roc-auc", Columns: []string{"s", "s"}}, text: "0,1\n",
			failure: equations.BadInput, err: "two columns"},
		{name: "a column also given in Inputs", req: Request{ID: "minkowski-distance", Columns: xy, Inputs: raw(`{"p": 1, "y": [1, 2]}`)},
			text: "0 3\n0 4\n", failure: equations.BadInput, rows: 2, err: `"y": given twice`},
		{name: "an unknown input", req: Request{ID: "minkowski-distance", Columns: xy, Inputs: raw(`{"p": 1, "q": 2}`)},
			text: "0 3\n", failure: equations.BadInput, rows: 1, err: `"q"`},
		{name: "a missing input", req: Request{ID: "minkowski-distance", Columns: xy},
			text: "0 3\n", failure: equations.BadInput, rows: 1, err: `"p"`},
		{name: "an input out of its domain", req: Request{ID: "minkowski-distance", Columns: xy, Inputs: raw(`{"p": 0.5}`)},
			text: "0 3\n", failure: equations.BadInput, rows: 1, err: `"p"`},
		{name: "no good row", req: Request{ID: "roc-auc", Columns: auc},
			text: "y,s\n2,0.5\n", failure: equations.BadInput, skipped: 1,
			problems: []string{"line 2: y = 2 is not in [0, 1]"}, header: "line 1: header skipped (y, s)", err: "no row"},
		{name: "empty text", req: Request{ID: "roc-auc", Columns: auc},
			text: "", failure: equations.BadInput, err: "no row"},
		// No negative label: the AUC is undefined.
		{name: "AUC without a negative", req: Request{ID: "roc-auc", Columns: auc},
			text: "1,0.5\n1,0.7\n", failure: equations.BadInput, rows: 2},
	}
	for _, tt := range tests {
		resp, f := Table(reg, tt.req, tt.text, nil)
		if f != tt.failure {
			t.Errorf("%s: failure %d, want %d (%+v)", tt.name, f, tt.failure, resp)
			continue
		}
		if resp.ID != tt.req.ID {
			t.Errorf("%s: id %q, want %q", tt.name, resp.ID, tt.req.ID)
		}
		switch {
		case tt.failure != equations.OK:
			if resp.Error == "" || resp.Output != nil || resp.Values != nil || !strings.Contains(resp.Error, tt.err) {
				t.Errorf("%s: output %s, error %q; want no output and an error containing %q", tt.name, resp.Output, resp.Error, tt.err)
			}
		case tt.output != "":
			if got := outputJSON(t, resp); got != tt.output || resp.Error != "" {
				t.Errorf("%s: output %s (error %q), want %s", tt.name, got, resp.Error, tt.output)
			}
		default:
			got, err := strconv.ParseFloat(string(resp.Output), 64)
			if err != nil || resp.Error != "" || math.Abs(got-tt.number) > 1e-15*tt.number {
				t.Errorf("%s: output %s (error %q), want %v", tt.name, resp.Output, resp.Error, tt.number)
			}
		}
		if resp.Rows != tt.rows || resp.Skipped != tt.skipped {
			t.Errorf("%s: %d rows used, %d skipped; want %d, %d", tt.name, resp.Rows, resp.Skipped, tt.rows, tt.skipped)
		}
		if !slices.Equal(resp.Problems, tt.problems) {
			t.Errorf("%s: problems %q, want %q", tt.name, resp.Problems, tt.problems)
		}
		if tt.format != "" && resp.Format != tt.format {
			t.Errorf("%s: format %q, want %q", tt.name, resp.Format, tt.format)
		}
		if tt.header != "" && resp.Header != tt.header {
			t.Errorf("%s: header %q, want %q", tt.name, resp.Header, tt.header)
		}
	}
}

// lines returns "line N: msg" for N from first to last.
func lines(first, last int, msg string) []string {
	var out []string
	for n := first; n <= last; n++ {
		out = append(out, "line "+strconv.Itoa(n)+": "+msg)
	}
	return out
}

// TestTableNotComputable: a concept page has no numbers to compute.
func TestTableNotComputable(t *testing.T) {
	concept := &equations.Spec{ID: "concept", Title: "A concept", Category: "tests", LaTeX: `c`,
		Params: []equations.Param{{Name: "v", Kind: equations.Vector, Default: []float64{1}, Min: 0, Max: 1, Domain: equations.AnyReal}}}
	panics := &equations.Spec{ID: "panics", Title: "A bug", Category: "tests", LaTeX: `b`,
		Params: concept.Params,
		Eval:   func(equations.Inputs) (any, error) { panic("kernel bug") }}
	reg, err := equations.NewRegistry(concept, panics)
	if err != nil {
		t.Fatal(err)
	}
	if resp, f := Table(reg, Request{ID: "concept", Columns: []string{"v"}}, "1 2", nil); f != equations.BadInput || !strings.Contains(resp.Error, "not computable") {
		t.Errorf("concept: %+v, failure %d; want BadInput, not computable", resp, f)
	}
	if resp, f := Table(reg, Request{ID: "panics", Columns: []string{"v"}}, "1 2", nil); f != equations.Internal || !strings.Contains(resp.Error, "kernel bug") || resp.Rows != 2 {
		t.Errorf("a panicking kernel: %+v, failure %d; want Internal naming the panic", resp, f)
	}
}

func TestTableProgress(t *testing.T) {
	// 100,000 pairs of rows of 7 bytes: 1.4 MB, over 1 MiB, so that the
	// parser reports progress several times (every 256 KiB) before its
	// last report.
	text := strings.Repeat("0,0.25\n1,0.75\n", 100_000)
	var calls [][2]int
	resp, f := Table(equations.Catalogue(), Request{ID: "roc-auc", Columns: []string{"y", "s"}}, text,
		func(done, total int) { calls = append(calls, [2]int{done, total}) })
	if f != equations.OK || string(resp.Output) != "1" || resp.Rows != 200_000 {
		t.Fatalf("AUC of separated scores: %+v, want 1 from 200000 rows", resp)
	}
	if len(calls) < 5 {
		t.Fatalf("%d progress calls for 1.4 MB, want at least 5 (%v)", len(calls), calls)
	}
	for i, c := range calls {
		if c[1] != len(text) || c[0] < 0 || c[0] > c[1] || (i > 0 && c[0] < calls[i-1][0]) {
			t.Fatalf("progress call %d: %v of %d: done must not decrease nor pass the total (calls %v)", i, c, len(text), calls)
		}
	}
	if calls[0][0] >= len(text) {
		t.Errorf("first progress %v: already done", calls[0])
	}
	if last := calls[len(calls)-1]; last[0] != len(text) {
		t.Errorf("last progress %v, want done = total = %d", last, len(text))
	}

	// No progress function: no call, the same answer.
	if resp, f := Table(equations.Catalogue(), Request{ID: "roc-auc", Columns: []string{"y", "s"}}, text, nil); f != equations.OK || string(resp.Output) != "1" {
		t.Errorf("without progress: %+v", resp)
	}
}

func TestAppendJSON(t *testing.T) {
	for _, c := range []struct {
		r    Response
		want string
	}{
		{Response{ID: "softmax", Output: []byte(`[0.5,0.5]`), Rows: 2, Format: "comma-separated"},
			`{"output":[0.5,0.5],"id":"softmax","rows":2,"skipped":0,"format":"comma-separated"}`},
		{Response{ID: "roc-auc", Error: "roc-auc: no row of the table could be used", Skipped: 1, Problems: []string{"line 1: <x>"}},
			`{"id":"roc-auc","error":"roc-auc: no row of the table could be used","rows":0,"skipped":1,"problems":["line 1: \u003cx\u003e"]}`},
	} {
		b, err := c.r.AppendJSON([]byte("> "))
		if err != nil || string(b) != "> "+c.want {
			t.Errorf("AppendJSON = %s, %v; want > %s", b, err, c.want)
		}
		var back Response
		if err := json.Unmarshal(b[2:], &back); err != nil || back.ID != c.r.ID || string(back.Output) != string(c.r.Output) || back.Error != c.r.Error {
			t.Errorf("AppendJSON(%+v) does not read back: %+v, %v", c.r, back, err)
		}
	}
}

// outputJSON is the output of resp as the JSON API writes it.
func outputJSON(t *testing.T, resp Response) string {
	t.Helper()
	b, err := resp.AppendJSON(nil)
	if err != nil {
		t.Fatalf("AppendJSON(%+v): %v", resp, err)
	}
	var back struct {
		Output json.RawMessage `json:"output"`
	}
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatalf("AppendJSON(%+v) = %s: %v", resp, b, err)
	}
	return string(back.Output)
}
