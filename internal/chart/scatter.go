package chart

import (
	"cmp"
	"fmt"
	"slices"

	"eqx/compute"
	"eqx/equations"
	"eqx/internal/plot"
)

// scatter draws the pairs (s.X[i], s.Y[i]) — s.Y may instead be the first
// computed series of s.Extra, such as a per-sample loss —
// with the means as cross-hairs, the least-squares line (Fit), the
// overlays over X's slider range, and a second panel of the ranks
// (Ranks). Residuals draws y and ŷ against their index instead, joined by
// the residual segments. A computed Table instead of X draws groups of
// points in the plane (cloud).
func (v *view) scatter(s *equations.Scatter) []plot.Figure {
	if s.Table != nil && s.X == "" {
		return v.cloud(s)
	}
	px, sx := v.param(s.X)
	xs := v.vector(s.X)
	if px != nil && px.Kind == equations.Matrix {
		m, j := v.in.Matrix(s.X), s.Col
		if len(m) > 0 && j >= len(m[0]) {
			j = len(m[0]) - 1 // a design without its column of ones: its only feature
		}
		xs, sx = column(m, j), fmt.Sprintf("%s column %d", sx, j+1)
		px = nil // no slider range to draw overlays over
	}
	var ys []float64
	sy := ""
	if s.Y != "" {
		_, sy = v.param(s.Y)
		ys = v.vector(s.Y)
	} else if len(s.Extra) > 0 {
		sy, ys = s.Extra[0].Label, s.Extra[0].F(v.in)
	}
	if len(xs) != len(ys) || len(xs) == 0 {
		return nil
	}
	if s.Residuals && s.Y != "" && len(s.Extra) > 0 {
		return one(v.fitted(sx, sy, xs, ys, s.Extra[0]))
	}
	if s.Residuals {
		return one(v.residuals(sx, sy, xs, ys))
	}
	f := v.base()
	f.XLabel, f.YLabel = sx, sy
	desc := fmt.Sprintf("Scatter plot of %d points (%s, %s)", len(xs), sx, sy)
	if len(s.Overlays) > 0 && px != nil {
		grid := make([]float64, 101)
		for i := range grid {
			grid[i] = px.Min + (px.Max-px.Min)*float64(i)/100
		}
		for _, o := range s.Overlays {
			line := sampleOverlay(o, v.in, grid)
			f.Marks = append(f.Marks, plot.Line{X: grid, Y: line, Label: o.Label, Dashed: o.Dashed})
			desc += "; with " + o.Label
		}
	} else if mx, err := compute.ArithmeticMean(xs); err == nil {
		if my, err := compute.ArithmeticMean(ys); err == nil && finite(mx) && finite(my) {
			f.Marks = append(f.Marks, plot.RuleX{X: mx}, plot.RuleY{Y: my})
			desc += fmt.Sprintf("; means %s̄ = %s, %s̄ = %s", sx, num(mx), sy, num(my))
		}
	}
	if s.Fit {
		if line, ok := fitLine(xs, ys); ok {
			f.Marks = append(f.Marks, line)
			desc += "; least-squares line"
		}
	}
	f.Marks = append(f.Marks, plot.Dot{X: xs, Y: ys, Label: "data"})
	f.Description = desc + v.outputNote()
	figs := one(f)
	if s.Ranks {
		rx, errx := compute.Ranks(xs)
		ry, erry := compute.Ranks(ys)
		if errx == nil && erry == nil {
			g := v.base()
			g.XLabel, g.YLabel = "rank of "+sx, "rank of "+sy
			g.Marks = []plot.Mark{plot.Dot{X: rx, Y: ry, Label: "ranks"}}
			if line, ok := fitLine(rx, ry); ok {
				g.Marks = append([]plot.Mark{line}, g.Marks...)
			}
			g.Description = fmt.Sprintf("Scatter plot of the ranks of %s against the ranks of %s", sy, sx) + v.outputNote()
			figs = append(figs, g)
		}
	}
	return figs
}

// fitLine is the least-squares line y = a + b·x across the x range of the
// data, or false when x has no spread.
func fitLine(xs, ys []float64) (plot.Line, bool) {
	cxy, err1 := compute.Covariance(xs, ys, 0)
	vx, err2 := compute.Variance(xs, 0)
	mx, err3 := compute.ArithmeticMean(xs)
	my, err4 := compute.ArithmeticMean(ys)
	lo, hi, ok := span(xs)
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil || !ok || !(vx > 0) {
		return plot.Line{}, false
	}
	b := cxy / vx
	a := my - b*mx
	if !finite(a) || !finite(b) {
		return plot.Line{}, false
	}
	return plot.Line{X: []float64{lo, hi}, Y: []float64{a + b*lo, a + b*hi}, Label: "least squares", Dashed: true}, true
}

// residuals draws y and ŷ against the index i with the residual segment
// between them.
func (v *view) residuals(sy, syhat string, y, yhat []float64) plot.Figure {
	f := v.base()
	f.XLabel, f.YLabel = "i", "value"
	idx := make([]float64, len(y))
	for i := range idx {
		idx[i] = float64(i + 1)
	}
	f.Marks = []plot.Mark{
		plot.Segments{X1: idx, Y1: y, X2: idx, Y2: yhat, Label: "residual"},
		plot.Dot{X: idx, Y: y, Label: sy},
		plot.Dot{X: idx, Y: yhat, Label: syhat},
	}
	f.Description = fmt.Sprintf("%s %s and %s %s by index, joined by the residuals", sy, list(y), syhat, list(yhat)) + v.outputNote()
	return f
}

// fitted draws the data (x, y) in the plane, the model's predictions ŷ
// at each x joined in the order of x (the fitted line, or the curve of a
// design with powers of x), and the residual segment from each y to its
// ŷ: what a least-squares fit makes small.
func (v *view) fitted(sx, sy string, xs, ys []float64, model equations.Series) plot.Figure {
	f := v.base()
	f.XLabel, f.YLabel = sx, sy
	yhat := model.F(v.in)
	desc := fmt.Sprintf("Scatter plot of %d points (%s, %s)", len(xs), sx, sy)
	if len(yhat) == len(xs) {
		order := make([]int, len(xs))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(xs[a], xs[b]) })
		lx, ly := make([]float64, len(order)), make([]float64, len(order))
		for k, i := range order {
			lx[k], ly[k] = xs[i], yhat[i]
		}
		f.Marks = append(f.Marks,
			plot.Segments{X1: xs, Y1: ys, X2: xs, Y2: yhat, Label: "residual"},
			plot.Line{X: lx, Y: ly, Label: model.Label},
		)
		desc += fmt.Sprintf("; %s %s, joined by the residuals", model.Label, list(yhat))
	}
	f.Marks = append(f.Marks, plot.Dot{X: xs, Y: ys, Label: "data"})
	f.Description = desc + v.outputNote()
	// A margin round the data, so that no point sits on the frame, where
	// it is half drawn and hard to take with the mouse.
	if lo, hi, ok := span(xs); ok {
		f.X = padded(lo, hi)
	}
	if lo, hi, ok := span(ys, yhat); ok {
		f.Y = padded(lo, hi)
	}
	return f
}

// column is column j of m, or nil when a row is too short.
func column(m [][]float64, j int) []float64 {
	out := make([]float64, len(m))
	for i, row := range m {
		if j < 0 || j >= len(row) {
			return nil
		}
		out[i] = row[j]
	}
	return out
}
