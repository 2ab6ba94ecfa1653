package compute

import (
	"errors"
	"math"
	"testing"
)

// statAgrees reports whether got is want within the relative tolerance tol
// (absolute when want is 0). Infinities must match exactly.
func statAgrees(got, want, tol float64) bool {
	if got == want {
		return true
	}
	if math.IsInf(want, 0) || math.IsNaN(got) || math.IsInf(got, 0) {
		return false
	}
	if want == 0 {
		return math.Abs(got) <= tol
	}
	return math.Abs(got-want) <= tol*math.Abs(want)
}

func TestArithmeticMean(t *testing.T) {
	inf := math.Inf(1)
	tests := []struct {
		name string
		x    []float64
		want float64
	}{
		{"vector", []float64{1, 2, 3, 4}, 2.5},                          // numpy 1.24.2
		{"one value", []float64{-7.25}, -7.25},                          // by definition
		{"rounding", []float64{0.1, 0.2, 0.3}, 0.2},                     // fractions: exact mean of the doubles, rounded
		{"cancellation", []float64{1e16, 1, -1e16}, 0.3333333333333333}, // fractions; a naive sum gives 0
		{"constant", []float64{0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1}, 0.1},
		{"overflowing sum", []float64{1e308, 1e308}, 1e308},                   // by hand; a naive sum gives +Inf
		{"overflow, mixed signs", []float64{1.7e308, 1.7e308, -1e308}, 8e307}, // fractions
		{"negative overflow", []float64{-1e308, -1e308, -1e308}, -1e308},
		{"tiny values", []float64{5e-324, 5e-324}, 5e-324},
		{"+Inf", []float64{1, inf}, inf},
		{"-Inf", []float64{-inf, 3, -inf}, -inf},
	}
	for _, tt := range tests {
		got, err := ArithmeticMean(tt.x)
		if err != nil {
			t.Errorf("%s: ArithmeticMean: %v", tt.name, err)
			continue
		}
		if !statAgrees(got, tt.want, 1e-15) {
			t.Errorf("%s: ArithmeticMean = %v, want %v", tt.name, got, tt.want)
		}
	}
	for _, x := range [][]float64{nil, {1, math.NaN()}, {inf, -inf}} {
		if _, err := ArithmeticMean(x); err == nil {
			t.Errorf("ArithmeticMean(%v): no error", x)
		}
	}
	if _, err := ArithmeticMean(nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("ArithmeticMean(nil) error = %v, want ErrEmpty", err)
	}
}

func TestVarianceStdDev(t *testing.T) {
	inf := math.Inf(1)
	tests := []struct {
		name          string
		x             []float64
		ddof          int
		variance, std float64
	}{
		// numpy 1.24.2 var and std.
		{"population", []float64{2, 4, 4, 4, 5, 5, 7, 9}, 0, 4, 2},
		{"sample", []float64{2, 4, 4, 4, 5, 5, 7, 9}, 1, 4.571428571428571, 2.138089935299395},
		{"one value", []float64{3}, 0, 0, 0},
		{"constant", []float64{0.1, 0.1, 0.1}, 1, 0, 0},
		// Large offset: the one-pass E[x²] − E[x]² loses every digit here.
		// numpy 1.24.2 (two-pass); the deviations −6, −3, 3, 6 are exact.
		{"offset 1e9", []float64{1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16}, 1, 30, math.Sqrt(30)},
		{"offset 1e15", []float64{1e15 + 4, 1e15 + 7, 1e15 + 13, 1e15 + 16}, 1, 30, math.Sqrt(30)},
		// The variance 1e400 exceeds float64; the standard deviation does not.
		{"huge", []float64{1e200, -1e200}, 0, inf, 1e200},
		// The variance 1.6e-400 underflows to 0; numpy on the data scaled
		// by 1e200 gives the standard deviation 1.247219128924647 (×1e-200).
		{"tiny", []float64{1e-200, 2e-200, 4e-200}, 0, 0, 1.247219128924647e-200},
		// The range exceeds float64: fractions and a 50-digit decimal square root.
		{"range overflows", []float64{1.7e308, -1.7e308, -1.7e308}, 0, inf, 1.6027753706895077e+308},
		// Deviations in the subnormal range: their scale 2^−e overflowed and
		// the results were NaN. The exact sums of the doubles (Python
		// integers in units of 2^−1074), the root through mpmath 1.2.1 at 60
		// digits; the variances underflow to 0.
		{"subnormal", []float64{1e-310, 3e-310}, 0, 0, 1e-310},
		{"subnormal, sample", []float64{1e-310, -2.5e-311, 3e-310, 7e-312}, 1, 0, 1.46279412996726e-310},
		{"smallest subnormals", []float64{5e-324, 1.5e-323, 2.5e-323}, 0, 0, 1e-323},
		// 10⁴ values of five sizes: a plain sum of the squared deviations
		// was 371 ulps off (the same roundings recur); the compensated sum
		// is exact here. Exact sums (Python integers), 60-digit root.
		{"10⁴ values of five sizes", fiveSizes(10_000), 0, 2.0196, 1.4211263138792414},
		{"10⁴ values of five sizes, sample", fiveSizes(10_000), 1, 2.01980198019802, 1.4211973755246032},
	}
	for _, tt := range tests {
		v, err := Variance(tt.x, tt.ddof)
		if err != nil {
			t.Errorf("%s: Variance: %v", tt.name, err)
		} else if !statAgrees(v, tt.variance, 1e-14) {
			t.Errorf("%s: Variance = %v, want %v", tt.name, v, tt.variance)
		}
		s, err := StdDev(tt.x, tt.ddof)
		if err != nil {
			t.Errorf("%s: StdDev: %v", tt.name, err)
		} else if !statAgrees(s, tt.std, 1e-14) {
			t.Errorf("%s: StdDev = %v, want %v", tt.name, s, tt.std)
		}
	}
}

// fiveSizes returns n values of five sizes, x_i = (37i mod 101) mod 5 − 2,
// in an irregular order: the data on which a plain sum of squares (or of
// products) accumulates hundreds of ulps of error.
func fiveSizes(n int) []float64 {
	x := make([]float64, n)
	for i := range x {
		x[i] = float64((37*i)%101%5 - 2)
	}
	return x
}

func TestSpreadErrors(t *testing.T) {
	tests := []struct {
		name      string
		x         []float64
		ddof      int
		sentinel  error
		constantZ bool // only the z-score fails
	}{
		{"empty", nil, 0, ErrEmpty, false},
		{"ddof = n", []float64{1, 2}, 2, ErrUndefined, false},
		{"one value, sample", []float64{1}, 1, ErrUndefined, false},
		{"negative ddof", []float64{1, 2}, -1, nil, false},
		{"NaN", []float64{1, math.NaN()}, 0, nil, false},
		{"infinite", []float64{1, math.Inf(1)}, 0, ErrUndefined, false},
		{"constant", []float64{4, 4, 4}, 0, ErrUndefined, true},
	}
	for _, tt := range tests {
		check := func(fn string, err error) {
			if err == nil {
				t.Errorf("%s: %s: no error", tt.name, fn)
			} else if tt.sentinel != nil && !errors.Is(err, tt.sentinel) {
				t.Errorf("%s: %s: error %q does not wrap %v", tt.name, fn, err, tt.sentinel)
			}
		}
		if !tt.constantZ {
			_, err := Variance(tt.x, tt.ddof)
			check("Variance", err)
			_, err = StdDev(tt.x, tt.ddof)
			check("StdDev", err)
		}
		_, err := ZScores(tt.x, tt.ddof)
		check("ZScores", err)
	}
}

func TestZScores(t *testing.T) {
	tests := []struct {
		name string
		x    []float64
		ddof int
		want []float64
	}{
		// scipy 1.10.1 stats.zscore.
		{"population", []float64{2, 4, 4, 4, 5, 5, 7, 9}, 0, []float64{-1.5, -0.5, -0.5, -0.5, 0, 0, 1, 2}},
		{"sample", []float64{1, 2, 3}, 1, []float64{-1, 0, 1}},
		{"unsorted", []float64{10, -3.5, 2, 8}, 0, []float64{1.10934244871621, -1.439784880248698, -0.40125152400373554, 0.7316939555362236}},
		// By hand: μ = 0, σ = 1e308·√(2/3), so z = ±√(3/2) = ±1.224744871391589.
		{"huge", []float64{1e308, -1e308, 0}, 0, []float64{1.224744871391589, -1.224744871391589, 0}},
		{"offset", []float64{1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16}, 0, []float64{-1.2649110640673518, -0.6324555320336759, 0.6324555320336759, 1.2649110640673518}},
		// Subnormal data, whose scaled deviations were NaN: mpmath 1.2.1 at
		// 60 digits.
		{"subnormal", []float64{1e-310, -2.5e-311, 3e-310, 7e-312}, 0, []float64{0.03552210332443377, -0.9512029890208447, 1.6142822510768637, -0.6986013653804528}},
	}
	for _, tt := range tests {
		got, err := ZScores(tt.x, tt.ddof)
		if err != nil {
			t.Errorf("%s: ZScores: %v", tt.name, err)
			continue
		}
		statVecAgrees(t, tt.name+": ZScores", got, tt.want, 1e-14)
	}
}

// statVecAgrees reports each entry of got that does not agree with want.
func statVecAgrees(t *testing.T, what string, got, want []float64, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d values, want %d", what, len(got), len(want))
		return
	}
	for i := range want {
		// NaN fails both comparisons below, so it is named first.
		if math.IsNaN(got[i]) || !statAgrees(got[i], want[i], tol) && math.Abs(got[i]-want[i]) > tol {
			t.Errorf("%s[%d] = %v, want %v", what, i, got[i], want[i])
		}
	}
}

func TestMinMaxNormalize(t *testing.T) {
	tests := []struct {
		name    string
		x, want []float64
	}{
		{"vector", []float64{2, 4, 10}, []float64{0, 0.25, 1}}, // scikit-learn 1.2.1 MinMaxScaler
		{"symmetric", []float64{-5, 0, 5}, []float64{0, 0.5, 1}},
		{"range overflows", []float64{-1e308, 0, 1e308}, []float64{0, 0.5, 1}}, // by hand
		{"tiny", []float64{1e-320, 3e-320, 2e-320}, []float64{0, 1, 0.5}},      // by hand (subnormals, exact multiples)
	}
	for _, tt := range tests {
		got, err := MinMaxNormalize(tt.x)
		if err != nil {
			t.Errorf("%s: MinMaxNormalize: %v", tt.name, err)
			continue
		}
		statVecAgrees(t, tt.name+": MinMaxNormalize", got, tt.want, 1e-15)
	}
	for _, x := range [][]float64{nil, {3}, {2, 2, 2}, {1, math.Inf(1)}, {math.NaN(), 1}} {
		if _, err := MinMaxNormalize(x); err == nil {
			t.Errorf("MinMaxNormalize(%v): no error", x)
		}
	}
	if _, err := MinMaxNormalize([]float64{2, 2}); !errors.Is(err, ErrUndefined) {
		t.Errorf("MinMaxNormalize of constant data: error = %v, want ErrUndefined", err)
	}
}

func TestLogLikelihood(t *testing.T) {
	inf := math.Inf(1)
	bern := []struct {
		name  string
		data  []float64
		theta float64
		want  float64
	}{
		{"vector", []float64{1, 0, 1, 1}, 0.75, -2.249340578475233},        // scipy 1.10.1 bernoulli.logpmf
		{"small theta", []float64{0, 0, 0, 1}, 1e-20, -46.051701859880914}, // scipy; log1p keeps ln(1 − 1e-20)
		{"2000 flips", repeatPair(1000), 0.5, -1386.2943611198907},         // scipy; the likelihood underflows
		{"theta 0, no ones", []float64{0, 0}, 0, 0},                        // 0·ln 0 = 0
		{"theta 1, all ones", []float64{1, 1, 1}, 1, 0},                    // 0·ln 0 = 0
		{"theta 0, a one", []float64{0, 1}, 0, -inf},                       // impossible data
		{"theta 1, a zero", []float64{0, 1}, 1, -inf},                      // impossible data
	}
	for _, tt := range bern {
		got, err := BernoulliLogLikelihood(tt.data, tt.theta)
		if err != nil {
			t.Errorf("%s: BernoulliLogLikelihood: %v", tt.name, err)
		} else if !statAgrees(got, tt.want, 1e-14) {
			t.Errorf("%s: BernoulliLogLikelihood = %v, want %v", tt.name, got, tt.want)
		}
	}
	gauss := []struct {
		name      string
		data      []float64
		mu, sigma float64
		want      float64
	}{
		{"vector", []float64{0.5, -1, 2}, 0, 1, -5.3818155996140185},             // scipy 1.10.1 norm.logpdf
		{"shifted", []float64{1.2, 3.4, -0.7, 2.2}, 1.5, 2.5, -8.06331706031531}, // scipy
		{"tiny sigma", []float64{0}, 0, 1e-200, 459.59808006560445},              // scipy; σ² underflows
		{"far outlier", []float64{1e308}, -1e308, 1, -inf},                       // below the float64 range
	}
	for _, tt := range gauss {
		got, err := GaussianLogLikelihood(tt.data, tt.mu, tt.sigma)
		if err != nil {
			t.Errorf("%s: GaussianLogLikelihood: %v", tt.name, err)
		} else if !statAgrees(got, tt.want, 1e-14) {
			t.Errorf("%s: GaussianLogLikelihood = %v, want %v", tt.name, got, tt.want)
		}
	}
	if _, err := BernoulliLogLikelihood(nil, 0.5); !errors.Is(err, ErrEmpty) {
		t.Errorf("BernoulliLogLikelihood(nil) error = %v, want ErrEmpty", err)
	}
	if _, err := GaussianLogLikelihood(nil, 0, 1); !errors.Is(err, ErrEmpty) {
		t.Errorf("GaussianLogLikelihood(nil) error = %v, want ErrEmpty", err)
	}
	for _, c := range []struct {
		data  []float64
		theta float64
	}{{[]float64{2}, 0.5}, {[]float64{0.5}, 0.5}, {[]float64{1}, 1.5}, {[]float64{1}, -0.1}, {[]float64{1}, math.NaN()}} {
		if _, err := BernoulliLogLikelihood(c.data, c.theta); err == nil {
			t.Errorf("BernoulliLogLikelihood(%v, %v): no error", c.data, c.theta)
		}
	}
	for _, c := range []struct {
		data      []float64
		mu, sigma float64
	}{
		{[]float64{1}, 0, 0}, {[]float64{1}, 0, -1}, {[]float64{1}, 0, inf}, {[]float64{1}, inf, 1},
		{[]float64{math.NaN()}, 0, 1}, {[]float64{inf}, 0, 1},
	} {
		if _, err := GaussianLogLikelihood(c.data, c.mu, c.sigma); err == nil {
			t.Errorf("GaussianLogLikelihood(%v, %v, %v): no error", c.data, c.mu, c.sigma)
		}
	}
}

// repeatPair returns n copies of the pair 1, 0.
func repeatPair(n int) []float64 {
	x := make([]float64, 0, 2*n)
	for range n {
		x = append(x, 1, 0)
	}
	return x
}
