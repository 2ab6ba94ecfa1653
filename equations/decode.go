package equations

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"eqx/compute"
)

// InputError is a problem with one input of a request: its name and what is
// wrong with it.
type InputError struct {
	Input string // the parameter name; empty for a problem with the whole set
	Msg   string
}

func (e *InputError) Error() string {
	if e.Input == "" {
		return e.Msg
	}
	return fmt.Sprintf("input %q: %s", e.Input, e.Msg)
}

func inputErrorf(name, format string, args ...any) *InputError {
	return &InputError{Input: name, Msg: fmt.Sprintf(format, args...)}
}

// Decode turns the raw JSON values of a request into Inputs: every
// parameter of s must be present (Optional ones default), no unknown name may
// appear, each value must have its parameter's type, and the whole set must
// pass Validate. The error is an *InputError naming the input.
func (s *Spec) Decode(raw map[string]json.RawMessage) (Inputs, error) {
	return s.DecodeWith(raw, nil)
}

// DecodeWith is Decode for inputs of which some are given already decoded
// (the columns of a table read from text): raw holds the others, and the
// whole set must pass Validate. An input may not be in both.
func (s *Spec) DecodeWith(raw map[string]json.RawMessage, given Inputs) (Inputs, error) {
	for name := range raw {
		if s.Param(name) == nil {
			return nil, inputErrorf(name, "unknown input; %s takes %s", s.ID, s.paramList())
		}
		if _, ok := given[name]; ok {
			return nil, inputErrorf(name, "given twice: as a column and as an input")
		}
	}
	in := make(Inputs, len(s.Params))
	for i := range s.Params {
		p := &s.Params[i]
		if v, ok := given[p.Name]; ok {
			in[p.Name] = v
			continue
		}
		msg, ok := raw[p.Name]
		if !ok || isNull(msg) {
			if !p.Optional {
				return nil, inputErrorf(p.Name, "missing (%s)", p.describe())
			}
			if p.Default != nil {
				in[p.Name] = cloneValue(p.Default)
			}
			continue
		}
		v, err := p.decode(msg)
		if err != nil {
			return nil, err
		}
		in[p.Name] = v
	}
	if err := s.Validate(in); err != nil {
		return nil, err
	}
	return in, nil
}

func (s *Spec) paramList() string {
	if len(s.Params) == 0 {
		return "no inputs"
	}
	names := make([]string, len(s.Params))
	for i, p := range s.Params {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}

func isNull(msg json.RawMessage) bool { return bytes.Equal(bytes.TrimSpace(msg), []byte("null")) }

// describe says what a parameter takes, for error messages.
func (p *Param) describe() string {
	switch p.Kind {
	case Real:
		return "a number in " + p.Domain.String()
	case Integer:
		return "a whole number in " + p.Domain.String()
	case Vector:
		return "a list of numbers in " + p.Domain.String()
	case Probability:
		return "a list of probabilities summing to 1"
	case Choice:
		return "one of " + quoteList(p.Options)
	case Matrix:
		return "a matrix (a list of rows of numbers) with entries in " + p.Domain.String()
	case Bool:
		return "true or false"
	case Strings:
		return "a list of strings"
	case Object:
		return "a JSON value"
	case Numbers:
		return "a number or a list of numbers in " + p.Domain.String()
	case Members:
		return "a list of numbers in " + p.Domain.String() + " or a list of strings"
	case Text:
		if isFormula(p) {
			return "a formula in x, at most " + strconv.Itoa(MaxText) + " characters"
		}
		return "a text of at most " + strconv.Itoa(MaxText) + " characters"
	}
	return p.Kind.String()
}

func quoteList(opts []string) string {
	q := make([]string, len(opts))
	for i, o := range opts {
		q[i] = strconv.Quote(o)
	}
	return strings.Join(q, ", ")
}

// Parse reads a value of p from its JSON text, with Decode's rules for
// one input.
func (p *Param) Parse(text string) (any, error) { return p.decode(json.RawMessage(text)) }

func (p *Param) decode(msg json.RawMessage) (any, error) {
	switch p.Kind {
	case Real, Integer:
		v, err := decodeNumber(msg)
		if err != nil {
			return nil, inputErrorf(p.Name, "%v; want %s", err, p.describe())
		}
		if p.Kind == Real {
			return v, nil
		}
		return p.toInt(v)
	case Vector, Probability:
		return p.decodeVector(msg)
	case Choice:
		var s string
		if err := json.Unmarshal(msg, &s); err != nil {
			// Numeric options (a log base of 2) may come as numbers.
			v, nerr := decodeNumber(msg)
			if nerr != nil {
				return nil, inputErrorf(p.Name, "got %s; want %s", describeJSON(msg), p.describe())
			}
			s = FormatNumber(v)
		}
		return s, nil
	case Matrix:
		return p.decodeMatrix(msg)
	case Bool:
		var b bool
		if err := json.Unmarshal(msg, &b); err != nil {
			return nil, inputErrorf(p.Name, "got %s; want %s", describeJSON(msg), p.describe())
		}
		return b, nil
	case Strings:
		// Through pointers: encoding/json would read a null entry as "".
		var ps []*string
		if err := json.Unmarshal(msg, &ps); err != nil {
			return nil, inputErrorf(p.Name, "got %s; want %s", describeJSON(msg), p.describe())
		}
		ss := make([]string, len(ps))
		for i, s := range ps {
			if s == nil {
				return nil, inputErrorf(p.Name, "entry %d is null; want %s", i+1, p.describe())
			}
			ss[i] = *s
		}
		return ss, nil
	case Object:
		return append(json.RawMessage(nil), bytes.TrimSpace(msg)...), nil
	case Numbers:
		if describeJSON(msg) == "a list" {
			return p.decodeVector(msg)
		}
		v, err := decodeNumber(msg)
		if err != nil {
			return nil, inputErrorf(p.Name, "%v; want %s", err, p.describe())
		}
		return v, nil
	case Members:
		return p.decodeMembers(msg)
	case Text:
		var s string
		if err := json.Unmarshal(msg, &s); err != nil {
			return nil, inputErrorf(p.Name, "got %s; want %s", describeJSON(msg), p.describe())
		}
		return s, nil
	}
	return nil, inputErrorf(p.Name, "unsupported kind %v", p.Kind)
}

// decodeMembers reads a list of numbers or a list of strings, whichever
// its first entry is (an empty list is numbers). "Infinity" and the
// like are strings here: in a list of words they are words.
func (p *Param) decodeMembers(msg json.RawMessage) (any, error) {
	var items []json.RawMessage
	if err := json.Unmarshal(msg, &items); err != nil || isNull(msg) {
		return nil, inputErrorf(p.Name, "got %s; want %s", describeJSON(msg), p.describe())
	}
	if len(items) == 0 || describeJSON(items[0]) != "a string" {
		return p.decodeVector(msg)
	}
	words := make([]string, len(items))
	for i, it := range items {
		if err := json.Unmarshal(it, &words[i]); err != nil || describeJSON(it) != "a string" {
			return nil, inputErrorf(p.Name, "entry %d is %s among strings; the members must all be numbers or all be strings", i+1, describeJSON(it))
		}
	}
	return words, nil
}

func (p *Param) decodeMatrix(msg json.RawMessage) ([][]float64, error) {
	var m [][]float64
	if err := json.Unmarshal(msg, &m); err == nil && !bytes.Contains(msg, []byte("null")) {
		// A null entry or row would have been read as 0 or as an empty
		// row: the slow path rejects it.
		return m, nil
	}
	var rows []json.RawMessage
	if err := json.Unmarshal(msg, &rows); err != nil {
		return nil, inputErrorf(p.Name, "got %s; want %s", describeJSON(msg), p.describe())
	}
	m = make([][]float64, len(rows))
	for i, r := range rows {
		row, err := p.decodeVector(r)
		if err != nil {
			var ie *InputError
			if errors.As(err, &ie) {
				ie.Msg = fmt.Sprintf("row %d: %s", i+1, ie.Msg)
				return nil, ie
			}
			return nil, err
		}
		m[i] = row
	}
	return m, nil
}

func (p *Param) toInt(v float64) (int, error) {
	if math.IsNaN(v) || math.IsInf(v, 0) || v != math.Trunc(v) {
		return 0, inputErrorf(p.Name, "%s is not a whole number", FormatNumber(v))
	}
	if math.Abs(v) > 1<<53 {
		return 0, inputErrorf(p.Name, "%s is too large (at most 2^53)", FormatNumber(v))
	}
	return int(v), nil
}

// decodeNumber reads a JSON number or one of the strings "Infinity",
// "-Infinity", "NaN".
func decodeNumber(msg json.RawMessage) (float64, error) {
	if isNull(msg) {
		// encoding/json leaves a float64 untouched for null, which would
		// read as 0. JSON.stringify writes NaN and ±Infinity as null.
		return 0, fmt.Errorf("got null, not a number")
	}
	var v float64
	if err := json.Unmarshal(msg, &v); err == nil {
		return v, nil
	}
	var s string
	if err := json.Unmarshal(msg, &s); err == nil {
		switch s {
		case jsonInf:
			return math.Inf(1), nil
		case jsonNegInf:
			return math.Inf(-1), nil
		case jsonNaN:
			return math.NaN(), nil
		}
		return 0, fmt.Errorf("got the string %q, not a number", s)
	}
	if describeJSON(msg) == "a number" {
		return 0, fmt.Errorf("%s is outside the float64 range (about ±1.8e308)", bytes.TrimSpace(msg))
	}
	return 0, fmt.Errorf("got %s, not a number", describeJSON(msg))
}

func (p *Param) decodeVector(msg json.RawMessage) ([]float64, error) {
	if isNull(msg) {
		// A null row of a matrix; a null input never gets here.
		return nil, inputErrorf(p.Name, "got null; want %s", p.describe())
	}
	var vec []float64
	if err := json.Unmarshal(msg, &vec); err == nil && !bytes.Contains(msg, []byte("null")) {
		// A null entry would have been read as 0: the slow path rejects it.
		return vec, nil
	}
	// The slow path admits the non-finite strings and names a bad entry.
	var items []json.RawMessage
	if err := json.Unmarshal(msg, &items); err != nil {
		return nil, inputErrorf(p.Name, "got %s; want %s", describeJSON(msg), p.describe())
	}
	vec = make([]float64, len(items))
	for i, it := range items {
		v, err := decodeNumber(it)
		if err != nil {
			return nil, inputErrorf(p.Name, "entry %d: %v", i+1, err)
		}
		vec[i] = v
	}
	return vec, nil
}

// describeJSON names the type of a JSON value for error messages.
func describeJSON(msg json.RawMessage) string {
	t := bytes.TrimSpace(msg)
	if len(t) == 0 {
		return "nothing"
	}
	switch t[0] {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

// Validate checks decoded inputs against the spec: types, domains, vector
// lengths and choices. The UI calls it on the values of its controls, the
// codec on decoded requests.
func (s *Spec) Validate(in Inputs) error {
	for i := range s.Params {
		p := &s.Params[i]
		v, ok := in[p.Name]
		if !ok {
			if p.Optional && p.Default == nil {
				continue
			}
			return inputErrorf(p.Name, "missing (%s)", p.describe())
		}
		if err := p.validate(v, in); err != nil {
			return err
		}
	}
	if len(in) > len(s.Params) {
		extra := make([]string, 0)
		for name := range in {
			if s.Param(name) == nil {
				extra = append(extra, name)
			}
		}
		sort.Strings(extra)
		return inputErrorf(extra[0], "unknown input; %s takes %s", s.ID, s.paramList())
	}
	return nil
}

func (p *Param) validate(v any, in Inputs) error {
	switch p.Kind {
	case Real:
		x, ok := v.(float64)
		if !ok {
			return inputErrorf(p.Name, "want %s", p.describe())
		}
		return p.checkValue(x, "")
	case Integer:
		n, ok := v.(int)
		if !ok {
			return inputErrorf(p.Name, "want %s", p.describe())
		}
		return p.checkValue(float64(n), "")
	case Vector, Probability:
		vec, ok := v.([]float64)
		if !ok {
			return inputErrorf(p.Name, "want %s", p.describe())
		}
		return p.checkVector(vec, in)
	case Choice:
		c, ok := v.(string)
		if !ok {
			return inputErrorf(p.Name, "want %s", p.describe())
		}
		for _, o := range p.Options {
			if c == o {
				return nil
			}
		}
		return inputErrorf(p.Name, "%q is not an option; want %s", c, p.describe())
	case Matrix:
		m, ok := v.([][]float64)
		if !ok {
			return inputErrorf(p.Name, "want %s", p.describe())
		}
		return p.checkMatrix(m)
	case Bool:
		if _, ok := v.(bool); !ok {
			return inputErrorf(p.Name, "want %s", p.describe())
		}
		return nil
	case Strings:
		ss, ok := v.([]string)
		if !ok {
			return inputErrorf(p.Name, "want %s", p.describe())
		}
		if len(ss) < p.MinLen {
			return inputErrorf(p.Name, "has %d strings; it needs at least %d", len(ss), p.MinLen)
		}
		return nil
	case Object:
		raw, ok := v.(json.RawMessage)
		if !ok || !json.Valid(raw) {
			return inputErrorf(p.Name, "want %s", p.describe())
		}
		if item := p.Items(); item != "" {
			_, err := DecodeMatrices(p.Name, item, raw)
			return err
		}
		if p.FormulaOf() != "" {
			_, err := Slots(p.Name, raw)
			return err
		}
		return nil
	case Numbers:
		switch x := v.(type) {
		case float64:
			return p.checkValue(x, "")
		case []float64:
			return p.checkVector(x, in)
		}
		return inputErrorf(p.Name, "want %s", p.describe())
	case Members:
		switch x := v.(type) {
		case []float64:
			return p.checkVector(x, in)
		case []string:
			if len(x) < p.MinLen {
				return inputErrorf(p.Name, "has %d members; it needs at least %d", len(x), p.MinLen)
			}
			return nil
		}
		return inputErrorf(p.Name, "want %s", p.describe())
	case Text:
		s, ok := v.(string)
		if !ok {
			return inputErrorf(p.Name, "want %s", p.describe())
		}
		return p.checkText(s)
	}
	return inputErrorf(p.Name, "unsupported kind %v", p.Kind)
}

func (p *Param) checkValue(x float64, entry string) error {
	if math.IsNaN(x) {
		return inputErrorf(p.Name, "%sNaN is not allowed; want %s", entry, p.describe())
	}
	if !p.Domain.Contains(x) {
		return inputErrorf(p.Name, "%s%s is outside %s", entry, FormatNumber(x), p.Domain.String())
	}
	return nil
}

func (p *Param) checkMatrix(m [][]float64) error {
	if len(m) < max(p.MinLen, 1) {
		return inputErrorf(p.Name, "has %d rows; it needs at least %d", len(m), max(p.MinLen, 1))
	}
	cols := len(m[0])
	if cols < max(p.MinCols, 1) {
		return inputErrorf(p.Name, "has %d columns; it needs at least %d", cols, max(p.MinCols, 1))
	}
	for i, row := range m {
		if len(row) != cols {
			return inputErrorf(p.Name, "row %d has %d entries but row 1 has %d; a matrix must be rectangular", i+1, len(row), cols)
		}
		for j, x := range row {
			if math.IsNaN(x) {
				return inputErrorf(p.Name, "entry (%d, %d) is NaN, which is not allowed", i+1, j+1)
			}
			if !p.Domain.Contains(x) {
				return inputErrorf(p.Name, "entry (%d, %d) = %s is outside %s", i+1, j+1, FormatNumber(x), p.Domain.String())
			}
		}
	}
	return nil
}

func (p *Param) checkVector(vec []float64, in Inputs) error {
	minLen := p.MinLen
	if p.Kind == Numbers {
		// A list of numbers stands for as many values; an empty one for none.
		minLen = max(minLen, 1)
	}
	if len(vec) < minLen {
		return inputErrorf(p.Name, "has %d entries; it needs at least %d", len(vec), minLen)
	}
	if p.SameLen != "" {
		if other, ok := in[p.SameLen].([]float64); ok && len(other) != len(vec) {
			return inputErrorf(p.Name, "has %d entries but %s has %d; they must have the same length", len(vec), p.SameLen, len(other))
		}
	}
	dom := p.Domain
	if p.Kind == Probability {
		dom = Unit
	}
	var sum float64
	for i, x := range vec {
		if math.IsNaN(x) {
			return inputErrorf(p.Name, "entry %d is NaN, which is not allowed", i+1)
		}
		if !dom.Contains(x) {
			return inputErrorf(p.Name, "entry %d = %s is outside %s", i+1, FormatNumber(x), dom.String())
		}
		sum += x
	}
	if p.Kind == Probability && math.Abs(sum-1) > compute.ProbabilityTolerance {
		return inputErrorf(p.Name, "sums to %s, not 1; a probability vector must sum to 1", strconv.FormatFloat(sum, 'g', 10, 64))
	}
	return nil
}
