//go:build !eqx_noui

package equations

// Worked examples of the recurrences: the first step with its matrices,
// then each state from its pre-activation (the middle steps of a long
// sequence elided).

// workedRecurrence writes state_t = g(W_seq seq_t + W_state state_{t−1} + b)
// step by step.
func workedRecurrence(seq, state string) func(Inputs, any) []string {
	return func(in Inputs, out any) []string {
		H, ok := out.([][]float64)
		X, _ := rnnFed(in, seq) // the tokens fed so far
		Wx, Wh := in.Matrix("W_"+seq), in.Matrix("W_"+state)
		b, h0 := in.Vector("b"), in.Vector(state+"0")
		if !ok || len(H) != len(X) || len(H) == 0 {
			return fallback(`\mathbf{`+state+`}_T`, out)
		}
		g := tact(in.Choice("g"))
		st := func(t string) string { return `\mathbf{` + state + `}_{` + t + `}` }
		sq := func(t string) string { return `\mathbf{` + seq + `}_{` + t + `}` }
		// pre is W_seq seq_t + W_state state_{t−1} + b.
		pre := func(t int) ([]float64, []float64, []float64, bool) {
			prev := h0
			if t > 0 {
				prev = H[t-1]
			}
			a, ok1 := viewMatVec(Wx, X[t])
			r, ok2 := viewMatVec(Wh, prev)
			if !ok1 || !ok2 || len(a) != len(b) || len(r) != len(b) {
				return nil, nil, nil, false
			}
			z := make([]float64, len(b))
			for i := range z {
				z[i] = a[i] + r[i] + b[i]
			}
			return a, r, z, true
		}
		a, r, z, ok := pre(0)
		if !ok {
			return fallback(st("T"), out)
		}
		lines := []string{
			st("t") + ` = ` + g + `\!\left(W_{` + seq + `}` + sq("t") + ` + W_{` + state + `}` + st("t-1") + ` + \mathbf{b}\right)`,
			`W_{` + seq + `}` + sq("1") + ` = ` + tmat(Wx) + tcol(X[0]) + ` = ` + tcol(a),
			`W_{` + state + `}` + st("0") + ` = ` + tmat(Wh) + tcol(h0) + ` = ` + tcol(r),
			st("1") + ` = ` + g + `\!\left(` + tcol(a) + ` + ` + tcol(r) + ` + ` + tcol(b) + `\right) = ` + g + tcol(z) + ` = ` + tcol(H[0]),
		}
		T := len(H)
		for t := 1; t < T; t++ {
			if T > 5 && t == 2 {
				lines = append(lines, `\vdots`)
				t = T - 2
				continue
			}
			if _, _, z, ok := pre(t); ok {
				lines = append(lines, st(ti(t+1))+` = `+g+tcol(z)+` = `+tcol(H[t]))
			}
		}
		// The states as the result shows them, one per row.
		return append(lines, `\begin{bmatrix}`+st("1")+`^\top \\ \vdots \\ `+st("T")+`^\top\end{bmatrix} = `+tmat(H))
	}
}
