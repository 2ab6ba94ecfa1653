//go:build !eqx_noui

package equations

import (
	"math"

	"eqx/compute"
)

// Worked examples of the convolutions, the Sobel filters, the convolution
// layer and pooling: the first output entry written out as the sum of the
// (flipped) filter times the patch of the input under it, zeros outside
// the input, then the whole output. The first entry is the one a reader
// can find in the output matrix without counting.

func (convolutionFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"convolution-continuous": workedContinuousConvolution,
		"convolution-1d":         workedConvolution1D,
		"convolution-2d":         workedConvolution2D,
		"sobel-filter":           workedSobel,
		"image-gradient":         workedImageGradient,
		"convolution-layer":      workedConvLayer,
		"max-pooling":            func(in Inputs, out any) []string { return workedPooling(in, out, true) },
		"average-pooling":        func(in Inputs, out any) []string { return workedPooling(in, out, false) },
	}
}

// signalTeX writes a shape option of the continuous convolution as a
// function of u at width w, as the compute signals define it.
func signalTeX(shape string, w float64) string {
	// At width 1 the shape is written as named: no 1/1, no u/1.
	scale, over, sigma := tfrac(`1`, tn(w)), `/`+tb(w), tn(w)
	if w == 1 {
		scale, over, sigma = ``, ``, ``
	}
	switch shape {
	case "box on [0,1]":
		return scale + `\mathbb{1}\{0 \le u \le ` + tn(w) + `\}`
	case "triangle on [-1,1]":
		return scale + `\max\!\left(0,\, 1 - |u|` + over + `\right)`
	case "N(0,1) pdf":
		exp := `e^{-u^2/2}`
		if w != 1 {
			exp = `e^{-u^2/(2\cdot ` + tb(w) + `^2)}`
		}
		return tfrac(`1`, sigma+`\sqrt{2\pi}`) + `\,` + exp
	case "exp(-t) u(t)":
		return scale + `e^{-u` + over + `}\,\mathbb{1}\{u \ge 0\}`
	}
	return `?`
}

// signalSupport returns where a shape is nonzero: ±∞ for the tails of the
// Gaussian and the exponential, which the kernel cuts where they hold no
// mass that a float64 result can see.
func signalSupport(shape string, w float64) (lo, hi float64) {
	switch shape {
	case "box on [0,1]":
		return 0, w
	case "triangle on [-1,1]":
		return -w, w
	case "exp(-t) u(t)":
		return 0, math.Inf(1)
	}
	return math.Inf(-1), math.Inf(1)
}

// workedContinuousConvolution shows f and g, the interval where f(τ) and
// g(t − τ) overlap (the limits of the integral), and the integral; for
// two boxes the integrand is constant there, so it is the length of the
// overlap times the product of the heights.
func workedContinuousConvolution(in Inputs, out any) []string {
	f, g, t := in.Choice("f"), in.Choice("g"), in.Real("t")
	wf, wg := in.Real("f_width"), in.Real("g_width")
	flo, fhi := signalSupport(f, wf)
	glo, ghi := signalSupport(g, wg)
	a, b := math.Max(flo, t-ghi), math.Min(fhi, t-glo)
	lines := []string{`f(u) = ` + signalTeX(f, wf) + `, \quad g(u) = ` + signalTeX(g, wg)}
	conv := `(f * g)(` + tn(t) + `) = `
	if !(a < b) {
		return append(lines, conv+`\int f(\tau)\,g(`+tn(t)+` - \tau)\,d\tau = 0 \quad (\text{the supports do not overlap})`)
	}
	integral := conv + `\int_{` + tn(a) + `}^{` + tn(b) + `} f(\tau)\,g(` + tn(t) + ` - \tau)\,d\tau`
	if f == "box on [0,1]" && g == "box on [0,1]" {
		return append(lines, integral, `= (`+tn(b)+` - `+tp(a)+`)\cdot `+tfrac(`1`, tn(wf)+`\cdot `+tn(wg))+` = `+resultTeX(out))
	}
	return append(lines, integral+` = `+resultTeX(out))
}

// workedConvolution1D shows the filter's entries as w_t, the first output
// entry as its sum of products (samples outside x are 0) and the output.
// Entries are indexed by the position j of x (from 1) they are centred on,
// as in the formula; a filter of even width has no centre, so its first
// entry is only given as the sum.
func workedConvolution1D(in Inputs, out any) []string {
	x, w := in.Vector("x"), in.Vector("w")
	a, ok := out.([]float64)
	mode, err := compute.ParseConvMode(in.Choice("mode"))
	if !ok || err != nil || len(w) == 0 || len(a) == 0 {
		return fallback(`\mathbf{a}`, out)
	}
	_, start, err := compute.ConvOutputLen(len(x), len(w), mode, "x")
	if err != nil {
		return fallback(`\mathbf{a}`, out)
	}
	// The descending index stores the filter flipped: w_t is read from the
	// other end, which makes the convolution a cross-correlation with w as
	// written.
	wt := w
	if in.Choice("w_index") == "w[0]=w_k, ..., w[2k]=w_{-k}" {
		wt = make([]float64, len(w))
		for i := range w {
			wt[i] = w[len(w)-1-i]
		}
	}
	xAt := func(i int) float64 { // x_i, from 1; 0 outside
		if i < 1 || i > len(x) {
			return 0
		}
		return x[i-1]
	}
	// The first output is entry start of the full convolution, whose m-th
	// term is wt[m]·x[start − m] (from 0).
	terms := func(m int) string {
		wm := tp(wt[m])
		if m == 0 {
			wm = tn(wt[m])
		}
		return wm + `\cdot ` + tp(xAt(start-m+1))
	}
	if len(w)%2 == 0 {
		return []string{
			`\mathbf{w} = ` + tvec(wt) + `\ \text{(even width, no centre: outputs counted from 1)}`,
			`a_1 = ` + tsum(len(wt), terms) + ` = ` + tn(a[0]),
			`\mathbf{a} = ` + tvec(a),
		}
	}
	k := (len(w) - 1) / 2
	j := start - k + 1 // the position of x the first output is centred on
	idx := func(v int) string { return `{` + ti(v) + `}` }
	return []string{
		`k = ` + ti(k) + `, \quad ` + tvecOf(len(wt), func(i int) string { return `w_` + idx(i-k) }) + ` = ` + tvec(wt),
		`a_` + idx(j) + ` = \sum_{t=-` + ti(k) + `}^{` + ti(k) + `} w_t\,x_{` + ti(j) + `-t} = ` +
			tsum(len(wt), func(i int) string { return `w_` + idx(i-k) + `x_` + idx(j-(i-k)) }),
		`= ` + tsum(len(wt), terms) + ` = ` + tn(a[0]),
		`\mathbf{a} = \left(a_` + idx(j) + `, \dots, a_` + idx(j+len(a)-1) + `\right) = ` + tvec(a),
	}
}

// convPatch returns the patch of X under the filter for the first output
// entry of a kh × kw filter in the mode, zeros outside X, with its LaTeX
// name X_{r₁:r₂, c₁:c₂} (rows and columns from 1; 0 and below are the
// zero padding). The first output entry is the sum of the filter rotated
// by 180° times this patch, entry by entry.
func convPatch(X [][]float64, kh, kw int, mode compute.ConvMode) ([][]float64, string, bool) {
	if len(X) == 0 || len(X[0]) == 0 || kh < 1 || kw < 1 {
		return nil, "", false
	}
	_, r0, err1 := compute.ConvOutputLen(len(X), kh, mode, "rows")
	_, c0, err2 := compute.ConvOutputLen(len(X[0]), kw, mode, "columns")
	if err1 != nil || err2 != nil {
		return nil, "", false
	}
	top, left := r0-(kh-1), c0-(kw-1) // from 0
	patch := make([][]float64, kh)
	for a := range patch {
		patch[a] = make([]float64, kw)
		for b := range patch[a] {
			if r, c := top+a, left+b; r >= 0 && r < len(X) && c >= 0 && c < len(X[r]) {
				patch[a][b] = X[r][c]
			}
		}
	}
	name := `X_{` + ti(top+1) + `:` + ti(top+kh) + `,\,` + ti(left+1) + `:` + ti(left+kw) + `}`
	return patch, name, true
}

// rot180 returns W rotated by 180°: the flip of a convolution.
func rot180(W [][]float64) [][]float64 {
	r := make([][]float64, len(W))
	for i, row := range W {
		r[len(W)-1-i] = make([]float64, len(row))
		for j, v := range row {
			r[len(W)-1-i][len(row)-1-j] = v
		}
	}
	return r
}

// tdotMat writes the entry-by-entry products of two matrices of one shape
// as a sum (elided when long).
func tdotMat(A, B [][]float64) string {
	var a, b []float64
	for i := range A {
		a = append(a, A[i]...)
		b = append(b, B[i]...)
	}
	return trowDot(a, b)
}

// firstEntry returns M₁₁, or NaN for an empty matrix.
func firstEntry(M [][]float64) float64 {
	if len(M) == 0 || len(M[0]) == 0 {
		return math.NaN()
	}
	return M[0][0]
}

// rectangular reports whether M is a non-empty matrix whose rows have one
// length.
func rectangular(M [][]float64) bool {
	if len(M) == 0 || len(M[0]) == 0 {
		return false
	}
	for _, row := range M {
		if len(row) != len(M[0]) {
			return false
		}
	}
	return true
}

// convFirstLines writes the rotated filter and the patch of the first
// output entry, and that entry as their sum of products with its value.
func convFirstLines(X, W [][]float64, mode compute.ConvMode, name string, value float64) ([]string, bool) {
	if !rectangular(W) {
		return nil, false
	}
	patch, pname, ok := convPatch(X, len(W), len(W[0]), mode)
	if !ok {
		return nil, false
	}
	rot := rot180(W)
	return []string{
		`\tilde{W} = W \text{ rotated by } 180^\circ = ` + tmat(rot) + `, \quad ` + pname + ` = ` + tmat(patch),
		name + ` = \sum \tilde{W} \odot ` + pname + ` = ` + tdotMat(rot, patch) + ` = ` + tn(value),
	}, true
}

// workedConvolution2D shows the first entry of the feature map as the
// rotated filter times the patch under it, then the map; the shape form
// shows the output size of each axis in the mode.
func workedConvolution2D(in Inputs, out any) []string {
	mode, err := compute.ParseConvMode(in.Choice("mode"))
	if err != nil {
		return fallback(`A`, out)
	}
	if res, ok := out.(map[string]any); ok { // the shape form
		shape, ok := res["output_shape"].([]float64)
		if !ok || len(shape) != 2 {
			return fallback(`A`, out)
		}
		X, W := in.Matrix("X"), in.Matrix("W")
		h, w, kh, kw := 0, 0, 0, 0
		if len(X) > 0 && len(W) > 0 {
			h, w, kh, kw = len(X), len(X[0]), len(W), len(W[0])
		}
		if in.Has("input_shape") {
			if h, w, err = convShapePair(in, "input_shape"); err != nil {
				return fallback(`A`, out)
			}
		}
		if in.Has("kernel") {
			if kh, kw, err = convShapePair(in, "kernel"); err != nil {
				return fallback(`A`, out)
			}
		}
		size := func(n, k int, what string, got float64) string {
			switch mode {
			case compute.ConvSame:
				return what + ` = ` + ti(n) + ` = ` + tn(got)
			case compute.ConvFull:
				return what + ` = ` + ti(n) + ` + ` + ti(k) + ` - 1 = ` + tn(got)
			}
			return what + ` = ` + ti(n) + ` - ` + ti(k) + ` + 1 = ` + tn(got)
		}
		return []string{
			`\text{` + mode.String() + `: } ` + size(h, kh, `H'`, shape[0]) + `, \quad ` + size(w, kw, `W'`, shape[1]),
			`(H', W') = (` + tn(shape[0]) + `, ` + tn(shape[1]) + `)`,
		}
	}
	A, ok := out.([][]float64)
	first, ok2 := convFirstLines(in.Matrix("X"), in.Matrix("W"), mode, `A_{11}`, firstEntry(A))
	last := `A = W \star X = ` + resultTeX(out)
	if !ok || !ok2 {
		return []string{last}
	}
	return append(first, last)
}

// workedSobel shows the first entry of both responses: the convolution
// multiplies the patch by the rotated filter, the cross-correlation by
// the filter as written (for Sobel the rotated filter is the negated one).
func workedSobel(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	conv, ok1 := res["convolution"].([][]float64)
	corr, ok2 := res["cross_correlation"].([][]float64)
	mode, err := compute.ParseConvMode(in.Choice("mode"))
	name := `W_x`
	W := compute.SobelX()
	if in.Choice("filter") == "W_y" {
		name, W = `W_y`, compute.SobelY()
	}
	if !ok || !ok1 || !ok2 || err != nil {
		return fallback(name+` \star X`, out)
	}
	last := name + ` \star X = ` + tmat(conv) + `, \quad \operatorname{corr}(` + name + `, X) = ` + tmat(corr)
	patch, pname, ok := convPatch(in.Matrix("X"), 3, 3, mode)
	if !ok {
		return []string{last}
	}
	// Both Sobel filters are antisymmetric: rotated by 180° they are
	// negated, which is why the two responses differ only in sign.
	tilde := `\tilde{W}_` + name[len(name)-1:]
	return []string{
		name + ` = ` + tmat(W) + `, \quad ` + tilde + ` = ` + name + ` \text{ rotated by } 180^\circ = -` + name,
		pname + ` = ` + tmat(patch),
		`(` + name + ` \star X)_{11} = \sum ` + tilde + ` \odot ` + pname + ` = ` + tdotMat(rot180(W), patch) + ` = ` + tn(firstEntry(conv)),
		`\operatorname{corr}(` + name + `, X)_{11} = \sum ` + name + ` \odot ` + pname + ` = ` + tdotMat(W, patch) + ` = ` + tn(firstEntry(corr)),
		last,
	}
}

// gradientLines writes the magnitude and direction of one gradient
// (gx, gy) with the values G and Θ of the kernel. The sum of squares is
// shown only while it is finite: math.Hypot does not square.
func gradientLines(gx, gy, G, theta float64, sub string) (string, string) {
	g := `G` + sub + ` = \sqrt{` + tb(gx) + `^2 + ` + tb(gy) + `^2}`
	if s := gx*gx + gy*gy; !math.IsInf(s, 0) {
		g += ` = \sqrt{` + tn(s) + `}`
	}
	th := `\Theta` + sub + ` = \operatorname{atan2}(` + tn(gy) + `, ` + tn(gx) + `) = ` + tn(theta)
	if gx == 0 && gy == 0 {
		th += ` \;(\text{no direction: taken as } 0)`
	} else if !math.IsNaN(theta) {
		// {} gives the degree sign a base of its own: tn may end in a power
		// of ten, and a second superscript would not typeset.
		th += `\ \text{rad} = ` + tn(theta*180/math.Pi) + `{}^\circ`
	}
	return g + ` = ` + tn(G), th
}

// workedImageGradient shows G and Θ from one pixel's responses; with an
// image, the two response maps first and the first pixel's G and Θ.
func workedImageGradient(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	if !ok {
		return fallback(`(G, \Theta)`, out)
	}
	if G, ok := res["G"].(float64); ok { // one pixel
		theta, _ := res["Theta"].(float64)
		g, th := gradientLines(in.Real("gx"), in.Real("gy"), G, theta, ``)
		return []string{g, th, `(G, \Theta) = (` + tn(G) + `, ` + tn(theta) + `)`}
	}
	G, ok1 := res["G"].([][]float64)
	Theta, ok2 := res["Theta"].([][]float64)
	mode, err := compute.ParseConvMode(in.Choice("mode"))
	if !ok1 || !ok2 || err != nil {
		return fallback(`(G, \Theta)`, out)
	}
	last := `G = ` + tmat(G) + `, \quad \Theta = ` + tmat(Theta)
	// The responses of the kernel, which applies the filters as
	// cross-correlations (Θ then points uphill).
	gx, err1 := compute.CrossCorrelate2D(in.Matrix("X"), compute.SobelX(), mode)
	gy, err2 := compute.CrossCorrelate2D(in.Matrix("X"), compute.SobelY(), mode)
	if err1 != nil || err2 != nil || len(gx) == 0 || len(gy) == 0 || len(gx[0]) == 0 || len(gy[0]) == 0 {
		return []string{last}
	}
	g, th := gradientLines(gx[0][0], gy[0][0], firstEntry(G), firstEntry(Theta), `_{11}`)
	return []string{
		`\nabla_x X = \operatorname{corr}(W_x, X) = ` + tmat(gx),
		`\nabla_y X = \operatorname{corr}(W_y, X) = ` + tmat(gy),
		g, th,
		last,
	}
}

// workedConvLayer shows the first entry of W ⋆ X as in convolution-2d,
// the bias added to every entry and the activation.
func workedConvLayer(in Inputs, out any) []string {
	X, W, b := in.Matrix("X"), in.Matrix("W"), in.Real("b")
	g := tact(in.Choice("g"))
	last := `A = ` + g + `\!\left(W \star X + b\right) = ` + resultTeX(out)
	mode, err := compute.ParseConvMode(in.Choice("mode"))
	A, ok := out.([][]float64)
	if err != nil || !ok {
		return []string{last}
	}
	// W ⋆ X again with the kernel the layer calls, before the bias.
	Z, err := compute.Convolve2D(X, W, mode)
	if err != nil || len(Z) != len(A) {
		return []string{last}
	}
	first, ok := convFirstLines(X, W, mode, `(W \star X)_{11}`, firstEntry(Z))
	if !ok {
		return []string{last}
	}
	Zb := make([][]float64, len(Z))
	for i, row := range Z {
		Zb[i] = make([]float64, len(row))
		for j, v := range row {
			Zb[i][j] = v + b
		}
	}
	return append(first,
		`W \star X + b = `+tmat(Z)+tsigned(b)+` = `+tmat(Zb),
		`A_{11} = `+g+`(`+tn(firstEntry(Zb))+`) = `+tn(firstEntry(A)),
		last)
}

// workedPooling shows one window reduced to its maximum or mean; with a
// feature map, the number of windows along each axis, the first window
// and the pooled map.
func workedPooling(in Inputs, out any, isMax bool) []string {
	reduce := func(v []float64) string {
		if isMax {
			return `\max\{` + tlist(len(v), func(i int) string { return tn(v[i]) }, ", ") + `\}`
		}
		s := tfrac(`1`, ti(len(v))) + `\left(` + tsumv(v) + `\right)`
		var sum float64
		finite := true
		for _, x := range v {
			sum += x
			finite = finite && !math.IsInf(x, 0)
		}
		// A sum of finite entries that overflows is not what the kernel
		// divides (it scales the entries first); the fraction is shown
		// only when it is.
		if !math.IsInf(sum, 0) || !finite {
			s += ` = ` + tfrac(tn(sum), ti(len(v)))
		}
		return s
	}
	if !in.Has("X") {
		x := in.Vector("x")
		if len(x) == 0 {
			return fallback(`a`, out)
		}
		return []string{`a = ` + reduce(x) + ` = ` + resultTeX(out)}
	}
	X := in.Matrix("X")
	ph, pw, err := convShapePair(in, "pool")
	A, ok := out.([][]float64)
	last := `A = ` + resultTeX(out)
	if err != nil || !ok || !rectangular(X) || ph > len(X) || pw > len(X[0]) {
		return []string{last}
	}
	sh, sw := ph, pw
	if in.Has("stride") {
		sh, sw = in.Int("stride"), in.Int("stride")
	}
	if sh < 1 || sw < 1 {
		return []string{last}
	}
	count := func(n, p, s int, what string) string {
		return what + ` = \left\lfloor\frac{` + ti(n) + ` - ` + ti(p) + `}{` + ti(s) + `}\right\rfloor + 1 = ` + ti((n-p)/s+1)
	}
	var window []float64
	for _, row := range X[:ph] {
		window = append(window, row[:pw]...)
	}
	stride := ti(sh)
	if sw != sh {
		stride = ti(sh) + `\times ` + ti(sw)
	}
	return []string{
		`\text{windows } ` + ti(ph) + `\times ` + ti(pw) + `\text{, stride } ` + stride + `: \quad ` + count(len(X), ph, sh, `H'`) + `, \quad ` + count(len(X[0]), pw, sw, `W'`),
		`a_{11} = ` + reduce(window) + ` = ` + tn(firstEntry(A)),
		last,
	}
}
