package equations

import (
	"encoding/json"
	"net/url"
	"reflect"
	"strings"
	"testing"
)

// The defaults make no query, and no query gives the defaults, silently.
func TestQueryDefaults(t *testing.T) {
	for _, s := range Catalogue().All() {
		if q := s.EncodeQuery(s.Defaults()); q != "" {
			t.Errorf("%s: the defaults encode as %q, want nothing", s.ID, q)
		}
		in, notes := s.DecodeQuery(url.Values{})
		if !reflect.DeepEqual(in, s.Defaults()) || len(notes) > 0 {
			t.Errorf("%s: an empty query gives %v, notes %q", s.ID, in, notes)
		}
	}
}

// What EncodeQuery writes, read back through a URL as a browser would
// send it, gives the same inputs, with no note.
func TestQueryRoundTrip(t *testing.T) {
	reg := Catalogue()
	for _, c := range []struct {
		id   string
		set  map[string]any
		want string // the query EncodeQuery must write
	}{
		{"softmax", map[string]any{"z": []float64{1, 2.5, -3}}, "v=1&z=1,2.5,-3"},
		{"sigmoid", map[string]any{"z": 1e-7}, "v=1&z=1e-7"},
		{"binomial-pmf", map[string]any{"n": 12, "k": 4}, "v=1&n=12&k=4"},
		{"multivariate-gaussian-pdf", map[string]any{"Sigma": [][]float64{{1, 0.25}, {0.25, 2}}}, "v=1&Sigma=1,0.25%3B0.25,2"},
		{"hamming-distance", map[string]any{"x": json.RawMessage(`[1, 1, 0]`), "y": json.RawMessage(`[0, 1, 0]`)}, "v=1&x=%5B1,1,0%5D&y=%5B0,1,0%5D"},
		{"unigram-model", map[string]any{"tokens": []string{"the", "cat & dog"}, "P": json.RawMessage(`{"the": 0.5, "cat & dog": 0.5}`)}, ""},
		{"scaled-dot-product-attention", map[string]any{"scaled": false}, "v=1&scaled=0"},
		{"sigmoid", map[string]any{"z": -1e300}, "v=1&z=-1e%2B300"},
	} {
		s, ok := reg.Lookup(c.id)
		if !ok {
			t.Fatalf("no equation %s", c.id)
		}
		in := s.Defaults()
		for k, v := range c.set {
			in[k] = v
		}
		if err := s.Validate(in); err != nil {
			t.Fatalf("%s: the test's inputs are invalid: %v", c.id, err)
		}
		q := s.EncodeQuery(in)
		if c.want != "" && q != c.want {
			t.Errorf("%s: EncodeQuery = %q, want %q", c.id, q, c.want)
		}
		u, err := url.Parse("/eq/" + c.id + "?" + q)
		if err != nil {
			t.Fatalf("%s: %q is not a URL: %v", c.id, q, err)
		}
		back, notes := s.DecodeQuery(u.Query())
		if len(notes) > 0 {
			t.Errorf("%s: reading %q gave notes %q", c.id, q, notes)
		}
		for k, v := range in {
			got := back[k]
			if raw, ok := v.(json.RawMessage); ok { // compared as JSON values
				var a, b any
				json.Unmarshal(raw, &a)
				json.Unmarshal(got.(json.RawMessage), &b)
				v, got = a, b
			}
			if !reflect.DeepEqual(got, v) {
				t.Errorf("%s: %s read back as %v, want %v (query %q)", c.id, k, got, v, q)
			}
		}
	}
}

// A bad value keeps its input's default, with a note that names the
// input; the other inputs of the link are still used.
func TestQueryBadValues(t *testing.T) {
	reg := Catalogue()
	for _, c := range []struct {
		id, query string
		kept      map[string]any // inputs taken from the link
		note      string         // part of the one note
	}{
		{"softmax", "z=1,x,3&T=2", map[string]any{"T": 2.0}, `z: item 2: `},
		{"softmax", "z=1,2&zz=3", map[string]any{"z": []float64{1, 2}}, `"zz" is not an input of softmax`},
		{"softmax", "v=7&z=1,2", map[string]any{"z": []float64{1, 2}}, "version 7"},
		{"sigmoid", "z=%3Cscript%3Ealert(1)%3C%2Fscript%3E", nil, "z: "},
		{"binomial-pmf", "n=2.5", nil, "n: "},
		{"entropy", "p=0.5,0.6", nil, `p: sums to 1.1`},                      // not a distribution
		{"roc-auc", "y=0,1", map[string]any{"s": []float64{0.2, 0.9}}, ""},   // y and s both given below
		{"roc-auc", "y=0,1,1", nil, `y: `},                                   // a length the default s does not have
		{"entropy", "base=%3Cimg%3E", nil, `base: "<img>" is not an option`}, // not an option
		{"scaled-dot-product-attention", "scaled=maybe", nil, "scaled: "},
		{"unigram-model", "tokens=the,cat", nil, "tokens: "},
		{"sigmoid", "z=" + strings.Repeat("1", maxQueryValue+1), nil, "over"},
		// JSON, but not a bigram table: refused by the evaluation.
		{"bigram-model", `P_next={"__proto__":{"x":"<img>"}}`, nil, `P_next: row "__proto__": word "x": got a string`},
	} {
		s, _ := reg.Lookup(c.id)
		q, err := url.ParseQuery(c.query)
		if err != nil {
			t.Fatal(err)
		}
		if c.id == "roc-auc" && c.note == "" {
			q.Set("s", "0.2,0.9")
		}
		in, notes := s.DecodeQuery(q)
		if err := s.Validate(in); err != nil {
			t.Errorf("%s?%s: the inputs read are invalid: %v", c.id, c.query, err)
		}
		if _, err := s.Evaluate(in); err != nil {
			t.Errorf("%s?%s: the inputs read do not evaluate: %v", c.id, c.query, err)
		}
		switch {
		case c.note == "" && len(notes) > 0:
			t.Errorf("%s?%s: notes %q, want none", c.id, c.query, notes)
		case c.note != "" && (len(notes) != 1 || !strings.Contains(notes[0], c.note)):
			t.Errorf("%s?%s: notes %q, want one containing %q", c.id, c.query, notes, c.note)
		}
		def := s.Defaults()
		for name := range def {
			want, kept := c.kept[name]
			if !kept {
				want = def[name]
			}
			if name == "y" && c.id == "roc-auc" && c.note == "" {
				want = []float64{0, 1}
			}
			if !reflect.DeepEqual(in[name], want) {
				t.Errorf("%s?%s: %s = %v, want %v", c.id, c.query, name, in[name], want)
			}
		}
	}
}

// Whatever a link holds, the page gets inputs the equation accepts.
func FuzzDecodeQuery(f *testing.F) {
	for _, seed := range []string{"z=1,2,3", "v=1&z=1e309", "Sigma=1,2%3B3", "x=%5B1,0%5D", "p=0.5,0.5&base=2", "n=-1&k=9", "z=%00"} {
		f.Add("softmax", seed)
		f.Add("multivariate-gaussian-pdf", seed)
		f.Add("entropy", seed)
	}
	reg := Catalogue()
	f.Fuzz(func(t *testing.T, id, query string) {
		s, ok := reg.Lookup(id)
		if !ok {
			return
		}
		q, err := url.ParseQuery(query)
		if err != nil {
			return
		}
		in, _ := s.DecodeQuery(q)
		if err := s.Validate(in); err != nil {
			t.Errorf("%s?%s: the inputs read are invalid: %v", id, query, err)
		}
	})
}

// The view options of a link (a widget's theme, the predict mode) are not
// inputs: they pass without a note, and a link of them alone has none.
func TestQueryViewOptions(t *testing.T) {
	s, _ := Catalogue().Lookup("sigmoid")
	in, notes := s.DecodeQuery(url.Values{"z": {"2"}, "theme": {"dark"}, "predict": {"1"}})
	if len(notes) != 0 || in["z"] != 2.0 {
		t.Errorf("z = %v, notes %q", in["z"], notes)
	}
	if HasInputs(url.Values{"theme": {"dark"}, "predict": {"1"}}) || !HasInputs(url.Values{"predict": {"1"}, "z": {"2"}}) {
		t.Error("HasInputs counts the view options as inputs, or misses an input")
	}
	if _, notes := s.DecodeQuery(url.Values{"Theme": {"dark"}}); len(notes) != 1 {
		t.Errorf("an unknown name, only letter case from a view option, gave notes %q", notes)
	}
}
