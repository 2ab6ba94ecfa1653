package chart

import (
	"fmt"
	"math"

	"eqx/compute"
	"eqx/equations"
	"eqx/internal/plot"
)

// gridLines is the number of lines of the grid drawn mapped by a Transform
// in each direction: x = −1, 0, 1 and the same in y, the square [−1, 1]²
// and its axes; more lines hide the ellipse and the arrows.
const gridLines = 3

// transform draws the 2×2 matrix input t.Matrix acting on the plane, on
// equal scales: the unit circle (dashed), its image A·circle (an ellipse,
// filled) and the image of the grid over [−1, 1]², so that a shear, a
// stretch or a rotation can be seen; then, as arrows from the origin, the
// unit eigenvectors v with their images Av = λv and the lines they span
// (eigendecomposition), or with t.Singular the right singular vectors
// v on the circle with their images Av = σu, the semi-axes of the ellipse
// (SVD: Vᵀ turns v onto an axis, Σ stretches it by σ, U turns it to u).
// Any other size has no such picture and is drawn as a heatmap of the
// matrix.
func (v *view) transform(t *equations.Transform) []plot.Figure {
	A, _ := v.in[t.Matrix].([][]float64)
	if len(A) != 2 || len(A[0]) != 2 || len(A[1]) != 2 {
		return v.heatmap(&equations.Heatmap{Of: []string{t.Matrix}})
	}
	for _, row := range A {
		for _, x := range row {
			if !finite(x) {
				return nil
			}
		}
	}
	_, name := v.param(t.Matrix)
	apply := func(x, y float64) (float64, float64) {
		return A[0][0]*x + A[0][1]*y, A[1][0]*x + A[1][1]*y
	}
	f := v.base()
	f.XLabel, f.YLabel = "x₁", "x₂"
	f.Equal = true

	// The grid: each line of the square maps to a segment, A being linear.
	var gx1, gy1, gx2, gy2 []float64
	for i := 0; i < gridLines; i++ {
		t := -1 + 2*float64(i)/(gridLines-1)
		for _, ends := range [][4]float64{{t, -1, t, 1}, {-1, t, 1, t}} {
			x1, y1 := apply(ends[0], ends[1])
			x2, y2 := apply(ends[2], ends[3])
			gx1, gy1, gx2, gy2 = append(gx1, x1), append(gy1, y1), append(gx2, x2), append(gy2, y2)
		}
	}
	cx, cy := make([]float64, ballPoints), make([]float64, ballPoints)
	ex, ey := make([]float64, ballPoints), make([]float64, ballPoints)
	for i := range cx {
		t := 2 * math.Pi * float64(i) / ballPoints
		cx[i], cy[i] = math.Cos(t), math.Sin(t)
		ex[i], ey[i] = apply(cx[i], cy[i])
	}
	f.Marks = []plot.Mark{
		plot.Segments{X1: gx1, Y1: gy1, X2: gx2, Y2: gy2, Label: "grid [−1, 1]² mapped by " + name},
		plot.Path{X: cx, Y: cy, Closed: true, Dashed: true, Label: "unit circle"},
		plot.Path{X: ex, Y: ey, Closed: true, Fill: true, Label: name + " × unit circle"},
	}
	desc := fmt.Sprintf("%s = [[%s, %s], [%s, %s]] maps the unit circle to the filled ellipse and the grid over [−1, 1]² to a parallelogram grid",
		name, num(A[0][0]), num(A[0][1]), num(A[1][0]), num(A[1][1]))
	var arrows arrowSet
	if t.Singular {
		s, err := compute.SingularValueDecomposition(A, true)
		if err != nil || len(s.Values) != 2 {
			return nil
		}
		for i, sigma := range s.Values {
			vx, vy := s.Vt[i][0], s.Vt[i][1]
			ux, uy := sigma*s.U[0][i], sigma*s.U[1][i]
			k := sub(i + 1)
			arrows.add(0, vx, vy, "v"+k)
			arrows.add(1, ux, uy, "σ"+k+"u"+k)
			desc += fmt.Sprintf("; right singular vector v%s = (%s, %s) goes to %s v%s = σ%s u%s = (%s, %s), σ%s = %s",
				k, num(vx), num(vy), name, k, k, k, num(ux), num(uy), k, num(sigma))
		}
		f.Marks = append(f.Marks, arrows.marks(
			"right singular vectors v (rows of Vᵀ)", "A v = σu (semi-axes)")...)
	} else {
		e, err := compute.EigenDecompose(A)
		if err != nil {
			return nil
		}
		if !e.Real {
			// No arrow stays on its line; e₁ and its image show the turn
			// (a rotation maps the circle and the square onto themselves).
			arrows.add(0, 1, 0, "e₁")
			arrows.add(1, A[0][0], A[1][0], "A e₁")
			f.Marks = append(f.Marks, arrows.marks("e₁ = (1, 0)", "A e₁")...)
			desc += fmt.Sprintf("; the eigenvalues %s ± %si are complex: no real direction is kept, the map turns every one, e₁ to A e₁ = (%s, %s)",
				num(real(e.Values[0])), num(math.Abs(imag(e.Values[0]))), num(A[0][0]), num(A[1][0]))
			f.Description = desc + v.outputNote()
			return one(f)
		}
		var sx1, sy1, sx2, sy2 []float64
		for j, lambda := range e.Values {
			l := real(lambda)
			vx, vy := real(e.Vectors[0][j]), real(e.Vectors[1][j])
			k := sub(j + 1)
			arrows.add(0, vx, vy, "v"+k)
			arrows.add(1, l*vx, l*vy, "λ"+k+"v"+k)
			// The line the eigenvector spans, which A maps into itself.
			r := 1.15 * max(1, math.Abs(l))
			sx1, sy1, sx2, sy2 = append(sx1, -r*vx), append(sy1, -r*vy), append(sx2, r*vx), append(sy2, r*vy)
			desc += fmt.Sprintf("; eigenvector v%s = (%s, %s) goes to %s v%s = λ%s v%s with λ%s = %s, along its own line",
				k, num(vx), num(vy), name, k, k, k, k, num(l))
		}
		f.Marks = append(f.Marks, plot.Segments{X1: sx1, Y1: sy1, X2: sx2, Y2: sy2, Dashed: true, Label: "eigenvector lines"})
		f.Marks = append(f.Marks, arrows.marks("eigenvectors v", "A v = λv")...)
	}
	f.Description = desc + v.outputNote()
	return one(f)
}

// arrowSet gathers two sets of arrows from the origin, the vectors (0) and
// their images (1), with a text at each tip.
type arrowSet struct {
	x, y  [2][]float64
	tx    []float64
	ty    []float64
	texts []string
}

// add adds the arrow to (x, y) to set i. An arrow too short to show its
// head (a zero eigenvalue or singular value) keeps its text only.
func (a *arrowSet) add(i int, x, y float64, text string) {
	if math.Hypot(x, y) > 1e-9 {
		a.x[i], a.y[i] = append(a.x[i], x), append(a.y[i], y)
	}
	a.tx, a.ty, a.texts = append(a.tx, x), append(a.ty, y), append(a.texts, text)
}

// marks are the two sets of arrows, labelled, and their texts.
func (a *arrowSet) marks(label0, label1 string) []plot.Mark {
	var m []plot.Mark
	for i, label := range []string{label0, label1} {
		zero := make([]float64, len(a.x[i]))
		m = append(m, plot.Segments{X1: zero, Y1: zero, X2: a.x[i], Y2: a.y[i], Arrow: true, Label: label})
	}
	return append(m, plot.Text{X: a.tx, Y: a.ty, Texts: a.texts})
}

// sub writes a small index as subscript digits.
func sub(i int) string {
	s := ""
	for _, d := range fmt.Sprint(i) {
		s += string('₀' + d - '0')
	}
	return s
}
