package session

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
		bits, ok := Bits(json.RawMessage(tt.raw))
		if ok != tt.ok || !slices.Equal(bits, tt.bits) {
			t.Errorf("Bits(%s) = %v, %v; want %v, %v", tt.raw, bits, ok, tt.bits, tt.ok)
		}
	}
	if got := string(bitsJSON([]int{1, 0, 0, 1})); got != "[1, 0, 0, 1]" {
		t.Errorf("bitsJSON = %s", got)
	}
}
