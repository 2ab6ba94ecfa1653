package equations

import "eqx/compute"

// Clustering comparisons: how much two labelings of the same items agree,
// whatever names their clusters carry.

// clusteringParams are the two labelings, named as in the public vectors,
// and the contingency table that may replace them.
func clusteringParams() []Param {
	return []Param{
		{Name: "U", Symbol: `U`, Doc: "the first clustering: one cluster label per item (e.g. the true classes)", Kind: Vector,
			Default: []float64{0, 0, 1, 1, 2, 2}, Optional: true,
			Min: 0, Max: 4, Step: 1, Domain: AnyReal, MinLen: 1, MaxLen: 30},
		{Name: "V", Symbol: `V`, Doc: "the second clustering of the same items (e.g. the predicted clusters)", Kind: Vector,
			Default: []float64{0, 0, 1, 1, 1, 1}, Optional: true,
			Min: 0, Max: 4, Step: 1, Domain: AnyReal, MinLen: 1, MaxLen: 30, SameLen: "U"},
		{Name: "table", Symbol: `n_{ij} = |U_i \cap V_j|`,
			Doc:  "instead of U and V: the contingency table, with the count of items in cluster i of U and cluster j of V at row i, column j",
			Kind: Matrix, Optional: true, Example: [][]float64{{2, 0}, {0, 2}, {0, 2}},
			Min: 0, Max: 20, Step: 1, Domain: NonNegative, MinLen: 1, MaxLen: 6, MinCols: 1},
	}
}

func clusteringMetrics() []*Spec {
	mi := &Spec{
		ID: "mutual-information", Title: "Mutual information between two clusterings", Category: "metrics",
		LaTeX: `\operatorname{MI}(U, V) = \sum_{i=1}^{|U|}\sum_{j=1}^{|V|} \frac{|U_i \cap V_j|}{N}\,\ln\frac{N\,|U_i \cap V_j|}{|U_i|\,|V_j|}`,
		Explanation: "Mutual information measures, in nats, how much knowing an item's cluster in one labeling tells about its cluster in the other. " +
			"It compares a clustering with the true classes, or two clusterings with each other, without needing their cluster names to match. " +
			"It is 0 for independent labelings and grows with the number of clusters, which is why the normalised version is usually reported.",
		Sources: src(S0),
		Related: []string{"normalized-mutual-information", "entropy", "conditional-entropy", "information-gain", "pmi"},
		Output:  `\operatorname{MI}(U, V)`,
		Params:  clusteringParams(),
		Eval: func(in Inputs) (any, error) {
			if in.Has("table") {
				return compute.MutualInformationTable(in.Matrix("table"))
			}
			return compute.MutualInformation(in.Vector("U"), in.Vector("V"))
		},
		View: contingencyHeatmap,
	}
	nmi := &Spec{
		ID: "normalized-mutual-information", Title: "Normalised mutual information", Category: "metrics",
		LaTeX: `\operatorname{NMI}(U, V) = \frac{\operatorname{MI}(U, V)}{\operatorname{mean}\bigl(H(U), H(V)\bigr)}`,
		Explanation: "Normalised mutual information divides the mutual information by a mean of the two labelings' entropies, giving a score from 0 (independent) to 1 (the same partition up to renaming). " +
			"It is a common external measure of clustering quality, comparable across different numbers of clusters. " +
			"The mean is a choice — arithmetic (scikit-learn's default), geometric, min or max — and changes the value whenever the two entropies differ.",
		Sources: src(S0),
		Related: []string{"mutual-information", "entropy"},
		Output:  `\operatorname{NMI}(U, V)`,
		Params: append(clusteringParams(), Param{
			Name: "mean", Symbol: `\operatorname{mean}`, Doc: "the mean of H(U) and H(V) that normalises the mutual information",
			Kind: Choice, Default: string(compute.MeanArithmetic), Optional: true,
			Options: []string{string(compute.MeanArithmetic), string(compute.MeanGeometric), string(compute.MeanMin), string(compute.MeanMax)},
		}),
		Eval: func(in Inputs) (any, error) {
			mean := compute.EntropyMean(in.Choice("mean"))
			if in.Has("table") {
				return compute.NormalizedMutualInformationTable(in.Matrix("table"), mean)
			}
			return compute.NormalizedMutualInformation(in.Vector("U"), in.Vector("V"), mean)
		},
		View: contingencyHeatmap,
	}
	return []*Spec{mi, nmi}
}

// contingencyHeatmap shows the contingency table of the two labelings: the
// table input, or the counts of each pair of labels of U and V.
var contingencyHeatmap = &Heatmap{Rows: []string{"U = "}, Cols: []string{"V = "}, Table: func(in Inputs) ([][]float64, []string) {
	if in.Has("table") {
		return in.Matrix("table"), nil
	}
	U, V := in.Vector("U"), in.Vector("V")
	if len(U) != len(V) {
		return nil, nil
	}
	return compute.CountTable(U, V), nil
}}
