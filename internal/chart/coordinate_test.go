package chart

import (
	"strings"
	"testing"

	"eqx/equations"
)

func TestParseCoordinate(t *testing.T) {
	for _, c := range []struct {
		in      string
		want    coordinate
		wantErr string // a part of the error, "" for none
	}{
		{in: "b", want: coordinate{Name: "b"}},
		{in: "theta[0]", want: coordinate{Name: "theta", Index: 0, Indexed: true}},
		{in: "W1_x[12]", want: coordinate{Name: "W1_x", Index: 12, Indexed: true}},
		{in: "", wantErr: "no input name"},
		{in: "[1]", wantErr: "no input name"},
		{in: "theta[", wantErr: "must end the coordinate with ]"},
		{in: "theta[0]x", wantErr: "must end the coordinate with ]"},
		{in: "theta[]", wantErr: `index "" is not a whole number`},
		{in: "theta[x]", wantErr: `index "x" is not a whole number`},
		{in: "theta[-1]", wantErr: `index "-1" is not a whole number`},
		{in: "theta[+1]", wantErr: `index "+1" is not a whole number`},
		{in: "theta[1.5]", wantErr: `index "1.5" is not a whole number`},
		{in: "theta[0][1]", wantErr: `index "0][1" is not a whole number`},
		{in: "the ta", wantErr: `' ' is not a letter`},
	} {
		got, err := parseCoordinate(c.in)
		switch {
		case c.wantErr == "" && err != nil:
			t.Errorf("parseCoordinate(%q): %v", c.in, err)
		case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
			t.Errorf("parseCoordinate(%q) error %v, want one with %q", c.in, err, c.wantErr)
		case c.wantErr != "" && !strings.Contains(err.Error(), "surface coordinate "+`"`+c.in+`"`):
			t.Errorf("parseCoordinate(%q) error %q does not name the coordinate", c.in, err)
		case c.wantErr == "" && got != c.want:
			t.Errorf("parseCoordinate(%q) = %+v, want %+v", c.in, got, c.want)
		case c.wantErr == "" && got.String() != c.in:
			t.Errorf("parseCoordinate(%q).String() = %q", c.in, got.String())
		}
	}
}

func TestCoordinateCheck(t *testing.T) {
	lr := spec(t, "linear-regression-cost")      // theta: Vector, at most 10 entries
	gd := spec(t, "logistic-regression-gd-step") // b: Real
	for _, c := range []struct {
		spec    *equations.Spec
		coord   string
		wantErr string
	}{
		{spec: lr, coord: "theta[1]"},
		{spec: gd, coord: "b"},
		{spec: lr, coord: "beta[0]", wantErr: `has no input "beta"`},
		{spec: lr, coord: "theta[10]", wantErr: "theta holds at most 10 entries"},
		{spec: lr, coord: "theta", wantErr: "theta is not a real number; name one of its entries as theta[i]"},
		{spec: gd, coord: "b[0]", wantErr: "b is not a list of numbers, so it has no entry 0"},
	} {
		co, err := parseCoordinate(c.coord)
		if err != nil {
			t.Fatalf("%s: %v", c.coord, err)
		}
		err = co.check(c.spec)
		if c.wantErr == "" && err != nil || c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)) {
			t.Errorf("%s on %s: error %v, want %q", c.coord, c.spec.ID, err, c.wantErr)
		}
	}
}

// TestSurfaceDeclarations reads the coordinates and step counts of every
// Surface of the catalogue, which package equations leaves to this one (it
// links into the Cloudflare Worker, which has no room for the checks).
func TestSurfaceDeclarations(t *testing.T) {
	n := 0
	for _, s := range equations.Catalogue().All() {
		for _, v := range equations.Views(equations.Resolve(s.View, s.Defaults())) {
			su, ok := v.(*equations.Surface)
			if !ok {
				continue
			}
			n++
			for _, name := range []string{su.X, su.Y} {
				c, err := parseCoordinate(name)
				if err == nil {
					err = c.check(s)
				}
				if err != nil {
					t.Errorf("%s: %v", s.ID, err)
				}
			}
			for _, name := range su.Of {
				if p := s.Param(name); p == nil || p.Kind != equations.Integer {
					t.Errorf("%s: surface step count %q is not an Integer input", s.ID, name)
				}
			}
			if len(su.Cols) != 0 && len(su.Cols) != 2 && len(su.Cols) != 3 {
				t.Errorf("%s: %d axis labels, want 2 (or 3 with the flat one)", s.ID, len(su.Cols))
			}
		}
	}
	if n < 4 {
		t.Errorf("%d surfaces in the catalogue, want at least 4", n)
	}
}

func TestCoordinateValue(t *testing.T) {
	in := equations.Inputs{"b": 0.5, "w": []float64{1, 2}, "theta0": 3.0}
	for _, c := range []struct {
		coord string
		want  float64
		ok    bool
	}{
		{"b", 0.5, true}, {"w[1]", 2, true}, {"w[2]", 0, false}, {"w", 0, false},
		// A Numbers input holding one number is its entry 0 alone.
		{"theta0[0]", 3, true}, {"theta0[1]", 0, false}, {"missing", 0, false},
	} {
		co, err := parseCoordinate(c.coord)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := co.value(in); got != c.want || ok != c.ok {
			t.Errorf("%s: value %v, %v; want %v, %v", c.coord, got, ok, c.want, c.ok)
		}
	}
}

func TestAxisLabel(t *testing.T) {
	lr := spec(t, "linear-regression-cost") // theta's symbol reads θ
	gd := spec(t, "logistic-regression-gd-step")
	for _, c := range []struct {
		spec  *equations.Spec
		cols  []string
		in    equations.Inputs
		coord string
		want  string
	}{
		{spec: lr, coord: "theta[0]", want: "θ₀"},
		{spec: lr, coord: "theta[12]", want: "θ₁₂"},
		{spec: gd, coord: "b", want: "b"},
		{spec: lr, cols: []string{"intercept", "slope"}, coord: "theta[0]", want: "intercept"},
		// A third label names an input holding one number.
		{spec: lr, cols: []string{"a", "b", "one"}, in: equations.Inputs{"theta": 2.0}, coord: "theta[0]", want: "one"},
		{spec: lr, cols: []string{"a", "b", "one"}, in: equations.Inputs{"theta": []float64{2}}, coord: "theta[0]", want: "a"},
	} {
		co, err := parseCoordinate(c.coord)
		if err != nil {
			t.Fatal(err)
		}
		v := &view{spec: c.spec, in: c.in}
		if got := v.axisLabel(&equations.Surface{Cols: c.cols}, co, 0); got != c.want {
			t.Errorf("%s with labels %q: %q, want %q", c.coord, c.cols, got, c.want)
		}
	}
}
