package chart

import (
	"math"
	"sort"

	"eqx/app/plot"
)

// isolines appends to seg the segments where the sampled function crosses
// level, by marching squares: z[j][i] is the value at (xs[i], ys[j]), and
// in each cell whose corners lie on both sides of the level the crossing
// points on its edges are found by linear interpolation and joined. A cell
// with two crossings holds one segment; a saddle, four crossings with
// opposite corners on the same side, holds two, joined across the side the
// mean of the four corners lies on. A corner exactly at the level counts
// as above it, and a segment shrunk to (about) a corner is left out. Cells with
// an undefined corner are left out.
func isolines(seg *plot.Segments, xs, ys []float64, z [][]float64, level float64) {
	for j := 0; j+1 < len(ys); j++ {
		for i := 0; i+1 < len(xs); i++ {
			// Corners counter-clockwise from the bottom left.
			cx := [4]float64{xs[i], xs[i+1], xs[i+1], xs[i]}
			cy := [4]float64{ys[j], ys[j], ys[j+1], ys[j+1]}
			cz := [4]float64{z[j][i], z[j][i+1], z[j+1][i+1], z[j+1][i]}
			var above [4]bool
			defined := true
			for k, v := range cz {
				defined = defined && finite(v)
				above[k] = v >= level
			}
			if !defined {
				continue
			}
			// The crossings on the edges k → k+1: bottom, right, top,
			// left.
			var px, py [4]float64
			var on [4]bool
			n := 0
			for k := range 4 {
				l := (k + 1) % 4
				if above[k] == above[l] {
					continue
				}
				t := (level - cz[k]) / (cz[l] - cz[k])
				px[k], py[k] = cx[k]+t*(cx[l]-cx[k]), cy[k]+t*(cy[l]-cy[k])
				on[k] = true
				n++
			}
			join := func(a, b int) {
				if math.Abs(px[a]-px[b]) <= 1e-9*(cx[1]-cx[0]) && math.Abs(py[a]-py[b]) <= 1e-9*(cy[2]-cy[1]) {
					return // a corner on the level: the cells beside it draw the line
				}
				seg.X1, seg.Y1 = append(seg.X1, px[a]), append(seg.Y1, py[a])
				seg.X2, seg.Y2 = append(seg.X2, px[b]), append(seg.Y2, py[b])
			}
			switch n {
			case 2:
				a := -1
				for k := range 4 {
					if on[k] {
						if a < 0 {
							a = k
						} else {
							join(a, k)
						}
					}
				}
			case 4:
				mean := (cz[0] + cz[1] + cz[2] + cz[3]) / 4
				if (mean >= level) == above[0] {
					// Corners 0 and 2 are joined through the middle:
					// cut off corner 1 (bottom, right) and 3 (top, left).
					join(0, 1)
					join(2, 3)
				} else {
					// Cut off corner 0 (left, bottom) and 2 (right, top).
					join(3, 0)
					join(1, 2)
				}
			}
		}
	}
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
