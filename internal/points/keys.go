package points

import (
	"strconv"

	"eqx/equations"
	"eqx/internal/plot"
)

// The points by keyboard (WCAG 2.1.1): the page keeps one point chosen,
// the arrow keys nudge it, and every step is said in words. A nudge is a
// fiftieth of the figure's span on that axis, ten of them with Shift, and
// the point lands where a drag would put it (Round).

// NudgeSteps is how many nudges cross the figure's span.
const NudgeSteps = 50

// Nudge returns a copy of in with pt moved by dx and dy nudges in the
// figure of frame fr (y up), ten times as far with big.
func Nudge(spec *equations.Spec, in equations.Inputs, pt Point, fr plot.Frame, dx, dy int, big bool) (equations.Inputs, error) {
	sx, sy := (fr.X[1]-fr.X[0])/NudgeSteps, (fr.Y[1]-fr.Y[0])/NudgeSteps
	if big {
		sx, sy = 10*sx, 10*sy
	}
	x := Round(pt.X+float64(dx)*sx, fr.X[1]-fr.X[0])
	y := Round(pt.Y+float64(dy)*sy, fr.Y[1]-fr.Y[0])
	return Move(spec, in, pt, x, y)
}

// Say describes point k of pts in words, for a screen reader: which
// input holds it, its class, and where it is.
func Say(spec *equations.Spec, pts []Point, k int) string {
	if k < 0 || k >= len(pts) {
		return "no point"
	}
	pt := pts[k]
	s := "point " + strconv.Itoa(k+1) + " of " + strconv.Itoa(len(pts)) + ", " + pt.Key(spec)
	if pt.HasClass {
		s += ", class " + strconv.FormatFloat(pt.Class, 'g', 6, 64)
	}
	return s + ": x = " + strconv.FormatFloat(pt.X, 'g', 6, 64) + ", y = " + strconv.FormatFloat(pt.Y, 'g', 6, 64)
}
