package compute

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
)

func TestBestSplitFeature(t *testing.T) {
	for _, test := range []struct {
		name      string
		X         [][]float64
		y         []float64
		wantBest  int
		wantGains []float64
	}{
		// Gains: scikit-learn 1.2.1 mutual_info_score(y, X[:, j]) / ln 2.
		{name: "vector", X: [][]float64{{0, 0}, {0, 1}, {1, 0}, {1, 1}}, y: []float64{0, 0, 1, 1},
			wantBest: 0, wantGains: []float64{1, 0}},
		{name: "last feature wins",
			X: [][]float64{{2, 1, 0}, {0, 1, 1}, {1, 0, 0}, {2, 0, 1}, {0, 1, 2}, {1, 1, 2}, {0, 0, 0}, {1, 1, 1}},
			y: []float64{0, 1, 0, 1, 1, 1, 0, 1}, wantBest: 2,
			wantGains: []float64{0.015712127384097777, 0.1588680058499299, 0.9544340029249647}},
		// Features 1 and 2 split the data the same way with different
		// values: a tie, which goes to the smaller index. A constant
		// feature gains nothing.
		{name: "tie", X: [][]float64{{0, 5, 7}, {1, 3, 7}, {2, 9, 7}, {0, 5, 7}, {1, 3, 7}}, y: []float64{1, 0, 1, 1, 0},
			wantBest: 0, wantGains: []float64{0.9709505944546685, 0.9709505944546685, 0}},
		{name: "tie, best not first", X: [][]float64{{7, 5, 0}, {7, 3, 1}, {7, 9, 2}, {7, 5, 0}, {7, 3, 1}}, y: []float64{1, 0, 1, 1, 0},
			wantBest: 1, wantGains: []float64{0, 0.9709505944546685, 0.9709505944546685}},
		// Any numbers are categories; −0 and 0 are one (hand: the
		// feature determines the label, H(Y) = 1 bit).
		{name: "real categories", X: [][]float64{{0.5}, {math.Copysign(0, -1)}, {0}, {0.5}}, y: []float64{-1.5, 2, 2, -1.5},
			wantBest: 0, wantGains: []float64{1}},
		// One sample, or one label: nothing to gain (hand).
		{name: "one sample", X: [][]float64{{3, 4}}, y: []float64{1}, wantBest: 0, wantGains: []float64{0, 0}},
		{name: "one label", X: [][]float64{{0, 1}, {1, 0}}, y: []float64{1, 1}, wantBest: 0, wantGains: []float64{0, 0}},
	} {
		best, gains, err := BestSplitFeature(test.X, test.y)
		if err != nil || best != test.wantBest || !vecWithinAbs(gains, test.wantGains, 1e-14) {
			t.Errorf("%s: BestSplitFeature = %d, %v, %v; want %d, %v", test.name, best, gains, err, test.wantBest, test.wantGains)
		}
	}
}

func TestBestSplitFeatureErrors(t *testing.T) {
	for _, test := range []struct {
		name string
		X    [][]float64
		y    []float64
		msg  string
	}{
		{name: "no rows", X: nil, y: nil, msg: "no values"},
		{name: "no columns", X: [][]float64{{}}, y: []float64{1}, msg: "no values"},
		{name: "labels", X: [][]float64{{1}, {2}}, y: []float64{1}, msg: "X has 2 rows but y has 1 labels"},
		{name: "ragged", X: [][]float64{{1, 2}, {2}}, y: []float64{1, 0}, msg: "row 2 has 1 entries but row 1 has 2"},
		{name: "NaN feature", X: [][]float64{{1}, {math.NaN()}}, y: []float64{1, 0}, msg: "entry (2, 1) is NaN"},
		{name: "NaN label", X: [][]float64{{1}, {2}}, y: []float64{math.NaN(), 0}, msg: "label y[1] is NaN"},
	} {
		_, _, err := BestSplitFeature(test.X, test.y)
		if err == nil || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("%s: BestSplitFeature error %v, want one mentioning %q", test.name, err, test.msg)
		}
	}
	if _, _, err := BestSplitFeature(nil, nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("BestSplitFeature(nil, nil) error %v does not wrap ErrEmpty", err)
	}
}

func TestCountTable(t *testing.T) {
	// Hand counts; rows and columns in increasing order of the values.
	got := CountTable([]float64{2, 0, 2, 1, 0}, []float64{1, 1, 0, 1, 1})
	want := [][]float64{{0, 2}, {0, 1}, {1, 1}}
	if !slices.EqualFunc(got, want, slices.Equal[[]float64]) {
		t.Errorf("CountTable = %v, want %v", got, want)
	}
}

func TestDecisionStump(t *testing.T) {
	inf := math.Inf(1)
	for _, test := range []struct {
		x    []float64
		t    float64
		want []float64
	}{
		// Hand: 1{x_i ≥ t}, inclusive at the threshold.
		{x: []float64{0.2, 0.5, 0.9}, t: 0.5, want: []float64{0, 1, 1}},
		{x: []float64{0.2, 0.5, 0.9}, t: 0.50001, want: []float64{0, 0, 1}},
		{x: []float64{-1, 1}, t: -inf, want: []float64{1, 1}},
		{x: []float64{-1, 1}, t: inf, want: []float64{0, 0}},
		{x: []float64{inf, -inf}, t: inf, want: []float64{1, 0}},
		{x: []float64{math.Copysign(0, -1)}, t: 0, want: []float64{1}},
		{x: []float64{7}, t: 7, want: []float64{1}},
	} {
		got, err := DecisionStump(nil, test.x, test.t)
		if err != nil || !slices.Equal(got, test.want) {
			t.Errorf("DecisionStump(%v, %v) = %v, %v; want %v", test.x, test.t, got, err, test.want)
		}
	}
	// dst is reused when it is long enough.
	dst := make([]float64, 5)
	got, _ := DecisionStump(dst, []float64{1, 2}, 2)
	if &got[0] != &dst[0] || !slices.Equal(got, []float64{0, 1}) {
		t.Errorf("DecisionStump(dst, ...) = %v, did not reuse dst", got)
	}
	if _, err := DecisionStump(nil, nil, 0); !errors.Is(err, ErrEmpty) {
		t.Errorf("DecisionStump(empty) error %v, want ErrEmpty", err)
	}
	if _, err := DecisionStump(nil, []float64{1}, math.NaN()); err == nil {
		t.Error("DecisionStump(t = NaN): no error")
	}
	if _, err := DecisionStump(nil, []float64{1, math.NaN()}, 0); err == nil || !strings.Contains(err.Error(), "x[2] is NaN") {
		t.Errorf("DecisionStump(NaN entry) error %v", err)
	}
}
