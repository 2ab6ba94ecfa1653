package compute

import (
	"fmt"
	"math"
)

// ROCCurve returns the points of the ROC curve of scores s for labels y:
// for each distinct score t, from the highest down, the false positive rate
// FPR = FP/n⁻ and the true positive rate TPR = TP/n⁺ when every item
// scoring at least t is predicted positive, preceded by (0, 0). Items with
// equal scores enter together, so a tie is one diagonal step; the
// trapezoids under these points sum to ROCAUC. thresholds[i] is the score
// at point i (+Inf for the first).
//
// The conditions on y and s are those of ROCAUC.
func ROCCurve(y, s []float64) (fpr, tpr, thresholds []float64, err error) {
	npos, err := checkRanking(y, s)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("roc curve: %w", err)
	}
	nneg := len(y) - npos
	if npos == 0 || nneg == 0 {
		return nil, nil, nil, fmt.Errorf("roc curve: %w: y has only one class (%d positives, %d negatives)", ErrUndefined, npos, nneg)
	}
	fpr, tpr, thresholds = []float64{0}, []float64{0}, []float64{math.Inf(1)}
	walkThresholds(y, s, func(t float64, tp, fp int) {
		fpr = append(fpr, float64(fp)/float64(nneg))
		tpr = append(tpr, float64(tp)/float64(npos))
		thresholds = append(thresholds, t)
	})
	return fpr, tpr, thresholds, nil
}

// PRCurve returns the precision–recall points of scores s for labels y: for
// each distinct score from the highest down, the recall Rₙ = TP/n⁺ and the
// precision Pₙ = TP/(TP+FP) of predicting positive everything scoring at
// least that score. AveragePrecision is Σₙ (Rₙ − Rₙ₋₁) Pₙ over these
// points, with R₀ = 0.
//
// The conditions on y and s are those of AveragePrecision.
func PRCurve(y, s []float64) (recall, precision, thresholds []float64, err error) {
	npos, err := checkRanking(y, s)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("precision-recall curve: %w", err)
	}
	if npos == 0 {
		return nil, nil, nil, fmt.Errorf("precision-recall curve: %w: y has no positive, so recall is 0/0", ErrUndefined)
	}
	walkThresholds(y, s, func(t float64, tp, fp int) {
		recall = append(recall, float64(tp)/float64(npos))
		precision = append(precision, float64(tp)/float64(tp+fp))
		thresholds = append(thresholds, t)
	})
	return recall, precision, thresholds, nil
}

// walkThresholds calls f once per distinct score t of s, from the highest
// down, with the true and false positives among the items scoring ≥ t.
func walkThresholds(y, s []float64, f func(t float64, tp, fp int)) {
	keys, order := radixOrder(s)
	tp, fp := 0, 0
	for hi := len(keys); hi > 0; {
		lo := hi - 1
		for ; lo >= 0 && keys[lo] == keys[hi-1]; lo-- {
			if y[order[lo]] == 1 {
				tp++
			} else {
				fp++
			}
		}
		f(s[order[hi-1]], tp, fp)
		hi = lo + 1
	}
}
