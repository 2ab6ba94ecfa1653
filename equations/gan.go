package equations

import (
	"errors"
	"math"

	"eqx/compute"
)

// The GAN game in one dimension: Gaussian data, a generator that shifts
// and scales Gaussian noise, and a discriminator that is either the best
// one for that generator or a logistic unit of its own.

// The discriminators of the 1-D GAN.
const (
	ganOptimal  = "optimal D*"
	ganLogistic = "logistic σ(wx + c)"
)

// ganMinSigma is the least σ_g of the slider, and the floor of σ_g in a
// training step: a step that would make the spread 0 or negative stops
// there.
const ganMinSigma = 0.1

func ganMinimax() *Spec {
	number := func(name, symbol, doc string, def, lo, hi float64, d Interval) Param {
		return Param{Name: name, Symbol: symbol, Doc: doc, Kind: Real, Default: def, Min: lo, Max: hi, Step: 0.05, Domain: d}
	}
	return &Spec{
		ID: "gan-minimax", Title: "GAN minimax game", Category: "generative",
		LaTeX: `\min_{G}\max_{D} V(D, G)`,
		Explanation: "A generative adversarial network trains two networks against each other: the discriminator D tries to tell real samples from generated ones, the generator G tries to fool it. " +
			"D maximises the value V while G minimises it, so training seeks a saddle point rather than a minimum, which is why GANs can oscillate or collapse. " +
			"For a fixed G the best discriminator is D*(x) = p_data(x)/(p_data(x) + p_g(x)), and then max_D V = −log 4 + 2·JSD(p_data ‖ p_g): the generator minimises the Jensen–Shannon divergence, and at the equilibrium p_g = p_data, D* = ½ everywhere and V = −log 4. " +
			"eqx plays the game in one dimension: data N(μ, σ²), a generator G(z) = μ_g + σ_g z of z ∼ N(0, 1), and either D* or a logistic discriminator of your own. " +
			"Step and Play train the two players by alternating gradient steps of rate η: the logistic D climbs V (w, c ← + η∇V), then G descends it (μ_g, σ_g ← − η∇V); against D*, G alone descends the Jensen–Shannon divergence. " +
			"Watch p_g slide onto the data; a logistic D, a straight boundary, sees only where the means are, so σ_g stops wherever D gives up.",
		Sources: []Source{{Seed: S0, Paper: "Goodfellow et al. (2014), Generative Adversarial Networks"}},
		Related: []string{"gan-value-function", "js-divergence"},
		Output:  `V(D, G)`,
		Params: []Param{
			number("mu_data", `\mu`, "the mean of the data distribution", 0, -5, 5, AnyReal),
			number("sigma_data", `\sigma`, "the spread of the data distribution", 1, 0.1, 3, Positive),
			number("mu_g", `\mu_g`, "the generator's shift: G(z) = μ_g + σ_g z", 2, -5, 5, AnyReal),
			number("sigma_g", `\sigma_g`, "the generator's scale", 0.5, ganMinSigma, 3, Positive),
			// The discriminator's form, its weights (used only by the
			// logistic D) and the rate (used only by Step and Play) may be
			// left out of a request: an equation asks only for what its
			// value uses.
			{Name: "D", Symbol: `D`, Doc: "the discriminator: the best one for this generator, or a logistic unit σ(wx + c)", Kind: Choice,
				Default: ganOptimal, Optional: true, Options: []string{ganOptimal, ganLogistic}},
			optionalWithDefault(number("w", `w`, "the logistic discriminator's weight", -1, -5, 5, AnyReal)),
			optionalWithDefault(number("c", `c`, "the logistic discriminator's bias", 1, -5, 5, AnyReal)),
			{Name: "eta", Symbol: `\eta`, Doc: "the learning rate of Step and Play: each gradient step moves the players by η∇V", Kind: Real,
				Default: 0.1, Optional: true, Min: 0.001, Max: 2, Step: 0.001, Log: true, Domain: Positive},
		},
		Eval: func(in Inputs) (any, error) { return ganValue(compute.GaussianGAN, in) },
		// The value as the generator moves, then the two densities with
		// the discriminator between them.
		// 41 integrals of V, one every 0.25 of μ_g, redone whenever an
		// input other than μ_g moves and at every training step, each to
		// a plot's accuracy (half the work of the value's). V bends over
		// about the spreads, so at the narrowest (0.1) the line is coarse
		// near its minimum; the value and its dot are exact.
		View: Stack{&Curve{X: "mu_g", Samples: 41, Sample: func(in Inputs) (float64, error) {
			return ganValue(compute.GaussianGANForPlot, in)
		}}, &Graph{Range: [2]float64{-5, 5}, Parts: []string{}, Overlays: []Overlay{
			{Label: "p_data(x)", F: func(in Inputs, x float64) (float64, bool) {
				return ganDensity(x, in.Real("mu_data"), in.Real("sigma_data"))
			}},
			{Label: "p_g(x)", F: func(in Inputs, x float64) (float64, bool) { return ganDensity(x, in.Real("mu_g"), in.Real("sigma_g")) }},
			{Label: "D(x)", Dashed: true, F: ganDiscriminator},
		}}},
	}
}

// ganValue is V of the game the inputs hold, by value (GaussianGAN, or
// its plot's accuracy).
func ganValue(value func(muD, sdD, muG, sdG, w, c float64, optimal bool) (float64, error), in Inputs) (float64, error) {
	return value(in.Real("mu_data"), in.Real("sigma_data"), in.Real("mu_g"), in.Real("sigma_g"),
		in.Real("w"), in.Real("c"), in.Choice("D") == ganOptimal)
}

// ganDensity is the Gaussian density at x, or false.
func ganDensity(x, mu, sd float64) (float64, bool) {
	p, err := compute.GaussianPDF(x, mu, sd)
	return p, err == nil
}

// ganDiscriminator is the chosen discriminator's D(x).
func ganDiscriminator(in Inputs, x float64) (float64, bool) {
	if in.Choice("D") != ganOptimal {
		return compute.Sigmoid(in.Real("w")*x + in.Real("c")), true
	}
	p, ok1 := ganDensity(x, in.Real("mu_data"), in.Real("sigma_data"))
	q, ok2 := ganDensity(x, in.Real("mu_g"), in.Real("sigma_g"))
	if !ok1 || !ok2 || p+q == 0 || math.IsNaN(p+q) {
		return 0, false // both densities underflow: D* is undefined there
	}
	return p / (p + q), true
}

// ganIteration trains the players of the 1-D game by alternating gradient
// steps (compute.GaussianGANStep at the rate eta, σ_g floored at
// ganMinSigma): the logistic discriminator climbs V, then the generator
// descends it; against D* the generator alone steps. The loss drawn is V
// itself, which D* makes −log 4 + 2·JSD.
func ganIteration() *Iteration {
	return &Iteration{
		Next: func(in Inputs, _ any) Inputs {
			next := in.Clone()
			p, err := compute.GaussianGANStep(in.Real("mu_data"), in.Real("sigma_data"), in.Real("mu_g"), in.Real("sigma_g"),
				in.Real("w"), in.Real("c"), in.Choice("D") == ganOptimal, in.Real("eta"), ganMinSigma)
			if err != nil && !errors.Is(err, compute.ErrDiverged) {
				return next // not from valid inputs
			}
			// A diverging step writes its players back as they came, not
			// finite: the page refuses them and stops the run there.
			next["mu_g"], next["sigma_g"], next["w"], next["c"] = p.MuG, p.SdG, p.W, p.C
			return next
		},
		Loss: func(in Inputs) (float64, bool) {
			return lossOK(compute.GaussianGAN(in.Real("mu_data"), in.Real("sigma_data"), in.Real("mu_g"), in.Real("sigma_g"),
				in.Real("w"), in.Real("c"), in.Choice("D") == ganOptimal))
		},
		LossLabel: "value V(D, G)",
	}
}
