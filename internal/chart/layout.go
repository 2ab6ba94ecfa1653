package chart

import "eqx/equations"

// A layout is a view of equations (a typed View) as the figure code of
// this package reads it: one struct for every kind, a kind tag and the
// fields each kind uses, a Then for the view below it. layoutOf makes one
// from a view; the kinds move from it to their typed views one by one.

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
	// Surface draws a function of the two coordinates layout.X and layout.Y
	// as contours over a window around the current point and the
	// minimum, both marked: the output when it is a number, else the
	// objective of an update rule (Iterate.Loss). A coordinate is a Real
	// input ("b") or an entry of a list counted from 0 ("theta[0]", whose
	// axis reads θ₀); two Cols relabel the axes, a third the one number
	// of a flat Surface. Of names the Integer inputs counting an update
	// rule's steps (a later one replaces an earlier one): the path of
	// its iterates is drawn. equations.Inputs with only the first coordinate (one
	// number θ) draw the function of it as a curve, the iterates on it:
	// a flat Surface.
	kSurface
)

// Plot declares how the result is plotted; the UI turns it into marks.
type layout struct {
	// view is the view the layout is made from: the same view gives an
	// equal one (a kept grid is kept for it).
	view equations.View

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

	// Cols relabels the axes of a Surface.
	Cols []string

	// Title is drawn above the figures of the plot.
	Title string

	// Score, W, B, Part, Intercept, Margin, Neighbours and Metric
	// configure Regions (see there): how the decision over the plane is
	// obtained and what is drawn with it.
	Score, W, B, Part, Intercept string
	Margin                       bool
	Neighbours, Metric           string

	// Then is a second view drawn below the first (a confusion matrix
	// under the curve of a metric), and its own Then below it. It cannot
	// be a Curve.
	Then *layout

	// Drag lists the points of the inputs that this plot's first figure
	// draws where they are in the plane: the page lets them be dragged,
	// added and removed there.
	Drag []equations.Handle
}

// layoutOf returns the layout of view v for inputs in (a Switch resolved
// by its choice, a Stack as a chain of Thens); nil for no view.
func layoutOf(v equations.View, in equations.Inputs) *layout {
	views := equations.Views(equations.Resolve(v, in))
	if len(views) == 0 {
		return nil
	}
	l := kindOf(views[0])
	last := l
	for _, w := range views[1:] {
		last.Then = kindOf(w)
		last = last.Then
	}
	return l
}

// kindOf returns the layout of one view of a kind.
func kindOf(v equations.View) *layout {
	l := kindFields(v)
	l.view = v
	return l
}

// kindFields returns the layout of one view of a kind, its fields set.
func kindFields(v equations.View) *layout {
	switch w := v.(type) {
	case *equations.Regions:
		l := &layout{Kind: kRegions, X: w.X, Y: w.Y, Score: w.Score, W: w.W, B: w.B, Part: w.Part, Intercept: w.Intercept,
			Margin: w.Margin, Neighbours: w.Neighbours, Metric: w.Metric, Drag: w.Drag, Title: w.Title}
		if w.Points != "" {
			l.Of = []string{w.Points}
		}
		return l
	case *equations.Surface:
		return &layout{Kind: kSurface, X: w.X, Y: w.Y, Cols: w.Cols, Of: w.Of, Title: w.Title}
	}
	return &layout{}
}
