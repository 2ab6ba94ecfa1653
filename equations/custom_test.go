package equations

import (
	"encoding/json"
	"math"
	"net/url"
	"strings"
	"testing"
)

func customForTest(t *testing.T) *Spec {
	t.Helper()
	s, ok := Catalogue().Lookup(CustomID)
	if !ok {
		t.Fatal("the registry does not look up the custom page")
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return s
}

// The custom page at its defaults, a/(1+exp(-k(x-x0))) with a=1, k=2,
// x0=0 at x=0.5, and its derivative a k e^{-k(x-x0)}/(1+e^{-k(x-x0)})^2,
// against mpmath at 30 digits.
func TestCustomDefaults(t *testing.T) {
	s := customForTest(t)
	out, err := s.Evaluate(s.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	m := out.(map[string]any)
	for key, want := range map[string]float64{"f(x)": 0.731058578630004879251159241822, "f′(x)": 0.393223866482963705074849467172} {
		if got, _ := m[key].(float64); math.Abs(got-want) > 1e-15 {
			t.Errorf("%s = %v, want %v (mpmath)", key, got, want)
		}
	}
	for _, id := range Catalogue().IDs() {
		if id == CustomID {
			t.Errorf("the custom page is listed among the catalogue's equations")
		}
	}
}

// A formula the page cannot use is refused with what is wrong and where;
// a parameter the link does not give starts at 1; a bad range of the plot
// names the input.
func TestCustomErrors(t *testing.T) {
	s := customForTest(t)
	for _, c := range []struct {
		set  Inputs
		want string // in the error; "" for none
	}{
		{Inputs{"f": "a*(x + 1))"}, `input "f": unexpected ')' at 10`},
		{Inputs{"f": "2x"}, `input "f": implicit multiplication is not supported: write '*' before "x" at 2`},
		{Inputs{"f": strings.Repeat("x+", 600) + "x"}, `input "f": has 1201 characters; at most 1000`},
		{Inputs{"p": json.RawMessage(`{"a": "one"}`)}, `input "p": parameter a: got the string "one", not a number`},
		{Inputs{"p": json.RawMessage(`{"a": [1, 5, 0, 0.1]}`)}, `input "p": parameter a: the slider's min 5 must be below its max 0`},
		{Inputs{"p": json.RawMessage(`{"1a": 1}`)}, `input "p": "1a" is not a parameter name`},
		{Inputs{"x_from": 3.0, "x_to": 3.0}, `input "x_to": the plot's right end 3 must be above its left end 3`},
		{Inputs{"f": "a*x + b", "p": json.RawMessage(`{"a": 2}`)}, ""},
	} {
		in := s.Defaults()
		for k, v := range c.set {
			in[k] = v
		}
		err := s.Validate(in)
		if err == nil {
			_, err = s.Evaluate(in)
		}
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%v: %v", c.set, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%v: error %v, want one containing %q", c.set, err, c.want)
		}
	}
	// b, missing from p, is 1: 2*0.5 + 1.
	in := s.Defaults()
	in["f"], in["p"] = "a*x + b", json.RawMessage(`{"a": 2}`)
	out, err := s.Evaluate(in)
	if err != nil {
		t.Fatal(err)
	}
	if got := out.(map[string]any)["f(x)"]; got != 2.0 {
		t.Errorf("a*x + b with a = 2, b missing, at 0.5 = %v, want 2", got)
	}
}

// Each catalogue curve written in the custom page's syntax is the curve
// its equation computes (by its own kernel, package compute), at its
// other inputs' defaults, over the range the custom page plots it on.
func TestCatalogueFormulas(t *testing.T) {
	reg := Catalogue()
	for _, f := range catalogueFormulas {
		spec, ok := reg.Lookup(f.ID)
		if !ok {
			t.Errorf("%s: not an equation of the catalogue", f.ID)
			continue
		}
		in, ok := CustomInputs(f.ID)
		if !ok {
			t.Fatalf("%s: no custom inputs", f.ID)
		}
		custom := customForTest(t)
		if err := custom.Validate(in); err != nil {
			t.Errorf("%s: the prefilled custom page is invalid: %v", f.ID, err)
			continue
		}
		c, _ := FirstCurve(spec.View)
		swept := spec.Param(c.X)
		xs := make([]float64, 25)
		for i := range xs {
			xs[i] = min(f.From+(f.To-f.From)*float64(i)/24, f.To)
		}
		got := f.sample(xs)
		for i, x := range xs {
			cin := spec.Defaults()
			if swept.Kind == Numbers || swept.Kind == Real {
				cin[swept.Name] = x
			}
			out, err := spec.Evaluate(cin)
			if err != nil {
				t.Errorf("%s at %v: %v", f.ID, x, err)
				continue
			}
			want, ok := out.(float64)
			if !ok {
				t.Errorf("%s at %v: the output %T is not a number", f.ID, x, out)
				continue
			}
			if math.Abs(got[i]-want) > 1e-12*math.Max(1, math.Abs(want)) {
				t.Errorf("%s at %v: the formula %s gives %v, the equation %v", f.ID, x, f.Src, got[i], want)
			}
		}
	}
}

// The formula and its parameters go into a link and come back; a hostile
// formula in a link is refused with a note and the default computes.
func TestCustomQuery(t *testing.T) {
	s := customForTest(t)
	in := s.Defaults()
	in["f"] = "if(x >= 0, x, alpha*x) + c/2"
	in["p"] = json.RawMessage(`{"alpha": [0.1, 0, 1, 0.01], "c": 3}`)
	in["compare"] = "gelu"
	q := s.EncodeQuery(in)
	vals, err := url.ParseQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	back, notes := s.DecodeQuery(vals)
	if len(notes) > 0 {
		t.Fatalf("notes: %v", notes)
	}
	if back.Choice("f") != in.Choice("f") || compact(back.Object("p")) != compact(in.Object("p")) || back.Choice("compare") != "gelu" {
		t.Errorf("the link %s gave %v, want %v", q, back, in)
	}
	hostile := url.Values{"v": {"1"}, "f": {`</textarea><script>alert(1)</script>`}}
	back, notes = s.DecodeQuery(hostile)
	if len(notes) != 1 || !strings.Contains(notes[0], "f: comparison '<' outside the condition of if(…) at 1") || back.Choice("f") != defaultForm {
		t.Errorf("a hostile formula gave %v with notes %v", back.Choice("f"), notes)
	}
}

// A parameter's slider: the default one for a value alone, widened
// around a large value, and as given.
func TestSlots(t *testing.T) {
	slots, err := Slots("p", json.RawMessage(`{"a": 2, "b": -40, "c": [3, 0, 10, 0.5]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Slot{
		"a": {Value: 2, Min: -5, Max: 5, Step: 0.01},
		"b": {Value: -40, Min: -80, Max: 80, Step: 0.1},
		"c": {Value: 3, Min: 0, Max: 10, Step: 0.5},
	}
	for k, w := range want {
		if slots[k] != w {
			t.Errorf("%s: %+v, want %+v", k, slots[k], w)
		}
	}
	// Written back: a value alone where its slider is its default one.
	if got := string(SlotsJSON([]string{"c", "a", "b"}, slots)); got != `{"c": [3, 0, 10, 0.5], "a": 2, "b": -40}` {
		t.Errorf("SlotsJSON = %s", got)
	}
	for _, bad := range []string{`[1]`, `{"a": [1, 2]}`, `{"a": [1, 0, 1, 0]}`, `{"a": [1, 0, 1, 2]}`, `{"a": "Infinity"}`, `{"a-b": 1}`} {
		if _, err := Slots("p", json.RawMessage(bad)); err == nil {
			t.Errorf("Slots(%s) took it", bad)
		}
	}
}

func compact(raw json.RawMessage) string {
	var b strings.Builder
	for _, r := range string(raw) {
		if r != ' ' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestCatalogueCustomLinks checks that the link of each catalogue curve to the
// custom page is the custom spec's own query of its inputs, and that it
// gives those inputs back: CustomQuery writes it without making the spec.
func TestCatalogueCustomLinks(t *testing.T) {
	custom, ok := Catalogue().Lookup(CustomID)
	if !ok {
		t.Fatal("no custom spec")
	}
	for _, f := range catalogueFormulas {
		q, formula, ok := CustomQuery(f.ID)
		in, _ := CustomInputs(f.ID)
		if !ok || q != custom.EncodeQuery(in) || formula != f.Src {
			t.Errorf("%s: CustomQuery = %q, %q, %v; want %q, %q", f.ID, q, formula, ok, custom.EncodeQuery(in), f.Src)
			continue
		}
		vals, err := url.ParseQuery(q)
		if err != nil {
			t.Fatalf("%s: %v", f.ID, err)
		}
		back, notes := custom.DecodeQuery(vals)
		if len(notes) != 0 || back.Choice(customF) != f.Src {
			t.Errorf("%s: the query %q decodes to the formula %q (notes %v)", f.ID, q, back.Choice(customF), notes)
		}
	}
	if _, _, ok := CustomQuery("softmax"); ok {
		t.Error("softmax has a custom-page link")
	}
}
