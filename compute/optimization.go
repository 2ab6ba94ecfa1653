package compute

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/floats"
)

// MaxGradientSteps bounds the iterations of the gradient-descent kernels, so
// that one request cannot keep a page or the server busy indefinitely.
const MaxGradientSteps = 1_000_000

// MaxGradientWork bounds steps × rows × columns of a least-squares run,
// about a second of arithmetic, for the same reason.
const MaxGradientWork = 500_000_000

// checkSteps reports an error unless 0 ≤ steps ≤ MaxGradientSteps.
func checkSteps(name string, steps int) error {
	if steps < 0 || steps > MaxGradientSteps {
		return fmt.Errorf("%s = %d must be between 0 and %d", name, steps, MaxGradientSteps)
	}
	return nil
}

// errDiverged is the error of an iteration whose iterate left the float64
// range: the learning rate is too large for the curvature of the loss.
func errDiverged(step int, eta float64) error {
	return fmt.Errorf("gradient descent diverged: the iterate overflowed at step %d; the learning rate %v is too large for this loss", step, eta)
}

// GradientDescentQuadratic runs steps iterations of gradient descent
//
//	θ_{t+1} = θ_t − η ∇L(θ_t)
//
// on the quadratic bowl L(θ) = ‖θ‖² = Σ θ_j², whose gradient is 2θ, starting
// at θ0. Each step multiplies θ by 1 − 2η, so the iteration converges to the
// minimum 0 for 0 < η < 1, oscillates around it for 1/2 < η < 1, and
// diverges for η > 1. A divergent run whose iterate leaves the float64 range
// is reported as an error rather than as ±Inf or NaN. η must be positive and
// finite, θ0 finite and 0 ≤ steps ≤ MaxGradientSteps.
//
// A step is taken as θ − η·2θ = 2·(θ/2 − ηθ) with one fused multiply-add,
// which rounds once: the plain θ − η(2θ) rounds η·2θ first and then loses
// that rounding's digits to the cancellation when η is near ½ (η =
// 0.5000000000000026 gave a relative error of 10⁻³ after three steps), and
// 2θ overflowed for |θ| above 2^1023 although θ(1 − 2η) was finite. The
// halving and the doubling are exact (barring a subnormal θ's last bit), so
// each step is within an ulp of θ(1 − 2η) and T steps within about Tu.
func GradientDescentQuadratic(theta0 []float64, eta float64, steps int) ([]float64, error) {
	if err := checkGD(theta0, eta, steps); err != nil {
		return nil, fmt.Errorf("gradient descent: %w", err)
	}
	theta := append([]float64(nil), theta0...)
	for t := 1; t <= steps; t++ {
		for j := range theta {
			theta[j] = 2 * math.FMA(-eta, theta[j], theta[j]/2)
			if math.IsInf(theta[j], 0) || math.IsNaN(theta[j]) {
				return nil, errDiverged(t, eta)
			}
		}
	}
	return theta, nil
}

func checkGD(theta0 []float64, eta float64, steps int) error {
	if err := checkFinite("theta0", theta0); err != nil {
		return err
	}
	if err := checkRate("eta", eta); err != nil {
		return err
	}
	return checkSteps("steps", steps)
}

// GradientDescentLeastSquares runs steps iterations of batch gradient descent
// on the least-squares loss
//
//	L(θ) = 1/(2m) ‖Xθ − y‖²,  ∇L(θ) = (1/m) Xᵀ(Xθ − y),
//
// from θ0, for a design matrix X (m × n) and targets y (m): the loop of S4's
// gradient_descent. It converges to the normal-equation solution when
// 0 < η < 2/λ_max((1/m)XᵀX); along the direction of the smallest eigenvalue
// it converges slowly, which is why a few thousand epochs can leave θ visibly
// short of it. A divergent run is reported as an error, and so is a run
// longer than MaxGradientWork.
func GradientDescentLeastSquares(X [][]float64, y, theta0 []float64, eta float64, steps int) ([]float64, error) {
	n, err := checkDesign(X, y)
	if err != nil {
		return nil, fmt.Errorf("gradient descent: %w", err)
	}
	if err := checkGD(theta0, eta, steps); err != nil {
		return nil, fmt.Errorf("gradient descent: %w", err)
	}
	if len(theta0) != n {
		return nil, fmt.Errorf("gradient descent: X has %d columns but theta0 has %d entries: they must match", n, len(theta0))
	}
	if float64(steps)*float64(len(X))*float64(n) > MaxGradientWork {
		return nil, fmt.Errorf("gradient descent: %d steps on a %d × %d matrix exceed the limit of %d multiply-adds; use fewer steps or less data", steps, len(X), n, MaxGradientWork)
	}
	m := float64(len(X))
	theta := append([]float64(nil), theta0...)
	next := make([]float64, n)
	r := make([]float64, len(X))
	grad := make([]float64, n)
	// step writes θ − (η/m)Xᵀ(Xθ − y) into out and reports whether every
	// entry is finite.
	step := func(theta, y, out []float64) bool {
		for i, row := range X {
			r[i] = dot(row, theta) - y[i]
		}
		for j := range grad {
			var g float64
			for i, row := range X {
				g += row[j] * r[i]
			}
			grad[j] = g / m
		}
		ok := true
		for j := range theta {
			out[j] = theta[j] - eta*grad[j]
			ok = ok && isFinite(out[j])
		}
		return ok
	}
	for t := 1; t <= steps; t++ {
		if !step(theta, y, next) && !scaledLeastSquaresStep(theta, y, next, step) {
			return nil, errDiverged(t, eta)
		}
		theta, next = next, theta
	}
	return theta, nil
}

// scaledLeastSquaresStep redoes a gradient step whose residuals, gradient
// sums or η·g overflowed although θ and y are finite: the step is linear in
// (θ, y), so it is taken on θ and y scaled by a power of two that brings
// them far below 1 (exact, barring entries 2^64 times smaller than the
// largest, which cannot matter at that scale) and the result is scaled
// back. y = (1e308, 1e308), X = (1, 1)ᵀ, θ₀ = 0, η = ½ gives θ₁ = 5e307;
// the direct step summed 2e308 = +Inf first. It reports false when the
// iterate itself leaves the float64 range.
func scaledLeastSquaresStep(theta, y, out []float64, step func(theta, y, out []float64) bool) bool {
	big := math.Max(floats.Norm(theta, math.Inf(1)), floats.Norm(y, math.Inf(1)))
	if big == 0 || !isFinite(big) {
		return false
	}
	_, e := math.Frexp(big)
	// Ldexp entry by entry: the factor 2^(−e−64) itself may be below the
	// subnormals.
	ts, ys := make([]float64, len(theta)), make([]float64, len(y))
	for j, v := range theta {
		ts[j] = math.Ldexp(v, -e-64)
	}
	for i, v := range y {
		ys[i] = math.Ldexp(v, -e-64)
	}
	if !step(ts, ys, out) {
		return false
	}
	for j, v := range out {
		out[j] = math.Ldexp(v, e+64)
		if !isFinite(out[j]) {
			return false
		}
	}
	return true
}

// LogisticStep is the result of a logistic-regression gradient step.
type LogisticStep struct {
	W []float64 // the updated weights
	B float64   // the updated bias
}

// LogisticGradientStep applies one batch gradient-descent step to logistic
// regression with the summed cross-entropy loss of S3,
//
//	a_i = σ(wᵀx_i + b),  w ← w − α Σ_i (a_i − y_i) x_i,  b ← b − α Σ_i (a_i − y_i),
//
// for the rows x_i of X (no column of ones: b is the intercept), labels
// y_i ∈ [0, 1] and learning rate α > 0. The gradient is a sum, not a mean, so
// α must shrink as the data grow. σ is evaluated without overflow, so a
// score of ±1000 gives a_i − y_i ∈ {−1, 0, 1} exactly rather than NaN.
func LogisticGradientStep(X [][]float64, y, w []float64, b, alpha float64) (LogisticStep, error) {
	n, err := checkDesign(X, y)
	if err != nil {
		return LogisticStep{}, fmt.Errorf("logistic gradient step: %w", err)
	}
	for i, v := range y {
		if !(v >= 0 && v <= 1) {
			return LogisticStep{}, fmt.Errorf("logistic gradient step: label y[%d] = %v is outside [0, 1]", i+1, v)
		}
	}
	if err := checkFinite("w", w); err != nil {
		return LogisticStep{}, fmt.Errorf("logistic gradient step: %w", err)
	}
	if len(w) != n {
		return LogisticStep{}, fmt.Errorf("logistic gradient step: X has %d columns but w has %d entries: they must match", n, len(w))
	}
	if err := checkScalar("b", b); err != nil {
		return LogisticStep{}, fmt.Errorf("logistic gradient step: %w", err)
	}
	if err := checkRate("alpha", alpha); err != nil {
		return LogisticStep{}, fmt.Errorf("logistic gradient step: %w", err)
	}
	gw := make([]float64, n)
	var gb float64
	for i, row := range X {
		z := dot(w, row) + b
		if math.IsNaN(z) {
			return LogisticStep{}, fmt.Errorf("logistic gradient step: score of row %d: %w", i+1, ErrUndefined)
		}
		e := ActSigmoid.Residual(z, y[i]) // σ(z) − y without the cancellation of a saturated σ
		for j, v := range row {
			gw[j] += e * v
		}
		gb += e
	}
	out := LogisticStep{W: make([]float64, n), B: b - alpha*gb}
	for j := range w {
		out.W[j] = w[j] - alpha*gw[j]
	}
	return out, nil
}
