package equations

import "encoding/json"

// Inputs are decoded, validated input values keyed by parameter name, of
// the types listed for Param.Default. Decode guarantees every parameter of
// the spec is present with the right type (but an optional one without a
// default, see Has), so the getters do not fail.
type Inputs map[string]any

// Has reports whether the input name is present.
func (in Inputs) Has(name string) bool { _, ok := in[name]; return ok }

// Matrix returns the [][]float64 input name.
func (in Inputs) Matrix(name string) [][]float64 { v, _ := in[name].([][]float64); return v }

// Bool returns the bool input name.
func (in Inputs) Bool(name string) bool { v, _ := in[name].(bool); return v }

// Strings returns the []string input name.
func (in Inputs) Strings(name string) []string { v, _ := in[name].([]string); return v }

// Object returns the raw JSON of the Object input name.
func (in Inputs) Object(name string) json.RawMessage { v, _ := in[name].(json.RawMessage); return v }

// Real returns the float64 input name.
func (in Inputs) Real(name string) float64 { v, _ := in[name].(float64); return v }

// Int returns the int input name.
func (in Inputs) Int(name string) int { v, _ := in[name].(int); return v }

// Vector returns the []float64 input name.
func (in Inputs) Vector(name string) []float64 { v, _ := in[name].([]float64); return v }

// Numbers returns the Numbers input name as a list of values, and whether
// it was given as one number (then vals holds that number alone). The list
// is the input's own: do not change it.
func (in Inputs) Numbers(name string) (vals []float64, scalar bool) {
	switch v := in[name].(type) {
	case float64:
		return []float64{v}, true
	case []float64:
		return v, false
	}
	return nil, false
}

// Members returns the Members input name: its numbers, or its strings
// (one of the two is nil). The list is the input's own: do not change it.
func (in Inputs) Members(name string) (nums []float64, words []string) {
	switch v := in[name].(type) {
	case []float64:
		return v, nil
	case []string:
		return nil, v
	}
	return nil, nil
}

// Choice returns the string input name.
func (in Inputs) Choice(name string) string { v, _ := in[name].(string); return v }

// Clone returns a deep copy of in: its slices can be changed without
// changing in's.
func (in Inputs) Clone() Inputs {
	out := make(Inputs, len(in))
	for k, v := range in {
		out[k] = cloneValue(v)
	}
	return out
}

func cloneValue(v any) any {
	switch x := v.(type) {
	case []float64:
		return append([]float64(nil), x...)
	case [][]float64:
		m := make([][]float64, len(x))
		for i, row := range x {
			m[i] = append([]float64(nil), row...)
		}
		return m
	case []string:
		return append([]string(nil), x...)
	case json.RawMessage:
		return append(json.RawMessage(nil), x...)
	}
	return v
}

// Defaults returns the spec's default inputs. Optional parameters without
// a default are absent.
func (s *Spec) Defaults() Inputs {
	in := make(Inputs, len(s.Params))
	for _, p := range s.Params {
		if p.Default != nil {
			in[p.Name] = cloneValue(p.Default)
		}
	}
	return in
}

// broadcastNumbers reads the Numbers inputs names and brings them to one
// length: the lists among them must have the same length, and a number is
// repeated to it. scalar reports whether every input was a number (each then
// holds one value), so that the equation can answer in the same shape:
// numbers for numbers, a list as soon as one input is a list.
func broadcastNumbers(in Inputs, names ...string) (vals [][]float64, scalar bool, err error) {
	vals = make([][]float64, len(names))
	n, from := 1, ""
	scalar = true
	for i, name := range names {
		v, s := in.Numbers(name)
		vals[i] = v
		if s {
			continue
		}
		if scalar {
			n, from, scalar = len(v), name, false
		} else if len(v) != n {
			return nil, false, inputErrorf(name, "has %d entries but %s has %d; give lists of the same length, or one number", len(v), from, n)
		}
	}
	for i, name := range names {
		if _, s := in.Numbers(name); s && n != 1 {
			vals[i] = repeat(vals[i][0], n)
		}
	}
	return vals, scalar, nil
}

func repeat(x float64, n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = x
	}
	return out
}

// shaped returns a result computed entry-wise from Numbers inputs in their
// shape: a number when every input was a number, else the list.
func shaped(v []float64, scalar bool) any {
	if scalar && len(v) == 1 {
		return v[0]
	}
	return v
}
