package raster

import (
	"fmt"
	"math"
	"strconv"
)

// pt is a point, in whatever coordinates the caller says.
type pt struct{ x, y float64 }

// subpath is a run of points joined by straight lines; closed when it
// ends with Z.
type subpath struct {
	pts    []pt
	closed bool
}

// parsePath reads SVG path data of absolute commands M, L, H, V, A and Z
// (internal/plot writes M, L, A and Z) into subpaths, arcs flattened
// into chords. scale is the local-to-device length factor: chords are
// made short enough that none strays more than 0.02 pixel from its arc
// (the area lost, ⅔·0.02 px along the perimeter, is then below 0.5%
// of a disc of any radius over 3 px).
func parsePath(d string, scale float64) ([]subpath, error) {
	var out []subpath
	var cur pt
	var cmd byte
	i := 0
	num := func() (float64, error) {
		for i < len(d) && (d[i] == ' ' || d[i] == ',' || d[i] == '\t' || d[i] == '\n') {
			i++
		}
		j := i
		if j < len(d) && (d[j] == '-' || d[j] == '+') {
			j++
		}
		for j < len(d) && (d[j] >= '0' && d[j] <= '9' || d[j] == '.' || d[j] == 'e' || d[j] == 'E' ||
			(d[j] == '-' || d[j] == '+') && (d[j-1] == 'e' || d[j-1] == 'E')) {
			j++
		}
		x, err := strconv.ParseFloat(d[i:j], 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return 0, fmt.Errorf("path data at %d: expected a number", i)
		}
		i = j
		return x, nil
	}
	nums := func(n int) ([]float64, error) {
		v := make([]float64, n)
		for k := range v {
			x, err := num()
			if err != nil {
				return nil, err
			}
			v[k] = x
		}
		return v, nil
	}
	lineTo := func(p pt) {
		if len(out) == 0 {
			out = append(out, subpath{pts: []pt{cur}})
		}
		last := &out[len(out)-1]
		last.pts = append(last.pts, p)
		cur = p
	}
	for {
		for i < len(d) && (d[i] == ' ' || d[i] == ',' || d[i] == '\t' || d[i] == '\n') {
			i++
		}
		if i >= len(d) {
			return out, nil
		}
		if c := d[i]; c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' {
			cmd = c
			i++
		} else if cmd == 0 || cmd == 'Z' {
			return nil, fmt.Errorf("path data at %d: expected a command", i)
		} // else: the previous command repeats
		switch cmd {
		case 'M':
			v, err := nums(2)
			if err != nil {
				return nil, err
			}
			cur = pt{v[0], v[1]}
			out = append(out, subpath{pts: []pt{cur}})
			cmd = 'L' // further pairs are lines
		case 'L':
			v, err := nums(2)
			if err != nil {
				return nil, err
			}
			lineTo(pt{v[0], v[1]})
		case 'H', 'V', 'h', 'v':
			v, err := nums(1)
			if err != nil {
				return nil, err
			}
			switch cmd {
			case 'H':
				lineTo(pt{v[0], cur.y})
			case 'V':
				lineTo(pt{cur.x, v[0]})
			case 'h': // relative: internal/plot's dots are "Mx,yh0"
				lineTo(pt{cur.x + v[0], cur.y})
			case 'v':
				lineTo(pt{cur.x, cur.y + v[0]})
			}
		case 'A':
			v, err := nums(7)
			if err != nil {
				return nil, err
			}
			for _, p := range arcPoints(cur, v[0], v[1], v[3] != 0, v[4] != 0, pt{v[5], v[6]}, scale) {
				lineTo(p)
			}
		case 'Z':
			if len(out) > 0 {
				last := &out[len(out)-1]
				last.closed = true
				cur = last.pts[0]
			}
		default:
			return nil, fmt.Errorf("path command %q is not supported (M, L, H, V, h, v, A, Z are)", cmd)
		}
	}
}

// arcPoints flattens the SVG arc from p0 to p1 of radii rx, ry (no axis
// rotation: internal/plot draws circles) into the points after p0, by
// the endpoint-to-centre conversion of SVG 1.1, appendix F.6.5.
func arcPoints(p0 pt, rx, ry float64, large, sweep bool, p1 pt, scale float64) []pt {
	rx, ry = math.Abs(rx), math.Abs(ry)
	if rx == 0 || ry == 0 || p0 == p1 {
		return []pt{p1}
	}
	x1, y1 := (p0.x-p1.x)/2, (p0.y-p1.y)/2
	// Radii too small to reach are scaled up (F.6.6).
	if l := x1*x1/(rx*rx) + y1*y1/(ry*ry); l > 1 {
		rx, ry = rx*math.Sqrt(l), ry*math.Sqrt(l)
	}
	num := rx*rx*ry*ry - rx*rx*y1*y1 - ry*ry*x1*x1
	den := rx*rx*y1*y1 + ry*ry*x1*x1
	k := math.Sqrt(math.Max(0, num/den))
	if large == sweep {
		k = -k
	}
	cx1, cy1 := k*rx*y1/ry, -k*ry*x1/rx
	cx, cy := cx1+(p0.x+p1.x)/2, cy1+(p0.y+p1.y)/2
	angle := func(ux, uy, vx, vy float64) float64 { return math.Atan2(ux*vy-uy*vx, ux*vx+uy*vy) }
	t0 := angle(1, 0, (x1-cx1)/rx, (y1-cy1)/ry)
	dt := angle((x1-cx1)/rx, (y1-cy1)/ry, (-x1-cx1)/rx, (-y1-cy1)/ry)
	if !sweep && dt > 0 {
		dt -= 2 * math.Pi
	} else if sweep && dt < 0 {
		dt += 2 * math.Pi
	}
	// A chord of angle δ strays r(1−cos(δ/2)) ≈ rδ²/8 from the arc.
	r := math.Max(rx, ry) * scale
	step := math.Sqrt(8 * 0.02 / math.Max(r, 0.1))
	n := min(max(int(math.Ceil(math.Abs(dt)/step)), 2), 256)
	out := make([]pt, n)
	for j := 1; j <= n; j++ {
		s, c := math.Sincos(t0 + dt*float64(j)/float64(n))
		out[j-1] = pt{cx + rx*c, cy + ry*s}
	}
	out[n-1] = p1
	return out
}
