package equations

// Guess says what a student guesses of an equation's output in the page's
// "predict, then reveal" mode (package internal/predict), where the shape
// of the output does not say it alone. Without one the whole output is
// guessed: a number as a number, a list as bars, a matrix cell by cell,
// and a result of several parts that are all numbers as bars, one per
// part.
type Guess struct {
	// Part is the part of a result of several parts that is guessed:
	// the new weights of an update, the singular values of a
	// decomposition.
	Part string
	// Line, for an output that is a line's intercept and slope (θ₀, θ₁),
	// has the student draw the line over the data instead.
	Line *GuessLine
	// Boundary, for an update of a linear classifier's weights w and
	// bias b (parts "w" and "b" of the output), has the student draw the
	// new decision boundary w·x + b = 0 over the points.
	Boundary *GuessBoundary
	// Point, for a number that lies among the entries of a list (a
	// mean), has the student place it on the line of the entries.
	Point *GuessPoint
}

// GuessPoint is a number placed among the entries of the Vector input
// Data.
type GuessPoint struct{ Data string }

func (statisticsFamily) guesses() map[string]*Guess {
	return map[string]*Guess{"mean": {Point: &GuessPoint{Data: "x"}}}
}

// GuessBoundary is a classifier's boundary over its training points:
// the rows of the Matrix input X (two columns), their labels Y (0 or 1),
// and the current boundary of the inputs W and B, drawn for reference.
type GuessBoundary struct {
	X, Y string
	W, B string
}

// GuessLine is a line to draw over the points (X's column Col, Y).
type GuessLine struct {
	X   string // a Matrix input
	Col int    // its column plotted across
	Y   string // a Vector input, one entry per row of X
}

func (regressionFamily) guesses() map[string]*Guess {
	return map[string]*Guess{"normal-equation": {Line: &GuessLine{X: "X", Col: 1, Y: "y"}}}
}

func (decisionTreesFamily) guesses() map[string]*Guess {
	return map[string]*Guess{"best-split-feature": {Part: "j_star"}}
}

func (probabilityFamily) guesses() map[string]*Guess {
	return map[string]*Guess{
		"independence":             {Part: "independent"},
		"conditional-independence": {Part: "cond_independent"},
	}
}

func (distributionsFamily) guesses() map[string]*Guess {
	return map[string]*Guess{"anomaly-detection-density": {Part: "p"}}
}

func (linearAlgebraFamily) guesses() map[string]*Guess {
	return map[string]*Guess{
		"eigendecomposition": {Part: "eigenvalues"},
		"svd":                {Part: "singular_values"},
	}
}

func (algebraFamily) guesses() map[string]*Guess {
	return map[string]*Guess{"quadratic-formula": {Part: "real_parts"}}
}

func (classificationFamily) guesses() map[string]*Guess {
	return map[string]*Guess{
		"perceptron-update":              {Part: "w"},
		"logistic-regression-hypothesis": {Part: "h"},
		"bayes-decision-rule":            {Part: "posterior"},
	}
}

func (optimizationFamily) guesses() map[string]*Guess {
	return map[string]*Guess{"logistic-regression-gd-step": {Boundary: &GuessBoundary{X: "X", Y: "y", W: "w", B: "b"}}}
}

func (neuralNetworksFamily) guesses() map[string]*Guess {
	return map[string]*Guess{
		"nn-forward-pass":         {Part: "h"},
		"backprop-deltas":         {Part: "delta3"},
		"backprop-chain-rule":     {Part: "L"},
		"two-layer-nn-sgd-update": {Part: "w2"},
	}
}

func (kernelsSVMFamily) guesses() map[string]*Guess {
	return map[string]*Guess{
		"svm-hard-margin":      {Part: "margin_width"},
		"svm-subgradient-step": {Part: "w"},
	}
}

func (nlpFamily) guesses() map[string]*Guess {
	return map[string]*Guess{"unigram-model": {Part: "probability"}}
}

func (convolutionFamily) guesses() map[string]*Guess {
	return map[string]*Guess{
		"image-gradient": {Part: "G"},
		"sobel-filter":   {Part: "convolution"},
	}
}

func (dimensionalityReductionFamily) guesses() map[string]*Guess {
	return map[string]*Guess{
		"pca-u-reduce":          {Part: "u1_sign_normalised"},
		"pca-variance-retained": {Part: "retained"},
		"lda-fisher-criterion":  {Part: "max_criterion"},
	}
}
