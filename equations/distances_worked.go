//go:build !eqx_noui

package equations

import (
	"math"

	"gonum.org/v1/gonum/floats"
)

// Worked examples of the distances and similarities.

func (distancesFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"euclidean-distance": func(in Inputs, out any) []string {
			x, y := in.Vector("x"), in.Vector("y")
			if len(x) != len(y) {
				return fallback(`d(\mathbf{x}, \mathbf{y})`, out)
			}
			sq := make([]float64, len(x))
			for i := range x {
				d := x[i] - y[i]
				sq[i] = d * d
			}
			last := `= \sqrt{` + tsumv(sq) + `}`
			if s := sumOf(sq); !math.IsInf(s, 0) {
				last += ` = \sqrt{` + tn(s) + `}`
			}
			return []string{
				`d(\mathbf{x}, \mathbf{y}) = \sqrt{` + tsum(len(x), func(i int) string { return `(` + tn(x[i]) + ` - ` + tp(y[i]) + `)^2` }) + `}`,
				last + ` = ` + resultTeX(out),
			}
		},
		"manhattan-distance": func(in Inputs, out any) []string {
			x, y := in.Vector("x"), in.Vector("y")
			if len(x) != len(y) {
				return fallback(`d_1(\mathbf{x}, \mathbf{y})`, out)
			}
			return []string{
				`d_1(\mathbf{x}, \mathbf{y}) = ` + tsum(len(x), func(i int) string { return `|` + tn(x[i]) + ` - ` + tp(y[i]) + `|` }),
				`= ` + tsumv(absDiff(x, y)) + ` = ` + resultTeX(out),
			}
		},
		"hamming-distance":   workedHamming,
		"minkowski-distance": workedMinkowski,
		"cosine-similarity": func(in Inputs, out any) []string {
			x, y := in.Vector("x"), in.Vector("y")
			if len(x) != len(y) {
				return fallback(`\cos(\mathbf{x}, \mathbf{y})`, out)
			}
			var dot float64
			for i := range x {
				dot += x[i] * y[i]
			}
			nx, ny := floats.Norm(x, 2), floats.Norm(y, 2)
			return []string{
				`\mathbf{x}\cdot\mathbf{y} = ` + tsum(len(x), func(i int) string { return tn(x[i]) + `\cdot ` + tp(y[i]) }) + ` = ` + tn(dot),
				`\|\mathbf{x}\|_2 = ` + tn(nx) + `, \quad \|\mathbf{y}\|_2 = ` + tn(ny),
				`\cos(\mathbf{x}, \mathbf{y}) = ` + tfrac(tn(dot), tn(nx)+` \cdot `+tn(ny)) + ` = ` + resultTeX(out),
			}
		},
		"jaccard-similarity": func(in Inputs, out any) []string {
			_, uw := in.Members("U")
			_, vw := in.Members("V")
			u, v := setMembers(in, "U"), setMembers(in, "V")
			inV := map[string]bool{}
			for _, m := range v {
				inV[m.key] = true
			}
			var inter []member
			for _, m := range u {
				if inV[m.key] {
					inter = append(inter, m)
				}
			}
			union := unionMembers(u, v, uw != nil || vw != nil)
			return []string{
				`U = ` + texMembers(u) + `, \quad V = ` + texMembers(v),
				`U \cap V = ` + texMembers(inter) + `, \quad U \cup V = ` + texMembers(union),
				`J(U, V) = \frac{|U \cap V|}{|U \cup V|} = ` + tfrac(ti(len(inter)), ti(len(union))) + ` = ` + resultTeX(out),
			}
		},
	}
}

// absDiff returns |x_i − y_i|.
func absDiff(x, y []float64) []float64 {
	d := make([]float64, len(x))
	for i := range x {
		d[i] = math.Abs(x[i] - y[i])
	}
	return d
}

func workedHamming(in Inputs, out any) []string {
	xn, xs, err1 := decodeSequence("x", in.Object("x"))
	yn, ys, err2 := decodeSequence("y", in.Object("y"))
	if err1 != nil || err2 != nil {
		return fallback(`d_H(\mathbf{x}, \mathbf{y})`, out)
	}
	var ind []float64
	switch {
	case xn != nil && len(xn) == len(yn):
		ind = make([]float64, len(xn))
		for i := range xn {
			if xn[i] != yn[i] {
				ind[i] = 1
			}
		}
	case xs != nil && len(xs) == len(ys):
		ind = make([]float64, len(xs))
		for i := range xs {
			if xs[i] != ys[i] {
				ind[i] = 1
			}
		}
	default:
		return fallback(`d_H(\mathbf{x}, \mathbf{y})`, out)
	}
	lines := []string{}
	if xn != nil {
		lines = append(lines, `\mathbf{x} = `+tvec(xn)+`, \quad \mathbf{y} = `+tvec(yn))
	}
	return append(lines,
		`\mathbb{1}\{x_i \ne y_i\} = `+tvec(ind),
		`d_H(\mathbf{x}, \mathbf{y}) = `+tsumv(ind)+` = `+resultTeX(out))
}

// workedMinkowski shows (Σ|x_i − y_i|^p)^{1/p}; when the powers overflow
// or underflow it shows them divided by the largest difference m, as the
// kernel computes them; p = ∞ is the largest difference.
func workedMinkowski(in Inputs, out any) []string {
	x, y, p := in.Vector("x"), in.Vector("y"), in.Real("p")
	if len(x) != len(y) {
		return fallback(`d_p(\mathbf{x}, \mathbf{y})`, out)
	}
	d := absDiff(x, y)
	if math.IsInf(p, 1) {
		return []string{`d_\infty(\mathbf{x}, \mathbf{y}) = \max_i |x_i - y_i| = \max` + tvec(d) + ` = ` + resultTeX(out)}
	}
	first := `d_{` + tn(p) + `}(\mathbf{x}, \mathbf{y}) = \left(` +
		tsum(len(x), func(i int) string { return `|` + tn(x[i]) + ` - ` + tp(y[i]) + `|^{` + tn(p) + `}` }) + `\right)^{1/` + tb(p) + `}`
	pw := make([]float64, len(d))
	m := 0.0
	for i, v := range d {
		pw[i] = math.Pow(v, p)
		m = math.Max(m, v)
	}
	s := sumOf(pw)
	if m > 0 && !math.IsInf(m, 1) && (math.IsInf(s, 1) || s == 0) {
		for i, v := range d {
			pw[i] = math.Pow(v/m, p)
		}
		return []string{first,
			`= ` + tn(m) + `\left(` + tsumv(pw) + `\right)^{1/` + tb(p) + `}, \quad m = \max_i |x_i - y_i|`,
			`= ` + resultTeX(out)}
	}
	return []string{first,
		`= \left(` + tsumv(pw) + `\right)^{1/` + tb(p) + `} = ` + tb(s) + `^{1/` + tb(p) + `}`,
		`= ` + resultTeX(out)}
}

// texMembers writes members as a set in LaTeX.
func texMembers(ms []member) string {
	if len(ms) == 0 {
		return `\varnothing`
	}
	return `\{` + tlist(len(ms), func(i int) string { return ms[i].tex() }, ", ") + `\}`
}

// tex writes a member as LaTeX.
func (m member) tex() string {
	if m.word {
		return tword(m.key)
	}
	return tn(m.num)
}
