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
// which 0/0 occurred.
func ratio(metric string, num, den int, why string) (float64, error) {
	if den == 0 {
		return 0, fmt.Errorf("%s: %w: %s", metric, ErrUndefined, why)
	}
	return float64(num) / float64(den), nil
}

// Precision returns TP / (TP + FP). It is undefined (an error) when nothing
// is predicted positive, TP + FP = 0.
func (c Confusion) Precision() (float64, error) {
	if err := c.check(); err != nil {
		return 0, fmt.Errorf("precision: %w", err)
	}
	return ratio("precision", c.TP, c.TP+c.FP, "TP + FP = 0, nothing is predicted positive")
}

// Recall returns TP / (TP + FN), the true positive rate. It is undefined (an
// error) when there are no actual positives, TP + FN = 0.
func (c Confusion) Recall() (float64, error) {
	if err := c.check(); err != nil {
		return 0, fmt.Errorf("recall: %w", err)
	}
	return ratio("recall", c.TP, c.TP+c.FN, "TP + FN = 0, there are no actual positives")
}

// F1 returns the harmonic mean of precision and recall in its count form,
// 2TP / (2TP + FP + FN). This form is 0 when TP = 0 but FP + FN > 0, where the
// harmonic-mean form would be 0/0; it is undefined only when TP = FP = FN = 0.
func (c Confusion) F1() (float64, error) {
	if err := c.check(); err != nil {
		return 0, fmt.Errorf("f1 score: %w", err)
	}
	return ratio("f1 score", 2*c.TP, 2*c.TP+c.FP+c.FN, "TP = FP = FN = 0, there is nothing to score")
}
