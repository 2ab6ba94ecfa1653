package equations

// PlotKind is the kind of figure an equation page draws. Each kind is one
// reusable view, drawn in one place (package app/chart); a spec only names
// the kind and which inputs feed it, as Observable Plot names marks and
// channels.
type PlotKind int

const (
	// NoPlot draws nothing.
	NoPlot PlotKind = iota
	// Curve sweeps the scalar parameter Plot.X over its slider range,
	// holding the other inputs, and marks the current point. Overlays
	// add related functions; Slope adds the tangent at the current point.
	// An Integer X is drawn as a bar per whole number (a pmf).
	Curve
	// Bars draws one bar per entry of a vector: the input named in
	// Plot.Of[0], the first series of Extra, or the output; or one
	// series of bars per row of a computed Table, side by side, over the
	// categories the Table names (the words of a vocabulary).
	Bars
	// PairedBars draws the vector inputs named in Plot.Of (two, or more)
	// side by side; Extra adds computed series (the mixture M of JS).
	PairedBars
	// Scatter draws the paired vectors Plot.X and Plot.Y as points, with
	// the means as cross-hairs; Fit adds the least-squares line, Ranks a
	// second panel of the ranks (Pearson against Spearman), Residuals
	// the segments from each y to its ŷ (losses). With a Table and no X,
	// it draws groups of points in the plane instead (rows 2g and 2g+1
	// are group g's x and y, named by Rows), the first two groups being
	// the tails and heads of arrows with Residuals.
	Scatter
	// Dots draws the vector Plot.X as a dot plot with its mean and a
	// ±σ band; a vector output (a transform such as z-scores) is drawn as
	// a second row.
	Dots
	// ROC draws the ROC curve of labels Plot.X and scores Plot.Y with
	// the area under it shaded.
	ROC
	// PR draws the precision–recall step curve of labels Plot.X and
	// scores Plot.Y with the area the average precision sums shaded.
	PR
	// Heatmap draws a table of numbers as coloured cells with their
	// values: the matrix input Plot.Of[0], or the scalar inputs named in
	// Plot.Of laid out row by row in len(Rows) rows, or a matrix output
	// when Of is empty. Rows and Cols label the table.
	Heatmap
	// Points draws the first two coordinates of the vectors Plot.X and
	// Plot.Y as points in the plane, the segment between them, and the
	// unit ball of the p-norm (Plot.P, or the Real input Plot.Norm)
	// centred on X; P = 0 draws the two vectors as arrows from the origin
	// (cosine similarity).
	Points
	// Contour draws the density of a 2-D Gaussian, mean Plot.Of[0] and
	// covariance Plot.Of[1] (a matrix), as its 1-, 2- and 3-σ ellipses
	// with the point Plot.X marked.
	Contour
	// Graph draws the Overlays as functions of a free variable x (a
	// parabola), with the numbers of the output part Plot.Of[0] (its real
	// roots) marked on the x axis; the x range spans the numbers of every
	// part in Of (the roots and the vertex), or Range when they are none.
	Graph
	// Transform draws the 2×2 matrix input Plot.Of[0] acting on the plane:
	// the unit circle, its image and the image of a grid, with the real
	// eigenvectors v and Av = λv as arrows, or with Singular the right
	// singular vectors v and Av = σu (rotate, stretch, rotate). Any other
	// size is drawn as a heatmap of the matrix.
	Transform
	// Surface draws a function of the two coordinates Plot.X and Plot.Y
	// as contours over a window around the current point and the
	// minimum, both marked: the output when it is a number, else the
	// objective of an update rule (Iterate.Loss). A coordinate is a Real
	// input ("b") or an entry of a list counted from 0 ("theta[0]", whose
	// axis reads θ₀); two Cols relabel the axes, a third the one number
	// of a flat Surface. Of names the Integer inputs counting an update
	// rule's steps (a later one replaces an earlier one): the path of
	// its iterates is drawn. Inputs with only the first coordinate (one
	// number θ) draw the function of it as a curve, the iterates on it:
	// a flat Surface.
	Surface
)

// Plot declares how the result is plotted; the UI turns it into marks.
type Plot struct {
	Kind PlotKind
	// X and Y name the inputs on the axes: the swept parameter of a
	// Curve; the two vectors of Scatter, Points, ROC and PR; the vector
	// of Dots; the point of Contour; the coordinates of a Surface.
	X, Y string
	// Of names the inputs of Bars, PairedBars, Heatmap, Contour and
	// Transform (empty means the output), and the step counts of a
	// Surface.
	Of []string

	// Overlays are further lines on a Curve, evaluated at each x.
	Overlays []Overlay
	// Slope, if set, is the derivative of the output with respect to X
	// at the current inputs: the Curve draws the tangent there.
	Slope func(in Inputs) (float64, bool)
	// Extra adds computed series to PairedBars.
	Extra []Series

	// Fit, Ranks and Residuals select the layers of a Scatter.
	Fit, Ranks, Residuals bool

	// Table computes the table of a Heatmap from the inputs (a
	// contingency table of two labelings), and optionally its column
	// labels (the members of a set; a square table's rows take them
	// too); it replaces Of. It also computes the series of Bars and the
	// points of a Scatter.
	Table func(in Inputs) (table [][]float64, cols []string)

	// Rows and Cols label the rows and columns of a Heatmap; one label
	// alone is a prefix to number them with ("x = " gives x = 1, x = 2).
	// One Cols label names the x axis of computed Bars (the queries).
	Rows, Cols []string

	// Norm names the Real input holding p for Points; P is a fixed p
	// (0 means arrows; +Inf the max norm).
	Norm string
	P    float64

	// Range is the x range of a Graph with nothing to frame.
	Range [2]float64

	// Level names the Real input ε of a Contour whose density level
	// p(x) = ε is drawn (the anomaly boundary).
	Level string

	// Log plots the value axis of a Curve on a log scale.
	Log bool

	// Singular draws the singular vectors of a Transform rather than its
	// eigenvectors.
	Singular bool

	// Title is drawn above the figures of the plot: what the cells of a
	// computed table are, which its labels alone do not say.
	Title string

	// Then is a second view drawn below the first (a confusion matrix
	// under the curve of a metric), and its own Then below it. It cannot
	// be a Curve.
	Then *Plot
}

// Overlay is a further function drawn on a Curve: F(in, x) with the swept
// input at x and the others as in. It returns false where undefined.
type Overlay struct {
	Label  string
	Dashed bool
	F      func(in Inputs, x float64) (float64, bool)
}

// Series is a computed vector drawn beside the inputs of PairedBars.
type Series struct {
	Label string
	F     func(in Inputs) []float64
}
