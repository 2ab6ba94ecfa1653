package points

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// classifier is a spec of labelled points X, y and a query point whose
// label is a scalar, as the classification pages have.
var classifier = &equations.Spec{
	ID: "test-classifier",
	Params: []equations.Param{
		{Name: "X", Kind: equations.Matrix, MinLen: 2, MaxLen: 4},
		{Name: "y", Kind: equations.Vector, Min: 0, Max: 1, Step: 1},
		{Name: "x", Kind: equations.Vector},
		{Name: "t", Kind: equations.Integer, Min: 0, Max: 1, Step: 1},
	},
	View: &equations.Scatter{Drag: []equations.Handle{{Of: "X", Label: "y"}, {Of: "x", Label: "t"}}},
}

// regression is a design matrix with a bias column and targets.
var regression = &equations.Spec{
	ID: "test-regression",
	Params: []equations.Param{
		{Name: "X", Kind: equations.Matrix, MinLen: 1},
		{Name: "y", Kind: equations.Vector},
	},
	View: &equations.Scatter{Drag: []equations.Handle{{Of: "X", XCol: 1, YOf: "y"}}},
}

func classifierInputs() equations.Inputs {
	return equations.Inputs{
		"X": [][]float64{{1, 2}, {3, 4}, {5, 6}},
		"y": []float64{0, 1, 1},
		"x": []float64{-1, -2},
		"t": 1,
	}
}

func TestList(t *testing.T) {
	got := List(classifier, classifierInputs())
	want := []Point{
		{Handle: 0, Row: 0, X: 1, Y: 2, Class: 0, HasClass: true},
		{Handle: 0, Row: 1, X: 3, Y: 4, Class: 1, HasClass: true},
		{Handle: 0, Row: 2, X: 5, Y: 6, Class: 1, HasClass: true},
		{Handle: 1, Row: -1, X: -1, Y: -2, Class: 1, HasClass: true},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("List = %+v\nwant %+v", got, want)
	}
	reg := List(regression, equations.Inputs{"X": [][]float64{{1, 0.5}, {1, 2}}, "y": []float64{3, 4}})
	if want := []Point{{Handle: 0, Row: 0, X: 0.5, Y: 3}, {Handle: 0, Row: 1, X: 2, Y: 4}}; !reflect.DeepEqual(reg, want) {
		t.Errorf("regression List = %+v, want %+v", reg, want)
	}
}

func TestEdits(t *testing.T) {
	in := classifierInputs()
	pts := List(classifier, in)
	for _, tt := range []struct {
		name string
		edit func() (equations.Inputs, error)
		want equations.Inputs // nil: an error containing err
		err  string
	}{
		{name: "move a row", edit: func() (equations.Inputs, error) { return Move(classifier, in, pts[1], 7, 8) },
			want: equations.Inputs{"X": [][]float64{{1, 2}, {7, 8}, {5, 6}}, "y": []float64{0, 1, 1}, "x": []float64{-1, -2}, "t": 1}},
		{name: "move the vector", edit: func() (equations.Inputs, error) { return Move(classifier, in, pts[3], 0.5, 0.25) },
			want: equations.Inputs{"X": [][]float64{{1, 2}, {3, 4}, {5, 6}}, "y": []float64{0, 1, 1}, "x": []float64{0.5, 0.25}, "t": 1}},
		{name: "add with class 1", edit: func() (equations.Inputs, error) { return Add(classifier, in, 0, 1, 9, 10) },
			want: equations.Inputs{"X": [][]float64{{1, 2}, {3, 4}, {5, 6}, {9, 10}}, "y": []float64{0, 1, 1, 1}, "x": []float64{-1, -2}, "t": 1}},
		{name: "remove the first", edit: func() (equations.Inputs, error) { return Remove(classifier, in, pts[0]) },
			want: equations.Inputs{"X": [][]float64{{3, 4}, {5, 6}}, "y": []float64{1, 1}, "x": []float64{-1, -2}, "t": 1}},
		{name: "add to a point", edit: func() (equations.Inputs, error) { return Add(classifier, in, 1, 0, 0, 0) }, err: "x holds one point"},
		{name: "remove the point", edit: func() (equations.Inputs, error) { return Remove(classifier, in, pts[3]) }, err: "can be moved, not removed"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.edit()
			if tt.want == nil {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one containing %q", err, tt.err)
				}
				return
			}
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %v, %v\nwant %v", got, err, tt.want)
			}
		})
	}
	if !reflect.DeepEqual(in, classifierInputs()) {
		t.Errorf("an edit changed its inputs: %v", in)
	}
}

func TestLimits(t *testing.T) {
	in := classifierInputs()
	full, err := Add(classifier, in, 0, 0, 0, 0) // 4 rows: MaxLen
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Add(classifier, full, 0, 0, 1, 1); err == nil || !strings.Contains(err.Error(), "at most 4") {
		t.Errorf("a fifth point: error %v, want at most 4", err)
	}
	two, _ := Remove(classifier, in, List(classifier, in)[0])
	if _, err := Remove(classifier, two, List(classifier, two)[0]); err == nil || !strings.Contains(err.Error(), "at least 2") {
		t.Errorf("below MinLen: error %v, want at least 2", err)
	}
}

func TestRegressionEdits(t *testing.T) {
	in := equations.Inputs{"X": [][]float64{{1, 0.5}, {1, 2}}, "y": []float64{3, 4}}
	got, err := Add(regression, in, 0, 0, 6, 7)
	want := equations.Inputs{"X": [][]float64{{1, 0.5}, {1, 2}, {1, 6}}, "y": []float64{3, 4, 7}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Add = %v, %v; want %v (the bias column copied)", got, err, want)
	}
	moved, err := Move(regression, in, List(regression, in)[0], -1, -2)
	if want := (equations.Inputs{"X": [][]float64{{1, -1}, {1, 2}}, "y": []float64{-2, 4}}); err != nil || !reflect.DeepEqual(moved, want) {
		t.Errorf("Move = %v, %v; want %v", moved, err, want)
	}
}

func TestRelabel(t *testing.T) {
	in := classifierInputs()
	pts := List(classifier, in)
	got, ok, err := Relabel(classifier, in, pts[0]) // 0 → 1
	if err != nil || !ok || !reflect.DeepEqual(got["y"], []float64{1, 1, 1}) {
		t.Errorf("row 1: %v, %v, %v", got["y"], ok, err)
	}
	got, ok, err = Relabel(classifier, in, pts[3]) // t: 1 → 0, an int stays an int
	if err != nil || !ok || got["t"] != 0 {
		t.Errorf("the point's label: %#v, %v, %v", got["t"], ok, err)
	}
	if _, ok, _ := Relabel(regression, equations.Inputs{"X": [][]float64{{1, 0}}, "y": []float64{1}}, Point{Row: 0}); ok {
		t.Error("a point without a class was relabelled")
	}
}

func TestTargets(t *testing.T) {
	got := Targets(classifier, classifierInputs())
	want := []Target{{Handle: 0, Class: 0, Name: "class 0"}, {Handle: 0, Class: 1, Name: "class 1"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Targets = %+v, want %+v", got, want)
	}
}

func TestNearest(t *testing.T) {
	// Data [0, 10] × [0, 10] drawn on [0, 100] × [100, 0]: a unit is ten
	// points, y upwards.
	fr := plot.Frame{X: [2]float64{0, 10}, Y: [2]float64{0, 10}, Left: 0, Right: 100, Bottom: 100, Top: 0}
	pts := []Point{{X: 1, Y: 1}, {X: 5, Y: 5}, {X: 5.5, Y: 5}}
	for _, tt := range []struct {
		u, v float64
		want int
		ok   bool
	}{
		{u: 10, v: 90, want: 0, ok: true},   // on (1, 1)
		{u: 52, v: 50, want: 1, ok: true},   // 2 from (5, 5), 3 from (5.5, 5)
		{u: 54, v: 50, want: 2, ok: true},   // nearer (5.5, 5)
		{u: 30, v: 30, want: -1, ok: false}, // 20 points from any: beyond the radius
	} {
		if got, ok := Nearest(pts, fr, tt.u, tt.v, 8); got != tt.want || ok != tt.ok {
			t.Errorf("Nearest at (%v, %v) = %d, %v; want %d, %v", tt.u, tt.v, got, ok, tt.want, tt.ok)
		}
	}
}

func TestRound(t *testing.T) {
	for _, tt := range []struct{ x, span, want float64 }{
		{1.23456, 6, 1.23},
		{-0.005001, 6, -0.01},
		{123.456, 500, 123},
		{0.0123456, 0.5, 0.012}, // a hundredth of 0.5 is 0.005: thousandths
		{2.5, 0, 2.5},           // no span: as it is
	} {
		if got := Round(tt.x, tt.span); got != tt.want {
			t.Errorf("Round(%v, %v) = %v, want %v", tt.x, tt.span, got, tt.want)
		}
	}
}

// A nudge moves a point by a fiftieth of the span, rounded as a drag
// rounds; Shift by a fifth; and Say gives where it is.
func TestNudge(t *testing.T) {
	spec, ok := equations.Catalogue().Lookup("pca-covariance-matrix")
	if !ok {
		t.Fatal("no pca-covariance-matrix")
	}
	in := spec.Defaults()
	pts := List(spec, in)
	if len(pts) == 0 {
		t.Fatal("no points")
	}
	fr := plot.Frame{X: [2]float64{-5, 5}, Y: [2]float64{-2, 3}}
	out, err := Nudge(spec, in, pts[0], fr, 1, -1, false)
	if err != nil {
		t.Fatal(err)
	}
	moved := List(spec, out)[0]
	if moved.X != Round(pts[0].X+0.2, 10) || moved.Y != Round(pts[0].Y-0.1, 5) {
		t.Errorf("nudged (1, −1) from (%v, %v) to (%v, %v), want +0.2 and −0.1", pts[0].X, pts[0].Y, moved.X, moved.Y)
	}
	out, err = Nudge(spec, in, pts[0], fr, 0, 1, true)
	if err != nil {
		t.Fatal(err)
	}
	if moved := List(spec, out)[0]; moved.Y != Round(pts[0].Y+1, 5) || moved.X != pts[0].X {
		t.Errorf("Shift+up from (%v, %v) to (%v, %v), want y + 1", pts[0].X, pts[0].Y, moved.X, moved.Y)
	}
	want := "point 1 of " + strconv.Itoa(len(pts)) + ", " + pts[0].Key(spec) + ": x = " +
		strconv.FormatFloat(pts[0].X, 'g', 6, 64) + ", y = " + strconv.FormatFloat(pts[0].Y, 'g', 6, 64)
	if got := Say(spec, pts, 0); got != want {
		t.Errorf("Say = %q, want %q", got, want)
	}
}
