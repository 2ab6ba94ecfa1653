package chart

import (
	"fmt"
	"math"
)

// shape says in words how the curve (xs, ys) runs from left to right, for
// the figure's description (what a screen reader reads of a plot): rising
// or falling, where it turns, its greatest and least values. Changes
// under a millionth of the values' range count as flat; undefined values
// are left out.
func shape(xs, ys []float64, x, y string) string {
	type pt struct{ x, y float64 }
	var pts []pt
	for i := range xs {
		if i < len(ys) && finite(xs[i]) && finite(ys[i]) {
			pts = append(pts, pt{xs[i], ys[i]})
		}
	}
	if len(pts) < 2 {
		return ""
	}
	lo, hi := pts[0], pts[0]
	for _, p := range pts {
		if p.y < lo.y {
			lo = p
		}
		if p.y > hi.y {
			hi = p
		}
	}
	eps := 1e-6 * (hi.y - lo.y)
	if hi.y-lo.y <= 1e-12*math.Max(1, math.Abs(hi.y)) {
		return fmt.Sprintf("%s is constant at %s", y, num(lo.y))
	}
	// The directions of the runs, and the points where they turn.
	var dirs []int
	var turns []pt
	for i := 1; i < len(pts); i++ {
		d := 0
		switch dy := pts[i].y - pts[i-1].y; {
		case dy > eps:
			d = 1
		case dy < -eps:
			d = -1
		}
		if d == 0 {
			continue
		}
		if len(dirs) > 0 && dirs[len(dirs)-1] != d {
			turns = append(turns, pts[i-1])
		}
		if len(dirs) == 0 || dirs[len(dirs)-1] != d {
			dirs = append(dirs, d)
		}
	}
	first, last := pts[0], pts[len(pts)-1]
	at := func(p pt) string { return fmt.Sprintf("%s at %s = %s", num(p.y), x, num(p.x)) }
	switch {
	case len(dirs) == 1 && dirs[0] > 0:
		return fmt.Sprintf("%s rises from %s to %s", y, num(first.y), num(last.y))
	case len(dirs) == 1:
		return fmt.Sprintf("%s falls from %s to %s", y, num(first.y), num(last.y))
	case len(dirs) == 2 && dirs[0] > 0:
		return fmt.Sprintf("%s rises from %s to a greatest %s, then falls to %s", y, num(first.y), at(hi), num(last.y))
	case len(dirs) == 2:
		return fmt.Sprintf("%s falls from %s to a least %s, then rises to %s", y, num(first.y), at(lo), num(last.y))
	}
	return fmt.Sprintf("%s turns %d times; greatest %s, least %s", y, len(turns), at(hi), at(lo))
}
