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

func TestFormOf(t *testing.T) {
	s := &equations.Spec{Params: []equations.Param{
		{Name: "model", Kind: equations.Choice, Default: "given", Options: []string{"given", "fit"},
			Needs: map[string][]string{"fit": {"X", "y"}}},
		{Name: "X", Kind: equations.Matrix, Optional: true, Example: [][]float64{{1}}, Together: []string{"y"}},
		{Name: "y", Kind: equations.Vector, Optional: true, Example: []float64{0}, Together: []string{"X"}},
	}}
	// Switching X on (the toggle has put X and y in) chooses "fit".
	on := formOf(s, equations.Inputs{"model": "given", "X": [][]float64{{1}}, "y": []float64{0}}, "X", true)
	if want := (equations.Inputs{"model": "fit", "X": [][]float64{{1}}, "y": []float64{0}}); !reflect.DeepEqual(on, want) {
		t.Errorf("on: %v, want %v", on, want)
	}
	// Switching it off again goes back to the default form.
	off := formOf(s, equations.Inputs{"model": "fit"}, "X", false)
	if want := (equations.Inputs{"model": "given"}); !reflect.DeepEqual(off, want) {
		t.Errorf("off: %v, want %v", off, want)
	}
	// An input no form needs changes nothing.
	if got := formOf(s, equations.Inputs{"model": "given"}, "z", true); !reflect.DeepEqual(got, equations.Inputs{"model": "given"}) {
		t.Errorf("unrelated: %v", got)
	}
}
