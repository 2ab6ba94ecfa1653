package compute

import (
	"fmt"
	"math"
	"slices"
)

// ganPanels is the number of Simpson panels on each piece of an
// expectation's interval: the pieces are cut where the other
// distribution's mass starts and ends, so that a narrow generator under
// a wide data density (or the reverse) is resolved at its own scale.
const ganPanels = 1024

// ganReach is how many standard deviations from its mean an expectation
// integrates: the mass beyond 12σ is below 10⁻³².
const ganReach = 12

// GaussianGAN returns the value of the GAN game in one dimension, for
// data distributed as N(μ_d, σ_d²) and a generator G(z) = μ_g + σ_g z of
// z ∼ N(0, 1), so that its samples are distributed as p_g = N(μ_g, σ_g²):
//
//	V(D, G) = E_{x∼p_d}[log D(x)] + E_{x∼p_g}[log(1 − D(x))],
//
// for the logistic discriminator D(x) = σ(w x + c), or, with optimal, for
// the best discriminator D*(x) = p_d(x)/(p_d(x) + p_g(x)), whose value
// max_D V = −log 4 + 2·JSD(p_d ‖ p_g) is what the generator minimises: it
// is −log 4 exactly when p_g = p_d. σ_d, σ_g > 0.
//
// The logarithms are taken in log space (log D = −softplus(−(wx + c)); log
// D* = log p_d − log(p_d + p_g) from the log densities), so that no tail
// where a density or D underflows gives log 0. Each expectation is a
// composite Simpson rule over its mean ± 12σ.
func GaussianGAN(muD, sdD, muG, sdG, w, c float64, optimal bool) (float64, error) {
	real, fake, err := GaussianGANTerms(muD, sdD, muG, sdG, w, c, optimal)
	return real + fake, err
}

// GaussianGANTerms returns the two expectations of GaussianGAN's value:
// real = E_{x∼p_d}[log D(x)] and fake = E_{x∼p_g}[log(1 − D(x))].
func GaussianGANTerms(muD, sdD, muG, sdG, w, c float64, optimal bool) (real, fake float64, err error) {
	for _, p := range []struct {
		name string
		v    float64
	}{{"μ_data", muD}, {"μ_g", muG}, {"w", w}, {"c", c}} {
		if math.IsNaN(p.v) || math.IsInf(p.v, 0) {
			return 0, 0, fmt.Errorf("gan: %s = %v is not a finite number", p.name, p.v)
		}
	}
	if !(sdD > 0) || !(sdG > 0) || math.IsInf(sdD, 1) || math.IsInf(sdG, 1) {
		return 0, 0, fmt.Errorf("gan: σ_data = %v and σ_g = %v must be positive and finite", sdD, sdG)
	}
	logN := func(x, mu, sd float64) float64 {
		z := (x - mu) / sd
		return -0.5*z*z - math.Log(sd) - 0.5*math.Log(2*math.Pi)
	}
	logD := func(x float64) (real, fake float64) {
		if !optimal {
			s := w*x + c
			return -Softplus(-s), -Softplus(s)
		}
		lp, lq := logN(x, muD, sdD), logN(x, muG, sdG)
		m := math.Max(lp, lq)
		lse := m + math.Log(math.Exp(lp-m)+math.Exp(lq-m))
		return lp - lse, lq - lse
	}
	real = expectation(muD, sdD, muG, sdG, func(x float64) float64 { r, _ := logD(x); return r })
	fake = expectation(muG, sdG, muD, sdD, func(x float64) float64 { _, f := logD(x); return f })
	return real, fake, nil
}

// expectation returns E[f(x)] for x ∼ N(mu, sd²) by composite Simpson
// rules on mu ± ganReach·sd, cut at the ends of the other distribution's
// interval (otherMu ± ganReach·otherSd) where they fall inside.
func expectation(mu, sd, otherMu, otherSd float64, f func(float64) float64) float64 {
	lo, hi := mu-ganReach*sd, mu+ganReach*sd
	cuts := []float64{lo, hi}
	for _, x := range []float64{otherMu - ganReach*otherSd, otherMu + ganReach*otherSd} {
		if x > lo && x < hi {
			cuts = append(cuts, x)
		}
	}
	slices.Sort(cuts)
	var sum float64
	for k := 1; k < len(cuts); k++ {
		a, b := cuts[k-1], cuts[k]
		h := (b - a) / ganPanels
		g := func(x float64) float64 {
			z := (x - mu) / sd
			return math.Exp(-0.5*z*z) / (sd * math.Sqrt(2*math.Pi)) * f(x)
		}
		s := g(a) + g(b)
		for i := 1; i < ganPanels; i++ {
			wgt := 2.0
			if i%2 == 1 {
				wgt = 4
			}
			s += wgt * g(a+float64(i)*h)
		}
		sum += s * h / 3
	}
	return sum
}
