package compute

import (
	"errors"
	"math"
	"testing"
)

func TestManhattanDistance(t *testing.T) {
	inf := math.Inf(1)
	tests := []struct {
		name string
		x, y []float64
		want float64
	}{
		{"vector", []float64{1, 2, 3}, []float64{4, 0, 3}, 5},              // scipy 1.10.1 cityblock
		{"vector 2", []float64{-1.5, 2.5}, []float64{1.5, -2.5}, 8},        // scipy 1.10.1 cityblock
		{"same point", []float64{7, -7}, []float64{7, -7}, 0},              // by definition
		{"beyond float64", []float64{1e308, 0}, []float64{-1e308, 0}, inf}, // 2e308 is not representable
		{"infinite coordinate", []float64{inf, 1}, []float64{0, 1}, inf},
	}
	for _, tt := range tests {
		got, err := ManhattanDistance(tt.x, tt.y)
		if err != nil {
			t.Errorf("%s: ManhattanDistance: %v", tt.name, err)
		} else if !statAgrees(got, tt.want, 1e-15) {
			t.Errorf("%s: ManhattanDistance = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestMinkowskiDistance(t *testing.T) {
	inf := math.Inf(1)
	tests := []struct {
		name string
		x, y []float64
		p    float64
		want float64
	}{
		// scipy 1.10.1 spatial.distance.minkowski and chebyshev.
		{"vector", []float64{0, 0}, []float64{1, 1}, 3, 1.2599210498948732},
		{"spec default", []float64{0, 0}, []float64{3, 4}, 3, 4.497941445275415},
		{"fractional p", []float64{1, -2, 3.5}, []float64{0.5, 2, -1}, 1.5, 6.842695030988962},
		{"p = 1 is Manhattan", []float64{1, 2, 3}, []float64{4, 0, 3}, 1, 5},
		{"p = 2 is Euclidean", []float64{0, 0}, []float64{3, 4}, 2, 5},
		{"large p", []float64{0, 0}, []float64{3, 4}, 100, 4.000000000000013},
		{"p = Inf is Chebyshev", []float64{1, -2, 3.5}, []float64{0.5, 2, -1}, inf, 4.5},
		// By hand: 4·(1 + 0.75^1000)^(1/1000) = 4 to double precision; a
		// naive 4^1000 overflows.
		{"huge p", []float64{0, 0}, []float64{3, 4}, 1000, 4},
		// By hand: 2^(1/3)·1e300 and √2·1e-300; naive powers overflow or
		// underflow.
		{"huge coordinates", []float64{1e300, 0}, []float64{0, 1e300}, 3, 1.2599210498948732e300},
		{"tiny coordinates", []float64{1e-300, 0}, []float64{0, 1e-300}, 2, 1.4142135623730951e-300},
		{"same point", []float64{2, 2}, []float64{2, 2}, 3, 0},
		{"beyond float64", []float64{1e308}, []float64{-1e308}, 2, inf},
	}
	for _, tt := range tests {
		got, err := MinkowskiDistance(tt.x, tt.y, tt.p)
		if err != nil {
			t.Errorf("%s: MinkowskiDistance: %v", tt.name, err)
		} else if !statAgrees(got, tt.want, 1e-14) {
			t.Errorf("%s: MinkowskiDistance = %v, want %v", tt.name, got, tt.want)
		}
	}
	for _, p := range []float64{0.5, 0, -1, math.NaN()} {
		if _, err := MinkowskiDistance([]float64{0}, []float64{1}, p); err == nil {
			t.Errorf("MinkowskiDistance with p = %v: no error", p)
		}
	}
}

func TestHammingDistance(t *testing.T) {
	// scipy 1.10.1 hamming (a fraction) times n, and by hand.
	nums := []struct {
		name string
		x, y []float64
		want int
	}{
		{"bits", []float64{1, 0, 1, 1}, []float64{0, 0, 1, 0}, 2},
		{"numbers", []float64{1, 2, 3}, []float64{1, 5, 3}, 1}, // the seed's Σ|x − y| would say 3
		{"equal", []float64{4, 5}, []float64{4, 5}, 0},
	}
	for _, tt := range nums {
		if got, err := HammingDistance(tt.x, tt.y); err != nil || got != tt.want {
			t.Errorf("%s: HammingDistance = %d, %v; want %d", tt.name, got, err, tt.want)
		}
	}
	karolin := []string{"k", "a", "r", "o", "l", "i", "n"}
	kathrin := []string{"k", "a", "t", "h", "r", "i", "n"}
	if got, err := HammingDistance(karolin, kathrin); err != nil || got != 3 {
		t.Errorf("HammingDistance(karolin, kathrin) = %d, %v; want 3", got, err)
	}
	if _, err := HammingDistance([]float64{}, []float64{}); !errors.Is(err, ErrEmpty) {
		t.Errorf("HammingDistance of empty inputs: error = %v, want ErrEmpty", err)
	}
	if _, err := HammingDistance([]string{"a"}, []string{"a", "b"}); err == nil {
		t.Error("HammingDistance of different lengths: no error")
	}
}

func TestCosineSimilarity(t *testing.T) {
	tests := []struct {
		name string
		x, y []float64
		want float64
	}{
		// 1 − scipy 1.10.1 spatial.distance.cosine.
		{"vector", []float64{1, 2, 3}, []float64{4, 5, 6}, 0.9746318461970761},
		{"spec default", []float64{2, 1}, []float64{1, 3}, 0.7071067811865475},
		{"opposite", []float64{1, 0}, []float64{-1, 0}, -1},
		{"3-D", []float64{1.5, -2, 0.25}, []float64{-3, 0.5, 4}, -0.35643564356435653},
		{"perpendicular", []float64{1, 1}, []float64{1, -1}, 0},
		// Scaling leaves the cosine unchanged; naive products overflow
		// (1e200²) or underflow (1e-200²).
		{"huge and tiny", []float64{1e200, 2e200, 3e200}, []float64{4e-200, 5e-200, 6e-200}, 0.9746318461970761},
		{"parallel", []float64{1, 2, 3}, []float64{2, 4, 6}, 1},
	}
	for _, tt := range tests {
		got, err := CosineSimilarity(tt.x, tt.y)
		if err != nil {
			t.Errorf("%s: CosineSimilarity: %v", tt.name, err)
			continue
		}
		if !statAgrees(got, tt.want, 1e-15) {
			t.Errorf("%s: CosineSimilarity = %v, want %v", tt.name, got, tt.want)
		}
		if got < -1 || got > 1 {
			t.Errorf("%s: CosineSimilarity = %v, outside [−1, 1]", tt.name, got)
		}
	}
	errs := []struct {
		name     string
		x, y     []float64
		sentinel error
	}{
		{"zero x", []float64{0, 0}, []float64{1, 2}, ErrUndefined},
		{"zero y", []float64{1, 2}, []float64{0, 0}, ErrUndefined},
		{"empty", nil, nil, ErrEmpty},
		{"mismatched", []float64{1}, []float64{1, 2}, nil},
		{"infinite", []float64{math.Inf(1), 1}, []float64{1, 2}, nil},
		{"NaN", []float64{math.NaN(), 1}, []float64{1, 2}, nil},
	}
	for _, tt := range errs {
		_, err := CosineSimilarity(tt.x, tt.y)
		if err == nil || tt.sentinel != nil && !errors.Is(err, tt.sentinel) {
			t.Errorf("%s: CosineSimilarity error = %v, want %v", tt.name, err, tt.sentinel)
		}
	}
}

func TestJaccardSimilarity(t *testing.T) {
	tests := []struct {
		name string
		u, v []float64
		want float64
	}{
		{"vector", []float64{1, 2, 3}, []float64{2, 3, 4}, 0.5}, // by hand: {2, 3} / {1, 2, 3, 4}
		{"repeats count once", []float64{1, 1, 2}, []float64{2, 2}, 0.5},
		{"repeats outside U", []float64{1}, []float64{5, 5, 1}, 0.5},
		{"disjoint", []float64{1, 2}, []float64{3}, 0},
		{"one empty", nil, []float64{3}, 0},
		{"identical", []float64{3, 1}, []float64{1, 3}, 1},
		{"signed zero", []float64{0}, []float64{math.Copysign(0, -1)}, 1},
	}
	for _, tt := range tests {
		got, err := JaccardSimilarity(tt.u, tt.v)
		if err != nil || got != tt.want {
			t.Errorf("%s: JaccardSimilarity = %v, %v; want %v", tt.name, got, err, tt.want)
		}
	}
	// Sets of words, the textbook case.
	for _, tt := range []struct {
		u, v []string
		want float64
	}{
		{[]string{"a", "b"}, []string{"b", "c"}, 1.0 / 3},
		{[]string{"the", "cat", "the"}, []string{"cat", "the"}, 1},
		{[]string{"x"}, nil, 0},
	} {
		if got, err := JaccardSimilarity(tt.u, tt.v); err != nil || got != tt.want {
			t.Errorf("JaccardSimilarity(%q, %q) = %v, %v; want %v", tt.u, tt.v, got, err, tt.want)
		}
	}
	if _, err := JaccardSimilarity[float64](nil, nil); !errors.Is(err, ErrUndefined) {
		t.Errorf("JaccardSimilarity of two empty sets: error = %v, want ErrUndefined", err)
	}
	if _, err := JaccardSimilarity([]float64{math.NaN()}, []float64{1}); err == nil {
		t.Error("JaccardSimilarity with NaN: no error")
	}
}

func TestDistanceErrors(t *testing.T) {
	inf := math.Inf(1)
	tests := []struct {
		name     string
		x, y     []float64
		sentinel error
	}{
		{"empty", nil, nil, ErrEmpty},
		{"mismatched", []float64{1, 2}, []float64{1}, nil},
		{"Inf − Inf", []float64{inf}, []float64{inf}, ErrUndefined},
	}
	for _, tt := range tests {
		if _, err := ManhattanDistance(tt.x, tt.y); err == nil || tt.sentinel != nil && !errors.Is(err, tt.sentinel) {
			t.Errorf("%s: ManhattanDistance error = %v, want %v", tt.name, err, tt.sentinel)
		}
		if _, err := MinkowskiDistance(tt.x, tt.y, 3); err == nil || tt.sentinel != nil && !errors.Is(err, tt.sentinel) {
			t.Errorf("%s: MinkowskiDistance error = %v, want %v", tt.name, err, tt.sentinel)
		}
	}
}
