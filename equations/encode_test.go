package equations_test

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"

	"eqx/equations"
)

func TestMarshalValue(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	for _, test := range []struct {
		name string
		v    any
		want string
	}{
		{name: "float", v: 1.5, want: `1.5`},
		{name: "negative zero", v: math.Copysign(0, -1), want: `-0`},
		{name: "tiny", v: 1e-7, want: `1e-7`},
		{name: "huge", v: 1e21, want: `1e+21`},
		{name: "+Inf", v: inf, want: `"Infinity"`},
		{name: "-Inf", v: -inf, want: `"-Infinity"`},
		{name: "NaN", v: nan, want: `"NaN"`},
		{name: "finite vector", v: []float64{1, -2.5, 0}, want: `[1,-2.5,0]`},
		{name: "vector", v: []float64{1, inf, -inf, nan}, want: `[1,"Infinity","-Infinity","NaN"]`},
		{name: "empty vector", v: []float64{}, want: `[]`},
		{name: "matrix", v: [][]float64{{1, -inf}, {0.5, 2}}, want: `[[1,"-Infinity"],[0.5,2]]`},
		{name: "finite matrix", v: [][]float64{{1, 2}, {3, 4}}, want: `[[1,2],[3,4]]`},
		{name: "map", v: map[string]any{"b": []float64{nan}, "a": inf, "c": 3, "d": [][]float64{{-inf}}},
			want: `{"a":"Infinity","b":["NaN"],"c":3,"d":[["-Infinity"]]}`},
		{name: "nested map", v: map[string]any{"m": map[string]any{"x": nan, "ok": true}}, want: `{"m":{"ok":true,"x":"NaN"}}`},
		{name: "list", v: []any{inf, "x", 2, []float64{nan}}, want: `["Infinity","x",2,["NaN"]]`},
		{name: "int", v: 3, want: `3`},
		{name: "bool", v: false, want: `false`},
		{name: "string", v: "Infinity", want: `"Infinity"`},
		{name: "ints", v: []int{1, 2}, want: `[1,2]`},
		{name: "strings", v: []string{"a"}, want: `["a"]`},
		{name: "nil", v: nil, want: `null`},
		// The value of an Object input is already JSON; it is compacted.
		{name: "raw JSON", v: json.RawMessage(`{"the": [0.5, "NaN"]}`), want: `{"the":[0.5,"NaN"]}`},
		{name: "raw JSON in a map", v: map[string]any{"t": json.RawMessage(`[1, 2]`)}, want: `{"t":[1,2]}`},
	} {
		got, err := equations.MarshalValue(test.v)
		if err != nil {
			t.Errorf("%s: MarshalValue(%v): unexpected error %v", test.name, test.v, err)
			continue
		}
		if string(got) != test.want {
			t.Errorf("%s: MarshalValue(%v) = %s, want %s", test.name, test.v, got, test.want)
		}
		if !json.Valid(got) {
			t.Errorf("%s: MarshalValue(%v) = %s is not valid JSON", test.name, test.v, got)
		}
	}
}

func TestMarshalValueDoesNotChangeInput(t *testing.T) {
	v := []float64{1, math.Inf(1)}
	m := map[string]any{"x": math.NaN()}
	if _, err := equations.MarshalValue(v); err != nil {
		t.Fatal(err)
	}
	if _, err := equations.MarshalValue(m); err != nil {
		t.Fatal(err)
	}
	if !math.IsInf(v[1], 1) {
		t.Errorf("MarshalValue changed its vector: %v", v)
	}
	if x, ok := m["x"].(float64); !ok || !math.IsNaN(x) {
		t.Errorf("MarshalValue changed its map: %v", m)
	}
}

func TestMarshalValueRoundTrip(t *testing.T) {
	// Finite floats, alone and in vectors, read back bit for bit.
	rnd := rand.New(rand.NewPCG(9, 10))
	vec := make([]float64, 0, 10000)
	for len(vec) < cap(vec) {
		var v float64
		if len(vec)%3 == 0 {
			v = math.Float64frombits(rnd.Uint64() & (1<<52 - 1)) // subnormal
		} else {
			v = math.Float64frombits(rnd.Uint64())
		}
		if math.IsNaN(v) || math.IsInf(v, 0) {
			continue
		}
		vec = append(vec, v)
	}
	vec = append(vec, 0, math.Copysign(0, -1), 5e-324, math.MaxFloat64, -math.MaxFloat64)
	b, err := equations.MarshalValue(vec)
	if err != nil {
		t.Fatal(err)
	}
	var back []float64
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if len(back) != len(vec) {
		t.Fatalf("round trip of %d floats gave %d", len(vec), len(back))
	}
	for i := range vec {
		if math.Float64bits(back[i]) != math.Float64bits(vec[i]) {
			t.Errorf("round trip of %v [%#016x] gave %v", vec[i], math.Float64bits(vec[i]), back[i])
		}
	}
	for _, v := range vec[:100] {
		b, err := equations.MarshalValue(v)
		if err != nil {
			t.Fatal(err)
		}
		var x float64
		if err := json.Unmarshal(b, &x); err != nil || math.Float64bits(x) != math.Float64bits(v) {
			t.Errorf("round trip of %v gave %s → %v, %v", v, b, x, err)
		}
	}
}
