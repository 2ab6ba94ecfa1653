package compute

import (
	"fmt"
	"math"
)

// GANPlayers are the parameters of the two players of the 1-D GAN game
// (GaussianGAN): the generator G(z) = μ_g + σ_g z and the logistic
// discriminator D(x) = σ(w x + c).
type GANPlayers struct {
	MuG, SdG, W, C float64
}

// GaussianGANGradient returns the gradient of the value V of GaussianGAN
// with respect to the players' parameters, each field holding ∂V/∂ of the
// parameter of that name. For the logistic discriminator D(x) = σ(wx + c),
// whose derivatives are ∂D/∂w = D(1 − D)x and ∂D/∂c = D(1 − D),
//
//	∂V/∂w = E_{p_d}[(1 − D(x)) x] − E_{p_g}[D(x) x],
//	∂V/∂c = E_{p_d}[1 − D(x)] − E_{p_g}[D(x)];
//
// for D* they are 0 (D* is not a parameterised player). The generator
// moves its samples x = μ_g + σ_g z, so with h(x) = log(1 − D(x))
//
//	∂V/∂μ_g = E_{p_g}[h′(x)],  ∂V/∂σ_g = E_{p_g}[h′(x) (x − μ_g)/σ_g],
//
// where h′(x) = −w D(x) for the logistic D, and for D*
//
//	h′(x) = D*(x) ((x − μ_d)/σ_d² − (x − μ_g)/σ_g²),
//
// the derivative in x of log(1 − D*(x)) = log p_g − log(p_d + p_g). D* is
// held fixed: it maximises V at every x, so its own change with μ_g and σ_g
// adds nothing to the derivative of max_D V = −log 4 + 2·JSD (the envelope
// theorem). The expectations are integrated as those of GaussianGAN are.
func GaussianGANGradient(muD, sdD, muG, sdG, w, c float64, optimal bool) (GANPlayers, error) {
	if err := ganCheck(muD, sdD, muG, sdG, w, c); err != nil {
		return GANPlayers{}, err
	}
	var g GANPlayers
	turns := ganTurns(muD, sdD, muG, sdG, w, c, optimal)
	d := func(x float64) float64 { return Sigmoid(w*x + c) }
	hPrime := func(x float64) float64 { return -w * d(x) }
	if optimal {
		logOptimal := ganOptimal(muD, sdD, muG, sdG)
		hPrime = func(x float64) float64 {
			logD, _ := logOptimal(x)
			return math.Exp(logD) * ((x-muD)/(sdD*sdD) - (x-muG)/(sdG*sdG))
		}
	} else {
		g.W = expectation(ganExact, muD, sdD, muG, sdG, turns, func(x float64) float64 { return (1 - d(x)) * x }) -
			expectation(ganExact, muG, sdG, muD, sdD, turns, func(x float64) float64 { return d(x) * x })
		g.C = expectation(ganExact, muD, sdD, muG, sdG, turns, func(x float64) float64 { return 1 - d(x) }) -
			expectation(ganExact, muG, sdG, muD, sdD, turns, d)
	}
	g.MuG = expectation(ganExact, muG, sdG, muD, sdD, turns, hPrime)
	g.SdG = expectation(ganExact, muG, sdG, muD, sdD, turns, func(x float64) float64 { return hPrime(x) * (x - muG) / sdG })
	return g, nil
}

// GaussianGANStep is one step of alternating gradient training of the
// 1-D GAN game at the rate eta (η > 0): the logistic discriminator first
// climbs V,
//
//	w ← w + η ∂V/∂w,  c ← c + η ∂V/∂c,
//
// then the generator descends V against that new discriminator,
//
//	μ_g ← μ_g − η ∂V/∂μ_g,  σ_g ← max(σ_g − η ∂V/∂σ_g, minSd),
//
// with the gradients of GaussianGANGradient. With optimal the
// discriminator is D* of the generator, and only the generator steps: it
// descends max_D V = −log 4 + 2·JSD(p_d ‖ p_g); w and c are kept. The
// floor minSd > 0 keeps σ_g a spread. A step whose result is not finite
// (a rate too large: the players spiral out until they overflow) is an
// error wrapping ErrDiverged, returned with the players as the step left them, for the caller
// to show where the run broke down; an input that is not valid is an
// error with no players.
func GaussianGANStep(muD, sdD, muG, sdG, w, c float64, optimal bool, eta, minSd float64) (GANPlayers, error) {
	if !(eta > 0) || math.IsInf(eta, 1) {
		return GANPlayers{}, fmt.Errorf("gan: the learning rate η = %v must be positive and finite", eta)
	}
	if !(minSd > 0) || math.IsInf(minSd, 1) {
		return GANPlayers{}, fmt.Errorf("gan: the least σ_g = %v must be positive and finite", minSd)
	}
	next := GANPlayers{MuG: muG, SdG: sdG, W: w, C: c}
	if !optimal {
		g, err := GaussianGANGradient(muD, sdD, muG, sdG, w, c, false)
		if err != nil {
			return GANPlayers{}, err
		}
		next.W, next.C = w+eta*g.W, c+eta*g.C
	}
	g, err := GaussianGANGradient(muD, sdD, muG, sdG, next.W, next.C, optimal)
	if err != nil {
		return GANPlayers{}, err
	}
	next.MuG = muG - eta*g.MuG
	next.SdG = math.Max(sdG-eta*g.SdG, minSd)
	for _, v := range []float64{next.MuG, next.SdG, next.W, next.C} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return next, fmt.Errorf("gan: the step %w (μ_g = %v, σ_g = %v, w = %v, c = %v): the learning rate η = %v is too large", ErrDiverged, next.MuG, next.SdG, next.W, next.C, eta)
		}
	}
	return next, nil
}
