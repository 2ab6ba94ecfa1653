package equations

import (
	"math"

	"eqx/compute"
	"gonum.org/v1/gonum/mat"
)

// pcaDataParam is the data matrix of the PCA pages, one example per row.
func pcaDataParam() Param {
	return Param{Name: "X_rows", Symbol: `X`, Doc: "the data, one example x⁽ⁱ⁾ per row", Kind: Matrix,
		Default: [][]float64{{-2, -1}, {-1, -1}, {0, 0}, {1, 1}, {2, 1}},
		Min:     -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 30, MinCols: 1}
}

// meanNormaliseParam switches the mean normalisation PCA assumes.
func meanNormaliseParam() Param {
	return Param{Name: "mean_normalise", Symbol: `\mathbf{x} - \boldsymbol\mu`,
		Doc:  "subtract the mean of each feature first, as PCA assumes (the formulas are then those of mean-normalised data); off uses the rows as given",
		Kind: Bool, Default: true, Optional: true}
}

func pcaKParam() Param {
	return Param{Name: "k", Symbol: `k`, Doc: "the number of principal components kept (1 ≤ k ≤ n)", Kind: Integer, Default: 1,
		Min: 1, Max: 2, Step: 1, Domain: Interval{Lo: 1, Hi: math.Inf(1), OpenHi: true}}
}

// fitPCA runs the PCA of the spec's data.
func fitPCA(in Inputs) (*compute.PCA, error) {
	return compute.FitPCA(in.Matrix("X_rows"), in.Bool("mean_normalise"))
}

// denseToRows copies a gonum matrix into the [][]float64 of an output.
func denseToRows(a mat.Matrix) [][]float64 {
	r, c := a.Dims()
	out := make([][]float64, r)
	for i := range out {
		out[i] = mat.Row(make([]float64, c), i, a)
	}
	return out
}

// dimensionalityReductionFamily is PCA and LDA (a family of the catalogue:
// family.go).
type dimensionalityReductionFamily struct{}

func (dimensionalityReductionFamily) specs() []*Spec {
	return append(pcaSpecs(), ldaSpecs()...)
}

func pcaSpecs() []*Spec {
	covariance := &Spec{
		ID: "pca-covariance-matrix", Title: "PCA covariance matrix", Category: "dimensionality-reduction",
		LaTeX: `\Sigma = \frac{1}{m}\sum_{i=1}^{m}\mathbf{x}^{(i)}\left(\mathbf{x}^{(i)}\right)^\top \quad \text{(mean-normalised } \mathbf{x}^{(i)}\text{)}`,
		Explanation: "The covariance matrix of mean-normalised data averages the outer products of the examples: its diagonal holds the variance of each feature and its off-diagonal entries how pairs of features vary together. " +
			"It is the first step of principal component analysis, whose directions are its eigenvectors. " +
			"The divisor is m, not the m − 1 of the unbiased estimate (numpy.cov's default); the eigenvectors, and so PCA, are the same either way.",
		Sources: src(S2),
		Errata: []Erratum{{
			Source: S2, Wrote: `\text{Principle Component Analysis}`, Correct: `\text{Principal Component Analysis}`,
			Why: "The method is named after the principal (main) components of the data; “principle” is a different word.",
		}},
		Related: []string{"pca-u-reduce", "pca-total-variation", "eigendecomposition", "multivariate-gaussian-pdf"},
		Output:  `\Sigma`,
		Params:  []Param{pcaDataParam(), meanNormaliseParam()},
		Eval: func(in Inputs) (any, error) {
			return compute.PCACovariance(in.Matrix("X_rows"), in.Bool("mean_normalise"))
		},
		View: dragging(pcaCovariancePlot, Handle{Of: "X_rows"}),
	}
	reduce := &Spec{
		ID: "pca-u-reduce", Title: "PCA projection onto the top-k eigenvectors", Category: "dimensionality-reduction",
		LaTeX: `[U, S, V] = \operatorname{svd}(\Sigma), \quad U_{\text{reduce}} = [\mathbf{u}_1, \dots, \mathbf{u}_k], \quad \mathbf{z} = U_{\text{reduce}}^\top\mathbf{x}, \quad \mathbf{x}_{\text{approx}} = U_{\text{reduce}}\,\mathbf{z}`,
		Explanation: "The eigenvectors of Σ, sorted by eigenvalue, are the principal directions: u₁ is the direction of largest variance, u₂ the largest orthogonal to it, and so on. " +
			"Keeping the first k as the columns of U_reduce compresses each example to k numbers z, and U_reduce z maps them back to the nearest point of that k-dimensional subspace. " +
			"An eigenvector is defined only up to sign, so z can flip sign between libraries; x_approx cannot. Here the first non-zero entry of each u_i is made positive, and z_abs gives the sign-free length ‖z⁽ⁱ⁾‖.",
		Sources: src(S2),
		Related: []string{"pca-covariance-matrix", "pca-projection-error", "pca-variance-retained", "svd", "eigendecomposition"},
		Output:  `U_{\text{reduce}},\ \mathbf{z},\ \mathbf{x}_{\text{approx}}`,
		Params:  []Param{pcaDataParam(), pcaKParam(), meanNormaliseParam()},
		Eval: func(in Inputs) (any, error) {
			p, err := fitPCA(in)
			if err != nil {
				return nil, err
			}
			k := in.Int("k")
			u, err := p.Reduce(k)
			if err != nil {
				return nil, inputErrorf("k", "%v", err)
			}
			z, xApprox, err := p.Project(k)
			if err != nil {
				return nil, err
			}
			m, _ := z.Dims()
			zAbs := make([]float64, m)
			for i := range zAbs {
				zAbs[i] = mat.Norm(z.RowView(i), 2)
			}
			return map[string]any{
				"U_reduce": denseToRows(u), "u1_sign_normalised": mat.Col(nil, 0, u),
				"z": denseToRows(z), "z_abs": zAbs, "x_approx": denseToRows(xApprox),
			}, nil
		},
		View: dragging(pcaReducePlot, Handle{Of: "X_rows"}),
	}
	projErr := &Spec{
		ID: "pca-projection-error", Title: "PCA average squared projection error", Category: "dimensionality-reduction",
		LaTeX: `\frac{1}{m}\sum_{i=1}^{m}\left\|\mathbf{x}^{(i)} - \mathbf{x}^{(i)}_{\text{approx}}\right\|^2`,
		Explanation: "The average squared projection error is the mean squared distance from each example to its projection on the k-dimensional subspace. " +
			"PCA chooses the subspace that makes it smallest; it equals the sum of the discarded eigenvalues λ_{k+1} + … + λ_n of Σ. " +
			"Rotating a one-dimensional axis by hand (the axis input) shows the error rise on either side of the first principal direction.",
		Sources: src(S2),
		Related: []string{"pca-total-variation", "pca-variance-retained", "pca-u-reduce"},
		Output:  `\frac{1}{m}\sum_i \|\mathbf{x}^{(i)} - \mathbf{x}^{(i)}_{\text{approx}}\|^2`,
		Params: []Param{pcaDataParam(), pcaKParam(), meanNormaliseParam(),
			{Name: "axis", Symbol: `\mathbf{u}`, Doc: "project onto this direction instead of the top-k principal directions (k is then ignored)", Kind: Vector,
				Optional: true, Example: []float64{1, 0}, Min: -1, Max: 1, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 10},
		},
		Eval: func(in Inputs) (any, error) {
			if in.Has("axis") {
				return compute.AxisProjectionError(in.Matrix("X_rows"), in.Vector("axis"), in.Bool("mean_normalise"))
			}
			p, err := fitPCA(in)
			if err != nil {
				return nil, err
			}
			e, err := p.ProjectionError(in.Int("k"))
			if err != nil {
				return nil, inputErrorf("k", "%v", err)
			}
			return e, nil
		},
		View: &Curve{X: "k"},
	}
	total := &Spec{
		ID: "pca-total-variation", Title: "Total variation in the data", Category: "dimensionality-reduction",
		LaTeX: `\frac{1}{m}\sum_{i=1}^{m}\left\|\mathbf{x}^{(i)}\right\|^2`,
		Explanation: "The total variation is the mean squared length of the (mean-normalised) examples: how far, on average, the data spread from their mean. " +
			"It is the denominator of the variance-retained test for choosing k. " +
			"It equals the trace of Σ, the sum of all its eigenvalues, so PCA only redistributes it among the principal directions.",
		Sources: src(S2),
		Related: []string{"pca-projection-error", "pca-variance-retained", "pca-covariance-matrix"},
		Output:  `\frac{1}{m}\sum_i \|\mathbf{x}^{(i)}\|^2`,
		Params:  []Param{pcaDataParam(), meanNormaliseParam()},
		Eval: func(in Inputs) (any, error) {
			return compute.PCATotalVariation(in.Matrix("X_rows"), in.Bool("mean_normalise"))
		},
		View: dragging(pcaTotalPlot, Handle{Of: "X_rows"}),
	}
	retained := &Spec{
		ID: "pca-variance-retained", Title: "PCA choice of k (variance retained)", Category: "dimensionality-reduction",
		LaTeX: `\frac{\frac{1}{m}\sum_{i=1}^{m}\|\mathbf{x}^{(i)} - \mathbf{x}^{(i)}_{\text{approx}}\|^2}{\frac{1}{m}\sum_{i=1}^{m}\|\mathbf{x}^{(i)}\|^2} \le 0.01 \iff \frac{\sum_{i=1}^{k} S_{ii}}{\sum_{i=1}^{n} S_{ii}} \ge 0.99`,
		Explanation: "The number of components k is chosen as the smallest that keeps the projection error below a small fraction of the total variation, 1% for “99% of the variance retained”. " +
			"The ratio need not be found by projecting: with S the singular values of Σ (its eigenvalues) it is one minus the share of the first k. " +
			"A scree plot of the cumulative share shows where adding components stops paying.",
		Sources: src(S2),
		Related: []string{"pca-projection-error", "pca-total-variation", "pca-u-reduce"},
		Output:  `k`,
		Params: []Param{pcaDataParam(), pcaKParam(),
			{Name: "threshold_ratio", Symbol: `\varepsilon`, Doc: "the largest acceptable error ratio: 0.01 keeps 99% of the variance, 0.05 keeps 95%", Kind: Real,
				Default: 0.01, Optional: true, Min: 0.001, Max: 0.2, Step: 0.001, Log: true, Domain: Interval{Lo: 0, Hi: 1, OpenHi: true}},
			meanNormaliseParam(),
		},
		Eval: func(in Inputs) (any, error) {
			p, err := fitPCA(in)
			if err != nil {
				return nil, err
			}
			kept, ratio, err := p.Retained(in.Int("k"))
			if err != nil {
				return nil, err
			}
			kept1, ratio1, err := p.Retained(1)
			if err != nil {
				return nil, err
			}
			need, err := p.ComponentsNeeded(in.Real("threshold_ratio"))
			if err != nil {
				return nil, err
			}
			cumulative := make([]float64, len(p.Variances))
			for k := range cumulative {
				cumulative[k], _, _ = p.Retained(k + 1)
			}
			return map[string]any{
				"ratio": ratio, "retained": kept, "k_needed": need,
				"ratio_k1": ratio1, "retained_k1": kept1, "cumulative_retained": cumulative,
			}, nil
		},
		View: pcaScreePlot,
	}
	return []*Spec{covariance, reduce, projErr, total, retained}
}
