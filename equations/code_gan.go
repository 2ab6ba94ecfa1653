package equations

// The snippet of the 1-D GAN game: the two expectations of V by the
// composite Simpson rule of compute.GaussianGAN (mean ± 12σ, cut where the
// other distribution's interval ends, 1024 panels a piece).

func codeGAN() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{"gan-minimax": codeGANMinimax}
}

func codeGANMinimax(in Inputs) Snippet {
	pyD := `def log_d(x):  # log D*(x) and log(1 - D*(x)), from the log densities
    lp, lq = log_n(x, mu_data, sigma_data), log_n(x, mu_g, sigma_g)
    lse = np.logaddexp(lp, lq)
    return lp - lse, lq - lse
`
	goD := `logD := func(x float64) (float64, float64) { // log D*(x) and log(1 - D*(x))
	lp, lq := logN(x, mu_data, sigma_data), logN(x, mu_g, sigma_g)
	m := math.Max(lp, lq)
	lse := m + math.Log(math.Exp(lp-m)+math.Exp(lq-m))
	return lp - lse, lq - lse
}
`
	if in.Choice("D") != ganOptimal {
		pyD = `def log_d(x):  # log σ(wx + c) and log(1 - σ(wx + c)) without overflow
    s = w * x + c
    return -np.logaddexp(0.0, -s), -np.logaddexp(0.0, s)
`
		goD = `softplus := func(z float64) float64 { return math.Max(z, 0) + math.Log1p(math.Exp(-math.Abs(z))) }
logD := func(x float64) (float64, float64) { // log σ(wx + c) and log(1 - σ(wx + c))
	s := w*x + c
	return -softplus(-s), -softplus(s)
}
`
	}
	return Snippet{
		NumPy: `def log_n(x, m, s):
    return -0.5 * ((x - m) / s) ** 2 - np.log(s) - 0.5 * np.log(2 * np.pi)
` + pyD + `def expect(m, s, om, os, f, panels=1024):
    # E[f(x)] for x ~ N(m, s²): Simpson on m ± 12s, cut where om ± 12os ends
    lo, hi = m - 12 * s, m + 12 * s
    cuts = sorted([lo, hi] + [x for x in (om - 12 * os, om + 12 * os) if lo < x < hi])
    wts = np.ones(panels + 1)
    wts[1:-1:2], wts[2:-1:2] = 4, 2
    total = 0.0
    for a, b in zip(cuts, cuts[1:]):
        x = np.linspace(a, b, panels + 1)
        g = np.exp(-0.5 * ((x - m) / s) ** 2) / (s * np.sqrt(2 * np.pi)) * f(x)
        total += (b - a) / panels / 3 * (wts @ g)
    return total
V = expect(mu_data, sigma_data, mu_g, sigma_g, lambda x: log_d(x)[0]) + expect(mu_g, sigma_g, mu_data, sigma_data, lambda x: log_d(x)[1])
print(V)`,
		Go: `logN := func(x, m, s float64) float64 {
	z := (x - m) / s
	return -0.5*z*z - math.Log(s) - 0.5*math.Log(2*math.Pi)
}
` + goD + `// E[f(x)] for x ~ N(m, s²): Simpson on m ± 12s, cut where om ± 12os ends
expect := func(m, s, om, os float64, f func(float64) float64) float64 {
	const panels = 1024
	lo, hi := m-12*s, m+12*s
	cuts := []float64{lo, hi}
	for _, x := range []float64{om - 12*os, om + 12*os} {
		if x > lo && x < hi {
			cuts = append(cuts, x)
		}
	}
	sort.Float64s(cuts)
	total := 0.0
	for k := 1; k < len(cuts); k++ {
		a, b := cuts[k-1], cuts[k]
		h := (b - a) / panels
		g := func(x float64) float64 {
			z := (x - m) / s
			return math.Exp(-0.5*z*z) / (s * math.Sqrt(2*math.Pi)) * f(x)
		}
		sum := g(a) + g(b)
		for i := 1; i < panels; i++ {
			wgt := 2.0
			if i%2 == 1 {
				wgt = 4
			}
			sum += wgt * g(a+float64(i)*h)
		}
		total += sum * h / 3
	}
	return total
}
real := expect(mu_data, sigma_data, mu_g, sigma_g, func(x float64) float64 { r, _ := logD(x); return r })
fake := expect(mu_g, sigma_g, mu_data, sigma_data, func(x float64) float64 { _, f := logD(x); return f })
fmt.Println(real + fake)`,
	}
}
