package app

import (
	"reflect"
	"testing"

	"eqx/equations"
)

func TestChosen(t *testing.T) {
	s := &equations.Spec{Params: []equations.Param{
		{Name: "form", Kind: equations.Choice, Options: []string{"a", "b", "c"},
			Needs: map[string][]string{"b": {"X", "y", "g=sigmoid"}, "c": {"y"}}},
		{Name: "X", Kind: equations.Matrix, Optional: true, Example: [][]float64{{1, 2}}},
		{Name: "y", Kind: equations.Vector, Optional: true, Example: []float64{3}},
		{Name: "g", Kind: equations.Choice, Options: []string{"sigmoid", "tanh"}},
	}}
	form := s.Param("form")
	for _, tt := range []struct {
		name   string
		in     equations.Inputs
		option string
		want   equations.Inputs
	}{
		{name: "b switches on X and y and sets g", in: equations.Inputs{"form": "a", "g": "tanh"}, option: "b",
			want: equations.Inputs{"form": "b", "g": "sigmoid", "X": [][]float64{{1, 2}}, "y": []float64{3}}},
		{name: "an input already on keeps its value", in: equations.Inputs{"form": "c", "g": "tanh", "y": []float64{7, 8}}, option: "b",
			want: equations.Inputs{"form": "b", "g": "sigmoid", "X": [][]float64{{1, 2}}, "y": []float64{7, 8}}},
		{name: "c keeps y and drops X", in: equations.Inputs{"form": "b", "g": "sigmoid", "X": [][]float64{{1, 2}}, "y": []float64{3}}, option: "c",
			want: equations.Inputs{"form": "c", "g": "sigmoid", "y": []float64{3}}},
		{name: "a needs nothing: both off", in: equations.Inputs{"form": "b", "g": "sigmoid", "X": [][]float64{{1, 2}}, "y": []float64{3}}, option: "a",
			want: equations.Inputs{"form": "a", "g": "sigmoid"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in := tt.in.Clone()
			if got := chosen(s, in, form, tt.option); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("chosen = %v, want %v", got, tt.want)
			}
			if !reflect.DeepEqual(in, tt.in) {
				t.Errorf("the inputs were changed: %v", in)
			}
		})
	}
}
