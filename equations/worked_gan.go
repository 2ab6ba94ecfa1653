package equations

import (
	"math"

	"eqx/compute"
)

// workedGAN writes the value of the 1-D game as its two expectations, and
// for the best discriminator the Jensen–Shannon divergence it measures.
func workedGAN() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{"gan-minimax": workedGANMinimax}
}

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
		return []string{
			dists,
			`D(x) = \sigma(` + tn(w) + `\,x + ` + tp(c) + `)`,
			`V(D, G) = \mathbb{E}_{p_{\text{data}}}\left[\log D(x)\right] + \mathbb{E}_{p_g}\left[\log\bigl(1 - D(x)\bigr)\right]`,
			sum,
		}
	}
	jsd := (V + math.Log(4)) / 2
	return []string{
		dists,
		`D^*(x) = \frac{p_{\text{data}}(x)}{p_{\text{data}}(x) + p_g(x)}`,
		`\max_D V(D, G) = \mathbb{E}_{p_{\text{data}}}\left[\log D^*(x)\right] + \mathbb{E}_{p_g}\left[\log\bigl(1 - D^*(x)\bigr)\right]`,
		sum,
		`\mathrm{JSD}(p_{\text{data}} \,\|\, p_g) = \frac{V + \log 4}{2} = \frac{` + tn(V) + ` + ` + tn(math.Log(4)) + `}{2} = ` + tn(jsd),
		// The identity the generator's minimum rests on, ending with V.
		`V = -\log 4 + 2\,\mathrm{JSD} = ` + tn(-math.Log(4)) + ` + 2\cdot ` + tn(jsd) + ` = ` + tn(V),
	}
}
