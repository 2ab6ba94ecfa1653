package equations

import "eqx/compute"

func distances() []*Spec {
	euclid := &Spec{
		ID: "euclidean-distance", Title: "Euclidean distance", Category: "distances",
		LaTeX: `d(\mathbf{x}, \mathbf{y}) = \|\mathbf{x} - \mathbf{y}\|_2 = \sqrt{\sum_{i=1}^{n}(x_i - y_i)^2}`,
		Explanation: "The Euclidean distance is the length of the straight segment between two points. " +
			"It is the default metric of k-nearest neighbours and k-means. " +
			"Because differences are squared, one coordinate with a large scale can dominate it, so features are usually standardised first.",
		Sources: src(S1, S3),
		Related: []string{"mse"},
		Output:  `d(\mathbf{x}, \mathbf{y})`,
		Params: []Param{
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the first point", Kind: Vector, Default: []float64{0, 0},
				Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "the second point", Kind: Vector, Default: []float64{3, 4},
				Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10, SameLen: "x"},
		},
		Eval: func(in Inputs) (any, error) { return compute.EuclideanDistance(in.Vector("x"), in.Vector("y")) },
		Plot: Plot{Kind: PairedBars, Of: []string{"x", "y"}},
	}
	return []*Spec{euclid}
}
