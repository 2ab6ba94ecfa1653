package equations

import (
	"fmt"

	"eqx/compute"

	"gonum.org/v1/gonum/mat"
)

// The feature maps and kernels offered by the choices, spelled as the
// conformance vectors spell them.
const (
	phiQuadratic    = "quadratic (x1^2, x2^2, sqrt2 x1x2, sqrt2 x1, sqrt2 x2, 1)"
	phiLinear       = "linear (phi = identity)"
	kernelLinear    = "linear (phi = identity)"
	kernelQuadratic = "quadratic (x.x' + 1)^2"
	kernelGaussian  = "gaussian rbf exp(-||x - x'||^2 / (2 sigma^2))"
)

// svmData returns the parameters of a linear classifier (w, b) and labelled
// 2-D data shared by the margin equations. The default data are separable:
// two positives on the line x₁ + x₂ = 4, two negatives on x₁ + x₂ = 0.
func svmData(w []float64, b float64, X [][]float64, y []float64) []Param {
	return []Param{
		{Name: "w", Symbol: `\mathbf{w}`, Doc: "the weights, normal to the decision line", Kind: Vector, Default: w,
			Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 6},
		{Name: "b", Symbol: `b`, Doc: "the bias (offset of the decision line)", Kind: Real, Default: b,
			Min: -5, Max: 5, Step: 0.1, Domain: AnyReal},
		{Name: "X", Symbol: `X`, Doc: "the examples x_i, one per row", Kind: Matrix, Default: X,
			Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 12, MinCols: 1},
		{Name: "y", Symbol: `y`, Doc: "the labels y_i, 0 or 1, one per row of X", Kind: Vector, Default: y,
			Min: 0, Max: 1, Step: 1, Domain: Unit, MinLen: 1, MaxLen: 12},
	}
}

// kernelsSVMFamily is the support vector machines and their kernels (a
// family of the catalogue: family.go).
type kernelsSVMFamily struct{}

func (kernelsSVMFamily) specs() []*Spec {
	hard := &Spec{
		ID: "svm-hard-margin", Title: "Hard-margin SVM", Category: "kernels-svm",
		LaTeX: `\max_{\mathbf{w}, b}\frac{2}{\sqrt{\mathbf{w}^\top\mathbf{w}}} \iff \min_{\mathbf{w}, b}\frac{1}{2}\mathbf{w}^\top\mathbf{w} \quad \text{s.t. } (2y_i - 1)(\mathbf{w}^\top\mathbf{x}_i + b) \ge 1 \;\; \forall i`,
		Explanation: "The hard-margin support vector machine picks, among all lines that separate two classes perfectly, the one with the widest empty band around it. " +
			"The band between wᵀx + b = −1 and wᵀx + b = +1 has width 2/‖w‖, so widening it is the same as shrinking ‖w‖ while every point keeps a functional margin of at least 1. " +
			"It only exists for separable data; the few points that touch the band, the support vectors, alone decide the solution.",
		Sources: src(S3),
		Errata: []Erratum{{
			Source:  S3,
			Wrote:   `\max_{w} \frac{2}{\sqrt{w^\top w}}, \quad \min_{w} \frac{1}{2} w^\top w`,
			Correct: `\max_{\mathbf{w}, b} \frac{2}{\sqrt{\mathbf{w}^\top \mathbf{w}}}, \quad \min_{\mathbf{w}, b} \frac{1}{2} \mathbf{w}^\top \mathbf{w}`,
			Why:     "The bias b is a variable of the optimisation too: the constraints depend on it, and the best line is found by choosing w and b together.",
		}},
		Related: []string{"svm-soft-margin", "svm-subgradient-step", "kernel-svm-classifier"},
		Params: svmData([]float64{1, 1}, -2,
			[][]float64{{2, 2}, {3, 1}, {0, 0}, {-1, 1}}, []float64{1, 1, 0, 0}),
		Eval: func(in Inputs) (any, error) {
			m, err := compute.SVMHardMargin(in.Vector("w"), in.Real("b"), in.Matrix("X"), in.Vector("y"))
			if err != nil {
				return nil, err
			}
			return map[string]any{"margin_width": m.Width, "functional_margins": m.Functional, "feasible": m.Feasible}, nil
		},
		Output: `2/\|\mathbf{w}\|`,
		// The constraints one bar per example: a bar under 1 breaks the
		// hard margin, a negative one is on the wrong side of the line.
		View: Stack{&Regions{Points: "X", Y: "y", Score: "linear", W: "w", B: "b", Margin: true, Drag: []Handle{{Of: "X", Label: "y"}}}, &Bars{Cols: []string{"example i"}, Extra: []Series{{Label: "functional margin", F: functionalMargins}}, Title: "(2yᵢ − 1)(wᵀxᵢ + b): the hard margin needs each ≥ 1"}},
	}

	soft := &Spec{
		ID: "svm-soft-margin", Title: "Soft-margin SVM objective", Category: "kernels-svm",
		LaTeX: `\min_{\mathbf{w}, b}\frac{\lambda}{2}\mathbf{w}^\top\mathbf{w} + \frac{1}{n}\sum_{i=1}^{n}\max\left\{0,\, 1 - (2y_i - 1)(\mathbf{w}^\top\mathbf{x}_i + b)\right\}`,
		Explanation: "The soft-margin SVM lets points violate the margin at a price: the hinge loss, zero for a point beyond its margin line and growing linearly inside the band or on the wrong side. " +
			"It is the same problem as minimising ½wᵀw + (1/λ)(1/n)Σξ_i with one slack ξ_i ≥ 0 per point and constraints (2y_i − 1)(wᵀx_i + b) ≥ 1 − ξ_i. " +
			"A large λ favours a wide margin with more violations; a small λ fits the training points more tightly.",
		Sources: src(S3),
		Errata: []Erratum{{
			Source:  S3,
			Wrote:   `(2 y_{i} - 1)(w^\top x_{i} + b) \geq 1 - \xi, \quad \xi \geq 0`,
			Correct: `(2 y_{i} - 1)(\mathbf{w}^\top \mathbf{x}_{i} + b) \geq 1 - \xi_i, \quad \xi_i \geq 0 \quad \forall i`,
			Why:     "Each example has its own slack variable ξ_i, as the objective's sum Σξ_i says; a single ξ would let every point violate the margin by the same amount.",
		}},
		Related: []string{"svm-hard-margin", "svm-subgradient-step"},
		Params: append(svmData([]float64{0.5, 0.5}, -1,
			[][]float64{{2, 2}, {3, 1}, {0, 0}, {-1, 1}, {1, 1.5}}, []float64{1, 1, 0, 0, 0}),
			Param{Name: "lambda", Symbol: `\lambda`, Doc: "the regularisation strength: larger favours a wider margin", Kind: Real, Default: 0.1,
				Min: 1e-3, Max: 10, Step: 0.001, Log: true, Domain: NonNegative}),
		Eval: func(in Inputs) (any, error) {
			return compute.SVMSoftMarginObjective(in.Vector("w"), in.Real("b"), in.Matrix("X"), in.Vector("y"), in.Real("lambda"))
		},
		Output: `J(\mathbf{w}, b)`,
		// The line, its margins and the points inside them; then the
		// hinge loss each point pays, which the objective averages.
		View: Stack{&Regions{Points: "X", Y: "y", Score: "linear", W: "w", B: "b", Margin: true, Drag: []Handle{{Of: "X", Label: "y"}}}, &Bars{Cols: []string{"example i"}, Extra: []Series{{Label: "hinge loss", F: hingeLosses}}, Title: "max{0, 1 − (2yᵢ − 1)(wᵀxᵢ + b)}: the hinge loss of each example"}},
	}

	step := &Spec{
		ID: "svm-subgradient-step", Title: "SVM subgradient descent step", Category: "kernels-svm",
		LaTeX: `\begin{aligned}\mathbf{w} &\leftarrow (1 - \alpha\lambda)\,\mathbf{w} + \alpha\,(2y_i - 1)\,\mathbb{1}\{(2y_i - 1)(\mathbf{w}^\top\mathbf{x}_i + b) < 1\}\,\mathbf{x}_i \\ b &\leftarrow b + \alpha\,(2y_i - 1)\,\mathbb{1}\{(2y_i - 1)(\mathbf{w}^\top\mathbf{x}_i + b) < 1\}\end{aligned}`,
		Explanation: "The soft-margin objective has a kink where the hinge turns on, so it is minimised with subgradients, one example at a time. " +
			"Every step shrinks w by the factor 1 − αλ (the pull of the regulariser towards a wide margin); an example that sits inside the margin or on the wrong side also pulls the boundary towards classifying it with room to spare. " +
			"Examples beyond their margin line do not move the boundary at all, which is why only the support vectors matter in the end.",
		Sources: src(S3),
		Errata: []Erratum{{
			Source:  S3,
			Wrote:   `w = (1 - \lambda) w - \alpha (2 y_{i} - 1) 1_{\{(2 y_{i} - 1)(w^\top x_{i} + b) \geq 1\}} x_{i}`,
			Correct: `\mathbf{w} \leftarrow (1 - \alpha\lambda)\mathbf{w} + \alpha (2 y_{i} - 1) \mathbb{1}\{(2 y_{i} - 1)(\mathbf{w}^\top \mathbf{x}_{i} + b) < 1\} \mathbf{x}_{i}, \quad b \leftarrow b + \alpha (2 y_{i} - 1) \mathbb{1}\{\cdots < 1\}`,
			Why: "The hinge max{0, 1 − m} has the subgradient −(2y_i − 1)x_i only where it is active, m < 1, and a descent step subtracts it, hence the plus sign; the regulariser's gradient λw is scaled by the step size α like the rest. " +
				"The printed rule moves w only for points already beyond the margin, and omits the update of b.",
		}},
		Related: []string{"svm-soft-margin", "svm-hard-margin"},
		Params: []Param{
			{Name: "w", Symbol: `\mathbf{w}`, Doc: "the current weights", Kind: Vector, Default: []float64{0.5, 0.5},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 6},
			{Name: "b", Symbol: `b`, Doc: "the current bias", Kind: Real, Default: 0.0,
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal},
			{Name: "x", Symbol: `\mathbf{x}_i`, Doc: "the example", Kind: Vector, Default: []float64{1, 0},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 6, SameLen: "w"},
			{Name: "y", Symbol: `y_i`, Doc: "the example's label, 0 or 1", Kind: Integer, Default: 1,
				Min: 0, Max: 1, Step: 1, Domain: Unit},
			{Name: "alpha", Symbol: `\alpha`, Doc: "the step size (learning rate)", Kind: Real, Default: 0.1,
				Min: 1e-3, Max: 1, Step: 0.001, Log: true, Domain: NonNegative},
			{Name: "lambda", Symbol: `\lambda`, Doc: "the regularisation strength", Kind: Real, Default: 0.01,
				Min: 1e-3, Max: 10, Step: 0.001, Log: true, Domain: NonNegative},
		},
		Eval: func(in Inputs) (any, error) {
			s, err := compute.SVMSubgradientStep(in.Vector("w"), in.Real("b"), in.Vector("x"), in.Int("y"), in.Real("alpha"), in.Real("lambda"))
			if err != nil {
				return nil, err
			}
			return map[string]any{"w": s.W, "b": s.B, "hinge_active": s.Active}, nil
		},
		Output: `(\mathbf{w}, b)`,
		// The line and its margins with the example, then the step split
		// into its two pulls.
		View: Stack{&Regions{X: "x", Y: "y", Score: "linear", W: "w", B: "b", Margin: true, Drag: []Handle{{Of: "x", Label: "y"}}}, &Heatmap{Rows: []string{"before", "shrink −αλw", "pull α(2y − 1)x", "after"}, Table: svmStepTable, Title: "every step shrinks w; an example with margin < 1 also pulls"}},
	}

	classifier := &Spec{
		ID: "kernel-svm-classifier", Title: "Kernel SVM classifier (explicit feature map)", Category: "kernels-svm",
		LaTeX: `\hat{y}_i = \mathbb{1}\{\mathbf{w}^\top\varphi(\mathbf{x}_i) + b \ge 0\}`,
		Explanation: "A kernel SVM is a linear classifier in a feature space: it maps each point x through φ and thresholds wᵀφ(x) + b at zero. " +
			"A boundary that is a straight line in feature space is curved in the input space; with the quadratic map it is a conic, so w = (1, 1, 0, 0, 0, −1) labels the points outside the unit circle as 1. " +
			"In practice w is never formed: it is a combination of the φ(x_i) of the support vectors, and only kernel values φ(x)ᵀφ(x') are needed.",
		Sources: src(S3),
		Related: []string{"quadratic-kernel", "kernel-gram-matrix", "svm-hard-margin"},
		Params: []Param{
			{Name: "phi", Symbol: `\varphi`, Doc: "the feature map", Kind: Choice, Default: phiQuadratic,
				Options: []string{phiQuadratic, phiLinear},
				// w has one weight per feature of φ(x).
				Needs: map[string][]string{phiQuadratic: {"w=[1, 1, 0, 0, 0, -1]"}, phiLinear: {"w=[1, 1]"}}},
			{Name: "w", Symbol: `\mathbf{w}`, Doc: "the weights in feature space (6 for the quadratic map of a 2-D point)", Kind: Vector,
				Default: []float64{1, 1, 0, 0, 0, -1}, Min: -3, Max: 3, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			{Name: "b", Symbol: `b`, Doc: "the bias", Kind: Real, Default: 0.0, Min: -3, Max: 3, Step: 0.05, Domain: AnyReal},
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the query point", Kind: Vector, Default: []float64{0.5, 0.5},
				Min: -3, Max: 3, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 3},
		},
		Eval: func(in Inputs) (any, error) {
			x := in.Vector("x")
			phi := x
			if in.Choice("phi") == phiQuadratic {
				var err error
				if phi, err = compute.QuadraticFeatures(nil, x); err != nil {
					return nil, err
				}
			}
			label, _, err := compute.LinearDecision(in.Vector("w"), phi, in.Real("b"))
			return label, err
		},
		Output: `\hat{y}`,
		View:   &Regions{X: "x", Score: "label", Drag: []Handle{{Of: "x"}}},
	}

	gram := &Spec{
		ID: "kernel-gram-matrix", Title: "Kernel Gram matrix", Category: "kernels-svm",
		LaTeX: `K_{ii'} = \varphi(\mathbf{x}_i)^\top\varphi(\mathbf{x}_{i'}) = k(\mathbf{x}_i, \mathbf{x}_{i'})`,
		Explanation: "The Gram matrix collects the inner products of every pair of training points in feature space. " +
			"Kernel methods need nothing else: the SVM's dual problem and its predictions are written with K alone, so φ may be huge or even infinite-dimensional as for the Gaussian kernel. " +
			"A valid kernel always gives a symmetric, positive semi-definite K.",
		Sources: src(S3),
		Errata: []Erratum{{
			Source:  S3,
			Wrote:   `\text{Kernal Gram matrix}`,
			Correct: `\text{Kernel Gram matrix}`,
			Why:     "A spelling slip in the heading; the formula itself is right.",
		}},
		Related: []string{"quadratic-kernel", "gaussian-rbf-kernel", "kernel-svm-classifier"},
		Params: []Param{
			{Name: "X", Symbol: `X`, Doc: "the points x_i, one per row", Kind: Matrix, Default: [][]float64{{1, 2}, {3, 4}, {0, 1}},
				Min: -5, Max: 5, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 6, MinCols: 1},
			{Name: "kernel", Symbol: `k`, Doc: "the kernel", Kind: Choice, Default: kernelQuadratic,
				Options: []string{kernelLinear, kernelQuadratic, kernelGaussian}},
			{Name: "sigma", Symbol: `\sigma`, Doc: "the length scale of the Gaussian kernel", Kind: Real, Default: 1.0, Optional: true,
				Min: 0.1, Max: 5, Step: 0.05, Domain: Positive},
		},
		Eval: func(in Inputs) (any, error) {
			kind := compute.KernelQuadratic
			switch c := in.Choice("kernel"); c {
			case kernelLinear:
				kind = compute.KernelLinear
			case kernelGaussian:
				kind = compute.KernelGaussian
			case kernelQuadratic:
			default:
				return nil, fmt.Errorf("unknown kernel %q", c)
			}
			K, err := compute.GramMatrix(in.Matrix("X"), kind, in.Real("sigma"))
			if err != nil {
				return nil, err
			}
			return symRows(K), nil
		},
		Output: `K`,
		// K, then the points it compares: changing a point changes its row
		// and column of K.
		View: Stack{&Heatmap{Rows: []string{"point "}, Cols: []string{"point "}, Title: "K: the kernel of each pair of points"}, &Heatmap{Of: []string{"X"}, Rows: []string{"point "}, Cols: []string{"coordinate "}, Title: "the points X"}},
	}

	quadratic := &Spec{
		ID: "quadratic-kernel", Title: "Quadratic kernel and its feature map", Category: "kernels-svm",
		LaTeX: `K_{ii'} = \left(\mathbf{x}_i^\top\mathbf{x}_{i'} + 1\right)^2, \quad \varphi(\mathbf{x}) = \left(x_1^2,\, x_2^2,\, \sqrt{2}\,x_1x_2,\, \sqrt{2}\,x_1,\, \sqrt{2}\,x_2,\, 1\right)`,
		Explanation: "The quadratic kernel is the inner product of two 6-dimensional feature vectors, computed from a 2-D dot product without ever building them. " +
			"Expanding (xᵀx' + 1)² gives exactly the squares, the cross term and the linear terms of φ, each with the weight that makes the two sides agree. " +
			"This is the kernel trick in miniature: a linear SVM on φ(x) separates classes with conic boundaries at the cost of a 2-D computation.",
		Sources: src(S3),
		Errata: []Erratum{{
			Source:  S3,
			Wrote:   `K_{ii'} = \left(x_{i^\top} x_{i'} + 1\right)^{2}`,
			Correct: `K_{ii'} = \left(\mathbf{x}_{i}^\top \mathbf{x}_{i'} + 1\right)^{2}`,
			Why:     "The transpose applies to the vector x_i, not to its index: the kernel is the dot product of x_i and x_i' plus one, squared.",
		}},
		Related: []string{"kernel-gram-matrix", "kernel-svm-classifier", "gaussian-rbf-kernel"},
		Params: []Param{
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the first point", Kind: Vector, Default: []float64{1, 2},
				Min: -3, Max: 3, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 4},
			{Name: "x_prime", Symbol: `\mathbf{x}'`, Doc: "the second point", Kind: Vector, Default: []float64{3, 4},
				Min: -3, Max: 3, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 4, SameLen: "x"},
		},
		Eval:   func(in Inputs) (any, error) { return compute.QuadraticKernel(in.Vector("x"), in.Vector("x_prime")) },
		Output: `K(\mathbf{x}, \mathbf{x}')`,
		View:   &PairedBars{Of: []string{"x", "x_prime"}},
	}

	rbf := &Spec{
		ID: "gaussian-rbf-kernel", Title: "Gaussian (RBF) kernel", Category: "kernels-svm",
		LaTeX: `K(\mathbf{x}, \mathbf{l}) = \exp\!\left(-\frac{\|\mathbf{x} - \mathbf{l}\|^2}{2\sigma^2}\right)`,
		Explanation: "The Gaussian radial basis function kernel scores how close a point is to a landmark: 1 on top of it, falling like a bell curve with the squared distance. " +
			"The bandwidth σ sets how far the similarity reaches; a small σ makes a very flexible, easily overfitting classifier, a large one a nearly linear one. " +
			"Its feature map is infinite-dimensional, so it can only be used through the kernel trick.",
		Sources: src(S2, S3),
		Errata: []Erratum{{
			Source:  S2,
			Wrote:   `\exp\left(-\frac{\|x-l^{(i)}\|}{2\sigma^2}\right)`,
			Correct: `\exp\left(-\frac{\|x-l^{(i)}\|^2}{2\sigma^2}\right)`,
			Why: "The Gaussian kernel uses the squared distance, as S3's (x_i − x_i')ᵀ(x_i − x_i') form does; without the square the formula is a different (exponential) kernel. " +
				"For x = (1, 2), l = (2, 4) and σ = 1 the printed form gives 0.3269 instead of 0.0821.",
		}},
		Related: []string{"kernel-gram-matrix", "quadratic-kernel", "euclidean-distance", "gaussian-pdf"},
		Params: []Param{
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the point", Kind: Vector, Default: []float64{1, 2},
				Min: -5, Max: 5, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 4},
			{Name: "l", Symbol: `\mathbf{l}`, Doc: "the landmark", Kind: Vector, Default: []float64{2, 4},
				Min: -5, Max: 5, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 4, SameLen: "x"},
			{Name: "sigma", Symbol: `\sigma`, Doc: "the bandwidth (length scale)", Kind: Real, Default: 1.0,
				Min: 0.1, Max: 5, Step: 0.05, Domain: Positive},
		},
		Eval: func(in Inputs) (any, error) {
			return compute.GaussianKernel(in.Vector("x"), in.Vector("l"), in.Real("sigma"))
		},
		Output: `K(\mathbf{x}, \mathbf{l})`,
		View:   &Regions{X: "x", Points: "l", Score: "similarity", Drag: []Handle{{Of: "x"}, {Of: "l"}}},
	}
	return []*Spec{hard, soft, step, classifier, gram, quadratic, rbf}
}

// functionalMargins are (2y_i − 1)(wᵀx_i + b) for the rows of X, or none.
func functionalMargins(in Inputs) []float64 {
	m, err := compute.SVMHardMargin(in.Vector("w"), in.Real("b"), in.Matrix("X"), in.Vector("y"))
	if err != nil {
		return nil
	}
	return m.Functional
}

// hingeLosses are max{0, 1 − (2y_i − 1)(wᵀx_i + b)} for the rows of X, or
// none.
func hingeLosses(in Inputs) []float64 {
	m := functionalMargins(in)
	for i, v := range m {
		m[i] = max(0, 1-v)
	}
	return m
}

// svmStep takes the subgradient step of the inputs.
func svmStep(in Inputs) (compute.SVMStep, bool) {
	s, err := compute.SVMSubgradientStep(in.Vector("w"), in.Real("b"), in.Vector("x"), in.Int("y"), in.Real("alpha"), in.Real("lambda"))
	return s, err == nil
}

// svmStepTable is (w, b) before the step, its two parts, and after: the
// shrink of w towards 0, and the pull of a margin-violating example.
func svmStepTable(in Inputs) ([][]float64, []string) {
	s, ok := svmStep(in)
	w, b, x := in.Vector("w"), in.Real("b"), in.Vector("x")
	if !ok || len(s.W) != len(w) || len(x) != len(w) {
		return nil, nil
	}
	alpha, lambda := in.Real("alpha"), in.Real("lambda")
	sign := float64(2*in.Int("y") - 1)
	n := len(w) + 1
	t := [][]float64{append(append([]float64(nil), w...), b), make([]float64, n), make([]float64, n), append(append([]float64(nil), s.W...), s.B)}
	for i, v := range w {
		t[1][i] = -alpha * lambda * v
		if s.Active {
			t[2][i] = alpha * sign * x[i]
		}
	}
	if s.Active {
		t[2][n-1] = alpha * sign
	}
	return t, indexed("w", len(w), "b")
}

// symRows copies a symmetric matrix into rows, the output shape of a matrix.
func symRows(K *mat.SymDense) [][]float64 {
	n := K.SymmetricDim()
	rows := make([][]float64, n)
	for i := range rows {
		rows[i] = make([]float64, n)
		for j := range rows[i] {
			rows[i][j] = K.At(i, j)
		}
	}
	return rows
}

// iterations are how the family's update rules repeat (Step, Play, Reset).
func (kernelsSVMFamily) iterations() map[string]*Iteration {
	return map[string]*Iteration{
		"svm-subgradient-step": {
			Next: copyOutputs("w", "b"),
			// The soft-margin objective over the one example.
			Loss: func(in Inputs) (float64, bool) {
				return lossOK(compute.SVMSoftMarginObjective(in.Vector("w"), in.Real("b"),
					[][]float64{in.Vector("x")}, []float64{float64(in.Int("y"))}, in.Real("lambda")))
			},
			LossLabel: "λ/2·‖w‖² + hinge on the example",
		},
	}
}
