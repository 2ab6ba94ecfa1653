//go:build !eqx_noui

package equations

// Snippets of the attention mechanisms.

func (attentionFamily) code() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"attention-weights": same(Snippet{
			NumPy: `# Subtracting the largest score keeps exp from overflowing.
a = np.exp(e - e.max())
print(a / a.sum())`,
			Go: `// Subtracting the largest score keeps exp from overflowing.
top := floats.Max(e)
a := make([]float64, len(e))
for j := range e {
	a[j] = math.Exp(e[j] - top)
}
floats.Scale(1/floats.Sum(a), a)
fmt.Println(a)`,
		}),
		"attention-context-vector": same(Snippet{
			NumPy: `print(alpha @ h)`,
			Go: `c := make([]float64, len(h[0]))
for j, a := range alpha {
	floats.AddScaled(c, a, h[j])
}
fmt.Println(c)`,
		}),
		"additive-attention-score": same(Snippet{
			NumPy: `print(v @ np.tanh(W @ np.concatenate([s_prev, h])))`,
			Go: `sh := append(append([]float64{}, s_prev...), h...)
e := 0.0
for i, row := range W {
	e += v[i] * math.Tanh(floats.Dot(row, sh))
}
fmt.Println(e)`,
		}),
		"attention-score-generic": func(in Inputs) Snippet {
			switch in.Choice("a") {
			case scoreGeneral:
				return codeGeneralScore
			case scoreAdditive:
				return Snippet{
					NumPy: `print(v @ np.tanh(W_add @ np.concatenate([s_prev, h])))`,
					Go: `sh := append(append([]float64{}, s_prev...), h...)
e := 0.0
for i, row := range W_add {
	e += v[i] * math.Tanh(floats.Dot(row, sh))
}
fmt.Println(e)`,
				}
			}
			return codeDotScore
		},
		"dot-product-attention-score": same(codeDotScore),
		"general-attention-score":     same(codeGeneralScore),
		"attentional-decoder-state": same(Snippet{
			NumPy: `print(np.tanh(W @ np.concatenate([s_prev, y, c])))`,
			Go: `x := append(append(append([]float64{}, s_prev...), y...), c...)
s := make([]float64, len(W))
for i, row := range W {
	s[i] = math.Tanh(floats.Dot(row, x))
}
fmt.Println(s)`,
		}),
		"decoder-output-softmax": same(Snippet{
			NumPy: `z = V @ s
# Subtracting the largest logit keeps exp from overflowing.
o = np.exp(z - z.max())
print(o / o.sum())`,
			Go: `o := make([]float64, len(V))
for i, row := range V {
	o[i] = floats.Dot(row, s)
}
// Subtracting the largest logit keeps exp from overflowing.
top := floats.Max(o)
for i := range o {
	o[i] = math.Exp(o[i] - top)
}
floats.Scale(1/floats.Sum(o), o)
fmt.Println(o)`,
		}),
		"scaled-dot-product-attention": func(in Inputs) Snippet {
			py, goScale := "scores = Q @ K.T / math.sqrt(K.shape[1])\n", "scores.Scale(1/math.Sqrt(float64(len(K[0]))), &scores)\n"
			if !in.Bool("scaled") {
				py, goScale = "scores = Q @ K.T  # not divided by √d_k\n", ""
			}
			return Snippet{
				NumPy: py + `# A softmax along each row; subtracting the row's largest score keeps exp
# from overflowing.
weights = np.exp(scores - scores.max(axis=1, keepdims=True))
weights /= weights.sum(axis=1, keepdims=True)
print(weights @ V)`,
				Go: codeAttnDense + `var scores mat.Dense
scores.Mul(dense(Q), dense(K).T())
` + goScale + `// A softmax along each row; subtracting the row's largest score keeps exp
// from overflowing.
for i := range Q {
	row := scores.RawRowView(i)
	top := floats.Max(row)
	for j := range row {
		row[j] = math.Exp(row[j] - top)
	}
	floats.Scale(1/floats.Sum(row), row)
}
var out mat.Dense
out.Mul(&scores, dense(V))
fmt.Println(mat.Formatted(&out))`,
			}
		},
		"multi-head-attention": same(Snippet{
			NumPy: `def attention(q, k, v):
    """softmax(q kᵀ / √d_k) v, the softmax along each row."""
    scores = q @ k.T / math.sqrt(k.shape[1])
    weights = np.exp(scores - scores.max(axis=1, keepdims=True))
    return (weights / weights.sum(axis=1, keepdims=True)) @ v


heads = [
    attention(Q @ wq, K @ wk, V @ wv)
    for wq, wk, wv in zip(np.array(W_Q), np.array(W_K), np.array(W_V))
]
print(np.hstack(heads) @ W_O)`,
			Go: codeAttnDense + `// attention is softmax(q kᵀ / √d_k) v, the softmax along each row.
attention := func(q, k, v mat.Matrix) *mat.Dense {
	_, dk := k.Dims()
	var scores mat.Dense
	scores.Mul(q, k.T())
	scores.Scale(1/math.Sqrt(float64(dk)), &scores)
	rows, _ := scores.Dims()
	for i := range rows {
		row := scores.RawRowView(i)
		top := floats.Max(row)
		for j := range row {
			row[j] = math.Exp(row[j] - top)
		}
		floats.Scale(1/floats.Sum(row), row)
	}
	var out mat.Dense
	out.Mul(&scores, v)
	return &out
}
// perHead decodes a list of per-head projection matrices.
perHead := func(raw []byte) [][][]float64 {
	var w [][][]float64
	if err := json.Unmarshal(raw, &w); err != nil {
		panic(err)
	}
	return w
}
WQ, WK, WV := perHead(W_Q), perHead(W_K), perHead(W_V)
n, dv := len(Q), len(WV[0][0])
concat := mat.NewDense(n, len(WQ)*dv, nil)
for i := range WQ {
	var q, k, v mat.Dense
	q.Mul(dense(Q), dense(WQ[i]))
	k.Mul(dense(K), dense(WK[i]))
	v.Mul(dense(V), dense(WV[i]))
	concat.Slice(0, n, i*dv, (i+1)*dv).(*mat.Dense).Copy(attention(&q, &k, &v))
}
var out mat.Dense
out.Mul(concat, dense(W_O))
fmt.Println(mat.Formatted(&out))`,
		}),
	}
}

// codeAttnDense defines dense, which copies rows into a gonum matrix.
const codeAttnDense = `dense := func(rows [][]float64) *mat.Dense {
	m := mat.NewDense(len(rows), len(rows[0]), nil)
	for i, r := range rows {
		m.SetRow(i, r)
	}
	return m
}
`

// The snippets of the dot and general scores, also those of the generic
// score when a chooses them.
var (
	codeDotScore = Snippet{
		NumPy: `print(s_prev @ h)`,
		Go:    `fmt.Println(floats.Dot(s_prev, h))`,
	}
	codeGeneralScore = Snippet{
		NumPy: `print(s_prev @ W @ h)`,
		Go: `e := 0.0
for i, row := range W {
	e += s_prev[i] * floats.Dot(row, h)
}
fmt.Println(e)`,
	}
)
