//go:build !eqx_noui

package equations

// Snippets of the activation functions.

func (activationsFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		// NumPy maps a list entry by entry by itself; Go loops over it.
		"sigmoid": activationCode("z", "out",
			// logaddexp keeps exp from overflowing for z far below 0.
			`print(np.exp(-np.logaddexp(0.0, -z)))`,
			func(z string) string { return `1 / (1 + math.Exp(-` + z + `))` }),
		"tanh": activationCode("x", "out", `print(np.tanh(x))`,
			func(x string) string { return `math.Tanh(` + x + `)` }),
		"relu": activationCode("z", "out", `print(np.maximum(0.0, z))`,
			func(z string) string { return `math.Max(0, ` + z + `)` }),
		// erfc keeps the digits of Φ(x) in the left tail, where 1 + erf
		// cancels; math.erfc takes one number, so a list goes through
		// np.vectorize.
		"gelu": func(in Inputs) Snippet {
			py := `print(x / 2 * math.erfc(-x / math.sqrt(2)))`
			if _, scalar := in.Numbers("x"); !scalar {
				py = `print(x / 2 * np.vectorize(math.erfc)(-x / math.sqrt(2)))`
			}
			return activationCode("x", "out", py, func(x string) string { return x + ` / 2 * math.Erfc(-` + x + `/math.Sqrt2)` })(in)
		},
		"softmax": same(Snippet{
			// Subtracting the largest logit changes nothing and keeps exp
			// from overflowing.
			NumPy: `e = np.exp((z - z.max()) / T)
print(e / e.sum())`,
			Go: `m := floats.Max(z)
e := make([]float64, len(z))
for i := range z {
	e[i] = math.Exp((z[i] - m) / T)
}
floats.Scale(1/floats.Sum(e), e)
fmt.Println(e)`,
		}),
		"sigmoid-derivative": func(in Inputs) Snippet {
			if in.Has("a") {
				return activationCode("a", "out", `print(a * (1 - a))`, func(a string) string { return a + ` * (1 - ` + a + `)` })(in)
			}
			// σ(z)·σ(−z): 1 − σ(z) would round to 0 in the right tail.
			return activationCode("z", "out", `print(np.exp(-np.logaddexp(0.0, -z) - np.logaddexp(0.0, z)))`,
				func(z string) string {
					return `math.Exp(-math.Abs(` + z + `)) / math.Pow(1+math.Exp(-math.Abs(` + z + `)), 2)`
				})(in)
		},
	}
}

// activationCode is the snippet of a one-input activation whose input
// name is a number or a list: NumPy's py works on both; in Go, goExpr of
// the number, or of each entry in a loop that builds the list out.
func activationCode(name, out, py string, goExpr func(x string) string) func(Inputs) Snippet {
	return func(in Inputs) Snippet {
		return codeGenEntrywise(in, []string{name}, out, py, func(e func(string) string) string { return goExpr(e(name)) })
	}
}
