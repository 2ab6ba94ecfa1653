package session

import (
	"math"
	"testing"

	"eqx/equations"
)

// The shape edits against values worked by hand (each case says how).
func TestKeepSum(t *testing.T) {
	cases := []struct {
		name string
		m    [][]float64
		i, j int
		x    float64
		want [][]float64
	}{
		// The others (0.2+0.3+0.4 = 0.9) share the remaining 0.75 in
		// proportion: ×0.75/0.9.
		{"joint table", [][]float64{{0.1, 0.2}, {0.3, 0.4}}, 0, 0, 0.25,
			[][]float64{{0.25, 0.2 * 0.75 / 0.9}, {0.3 * 0.75 / 0.9, 0.4 * 0.75 / 0.9}}},
		// A slice summing to 0.5 keeps 0.5.
		{"slice", [][]float64{{0.2, 0.1}, {0.1, 0.1}}, 1, 1, 0.3,
			[][]float64{{0.2 * 0.2 / 0.4, 0.1 * 0.2 / 0.4}, {0.1 * 0.2 / 0.4, 0.3}}},
		// The others are all zero: they share the rest equally.
		{"others zero", [][]float64{{1, 0}, {0, 0}}, 0, 0, 0.4,
			[][]float64{{0.4, 0.2}, {0.2, 0.2}}},
		// Beyond the sum is capped at it.
		{"capped", [][]float64{{0.5, 0.5}}, 0, 1, 3, [][]float64{{0, 1}}},
	}
	for _, c := range cases {
		KeepSum(c.m, c.i, c.j, c.x)
		for r := range c.want {
			for k := range c.want[r] {
				if math.Abs(c.m[r][k]-c.want[r][k]) > 1e-15 {
					t.Errorf("%s: got %v, want %v", c.name, c.m, c.want)
				}
			}
		}
	}
}

func TestNextMember(t *testing.T) {
	for _, c := range []struct {
		vec  []float64
		want float64
	}{{nil, 1}, {[]float64{2, 3, 1}, 4}, {[]float64{-5, -2.5}, -2}} {
		if got := nextMember(c.vec); got != c.want {
			t.Errorf("nextMember(%v) = %v, want %v", c.vec, got, c.want)
		}
	}
}

func TestRenormalize(t *testing.T) {
	for _, c := range []struct {
		vec  []float64
		i    int
		x    float64
		want []float64
	}{
		{[]float64{0.7, 0.3}, 0, 0.4, []float64{0.4, 0.6}},
		// The others share 1 − 0.2 = 0.8 in their proportions 1 : 3.
		{[]float64{0.5, 0.125, 0.375}, 0, 0.2, []float64{0.2, 0.2, 0.6}},
		{[]float64{1, 0, 0}, 0, 0.4, []float64{0.4, 0.3, 0.3}},
		{[]float64{1}, 0, 0.3, []float64{1}},
	} {
		renormalize(c.vec, c.i, c.x)
		for k := range c.want {
			if math.Abs(c.vec[k]-c.want[k]) > 1e-15 {
				t.Errorf("got %v, want %v", c.vec, c.want)
				break
			}
		}
	}
}

func TestShapeKey(t *testing.T) {
	a := equations.Inputs{"x": []float64{1, 2}, "S": [][]float64{{1, 0}, {0, 1}}, "t": 0.5}
	b := equations.Inputs{"x": []float64{5, 6}, "S": [][]float64{{2, 1}, {1, 2}}, "t": 3.0}
	c := equations.Inputs{"x": []float64{1, 2, 3}, "S": [][]float64{{1, 0}, {0, 1}}, "t": 0.5}
	if shapeKey(a) != shapeKey(b) {
		t.Errorf("same shapes, other values: %q ≠ %q", shapeKey(a), shapeKey(b))
	}
	if shapeKey(a) == shapeKey(c) {
		t.Errorf("a longer x has the same key %q", shapeKey(a))
	}
}
