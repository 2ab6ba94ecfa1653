package equations

import (
	"fmt"
	"math"

	"eqx/compute"
)

// Inner is an equation used inside another (softmax inside attention, the
// sigmoid inside the logistic hypothesis): the page shows each use with
// the intermediate value the outer equation computed, and a link that
// opens the inner equation with those numbers.
type Inner struct {
	ID string // the inner equation
	// Steps lists, for the outer equation's inputs, each use of the inner
	// one: its inputs there, and the value the outer computation got for
	// it (from its own kernel, so that the inner equation's page, opened
	// with those inputs, checks it).
	Steps func(in Inputs) ([]InnerStep, error)
}

// InnerStep is one use of an inner equation.
type InnerStep struct {
	Label string // which use: "row 1 of QKᵀ/√d_k"
	In    Inputs // the inner equation's inputs
	Value any    // what the outer computation got
}

func (attentionFamily) inners() map[string][]Inner {
	return map[string][]Inner{
		"scaled-dot-product-attention": {{ID: "softmax", Steps: attentionRows}},
		"attention-weights":            {{ID: "softmax", Steps: scoresSoftmax}},
		"decoder-output-softmax":       {{ID: "softmax", Steps: decoderLogits}},
	}
}

func (neuralNetworksFamily) inners() map[string][]Inner {
	return map[string][]Inner{
		"two-layer-nn-sgd-update": {{ID: "nn-forward-pass", Steps: sgdForward}},
		"backprop-deltas":         {{ID: "nn-forward-pass", Steps: backpropForward}},
	}
}

func (kernelsSVMFamily) inners() map[string][]Inner {
	return map[string][]Inner{"kernel-gram-matrix": {
		{ID: "quadratic-kernel", Steps: gramEntries(kernelQuadratic, func(a, b []float64, _ Inputs) Inputs {
			return Inputs{"x": a, "x_prime": b}
		})},
		{ID: "gaussian-rbf-kernel", Steps: gramEntries(kernelGaussian, func(a, b []float64, in Inputs) Inputs {
			return Inputs{"x": a, "l": b, "sigma": in.Real("sigma")}
		})},
	}}
}

// gramEntries is each entry K_ii' (i ≤ i') of the Gram matrix, the
// kernel of rows i and i' of X, while the kernel input is kernel; no step
// with another kernel. args are the kernel page's inputs for two points.
func gramEntries(kernel string, args func(a, b []float64, in Inputs) Inputs) func(Inputs) ([]InnerStep, error) {
	return func(in Inputs) ([]InnerStep, error) {
		if in.Choice("kernel") != kernel {
			return nil, nil
		}
		X := in.Matrix("X")
		kind := compute.KernelQuadratic
		if kernel == kernelGaussian {
			kind = compute.KernelGaussian
		}
		K, err := compute.GramMatrix(X, kind, in.Real("sigma"))
		if err != nil {
			return nil, err
		}
		var steps []InnerStep
		for i := range X {
			for j := i; j < len(X); j++ {
				steps = append(steps, InnerStep{
					Label: fmt.Sprintf("K%s%s, the kernel of rows %d and %d of X", subscript(i+1), subscript(j+1), i+1, j+1),
					In:    args(X[i], X[j], in),
					Value: K.At(i, j),
				})
			}
		}
		return steps, nil
	}
}

// scoresSoftmax is the attention weights: the softmax of the scores e.
func scoresSoftmax(in Inputs) ([]InnerStep, error) {
	a, err := compute.AttentionWeights(in.Vector("e"))
	if err != nil {
		return nil, err
	}
	return []InnerStep{{Label: "the weights α, the softmax of the scores e", In: Inputs{"z": in.Vector("e"), "T": 1.0}, Value: a}}, nil
}

// decoderLogits is the decoder's output: the softmax of the logits Vs.
func decoderLogits(in Inputs) ([]InnerStep, error) {
	V, s := in.Matrix("V"), in.Vector("s")
	p, err := compute.DecoderOutput(V, s)
	if err != nil {
		return nil, err
	}
	logits := make([]float64, len(V))
	for i, row := range V {
		for j := range row {
			logits[i] += row[j] * s[j]
		}
	}
	return []InnerStep{{Label: "the output distribution, the softmax of the logits Vs", In: Inputs{"z": logits, "T": 1.0}, Value: p}}, nil
}

// sgdForward is the forward pass an SGD step of S3's network starts from,
// at the weights before the step (the sigmoid network of the step).
func sgdForward(in Inputs) ([]InnerStep, error) {
	s, err := compute.TwoLayerSGDStep(in.Vector("x"), in.Real("y"), in.Matrix("W1_inputs_by_hidden"), in.Vector("b1"),
		in.Vector("w2"), in.Real("b2"), in.Real("alpha"), in.Choice("loss") == "(a2 - y)^2")
	if err != nil {
		return nil, err
	}
	// The forward pass's page takes S2's Θ too, unused in form S3: its
	// defaults.
	fwd := Inputs{"x": in.Vector("x"), "form": formS3, "g": "sigmoid", "bias_first_column": true,
		"Theta1": theta1Default, "Theta2": theta2Default,
		"W1_inputs_by_hidden": in.Matrix("W1_inputs_by_hidden"), "b1": in.Vector("b1"), "w2": in.Vector("w2"), "b2": in.Real("b2")}
	return []InnerStep{{Label: "the forward pass at the weights before the step: the hidden activations a1 and the output a2",
		In: fwd, Value: map[string]any{"a1": s.A1, "a2": s.A2}}}, nil
}

// backpropForward is the forward pass backpropagation starts from, as
// the backward pass used it (compute.Backprop's Z and A).
func backpropForward(in Inputs) ([]InnerStep, error) {
	net, bp, err := backpropagate(in)
	if err != nil {
		return nil, err
	}
	value := forwardParts(bp.Z, bp.A, net.BiasLast)
	fwd := Inputs{"x": in.Vector("x"), "Theta1": in.Matrix("Theta1"), "Theta2": in.Matrix("Theta2"), "g": in.Choice("g"),
		"form": formS2, "bias_first_column": !net.BiasLast}
	return []InnerStep{{Label: "the forward pass it starts from: z2, a2 with its bias unit, z3 and the output h",
		In: fwd, Value: value}}, nil
}

func (classificationFamily) inners() map[string][]Inner {
	return map[string][]Inner{"logistic-regression-hypothesis": {{ID: "sigmoid", Steps: logisticScore}}}
}

// attentionRows is each row of the attention weights: the softmax of the
// same row of the scores QKᵀ (divided by √d_k when scaled).
func attentionRows(in Inputs) ([]InnerStep, error) {
	Q, K := in.Matrix("Q"), in.Matrix("K")
	_, weights, err := compute.ScaledDotProductAttention(Q, K, in.Matrix("V"), in.Bool("scaled"))
	if err != nil {
		return nil, err
	}
	steps := make([]InnerStep, len(Q))
	for i, q := range Q {
		row := make([]float64, len(K))
		for j, k := range K {
			for t := range q {
				row[j] += q[t] * k[t]
			}
			if in.Bool("scaled") {
				row[j] /= math.Sqrt(float64(len(q)))
			}
		}
		what := "QKᵀ"
		if in.Bool("scaled") {
			what = "QKᵀ/√d_k"
		}
		steps[i] = InnerStep{
			Label: fmt.Sprintf("row %d of the weights, the softmax of row %d of %s", i+1, i+1, what),
			In:    Inputs{"z": row, "T": 1.0},
			Value: weights[i],
		}
	}
	return steps, nil
}

// logisticScore is the sigmoid of the score θᵀx (x₀ = 1 prepended to the
// features when x is one shorter than θ).
func logisticScore(in Inputs) ([]InnerStep, error) {
	theta, x := in.Vector("theta"), in.Vector("x")
	h, _, err := compute.LogisticHypothesis(theta, x)
	if err != nil {
		return nil, err
	}
	if len(x) == len(theta)-1 {
		x = append([]float64{1}, x...)
	}
	var z float64
	for i := range theta {
		z += theta[i] * x[i]
	}
	return []InnerStep{{Label: "h, the sigmoid of the score θᵀx", In: Inputs{"z": z}, Value: h}}, nil
}
