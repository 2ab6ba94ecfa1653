//go:build !eqx_noui

package equations

import (
	"math"

	"eqx/compute"
	"gonum.org/v1/gonum/floats"
)

// Worked examples of the attention equations of an encoder–decoder and of
// the Transformer's multi-head attention: the scores, the softmax weights,
// the weighted sums and the projections with the numbers in them. The
// matrix–vector products are those the plots use (viewMatVec,
// viewMatMul); the softmax and the attention of each head come from the
// compute kernels.

func (attentionFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"attention-weights": func(in Inputs, out any) []string {
			e := in.Vector("e")
			a, ok := out.([]float64)
			if !ok || len(a) != len(e) || len(e) == 0 {
				return fallback(`\boldsymbol\alpha_i`, out)
			}
			return softmaxSteps(e, a, func(j string) string { return `e_{i` + j + `}` }, `j`, `k`, `T_x`, `\boldsymbol\alpha_i`)
		},
		"attention-context-vector":    workedContextVector,
		"additive-attention-score":    workedAdditiveScore,
		"dot-product-attention-score": workedDotScore,
		"general-attention-score":     workedGeneralScore,
		"attention-score-generic":     workedGenericScore,
		"attentional-decoder-state":   workedAttentionalState,
		"decoder-output-softmax": func(in Inputs, out any) []string {
			V, s := in.Matrix("V"), in.Vector("s")
			o, ok := out.([]float64)
			z, ok1 := viewMatVec(V, s)
			if !ok || !ok1 || len(z) != len(o) || !finiteAll(z) {
				// Logits beyond the float64 range have no value to show;
				// the kernel compares them with exponents of their own.
				return fallback(`\mathbf{o}_t`, out)
			}
			// The logits are named z so that the softmax steps read as those
			// of attention-weights, one score per vocabulary word.
			return append([]string{`\mathbf{z} = V\mathbf{s}_t = ` + tmat(V) + tcol(s) + ` = ` + tcol(z)},
				softmaxSteps(z, o, func(k string) string { return `z_` + k }, `k`, `l`, ti(len(z)), `\mathbf{o}_t`)...)
		},
		"multi-head-attention": workedMultiHead,
		"scaled-dot-product-attention": func(in Inputs, out any) []string {
			Q, K, V := in.Matrix("Q"), in.Matrix("K"), in.Matrix("V")
			_, W, err := compute.ScaledDotProductAttention(Q, K, V, in.Bool("scaled"))
			if err != nil {
				return nil
			}
			// At most two matrices a line, so that the lines fit the page's
			// column; the weights are named A to be used again.
			scores, values := `QK^\top`, tmat(Q)+tmat(K)+`^\top`
			if in.Bool("scaled") {
				scores, values = tfrac(scores, `\sqrt{d_k}`), tfrac(values, `\sqrt{`+ti(len(Q[0]))+`}`)
			}
			return []string{
				scores + ` = ` + values,
				`A = \operatorname{softmax}\!\left(` + scores + `\right) = ` + tmat(W),
				`\operatorname{Attention}(Q, K, V) = AV = A` + tmat(V) + ` = ` + tmat(out.([][]float64)),
			}
		},
	}
}

// softmaxSteps writes the softmax p of the scores z: the exponentials,
// their sum and the ratios. score names a score by its index (item for an
// entry, sum for the index of the sum, up to upper); result names p. When
// the exponentials overflow or all underflow they are shown shifted by the
// largest score, as the kernel computes them: the ratios do not change.
func softmaxSteps(z, p []float64, score func(idx string) string, item, sum, upper, result string) []string {
	m := floats.Max(z)
	shift := 0.0
	e, total := expAll(z, 0, 1)
	var lines []string
	term := func(idx string) string { return `\exp(` + score(idx) + `)` }
	if math.IsInf(total, 1) || total == 0 || math.IsNaN(total) {
		shift = m
		e, total = expAll(z, m, 1)
		lines = append(lines, `m = \max_{`+sum+`} `+score(sum)+` = `+tn(m)+`, \text{ subtracted from every score (the ratios do not change)}`)
		term = func(idx string) string { return `\exp(` + score(idx) + ` - m)` }
	}
	exponent := func(i int) string {
		if shift != 0 {
			return `e^{` + tn(z[i]) + ` - ` + tp(shift) + `}`
		}
		return `e^{` + tn(z[i]) + `}`
	}
	return append(lines,
		term(item)+` = `+tvecOf(len(z), exponent)+` = `+tvec(e),
		`\sum_{`+sum+`=1}^{`+upper+`} `+term(sum)+` = `+tsum(len(e), func(i int) string { return tn(e[i]) })+` = `+tn(total),
		result+` = `+tvecOf(len(e), func(i int) string { return tfrac(tn(e[i]), tn(total)) }),
		`= `+tvec(p),
	)
}

// workedContextVector writes c = Σ α_j h_j as the weighted states, the
// scaled states and their sum.
func workedContextVector(in Inputs, out any) []string {
	alpha, h := in.Vector("alpha"), in.Matrix("h")
	c, ok := out.([]float64)
	if !ok || len(alpha) != len(h) || len(h) == 0 {
		return fallback(`\mathbf{c}_i`, out)
	}
	scaled := make([][]float64, len(h))
	for j, row := range h {
		if len(row) != len(c) {
			return fallback(`\mathbf{c}_i`, out)
		}
		scaled[j] = make([]float64, len(row))
		floats.ScaleTo(scaled[j], alpha[j], row)
	}
	return []string{
		`\mathbf{c}_i = \sum_{j=1}^{` + ti(len(h)) + `}\alpha_{ij}\,\mathbf{h}_j = ` + tsum(len(h), func(j int) string { return tn(alpha[j]) + `\,` + tvec(h[j]) }),
		`= ` + tsum(len(h), func(j int) string { return tvec(scaled[j]) }),
		`= ` + tvec(c),
	}
}

// workedAdditiveScore writes the concatenation [s; h], its product with W,
// the tanh of that and the projection onto v.
func workedAdditiveScore(in Inputs, out any) []string {
	s, h, W, v := in.Vector("s_prev"), in.Vector("h"), in.Matrix("W"), in.Vector("v")
	e, ok := out.(float64)
	x := attnConcat(s, h)
	u, ok1 := viewMatVec(W, x)
	if !ok || !ok1 || len(u) != len(v) || !finiteAll(u) {
		// A pre-activation beyond the float64 range has no value to show
		// (its tanh is ±1, as the kernel takes it).
		return fallback(`e_{ij}`, out)
	}
	t := make([]float64, len(u))
	for i := range u {
		t[i] = math.Tanh(u[i])
	}
	return []string{
		`[\mathbf{s}_{i-1}; \mathbf{h}_j] = ` + tvec(x),
		`\mathbf{u} = W[\mathbf{s}_{i-1}; \mathbf{h}_j] = ` + tmat(W) + tcol(x) + ` = ` + tcol(u),
		`\tanh(\mathbf{u}) = ` + tvecOf(len(u), func(i int) string { return `\tanh(` + tn(u[i]) + `)` }) + ` = ` + tvec(t),
		`e_{ij} = \mathbf{v}^\top\tanh(\mathbf{u}) = ` + trowDot(v, t) + ` = ` + tn(e),
	}
}

// workedAttentionalState writes the concatenation [s; y; c], its product
// with W and the tanh of each entry.
func workedAttentionalState(in Inputs, out any) []string {
	W := in.Matrix("W")
	st, ok := out.([]float64)
	x := attnConcat(in.Vector("s_prev"), in.Vector("y"), in.Vector("c"))
	u, ok1 := viewMatVec(W, x)
	if !ok || !ok1 || len(u) != len(st) || !finiteAll(u) {
		return fallback(`\mathbf{s}_t`, out)
	}
	return []string{
		`[\mathbf{s}_{t-1}; \mathbf{y}_t; \mathbf{c}_t] = ` + tvec(x),
		`\mathbf{u} = W[\mathbf{s}_{t-1}; \mathbf{y}_t; \mathbf{c}_t] = ` + tmat(W) + tcol(x) + ` = ` + tcol(u),
		`\mathbf{s}_t = \tanh(\mathbf{u}) = ` + tvecOf(len(u), func(i int) string { return `\tanh(` + tn(u[i]) + `)` }) + ` = ` + tvec(st),
	}
}

// finiteAll reports whether every entry of x is finite.
func finiteAll(x []float64) bool {
	for _, v := range x {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}

// sameScore reports whether a score recomputed from the shown intermediate
// agrees with the kernel's to rounding (the two may add in another order).
func sameScore(a, b float64) bool {
	return a == b || math.Abs(a-b) <= 1e-9*math.Max(math.Abs(a), math.Abs(b))
}

// attnConcat is [a; b; …], the vectors one after the other.
func attnConcat(parts ...[]float64) []float64 {
	var out []float64
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// workedMultiHead writes each head's projections, attention weights and
// output, then the concatenation and its product with W^O. Past three
// heads only the first two and the last are written out: the concatenation
// shows them all.
func workedMultiHead(in Inputs, out any) []string {
	res, ok := out.([][]float64)
	last := `\operatorname{MultiHead}(Q, K, V) = ` + resultTeX(out)
	wq, err1 := headWeights(in, "W_Q")
	wk, err2 := headWeights(in, "W_K")
	wv, err3 := headWeights(in, "W_V")
	Q, K, V, WO := in.Matrix("Q"), in.Matrix("K"), in.Matrix("V"), in.Matrix("W_O")
	h := len(wq)
	if !ok || err1 != nil || err2 != nil || err3 != nil || h == 0 || len(wk) != h || len(wv) != h || len(Q) == 0 || len(Q[0])%h != 0 {
		return []string{last}
	}
	dModel := len(Q[0])
	dk := dModel / h
	lines := []string{`h = ` + ti(h) + `, \quad d_k = d_{\text{model}}/h = ` + ti(dModel) + `/` + ti(h) + ` = ` + ti(dk)}
	var concat [][]float64
	for i := range h {
		q, ok1 := viewMatMul(Q, wq[i])
		k, ok2 := viewMatMul(K, wk[i])
		v, ok3 := viewMatMul(V, wv[i])
		if !ok1 || !ok2 || !ok3 {
			return []string{last}
		}
		head, A, err := compute.ScaledDotProductAttention(q, k, v, true)
		if err != nil || len(head) != len(Q) {
			return []string{last}
		}
		if concat == nil {
			concat = make([][]float64, len(head))
		}
		for r := range head {
			concat[r] = append(concat[r], head[r]...)
		}
		if h > 3 && i == 2 {
			middle := `\mathrm{head}_{3} \text{ is computed alike}`
			switch {
			case h == 5:
				middle = `\mathrm{head}_{3}, \mathrm{head}_{4} \text{ are computed alike}`
			case h > 5:
				middle = `\mathrm{head}_{3}, \dots, \mathrm{head}_{` + ti(h-1) + `} \text{ are computed alike}`
			}
			lines = append(lines, middle)
		}
		if h > 3 && i >= 2 && i < h-1 {
			continue
		}
		n := ti(i + 1)
		// Two matrices a line at most: the projections, the weights, then
		// the head from the projected values.
		lines = append(lines,
			`Q_{`+n+`} = QW_{`+n+`}^Q = `+tmat(q)+`, \quad K_{`+n+`} = KW_{`+n+`}^K = `+tmat(k),
			`A_{`+n+`} = \operatorname{softmax}\!\left(\frac{Q_{`+n+`}K_{`+n+`}^\top}{\sqrt{`+ti(dk)+`}}\right) = `+tmat(A),
			`\mathrm{head}_{`+n+`} = A_{`+n+`}\,VW_{`+n+`}^V = A_{`+n+`}`+tmat(v)+` = `+tmat(head),
		)
	}
	heads := tlist(h, func(i int) string { return `\mathrm{head}_{` + ti(i+1) + `}` }, `, `)
	return append(lines,
		`C = \operatorname{Concat}(`+heads+`) = `+tmat(concat),
		`\operatorname{MultiHead}(Q, K, V) = C\,W^O = C`+tmat(WO)+` = `+tmat(res),
	)
}

// workedGenericScore names the score function a chosen, then shows it
// worked as its own row does (W_add is the additive row's W).
func workedGenericScore(in Inputs, out any) []string {
	a := in.Choice("a")
	row, worked := in, workedDotScore
	form := `a(\mathbf{s}, \mathbf{h}) = \mathbf{s}^\top\mathbf{h}`
	switch a {
	case scoreGeneral:
		worked, form = workedGeneralScore, `a(\mathbf{s}, \mathbf{h}) = \mathbf{s}^\top W\mathbf{h}`
	case scoreAdditive:
		row = in.Clone()
		row["W"] = in.Matrix("W_add")
		worked, form = workedAdditiveScore, `a(\mathbf{s}, \mathbf{h}) = \mathbf{v}^\top\tanh\left(W[\mathbf{s}; \mathbf{h}]\right)`
	}
	return append([]string{`\text{` + a + `}: \quad ` + form}, worked(row, out)...)
}

// workedDotScore writes sᵀh term by term, and as ‖s‖‖h‖cos θ.
func workedDotScore(in Inputs, out any) []string {
	s, h := in.Vector("s_prev"), in.Vector("h")
	e, ok := out.(float64)
	if !ok || len(s) != len(h) {
		return fallback(`e_{ij}`, out)
	}
	lines := []string{`e_{ij} = \mathbf{s}_{i-1}^\top\mathbf{h}_j = ` + trowDot(s, h) + ` = ` + tn(e)}
	// The same score as lengths times the cosine of the angle, as the
	// explanation reads it; shown only when the product of the
	// lengths is positive and finite (the cosine is otherwise
	// undefined; two tiny lengths can multiply to 0).
	ns, nh := floats.Norm(s, 2), floats.Norm(h, 2)
	if l := ns * nh; l > 0 && !math.IsInf(l, 0) && !math.IsInf(e, 0) {
		lines = append(lines, `= \|\mathbf{s}_{i-1}\|\,\|\mathbf{h}_j\|\cos\theta = `+tn(ns)+`\cdot `+tn(nh)+`\cdot `+tp(e/l)+` = `+tn(e))
	}
	return lines
}

// workedGeneralScore writes Wh, then sᵀ(Wh).
func workedGeneralScore(in Inputs, out any) []string {
	s, W, h := in.Vector("s_prev"), in.Matrix("W"), in.Vector("h")
	e, ok := out.(float64)
	wh, ok1 := viewMatVec(W, h)
	if !ok || !ok1 || len(wh) != len(s) || !finiteAll(wh) || !sameScore(floats.Dot(s, wh), e) {
		// W h beyond the float64 range, or below it (W = h = 1e-200,
		// s = 1e200): the kernel keeps it with an exponent of its own, and
		// the intermediate shown would not give the score.
		return fallback(`e_{ij}`, out)
	}
	return []string{
		`W\mathbf{h}_j = ` + tmat(W) + tcol(h) + ` = ` + tcol(wh),
		`e_{ij} = \mathbf{s}_{i-1}^\top(W\mathbf{h}_j) = ` + trowDot(s, wh) + ` = ` + tn(e),
	}
}
