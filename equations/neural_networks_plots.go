package equations

import (
	"fmt"

	"eqx/compute"
)

// The plots of the neural-network pages: the network diagram (drawn by
// internal/chart from the weights named here) and the tables beside it. Each
// table recomputes from the inputs, as a plot is redrawn on every slider
// move; the networks are a few units wide, so that is cheap.

// forwardNetworkPlot draws the network with its activations at x, from
// S2's Θ or, in form S3, from W and b; then the network's first output as
// a function of a 2-D input.
var forwardNetworkPlot = &Switch{Choice: "form", Option: formS3, Then: Stack{&Network{X: "x", Of: []string{"W1_inputs_by_hidden", "w2"}, Bias: []string{"b1", "b2"}, G: "g", Title: "the activations, layer by layer"}, forwardSurfacePlot}, Else: Stack{&Network{X: "x", Of: []string{"Theta1", "Theta2"}, G: "g", BiasFirst: "bias_first_column", Title: "the activations, layer by layer"}, forwardSurfacePlot}}

var forwardSurfacePlot = &Heatmap{Rows: surfaceRows(), Table: forwardSurface, Title: "first output for other inputs (x₁, x₂)"}

// surfaceSpan is the input grid of forwardSurface: −3 to 3 in each of x₁
// and x₂, inside the sliders' range, with the default input on it.
const surfaceSpan = 3

func surfaceRows() []string {
	var rows []string
	for v := surfaceSpan; v >= -surfaceSpan; v-- {
		rows = append(rows, fmt.Sprintf("x₂ = %s", FormatNumber(float64(v))))
	}
	return rows
}

// forwardSurface is the network's first output over a grid of 2-D inputs
// (x₂ down the rows, from the top as on a y axis; x₁ across), the other
// inputs held: the function the weights make. None for another input size.
func forwardSurface(in Inputs) ([][]float64, []string) {
	if len(in.Vector("x")) != 2 {
		return nil, nil
	}
	trial := in.Clone()
	n := 2*surfaceSpan + 1
	t := make([][]float64, n)
	cols := make([]string, n)
	for i := range t {
		t[i] = make([]float64, n)
		for j := range t[i] {
			x1, x2 := float64(j-surfaceSpan), float64(surfaceSpan-i)
			cols[j] = "x₁ = " + FormatNumber(x1)
			trial["x"] = []float64{x1, x2}
			out, err := forwardPass(trial)
			if err != nil {
				return nil, nil
			}
			m, _ := out.(map[string]any)
			switch y := m["a2"].(type) {
			case float64:
				t[i][j] = y
			default:
				h, _ := m["h"].([]float64)
				if len(h) == 0 {
					return nil, nil
				}
				t[i][j] = h[0]
			}
		}
	}
	return t, cols
}

// backpropNetwork runs backpropagation on the inputs of backprop-deltas,
// returning the output activations too.
func backpropNetwork(in Inputs) (compute.Backprop, []float64, bool) {
	net, err := s2Network(in, "g")
	if err != nil {
		return compute.Backprop{}, nil, false
	}
	loss := compute.CrossEntropyLoss
	if in.Choice("cost") == bpHalfSquared {
		loss = compute.HalfSquaredLoss
	}
	bp, err := net.Backpropagate(in.Vector("x"), in.Vector("y"), loss)
	if err != nil || len(bp.Deltas) != 2 || len(bp.Grads) != 2 {
		return compute.Backprop{}, nil, false
	}
	_, A, err := net.Forward(in.Vector("x"))
	if err != nil || len(A) != 3 {
		return compute.Backprop{}, nil, false
	}
	return bp, A[2], true
}

// backpropDeltasPlot draws the network with each unit's activation and,
// under it, the error δ backpropagation sends it, the spec's own output;
// then the gradient of the first layer's weights it yields.
var backpropDeltasPlot = Stack{&Network{X: "x", Of: []string{"Theta1", "Theta2"}, G: "g", Parts: []string{"delta2", "delta3"}, Title: "the errors δ, from the output backwards"}, &Heatmap{Rows: []string{"hidden unit "}, Title: "∂J/∂Θ(1) = δ(2) × (1, x)ᵀ", Table: func(in Inputs) ([][]float64, []string) {
	bp, _, ok := backpropNetwork(in)
	if !ok || len(bp.Grads[0]) == 0 {
		return nil, nil
	}
	return bp.Grads[0], append([]string{"bias 1"}, indexed("x", len(bp.Grads[0][0])-1)...)
}}}

// chainRule evaluates the chain rule on the inputs of backprop-chain-rule.
func chainRule(in Inputs) (compute.Chain, bool) {
	g, err := compute.ParseActivation(in.Choice("activation"))
	if err != nil {
		return compute.Chain{}, false
	}
	c, err := compute.ChainRule(in.Vector("x"), in.Vector("w"), in.Real("b"), in.Real("y"), g, neuronLosses[in.Choice("loss")])
	return c, err == nil
}

// chainRulePlot shows, for each weight (and the bias), the three local
// derivatives whose product is its gradient: each column reads down the
// path from the loss to the weight. The forward values they are taken at
// follow.
var chainRulePlot = Stack{&Heatmap{Rows: []string{"∂L/∂a", "× ∂a/∂z", "× ∂z/∂w (x, or 1 for b)", "= ∂L/∂w"}, Title: "the chain rule, down each column", Table: func(in Inputs) ([][]float64, []string) {
	c, ok := chainRule(in)
	if !ok {
		return nil, nil
	}
	n := len(c.DZdW) + 1
	t := [][]float64{make([]float64, n), make([]float64, n), append(append([]float64(nil), c.DZdW...), 1), append(append([]float64(nil), c.DLdW...), c.DLdB)}
	for j := range n {
		t[0][j], t[1][j] = c.DLdA, c.DAdZ
	}
	return t, indexed("w", n-1, "b")
}}, &Heatmap{Rows: []string{"forward"}, Cols: []string{"z = wᵀx + b", "a = g(z)", "L(a, y)"}, Title: "the forward values the derivatives are taken at", Table: func(in Inputs) ([][]float64, []string) {
	c, ok := chainRule(in)
	if !ok {
		return nil, nil
	}
	return [][]float64{{c.Z, c.A, c.Loss}}, nil
}}}

// sgdStep takes the step of two-layer-nn-sgd-update on its inputs.
func sgdStep(in Inputs) (compute.TwoLayerStep, bool) {
	s, err := compute.TwoLayerSGDStep(in.Vector("x"), in.Real("y"), in.Matrix("W1_inputs_by_hidden"), in.Vector("b1"),
		in.Vector("w2"), in.Real("b2"), in.Real("alpha"), in.Choice("loss") == "(a2 - y)^2")
	return s, err == nil
}

// sgdUpdatePlot draws the network with the activations the updates are
// made of; then the changes of the step hidden unit by hidden unit: every
// weight into unit j moves by Δb⁽¹⁾_j times its input (nothing for an
// input of 0), and Δw⁽²⁾_j by the unit's activation.
var sgdUpdatePlot = Stack{&Network{X: "x", Of: []string{"W1_inputs_by_hidden", "w2"}, Bias: []string{"b1", "b2"}, Title: "the activations a(1), a(2) the updates are made of"}, &Heatmap{Rows: []string{"hidden unit "}, Title: "the change of each weight (−α × its gradient), by hidden unit", Table: func(in Inputs) ([][]float64, []string) {
	s, ok := sgdStep(in)
	W1, b1, w2 := in.Matrix("W1_inputs_by_hidden"), in.Vector("b1"), in.Vector("w2")
	if !ok || len(W1) == 0 || len(s.B1) != len(b1) || len(s.W2) != len(w2) || len(b1) != len(w2) {
		return nil, nil
	}
	t := make([][]float64, len(b1))
	for j := range t {
		for k := range W1 {
			if len(W1[k]) != len(b1) {
				return nil, nil
			}
			t[j] = append(t[j], s.W1[k][j]-W1[k][j])
		}
		t[j] = append(t[j], s.B1[j]-b1[j], s.W2[j]-w2[j])
	}
	return t, append(indexed("ΔW(1) from x", len(W1)), "Δb(1)", "Δw(2)")
}}}
