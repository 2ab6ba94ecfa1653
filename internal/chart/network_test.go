package chart

import (
	"math"
	"slices"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

// networkFigure evaluates the spec id at its defaults with the changes
// given and returns the network diagram among its figures.
func networkFigure(t *testing.T, id string, set equations.Inputs) plot.Figure {
	t.Helper()
	s, in, out := evaluated(t, id, set)
	var samples Samples
	if _, ok := equations.FirstCurve(s.View); ok {
		samples = Curve(s, in)
	}
	for _, f := range Figures(s, in, out, samples, plot.Light) {
		if strings.HasPrefix(f.Description, "Network diagram") {
			if _, err := f.SVG(); err != nil {
				t.Fatalf("%s: SVG: %v", id, err)
			}
			return f
		}
	}
	t.Fatalf("%s: no network diagram", id)
	return plot.Figure{}
}

// edge is a drawn edge: its ends and its width.
type edge struct{ x1, y1, x2, y2, width float64 }

func edges(s plot.Segments) []edge {
	es := make([]edge, len(s.X1))
	for i := range es {
		es[i] = edge{s.X1[i], s.Y1[i], s.X2[i], s.Y2[i], s.Widths[i]}
	}
	return es
}

// TestNetworkTwoTwoOne draws the 2-2-1 sigmoid network of
// two-layer-nn-sgd-update at its defaults: x = (1, 0), W⁽¹⁾ = [[0.1, −0.2],
// [0.3, 0.4]], b⁽¹⁾ = (0, 0.1), w⁽²⁾ = (0.5, −0.6), b⁽²⁾ = 0.05. By hand
// (Python's math.exp): a⁽¹⁾ = (σ(0.1), σ(−0.1)) = (0.52497918747894,
// 0.47502081252106); z⁽²⁾ = 0.5·a₁ − 0.6·a₂ + 0.05 = 0.0274771…, a⁽²⁾ =
// 0.5068688444022945.
func TestNetworkTwoTwoOne(t *testing.T) {
	f := networkFigure(t, "two-layer-nn-sgd-update", nil)
	values := marksOf[plot.Text](f)
	var inside []string
	for _, tx := range values {
		if tx.Place == plot.Center {
			inside = tx.Texts
		}
	}
	// Column by column, top to bottom: the bias unit, then the units.
	want := []string{"1", "1", "0", "1", "0.52", "0.48", "0.51"}
	if !slices.Equal(inside, want) {
		t.Errorf("node labels %v, want %v", inside, want)
	}
	for _, s := range []string{"hidden activations 0.524979, 0.475021", "output activations 0.506869", "at x = [1, 0]",
		"2-2-1 units (sigmoid)", "blue for positive and orange for negative", "largest 0.6"} {
		if !strings.Contains(f.Description, s) {
			t.Errorf("description %q lacks %q", f.Description, s)
		}
	}

	segs := marksOf[plot.Segments](f)
	if len(segs) != 2 {
		t.Fatalf("%d sets of edges, want 2 (positive, negative)", len(segs))
	}
	// Widths are 7 points × |w| / 0.6, the largest |w|. The positive
	// weights: b⁽¹⁾ = 0, 0.1; W⁽¹⁾ 0.1, 0.3, 0.4; b⁽²⁾ = 0.05; w⁽²⁾ 0.5.
	// The negative: W⁽¹⁾₁₂ = −0.2, w⁽²⁾₂ = −0.6.
	scale := edgeMaxWidth / 0.6
	for i, abs := range [][]float64{{0, 0.05, 0.1, 0.1, 0.3, 0.4, 0.5}, {0.2, 0.6}} {
		got := slices.Clone(segs[i].Widths)
		slices.Sort(got)
		for j := range abs {
			if j >= len(got) || math.Abs(got[j]-abs[j]*scale) > 1e-12 {
				t.Errorf("edges %d: widths %v, want |w| × %v of %v", i, got, scale, abs)
				break
			}
		}
	}
	// Column 0 is the bias unit (y = 1), x₁ (0), x₂ (−1); column 1 the
	// bias unit (1), hidden units 1 (0) and 2 (−1); the output is at 0.
	// −0.2 joins x₁ to hidden unit 2; −0.6 hidden unit 2 to the output.
	neg := edges(segs[1])
	slices.SortFunc(neg, func(a, b edge) int { return int(math.Copysign(1, a.width-b.width)) })
	wantNeg := []edge{{0, 0, 1, -1, 0.2 * scale}, {1, -1, 2, 0, 0.6 * scale}}
	for i := range wantNeg {
		if i >= len(neg) || math.Abs(neg[i].width-wantNeg[i].width) > 1e-12 || neg[i].x1 != wantNeg[i].x1 || neg[i].y1 != wantNeg[i].y1 ||
			neg[i].x2 != wantNeg[i].x2 || neg[i].y2 != wantNeg[i].y2 {
			t.Errorf("negative edges %v, want %v", neg, wantNeg)
			break
		}
	}
	if m := slices.Max(segs[1].Widths); m != edgeMaxWidth {
		t.Errorf("the largest |w| is drawn %v points wide, want exactly %v", m, edgeMaxWidth)
	}
}

// TestNetworkBiasLast draws nn-forward-pass with the bias column of each
// Θ last: Θ⁽¹⁾'s first row (0.1, 0.2, −0.3) is then the weights 0.1 of
// x₁ and 0.2 of x₂ and the bias −0.3, so hidden unit 1 gets z = 0.1·1 +
// 0.2·2 − 0.3 = 0.2 and a = σ(0.2) = 0.549833997312478, and the negative
// edge of width 7 × 0.3/0.9 leaves the bias unit (0, 1) for hidden unit 1
// (1, 0).
func TestNetworkBiasLast(t *testing.T) {
	f := networkFigure(t, "nn-forward-pass", equations.Inputs{"bias_first_column": false})
	if !strings.Contains(f.Description, "hidden activations 0.549834") {
		t.Errorf("description %q lacks hidden activations 0.549834", f.Description)
	}
	neg := edges(marksOf[plot.Segments](f)[1])
	want := edge{0, 1, 1, 0, edgeMaxWidth * 0.3 / 0.9}
	found := false
	for _, e := range neg {
		found = found || (e.x1 == want.x1 && e.y1 == want.y1 && e.x2 == want.x2 && e.y2 == want.y2 && math.Abs(e.width-want.width) < 1e-12)
	}
	if !found {
		t.Errorf("negative edges %v lack %v", neg, want)
	}
}

// TestNetworkForms draws nn-forward-pass in form S3 from W and b, and the
// deltas of backprop-deltas under their units. S3's example: x = (1, 2),
// W⁽¹⁾ = [[0.2, −0.5], [0.4, 0.1]], b⁽¹⁾ = (0, 0.3), w⁽²⁾ = (1.5, −2), b⁽²⁾
// = 0.25: z⁽¹⁾ = (0.2 + 0.8, −0.5 + 0.2 + 0.3) = (1, 0), a⁽¹⁾ = (σ(1), ½) =
// (0.7310585786300049, 0.5), a⁽²⁾ = σ(1.5·σ(1) − 1 + 0.25) = 0.5857899019651162.
// backprop-deltas at its defaults (Python, by the formulas of the page):
// δ⁽³⁾ = a⁽³⁾ − y = (−0.256011, 0.554992), δ⁽²⁾ = (0.0772017, −0.0107563).
func TestNetworkForms(t *testing.T) {
	s := spec(t, "nn-forward-pass")
	var set equations.Inputs = equations.Inputs{"form": "S3"}
	for _, name := range []string{"W1_inputs_by_hidden", "b1", "w2", "b2"} {
		set[name] = s.Param(name).Example
	}
	f := networkFigure(t, "nn-forward-pass", set)
	if want := "hidden activations 0.731059, 0.5; output activations 0.58579"; !strings.Contains(f.Description, want) {
		t.Errorf("form S3: description %q lacks %q", f.Description, want)
	}

	f = networkFigure(t, "backprop-deltas", nil)
	for _, want := range []string{"hidden activations 0.425557, 0.785835, δ 0.0772017, -0.0107563", "output activations 0.743989, 0.554992, δ -0.256011, 0.554992"} {
		if !strings.Contains(f.Description, want) {
			t.Errorf("backprop: description %q lacks %q", f.Description, want)
		}
	}
	var under []string
	for _, tx := range marksOf[plot.Text](f) {
		if tx.Place == plot.Below {
			under = tx.Texts
		}
	}
	if want := []string{"δ 0.077", "δ -0.011", "δ -0.26", "δ 0.55"}; !slices.Equal(under, want) {
		t.Errorf("deltas under the units %v, want %v", under, want)
	}
}

func TestNodeLabel(t *testing.T) {
	for v, want := range map[float64]string{
		0.62245: "0.62", 1: "1", 0.5: "0.5", -0.4128: "-0.41", 0: "0", -0.001: "-0.001", 0.0049: "0.0049", 0.0772: "0.077", 0.1: "0.1", 0.105: "0.1",
		123.4: "1.2e+02", 99.994: "99.99", -0.0001: "-0.0001", math.NaN(): "NaN",
	} {
		if got := nodeLabel(v); got != want {
			t.Errorf("nodeLabel(%v) = %q, want %q", v, got, want)
		}
	}
}
