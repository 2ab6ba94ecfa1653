package compute

import (
	"fmt"
	"math"

	"eqx/compute/libm"
)

// Log-likelihoods of i.i.d. data D = {x_1, …, x_n} under a parametric model,
// ℓ(θ) = ln p(D | θ) = Σ_k ln p(x_k | θ). They are sums of logarithms, never
// logarithms of products: the likelihood p(D | θ) = exp ℓ(θ) of a few
// thousand points underflows float64 to 0, while ℓ stays representable.

// BernoulliLogLikelihood returns ℓ(θ) = k ln θ + (n − k) ln(1 − θ) for data
// of 0s and 1s with k ones, the log-probability of the observed sequence
// under independent coin flips with P(x = 1) = θ.
//
// θ must lie in [0, 1]. The boundary values follow the mathematics: with
// θ = 0 (or 1) a sample holding a 1 (a 0) is impossible and ℓ = −Inf, while
// 0·ln 0 = 0 for the outcome never seen. data must be non-empty.
func BernoulliLogLikelihood(data []float64, theta float64) (float64, error) {
	if len(data) == 0 {
		return 0, fmt.Errorf("bernoulli log-likelihood: data: %w", ErrEmpty)
	}
	if !(theta >= 0 && theta <= 1) {
		return 0, fmt.Errorf("bernoulli log-likelihood: theta = %v must be a probability in [0, 1]", theta)
	}
	k := countPositives(data)
	if k < 0 {
		return 0, fmt.Errorf("bernoulli log-likelihood: data[%d] = %v: Bernoulli outcomes must be 0 or 1", -k, data[-k-1])
	}
	var ll float64
	if k > 0 {
		ll += float64(k) * libm.Log(theta)
	}
	if n0 := len(data) - k; n0 > 0 {
		// ln(1 − θ) via log1p keeps its accuracy for small θ.
		ll += float64(n0) * math.Log1p(-theta)
	}
	return ll, nil
}

// GaussianLogLikelihood returns
//
//	ℓ(μ, σ) = −n ln σ − (n/2) ln 2π − ½ Σ_k ((x_k − μ)/σ)²,
//
// the log-density of data drawn independently from N(μ, σ²). σ must be
// positive and finite, μ and the data finite. The residuals are divided by σ
// before they are squared, so a tiny σ does not produce 0/0; a residual
// x − μ beyond the float64 range (x = 1.5e308, μ = −1.5e308) is divided
// term by term, x/σ − μ/σ, so that with σ = 1e300 it still gives the finite
// z = 3e8 (x and μ then have opposite signs: the subtraction cannot cancel).
// ℓ is −Inf only when it is below the float64 range. data must be
// non-empty.
func GaussianLogLikelihood(data []float64, mu, sigma float64) (float64, error) {
	if err := checkGaussianData("gaussian log-likelihood", data, mu, sigma); err != nil {
		return 0, err
	}
	var ss float64
	for _, x := range data {
		z := (x - mu) / sigma
		if math.IsInf(x-mu, 0) { // x − μ overflows, but σ may be as large
			z = x/sigma - mu/sigma
		}
		ss += z * z
	}
	n := float64(len(data))
	return -n*libm.Log(sigma) - n/2*libm.Log(2*math.Pi) - ss/2, nil
}

// Scores: the derivative of the log-likelihood with respect to the
// parameter, ∂ℓ/∂θ. The maximum likelihood estimate inside the parameter
// space is where the score is 0 (the first-order condition ∇ℓ = 0).

// BernoulliScore returns the score of i.i.d. coin flips with P(x = 1) = θ,
//
//	dℓ/dθ = k/θ − (n − k)/(1 − θ) = (k − nθ) / (θ(1 − θ)),
//
// for data of 0s and 1s with k ones out of n. It is positive below the MLE
// θ̂ = k/n, negative above it and 0 at it; the second form is used, whose
// numerator is one rounding, so that it is exactly 0 at θ̂ when θ̂ is a
// float64 (k/n = 3/4, say).
//
// θ must lie in [0, 1]. At the ends the score is the one-sided limit: at
// θ = 0 it is +Inf when the data hold a 1 and −n otherwise (ℓ = n ln(1 − θ)
// has slope −n there); at θ = 1 it is −Inf when the data hold a 0 and n
// otherwise. data must be non-empty.
func BernoulliScore(data []float64, theta float64) (float64, error) {
	if len(data) == 0 {
		return 0, fmt.Errorf("bernoulli score: data: %w", ErrEmpty)
	}
	if !(theta >= 0 && theta <= 1) {
		return 0, fmt.Errorf("bernoulli score: theta = %v must be a probability in [0, 1]", theta)
	}
	k := countPositives(data)
	if k < 0 {
		return 0, fmt.Errorf("bernoulli score: data[%d] = %v: Bernoulli outcomes must be 0 or 1", -k, data[-k-1])
	}
	n := len(data)
	switch theta {
	case 0:
		if k > 0 {
			return math.Inf(1), nil
		}
		return -float64(n), nil
	case 1:
		if k < n {
			return math.Inf(-1), nil
		}
		return float64(n), nil
	}
	return (float64(k) - float64(n)*theta) / (theta * (1 - theta)), nil
}

// GaussianMeanScore returns the score of i.i.d. data from N(μ, σ²) with
// respect to the mean, σ known,
//
//	∂ℓ/∂μ = Σ_k (x_k − μ) / σ²,
//
// which is 0 at the MLE μ̂ = x̄. Each residual is divided by σ before the
// sum and the sum by σ again, never by σ², so that a large σ does not
// overflow σ² to +Inf (nor a tiny one underflow it to 0), and a residual
// beyond the float64 range is still divided down when σ is large. σ must
// be positive and finite, μ and the data finite; data must be non-empty.
func GaussianMeanScore(data []float64, mu, sigma float64) (float64, error) {
	if err := checkGaussianData("gaussian score", data, mu, sigma); err != nil {
		return 0, err
	}
	var s float64
	for _, x := range data {
		r := (x - mu) / sigma
		if math.IsInf(x-mu, 0) { // x − μ overflows, but σ may be as large
			r = x/sigma - mu/sigma
		}
		s += r
	}
	return s / sigma, nil
}

// checkGaussianData checks the arguments of a Gaussian likelihood kernel
// (named in the error): data non-empty and finite, μ finite, σ positive
// and finite. They run in the order empty data, σ, μ, then each data value,
// and the error names the first that fails.
func checkGaussianData(kernel string, data []float64, mu, sigma float64) error {
	if len(data) == 0 {
		return fmt.Errorf("%s: data: %w", kernel, ErrEmpty)
	}
	if !(sigma > 0) || math.IsInf(sigma, 1) {
		return fmt.Errorf("%s: sigma = %v must be positive and finite", kernel, sigma)
	}
	if math.IsNaN(mu) || math.IsInf(mu, 0) {
		return fmt.Errorf("%s: mu = %v must be finite", kernel, mu)
	}
	for i, x := range data {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("%s: data[%d] = %v must be finite", kernel, i+1, x)
		}
	}
	return nil
}
