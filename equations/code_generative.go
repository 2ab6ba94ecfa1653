package equations

// Snippets of the generative models.

func codeGenerative() map[string]func(Inputs) Snippet {
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
