//go:build !eqx_noui

package equations

import (
	"math"
	"slices"
)

// Snippets of the generative models.

func (generativeFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"gan-value-function": same(Snippet{
			NumPy: `# log 0 = −∞ without a warning: D = 0 on a real sample, or 1 on a fake, makes V = −∞.
log_real = np.log(D_real, out=np.full(D_real.shape, -np.inf), where=D_real > 0)
log_fake = np.log1p(-D_fake, out=np.full(D_fake.shape, -np.inf), where=D_fake < 1)
print(log_real.mean() + log_fake.mean())`,
			Go: `sumReal, sumFake := 0.0, 0.0
for _, d := range D_real {
	sumReal += math.Log(d)
}
for _, d := range D_fake {
	sumFake += math.Log1p(-d)
}
fmt.Println(sumReal/float64(len(D_real)) + sumFake/float64(len(D_fake)))`,
		}),
		"vae-reparameterization": func(in Inputs) Snippet {
			if in.Has("log_var") {
				if lv, _ := in.Numbers("log_var"); slices.ContainsFunc(lv, func(v float64) bool { return math.Abs(v) > 1416 }) {
					// σ = e^{log σ²/2} is not a normal float64: as the kernel,
					// split off the powers of two so that σ·ε is formed
					// without σ (e^750·1e-20 is finite; e^750 is not).
					s := codeGenEntrywise(in, []string{"mu", "log_var", "epsilon"}, "z",
						`# σ = exp(log_var/2) leaves the float64 range: split off the powers of two,
# σ·ε = e^r·f·2^(k+m) with log_var/2 = k·ln 2 + r and ε = f·2^m (both exact).
h = np.clip(np.asarray(log_var) / 2, -2000, 2000)
k = np.round(h / math.log(2))
f, m = np.frexp(epsilon)
r = (h - k * 0.6931471803691238) - k * 1.9082149292705877e-10
print(mu + np.ldexp(np.exp(r) * f, (k + m).astype(int)))`,
						func(e func(string) string) string {
							return e("mu") + " + expTimes(" + e("log_var") + "/2, " + e("epsilon") + ")"
						})
					s.Go = `// σ = exp(log_var/2) leaves the float64 range: split off the powers of two,
// σ·ε = e^r·f·2^(k+m) with log_var/2 = k·ln 2 + r and ε = f·2^m (both exact).
expTimes := func(h, x float64) float64 {
	h = math.Max(-2000, math.Min(2000, h))
	k := math.Round(h / math.Ln2)
	f, m := math.Frexp(x)
	r := (h - k*0.6931471803691238) - k*1.9082149292705877e-10
	return math.Ldexp(math.Exp(r)*f, int(k)+m)
}
` + s.Go
					return s
				}
				return codeGenEntrywise(in, []string{"mu", "log_var", "epsilon"}, "z",
					`print(mu + np.exp(log_var / 2) * epsilon)`,
					func(e func(string) string) string {
						return e("mu") + " + math.Exp(" + e("log_var") + "/2)*" + e("epsilon")
					})
			}
			return codeGenEntrywise(in, []string{"mu", "sigma", "epsilon"}, "z",
				`print(mu + sigma * epsilon)`,
				func(e func(string) string) string { return e("mu") + " + " + e("sigma") + "*" + e("epsilon") })
		},
		"diffusion-forward": func(in Inputs) Snippet {
			return codeGenEntrywise(in, []string{"x0", "epsilon"}, "xt",
				`print(math.sqrt(alpha_bar) * x0 + math.sqrt(1 - alpha_bar) * epsilon)`,
				func(e func(string) string) string {
					return "math.Sqrt(alpha_bar)*" + e("x0") + " + math.Sqrt(1-alpha_bar)*" + e("epsilon")
				})
		},
		"gan-minimax": codeGANMinimax,
	}
}

// codeGenEntrywise is the snippet of an entry-wise formula of Numbers
// inputs: NumPy broadcasts py by itself; in Go, goExpr(e) is the formula
// with e(name) for an entry of name, and a list result named out is
// built when one of names is a list.
func codeGenEntrywise(in Inputs, names []string, out, py string, goExpr func(e func(string) string) string) Snippet {
	list := ""
	for _, name := range names {
		if _, scalar := in.Numbers(name); !scalar {
			list = name
			break
		}
	}
	if list == "" {
		return Snippet{NumPy: py, Go: "fmt.Println(" + goExpr(func(name string) string { return name }) + ")"}
	}
	entry := func(name string) string {
		if _, scalar := in.Numbers(name); scalar {
			return name
		}
		return name + "[i]"
	}
	return Snippet{NumPy: py, Go: out + " := make([]float64, len(" + list + "))\nfor i := range " + out + " {\n\t" +
		out + "[i] = " + goExpr(entry) + "\n}\nfmt.Println(" + out + ")"}
}
