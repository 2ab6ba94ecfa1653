package chart

import "math"

// lattice is a field sampled on a square grid of n × n nodes over the
// plane: node (i, j) is at (x0 + i·dx, y0 + j·dy).
type lattice struct {
	x0, y0, dx, dy float64
	n              int
}

// at is the position of node (i, j).
func (g lattice) at(i, j int) (x, y float64) {
	return g.x0 + float64(i)*g.dx, g.y0 + float64(j)*g.dy
}

// segments are line segments from (X1[i], Y1[i]) to (X2[i], Y2[i]).
type segments struct{ X1, Y1, X2, Y2 []float64 }

func (s *segments) add(x1, y1, x2, y2 float64) {
	s.X1, s.Y1 = append(s.X1, x1), append(s.Y1, y1)
	s.X2, s.Y2 = append(s.X2, x2), append(s.Y2, y2)
}

// marchingSquares returns the boundaries between the classes of the nodes
// of g: class[j*n+i] is the class of node (i, j), negative where the field
// is undefined (cells touching such a node are skipped). Each edge between
// nodes of different classes is crossed once, at the point cross returns;
// a cell crossed on two edges gets the segment between the crossings. A
// cell crossed on all four edges by two classes alternating around it (a
// saddle) is split by centre, the class at the cell's centre: the corners
// of that class are joined through the middle and the other two cut off. A
// cell where three or more classes meet joins each crossing to the mean
// of the crossings.
func marchingSquares(g lattice, class []int, centre func(i, j int) int, cross func(i0, j0, i1, j1 int) (x, y float64)) segments {
	var s segments
	n := g.n
	var px, py [4]float64
	for j := 0; j+1 < n; j++ {
		for i := 0; i+1 < n; i++ {
			// Corners counter-clockwise from the bottom left; edge k
			// joins corner k to corner k+1.
			ci := [4]int{i, i + 1, i + 1, i}
			cj := [4]int{j, j, j + 1, j + 1}
			var c [4]int
			undefined := false
			for k := range c {
				c[k] = class[cj[k]*n+ci[k]]
				undefined = undefined || c[k] < 0
			}
			if undefined {
				continue
			}
			var crossed [4]bool
			m := 0
			for k := range 4 {
				l := (k + 1) % 4
				if c[k] != c[l] {
					crossed[k] = true
					px[k], py[k] = cross(ci[k], cj[k], ci[l], cj[l])
					m++
				}
			}
			switch {
			case m == 0:
			case m == 2:
				a, b := -1, -1
				for k := range 4 {
					if crossed[k] {
						if a < 0 {
							a = k
						} else {
							b = k
						}
					}
				}
				s.add(px[a], py[a], px[b], py[b])
			case m == 4 && c[0] == c[2] && c[1] == c[3]:
				if centre(i, j) == c[0] {
					// Corners 0 and 2 join: cut off corner 1 (edges 0
					// and 1) and corner 3 (edges 2 and 3).
					s.add(px[0], py[0], px[1], py[1])
					s.add(px[2], py[2], px[3], py[3])
				} else {
					s.add(px[3], py[3], px[0], py[0])
					s.add(px[1], py[1], px[2], py[2])
				}
			default:
				var mx, my float64
				for k := range 4 {
					if crossed[k] {
						mx, my = mx+px[k]/float64(m), my+py[k]/float64(m)
					}
				}
				for k := range 4 {
					if crossed[k] {
						s.add(px[k], py[k], mx, my)
					}
				}
			}
		}
	}
	return s
}

// levelClasses are the classes of values against a level: 1 at or above
// it, 0 below, −1 where a value is not finite.
func levelClasses(v []float64, level float64) []int {
	c := make([]int, len(v))
	for k, x := range v {
		switch {
		case !finite(x):
			c[k] = -1
		case x >= level:
			c[k] = 1
		}
	}
	return c
}

// interpolated places the crossing of level on the edge between nodes
// (i0, j0) and (i1, j1) of the field v by linear interpolation: exact for
// a field that is linear along the edge.
func interpolated(g lattice, v []float64, level float64) func(i0, j0, i1, j1 int) (x, y float64) {
	return func(i0, j0, i1, j1 int) (float64, float64) {
		a, b := v[j0*g.n+i0], v[j1*g.n+i1]
		t := 0.5
		if a != b {
			t = math.Max(0, math.Min(1, (level-a)/(b-a)))
		}
		x0, y0 := g.at(i0, j0)
		x1, y1 := g.at(i1, j1)
		return x0 + t*(x1-x0), y0 + t*(y1-y0)
	}
}

// bisections is how often the crossing of a class boundary on an edge is
// halved: to 1/64 of the edge, a tenth of a pixel on a figure's grid, for
// 6 evaluations of the classifier per crossed edge.
const bisections = 6

// bisected places the crossing on the edge between nodes (i0, j0) and
// (i1, j1) where classOf changes, by bisection: classOf is evaluated on
// the edge, and the crossing kept between a point of the first node's
// class and one of another.
func bisected(g lattice, class []int, classOf func(x, y float64) int) func(i0, j0, i1, j1 int) (x, y float64) {
	return func(i0, j0, i1, j1 int) (float64, float64) {
		x0, y0 := g.at(i0, j0)
		x1, y1 := g.at(i1, j1)
		first := class[j0*g.n+i0]
		lo, hi := 0.0, 1.0
		for range bisections {
			t := (lo + hi) / 2
			if classOf(x0+t*(x1-x0), y0+t*(y1-y0)) == first {
				lo = t
			} else {
				hi = t
			}
		}
		t := (lo + hi) / 2
		return x0 + t*(x1-x0), y0 + t*(y1-y0)
	}
}

// clipLine returns the part of the line a·x + b·y = c inside the rectangle
// [x0, x1] × [y0, y1], and false when it misses it (or a = b = 0).
func clipLine(a, b, c, x0, x1, y0, y1 float64) (px, py, qx, qy float64, ok bool) {
	var xs, ys []float64
	keep := func(x, y float64) {
		const eps = 1e-9
		if x < x0-eps*(x1-x0) || x > x1+eps*(x1-x0) || y < y0-eps*(y1-y0) || y > y1+eps*(y1-y0) {
			return
		}
		for k := range xs {
			if math.Abs(xs[k]-x) <= eps*(x1-x0) && math.Abs(ys[k]-y) <= eps*(y1-y0) {
				return // a corner met by two sides
			}
		}
		xs, ys = append(xs, x), append(ys, y)
	}
	if b != 0 {
		keep(x0, (c-a*x0)/b)
		keep(x1, (c-a*x1)/b)
	}
	if a != 0 {
		keep((c-b*y0)/a, y0)
		keep((c-b*y1)/a, y1)
	}
	if len(xs) < 2 || !(a != 0 || b != 0) {
		return 0, 0, 0, 0, false
	}
	return xs[0], ys[0], xs[1], ys[1], true
}
