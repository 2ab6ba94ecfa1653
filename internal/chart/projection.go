package chart

import (
	"fmt"
	"math"
	"strings"

	"eqx/equations"
	"eqx/internal/plot"
)

// projection draws the classes of p.Of projected onto a direction: the
// input p.X when given, else the best one, the output part p.Parts[0]. In
// the plane of two features: the points, the line along the direction
// through the overall mean m, the best direction beside it, and each
// point's path to its foot on the line. Then, for any number of
// features, a row per class of the projections Φᵀx (Φ of unit length)
// with the projected class means: Fisher's criterion is large when the
// rows lie apart compared with their spread. Parts[1] and Parts[2] name
// the output's criterion of the given direction and the best criterion.
func (v *view) projection(p *equations.Projection) []plot.Figure {
	var classes [][][]float64
	var names []string
	for k, name := range p.Of {
		if c, ok := v.in[name].([][]float64); ok && len(c) > 0 {
			classes = append(classes, c)
			names = append(names, fmt.Sprintf("class %d", k+1))
		}
	}
	if len(classes) < 2 {
		return nil
	}
	dim := len(classes[0][0])
	for _, c := range classes {
		for _, x := range c {
			if len(x) != dim {
				return nil
			}
		}
	}
	best := unitOrNil(v.part(p.Parts, 0))
	given := v.in.Has(p.X)
	phi := best
	if given {
		phi = unitOrNil(v.vector(p.X))
	}
	if len(phi) != dim || (best != nil && len(best) != dim) {
		return nil
	}
	var all [][]float64
	for _, c := range classes {
		all = append(all, c...)
	}
	mean := meanRow(all)

	var figs []plot.Figure
	if dim == 2 {
		figs = append(figs, v.projectionPlane(classes, names, mean, phi, best, given))
	}
	return append(figs, v.projectionRows(classes, names, phi, given, p.Parts))
}

// projectionPlane draws the classes in the plane with the line along phi
// through the overall mean, the best direction, and the feet of the
// points on the line.
func (v *view) projectionPlane(classes [][][]float64, names []string, mean, phi, best []float64, given bool) plot.Figure {
	f := v.base()
	f.XLabel, f.YLabel, f.Equal = "x₁", "x₂", true
	var xs, ys [][]float64
	var feet plot.Segments
	reach := 0.0
	for k, c := range classes {
		d := plot.Dot{Label: names[k]}
		for _, x := range c {
			t := (x[0]-mean[0])*phi[0] + (x[1]-mean[1])*phi[1]
			d.X, d.Y = append(d.X, x[0]), append(d.Y, x[1])
			feet.X1, feet.Y1 = append(feet.X1, x[0]), append(feet.Y1, x[1])
			feet.X2, feet.Y2 = append(feet.X2, mean[0]+t*phi[0]), append(feet.Y2, mean[1]+t*phi[1])
			reach = max(reach, math.Hypot(x[0]-mean[0], x[1]-mean[1]))
		}
		f.Marks = append(f.Marks, d)
		xs, ys = append(xs, d.X), append(ys, d.Y)
	}
	xs, ys = append(xs, feet.X2), append(ys, feet.Y2)
	line := func(u []float64, label string, dashed bool) plot.Line {
		r := 1.2 * max(reach, 1e-9)
		return plot.Line{X: []float64{mean[0] - r*u[0], mean[0] + r*u[0]}, Y: []float64{mean[1] - r*u[1], mean[1] + r*u[1]}, Label: label, Dashed: dashed}
	}
	desc := fmt.Sprintf("Classes in the plane (x₁, x₂) with the line through the overall mean (%s, %s)", num(mean[0]), num(mean[1]))
	if given {
		f.Marks = append(f.Marks, line(phi, "the direction Φ", false))
		desc += fmt.Sprintf(" along the given Φ = (%s, %s)", num(phi[0]), num(phi[1]))
	}
	if best != nil {
		label := bestLabel(len(classes))
		f.Marks = append(f.Marks, line(best, label, given))
		desc += fmt.Sprintf(", the %s (%s, %s)", label, num(best[0]), num(best[1]))
	}
	feet.Dashed, feet.Label = true, "projection onto the line"
	f.Marks = append(f.Marks, feet)
	for k, c := range classes {
		desc += fmt.Sprintf("; %s %s", names[k], points(column(c, 0), column(c, 1)))
	}
	xlo, xhi, _ := span(xs...)
	ylo, yhi, _ := span(ys...)
	f.X, f.Y = padded(xlo, xhi), padded(ylo, yhi)
	f.Description = desc + v.outputNote()
	return f
}

// projectionRows draws a row per class of the projections Φᵀx, stacked
// where they coincide, with the projected class means; outParts names the
// output's criterion J of the given Φ and the best J (Projection.Parts).
func (v *view) projectionRows(classes [][][]float64, names []string, phi []float64, given bool, outParts []string) plot.Figure {
	f := v.base()
	f.XLabel, f.YLabel = "Φᵀx, Φ of unit length", ""
	n := len(classes)
	f.Height = float64(110 + 60*n)
	f.YCategories = make([]string, n)
	var means plot.Segments
	var all []float64
	var parts []string
	for k, c := range classes {
		row := float64(n - 1 - k) // the first class on top
		f.YCategories[n-1-k] = names[k]
		proj := make([]float64, len(c))
		for i, x := range c {
			proj[i] = dot(phi, x)
		}
		m := 0.0
		for _, p := range proj {
			m += p / float64(len(proj))
		}
		heights := stack(proj)
		for i := range heights {
			heights[i] = row + 0.15*(heights[i]-1)
		}
		f.Marks = append(f.Marks, plot.Dot{X: proj, Y: heights, Label: names[k]})
		means.X1, means.Y1 = append(means.X1, m), append(means.Y1, row-0.3)
		means.X2, means.Y2 = append(means.X2, m), append(means.Y2, row+0.45)
		all = append(all, proj...)
		parts = append(parts, fmt.Sprintf("%s %s, mean %s", names[k], list(proj), num(m)))
	}
	means.Label = "projected class means"
	f.Marks = append(f.Marks, means)
	lo, hi, _ := span(all)
	f.X, f.Y = padded(lo, hi), plot.Fixed(-0.5, float64(n-1)+0.7)
	which := "the best Φ"
	if given {
		which = "the given Φ"
	}
	desc := fmt.Sprintf("The classes projected onto %s (%s): %s", which, strings.Trim(list(phi), "[]"), strings.Join(parts, "; "))
	var js []string
	if j, ok := Scalar(v.partValue(outParts, 1)); ok && given {
		js = append(js, "Fisher criterion J(Φ) = "+num(j))
	}
	if j, ok := Scalar(v.partValue(outParts, 2)); ok {
		js = append(js, "the best J = "+num(j))
	}
	if js != nil {
		desc += "; " + strings.Join(js, ", ")
		f.Title = "projected onto Φ: " + strings.Join(js, ", ")
	}
	f.Description = desc
	return f
}

// bestLabel names the best direction: for two classes S_W⁻¹(m₂ − m₁).
func bestLabel(classes int) string {
	if classes == 2 {
		return "best direction S_W⁻¹(m₂ − m₁)"
	}
	return "best direction (top eigenvector of S_W⁻¹S_B)"
}

// partValue is the output part parts[i], or nil.
func (v *view) partValue(parts []string, i int) any {
	m, ok := v.out.(map[string]any)
	if !ok || i >= len(parts) {
		return nil
	}
	return m[parts[i]]
}

// part is the vector output part parts[i], or nil.
func (v *view) part(parts []string, i int) []float64 {
	x, _ := v.partValue(parts, i).([]float64)
	return x
}

// unitOrNil is x scaled to length 1, or nil for an empty, zero or
// non-finite x.
func unitOrNil(x []float64) []float64 {
	n := math.Sqrt(dot(x, x))
	if !(n > 0) || math.IsInf(n, 0) {
		return nil
	}
	u := make([]float64, len(x))
	for i, v := range x {
		u[i] = v / n
	}
	return u
}

// meanRow is the mean of the rows of X, all of one length.
func meanRow(X [][]float64) []float64 {
	m := make([]float64, len(X[0]))
	for _, row := range X {
		for j, v := range row {
			m[j] += v / float64(len(X))
		}
	}
	return m
}
