package equations

import "eqx/compute"

// linalgMatrixParam is a matrix input whose sliders cover the entries of the
// seeds' examples (up to 6).
func linalgMatrixParam(name, doc string, def [][]float64) Param {
	return Param{Name: name, Symbol: name, Doc: doc, Kind: Matrix, Default: def,
		Min: -6, Max: 6, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 6, MinCols: 1}
}

// splitComplex splits complex numbers into their real and imaginary parts.
func splitComplex(z []complex128) (re, im []float64) {
	re, im = make([]float64, len(z)), make([]float64, len(z))
	for i, v := range z {
		re[i], im[i] = real(v), imag(v)
	}
	return re, im
}

// linearAlgebraFamily is the linear maps and the eigen- and singular value
// decompositions (a family of the catalogue: family.go).
type linearAlgebraFamily struct{}

func (linearAlgebraFamily) specs() []*Spec {
	affine := &Spec{
		ID: "linear-transformation", Title: "Affine (linear) transformation", Category: "linear-algebra",
		LaTeX: `\mathbf{y} = A\mathbf{x} + \mathbf{b}, \quad A \in \mathbb{R}^{m \times n},\ \mathbf{x} \in \mathbb{R}^{n},\ \mathbf{b} \in \mathbb{R}^{m}`,
		Explanation: "Multiplying by A maps a point of n dimensions to m dimensions, rotating, stretching, shearing or projecting space, and adding b shifts the result. " +
			"It is the layer of every neural network and the prediction of every linear model. " +
			"Each entry y_i is the dot product of row i of A with x, plus b_i; without b the map keeps the origin fixed, with it the map is affine rather than linear.",
		Sources: src(S4),
		Errata: []Erratum{{
			Source:  S4,
			Wrote:   `\texttt{print(y)} \to [4\ 7] \quad (y = Ax + b)`,
			Correct: `A\mathbf{x} + \mathbf{b} = \begin{bmatrix} 2 & 1 \\ 1 & 3 \end{bmatrix}\begin{bmatrix} 1 \\ 2 \end{bmatrix} + \begin{bmatrix} 0 \\ 1 \end{bmatrix} = \begin{bmatrix} 4 \\ 8 \end{bmatrix}`,
			Why:     "The printed output is Ax = [4, 7] without the bias: adding b = [0, 1] gives [4, 8].",
		}},
		Related: []string{"eigendecomposition", "svd"},
		Output:  `\mathbf{y}`,
		Params: []Param{
			linalgMatrixParam("A", "the m × n matrix", [][]float64{{2, 1}, {1, 3}}),
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the input point, n entries", Kind: Vector, Default: []float64{1, 2},
				Min: -3, Max: 3, Step: 0.01, Domain: AnyReal, MinLen: 1, MaxLen: 6},
			{Name: "b", Symbol: `\mathbf{b}`, Doc: "the offset, m entries", Kind: Vector, Default: []float64{0, 1},
				Min: -3, Max: 3, Step: 0.01, Domain: AnyReal, MinLen: 1, MaxLen: 6},
		},
		Eval: func(in Inputs) (any, error) {
			return compute.AffineTransform(in.Matrix("A"), in.Vector("x"), in.Vector("b"))
		},
		View: &Bars{},
	}

	eigen := &Spec{
		ID: "eigendecomposition", Title: "Eigenvalues and eigenvectors", Category: "linear-algebra",
		LaTeX: `A\mathbf{v} = \lambda\mathbf{v}, \quad \mathbf{v} \ne \mathbf{0}`,
		Explanation: "An eigenvector of a square matrix is a direction that the matrix only stretches: Av points along v, scaled by the eigenvalue λ. " +
			"The eigenvectors of a covariance matrix are the principal components of PCA, and the eigenvalues the variances along them; they also govern the stability of dynamical systems and of gradient descent. " +
			"Eigenvectors have no intrinsic length or sign, so they are shown with unit length and their first non-zero component positive; a rotation has no real eigenvector and its eigenvalues form a complex pair.",
		Sources: src(S1, S4),
		Errata: []Erratum{{
			Source:  S4,
			Wrote:   `Av = \lambda v \quad \text{where } \lambda \in \mathbb{R},\ v \in \mathbb{R}^n,\ v \neq 0`,
			Correct: `A\mathbf{v} = \lambda\mathbf{v}, \quad \lambda \in \mathbb{C},\ \mathbf{v} \in \mathbb{C}^n \setminus \{\mathbf{0}\} \quad (\lambda \in \mathbb{R} \text{ if } A = A^\top)`,
			Why:     "A real matrix can have complex eigenvalues: the rotation [[0, −1], [1, 0]] has λ = ±i and no real eigenvector. Real eigenvalues are guaranteed for symmetric matrices, such as the covariance matrices of PCA.",
		}},
		Related: []string{"svd", "linear-transformation", "quadratic-formula", "multivariate-gaussian-pdf"},
		Output:  `\lambda, \mathbf{v}`,
		Params: []Param{
			linalgMatrixParam("A", "a square matrix", [][]float64{{4, 2}, {1, 3}}),
		},
		Eval: func(in Inputs) (any, error) {
			e, err := compute.EigenDecompose(in.Matrix("A"))
			if err != nil {
				return nil, err
			}
			re, im := splitComplex(e.Values)
			vre, vim := make([][]float64, len(e.Vectors)), make([][]float64, len(e.Vectors))
			for i, row := range e.Vectors {
				vre[i], vim[i] = splitComplex(row)
			}
			return map[string]any{
				"eigenvalues": re, "eigenvalues_imag": im,
				"eigenvectors_columns": vre, "eigenvectors_columns_imag": vim,
				"complex": !e.Real,
			}, nil
		},
		// A 2×2 A is drawn acting on the plane, its eigenvectors kept on
		// their own lines; a larger one as a heatmap.
		View: &Transform{Matrix: "A"},
	}

	svd := &Spec{
		ID: "svd", Title: "Singular value decomposition", Category: "linear-algebra",
		LaTeX: `A = U\Sigma V^\top, \quad U^\top U = I,\ V^\top V = I,\ \Sigma = \operatorname{diag}(\sigma_1 \ge \sigma_2 \ge \dots \ge 0)`,
		Explanation: "Every matrix, square or not, is a rotation (Vᵀ), a stretch along the axes by the singular values (Σ), and another rotation (U). " +
			"Keeping the largest singular values gives the best low-rank approximation of A, the basis of PCA, latent semantic analysis and recommender systems; the number of non-zero ones is the rank. " +
			"The unit circle is mapped to an ellipse whose semi-axes are the singular values; the signs of matching columns of U and V are arbitrary (these are LAPACK dgesvd's, as scipy.linalg.svd gives them with lapack_driver=\"gesvd\"; numpy.linalg.svd's dgesdd may flip a pair).",
		Sources: src(S2, S4),
		Related: []string{"eigendecomposition", "linear-transformation"},
		Output:  `U, \Sigma, V^\top`,
		Params: []Param{
			linalgMatrixParam("A", "an m × n matrix", [][]float64{{1, 2}, {3, 4}, {5, 6}}),
		},
		Eval: func(in Inputs) (any, error) {
			s, err := compute.SingularValueDecomposition(in.Matrix("A"), true)
			if err != nil {
				return nil, err
			}
			k := len(s.Values)
			uThin := make([][]float64, len(s.U))
			for i, row := range s.U {
				uThin[i] = row[:k:k]
			}
			return map[string]any{
				"singular_values": s.Values, "rank": s.Rank,
				"U": s.U, "Vt": s.Vt, "U_thin": uThin, "Vt_thin": s.Vt[:k:k],
			}, nil
		},
		// A 2×2 A is drawn as rotate, stretch, rotate; any other as a
		// heatmap. The singular values below are the stretches (and, for a
		// data matrix, the scree of PCA).
		View: Stack{&Transform{Matrix: "A", Singular: true}, &Bars{Cols: []string{"i"}, Extra: []Series{{Label: "singular value σᵢ", F: singularValues}}, Title: "the singular values: the stretches of Σ"}},
	}
	return []*Spec{affine, eigen, svd}
}

// singularValues are the singular values of the input A, or none.
func singularValues(in Inputs) []float64 {
	s, err := compute.SingularValueDecomposition(in.Matrix("A"), false)
	if err != nil {
		return nil
	}
	return s.Values
}
