package equations

// The snippet of the 1-D GAN game: the two expectations of V by the
// piecewise Gauss–Legendre rule of compute.GaussianGAN (mean ± 12σ in 8
// pieces, cut again at the other distribution's scale, 16 nodes a piece).

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
` + pyD + `t, wt = np.polynomial.legendre.leggauss(16)
def expect(m, s, om, os, f):
    # E[f(x)] for x ~ N(m, s²): Gauss–Legendre on m ± 12s in 8 pieces,
    # cut again where the other density turns (om + k·os)
    lo, hi = m - 12 * s, m + 12 * s
    cuts = [lo + (hi - lo) * k / 8 for k in range(9)]
    cuts += [om + k * os for k in (-12, -5, -2, 0, 2, 5, 12) if lo < om + k * os < hi]
    cuts.sort()
    total = 0.0
    for a, b in zip(cuts, cuts[1:]):
        x = (a + b) / 2 + (b - a) / 2 * t
        g = np.exp(-0.5 * ((x - m) / s) ** 2) / (s * np.sqrt(2 * np.pi)) * f(x)
        total += (b - a) / 2 * (wt @ g)
    return total
V = expect(mu_data, sigma_data, mu_g, sigma_g, lambda x: log_d(x)[0]) + expect(mu_g, sigma_g, mu_data, sigma_data, lambda x: log_d(x)[1])
print(V)`,
		Go: `logN := func(x, m, s float64) float64 {
	z := (x - m) / s
	return -0.5*z*z - math.Log(s) - 0.5*math.Log(2*math.Pi)
}
` + goD + `t, wt := make([]float64, 16), make([]float64, 16)
quad.Legendre{}.FixedLocations(t, wt, -1, 1)
// E[f(x)] for x ~ N(m, s²): Gauss–Legendre on m ± 12s in 8 pieces,
// cut again where the other density turns (om + k·os)
expect := func(m, s, om, os float64, f func(float64) float64) float64 {
	lo, hi := m-12*s, m+12*s
	var cuts []float64
	for k := 0; k <= 8; k++ {
		cuts = append(cuts, lo+(hi-lo)*float64(k)/8)
	}
	for _, k := range []float64{-12, -5, -2, 0, 2, 5, 12} {
		if x := om + k*os; x > lo && x < hi {
			cuts = append(cuts, x)
		}
	}
	sort.Float64s(cuts)
	total := 0.0
	for k := 1; k < len(cuts); k++ {
		a, b := cuts[k-1], cuts[k]
		for i, ti := range t {
			x := (a+b)/2 + (b-a)/2*ti
			z := (x - m) / s
			total += wt[i] * (b - a) / 2 * math.Exp(-0.5*z*z) / (s * math.Sqrt(2*math.Pi)) * f(x)
		}
	}
	return total
}
onData := expect(mu_data, sigma_data, mu_g, sigma_g, func(x float64) float64 { r, _ := logD(x); return r })
onGen := expect(mu_g, sigma_g, mu_data, sigma_data, func(x float64) float64 { _, f := logD(x); return f })
fmt.Println(onData + onGen)`,
	}
}
