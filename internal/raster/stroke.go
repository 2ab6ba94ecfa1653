package raster

import "math"

// dash cuts subpaths into the "on" runs of the SVG dash array dashes
// (lengths alternately on and off, repeated; an odd list is doubled, as
// SVG says), restarting the pattern at each subpath. Without dashes, or
// with a pattern of no length, the subpaths are returned as they are.
func dash(paths []subpath, dashes []float64) []subpath {
	total := 0.0
	for _, d := range dashes {
		if d < 0 {
			return paths
		}
		total += d
	}
	if total <= 0 {
		return paths
	}
	if len(dashes)%2 == 1 {
		dashes = append(dashes[:len(dashes):len(dashes)], dashes...)
	}
	var out []subpath
	for _, sp := range paths {
		pts := sp.pts
		if sp.closed && len(pts) > 1 {
			pts = append(pts[:len(pts):len(pts)], pts[0])
		}
		k, left, on := 0, dashes[0], true
		var run []pt
		if len(pts) > 0 {
			run = []pt{pts[0]}
		}
		for j := 1; j < len(pts); j++ {
			a, b := pts[j-1], pts[j]
			seg := math.Hypot(b.x-a.x, b.y-a.y)
			pos := 0.0
			for seg-pos > left {
				pos += left
				t := pos / seg
				p := pt{a.x + t*(b.x-a.x), a.y + t*(b.y-a.y)}
				if on {
					out = append(out, subpath{pts: append(run, p)})
				}
				run = []pt{p}
				on = !on
				k = (k + 1) % len(dashes)
				left = dashes[k]
			}
			left -= seg - pos
			run = append(run, b)
		}
		if on && len(run) > 1 {
			out = append(out, subpath{pts: run})
		}
	}
	return out
}

// strokePolygons returns the outline of a line of half-width hw along
// the device-space subpaths: a quadrilateral per segment (SVG's butt
// ends) and, for lines wider than about a pixel, an octagon at each
// joint so that turns show no notch. The pieces overlap; the
// rasterizer's coverage saturates, so overlaps do not darken.
func strokePolygons(paths []subpath, hw float64) [][]pt {
	var out [][]pt
	joints := hw > 0.75
	for _, sp := range paths {
		pts := sp.pts
		if sp.closed && len(pts) > 1 {
			pts = append(pts[:len(pts):len(pts)], pts[0])
		}
		for j := 1; j < len(pts); j++ {
			a, b := pts[j-1], pts[j]
			l := math.Hypot(b.x-a.x, b.y-a.y)
			if l == 0 {
				continue
			}
			nx, ny := -(b.y-a.y)/l*hw, (b.x-a.x)/l*hw
			out = append(out, []pt{{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}})
			if joints && (j < len(pts)-1 || sp.closed) {
				out = append(out, octagon(b, hw))
			}
		}
	}
	return out
}

// octagon is a regular octagon of circumradius r around c.
func octagon(c pt, r float64) []pt {
	out := make([]pt, 8)
	for i := range out {
		s, co := math.Sincos(float64(i) * math.Pi / 4)
		out[i] = pt{c.x + r*co, c.y + r*s}
	}
	return out
}

// roundCaps returns the round caps of a line of half-width hw along the
// device-space subpaths: a disc at both ends of each open one. A subpath
// of no length ("Mx,yh0", internal/plot's dots) is thus a disc of radius
// hw, as SVG draws it (SVG 2, 13.5.2).
func roundCaps(paths []subpath, hw float64) [][]pt {
	var out [][]pt
	for _, sp := range paths {
		if sp.closed || len(sp.pts) == 0 {
			continue
		}
		first, last := sp.pts[0], sp.pts[len(sp.pts)-1]
		out = append(out, disc(first, hw))
		if last != first {
			out = append(out, disc(last, hw))
		}
	}
	return out
}

// disc is a polygon of the circle of radius r around c, with sides
// enough that it strays from the circle by under a tenth of a pixel, and
// of the circle's area: its vertices lie a little outside the circle, so
// that it covers as many pixels as the disc (an inscribed 23-gon of
// radius 10 covers 1.2 % less).
func disc(c pt, r float64) []pt {
	n := 8
	if r > 0.1 {
		n = min(max(n, int(math.Ceil(math.Pi/math.Acos(1-0.1/r)))), 256)
	}
	step := 2 * math.Pi / float64(n)
	r *= math.Sqrt(step / math.Sin(step)) // n/2·R²·sin(step) = π·r²
	out := make([]pt, n)
	for i := range out {
		s, co := math.Sincos(step * float64(i))
		out[i] = pt{c.x + r*co, c.y + r*s}
	}
	return out
}
