package compute

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// Tests of the distributions added after the Gaussian density: binomial,
// multivariate Gaussian and the anomaly-detection model.

func TestBinomialPMF(t *testing.T) {
	// Reference: mpmath 1.3.0 at 50 digits, binomial(n, k)·p^k·(1 − p)^(n−k)
	// on the float64 value of p, rounded to float64 (scipy 1.10.1
	// stats.binom.pmf agrees to ~1e-15 relative).
	for _, test := range []struct {
		n, k int
		p    float64
		want float64
		tol  float64 // relative
	}{
		{10, 3, 0.5, 0.1171875, 1e-15},
		{20, 5, 0.3, 0.17886305056987975, 1e-14},
		{100, 37, 0.37, 0.0824039944578253, 1e-14},
		// C(2000, 1000) ≈ 2e600 overflows float64; the pmf does not.
		{2000, 1000, 0.5, 0.01783901114585432, 1e-14},
		{1030, 515, 0.5, 0.024855129936574467, 1e-14},
		{1000000, 500000, 0.5, 0.0007978843613317501, 1e-13},
		// k = 0 and k = n use the deviance near p → 0 and p → 1.
		{100, 0, 0.01, 0.3660323412732295, 1e-14},
		{100, 100, 0.99, 0.3660323412732292, 1e-14},
		{5, 5, 0.3, 0.0024299999999999994, 1e-14},
		{5, 0, 0.3, 0.16807000000000002, 1e-14},
		{1, 1, 0.5, 0.5, 1e-15},
		{0, 0, 0.7, 1, 0},
		// A tiny p: the deviance term is ≈ 686, so exp loses ≈ 686·ε
		// relative (scipy: 4.999999999999731e-299, the same loss).
		{50, 1, 1e-300, 5.000000000000001e-299, 2e-13},
		{10, 3, 1e-10, 1.1999999991600001e-28, 1e-14},
		// The true value, about 1e-967, is below the float64 range.
		{1000, 10, 0.9, 0, 0},
		// Certain outcomes and the support.
		{10, 0, 0, 1, 0},
		{10, 3, 0, 0, 0},
		{10, 10, 1, 1, 0},
		{10, 9, 1, 0, 0},
		{10, 11, 0.5, 0, 0},
		{10, -1, 0.5, 0, 0},
	} {
		got, err := BinomialPMF(test.n, test.k, test.p)
		if err != nil {
			t.Errorf("BinomialPMF(%d, %d, %v): %v", test.n, test.k, test.p, err)
			continue
		}
		if !withinRel(got, test.want, test.tol) {
			t.Errorf("BinomialPMF(%d, %d, %v) = %v, want %v (relative tolerance %g)", test.n, test.k, test.p, got, test.want, test.tol)
		}
	}
	// The masses over the support sum to 1.
	for _, c := range []struct {
		n int
		p float64
	}{{20, 0.3}, {1000, 0.001}, {5000, 0.5}} {
		var sum float64
		for k := 0; k <= c.n; k++ {
			v, _ := BinomialPMF(c.n, k, c.p)
			sum += v
		}
		if !withinAbs(sum, 1, 1e-12) {
			t.Errorf("Σ_k BinomialPMF(%d, k, %v) = %v, want 1", c.n, c.p, sum)
		}
	}
	for _, c := range []struct {
		n int
		p float64
	}{{-1, 0.5}, {10, -0.1}, {10, 1.1}, {10, math.NaN()}} {
		if _, err := BinomialPMF(c.n, 3, c.p); err == nil {
			t.Errorf("BinomialPMF(%d, 3, %v): no error", c.n, c.p)
		}
	}
}

// TestBinomialPMFFarFromMode checks k several standard deviations from
// np, where the deviance x log(x/m) + m − x of Loader's method, written
// directly, is a difference of large terms. Reference: mpmath 1.2.1 at 60
// digits, binomial(n, k)·p^k·(1 − p)^(n−k) on the float64 p (scipy 1.10
// stats.binom.pmf is 5e-14 to 8e-13 off on these rows). Forming
// x(log x − log m) + m − x beyond |x − m| = 0.1(x + m) was 3.2e-14 to
// 3.1e-12 off; the series up to 0.5(x + m) and x log(x/m) beyond are
// within 5e-15.
func TestBinomialPMFFarFromMode(t *testing.T) {
	for _, test := range []struct {
		n, k int
		p    float64
		want float64
		tol  float64 // relative
	}{
		{1100, 773, 0.5, 9.981888525686772e-43, 1e-14},
		{209, 104, 0.33896668864384083, 8.229319376331668e-07, 1e-14},
		{100, 20, 0.5, 4.2281632676015815e-10, 1e-14},
		{10000, 4000, 0.5, 2.9064893161749303e-90, 1e-14},
		{1749, 670, 0.49889467777427354, 5.262126083534474e-23, 1e-14},
	} {
		got, err := BinomialPMF(test.n, test.k, test.p)
		if err != nil {
			t.Errorf("BinomialPMF(%d, %d, %v): %v", test.n, test.k, test.p, err)
			continue
		}
		if !withinRel(got, test.want, test.tol) {
			t.Errorf("BinomialPMF(%d, %d, %v) = %v, want %v (relative error %.2g, tolerance %g)",
				test.n, test.k, test.p, got, test.want, math.Abs(got-test.want)/test.want, test.tol)
		}
	}
}

// TestGaussianPDFSubnormalSigma checks a subnormal σ, where σ√(2π) itself
// would be subnormal and keep only the few bits left at that scale.
// Reference: mpmath 1.2.1 at 60 digits, exp(−(x − μ)²/(2σ²))/(σ√(2π)) on
// the float64 inputs.
func TestGaussianPDFSubnormalSigma(t *testing.T) {
	for _, test := range []struct {
		x, mu, sigma float64
		want         float64
		tol          float64 // relative: a few ε·(1 + z²), exp's amplification of z's rounding
	}{
		{-1.59164287259e-312, 0, 1.4244737959e-313, 2.1717545081141562e+285, 1e-13}, // z² = 125; was 4.9e-12 off
		{6.85316e-318, 6.648384e-318, 7.604e-321, 1.683268380041835e+162, 1e-12},    // z² = 725; was 7.8e-5 off
		{0, 0, 3e-309, 1.3298076013381087e+308, 4e-16},
		{1e-309, -2.5e-309, 4.4e-309, 6.607815696849112e+307, 2e-15},
		{0, 0, 5e-324, math.Inf(1), 0},
	} {
		got, err := GaussianPDF(test.x, test.mu, test.sigma)
		if err != nil {
			t.Errorf("GaussianPDF(%v, %v, %v): %v", test.x, test.mu, test.sigma, err)
			continue
		}
		if !(got == test.want || withinRel(got, test.want, test.tol)) {
			t.Errorf("GaussianPDF(%v, %v, %v) = %v, want %v", test.x, test.mu, test.sigma, got, test.want)
		}
	}
}

// TestFitGaussianFeaturesFarFromZero fits data whose mean is large next to
// their spread: 256 values alternating 3781829911762438.5 and …439.5, whose
// mean is 3781829911762439 and population variance 0.25, exactly (the
// reference is exact arithmetic). The plain mean Σx/m, its partial sums
// rounded at 1e17 to 1e18 (ulps of 16 to 128), came out as
// 3781829911762436.5: a z-score off by 5.
func TestFitGaussianFeaturesFarFromZero(t *testing.T) {
	X := make([][]float64, 256)
	for i := range X {
		X[i] = []float64{3781829911762438.5 + float64(i%2), float64(i % 2)}
	}
	g, err := FitGaussianFeatures(X)
	if err != nil {
		t.Fatal(err)
	}
	if g.Mu[0] != 3781829911762439 || g.Sigma2[0] != 0.25 {
		t.Errorf("FitGaussianFeatures: μ = %v, σ² = %v; want 3781829911762439, 0.25", g.Mu[0], g.Sigma2[0])
	}
	if g.Mu[1] != 0.5 || g.Sigma2[1] != 0.25 {
		t.Errorf("FitGaussianFeatures: second column μ = %v, σ² = %v; want 0.5, 0.25", g.Mu[1], g.Sigma2[1])
	}
}

func TestMultivariateGaussian(t *testing.T) {
	// Reference: scipy 1.10.1 stats.multivariate_normal.pdf and .logpdf.
	for _, test := range []struct {
		name    string
		x, mu   []float64
		sigma   [][]float64
		p, logp float64
	}{
		{"standard 2-D at the mean", []float64{0, 0}, []float64{0, 0}, [][]float64{{1, 0}, {0, 1}}, 0.15915494309189535, -1.8378770664093453},
		{"correlated", []float64{1, -1}, []float64{0, 0}, [][]float64{{2, 0.5}, {0.5, 1}}, 0.038367593182524674, -3.2605421032342},
		{"3-D", []float64{1, 2, 3}, []float64{1, 2, 3}, [][]float64{{1, 0.2, 0}, {0.2, 2, 0.3}, {0, 0.3, 0.5}}, 0.06730311948419107, -2.6985486914860424},
		{"1-D", []float64{0.5}, []float64{0}, [][]float64{{4}}, 0.1933340584014246, -1.643335713764618},
		// A tiny covariance: the density is far above 1.
		{"tiny covariance", []float64{1e-5, 2e-5}, []float64{0, 0}, [][]float64{{1e-10, 0}, {0, 1e-10}}, 130642332.8468494, 18.687973863531113},
		// The density underflows; its logarithm does not.
		{"far in the tail", []float64{30, -30}, []float64{0, 0}, [][]float64{{1, 0.9}, {0.9, 1}}, 0, -9001.007511463002},
		{"far away", []float64{1e3, 1e3}, []float64{0, 0}, [][]float64{{1, 0}, {0, 1}}, 0, -1000001.8378770665},
		// Variances 1e308 and 2⁻¹⁰⁷⁴ (the least subnormal): positive
		// definite however extreme. log p = −log(2π) − ½ log(1e308·2⁻¹⁰⁷⁴)
		// (mpmath, 40 digits).
		{"extreme variances", []float64{0, 0}, []float64{0, 0}, [][]float64{{1e308, 0}, {0, 5e-324}}, 7160243.689458653, 15.784054573198251},
		// The same, off the mean: L is ill-conditioned (condition 1e316),
		// yet the Mahalanobis term (1e154)²/1e308 = 1 is exact.
		{"extreme variances, off the mean", []float64{1e154, 0}, []float64{0, 0}, [][]float64{{1e308, 0}, {0, 5e-324}}, 4342907.328670577, 15.284054573198251},
	} {
		p, logp, err := MultivariateGaussian(test.x, test.mu, test.sigma)
		if err != nil {
			t.Errorf("%s: %v", test.name, err)
			continue
		}
		if !withinRel(p, test.p, 1e-13) || !withinRel(logp, test.logp, 1e-13) {
			t.Errorf("%s: p = %v, log p = %v; want %v, %v", test.name, p, logp, test.p, test.logp)
		}
	}
	// x − μ overflows: the density is 0 and its log −Inf, never NaN.
	p, logp, err := MultivariateGaussian([]float64{1e308, 1e308}, []float64{-1e308, -1e308}, [][]float64{{1, 0.5}, {0.5, 1}})
	if err != nil || p != 0 || !math.IsInf(logp, -1) {
		t.Errorf("overflowing x − μ: %v, %v, %v; want 0, −Inf", p, logp, err)
	}
	for _, test := range []struct {
		name      string
		x, mu     []float64
		sigma     [][]float64
		undefined bool
	}{
		{"singular", []float64{0, 0}, []float64{0, 0}, [][]float64{{1, 1}, {1, 1}}, true},
		{"zero", []float64{0, 0}, []float64{0, 0}, [][]float64{{0, 0}, {0, 0}}, true},
		{"indefinite", []float64{0, 0}, []float64{0, 0}, [][]float64{{1, 2}, {2, 1}}, true},
		{"not symmetric", []float64{0, 0}, []float64{0, 0}, [][]float64{{1, 0.5}, {0, 1}}, false},
		{"x and mu lengths", []float64{0, 0}, []float64{0}, [][]float64{{1, 0}, {0, 1}}, false},
		{"Sigma too small", []float64{0, 0}, []float64{0, 0}, [][]float64{{1}}, false},
		{"Sigma ragged", []float64{0, 0}, []float64{0, 0}, [][]float64{{1, 0}, {0}}, false},
		{"empty", nil, nil, nil, false},
		{"Inf in Sigma", []float64{0}, []float64{0}, [][]float64{{math.Inf(1)}}, false},
		{"NaN x", []float64{math.NaN()}, []float64{0}, [][]float64{{1}}, false},
	} {
		_, _, err := MultivariateGaussian(test.x, test.mu, test.sigma)
		if err == nil || errors.Is(err, ErrUndefined) != test.undefined {
			t.Errorf("%s: error %v, want one (ErrUndefined: %v)", test.name, err, test.undefined)
		}
	}
}

func TestFitGaussianFeatures(t *testing.T) {
	// Reference: numpy 1.24.2 X.mean(axis=0), X.var(axis=0) (ddof = 0).
	for _, test := range []struct {
		name      string
		X         [][]float64
		mu, sigma []float64
	}{
		{"vector", [][]float64{{1, 2}, {2, 2}, {3, 5}}, []float64{2, 3}, []float64{0.6666666666666666, 2}},
		// A large offset: a one-pass Σx² − (Σx)²/m would lose every digit.
		{"offset 1e8", [][]float64{{1e8 + 1, 3}, {1e8 + 2, 3.5}, {1e8 + 3, 4}}, []float64{1e8 + 2, 3.5}, []float64{0.6666666666666666, 0.16666666666666666}},
		// Σx overflows; the mean does not (hand-derived).
		{"huge", [][]float64{{1e308}, {1e308}, {1e308}}, []float64{1e308}, []float64{0}},
		{"one row", [][]float64{{4, -1}}, []float64{4, -1}, []float64{0, 0}},
	} {
		g, err := FitGaussianFeatures(test.X)
		if err != nil {
			t.Errorf("%s: %v", test.name, err)
			continue
		}
		for j := range test.mu {
			if !withinRel(g.Mu[j], test.mu[j], 1e-15) || !withinRel(g.Sigma2[j], test.sigma[j], 1e-9) {
				t.Errorf("%s: μ = %v, σ² = %v; want %v, %v", test.name, g.Mu, g.Sigma2, test.mu, test.sigma)
				break
			}
		}
	}
	for _, X := range [][][]float64{nil, {{}}, {{1, 2}, {3}}, {{math.NaN()}}} {
		if _, err := FitGaussianFeatures(X); err == nil {
			t.Errorf("FitGaussianFeatures(%v): no error", X)
		}
	}
}

func TestAnomalyDetection(t *testing.T) {
	// Reference: scipy 1.10.1 prod(norm.pdf(x, mu, sqrt(sigma2))) and the
	// sum of norm.logpdf.
	g := GaussianFeatures{Mu: []float64{0, 2}, Sigma2: []float64{1, 4}}
	for _, test := range []struct {
		eps     float64
		anomaly bool
	}{{0.02, false}, {0.05, true}} {
		r, err := g.Detect([]float64{1, 2}, test.eps)
		if err != nil {
			t.Fatal(err)
		}
		if !withinRel(r.P, 0.04826617631502696, 1e-14) || !withinRel(r.LogP, -3.0310242469692907, 1e-14) || r.Anomaly != test.anomaly {
			t.Errorf("ε = %v: %+v; want p = 0.04826617631502696, anomaly %v", test.eps, r, test.anomaly)
		}
	}
	// 100 features each 3σ from the mean with σ = 0.01: log p =
	// 100·(log φ(3) − log 0.01) = −81.3768347216581 (scipy norm.logpdf).
	mu, s2, x := make([]float64, 100), make([]float64, 100), make([]float64, 100)
	for j := range x {
		s2[j], x[j] = 1e-4, 0.03
	}
	r, err := GaussianFeatures{Mu: mu, Sigma2: s2}.Detect(x, 1e-300)
	if err != nil || !withinRel(r.LogP, -81.3768347216581, 1e-13) || r.Anomaly {
		t.Errorf("100 features: %+v, %v", r, err)
	}
	// 100 features at their means with σ = 1e-4: each density is 3989,
	// the product 1e360 overflows to +Inf; log p = 829.1401838771509
	// (scipy, the sum of norm.logpdf) and the example is normal.
	for j := range x {
		s2[j], x[j] = 1e-8, 0
	}
	r, err = GaussianFeatures{Mu: mu, Sigma2: s2}.Detect(x, 0.1)
	if err != nil || !math.IsInf(r.P, 1) || !withinRel(r.LogP, 829.1401838771509, 1e-13) || r.Anomaly {
		t.Errorf("100 narrow features: %+v, %v", r, err)
	}
	// The density underflows to 0 but the verdict is still right in log
	// space: log p ≈ −5e5 < log ε.
	r, err = GaussianFeatures{Mu: []float64{0}, Sigma2: []float64{1}}.Detect([]float64{1000}, 5e-324)
	if err != nil || r.P != 0 || !r.Anomaly || !(r.LogP < -4e5) {
		t.Errorf("far point: %+v, %v", r, err)
	}
	for _, test := range []struct {
		name string
		g    GaussianFeatures
		x    []float64
		eps  float64
		want string
	}{
		{"zero variance", GaussianFeatures{Mu: []float64{0}, Sigma2: []float64{0}}, []float64{0}, 0.1, "zero variance"},
		{"x length", g, []float64{1}, 0.1, "features"},
		{"mu and sigma2", GaussianFeatures{Mu: []float64{0}, Sigma2: []float64{1, 1}}, []float64{0}, 0.1, "same length"},
		{"epsilon", g, []float64{1, 2}, 0, "epsilon"},
		{"NaN", g, []float64{math.NaN(), 2}, 0.1, "finite"},
	} {
		if _, err := test.g.Detect(test.x, test.eps); err == nil || !strings.Contains(err.Error(), test.want) {
			t.Errorf("%s: error %v, want one saying %q", test.name, err, test.want)
		}
	}
}
