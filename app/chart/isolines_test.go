package chart

import (
	"math"
	"testing"

	"eqx/app/plot"
)

// TestIsolinesCell checks marching squares on one unit cell, corners
// (0,0), (1,0), (1,1), (0,1), against crossings worked by hand.
func TestIsolinesCell(t *testing.T) {
	xs, ys := []float64{0, 1}, []float64{0, 1}
	for _, c := range []struct {
		name  string
		z     [][]float64 // z[j][i] at (xs[i], ys[j])
		level float64
		want  [][4]float64 // segments x1, y1, x2, y2
	}{
		// Left column 0, right column 2: the level 1 is the line x = ½.
		{name: "vertical", z: [][]float64{{0, 2}, {0, 2}}, level: 1, want: [][4]float64{{0.5, 0, 0.5, 1}}},
		// One corner above: z = 4 at (1,1) and 0 elsewhere is 4y along
		// the right edge and 4x along the top, so the level 1 crosses
		// them at y = ¼ and x = ¼.
		{name: "corner", z: [][]float64{{0, 0}, {0, 4}}, level: 1, want: [][4]float64{{1, 0.25, 0.25, 1}}},
		// A corner exactly at the level counts as above: the cell whose
		// other corners are below meets the level only there, a point,
		// which is no segment.
		{name: "touching", z: [][]float64{{0, 0}, {0, 1}}, level: 1},
		// A saddle, 2 at (0,0) and (1,1), 0 at the others, level ½: the
		// mean 1 is above, so the high corners join through the middle
		// and the lines cut off (1,0) and (0,1). Bottom edge 2 → 0 at
		// t = ¾: (¾, 0); right edge 0 → 2 at t = ¼: (1, ¼); top edge from
		// (1,1) at t = ¾: (¼, 1); left edge from (0,1) at t = ¼: (0, ¾).
		{name: "saddle joined", z: [][]float64{{2, 0}, {0, 2}}, level: 0.5,
			want: [][4]float64{{0.75, 0, 1, 0.25}, {0.25, 1, 0, 0.75}}},
		// The same saddle at level 1.5: the mean 1 is below, so the high
		// corners are cut off. Bottom edge from (0,0) at t = ¼: (¼, 0);
		// right edge at t = ¾: (1, ¾); top edge from (1,1) at t = ¼:
		// (¾, 1); left edge from (0,1) at t = ¾: (0, ¼).
		{name: "saddle apart", z: [][]float64{{2, 0}, {0, 2}}, level: 1.5,
			want: [][4]float64{{0, 0.25, 0.25, 0}, {1, 0.75, 0.75, 1}}},
		{name: "no crossing", z: [][]float64{{0, 0}, {0, 0.5}}, level: 1},
		{name: "undefined corner", z: [][]float64{{0, 2}, {math.NaN(), 2}}, level: 1},
	} {
		var seg plot.Segments
		isolines(&seg, xs, ys, c.z, c.level)
		if len(seg.X1) != len(c.want) {
			t.Errorf("%s: %d segments, want %d", c.name, len(seg.X1), len(c.want))
			continue
		}
		for k, w := range c.want {
			got := [4]float64{seg.X1[k], seg.Y1[k], seg.X2[k], seg.Y2[k]}
			for m := range got {
				if math.Abs(got[m]-w[m]) > 1e-15 {
					t.Errorf("%s: segment %d = %v, want %v", c.name, k, got, w)
					break
				}
			}
		}
	}
}

// TestIsolinesCircle traces x² + y² = 1 on a 41 × 41 grid over [−2, 2]²:
// every end lies on the unit circle, up to the error of interpolating a
// parabola linearly across a cell of 0.1 (under 0.0025 in radius), the
// segments form closed rings (each end is shared by two of them), and
// their length is the circumference 2π less the chords' shortfall.
func TestIsolinesCircle(t *testing.T) {
	const n = 41
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = -2 + 4*float64(i)/(n-1)
	}
	z := make([][]float64, n)
	for j := range z {
		z[j] = make([]float64, n)
		for i := range z[j] {
			z[j][i] = xs[i]*xs[i] + xs[j]*xs[j]
		}
	}
	var seg plot.Segments
	isolines(&seg, xs, xs, z, 1)
	if len(seg.X1) < 40 {
		t.Fatalf("%d segments, want a ring of dozens", len(seg.X1))
	}
	ends := map[[2]float64]int{}
	length := 0.0
	for k := range seg.X1 {
		for _, p := range [][2]float64{{seg.X1[k], seg.Y1[k]}, {seg.X2[k], seg.Y2[k]}} {
			if r := math.Hypot(p[0], p[1]); math.Abs(r-1) > 0.0025 {
				t.Errorf("end (%v, %v) at radius %v, want 1", p[0], p[1], r)
			}
			ends[[2]float64{math.Round(p[0] * 1e9), math.Round(p[1] * 1e9)}]++
		}
		length += math.Hypot(seg.X2[k]-seg.X1[k], seg.Y2[k]-seg.Y1[k])
	}
	for p, c := range ends {
		if c != 2 {
			t.Errorf("end %v is shared by %d segments, want 2 (a closed ring)", p, c)
		}
	}
	if math.Abs(length-2*math.Pi) > 0.01*2*math.Pi {
		t.Errorf("ring length %v, want 2π = %v within 1%%", length, 2*math.Pi)
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
