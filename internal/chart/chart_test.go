package chart

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"eqx/equations"
	"eqx/internal/plot"
)

func spec(t *testing.T, id string) *equations.Spec {
	t.Helper()
	s, ok := equations.Catalogue().Lookup(id)
	if !ok {
		t.Fatalf("no %s in the catalogue", id)
	}
	return s
}

// evaluated evaluates the spec id at its defaults with the inputs of set
// changed, and returns the spec, its inputs and its output.
func evaluated(t *testing.T, id string, set equations.Inputs) (*equations.Spec, equations.Inputs, any) {
	t.Helper()
	s := spec(t, id)
	in := s.Defaults()
	for k, v := range set {
		in[k] = v
	}
	out, err := s.Evaluate(in)
	if err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	return s, in, out
}

func TestCurveSamplesTheSliderRange(t *testing.T) {
	s := spec(t, "sigmoid")
	c := Curve(s, s.Defaults())
	xs, ys := c.X, c.Y
	if len(xs) != CurvePoints || len(ys) != CurvePoints {
		t.Fatalf("got %d and %d samples, want %d", len(xs), len(ys), CurvePoints)
	}
	if xs[0] != -10 || xs[len(xs)-1] != 10 {
		t.Errorf("samples span [%v, %v], want the slider range [-10, 10]", xs[0], xs[len(xs)-1])
	}
	// σ(0) = 1/2 exactly; σ(10) = 1/(1+e^-10) = 0.9999546021312976
	// (Python: 1/(1+math.exp(-10))).
	mid := CurvePoints / 2
	if xs[mid] != 0 || ys[mid] != 0.5 {
		t.Errorf("middle sample (%v, %v), want (0, 0.5)", xs[mid], ys[mid])
	}
	if math.Abs(ys[len(ys)-1]-0.9999546021312976) > 1e-15 {
		t.Errorf("σ(10) sample = %v", ys[len(ys)-1])
	}
}

func TestCurveBreaksWhereUndefined(t *testing.T) {
	// Precision is TP/(TP+FP): with TP = 0 the point FP = 0 is 0/0, which
	// must be a gap (NaN), not a made-up value.
	s := spec(t, "precision")
	in := s.Defaults()
	in["TP"] = 0
	c := Curve(s, in)
	xs, ys := c.X, c.Y
	if xs[0] != 0 || !math.IsNaN(ys[0]) {
		t.Errorf("first sample (%v, %v), want (0, NaN)", xs[0], ys[0])
	}
	if ys[1] != 0 {
		t.Errorf("precision at TP=0, FP=1 = %v, want 0", ys[1])
	}
}

// TestFigureKinds builds the default figure of one equation per plot kind
// and checks the marks it is made of and the numbers its accessible
// description gives, which are computed independently here.
func TestFigureKinds(t *testing.T) {
	cases := []struct {
		id      string
		figures int
		marks   []string // the mark types of the first figure, in order
		descHas []string
	}{
		// σ(0.5) = 0.6224593312018546; σ'(0.5) = 0.2350037122015945.
		{id: "sigmoid", figures: 1, marks: []string{"Line", "Line", "Line", "Dot"},
			descHas: []string{"Curve of σ(z)", "current point z = 0.5", "σ(z) = 0.622459", "tangent slope 0.235004"}},
		{id: "softmax", figures: 1, marks: []string{"Bars"}, descHas: []string{"Bar chart", "0.0900306", "0.665241"}},
		{id: "kl-divergence", figures: 1, marks: []string{"Bars", "Bars"}, descHas: []string{"Paired bar chart", "[0.7, 0.3]", "[0.5, 0.5]", "= 0.0822829"}},
		// M = (P + Q)/2 = [0.6, 0.4] for P = [0.7, 0.3], Q = [0.5, 0.5].
		{id: "js-divergence", figures: 1, marks: []string{"Bars", "Bars", "Bars"}, descHas: []string{"M = (P + Q)/2 [0.6, 0.4]"}},
		// Binomial(20, 0.3): bars for k = 0…20; P(X = 5) = C(20,5)·0.3⁵·0.7¹⁵ = 0.178863.
		{id: "binomial-pmf", figures: 1, marks: []string{"Bars", "Dot"}, descHas: []string{"for k from 0 to 20", "P(X = k) = 0.178863"}},
		{id: "accuracy", figures: 2, marks: []string{"Line", "Dot"}}, // FP counts 0…100: a line
		{id: "roc-auc", figures: 1, marks: []string{"Area", "Line", "Dot"}, descHas: []string{"ROC curve"}},
		{id: "average-precision", figures: 1, marks: []string{"Area", "Dot"}, descHas: []string{"Precision-recall curve"}},
		{id: "pearson-correlation", figures: 1, marks: []string{"RuleX", "RuleY", "Line", "Dot"}, descHas: []string{"least-squares line"}},
		{id: "spearman-correlation", figures: 2, marks: []string{"RuleX", "RuleY", "Dot"}},
		{id: "mse", figures: 1, marks: []string{"Segments", "Dot", "Dot"}, descHas: []string{"residuals"}},
		// x = 0, 1, 2, 3 and y = 1, 3, 2, 5: x̄ = 1.5, ȳ = 2.75, Sxy = 5.5,
		// Sxx = 5, so θ = (1.1, 1.1) and ŷ = 1.1, 2.2, 3.3, 4.4; then θ.
		{id: "normal-equation", figures: 2, marks: []string{"Segments", "Line", "Dot"},
			descHas: []string{"Scatter plot of 4 points (X column 2, y)", "ŷ = Xθ [1.1, 2.2, 3.3, 4.4], joined by the residuals"}},
		{id: "mean", figures: 1, marks: []string{"Band", "RuleX", "Dot"}},
		{id: "z-score-standardization", figures: 2},
		{id: "euclidean-distance", figures: 1, marks: []string{"Path", "Segments", "Dot", "Text"}},
		{id: "manhattan-distance", figures: 1, marks: []string{"Path", "Path", "Dot", "Text"}},
		{id: "cosine-similarity", figures: 1, marks: []string{"Segments", "Text"}},
		{id: "minkowski-distance", figures: 2},
		{id: "conditional-entropy", figures: 1, marks: []string{"Cells"}},
		{id: "multivariate-gaussian-pdf", figures: 1, marks: []string{"Path", "Path", "Path", "Dot"}},
		{id: "anomaly-detection-density", figures: 1, marks: []string{"Path", "Path", "Path", "Path", "Dot"}, descHas: []string{"the level p = ε"}},
		// x² − 3x + 2 = (x − 1)(x − 2).
		{id: "quadratic-formula", figures: 1, marks: []string{"Line", "RuleY", "Dot"}, descHas: []string{"roots marked at [2, 1]"}},
		{id: "jaccard-similarity", figures: 1, marks: []string{"Cells"}},
		// The APs of the three default queries, by hand: 5/6 (the
		// scikit-learn example), 1 (the relevant item first), and
		// ½·½ + ½·(2/4) = 0.5.
		{id: "mean-average-precision", figures: 1, marks: []string{"Bars"}, descHas: []string{"[0.833333, 1, 0.5]"}},
		// A = [[4, 2], [1, 3]]: λ = 5 along (2, 1)/√5, λ = 2 along (1, −1)/√2.
		{id: "eigendecomposition", figures: 1, marks: []string{"Segments", "Path", "Path", "Segments", "Segments", "Segments", "Text"},
			descHas: []string{"v₁ = (0.894427, 0.447214)", "λ₁ = 5", "v₂ = (0.707107, -0.707107)", "λ₂ = 2"}},
		// The default A is 3 × 2: its heatmap, then its singular values.
		{id: "svd", figures: 2, marks: []string{"Cells"}},
		// Computed tables. Corpus a b a b a c: maximum likelihood 3/6,
		// 2/6, 1/6; add-one (c + 1)/(6 + 3) = 4/9, 3/9, 2/9.
		{id: "unigram-laplace", figures: 1, marks: []string{"Bars", "Bars"},
			descHas: []string{"maximum likelihood [0.5, 0.333333, 0.166667]", "[0.444444, 0.333333, 0.222222] over a, b, c"}},
		// a is followed by b twice and c once; b by a twice: each row of
		// the square table is named after its word, as its column is.
		{id: "bigram-mle", figures: 1, marks: []string{"Cells"}, descHas: []string{"from a [0, 0.666667, 0.333333]; from b [1, 0, 0]"}},
		// The five examples, their projections, and the arrows between.
		{id: "pca-u-reduce", figures: 2, marks: []string{"Dot", "Dot", "Segments"}, descHas: []string{"projection, 5 arrows"}},
	}
	for _, c := range cases {
		s := spec(t, c.id)
		in := s.Defaults()
		out, err := s.Evaluate(in)
		if err != nil {
			t.Fatalf("%s: %v", c.id, err)
		}
		var samples Samples
		if _, ok := equations.FirstCurve(s.View); ok {
			samples = Curve(s, in)
		}
		figs := Figures(s, in, out, samples, plot.Light)
		if len(figs) != c.figures {
			t.Errorf("%s: %d figures, want %d", c.id, len(figs), c.figures)
			continue
		}
		if len(figs) == 0 {
			continue
		}
		f := figs[0]
		if c.marks != nil {
			var got []string
			for _, m := range f.Marks {
				got = append(got, strings.TrimPrefix(fmt.Sprintf("%T", m), "plot."))
			}
			if strings.Join(got, " ") != strings.Join(c.marks, " ") {
				t.Errorf("%s: marks %v, want %v", c.id, got, c.marks)
			}
		}
		for _, want := range c.descHas {
			if !strings.Contains(f.Description, want) {
				t.Errorf("%s: description %q lacks %q", c.id, f.Description, want)
			}
		}
		for i, f := range figs {
			if _, err := f.SVG(); err != nil {
				t.Errorf("%s: figure %d: SVG: %v", c.id, i, err)
			}
		}
	}
}

// TestTransform draws 2×2 matrices acting on the plane: the singular
// values of [[3, 0], [4, 5]] are √45 and √5 (AᵀA = [[25, 20], [20, 25]]
// has eigenvalues 45 and 5); a rotation by 90° has no real eigenvector: e₁ and its image are drawn instead.
func TestTransform(t *testing.T) {
	for _, c := range []struct {
		id      string
		A       [][]float64
		arrows  int
		descHas []string
	}{
		{id: "svd", A: [][]float64{{3, 0}, {4, 5}}, arrows: 2, descHas: []string{"σ₁ = 6.7082", "σ₂ = 2.23607"}},
		{id: "eigendecomposition", A: [][]float64{{0, -1}, {1, 0}}, arrows: 2, descHas: []string{"0 ± 1i are complex", "e₁ to A e₁ = (0, 1)"}},
	} {
		s := spec(t, c.id)
		in := s.Defaults()
		in["A"] = c.A
		out, err := s.Evaluate(in)
		if err != nil {
			t.Fatalf("%s: %v", c.id, err)
		}
		f := Figures(s, in, out, Samples{}, plot.Light)[0]
		arrows := 0
		for _, m := range f.Marks {
			if seg, ok := m.(plot.Segments); ok && seg.Arrow {
				arrows++
			}
		}
		if arrows != c.arrows {
			t.Errorf("%s: %d sets of arrows, want %d", c.id, arrows, c.arrows)
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

// TestEveryViewDraws draws the default view of every equation of the
// catalogue: each has a figure, and none may fail to render.
func TestEveryViewDraws(t *testing.T) {
	for _, s := range equations.Catalogue().All() {
		if !s.Computable() {
			continue
		}
		in := s.Defaults()
		out, err := s.Evaluate(in)
		if err != nil {
			continue
		}
		var samples Samples
		if _, ok := equations.FirstCurve(s.View); ok {
			samples = Curve(s, in)
		}
		figs := Figures(s, in, out, samples, plot.Dark)
		if len(figs) == 0 {
			t.Errorf("%s: no figure at the defaults", s.ID)
		}
		for i, f := range figs {
			if _, err := f.SVG(); err != nil {
				t.Errorf("%s: figure %d: %v", s.ID, i, err)
			}
		}
	}
}

func TestPlain(t *testing.T) {
	for in, want := range map[string]string{
		`\sigma(z)`:                          "σ(z)",
		`D_{\mathrm{KL}}(P\,\|\,Q)`:          "D_KL(P ‖ Q)",
		`\hat{\mathbf{y}}`:                   "ŷ",
		`\operatorname{softmax}(\mathbf{z})`: "softmax(z)",
		`\bar\alpha_t`:                       "ᾱ_t",
	} {
		if got := Plain(in); got != want {
			t.Errorf("Plain(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestHeatmapColumnLabels checks that a table of up to 8 columns labels
// them with their prefix ("col 3") and a wider one numbers them under the
// prefix as the axis title: on the convolution page, the 5-column output
// of a 7-column image, and the 9-column image itself.
func TestHeatmapColumnLabels(t *testing.T) {
	s := spec(t, "convolution-2d")
	in := s.Defaults()
	row := []float64{0, 1, 0, 1, 0, 1, 0, 1, 0}
	in["X"] = [][]float64{row, row, row}
	in["W"] = [][]float64{{1, 0, 0, 0, -1}}
	out, err := s.Evaluate(in)
	if err != nil {
		t.Fatal(err)
	}
	figs := Figures(s, in, out, Samples{}, plot.Light)
	if len(figs) != 2 {
		t.Fatalf("%d figures, want 2", len(figs))
	}
	for i, want := range []struct {
		xLabel    string
		cols      int
		last      string
		firstRows string
	}{
		{xLabel: "col", cols: 9, last: "9", firstRows: "X row 1"},
		{xLabel: "", cols: 5, last: "col 5", firstRows: "A row 1"},
	} {
		f := figs[i]
		cells, ok := f.Marks[0].(plot.Cells)
		if !ok {
			t.Fatalf("figure %d: mark %T, want Cells", i+1, f.Marks[0])
		}
		if f.XLabel != want.xLabel || len(cells.Cols) != want.cols || cells.Cols[want.cols-1] != want.last || cells.Rows[0] != want.firstRows {
			t.Errorf("figure %d: x label %q, %d columns, last %q, first row %q; want %q, %d, %q, %q",
				i+1, f.XLabel, len(cells.Cols), cells.Cols[len(cells.Cols)-1], cells.Rows[0], want.xLabel, want.cols, want.last, want.firstRows)
		}
	}
}

// TestPooledMap checks that max pooling draws, with a feature map X, the
// pooled map under the window's bars: the 2 × 2 windows of the example map
// have the maxima max(1, 3, 4, 6) = 6, max(2, 0, 5, −1) = 5,
// max(−3, −2, 2, 8) = 8 and max(0, 1, 7, 9) = 9.
func TestPooledMap(t *testing.T) {
	s := spec(t, "max-pooling")
	in := s.Defaults()
	if figs := Figures(s, in, mustEval(t, s, in), Samples{}, plot.Light); len(figs) != 1 {
		t.Errorf("without X: %d figures, want the bars alone", len(figs))
	}
	in["X"] = [][]float64{{1, 3, 2, 0}, {4, 6, 5, -1}, {-3, -2, 0, 1}, {2, 8, 7, 9}}
	figs := Figures(s, in, mustEval(t, s, in), Samples{}, plot.Light)
	if len(figs) != 2 {
		t.Fatalf("with X: %d figures, want 2", len(figs))
	}
	cells, ok := figs[1].Marks[0].(plot.Cells)
	if !ok || !sameRows(cells.Values, [][]float64{{6, 5}, {8, 9}}) || cells.Rows[1] != "pooled row 2" {
		t.Errorf("pooled map %v, rows %v; want [[6 5] [8 9]], pooled row 1, 2", cells.Values, cells.Rows)
	}
}

func mustEval(t *testing.T, s *equations.Spec, in equations.Inputs) any {
	t.Helper()
	out, err := s.Evaluate(in)
	if err != nil {
		t.Fatalf("%s: %v", s.ID, err)
	}
	return out
}

func sameRows(a, b [][]float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if fmt.Sprint(a[i]) != fmt.Sprint(b[i]) {
			return false
		}
	}
	return true
}

// TestCurveSamples: equations.Curve.Samples sets how many points a Curve samples
// (the GAN's value, an integral at each), CurvePoints otherwise.
func TestCurveSamples(t *testing.T) {
	for id, want := range map[string]int{"gan-minimax": 41, "sigmoid": CurvePoints} {
		s, _ := equations.Catalogue().Lookup(id)
		if got := len(Curve(s, s.Defaults()).X); got != want {
			t.Errorf("%s: %d samples, want %d", id, got, want)
		}
	}
}
