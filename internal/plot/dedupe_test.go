package plot

import (
	"math/rand/v2"
	"testing"
)

// paths counts the shapes (subpaths) of f's SVG: a dot and its halo are
// two, whether each has its element or all dots share one.
func paths(t *testing.T, f Figure) int {
	t.Helper()
	root, _ := checkSVG(t, f)
	return root.paths("")
}

func dotFigure(xs, ys []float64) Figure {
	return Figure{X: Fixed(0, 1), Y: Fixed(0, 1), Marks: []Mark{Dot{X: xs, Y: ys}}}
}

func TestDotDedupe(t *testing.T) {
	base := paths(t, dotFigure(nil, nil))
	perDot := paths(t, dotFigure([]float64{0.5}, []float64{0.5})) - base // the dot and its halo
	if perDot != 2 {
		t.Fatalf("one dot drew %d paths, want 2", perDot)
	}
	same := func(n int) ([]float64, []float64) {
		xs, ys := make([]float64, n), make([]float64, n)
		for i := range xs {
			xs[i], ys[i] = 0.25, 0.75
		}
		return xs, ys
	}
	// Few points are all drawn, even on top of each other.
	if got := (paths(t, dotFigure(same(dedupeAbove))) - base) / perDot; got != dedupeAbove {
		t.Errorf("%d equal points drew %d dots, want all", dedupeAbove, got)
	}
	// Many equal points draw one dot.
	if got := (paths(t, dotFigure(same(dedupeAbove+1))) - base) / perDot; got != 1 {
		t.Errorf("%d equal points drew %d dots, want 1", dedupeAbove+1, got)
	}
	// 10⁵ scattered points: at most one dot per cell of the figure, and
	// enough to fill the plot area.
	r := rand.New(rand.NewPCG(1, 2))
	xs, ys := make([]float64, 100_000), make([]float64, 100_000)
	for i := range xs {
		xs[i], ys[i] = r.Float64(), r.Float64()
	}
	got := (paths(t, dotFigure(xs, ys)) - base) / perDot
	empty := dotFigure(nil, nil)
	w, h, _ := empty.size()
	if maxCells := int(w/dotCell) * int(h/dotCell); got > maxCells || got < maxCells/4 {
		t.Errorf("10⁵ uniform points drew %d dots, want between %d and %d", got, maxCells/4, maxCells)
	}
	// Two points apart by more than a cell are both drawn.
	if got := (paths(t, dotFigure([]float64{0.2, 0.8}, []float64{0.2, 0.8})) - base) / perDot; got != 2 {
		t.Errorf("two distant points drew %d dots", got)
	}
}
