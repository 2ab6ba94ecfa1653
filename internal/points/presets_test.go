package points

import (
	"math"
	"reflect"
	"testing"

	"eqx/equations"
)

// TestPresetShapes checks each preset against the property that names
// it, on its own terms rather than against its own output.
func TestPresetShapes(t *testing.T) {
	for _, seed := range []uint64{1, 2, 99} {
		for _, name := range []string{Separable, Overlapping, XOR, Rings, Line} {
			s, err := generate(name, 40, seed)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if len(s) != 40 {
				t.Fatalf("%s: %d points, want 40", name, len(s))
			}
			var n1 int
			for _, p := range s {
				if p.x != math.Round(p.x*100)/100 || p.y != math.Round(p.y*100)/100 {
					t.Errorf("%s: (%v, %v) is not in hundredths", name, p.x, p.y)
				}
				n1 += p.class
				switch name {
				case Separable: // the line x + y = 0 separates the classes
					if (p.x+p.y > 0) != (p.class == 1) {
						t.Errorf("%s seed %d: (%v, %v) of class %d is on the wrong side of x + y = 0", name, seed, p.x, p.y, p.class)
					}
				case XOR: // class 1 where the signs differ
					if (p.x*p.y < 0) != (p.class == 1) || math.Abs(p.x) < 0.19 || math.Abs(p.y) < 0.19 {
						t.Errorf("%s seed %d: (%v, %v) has class %d", name, seed, p.x, p.y, p.class)
					}
				case Rings: // radius 1 (class 0) or 2.5 (class 1), within 5σ
					r := math.Hypot(p.x, p.y)
					if want, sd := []float64{1, 2.5}[p.class], []float64{0.15, 0.2}[p.class]; math.Abs(r-want) > 5*sd {
						t.Errorf("%s: radius %v for class %d", name, r, p.class)
					}
				}
			}
			if name != Line && name != XOR && n1 != 20 {
				t.Errorf("%s: %d of 40 in class 1, want 20", name, n1)
			}
		}
	}
	// The line: the least-squares slope and intercept of 400 points are
	// within 0.1 of 0.8 and 0.5 (their standard errors are about 0.01
	// and 0.02).
	s, _ := generate(Line, 400, 7)
	var sx, sy, sxx, sxy float64
	for _, p := range s {
		sx, sy, sxx, sxy = sx+p.x, sy+p.y, sxx+p.x*p.x, sxy+p.x*p.y
	}
	n := float64(len(s))
	slope := (n*sxy - sx*sy) / (n*sxx - sx*sx)
	if icept := (sy - slope*sx) / n; math.Abs(slope-0.8) > 0.1 || math.Abs(icept-0.5) > 0.1 {
		t.Errorf("line: slope %v, intercept %v; want about 0.8 and 0.5", slope, icept)
	}
	if a, _ := generate(Rings, 10, 5); !reflect.DeepEqual(a, must(generate(Rings, 10, 5))) {
		t.Error("the same seed drew different points")
	}
	if _, err := generate("spiral", 3, 1); err == nil {
		t.Error("an unknown preset gave no error")
	}
}

func must(s []sample, err error) []sample {
	if err != nil {
		panic(err)
	}
	return s
}

func TestApply(t *testing.T) {
	// Labelled points: 4 rows at most, labels 0 and 1.
	got, err := Apply(classifier, classifierInputs(), Separable, 3)
	if err != nil {
		t.Fatal(err)
	}
	X, y := got.Matrix("X"), got.Vector("y")
	if len(X) != 4 || len(y) != 4 {
		t.Fatalf("X %v, y %v: want 4 rows (MaxLen)", X, y)
	}
	for i, r := range X {
		if (r[0]+r[1] > 0) != (y[i] == 1) {
			t.Errorf("row %d %v has label %v", i+1, r, y[i])
		}
	}
	if !reflect.DeepEqual(got["x"], []float64{-1, -2}) {
		t.Errorf("the query moved: %v", got["x"])
	}

	// Regression: rows [1, x] and y.
	reg, err := Apply(regression, equations.Inputs{"X": [][]float64{{1, 0}}, "y": []float64{1}}, Line, 3)
	if err != nil {
		t.Fatal(err)
	}
	if X, y := reg.Matrix("X"), reg.Vector("y"); len(X) != presetPoints || len(y) != presetPoints || X[5][0] != 1 {
		t.Errorf("regression preset: X %v, y %v", X, y)
	}

	// A matrix per class: class 0 in A, class 1 in B.
	lda := &equations.Spec{
		Params: []equations.Param{{Name: "A", Kind: equations.Matrix}, {Name: "B", Kind: equations.Matrix}},
		View:   &equations.Scatter{Drag: []equations.Handle{{Of: "A", Class: "class 0"}, {Of: "B", Class: "class 1"}}},
	}
	split, err := Apply(lda, equations.Inputs{"A": [][]float64{{0, 0}}, "B": [][]float64{{1, 1}}}, Separable, 4)
	if err != nil {
		t.Fatal(err)
	}
	for name, side := range map[string]float64{"A": -1, "B": 1} {
		m := split.Matrix(name)
		if len(m) != presetPoints {
			t.Errorf("%s: %d rows, want %d", name, len(m), presetPoints)
		}
		for _, r := range m {
			if (r[0]+r[1])*side <= 0 {
				t.Errorf("%s holds %v, on the other class's side", name, r)
			}
		}
	}
	if names := PresetNames(lda); !reflect.DeepEqual(names, []string{Separable, Overlapping, XOR, Rings}) {
		t.Errorf("PresetNames(lda) = %v", names)
	}
	if names := PresetNames(regression); !reflect.DeepEqual(names, []string{Line}) {
		t.Errorf("PresetNames(regression) = %v", names)
	}
}
