package compute

import (
	"errors"
	"math"
	"testing"
)

// correlationData is a deterministic paired sample with many ties:
// x_i = 37i mod 101, y_i = (53i mod 89) + ⌊(37i mod 101)/2⌋. The same
// formulas, evaluated in Python, gave the scipy references.
func correlationData(n int) (x, y []float64) {
	x, y = make([]float64, n), make([]float64, n)
	for i := range n {
		x[i] = float64((37 * i) % 101)
		y[i] = float64((53*i)%89 + (37*i)%101/2)
	}
	return x, y
}

// scaled returns a·x; affine returns a·x + b, rounded entry by entry.
func scaled(a float64, x []float64) []float64 { return affine(a, 0, x) }

func affine(a, b float64, x []float64) []float64 {
	y := make([]float64, len(x))
	for i, v := range x {
		y[i] = a*v + b
	}
	return y
}

func TestCovariance(t *testing.T) {
	inf := math.Inf(1)
	tests := []struct {
		name string
		x, y []float64
		ddof int
		want float64
	}{
		{"sample", []float64{1, 2, 3, 4}, []float64{2, 4, 6, 9}, 1, 3.833333333333333},                               // numpy 1.24.2 cov
		{"population", []float64{1, 2, 3, 4}, []float64{2, 4, 6, 9}, 0, 2.875},                                       // numpy 1.24.2 cov(bias=True)
		{"offset", []float64{1e9 + 1, 1e9 + 2, 1e9 + 3, 1e9 + 4}, []float64{2, 4, 6, 9}, 1, 3.8333333333333335},      // fractions
		{"mixed scales", []float64{3e150, -1e150, 2e150}, []float64{1e-150, 5e-150, -2e-150}, 1, -5.666666666666666}, // fractions
		{"constant", []float64{5, 5, 5}, []float64{1, 2, 3}, 1, 0},
		{"one pair", []float64{5}, []float64{1}, 0, 0},
		{"range overflows", []float64{1.7e308, -1.7e308, -1.7e308}, []float64{1, 2, 3}, 1, -1.7e308}, // fractions
		{"beyond float64", []float64{1e200, -1e200}, []float64{1e200, -1e200}, 0, inf},               // 1e400
		{"beyond float64, negative", []float64{1e200, -1e200}, []float64{-1e200, 1e200}, 0, -inf},
		// Subnormal x, whose scaled deviations were NaN: exact sums of the
		// doubles (Python integers in units of 2^−1074), rounded once.
		{"subnormal", []float64{1e-310, -2.5e-311, 3e-310, 7e-312}, []float64{1, 2, 4, 3}, 1, 1.05333333333335e-310},
		// 10⁴ pairs of five sizes: a plain sum of the products was 371 ulps
		// off; exact sums (Python integers), rounded once.
		{"10⁴ pairs of five sizes", fiveSizes(10_000), scaled(-2, fiveSizes(10_000)), 1, -4.03960396039604},
	}
	for _, tt := range tests {
		got, err := Covariance(tt.x, tt.y, tt.ddof)
		if err != nil {
			t.Errorf("%s: Covariance: %v", tt.name, err)
		} else if !statAgrees(got, tt.want, 1e-14) {
			t.Errorf("%s: Covariance = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestPearsonCorrelation(t *testing.T) {
	x1000, y1000 := correlationData(1000)
	tests := []struct {
		name string
		x, y []float64
		want float64
	}{
		// scipy 1.10.1 stats.pearsonr.
		{"vector", []float64{1, 2, 3, 4, 5}, []float64{2, 4, 5, 4, 5}, 0.7745966692414834},
		{"perfect negative", []float64{1, 2, 3}, []float64{3, 2, 1}, -1},
		{"huge x", []float64{1e300, 2e300, 3e300, 4e300, 5e300}, []float64{2, 4, 5, 4, 5}, 0.7745966692414834},
		{"tiny x", []float64{1e-300, 2e-300, 3e-300, 4e-300, 5e-300}, []float64{2, 4, 5, 4, 5}, 0.7745966692414835},
		{"offset x", []float64{1e9 + 1, 1e9 + 2, 1e9 + 3, 1e9 + 4, 1e9 + 5}, []float64{2, 4, 5, 4, 5}, 0.7745966692414834},
		{"range overflows", []float64{-1.7e308, 1.7e308, 1.7e308}, []float64{1, 2, 2}, 1}, // by hand: x is affine in y
		{"1000 pairs", x1000, y1000, 0.4910061780826782},
		// Huge x against subnormal y, whose scaled deviations were NaN; 10⁴
		// pairs on which plain sums of products were 612 ulps off. Exact
		// sums of the doubles (Python integers), mpmath 1.2.1 at 60 digits.
		{"subnormal y", []float64{6.646374809319036e+299, 6.717687450898701e+299, 3.3421210417428923e+299, 5.668337728549685e+299, -6.00441619614613e+298},
			[]float64{-1.390671161567e-309, 2.781342323134e-309, -2.53e-321, 2.121995791e-314, 2.121995791e-314}, 0.17990111123392405},
		{"10⁴ pairs of five sizes", fiveSizes(10_000), affine(0.1, 1, fiveSizes(10_000)), 1},
	}
	for _, tt := range tests {
		got, err := PearsonCorrelation(tt.x, tt.y)
		if err != nil {
			t.Errorf("%s: PearsonCorrelation: %v", tt.name, err)
			continue
		}
		if !statAgrees(got, tt.want, 1e-14) {
			t.Errorf("%s: PearsonCorrelation = %v, want %v", tt.name, got, tt.want)
		}
		if got < -1 || got > 1 {
			t.Errorf("%s: PearsonCorrelation = %v, outside [−1, 1]", tt.name, got)
		}
	}
}

func TestSpearmanCorrelation(t *testing.T) {
	x1000, y1000 := correlationData(1000)
	tests := []struct {
		name string
		x, y []float64
		want float64
	}{
		// scipy 1.10.1 stats.spearmanr.
		{"vector", []float64{1, 2, 3, 4, 5}, []float64{2, 1, 4, 3, 5}, 0.7999999999999999},
		{"ties", []float64{1, 2, 2, 3, 4, 4, 4}, []float64{5, 6, 7, 7, 8, 8, 1}, 0.4096910645071044},
		{"monotone, not linear", []float64{1, 2, 3, 4}, []float64{1, 8, 27, 64}, 1},
		{"infinite values rank", []float64{math.Inf(-1), 0, math.Inf(1)}, []float64{3, 2, 1}, -1}, // by hand
		{"1000 pairs with ties", x1000, y1000, 0.46363774171663774},
	}
	for _, tt := range tests {
		got, err := SpearmanCorrelation(tt.x, tt.y)
		if err != nil {
			t.Errorf("%s: SpearmanCorrelation: %v", tt.name, err)
		} else if !statAgrees(got, tt.want, 1e-14) {
			t.Errorf("%s: SpearmanCorrelation = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestCorrelationErrors(t *testing.T) {
	nan := math.NaN()
	tests := []struct {
		name     string
		x, y     []float64
		sentinel error
		pearson  bool // Pearson fails (Spearman fails in every case)
	}{
		{"empty", nil, nil, ErrEmpty, true},
		{"mismatched", []float64{1, 2}, []float64{1}, nil, true},
		{"constant x", []float64{2, 2, 2}, []float64{1, 2, 3}, ErrUndefined, true},
		{"constant y", []float64{1, 2, 3}, []float64{7, 7, 7}, ErrUndefined, true},
		{"one pair", []float64{1}, []float64{2}, ErrUndefined, true},
		{"NaN", []float64{1, nan, 3}, []float64{1, 2, 3}, nil, true},
		{"infinite", []float64{1, math.Inf(1), 3}, []float64{1, 2, 3}, ErrUndefined, true},
	}
	for _, tt := range tests {
		check := func(fn string, err error) {
			if err == nil {
				t.Errorf("%s: %s: no error", tt.name, fn)
			} else if tt.sentinel != nil && !errors.Is(err, tt.sentinel) {
				t.Errorf("%s: %s: error %q does not wrap %v", tt.name, fn, err, tt.sentinel)
			}
		}
		if tt.pearson {
			_, err := PearsonCorrelation(tt.x, tt.y)
			check("PearsonCorrelation", err)
		}
		if tt.name != "infinite" { // infinite values have ranks
			_, err := SpearmanCorrelation(tt.x, tt.y)
			check("SpearmanCorrelation", err)
		}
	}
	for _, c := range []struct {
		x, y []float64
		ddof int
	}{{nil, nil, 0}, {[]float64{1, 2}, []float64{1}, 0}, {[]float64{1}, []float64{2}, 1}, {[]float64{1, 2}, []float64{1, 2}, -1},
		{[]float64{1, math.Inf(1)}, []float64{1, 2}, 0}} {
		if _, err := Covariance(c.x, c.y, c.ddof); err == nil {
			t.Errorf("Covariance(%v, %v, %d): no error", c.x, c.y, c.ddof)
		}
	}
}

func TestRanks(t *testing.T) {
	// scipy 1.10.1 stats.rankdata (method "average").
	got, err := Ranks([]float64{10, 20, 20, 30, -1, 20})
	if err != nil {
		t.Fatal(err)
	}
	statVecAgrees(t, "Ranks", got, []float64{2, 4, 4, 6, 1, 4}, 0)
	if r, err := Ranks(nil); err != nil || len(r) != 0 {
		t.Errorf("Ranks(nil) = %v, %v; want no ranks", r, err)
	}
	if _, err := Ranks([]float64{1, math.NaN()}); err == nil {
		t.Error("Ranks with NaN: no error")
	}
}

// TestRanksDefinition checks the radix sort against the definition of the
// average rank, 1 + #{x_j < x_i} + (#{x_j = x_i} − 1)/2, counted by brute
// force over values of every sign and magnitude, with ties, ±0 and ±Inf.
func TestRanksDefinition(t *testing.T) {
	base := []float64{0, math.Copysign(0, -1), 1, -1, 1e-310, -1e-310, 1e300, -1e300, 2.5, -2.5,
		math.Inf(1), math.Inf(-1), math.MaxFloat64, -math.MaxFloat64, 5e-324, 3, 3, 1e9 + 0.5}
	x := make([]float64, 0, 400)
	for i := range 400 {
		x = append(x, base[(i*7+i/3)%len(base)]*float64(1+i%3))
	}
	got, err := Ranks(x)
	if err != nil {
		t.Fatal(err)
	}
	for i, xi := range x {
		less, equal := 0, 0
		for _, xj := range x {
			switch {
			case xj < xi:
				less++
			case xj == xi:
				equal++
			}
		}
		if want := 1 + float64(less) + float64(equal-1)/2; got[i] != want {
			t.Errorf("rank of x[%d] = %v: %v, want %v", i, xi, got[i], want)
		}
	}
}
