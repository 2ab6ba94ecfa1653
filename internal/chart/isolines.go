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
	return newMarcher(xs, ys, z).lines(lx, ly, level)
}

// marcher traces the levels of one grid, its buffers reused from level to
// level: a Surface draws ten.
type marcher struct {
	xs, ys []float64
	z      [][]float64
	nx     int
	// A crossing is named by its edge: 2(j·nx + i) from (i, j) to (i+1,
	// j), and one more from (i, j) to (i, j+1); or, when it falls on a
	// grid point (a value exactly at the level), by that point, vertex +
	// j·nx + i, which the edges meeting there share.
	vertex int
	name   []int32      // per edge: its crossing's name + 1, 0 if none yet
	at     [][2]float64 // per crossing: where it is
	nbr    [][4]int32   // per crossing: the crossings joined to it
	deg    []uint8      // per crossing: how many
	done   []bool       // per crossing: drawn
	named  []int32      // the edges named, to clear for the next level
	found  []int32      // the crossings found, to clear for the next level
	order  []int32      // the crossings in the order found
}

func newMarcher(xs, ys []float64, z [][]float64) *marcher {
	m := new(marcher)
	m.reset(xs, ys, z)
	return m
}

// reset readies m for the grid (xs, ys, z), in the buffers it has when
// they are large enough: a cost surface is traced again on every move of
// a slider, and its buffers were a quarter of what the move allocated. It
// clears what the last level left, as lines does between levels.
func (m *marcher) reset(xs, ys []float64, z [][]float64) {
	for _, id := range m.named {
		m.name[id] = 0
	}
	for _, c := range m.found {
		m.deg[c], m.done[c] = 0, false
	}
	n := len(xs) * len(ys)
	if cap(m.name) < 2*n || cap(m.at) < 3*n {
		m.name, m.at, m.nbr = make([]int32, 2*n), make([][2]float64, 3*n), make([][4]int32, 3*n)
		m.deg, m.done = make([]uint8, 3*n), make([]bool, 3*n)
	}
	m.name, m.at, m.nbr = m.name[:2*n], m.at[:3*n], m.nbr[:3*n]
	m.deg, m.done = m.deg[:3*n], m.done[:3*n]
	m.xs, m.ys, m.z, m.nx, m.vertex = xs, ys, z, len(xs), 2*n
	m.named, m.found, m.order = m.named[:0], m.found[:0], m.order[:0]
}

// cross is the name of the crossing on edge id, and false if the level
// does not cross it.
func (m *marcher) cross(id int, level float64) (int, bool) {
	if c := m.name[id]; c > 0 {
		return int(c) - 1, true
	}
	nx, z, xs, ys := m.nx, m.z, m.xs, m.ys
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
		c = m.vertex + j*nx + i
		m.at[c] = [2]float64{xs[i], ys[j]}
	case 1:
		c = m.vertex + j2*nx + i2
		m.at[c] = [2]float64{xs[i2], ys[j2]}
	default:
		m.at[c] = [2]float64{xs[i] + t*(xs[i2]-xs[i]), ys[j] + t*(ys[j2]-ys[j])}
	}
	m.name[id] = int32(c) + 1
	m.named, m.found = append(m.named, int32(id)), append(m.found, int32(c))
	return c, true
}

// join joins the crossings of edges ea and eb by a segment.
func (m *marcher) join(ea, eb int, level float64) {
	a, _ := m.cross(ea, level)
	b, _ := m.cross(eb, level)
	if a == b {
		return // both on the grid point at the level: no segment
	}
	for _, p := range [][2]int{{a, b}, {b, a}} {
		if m.deg[p[0]] < 4 {
			m.nbr[p[0]][m.deg[p[0]]] = int32(p[1])
			m.deg[p[0]]++
		}
	}
}

// lines appends the polylines of one level to (lx, ly).
func (m *marcher) lines(lx, ly []float64, level float64) ([]float64, []float64) {
	for _, id := range m.named {
		m.name[id] = 0
	}
	for _, c := range m.found {
		m.deg[c], m.done[c] = 0, false
	}
	m.named, m.found, m.order = m.named[:0], m.found[:0], m.order[:0]
	nx, z := m.nx, m.z
	for j := 0; j+1 < len(m.ys); j++ {
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
			var on [4]int
			n := 0
			for k, id := range edges {
				if c, ok := m.cross(id, level); ok {
					on[n] = k
					n++
					m.order = append(m.order, int32(c))
				}
			}
			switch n {
			case 2:
				m.join(edges[on[0]], edges[on[1]], level)
			case 4:
				mean := (cz[0] + cz[1] + cz[2] + cz[3]) / 4
				if (mean >= level) == (cz[0] >= level) {
					// Corners 0 and 2 are joined through the middle:
					// cut off corner 1 (bottom, right) and 3 (top, left).
					m.join(edges[0], edges[1], level)
					m.join(edges[2], edges[3], level)
				} else {
					// Cut off corner 0 (left, bottom) and 2 (right, top).
					m.join(edges[3], edges[0], level)
					m.join(edges[1], edges[2], level)
				}
			}
		}
	}
	// Walk the chains: first from the open ends (on the window's edge or
	// beside an undefined cell), then round the closed rings.
	walk := func(start int) {
		prev, cur := -1, start
		for {
			lx, ly = append(lx, m.at[cur][0]), append(ly, m.at[cur][1])
			m.done[cur] = true
			next := -1
			for _, n := range m.nbr[cur][:m.deg[cur]] {
				if int(n) != prev && !m.done[n] {
					next = int(n)
					break
				}
			}
			if next < 0 {
				// A ring closes on its start.
				for _, n := range m.nbr[cur][:m.deg[cur]] {
					if int(n) == start && int(n) != prev {
						lx, ly = append(lx, m.at[start][0]), append(ly, m.at[start][1])
						break
					}
				}
				break
			}
			prev, cur = cur, next
		}
		lx, ly = append(lx, math.NaN()), append(ly, math.NaN())
	}
	for _, open := range []bool{true, false} {
		for _, c := range m.order {
			if !m.done[c] && m.deg[c] > 0 && (m.deg[c] == 1) == open {
				walk(int(c))
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
