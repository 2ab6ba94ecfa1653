//go:build !eqx_noui

package equations

import (
	"maps"
	"math"

	"eqx/compute"
)

// Worked examples of the descriptive statistics and correlations. The
// likelihood equations of the same category are in worked_likelihood.go.

func (statisticsFamily) worked() map[string]func(Inputs, any) []string {
	m := map[string]func(Inputs, any) []string{
		"mean": func(in Inputs, out any) []string {
			x := in.Vector("x")
			line := `\mu = \frac{1}{` + ti(len(x)) + `}\left(` + tsumv(x) + `\right)`
			if s := sumOf(x); !math.IsInf(s, 0) {
				line += ` = ` + tfrac(tn(s), ti(len(x)))
			}
			return []string{line, "= " + resultTeX(out)}
		},
		"variance": func(in Inputs, out any) []string {
			return workedSpread(in, out, false)
		},
		"standard-deviation": func(in Inputs, out any) []string {
			return workedSpread(in, out, true)
		},
		"z-score-standardization": func(in Inputs, out any) []string {
			x, ddof := in.Vector("x"), in.Int("ddof")
			mu, _ := compute.ArithmeticMean(x)
			sigma, _ := compute.StdDev(x, ddof)
			return []string{
				`\mu = ` + tn(mu) + `, \quad \sigma = ` + tn(sigma) + ddofNote(ddof),
				`z_i = \frac{x_i - \mu}{\sigma} = ` + tvecOf(len(x), func(i int) string { return tfrac(tn(x[i])+` - `+tp(mu), tn(sigma)) }),
				"= " + resultTeX(out),
			}
		},
		"min-max-normalization": func(in Inputs, out any) []string {
			x := in.Vector("x")
			lo, hi := math.Inf(1), math.Inf(-1)
			for _, v := range x {
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
			return []string{
				`x_{\min} = ` + tn(lo) + `, \quad x_{\max} = ` + tn(hi),
				`x'_i = \frac{x_i - x_{\min}}{x_{\max} - x_{\min}} = ` + tvecOf(len(x), func(i int) string { return tfrac(tn(x[i])+` - `+tp(lo), tn(hi)+` - `+tp(lo)) }),
				"= " + resultTeX(out),
			}
		},
		"pearson-correlation": func(in Inputs, out any) []string {
			x, y := in.Vector("x"), in.Vector("y")
			if len(x) != len(y) {
				return fallback(`\rho_{X,Y}`, out)
			}
			lines, ratio := coDeviations(x, y, `\bar{x}`, `\bar{y}`, `x_i`, `y_i`)
			return append(lines, `\rho_{X,Y} = `+ratio+` = `+resultTeX(out))
		},
		"spearman-correlation": workedSpearman,
		"covariance": func(in Inputs, out any) []string {
			x, y := in.Vector("x"), in.Vector("y")
			if len(x) != len(y) || len(x) == 0 {
				return fallback(`\operatorname{cov}(X, Y)`, out)
			}
			mx, _ := compute.ArithmeticMean(x)
			my, _ := compute.ArithmeticMean(y)
			p := make([]float64, len(x))
			for i := range x {
				p[i] = (x[i] - mx) * (y[i] - my)
			}
			div := `n - 1`
			n := float64(len(x)) - 1
			if in.Choice("normalization") == "n" {
				div, n = `n`, float64(len(x))
			}
			return []string{
				`\bar{x} = ` + tn(mx) + `, \quad \bar{y} = ` + tn(my),
				`(x_i - \bar{x})(y_i - \bar{y}) = ` + tvec(p),
				`\operatorname{cov}(X, Y) = \frac{1}{` + div + `}\sum_{i}(x_i - \bar{x})(y_i - \bar{y}) = ` + tfrac(tn(sumOf(p)), tn(n)) + ` = ` + resultTeX(out),
			}
		},
	}
	maps.Copy(m, workedLikelihood())
	return m
}

// ddofNote says which divisor a spread used, when it is not N.
func ddofNote(ddof int) string {
	if ddof == 0 {
		return ``
	}
	return `\quad (\text{divisor } N - ` + ti(ddof) + `)`
}

// workedSpread shows the mean, the squared deviations and their average
// over N − ddof; with root, the square root of that variance.
func workedSpread(in Inputs, out any, root bool) []string {
	x, ddof := in.Vector("x"), in.Int("ddof")
	mu, _ := compute.ArithmeticMean(x)
	sq := make([]float64, len(x))
	for i, v := range x {
		d := v - mu
		sq[i] = d * d
	}
	sym, div := `\sigma^2`, `N`
	switch ddof {
	case 0:
	case 1:
		sym, div = `s^2`, `N - 1`
	default:
		div = `N - ` + ti(ddof)
	}
	avg := sym + ` = \frac{1}{` + div + `}\sum_{i=1}^{N}(x_i - \mu)^2 = ` + tfrac(tsumv(sq), ti(len(x)-ddof))
	first := `\mu = ` + tn(mu) + `, \quad (x_i - \mu)^2 = ` + tvec(sq)
	if !root {
		return []string{first, avg, "= " + resultTeX(out)}
	}
	variance, _ := compute.Variance(x, ddof)
	s := `\sigma`
	if ddof == 1 {
		s = `s`
	}
	return []string{first, avg + ` = ` + tn(variance), s + ` = \sqrt{` + tn(variance) + `} = ` + resultTeX(out)}
}

// coDeviations shows the means of x and y and the three sums of products
// of their deviations, the pieces of a correlation, and the correlation
// as their ratio.
func coDeviations(x, y []float64, mxSym, mySym, xi, yi string) (lines []string, ratio string) {
	mx, _ := compute.ArithmeticMean(x)
	my, _ := compute.ArithmeticMean(y)
	var sxy, sxx, syy float64
	for i := range x {
		dx, dy := x[i]-mx, y[i]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	return []string{
		mxSym + ` = ` + tn(mx) + `, \quad ` + mySym + ` = ` + tn(my),
		`\sum_{i}(` + xi + ` - ` + mxSym + `)(` + yi + ` - ` + mySym + `) = ` + tn(sxy) + `, \quad \sum_{i}(` + xi + ` - ` + mxSym + `)^2 = ` + tn(sxx) + `, \quad \sum_{i}(` + yi + ` - ` + mySym + `)^2 = ` + tn(syy),
	}, `\frac{` + tn(sxy) + `}{\sqrt{` + tn(sxx) + `}\,\sqrt{` + tn(syy) + `}}`
}

// workedSpearman shows the ranks, then the 6Σd² shortcut when there are
// no ties and the Pearson correlation of the ranks when there are.
func workedSpearman(in Inputs, out any) []string {
	x, y := in.Vector("x"), in.Vector("y")
	rx, err1 := compute.Ranks(x)
	ry, err2 := compute.Ranks(y)
	if err1 != nil || err2 != nil || len(rx) != len(ry) {
		return fallback(`\rho_s`, out)
	}
	lines := []string{`\operatorname{rg}_X = ` + tvec(rx) + `, \quad \operatorname{rg}_Y = ` + tvec(ry)}
	if !hasTies(rx) && !hasTies(ry) {
		d, d2 := make([]float64, len(rx)), 0.0
		for i := range rx {
			d[i] = rx[i] - ry[i]
			d2 += d[i] * d[i]
		}
		n := float64(len(rx))
		return append(lines,
			`d_i = \operatorname{rg}(x_i) - \operatorname{rg}(y_i) = `+tvec(d)+`, \quad \sum_i d_i^2 = `+tn(d2),
			`\rho_s = 1 - \frac{6\sum_{i} d_i^2}{n(n^2 - 1)} = 1 - `+tfrac(`6 \cdot `+tn(d2), tn(n)+`\,(`+tb(n)+`^2 - 1)`)+` = `+resultTeX(out))
	}
	dev, ratio := coDeviations(rx, ry, `\bar{r}_X`, `\bar{r}_Y`, `r_{X,i}`, `r_{Y,i}`)
	lines = append(lines, dev...)
	return append(lines, `\rho_s = \rho_{\operatorname{rg}_X,\,\operatorname{rg}_Y} = `+ratio+` = `+resultTeX(out)+` \quad (\text{ties: no } 6\textstyle\sum d_i^2 \text{ shortcut})`)
}

// hasTies reports whether ranks share a value (ties get the same average
// rank).
func hasTies(r []float64) bool {
	seen := make(map[float64]bool, len(r))
	for _, v := range r {
		if seen[v] {
			return true
		}
		seen[v] = true
	}
	return false
}
