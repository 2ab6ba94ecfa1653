//go:build !eqx_noui

package equations

// The snippet of the 1-D GAN game: the two expectations of V by
// Gauss–Legendre rules of 32 nodes on pieces cut where the discriminator
// turns (at 0, 1, 8 and 64 of its width) and where the other density
// lives, as compute.GaussianGAN cuts them before its adaptive halving: a
// fixed rule on pieces that grow at most eightfold away from each turn
// resolves it to about 1e-12.

func codeGANMinimax(in Inputs) Snippet {
	pyD := `def log_d(x):  # log D*(x) and log(1 - D*(x)), from the log densities
    lp, lq = log_n(x, mu_data, sigma_data), log_n(x, mu_g, sigma_g)
    lse = np.logaddexp(lp, lq)
    return lp - lse, lq - lse

# D* turns where d(x) = log p_g(x) - log p_d(x) = a2 x² + a1 x + a0 crosses 0,
# over a width 1/|d'(x)|
a2 = 1 / (2 * sigma_data**2) - 1 / (2 * sigma_g**2)
a1 = mu_g / sigma_g**2 - mu_data / sigma_data**2
a0 = (mu_data**2 / sigma_data**2 - mu_g**2 / sigma_g**2) / 2 + np.log(sigma_data / sigma_g)
turns = [(r.real, 1 / abs((r.real - mu_data) / sigma_data**2 - (r.real - mu_g) / sigma_g**2))
         for r in np.roots([a2, a1, a0]) if r.imag == 0]
`
	goD := `logN := func(x, m, s float64) float64 {
	z := (x - m) / s
	return -0.5*z*z - math.Log(s) - 0.5*math.Log(2*math.Pi)
}
logD := func(x float64) (float64, float64) { // log D*(x) and log(1 - D*(x))
	lp, lq := logN(x, mu_data, sigma_data), logN(x, mu_g, sigma_g)
	m := math.Max(lp, lq)
	lse := m + math.Log(math.Exp(lp-m)+math.Exp(lq-m))
	return lp - lse, lq - lse
}
// D* turns where d(x) = log p_g(x) - log p_d(x) = a2 x² + a1 x + a0 crosses 0,
// over a width 1/|d'(x)|
a2 := 1/(2*sigma_data*sigma_data) - 1/(2*sigma_g*sigma_g)
a1 := mu_g/(sigma_g*sigma_g) - mu_data/(sigma_data*sigma_data)
a0 := (mu_data*mu_data/(sigma_data*sigma_data)-mu_g*mu_g/(sigma_g*sigma_g))/2 + math.Log(sigma_data/sigma_g)
var roots []float64
if a2 == 0 && a1 != 0 {
	roots = []float64{-a0 / a1}
} else if disc := a1*a1 - 4*a2*a0; a2 != 0 && disc >= 0 {
	q := -(a1 + math.Copysign(math.Sqrt(disc), a1)) / 2 // no cancellation
	roots = []float64{q / a2, a0 / q}
}
var turns [][2]float64
for _, r := range roots {
	turns = append(turns, [2]float64{r, 1 / math.Abs((r-mu_data)/(sigma_data*sigma_data)-(r-mu_g)/(sigma_g*sigma_g))})
}
`
	if in.Choice("D") != ganOptimal {
		pyD = `def log_d(x):  # log σ(wx + c) and log(1 - σ(wx + c)) without overflow
    s = w * x + c
    return -np.logaddexp(0.0, -s), -np.logaddexp(0.0, s)

turns = [(-c / w, 1 / abs(w))] if w != 0 else []  # where D turns, over what width
`
		goD = `softplus := func(z float64) float64 { return math.Max(z, 0) + math.Log1p(math.Exp(-math.Abs(z))) }
logD := func(x float64) (float64, float64) { // log σ(wx + c) and log(1 - σ(wx + c))
	s := w*x + c
	return -softplus(-s), -softplus(s)
}
var turns [][2]float64 // where D turns, over what width
if w != 0 {
	turns = append(turns, [2]float64{-c / w, 1 / math.Abs(w)})
}
`
	}
	return Snippet{
		NumPy: `def log_n(x, m, s):
    return -0.5 * ((x - m) / s) ** 2 - np.log(s) - 0.5 * np.log(2 * np.pi)

` + pyD + `t, wt = np.polynomial.legendre.leggauss(32)

def expect(m, s, om, os, f):
    # E[f(x)] for x ~ N(m, s²), in z = (x - m)/s over ±38: Gauss–Legendre on
    # pieces cut where D turns and where the other density lives, each piece
    # at most eight times as far from them as the last
    cuts = {-38, -10, -4, 0, 4, 10, 38}
    for x0, width, ks in [(x, wd, (0, 1, 8, 64)) for x, wd in turns] + [(om, os, (0, 1, 4))]:
        for x in [x0 + sign * k * width for k in ks for sign in (-1, 1)]:
            if -38 < (x - m) / s < 38:
                cuts.add((x - m) / s)
    cuts = sorted(cuts)
    total = 0.0
    for a, b in zip(cuts, cuts[1:]):
        z = (a + b) / 2 + (b - a) / 2 * t
        total += (b - a) / 2 * (wt @ (np.exp(-0.5 * z * z) / np.sqrt(2 * np.pi) * f(m + s * z)))
    return total

V = expect(mu_data, sigma_data, mu_g, sigma_g, lambda x: log_d(x)[0]) + expect(mu_g, sigma_g, mu_data, sigma_data, lambda x: log_d(x)[1])
print(V)`,
		Go: goD + `t, wt := make([]float64, 32), make([]float64, 32)
quad.Legendre{}.FixedLocations(t, wt, -1, 1)
// E[f(x)] for x ~ N(m, s²), in z = (x - m)/s over ±38: Gauss–Legendre on
// pieces cut where D turns and where the other density lives, each piece
// at most eight times as far from them as the last
expect := func(m, s, om, os float64, f func(float64) float64) float64 {
	cuts := []float64{-38, -10, -4, 0, 4, 10, 38}
	add := func(x0, width float64, ks ...float64) {
		for _, k := range ks {
			for _, x := range []float64{x0 - k*width, x0 + k*width} {
				if z := (x - m) / s; z > -38 && z < 38 {
					cuts = append(cuts, z)
				}
			}
		}
	}
	for _, tw := range turns {
		add(tw[0], tw[1], 0, 1, 8, 64)
	}
	add(om, os, 0, 1, 4)
	sort.Float64s(cuts)
	total := 0.0
	for k := 1; k < len(cuts); k++ {
		a, b := cuts[k-1], cuts[k]
		for i, ti := range t {
			z := (a+b)/2 + (b-a)/2*ti
			total += wt[i] * (b - a) / 2 * math.Exp(-0.5*z*z) / math.Sqrt(2*math.Pi) * f(m+s*z)
		}
	}
	return total
}
onData := expect(mu_data, sigma_data, mu_g, sigma_g, func(x float64) float64 { r, _ := logD(x); return r })
onGen := expect(mu_g, sigma_g, mu_data, sigma_data, func(x float64) float64 { _, f := logD(x); return f })
fmt.Println(onData + onGen)`,
	}
}
