//go:build !eqx_noui

package equations

import "strings"

// Snippets of the convolution and pooling.

func (convolutionFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"convolution-continuous": codeConvContinuous,
		"convolution-1d":         codeConv1D,
		"convolution-2d":         codeConv2D,
		"sobel-filter": func(in Inputs) Snippet {
			sobel := `[[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]]`
			if in.Choice("filter") == "W_y" {
				sobel = `[[-1, -2, -1], [0, 0, 0], [1, 2, 1]]`
			}
			goSobel := strings.NewReplacer("[", "{", "]", "}").Replace(sobel)
			return Snippet{
				NumPy: codeConvPy2D(in.Choice("mode")) + `
W = np.array(` + sobel + `)
# Cross-correlation is the convolution with W turned by 180°.
print({"convolution": conv2d(X, W), "cross_correlation": conv2d(X, W[::-1, ::-1])})`,
				Go: codeConvGo2D(in.Choice("mode")) + `
W := [][]float64` + goSobel + `
// Cross-correlation is the convolution with W turned by 180°.
turned := make([][]float64, len(W))
for i, row := range W {
	turned[len(W)-1-i] = []float64{row[2], row[1], row[0]}
}
fmt.Println(map[string]any{"convolution": conv2d(X, W), "cross_correlation": conv2d(X, turned)})`,
			}
		},
		"image-gradient": func(in Inputs) Snippet {
			if !in.Has("X") {
				return Snippet{
					NumPy: `print({"G": math.hypot(gx, gy), "Theta": math.atan2(gy, gx)})`,
					Go:    `fmt.Println(map[string]any{"G": math.Hypot(gx, gy), "Theta": math.Atan2(gy, gx)})`,
				}
			}
			return Snippet{
				NumPy: codeConvPy2D(in.Choice("mode")) + `
W_x = np.array([[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]])
# The Sobel filters applied as cross-correlation (convolution with the
# filter turned by 180°), so that Θ points uphill.
grad_x, grad_y = conv2d(X, W_x[::-1, ::-1]), conv2d(X, W_x.T[::-1, ::-1])
print({"G": np.hypot(grad_x, grad_y), "Theta": np.arctan2(grad_y, grad_x)})`,
				Go: codeConvGo2D(in.Choice("mode")) + `
// The Sobel filters W_x and W_y turned by 180°: convolving with them is
// the cross-correlation with W_x and W_y, so that Θ points uphill.
gradX := conv2d(X, [][]float64{{1, 0, -1}, {2, 0, -2}, {1, 0, -1}})
gradY := conv2d(X, [][]float64{{1, 2, 1}, {0, 0, 0}, {-1, -2, -1}})
G := make([][]float64, len(gradX))
Theta := make([][]float64, len(gradX))
for i := range gradX {
	G[i] = make([]float64, len(gradX[i]))
	Theta[i] = make([]float64, len(gradX[i]))
	for j := range gradX[i] {
		G[i][j] = math.Hypot(gradX[i][j], gradY[i][j])
		Theta[i][j] = math.Atan2(gradY[i][j], gradX[i][j])
	}
}
fmt.Println(map[string]any{"G": G, "Theta": Theta})`,
			}
		},
		"convolution-layer": func(in Inputs) Snippet {
			py := map[string]string{
				"relu":     `print(np.maximum(0.0, conv2d(X, W) + b))`,
				"sigmoid":  "# logaddexp keeps exp from overflowing.\nprint(np.exp(-np.logaddexp(0.0, -(conv2d(X, W) + b))))",
				"tanh":     `print(np.tanh(conv2d(X, W) + b))`,
				"identity": `print(conv2d(X, W) + b)`,
			}[in.Choice("g")]
			g := map[string]string{
				"relu":     `math.Max(0, row[j]+b)`,
				"sigmoid":  `1 / (1 + math.Exp(-(row[j] + b)))`,
				"tanh":     `math.Tanh(row[j] + b)`,
				"identity": `row[j] + b`,
			}[in.Choice("g")]
			return Snippet{
				NumPy: codeConvPy2D(in.Choice("mode")) + "\n" + py,
				Go: codeConvGo2D(in.Choice("mode")) + `
A := conv2d(X, W)
for _, row := range A {
	for j := range row {
		row[j] = ` + g + `
	}
}
fmt.Println(A)`,
			}
		},
		"max-pooling":     codePooling(true),
		"average-pooling": codePooling(false),
	}
}

// codeConv1D is the snippet of the 1-D convolution.
func codeConv1D(in Inputs) Snippet {
	descending := in.Choice("w_index") == "w[0]=w_k, ..., w[2k]=w_{-k}"
	filter, tap, py := "w", `w[j]`, ""
	if descending {
		filter, tap, py = "w[::-1]", `w[len(w)-1-j]`, "# w lists w_k first: reversed, it runs from w_{-k}.\n"
	}
	if in.Choice("mode") == "same" && len(in.Vector("w")) > len(in.Vector("x")) {
		py += `# 'same' keeps len(x) outputs centred on the full convolution
# (np.convolve's 'same' keeps as many as the longer input has).
start = (len(w) - 1) // 2
print(np.convolve(x, ` + filter + `)[start:start + len(x)])`
	} else {
		py += `print(np.convolve(x, ` + filter + `, mode))`
	}
	goCode := `// The full convolution: every partial overlap of x and the flipped filter.
full := make([]float64, len(x)+len(w)-1)
for i := range x {
	for j := range w {
		full[i+j] += ` + tap + ` * x[i]
	}
}
`
	switch in.Choice("mode") {
	case "valid":
		goCode += `// 'valid' keeps the positions where the filter lies inside x.
fmt.Println(full[len(w)-1 : len(x)])`
	case "same":
		goCode += `// 'same' keeps len(x) outputs centred on the full convolution.
start := (len(w) - 1) / 2
fmt.Println(full[start : start+len(x)])`
	default:
		goCode += `fmt.Println(full)`
	}
	return Snippet{NumPy: py, Go: goCode}
}

// codeConv2D is the snippet of the 2-D convolution: the feature map, or
// only its shape when a shape is given.
func codeConv2D(in Inputs) Snippet {
	mode := in.Choice("mode")
	if !in.Has("input_shape") && !in.Has("kernel") {
		return Snippet{
			NumPy: codeConvPy2D(mode) + "\nprint(conv2d(X, W))",
			Go:    codeConvGo2D(mode) + "\nfmt.Println(conv2d(X, W))",
		}
	}
	py, goCode := "h, w = X.shape\n", "h, w := float64(len(X)), float64(len(X[0]))\n"
	if in.Has("input_shape") {
		py, goCode = "h, w = input_shape\n", "h, w := input_shape[0], input_shape[1]\n"
	}
	if mode != "same" {
		if in.Has("kernel") {
			py += "kh, kw = kernel\n"
			goCode += "kh, kw := kernel[0], kernel[1]\n"
		} else {
			py += "kh, kw = W.shape\n"
			goCode += "kh, kw := float64(len(W)), float64(len(W[0]))\n"
		}
	}
	shape := map[string]string{"valid": "h - kh + 1, w - kw + 1", "same": "h, w", "full": "h + kh - 1, w + kw - 1"}[mode]
	py += `print({"output_shape": [` + shape + `]})`
	goCode += `fmt.Println(map[string]any{"output_shape": []float64{` + shape + `}})`
	return Snippet{NumPy: py, Go: goCode}
}

// codeConvPy2D defines conv2d(X, K), the 2-D convolution in mode, in
// Python.
func codeConvPy2D(mode string) string {
	crop := map[string]string{
		"valid": `    # 'valid' keeps the positions where K lies inside X.
    return full[kh - 1:m, kw - 1:n]`,
		"same": `    # 'same' keeps the centre of the full convolution, the size of X.
    r, c = (kh - 1) // 2, (kw - 1) // 2
    return full[r:r + m, c:c + n]`,
		"full": `    return full`,
	}[mode]
	return `def conv2d(X, K):
    """The 2-D convolution of X with K (K flipped), zeros outside X."""
    m, n = X.shape
    kh, kw = K.shape
    # Each entry of K adds a shifted copy of X, weighted by it.
    full = np.zeros((m + kh - 1, n + kw - 1))
    for s in range(kh):
        for t in range(kw):
            full[s:s + m, t:t + n] += K[s, t] * X
` + crop + "\n\n"
}

// codeConvGo2D defines conv2d(X, K), the 2-D convolution in mode, in Go.
func codeConvGo2D(mode string) string {
	crop := map[string]string{
		"valid": `	// 'valid' keeps the positions where K lies inside X.
	A := full[kh-1 : m]
	for i := range A {
		A[i] = A[i][kw-1 : n]
	}
	return A`,
		"same": `	// 'same' keeps the centre of the full convolution, the size of X.
	r, c := (kh-1)/2, (kw-1)/2
	A := full[r : r+m]
	for i := range A {
		A[i] = A[i][c : c+n]
	}
	return A`,
		"full": `	return full`,
	}[mode]
	return `// conv2d is the 2-D convolution of X with K (K flipped), zeros outside X.
conv2d := func(X, K [][]float64) [][]float64 {
	m, n, kh, kw := len(X), len(X[0]), len(K), len(K[0])
	full := make([][]float64, m+kh-1)
	for i := range full {
		full[i] = make([]float64, n+kw-1)
	}
	// Each entry of K adds a shifted copy of X, weighted by it.
	for s := range K {
		for t := range K[s] {
			for i := range X {
				for j := range X[i] {
					full[i+s][j+t] += K[s][t] * X[i][j]
				}
			}
		}
	}
` + crop + "\n}\n"
}

// codePooling is the snippet of max pooling (isMax) or average pooling:
// one window x, or a feature map X.
func codePooling(isMax bool) func(Inputs) Snippet {
	return func(in Inputs) Snippet {
		reduce, goReduce, goResult := "max", `acc = math.Max(acc, floats.Max(r[c:c+pw]))`, "acc"
		if !isMax {
			reduce, goReduce, goResult = "mean", `acc += floats.Sum(r[c : c+pw])`, "acc/float64(ph*pw)"
		}
		if !in.Has("X") {
			if isMax {
				return Snippet{NumPy: `print(x.max())`, Go: `fmt.Println(floats.Max(x))`}
			}
			return Snippet{NumPy: `print(x.mean())`, Go: `fmt.Println(stat.Mean(x, nil))`}
		}
		py := "ph, pw = int(pool[0]), int(pool[1])\n"
		goCode := "ph, pw := int(pool[0]), int(pool[1])\n"
		if in.Has("stride") {
			py += "sh = sw = stride\n"
			goCode += "sh, sw := stride, stride\n"
		} else {
			py += "sh, sw = ph, pw  # the windows tile the map\n"
			goCode += "sh, sw := ph, pw // the windows tile the map\n"
		}
		py += `# Every ph × pw window, then every (sh, sw)-th of them; windows that would
# run past the border are dropped.
windows = np.lib.stride_tricks.sliding_window_view(X, (ph, pw))[::sh, ::sw]
print(windows.` + reduce + `(axis=(2, 3)))`
		start := "0.0"
		if isMax {
			start = "math.Inf(-1)"
		}
		goCode += `// Windows that would run past the border are dropped.
var out [][]float64
for i := 0; i+ph <= len(X); i += sh {
	var row []float64
	for c := 0; c+pw <= len(X[0]); c += sw {
		acc := ` + start + `
		for _, r := range X[i : i+ph] {
			` + goReduce + `
		}
		row = append(row, ` + goResult + `)
	}
	out = append(out, row)
}
fmt.Println(out)`
		return Snippet{NumPy: py, Go: goCode}
	}
}

// codeConvSignal is a shape of the continuous convolution: its
// definition (a function of u and the width w) and the points where it
// starts, kinks or jumps and ends, for width name.
type codeConvSignal struct {
	name, py, goFunc string
	knots            func(width string) string
}

var codeConvSignals = map[string]codeConvSignal{
	"box on [0,1]": {
		name:   "box",
		py:     `box = lambda u, w: np.where((u >= 0) & (u <= w), 1 / w, 0.0)`,
		goFunc: "func(u, w float64) float64 {\n\tif u < 0 || u > w {\n\t\treturn 0\n\t}\n\treturn 1 / w\n}",
		knots:  func(w string) string { return "0.0, " + w },
	},
	"triangle on [-1,1]": {
		name:   "triangle",
		py:     `triangle = lambda u, w: np.maximum(0.0, 1 - np.abs(u) / w) / w`,
		goFunc: "func(u, w float64) float64 { return math.Max(0, 1-math.Abs(u)/w) / w }",
		knots:  func(w string) string { return "-" + w + ", 0.0, " + w },
	},
	"N(0,1) pdf": {
		name:   "normal",
		py:     `normal = lambda u, s: np.exp(-((u / s) ** 2) / 2) / (s * math.sqrt(2 * math.pi))`,
		goFunc: "func(u, s float64) float64 { return math.Exp(-(u/s)*(u/s)/2) / (s * math.Sqrt(2*math.Pi)) }",
		// Beyond 12σ the density holds less than 1e-32 of its mass.
		knots: func(w string) string { return "-12 * " + w + ", 12 * " + w },
	},
	"exp(-t) u(t)": {
		name:   "decay",
		py:     `decay = lambda u, s: np.where(u >= 0, np.exp(-u / s) / s, 0.0)`,
		goFunc: "func(u, s float64) float64 {\n\tif u < 0 {\n\t\treturn 0\n\t}\n\treturn math.Exp(-u/s) / s\n}",
		// Beyond 40 s the decay holds less than 5e-18 of its mass.
		knots: func(w string) string { return "0.0, 40 * " + w },
	},
}

// codeConvContinuous is the snippet of the continuous convolution: Gauss–
// Legendre quadrature over the overlap of the supports, split where either
// function kinks or jumps.
func codeConvContinuous(in Inputs) Snippet {
	f, g := codeConvSignals[in.Choice("f")], codeConvSignals[in.Choice("g")]
	pyDefs, goDefs := f.py+"\n", f.name+" := "+f.goFunc+"\n"
	if g.name != f.name {
		pyDefs += g.py + "\n"
		goDefs += g.name + " := " + g.goFunc + "\n"
	}
	pyNote := ""
	if f.name == "normal" || g.name == "normal" {
		pyNote = "# The Gaussian is taken as 0 beyond 12σ (less than 1e-32 of its mass).\n"
	}
	if f.name == "decay" || g.name == "decay" {
		pyNote += "# The decay is taken as 0 beyond 40 s (less than 5e-18 of its mass).\n"
	}
	goNote := strings.ReplaceAll(pyNote, "# ", "// ")
	integrand := f.name + "(tau, f_width) * " + g.name + "(t - tau, g_width)"
	goIntegrand := f.name + "(tau, f_width) * " + g.name + "(t-tau, g_width)"
	return Snippet{
		NumPy: pyDefs + pyNote + `f_knots = [` + f.knots("f_width") + `]  # its support's ends, and its kinks
g_knots = [` + g.knots("g_width") + `]
# The integrand is non-zero where the supports overlap, as functions of τ.
lo, hi = max(f_knots[0], t - g_knots[-1]), min(f_knots[-1], t - g_knots[0])
total = 0.0
if lo < hi:
    cuts = sorted({lo, hi} | {p for p in f_knots + [t - q for q in g_knots] if lo < p < hi})
    # 5-point Gauss–Legendre on panels a tenth of the narrower width long,
    # each piece between kinks being smooth.
    nodes, weights = np.polynomial.legendre.leggauss(5)
    for a, b in zip(cuts, cuts[1:]):
        edges = np.linspace(a, b, math.ceil(10 * (b - a) / min(f_width, g_width)) + 1)
        mid, half = (edges[1:] + edges[:-1]) / 2, (edges[1:] - edges[:-1]) / 2
        tau = mid[:, None] + half[:, None] * nodes
        total += np.sum(half[:, None] * weights * ` + integrand + `)
print(total)`,
		Go: goDefs + goNote + `fKnots := []float64{` + f.knots("f_width") + `} // its support's ends, and its kinks
gKnots := []float64{` + g.knots("g_width") + `}
// The integrand is non-zero where the supports overlap, as functions of τ.
lo := math.Max(fKnots[0], t-gKnots[len(gKnots)-1])
hi := math.Min(fKnots[len(fKnots)-1], t-gKnots[0])
total := 0.0
if lo < hi {
	cuts := []float64{lo, hi}
	for _, p := range fKnots {
		if lo < p && p < hi {
			cuts = append(cuts, p)
		}
	}
	for _, q := range gKnots {
		if p := t - q; lo < p && p < hi {
			cuts = append(cuts, p)
		}
	}
	sort.Float64s(cuts)
	// 5-point Gauss–Legendre on panels a tenth of the narrower width long,
	// each piece between kinks being smooth.
	nodes := []float64{-0.906179845938664, -0.5384693101056831, 0, 0.5384693101056831, 0.906179845938664}
	weights := []float64{0.23692688505618908, 0.47862867049936647, 0.5688888888888889, 0.47862867049936647, 0.23692688505618908}
	for k := 1; k < len(cuts); k++ {
		a, b := cuts[k-1], cuts[k]
		panels := math.Ceil(10 * (b - a) / math.Min(f_width, g_width))
		for p := 0.0; p < panels; p++ {
			c, d := a+(b-a)*p/panels, a+(b-a)*(p+1)/panels
			for i, x := range nodes {
				tau := (c+d)/2 + (d-c)/2*x
				total += (d - c) / 2 * weights[i] * ` + goIntegrand + `
			}
		}
	}
}
fmt.Println(total)`,
	}
}
