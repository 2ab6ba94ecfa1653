package equations

import (
	"fmt"
	"math"

	"eqx/compute"
)

// The tables the neural-network pages plot. Each recomputes from the
// inputs, as a plot is redrawn on every slider move; the networks are a
// few units wide, so that is cheap.

// forwardLayersPlot shows the activations layer by layer, as the nodes of
// a network diagram would, then the network's first output as a function
// of a 2-D input.
var forwardLayersPlot = Plot{Kind: Heatmap, Rows: []string{"input x", "hidden layer", "output"}, Table: forwardLayers,
	Title: "activations, layer by layer",
	Then:  &Plot{Kind: Heatmap, Rows: surfaceRows(), Table: forwardSurface, Title: "first output for other inputs (x₁, x₂)"}}

// forwardLayers is a row per layer: the input, the hidden activations and
// the output. S2's layers carry the bias unit 1 in a first column, as the
// Θ matrices that multiply them do.
func forwardLayers(in Inputs) ([][]float64, []string) {
	out, err := forwardPass(in)
	if err != nil {
		return nil, nil
	}
	m, _ := out.(map[string]any)
	x := in.Vector("x")
	if a2, ok := m["a2"].(float64); ok { // S3: explicit biases, no bias unit
		a1, _ := m["a1"].([]float64)
		t := padded(x, a1, []float64{a2})
		return t, numbered("unit ", len(t[0]))
	}
	hidden, _ := m["a2_with_bias"].([]float64)
	h, _ := m["h"].([]float64)
	if len(hidden) == 0 {
		return nil, nil
	}
	if in.Has("bias_first_column") && !in.Bool("bias_first_column") {
		// Shown first all the same, where the column label says bias.
		hidden = append(hidden[len(hidden)-1:], hidden[:len(hidden)-1]...)
	}
	t := padded(append([]float64{1}, x...), hidden, append([]float64{math.NaN()}, h...))
	return t, append([]string{"bias 1"}, numbered("unit ", len(t[0])-1)...)
}

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

// backpropDeltasPlot follows the error backwards: the output against the
// target, the output error, the hidden error it sends back; then the
// gradient of the first layer's weights it yields.
var backpropDeltasPlot = Plot{Kind: Heatmap, Rows: []string{"output a(3)", "target y", "δ(3)", "δ(2)"}, Cols: []string{"unit "},
	Title: "the errors, from the output backwards",
	Table: func(in Inputs) ([][]float64, []string) {
		bp, a3, ok := backpropNetwork(in)
		if !ok {
			return nil, nil
		}
		return padded(a3, in.Vector("y"), bp.Deltas[1], bp.Deltas[0]), nil
	},
	Then: &Plot{Kind: Heatmap, Rows: []string{"hidden unit "}, Title: "∂J/∂Θ(1) = δ(2) × (1, x)ᵀ",
		Table: func(in Inputs) ([][]float64, []string) {
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
var chainRulePlot = Plot{Kind: Heatmap, Rows: []string{"∂L/∂a", "× ∂a/∂z", "× ∂z/∂w (x, or 1 for b)", "= ∂L/∂w"},
	Title: "the chain rule, down each column",
	Table: func(in Inputs) ([][]float64, []string) {
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
	},
	Then: &Plot{Kind: Heatmap, Rows: []string{"forward"}, Cols: []string{"z = wᵀx + b", "a = g(z)", "L(a, y)"},
		Title: "the forward values the derivatives are taken at",
		Table: func(in Inputs) ([][]float64, []string) {
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

// sgdOutput is the network's output a⁽²⁾ and loss for the weights given.
func sgdOutput(in Inputs, W1 [][]float64, b1, w2 []float64, b2 float64) (a2, loss float64, ok bool) {
	_, a2, err := compute.TwoLayerForward(in.Vector("x"), W1, b1, w2, b2, compute.ActSigmoid)
	if err != nil {
		return 0, 0, false
	}
	r := a2 - in.Real("y")
	if in.Choice("loss") == "(a2 - y)^2" {
		return a2, r * r, true
	}
	return a2, r * r / 2, true
}

// sgdUpdatePlot shows the changes of the step hidden unit by hidden unit:
// every weight into unit j moves by Δb⁽¹⁾_j times its input (nothing for an
// input of 0), and Δw⁽²⁾_j by the unit's activation; then whether the step
// moved the output towards y.
var sgdUpdatePlot = Plot{Kind: Heatmap, Rows: []string{"hidden unit "},
	Title: "the change of each weight (−α × its gradient), by hidden unit",
	Table: func(in Inputs) ([][]float64, []string) {
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
	},
	Then: &Plot{Kind: Heatmap, Rows: []string{"output a(2)", "loss"}, Cols: []string{"before the step", "after the step"},
		Title: "this example before and after the step",
		Table: func(in Inputs) ([][]float64, []string) {
			s, ok := sgdStep(in)
			if !ok {
				return nil, nil
			}
			a0, l0, ok0 := sgdOutput(in, in.Matrix("W1_inputs_by_hidden"), in.Vector("b1"), in.Vector("w2"), in.Real("b2"))
			a1, l1, ok1 := sgdOutput(in, s.W1, s.B1, s.W2, s.B2)
			if !ok0 || !ok1 {
				return nil, nil
			}
			return [][]float64{{a0, a1}, {l0, l1}}, nil
		}}}
