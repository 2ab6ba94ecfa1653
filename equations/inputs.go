package equations

// Inputs are decoded, validated input values keyed by parameter name: a
// float64 (Real), int (Integer), []float64 (Vector, Probability) or string
// (Choice). Decode guarantees every parameter of the spec is present with
// the right type, so the getters do not fail.
type Inputs map[string]any

// Real returns the float64 input name.
func (in Inputs) Real(name string) float64 { v, _ := in[name].(float64); return v }

// Int returns the int input name.
func (in Inputs) Int(name string) int { v, _ := in[name].(int); return v }

// Vector returns the []float64 input name.
func (in Inputs) Vector(name string) []float64 { v, _ := in[name].([]float64); return v }

// Choice returns the string input name.
func (in Inputs) Choice(name string) string { v, _ := in[name].(string); return v }

// Clone returns a copy of in whose vectors can be changed without changing
// in's.
func (in Inputs) Clone() Inputs {
	out := make(Inputs, len(in))
	for k, v := range in {
		if vec, ok := v.([]float64); ok {
			v = append([]float64(nil), vec...)
		}
		out[k] = v
	}
	return out
}

// Defaults returns the spec's default inputs.
func (s *Spec) Defaults() Inputs {
	in := make(Inputs, len(s.Params))
	for _, p := range s.Params {
		v := p.Default
		if vec, ok := v.([]float64); ok {
			v = append([]float64(nil), vec...)
		}
		in[p.Name] = v
	}
	return in
}
