package raster

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// affine is the matrix [a c e; b d f; 0 0 1] of SVG: it maps (x, y) to
// (a·x + c·y + e, b·x + d·y + f).
type affine struct{ a, b, c, d, e, f float64 }

var identity = affine{a: 1, d: 1}

// then returns the transform that applies n in m's coordinates: m·n, as
// SVG composes a child's transform with its parent's.
func (m affine) then(n affine) affine {
	return affine{
		a: m.a*n.a + m.c*n.b, b: m.b*n.a + m.d*n.b,
		c: m.a*n.c + m.c*n.d, d: m.b*n.c + m.d*n.d,
		e: m.a*n.e + m.c*n.f + m.e, f: m.b*n.e + m.d*n.f + m.f,
	}
}

func (m affine) apply(x, y float64) (float64, float64) {
	return m.a*x + m.c*y + m.e, m.b*x + m.d*y + m.f
}

// scale is the factor by which m changes lengths: √|det|, exact for the
// similarities (rotations, uniform scales, flips) that figures use.
func (m affine) scale() float64 { return math.Sqrt(math.Abs(m.a*m.d - m.b*m.c)) }

func translate(x, y float64) affine { return affine{a: 1, d: 1, e: x, f: y} }
func scaling(x, y float64) affine   { return affine{a: x, d: y} }

// parseTransform reads an SVG transform list of translate, scale, rotate
// and matrix (the functions internal/plot writes, and matrix for others).
func parseTransform(s string) (affine, error) {
	m := identity
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimLeft(s, " ,\t\n") {
		open := strings.IndexByte(s, '(')
		end := strings.IndexByte(s, ')')
		if open < 0 || end < open {
			return m, fmt.Errorf("transform %q: expected name(numbers)", s)
		}
		name := strings.TrimSpace(s[:open])
		args, err := numbers(s[open+1 : end])
		if err != nil {
			return m, fmt.Errorf("transform %s: %w", name, err)
		}
		s = s[end+1:]
		var n affine
		switch {
		case name == "translate" && (len(args) == 1 || len(args) == 2):
			n = translate(args[0], at(args, 1, 0))
		case name == "scale" && (len(args) == 1 || len(args) == 2):
			n = scaling(args[0], at(args, 1, args[0]))
		case name == "rotate" && len(args) == 1:
			sin, cos := math.Sincos(args[0] * math.Pi / 180)
			n = affine{a: cos, b: sin, c: -sin, d: cos}
		case name == "matrix" && len(args) == 6:
			n = affine{args[0], args[1], args[2], args[3], args[4], args[5]}
		default:
			return m, fmt.Errorf("transform %s with %d numbers is not supported", name, len(args))
		}
		m = m.then(n)
	}
	return m, nil
}

// at is v[i], or def when v is shorter.
func at(v []float64, i int, def float64) float64 {
	if i < len(v) {
		return v[i]
	}
	return def
}

// numbers reads the numbers of s, separated by spaces or commas.
func numbers(s string) ([]float64, error) {
	f := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' })
	out := make([]float64, len(f))
	for i, v := range f {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, fmt.Errorf("%q is not a finite number", v)
		}
		out[i] = x
	}
	return out, nil
}

// viewport maps the viewBox vb onto the box (x, y, w, h), centred and
// scaled uniformly to fit (SVG's default preserveAspectRatio, xMidYMid
// meet).
func viewport(vb [4]float64, x, y, w, h float64) affine {
	if vb[2] <= 0 || vb[3] <= 0 {
		return translate(x, y)
	}
	s := math.Min(w/vb[2], h/vb[3])
	dx, dy := (w-s*vb[2])/2, (h-s*vb[3])/2
	return translate(x+dx, y+dy).then(scaling(s, s)).then(translate(-vb[0], -vb[1]))
}
