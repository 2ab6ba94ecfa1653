//go:build !eqx_noui

package equations

import (
	"math"

	"eqx/compute"
	"gonum.org/v1/gonum/floats"
)

// Worked examples of training a neural network: the regularised cost from
// each example's outputs, the error terms and gradients of
// backpropagation, the chain rule through one neuron, and one SGD step of
// the two-layer network. Activations, errors and gradients are computed
// with the kernels the equations call; the lines substitute them.

func (neuralNetworksFamily) worked() map[string]func(Inputs, any) []string {
	return map[string]func(Inputs, any) []string{
		"nn-regularized-cost":     workedNetworkCost,
		"backprop-deltas":         workedBackpropDeltas,
		"backprop-chain-rule":     workedChainRule,
		"two-layer-nn-sgd-update": workedTwoLayerStep,
		"fully-connected-layer": func(in Inputs, out any) []string {
			return []string{`\mathbf{a} = ` + tact(in.Choice("g")) + `\!\left(` + tmat(in.Matrix("W")) + `^\top` + tcol(in.Vector("x")) + ` + ` +
				tcol(in.Vector("b")) + `\right) = ` + tcol(out.([]float64))}
		},
		"nn-forward-pass": workedForwardPass,
	}
}

// workedNetworkCost shows the outputs h_Θ(x⁽ⁱ⁾) of every example, the
// log terms of the first, the mean of the per-example costs, the penalty
// on the weights without their bias column, and the sum.
func workedNetworkCost(in Inputs, out any) []string {
	X, Y, lambda := in.Matrix("X"), in.Matrix("Y"), in.Real("lambda")
	res := `J(\Theta) = ` + resultTeX(out)
	net := compute.Network{Thetas: [][][]float64{in.Matrix("Theta1"), in.Matrix("Theta2")}, G: compute.ActSigmoid}
	if len(X) == 0 || len(X) != len(Y) {
		return []string{res}
	}
	m := len(X)
	H := make([][]float64, m)
	costs := make([]float64, m)
	for i := range X {
		_, A, err := net.Forward(X[i])
		if err != nil || len(A) == 0 || len(A[len(A)-1]) != len(Y[i]) {
			return []string{res}
		}
		H[i] = A[len(A)-1]
		// The cost of one example is the kernel's cost of a one-row data
		// set without the penalty: the same softplus terms, so saturated
		// outputs keep their finite cost.
		c, err := compute.NetworkCost(net, [][]float64{X[i]}, [][]float64{Y[i]}, 0)
		if err != nil {
			return []string{res}
		}
		costs[i] = c
	}
	data := floats.Sum(costs) / float64(m)

	// The log terms of the first example; a one-hot target keeps one of
	// the two logs of each output.
	h, y := H[0], Y[0]
	terms := tsum(len(h), func(k int) string {
		switch y[k] {
		case 1:
			return `\log ` + tn(h[k])
		case 0:
			return `\log(1 - ` + tn(h[k]) + `)`
		}
		return tn(y[k]) + `\log ` + tn(h[k]) + ` + ` + tn(1-y[k]) + `\log(1 - ` + tn(h[k]) + `)`
	})

	// The penalty sums the squares of every weight but the bias column,
	// layer by layer; it is scaled before squaring, as the kernel does, so
	// that large weights do not overflow.
	sq := make([]float64, len(net.Thetas))
	var all []float64
	for l, th := range net.Thetas {
		var w []float64
		for _, row := range th {
			if len(row) > 0 {
				w = append(w, row[1:]...)
			}
		}
		n := floats.Norm(w, 2)
		sq[l] = n * n
		all = append(all, w...)
	}
	r := math.Sqrt(lambda/(2*float64(m))) * floats.Norm(all, 2)
	penalty := r * r

	return []string{
		`\bigl[h_\Theta(\mathbf{x}^{(i)})_k\bigr]_{i,k} = ` + tmat(H) + `, \quad Y = ` + tmat(Y),
		`J_1 = -\left(` + terms + `\right) = ` + tn(costs[0]),
		`-\frac{1}{m}\sum_{i,k}\left[\cdots\right] = \frac{1}{` + ti(m) + `}\left(` + tsumv(costs) + `\right) = ` + tn(data),
		`\textstyle\sum_{i \ge 1}\bigl(\Theta^{(1)}_{ji}\bigr)^2 = ` + tn(sq[0]) + `, \quad \textstyle\sum_{i \ge 1}\bigl(\Theta^{(2)}_{ji}\bigr)^2 = ` + tn(sq[1]),
		`\frac{\lambda}{2m}\sum\Theta^2 = \frac{` + tn(lambda) + `}{2\cdot ` + ti(m) + `}\left(` + tn(sq[0]) + ` + ` + tn(sq[1]) + `\right) = ` + tn(penalty),
		`J(\Theta) = ` + tn(data) + ` + ` + tn(penalty) + ` = ` + resultTeX(out),
	}
}

// workedBackpropDeltas runs the forward pass, then the output error, the
// error sent back through Θ⁽²⁾ without its bias component and scaled by
// the slope, and the two gradients as outer products.
func workedBackpropDeltas(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	d3, ok1 := res["delta3"].([]float64)
	d2, ok2 := res["delta2"].([]float64)
	G2, ok3 := res["grad_Theta2"].([][]float64)
	G1, ok4 := res["grad_Theta1"].([][]float64)
	if !ok || !ok1 || !ok2 || !ok3 || !ok4 {
		return fallback(`\Delta^{(1)}`, out)
	}
	last := `\Delta^{(1)} = ` + tmat(G1)
	net, err := s2Network(in, "g")
	if err != nil {
		return []string{last}
	}
	x, y := in.Vector("x"), in.Vector("y")
	Z, A, err := net.Forward(x)
	if err != nil || len(A) != 3 || len(A[2]) != len(y) || len(d3) != len(y) || len(d2) != len(A[1]) {
		return []string{last}
	}
	g := tact(in.Choice("g"))
	slope := func(z []float64) []float64 {
		s := make([]float64, len(z))
		for i := range z {
			s[i] = net.G.Derivative(z[i])
		}
		return s
	}
	// S2 writes the sigmoid's slope through its output: a ⊙ (1 − a).
	slopeTeX := func(l string) string {
		if net.G == compute.ActSigmoid {
			return `\mathbf{a}^{(` + l + `)} \odot (1 - \mathbf{a}^{(` + l + `)})`
		}
		return g + `'(\mathbf{z}^{(` + l + `)})`
	}
	lines := []string{
		`\mathbf{a}^{(2)} = ` + g + `\bigl(\Theta^{(1)}\mathbf{a}^{(1)}\bigr) = ` + tcol(A[1]),
		`\mathbf{a}^{(3)} = ` + g + `\bigl(\Theta^{(2)}\mathbf{a}^{(2)}\bigr) = ` + tcol(A[2]),
	}
	r := make([]float64, len(y))
	for k := range y {
		r[k] = net.G.Residual(Z[2][k], y[k]) // a − y, keeping its digits where a rounds to y
	}
	if in.Choice("cost") == bpHalfSquared {
		lines = append(lines, `\boldsymbol\delta^{(3)} = (\mathbf{a}^{(3)} - \mathbf{y}) \odot `+slopeTeX("3")+` = `+tcol(r)+` \odot `+tcol(slope(Z[2]))+` = `+tcol(d3))
	} else {
		lines = append(lines, `\boldsymbol\delta^{(3)} = \mathbf{a}^{(3)} - \mathbf{y} = `+tcol(A[2])+` - `+tcol(y)+` = `+tcol(d3))
	}
	// Θ⁽²⁾ᵀδ⁽³⁾ has one entry per unit of layer 2 and one for its bias
	// unit, which is dropped: the bias has no input to send an error to.
	th := net.Thetas[1]
	if len(th) != len(d3) || len(th[0]) != len(d2)+1 {
		return append(lines, last)
	}
	back := make([]float64, len(th[0]))
	col := make([]float64, len(th))
	for i := range back {
		for k := range th {
			col[k] = th[k][i]
		}
		back[i] = floats.Dot(col, d3)
	}
	kept := back[1:]
	if net.BiasLast {
		kept = back[:len(back)-1]
	}
	a1, a2 := withBiasUnit(A[0], net.BiasLast), withBiasUnit(A[1], net.BiasLast)
	return append(lines,
		`(\Theta^{(2)})^\top\boldsymbol\delta^{(3)} = `+tmat(th)+`^\top`+tcol(d3)+` = `+tcol(back),
		// At most two matrices a line, so that the lines fit the column:
		// each product, then what it gives.
		`\boldsymbol\delta^{(2)} = \bigl[(\Theta^{(2)})^\top\boldsymbol\delta^{(3)}\bigr]_{1:s_2} \odot `+slopeTeX("2")+` = `+tcol(kept)+` \odot `+tcol(slope(Z[1])),
		`\boldsymbol\delta^{(2)} = `+tcol(d2),
		`\Delta^{(2)} = \boldsymbol\delta^{(3)}\bigl(\mathbf{a}^{(2)}\bigr)^\top = `+tcol(d3)+tcol(a2)+`^\top`,
		`\Delta^{(2)} = `+tmat(G2),
		`\Delta^{(1)} = \boldsymbol\delta^{(2)}\bigl(\mathbf{a}^{(1)}\bigr)^\top = `+tcol(d2)+tcol(a1)+`^\top`,
		last,
	)
}

// workedChainRule shows the neuron's score and activation, then each of
// the three factors with its value and their product.
func workedChainRule(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	z, ok1 := res["z"].(float64)
	a, ok2 := res["a"].(float64)
	dLda, ok3 := res["dL_da"].(float64)
	dadz, ok4 := res["da_dz"].(float64)
	dLdw, ok5 := res["dL_dw"].([]float64)
	dLdb, ok6 := res["dL_db"].(float64)
	if !ok || !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || !ok6 {
		return fallback(`\partial L / \partial \mathbf{w}`, out)
	}
	x, w, b, y := in.Vector("x"), in.Vector("w"), in.Real("b"), in.Real("y")
	act := in.Choice("activation")
	last := `\frac{\partial L}{\partial \mathbf{w}} = ` + tvec(dLdw)
	if len(x) != len(w) {
		return []string{last}
	}
	// The slope of the activation, written through a where it can be
	// (the identity's is 1 outright).
	var da string
	switch act {
	case "sigmoid":
		da = `\sigma(z)\bigl(1 - \sigma(z)\bigr) = ` + tn(a) + `\cdot (1 - ` + tn(a) + `) = `
	case "tanh":
		da = `1 - \tanh^2 z = 1 - ` + tb(a) + `^2 = `
	case "relu":
		da = `\mathbb{1}\{z > 0\} = \mathbb{1}\{` + tn(z) + ` > 0\} = `
	}
	var dl string
	switch in.Choice("loss") {
	case "(1/2)(a - y)^2":
		dl = `a - y = ` + tn(a) + ` - ` + tp(y)
	case "cross-entropy":
		dl = `-\frac{y}{a} + \frac{1 - y}{1 - a} = -\frac{` + tn(y) + `}{` + tn(a) + `} + \frac{` + tn(1-y) + `}{1 - ` + tn(a) + `}`
	default:
		dl = `2(a - y) = 2\,(` + tn(a) + ` - ` + tp(y) + `)`
	}
	lines := []string{
		`z = \mathbf{w}^\top\mathbf{x} + b = ` + trowDot(w, x) + ` + ` + tp(b) + ` = ` + tn(z) + `, \quad a = ` + tact(act) + `(` + tn(z) + `) = ` + tn(a),
		`\frac{\partial L}{\partial a} = ` + dl + ` = ` + tn(dLda),
		`\frac{\partial a}{\partial z} = ` + da + tn(dadz) + `, \quad \frac{\partial z}{\partial w_i} = x_i`,
	}
	// With the log loss the kernel forms ∂L/∂a·∂a/∂z as a − y, its exact
	// simplification, which stays finite when a rounds to 1.
	if in.Choice("loss") == "cross-entropy" {
		// a − y is ∂L/∂b, formed by the kernel without the cancellation
		// of a saturated a against y = 1.
		lines = append(lines, `\frac{\partial L}{\partial a}\cdot\frac{\partial a}{\partial z} = `+tp(dLda)+`\cdot `+tp(dadz)+` = a - y = `+tn(dLdb))
		return append(lines, `\frac{\partial L}{\partial \mathbf{w}} = (a - y)\,\mathbf{x} = `+tp(dLdb)+`\,`+tvec(x)+` = `+tvec(dLdw))
	}
	return append(lines, `\frac{\partial L}{\partial \mathbf{w}} = `+tp(dLda)+`\cdot `+tp(dadz)+`\,`+tvec(x)+` = `+tvec(dLdw))
}

// workedTwoLayerStep shows the forward pass, the shared output factor e,
// and the four updates in the order they are derived: the output unit's,
// then the hidden units' through their slopes. All use the weights before
// the step.
func workedTwoLayerStep(in Inputs, out any) []string {
	res, ok := out.(map[string]any)
	nW1, ok1 := res["W1"].([][]float64)
	nb1, ok2 := res["b1"].([]float64)
	nw2, ok3 := res["w2"].([]float64)
	nb2, ok4 := res["b2"].(float64)
	if !ok || !ok1 || !ok2 || !ok3 || !ok4 {
		return fallback(`W^{(1)}`, out)
	}
	last := `W^{(1)} \gets ` + tmat(nW1)
	x, y, W1, b1 := in.Vector("x"), in.Real("y"), in.Matrix("W1_inputs_by_hidden"), in.Vector("b1")
	w2, b2, alpha := in.Vector("w2"), in.Real("b2"), in.Real("alpha")
	full := in.Choice("loss") == "(a2 - y)^2"
	z1, err := compute.DenseLayer(x, W1, b1, compute.ActIdentity)
	if err != nil || len(z1) != len(w2) || len(W1) != len(x) {
		return []string{last}
	}
	a1 := make([]float64, len(z1))
	for j := range z1 {
		a1[j] = compute.Sigmoid(z1[j])
	}
	// The output unit is a single sigmoid neuron on a⁽¹⁾: the chain rule's
	// ∂L/∂b is the shared factor e of every update.
	loss := compute.HalfSquaredError
	eTeX := `e = (a^{(2)} - y)\,a^{(2)}(1 - a^{(2)})`
	if full {
		loss = compute.SquaredError
		eTeX = `e = 2\,(a^{(2)} - y)\,a^{(2)}(1 - a^{(2)})`
	}
	c, err := compute.ChainRule(a1, w2, b2, y, compute.ActSigmoid, loss)
	if err != nil {
		return []string{last}
	}
	e, a2 := c.DLdB, c.A
	d := make([]float64, len(w2))
	xd := make([][]float64, len(x))
	for j := range w2 {
		d[j] = e * w2[j] * compute.ActSigmoid.Derivative(z1[j])
	}
	for i := range x {
		xd[i] = make([]float64, len(d))
		for j := range d {
			xd[i][j] = x[i] * d[j]
		}
	}
	two := ``
	if full {
		two = `2\cdot `
	}
	return []string{
		`\mathbf{a}^{(1)} = \sigma\bigl(W^{(1)\top}\mathbf{x} + \mathbf{b}^{(1)}\bigr) = ` + tvec(a1),
		`a^{(2)} = \sigma\bigl(\mathbf{w}^{(2)\top}\mathbf{a}^{(1)} + b^{(2)}\bigr) = ` + tn(a2),
		// a⁽²⁾ − y and 1 − a⁽²⁾ = σ(−z⁽²⁾) without the cancellation of
		// a⁽²⁾ rounding to 1.
		eTeX + ` = ` + two + tp(compute.ActSigmoid.Residual(c.Z, y)) + `\cdot ` + tn(a2) + `\cdot ` + tp(compute.Sigmoid(-c.Z)) + ` = ` + tn(e),
		`b^{(2)} \gets b^{(2)} - \alpha e = ` + tn(b2) + ` - ` + tn(alpha) + `\cdot ` + tp(e) + ` = ` + tn(nb2),
		`\mathbf{w}^{(2)} \gets \mathbf{w}^{(2)} - \alpha e\,\mathbf{a}^{(1)} = ` + tvec(w2) + ` - ` + tb(alpha*e) + `\,` + tvec(a1) + ` = ` + tvec(nw2),
		`d_j = e\,w^{(2)}_j\,a^{(1)}_j(1 - a^{(1)}_j) = ` + tvec(d),
		`\mathbf{b}^{(1)} \gets ` + tvec(b1) + ` - ` + tn(alpha) + `\,\mathbf{d} = ` + tvec(nb1),
		`\mathbf{x}\,\mathbf{d}^\top = ` + tmat(xd),
		`W^{(1)} \gets W^{(1)} - ` + tn(alpha) + `\,\mathbf{x}\,\mathbf{d}^\top = ` + tmat(nW1),
	}
}
