package compute

import (
	"errors"
	"fmt"
	"math"

	"eqx/compute/libm"
	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// GaussianPDF returns the normal density
// N(x | μ, σ²) = exp(−(x − μ)² / (2σ²)) / √(2πσ²).
//
// σ must be positive and finite. The exponent is formed from the
// standardised value (x − μ)/σ, so it underflows to exactly 0 far in the
// tails rather than producing Inf/Inf. A subnormal σ (below about
// 8.9e-309) is an exact input, but σ√(2π) would be rounded to the few bits
// a subnormal keeps (σ = 7.6e-321 lost 5 digits): the product is then
// formed from σ·2⁵⁴, which is exact, and the quotient scaled back.
func GaussianPDF(x, mu, sigma float64) (float64, error) {
	if !(sigma > 0) || math.IsInf(sigma, 1) {
		return 0, fmt.Errorf("gaussian pdf: sigma = %v must be positive and finite", sigma)
	}
	z := (x - mu) / sigma
	if math.IsInf(x-mu, 0) && !math.IsInf(x, 0) && !math.IsInf(mu, 0) {
		z = x/sigma - mu/sigma // x − μ overflows, but σ may be as large
	}
	if math.IsInf(z, 0) {
		return 0, nil
	}
	e := -0.5 * z * z
	d := sigma * math.Sqrt(2*math.Pi)
	switch {
	case math.IsInf(d, 1):
		// σ near MaxFloat64: the density is subnormal but not 0; divide
		// in two steps so that it is not lost to the overflow of σ√(2π).
		return libm.Exp(e) / math.Sqrt(2*math.Pi) / sigma, nil
	case e < -708:
		// e^e is subnormal or 0 (e^-708 ≈ 3.3e-308), yet the density is
		// a normal number when σ is tiny: divide inside the exponent.
		return libm.Exp(e - ln(sigma) - 0.5*libm.Log(2*math.Pi)), nil
	case d < 0x1p-1022:
		// σ√(2π) is subnormal: scale σ by 2⁵⁴ (exact) so the product
		// rounds once, at full precision. e^e ≥ 3.3e-308 here, so the
		// quotient is a normal number; × 2⁵⁴ is exact or a true overflow.
		const s = 0x1p54
		return libm.Exp(e) / (sigma * s * math.Sqrt(2*math.Pi)) * s, nil
	}
	return libm.Exp(e) / d, nil
}

// BinomialPMF returns P(X = k) = C(n, k) p^k (1 − p)^(n−k), the probability
// of k successes in n independent trials of success probability p.
//
// n ≥ 0, p ∈ [0, 1]; the mass is 0 for k outside 0..n. The coefficient
// C(n, k) overflows float64 beyond n ≈ 1030 and p^k underflows, so the
// value is computed with Loader's saddle-point expansion (as R's dbinom
// and scipy do): log C(n, k) p^k q^(n−k) is split into Stirling-series
// remainders and deviance terms that are each small and accurate, giving
// full relative precision for every n.
func BinomialPMF(n, k int, p float64) (float64, error) {
	if n < 0 {
		return 0, fmt.Errorf("binomial pmf: n = %d must be a non-negative number of trials", n)
	}
	if err := checkProbValue("p", p); err != nil {
		return 0, fmt.Errorf("binomial pmf: %w", err)
	}
	if k < 0 || k > n {
		return 0, nil
	}
	return loaderBinomial(float64(k), float64(n), p, 1-p), nil
}

// loaderBinomial is dbinom_raw of C. Loader, "Fast and Accurate
// Computation of Binomial Probabilities" (2000), for 0 ≤ x ≤ n, q = 1 − p.
func loaderBinomial(x, n, p, q float64) float64 {
	switch {
	case p == 0:
		if x == 0 {
			return 1
		}
		return 0
	case q == 0:
		if x == n {
			return 1
		}
		return 0
	case x == 0:
		if n == 0 {
			return 1
		}
		if p < 0.1 {
			return libm.Exp(-binomialDeviance(n, n*q) - n*p)
		}
		return libm.Exp(n * math.Log1p(-p))
	case x == n:
		if q < 0.1 {
			return libm.Exp(-binomialDeviance(n, n*p) - n*q)
		}
		return libm.Exp(n * ln(p))
	}
	lc := stirlingError(n) - stirlingError(x) - stirlingError(n-x) -
		binomialDeviance(x, n*p) - binomialDeviance(n-x, n*q)
	// 2π x (n − x) / n, written so that it neither overflows nor cancels.
	lf := libm.Log(2*math.Pi) + ln(x) + math.Log1p(-x/n)
	return libm.Exp(lc - 0.5*lf)
}

// stirlingTable holds log(n!) − log(√(2πn) (n/e)^n) for n = 0..15
// (mpmath, 40 digits; the n = 0 entry is unused).
var stirlingTable = [...]float64{
	0,
	0.08106146679532725821967,
	0.04134069595540929409382,
	0.02767792568499833914879,
	0.02079067210376509311152,
	0.01664469118982119216319,
	0.01387612882307074799875,
	0.01189670994589177009506,
	0.01041126526197209649748,
	0.009255462182712732917729,
	0.008330563433362871256469,
	0.007573675487951840794972,
	0.006942840107209529865664,
	0.00640899418800420706844,
	0.005951370112758847735624,
	0.005554733551962801371039,
}

// stirlingError returns log(n!) − log(√(2πn) (n/e)^n) for a whole n ≥ 0:
// a table for small n, else the Stirling series 1/(12n) − 1/(360n³) + …
// truncated where its next term is below double precision.
func stirlingError(n float64) float64 {
	const (
		s0 = 1.0 / 12
		s1 = 1.0 / 360
		s2 = 1.0 / 1260
		s3 = 1.0 / 1680
		s4 = 1.0 / 1188
	)
	if n <= 15 {
		return stirlingTable[int(n)]
	}
	nn := n * n
	switch {
	case n > 500:
		return (s0 - s1/nn) / n
	case n > 80:
		return (s0 - (s1-s2/nn)/nn) / n
	case n > 35:
		return (s0 - (s1-(s2-s3/nn)/nn)/nn) / n
	}
	return (s0 - (s1-(s2-(s3-s4/nn)/nn)/nn)/nn) / n
}

// binomialDeviance returns x log(x/m) + m − x ≥ 0 without the cancellation
// of the direct formula when x ≈ m: there it sums the series
// (x − m)v + 2x Σ v^(2j+1)/(2j+1) with v = (x − m)/(x + m). Loader (and R)
// switch to the direct formula at |v| = 0.1, where its two terms still
// cancel tenfold (x = 3, m = 5 gave the pmf 5 ulps off); the series is
// used up to |v| = 0.5, where it needs about 27 terms (v² ≤ ¼) and the
// direct formula cancels at most 2.5-fold.
func binomialDeviance(x, m float64) float64 {
	if math.Abs(x-m) < 0.5*(x+m) {
		v := (x - m) / (x + m)
		s := (x - m) * v
		ej := 2 * x * v
		v *= v
		for j := 1; j < 1000; j++ {
			ej *= v
			s1 := s + ej/float64(2*j+1)
			if s1 == s {
				return s1
			}
			s = s1
		}
		return s
	}
	if x == 0 {
		return m
	}
	// x log(x/m): the ratio is rounded once, so log(x/m) is off by about
	// ε absolutely. log x − log m instead loses ε·|log x| to the
	// subtraction of two large logarithms (x = 670, m = 872.6: 2500 ulps
	// of the pmf where scipy and R's dbinom lose 230). Only when x/m
	// overflows (m subnormal, from a tiny p) are the logarithms subtracted.
	// x ≥ 1 and m ≤ n, so x/m cannot underflow.
	if r := x / m; !math.IsInf(r, 0) {
		return x*ln(r) + m - x
	}
	return x*(ln(x)-ln(m)) + m - x
}

// MultivariateGaussian returns the density of N(μ, Σ) at x,
// p(x) = exp(−½ (x − μ)ᵀ Σ⁻¹ (x − μ)) / √((2π)^d |Σ|), and its logarithm.
//
// x and μ must have d finite entries and Σ must be a d × d symmetric
// positive-definite matrix; a singular or indefinite Σ has no density
// (ErrUndefined). The computation goes through the Cholesky factor
// Σ = LLᵀ: the Mahalanobis term is ‖L⁻¹(x − μ)‖², never forming Σ⁻¹, and
// log|Σ| = 2 Σ log L_ii, so that the density of a tiny or huge covariance
// is still accurate in log space when p itself under- or overflows.
func MultivariateGaussian(x, mu []float64, sigma [][]float64) (p, logp float64, err error) {
	if err := checkSameLen("x", x, "mu", mu); err != nil {
		return 0, 0, fmt.Errorf("multivariate gaussian: %w", err)
	}
	d := len(x)
	for i := range x {
		if math.IsInf(x[i], 0) || math.IsNaN(x[i]) || math.IsInf(mu[i], 0) || math.IsNaN(mu[i]) {
			return 0, 0, fmt.Errorf("multivariate gaussian: x[%d] = %v and mu[%d] = %v must be finite", i, x[i], i, mu[i])
		}
	}
	chol, err := choleskyOfCovariance("Sigma", sigma, d)
	if err != nil {
		return 0, 0, fmt.Errorf("multivariate gaussian: %w", err)
	}
	// x − μ may overflow although both are finite; halve before
	// subtracting then, and scale the quadratic form back by 4.
	diff, scale := make([]float64, d), 1.0
	for i := range x {
		diff[i] = x[i] - mu[i]
		if math.IsInf(diff[i], 0) {
			scale = 4
		}
	}
	if scale != 1 {
		for i := range x {
			diff[i] = x[i]/2 - mu[i]/2
		}
	}
	var L mat.TriDense
	chol.LTo(&L)
	var y mat.VecDense
	// A Condition error only warns that L is ill-conditioned: forward
	// substitution is backward stable and its result is kept. An infinite
	// condition (a zero pivot) cannot follow a successful factorisation.
	if err := y.SolveVec(&L, mat.NewVecDense(d, diff)); err != nil {
		var c mat.Condition
		if !errors.As(err, &c) || math.IsInf(float64(c), 1) {
			return 0, 0, fmt.Errorf("multivariate gaussian: Sigma is numerically singular: %w", ErrUndefined)
		}
	}
	m2 := scale * squaredNorm(y.RawVector().Data)
	logp = -0.5 * (float64(d)*libm.Log(2*math.Pi) + chol.LogDet() + m2)
	if math.IsNaN(logp) {
		return 0, 0, fmt.Errorf("multivariate gaussian: the density is %w for this Sigma", ErrUndefined)
	}
	return libm.Exp(logp), logp, nil
}

// squaredNorm returns Σ v_i², +Inf when it overflows, never NaN for finite v.
func squaredNorm(v []float64) float64 {
	n := floats.Norm(v, 2) // scaled: no overflow in the intermediate sums
	return n * n
}

// choleskyOfCovariance checks that sigma is a finite, symmetric d × d matrix
// and returns its Cholesky factorisation, or an error (ErrUndefined) when it
// is not positive definite.
func choleskyOfCovariance(name string, sigma [][]float64, d int) (*mat.Cholesky, error) {
	if len(sigma) != d {
		return nil, fmt.Errorf("%s has %d rows but x has %d entries; it must be %d × %d", name, len(sigma), d, d, d)
	}
	sym := mat.NewSymDense(d, nil)
	for i, row := range sigma {
		if len(row) != d {
			return nil, fmt.Errorf("%s: row %d has %d entries; it must be %d × %d", name, i+1, len(row), d, d)
		}
		for j, v := range row {
			if math.IsInf(v, 0) || math.IsNaN(v) {
				return nil, fmt.Errorf("%s: entry (%d, %d) = %v is not finite", name, i+1, j+1, v)
			}
		}
	}
	for i := range d {
		for j := i; j < d; j++ {
			a, b := sigma[i][j], sigma[j][i]
			if math.Abs(a-b) > 1e-12*math.Max(math.Abs(a), math.Abs(b)) {
				return nil, fmt.Errorf("%s is not symmetric: entry (%d, %d) = %v but (%d, %d) = %v", name, i+1, j+1, a, j+1, i+1, b)
			}
			sym.SetSym(i, j, a+(b-a)/2) // not a/2 + b/2, which loses subnormals
		}
	}
	var chol mat.Cholesky
	if !chol.Factorize(sym) {
		return nil, fmt.Errorf("%s is not positive definite (it is singular or has a negative eigenvalue), so the density is %w", name, ErrUndefined)
	}
	return &chol, nil
}

// GaussianFeatures is the axis-aligned Gaussian model of anomaly detection:
// one mean and one variance per feature, the features independent.
type GaussianFeatures struct {
	Mu, Sigma2 []float64
}

// FitGaussianFeatures returns the maximum-likelihood parameters of each
// column j of X (m rows of n features): μ_j = (1/m) Σ_i x_ij and the
// population variance σ²_j = (1/m) Σ_i (x_ij − μ_j)², by the corrected
// two-pass algorithm (Chan, Golub and LeVeque), whose correction is applied
// to the mean too: μ = x̄ + (1/m) Σ_i (x_i − x̄), x̄ the plain mean. x̄ alone
// is off by up to m·ε·max|x|, which matters when the data sit far from 0
// relative to their spread: 500 values near 3.78e15 with σ ≈ 1 gave
// x̄ = …436 instead of …439.5, z off by 3.6 and log p by 17 (p = 4.3e-9
// for 0.154, an anomaly that is none). The deviations x_i − x̄ are exact
// there (Sterbenz), so the corrected mean is off by about ε·|μ| +
// m·ε·max|x_i − μ| only.
func FitGaussianFeatures(X [][]float64) (GaussianFeatures, error) {
	if len(X) == 0 || len(X[0]) == 0 {
		return GaussianFeatures{}, fmt.Errorf("fit: fit_X: %w", ErrEmpty)
	}
	m, n := len(X), len(X[0])
	g := GaussianFeatures{Mu: make([]float64, n), Sigma2: make([]float64, n)}
	col := make([]float64, m)
	for j := range n {
		var amax float64
		for i, row := range X {
			if len(row) != n {
				return GaussianFeatures{}, fmt.Errorf("fit: fit_X: row %d has %d entries but row 1 has %d; a matrix must be rectangular", i+1, len(row), n)
			}
			if math.IsInf(row[j], 0) || math.IsNaN(row[j]) {
				return GaussianFeatures{}, fmt.Errorf("fit: fit_X: entry (%d, %d) = %v is not finite", i+1, j+1, row[j])
			}
			col[i] = row[j]
			amax = math.Max(amax, math.Abs(row[j]))
		}
		mean, variance := popMeanVariance(col)
		if !isFinite(mean) || !isFinite(variance) {
			// The sums overflowed (to ±Inf, or NaN once ±Inf met in a
			// deviation): fit the column scaled to [−1, 1].
			for i := range col {
				col[i] /= amax
			}
			mean, variance = popMeanVariance(col)
			mean *= amax
			variance = variance * amax * amax // +Inf only if σ² exceeds the float64 range
		}
		g.Mu[j], g.Sigma2[j] = mean, variance
	}
	return g, nil
}

// popMeanVariance returns the mean and the population variance of x by the
// corrected two-pass algorithm, the mean corrected as well (see
// FitGaussianFeatures): with x̄ the plain mean and d_i = x_i − x̄,
// μ = x̄ + Σd_i/m and σ² = (Σd_i² − (Σd_i)²/m)/m.
func popMeanVariance(x []float64) (mean, variance float64) {
	m := float64(len(x))
	xbar := floats.Sum(x) / m
	var s, ss float64
	for _, v := range x {
		d := v - xbar
		s += d
		ss += d * d
	}
	return xbar + s/m, math.Max(0, (ss-s*s/m)/m)
}

// LogDensity returns log p(x) = Σ_j log N(x_j; μ_j, σ²_j) for the model's
// features. Every σ²_j must be positive and finite (a constant feature has
// no density); x must have one finite entry per feature. Working in log
// space keeps the product of many densities from under- or overflowing
// before it is compared with a threshold.
func (g GaussianFeatures) LogDensity(x []float64) (float64, error) {
	if err := checkSameLen("mu", g.Mu, "sigma2", g.Sigma2); err != nil {
		return 0, err
	}
	if len(x) != len(g.Mu) {
		return 0, fmt.Errorf("x has %d entries but the model has %d features", len(x), len(g.Mu))
	}
	var logp float64
	for j, xj := range x {
		mu, s2 := g.Mu[j], g.Sigma2[j]
		if math.IsNaN(xj) || math.IsInf(xj, 0) || math.IsNaN(mu) || math.IsInf(mu, 0) {
			return 0, fmt.Errorf("x[%d] = %v and mu[%d] = %v must be finite", j, xj, j, mu)
		}
		if !(s2 > 0) || math.IsInf(s2, 1) {
			return 0, fmt.Errorf("sigma2[%d] = %v must be positive and finite: a feature of zero variance has no density", j, s2)
		}
		sigma := math.Sqrt(s2)
		z := (xj - mu) / sigma
		if math.IsInf(xj-mu, 0) {
			z = xj/sigma - mu/sigma
		}
		logp += -0.5*z*z - ln(sigma) - 0.5*libm.Log(2*math.Pi)
	}
	return logp, nil
}

// Anomaly is the verdict of a density model on one example.
type Anomaly struct {
	P, LogP float64 // the density and its logarithm
	Anomaly bool    // p(x) < ε
}

// Detect returns p(x) = Π_j N(x_j; μ_j, σ²_j) and whether it falls below the
// threshold ε > 0. The comparison is made in log space, so that it is right
// even when p(x) underflows to 0 or overflows to +Inf.
func (g GaussianFeatures) Detect(x []float64, epsilon float64) (Anomaly, error) {
	if !(epsilon > 0) || math.IsInf(epsilon, 1) {
		return Anomaly{}, fmt.Errorf("anomaly detection: epsilon = %v must be positive and finite", epsilon)
	}
	logp, err := g.LogDensity(x)
	if err != nil {
		return Anomaly{}, fmt.Errorf("anomaly detection: %w", err)
	}
	return Anomaly{P: libm.Exp(logp), LogP: logp, Anomaly: logp < ln(epsilon)}, nil
}
