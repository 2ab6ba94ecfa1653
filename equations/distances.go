package equations

import (
	"encoding/json"
	"math"
	"slices"

	"eqx/compute"
)

// distancesFamily is the distances and similarities between points and sets
// (a family of the catalogue: family.go).
type distancesFamily struct{}

func (distancesFamily) specs() []*Spec {
	euclid := &Spec{
		ID: "euclidean-distance", Title: "Euclidean distance", Category: "distances",
		LaTeX: `d(\mathbf{x}, \mathbf{y}) = \|\mathbf{x} - \mathbf{y}\|_2 = \sqrt{\sum_{i=1}^{n}(x_i - y_i)^2}`,
		Explanation: "The Euclidean distance is the length of the straight segment between two points. " +
			"It is the default metric of k-nearest neighbours and k-means. " +
			"Because differences are squared, one coordinate with a large scale can dominate it, so features are usually standardised first.",
		Sources: src(S1, S3),
		Related: []string{"manhattan-distance", "minkowski-distance", "cosine-similarity", "mse", "knn-classifier"},
		Output:  `d(\mathbf{x}, \mathbf{y})`,
		Params:  pointParams([]float64{0, 0}, []float64{3, 4}),
		Eval:    func(in Inputs) (any, error) { return compute.EuclideanDistance(in.Vector("x"), in.Vector("y")) },
		View:    &Points{X: "x", Y: "y", P: 2},
	}
	manhattan := &Spec{
		ID: "manhattan-distance", Title: "Manhattan (L1) distance", Category: "distances",
		LaTeX: `d_1(\mathbf{x}, \mathbf{y}) = \|\mathbf{x} - \mathbf{y}\|_1 = \sum_{i=1}^{n}|x_i - y_i|`,
		Explanation: "The Manhattan distance adds the absolute differences of the coordinates: the length of a path that moves along the axes, like a taxi on a street grid. " +
			"It is used for high-dimensional or sparse data and wherever one large difference should not dominate, since differences are not squared. " +
			"Its unit ball is a diamond, and every staircase path between the two points has the same length.",
		Sources: src(S1, S3),
		Related: []string{"euclidean-distance", "minkowski-distance", "hamming-distance", "mae", "l1-regularization"},
		Output:  `d_1(\mathbf{x}, \mathbf{y})`,
		Params:  pointParams([]float64{1, 2}, []float64{4, 6}),
		Eval:    func(in Inputs) (any, error) { return compute.ManhattanDistance(in.Vector("x"), in.Vector("y")) },
		View:    &Points{X: "x", Y: "y", P: 1},
	}
	hamming := &Spec{
		ID: "hamming-distance", Title: "Hamming distance", Category: "distances",
		LaTeX: `d_H(\mathbf{x}, \mathbf{y}) = \sum_{i=1}^{n}\mathbb{1}\{x_i \ne y_i\}`,
		Explanation: "The Hamming distance counts the positions at which two equal-length sequences differ. " +
			"It measures bit errors in coding theory and compares binary feature vectors, DNA strings or words. " +
			"It ignores how different two symbols are: 1 versus 5 counts the same as 1 versus 2.",
		Sources: src(S1),
		Errata: []Erratum{{
			Source:  S1,
			Wrote:   `\sum_{i=1}^{n} |x_i - y_i|`,
			Correct: `d_H(\mathbf{x}, \mathbf{y}) = \sum_{i=1}^{n}\mathbb{1}\{x_i \ne y_i\}`,
			Why: "The printed sum of absolute differences is the Manhattan distance, identical to the seed's previous line. " +
				"It counts mismatches only when every entry is 0 or 1: for [1, 2, 3] and [1, 5, 3] it gives 3, yet the vectors differ in one position.",
		}},
		Related: []string{"manhattan-distance", "jaccard-similarity"},
		Output:  `d_H(\mathbf{x}, \mathbf{y})`,
		Params: []Param{
			{Name: "x", Symbol: `\mathbf{x}`, Doc: "the first sequence: a list of numbers (bits) or of strings (symbols)", Kind: Object,
				Default: json.RawMessage(`[1, 0, 1, 1, 0, 1]`), Editor: BitString{}},
			{Name: "y", Symbol: `\mathbf{y}`, Doc: "the second sequence, as long as x and of the same kind", Kind: Object,
				Default: json.RawMessage(`[0, 0, 1, 0, 0, 1]`), Editor: BitString{}},
		},
		Eval: evalHamming,
		View: &Heatmap{Rows: []string{"x", "y", "x ≠ y"}, Cols: []string{"i = "}, Table: hammingTable},
	}
	minkowski := &Spec{
		ID: "minkowski-distance", Title: "Minkowski distance", Category: "distances",
		LaTeX: `d_p(\mathbf{x}, \mathbf{y}) = \left(\sum_{i=1}^{n}|x_i - y_i|^p\right)^{1/p}, \quad p \ge 1`,
		Explanation: "The Minkowski distance is the Lp norm of the difference of two points, a family with one exponent p. " +
			"It gives the Manhattan distance at p = 1, the Euclidean at p = 2 and, as p grows to infinity, the largest coordinate difference (Chebyshev). " +
			"Raising p gives more weight to the largest difference; below p = 1 the triangle inequality fails, so the formula is no longer a distance.",
		Sources: src(S1),
		Related: []string{"manhattan-distance", "euclidean-distance", "knn-classifier"},
		Output:  `d_p(\mathbf{x}, \mathbf{y})`,
		Params: append(pointParams([]float64{0, 0}, []float64{3, 4}), Param{
			Name: "p", Symbol: `p`, Doc: "the exponent: 1 is Manhattan, 2 Euclidean, Infinity the largest difference",
			Kind: Real, Default: 3.0, Min: 1, Max: 10, Step: 0.1, Domain: Interval{Lo: 1, Hi: math.Inf(1)},
		}),
		Eval: func(in Inputs) (any, error) {
			return compute.MinkowskiDistance(in.Vector("x"), in.Vector("y"), in.Real("p"))
		},
		View: Stack{&Curve{X: "p"}, &Points{X: "x", Y: "y", Norm: "p"}},
	}
	cosine := &Spec{
		ID: "cosine-similarity", Title: "Cosine similarity", Category: "distances",
		LaTeX: `\cos(\mathbf{x}, \mathbf{y}) = \frac{\mathbf{x}\cdot\mathbf{y}}{\|\mathbf{x}\|_2\,\|\mathbf{y}\|_2}`,
		Explanation: "Cosine similarity is the cosine of the angle between two vectors: 1 for the same direction, 0 for perpendicular, −1 for opposite. " +
			"It compares documents, word embeddings and other vectors whose length matters less than their direction. " +
			"Scaling either vector leaves it unchanged, and it is undefined for a zero vector, which has no direction.",
		Sources: src(S0, S1),
		Errata: []Erratum{{
			Source:  S0,
			Wrote:   `\text{Cosine}(x,y) = \frac{x \cdot y}{|x||y|}`,
			Correct: `\cos(\mathbf{x}, \mathbf{y}) = \frac{\mathbf{x}\cdot\mathbf{y}}{\|\mathbf{x}\|_2\,\|\mathbf{y}\|_2}`,
			Why:     "Single bars around a vector read as an absolute value or a determinant; the denominator is the product of the two Euclidean norms.",
		}},
		Related: []string{"euclidean-distance", "jaccard-similarity", "dot-product-attention-score"},
		Output:  `\cos(\mathbf{x}, \mathbf{y})`,
		Params:  pointParams([]float64{2, 1}, []float64{1, 3}),
		Eval:    func(in Inputs) (any, error) { return compute.CosineSimilarity(in.Vector("x"), in.Vector("y")) },
		View:    &Points{X: "x", Y: "y"}, // P = 0: the two vectors as arrows
	}
	set := func(name, doc string, def []float64) Param {
		return Param{Name: name, Symbol: name, Doc: doc, Kind: Members, Default: def,
			Min: 0, Max: 10, Step: 1, Domain: AnyReal, MaxLen: 10, Editor: SetMembers{}}
	}
	jaccard := &Spec{
		ID: "jaccard-similarity", Title: "Jaccard index", Category: "distances",
		LaTeX: `J(U, V) = \frac{|U \cap V|}{|U \cup V|}`,
		Explanation: "The Jaccard index is the size of the overlap of two sets divided by the size of their union. " +
			"It compares sets of words, tags or items bought, and scores segmentation masks as intersection over union. " +
			"It is 1 for identical sets and 0 for disjoint ones; when both sets are empty it is 0/0 and left undefined.",
		Sources: src(S0),
		Related: []string{"cosine-similarity", "hamming-distance"},
		Output:  `J(U, V)`,
		Params: []Param{
			set("U", "the first set: numbers, or words such as tags; a repeated member counts once", []float64{1, 2, 3}),
			set("V", "the second set, of the same kind as U", []float64{2, 3, 4}),
		},
		Eval: func(in Inputs) (any, error) {
			if err := sameKindMembers(in, "U", "V"); err != nil {
				return nil, err
			}
			un, uw := in.Members("U")
			vn, vw := in.Members("V")
			if uw != nil || vw != nil {
				return compute.JaccardSimilarity(uw, vw)
			}
			return compute.JaccardSimilarity(un, vn)
		},
		View: &Heatmap{Rows: []string{"in U", "in V"}, Table: membership},
	}
	return []*Spec{euclid, manhattan, hamming, minkowski, cosine, jaccard}
}

// pointParams are the two points x and y of a distance, with defaults.
func pointParams(x, y []float64) []Param {
	return []Param{
		{Name: "x", Symbol: `\mathbf{x}`, Doc: "the first point", Kind: Vector, Default: x,
			Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10},
		{Name: "y", Symbol: `\mathbf{y}`, Doc: "the second point", Kind: Vector, Default: y,
			Min: -10, Max: 10, Step: 0.1, Domain: AnyReal, MinLen: 1, MaxLen: 10, SameLen: "x"},
	}
}

// evalHamming compares two sequences of numbers, or two of strings.
func evalHamming(in Inputs) (any, error) {
	xn, xs, err := decodeSequence("x", in.Object("x"))
	if err != nil {
		return nil, err
	}
	yn, ys, err := decodeSequence("y", in.Object("y"))
	if err != nil {
		return nil, err
	}
	switch {
	case xn != nil && yn != nil:
		return compute.HammingDistance(xn, yn)
	case xs != nil && ys != nil:
		return compute.HammingDistance(xs, ys)
	}
	return nil, inputErrorf("y", "x and y must both be lists of numbers or both lists of strings")
}

// decodeSequence reads a JSON list of numbers (returned in nums) or of
// strings (in strs). Null entries and mixed lists are refused.
func decodeSequence(name string, raw json.RawMessage) (nums []float64, strs []string, err error) {
	var ps []*float64
	if json.Unmarshal(raw, &ps) == nil && ps != nil {
		if nums, err = derefNumbers(ps); err != nil {
			return nil, nil, inputErrorf(name, "%v", err)
		}
		return nums, nil, nil
	}
	var ss []*string
	if json.Unmarshal(raw, &ss) == nil && ss != nil {
		strs = make([]string, len(ss))
		for i, s := range ss {
			if s == nil {
				return nil, nil, inputErrorf(name, "entry %d is null, not a string", i+1)
			}
			strs[i] = *s
		}
		return nil, strs, nil
	}
	return nil, nil, inputErrorf(name, "got %s; want a list of numbers or a list of strings", describeJSON(raw))
}

// hammingTable lays two sequences of numbers out position by position,
// with a third row of 1 where they differ; sequences of strings, or of
// different lengths, have no table.
func hammingTable(in Inputs) ([][]float64, []string) {
	x, _, err1 := decodeSequence("x", in.Object("x"))
	y, _, err2 := decodeSequence("y", in.Object("y"))
	if err1 != nil || err2 != nil || len(x) != len(y) || len(x) == 0 {
		return nil, nil
	}
	diff := make([]float64, len(x))
	for i := range x {
		if x[i] != y[i] {
			diff[i] = 1
		}
	}
	return [][]float64{x, y, diff}, nil
}

// membership is the table of which members of U ∪ V, in the order they
// are shown (numbers ascending, words in byte order), belong to U (first
// row) and to V (second row).
func membership(in Inputs) ([][]float64, []string) {
	if sameKindMembers(in, "U", "V") != nil {
		return nil, nil
	}
	_, uw := in.Members("U")
	_, vw := in.Members("V")
	u, v := setMembers(in, "U"), setMembers(in, "V")
	union := unionMembers(u, v, uw != nil || vw != nil)
	has := func(ms []member, key string) bool {
		return slices.ContainsFunc(ms, func(m member) bool { return m.key == key })
	}
	rows := [][]float64{make([]float64, len(union)), make([]float64, len(union))}
	cols := make([]string, len(union))
	for j, m := range union {
		cols[j] = m.key
		if has(u, m.key) {
			rows[0][j] = 1
		}
		if has(v, m.key) {
			rows[1][j] = 1
		}
	}
	return rows, cols
}
