//go:build !eqx_noui

package equations

import (
	"math"

	"eqx/compute"
	"eqx/compute/libm"
)

// Worked examples of the likelihood of i.i.d. data, its logarithm and its
// score, for the Bernoulli and the Gaussian model.

func workedLikelihood() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"likelihood-iid": func(in Inputs, out any) []string {
			data := in.Vector("data")
			if in.Choice("model") == "gaussian" {
				mu, sigma := in.Real("mu"), in.Real("sigma")
				ll, _ := compute.GaussianLogLikelihood(data, mu, sigma)
				return []string{
					`p(D \mid \mu, \sigma) = \prod_{k=1}^{` + ti(len(data)) + `}\frac{1}{\sqrt{2\pi}\,` + tn(sigma) + `}\exp\!\left(-\frac{(x_k - ` + tp(mu) + `)^2}{2\cdot ` + tb(sigma) + `^2}\right), \quad D = ` + tvec(data),
					gaussianLogLine(data, mu, sigma) + ` = ` + tn(ll),
					`p(D \mid \boldsymbol\theta) = e^{\ell} = e^{` + tn(ll) + `} = ` + resultTeX(out),
				}
			}
			k, n := ones(data), len(data)
			theta := in.Real("theta")
			return []string{
				`p(D \mid \theta) = \prod_{k=1}^{n} \theta^{x_k}(1 - \theta)^{1 - x_k} = \theta^{` + ti(k) + `}(1 - \theta)^{` + ti(n-k) + `}, \quad D = ` + tvec(data),
				`= ` + tb(theta) + `^{` + ti(k) + `}\,(1 - ` + tn(theta) + `)^{` + ti(n-k) + `} = ` + resultTeX(out),
			}
		},
		"log-likelihood": func(in Inputs, out any) []string {
			data := in.Vector("data")
			if in.Choice("model") == "gaussian" {
				return []string{`D = ` + tvec(data), gaussianLogLine(data, in.Real("mu"), in.Real("sigma")) + ` = ` + resultTeX(out)}
			}
			k, n := ones(data), len(data)
			theta := in.Real("theta")
			return []string{
				`\ell(\theta) = \sum_{k=1}^{n}\ln p(x_k \mid \theta) = ` + ti(k) + `\ln\theta + ` + ti(n-k) + `\ln(1 - \theta), \quad D = ` + tvec(data),
				`= ` + ti(k) + `\ln ` + tn(theta) + ` + ` + ti(n-k) + `\ln(1 - ` + tn(theta) + `) = ` + resultTeX(out),
			}
		},
		"mle-stationarity": func(in Inputs, out any) []string {
			data, theta := in.Vector("data"), in.Real("theta")
			if in.Choice("model") == "gaussian" {
				sigma := in.Real("sigma")
				r := make([]float64, len(data))
				for i, x := range data {
					r[i] = x - theta
				}
				mean, _ := compute.ArithmeticMean(data)
				return []string{
					`\frac{\partial \ell}{\partial \mu} = \frac{1}{\sigma^2}\sum_{k=1}^{n}(x_k - \mu) = \frac{1}{` + tb(sigma) + `^2}\left(` + tsumv(r) + `\right)`,
					`= ` + resultTeX(out) + ` \quad (\text{zero at } \hat{\mu} = \bar{x} = ` + tn(mean) + `)`,
				}
			}
			k, n := ones(data), len(data)
			lines := []string{`\frac{\partial \ell}{\partial \theta} = \frac{k}{\theta} - \frac{n - k}{1 - \theta}, \quad k = ` + ti(k) + `,\; n = ` + ti(n)}
			if theta > 0 && theta < 1 {
				lines = append(lines, `= `+tfrac(ti(k), tn(theta))+` - `+tfrac(ti(n-k), `1 - `+tn(theta))+` = `+tn(float64(k)/theta)+` - `+tn(float64(n-k)/(1-theta)))
			}
			return append(lines, `= `+resultTeX(out)+` \quad (\text{zero at } \hat{\theta} = k/n = `+tn(float64(k)/float64(n))+`)`)
		},
	}
}

// ones counts the entries equal to 1.
func ones(data []float64) int {
	k := 0
	for _, v := range data {
		if v == 1 {
			k++
		}
	}
	return k
}

// gaussianLogLine writes ℓ(μ, σ) = −n ln σ − (n/2) ln 2π − ½ Σ((x_k − μ)/σ)²
// with the values in it.
func gaussianLogLine(data []float64, mu, sigma float64) string {
	var ss float64
	for _, x := range data {
		z := (x - mu) / sigma
		if math.IsInf(x-mu, 0) { // as the kernel: x − μ overflows, σ may be as large
			z = x/sigma - mu/sigma
		}
		ss += z * z
	}
	n := len(data)
	return `\ell = -n\ln\sigma - \frac{n}{2}\ln 2\pi - \frac{1}{2}\sum_{k}\left(\frac{x_k - \mu}{\sigma}\right)^2 = -` +
		ti(n) + `\ln ` + tn(sigma) + ` - ` + tn(float64(n)/2) + `\ln 2\pi - \frac{1}{2}\cdot ` + tn(ss) +
		` = ` + tn(-float64(n)*libm.Log(sigma)) + ` - ` + tn(float64(n)/2*libm.Log(2*math.Pi)) + ` - ` + tn(ss/2) // libm: Go's assembly log is wrong for a subnormal σ (Go issue 56600)
}
