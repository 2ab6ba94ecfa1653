package chart

import (
	"fmt"
	"strings"

	"eqx/equations"
	"eqx/internal/plot"
)

// cloud draws the groups of points of a computed s.Table in the plane, on
// equal scales: rows 2g and 2g+1 are the x and y coordinates of group g,
// named s.Rows[g]. With Residuals the first two groups are instead the
// tails and heads of arrows named s.Rows[0] (a projection, a gradient, a
// difference of means). Two labels from the Table name the axes.
func (v *view) cloud(s *equations.Scatter) []plot.Figure {
	table, axes := s.Table(v.in)
	if len(table) < 2 || len(table)%2 != 0 {
		return nil
	}
	groups := len(table) / 2
	for g := range groups {
		if len(table[2*g]) != len(table[2*g+1]) {
			return nil
		}
	}
	names := prefixed("group ", groups)
	copy(names, s.Rows)
	f := v.base()
	f.XLabel, f.YLabel = "x₁", "x₂"
	if len(axes) == 2 {
		f.XLabel, f.YLabel = axes[0], axes[1]
	}
	f.Equal = true
	var parts []string
	first := 0
	var arrows *plot.Segments
	if s.Residuals && groups >= 2 {
		x1, y1, x2, y2 := table[0], table[1], table[2], table[3]
		if len(x1) != len(x2) {
			return nil
		}
		arrows = &plot.Segments{X1: x1, Y1: y1, X2: x2, Y2: y2, Arrow: true, Label: names[0]}
		parts = append(parts, fmt.Sprintf("%s, %d arrows: %s", names[0], len(x1), pairs(x1, y1, x2, y2)))
		first = 2
	}
	var xs, ys [][]float64
	for g := first; g < groups; g++ {
		x, y := table[2*g], table[2*g+1]
		if len(x) == 0 {
			continue
		}
		f.Marks = append(f.Marks, plot.Dot{X: x, Y: y, Label: names[g]})
		parts = append(parts, fmt.Sprintf("%s %s", names[g], points(x, y)))
		xs, ys = append(xs, x), append(ys, y)
	}
	if arrows != nil {
		// On top of the points, whose dots would hide them.
		f.Marks = append(f.Marks, *arrows)
		xs, ys = append(xs, table[0], table[2]), append(ys, table[1], table[3])
	}
	// Fixed domains a little wider than the data keep dots and arrow
	// heads off the frame.
	xlo, xhi, okx := span(xs...)
	ylo, yhi, oky := span(ys...)
	if !okx || !oky {
		return nil
	}
	f.X, f.Y = padded(xlo, xhi), padded(ylo, yhi)
	f.Description = fmt.Sprintf("Points in the plane (%s, %s): %s", f.XLabel, f.YLabel, strings.Join(parts, "; ")) + v.outputNote()
	return one(f)
}

// points lists the points (x[i], y[i]), at most a dozen.
func points(x, y []float64) string {
	return firstFew(len(x), " ", func(i int) string { return fmt.Sprintf("(%s, %s)", num(x[i]), num(y[i])) })
}

// pairs lists the arrows from (x1[i], y1[i]) to (x2[i], y2[i]).
func pairs(x1, y1, x2, y2 []float64) string {
	return firstFew(len(x1), ", ", func(i int) string {
		return fmt.Sprintf("(%s, %s) to (%s, %s)", num(x1[i]), num(y1[i]), num(x2[i]), num(y2[i]))
	})
}

// firstFew writes item(i) for the first dozen of n items, separated by sep,
// and how many more there are: a description stays short.
func firstFew(n int, sep string, item func(i int) string) string {
	const most = 12
	var b strings.Builder
	for i := range n {
		if i == most {
			fmt.Fprintf(&b, " … %d more", n-most)
			break
		}
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(item(i))
	}
	return b.String()
}
