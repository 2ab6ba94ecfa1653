package compute

import (
	"fmt"
	"math"
)

// NetworkLoss is the loss of one example that backpropagation
// differentiates.
type NetworkLoss int

const (
	// CrossEntropyLoss is −Σ_k [y_k log a_k + (1 − y_k) log(1 − a_k)], eq. 9
	// of S2 for one example with λ = 0. With sigmoid outputs its output
	// error is δ^(L) = a^(L) − y.
	CrossEntropyLoss NetworkLoss = iota
	// HalfSquaredLoss is (1/2)‖a^(L) − y‖², whose output error is
	// δ^(L) = (a^(L) − y) ⊙ g'(z^(L)).
	HalfSquaredLoss
)

// Backprop holds the error terms and gradients of one example.
type Backprop struct {
	// Deltas[l] is δ^(l+2), the error of layer l+2 (the input layer has
	// none); the last is the output error δ^(L).
	Deltas [][]float64
	// Grads[l] is ∂J/∂Θ^(l+1) = δ^(l+2) [1; a^(l+1)]ᵀ, shaped like Θ^(l+1).
	Grads [][][]float64
	// Z and A are the forward pass the errors are propagated through, as
	// Network.Forward gives them.
	Z, A [][]float64
}

// Backpropagate returns the error terms and gradients of the network for one
// example (x, y), the backpropagation of S2:
//
//	δ^(L) = a^(L) − y,  δ^(l) = ((Θ^(l))ᵀ δ^(l+1))_{1:} ⊙ g'(z^(l)),  Δ^(l) = δ^(l+1) (a^(l))ᵀ,
//
// where (·)_{1:} drops the component of the bias unit, which has no input of
// its own to send an error to, and a^(l) includes the bias unit 1. The output
// error a^(L) − y is that of the cross-entropy loss with sigmoid outputs; the
// half squared loss has (a^(L) − y) ⊙ g'(z^(L)). g'(z) is evaluated from z
// (see Activation.Derivative), equal to S2's a ⊙ (1 − a) for the sigmoid.
func (net Network) Backpropagate(x, y []float64, loss NetworkLoss) (Backprop, error) {
	if loss == CrossEntropyLoss && net.G != ActSigmoid {
		return Backprop{}, fmt.Errorf("backpropagation: the cross-entropy loss needs sigmoid outputs in (0, 1)")
	}
	Z, A, err := net.Forward(x)
	if err != nil {
		return Backprop{}, fmt.Errorf("backpropagation: %w", err)
	}
	L := len(A) - 1
	if err := checkFinite("y", y); err != nil {
		return Backprop{}, fmt.Errorf("backpropagation: %w", err)
	}
	if len(y) != len(A[L]) {
		return Backprop{}, fmt.Errorf("backpropagation: the network has %d outputs but y has %d entries", len(A[L]), len(y))
	}
	bp := Backprop{Deltas: make([][]float64, L), Grads: make([][][]float64, L), Z: Z, A: A}
	d := make([]float64, len(y))
	for k := range d {
		// a − y, without the cancellation of a saturated output (see
		// Activation.Residual).
		d[k] = net.G.Residual(Z[L][k], y[k])
		if loss == HalfSquaredLoss {
			d[k] = mulExact0(d[k], net.G.Derivative(Z[L][k]))
		}
	}
	bp.Deltas[L-1] = d
	for l := L - 1; l >= 0; l-- {
		th := net.Thetas[l]
		ab := withUnit(A[l], net.BiasLast)
		g := make([][]float64, len(th))
		for k := range th {
			g[k] = make([]float64, len(ab))
			for i, a := range ab {
				g[k][i] = mulExact0(bp.Deltas[l][k], a)
			}
		}
		bp.Grads[l] = g
		if l == 0 {
			break
		}
		// δ^(l) = (Θᵀδ^(l+1)) without the bias component, ⊙ g'(z).
		prev := make([]float64, len(A[l]))
		col := make([]float64, len(th))
		for i := range prev {
			c := i + 1
			if net.BiasLast {
				c = i
			}
			for k := range th {
				col[k] = th[k][c]
			}
			prev[i] = mulExact0(dot(col, bp.Deltas[l]), net.G.Derivative(Z[l][i]))
			if math.IsNaN(prev[i]) {
				return Backprop{}, fmt.Errorf("backpropagation: layer %d unit %d: %w", l+1, i+1, ErrUndefined)
			}
		}
		bp.Deltas[l-1] = prev
	}
	return bp, nil
}

// NeuronLoss is the loss of ChainRule's single neuron.
type NeuronLoss int

const (
	// SquaredError is (a − y)².
	SquaredError NeuronLoss = iota
	// HalfSquaredError is (1/2)(a − y)².
	HalfSquaredError
	// LogLoss is the binary cross-entropy −[y log a + (1 − y) log(1 − a)];
	// it needs a sigmoid activation.
	LogLoss
)

// Chain holds the factors of the chain rule through one neuron.
type Chain struct {
	Z, A, Loss float64   // the score z = wᵀx + b, the activation a = g(z), the loss
	DLdA       float64   // ∂L/∂a
	DAdZ       float64   // ∂a/∂z = g'(z)
	DZdW       []float64 // ∂z/∂w_i = x_i
	DLdW       []float64 // ∂L/∂w_i = ∂L/∂a · ∂a/∂z · ∂z/∂w_i
	DLdB       float64   // ∂L/∂b = ∂L/∂a · ∂a/∂z
}

// ChainRule returns the factors of
//
//	∂L/∂w_i = ∂L/∂a · ∂a/∂z · ∂z/∂w_i
//
// for a single neuron a = g(z), z = wᵀx + b, with target y and the given
// loss. For the log loss with a sigmoid the product ∂L/∂a · ∂a/∂z is formed
// as a − y, its exact simplification, so a saturated neuron (a rounding to 1)
// still gets a finite gradient; ∂L/∂a itself is then reported as +Inf only
// when 1/(1 − a) truly exceeds the float64 range.
func ChainRule(x, w []float64, b, y float64, g Activation, loss NeuronLoss) (Chain, error) {
	if err := checkScalar("y", y); err != nil {
		return Chain{}, fmt.Errorf("chain rule: %w", err)
	}
	if loss == LogLoss {
		if g != ActSigmoid {
			return Chain{}, fmt.Errorf("chain rule: the log loss needs a sigmoid activation, whose output is a probability")
		}
		if !(y >= 0 && y <= 1) {
			return Chain{}, fmt.Errorf("chain rule: the log loss needs a target y in [0, 1], not %v", y)
		}
	}
	z, err := affineScore(w, x, b)
	if err != nil {
		return Chain{}, fmt.Errorf("chain rule: %w", err)
	}
	c := Chain{Z: z, A: g.Apply(z), DAdZ: g.Derivative(z), DZdW: append([]float64(nil), x...)}
	var dLdZ float64
	// a − y, without the cancellation of a saturated activation: at z = 40
	// and y = 1, a rounds to 1 but a − y = −σ(−40) = −4.2e-18, and the loss
	// and the gradients are made from it (see Activation.Residual).
	r := g.Residual(z, y)
	switch loss {
	case SquaredError, HalfSquaredError:
		c.Loss, c.DLdA = r*r, 2*r
		if loss == HalfSquaredError {
			c.Loss, c.DLdA = r*r/2, r
		}
		dLdZ = c.DLdA * c.DAdZ
	case LogLoss:
		c.Loss = logisticLoss(z, y)
		// ∂L/∂a = −y/a + (1 − y)/(1 − a), with 1 − a = σ(−z) exactly.
		var dl float64
		if y != 0 {
			dl -= y / c.A
		}
		if y != 1 {
			dl += (1 - y) / Sigmoid(-z)
		}
		c.DLdA = dl
		dLdZ = r
	default:
		return Chain{}, fmt.Errorf("chain rule: unknown loss %d", loss)
	}
	c.DLdB = dLdZ
	c.DLdW = make([]float64, len(x))
	for i, xi := range x {
		c.DLdW[i] = mulExact0(dLdZ, xi)
	}
	return c, nil
}

// mulExact0 returns a·b, but 0 when either factor is exactly 0. A factor
// that overflowed to ±Inf stands for a finite (if huge) number, and a finite
// number times an exact zero, such as an input x_i = 0 or the slope 0 of an
// inactive ReLU, is 0, not the NaN of Inf·0.
func mulExact0(a, b float64) float64 {
	if a == 0 || b == 0 {
		return 0
	}
	return a * b
}

// TwoLayerStep is the result of one SGD step of S3's two-layer network.
type TwoLayerStep struct {
	W1 [][]float64 // inputs × hidden units, as given
	B1 []float64
	W2 []float64
	B2 float64
	// A1 and A2 are the forward pass the step starts from, at the old
	// weights: the hidden activations and the output.
	A1 []float64
	A2 float64
}

// TwoLayerSGDStep applies one stochastic gradient step for one example
// (x, y) to S3's two-layer sigmoid network with the squared loss
// (1/2)(a^(2) − y)²:
//
//	e = (a^(2) − y) a^(2)(1 − a^(2)),
//	w^(2)_j ← w^(2)_j − α e a^(1)_j,  b^(2) ← b^(2) − α e,
//	w^(1)_{j'j} ← w^(1)_{j'j} − α e w^(2)_j a^(1)_j(1 − a^(1)_j) x_{j'},  b^(1)_j ← b^(1)_j − α e w^(2)_j a^(1)_j(1 − a^(1)_j).
//
// All gradients are taken at the old weights (w^(2)_j in the first layer's
// update is the value before the step). With full set, the loss is
// (a^(2) − y)² and every gradient doubles. W1 is inputs × hidden units.
func TwoLayerSGDStep(x []float64, y float64, W1 [][]float64, b1, w2 []float64, b2, alpha float64, full bool) (TwoLayerStep, error) {
	if err := checkScalar("y", y); err != nil {
		return TwoLayerStep{}, fmt.Errorf("two-layer SGD step: %w", err)
	}
	if err := checkRate("alpha", alpha); err != nil {
		return TwoLayerStep{}, fmt.Errorf("two-layer SGD step: %w", err)
	}
	z1, err := denseScores(x, "W1_inputs_by_hidden", W1, b1)
	if err != nil {
		return TwoLayerStep{}, fmt.Errorf("two-layer SGD step: %w", err)
	}
	a1 := make([]float64, len(z1))
	for j, z := range z1 {
		a1[j] = Sigmoid(z)
	}
	if len(w2) != len(a1) {
		return TwoLayerStep{}, fmt.Errorf("two-layer SGD step: w2 has %d entries but there are %d hidden units", len(w2), len(a1))
	}
	z2, err := affineScore(w2, a1, b2)
	if err != nil {
		return TwoLayerStep{}, fmt.Errorf("two-layer SGD step: w2: %w", err)
	}
	// (a2 − y)·σ′(z2), with a2 − y without the cancellation of a saturated
	// output (see Activation.Residual).
	e := ActSigmoid.Residual(z2, y) * Sigmoid(z2) * Sigmoid(-z2)
	if full {
		e *= 2
	}
	out := TwoLayerStep{W1: make([][]float64, len(W1)), B1: make([]float64, len(b1)), W2: make([]float64, len(w2)), B2: b2 - alpha*e,
		A1: a1, A2: Sigmoid(z2)}
	for j := range w2 {
		out.W2[j] = w2[j] - alpha*e*a1[j]
		d := e * w2[j] * Sigmoid(z1[j]) * Sigmoid(-z1[j])
		out.B1[j] = b1[j] - alpha*d
		for jp := range W1 {
			if out.W1[jp] == nil {
				out.W1[jp] = make([]float64, len(w2))
			}
			out.W1[jp][j] = W1[jp][j] - alpha*d*x[jp]
		}
	}
	return out, nil
}
