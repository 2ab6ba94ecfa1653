package equations

import (
	"math"

	"eqx/compute"
	"gonum.org/v1/gonum/mat"
)

// The plots of the PCA and LDA pages: the data in the plane of their first
// two features, with the arrows that the equation measures (principal
// axes, projections, offsets from a mean), and the matrix or the
// variances it computes.

// featureCells labels a feature-by-feature matrix (Σ, S_W, S_B).
var featureCells = &Heatmap{Rows: []string{"feature "}, Cols: []string{"feature "}}

// pcaCovariancePlot draws the cloud with its principal axes, ±2√λ_i along
// each eigenvector u_i of Σ from the mean (the axes of the 2σ ellipse),
// and Σ below.
var pcaCovariancePlot = Stack{&Scatter{Residuals: true, Rows: []string{"principal axes, ±2√λ", "", "x⁽ⁱ⁾"}, Table: func(in Inputs) ([][]float64, []string) {
	p, err := fitPCA(in)
	if err != nil {
		return nil, nil
	}
	var t [6][]float64
	mx, my := viewPlanar(p.Mean)
	n, _ := p.Components.Dims()
	for j, lambda := range p.Variances {
		ux, uy := viewPlanar(mat.Col(make([]float64, n), j, p.Components))
		r := 2 * math.Sqrt(max(lambda, 0))
		for _, sign := range []float64{1, -1} {
			t[0], t[1] = append(t[0], mx), append(t[1], my)
			t[2], t[3] = append(t[2], mx+sign*r*ux), append(t[3], my+sign*r*uy)
		}
	}
	t[4], t[5] = viewColumns(in.Matrix("X_rows"))
	return t[:], nil
}}, featureCells}

// pcaReducePlot draws each example and its reconstruction x_approx from k
// components, joined by the arrow of its projection onto the principal
// subspace; below, the codes z.
var pcaReducePlot = Stack{&Scatter{Residuals: true, Rows: []string{"projection", "", "x⁽ⁱ⁾", "x_approx"}, Table: func(in Inputs) ([][]float64, []string) {
	p, err := fitPCA(in)
	if err != nil {
		return nil, nil
	}
	_, approx, err := p.Project(in.Int("k"))
	if err != nil {
		return nil, nil
	}
	x, y := viewColumns(in.Matrix("X_rows"))
	ax, ay := viewColumns(denseToRows(approx))
	return [][]float64{x, y, ax, ay, x, y, ax, ay}, nil
}}, &Heatmap{Rows: []string{"x⁽ⁱ⁾, i = "}, Cols: []string{"z"}, Table: func(in Inputs) ([][]float64, []string) {
	p, err := fitPCA(in)
	if err != nil {
		return nil, nil
	}
	z, _, err := p.Project(in.Int("k"))
	if err != nil {
		return nil, nil
	}
	return denseToRows(z), nil
}}}

// pcaTotalPlot draws the arrow from the mean to each example, whose mean
// squared length is the total variation; below, the variances of the
// features (the diagonal of Σ) beside those of the principal directions
// (its eigenvalues): two splits of the same total.
var pcaTotalPlot = Stack{&Scatter{Residuals: true, Rows: []string{"x⁽ⁱ⁾ − μ", "", "x⁽ⁱ⁾", "mean μ"}, Table: func(in Inputs) ([][]float64, []string) {
	p, err := fitPCA(in)
	if err != nil {
		return nil, nil
	}
	x, y := viewColumns(in.Matrix("X_rows"))
	mx, my := viewPlanar(p.Mean)
	tx, ty := make([]float64, len(x)), make([]float64, len(y))
	for i := range tx {
		tx[i], ty[i] = mx, my
	}
	return [][]float64{tx, ty, x, y, x, y, {mx}, {my}}, nil
}}, &Bars{Rows: []string{"variance of feature j, Σ_jj", "eigenvalue λ_j"}, Cols: []string{"j"}, Table: func(in Inputs) ([][]float64, []string) {
	p, err := fitPCA(in)
	sigma, err2 := compute.PCACovariance(in.Matrix("X_rows"), in.Bool("mean_normalise"))
	if err != nil || err2 != nil {
		return nil, nil
	}
	diag := make([]float64, len(sigma))
	for j := range diag {
		diag[j] = sigma[j][j]
	}
	return [][]float64{diag, p.Variances}, nil
}}}

// pcaScreePlot is the scree plot: the share of the variance of each
// component, the cumulative share the first k keep, the threshold and the
// k it needs, from the output.
var pcaScreePlot = &Scree{X: "k", Level: "threshold_ratio", Parts: []string{"cumulative_retained", "k_needed"}}

// ldaClassNames name the groups of points of the LDA plots after the
// arrows and the means.
var ldaClassNames = []string{"class 1", "class 2", "class 3"}

// ldaWithinPlot draws the classes with the arrow from each class mean m_i
// to each of its points, x − m_i, whose outer products S_W adds up; S_W
// below.
var ldaWithinPlot = Stack{&Scatter{Residuals: true, Rows: append([]string{"x − m_i", "", "class means m_i"}, ldaClassNames...), Table: func(in Inputs) ([][]float64, []string) {
	classes := ldaClasses(in)
	var arrows [4][]float64
	for _, c := range classes {
		mx, my := viewPlanar(viewMeanRow(c))
		for _, x := range c {
			px, py := viewPlanar(x)
			arrows[0], arrows[1] = append(arrows[0], mx), append(arrows[1], my)
			arrows[2], arrows[3] = append(arrows[2], px), append(arrows[3], py)
		}
	}
	t := append(arrows[:], viewMeansTable(classes)...)
	return append(t, viewClassTable(classes)...), nil
}}, featureCells}

// ldaBetweenPlot draws the classes, their means, and the arrow from the
// overall mean m to each class mean, m_i − m, whose outer products S_B
// adds up (weighted by n_i); S_B below.
var ldaBetweenPlot = Stack{&Scatter{Residuals: true, Rows: append([]string{"m_i − m", "", "class means m_i", "overall mean m"}, ldaClassNames...), Table: func(in Inputs) ([][]float64, []string) {
	classes := ldaClasses(in)
	means := viewMeansTable(classes)
	mx, my := viewPlanar(viewOverallMean(classes))
	tx, ty := make([]float64, len(classes)), make([]float64, len(classes))
	for i := range tx {
		tx[i], ty[i] = mx, my
	}
	t := append([][]float64{tx, ty}, means...)
	t = append(t, means...)
	t = append(t, []float64{mx}, []float64{my})
	return append(t, viewClassTable(classes)...), nil
}}, featureCells}

// ldaFisherPlot draws the classes projected onto Φ (the given direction,
// or the best one), in the plane with the best direction beside it and as
// a row of projections per class: the criterion is large when the
// projected classes lie apart. Below, the between- and within-class
// scatter along Φ, whose ratio is the criterion.
var ldaFisherPlot = Stack{&Projection{Of: []string{"class_0", "class_1", "class_2"}, X: "Phi", Parts: []string{"direction_unit", "criterion", "max_criterion"}}, &Bars{Rows: []string{"between, ΦᵀS_BΦ", "within, ΦᵀS_WΦ"}, Cols: []string{"unit direction Φ"}, Table: func(in Inputs) ([][]float64, []string) {
	classes := ldaClasses(in)
	sw, err1 := compute.WithinClassScatter(classes)
	sb, err2 := compute.BetweenClassScatter(classes, in.Choice("S_B") == "weighted")
	if err1 != nil || err2 != nil {
		return nil, nil
	}
	var between, within []float64
	var names []string
	add := func(name string, phi []float64) {
		between, within = append(between, viewQuadratic(sb, phi)), append(within, viewQuadratic(sw, phi))
		names = append(names, name)
	}
	if in.Has("Phi") {
		if phi, ok := viewUnit(in.Vector("Phi")); ok && len(phi) == len(sw) {
			add("the given Φ", phi)
		}
	}
	if lda, err := compute.FitFisherLDA(classes, in.Choice("S_B") == "weighted"); err == nil {
		phi, _ := viewUnit(mat.Col(nil, 0, lda.Directions))
		add("the best Φ", phi)
	}
	if names == nil {
		return nil, nil
	}
	return [][]float64{between, within}, names
}}}

// viewPlanar is the first two coordinates of x (a 1-D x lies on the axis).
func viewPlanar(x []float64) (float64, float64) {
	switch len(x) {
	case 0:
		return math.NaN(), math.NaN()
	case 1:
		return x[0], 0
	}
	return x[0], x[1]
}

// viewColumns is the first two coordinates of the rows of X.
func viewColumns(X [][]float64) (xs, ys []float64) {
	xs, ys = make([]float64, len(X)), make([]float64, len(X))
	for i, row := range X {
		xs[i], ys[i] = viewPlanar(row)
	}
	return xs, ys
}

// viewClassTable is the points of each class as a pair of rows (x, then y).
func viewClassTable(classes [][][]float64) [][]float64 {
	var t [][]float64
	for _, c := range classes {
		x, y := viewColumns(c)
		t = append(t, x, y)
	}
	return t
}

// viewMeansTable is the class means as one pair of rows.
func viewMeansTable(classes [][][]float64) [][]float64 {
	means := make([][]float64, len(classes))
	for i, c := range classes {
		means[i] = viewMeanRow(c)
	}
	x, y := viewColumns(means)
	return [][]float64{x, y}
}

// viewMeanRow is the mean of the rows of X.
func viewMeanRow(X [][]float64) []float64 {
	if len(X) == 0 {
		return nil
	}
	m := make([]float64, len(X[0]))
	for _, row := range X {
		for j := range m {
			if j < len(row) {
				m[j] += row[j] / float64(len(X))
			}
		}
	}
	return m
}

// viewOverallMean is the mean of the points of all the classes.
func viewOverallMean(classes [][][]float64) []float64 {
	var all [][]float64
	for _, c := range classes {
		all = append(all, c...)
	}
	return viewMeanRow(all)
}

// viewUnit is x scaled to length 1; false for a zero or non-finite x.
func viewUnit(x []float64) ([]float64, bool) {
	n := 0.0
	for _, v := range x {
		n += v * v
	}
	n = math.Sqrt(n)
	if !(n > 0) || math.IsInf(n, 0) {
		return nil, false
	}
	u := make([]float64, len(x))
	for i, v := range x {
		u[i] = v / n
	}
	return u, true
}

// viewQuadratic is xᵀ S x.
func viewQuadratic(S [][]float64, x []float64) float64 {
	q := 0.0
	for i, row := range S {
		for j, s := range row {
			q += x[i] * s * x[j]
		}
	}
	return q
}
