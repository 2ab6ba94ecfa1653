//go:build !eqx_noui

package equations

import (
	"math"

	"eqx/compute/libm"
)

// Worked examples of the generative models: the GAN value as its two
// sample means of logs, the VAE's reparameterised sample and the
// diffusion forward process, each with the numbers (or, for lists, the
// vectors) substituted.

func (generativeFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"gan-value-function":     workedGANValue,
		"vae-reparameterization": workedReparameterization,
		"diffusion-forward":      workedDiffusionForward,
		"gan-minimax":            workedGANMinimax,
	}
}

// workedGANValue shows the mean of log D on the real samples and of
// log(1 − D) on the fakes, then their sum.
func workedGANValue(in Inputs, out any) []string {
	dr, df := in.Vector("D_real"), in.Vector("D_fake")
	if len(dr) == 0 || len(df) == 0 {
		return fallback(`V(D, G)`, out)
	}
	lr, lf := make([]float64, len(dr)), make([]float64, len(df))
	for i, d := range dr {
		lr[i] = libm.Log(d) // math.Log is wrong for a subnormal d on amd64
	}
	for j, d := range df {
		lf[j] = math.Log1p(-d) // as the kernel: a small d keeps its digits
	}
	// Sums of logs that are all ≤ 0 or −∞: never ∞ − ∞.
	mr := sumOf(lr) / float64(len(dr))
	mf := sumOf(lf) / float64(len(df))
	// Each mean on two lines: the logs to take, then their values, so
	// that eight samples still fit the column.
	mean := func(n int) string { return `\frac{1}{` + ti(n) + `}` }
	return []string{
		mean(len(dr)) + `\sum_i \log D(x_i) = ` + mean(len(dr)) + `\left(` + tsum(len(dr), func(i int) string { return `\log ` + tn(dr[i]) }) + `\right)`,
		`= ` + mean(len(dr)) + `\left(` + tsumv(lr) + `\right) = ` + tn(mr),
		mean(len(df)) + `\sum_j \log\bigl(1 - D(G(z_j))\bigr) = ` + mean(len(df)) + `\left(` + tsum(len(df), func(j int) string { return `\log(1 - ` + tn(df[j]) + `)` }) + `\right)`,
		`= ` + mean(len(df)) + `\left(` + tsumv(lf) + `\right) = ` + tn(mf),
		`V(D, G) = ` + tn(mr) + tsigned(mf) + ` = ` + resultTeX(out),
	}
}

// workedReparameterization shows σ from the log-variance when it is given,
// then z = μ + σε with the numbers, entry-wise for lists (a single number
// is broadcast to the others' length, as Eval does).
func workedReparameterization(in Inputs, out any) []string {
	spread := "sigma"
	if in.Has("log_var") {
		spread = "log_var"
	}
	v, scalar, err := broadcastNumbers(in, "mu", spread, "epsilon")
	if err != nil || len(v[0]) == 0 || len(v[1]) != len(v[0]) || len(v[2]) != len(v[0]) {
		return fallback(`z`, out)
	}
	mu, s, eps := v[0], v[1], v[2]
	var lines []string
	sigma := s
	if spread == "log_var" {
		sigma = make([]float64, len(s))
		for i := range s {
			sigma[i] = math.Exp(s[i] / 2)
		}
		if scalar {
			lines = append(lines, `\sigma = e^{\frac{1}{2}\log\sigma^2} = e^{`+tn(s[0])+`/2} = `+tn(sigma[0]))
		} else {
			lines = append(lines, `\boldsymbol\sigma = \exp\!\left(\tfrac{1}{2}\log\boldsymbol\sigma^2\right) = \exp\!\left(\tfrac{1}{2}`+tvec(s)+`\right) = `+tvec(sigma))
		}
	}
	if scalar {
		return append(lines, `z = \mu + \sigma\,\epsilon = `+tn(mu[0])+` + `+tb(sigma[0])+`\cdot `+tp(eps[0])+` = `+resultTeX(out))
	}
	lines = append(lines,
		`\mathbf{z} = \boldsymbol\mu + \boldsymbol\sigma \odot \boldsymbol\epsilon = `+tvec(mu)+` + `+tvec(sigma)+` \odot `+tvec(eps),
		`= `+tvec(mu)+` + `+tvecOf(len(mu), func(i int) string { return tn(sigma[i] * eps[i]) }))
	return withResult(lines, len(mu), resultTeX(out))
}

// withResult ends lines with " = result": on the last line for vectors
// of up to elideHead entries, on a line of its own for longer ones, when
// a third vector of up to five shown entries would not fit the column.
func withResult(lines []string, n int, result string) []string {
	if n > elideHead {
		return append(lines, `= `+result)
	}
	lines[len(lines)-1] += ` = ` + result
	return lines
}

// workedDiffusionForward shows the two weights √ᾱ and √(1 − ᾱ), whose
// squares sum to 1, and the blend of x₀ and ε.
func workedDiffusionForward(in Inputs, out any) []string {
	ab := in.Real("alpha_bar")
	v, scalar, err := broadcastNumbers(in, "x0", "epsilon")
	if err != nil || len(v[0]) == 0 || len(v[1]) != len(v[0]) {
		return fallback(`\mathbf{x}_t`, out)
	}
	x0, eps := v[0], v[1]
	a, b := math.Sqrt(ab), math.Sqrt(1-ab)
	head := `\mathbf{x}_t = \sqrt{\bar\alpha_t}\,\mathbf{x}_0 + \sqrt{1 - \bar\alpha_t}\,\boldsymbol\epsilon = \sqrt{` + tn(ab) + `}\,\mathbf{x}_0 + \sqrt{1 - ` + tn(ab) + `}\,\boldsymbol\epsilon`
	if scalar {
		head = `x_t = \sqrt{\bar\alpha_t}\,x_0 + \sqrt{1 - \bar\alpha_t}\,\epsilon = \sqrt{` + tn(ab) + `}\cdot ` + tp(x0[0]) + ` + \sqrt{1 - ` + tn(ab) + `}\cdot ` + tp(eps[0])
		return []string{
			head,
			`= ` + tn(a) + `\cdot ` + tp(x0[0]) + ` + ` + tn(b) + `\cdot ` + tp(eps[0]) + ` = ` + tn(a*x0[0]) + tsigned(b*eps[0]) + ` = ` + resultTeX(out),
		}
	}
	sx, se := make([]float64, len(x0)), make([]float64, len(eps))
	for i := range x0 {
		sx[i], se[i] = a*x0[i], b*eps[i]
	}
	return withResult([]string{
		head,
		`= ` + tn(a) + `\,` + tvec(x0) + ` + ` + tn(b) + `\,` + tvec(eps),
		`= ` + tvec(sx) + ` + ` + tvec(se),
	}, len(x0), resultTeX(out))
}
