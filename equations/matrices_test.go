package equations

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
)

func TestDecodeMatrices(t *testing.T) {
	for _, tt := range []struct {
		raw  string
		want [][][]float64
		msg  string // the InputError's message, when it fails
	}{
		{`[[[1], [0]], [[0], [1]]]`, [][][]float64{{{1}, {0}}, {{0}, {1}}}, ""},
		{`[[[1.5, -2]]]`, [][][]float64{{{1.5, -2}}}, ""},
		{`[]`, nil, "has no head; it needs at least one"},
		{`{"a": 1}`, nil, "want a list of heads, each a list of rows of numbers, such as [[[1, 0], [0, 1]], [[0, 1], [1, 0]]]"},
		{`[[1, 0], [0, 1]]`, nil, "want a list of heads, each a list of rows of numbers, such as [[[1, 0], [0, 1]], [[0, 1], [1, 0]]]"},
		{`[[[1]], []]`, nil, "head 2 is empty; it needs at least one row of numbers"},
		{`[[[1], []]]`, nil, "head 1, row 2 has 0 numbers but row 1 has 1; a matrix is rectangular"},
		{`[[[1, 2], [3, 4]], [[1], [2]]]`, nil, "head 2 is 2 × 1 but head 1 is 2 × 2; every head has the same shape"},
		{`[[[1, 2]], [[1, 2], [3, 4]]]`, nil, "head 2 is 2 × 2 but head 1 is 1 × 2; every head has the same shape"},
		{`[[[1, null]]]`, nil, "head 1, entry (1, 2) is not a number"},
	} {
		got, err := DecodeMatrices("W_Q", "head", json.RawMessage(tt.raw))
		var ie *InputError
		switch {
		case tt.msg == "" && (err != nil || !reflect.DeepEqual(got, tt.want)):
			t.Errorf("DecodeMatrices(%s) = %v, %v; want %v", tt.raw, got, err, tt.want)
		case tt.msg != "" && (!errors.As(err, &ie) || ie.Input != "W_Q" || ie.Msg != tt.msg):
			t.Errorf("DecodeMatrices(%s) error = %v; want W_Q: %s", tt.raw, err, tt.msg)
		}
	}
}

func TestMatricesJSON(t *testing.T) {
	ms := [][][]float64{{{1}, {0}}, {{0.25, -3}, {1e-7, 2e21}}}
	want := `[[[1], [0]], [[0.25, -3], [1e-07, 2e+21]]]`
	if got := string(MatricesJSON(ms)); got != want {
		t.Errorf("MatricesJSON = %s, want %s", got, want)
	}
	// The defaults' form is written back as it is.
	def := `[[[1], [1]], [[1], [-1]]]`
	back, err := DecodeMatrices("W_K", "head", json.RawMessage(def))
	if err != nil || string(MatricesJSON(back)) != def {
		t.Errorf("MatricesJSON(DecodeMatrices(%s)) = %s, %v", def, MatricesJSON(back), err)
	}
}

// A value of a Matrices input that is not a list of matrices of one shape
// is refused by Validate, with a message naming the input.
func TestValidateMatrices(t *testing.T) {
	s := &Spec{ID: "heads", Params: []Param{headWeightsParam("W_V", "W_V", "", `[[[1], [0]], [[0], [1]]]`)}}
	in := s.Defaults()
	if err := s.Validate(in); err != nil {
		t.Fatalf("Validate(defaults) = %v", err)
	}
	in["W_V"] = json.RawMessage(`[[[1], [0]], [[0, 1], [1, 0]]]`)
	err := s.Validate(in)
	var ie *InputError
	if !errors.As(err, &ie) || ie.Input != "W_V" || ie.Msg != "head 2 is 2 × 2 but head 1 is 2 × 1; every head has the same shape" {
		t.Errorf("Validate = %v", err)
	}
}
