//go:build !eqx_noui

package equations

import "math"

// Snippets of the distributions.

func (distributionsFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"binomial-pmf": func(in Inputs) Snippet {
			n, k, p := in.Int("n"), in.Int("k"), in.Real("p")
			if n > 1000 && k <= n && p > 0 && p < 1 {
				// Beyond n = 1000, C(n, k) overflows and p^k underflows: the
				// snippets work in logs with lgamma, whose rounding grows
				// with n (eqx uses Loader's saddle-point expansion).
				return Snippet{
					NumPy: `# For n this large C(n, k) overflows and p**k underflows: work in logs.
log_pmf = math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1) + k * math.log(p) + (n - k) * math.log1p(-p)
print(math.exp(log_pmf))`,
					Go:  `fmt.Println(distuv.Binomial{N: float64(n), P: p}.Prob(float64(k)))`,
					Tol: 1e-6,
				}
			}
			return Snippet{
				NumPy: `print(math.comb(n, k) * p**k * (1 - p) ** (n - k) if k <= n else 0.0)`,
				Go: `pmf := 0.0 // no more than n successes in n trials
if k <= n {
	binom := 1.0 // C(n, k), as a product of k ratios
	for i := 1; i <= k; i++ {
		binom *= float64(n-k+i) / float64(i)
	}
	pmf = binom * math.Pow(p, float64(k)) * math.Pow(1-p, float64(n-k))
}
fmt.Println(pmf)`,
			}
		},
		"gaussian-pdf": func(in Inputs) Snippet {
			x, mu, sigma := in.Real("x"), in.Real("mu"), in.Real("sigma")
			if sigma < 1e-150 || sigma > 1e150 || !(math.Abs(x-mu) <= 1e150) {
				// σ√(2π) subnormal, σ² or (x − μ)² out of range (gonum's
				// Prob squares both), or x − μ overflowing: standardise
				// first, term by term if need be, and divide inside the
				// exponent, as eqx does.
				return Snippet{
					NumPy: `# Extreme inputs: standardise first (x − mu may overflow) and divide inside the exponent
z = x / sigma - mu / sigma if math.isinf(x - mu) else (x - mu) / sigma
print(float(np.exp(-z * z / 2 - math.log(sigma) - math.log(2 * math.pi) / 2)))`,
					Go: `// Extreme inputs: standardise first (x − mu may overflow) and divide inside the exponent
z := (x - mu) / sigma
if math.IsInf(x-mu, 0) {
	z = x/sigma - mu/sigma
}
// math.Log is wrong for a subnormal argument on amd64 (Go issue 56600): take sigma's exponent out
frac, exp := math.Frexp(sigma)
logSigma := math.Log(frac) + float64(exp)*math.Ln2
fmt.Println(math.Exp(-z*z/2 - logSigma - math.Log(2*math.Pi)/2))`,
				}
			}
			return Snippet{
				NumPy: `z = (x - mu) / sigma
print(math.exp(-z * z / 2) / (sigma * math.sqrt(2 * math.pi)))`,
				Go: `fmt.Println(distuv.Normal{Mu: mu, Sigma: sigma}.Prob(x))`,
			}
		},
		"multivariate-gaussian-pdf": same(Snippet{
			// solve and slogdet instead of inv and det: stable, and the
			// determinant of a tiny or huge Σ stays in range as a log.
			NumPy: `d = x - mu
_, logdet = np.linalg.slogdet(Sigma)
print(np.exp(-(d @ np.linalg.solve(Sigma, d) + logdet + d.size * np.log(2 * np.pi)) / 2))`,
			Go: `n := len(x)
flat := make([]float64, 0, n*n)
for _, row := range Sigma {
	flat = append(flat, row...)
}
var chol mat.Cholesky
if !chol.Factorize(mat.NewSymDense(n, flat)) {
	panic("Sigma is not positive definite")
}
d := mat.NewVecDense(n, nil)
d.SubVec(mat.NewVecDense(n, x), mat.NewVecDense(n, mu))
var sd mat.VecDense // Σ⁻¹(x − μ)
chol.SolveVecTo(&sd, d)
fmt.Println(math.Exp(-(mat.Dot(d, &sd) + chol.LogDet() + float64(n)*math.Log(2*math.Pi)) / 2))`,
		}),
		"anomaly-detection-density": func(in Inputs) Snippet {
			if in.Has("fit_X") {
				return Snippet{
					NumPy: `# Fitted to the rows of fit_X, mu and sigma2 replace the given ones.
mu = fit_X.mean(axis=0)
sigma2 = fit_X.var(axis=0)  # the population variance, 1/m
log_p = np.sum(-((x - mu) ** 2) / (2 * sigma2) - np.log(2 * np.pi * sigma2) / 2)
print({"p": np.exp(log_p), "log_p": log_p, "anomaly": log_p < np.log(epsilon), "mu": mu, "sigma2": sigma2})`,
					Go: `// Fitted to the rows of fit_X, mu and sigma2 replace the given ones.
mu, sigma2 = make([]float64, len(x)), make([]float64, len(x))
column := make([]float64, len(fit_X))
logP := 0.0 // the sum of the features' log densities
for j := range x {
	for i, row := range fit_X {
		column[i] = row[j]
	}
	mu[j], sigma2[j] = stat.PopMeanVariance(column, nil) // the population variance, 1/m
	logP += distuv.Normal{Mu: mu[j], Sigma: math.Sqrt(sigma2[j])}.LogProb(x[j])
}
fmt.Println(map[string]any{"p": math.Exp(logP), "log_p": logP, "anomaly": logP < math.Log(epsilon), "mu": mu, "sigma2": sigma2})`,
				}
			}
			return Snippet{
				NumPy: `log_p = np.sum(-((x - mu) ** 2) / (2 * sigma2) - np.log(2 * np.pi * sigma2) / 2)
print({"p": np.exp(log_p), "log_p": log_p, "anomaly": log_p < np.log(epsilon)})`,
				Go: `logP := 0.0 // the sum of the features' log densities
for j := range x {
	logP += distuv.Normal{Mu: mu[j], Sigma: math.Sqrt(sigma2[j])}.LogProb(x[j])
}
fmt.Println(map[string]any{"p": math.Exp(logP), "log_p": logP, "anomaly": logP < math.Log(epsilon)})`,
			}
		},
	}
}
