//go:build !eqx_noui

package equations

import (
	"math"

	"eqx/compute"
)

// workedGANMinimax writes the value of the 1-D game as its two
// expectations, and for the best discriminator the Jensen–Shannon
// divergence it measures.
func workedGANMinimax(in Inputs, out any) []string {
	V, ok := out.(float64)
	muD, sdD, muG, sdG := in.Real("mu_data"), in.Real("sigma_data"), in.Real("mu_g"), in.Real("sigma_g")
	w, c, optimal := in.Real("w"), in.Real("c"), in.Choice("D") == ganOptimal
	onData, onGen, err := compute.GaussianGANTerms(muD, sdD, muG, sdG, w, c, optimal)
	if !ok || err != nil {
		return fallback(`V(D, G)`, out)
	}
	dists := `p_{\text{data}} = \mathcal{N}(` + tn(muD) + `, ` + tn(sdD) + `^2), \quad p_g = \mathcal{N}(` + tn(muG) + `, ` + tn(sdG) + `^2)`
	sum := `= ` + tn(onData) + ` + ` + tp(onGen) + ` = ` + tn(V)
	if !optimal {
		return append([]string{
			dists,
			`D(x) = \sigma(` + tn(w) + `\,x + ` + tp(c) + `)`,
			`V(D, G) = \mathbb{E}_{p_{\text{data}}}\left[\log D(x)\right] + \mathbb{E}_{p_g}\left[\log\bigl(1 - D(x)\bigr)\right]`,
			sum,
		}, workedGANStep(in, V)...)
	}
	// JSD ≥ 0, but at the optimum V + log 4 rounds to a few −1e−16.
	jsd := math.Max(0, (V+2*math.Ln2)/2)
	return append([]string{
		dists,
		`D^*(x) = \frac{p_{\text{data}}(x)}{p_{\text{data}}(x) + p_g(x)}`,
		`\max_D V(D, G) = \mathbb{E}_{p_{\text{data}}}\left[\log D^*(x)\right] + \mathbb{E}_{p_g}\left[\log\bigl(1 - D^*(x)\bigr)\right]`,
		sum,
		`\mathrm{JSD}(p_{\text{data}} \,\|\, p_g) = \frac{V + \log 4}{2} = \frac{` + tn(V) + ` + ` + tn(2*math.Ln2) + `}{2} = ` + tn(jsd),
		// The identity the generator's minimum rests on, ending with V.
		`V = -\log 4 + 2\,\mathrm{JSD} = ` + tn(-2*math.Ln2) + ` + 2\cdot ` + tn(jsd) + ` = ` + tn(V),
	}, workedGANStep(in, V)...)
}

// workedGANStep writes the next training step (what Step does): the
// logistic D's ascent, then the generator's descent against the new D,
// with the gradients of compute.GaussianGANGradient (σ_g floored at
// ganMinSigma); nothing where the step cannot be taken. V is the value
// before the step.
func workedGANStep(in Inputs, V float64) []string {
	muD, sdD, muG, sdG := in.Real("mu_data"), in.Real("sigma_data"), in.Real("mu_g"), in.Real("sigma_g")
	w, c, eta, optimal := in.Real("w"), in.Real("c"), in.Real("eta"), in.Choice("D") == ganOptimal
	var lines []string
	if !optimal {
		g, err := compute.GaussianGANGradient(muD, sdD, muG, sdG, w, c, false)
		if err != nil {
			return nil
		}
		nw, nc := w+eta*g.W, c+eta*g.C
		lines = append(lines,
			`\text{step of rate } \eta = `+tn(eta)+`\text{: } D \text{ climbs } V`,
			`(w, c) \gets (w, c) + \eta\,\nabla_{w,c} V`,
			`w \gets `+tn(w)+` + `+tn(eta)+`\cdot `+tp(g.W)+` = `+tn(nw),
			`c \gets `+tn(c)+` + `+tn(eta)+`\cdot `+tp(g.C)+` = `+tn(nc),
			`\text{then } G \text{ descends } V \text{ against the new } D`,
			`(\mu_g, \sigma_g) \gets (\mu_g, \sigma_g) - \eta\,\nabla_{\mu_g,\sigma_g} V`)
		w, c = nw, nc
	} else {
		lines = append(lines, `\text{step of rate } \eta = `+tn(eta)+`\text{: } G \text{ descends } V = -\log 4 + 2\,\mathrm{JSD}`,
			`(\mu_g, \sigma_g) \gets (\mu_g, \sigma_g) - \eta\,\nabla V`)
	}
	g, err := compute.GaussianGANGradient(muD, sdD, muG, sdG, w, c, optimal)
	if err != nil {
		return nil
	}
	nmu, nsd := muG-eta*g.MuG, math.Max(sdG-eta*g.SdG, ganMinSigma)
	lines = append(lines,
		`\mu_g \gets `+tn(muG)+` - `+tn(eta)+`\cdot `+tp(g.MuG)+` = `+tn(nmu),
		`\sigma_g \gets \max\bigl(`+tn(sdG)+` - `+tn(eta)+`\cdot `+tp(g.SdG)+`,\ `+tn(ganMinSigma)+`\bigr) = `+tn(nsd))
	// The value before the step, the result, last; and after it.
	next, err := compute.GaussianGAN(muD, sdD, nmu, nsd, w, c, optimal)
	if err != nil {
		return nil
	}
	return append(lines, `V(D, G) = `+tn(V)+` \;\to\; `+tn(next)+` \text{ after the step}`)
}
