package compute

import (
	"fmt"
	"math"

	"eqx/compute/libm"
	"gonum.org/v1/gonum/floats"
)

// LinearThresholdUnit returns the label 1{wᵀx + b ≥ 0} of the linear
// threshold unit, which is also the decision rule of a linear SVM: 1 on the
// side of the hyperplane wᵀx + b = 0 that w points to (and on the plane
// itself), 0 on the other. w and x must have the same, non-zero length and
// finite entries.
func LinearThresholdUnit(w, x []float64, b float64) (int, error) {
	z, err := affineScore(w, x, b)
	if err != nil {
		return 0, fmt.Errorf("linear threshold unit: %w", err)
	}
	return step(z), nil
}

// step is the Heaviside step with step(0) = 1, the convention of 1{z ≥ 0}.
func step(z float64) int {
	if z >= 0 {
		return 1
	}
	return 0
}

// affineScore returns wᵀx + b after checking its inputs.
func affineScore(w, x []float64, b float64) (float64, error) {
	if err := checkFinite("w", w); err != nil {
		return 0, err
	}
	if err := checkFinite("x", x); err != nil {
		return 0, err
	}
	if err := checkScalar("b", b); err != nil {
		return 0, err
	}
	s, err := linearScore("w", w, "x", x)
	if err != nil {
		return 0, err
	}
	z := s + b
	if math.IsNaN(z) {
		return 0, fmt.Errorf("wᵀx + b: %w: ∞ − ∞", ErrUndefined)
	}
	return z, nil
}

// checkLabel01 reports an error unless y is 0 or 1.
func checkLabel01(name string, y float64) error {
	if y != 0 && y != 1 {
		return fmt.Errorf("label %s = %v must be 0 or 1", name, y)
	}
	return nil
}

// checkRate reports an error unless the learning rate is positive and
// finite.
func checkRate(name string, alpha float64) error {
	if !(alpha > 0) || math.IsInf(alpha, 1) {
		return fmt.Errorf("learning rate %s = %v must be positive and finite", name, alpha)
	}
	return nil
}

// Perceptron is the result of one perceptron update.
type Perceptron struct {
	W []float64 // the updated weights
	B float64   // the updated bias
	A int       // the activation 1{wᵀx + b ≥ 0} before the update
}

// PerceptronUpdate applies Rosenblatt's perceptron rule to one training
// point (x, y), y ∈ {0, 1}:
//
//	a = 1{wᵀx + b ≥ 0},  w ← w − α(a − y)x,  b ← b − α(a − y).
//
// When the point is classified correctly (a = y) nothing changes; a false
// positive moves w away from x, a false negative towards it. α must be
// positive and finite. w is not modified; the result holds new slices.
func PerceptronUpdate(w, x []float64, b, y, alpha float64) (Perceptron, error) {
	if err := checkLabel01("y", y); err != nil {
		return Perceptron{}, fmt.Errorf("perceptron update: %w", err)
	}
	if err := checkRate("alpha", alpha); err != nil {
		return Perceptron{}, fmt.Errorf("perceptron update: %w", err)
	}
	z, err := affineScore(w, x, b)
	if err != nil {
		return Perceptron{}, fmt.Errorf("perceptron update: %w", err)
	}
	a := step(z)
	e := float64(a) - y // −1, 0 or 1
	out := Perceptron{W: make([]float64, len(w)), B: b - alpha*e, A: a}
	for j := range w {
		out.W[j] = w[j] - alpha*e*x[j]
	}
	return out, nil
}

// LogisticHypothesis returns the logistic-regression probability
// h = σ(θᵀx) = 1/(1 + e^{−θᵀx}) and the predicted label 1{h ≥ 0.5}, which is
// 1{θᵀx ≥ 0}. As in LinearHypothesis, x holds x_0 = 1 first or only the
// features. σ is evaluated without overflow for any score (see Sigmoid), and
// the label is read from the score's sign, so h rounding to 0.5 cannot flip
// it.
func LogisticHypothesis(theta, x []float64) (h float64, label int, err error) {
	z, err := LinearHypothesis(theta, x)
	if err != nil {
		return 0, 0, fmt.Errorf("logistic hypothesis: %w", err)
	}
	return Sigmoid(z), step(z), nil
}

// Softplus returns log(1 + e^z) without overflow or loss of precision:
// max(z, 0) + log1p(e^{−|z|}). It is −log σ(−z), the logistic loss of a
// score z for the label 0.
func Softplus(z float64) float64 {
	return math.Max(z, 0) + math.Log1p(libm.Exp(-math.Abs(z)))
}

// logisticLoss returns −[y log σ(z) + (1 − y) log(1 − σ(z))] for a label (or
// soft target) y ∈ [0, 1], written as y·Softplus(−z) + (1 − y)·Softplus(z):
// finite for every finite z, so a margin of 1000 costs 1000, not
// −log(0) = +Inf, and a tiny loss is not rounded to 0 by 1 − σ(z).
func logisticLoss(z, y float64) float64 {
	var l float64
	if y != 0 {
		l += y * Softplus(-z)
	}
	if y != 1 {
		l += (1 - y) * Softplus(z)
	}
	return l
}

// LogisticCost returns the mean cross-entropy of the affine score
// z⁽ⁱ⁾ = b + wᵀx⁽ⁱ⁾ on the rows of X (without a column of ones),
//
//	J(w, b) = (1/m) Σ_i [softplus(z⁽ⁱ⁾) − y⁽ⁱ⁾ z⁽ⁱ⁾],
//
// which is LogisticRegressionCost with θ = (b, w) and λ = 0, computed
// without building the design matrix: a loss surface calls it at every
// cell of its grid. Labels y ∈ [0, 1].
func LogisticCost(X [][]float64, y, w []float64, b float64) (float64, error) {
	if len(X) == 0 || len(X) != len(y) {
		return 0, fmt.Errorf("logistic cost: X has %d rows and y %d labels; want the same number, at least 1", len(X), len(y))
	}
	m := float64(len(X))
	var J float64
	for i, row := range X {
		if len(row) != len(w) {
			return 0, fmt.Errorf("logistic cost: row %d of X has %d entries and w %d", i+1, len(row), len(w))
		}
		if !(y[i] >= 0 && y[i] <= 1) {
			return 0, fmt.Errorf("logistic cost: label y[%d] = %v is outside [0, 1]", i+1, y[i])
		}
		z := b
		for j, v := range row {
			z += w[j] * v
		}
		J += logisticLoss(z, y[i]) / m
	}
	return J, nil
}

// LogisticRegressionCost returns the regularised cross-entropy cost of
// logistic regression,
//
//	J(θ) = −(1/m) Σ_i [y⁽ⁱ⁾ log h_θ(x⁽ⁱ⁾) + (1 − y⁽ⁱ⁾) log(1 − h_θ(x⁽ⁱ⁾))] + λ/(2m) Σ_{j=1}^{n} θ_j²,
//
// for a design matrix X (m × (n+1)) whose first column multiplies θ_0 (the
// column of ones), labels y ∈ [0, 1] and λ ≥ 0. θ_0 is not penalised.
//
// Each term is computed from the score z = θᵀx as a softplus (see
// logisticLoss), so huge margins give finite, exact costs; the penalty uses a
// scaled norm. The cost is convex in θ.
func LogisticRegressionCost(X [][]float64, y, theta []float64, lambda float64) (float64, error) {
	if _, err := checkDesign(X, y); err != nil {
		return 0, fmt.Errorf("logistic regression cost: %w", err)
	}
	for i, v := range y {
		if !(v >= 0 && v <= 1) {
			return 0, fmt.Errorf("logistic regression cost: label y[%d] = %v is outside [0, 1]", i+1, v)
		}
	}
	if !(lambda >= 0) || math.IsInf(lambda, 1) {
		return 0, fmt.Errorf("logistic regression cost: lambda = %v must be non-negative and finite", lambda)
	}
	var buf [64]float64 // the predictions of a small design, on the stack
	z, err := appendPredictions(buf[:0], X, theta)
	if err != nil {
		return 0, fmt.Errorf("logistic regression cost: %w", err)
	}
	m := float64(len(X))
	var data float64
	for i := range z {
		// Each term is at most |z|, so dividing as we go keeps the sum
		// finite unless the mean itself overflows.
		data += logisticLoss(z[i], y[i]) / m
	}
	if lambda == 0 || len(theta) < 2 {
		return data, nil
	}
	// λ/(2m)·‖θ_{1:}‖² as (√(λ/(2m))·‖θ_{1:}‖)², with the scaled norm of
	// gonum, so that neither θ_j² nor λ·Inf can overflow into a NaN.
	r := math.Sqrt(lambda/(2*m)) * floats.Norm(theta[1:], 2)
	return data + r*r, nil
}
