package equations

import "math"

// Numerics sets, for an equation whose formula as printed fails in
// floating point, that formula computed literally beside eqx's form, in
// float64 and in float32, and finds where along one input they part: the
// page's "textbook vs stable" panel. numerics_forms.go gives those of the
// catalogue.
type Numerics struct {
	// Fails says where and why the printed formula fails, in a sentence.
	Fails string
	// Forms are ways to compute the equation: the formula as printed
	// first, eqx's form last, any other (a common shortcut) between.
	Forms []Form
	// Path is the input moved to find where each form parts from eqx's.
	Path Path
}

// Form is one way to compute an equation, in 64- or 32-bit floating
// point. Eval returns the output's entries, or nil where the inputs do
// not suit it (a missing input): such a form is left out.
type Form struct {
	Name string
	Eval func(in Inputs, bits int) []float64
}

// Path moves one input away from the current inputs, towards where the
// printed formula fails.
type Path struct {
	Label  string // what moves, as the panel names it: "a scale c of the logits (c·z)"
	Symbol string // its symbol in the partings: "c"
	// Values are the values it takes, in order, from where the printed
	// formula still holds (or the current inputs) towards where it
	// fails: monotone, so that between the last that agrees and the first
	// that parts, bisection finds the point.
	Values func(in Inputs) []float64
	// At is the inputs at the path's value v.
	At func(in Inputs, v float64) Inputs
}

// Precisions are the bits of the floating-point formats compared.
var Precisions = [...]int{64, 32}

// Parting is where a form first parts from eqx's along the path, in one
// precision.
type Parting struct {
	Form   string
	Bits   int
	Found  bool      // false when they agree all along the path
	At     float64   // the path's value where they part
	Got    []float64 // the form's output there
	Stable []float64 // eqx's output there
}

// Partings finds, for each form but eqx's and each precision, the first
// value along the path where the form parts from eqx's: where one is not
// finite and the other is, or their entries differ by more than a
// thousandth (float32) or a millionth (float64) of eqx's. Between the
// last value that agrees and the first that parts, 60 bisections narrow
// it to the limit of float64.
func (n *Numerics) Partings(in Inputs) []Parting {
	if len(n.Forms) < 2 {
		return nil
	}
	stable := n.Forms[len(n.Forms)-1]
	values := n.Path.Values(in)
	var out []Parting
	for _, f := range n.Forms[:len(n.Forms)-1] {
		for _, bits := range Precisions {
			parted := func(v float64) (bool, []float64, []float64) {
				at := n.Path.At(in, v)
				a, b := f.Eval(at, bits), stable.Eval(at, bits)
				return part(a, b, bits), a, b
			}
			p := Parting{Form: f.Name, Bits: bits}
			for k, v := range values {
				ok, _, _ := parted(v)
				if !ok {
					continue
				}
				p.Found, p.At = true, v
				if k > 0 {
					lo, hi := values[k-1], v // agree at lo, part at hi
					for range 60 {
						mid := lo + (hi-lo)/2
						if mid == lo || mid == hi {
							break
						}
						if m, _, _ := parted(mid); m {
							hi = mid
						} else {
							lo = mid
						}
					}
					p.At = hi
				}
				_, p.Got, p.Stable = parted(p.At)
				break
			}
			out = append(out, p)
		}
	}
	return out
}

// part reports whether a form's output a parts from eqx's b in a
// precision of bits.
func part(a, b []float64, bits int) bool {
	if a == nil || b == nil {
		return false
	}
	if len(a) != len(b) {
		return true
	}
	tol := 1e-6
	if bits == 32 {
		tol = 1e-3
	}
	for i := range a {
		x, y := a[i], b[i]
		fx, fy := !math.IsNaN(x) && !math.IsInf(x, 0), !math.IsNaN(y) && !math.IsInf(y, 0)
		switch {
		case fx != fy:
			return true
		case !fx: // neither finite: the same non-finite value, or parted
			if !(x == y || math.IsNaN(x) && math.IsNaN(y)) {
				return true
			}
		case math.Abs(x-y) > tol*math.Abs(y):
			return true
		}
	}
	return false
}
