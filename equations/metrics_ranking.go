package equations

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"

	"eqx/compute"
)

// Ranking metrics: how well scores order positive (relevant) items above
// negative ones.

// rankingParams are the labels and scores of one ranked list, named as in
// the public vectors.
func rankingParams() []Param {
	return []Param{
		{Name: "y", Symbol: `y`, Doc: "the true labels: 1 for a positive (relevant) item, 0 for a negative", Kind: Vector,
			Default: []float64{0, 0, 1, 1, 0, 1, 0, 1}, Min: 0, Max: 1, Step: 1, Domain: Unit, MinLen: 1, MaxLen: 30},
		{Name: "s", Symbol: `s`, Doc: "the scores; a higher score ranks an item higher", Kind: Vector,
			Default: []float64{0.1, 0.4, 0.35, 0.8, 0.2, 0.7, 0.55, 0.6}, Min: 0, Max: 1, Step: 0.01, Domain: AnyReal,
			MinLen: 1, MaxLen: 30, SameLen: "y"},
	}
}

// The conventions of a tie in the AUC: a positive and a negative of the
// same score count half a win, or nothing.
const (
	tiesHalf = "half"
	tiesNone = "none"
)

const aucLaTeX = `\mathrm{AUC} = \int_0^1 \mathrm{TPR}\; d(\mathrm{FPR}) = P(s^+ > s^-) + \tfrac{1}{2}P(s^+ = s^-)`

func rankingMetrics() []*Spec {
	auc := &Spec{
		ID: "roc-auc", Title: "Area under the ROC curve", Category: "metrics",
		LaTeX: aucLaTeX,
		Typeset: func(in Inputs) string {
			if in.Choice("ties") == tiesNone {
				return `\mathrm{AUC}_{\text{strict}} = P(s^+ > s^-) = \frac{\#\{s^+ > s^-\}}{n^+ n^-}`
			}
			return aucLaTeX
		},
		Explanation: "The ROC curve traces the true positive rate against the false positive rate as the decision threshold sweeps over the scores; the AUC is the area under it. " +
			"It scores a ranking without choosing a threshold, which makes it the usual summary for classifiers that output scores. " +
			"It equals the chance that a random positive outscores a random negative (ties count one half), so 0.5 is a coin toss and 1 a perfect ranking. " +
			"Counting a tie as nothing instead gives P(s⁺ > s⁻), the area under the pessimistic curve, lower by half the share of tied pairs: coarse scores (rounded probabilities, votes of a forest) tie often, and the two can differ by a lot.",
		Sources: src(S0),
		Related: []string{"recall", "specificity", "average-precision"},
		Output:  `\mathrm{AUC}`,
		Params: append(rankingParams(), Param{Name: "ties", Symbol: `\text{ties}`,
			Doc:  "how a positive and a negative of the same score count: half a win (the trapezoid under the ROC curve, as scikit-learn and the Mann–Whitney U) or nothing (P(s⁺ > s⁻): the pessimistic curve)",
			Kind: Choice, Default: tiesHalf, Optional: true, Options: []string{tiesHalf, tiesNone}}),
		Eval: func(in Inputs) (any, error) {
			if in.Choice("ties") == tiesNone {
				return compute.ROCAUCStrict(in.Vector("y"), in.Vector("s"))
			}
			return compute.ROCAUC(in.Vector("y"), in.Vector("s"))
		},
		View: &ROC{X: "y", Y: "s", Ties: "ties"},
	}
	ap := &Spec{
		ID: "average-precision", Title: "Average precision", Category: "metrics",
		LaTeX: `\mathrm{AP} = \sum_{n} (R_n - R_{n-1})\,P_n, \qquad R_0 = 0`,
		Explanation: "Average precision sums the precision at each score threshold, weighted by how much recall that threshold adds: the area under the step-wise precision–recall curve. " +
			"It is the standard score of a ranked retrieval list and of imbalanced detection, where the ROC curve looks flattering. " +
			"Each relevant item contributes the precision at its own rank, so relevant items ranked late pull the score down.",
		Sources: src(S0),
		Related: []string{"precision", "recall", "mean-average-precision", "roc-auc"},
		Output:  `\mathrm{AP}`,
		Params:  rankingParams(),
		Eval:    func(in Inputs) (any, error) { return compute.AveragePrecision(in.Vector("y"), in.Vector("s")) },
		View:    &PR{X: "y", Y: "s"},
	}
	mapSpec := &Spec{
		ID: "mean-average-precision", Title: "Mean average precision", Category: "metrics",
		LaTeX: `\mathrm{MAP} = \frac{1}{|Q|}\sum_{q \in Q}\mathrm{AP}(q)`,
		Explanation: "Mean average precision averages the average precision of several queries, each a ranked list with its own relevant items. " +
			"It is the headline score of search engines and object detectors. " +
			"Every query counts equally, however many items it has, so one badly served query lowers the mean as much as any other.",
		Sources: src(S0),
		Related: []string{"average-precision", "precision"},
		Output:  `\mathrm{MAP}`,
		Params: []Param{{
			Name: "queries", Symbol: `Q`,
			Doc:  `the queries, a list of {"y": labels (0 or 1), "s": scores}`,
			Kind: Object, Editor: RankedLists{},
			Default: json.RawMessage(`[{"y": [0, 0, 1, 1], "s": [0.1, 0.4, 0.35, 0.8]}, ` +
				`{"y": [1, 0, 0], "s": [0.9, 0.8, 0.1]}, {"y": [0, 1, 0, 1], "s": [0.7, 0.6, 0.5, 0.2]}]`),
		}},
		Eval: func(in Inputs) (any, error) {
			qs, err := decodeQueries(in.Object("queries"))
			if err != nil {
				return nil, err
			}
			return compute.MeanAveragePrecision(qs)
		},
		// One bar per query: the APs whose mean is MAP.
		View: &Bars{Cols: []string{"query"}, Extra: []Series{{Label: "AP of each query", F: func(in Inputs) []float64 {
			qs, err := decodeQueries(in.Object("queries"))
			if err != nil {
				return nil
			}
			aps := make([]float64, len(qs))
			for i, q := range qs {
				if aps[i], err = compute.AveragePrecision(q.Labels, q.Scores); err != nil {
					aps[i] = math.NaN()
				}
			}
			return aps
		}}}},
	}
	return []*Spec{auc, ap, mapSpec}
}

// decodeQueries reads the queries of mean average precision: a list of
// objects {"y": [...], "s": [...]}. A null entry is refused rather than read
// as 0.
func decodeQueries(raw json.RawMessage) ([]compute.RankedList, error) {
	var qs []struct {
		Y []*float64 `json:"y"`
		S []*float64 `json:"s"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	const want = `want a list of {"y": [0 or 1, …], "s": [scores, …]}`
	if kind := describeJSON(raw); kind != "a list" {
		return nil, inputErrorf("queries", "got %s; %s", kind, want)
	}
	if err := dec.Decode(&qs); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return nil, inputErrorf("queries", "found a %s where it expects %s; %s", te.Value, goTypeName(te.Type.String()), want)
		}
		return nil, inputErrorf("queries", "%v; %s", err, want)
	}
	out := make([]compute.RankedList, len(qs))
	for i, q := range qs {
		if q.Y == nil || q.S == nil {
			return nil, inputErrorf("queries", `query %d needs both "y" and "s"`, i+1)
		}
		y, err := derefNumbers(q.Y)
		if err != nil {
			return nil, inputErrorf("queries", "query %d: y: %v", i+1, err)
		}
		s, err := derefNumbers(q.S)
		if err != nil {
			return nil, inputErrorf("queries", "query %d: s: %v", i+1, err)
		}
		out[i] = compute.RankedList{Labels: y, Scores: s}
	}
	return out, nil
}

// goTypeName says in words what a decoding target holds.
func goTypeName(t string) string {
	t = strings.TrimPrefix(t, "*")
	switch {
	case strings.HasPrefix(t, "[]"):
		return "a list"
	case t == "float64":
		return "a number"
	}
	return "an object"
}

// derefNumbers turns a decoded JSON list into numbers, refusing nulls.
func derefNumbers(ps []*float64) ([]float64, error) {
	v := make([]float64, len(ps))
	for i, p := range ps {
		if p == nil {
			return nil, fmt.Errorf("entry %d is null, not a number", i+1)
		}
		v[i] = *p
	}
	return v, nil
}
