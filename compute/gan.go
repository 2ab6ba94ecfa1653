package compute

import (
	"fmt"
	"math"
	"slices"
)

// An expectation over N(μ, σ²) is integrated in z = (x − μ)/σ over
// ±ganReach by adaptive Gauss–Kronrod quadrature (integrate), cut where
// the discriminator turns (ganTurns) and at the other distribution's
// scale, to a ganAccuracy.
const (
	ganReach  = 38  // φ(38) = 1e-314: beyond it no integrand here adds a digit
	ganPieces = 400 // at most, per expectation; a few dozen is usual
)

// A ganAccuracy is how an expectation is integrated: to the relative
// accuracy rel of the integral of |f|, its pieces cut beforehand at the
// z of base, and at the discriminator's turns and the other
// distribution's mean and at these multiples of their widths on either
// side (where they fall within ±within).
type ganAccuracy struct {
	rel, within       float64
	base, turn, other []float64
}

var (
	// ganExact is the accuracy of the value shown: 1e-13 is above the
	// floor of 50 ulps that gk15 puts on each piece's error; the cuts
	// are explained at expectation.
	ganExact = ganAccuracy{rel: 1e-13, within: ganReach,
		base: []float64{-10, -4, 0, 4, 10}, turn: []float64{1, 8, 64}, other: []float64{1, 4}}
	// ganPlot is a curve's: within 1e-6 relative (1e-3 of a pixel), from
	// half the evaluations. Beyond |z| = 9 (φ < 1e-18) no cut is needed
	// to see a feature, and the adaptive halving finds the rest of a
	// bend from its first two scales.
	ganPlot = ganAccuracy{rel: 1e-7, within: 9,
		base: []float64{-9, 0, 9}, turn: []float64{1, 8}, other: []float64{1}}
)

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
// Gauss–Kronrod quadrature, adaptive, cut where D turns (expectation).
func GaussianGAN(muD, sdD, muG, sdG, w, c float64, optimal bool) (float64, error) {
	onData, onGen, err := ganTerms(ganExact, muD, sdD, muG, sdG, w, c, optimal)
	return onData + onGen, err
}

// GaussianGANForPlot is GaussianGAN to a plot's accuracy, about 1e-7
// relative (within 1e-6 over the sliders' ranges and far beyond them), at
// half the cost: for a curve of the value, which evaluates it at every
// sample each time an input moves.
func GaussianGANForPlot(muD, sdD, muG, sdG, w, c float64, optimal bool) (float64, error) {
	onData, onGen, err := ganTerms(ganPlot, muD, sdD, muG, sdG, w, c, optimal)
	return onData + onGen, err
}

// GaussianGANTerms returns the two expectations of GaussianGAN's value:
// onData = E_{x∼p_d}[log D(x)] and onGen = E_{x∼p_g}[log(1 − D(x))].
func GaussianGANTerms(muD, sdD, muG, sdG, w, c float64, optimal bool) (onData, onGen float64, err error) {
	return ganTerms(ganExact, muD, sdD, muG, sdG, w, c, optimal)
}

// ganTerms is GaussianGANTerms to the accuracy acc.
func ganTerms(acc ganAccuracy, muD, sdD, muG, sdG, w, c float64, optimal bool) (onData, onGen float64, err error) {
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
	turns := ganTurns(muD, sdD, muG, sdG, w, c, optimal)
	onData = expectation(acc, muD, sdD, muG, sdG, turns, func(x float64) float64 { r, _ := logD(x); return r })
	onGen = expectation(acc, muG, sdG, muD, sdD, turns, func(x float64) float64 { _, f := logD(x); return f })
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
	k := ln(sdD / sdG)
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

// ganTurn is a point x where the discriminator turns (log D or
// log(1 − D) has a kink there, or D goes from near 0 to near 1) within
// about width.
type ganTurn struct{ x, width float64 }

// ganTurns returns where the discriminator turns. There softplus(s) =
// max(s, 0) + log1p(e^−|s|) bends from 0 to s over |s| ≲ 1, which in x
// can be far narrower than either distribution: a steep logistic D, or
// D* between a wide and a narrow density. For the logistic D it is
// x = −c/w, over 1/|w|; for D* the roots of d(x) = log p_g − log p_d, a
// quadratic A x² + B x + C with
//
//	A = (σ_g² − σ_d²)/(2 σ_d² σ_g²),  B = μ_g/σ_g² − μ_d/σ_d²,
//	C = (μ_d²/σ_d² − μ_g²/σ_g²)/2 + log(σ_d/σ_g),
//
// none, one or two of them, each over 1/|d′(x)|. They need only be near
// the turns: a piece that straddles one by a little is halved until it
// is resolved.
func ganTurns(muD, sdD, muG, sdG, w, c float64, optimal bool) []ganTurn {
	if !optimal {
		if w == 0 {
			return nil
		}
		return []ganTurn{{-c / w, 1 / math.Abs(w)}}
	}
	vd, vg := sdD*sdD, sdG*sdG
	a := (sdG - sdD) * (sdG + sdD) / (2 * vd * vg)
	b := muG/vg - muD/vd
	cc := (muD*muD/vd-muG*muG/vg)/2 + ln(sdD/sdG)
	var roots []float64
	switch disc := b*b - 4*a*cc; {
	case a == 0 && b != 0:
		roots = []float64{-cc / b}
	case a == 0 || !(disc >= 0) || math.IsInf(disc, 0):
	default:
		// The root of larger magnitude first, the other from their
		// product, so that neither is a difference of nearly equal
		// numbers (when A is tiny, the first is far out of reach and the
		// second is −C/B).
		q := -(b + math.Copysign(math.Sqrt(disc), b)) / 2
		roots = append(roots, q/a)
		if q != 0 {
			roots = append(roots, cc/q)
		}
	}
	turns := make([]ganTurn, 0, len(roots))
	for _, x := range roots {
		if slope := math.Abs((x-muD)/vd - (x-muG)/vg); slope > 0 && !math.IsInf(x, 0) {
			turns = append(turns, ganTurn{x, 1 / slope})
		}
	}
	return turns
}

// expectation returns E[f(x)] for x ∼ N(mu, sd²), the integral of
// f(mu + sd·z)·φ(z) over z ∈ ±ganReach, adaptive (integrate), to acc.
// The cuts below are those of ganExact.
//
// An adaptive rule sees only its nodes: a feature narrower than their
// spacing inside a piece whose nodes all read about 0 looks converged.
// So the pieces are cut beforehand at every scale a feature can have,
// each piece at most eight times as far from it as the last, so that
// the nodes nearest the feature see it decay: at z = 0, ±4, ±10; around
// each turn of the discriminator at 1, 8 and 64 times its width
// (softplus's bend has decayed by e^−64 there); and around the other
// distribution's mean at 1 and 4 of its σ, where D* has its dip or bump.
func expectation(acc ganAccuracy, mu, sd, otherMu, otherSd float64, turns []ganTurn, f func(float64) float64) float64 {
	cuts := make([]float64, 0, 64)
	cuts = append(cuts, -ganReach, ganReach)
	cuts = append(cuts, acc.base...)
	add := func(x float64) {
		if z := (x - mu) / sd; z > -acc.within && z < acc.within {
			cuts = append(cuts, z)
		}
	}
	around := func(x, width float64, scales ...float64) {
		add(x)
		for _, k := range scales {
			add(x - k*width)
			add(x + k*width)
		}
	}
	for _, t := range turns {
		around(t.x, t.width, acc.turn...)
	}
	around(otherMu, otherSd, acc.other...)
	slices.Sort(cuts)
	cuts = slices.Compact(cuts)
	const invSqrt2Pi = 0.3989422804014327
	return integrate(func(z float64) float64 {
		return invSqrt2Pi * math.Exp(-0.5*z*z) * f(mu+sd*z)
	}, cuts, acc.rel, ganPieces)
}
