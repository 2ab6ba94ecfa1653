package equations

import "fmt"

// The kinds of figure (View). Each names the inputs it reads; Title, where a
// kind has one, is drawn above its figures: what the cells of a computed
// table are, which their labels alone do not say.

// Curve sweeps the scalar input X over its slider range, holding the other
// inputs, and marks the current point. Overlays add related functions;
// Slope, the derivative of the output in X, adds the tangent at the current
// point. An Integer X is drawn as a bar per whole number (a pmf). Samples
// is how many points are sampled (chart.CurvePoints when 0): fewer for an
// output that integrates at each of them, so that a slider move stays
// within a frame. Sample, when set, gives the output at each sample in
// place of Eval: the same value to a plot's accuracy, for an output that
// integrates at every one. Log plots the value axis on a log scale.
type Curve struct {
	X        string
	Overlays []Overlay
	Slope    func(in Inputs) (float64, bool)
	Samples  int
	Sample   func(in Inputs) (float64, error)
	Log      bool
	Title    string
}

func (v *Curve) check(s *Spec) error {
	if p := s.Param(v.X); p == nil || !p.Scalar() {
		return fmt.Errorf("%s: curve over %q, which is not a scalar input", s.ID, v.X)
	}
	return nil
}

// Bars draws one bar per entry of a vector: the input Of, the first series
// of Extra, or the output; or, with a Table, one series of bars per row of
// the table, side by side, over the categories it names (the words of a
// vocabulary; one Cols label names the x axis), the series named by Rows.
type Bars struct {
	Of         string
	Extra      []Series
	Table      func(in Inputs) (table [][]float64, cols []string)
	Rows, Cols []string
	Title      string
}

func (v *Bars) check(s *Spec) error {
	if p := s.Param(v.Of); v.Of != "" && (p == nil || (p.Kind != Vector && p.Kind != Probability)) {
		return fmt.Errorf("%s: bars of %q, which is not a vector input", s.ID, v.Of)
	}
	return nil
}

// PairedBars draws the vector inputs Of (two or more) side by side; Extra
// adds computed series (the mixture M of Jensen–Shannon).
type PairedBars struct {
	Of    []string
	Extra []Series
	Title string
}

func (v *PairedBars) check(s *Spec) error {
	if len(v.Of) < 2 {
		return fmt.Errorf("%s: paired bars need two vector inputs", s.ID)
	}
	for _, name := range v.Of {
		if p := s.Param(name); p == nil || (p.Kind != Vector && p.Kind != Probability) {
			return fmt.Errorf("%s: paired bars of %q, which is not a vector input", s.ID, name)
		}
	}
	return nil
}

// Scatter draws the paired vectors X and Y as points, with the means as
// cross-hairs (a Matrix X gives its column Col as x); Fit adds the
// least-squares line, Ranks a second panel of the ranks (Pearson against
// Spearman), Residuals the segments from each y to its ŷ. With a computed
// series in Extra (the model's ŷ) and no Y, Residuals draws the data in
// the plane, the predictions joined as the fitted line, and the residual
// segments. With a Table and no X, it draws groups of points in the plane
// instead (rows 2g and 2g+1 are group g's x and y, named by Rows), the
// first two groups being the tails and heads of arrows with Residuals.
// Overlays are functions of x drawn over the points (a decision stump's
// step). Drag lets points of the inputs be dragged in its plane.
type Scatter struct {
	X, Y                  string
	Col                   int
	Fit, Ranks, Residuals bool
	Extra                 []Series
	Overlays              []Overlay
	Table                 func(in Inputs) (table [][]float64, cols []string)
	Rows                  []string
	Drag                  []Handle
	Title                 string
}

func (v *Scatter) check(s *Spec) error {
	axes := []string{v.X, v.Y}
	switch {
	case v.X == "" && v.Y == "" && v.Table != nil:
		axes = nil // points computed from the inputs
	case v.Y == "" && len(v.Extra) > 0:
		axes = axes[:1] // y is computed
	}
	for i, name := range axes {
		p := s.Param(name)
		if i == 0 && p != nil && p.Kind == Matrix {
			continue // its column Col
		}
		if p == nil || !p.vectorish() {
			return fmt.Errorf("%s: scatter axis %q is not a vector input", s.ID, name)
		}
	}
	return checkHandles(s, v.Drag)
}

// Dots draws the vector X as a dot plot with its mean and a ±σ band; a
// vector output (a transform such as z-scores) is drawn as a second row.
type Dots struct {
	X     string
	Title string
}

func (v *Dots) check(s *Spec) error {
	if p := s.Param(v.X); p == nil || !p.vectorish() {
		return fmt.Errorf("%s: dot plot of %q, which is not a vector input", s.ID, v.X)
	}
	return nil
}

// ROC draws the ROC curve of the labels X and the scores Y with the area
// under it shaded.
//
// Ties, optional, names a Choice input whose option "none" counts tied
// scores nothing: the curve then crosses each tied group right first,
// then up (the pessimistic curve, whose area is P(s⁺ > s⁻)).
type ROC struct{ X, Y, Ties string }

func (v *ROC) check(s *Spec) error {
	if v.Ties != "" {
		if p := s.Param(v.Ties); p == nil || p.Kind != Choice || !contains(p.Options, tiesNone) {
			return fmt.Errorf("%s: ROC ties of %q, which is not a choice input with the option %q", s.ID, v.Ties, tiesNone)
		}
	}
	return checkVectors(s, "ROC", v.X, v.Y)
}

// PR draws the precision–recall step curve of the labels X and the scores
// Y with the area the average precision sums shaded.
type PR struct{ X, Y string }

func (v *PR) check(s *Spec) error { return checkVectors(s, "precision–recall", v.X, v.Y) }

func checkVectors(s *Spec, what string, names ...string) error {
	for _, name := range names {
		if p := s.Param(name); p == nil || !p.vectorish() {
			return fmt.Errorf("%s: %s of %q, which is not a vector input", s.ID, what, name)
		}
	}
	return nil
}

// Heatmap draws a table of numbers as coloured cells with their values: the
// matrix input Of[0], or the scalar inputs Of laid out row by row in
// len(Rows) rows, or a Table computed from the inputs (and its column
// labels: the members of a set; a square table's rows take them too), or a
// matrix output when all are absent. Rows and Cols label the rows and
// columns; one label alone is a prefix to number them with ("x = " gives
// x = 1, x = 2).
type Heatmap struct {
	Of         []string
	Table      func(in Inputs) (table [][]float64, cols []string)
	Rows, Cols []string
	Title      string
}

func (v *Heatmap) check(s *Spec) error { return inputsOf(s, "heat map input", v.Of...) }

// Points draws the first two coordinates of the vectors X and Y as points
// in the plane, the segment between them, and the unit ball of the p-norm
// centred on X: the Real input Norm holds p, or P is fixed (+Inf the max
// norm); P = 0 with no Norm draws the two vectors as arrows from the origin
// (cosine similarity).
type Points struct {
	X, Y  string
	P     float64
	Norm  string
	Title string
}

func (v *Points) check(s *Spec) error {
	if err := checkVectors(s, "points", v.X, v.Y); err != nil {
		return err
	}
	return inputsOf(s, "the norm's p", v.Norm)
}

// Contour draws the density of a 2-D Gaussian, the mean vector Mean and the
// covariance matrix Cov, as its 1-, 2- and 3-σ ellipses with the point X
// marked; Level names the Real input ε of a density level p(x) = ε drawn
// too (the anomaly boundary).
type Contour struct {
	Mean, Cov, X, Level string
	Title               string
}

func (v *Contour) check(s *Spec) error {
	return inputsOf(s, "contour input", v.Mean, v.Cov, v.X, v.Level)
}

// Graph draws the Overlays as functions of a free variable x (a parabola),
// with the numbers of the output part Parts[0] (its real roots) marked on
// the x axis; the x range spans the numbers of every part in Parts (the
// roots and the vertex), or Range when they are none.
type Graph struct {
	Overlays []Overlay
	Parts    []string
	Range    [2]float64
	Title    string
}

func (v *Graph) check(s *Spec) error {
	if len(v.Overlays) == 0 {
		return fmt.Errorf("%s: a graph needs a function to draw", s.ID)
	}
	return nil
}

// Transform draws the 2×2 matrix input Matrix acting on the plane: the unit
// circle, its image and the image of a grid, with the real eigenvectors v
// and Av = λv as arrows, or with Singular the right singular vectors v and
// Av = σu (rotate, stretch, rotate). Any other size is drawn as a heat map
// of the matrix.
type Transform struct {
	Matrix   string
	Singular bool
	Title    string
}

func (v *Transform) check(s *Spec) error {
	if p := s.Param(v.Matrix); p == nil || p.Kind != Matrix {
		return fmt.Errorf("%s: a transform of %q, which is not a matrix input", s.ID, v.Matrix)
	}
	return nil
}

// Regions draws a classifier's decision over the plane, on equal scales:
// the region of each class shaded, the boundary between them, the points
// of the matrix input Points (one per row; a vector is one point) coloured
// by their labels, the vector Y (or, with no Points, the Integer label of
// X), and the point X marked.
//
// Score says where the decision comes from: "linear" is wᵀx + b of the
// inputs named by W and B, its boundary the line wᵀx + b = 0 (Margin adds
// the margin lines wᵀx + b = ±1 and the slack of each labelled point inside
// them, labels 0 and 1 standing for −1 and +1); "logistic" is σ(wᵀx + b),
// shaded by probability. The others evaluate the equation with X set to
// each point of a grid and read its output, or its part Part: "label" a
// class label, the boundary where it changes; "probability" the
// probability of class 1, the boundary its ½ level; "similarity" a value
// in [0, 1], with the level line through X. Intercept names the weights
// whose first entry is an intercept: an X as long as them holds x₀ = 1
// first, which stays fixed. Neighbours (an Integer k) and Metric (a Choice
// of "euclidean", "manhattan", "chebyshev") add the ball around X through
// its k-th nearest point. A point with one free coordinate is drawn on a
// line, the output over it. Drag lets points of the inputs be dragged.
type Regions struct {
	X, Y, Points                 string
	Score, W, B, Part, Intercept string
	Margin                       bool
	Neighbours, Metric           string
	Drag                         []Handle
	Title                        string
}

func (v *Regions) check(s *Spec) error {
	if err := inputsOf(s, "regions input", v.X, v.Y, v.Points, v.W, v.B, v.Intercept, v.Neighbours, v.Metric); err != nil {
		return err
	}
	switch v.Score {
	case "linear", "logistic":
		if v.W == "" || v.B == "" {
			return fmt.Errorf("%s: a %s score needs the inputs W and B", s.ID, v.Score)
		}
	case "label", "probability", "similarity":
		if v.X == "" {
			return fmt.Errorf("%s: a %s score is evaluated with X at each point: name X", s.ID, v.Score)
		}
	default:
		return fmt.Errorf("%s: unknown regions score %q", s.ID, v.Score)
	}
	return checkHandles(s, v.Drag)
}

// Network draws a layered network: the input X (a vector, or the first row
// of a matrix of examples), then one column of units per weight matrix of
// Of, first layer first, each unit labelled with its activation at that
// input; a bias unit 1 tops every column but the last. Edges are as wide as
// their |weight| and coloured by sign. Without Bias the weights are S2's Θ,
// one row per unit of the next layer with the bias column first (last while
// the Bool input BiasFirst is false); with Bias they are S3's W, one row per
// unit of the layer before (a vector input is one unit's weights), and Bias
// names each layer's biases. G names the Choice input of the activation
// (the sigmoid when empty). Parts names output parts holding the layers'
// error terms δ, first hidden layer first, written under their units.
type Network struct {
	X         string
	Of        []string
	Bias      []string
	BiasFirst string
	G         string
	Parts     []string
	Title     string
}

func (v *Network) check(s *Spec) error {
	if len(v.Of) == 0 || (len(v.Bias) > 0 && len(v.Bias) != len(v.Of)) {
		return fmt.Errorf("%s: a network needs its weights, and one bias input per weight input if any", s.ID)
	}
	return inputsOf(s, "network input", append(append([]string{v.X, v.BiasFirst, v.G}, v.Of...), v.Bias...)...)
}

// Noising draws the forward noising x_t = √ᾱ x₀ + √(1 − ᾱ) ε of the data
// input Data (its values, repeated) by seeded standard-normal ε: a row of
// samples at each of a few signal levels ᾱ (the Real input X) from 1 to 0,
// the current one highlighted with the output on it, between the mean and
// ±2σ curves; then the current row's histogram against N(0, 1), which the
// samples tend to as ᾱ → 0.
type Noising struct {
	Data, X string
	Title   string
}

func (v *Noising) check(s *Spec) error { return inputsOf(s, "noising input", v.Data, v.X) }

// Projection draws classes of points (the matrix inputs Of) in the plane
// with the line along the direction X (a vector input; when absent, the
// best one) and the best direction, the output part Parts[0]; then the
// classes projected onto the direction, a row of points each with its
// mean. Parts[1] and Parts[2] name the output's criterion for the
// direction and its maximum. Drag lets the points be dragged.
type Projection struct {
	Of    []string
	X     string
	Parts []string
	Drag  []Handle
	Title string
}

func (v *Projection) check(s *Spec) error {
	if err := inputsOf(s, "projection input", append([]string{v.X}, v.Of...)...); err != nil {
		return err
	}
	return checkHandles(s, v.Drag)
}

// Scree draws the share of the variance of each principal component as
// bars and the cumulative share (the output part Parts[0]) as a curve, with
// the line where it reaches 1 − ε (the Real input Level), the k the output
// part Parts[1] needs and the current Integer input X marked.
type Scree struct {
	Parts    []string
	Level, X string
	Title    string
}

func (v *Scree) check(s *Spec) error { return inputsOf(s, "scree input", v.Level, v.X) }

// Surface draws a function of the two coordinates X and Y as contours over
// a window around the current point and the minimum, both marked: the
// output when it is a number, else the objective of an update rule
// (Iterate.Loss). A coordinate is a Real input ("b") or an entry of a list
// counted from 0 ("theta[0]", whose axis reads θ₀); two Cols relabel the
// axes, a third the one number of a flat Surface. Of names the Integer
// inputs counting an update rule's steps (a later one replaces an earlier
// one): the path of its iterates is drawn. Inputs with only the first
// coordinate (one number θ) draw the function of it as a curve, the
// iterates on it: a flat Surface.
type Surface struct {
	X, Y  string
	Cols  []string
	Of    []string
	Title string
}

func (v *Surface) check(s *Spec) error { return inputsOf(s, "surface step count", v.Of...) }

// Function draws functions of the input X over its slider's range for the
// inputs (Param.Slider: the range a person sets), each sampled at once by
// Lines at FunctionPoints values of x (a compiled formula fills a slice
// without allocating), with the current point of the first at X and the
// output part Output. A NaN or infinite value breaks its line there.
type Function struct {
	X      string
	Output string
	Lines  func(in Inputs, xs []float64) []Line
	Title  string
}

// FunctionPoints is the number of samples of each line of a Function.
const FunctionPoints = 500

// Line is one function a Function draws: its values at the xs given.
type Line struct {
	Label  string
	Y      []float64
	Dashed bool
}

func (v *Function) check(s *Spec) error {
	if p := s.Param(v.X); p == nil || p.Kind != Real {
		return fmt.Errorf("%s: a function of %q, which is not a real input", s.ID, v.X)
	}
	if v.Lines == nil {
		return fmt.Errorf("%s: a function view needs its Lines", s.ID)
	}
	return nil
}
