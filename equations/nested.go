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
	return map[string][]Inner{"scaled-dot-product-attention": {{ID: "softmax", Steps: attentionRows}}}
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
