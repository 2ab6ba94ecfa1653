package compute

import (
	"errors"
	"math"
	"testing"
)

// rankingData is a deterministic labelled sample of n items with many tied
// scores: y_i = 1 if (7i² + 3i) mod 11 < 5, s_i = ((37i mod 101) + 20y_i)/10.
// The same formulas, evaluated in Python, gave the scikit-learn references.
func rankingData(n int) (y, s []float64) {
	y, s = make([]float64, n), make([]float64, n)
	for i := range n {
		if (7*i*i+3*i)%11 < 5 {
			y[i] = 1
		}
		s[i] = (float64((37*i)%101) + 20*y[i]) / 10
	}
	return y, s
}

func TestROCAUC(t *testing.T) {
	y1000, s1000 := rankingData(1000)
	// References: scikit-learn 1.2.1 roc_auc_score.
	tests := []struct {
		name string
		y, s []float64
		want float64
	}{
		{"vector", []float64{0, 0, 1, 1}, []float64{0.1, 0.4, 0.35, 0.8}, 0.75},
		{"spec default", []float64{0, 0, 1, 1, 0, 1, 0, 1}, []float64{0.1, 0.4, 0.35, 0.8, 0.2, 0.7, 0.55, 0.6}, 0.875},
		{"ties count half", []float64{0, 1, 0, 1, 1, 0}, []float64{0.5, 0.5, 0.2, 0.9, 0.5, 0.9}, 0.6111111111111112},
		{"all scores tied", []float64{0, 1, 0, 1}, []float64{1, 1, 1, 1}, 0.5},
		{"inverted ranking", []float64{1, 1, 0, 0}, []float64{0.1, 0.2, 0.3, 0.4}, 0},
		{"perfect ranking", []float64{0, 0, 1}, []float64{-3, 2, 7}, 1},
		{"extreme scores", []float64{0, 1, 0, 1}, []float64{-1e308, 1e308, 3, 3}, 0.875},
		{"infinite scores", []float64{0, 1, 0, 1}, []float64{math.Inf(-1), math.Inf(1), 3, 3}, 0.875},
		{"1000 items with ties", y1000, s1000, 0.681135099177552},
	}
	for _, tt := range tests {
		got, err := ROCAUC(tt.y, tt.s)
		if err != nil {
			t.Errorf("%s: ROCAUC: %v", tt.name, err)
			continue
		}
		if !statAgrees(got, tt.want, 1e-14) {
			t.Errorf("%s: ROCAUC = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestAveragePrecision(t *testing.T) {
	y1000, s1000 := rankingData(1000)
	// References: scikit-learn 1.2.1 average_precision_score.
	tests := []struct {
		name string
		y, s []float64
		want float64
	}{
		{"vector", []float64{0, 0, 1, 1}, []float64{0.1, 0.4, 0.35, 0.8}, 0.8333333333333333},
		{"spec default", []float64{0, 0, 1, 1, 0, 1, 0, 1}, []float64{0.1, 0.4, 0.35, 0.8, 0.2, 0.7, 0.55, 0.6}, 0.9166666666666666},
		{"tied thresholds", []float64{0, 1, 0, 1, 1, 0}, []float64{0.5, 0.5, 0.2, 0.9, 0.5, 0.9}, 0.5666666666666667},
		{"all relevant", []float64{1, 1, 1}, []float64{0.3, 0.2, 0.1}, 1},
		{"one item", []float64{1}, []float64{0}, 1},
		{"1000 items with ties", y1000, s1000, 0.8045817575948869},
	}
	for _, tt := range tests {
		got, err := AveragePrecision(tt.y, tt.s)
		if err != nil {
			t.Errorf("%s: AveragePrecision: %v", tt.name, err)
			continue
		}
		if !statAgrees(got, tt.want, 1e-14) {
			t.Errorf("%s: AveragePrecision = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestAveragePrecisionSum checks the sum of AP's terms on 10⁴ items ranked
// in order, item i relevant when (37i mod 101) mod 3 = 0: a plain sum of the
// 3367 terms was 10 ulps off. Reference: the exact rational Σ TPₙ/n over
// the relevant ranks n, divided by n⁺ (Python fractions), rounded once.
func TestAveragePrecisionSum(t *testing.T) {
	const n = 10_000
	y, s := make([]float64, n), make([]float64, n)
	for i := range n {
		if (37*i)%101%3 == 0 {
			y[i] = 1
		}
		s[i] = float64(-i)
	}
	const want = 0.33758954892789245
	if got, err := AveragePrecision(y, s); err != nil || math.Abs(got-want) > 1.5*(want*0x1p-53) {
		t.Errorf("AveragePrecision = %v, %v; want %v within 1.5 ulps", got, err, want)
	}
}

func TestMeanAveragePrecision(t *testing.T) {
	// References: the mean of scikit-learn 1.2.1 average_precision_score
	// over the queries.
	tests := []struct {
		name    string
		queries []RankedList
		want    float64
	}{
		{"vector", []RankedList{
			{[]float64{0, 0, 1, 1}, []float64{0.1, 0.4, 0.35, 0.8}},
			{[]float64{1, 0, 0}, []float64{0.9, 0.8, 0.1}},
		}, 0.9166666666666666},
		{"spec default", []RankedList{
			{[]float64{0, 0, 1, 1}, []float64{0.1, 0.4, 0.35, 0.8}},
			{[]float64{1, 0, 0}, []float64{0.9, 0.8, 0.1}},
			{[]float64{0, 1, 0, 1}, []float64{0.7, 0.6, 0.5, 0.2}},
		}, 0.7777777777777777},
	}
	for _, tt := range tests {
		got, err := MeanAveragePrecision(tt.queries)
		if err != nil {
			t.Errorf("%s: MeanAveragePrecision: %v", tt.name, err)
			continue
		}
		if !statAgrees(got, tt.want, 1e-14) {
			t.Errorf("%s: MeanAveragePrecision = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestRankingErrors(t *testing.T) {
	nan := math.NaN()
	tests := []struct {
		name      string
		y, s      []float64
		undefined bool // the error must wrap ErrUndefined (AUC and AP alike)
		aucOnly   bool // only the AUC fails (AP is defined)
		empty     bool
	}{
		{name: "empty", empty: true},
		{name: "mismatched lengths", y: []float64{0, 1}, s: []float64{0.5}},
		{name: "label not 0 or 1", y: []float64{0, 2}, s: []float64{0.1, 0.2}},
		{name: "fractional label", y: []float64{0, 0.5}, s: []float64{0.1, 0.2}},
		{name: "NaN label", y: []float64{nan, 1}, s: []float64{0.1, 0.2}},
		{name: "NaN score", y: []float64{0, 1}, s: []float64{0.1, nan}},
		{name: "only negatives", y: []float64{0, 0, 0}, s: []float64{0.1, 0.2, 0.3}, undefined: true},
		{name: "only positives", y: []float64{1, 1}, s: []float64{0.1, 0.2}, undefined: true, aucOnly: true},
		{name: "one item", y: []float64{1}, s: []float64{0.3}, undefined: true, aucOnly: true},
	}
	for _, tt := range tests {
		_, err := ROCAUC(tt.y, tt.s)
		if err == nil {
			t.Errorf("%s: ROCAUC: no error", tt.name)
		} else if tt.undefined && !errors.Is(err, ErrUndefined) || tt.empty && !errors.Is(err, ErrEmpty) {
			t.Errorf("%s: ROCAUC error %q does not wrap the expected sentinel", tt.name, err)
		}
		_, err = AveragePrecision(tt.y, tt.s)
		if tt.aucOnly {
			if err != nil {
				t.Errorf("%s: AveragePrecision: unexpected error %v", tt.name, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%s: AveragePrecision: no error", tt.name)
		} else if tt.undefined && !errors.Is(err, ErrUndefined) || tt.empty && !errors.Is(err, ErrEmpty) {
			t.Errorf("%s: AveragePrecision error %q does not wrap the expected sentinel", tt.name, err)
		}
	}
	if _, err := MeanAveragePrecision(nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("MeanAveragePrecision(nil) error = %v, want ErrEmpty", err)
	}
	_, err := MeanAveragePrecision([]RankedList{{[]float64{1}, []float64{1}}, {[]float64{0}, []float64{1}}})
	if !errors.Is(err, ErrUndefined) {
		t.Errorf("MeanAveragePrecision with a query without relevant items: error = %v, want ErrUndefined", err)
	}
}

// TestROCAUCLarge checks the O(n log n) path at 10⁶ items against the
// closed form of a fully separated sample with a tied block in the middle:
// negatives score 0…n⁻−1 and positives n⁻−k…n⁻−k+n⁺−1, so k positives tie
// with k negatives. Hand derivation: each of the k tied positives beats
// n⁻−k+j negatives (j = 0…k−1) and ties one, and every other positive
// beats all n⁻, so AUC = 1 − k²/(2n⁺n⁻).
func TestROCAUCLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("large input")
	}
	const npos, nneg, k = 500_000, 500_000, 1000
	y := make([]float64, 0, npos+nneg)
	s := make([]float64, 0, npos+nneg)
	for i := range nneg {
		y, s = append(y, 0), append(s, float64(i))
	}
	for i := range npos {
		y, s = append(y, 1), append(s, float64(nneg-k+i))
	}
	got, err := ROCAUC(y, s)
	if err != nil {
		t.Fatal(err)
	}
	want := 1 - float64(k*k)/(2*float64(npos)*float64(nneg))
	if !statAgrees(got, want, 1e-15) {
		t.Errorf("ROCAUC = %v, want %v", got, want)
	}
}
