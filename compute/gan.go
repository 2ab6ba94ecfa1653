package compute

import (
	"fmt"
	"math"
	"slices"
	"sync"

	"gonum.org/v1/gonum/integrate/quad"
)

// An expectation is integrated piece by piece with Gauss–Legendre rules
// of ganNodes nodes: its interval (mean ± ganReach σ) is cut into
// ganPieces equal pieces and again where the other distribution's
// interval starts and ends, so that a narrow generator under a wide data
// density (or the reverse) is resolved at its own scale.
const (
	ganReach  = 12 // the mass beyond 12σ is below 10⁻³²
	ganPieces = 8
	ganNodes  = 16
)

// ganRule is the Gauss–Legendre rule of ganNodes nodes on [−1, 1],
// computed once: the nodes are constants, and the curve of the value over
// a slider calls the integrals some hundred times per move.
var ganRule = sync.OnceValues(func() (x, w []float64) {
	x, w = make([]float64, ganNodes), make([]float64, ganNodes)
	quad.Legendre{}.FixedLocations(x, w, -1, 1)
	return x, w
})

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
// Gauss–Legendre rule over its mean ± 12σ, in pieces (expectation).
func GaussianGAN(muD, sdD, muG, sdG, w, c float64, optimal bool) (float64, error) {
	onData, onGen, err := GaussianGANTerms(muD, sdD, muG, sdG, w, c, optimal)
	return onData + onGen, err
}

// GaussianGANTerms returns the two expectations of GaussianGAN's value:
// onData = E_{x∼p_d}[log D(x)] and onGen = E_{x∼p_g}[log(1 − D(x))].
func GaussianGANTerms(muD, sdD, muG, sdG, w, c float64, optimal bool) (onData, onGen float64, err error) {
	if err := ganCheck(muD, sdD, muG, sdG, w, c); err != nil {
		return 0, 0, err
	}
	logD := func(x float64) (logD, logNotD float64) { // log D(x) and log(1 − D(x))
		s := w*x + c
		return -Softplus(-s), -Softplus(s)
	}
	if optimal {
		logD = ganOptimal(muD, sdD, muG, sdG)
	}
	onData = expectation(muD, sdD, muG, sdG, func(x float64) float64 { r, _ := logD(x); return r })
	onGen = expectation(muG, sdG, muD, sdD, func(x float64) float64 { _, f := logD(x); return f })
	return onData, onGen, nil
}

// ganCheck reports the first input of the 1-D game that is not a finite
// number, or a spread that is not positive.
func ganCheck(muD, sdD, muG, sdG, w, c float64) error {
	for _, p := range []struct {
		name string
		v    float64
	}{{"μ_data", muD}, {"μ_g", muG}, {"w", w}, {"c", c}} {
		if math.IsNaN(p.v) || math.IsInf(p.v, 0) {
			return fmt.Errorf("gan: %s = %v is not a finite number", p.name, p.v)
		}
	}
	if !(sdD > 0) || !(sdG > 0) || math.IsInf(sdD, 1) || math.IsInf(sdG, 1) {
		return fmt.Errorf("gan: σ_data = %v and σ_g = %v must be positive and finite", sdD, sdG)
	}
	return nil
}

// ganOptimal returns the function of x giving log D*(x) and
// log(1 − D*(x)) for the best discriminator D* = p_d/(p_d + p_g). With
// d = log p_g − log p_d = (z_d² − z_g²)/2 + log(σ_d/σ_g), where the
// normalising constants cancel,
//
//	log D* = −softplus(d),  log(1 − D*) = −softplus(−d),
//
// and since softplus(d) = d + softplus(−d), one softplus of −|d| gives
// both without cancellation: one exp and one log1p per point, where the
// two log densities and their log-sum-exp took five logarithms and two
// exps (the value's curve calls it some ten thousand times per move).
func ganOptimal(muD, sdD, muG, sdG float64) func(x float64) (logD, logNotD float64) {
	k := math.Log(sdD / sdG)
	return func(x float64) (logD, logNotD float64) {
		zd, zg := (x-muD)/sdD, (x-muG)/sdG
		d := 0.5*(zd*zd-zg*zg) + k
		sp := Softplus(-math.Abs(d))
		if d > 0 {
			return -sp - d, -sp
		}
		return -sp, d - sp
	}
}

// expectation returns E[f(x)] for x ∼ N(mu, sd²) by Gauss–Legendre
// rules on mu ± ganReach·sd, cut in ganPieces and at the other
// distribution's scale around its mean (otherMu ± k·otherSd) where the
// cuts fall inside.
func expectation(mu, sd, otherMu, otherSd float64, f func(float64) float64) float64 {
	lo, hi := mu-ganReach*sd, mu+ganReach*sd
	cuts := make([]float64, 0, ganPieces+10)
	for k := range ganPieces + 1 {
		cuts = append(cuts, lo+(hi-lo)*float64(k)/ganPieces)
	}
	// Where the other density rises over this one, D* turns within a few
	// of the other's σ: cut there at that scale.
	for _, k := range []float64{-ganReach, -5, -2, 0, 2, 5, ganReach} {
		if x := otherMu + k*otherSd; x > lo && x < hi {
			cuts = append(cuts, x)
		}
	}
	slices.Sort(cuts)
	nodes, weights := ganRule()
	norm := 1 / (sd * math.Sqrt(2*math.Pi))
	var sum float64
	for k := 1; k < len(cuts); k++ {
		a, b := cuts[k-1], cuts[k]
		mid, half := (a+b)/2, (b-a)/2
		for i, t := range nodes {
			x := mid + half*t
			z := (x - mu) / sd
			sum += weights[i] * half * norm * math.Exp(-0.5*z*z) * f(x)
		}
	}
	return sum
}
