//go:build !eqx_noui

package equations

// Snippets of the statistics.

func (statisticsFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"mean": same(Snippet{
			NumPy: `print(x.mean())`,
			Go:    `fmt.Println(stat.Mean(x, nil))`,
		}),
		"standard-deviation": func(in Inputs) Snippet {
			return Snippet{
				NumPy: `print(x.std(ddof=ddof))`,
				Go: goSpread(in.Int("ddof"),
					`fmt.Println(stat.PopStdDev(x, nil))`,
					`fmt.Println(stat.StdDev(x, nil))`,
					`fmt.Println(math.Sqrt(stat.PopVariance(x, nil) * n / (n - float64(ddof))))`),
			}
		},
		"variance": func(in Inputs) Snippet {
			return Snippet{
				NumPy: `print(x.var(ddof=ddof))`,
				Go: goSpread(in.Int("ddof"),
					`fmt.Println(stat.PopVariance(x, nil))`,
					`fmt.Println(stat.Variance(x, nil))`,
					`fmt.Println(stat.PopVariance(x, nil) * n / (n - float64(ddof)))`),
			}
		},
		"z-score-standardization": func(in Inputs) Snippet {
			z := `z := make([]float64, len(x))
for i, v := range x {
	z[i] = stat.StdScore(v, mean, std)
}
fmt.Println(z)`
			return Snippet{
				NumPy: `print((x - x.mean()) / x.std(ddof=ddof))`,
				Go: goSpread(in.Int("ddof"),
					"mean, std := stat.PopMeanStdDev(x, nil)\n"+z,
					"mean, std := stat.MeanStdDev(x, nil)\n"+z,
					"mean := stat.Mean(x, nil)\nstd := math.Sqrt(stat.PopVariance(x, nil) * n / (n - float64(ddof)))\n"+z),
			}
		},
		"min-max-normalization": same(Snippet{
			NumPy: `print((x - x.min()) / (x.max() - x.min()))`,
			Go: `lo, hi := floats.Min(x), floats.Max(x)
scaled := make([]float64, len(x))
for i, v := range x {
	scaled[i] = (v - lo) / (hi - lo)
}
fmt.Println(scaled)`,
		}),
		"pearson-correlation": same(Snippet{
			NumPy: `print(np.corrcoef(x, y)[0, 1])`,
			Go:    `fmt.Println(stat.Correlation(x, y, nil))`,
		}),
		"spearman-correlation": same(Snippet{
			NumPy: `def ranks(a):
    # 1-based ranks; tied values share the average of their ranks
    s = np.sort(a)
    return (np.searchsorted(s, a, "left") + np.searchsorted(s, a, "right") + 1) / 2


print(np.corrcoef(ranks(x), ranks(y))[0, 1])`,
			Go: `// ranks are 1-based; tied values share the average of their ranks.
ranks := func(a []float64) []float64 {
	s := append([]float64(nil), a...)
	sort.Float64s(s)
	r := make([]float64, len(a))
	for i, v := range a {
		below := sort.SearchFloat64s(s, v)
		upTo := sort.Search(len(s), func(j int) bool { return s[j] > v })
		r[i] = float64(below+upTo+1) / 2
	}
	return r
}
fmt.Println(stat.Correlation(ranks(x), ranks(y), nil))`,
		}),
		"covariance": func(in Inputs) Snippet {
			if in.Choice("normalization") == "n" {
				return Snippet{
					NumPy: `print(np.cov(x, y, ddof=0)[0, 1])`,
					Go: `mx, my := stat.Mean(x, nil), stat.Mean(y, nil)
s := 0.0
for i := range x {
	s += (x[i] - mx) * (y[i] - my)
}
fmt.Println(s / float64(len(x)))`,
				}
			}
			return Snippet{
				NumPy: `print(np.cov(x, y, ddof=1)[0, 1])`,
				Go:    `fmt.Println(stat.Covariance(x, y, nil))`,
			}
		},
		"likelihood-iid": func(in Inputs) Snippet {
			if in.Choice("model") == "gaussian" {
				return Snippet{
					NumPy: `# The product of the densities, taken as the exponential of the sum of their logarithms
z = (data - mu) / sigma
print(np.exp(np.sum(-z * z / 2) - data.size * np.log(sigma * np.sqrt(2 * np.pi))))`,
					Go: `// The product of the densities, taken as the exponential of the sum of their logarithms
normal := distuv.Normal{Mu: mu, Sigma: sigma}
ll := 0.0
for _, v := range data {
	ll += normal.LogProb(v)
}
fmt.Println(math.Exp(ll))`,
				}
			}
			return Snippet{
				NumPy: `k = data.sum()  # the number of ones
print(theta**k * (1 - theta) ** (data.size - k))`,
				Go: `k := floats.Sum(data) // the number of ones
fmt.Println(math.Pow(theta, k) * math.Pow(1-theta, float64(len(data))-k))`,
			}
		},
		"log-likelihood": func(in Inputs) Snippet {
			if in.Choice("model") == "gaussian" {
				return Snippet{
					NumPy: `z = (data - mu) / sigma
print(np.sum(-z * z / 2) - data.size * np.log(sigma * np.sqrt(2 * np.pi)))`,
					Go: `normal := distuv.Normal{Mu: mu, Sigma: sigma}
ll := 0.0
for _, v := range data {
	ll += normal.LogProb(v)
}
fmt.Println(ll)`,
				}
			}
			return Snippet{
				NumPy: `k = data.sum()  # the number of ones
n0 = data.size - k
# 0 ln 0 = 0: an outcome never seen adds nothing, whatever theta
print((k * np.log(theta) if k else 0.0) + (n0 * np.log1p(-theta) if n0 else 0.0))`,
				Go: `k := floats.Sum(data) // the number of ones
n0 := float64(len(data)) - k
// 0 ln 0 = 0: an outcome never seen adds nothing, whatever theta.
ll := 0.0
if k > 0 {
	ll += k * math.Log(theta)
}
if n0 > 0 {
	ll += n0 * math.Log1p(-theta)
}
fmt.Println(ll)`,
			}
		},
		"mle-stationarity": func(in Inputs) Snippet {
			if in.Choice("model") == "gaussian" {
				// theta is the mean μ; σ is known.
				return Snippet{
					NumPy: `print(np.sum(data - theta) / sigma**2)`,
					Go: `s := 0.0
for _, v := range data {
	s += v - theta
}
fmt.Println(s / (sigma * sigma))`,
				}
			}
			// An outcome never seen adds nothing, which gives the one-sided
			// limits at θ = 0 and 1 that eqx shows.
			return Snippet{
				NumPy: `k, n = data.sum(), data.size
# k/θ - (n - k)/(1 - θ), where an outcome never seen adds nothing
print((k / theta if k else 0.0) - ((n - k) / (1 - theta) if n - k else 0.0))`,
				Go: `k, n := floats.Sum(data), float64(len(data))
// k/θ − (n − k)/(1 − θ), where an outcome never seen adds nothing.
score := 0.0
if k > 0 {
	score += k / theta
}
if n-k > 0 {
	score -= (n - k) / (1 - theta)
}
fmt.Println(score)`,
			}
		},
	}
}

// goSpread picks the Go code of a spread with ddof: gonum's population
// (ddof = 0) or sample (ddof = 1) form, else general code, which may use
// n, the number of values, and ddof.
func goSpread(ddof int, pop, sample, general string) string {
	switch ddof {
	case 0:
		return pop
	case 1:
		return sample
	}
	return "n := float64(len(x))\n" + general
}
