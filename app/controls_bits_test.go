package app

import (
	"encoding/json"
	"slices"
	"testing"
)

func TestBitList(t *testing.T) {
	for _, tt := range []struct {
		raw  string
		bits []int
		ok   bool
	}{
		{`[1, 0, 1]`, []int{1, 0, 1}, true},
		{`[0]`, []int{0}, true},
		{`[1.0, 0e3]`, []int{1, 0}, true},
		{`[]`, nil, false},
		{`[1, 2]`, nil, false},
		{`[0.5]`, nil, false},
		{`["a", "b"]`, nil, false},
		{`1`, nil, false},
	} {
		bits, ok := bitList(json.RawMessage(tt.raw))
		if ok != tt.ok || !slices.Equal(bits, tt.bits) {
			t.Errorf("bitList(%s) = %v, %v; want %v, %v", tt.raw, bits, ok, tt.bits, tt.ok)
		}
	}
	if got := string(bitsJSON([]int{1, 0, 0, 1})); got != "[1, 0, 0, 1]" {
		t.Errorf("bitsJSON = %s", got)
	}
}

func TestPrettyJSON(t *testing.T) {
	for raw, want := range map[string]string{
		`[1,0,1]`:     `[1, 0, 1]`,
		`["a","b c"]`: `["a", "b c"]`,
		`[]`:          `[]`,
		`[[1,2],[3]]`: "[\n  [\n    1,\n    2\n  ],\n  [\n    3\n  ]\n]",
		`{"a":1}`:     "{\n  \"a\": 1\n}",
		`not json`:    `not json`,
	} {
		if got := prettyJSON(json.RawMessage(raw)); got != want {
			t.Errorf("prettyJSON(%s) = %q, want %q", raw, got, want)
		}
	}
}
