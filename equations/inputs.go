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
