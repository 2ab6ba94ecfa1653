package compute

import (
	"fmt"
	"math"
)

// Ranking metrics score how well real-valued scores s order items whose
// true labels y are 1 (positive, relevant) or 0 (negative). Only the order
// of the scores matters; equal scores form one threshold.

// checkRanking checks that y holds only 0 and 1, s as many scores and no
// NaN, and returns the number of positives.
func checkRanking(y, s []float64) (int, error) {
	if err := checkSameLen("y", y, "s", s); err != nil {
		return 0, err
	}
	for i, v := range s {
		if math.IsNaN(v) {
			return 0, fmt.Errorf("s[%d] is NaN: scores must be ordered numbers", i+1)
		}
	}
	n := countPositives(y)
	if n < 0 {
		return 0, fmt.Errorf("y[%d] = %v: labels must be 0 or 1", -n, y[-n-1])
	}
	return n, nil
}

// countPositives returns the number of 1s in y, or −i when y[i−1] (1-based
// i) is neither 0 nor 1.
func countPositives(y []float64) int {
	n := 0
	for i, v := range y {
		switch v {
		case 1:
			n++
		case 0:
		default:
			return -(i + 1)
		}
	}
	return n
}

// ROCAUC returns the area under the ROC curve of scores s for labels y,
//
//	AUC = ∫₀¹ TPR d(FPR) = P(s⁺ > s⁻) + ½ P(s⁺ = s⁻),
//
// the probability that a random positive scores above a random negative,
// ties counting one half (the Mann–Whitney U statistic over n⁺n⁻). It sorts
// the scores once (a radix sort, see Ranks) and walks the groups of equal
// scores upwards; pairs are counted exactly in integers, so the result is
// the correctly rounded ratio for up to about 10⁸ items.
//
// y must hold 0s and 1s, s the same number of scores (±Inf allowed, NaN not).
// The AUC is undefined (an error wrapping ErrUndefined) when y has only one
// class.
func ROCAUC(y, s []float64) (float64, error) {
	wins, ties, pairs, err := aucPairs(y, s)
	if err != nil {
		return 0, err
	}
	return float64(2*wins+ties) / (2 * float64(pairs)), nil
}

// ROCAUCStrict returns P(s⁺ > s⁻), the AUC with a tie counting nothing:
// the area under the ROC curve that crosses each group of tied scores
// right first, then up (the pessimistic curve), below ROCAUC by half the
// share of tied pairs. Inputs and errors are those of ROCAUC.
func ROCAUCStrict(y, s []float64) (float64, error) {
	wins, _, pairs, err := aucPairs(y, s)
	if err != nil {
		return 0, err
	}
	return float64(wins) / float64(pairs), nil
}

// aucPairs counts, over the n⁺n⁻ pairs of a positive and a negative, those
// the positive wins and those tied, exactly in integers.
func aucPairs(y, s []float64) (wins, ties, pairs int64, err error) {
	npos, err := checkRanking(y, s)
	if err != nil {
		return 0, 0, 0, fmt.Errorf("roc auc: %w", err)
	}
	nneg := len(y) - npos
	if npos == 0 || nneg == 0 {
		return 0, 0, 0, fmt.Errorf("roc auc: %w: y has only one class (%d positives, %d negatives); the AUC needs both", ErrUndefined, npos, nneg)
	}
	keys, order := radixOrder(s)
	var below int64 // negatives scoring under the current group
	for lo := 0; lo < len(keys); {
		var p, q int64 // positives and negatives of the group of equal scores
		hi := lo
		for ; hi < len(keys) && keys[hi] == keys[lo]; hi++ {
			if y[order[hi]] == 1 {
				p++
			} else {
				q++
			}
		}
		wins += p * below
		ties += p * q
		below += q
		lo = hi
	}
	return wins, ties, int64(npos) * int64(nneg), nil
}

// AveragePrecision returns the average precision of scores s for labels y,
//
//	AP = Σₙ (Rₙ − Rₙ₋₁) Pₙ,  R₀ = 0,
//
// where Pₙ and Rₙ are the precision and recall when everything scoring at
// least the n-th highest distinct score is predicted positive: the area
// under the step-wise precision–recall curve, as scikit-learn computes it.
// Items with equal scores enter together.
//
// y must hold 0s and 1s, s the same number of scores (NaN not allowed). AP is
// undefined (an error wrapping ErrUndefined) when y has no positive, since
// recall is then 0/0.
func AveragePrecision(y, s []float64) (float64, error) {
	npos, err := checkRanking(y, s)
	if err != nil {
		return 0, fmt.Errorf("average precision: %w", err)
	}
	if npos == 0 {
		return 0, fmt.Errorf("average precision: %w: y has no positive, so recall is 0/0", ErrUndefined)
	}
	// Σ ΔTPₙ·Pₙ over the thresholds from the highest score down, divided by
	// the number of positives at the end: the recall steps ΔRₙ = ΔTPₙ/n⁺
	// are then exact. Each term is an integer ratio rounded once; their sum
	// is compensated (a plain sum of 10⁴ terms was ten ulps off), so AP is
	// within an ulp or two.
	var sum compensated
	before := 0 // TP at the previous threshold
	walkThresholds(y, s, func(_ float64, tp, fp int) {
		if tp > before {
			sum.add(float64(tp-before) * float64(tp) / float64(tp+fp))
		}
		before = tp
	})
	return sum.sum() / float64(npos), nil
}

// RankedList is one query of a retrieval evaluation: the relevance labels
// (0 or 1) of its items and the scores the system gave them.
type RankedList struct {
	Labels []float64
	Scores []float64
}

// MeanAveragePrecision returns the mean of the average precision over
// queries, MAP = (1/|Q|) Σ_q AP(q). Every query must satisfy the conditions
// of AveragePrecision (in particular, have a relevant item); the error names
// the first query that does not. The APs are summed with compensation.
func MeanAveragePrecision(queries []RankedList) (float64, error) {
	if len(queries) == 0 {
		return 0, fmt.Errorf("mean average precision: queries: %w", ErrEmpty)
	}
	var sum compensated
	for i, q := range queries {
		ap, err := AveragePrecision(q.Labels, q.Scores)
		if err != nil {
			return 0, fmt.Errorf("mean average precision: query %d: %w", i+1, err)
		}
		sum.add(ap)
	}
	return sum.sum() / float64(len(queries)), nil
}
