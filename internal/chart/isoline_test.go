package chart

import (
	"math"
	"testing"
)

// sample evaluates f at the nodes of g.
func sample(g lattice, f func(x, y float64) float64) []float64 {
	v := make([]float64, g.n*g.n)
	for j := range g.n {
		for i := range g.n {
			v[j*g.n+i] = f(g.at(i, j))
		}
	}
	return v
}

// TestMarchingSquaresCircle traces the 0 level of x² + y² − 1 on a grid of
// spacing 0.1 over [−2, 2]²: every crossing lies within 0.01 of the unit
// circle (linear interpolation of a quadratic over an edge errs by at most
// h²/4 / (2r) ≈ 0.0013 here), and the segments add up to its length 2π
// within 1%.
func TestMarchingSquaresCircle(t *testing.T) {
	g := lattice{x0: -2, y0: -2, dx: 0.1, dy: 0.1, n: 41}
	v := sample(g, func(x, y float64) float64 { return x*x + y*y - 1 })
	cl := levelClasses(v, 0)
	centre := func(i, j int) int { return -2 } // no saddle on a circle
	s := marchingSquares(g, cl, centre, interpolated(g, v, 0))
	if len(s.X1) < 40 {
		t.Fatalf("%d segments, want a closed curve of many", len(s.X1))
	}
	length := 0.0
	for k := range s.X1 {
		for _, p := range [][2]float64{{s.X1[k], s.Y1[k]}, {s.X2[k], s.Y2[k]}} {
			if r := math.Hypot(p[0], p[1]); math.Abs(r-1) > 0.01 {
				t.Errorf("segment %d: point %v at radius %v, want 1 ± 0.01", k, p, r)
			}
		}
		length += math.Hypot(s.X2[k]-s.X1[k], s.Y2[k]-s.Y1[k])
	}
	if math.Abs(length-2*math.Pi) > 0.01*2*math.Pi {
		t.Errorf("length %v, want 2π = %v within 1%%", length, 2*math.Pi)
	}
}

// TestMarchingSquaresBisected traces the boundary of a class field, the
// unit disk against the rest, with the crossings bisected on the
// classifier itself: on edges of 0.1 the crossings are found to 0.1/64,
// so each lies within 0.0016 of the circle.
func TestMarchingSquaresBisected(t *testing.T) {
	g := lattice{x0: -2, y0: -2, dx: 0.1, dy: 0.1, n: 41}
	disk := func(x, y float64) int {
		if x*x+y*y < 1 {
			return 1
		}
		return 0
	}
	cl := make([]int, g.n*g.n)
	for j := range g.n {
		for i := range g.n {
			cl[j*g.n+i] = disk(g.at(i, j))
		}
	}
	centre := func(i, j int) int { x, y := g.at(i, j); return disk(x+g.dx/2, y+g.dy/2) }
	s := marchingSquares(g, cl, centre, bisected(g, cl, disk))
	if len(s.X1) < 40 {
		t.Fatalf("%d segments, want a closed curve of many", len(s.X1))
	}
	for k := range s.X1 {
		for _, p := range [][2]float64{{s.X1[k], s.Y1[k]}, {s.X2[k], s.Y2[k]}} {
			if r := math.Hypot(p[0], p[1]); math.Abs(r-1) > 0.0016 {
				t.Errorf("segment %d: point %v at radius %v, want 1 ± 0.0016", k, p, r)
			}
		}
	}
}

// TestMarchingSquaresCells checks single cells by hand, corners counted
// counter-clockwise from (0, 0) on the unit square, crossings at the
// midpoints of the edges (the field is ±1, the level 0).
func TestMarchingSquaresCells(t *testing.T) {
	g := lattice{dx: 1, dy: 1, n: 2}
	tests := []struct {
		name   string
		corner [4]float64 // (0,0), (1,0), (1,1), (0,1)
		centre int
		want   [][4]float64 // segments x1, y1, x2, y2
	}{
		{"none", [4]float64{1, 1, 1, 1}, 1, nil},
		{"corner (1,0) alone", [4]float64{-1, 1, -1, -1}, 0, [][4]float64{{0.5, 0, 1, 0.5}}},
		{"top half", [4]float64{-1, -1, 1, 1}, 0, [][4]float64{{1, 0.5, 0, 0.5}}},
		// A saddle: (0,0) and (1,1) are 1. With 1 at the centre they join
		// and the corners (1,0) and (0,1) are cut off; with 0 the others.
		{"saddle joined", [4]float64{1, -1, 1, -1}, 1, [][4]float64{{0.5, 0, 1, 0.5}, {0.5, 1, 0, 0.5}}},
		{"saddle split", [4]float64{1, -1, 1, -1}, 0, [][4]float64{{0, 0.5, 0.5, 0}, {1, 0.5, 0.5, 1}}},
	}
	for _, tt := range tests {
		// Nodes in row order: (0,0), (1,0), (0,1), (1,1).
		v := []float64{tt.corner[0], tt.corner[1], tt.corner[3], tt.corner[2]}
		s := marchingSquares(g, levelClasses(v, 0), func(int, int) int { return tt.centre }, interpolated(g, v, 0))
		if len(s.X1) != len(tt.want) {
			t.Errorf("%s: %d segments, want %d", tt.name, len(s.X1), len(tt.want))
			continue
		}
		for k, w := range tt.want {
			got := [4]float64{s.X1[k], s.Y1[k], s.X2[k], s.Y2[k]}
			if got != w {
				t.Errorf("%s: segment %d = %v, want %v", tt.name, k, got, w)
			}
		}
	}
}

// TestMarchingSquaresSkipsUndefined: a cell with an undefined corner
// draws nothing.
func TestMarchingSquaresSkipsUndefined(t *testing.T) {
	g := lattice{dx: 1, dy: 1, n: 2}
	v := []float64{-1, 1, math.NaN(), 1}
	s := marchingSquares(g, levelClasses(v, 0), func(int, int) int { return 0 }, interpolated(g, v, 0))
	if len(s.X1) != 0 {
		t.Errorf("%d segments through an undefined corner, want none", len(s.X1))
	}
}

func TestClipLine(t *testing.T) {
	tests := []struct {
		name    string
		a, b, c float64
		want    [4]float64
		ok      bool
	}{
		// x − y = −0.5, i.e. y = x + 0.5: in at x = −1 (y = −0.5), out
		// at y = 1 (x = 0.5).
		{"diagonal", 1, -1, -0.5, [4]float64{-1, -0.5, 0.5, 1}, true},
		{"vertical x = 0.25", 1, 0, 0.25, [4]float64{0.25, -1, 0.25, 1}, true},
		{"horizontal y = −0.75", 0, 2, -1.5, [4]float64{-1, -0.75, 1, -0.75}, true},
		// Through two opposite corners: each met by two sides, kept once.
		{"corner to corner", 1, -1, 0, [4]float64{-1, -1, 1, 1}, true},
		{"outside", 1, -1, 5, [4]float64{}, false},
		{"touching the corner (1, 1)", 1, 1, 2, [4]float64{}, false},
		{"no line", 0, 0, 1, [4]float64{}, false},
	}
	for _, tt := range tests {
		px, py, qx, qy, ok := clipLine(tt.a, tt.b, tt.c, -1, 1, -1, 1)
		if ok != tt.ok || (ok && [4]float64{px, py, qx, qy} != tt.want) {
			t.Errorf("%s: (%v, %v)–(%v, %v) %v, want %v %v", tt.name, px, py, qx, qy, ok, tt.want, tt.ok)
		}
	}
}
