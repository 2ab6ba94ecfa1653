package points

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"eqx/equations"
)

// The presets are small data sets of the plane, drawn from a seeded
// generator so that a preset is the same on every visit and in every
// test: two separable clouds, two overlapping ones, XOR, two rings, and a
// line with noise. Coordinates are rounded to hundredths, which is what a
// number box shows.

// Preset names.
const (
	Separable   = "separable"
	Overlapping = "overlapping"
	XOR         = "XOR"
	Rings       = "rings"
	Line        = "line with noise"
)

// sample is one generated point and its class (0 or 1).
type sample struct {
	x, y  float64
	class int
}

// generate draws n points of the preset name.
func generate(name string, n int, seed uint64) ([]sample, error) {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	out := make([]sample, 0, n)
	for i := 0; len(out) < n; i++ {
		if i > 1000*n {
			return nil, fmt.Errorf("preset %q: could not draw %d points", name, n)
		}
		c := len(out) % 2
		var s sample
		switch name {
		case Separable:
			// Clouds about (∓1.5, ∓1), kept half a unit clear of the
			// line x + y = 0 that separates them.
			s = sample{x: (2*float64(c)-1)*1.5 + 0.6*r.NormFloat64(), y: (2*float64(c)-1)*1 + 0.6*r.NormFloat64(), class: c}
			if d := (s.x + s.y) / math.Sqrt2; (c == 1) != (d > 0) || math.Abs(d) < 0.5 {
				continue
			}
		case Overlapping:
			s = sample{x: (2*float64(c)-1)*0.6 + r.NormFloat64(), y: (2*float64(c)-1)*0.4 + r.NormFloat64(), class: c}
		case XOR:
			// Class 1 where x and y have opposite signs; every point at
			// least 0.2 from both axes.
			sx, sy := float64(2*r.IntN(2)-1), float64(2*r.IntN(2)-1)
			s = sample{x: sx * (0.2 + math.Abs(1.3+0.5*r.NormFloat64())), y: sy * (0.2 + math.Abs(1.3+0.5*r.NormFloat64()))}
			if sx != sy {
				s.class = 1
			}
		case Rings:
			// Class 0 on a ring of radius 1, class 1 on one of 2.5.
			rad, t := 1+0.15*r.NormFloat64(), 2*math.Pi*r.Float64()
			if c == 1 {
				rad = 2.5 + 0.2*r.NormFloat64()
			}
			s = sample{x: rad * math.Cos(t), y: rad * math.Sin(t), class: c}
		case Line:
			// y = 0.8x + 0.5 with noise of standard deviation 0.4.
			x := -3 + 6*r.Float64()
			s = sample{x: x, y: 0.8*x + 0.5 + 0.4*r.NormFloat64()}
		default:
			return nil, fmt.Errorf("no preset %q", name)
		}
		s.x, s.y = math.Round(s.x*100)/100, math.Round(s.y*100)/100
		out = append(out, s)
	}
	return out, nil
}

// PresetNames lists the presets that fit spec's plot: the four of two
// classes for labelled points (a label per row, or a matrix per class),
// the line for regression data, clouds for unlabelled points, none when
// no handle holds a matrix.
func PresetNames(spec *equations.Spec) []string {
	var matrices, labelled, regression bool
	for _, h := range equations.Handles(spec.View) {
		if p := spec.Param(h.Of); p == nil || p.Kind != equations.Matrix {
			continue
		}
		matrices = true
		labelled = labelled || h.Label != "" || h.Class != ""
		regression = regression || h.YOf != ""
	}
	switch {
	case !matrices:
		return nil
	case regression:
		return []string{Line}
	case labelled:
		return []string{Separable, Overlapping, XOR, Rings}
	}
	return []string{Line, Separable, Rings}
}

// presetPoints is how many points a preset puts in a matrix: a dozen,
// or fewer where the matrix may hold fewer.
const presetPoints = 12

// Apply returns a copy of in with the points of the preset name (drawn
// with seed): in the one labelled or unlabelled matrix, or split by class
// between the matrices of a class each (the first two present).
func Apply(spec *equations.Spec, in equations.Inputs, name string, seed uint64) (equations.Inputs, error) {
	c := in.Clone()
	var perClass []int // handles with a Class, present in the inputs
	for hi, h := range equations.Handles(spec.View) {
		par := spec.Param(h.Of)
		if par == nil || par.Kind != equations.Matrix || !in.Has(h.Of) {
			continue
		}
		if h.Class != "" {
			perClass = append(perClass, hi)
			continue
		}
		n := min(presetPoints, maxRows(par))
		s, err := generate(name, n, seed)
		if err != nil {
			return nil, err
		}
		var classes []float64
		if h.Label != "" {
			classes = labelClasses(spec, in, h)
			if len(classes) < 2 {
				return nil, fmt.Errorf("preset %q: %s needs two classes", name, h.Label)
			}
		}
		fill(c, h, s, classes)
	}
	if len(perClass) >= 2 {
		s, err := generate(name, 2*presetPoints, seed)
		if err != nil {
			return nil, err
		}
		for k, hi := range perClass[:2] {
			h := equations.Handles(spec.View)[hi]
			var mine []sample
			for _, p := range s {
				if p.class == k && len(mine) < maxRows(spec.Param(h.Of)) {
					mine = append(mine, p)
				}
			}
			fill(c, h, mine, nil)
		}
	}
	return c, nil
}

// fill puts the samples in handle h's matrix of c, each row's other
// columns copied from the matrix's first row (a bias column's 1), with
// their classes in h's label mapped to classes[0] and classes[1].
func fill(c equations.Inputs, h equations.Handle, s []sample, classes []float64) {
	old := c.Matrix(h.Of)
	width := h.XCol + 2
	if h.YOf != "" {
		width = h.XCol + 1
	}
	var template []float64
	if len(old) > 0 && len(old[0]) >= width {
		template = old[0]
	} else {
		template = make([]float64, width)
	}
	m := make([][]float64, len(s))
	var ys, labels []float64
	for i, p := range s {
		m[i] = slices.Clone(template)
		m[i][h.XCol] = p.x
		if h.YOf != "" {
			ys = append(ys, p.y)
		} else {
			m[i][h.XCol+1] = p.y
		}
		if classes != nil {
			labels = append(labels, classes[p.class])
		}
	}
	c[h.Of] = m
	if h.YOf != "" {
		c[h.YOf] = ys
	}
	if h.Label != "" && classes != nil {
		c[h.Label] = labels
	}
}
