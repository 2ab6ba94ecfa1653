package equations

import (
	"errors"

	"eqx/compute"
	"gonum.org/v1/gonum/mat"
)

// classParam is the points of one class, one per row.
func classParam(i int, def [][]float64) Param {
	name := "class_" + string(rune('0'+i))
	p := Param{Name: name, Symbol: `D_` + string(rune('1'+i)), Doc: "the points of class " + string(rune('1'+i)) + ", one per row", Kind: Matrix, Default: def,
		Min: 0, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 20, MinCols: 1}
	return p
}

// ldaHandles are the points of each class, draggable on the plane.
var ldaHandles = []Handle{{Of: "class_0", Class: "class 1"}, {Of: "class_1", Class: "class 2"}, {Of: "class_2", Class: "class 3"}}

// ldaClassParams are two classes and an optional third.
func ldaClassParams() []Param {
	third := classParam(2, nil)
	third.Default, third.Optional, third.Example = nil, true, [][]float64{{2, 7}, {3, 8}, {4, 6}} // untyped nil: absent unless given
	third.Doc = "the points of a third class (optional)"
	return []Param{
		classParam(0, [][]float64{{1, 2}, {2, 3}, {3, 3}}),
		classParam(1, [][]float64{{6, 5}, {7, 8}, {8, 7}}),
		third,
	}
}

func ldaClasses(in Inputs) [][][]float64 {
	classes := [][][]float64{in.Matrix("class_0"), in.Matrix("class_1")}
	if in.Has("class_2") {
		classes = append(classes, in.Matrix("class_2"))
	}
	return classes
}

func ldaSpecs() []*Spec {
	within := &Spec{
		ID: "lda-within-class-scatter", Title: "LDA within-class scatter matrix", Category: "dimensionality-reduction",
		LaTeX: `S_W = \sum_{i=1}^{c} S_i, \quad S_i = \sum_{\mathbf{x} \in D_i}(\mathbf{x} - \mathbf{m}_i)(\mathbf{x} - \mathbf{m}_i)^\top, \quad \mathbf{m}_i = \frac{1}{n_i}\sum_{\mathbf{x} \in D_i}\mathbf{x}`,
		Explanation: "The within-class scatter matrix adds up, over the classes, the scatter of each class's points around their own mean m_i. " +
			"It measures the spread that linear discriminant analysis wants small once the data are projected, and it is the denominator of Fisher's criterion. " +
			"It is n − c times the pooled covariance matrix, and it is singular when the points of the classes together do not spread in every direction.",
		Sources: src(S1),
		Errata: []Erratum{
			{
				Source: S1, Wrote: `\text{In-between class scatter matrix: } S_w = \sum_{i=1}^{c} S_i`,
				Correct: `\text{Within-class scatter matrix: } S_W = \sum_{i=1}^{c} S_i`,
				Why:     "S_W measures the scatter inside each class around its own mean; the between-class scatter is S_B, defined next. The heading names the wrong one.",
			},
			{
				Source:  S1,
				Wrote:   `S_i = \sum\limits_{\pmb x \in D_i}^n (\pmb x - \pmb m_i)(\pmb x - \pmb m_i)^T, \quad \pmb m_i = \frac{1}{n_i} \sum\limits_{\pmb x \in D_i}^n \pmb x_k`,
				Correct: `S_i = \sum_{\mathbf{x} \in D_i} (\mathbf{x} - \mathbf{m}_i)(\mathbf{x} - \mathbf{m}_i)^\top, \quad \mathbf{m}_i = \frac{1}{n_i} \sum_{\mathbf{x} \in D_i} \mathbf{x}`,
				Why:     "A sum over the points of D_i has no upper limit n, and the mean must add the summation variable x, not an unrelated x_k.",
			},
		},
		Related: []string{"lda-between-class-scatter", "lda-fisher-criterion", "pca-covariance-matrix"},
		Output:  `S_W`,
		Params:  ldaClassParams(),
		Eval:    func(in Inputs) (any, error) { return compute.WithinClassScatter(ldaClasses(in)) },
		View:    dragging(ldaWithinPlot, ldaHandles...),
	}
	between := &Spec{
		ID: "lda-between-class-scatter", Title: "LDA between-class scatter matrix", Category: "dimensionality-reduction",
		LaTeX: `S_B = \sum_{i=1}^{c} n_i\,(\mathbf{m}_i - \mathbf{m})(\mathbf{m}_i - \mathbf{m})^\top`,
		Explanation: "The between-class scatter matrix measures how far the class means m_i lie from the overall mean m, each class weighted by its size n_i. " +
			"It is the spread linear discriminant analysis wants large after projection, the numerator of Fisher's criterion. " +
			"Its rank is at most c − 1, which is why LDA finds at most c − 1 useful directions; with the n_i weights, S_W + S_B is the total scatter of all the points.",
		Sources: src(S1),
		Errata: []Erratum{{
			Source: S1, Wrote: `S_b = \sum_{i=1}^{c} (\mathbf{m}_i - \mathbf{m})(\mathbf{m}_i - \mathbf{m})^\top`,
			Correct: `S_B = \sum_{i=1}^{c} n_i\,(\mathbf{m}_i - \mathbf{m})(\mathbf{m}_i - \mathbf{m})^\top`,
			Why:     "Without the class sizes n_i a class of 3 points moves the result as much as one of 3000, and S_W + S_B is no longer the total scatter. For classes of equal size the two forms differ only by a constant factor, which does not change the LDA directions.",
		}},
		Related: []string{"lda-within-class-scatter", "lda-fisher-criterion"},
		Output:  `S_B`,
		Params: append(ldaClassParams(), Param{Name: "weighted_by_n_i", Symbol: `n_i`,
			Doc:  "weight each class by its size (the standard definition); off gives the unweighted sum S1 prints",
			Kind: Bool, Default: true, Optional: true}),
		Eval: func(in Inputs) (any, error) {
			return compute.BetweenClassScatter(ldaClasses(in), in.Bool("weighted_by_n_i"))
		},
		View: dragging(ldaBetweenPlot, ldaHandles...),
	}
	fisher := &Spec{
		ID: "lda-fisher-criterion", Title: "Fisher LDA criterion", Category: "dimensionality-reduction",
		LaTeX: `\Phi_{\text{lda}} = \operatorname*{argmax}_{\Phi}\frac{\left|\Phi^\top S_B\,\Phi\right|}{\left|\Phi^\top S_W\,\Phi\right|}`,
		Explanation: "Fisher's criterion scores a projection by the ratio of between-class to within-class scatter along it: large when the projected class means are far apart compared with the spread of each class. " +
			"The best projection is given by the leading eigenvectors of S_W⁻¹S_B (for two classes, the direction S_W⁻¹(m₂ − m₁)), and is used both to reduce dimension and as a linear classifier. " +
			"Unlike PCA it uses the labels, so it keeps the directions that separate the classes rather than those with the most variance.",
		Sources: src(S1),
		Related: []string{"lda-within-class-scatter", "lda-between-class-scatter", "pca-u-reduce", "eigendecomposition"},
		Output:  `\max_\Phi J(\Phi)`,
		Params: append(ldaClassParams(),
			Param{Name: "S_B", Symbol: `S_B`, Doc: "the between-class scatter used: weighted by the class sizes (standard) or unweighted (as S1 prints)",
				Kind: Choice, Default: "weighted", Optional: true, Options: []string{"weighted", "unweighted"}},
			Param{Name: "Phi", Symbol: `\Phi`, Doc: "a direction to score (the output then includes its criterion)", Kind: Vector,
				Optional: true, Example: []float64{1, 0}, Min: -1, Max: 1, Step: 0.05, Domain: AnyReal, MinLen: 1, MaxLen: 10}),
		Eval: func(in Inputs) (any, error) {
			classes, weighted := ldaClasses(in), in.Choice("S_B") == "weighted"
			out := map[string]any{}
			if in.Has("Phi") {
				j, err := compute.FisherCriterion(classes, in.Vector("Phi"), weighted)
				if err != nil {
					return nil, err
				}
				out["criterion"] = j
			}
			lda, err := compute.FitFisherLDA(classes, weighted)
			if errors.Is(err, compute.ErrUndefined) && in.Has("Phi") {
				// A singular S_W has no optimum, but the criterion of the
				// given direction is still defined.
				return out, nil
			}
			if err != nil {
				return nil, err
			}
			out["max_criterion"] = lda.Eigenvalues[0]
			out["direction_unit"] = mat.Col(nil, 0, lda.Directions)
			out["eigenvalues"] = lda.Eigenvalues
			return out, nil
		},
		View: dragging(ldaFisherPlot, ldaHandles...),
	}
	return []*Spec{within, between, fisher}
}
