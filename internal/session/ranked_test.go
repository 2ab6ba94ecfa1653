package session

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestRankedList(t *testing.T) {
	for _, tt := range []struct {
		raw string
		qs  []RankedQuery
		ok  bool
	}{
		{`[{"y": [0, 1], "s": [0.2, 0.9]}]`, []RankedQuery{{Y: []int{0, 1}, S: []float64{0.2, 0.9}}}, true},
		{`[{"y": [1], "s": [-3]}, {"y": [1, 0], "s": [1e3, 2]}]`, []RankedQuery{{Y: []int{1}, S: []float64{-3}}, {Y: []int{1, 0}, S: []float64{1e3, 2}}}, true},
		{`[{"y": [2, 1], "s": [0.2, 0.9]}]`, nil, false}, // a label other than 0 and 1
		{`[{"y": [0, 1], "s": [0.2]}]`, nil, false},      // lengths differ
		{`[{"y": [0.5], "s": [0.2]}]`, nil, false},       // not a whole label
		{`[{"y": [1], "s": [1], "w": [1]}]`, nil, false}, // an unknown field
		{`[]`, nil, false},                   // nothing to edit
		{`{"y": [1], "s": [1]}`, nil, false}, // not a list
		{`[{"y": [], "s": []}]`, nil, false}, // an empty query
		{`[{"y": [1,0,0,0,0,0,0,0,0,0,0,0,0], "s": [1,1,1,1,1,1,1,1,1,1,1,1,1]}]`, nil, false}, // 13 items
	} {
		qs, ok := Ranked(json.RawMessage(tt.raw))
		if ok != tt.ok || (ok && !reflect.DeepEqual(qs, tt.qs)) {
			t.Errorf("Ranked(%s) = %v, %v; want %v, %v", tt.raw, qs, ok, tt.qs, tt.ok)
		}
	}
}

func TestRankedJSON(t *testing.T) {
	qs := []RankedQuery{{Y: []int{0, 1}, S: []float64{0.25, 1e-7}}, {Y: []int{1}, S: []float64{-2}}}
	want := "[\n  {\"y\": [0, 1], \"s\": [0.25, 1e-07]},\n  {\"y\": [1], \"s\": [-2]}\n]"
	got := RankedJSON(qs)
	if string(got) != want {
		t.Errorf("rankedJSON = %q, want %q", got, want)
	}
	// What it writes reads back the same.
	back, ok := Ranked(got)
	if !ok || !reflect.DeepEqual(back, qs) {
		t.Errorf("Ranked(RankedJSON(qs)) = %v, %v; want %v", back, ok, qs)
	}
}
