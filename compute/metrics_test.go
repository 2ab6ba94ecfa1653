package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestConfusion(t *testing.T) {
	// Reference: the ratios TP/(TP+FP), TP/(TP+FN) and 2TP/(2TP+FP+FN)
	// as Python fractions.Fraction, rounded to float64. "undefined" means
	// an error wrapping ErrUndefined.
	const undefined = -1.0
	for _, test := range []struct {
		name                  string
		c                     Confusion
		precision, recall, f1 float64
	}{
		// 40/45, 40/50, 80/95.
		{name: "typical", c: Confusion{TP: 40, TN: 45, FP: 5, FN: 10}, precision: 0.8888888888888888, recall: 0.8, f1: 0.8421052631578947},
		{name: "perfect", c: Confusion{TP: 7, TN: 3}, precision: 1, recall: 1, f1: 1},
		// TP = 0 with false positives: precision and F1 are 0, not
		// undefined; recall is 0/0 without actual positives.
		{name: "no true positives", c: Confusion{FP: 3, TN: 5}, precision: 0, recall: undefined, f1: 0},
		{name: "only misses", c: Confusion{FN: 4}, precision: undefined, recall: 0, f1: 0},
		{name: "nothing predicted positive", c: Confusion{TP: 0, FP: 0, FN: 2, TN: 9}, precision: undefined, recall: 0, f1: 0},
		// Only true negatives: every ratio is 0/0.
		{name: "only negatives", c: Confusion{TN: 10}, precision: undefined, recall: undefined, f1: undefined},
		{name: "all zero", c: Confusion{}, precision: undefined, recall: undefined, f1: undefined},
		// Counts whose sums overflow int: the ratios are formed in
		// float64 (1/2, 1, 2/3).
		{name: "huge counts", c: Confusion{TP: math.MaxInt, FP: math.MaxInt}, precision: 0.5, recall: 1, f1: 0.6666666666666666},
	} {
		for _, m := range []struct {
			metric string
			f      func() (float64, error)
			want   float64
		}{
			{"precision", test.c.Precision, test.precision},
			{"recall", test.c.Recall, test.recall},
			{"f1 score", test.c.F1, test.f1},
		} {
			got, err := m.f()
			if m.want == undefined {
				if !errors.Is(err, ErrUndefined) {
					t.Errorf("%s: %s of %+v = %v, %v; want an error wrapping ErrUndefined", test.name, m.metric, test.c, got, err)
				} else if !strings.HasPrefix(err.Error(), m.metric+": ") || !strings.Contains(err.Error(), "= 0") {
					t.Errorf("%s: %s of %+v: error %q does not say which 0/0 occurred", test.name, m.metric, test.c, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s: %s of %+v: unexpected error %v", test.name, m.metric, test.c, err)
				continue
			}
			if !withinRel(got, m.want, 1e-15) {
				t.Errorf("%s: %s of %+v = %v, want %v", test.name, m.metric, test.c, got, m.want)
			}
		}
	}
}

func TestConfusionNegative(t *testing.T) {
	for _, test := range []struct {
		c    Confusion
		name string
	}{
		{Confusion{TP: -1, FP: 1, FN: 1, TN: 1}, "TP = -1"},
		{Confusion{TP: 1, FP: -2, FN: 1, TN: 1}, "FP = -2"},
		{Confusion{TP: 1, FP: 1, FN: -3, TN: 1}, "FN = -3"},
		{Confusion{TP: 1, FP: 1, FN: 1, TN: -4}, "TN = -4"},
		{Confusion{TP: math.MinInt, FP: 1}, "TP = "},
	} {
		for metric, f := range map[string]func() (float64, error){
			"precision": test.c.Precision, "recall": test.c.Recall, "f1 score": test.c.F1,
		} {
			got, err := f()
			if err == nil {
				t.Errorf("%s of %+v = %v, want an error", metric, test.c, got)
				continue
			}
			if !strings.Contains(err.Error(), test.name) || !strings.Contains(err.Error(), "must not be negative") {
				t.Errorf("%s of %+v: error %q does not name %q", metric, test.c, err, test.name)
			}
			if errors.Is(err, ErrUndefined) {
				t.Errorf("%s of %+v: a negative count is not ErrUndefined: %q", metric, test.c, err)
			}
		}
	}
}
