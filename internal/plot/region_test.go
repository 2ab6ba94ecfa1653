package plot

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// TestClipInside checks the clipping's shortcut for what lies inside the
// canvas against the clipping itself: polylines and polygons inside, on
// the edges (within slop), across them, outside, with a NaN, and a lone
// point, which the clipping drops.
func TestClipInside(t *testing.T) {
	c := canvas{rect: rect{Min: point{X: 10, Y: 20}, Max: point{X: 110, Y: 80}}}
	r := rand.New(rand.NewPCG(1, 2))
	pt := func(margin float64) point {
		return point{X: 10 - margin + r.Float64()*(100+2*margin), Y: 20 - margin + r.Float64()*(60+2*margin)}
	}
	cases := [][][]point{
		{{{X: 10, Y: 20}, {X: 110, Y: 80}}},                        // corner to corner
		{{{X: 10 - slop/2, Y: 50}, {X: 110 + slop/2, Y: 50}}},      // within slop
		{{{X: 10 - 2*slop, Y: 50}, {X: 60, Y: 50}}},                // just across
		{{{X: 50, Y: 50}}},                                         // a lone point
		{{{X: 50, Y: 50}, {X: math.NaN(), Y: 50}, {X: 60, Y: 60}}}, // a gap
		{{{X: 50, Y: 50}, {X: 60, Y: 60}}, {{X: 500, Y: 50}, {X: 600, Y: 60}}},
	}
	for range 200 {
		var lines [][]point
		margin := []float64{0, 0, 5, 50}[r.IntN(4)]
		for range 1 + r.IntN(3) {
			l := make([]point, 2+r.IntN(6))
			for i := range l {
				l[i] = pt(margin)
			}
			lines = append(lines, l)
		}
		cases = append(cases, lines)
	}
	for _, lines := range cases {
		want := c.clipLinesY(c.clipLinesX(lines...)...)
		if got := c.ClipLinesXY(lines...); !same(got, want) {
			t.Fatalf("ClipLinesXY(%v) = %v, want %v", lines, got, want)
		}
		for _, poly := range lines {
			want := clipPoly(isBelow, point{X: c.Min.X, Y: c.Max.Y}, point{X: 0, Y: 1},
				clipPoly(isAbove, point{X: c.Min.X, Y: c.Min.Y}, point{X: 0, Y: -1},
					clipPoly(isLeft, point{X: c.Max.X, Y: c.Min.Y}, point{X: -1, Y: 0},
						clipPoly(isRight, point{X: c.Min.X, Y: c.Min.Y}, point{X: 1, Y: 0}, poly))))
			if got := c.ClipPolygonXY(poly); !same(got, want) {
				t.Fatalf("ClipPolygonXY(%v) = %v, want %v", poly, got, want)
			}
		}
	}
}

// same compares clipped points as printed: a NaN is the same as a NaN,
// and no lines the same as an empty list of them.
func same[T any](got, want []T) bool {
	return len(got) == 0 && len(want) == 0 || fmt.Sprint(got) == fmt.Sprint(want)
}
