package chart

import (
	"fmt"
	"math"

	"eqx/compute"
	"eqx/equations"
	"eqx/internal/plot"
)

// ballPoints is the number of vertices of a drawn unit ball or ellipse.
const ballPoints = 120

// points draws the first two coordinates of the vectors pt.X and pt.Y in
// the plane, on equal scales: for a p-norm (pt.P, or the input pt.Norm),
// the two points, the path between them (the staircase for p = 1) and the
// ball of that norm around X through Y; for P = 0 (cosine similarity), the
// two vectors as arrows from the origin.
func (v *view) points(pt *equations.Points) []plot.Figure {
	_, sx := v.param(pt.X)
	_, sy := v.param(pt.Y)
	a, b := plane(v.vector(pt.X)), plane(v.vector(pt.Y))
	if a == nil || b == nil {
		return nil
	}
	f := v.base()
	f.XLabel, f.YLabel = "coordinate 1", "coordinate 2"
	f.Equal = true
	note := ""
	if n := len(v.vector(pt.X)); n > 2 {
		// The plane shows a projection: the figure says so where it is
		// seen, not only in its description.
		note = fmt.Sprintf(" (the first 2 of %d coordinates)", n)
		f.Title = fmt.Sprintf("coordinates 1 and 2 of %d", n)
	}
	p := pt.P
	if pt.Norm != "" {
		if x, ok := Scalar(v.in[pt.Norm]); ok {
			p = x
		}
	}
	if p == 0 {
		f.Marks = []plot.Mark{
			plot.Segments{X1: []float64{0, 0}, Y1: []float64{0, 0}, X2: []float64{a[0], b[0]}, Y2: []float64{a[1], b[1]}, Arrow: true, Label: "vectors"},
			plot.Text{X: []float64{a[0], b[0]}, Y: []float64{a[1], b[1]}, Texts: []string{sx, sy}},
		}
		f.Description = fmt.Sprintf("Vectors %s = (%s, %s) and %s = (%s, %s) from the origin%s", sx, num(a[0]), num(a[1]), sy, num(b[0]), num(b[1]), note) + v.outputNote()
		return one(f)
	}
	r := pnorm(b[0]-a[0], b[1]-a[1], p)
	var path plot.Mark = plot.Segments{X1: []float64{a[0]}, Y1: []float64{a[1]}, X2: []float64{b[0]}, Y2: []float64{b[1]}, Label: "distance"}
	if p == 1 {
		path = plot.Path{X: []float64{a[0], b[0], b[0]}, Y: []float64{a[1], a[1], b[1]}, Label: "|Δ₁| + |Δ₂|"}
	}
	f.Marks = []plot.Mark{}
	if r > 0 && finite(r) {
		bx, by := ball(a[0], a[1], r, p)
		f.Marks = append(f.Marks, plot.Path{X: bx, Y: by, Closed: true, Fill: true, Label: "ball of the " + pName(p) + " norm through " + sy})
	}
	f.Marks = append(f.Marks, path,
		plot.Dot{X: []float64{a[0], b[0]}, Y: []float64{a[1], b[1]}, Label: "points"},
		plot.Text{X: []float64{a[0], b[0]}, Y: []float64{a[1], b[1]}, Texts: []string{sx, sy}},
	)
	f.Description = fmt.Sprintf("Points %s = (%s, %s) and %s = (%s, %s)%s with the %s-norm ball of radius %s around %s",
		sx, num(a[0]), num(a[1]), sy, num(b[0]), num(b[1]), note, pName(p), num(r), sx) + v.outputNote()
	return one(f)
}

// plane is the first two coordinates of x (a 1-D x lies on the axis).
func plane(x []float64) []float64 {
	switch {
	case len(x) == 0:
		return nil
	case len(x) == 1:
		return []float64{x[0], 0}
	}
	return x[:2]
}

func pName(p float64) string {
	if math.IsInf(p, 1) {
		return "max"
	}
	return "p = " + num(p)
}

// pnorm is the p-norm of (u, v): the kernel of the Minkowski distance, so
// the drawn ball and the computed distance are the same function. NaN for
// a p the kernel refuses.
func pnorm(u, v, p float64) float64 {
	d, err := compute.MinkowskiDistance([]float64{u, v}, []float64{0, 0}, p)
	if err != nil {
		return math.NaN()
	}
	return d
}

// ball returns the vertices of the circle of radius r of the p-norm
// around (cx, cy): each direction scaled to p-norm r.
func ball(cx, cy, r, p float64) (xs, ys []float64) {
	xs, ys = make([]float64, ballPoints), make([]float64, ballPoints)
	for i := range xs {
		t := 2 * math.Pi * float64(i) / ballPoints
		u, w := math.Cos(t), math.Sin(t)
		n := pnorm(u, w, p)
		xs[i], ys[i] = cx+r*u/n, cy+r*w/n
	}
	return xs, ys
}

// contour draws a 2-D Gaussian g — mean g.Mean, covariance g.Cov (a
// matrix, or a vector of variances for independent features) — as its
// ellipses of Mahalanobis distance 1, 2 and 3, the density level ε of
// g.Level when given, and the point g.X. More dimensions show the first two: the
// marginal of a Gaussian is the Gaussian of those entries.
func (v *view) contour(g *equations.Contour) []plot.Figure {
	mu := plane(v.vector(g.Mean))
	x := plane(v.vector(g.X))
	var a, b, c float64 // the covariance [[a, b], [b, c]]
	switch s := v.in[g.Cov].(type) {
	case [][]float64:
		if len(s) < 2 || len(s[0]) < 2 || len(s[1]) < 2 {
			return nil
		}
		a, b, c = s[0][0], s[0][1], s[1][1]
	case []float64:
		if len(s) < 2 {
			return nil
		}
		a, c = s[0], s[1]
	default:
		return nil
	}
	if mu == nil || x == nil {
		return nil
	}
	// Eigen-decomposition of the symmetric 2×2 matrix in closed form.
	h := math.Hypot((a-c)/2, b)
	l1, l2 := (a+c)/2+h, (a+c)/2-h
	if !(l2 > 0) || !finite(l1) {
		return nil
	}
	theta := 0.5 * math.Atan2(2*b, a-c) // the direction of the first axis
	f := v.base()
	f.XLabel, f.YLabel = "x₁", "x₂"
	f.Equal = true
	ellipse := func(k float64) ([]float64, []float64) {
		xs, ys := make([]float64, ballPoints), make([]float64, ballPoints)
		ct, st := math.Cos(theta), math.Sin(theta)
		for i := range xs {
			t := 2 * math.Pi * float64(i) / ballPoints
			u, w := k*math.Sqrt(l1)*math.Cos(t), k*math.Sqrt(l2)*math.Sin(t)
			xs[i], ys[i] = mu[0]+ct*u-st*w, mu[1]+st*u+ct*w
		}
		return xs, ys
	}
	for k := 3; k >= 1; k-- {
		ex, ey := ellipse(float64(k))
		f.Marks = append(f.Marks, plot.Path{X: ex, Y: ey, Closed: true, Fill: true, Label: fmt.Sprintf("%dσ", k)})
	}
	desc := fmt.Sprintf("Density ellipses (1, 2 and 3 σ) of a Gaussian with mean (%s, %s), covariance [[%s, %s], [%s, %s]]",
		num(mu[0]), num(mu[1]), num(a), num(b), num(b), num(c))
	if g.Level != "" && len(v.vector(g.Mean)) == 2 {
		if eps, ok := Scalar(v.in[g.Level]); ok && eps > 0 {
			// p(x) = ε ⇔ the Mahalanobis distance m² = −2 ln(2π ε √det Σ).
			m2 := -2 * math.Log(2*math.Pi*eps*math.Sqrt(l1*l2))
			if m2 > 0 && finite(m2) {
				ex, ey := ellipse(math.Sqrt(m2))
				f.Marks = append(f.Marks, plot.Path{X: ex, Y: ey, Closed: true, Dashed: true, Label: "p = ε"})
				desc += "; the level p = ε"
			}
		}
	}
	f.Marks = append(f.Marks, plot.Dot{X: x[:1], Y: x[1:2], Label: "x"})
	f.Description = desc + fmt.Sprintf("; point x = (%s, %s)", num(x[0]), num(x[1])) + v.outputNote()
	return one(f)
}
