package equations

// Snippets of the activation functions.

func codeActivations() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"sigmoid": same(Snippet{
			// logaddexp keeps exp from overflowing for z far below 0.
			NumPy: `print(np.exp(-np.logaddexp(0.0, -z)))`,
			Go:    `fmt.Println(1 / (1 + math.Exp(-z)))`,
		}),
		"tanh": same(Snippet{
			NumPy: `print(np.tanh(x))`,
			Go:    `fmt.Println(math.Tanh(x))`,
		}),
		"relu": same(Snippet{
			NumPy: `print(np.maximum(0.0, z))`,
			Go:    `fmt.Println(math.Max(0, z))`,
		}),
		"gelu": same(Snippet{
			NumPy: `print(x / 2 * (1 + math.erf(x / math.sqrt(2))))`,
			Go:    `fmt.Println(x / 2 * (1 + math.Erf(x/math.Sqrt2)))`,
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
				return Snippet{NumPy: `print(a * (1 - a))`, Go: `fmt.Println(a * (1 - a))`}
			}
			return Snippet{
				NumPy: `s = np.exp(-np.logaddexp(0.0, -z))
print(s * (1 - s))`,
				Go: `s := 1 / (1 + math.Exp(-z))
fmt.Println(s * (1 - s))`,
			}
		},
	}
}
