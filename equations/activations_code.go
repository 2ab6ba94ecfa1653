//go:build !eqx_noui

package equations

// Snippets of the activation functions.

func (activationsFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		// NumPy maps a list entry by entry by itself; Go loops over it.
		"sigmoid": activationCode("z", "out",
			// logaddexp keeps exp from overflowing for z far below 0, and
			// in Go the same: e^(−(max(0, −z) + log1p(e^(−|z|)))), where
			// 1/(1 + e^(−z)) gives 0 below z = −709.78 (the vector at −720).
			`print(np.exp(-np.logaddexp(0.0, -z)))`,
			func(z string) string {
				return `math.Exp(-(math.Max(0, -` + z + `) + math.Log1p(math.Exp(-math.Abs(` + z + `)))))`
			}),
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
		// The smooth and leaky relatives of the ReLU.
		"silu": activationCode("x", "out", `print(x * np.exp(-np.logaddexp(0.0, -x)))`,
			func(x string) string { return x + ` / (1 + math.Exp(-` + x + `))` }),
		"mish": activationCode("x", "out", `print(x * np.tanh(np.logaddexp(0.0, x)))`,
			func(x string) string {
				return x + ` * math.Tanh(math.Max(` + x + `, 0)+math.Log1p(math.Exp(-math.Abs(` + x + `))))`
			}),
		// logaddexp(0, x) = ln(1 + e^x) without overflow.
		"softplus": activationCode("x", "out", `print(np.logaddexp(0.0, x))`,
			func(x string) string { return `math.Max(` + x + `, 0) + math.Log1p(math.Exp(-math.Abs(` + x + `)))` }),
		"leaky-relu": activationCode("x", "out", `print(np.where(x >= 0, x, alpha * x))`,
			func(x string) string { return `math.Max(` + x + `, alpha*` + x + `)` }),
		// expm1 keeps the digits of e^x − 1 for x near 0.
		"elu": activationCode("x", "out", `print(np.where(x > 0, x, alpha * np.expm1(np.minimum(x, 0))))`,
			func(x string) string { return `math.Max(` + x + `, 0) + alpha*math.Expm1(math.Min(` + x + `, 0))` }),
		"selu": activationCode("x", "out", `lam, alpha = 1.0507009873554804934, 1.6732632423543772848
print(lam * np.where(x > 0, x, alpha * np.expm1(np.minimum(x, 0))))`,
			func(x string) string {
				return `1.0507009873554804934 * (math.Max(` + x + `, 0) + 1.6732632423543772848*math.Expm1(math.Min(` + x + `, 0)))`
			}),
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
