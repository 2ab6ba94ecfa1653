package compute

import "fmt"

// Confusion holds the four counts of a binary confusion matrix.
type Confusion struct {
	TP, FP, FN, TN int
}

func (c Confusion) check() error {
	for _, f := range []struct {
		name string
		v    int
	}{{"TP", c.TP}, {"FP", c.FP}, {"FN", c.FN}, {"TN", c.TN}} {
		if f.v < 0 {
			return fmt.Errorf("count %s = %d must not be negative", f.name, f.v)
		}
	}
	return nil
}

// ratio returns num/den for counts, or an ErrUndefined error that explains
// which 0/0 occurred. The callers form num and den in float64, so that sums
// of huge counts cannot wrap around as ints would.
func ratio(metric string, num, den float64, why string) (float64, error) {
	if den == 0 {
		return 0, fmt.Errorf("%s: %w: %s", metric, ErrUndefined, why)
	}
	return num / den, nil
}

// Precision returns TP / (TP + FP). It is undefined (an error) when nothing
// is predicted positive, TP + FP = 0.
func (c Confusion) Precision() (float64, error) {
	if err := c.check(); err != nil {
		return 0, fmt.Errorf("precision: %w", err)
	}
	return ratio("precision", float64(c.TP), float64(c.TP)+float64(c.FP), "TP + FP = 0, nothing is predicted positive")
}

// Recall returns TP / (TP + FN), the true positive rate. It is undefined (an
// error) when there are no actual positives, TP + FN = 0.
func (c Confusion) Recall() (float64, error) {
	if err := c.check(); err != nil {
		return 0, fmt.Errorf("recall: %w", err)
	}
	return ratio("recall", float64(c.TP), float64(c.TP)+float64(c.FN), "TP + FN = 0, there are no actual positives")
}

// F1 returns the harmonic mean of precision and recall in its count form,
// 2TP / (2TP + FP + FN). This form is 0 when TP = 0 but FP + FN > 0, where the
// harmonic-mean form would be 0/0; it is undefined only when TP = FP = FN = 0.
func (c Confusion) F1() (float64, error) {
	if err := c.check(); err != nil {
		return 0, fmt.Errorf("f1 score: %w", err)
	}
	return ratio("f1 score", 2*float64(c.TP), 2*float64(c.TP)+float64(c.FP)+float64(c.FN), "TP = FP = FN = 0, there is nothing to score")
}

// Accuracy returns the fraction of correct predictions,
// (TP + TN) / (TP + TN + FP + FN). It is undefined (an error) when all four
// counts are 0.
func (c Confusion) Accuracy() (float64, error) {
	if err := c.check(); err != nil {
		return 0, fmt.Errorf("accuracy: %w", err)
	}
	correct := float64(c.TP) + float64(c.TN)
	return ratio("accuracy", correct, correct+float64(c.FP)+float64(c.FN), "TP + TN + FP + FN = 0, there is nothing to score")
}

// Specificity returns TN / (TN + FP), the true negative rate (1 − FPR). It is
// undefined (an error) when there are no actual negatives, TN + FP = 0.
func (c Confusion) Specificity() (float64, error) {
	if err := c.check(); err != nil {
		return 0, fmt.Errorf("specificity: %w", err)
	}
	return ratio("specificity", float64(c.TN), float64(c.TN)+float64(c.FP), "TN + FP = 0, there are no actual negatives")
}
