package equations_test

import (
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"

	"eqx/equations"
)

// FuzzDo feeds arbitrary bytes to Registry.Do. It must never panic, never
// report an internal error (a kernel panic or an unencodable output), and
// answer with an error exactly when it fails and with valid JSON when it
// succeeds.
func FuzzDo(f *testing.F) {
	reg := catalogue(f)
	for _, s := range reg.All() {
		if s.Computable() {
			f.Add(defaultsRequest(f, s))
		}
	}
	for _, line := range []string{
		``,
		`{}`,
		`null`,
		`[]`,
		`{"id": "sigmoid", "inputs": {"z": "Infinity"}}`,
		`{"id": "sigmoid", "inputs": {"z": 1e999}}`,
		`{"id": "sigmoid", "inputs": {"z": "NaN"}}`,
		`{"id": "softmax", "inputs": {"z": [1000, 1001, 1002], "T": 1e-300}}`,
		`{"id": "softmax", "inputs": {"z": [1, null]}}`,
		`{"id": "mse", "inputs": {"y": [1e154, -1e154], "y_hat": [-1e154, 1e154]}}`,
		`{"id": "kl-divergence", "inputs": {"P": [1, 0], "Q": [0, 1]}}`,
		`{"id": "entropy", "inputs": {"p": [1], "base": 2}}`,
		`{"id": "precision", "inputs": {"TP": 9007199254740992, "TN": 0, "FP": 9007199254740992, "FN": 0}}`,
		`{"id": "gaussian-pdf", "inputs": {"x": 1e308, "mu": -1e308, "sigma": 5e-324}}`,
		`{"id": "sigmoid", "inputs": {"z": 1}}}`,
		`{"id": "sigmoid", "inputs": {"z": 1}} {"id": "sigmoid"}`,
		"{\"id\": \"sigm\xffoid\", \"inputs\": {}}",
	} {
		f.Add([]byte(line))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		resp, failure := reg.Do(body)
		switch failure {
		case equations.OK:
			if resp.Error != "" {
				t.Fatalf("Do(%q) succeeded with error %q", body, resp.Error)
			}
			if !json.Valid(resp.Output) {
				t.Fatalf("Do(%q) output %q is not valid JSON", body, resp.Output)
			}
		case equations.NotJSON, equations.UnknownID, equations.BadInput:
			if resp.Error == "" {
				t.Fatalf("Do(%q) failed (%d) without an error", body, failure)
			}
			if len(resp.Output) != 0 {
				t.Fatalf("Do(%q) failed (%d) with an output %q", body, failure, resp.Output)
			}
		case equations.Internal:
			t.Fatalf("Do(%q): internal error: %s", body, resp.Error)
		default:
			t.Fatalf("Do(%q): unknown failure %d", body, failure)
		}
		if _, err := json.Marshal(resp); err != nil {
			t.Fatalf("Do(%q): the response does not encode: %v", body, err)
		}
	})
}

// FuzzEvalSpec builds inputs for one spec of the catalogue from three
// fuzzed numbers, a fuzzed byte of lengths and switches and a mask of the
// inputs that keep their defaults, decodes them and evaluates the spec. A decoding error is fine; a panic in a kernel (an
// *InternalError from Evaluate) fails, as does a result MarshalValue cannot
// encode.
func FuzzEvalSpec(f *testing.F) {
	var specs []*equations.Spec
	for _, s := range catalogue(f).All() {
		if s.Computable() {
			specs = append(specs, s)
		}
	}
	if len(specs) == 0 {
		f.Skip("no computable specs")
	}
	inf, nan := math.Inf(1), math.NaN()
	for i := range specs {
		i := uint8(i)
		f.Add(i, 0.5, 1.0, 2.0, uint8(3), uint16(0))
		f.Add(i, 0.0, 0.0, 0.0, uint8(1), uint16(0))
		f.Add(i, -1.0, 1e-300, 1e300, uint8(0x4d), uint16(0))
		f.Add(i, 1e308, -1e308, 5e-324, uint8(0xff), uint16(0))
		f.Add(i, inf, -inf, nan, uint8(0x27), uint16(0))
		f.Add(i, 40.0, -40.0, 800.0, uint8(0x82), uint16(0))
		// One input fuzzed, the others at their defaults.
		for j := range specs[i].Params {
			f.Add(i, 0.0, -1e-300, 1e300, uint8(0x44), ^uint16(1<<(j%16)))
			f.Add(i, 1e-9, 710.0, -745.0, uint8(0x03), ^uint16(1<<(j%16)))
		}
	}
	f.Fuzz(func(t *testing.T, idx uint8, a, b, c float64, n uint8, keep uint16) {
		s := specs[int(idx)%len(specs)]
		raw := fuzzInputs(s, [3]float64{a, b, c}, n, keep)
		in, err := s.Decode(raw)
		if err != nil {
			var ie *equations.InputError
			if !errors.As(err, &ie) || err.Error() == "" {
				t.Fatalf("%s: Decode(%s): error %v (%T), want an *InputError", s.ID, showRaw(raw), err, err)
			}
			return
		}
		out, err := s.Evaluate(in)
		var ie *equations.InternalError
		if errors.As(err, &ie) {
			t.Fatalf("%s: Evaluate(%s) panicked: %v\n%s", s.ID, showRaw(raw), ie.Value, ie.Stack)
		}
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("%s: Evaluate(%s): empty error", s.ID, showRaw(raw))
			}
			return
		}
		if !outputTypeOK(out) {
			t.Fatalf("%s: Evaluate(%s) returned a %T", s.ID, showRaw(raw), out)
		}
		enc, err := equations.MarshalValue(out)
		if err != nil || !json.Valid(enc) {
			t.Fatalf("%s: MarshalValue(%v) = %s, %v", s.ID, out, enc, err)
		}
	})
}

// fuzzInputs maps three numbers and a byte onto the parameters of s.
// Bits of n choose lengths (n%13 entries, and (n/13)%13 for the odd-numbered
// vectors when n ≥ 128), whether optional inputs without a default are
// sent (bit 5), square matrices (bit 6), and the options and switches.
// Input i keeps its default when bit i%16 of keep is set.
func fuzzInputs(s *equations.Spec, v [3]float64, n uint8, keep uint16) map[string]json.RawMessage {
	length := int(n % 13)
	other := length
	if n >= 128 {
		other = int(n/13) % 13
	}
	raw := map[string]json.RawMessage{}
	for i, p := range s.Params {
		if p.Optional && p.Default == nil && n&32 == 0 {
			continue
		}
		L := length
		if i%2 == 1 && p.SameLen == "" {
			L = other
		}
		entry := func(j int) float64 {
			x := v[(i+j)%3]
			if j >= 3 {
				x *= float64(1 + j/3) // vary longer vectors
			}
			return x
		}
		var val any
		switch {
		case keep&(1<<(i%16)) != 0 && p.Default != nil:
			val = p.Default
		case p.Kind == equations.Real:
			val = v[i%3]
		case p.Kind == equations.Integer:
			x := v[i%3]
			if math.Abs(x) > 1e6 {
				x = math.Mod(x, 1000)
			}
			val = math.Round(x)
		case p.Kind == equations.Vector:
			vec := make([]float64, L)
			for j := range vec {
				vec[j] = entry(j)
			}
			val = vec
		case p.Kind == equations.Probability:
			vec := make([]float64, L)
			var sum float64
			for j := range vec {
				vec[j] = math.Abs(entry(j))
				sum += vec[j]
			}
			if sum > 0 && !math.IsInf(sum, 0) {
				for j := range vec {
					vec[j] /= sum
				}
			}
			val = vec
		case p.Kind == equations.Matrix:
			cols := other
			if n&64 != 0 {
				cols = L
			}
			m := make([][]float64, L)
			for r := range m {
				m[r] = make([]float64, cols)
				for j := range m[r] {
					m[r][j] = entry(r + j)
				}
			}
			val = m
		case p.Kind == equations.Choice:
			if len(p.Options) > 0 {
				val = p.Options[(int(n)+i)%len(p.Options)]
			}
		case p.Kind == equations.Bool:
			val = n&(1<<(i%8)) != 0
		case p.Kind == equations.Strings:
			words := []string{"the", "cat", "sat", "", "the", "mat", "ü"}
			ss := make([]string, L)
			for j := range ss {
				ss[j] = words[(int(n)+i+j)%len(words)]
			}
			val = ss
		default: // Object and kinds added later: the default or example.
			val = p.Default
			if val == nil {
				val = p.Example
			}
		}
		if val == nil {
			continue
		}
		if rm, ok := val.(json.RawMessage); ok {
			raw[p.Name] = rm
			continue
		}
		b, err := equations.MarshalValue(val)
		if err != nil {
			panic(err)
		}
		raw[p.Name] = b
	}
	return raw
}

func showRaw(raw map[string]json.RawMessage) string {
	b, err := json.Marshal(raw)
	if err != nil {
		return err.Error()
	}
	return strings.TrimSpace(string(b))
}

// FuzzParseNumber checks that ParseNumber never panics, that it reports an
// error with a message or a number, and that what FormatNumber writes for
// that number reads back to the same float64.
func FuzzParseNumber(f *testing.F) {
	for _, s := range []string{"1", " 2.5 ", "−3", "1e-3", "inf", "-Infinity", "∞", "NaN", "", "abc",
		"0x10", "1_000", "1e999", "-0", "5e-324", "1.7976931348623157e308", "1e-7", "1e21", ".5", "+-1", "1e+"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		v, err := equations.ParseNumber(text)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("ParseNumber(%q): empty error", text)
			}
			return
		}
		if strings.TrimSpace(text) == "" {
			t.Fatalf("ParseNumber(%q) = %v, want an error for blank text", text, v)
		}
		s := equations.FormatNumber(v)
		back, err := equations.ParseNumber(s)
		if err != nil {
			t.Fatalf("ParseNumber(%q) = %v, but ParseNumber(FormatNumber(v) = %q): %v", text, v, s, err)
		}
		if math.IsNaN(v) {
			if !math.IsNaN(back) {
				t.Fatalf("NaN round-trips to %v", back)
			}
			return
		}
		if math.Float64bits(back) != math.Float64bits(v) {
			t.Fatalf("ParseNumber(%q) = %v [%#x]; FormatNumber gives %q, which reads back as %v [%#x]",
				text, v, math.Float64bits(v), s, back, math.Float64bits(back))
		}
	})
}
