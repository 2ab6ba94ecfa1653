package equations

import "eqx/compute"

// generativeFamily is the generative models: the GAN game, the VAE and
// diffusion (a family of the catalogue: family.go).
type generativeFamily struct{}

func (generativeFamily) specs() []*Spec {
	minimax := ganMinimax()

	value := &Spec{
		ID: "gan-value-function", Title: "GAN value function", Category: "generative",
		LaTeX: `V(D, G) = \mathbb{E}_{x \sim p_{\text{data}}(x)}\left[\log D(x)\right] + \mathbb{E}_{z \sim p_z(z)}\left[\log\bigl(1 - D(G(z))\bigr)\right]`,
		Explanation: "The value of the GAN game is the discriminator's log-likelihood of labelling real samples 1 and generated samples 0, the negative of a binary cross-entropy. " +
			"Here it is estimated from samples: the mean of log D on real data plus the mean of log(1 − D) on fakes. " +
			"It is at most 0; a discriminator that can only guess ½ everywhere scores −2 log 2 ≈ −1.386, the value at the game's optimum.",
		Sources: []Source{{Seed: S0, Paper: "Goodfellow et al. (2014), Generative Adversarial Networks"}},
		Related: []string{"gan-minimax", "binary-cross-entropy"},
		Params: []Param{
			{Name: "D_real", Symbol: `D(x)`, Doc: "the discriminator's outputs on real samples", Kind: Vector, Default: []float64{0.9, 0.8},
				Min: 0, Max: 1, Step: 0.01, Domain: Unit, MinLen: 1, MaxLen: 8},
			{Name: "D_fake", Symbol: `D(G(z))`, Doc: "the discriminator's outputs on generated samples", Kind: Vector, Default: []float64{0.1, 0.3},
				Min: 0, Max: 1, Step: 0.01, Domain: Unit, MinLen: 1, MaxLen: 8},
		},
		Eval:   func(in Inputs) (any, error) { return compute.GANValue(in.Vector("D_real"), in.Vector("D_fake")) },
		Output: `V(D, G)`,
		View:   &Bars{Of: "D_fake"},
	}

	vae := &Spec{
		ID: "vae-reparameterization", Title: "VAE reparameterisation trick", Category: "generative",
		LaTeX: `z = \mu + \sigma\,\epsilon, \;\; \epsilon \sim \mathcal{N}(0, 1) \qquad \mathbf{z} = \boldsymbol\mu + \boldsymbol\sigma \odot \boldsymbol\epsilon, \;\; \boldsymbol\epsilon \sim \mathcal{N}(\mathbf{0}, I)`,
		Explanation: "A variational autoencoder's encoder outputs a mean μ and a spread σ, and the decoder needs a sample z from N(μ, σ²). " +
			"Drawing the randomness ε from a fixed standard normal and shifting and scaling it makes z a smooth function of μ and σ, so gradients flow through the sampling step. " +
			"For vectors the scaling is element-wise (a diagonal covariance); the seed's shared σ²I is the special case of one σ, which a single number here broadcasts to.",
		Sources: []Source{{Seed: S0, Paper: "Kingma & Welling (2013), Auto-Encoding Variational Bayes"}},
		Errata: []Erratum{{
			Source:  S0,
			Wrote:   `\text{we sample } \epsilon\text{, than } z \text{ is produced by}`,
			Correct: `\text{we sample } \epsilon\text{, then } z \text{ is produced by}`,
			Why:     "A slip in the prose around the formula: “then”, not “than”; the formula z = μ + ε·σ is right.",
		}},
		Related: []string{"diffusion-forward", "kl-divergence", "gaussian-pdf"},
		Params: []Param{
			{Name: "mu", Symbol: `\mu`, Doc: "the mean: a number, or a list for a vector z", Kind: Numbers, Default: 1.0,
				Min: -3, Max: 3, Step: 0.01, Domain: AnyReal, MaxLen: 8},
			{Name: "sigma", Symbol: `\sigma`, Doc: "the standard deviation (≥ 0): a number (shared by all entries) or a list like mu", Kind: Numbers,
				Default: 2.0, Optional: true, Min: 0, Max: 3, Step: 0.01, Domain: NonNegative, MaxLen: 8, SameLen: "mu"},
			{Name: "epsilon", Symbol: `\epsilon`, Doc: "the standard normal draw, shaped like mu", Kind: Numbers, Default: 0.5,
				Min: -3, Max: 3, Step: 0.01, Domain: AnyReal, MaxLen: 8, SameLen: "mu"},
			{Name: "log_var", Symbol: `\log\sigma^2`, Doc: "the log-variance, the encoder's usual output; when given it replaces sigma", Kind: Numbers,
				Optional: true, Example: 0.0, Min: -4, Max: 4, Step: 0.01, Domain: AnyReal, MaxLen: 8, SameLen: "mu"},
		},
		Eval: func(in Inputs) (any, error) {
			spread := "sigma"
			if in.Has("log_var") {
				spread = "log_var"
			}
			v, scalar, err := broadcastNumbers(in, "mu", spread, "epsilon")
			if err != nil {
				return nil, err
			}
			mu, s, eps := v[0], v[1], v[2]
			var z []float64
			if spread == "log_var" {
				z, err = compute.ReparameterizeLogVar(nil, mu, s, eps)
			} else {
				z, err = compute.Reparameterize(nil, mu, s, eps)
			}
			return shaped(z, scalar), err
		},
		Output: `z`,
		View:   &Curve{X: "epsilon"},
	}

	diffusion := &Spec{
		ID: "diffusion-forward", Title: "Diffusion forward (noising) process", Category: "generative",
		LaTeX: `\mathbf{x}_t = \sqrt{\bar\alpha_t}\,\mathbf{x}_0 + \sqrt{1 - \bar\alpha_t}\,\boldsymbol\epsilon, \quad \boldsymbol\epsilon \sim \mathcal{N}(\mathbf{0}, I), \quad \bar\alpha_t = \prod_{s=1}^{t}(1 - \beta_s)`,
		Explanation: "A diffusion model destroys data by adding Gaussian noise over many small steps and learns to undo them. " +
			"The forward process has a closed form: x_t is a blend of the clean x_0 and fresh noise, with weights whose squares sum to 1, so the sample can be drawn for any t directly. " +
			"As t grows, ᾱ_t falls from 1 towards 0 and x_t drifts from the data to pure noise N(0, I); the network is trained to predict ε from x_t.",
		Sources: src(S4),
		Errata: []Erratum{{
			Source:  S4,
			Wrote:   `x_t = \sqrt{\alpha_t} x_0 + \sqrt{1 - \alpha_t} \epsilon`,
			Correct: `\mathbf{x}_t = \sqrt{\bar\alpha_t}\,\mathbf{x}_0 + \sqrt{1 - \bar\alpha_t}\,\boldsymbol\epsilon, \quad \bar\alpha_t = \prod_{s=1}^{t} \alpha_s = \prod_{s=1}^{t}(1 - \beta_s)`,
			Why: "In the usual notation α_t = 1 − β_t keeps the signal of a single step, from x_{t−1} to x_t; jumping from x_0 to x_t at once needs the cumulative product ᾱ_t. " +
				"With α_t the formula holds only for t = 1.",
		}},
		Related: []string{"vae-reparameterization", "gaussian-pdf"},
		Params: []Param{
			{Name: "x0", Symbol: `\mathbf{x}_0`, Doc: "the clean data: a number or a list", Kind: Numbers, Default: 1.0,
				Min: -3, Max: 3, Step: 0.01, Domain: AnyReal, MaxLen: 8},
			{Name: "alpha_bar", Symbol: `\bar\alpha_t`, Doc: "the cumulative signal level: 1 is clean data, 0 pure noise", Kind: Real, Default: 0.9,
				Min: 0, Max: 1, Step: 0.01, Domain: Unit},
			{Name: "epsilon", Symbol: `\boldsymbol\epsilon`, Doc: "the standard normal draw, shaped like x0", Kind: Numbers, Default: 0.5,
				Min: -3, Max: 3, Step: 0.01, Domain: AnyReal, MaxLen: 8, SameLen: "x0"},
		},
		Eval: func(in Inputs) (any, error) {
			v, scalar, err := broadcastNumbers(in, "x0", "epsilon")
			if err != nil {
				return nil, err
			}
			xt, err := compute.DiffusionForward(nil, v[0], v[1], in.Real("alpha_bar"))
			return shaped(xt, scalar), err
		},
		Output: `\mathbf{x}_t`,
		View:   Stack{&Curve{X: "alpha_bar"}, &Noising{X: "alpha_bar", Data: "x0", Title: "the data x₀ noised along the schedule, seeded ε"}},
	}
	return []*Spec{minimax, value, vae, diffusion}
}

// iterations are how the family's update rules repeat (Step, Play, Reset).
func (generativeFamily) iterations() map[string]*Iteration {
	return map[string]*Iteration{
		"gan-minimax": ganIteration(),
	}
}
