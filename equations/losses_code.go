//go:build !eqx_noui

package equations

// Snippets of the losses.

func (lossesFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"mse": same(Snippet{
			NumPy: `print(np.mean((y - y_hat) ** 2))`,
			Go: `r := make([]float64, len(y))
floats.SubTo(r, y, y_hat)
fmt.Println(floats.Dot(r, r) / float64(len(r)))`,
		}),
		"mae": same(Snippet{
			NumPy: `print(np.mean(np.abs(y - y_hat)))`,
			Go:    `fmt.Println(floats.Distance(y, y_hat, 1) / float64(len(y)))`,
		}),
		"huber-loss": func(in Inputs) Snippet {
			if !in.Has("y") {
				return Snippet{
					NumPy: `r = abs(residual)
print(r**2 / 2 if r <= delta else delta * (r - delta / 2))`,
					Go: `r := math.Abs(residual)
if r <= delta {
	fmt.Println(r * r / 2)
} else {
	fmt.Println(delta * (r - delta/2))
}`,
				}
			}
			return Snippet{
				NumPy: `r = np.abs(y - y_hat)
loss = np.where(r <= delta, r**2 / 2, delta * (r - delta / 2))
print(loss.` + snipReduce(in) + `())`,
				Go: `var total float64
for i := range y {
	r := math.Abs(y[i] - y_hat[i])
	if r <= delta {
		total += r * r / 2
	} else {
		total += delta * (r - delta/2)
	}
}
` + snipPrintReduced(in, "total", "y"),
			}
		},
		"binary-cross-entropy": func(in Inputs) Snippet {
			return Snippet{
				// log(0) is never taken where its weight is 0 (0·log 0 = 0),
				// so that a perfect prediction costs 0, not NaN.
				NumPy: `log_p = np.log(p, out=np.zeros_like(p), where=y > 0)
log_q = np.log1p(-p, out=np.zeros_like(p), where=y < 1)
print(-(y * log_p + (1 - y) * log_q).` + snipReduce(in) + `())`,
				Go: `var total float64
for i := range y {
	// 0·log 0 = 0: a label of 0 or 1 drops the other term
	if y[i] > 0 {
		total -= y[i] * math.Log(p[i])
	}
	if y[i] < 1 {
		total -= (1 - y[i]) * math.Log1p(-p[i])
	}
}
` + snipPrintReduced(in, "total", "y"),
			}
		},
		"cross-entropy": func(in Inputs) Snippet {
			py, _, scale := snipLog(in)
			return Snippet{
				NumPy: `s = P > 0  # outcomes with P(x) = 0 add nothing
print(-np.sum(P[s] * ` + py + `(Q[s])))`,
				Go: `fmt.Println(stat.CrossEntropy(P, Q)` + scale + `)`,
			}
		},
		"negative-log-likelihood": same(Snippet{
			NumPy: `print(-np.log(p))`,
			Go:    `fmt.Println(-math.Log(p))`,
		}),
		"hinge-loss": func(in Inputs) Snippet {
			_, yScalar := in.Numbers("y")
			_, sScalar := in.Numbers("y_hat")
			if yScalar && sScalar {
				return Snippet{
					NumPy: `print(max(0.0, 1 - y * y_hat))`,
					Go:    `fmt.Println(math.Max(0, 1-y*y_hat))`,
				}
			}
			// A number among the two stands for every sample.
			yi, si, list := "y[i]", "y_hat[i]", "y"
			if yScalar {
				yi, list = "y", "y_hat"
			}
			if sScalar {
				si = "y_hat"
			}
			return Snippet{
				NumPy: `print(np.maximum(0.0, 1 - y * y_hat).` + snipReduce(in) + `())`,
				Go: `var total float64
for i := range ` + list + ` {
	total += math.Max(0, 1-` + yi + `*` + si + `)
}
` + snipPrintReduced(in, "total", list),
			}
		},
		"zero-one-loss": same(Snippet{
			NumPy: `print(np.count_nonzero(y != y_hat))`,
			Go: `wrong := 0
for i := range y {
	if y[i] != y_hat[i] {
		wrong++
	}
}
fmt.Println(wrong)`,
		}),
		"perceptron-squared-loss": func(in Inputs) Snippet {
			var py, goAct string
			switch in.Choice("g") {
			case gTanh:
				py, goAct = "a = np.tanh(X @ w + b)", "a := math.Tanh(floats.Dot(w, x) + b)"
			case gReLU:
				py, goAct = "a = np.maximum(0.0, X @ w + b)", "a := math.Max(0, floats.Dot(w, x)+b)"
			case gIdentity:
				py, goAct = "a = X @ w + b", "a := floats.Dot(w, x) + b"
			case gStep:
				py = "a = np.where(X @ w + b >= 0, 1.0, 0.0)"
				goAct = `a := 0.0
	if floats.Dot(w, x)+b >= 0 {
		a = 1
	}`
			default:
				py = `# the sigmoid; logaddexp keeps exp from overflowing for scores far below 0
a = np.exp(-np.logaddexp(0.0, -(X @ w + b)))`
				goAct = "a := 1 / (1 + math.Exp(-(floats.Dot(w, x) + b)))"
			}
			return Snippet{
				NumPy: py + `
print(np.sum((a - y) ** 2) / 2)`,
				Go: `var sum float64
for i, x := range X {
	` + goAct + `
	sum += (a - y[i]) * (a - y[i])
}
fmt.Println(sum / 2)`,
			}
		},
		"l1-regularization": func(in Inputs) Snippet {
			py, goPen := "np.sum(np.abs(w))", "floats.Norm(w, 1)"
			if in.Bool("penalize_bias") {
				py, goPen = "("+py+" + abs(b))", "("+goPen+"+math.Abs(b))"
			}
			return snipRegularized(py, goPen)
		},
		"l2-regularization": func(in Inputs) Snippet {
			py, goPen := "np.sum(w**2)", "floats.Dot(w, w)"
			if in.Bool("penalize_bias") {
				py, goPen = "("+py+" + b**2)", "("+goPen+"+b*b)"
			}
			return snipRegularized(py, goPen)
		},
	}
}

// snipRegularized is the snippet of a sum of squared errors plus λ times
// a penalty, written in NumPy and in Go.
func snipRegularized(pyPenalty, goPenalty string) Snippet {
	return Snippet{
		NumPy: `print(np.sum((a - y) ** 2) + lambda_ * ` + pyPenalty + `)`,
		Go: `r := make([]float64, len(a))
floats.SubTo(r, a, y)
fmt.Println(floats.Dot(r, r) + lambda*` + goPenalty + `)`,
	}
}

// snipReduce is the NumPy method that combines per-sample losses as the
// "reduction" input asks.
func snipReduce(in Inputs) string {
	if in.Choice("reduction") == "sum" {
		return "sum"
	}
	return "mean"
}

// snipPrintReduced is the Go line that prints the sum of the per-sample
// losses, or their mean over the samples of the slice n, as the
// "reduction" input asks.
func snipPrintReduced(in Inputs, sum, n string) string {
	if in.Choice("reduction") == "sum" {
		return "fmt.Println(" + sum + ")"
	}
	return "fmt.Println(" + sum + " / float64(len(" + n + ")))"
}

// snipLog returns the logarithm in the base the "base" input chooses: the
// NumPy function, the Go function, and what turns a natural logarithm in
// Go into it ("" for base e).
func snipLog(in Inputs) (py, goFunc, fromLn string) {
	switch in.Choice("base") {
	case "2":
		return "np.log2", "math.Log2", " / math.Ln2"
	case "10":
		return "np.log10", "math.Log10", " / math.Ln10"
	}
	return "np.log", "math.Log", ""
}
