package chart

import (
	"fmt"
	"math"
	"strings"

	"eqx/internal/plot"
)

// plane draws the decision over the plane of the two free coordinates:
// the regions shaded cell by cell on a regionCells grid (half as fine in a
// draft), the boundary
// (exact for a linear score, by marching squares otherwise), the margins,
// the labelled points, the neighbour ball and the point X.
func (r *regionsView) plane() plot.Figure {
	reg := r.reg
	xs, ys := append([]float64(nil), r.px...), append([]float64(nil), r.py...)
	if r.q != nil {
		qx, qy := r.q[r.off], r.q[r.off+1]
		xs, ys = append(xs, qx), append(ys, qy)
		if reg.Score == "similarity" {
			// The circle through X around each point: the level line
			// of a radial similarity such as the Gaussian kernel.
			for i := range r.px {
				d := math.Hypot(qx-r.px[i], qy-r.py[i])
				xs, ys = append(xs, r.px[i]-d, r.px[i]+d), append(ys, r.py[i]-d, r.py[i]+d)
			}
		}
	}
	lo, hi, ok := span(xs)
	if !ok {
		lo, hi = 0, 0
	}
	x0, x1 := regionFrame(lo, hi, planeWidth)
	if lo, hi, ok = span(ys); !ok {
		lo, hi = 0, 0
	}
	y0, y1 := regionFrame(lo, hi, planeWidth)
	cells := r.cells()
	n := cells + 1
	g := lattice{x0: x0, y0: y0, dx: (x1 - x0) / float64(cells), dy: (y1 - y0) / float64(cells), n: n}
	vals := make([]float64, n*n)
	for j := range n {
		for i := range n {
			vals[j*n+i] = r.score(g.at(i, j))
		}
	}
	c := newClasser(r.labels, []float64{r.qLabel})
	if reg.Score == "label" {
		c = newClasser(r.labels, []float64{r.qLabel}, vals)
	}
	class := make([]int, n*n)
	for k, s := range vals {
		class[k] = r.classOf(c, s)
	}

	f := r.base()
	f.XLabel, f.YLabel = freeLabel(0), freeLabel(1)
	f.Equal = true
	f.X, f.Y = plot.Fixed(x0, x1), plot.Fixed(y0, y1)
	var desc strings.Builder
	fmt.Fprintf(&desc, "Decision regions over %s from %s to %s and %s from %s to %s", f.XLabel, num(x0), num(x1), f.YLabel, num(y0), num(y1))

	// The shading: a cell around each node.
	shade := plot.Shade{X: [2]float64{x0 - g.dx/2, x1 + g.dx/2}, Y: [2]float64{y0 - g.dy/2, y1 + g.dy/2}, Values: make([][]float64, n)}
	regionClasses := 0
	for j := range n {
		row := make([]float64, n)
		for i := range n {
			k := j*n + i
			switch reg.Score {
			case "logistic", "probability", "similarity":
				row[i] = vals[k]
			default:
				row[i] = math.NaN()
				if class[k] >= 0 && class[k] < 8 {
					row[i] = float64(class[k])
					regionClasses = max(regionClasses, class[k]+1)
				}
			}
		}
		shade.Values[j] = row
	}
	switch reg.Score {
	case "logistic", "probability":
		shade.Scale, shade.Label = plot.Diverging, "P(class 1)"
		regionClasses = 2
	case "similarity":
		shade.Scale, shade.Label = plot.Sequential, Plain(r.spec.Output)+" from 0 to 1"
	}
	f.Marks = append(f.Marks, shade)

	// The labelled points by class, class k the k-th colored mark so that
	// it takes the color of its region; X among them when it is labelled.
	classes := max(regionClasses, c.classes(r.labels), c.classes([]float64{r.qLabel}))
	dots := make([]plot.Dot, classes)
	for i := range r.px {
		if r.labels == nil {
			continue
		}
		if k := c.class(r.labels[i]); k >= 0 && k < classes {
			dots[k].X, dots[k].Y = append(dots[k].X, r.px[i]), append(dots[k].Y, r.py[i])
			dots[k].Label = r.labelName(r.labels[i])
		}
	}
	if k := c.class(r.qLabel); k >= 0 && k < classes {
		dots[k].X, dots[k].Y = append(dots[k].X, r.q[r.off]), append(dots[k].Y, r.q[r.off+1])
		dots[k].Label = r.labelName(r.qLabel)
	}
	for _, d := range dots {
		f.Marks = append(f.Marks, d)
	}
	if r.labels == nil && len(r.px) > 0 {
		// Unlabelled points (a landmark): one color, named.
		sym := r.symbol(reg.Points)
		f.Marks = append(f.Marks, plot.Dot{X: r.px, Y: r.py, Label: sym})
		if len(r.px) == 1 {
			f.Marks = append(f.Marks, plot.Text{X: r.px, Y: r.py, Texts: []string{sym}})
		}
	}

	r.boundary(&f, &desc, g, vals, class, c)
	r.margins(&f, &desc, x0, x1, y0, y1)
	r.pointsNote(&desc, c)

	if radius, p, k, ok := r.neighbourBall(); ok && radius > 0 && finite(radius) {
		bx, by := ball(r.q[r.off], r.q[r.off+1], radius, p)
		label := fmt.Sprintf("%s ball through the %s nearest", r.in[reg.Metric], ordinal(k))
		if reg.Metric == "" {
			label = fmt.Sprintf("ball through the %s nearest", ordinal(k))
		}
		f.Marks = append(f.Marks, plot.Path{X: bx, Y: by, Closed: true, Dashed: true, Label: label})
		fmt.Fprintf(&desc, "; the %s of radius %s around %s", label, num(radius), r.symbol(reg.X))
	}
	if r.q != nil {
		sym := r.symbol(reg.X)
		qx, qy := []float64{r.q[r.off]}, []float64{r.q[r.off+1]}
		if math.IsNaN(r.qLabel) {
			f.Marks = append(f.Marks, plot.Dot{X: qx, Y: qy, Label: sym})
		}
		f.Marks = append(f.Marks, plot.Text{X: qx, Y: qy, Texts: []string{sym}})
	}
	if len(r.w) > 2 || (r.q != nil && len(r.q)-r.off > 2) {
		desc.WriteString("; a slice of the plane of the first two coordinates, the others held")
	}
	f.Description = desc.String() + r.pointNote()
	return f
}

// boundary adds the decision boundary: the exact line wᵀx + b = 0 of a
// linear score, or marching squares on the grid — between the classes of
// labels, crossings bisected with the classifier itself, or at the level
// of a probability or similarity, crossings interpolated.
func (r *regionsView) boundary(f *plot.Figure, desc *strings.Builder, g lattice, vals []float64, class []int, c classer) {
	reg := r.reg
	x1, y1 := g.at(g.n-1, g.n-1)
	switch reg.Score {
	case "linear", "logistic":
		a, b, k := r.lineCoefficients()
		if px, py, qx, qy, ok := clipLine(a, b, k, g.x0, x1, g.y0, y1); ok {
			f.Marks = append(f.Marks, plot.Segments{X1: []float64{px}, Y1: []float64{py}, X2: []float64{qx}, Y2: []float64{qy}, Label: "boundary"})
			fmt.Fprintf(desc, "; boundary %s through (%s, %s) and (%s, %s)", r.lineName(0), num(px), num(py), num(qx), num(qy))
		} else {
			fmt.Fprintf(desc, "; the boundary %s is outside the frame", r.lineName(0))
		}
		if reg.Score == "logistic" {
			desc.WriteString(", where σ = ½; shaded by the probability of class 1")
		}
		return
	}
	var s segments
	level := r.level()
	switch reg.Score {
	case "label":
		classOf := func(x, y float64) int { return r.classOf(c, r.score(x, y)) }
		centre := func(i, j int) int {
			x, y := g.at(i, j)
			return classOf(x+g.dx/2, y+g.dy/2)
		}
		s = marchingSquares(g, class, centre, bisected(g, class, classOf))
	default:
		cl := levelClasses(vals, level)
		centre := func(i, j int) int {
			m := (vals[j*g.n+i] + vals[j*g.n+i+1] + vals[(j+1)*g.n+i] + vals[(j+1)*g.n+i+1]) / 4
			return levelClasses([]float64{m}, level)[0]
		}
		s = marchingSquares(g, cl, centre, interpolated(g, vals, level))
	}
	label := "boundary"
	switch reg.Score {
	case "label":
		desc.WriteString("; regions of the labels the equation gives at each point, the boundary where they change")
	case "probability":
		desc.WriteString("; shaded by the probability of class 1, the boundary its ½ level")
	case "similarity":
		label = fmt.Sprintf("level %s through %s", num(level), r.symbol(reg.X))
		fmt.Fprintf(desc, "; shaded from 0 to 1, the level line %s = %s through %s", Plain(r.spec.Output), num(level), r.symbol(reg.X))
	}
	if len(s.X1) == 0 {
		desc.WriteString(" (not crossing the frame)")
		return
	}
	f.Marks = append(f.Marks, plot.Segments{X1: s.X1, Y1: s.Y1, X2: s.X2, Y2: s.Y2, Label: label})
}

// lineCoefficients are a, b, k of the boundary a·x₁ + b·x₂ = k of a linear
// score: the other coordinates' terms are moved to k with the bias.
func (r *regionsView) lineCoefficients() (a, b, k float64) {
	a, b = r.w[0], r.w[1]
	k = -r.b
	for i := 2; i < len(r.w); i++ {
		k -= r.w[i] * coord(r.q, i)
	}
	return a, b, k
}

// lineName is "wᵀx + b = level" in the symbols of W and B.
func (r *regionsView) lineName(level float64) string {
	return fmt.Sprintf("%s·%s + %s = %s", r.symbol(r.reg.W), "x", r.symbol(r.reg.B), num(level))
}

// margins adds, with reg.Margin and a linear score, the margin lines
// wᵀx + b = ±1 and, from each labelled point inside its margin or on the
// wrong side, the segment to its margin line: its slack ξ = 1 − (2y −
// 1)(wᵀx + b) is that segment's length times ‖w‖.
func (r *regionsView) margins(f *plot.Figure, desc *strings.Builder, x0, x1, y0, y1 float64) {
	if !r.reg.Margin || r.reg.Score != "linear" {
		return
	}
	a, b, k := r.lineCoefficients()
	norm2 := a*a + b*b
	if !(norm2 > 0) {
		return
	}
	var m segments
	for _, side := range []float64{-1, 1} {
		if px, py, qx, qy, ok := clipLine(a, b, k+side, x0, x1, y0, y1); ok {
			m.add(px, py, qx, qy)
		}
	}
	if len(m.X1) > 0 {
		f.Marks = append(f.Marks, plot.Segments{X1: m.X1, Y1: m.Y1, X2: m.X2, Y2: m.Y2, Dashed: true, Label: "margins ±1"})
	}
	fmt.Fprintf(desc, "; margins %s·x + %s = ±1, %s apart", r.symbol(r.reg.W), r.symbol(r.reg.B), num(2/math.Sqrt(norm2)))
	var slack segments
	var notes []string
	check := func(name string, x, y, label float64) {
		if label != 0 && label != 1 {
			return
		}
		sign := 2*label - 1
		s := r.score(x, y)
		if xi := 1 - sign*s; xi > 0 {
			t := (sign - s) / norm2
			slack.add(x, y, x+t*a, y+t*b)
			notes = append(notes, fmt.Sprintf("%s (ξ = %s)", name, num(xi)))
		}
	}
	for i := range r.px {
		if r.labels != nil {
			check(fmt.Sprintf("point %d", i+1), r.px[i], r.py[i], r.labels[i])
		}
	}
	if r.q != nil {
		check(r.symbol(r.reg.X), r.q[r.off], r.q[r.off+1], r.qLabel)
	}
	if len(notes) == 0 {
		desc.WriteString("; no point inside its margin")
		return
	}
	f.Marks = append(f.Marks, plot.Segments{X1: slack.X1, Y1: slack.Y1, X2: slack.X2, Y2: slack.Y2, Label: "inside the margin: slack"})
	fmt.Fprintf(desc, "; inside the margin or misclassified: %s", strings.Join(notes, ", "))
}

// pointsNote counts the labelled points of each label.
func (r *regionsView) pointsNote(desc *strings.Builder, c classer) {
	if len(r.px) == 0 {
		return
	}
	if r.labels == nil {
		fmt.Fprintf(desc, "; %s = %s", r.symbol(r.reg.Points), pointList(r.px, r.py))
		return
	}
	var parts []string
	for _, y := range c.labels {
		var xs, ys []float64
		for i, l := range r.labels {
			if l == y {
				xs, ys = append(xs, r.px[i]), append(ys, r.py[i])
			}
		}
		if len(xs) > 0 {
			parts = append(parts, fmt.Sprintf("%s: %s", r.labelName(y), pointList(xs, ys)))
		}
	}
	fmt.Fprintf(desc, "; points %s", strings.Join(parts, "; "))
}

// pointList lists the points (xs[i], ys[i]), comma-separated, at most a
// dozen.
func pointList(xs, ys []float64) string {
	return firstFew(len(xs), ", ", func(i int) string { return fmt.Sprintf("(%s, %s)", num(xs[i]), num(ys[i])) })
}
