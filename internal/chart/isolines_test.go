package chart

import (
	"fmt"
	"math"
	"testing"
)

// polylines splits the NaN-separated points of isolines into lines.
func polylines(lx, ly []float64) [][][2]float64 {
	var out [][][2]float64
	var cur [][2]float64
	for i, x := range lx {
		if math.IsNaN(x) {
			out, cur = append(out, cur), nil
			continue
		}
		cur = append(cur, [2]float64{x, ly[i]})
	}
	if cur != nil {
		out = append(out, cur) // a line not ended by NaN: a bug the test reports
	}
	return out
}

// TestIsolinesCell checks marching squares on one unit cell, corners
// (0,0), (1,0), (1,1), (0,1), against crossings worked by hand.
func TestIsolinesCell(t *testing.T) {
	xs, ys := []float64{0, 1}, []float64{0, 1}
	for _, c := range []struct {
		name  string
		z     [][]float64 // z[j][i] at (xs[i], ys[j])
		level float64
		want  [][][2]float64 // the lines, each from one end to the other
	}{
		// Left column 0, right column 2: the level 1 is the line x = ½.
		{name: "vertical", z: [][]float64{{0, 2}, {0, 2}}, level: 1, want: [][][2]float64{{{0.5, 0}, {0.5, 1}}}},
		// One corner above: z = 4 at (1,1) and 0 elsewhere is 4y along
		// the right edge and 4x along the top, so the level 1 crosses
		// them at y = ¼ and x = ¼.
		{name: "corner", z: [][]float64{{0, 0}, {0, 4}}, level: 1, want: [][][2]float64{{{1, 0.25}, {0.25, 1}}}},
		// A corner exactly at the level counts as above: the cell whose
		// other corners are below meets the level only there, a point,
		// which is no line.
		{name: "touching", z: [][]float64{{0, 0}, {0, 1}}, level: 1},
		// A saddle, 2 at (0,0) and (1,1), 0 at the others, level ½: the
		// mean 1 is above, so the high corners join through the middle
		// and the lines cut off (1,0) and (0,1). Bottom edge 2 → 0 at
		// t = ¾: (¾, 0); right edge 0 → 2 at t = ¼: (1, ¼); top edge
		// 0 → 2 from (0,1) at t = ¼: (¼, 1); left edge 2 → 0 from (0,0)
		// at t = ¾: (0, ¾).
		{name: "saddle joined", z: [][]float64{{2, 0}, {0, 2}}, level: 0.5,
			want: [][][2]float64{{{0.75, 0}, {1, 0.25}}, {{0.25, 1}, {0, 0.75}}}},
		// The same saddle at level 1.5: the mean 1 is below, so the high
		// corners are cut off: bottom edge at t = ¼: (¼, 0); left edge at
		// t = ¼: (0, ¼); right edge at t = ¾: (1, ¾); top edge at t = ¾:
		// (¾, 1).
		{name: "saddle apart", z: [][]float64{{2, 0}, {0, 2}}, level: 1.5,
			want: [][][2]float64{{{0.25, 0}, {0, 0.25}}, {{1, 0.75}, {0.75, 1}}}},
		{name: "no crossing", z: [][]float64{{0, 0}, {0, 0.5}}, level: 1},
		{name: "undefined corner", z: [][]float64{{0, 2}, {math.NaN(), 2}}, level: 1},
	} {
		lx, ly := isolines(nil, nil, xs, ys, c.z, c.level)
		got := polylines(lx, ly)
		if len(got) != len(c.want) {
			t.Errorf("%s: lines %v, want %v", c.name, got, c.want)
			continue
		}
		for k, w := range c.want {
			g := got[k]
			if len(g) != len(w) {
				t.Errorf("%s: line %d = %v, want %v", c.name, k, g, w)
				continue
			}
			// Either direction is the same line.
			same := func(rev bool) bool {
				for m := range w {
					p := g[m]
					if rev {
						p = g[len(g)-1-m]
					}
					if math.Abs(p[0]-w[m][0]) > 1e-15 || math.Abs(p[1]-w[m][1]) > 1e-15 {
						return false
					}
				}
				return true
			}
			if !same(false) && !same(true) {
				t.Errorf("%s: line %d = %v, want %v", c.name, k, g, w)
			}
		}
	}
}

// TestIsolinesCircle traces x² + y² = 1 on a 41 × 41 grid over [−2, 2]²:
// one closed polyline (it ends where it starts), every point on the unit
// circle up to the error of interpolating a parabola linearly across a
// cell of 0.1 (under 0.0025 in radius), and its length the circumference
// 2π less the chords' shortfall. Points of the grid lie exactly on the
// circle too (0.6² + 0.8² = 1), the corners the marching treats as above.
func TestIsolinesCircle(t *testing.T) {
	xs, z := paraboloid()
	lines := polylines(isolines(nil, nil, xs, xs, z, 1))
	if len(lines) != 1 {
		t.Fatalf("%d lines, want one ring", len(lines))
	}
	ring := lines[0]
	if len(ring) < 40 || ring[0] != ring[len(ring)-1] {
		t.Fatalf("ring of %d points from %v to %v, want a closed ring of dozens", len(ring), ring[0], ring[len(ring)-1])
	}
	length := 0.0
	for k, p := range ring {
		if r := math.Hypot(p[0], p[1]); math.Abs(r-1) > 0.0025 {
			t.Errorf("point (%v, %v) at radius %v, want 1", p[0], p[1], r)
		}
		if k > 0 {
			length += math.Hypot(p[0]-ring[k-1][0], p[1]-ring[k-1][1])
		}
	}
	if math.Abs(length-2*math.Pi) > 0.01*2*math.Pi {
		t.Errorf("ring length %v, want 2π = %v within 1%%", length, 2*math.Pi)
	}
}

// TestMarcherLevels traces several levels of x² + y² with one marcher, as
// a Surface does: each level r² is one closed ring of radius r, whatever
// the levels traced before it.
func TestMarcherLevels(t *testing.T) {
	xs, z := paraboloid()
	m := newMarcher(xs, xs, z)
	for _, r := range []float64{1, 0.5, 1.5, 1} {
		lines := polylines(m.lines(nil, nil, r*r))
		if len(lines) != 1 || lines[0][0] != lines[0][len(lines[0])-1] {
			t.Errorf("level %v: %d lines, want one closed ring", r*r, len(lines))
			continue
		}
		for _, p := range lines[0] {
			// Linear interpolation of a parabola across a cell of 0.1:
			// the radius is off by under h²/(8r) = 0.0025/r.
			if d := math.Hypot(p[0], p[1]) - r; math.Abs(d) > 0.0025/r {
				t.Errorf("level %v: point %v at radius %v, want %v", r*r, p, r+d, r)
				break
			}
		}
	}
}

// TestIsolinesOpen cuts the ring by the window: on [0, 2]² the quarter
// circle is one open line from the x axis to the y axis.
func TestIsolinesOpen(t *testing.T) {
	const n = 21
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = 2 * float64(i) / (n - 1)
	}
	z := make([][]float64, n)
	for j := range z {
		z[j] = make([]float64, n)
		for i := range z[j] {
			z[j][i] = xs[i]*xs[i] + xs[j]*xs[j]
		}
	}
	lines := polylines(isolines(nil, nil, xs, xs, z, 1))
	if len(lines) != 1 {
		t.Fatalf("%d lines, want one arc", len(lines))
	}
	a, b := lines[0][0], lines[0][len(lines[0])-1]
	if a[1] > b[1] {
		a, b = b, a
	}
	if a != [2]float64{1, 0} || b != [2]float64{0, 1} {
		t.Errorf("arc from %v to %v, want from (1, 0) to (0, 1)", a, b)
	}
}

func TestContourLevels(t *testing.T) {
	// Values 0 … 10: the 90th percentile of the differences from the
	// least, 0, is the 10th of 11 sorted values, 9; three levels halve
	// from it: 9/4, 9/2, 9.
	z := [][]float64{{0, 1, 2, 3, 4, 5}, {6, 7, 8, 9, 10, math.NaN()}}
	got := contourLevels(z, 0, 3)
	want := []float64{2.25, 4.5, 9}
	if len(got) != len(want) {
		t.Fatalf("levels %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("levels %v, want %v", got, want)
			break
		}
	}
	if got := contourLevels([][]float64{{3, 3}, {3, 3}}, 3, 3); got != nil {
		t.Errorf("flat values: levels %v, want none", got)
	}
}

// paraboloid returns x² + y² on a grid of 41 × 41 points over [−2, 2]²:
// its level r² is the circle of radius r.
func paraboloid() (xs []float64, z [][]float64) {
	const n = 41
	xs = make([]float64, n)
	for i := range xs {
		xs[i] = -2 + 4*float64(i)/(n-1)
	}
	z = make([][]float64, n)
	for j := range z {
		z[j] = make([]float64, n)
		for i := range z[j] {
			z[j][i] = xs[i]*xs[i] + xs[j]*xs[j]
		}
	}
	return xs, z
}

// TestMarcherReset traces grids of different sizes and values with one
// marcher, as a slider's moves do through their Grids: each gives the
// lines a fresh marcher gives.
func TestMarcherReset(t *testing.T) {
	grid := func(n int, c float64) ([]float64, [][]float64) {
		xs := make([]float64, n)
		for i := range xs {
			xs[i] = -2 + 4*float64(i)/float64(n-1)
		}
		z := make([][]float64, n)
		for j := range z {
			z[j] = make([]float64, n)
			for i := range z[j] {
				z[j][i] = (xs[i]-c)*(xs[i]-c) + xs[j]*xs[j] + c*xs[i]*xs[j]
			}
		}
		return xs, z
	}
	m := new(marcher)
	for _, g := range []struct {
		n int
		c float64
	}{{41, 0}, {21, 0.5}, {41, -0.3}, {21, 0.5}, {31, 1}} {
		xs, z := grid(g.n, g.c)
		m.reset(xs, xs, z)
		fresh := newMarcher(xs, xs, z)
		for _, level := range []float64{2, 0.5, 1} {
			gx, gy := m.lines(nil, nil, level)
			wx, wy := fresh.lines(nil, nil, level)
			if fmt.Sprint(gx, gy) != fmt.Sprint(wx, wy) {
				t.Fatalf("grid %d×%d, c = %v, level %v: the reused marcher traced other lines than a fresh one", g.n, g.n, g.c, level)
			}
		}
	}
}
