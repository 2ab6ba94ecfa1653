package jobs

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"eqx/equations"
)

func TestParseNumberList(t *testing.T) {
	tests := []struct {
		raw  string
		want []float64 // nil: the fast path must give way
	}{
		{`[]`, []float64{}},
		{` [ ] `, []float64{}},
		{`[1]`, []float64{1}},
		{`[1,-2.5,3e-7,0,-0,1E+3]`, []float64{1, -2.5, 3e-7, 0, math.Copysign(0, -1), 1000}},
		{"[ 1 ,\n\t2 ,\r\n 3 ]", []float64{1, 2, 3}},
		{`[0.1, 1.7976931348623157e308, 5e-324]`, []float64{0.1, math.MaxFloat64, 5e-324}},
		{`[1e400]`, nil},         // outside float64: the codec says so
		{`["Infinity", 1]`, nil}, // the codec's spelling of ∞
		{`[1, null]`, nil},
		{`[[1]]`, nil},
		{`[+1]`, nil},
		{`[.5]`, nil},
		{`[1.]`, nil},
		{`[01]`, nil},
		{`[1e]`, nil},
		{`[--1]`, nil},
		{`[1,]`, nil},
		{`[1 2]`, nil},
		{`[1`, nil},
		{`[1] x`, nil},
		{`1`, nil},
		{`{"from": 1}`, nil},
		{``, nil},
		{`[NaN]`, nil},
		{`[0x10]`, nil},
		{`[1_000]`, nil},
	}
	for _, tt := range tests {
		got, ok := parseNumberList([]byte(tt.raw))
		if tt.want == nil {
			if ok {
				t.Errorf("parseNumberList(%q) = %v, want a refusal", tt.raw, got)
			}
			continue
		}
		if !ok || len(got) != len(tt.want) {
			t.Errorf("parseNumberList(%q) = %v, %v; want %v", tt.raw, got, ok, tt.want)
			continue
		}
		for i := range got {
			if math.Float64bits(got[i]) != math.Float64bits(tt.want[i]) {
				t.Errorf("parseNumberList(%q)[%d] = %v, want %v", tt.raw, i, got[i], tt.want[i])
			}
		}
	}
}

// The fast path reads exactly what encoding/json reads, wherever both
// accept the text.
func TestParseNumberListAgreesWithEncodingJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	vals := make([]float64, 5000)
	for i := range vals {
		switch i % 4 {
		case 0:
			vals[i] = math.Float64frombits(r.Uint64()) // any bit pattern
		case 1:
			vals[i] = r.NormFloat64() * 1e-8
		case 2:
			vals[i] = float64(r.IntN(1000) - 500)
		default:
			vals[i] = r.Float64()
		}
		if math.IsNaN(vals[i]) || math.IsInf(vals[i], 0) {
			vals[i] = 1
		}
	}
	raw, err := json.Marshal(vals)
	if err != nil {
		t.Fatal(err)
	}
	got, ok := parseNumberList(raw)
	if !ok {
		t.Fatal("the fast path refused encoding/json's own output")
	}
	var want []float64
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, want) {
		t.Error("the fast path and encoding/json read different numbers")
	}
}

// appendNumbers writes byte for byte what equations.MarshalValue writes.
func TestAppendNumbersMatchesTheCodec(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 1e-6, 9.99e-7, 1e-7, 1.5e-10, 1e-100, 5e-324,
		1e20, 1e21, 1.5e21, 123456789012345680000, math.MaxFloat64, -math.MaxFloat64, math.SmallestNonzeroFloat64,
		1.0 / 3, 2.0 / 3, 0.2689414213699951, math.Inf(1), math.Inf(-1), math.NaN()}
	r := rand.New(rand.NewPCG(9, 10))
	for range 5000 {
		vals = append(vals, math.Float64frombits(r.Uint64()))
	}
	want, err := equations.MarshalValue(vals)
	if err != nil {
		t.Fatal(err)
	}
	if got := appendNumbers(nil, vals); string(got) != string(want) {
		for _, v := range vals {
			w, _ := equations.MarshalValue(v)
			if g := appendNumber(nil, v); string(g) != string(w) {
				t.Errorf("appendNumber(%v) = %s, want %s", v, g, w)
			}
		}
		t.Fatal("appendNumbers differs from MarshalValue")
	}
	if got := appendNumbers(nil, nil); string(got) != "[]" {
		t.Errorf("appendNumbers(nil) = %s, want []", got)
	}
}
