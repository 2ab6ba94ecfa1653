package compute

import (
	"errors"
	"math"
	"testing"
)

func TestAccuracySpecificity(t *testing.T) {
	const huge = 1 << 62 // four of them overflow an int64 sum
	tests := []struct {
		name             string
		c                Confusion
		accuracy, specif float64
	}{
		// scikit-learn 1.2.1 accuracy_score and recall_score(pos_label=0).
		{"vector", Confusion{TP: 40, TN: 45, FP: 5, FN: 10}, 0.85, 0.9},
		{"perfect", Confusion{TP: 3, TN: 7}, 1, 1},
		{"all wrong", Confusion{FP: 2, FN: 5}, 0, 0},
		// By hand: the ratios of equal counts.
		{"huge counts", Confusion{TP: huge, TN: huge, FP: huge, FN: huge}, 0.5, 0.5},
	}
	for _, tt := range tests {
		if got, err := tt.c.Accuracy(); err != nil || !statAgrees(got, tt.accuracy, 1e-15) {
			t.Errorf("%s: Accuracy = %v, %v; want %v", tt.name, got, err, tt.accuracy)
		}
		if got, err := tt.c.Specificity(); err != nil || !statAgrees(got, tt.specif, 1e-15) {
			t.Errorf("%s: Specificity = %v, %v; want %v", tt.name, got, err, tt.specif)
		}
	}
	if _, err := (Confusion{}).Accuracy(); !errors.Is(err, ErrUndefined) {
		t.Errorf("Accuracy of no predictions: error = %v, want ErrUndefined", err)
	}
	if _, err := (Confusion{TP: 4, FN: 1}).Specificity(); !errors.Is(err, ErrUndefined) {
		t.Errorf("Specificity without negatives: error = %v, want ErrUndefined", err)
	}
	for _, c := range []Confusion{{TP: -1}, {TN: -1}, {FP: -2}, {FN: -3}} {
		if _, err := c.Accuracy(); err == nil {
			t.Errorf("%+v.Accuracy: no error for a negative count", c)
		}
		if _, err := c.Specificity(); err == nil {
			t.Errorf("%+v.Specificity: no error for a negative count", c)
		}
	}
}

func TestMutualInformation(t *testing.T) {
	tests := []struct {
		name string
		u, v []float64
		want float64
	}{
		// scikit-learn 1.2.1 mutual_info_score (nats).
		{"vector", []float64{0, 0, 1, 1, 2, 2}, []float64{0, 0, 1, 1, 1, 1}, 0.636514168294813},
		{"arbitrary labels", []float64{1, 1, 1, 2, 2, 3, 3, 3, 3, 5}, []float64{7, 8, 7, 7, 8, 8, 9, 9, 9, 9}, 0.5343822308972677},
		{"independent", []float64{0, 0, 1, 1}, []float64{0, 1, 0, 1}, 0},
		{"one cluster", []float64{1, 1, 1}, []float64{1, 2, 3}, 0},
		{"renamed labels", []float64{0, 0, 1, 1}, []float64{-0.5, -0.5, 1e300, 1e300}, 0.6931471805599453}, // ln 2
		{"one item", []float64{4}, []float64{2}, 0},
		// 10⁴ items in thousands of clusters, where a plain sum of the
		// terms was 1330 and 421 ulps off: mpmath 1.2.1 at 60 digits.
		{"10⁴ items, 3000 × 2999 clusters", modLabels(10_000, 1, 3000), modLabels(10_000, 7, 2999), 6.782624918191597},
		{"10⁴ items, squares mod 1009", squareLabels(10_000, false), squareLabels(10_000, true), 4.718951951481363},
	}
	for _, tt := range tests {
		got, err := MutualInformation(tt.u, tt.v)
		if err != nil {
			t.Errorf("%s: MutualInformation: %v", tt.name, err)
		} else if !statAgrees(got, tt.want, 1e-14) {
			t.Errorf("%s: MutualInformation = %v, want %v", tt.name, got, tt.want)
		}
	}
	tables := []struct {
		name  string
		table [][]float64
		want  float64
	}{
		// scikit-learn 1.2.1 mutual_info_score(contingency=...).
		{"vector as a table", [][]float64{{2, 0}, {0, 2}, {0, 2}}, 0.636514168294813},
		{"2x3", [][]float64{{3, 1, 0}, {0, 2, 4}}, 0.48205741652081285},
		{"empty cluster dropped", [][]float64{{3, 1, 0, 0}, {0, 2, 4, 0}, {0, 0, 0, 0}}, 0.48205741652081285},
		{"huge counts", [][]float64{{3e300, 1e300, 0}, {0, 2e300, 4e300}}, 0.48205741652081285},
		// Counts whose sums overflow float64 are in the domain: the MI
		// depends only on the proportions. mpmath 1.2.1 at 60 digits.
		{"sums beyond 1.8e308", [][]float64{{1e308, 1e307}, {1e306, 1e308}}, 0.5068337886954635},
		{"sums beyond 1.8e308, 2x3", [][]float64{{1.7e308, 0, 1e300}, {0, 1.7e308, 1.7e308}}, 0.6365141300806739},
		{"independent, sums beyond 1.8e308", [][]float64{{1e308, 1e308}, {1e308, 1e308}}, 0},
	}
	for _, tt := range tables {
		got, err := MutualInformationTable(tt.table)
		if err != nil {
			t.Errorf("%s: MutualInformationTable: %v", tt.name, err)
		} else if !statAgrees(got, tt.want, 1e-14) {
			t.Errorf("%s: MutualInformationTable = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestNormalizedMutualInformation(t *testing.T) {
	u, v := []float64{0, 0, 1, 1, 2, 2}, []float64{0, 0, 1, 1, 1, 1}
	a, b := []float64{1, 1, 1, 2, 2, 3, 3, 3, 3, 5}, []float64{7, 8, 7, 7, 8, 8, 9, 9, 9, 9}
	tests := []struct {
		name string
		u, v []float64
		mean EntropyMean
		want float64
	}{
		// scikit-learn 1.2.1 normalized_mutual_info_score(average_method=...).
		{"arithmetic", u, v, MeanArithmetic, 0.7336804366512113},
		{"geometric", u, v, MeanGeometric, 0.7611702597222881},
		{"min", u, v, MeanMin, 1}, // sklearn prints 1.0000000000000004; V is a function of U, so exactly 1
		{"max", u, v, MeanMax, 0.5793801642856953},
		{"arithmetic 2", a, b, MeanArithmetic, 0.45119264010703525},
		{"geometric 2", a, b, MeanGeometric, 0.4526658808829805},
		{"min 2", a, b, MeanMin, 0.4907541950562058},
		{"max 2", a, b, MeanMax, 0.41753366915609735},
		{"same partition renamed", []float64{0, 0, 1, 1}, []float64{1, 1, 0, 0}, MeanArithmetic, 1},
		// Conventions of scikit-learn: both single clusters agree (1);
		// a single cluster against a split shares nothing (0).
		{"both one cluster", []float64{1, 1, 1}, []float64{2, 2, 2}, MeanArithmetic, 1},
		{"one cluster vs split", []float64{1, 1, 1}, []float64{1, 2, 3}, MeanMin, 0},
		// Plain sums were 1665 and 546 ulps off; mpmath 1.2.1 at 60 digits.
		{"10⁴ items, 3000 × 2999 clusters", modLabels(10_000, 1, 3000), modLabels(10_000, 7, 2999), MeanArithmetic, 0.8482010427874118},
		{"10⁴ items, squares mod 1009", squareLabels(10_000, false), squareLabels(10_000, true), MeanArithmetic, 0.7740135972790175},
	}
	for _, tt := range tests {
		got, err := NormalizedMutualInformation(tt.u, tt.v, tt.mean)
		if err != nil {
			t.Errorf("%s: NormalizedMutualInformation: %v", tt.name, err)
		} else if !statAgrees(got, tt.want, 1e-14) {
			t.Errorf("%s: NormalizedMutualInformation = %v, want %v", tt.name, got, tt.want)
		}
	}
	got, err := NormalizedMutualInformationTable([][]float64{{2, 0}, {0, 2}, {0, 2}}, MeanGeometric)
	if err != nil || !statAgrees(got, 0.7611702597222881, 1e-14) {
		t.Errorf("NormalizedMutualInformationTable = %v, %v; want 0.7611702597222881", got, err)
	}
	// Sums beyond the float64 range; mpmath 1.2.1 at 60 digits.
	got, err = NormalizedMutualInformationTable([][]float64{{1.7e308, 0, 1e300}, {0, 1.7e308, 1.7e308}}, MeanGeometric)
	if err != nil || !statAgrees(got, 0.7611702134824615, 1e-14) {
		t.Errorf("NormalizedMutualInformationTable of huge counts = %v, %v; want 0.7611702134824615", got, err)
	}
}

// modLabels returns the labels (a·i) mod m of n items.
func modLabels(n, a, m int) []float64 {
	u := make([]float64, n)
	for i := range u {
		u[i] = float64(a * i % m)
	}
	return u
}

// squareLabels returns the labels i² mod 1009 of n items, or, when mixed,
// the same except that every third item (from the first) gets i mod 50.
func squareLabels(n int, mixed bool) []float64 {
	u := make([]float64, n)
	for i := range u {
		u[i] = float64(i * i % 1009)
		if mixed && i%3 == 0 {
			u[i] = float64(i % 50)
		}
	}
	return u
}

func TestMutualInformationErrors(t *testing.T) {
	labels := []struct {
		name     string
		u, v     []float64
		sentinel error
	}{
		{"empty", nil, nil, ErrEmpty},
		{"mismatched", []float64{1, 2}, []float64{1}, nil},
	}
	for _, tt := range labels {
		_, err := MutualInformation(tt.u, tt.v)
		if err == nil || tt.sentinel != nil && !errors.Is(err, tt.sentinel) {
			t.Errorf("%s: MutualInformation error = %v, want %v", tt.name, err, tt.sentinel)
		}
		_, err = NormalizedMutualInformation(tt.u, tt.v, MeanArithmetic)
		if err == nil || tt.sentinel != nil && !errors.Is(err, tt.sentinel) {
			t.Errorf("%s: NormalizedMutualInformation error = %v, want %v", tt.name, err, tt.sentinel)
		}
	}
	if _, err := NormalizedMutualInformation([]float64{1, 2}, []float64{1, 2}, "median"); err == nil {
		t.Error("NormalizedMutualInformation with an unknown mean: no error")
	}
	tables := [][][]float64{nil, {{}}, {{0, 0}, {0, 0}}, {{1, 2}, {3}}, {{1, -1}}, {{1, math.Inf(1)}}}
	for _, tab := range tables {
		if _, err := MutualInformationTable(tab); err == nil {
			t.Errorf("MutualInformationTable(%v): no error", tab)
		}
	}
}
