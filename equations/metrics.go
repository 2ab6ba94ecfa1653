package equations

import (
	"slices"

	"eqx/compute"
)

// confusionParams are the four counts of a binary confusion matrix, in the
// order of the public vectors. The page shows the whole matrix, but a
// request gives only the counts the formula uses: the others are
// optional (their default is kept, and nothing depends on it), so that
// precision asks for TP and FP alone. With no names, all four are used.
func confusionParams(uses ...string) []Param {
	count := func(name, doc string, def int) Param {
		p := Param{Name: name, Symbol: `\mathit{` + name + `}`, Doc: doc, Kind: Integer, Default: def,
			Min: 0, Max: 100, Step: 1, Domain: NonNegative}
		if len(uses) > 0 && !slices.Contains(uses, name) {
			p.Optional = true
			p.Doc += " (unused here)"
		}
		return p
	}
	return []Param{
		count("TP", "true positives: positives predicted positive", 40),
		count("TN", "true negatives: negatives predicted negative", 45),
		count("FP", "false positives: negatives predicted positive", 5),
		count("FN", "false negatives: positives predicted negative", 10),
	}
}

func confusion(in Inputs) compute.Confusion {
	return compute.Confusion{TP: in.Int("TP"), FP: in.Int("FP"), FN: in.Int("FN"), TN: in.Int("TN")}
}

// metrics returns the evaluation metrics in the checklist's order: those of
// a confusion matrix here, the ranking metrics (metrics_ranking.go) and the
// clustering comparisons (metrics_clustering.go).
// metricsFamily is the evaluation metrics: of a confusion matrix, of
// rankings, and of two clusterings (a family of the catalogue: family.go).
type metricsFamily struct{}

func (metricsFamily) specs() []*Spec {
	accuracy := &Spec{
		ID: "accuracy", Title: "Accuracy", Category: "metrics",
		LaTeX: `\text{Accuracy} = \frac{TP + TN}{TP + TN + FP + FN}`,
		Explanation: "Accuracy is the fraction of all predictions that are correct. " +
			"It is the natural first score when the classes are balanced and every mistake costs the same. " +
			"With 95% negatives, a classifier that always says negative scores 0.95 while finding nothing, which is why precision, recall and F1 exist.",
		Sources: src(S0),
		Related: []string{"precision", "recall", "specificity", "f1-score", "zero-one-loss"},
		Output:  `\text{Accuracy}`,
		Params:  confusionParams(),
		Eval:    func(in Inputs) (any, error) { return confusion(in).Accuracy() },
		View:    Stack{&Curve{X: "FP"}, confusionMatrix},
	}
	precision := &Spec{
		ID: "precision", Title: "Precision", Category: "metrics",
		LaTeX: `\text{Precision} = \frac{TP}{TP + FP}`,
		Explanation: "Precision is the fraction of predicted positives that really are positive. " +
			"It matters when false alarms are costly, as in spam filtering or search results. " +
			"Raising a classifier's threshold usually raises precision and lowers recall.",
		Sources: src(S0),
		Related: []string{"recall", "f1-score", "accuracy", "average-precision"},
		Output:  `\text{Precision}`,
		Params:  confusionParams("TP", "FP"),
		Eval:    func(in Inputs) (any, error) { return confusion(in).Precision() },
		View:    Stack{&Curve{X: "FP"}, confusionMatrix},
	}
	recall := &Spec{
		ID: "recall", Title: "Recall / sensitivity / true positive rate", Category: "metrics",
		LaTeX: `\text{Recall} = \text{Sensitivity} = \mathrm{TPR} = \frac{TP}{TP + FN}`,
		Explanation: "Recall is the fraction of actual positives that the classifier finds. " +
			"It matters when a miss is costly, as in medical screening. " +
			"Predicting everything positive gives perfect recall, which is why it is reported with precision.",
		Sources: src(S0),
		Related: []string{"precision", "f1-score", "specificity", "roc-auc"},
		Output:  `\text{Recall}`,
		Params:  confusionParams("TP", "FN"),
		Eval:    func(in Inputs) (any, error) { return confusion(in).Recall() },
		View:    Stack{&Curve{X: "FN"}, confusionMatrix},
	}
	f1 := &Spec{
		ID: "f1-score", Title: "F1 score", Category: "metrics",
		LaTeX: `F_1 = \frac{2\cdot\text{Precision}\cdot\text{Recall}}{\text{Precision} + \text{Recall}} = \frac{2\,TP}{2\,TP + FP + FN}`,
		Explanation: "F1 is the harmonic mean of precision and recall, a single score that is high only when both are. " +
			"It is the usual summary for imbalanced classification, where accuracy is misleading. " +
			"The harmonic mean is pulled towards the smaller of the two: precision 1 with recall 0.1 gives F1 ≈ 0.18, not 0.55.",
		Sources: src(S0),
		Related: []string{"precision", "recall"},
		Output:  `F_1`,
		Params:  confusionParams("TP", "FP", "FN"),
		Eval:    func(in Inputs) (any, error) { return confusion(in).F1() },
		View:    Stack{&Curve{X: "TP"}, confusionMatrix},
	}
	specificity := &Spec{
		ID: "specificity", Title: "Specificity / true negative rate", Category: "metrics",
		LaTeX: `\text{Specificity} = \mathrm{TNR} = \frac{TN}{TN + FP} = 1 - \mathrm{FPR}`,
		Explanation: "Specificity is the fraction of actual negatives that the classifier correctly calls negative. " +
			"It is reported with sensitivity (recall) in medicine, where a test must both find the sick and clear the healthy. " +
			"One minus specificity is the false positive rate, the horizontal axis of the ROC curve.",
		Sources: src(S0),
		Related: []string{"recall", "accuracy", "roc-auc"},
		Output:  `\text{Specificity}`,
		Params:  confusionParams("TN", "FP"),
		Eval:    func(in Inputs) (any, error) { return confusion(in).Specificity() },
		View:    Stack{&Curve{X: "FP"}, confusionMatrix},
	}
	specs := []*Spec{accuracy, precision, recall, f1, specificity}
	specs = append(specs, rankingMetrics()...)
	return append(specs, clusteringMetrics()...)
}

// confusionMatrix is the heat map of the four counts, actual classes in
// rows and predicted ones in columns, as scikit-learn prints it (with the
// positive class first).
var confusionMatrix = &Heatmap{Of: []string{"TP", "FN", "FP", "TN"}, Rows: []string{"actual 1", "actual 0"}, Cols: []string{"predicted 1", "predicted 0"}}
