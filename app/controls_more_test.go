package app

import (
	"encoding/json"
	"testing"
)

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
