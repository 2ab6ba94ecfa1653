package compute

import (
	"errors"
	"math"
	"testing"
)

// The expected scores are derived by hand from dℓ/dθ = k/θ − (n − k)/(1 − θ)
// and ∂ℓ/∂μ = Σ(x_k − μ)/σ²; the MLE rows must give exactly 0.
func TestBernoulliScore(t *testing.T) {
	inf := math.Inf(1)
	tests := []struct {
		name  string
		data  []float64
		theta float64
		want  float64
	}{
		{"below the MLE", []float64{1, 0, 1, 1}, 0.5, 4},         // 3/0.5 − 1/0.5 = 6 − 2
		{"at the MLE 3/4", []float64{1, 0, 1, 1}, 0.75, 0},       // 3/0.75 − 1/0.25 = 4 − 4
		{"above the MLE", []float64{1, 0, 1, 1}, 0.9, -20.0 / 3}, // 3/0.9 − 1/0.1 = 10/3 − 10
		{"a quarter", []float64{1, 0, 1, 1}, 0.25, 32.0 / 3},     // 12 − 4/3
		{"at the MLE 1/2", []float64{0, 1, 1, 0, 0, 1}, 0.5, 0},  // 6 − 6
		{"theta 0, a one", []float64{0, 1}, 0, inf},              // k/θ → +∞
		{"theta 0, no ones", []float64{0, 0}, 0, -2},             // ℓ = 2 ln(1 − θ), slope −2 at 0
		{"theta 1, a zero", []float64{0, 1}, 1, -inf},            // −(n − k)/(1 − θ) → −∞
		{"theta 1, all ones", []float64{1, 1, 1}, 1, 3},          // ℓ = 3 ln θ, slope 3 at 1
		{"theta near 0, no ones", []float64{0, 0}, 1e-300, -2},   // −2/(1 − 1e-300) rounds to −2
		{"theta near 1, all ones", []float64{1, 1, 1}, 1 - 0x1p-20, 3 / (1 - 0x1p-20)},
	}
	for _, tt := range tests {
		got, err := BernoulliScore(tt.data, tt.theta)
		if err != nil {
			t.Errorf("%s: BernoulliScore: %v", tt.name, err)
			continue
		}
		if !withinMixed(got, tt.want, 1e-15) {
			t.Errorf("%s: BernoulliScore(%v, %v) = %v, want %v", tt.name, tt.data, tt.theta, got, tt.want)
		}
		if tt.want == 0 && got != 0 {
			t.Errorf("%s: BernoulliScore at the MLE = %v, want exactly 0", tt.name, got)
		}
	}
	for _, c := range []struct {
		data  []float64
		theta float64
		msg   string
	}{
		{nil, 0.5, "data"},
		{[]float64{1}, 1.5, "theta"},
		{[]float64{1}, -0.1, "theta"},
		{[]float64{1}, math.NaN(), "theta"},
		{[]float64{1, 0.5}, 0.5, "data[2]"},
	} {
		_, err := BernoulliScore(c.data, c.theta)
		wantErr(t, "BernoulliScore", err, c.msg, nil)
	}
	if _, err := BernoulliScore(nil, 0.5); !errors.Is(err, ErrEmpty) {
		t.Errorf("BernoulliScore(nil) error = %v, want ErrEmpty", err)
	}
}

func TestGaussianMeanScore(t *testing.T) {
	tests := []struct {
		name      string
		data      []float64
		mu, sigma float64
		want      float64
	}{
		{"at the mean", []float64{1, 0, 1, 1}, 0.75, 1, 0},                     // 0.25 − 0.75 + 0.25 + 0.25
		{"below the mean", []float64{1, 2, 3}, 0, 2, 1.5},                      // 6/4
		{"above the mean", []float64{0, 3}, 1, 0.5, 4},                         // (−1 + 2)/0.25
		{"negative", []float64{0.5, -1, 2}, 2, 1, -4.5},                        // −1.5 − 3 + 0
		{"huge residual, huge sigma", []float64{1e308}, -1e308, 1e300, 2e-292}, // 2e308/1e600
		{"tiny sigma", []float64{1}, 0, 1e-200, math.Inf(1)},                   // 1/1e-400 is beyond the range
	}
	for _, tt := range tests {
		got, err := GaussianMeanScore(tt.data, tt.mu, tt.sigma)
		if err != nil {
			t.Errorf("%s: GaussianMeanScore: %v", tt.name, err)
			continue
		}
		if !withinMixed(got, tt.want, 1e-15) || (tt.want == 0 && got != 0) {
			t.Errorf("%s: GaussianMeanScore(%v, %v, %v) = %v, want %v", tt.name, tt.data, tt.mu, tt.sigma, got, tt.want)
		}
	}
	for _, c := range []struct {
		data      []float64
		mu, sigma float64
		msg       string
	}{
		{nil, 0, 1, "data"},
		{[]float64{1}, 0, 0, "sigma"},
		{[]float64{1}, 0, math.Inf(1), "sigma"},
		{[]float64{1}, math.NaN(), 1, "mu"},
		{[]float64{1, math.Inf(1)}, 0, 1, "data[2]"},
	} {
		_, err := GaussianMeanScore(c.data, c.mu, c.sigma)
		wantErr(t, "GaussianMeanScore", err, c.msg, nil)
	}
}

// TestGaussianLogLikelihoodResidualOverflow checks data whose residual
// x − μ overflows float64 while (x − μ)/σ is modest. Reference: mpmath
// 1.2.1 at 60 digits, −n ln σ − (n/2) ln 2π − ½ Σ ((x_k − μ)/σ)² on the
// float64 inputs. Computed as (x − μ)/σ the residual was +Inf and ℓ = −Inf.
func TestGaussianLogLikelihoodResidualOverflow(t *testing.T) {
	for _, tt := range []struct {
		data      []float64
		mu, sigma float64
		want      float64
	}{
		{[]float64{1.5e308}, -1.5e308, 1e300, -4.500000000000069e+16},
		{[]float64{1.5e308, 1e308, -2e307}, -1.5e308, 1e300, -8.470000000000206e+16},
		{[]float64{1.5e308, 1e308, -2e307}, -1.5e308, 1e307, -2970.43768624713},
		{[]float64{-1.7e308}, 1.7e308, 1.7e308, -712.6457754264329},
	} {
		got, err := GaussianLogLikelihood(tt.data, tt.mu, tt.sigma)
		if err != nil {
			t.Errorf("GaussianLogLikelihood(%v, %v, %v): %v", tt.data, tt.mu, tt.sigma, err)
			continue
		}
		if !withinRel(got, tt.want, 1e-15) {
			t.Errorf("GaussianLogLikelihood(%v, %v, %v) = %v, want %v", tt.data, tt.mu, tt.sigma, got, tt.want)
		}
	}
}

// TestScoresAreSlopes checks each score against a central difference of its
// log-likelihood, a check independent of the score's formula.
func TestScoresAreSlopes(t *testing.T) {
	const h = 1e-6
	bern := []float64{1, 0, 0, 1, 1, 1, 0}
	for _, theta := range []float64{0.1, 0.3, 4.0 / 7, 0.8} {
		hi, _ := BernoulliLogLikelihood(bern, theta+h)
		lo, _ := BernoulliLogLikelihood(bern, theta-h)
		got, err := BernoulliScore(bern, theta)
		if err != nil || math.Abs(got-(hi-lo)/(2*h)) > 1e-6*math.Max(1, math.Abs(got)) {
			t.Errorf("BernoulliScore(θ = %v) = %v, %v; the log-likelihood's slope is %v", theta, got, err, (hi-lo)/(2*h))
		}
	}
	gauss := []float64{1.2, 3.4, -0.7, 2.2}
	for _, mu := range []float64{-1, 0, 1.525, 3} {
		hi, _ := GaussianLogLikelihood(gauss, mu+h, 1.5)
		lo, _ := GaussianLogLikelihood(gauss, mu-h, 1.5)
		got, err := GaussianMeanScore(gauss, mu, 1.5)
		if err != nil || math.Abs(got-(hi-lo)/(2*h)) > 1e-6*math.Max(1, math.Abs(got)) {
			t.Errorf("GaussianMeanScore(μ = %v) = %v, %v; the log-likelihood's slope is %v", mu, got, err, (hi-lo)/(2*h))
		}
	}
}
