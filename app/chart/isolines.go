package chart

import (
	"math"
	"sort"
)

// isolines appends to (lx, ly) the lines where the sampled function
// crosses level, found by marching squares, as polylines separated by NaN
// (the breaks of a plot.Line): z[j][i] is the value at (xs[i], ys[j]),
// and in each cell whose corners lie on both sides of the level the
// crossing points on its edges are found by linear interpolation and
// joined. A cell with two crossings holds one segment; a saddle, four
// crossings with opposite corners on the same side, holds two, joined
// across the side the mean of the four corners lies on. A corner exactly
// at the level counts as above it, and a segment shrunk to that corner is
// left out. Cells with an undefined corner are left out.
//
// Each crossing is computed once, named by its edge (or by the grid point
// it falls on), so the segments of neighbouring cells share their ends
// and chain into polylines: a ring is one closed polyline, drawn as one
// path rather than as dozens of segments.
func isolines(lx, ly []float64, xs, ys []float64, z [][]float64, level float64) ([]float64, []float64) {
	nx := len(xs)
	// A crossing is named by its edge: 2(j·nx + i) from (i, j) to (i+1,
	// j), and one more from (i, j) to (i, j+1); or, when it falls on a
	// grid point (a value exactly at the level), by that point, vertex +
	// j·nx + i, which the edges meeting there share.
	vertex := 2 * nx * len(ys)
	type end struct{ x, y float64 }
	at := map[int]end{}
	name := map[int]int{} // the name of each edge's crossing
	cross := func(id int) (int, bool) {
		if c, ok := name[id]; ok {
			return c, true
		}
		k := id / 2
		i, j := k%nx, k/nx
		i2, j2 := i+1, j
		if id%2 == 1 {
			i2, j2 = i, j+1
		}
		z1, z2 := z[j][i], z[j2][i2]
		if (z1 >= level) == (z2 >= level) {
			return 0, false
		}
		c := id
		switch t := (level - z1) / (z2 - z1); t {
		case 0:
			c = vertex + j*nx + i
			at[c] = end{xs[i], ys[j]}
		case 1:
			c = vertex + j2*nx + i2
			at[c] = end{xs[i2], ys[j2]}
		default:
			at[c] = end{xs[i] + t*(xs[i2]-xs[i]), ys[j] + t*(ys[j2]-ys[j])}
		}
		name[id] = c
		return c, true
	}
	links := map[int][]int{} // the crossings each crossing is joined to
	join := func(ea, eb int) {
		a, _ := cross(ea)
		b, _ := cross(eb)
		if a == b {
			return // both on the grid point at the level: no segment
		}
		links[a], links[b] = append(links[a], b), append(links[b], a)
	}
	var order []int // the crossings in the order found, for a stable output
	for j := 0; j+1 < len(ys); j++ {
		for i := 0; i+1 < nx; i++ {
			cz := [4]float64{z[j][i], z[j][i+1], z[j+1][i+1], z[j+1][i]}
			if !finite(cz[0]) || !finite(cz[1]) || !finite(cz[2]) || !finite(cz[3]) {
				continue
			}
			if up := cz[0] >= level; up == (cz[1] >= level) && up == (cz[2] >= level) && up == (cz[3] >= level) {
				continue // most cells: all on one side
			}
			// The edges counter-clockwise from the bottom: bottom,
			// right, top, left; edge k runs from corner k to k+1.
			edges := [4]int{2 * (j*nx + i), 2*(j*nx+i+1) + 1, 2 * ((j+1)*nx + i), 2*(j*nx+i) + 1}
			var on []int
			for k, id := range edges {
				if _, ok := cross(id); ok {
					on = append(on, k)
				}
			}
			switch len(on) {
			case 2:
				join(edges[on[0]], edges[on[1]])
			case 4:
				mean := (cz[0] + cz[1] + cz[2] + cz[3]) / 4
				if (mean >= level) == (cz[0] >= level) {
					// Corners 0 and 2 are joined through the middle:
					// cut off corner 1 (bottom, right) and 3 (top, left).
					join(edges[0], edges[1])
					join(edges[2], edges[3])
				} else {
					// Cut off corner 0 (left, bottom) and 2 (right, top).
					join(edges[3], edges[0])
					join(edges[1], edges[2])
				}
			}
			for _, k := range on {
				c, _ := cross(edges[k])
				order = append(order, c)
			}
		}
	}
	// Walk the chains: first from the open ends (on the window's edge or
	// beside an undefined cell), then round the closed rings.
	done := map[int]bool{}
	walk := func(start int) {
		prev, cur := -1, start
		for {
			e := at[cur]
			lx, ly = append(lx, e.x), append(ly, e.y)
			done[cur] = true
			next := -1
			for _, n := range links[cur] {
				if n != prev && !done[n] {
					next = n
					break
				}
			}
			if next < 0 {
				// A ring closes on its start.
				for _, n := range links[cur] {
					if n == start && n != prev && cur != start {
						e := at[start]
						lx, ly = append(lx, e.x), append(ly, e.y)
						break
					}
				}
				break
			}
			prev, cur = cur, next
		}
		lx, ly = append(lx, math.NaN()), append(ly, math.NaN())
	}
	for _, pass := range []bool{true, false} {
		for _, id := range order {
			if !done[id] && len(links[id]) > 0 && (len(links[id]) == 1) == pass {
				walk(id)
			}
		}
	}
	return lx, ly
}

// contourLevels are the levels of the rings drawn on a grid of values:
// above its least value lo, the differences halve from top, the 90th
// percentile of the differences, down by n − 1 halvings. On a quadratic
// bowl each ring's radius is 1/√2 of the next one out, so rings gather
// towards the minimum as they do on a map of a valley, and a few steep
// corners of the window do not stretch the scale. Empty when the values
// are flat or undefined.
func contourLevels(z [][]float64, lo float64, n int) []float64 {
	var d []float64
	for _, row := range z {
		for _, v := range row {
			if finite(v) {
				d = append(d, v-lo)
			}
		}
	}
	if len(d) == 0 {
		return nil
	}
	sort.Float64s(d)
	top := d[int(math.Round(0.9*float64(len(d)-1)))]
	if !(top > 0) {
		return nil
	}
	levels := make([]float64, n)
	for k := range levels {
		levels[n-1-k] = lo + top*math.Pow(0.5, float64(k))
	}
	return levels
}
