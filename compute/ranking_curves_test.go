package compute

import (
	"errors"
	"math"
	"slices"
	"testing"
)

func TestROCCurve(t *testing.T) {
	tests := []struct {
		name     string
		y, s     []float64
		fpr, tpr []float64
		auc      float64
	}{
		// scikit-learn 1.2, roc_curve(..., drop_intermediate=False): the
		// example of its documentation.
		{"sklearn doc", []float64{0, 0, 1, 1}, []float64{0.1, 0.4, 0.35, 0.8},
			[]float64{0, 0, 0.5, 0.5, 1}, []float64{0, 0.5, 0.5, 1, 1}, 0.75},
		// A tie between a positive and a negative is one diagonal step.
		{"tie", []float64{1, 0, 1}, []float64{0.5, 0.5, 0.2},
			[]float64{0, 1, 1}, []float64{0, 0.5, 1}, 0.25},
		{"perfect", []float64{0, 1}, []float64{-math.Inf(1), math.Inf(1)},
			[]float64{0, 0, 1}, []float64{0, 1, 1}, 1},
	}
	for _, tc := range tests {
		fpr, tpr, th, err := ROCCurve(tc.y, tc.s)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !slices.Equal(fpr, tc.fpr) || !slices.Equal(tpr, tc.tpr) {
			t.Errorf("%s: got fpr %v tpr %v, want %v %v", tc.name, fpr, tpr, tc.fpr, tc.tpr)
		}
		if len(th) != len(fpr) || !math.IsInf(th[0], 1) {
			t.Errorf("%s: thresholds %v", tc.name, th)
		}
		var area float64
		for i := 1; i < len(fpr); i++ {
			area += (fpr[i] - fpr[i-1]) * (tpr[i] + tpr[i-1]) / 2
		}
		if math.Abs(area-tc.auc) > 1e-15 {
			t.Errorf("%s: trapezoids sum to %v, want the AUC %v", tc.name, area, tc.auc)
		}
	}
	if _, _, _, err := ROCCurve([]float64{1, 1}, []float64{1, 2}); !errors.Is(err, ErrUndefined) {
		t.Errorf("one class: err = %v, want ErrUndefined", err)
	}
	if _, _, _, err := ROCCurve([]float64{1, 2}, []float64{1, 2}); err == nil {
		t.Error("label 2: no error")
	}
}

func TestPRCurve(t *testing.T) {
	// scikit-learn 1.2 precision_recall_curve on its documentation example
	// gives precision [0.5, 0.667, 0.5, 1, 1] and recall [1, 1, 0.5, 0.5, 0]
	// for ascending thresholds [0.1, 0.35, 0.4, 0.8] (and its added end
	// point); here the thresholds run downwards without the end point.
	y, s := []float64{0, 0, 1, 1}, []float64{0.1, 0.4, 0.35, 0.8}
	r, p, th, err := PRCurve(y, s)
	if err != nil {
		t.Fatal(err)
	}
	wantR := []float64{0.5, 0.5, 1, 1}
	wantP := []float64{1, 0.5, 2.0 / 3, 0.5}
	if !slices.Equal(r, wantR) || !slices.Equal(p, wantP) || !slices.Equal(th, []float64{0.8, 0.4, 0.35, 0.1}) {
		t.Errorf("got recall %v precision %v thresholds %v", r, p, th)
	}
	// average_precision_score = 0.8333… for the same data.
	var ap, prev float64
	for i := range r {
		ap += (r[i] - prev) * p[i]
		prev = r[i]
	}
	if math.Abs(ap-5.0/6) > 1e-15 {
		t.Errorf("Σ ΔR·P = %v, want 5/6", ap)
	}
	if _, _, _, err := PRCurve([]float64{0, 0}, []float64{1, 2}); !errors.Is(err, ErrUndefined) {
		t.Errorf("no positive: err = %v, want ErrUndefined", err)
	}
}
