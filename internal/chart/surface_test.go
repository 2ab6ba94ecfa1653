package chart

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// evaluate is the output of s at in, failing the test on an error.
func evaluate(t testing.TB, s *equations.Spec, in equations.Inputs) any {
	t.Helper()
	out, err := s.Evaluate(in)
	if err != nil {
		t.Fatalf("%s: %v", s.ID, err)
	}
	return out
}

// tinyRegression is J(θ) on the points (0, 1), (1, 2), (2, 2). By hand,
// XᵀX = [[3, 3], [3, 5]] and Xᵀy = [5, 6], so the normal equation gives
// θ* = (1/6)[[5, −3], [−3, 3]] [5, 6] = (7/6, 1/2); its residuals are
// 1/6, −1/3, 1/6, so J(θ*) = (1/6)(1/36 + 4/36 + 1/36) = 1/36.
func tinyRegression(t *testing.T, theta []float64) (*equations.Spec, equations.Inputs) {
	s := spec(t, "linear-regression-cost")
	in := s.Defaults()
	in["X"] = [][]float64{{1, 0}, {1, 1}, {1, 2}}
	in["y"] = []float64{1, 2, 2}
	in["theta"] = theta
	return s, in
}

func TestSurfaceGridMinimumIsTheNormalEquation(t *testing.T) {
	s, in := tinyRegression(t, []float64{0, 0})
	g := SurfaceGrid(s, in, evaluate(t, s, in), nil, nil, false)
	if g == nil {
		t.Fatal("no grid")
	}
	if len(g.X) != GridPoints || len(g.Y) != GridPoints || len(g.Z) != GridPoints {
		t.Fatalf("grid %d × %d, want %d × %d", len(g.X), len(g.Y), GridPoints, GridPoints)
	}
	h := g.X[1] - g.X[0]
	if math.Abs(g.MinX-7.0/6) > h || math.Abs(g.MinY-0.5) > h {
		t.Errorf("least value at (%v, %v), want within a step %v of (7/6, 1/2)", g.MinX, g.MinY, h)
	}
	// Near θ*, J − 1/36 = ½ dᵀ(XᵀX/m)d, and the nearest grid point is
	// within (h/2, h/2): at most λmax h²/4, where λmax of [[1, 1], [1,
	// 5/3]] is (8/3 + √(40/9))/2 = 2.3874.
	if g.Min < 1.0/36-1e-15 || g.Min-1.0/36 > 2.3874*h*h/4 {
		t.Errorf("least value %v, want 1/36 = %v plus at most %v", g.Min, 1.0/36, 2.3874*h*h/4)
	}
	// The window frames the current point and the minimum.
	for _, p := range [][2]float64{{0, 0}, {7.0 / 6, 0.5}} {
		if p[0] < g.X[0] || p[0] > g.X[len(g.X)-1] || p[1] < g.Y[0] || p[1] > g.Y[len(g.Y)-1] {
			t.Errorf("(%v, %v) outside the window [%v, %v] × [%v, %v]", p[0], p[1], g.X[0], g.X[len(g.X)-1], g.Y[0], g.Y[len(g.Y)-1])
		}
	}
}

// TestSurfaceGridKeptWhileTheSliderMoves moves θ a little (the same
// samples are kept), then far (a new window around the new point), then
// changes the data (new samples in the same window).
func TestSurfaceGridKeptWhileTheSliderMoves(t *testing.T) {
	s, in := tinyRegression(t, []float64{0, 0})
	g1 := SurfaceGrid(s, in, evaluate(t, s, in), nil, nil, false)
	in["theta"] = []float64{0.05, -0.1}
	g2 := SurfaceGrid(s, in, evaluate(t, s, in), nil, g1, false)
	if &g2.Z[0][0] != &g1.Z[0][0] || g2.X[0] != g1.X[0] {
		t.Errorf("a small move resampled: window %v, was %v", g2.win, g1.win)
	}
	in["theta"] = []float64{4, -4}
	g3 := SurfaceGrid(s, in, evaluate(t, s, in), nil, g2, false)
	if &g3.Z[0][0] == &g2.Z[0][0] {
		t.Fatal("a move out of the window kept its samples")
	}
	if 4 > g3.X[len(g3.X)-1] || -4 < g3.Y[0] {
		t.Errorf("(4, −4) outside the new window %v", g3.win)
	}
	in["y"] = []float64{1, 2, 3}
	g4 := SurfaceGrid(s, in, evaluate(t, s, in), nil, g3, false)
	if &g4.Z[0][0] == &g3.Z[0][0] {
		t.Error("new data kept the old samples")
	}
}

// TestSurfacePathIsTheEquationsIterates checks the path of gradient
// descent on the bowl L = θ², where each step multiplies θ by 1 − 2η, and
// on least squares.
func TestSurfacePathIsTheEquationsIterates(t *testing.T) {
	s := spec(t, "gradient-descent")
	in := s.Defaults() // θ₀ = 1, η = 0.1, 10 steps: θ_k = 0.8^k
	g := SurfaceGrid(s, in, evaluate(t, s, in), nil, nil, false)
	if len(g.PathX) != 11 {
		t.Fatalf("%d points, want θ₀ … θ₁₀", len(g.PathX))
	}
	for k, x := range g.PathX {
		if want := math.Pow(0.8, float64(k)); math.Abs(x-want) > 1e-12 || !math.IsNaN(g.PathY[k]) {
			t.Errorf("θ_%d = (%v, %v), want (%v, NaN): one number", k, x, g.PathY[k], want)
		}
	}

	// epochs = 250 replaces steps: drawn every 3rd step (⌈250/100⌉),
	// θ₀, θ₃, …, θ₂₄₉ and θ₂₅₀, which is the equation's output.
	in["epochs"] = 250
	out := evaluate(t, s, in)
	g = SurfaceGrid(s, in, out, nil, nil, false)
	if n := len(g.PathX); n != 85 {
		t.Fatalf("%d points, want 85", n)
	}
	if x := g.PathX[1]; math.Abs(x-0.512) > 1e-12 {
		t.Errorf("second point %v, want θ₃ = 0.8³ = 0.512", x)
	}
	if x, _ := Scalar(out); g.PathX[84] != x {
		t.Errorf("last point %v, want the output θ₂₅₀ = %v", g.PathX[84], x)
	}
	// A press of Step goes on from θ₂₅₀: the trail keeps the points
	// before it.
	if tr := g.Trail(); len(tr) != 84 || tr[1][0] != g.PathX[1] || tr[83][0] != g.PathX[83] {
		t.Errorf("trail of %d points, want the 84 before θ₂₅₀", len(tr))
	}

	// Least squares from θ₀ = (2, −1) with η = 0.3 on x = 1, 2, 3 and
	// y = 1, 2, 3: Xθ₀ − y = (0, −2, −4), Xᵀ of it (−6, −16), over m = 3
	// (−2, −16/3), so θ₁ = (2 + 0.6, −1 + 1.6) = (2.6, 0.6).
	in = s.Defaults()
	in["loss"] = "(1/2m)||X theta - y||^2"
	in["X"] = [][]float64{{1, 1}, {1, 2}, {1, 3}}
	in["y"] = []float64{1, 2, 3}
	in["theta0"] = []float64{2, -1}
	in["eta"], in["steps"] = 0.3, 30
	out = evaluate(t, s, in)
	g = SurfaceGrid(s, in, out, nil, nil, false)
	if len(g.PathX) != 31 || math.Abs(g.PathX[1]-2.6) > 1e-12 || math.Abs(g.PathY[1]-0.6) > 1e-12 {
		t.Fatalf("%d points, θ₁ = (%v, %v); want 31, (2.6, 0.6)", len(g.PathX), g.PathX[1], g.PathY[1])
	}
	theta := out.([]float64)
	if g.PathX[30] != theta[0] || g.PathY[30] != theta[1] {
		t.Errorf("last point (%v, %v), want the output θ_T = %v", g.PathX[30], g.PathY[30], theta)
	}
}

// TestSurfaceTrail draws the points a run visited before the current one
// as the start of the path, and frames them.
func TestSurfaceTrail(t *testing.T) {
	s := spec(t, "logistic-regression-gd-step")
	in := s.Defaults() // w = (0.3, −0.2)
	if got := SurfaceGrid(s, in, evaluate(t, s, in), nil, nil, false).Trail(); len(got) != 1 || got[0] != [2]float64{0.3, -0.2} {
		t.Fatalf("a step from w = (0.3, −0.2) leaves %v behind, want that point", got)
	}
	trail := [][2]float64{{-2, 3}, {-1, 1}}
	g := SurfaceGrid(s, in, evaluate(t, s, in), trail, nil, false)
	px, py := pathPoints(g, false)
	want := [][2]float64{{-2, 3}, {-1, 1}, {0.3, -0.2}}
	if len(px) != len(want) {
		t.Fatalf("path %v %v, want %v", px, py, want)
	}
	for i, w := range want {
		if px[i] != w[0] || py[i] != w[1] {
			t.Errorf("path point %d = (%v, %v), want %v", i, px[i], py[i], w)
		}
	}
	if -2 < g.X[0] || 3 > g.Y[len(g.Y)-1] {
		t.Errorf("the trail's start (−2, 3) is outside the window %v", g.win)
	}
	figs := Figures(s, in, evaluate(t, s, in), Samples{Grid: g}, plot.Light)
	last := figs[len(figs)-1]
	if !strings.Contains(last.Description, "path of 3 points from (-2, 3) to (0.3, -0.2)") {
		t.Errorf("description %q lacks the path", last.Description)
	}
}

// TestSurfaceFigures checks the figures drawn and the numbers their
// descriptions give, worked by hand.
func TestSurfaceFigures(t *testing.T) {
	for _, c := range []struct {
		id      string
		set     equations.Inputs
		fig     int      // which figure is the surface
		marks   []string // its marks
		descHas []string
	}{
		// The default data lie on y = x: J = 0 at θ = (0, 1), a grid
		// point of the window [−0.5, 1.5] × [−0.25, 1.75]; at θ = (1,
		// 0.5) the residuals are 0.5, 0, −0.5 and J = 0.5/6.
		{id: "linear-regression-cost", fig: 0, marks: []string{"Line", "Dot", "Dot"},
			descHas: []string{"θ₀ from -0.5 to 1.5 and θ₁ from -0.25 to 1.75", "least on the grid J(θ) = 0 at (0, 1)",
				"current point (θ₀, θ₁) = (1, 0.5), J(θ) = 0.0833333"}},
		// The bowl from θ = 1, one number: a curve; θ² at 1 is 1.
		{id: "gradient-descent", fig: 1, marks: []string{"Line", "Path", "Dot", "Dot", "Dot"},
			descHas: []string{"Curve of L(θ₀) for θ", "11 iterates from θ = 1 to 0.107374", "least on the curve L(θ₀) = 0 at θ = 0", "current θ = 1, L(θ₀) = 1"}},
		// The bowl from θ = (1, −1): the path (0.8^k, −0.8^k), least 0
		// at the origin, and after ten steps ‖θ‖² = 2 · 0.8²⁰.
		{id: "gradient-descent", set: equations.Inputs{"theta0": []float64{1, -1}}, fig: 1,
			marks: []string{"Line", "Path", "Dot", "Dot", "Dot"},
			descHas: []string{"path of 11 points from (1, -1) to (0.107374, -0.107374)", "least on the grid L(θ₀) = 0 at (0, 0)",
				"after the steps L(θ₀) = 0.0230584"}},
		{id: "logistic-regression-regularized-cost", fig: 1, marks: []string{"Line", "Dot", "Dot"}},
		{id: "logistic-regression-gd-step", fig: 2, marks: []string{"Line", "Dot", "Dot"}},
	} {
		s := spec(t, c.id)
		in := s.Defaults()
		for k, v := range c.set {
			in[k] = v
		}
		out := evaluate(t, s, in)
		var samples Samples
		if _, ok := equations.FirstCurve(s.View); ok {
			samples = Curve(s, in)
		}
		samples.Grid = SurfaceGrid(s, in, out, nil, nil, false)
		figs := Figures(s, in, out, samples, plot.Light)
		if len(figs) <= c.fig {
			t.Errorf("%s: %d figures, want a surface as figure %d", c.id, len(figs), c.fig)
			continue
		}
		f := figs[c.fig]
		var got []string
		for _, m := range f.Marks {
			got = append(got, strings.TrimPrefix(fmt.Sprintf("%T", m), "plot."))
		}
		if strings.Join(got, " ") != strings.Join(c.marks, " ") {
			t.Errorf("%s: marks %v, want %v", c.id, got, c.marks)
		}
		for _, want := range c.descHas {
			if !strings.Contains(f.Description, want) {
				t.Errorf("%s: description %q lacks %q", c.id, f.Description, want)
			}
		}
		if _, err := f.SVG(); err != nil {
			t.Errorf("%s: SVG: %v", c.id, err)
		}
	}
}

func TestNiceAbove(t *testing.T) {
	for _, c := range [][2]float64{{0.625, 1}, {1, 1}, {1.01, 2}, {3, 5}, {0.07, 0.1}, {7, 10}, {0.5, 0.5}, {0, 1}} {
		if got := niceAbove(c[0]); math.Abs(got-c[1]) > 1e-15 {
			t.Errorf("niceAbove(%v) = %v, want %v", c[0], got, c[1])
		}
	}
}

func TestThinned(t *testing.T) {
	xs := []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	// Ten points to at most four: every ⌈9/3⌉ = 3rd, and the last.
	gx, gy := thinned(xs, xs, 4)
	if want := []float64{0, 3, 6, 9}; !equal(gx, want) || !equal(gy, want) {
		t.Errorf("thinned = %v, %v; want %v", gx, gy, want)
	}
	if gx, _ := thinned(xs, xs, 10); len(gx) != 10 {
		t.Errorf("ten points thinned to ten: %v", gx)
	}
}

func equal(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestConvergedRunDraws: a played run of gradient descent on the bowl
// takes θ to 10⁻¹⁰⁰ and beyond; every figure of every step must still
// draw (a padded axis once fell under the plot's least width and
// stopped the run at step 109).
func TestConvergedRunDraws(t *testing.T) {
	s, _ := equations.Catalogue().Lookup("gradient-descent")
	in := s.Defaults()
	var trail [][2]float64
	var g *Grid
	for step := 0; step < 160; step++ {
		out, err := s.Evaluate(in)
		if err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
		g = SurfaceGrid(s, in, out, trail, g, false)
		samples := Curve(s, in)
		samples.Grid = g
		for i, f := range Figures(s, in, out, samples, plot.Dark) {
			if _, err := f.SVG(); err != nil {
				t.Fatalf("step %d, θ = %v, figure %d: %v", step, in["theta0"], i, err)
			}
		}
		trail = append(trail, g.Trail()...)
		in = s.Iterate.Next(in, out)
	}
	if th, _ := in["theta0"].(float64); !(th < 1e-100) {
		t.Errorf("θ after 160 runs of 10 steps = %v, want under 1e-100 (the case this test is for)", in["theta0"])
	}
}
