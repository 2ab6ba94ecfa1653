package equations

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// An equation page keeps its inputs in its URL, so that a link opens the
// very same view: /eq/softmax?v=1&z=1,2,3&T=0.5. The query form is meant
// to be read and typed by people:
//
//	real, integer      2.5   1e-3   -Infinity
//	vector, numbers    1,2,3          (a numbers input may be one number)
//	members            1,2,3  or  ["to","be"]   (numbers, or strings as JSON)
//	matrix             1,2;3,4        (rows separated by ";", %3B in a URL)
//	choice             mean
//	bool               1 or 0         (true/false, on/off read too)
//	strings, object    JSON           ["the","cat"]   [{"y":[0,1],"s":[0.2,0.9]}]
//
// Only the inputs that differ from the defaults are written, after v, the
// version of this form. A link of an older version must keep opening the
// same view: a change of the form gets a new version, and DecodeQuery
// reads every version it ever wrote.

// QueryVersion is the version of the query form EncodeQuery writes.
const QueryVersion = 1

// maxQueryValue bounds the text of one input in a URL: pasted data of a
// few thousand numbers fits; more is a file to load, not a link.
const maxQueryValue = 32 << 10

// EncodeQuery writes the inputs of in that differ from the spec's
// defaults as a URL query string ("" when none does), in the order of the
// parameters. An input whose text would be over maxQueryValue characters
// (a paste of 10^4 numbers) is left out: it keeps its default in the link.
func (s *Spec) EncodeQuery(in Inputs) string {
	def := s.Defaults()
	var parts []string
	for i := range s.Params {
		p := &s.Params[i]
		v, ok := in[p.Name]
		if !ok || reflect.DeepEqual(v, def[p.Name]) {
			continue
		}
		text, ok := queryValue(p, v)
		if !ok || len(text) > maxQueryValue {
			continue // a long paste is not kept in a link (DecodeQuery would refuse it)
		}
		parts = append(parts, queryEscape(p.Name)+"="+queryEscape(text))
	}
	if len(parts) == 0 {
		return ""
	}
	return "v=" + strconv.Itoa(QueryVersion) + "&" + strings.Join(parts, "&")
}

// queryEscape escapes text for a query, leaving the commas of lists
// readable. A ";" is escaped: Go's url.ParseQuery refuses a bare one.
func queryEscape(text string) string {
	return strings.ReplaceAll(url.QueryEscape(text), "%2C", ",")
}

// queryValue writes one input in the query form.
func queryValue(p *Param, v any) (string, bool) {
	switch x := v.(type) {
	case float64:
		return FormatNumber(x), true
	case int:
		return strconv.Itoa(x), true
	case bool:
		if x {
			return "1", true
		}
		return "0", true
	case string:
		return x, true
	case []float64:
		return numberList(x), true
	case [][]float64:
		rows := make([]string, len(x))
		for i, r := range x {
			rows[i] = numberList(r)
		}
		return strings.Join(rows, ";"), true
	case []string:
		b, err := json.Marshal(x)
		return string(b), err == nil
	case json.RawMessage:
		b, err := json.Marshal(x) // compact
		return string(b), err == nil
	}
	return "", false
}

func numberList(xs []float64) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = FormatNumber(x)
	}
	return strings.Join(parts, ",")
}

// viewOptions are the names a link holds beside its inputs, saying how
// the page is shown: a widget's theme, and the predict-then-reveal mode.
// DecodeQuery passes over them; the page and the server read them.
var viewOptions = map[string]bool{"theme": true, "predict": true}

// HasInputs reports whether q names anything but the view options.
func HasInputs(q url.Values) bool {
	for name := range q {
		if !viewOptions[name] {
			return true
		}
	}
	return false
}

// DecodeQuery reads the inputs of a URL query: the spec's defaults, with
// each input the query names replaced by its value. It never fails: a
// value that cannot be read, or that the equation refuses, keeps its
// default, and notes say which and why ("z: item 2: "x" is not a
// number; the default is used"), as do unknown names. The view options
// (theme, predict) are not inputs, and pass without a note.
func (s *Spec) DecodeQuery(q url.Values) (Inputs, []string) {
	in := s.Defaults()
	var notes []string
	if v := q.Get("v"); v != "" && v != strconv.Itoa(QueryVersion) {
		notes = append(notes, fmt.Sprintf("this link is of version %s of eqx's links; it was read as version %d", v, QueryVersion))
	}
	names := make([]string, 0, len(q))
	for name := range q {
		names = append(names, name)
	}
	sort.Strings(names)
	given := map[string]bool{}
	for _, name := range names {
		if name == "v" || viewOptions[name] {
			continue
		}
		p := s.Param(name)
		if p == nil {
			notes = append(notes, fmt.Sprintf("%q is not an input of %s; it was ignored", shortText(name), s.ID))
			continue
		}
		text := q.Get(name)
		if len(text) > maxQueryValue {
			notes = append(notes, fmt.Sprintf("%s: the value in the link is over %d characters; the default is used", name, maxQueryValue))
			continue
		}
		v, err := p.fromQuery(text)
		if err != nil {
			notes = append(notes, fmt.Sprintf("%s: %v; the default is used", name, err))
			continue
		}
		in[name] = v
		given[name] = true
	}
	def := s.Defaults() // read once: each restored input takes its value from here
	// The values together must make sense (lengths that match, a
	// distribution): each refused input goes back to its default, until
	// the equation accepts them. Each round restores one input, so this
	// ends.
	for range len(s.Params) {
		err := s.Validate(in)
		if err == nil {
			break
		}
		name := s.culprit(in, def, err, given)
		if name == "" {
			notes = append(notes, fmt.Sprintf("%v; the defaults are used", err))
			in = s.Defaults()
			break
		}
		notes = append(notes, fmt.Sprintf("%s: %v; the default is used", name, unwrapInput(err)))
		in[name] = def[name]
		delete(given, name)
	}
	// A structured input (a JSON object or list of strings: a bigram
	// table, a Bayesian network) is checked against its model only when
	// the equation is evaluated: one the evaluation refuses goes back to
	// its default too. Other refusals of the evaluation (an AUC without a
	// negative) are results the link means to show, and stay.
	for range len(s.Params) {
		name, err := s.refusedStructure(in, given)
		if name == "" {
			break
		}
		notes = append(notes, fmt.Sprintf("%s: %v; the default is used", name, unwrapInput(err)))
		in[name] = def[name]
		delete(given, name)
	}
	return in, notes
}

// refusedStructure names the given Object or Strings input that the
// evaluation of in refuses, with the refusal, or is "".
func (s *Spec) refusedStructure(in Inputs, given map[string]bool) (string, error) {
	structured := false
	for name := range given {
		if p := s.Param(name); p != nil && (p.Kind == Object || p.Kind == Strings) {
			structured = true
		}
	}
	if !structured || !s.Computable() {
		return "", nil
	}
	_, err := s.Evaluate(in)
	var ie *InputError
	if errors.As(err, &ie) && given[ie.Input] {
		if p := s.Param(ie.Input); p.Kind == Object || p.Kind == Strings {
			return ie.Input, err
		}
	}
	return "", nil
}

// culprit names the input of the link to put back to its default for
// err, the equation's refusal of in: the input err names if the link gave
// it, else the first given input without which err goes away or changes
// (y of the wrong length, where the error names the default s it must
// match). "" means none.
func (s *Spec) culprit(in, def Inputs, err error, given map[string]bool) string {
	var ie *InputError
	if errors.As(err, &ie) && given[ie.Input] {
		return ie.Input
	}
	names := make([]string, 0, len(given))
	for name := range given {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		c := in.Clone()
		c[name] = def[name]
		if e := s.Validate(c); e == nil || e.Error() != err.Error() {
			return name
		}
	}
	return ""
}

// fromQuery reads the value of p from its query form.
func (p *Param) fromQuery(text string) (any, error) {
	text = strings.TrimSpace(text)
	if p.Kind == Strings || p.Kind == Object || (p.Kind == Members && strings.HasPrefix(text, "[")) {
		if !json.Valid([]byte(text)) {
			return nil, fmt.Errorf("%q is not JSON", shortText(text))
		}
		v, err := p.decode(json.RawMessage(text))
		if err != nil {
			return nil, unwrapInput(err)
		}
		return v, nil
	}
	switch p.Kind {
	case Real:
		return ParseNumber(text)
	case Integer:
		x, err := ParseNumber(text)
		if err != nil {
			return nil, err
		}
		return p.toInt(x)
	case Choice, Text:
		return text, nil
	case Bool:
		switch strings.ToLower(text) {
		case "1", "true", "on", "yes":
			return true, nil
		case "0", "false", "off", "no":
			return false, nil
		}
		return nil, fmt.Errorf("%q is not 1 or 0", shortText(text))
	case Vector, Probability, Members:
		return numbersFrom(text)
	case Numbers:
		if !strings.Contains(text, ",") {
			return ParseNumber(text)
		}
		return numbersFrom(text)
	case Matrix:
		rows := strings.Split(text, ";")
		m := make([][]float64, len(rows))
		for i, r := range rows {
			row, err := numbersFrom(r)
			if err != nil {
				return nil, fmt.Errorf("row %d: %w", i+1, err)
			}
			m[i] = row
		}
		return m, nil
	}
	return nil, fmt.Errorf("inputs of kind %v cannot be given in a link", p.Kind)
}

// numbersFrom reads a comma-separated list of numbers.
func numbersFrom(text string) ([]float64, error) {
	items := strings.Split(text, ",")
	xs := make([]float64, len(items))
	for i, item := range items {
		x, err := ParseNumber(item)
		if err != nil {
			return nil, fmt.Errorf("item %d: %w", i+1, err)
		}
		xs[i] = x
	}
	return xs, nil
}

// unwrapInput drops the input's name from an InputError: the note names
// it already.
func unwrapInput(err error) error {
	var ie *InputError
	if errors.As(err, &ie) {
		return errors.New(ie.Msg)
	}
	return err
}

// shortText cuts text quoted in a note to a readable length.
func shortText(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	return s[:max] + "…"
}
