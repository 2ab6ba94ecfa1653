package compute

import (
	"fmt"
	"math"

	"eqx/compute/libm"
	"gonum.org/v1/gonum/floats"
)

// Activation is the element-wise nonlinearity g of a network layer.
type Activation int

const (
	// ActSigmoid is the logistic function σ(z) = 1/(1 + e^{−z}).
	ActSigmoid Activation = iota
	// ActTanh is the hyperbolic tangent.
	ActTanh
	// ActReLU is max(0, z).
	ActReLU
	// ActIdentity is g(z) = z, a linear unit.
	ActIdentity
)

// ParseActivation returns the activation of a name: "sigmoid", "tanh",
// "relu" or "identity".
func ParseActivation(name string) (Activation, error) {
	switch name {
	case "sigmoid":
		return ActSigmoid, nil
	case "tanh":
		return ActTanh, nil
	case "relu":
		return ActReLU, nil
	case "identity":
		return ActIdentity, nil
	}
	return 0, fmt.Errorf("unknown activation %q: want sigmoid, tanh, relu or identity", name)
}

// Apply returns g(z).
func (g Activation) Apply(z float64) float64 {
	switch g {
	case ActTanh:
		return math.Tanh(z)
	case ActReLU:
		return ReLU(z)
	case ActIdentity:
		return z
	}
	return Sigmoid(z)
}

// Derivative returns g'(z). For the sigmoid it is σ(z)σ(−z), equal to
// a(1 − a) but without the cancellation of 1 − a when a rounds to 1; for
// tanh it is sech²(z) = 1 − tanh²(z), computed as 4e/(1 + e)² with
// e = e^{−2|z|} (see tanhSlope). ReLU's derivative at the kink z = 0 is taken
// as 0, the convention of the deep-learning libraries.
func (g Activation) Derivative(z float64) float64 {
	switch g {
	case ActTanh:
		return tanhSlope(z)
	case ActReLU:
		if z > 0 {
			return 1
		}
		return 0
	case ActIdentity:
		return 1
	}
	return Sigmoid(z) * Sigmoid(-z)
}

// tanhSlope returns tanh'(z) = sech²(z) = 1 − tanh²(z) for any z, within a
// few ulps: as 4e/(1 + e)² with e = e^{−2|z|} ∈ (0, 1], which has no
// cancellation. (1 − t)(1 + t) with t = tanh(z) loses the digits of 1 − |t|:
// its relative error grows like e^{2|z|}·u (10⁻⁸ at z = 10), and it is 0
// once |t| rounds to 1 (|z| > 19.1), where sech²(z) is still 1.1e-16 or more.
func tanhSlope(z float64) float64 {
	e := libm.Exp(-2 * math.Abs(z))
	d := 1 + e
	return 4 * e / (d * d)
}

// Residual returns g(z) − y, the output error of a unit with score z and
// target y, without the cancellation of a − y where a = g(z) rounds to its
// limit. For the sigmoid with z > 0 and y > ½ it is (1 − y) − σ(−z), since
// 1 − σ(z) = σ(−z) exactly; for tanh with z > 0 and y > ½ it is
// (1 − y) − 2σ(−2z), and with z < 0 and y < −½ it is 2σ(2z) − (1 + y), since
// 1 ∓ tanh(z) = 2σ(∓2z). The differences 1 − y and 1 + y are exact for
// y ∈ [½, 2] (Sterbenz). So a saturated output against the target 1 (or −1)
// gives its tiny true error (−σ(−40) = −4.2e-18 at z = 40, y = 1) instead of
// the 0 of 1 − 1, and a loss or gradient made from it keeps its digits.
// Elsewhere g(z) − y has no cancellation beyond the one a ≈ y makes
// inherently.
func (g Activation) Residual(z, y float64) float64 {
	switch g {
	case ActSigmoid:
		if z > 0 && y > 0.5 {
			return (1 - y) - Sigmoid(-z)
		}
		return Sigmoid(z) - y
	case ActTanh:
		switch {
		case z > 0 && y > 0.5:
			return (1 - y) - 2*Sigmoid(-2*z)
		case z < 0 && y < -0.5:
			return 2*Sigmoid(2*z) - (1 + y)
		}
		return math.Tanh(z) - y
	}
	return g.Apply(z) - y
}

// DenseLayer returns the activations of a fully connected layer,
//
//	a = g(Wᵀx + b),  a_k = g(Σ_j W_jk x_j + b_k),
//
// for inputs x (n), a weight matrix W (n × h, one row per input and one
// column per unit) and biases b (h). The sums are accumulated without
// intermediate overflow.
func DenseLayer(x []float64, W [][]float64, b []float64, g Activation) ([]float64, error) {
	z, err := denseScores(x, "W", W, b)
	if err != nil {
		return nil, fmt.Errorf("dense layer: %w", err)
	}
	for k := range z {
		z[k] = g.Apply(z[k])
	}
	return z, nil
}

// denseScores returns Wᵀx + b for W stored inputs × units.
func denseScores(x []float64, wName string, W [][]float64, b []float64) ([]float64, error) {
	h, err := checkMatrix(wName, W)
	if err != nil {
		return nil, err
	}
	if err := checkFinite("x", x); err != nil {
		return nil, err
	}
	if err := checkFinite("b", b); err != nil {
		return nil, err
	}
	if len(W) != len(x) {
		return nil, fmt.Errorf("%s has %d rows (one per input) but x has %d entries", wName, len(W), len(x))
	}
	if len(b) != h {
		return nil, fmt.Errorf("%s has %d columns (one per unit) but b has %d entries", wName, h, len(b))
	}
	z := make([]float64, h)
	col := make([]float64, len(x))
	for k := range z {
		for j := range x {
			col[j] = W[j][k]
		}
		s := dot(col, x) + b[k]
		if math.IsNaN(s) {
			return nil, fmt.Errorf("unit %d: %w: its weighted sum is ∞ − ∞", k+1, ErrUndefined)
		}
		z[k] = s
	}
	return z, nil
}

// Network is a feed-forward network in the notation of S2: Thetas[l] is
// Θ^(l+1), of size s_{l+2} × (s_{l+1} + 1), whose bias column multiplies the
// constant unit a_0 = 1 and comes first (BiasLast puts it last). G is the
// activation of every layer, the output layer included.
type Network struct {
	Thetas   [][][]float64
	G        Activation
	BiasLast bool
}

// check validates the shapes of the weights against n inputs.
func (net Network) check(n int) error {
	if len(net.Thetas) == 0 {
		return fmt.Errorf("the network has no weight matrices: %w", ErrEmpty)
	}
	in := n
	for l, th := range net.Thetas {
		// The name only for a message: the cost's curves check a network
		// at every point.
		cols, err := checkMatrix("Theta", th)
		if err != nil {
			_, err = checkMatrix(fmt.Sprintf("Theta%d", l+1), th)
			return err
		}
		if cols != in+1 {
			return fmt.Errorf("Theta%d has %d columns but the layer before it has %d units, so it needs %d (one more for the bias)", l+1, cols, in, in+1)
		}
		in = len(th)
	}
	return nil
}

// withUnit returns a with the bias unit 1 added first, or last when last.
func withUnit(a []float64, last bool) []float64 {
	return appendUnit(make([]float64, 0, len(a)+1), a, last)
}

// Forward returns the forward pass of the network for the input x:
//
//	a^(1) = x,  z^(l+1) = Θ^(l) [1; a^(l)],  a^(l+1) = g(z^(l+1)),  h_Θ(x) = a^(L).
//
// Z[l] and A[l] are z^(l+1) and a^(l+1) (Z[0] is nil and A[0] = x); the bias
// unit is not included in them.
func (net Network) Forward(x []float64) (Z, A [][]float64, err error) {
	if err := checkFinite("x", x); err != nil {
		return nil, nil, fmt.Errorf("forward pass: %w", err)
	}
	if err := net.check(len(x)); err != nil {
		return nil, nil, fmt.Errorf("forward pass: %w", err)
	}
	Z = make([][]float64, len(net.Thetas)+1)
	A = make([][]float64, len(net.Thetas)+1)
	A[0] = append([]float64(nil), x...)
	for l, th := range net.Thetas {
		ab := withUnit(A[l], net.BiasLast)
		z := make([]float64, len(th))
		a := make([]float64, len(th))
		for k, row := range th {
			if z[k], err = unitSum(row, ab, l, k); err != nil {
				return nil, nil, err
			}
			a[k] = net.G.Apply(z[k])
		}
		Z[l+1], A[l+1] = z, a
	}
	return Z, A, nil
}

// unitSum is z = Θ^(l)_k · ab, unit k's weighted sum in layer l+2 of the
// forward pass, or an error when it is ∞ − ∞.
func unitSum(row, ab []float64, l, k int) (float64, error) {
	z := dot(row, ab)
	if math.IsNaN(z) {
		return 0, fmt.Errorf("forward pass: layer %d unit %d: %w: its weighted sum is ∞ − ∞", l+2, k+1, ErrUndefined)
	}
	return z, nil
}

// forwardLast is Forward's z^(L) alone, the output layer's weighted sums,
// computed in s's buffers, which it keeps from one example to the next:
// NetworkCost needs nothing else. x is finite and net.check(len(x)) holds.
// The sums are Forward's, bit for bit.
func (net Network) forwardLast(x []float64, s *forwardScratch) ([]float64, error) {
	ab := s.ab[:0]
	for l, th := range net.Thetas {
		if l == 0 {
			ab = appendUnit(ab, x, net.BiasLast)
		} else {
			for k, v := range s.z {
				s.z[k] = net.G.Apply(v)
			}
			ab = appendUnit(ab[:0], s.z, net.BiasLast)
		}
		s.z = s.z[:0]
		for k, row := range th {
			z, err := unitSum(row, ab, l, k)
			if err != nil {
				return nil, err
			}
			s.z = append(s.z, z)
		}
	}
	s.ab = ab
	return s.z, nil
}

// widest is the most units of a layer of net with X's rows for inputs.
func widest(net Network, X [][]float64) int {
	w := len(X[0])
	for _, th := range net.Thetas {
		w = max(w, len(th))
	}
	return w
}

// forwardScratch holds forwardLast's buffers: a layer's activations with
// the bias unit, and the next layer's weighted sums.
type forwardScratch struct{ ab, z []float64 }

// appendUnit appends a to dst with the bias unit 1 first, or last when
// last (withUnit, into a buffer).
func appendUnit(dst, a []float64, last bool) []float64 {
	if last {
		return append(append(dst, a...), 1)
	}
	return append(append(dst, 1), a...)
}

// TwoLayerForward returns the forward pass of S3's network with one hidden
// layer and one output unit:
//
//	a^(1)_j = g(Σ_{j'} x_{j'} w^(1)_{j'j} + b^(1)_j),  a^(2) = g(Σ_j a^(1)_j w^(2)_j + b^(2)),
//
// with W1 of size inputs × hidden units.
func TwoLayerForward(x []float64, W1 [][]float64, b1, w2 []float64, b2 float64, g Activation) (a1 []float64, a2 float64, err error) {
	a1, err = DenseLayer(x, W1, b1, g)
	if err != nil {
		return nil, 0, fmt.Errorf("two-layer network: hidden layer: %w", err)
	}
	z2, err := affineScore(w2, a1, b2)
	if err != nil {
		return nil, 0, fmt.Errorf("two-layer network: output unit: %w", err)
	}
	return a1, g.Apply(z2), nil
}

// NetworkCost returns the regularised cross-entropy cost of a sigmoid
// network (eq. 9 of S2),
//
//	J(Θ) = −(1/m) Σ_i Σ_k [y_k log h_k + (1 − y_k) log(1 − h_k)] + λ/(2m) Σ_l Σ_{i≥1} Σ_j (Θ^(l)_{ji})²,
//
// for the rows of X (m × inputs, without the bias unit) and one-hot (or
// [0, 1]) targets Y (m × K). The bias weights (column i = 0) are not
// penalised. Every log term is computed from the output score as a softplus,
// so saturated outputs cost their exact finite value instead of log 0. The
// network's activation must be the sigmoid, whose outputs are probabilities.
func NetworkCost(net Network, X, Y [][]float64, lambda float64) (float64, error) {
	if net.G != ActSigmoid {
		return 0, fmt.Errorf("network cost: the cross-entropy cost needs sigmoid outputs in (0, 1)")
	}
	if _, err := checkMatrix("X", X); err != nil {
		return 0, fmt.Errorf("network cost: %w", err)
	}
	K, err := checkMatrix("Y", Y)
	if err != nil {
		return 0, fmt.Errorf("network cost: %w", err)
	}
	if len(Y) != len(X) {
		return 0, fmt.Errorf("network cost: X has %d rows but Y has %d: there must be one target row per example", len(X), len(Y))
	}
	if !(lambda >= 0) || math.IsInf(lambda, 1) {
		return 0, fmt.Errorf("network cost: lambda = %v must be non-negative and finite", lambda)
	}
	m := float64(len(X))
	var data float64
	// Forward's sums, its checks done once: X is rectangular and finite
	// (checked above), so the shapes Forward checked for every example
	// are those of the first. The regions and curves of the page evaluate
	// the cost at every point.
	if err := net.check(len(X[0])); err != nil {
		return 0, fmt.Errorf("network cost: example 1: forward pass: %w", err)
	}
	units := widest(net, X)
	buf := forwardScratch{ab: make([]float64, 0, units+1), z: make([]float64, 0, units)}
	for i, x := range X {
		z, err := net.forwardLast(x, &buf)
		if err != nil {
			return 0, fmt.Errorf("network cost: example %d: %w", i+1, err)
		}
		if len(z) != K {
			return 0, fmt.Errorf("network cost: the network has %d outputs but Y has %d columns", len(z), K)
		}
		for k, yk := range Y[i] {
			if !(yk >= 0 && yk <= 1) {
				return 0, fmt.Errorf("network cost: target Y(%d, %d) = %v is outside [0, 1]", i+1, k+1, yk)
			}
			data += logisticLoss(z[k], yk) / m
		}
	}
	if lambda == 0 {
		return data, nil
	}
	var w []float64
	for _, th := range net.Thetas {
		for _, row := range th {
			if net.BiasLast {
				w = append(w, row[:len(row)-1]...)
			} else {
				w = append(w, row[1:]...)
			}
		}
	}
	r := math.Sqrt(lambda/(2*m)) * floats.Norm(w, 2) // scaled: no θ² overflow
	return data + r*r, nil
}
