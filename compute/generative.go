package compute

import (
	"fmt"
	"math"

	"eqx/compute/libm"
)

// This file holds the sampling and value equations of generative models:
// the GAN value function, the VAE reparameterisation and the closed-form
// forward process of diffusion models.

// GANValue returns the sample estimate of the GAN value function
//
//	V(D, G) = mean_i log D(x_i) + mean_j log(1 − D(G(z_j))),
//
// from the discriminator's outputs dReal on real samples and dFake on
// generated ones, in nats. V ≤ 0; it is −2·log 2 when D = ½ everywhere (the
// optimum of the game) and −Inf when D is 0 on a real sample or 1 on a fake.
// log(1 − d) goes through log1p so that a small d keeps its precision.
//
// Both inputs must be non-empty, with values in [0, 1]; their lengths may
// differ.
func GANValue(dReal, dFake []float64) (float64, error) {
	if len(dReal) == 0 {
		return 0, fmt.Errorf("gan value: D_real: %w", ErrEmpty)
	}
	if len(dFake) == 0 {
		return 0, fmt.Errorf("gan value: D_fake: %w", ErrEmpty)
	}
	var sumReal, sumFake float64
	for i, d := range dReal {
		if !(d >= 0 && d <= 1) {
			return 0, fmt.Errorf("gan value: D_real[%d] = %v is not a probability in [0, 1]", i+1, d)
		}
		sumReal += ln(d)
	}
	for i, d := range dFake {
		if !(d >= 0 && d <= 1) {
			return 0, fmt.Errorf("gan value: D_fake[%d] = %v is not a probability in [0, 1]", i+1, d)
		}
		sumFake += math.Log1p(-d)
	}
	// Both means are ≤ 0 or −Inf: their sum is never Inf − Inf.
	return sumReal/float64(len(dReal)) + sumFake/float64(len(dFake)), nil
}

// Reparameterize writes the reparameterised samples z_i = μ_i + σ_i·ε_i
// into dst and returns it; dst is allocated when it is nil or too short.
// With ε ~ N(0, I) drawn outside the model, z ~ N(μ, diag(σ²)) is a
// differentiable function of μ and σ, which is what lets a VAE's encoder be
// trained by backpropagation.
//
// mu, sigma and eps must have the same, non-zero length and finite entries,
// with σ_i ≥ 0. A sample beyond the float64 range is ±Inf.
func Reparameterize(dst, mu, sigma, eps []float64) ([]float64, error) {
	if err := genCheck3("mu", mu, "sigma", sigma, "epsilon", eps); err != nil {
		return nil, fmt.Errorf("reparameterize: %w", err)
	}
	for i, s := range sigma {
		if s < 0 {
			return nil, fmt.Errorf("reparameterize: sigma[%d] = %v must not be negative", i+1, s)
		}
	}
	dst = genDst(dst, len(mu))
	for i := range mu {
		dst[i] = mu[i] + sigma[i]*eps[i]
	}
	return dst, nil
}

// ReparameterizeLogVar is Reparameterize with the encoder's usual output,
// the log-variance: σ_i = exp(logVar_i / 2). When σ_i would overflow or
// underflow, σ_i·ε_i is formed by expTimes, so that a huge variance
// times a tiny draw is still the right finite number, to a few ulps (and
// ε_i = 0 contributes exactly 0).
func ReparameterizeLogVar(dst, mu, logVar, eps []float64) ([]float64, error) {
	if err := genCheck3("mu", mu, "log_var", logVar, "epsilon", eps); err != nil {
		return nil, fmt.Errorf("reparameterize: %w", err)
	}
	dst = genDst(dst, len(mu))
	for i := range mu {
		var noise float64
		sigma := libm.Exp(logVar[i] / 2)
		switch {
		case eps[i] == 0:
		case sigma >= 0x1p-1022 && !math.IsInf(sigma, 1):
			noise = sigma * eps[i]
		default:
			noise = expTimes(logVar[i]/2, eps[i])
		}
		dst[i] = mu[i] + noise
	}
	return dst, nil
}

// DiffusionForward writes the noised samples of the forward (noising)
// process of a diffusion model in closed form,
//
//	x_t = √ᾱ_t·x₀ + √(1 − ᾱ_t)·ε,
//
// into dst and returns it; dst is allocated when it is nil or too short.
// ᾱ_t ∈ [0, 1] is the cumulative product Π_{s≤t}(1 − β_s) of the noise
// schedule: ᾱ = 1 returns the data, ᾱ = 0 pure noise. The two weights have
// squares summing to 1, so unit-variance data keep unit variance.
//
// x0 and eps must have the same, non-zero length and finite entries.
func DiffusionForward(dst, x0, eps []float64, alphaBar float64) ([]float64, error) {
	if err := checkSameLen("x0", x0, "epsilon", eps); err != nil {
		return nil, fmt.Errorf("diffusion forward: %w", err)
	}
	if err := genCheckFinite("x0", x0); err != nil {
		return nil, fmt.Errorf("diffusion forward: %w", err)
	}
	if err := genCheckFinite("epsilon", eps); err != nil {
		return nil, fmt.Errorf("diffusion forward: %w", err)
	}
	if !(alphaBar >= 0 && alphaBar <= 1) {
		return nil, fmt.Errorf("diffusion forward: ᾱ = %v must lie in [0, 1]", alphaBar)
	}
	a, b := math.Sqrt(alphaBar), math.Sqrt(1-alphaBar)
	dst = genDst(dst, len(x0))
	for i, x := range x0 {
		dst[i] = a*x + b*eps[i]
	}
	return dst, nil
}

func genDst(dst []float64, n int) []float64 {
	if cap(dst) < n {
		return make([]float64, n)
	}
	return dst[:n]
}

func genCheck3(aName string, a []float64, bName string, b []float64, cName string, c []float64) error {
	if err := checkSameLen(aName, a, bName, b); err != nil {
		return err
	}
	if err := checkSameLen(aName, a, cName, c); err != nil {
		return err
	}
	for _, v := range []struct {
		name string
		x    []float64
	}{{aName, a}, {bName, b}, {cName, c}} {
		if err := genCheckFinite(v.name, v.x); err != nil {
			return err
		}
	}
	return nil
}

func genCheckFinite(name string, v []float64) error {
	for i, x := range v {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("%s[%d] = %v must be finite", name, i+1, x)
		}
	}
	return nil
}
