package api

import "testing"

func TestCountValues(t *testing.T) {
	tests := []struct {
		json string
		want int
	}{
		{``, 0},
		{`{}`, 0},
		{`[]`, 0},
		{`1`, 1},
		{`"a"`, 1},
		{`[1, -2.5e3, true, null, "x"]`, 5},
		{`{"id":"softmax","inputs":{"z":[1,2,3]}}`, 4},
		{`{"id": "softmax", "inputs": {"z": [1, 2, 3], "T": 0.5}}`, 5},
		{`{"a":"b:c,d","e":"\"f\":"}`, 2}, // separators inside strings
		{`{"a\\":"b"}`, 1},                // an escaped backslash ends the key
		{`{"m":[[1,2],[3,4]],"k":{}}`, 4},
		{`{"t":true,"f":false,"n":null}`, 3},
		{"[1,\n2,\r\n3]", 3},
	}
	for _, tt := range tests {
		if got := countValues([]byte(tt.json)); got != tt.want {
			t.Errorf("countValues(%s) = %d, want %d", tt.json, got, tt.want)
		}
	}
}
