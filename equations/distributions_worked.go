//go:build !eqx_noui

package equations

import (
	"math"

	"gonum.org/v1/gonum/mat"

	"eqx/compute"
)

// Worked examples of the probability distributions.

func (distributionsFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"binomial-pmf": workedBinomial,
		"gaussian-pdf": func(in Inputs, out any) []string {
			x, mu, sigma := in.Real("x"), in.Real("mu"), in.Real("sigma")
			z := (x - mu) / sigma
			if math.IsInf(x-mu, 0) && !math.IsInf(x, 0) { // as the kernel: x − μ overflows, σ may be as large
				z = x/sigma - mu/sigma
			}
			return []string{
				`p(` + tn(x) + `) = \frac{1}{\sqrt{2\pi\cdot ` + tb(sigma) + `^2}}\exp\!\left(-\frac{(` + tn(x) + ` - ` + tp(mu) + `)^2}{2\cdot ` + tb(sigma) + `^2}\right)`,
				`= \frac{1}{` + tn(sigma*math.Sqrt(2*math.Pi)) + `}\,e^{` + tn(-z*z/2) + `} = ` + resultTeX(out),
			}
		},
		"multivariate-gaussian-pdf": workedMultivariateGaussian,
		"anomaly-detection-density": workedAnomaly,
	}
}

func workedBinomial(in Inputs, out any) []string {
	n, k, p := in.Int("n"), in.Int("k"), in.Real("p")
	if k > n || k < 0 {
		return []string{`k = ` + ti(k) + ` \notin \{0, \dots, ` + ti(n) + `\}:\quad P(X = ` + ti(k) + `) = ` + resultTeX(out)}
	}
	lines := []string{`P(X = ` + ti(k) + `) = \binom{` + ti(n) + `}{` + ti(k) + `}\,` + tb(p) + `^{` + ti(k) + `}\,(1 - ` + tn(p) + `)^{` + ti(n) + ` - ` + ti(k) + `}`}
	lc, _ := math.Lgamma(float64(n) + 1)
	lk, _ := math.Lgamma(float64(k) + 1)
	lnk, _ := math.Lgamma(float64(n-k) + 1)
	c := math.Exp(lc - lk - lnk)
	if c < 1<<53 {
		c = math.Round(c) // a count: the rounding error of the logs is far below 1/2
	}
	pk, qk := math.Pow(p, float64(k)), math.Pow(1-p, float64(n-k))
	if !math.IsInf(c, 1) && pk > 0 && qk > 0 {
		lines = append(lines, `= `+tn(c)+` \cdot `+tn(pk)+` \cdot `+tn(qk))
	}
	return append(lines, `= `+resultTeX(out))
}

// workedMultivariateGaussian shows x − μ, |Σ| and the squared Mahalanobis
// distance (x − μ)ᵀΣ⁻¹(x − μ), solved through the Cholesky factor as the
// kernel does, then the density.
func workedMultivariateGaussian(in Inputs, out any) []string {
	x, mu, S := in.Vector("x"), in.Vector("mu"), in.Matrix("Sigma")
	d := len(x)
	if len(mu) != d || len(S) != d {
		return fallback(`p(\mathbf{x})`, out)
	}
	sym := mat.NewSymDense(d, nil)
	for i := range d {
		if len(S[i]) != d {
			return fallback(`p(\mathbf{x})`, out)
		}
		for j := i; j < d; j++ {
			sym.SetSym(i, j, S[i][j]+(S[j][i]-S[i][j])/2)
		}
	}
	var chol mat.Cholesky
	if !chol.Factorize(sym) {
		return fallback(`p(\mathbf{x})`, out)
	}
	diff := make([]float64, d)
	for i := range x {
		diff[i] = x[i] - mu[i]
	}
	var v mat.VecDense
	m2 := math.NaN()
	if err := chol.SolveVecTo(&v, mat.NewVecDense(d, diff)); err == nil {
		m2 = mat.Dot(mat.NewVecDense(d, diff), &v)
	}
	det := math.Exp(chol.LogDet())
	half := tn(float64(d) / 2)
	return []string{
		`\mathbf{x} - \boldsymbol\mu = ` + tvec(diff) + `, \quad \Sigma = ` + tmat(S) + `, \quad |\Sigma| = ` + tn(det),
		`(\mathbf{x} - \boldsymbol\mu)^\top\Sigma^{-1}(\mathbf{x} - \boldsymbol\mu) = ` + tn(m2),
		`p(\mathbf{x}) = \frac{1}{(2\pi)^{` + half + `}\,` + tb(det) + `^{1/2}}\exp\!\left(-\frac{1}{2}\cdot ` + tn(m2) + `\right) = ` + resultTeX(out),
	}
}

// workedAnomaly shows the fitted parameters (fit_X form), the density of
// each feature, their product and the comparison with ε.
func workedAnomaly(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	p, ok1 := res["p"].(float64)
	logp, ok2 := res["log_p"].(float64)
	anomaly, ok3 := res["anomaly"].(bool)
	if !ok || !ok1 || !ok2 || !ok3 {
		return []string{`p(\mathbf{x}) = \text{?}`}
	}
	x, mu, s2 := in.Vector("x"), in.Vector("mu"), in.Vector("sigma2")
	var lines []string
	if fm, ok := res["mu"].([]float64); ok {
		fs, _ := res["sigma2"].([]float64)
		mu, s2 = fm, fs
		lines = append(lines, `X = `+tmat(in.Matrix("fit_X"))+`:\quad \mu_j = `+tvec(mu)+`, \quad \sigma_j^2 = `+tvec(s2))
	}
	if len(mu) != len(x) || len(s2) != len(x) {
		return []string{`p(\mathbf{x}) = ` + tn(p)}
	}
	dens := make([]float64, len(x))
	for j := range x {
		dens[j], _ = compute.GaussianPDF(x[j], mu[j], math.Sqrt(s2[j]))
	}
	eps := in.Real("epsilon")
	verdict := tn(p) + ` \ge \varepsilon = ` + tn(eps) + ` \;\Rightarrow\; \text{normal}`
	if anomaly {
		verdict = tn(p) + ` < \varepsilon = ` + tn(eps) + ` \;\Rightarrow\; \text{anomaly}`
	}
	return append(lines,
		`p(x_j; \mu_j, \sigma_j^2) = `+tvecOf(len(x), func(j int) string {
			return `\mathcal{N}(` + tn(x[j]) + `; ` + tn(mu[j]) + `, ` + tn(s2[j]) + `)`
		})+` = `+tvec(dens),
		`p(\mathbf{x}) = \prod_{j=1}^{`+ti(len(x))+`} p(x_j; \mu_j, \sigma_j^2) = `+tprod(len(dens), func(j int) string { return tn(dens[j]) })+`, \quad \ln p(\mathbf{x}) = `+tn(logp),
		`p(\mathbf{x}) = `+verdict)
}
