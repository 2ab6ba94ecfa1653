package chart

import "eqx/equations"

// A layout is a view of equations (a typed View) as the figure code of
// this package reads it: one struct for every kind, a kind tag and the
// fields each kind uses. kindOf makes one from a view; the kinds move from
// it to their typed views one by one.

// kind is the kind of figure an equation page draws. Each kind is one
// reusable view, drawn in one place (package internal/chart); a spec only names
// the kind and which inputs feed it, as Observable Plot names marks and
// channels.
type kind int

const (
	// NoPlot draws nothing.
	kNoPlot kind = iota
	// Regions draws a classifier's decision over the plane, on equal
	// scales: the region of each class shaded, the boundary between them,
	// the points of the matrix layout.Of[0] (one per row; a vector is one
	// point) coloured by their labels, the vector layout.Y (or, with no Of,
	// the Integer label of X), and the point layout.X marked. Score says
	// where the decision comes from: "linear" is wᵀx + b of the inputs
	// named by W and B, its boundary the line wᵀx + b = 0 (Margin adds the
	// margin lines wᵀx + b = ±1 and the slack of each labelled point
	// inside them, labels 0 and 1 standing for −1 and +1); "logistic" is
	// σ(wᵀx + b), shaded by probability. The others evaluate the equation
	// with X set to each point of a grid and read its output, or the part
	// of it named by Part: "label" a class label, the boundary where it
	// changes; "probability" the probability of class 1, the boundary its
	// ½ level; "similarity" a value in [0, 1], with the level line
	// through X. Intercept names the weights whose first entry is an
	// intercept: an X as long as them holds x₀ = 1 first, which stays
	// fixed. Neighbours (an Integer k) and Metric (a Choice of
	// "euclidean", "manhattan", "chebyshev") add the ball around X through
	// its k-th nearest point. A point with one free coordinate is drawn
	// on a line, the output over it.
	kRegions
)

// Plot declares how the result is plotted; the UI turns it into marks.
type layout struct {
	Kind kind
	// X and Y name the inputs on the axes: the swept parameter of a
	// Curve; the two vectors of Scatter, Points, ROC and PR; the vector
	// of Dots; the point of Contour; the point and the labels of Regions;
	// the coordinates of a Surface.
	X, Y string
	// Of names the inputs of Bars, PairedBars, Heatmap, Contour,
	// Transform and Regions (empty means the output), and the step counts
	// of a Surface.
	Of []string

	// Title is drawn above the figures of the plot.
	Title string

	// Score, W, B, Part, Intercept, Margin, Neighbours and Metric
	// configure Regions (see there): how the decision over the plane is
	// obtained and what is drawn with it.
	Score, W, B, Part, Intercept string
	Margin                       bool
	Neighbours, Metric           string
}

// kindOf returns the layout of one view of a kind, its fields set.
func kindOf(v equations.View) *layout {
	switch w := v.(type) {
	case *equations.Regions:
		l := &layout{Kind: kRegions, X: w.X, Y: w.Y, Score: w.Score, W: w.W, B: w.B, Part: w.Part, Intercept: w.Intercept,
			Margin: w.Margin, Neighbours: w.Neighbours, Metric: w.Metric, Title: w.Title}
		if w.Points != "" {
			l.Of = []string{w.Points}
		}
		return l
	}
	return &layout{}
}
