package compute

import (
	"fmt"
	"math"

	"eqx/compute/libm"
	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"
)

// This file holds the support vector machine: its margin, objectives and
// subgradient step for labels y ∈ {0, 1} (the sign 2y − 1 turns them into
// −1 and +1), and the kernel trick: the quadratic feature map and kernel, the
// Gaussian (RBF) kernel and the Gram matrix.

// KernelKind selects the kernel of a Gram matrix.
type KernelKind int

const (
	// KernelLinear is K(x, x') = xᵀx', the kernel of the identity map.
	KernelLinear KernelKind = iota
	// KernelQuadratic is K(x, x') = (xᵀx' + 1)².
	KernelQuadratic
	// KernelGaussian is K(x, x') = exp(−‖x − x'‖² / (2σ²)).
	KernelGaussian
)

// QuadraticFeatures writes the explicit feature map of the quadratic kernel
// into dst and returns it; dst is allocated when it is nil or too short. For
// x in ℝᵈ the map has (d+1)(d+2)/2 entries, in this order: the squares
// x_i², the cross terms √2·x_i·x_j (i < j, row by row), the linear terms
// √2·x_i, and the constant 1. For d = 2 it is
//
//	φ(x) = (x₁², x₂², √2·x₁x₂, √2·x₁, √2·x₂, 1),
//
// so that φ(x)ᵀφ(x') = (xᵀx' + 1)². x must be non-empty and finite.
func QuadraticFeatures(dst, x []float64) ([]float64, error) {
	if len(x) == 0 {
		return nil, fmt.Errorf("quadratic features: x: %w", ErrEmpty)
	}
	if err := kernelCheckFinite("x", x); err != nil {
		return nil, fmt.Errorf("quadratic features: %w", err)
	}
	d := len(x)
	n := (d + 1) * (d + 2) / 2
	if cap(dst) < n {
		dst = make([]float64, n)
	}
	dst = dst[:n]
	k := 0
	for _, v := range x {
		dst[k] = v * v
		k++
	}
	for i := 0; i < d; i++ {
		for j := i + 1; j < d; j++ {
			dst[k] = math.Sqrt2 * x[i] * x[j]
			k++
		}
	}
	for _, v := range x {
		dst[k] = math.Sqrt2 * v
		k++
	}
	dst[k] = 1
	return dst, nil
}

// QuadraticKernel returns K(x, x') = (xᵀx' + 1)², the inner product of the
// quadratic feature maps of x and x' computed without building them.
//
// x and x' must have the same, non-zero length and finite entries. The dot
// product is scaled when its terms could overflow, so that it is never
// Inf − Inf; a kernel value beyond the float64 range is +Inf.
func QuadraticKernel(x, xPrime []float64) (float64, error) {
	if err := checkSameLen("x", x, "x'", xPrime); err != nil {
		return 0, fmt.Errorf("quadratic kernel: %w", err)
	}
	if err := kernelCheckFinite2("x", x, "x'", xPrime); err != nil {
		return 0, fmt.Errorf("quadratic kernel: %w", err)
	}
	s := kernelDot(x, xPrime) + 1
	return s * s, nil
}

// GaussianKernel returns the Gaussian radial basis function kernel
//
//	K(x, l) = exp(−‖x − l‖² / (2σ²)),
//
// a similarity in (0, 1] that is 1 at x = l and decays with the distance on
// the length scale σ.
//
// x and l must have the same, non-zero length and finite entries; σ must be
// positive and finite. The squared distance is divided by σ twice (σ² alone
// may overflow or underflow), and coordinates beyond 2^500 or squares that
// underflow go through gonum's scaled norm instead, so far-apart points give
// 0 (not NaN from Inf/Inf) and a tiny σ with a tiny distance keeps their
// ratio.
func GaussianKernel(x, l []float64, sigma float64) (float64, error) {
	if err := checkSameLen("x", x, "l", l); err != nil {
		return 0, fmt.Errorf("gaussian kernel: %w", err)
	}
	if err := kernelCheckFinite2("x", x, "l", l); err != nil {
		return 0, fmt.Errorf("gaussian kernel: %w", err)
	}
	if err := kernelCheckSigma(sigma); err != nil {
		return 0, fmt.Errorf("gaussian kernel: %w", err)
	}
	return kernelGaussian(x, l, sigma, kernelSmall(x) && kernelSmall(l)), nil
}

// GramMatrix returns the n×n Gram matrix K_ij = K(x_i, x_j) of the rows of
// X for the given kernel; sigma is the length scale of KernelGaussian and is
// ignored otherwise. K is symmetric and positive semi-definite.
//
// X must have at least one row, every row the same non-zero length, and
// finite entries. The linear and quadratic kernels use one BLAS rank-k
// update, or, when an entry is large enough for a product to overflow, an
// overflow-free dot product per entry (see kernelOuter).
func GramMatrix(X [][]float64, kind KernelKind, sigma float64) (*mat.SymDense, error) {
	n := len(X)
	if n == 0 {
		return nil, fmt.Errorf("gram matrix: X: %w", ErrEmpty)
	}
	d := len(X[0])
	if d == 0 {
		return nil, fmt.Errorf("gram matrix: X: row 1: %w", ErrEmpty)
	}
	for i, row := range X {
		if len(row) != d {
			return nil, fmt.Errorf("gram matrix: X: row %d has %d entries but row 1 has %d", i+1, len(row), d)
		}
		if err := kernelCheckFinite(fmt.Sprintf("X row %d", i+1), row); err != nil {
			return nil, fmt.Errorf("gram matrix: %w", err)
		}
	}
	switch kind {
	case KernelLinear, KernelQuadratic:
		K := kernelOuter(X)
		if kind == KernelQuadratic {
			raw := K.RawSymmetric()
			for i := 0; i < n; i++ {
				row := raw.Data[i*raw.Stride+i : i*raw.Stride+n]
				for j, v := range row {
					row[j] = (v + 1) * (v + 1)
				}
			}
		}
		return K, nil
	case KernelGaussian:
		if err := kernelCheckSigma(sigma); err != nil {
			return nil, fmt.Errorf("gram matrix: %w", err)
		}
		small := true
		for _, row := range X {
			small = small && kernelSmall(row)
		}
		K := mat.NewSymDense(n, nil)
		raw := K.RawSymmetric()
		for i := 0; i < n; i++ {
			row := raw.Data[i*raw.Stride : i*raw.Stride+n]
			row[i] = 1
			for j := i + 1; j < n; j++ {
				row[j] = kernelGaussian(X[i], X[j], sigma, small)
			}
		}
		return K, nil
	}
	return nil, fmt.Errorf("gram matrix: unknown kernel %d", kind)
}

// kernelOuter returns X·Xᵀ: one BLAS rank-k update when no entry exceeds
// 2^500, so that no product can overflow. Otherwise every entry is the
// overflow-free kernelDot of its two rows. (Scaling the whole matrix by its
// largest entry, as before, sent the products of moderate entries below the
// subnormals: with a row holding 1e300, K_ij = −2.4e100 of two rows whose
// large entries sat in other coordinates came out 0, and a quadratic
// kernel of +Inf came out 1. No common scale fits every pair.)
func kernelOuter(X [][]float64) *mat.SymDense {
	n, d := len(X), len(X[0])
	var big float64
	for _, row := range X {
		big = math.Max(big, floats.Norm(row, math.Inf(1)))
	}
	K := mat.NewSymDense(n, nil)
	if big > 0x1p500 {
		raw := K.RawSymmetric()
		for i := 0; i < n; i++ {
			for j := i; j < n; j++ {
				raw.Data[i*raw.Stride+j] = kernelDot(X[i], X[j])
			}
		}
		return K
	}
	data := make([]float64, 0, n*d)
	for _, row := range X {
		data = append(data, row...)
	}
	K.SymOuterK(1, mat.NewDense(n, d, data))
	return K
}

// kernelDot returns xᵀy for vectors of the same length, without spurious
// overflow or underflow: it is dot (see linear_predictor.go), which sums
// directly and, when that overflows or makes Inf − Inf, sums every product
// m·2^e relative to the largest product's exponent: (1e200, 1e200)ᵀ(1e200,
// −1e200) is 0. (Scaling both vectors by their largest entries, as before,
// sent a product of moderate entries to 0 when the largest entries of x and
// y were in different coordinates: (5.9e278, 4.3e32)ᵀ(−1.4e-256, −4.1e132)
// gave 0 instead of −1.8e165.)
func kernelDot(x, y []float64) float64 { return dot(x, y) }

// kernelGaussian returns exp(−‖x − l‖²/(2σ²)) for valid inputs. small
// reports that no coordinate exceeds 2^500 in magnitude: the squared
// differences then cannot overflow and are summed directly, which is fast
// and exact to rounding. A sum below 2^−900 may have lost its terms to
// underflow (it matters when σ is as tiny), so it takes the scaled path,
// like large coordinates do.
func kernelGaussian(x, l []float64, sigma float64, small bool) float64 {
	if small && len(x) < 1<<20 {
		var s float64
		for i, v := range x {
			d := v - l[i]
			s += d * d
		}
		if s >= 0x1p-900 {
			// s/σ/σ rather than s/σ²: σ² alone may overflow or underflow.
			return libm.Exp(-s / sigma / sigma / 2)
		}
	}
	u := kernelScaledDistance(x, l, sigma)
	return libm.Exp(-u * u / 2)
}

// kernelSmall reports whether every |x_i| is at most 2^500.
func kernelSmall(x []float64) bool { return floats.Norm(x, math.Inf(1)) <= 0x1p500 }

// kernelScaledDistance returns ‖x − l‖/σ. The norm is gonum's scaled
// 2-norm; when a coordinate difference overflows, the halves of x and l
// (exact for normal numbers) are used instead and the quotient doubled, so
// that the ratio stays finite whenever it is representable.
func kernelScaledDistance(x, l []float64, sigma float64) float64 {
	r := floats.Distance(x, l, 2)
	if !math.IsInf(r, 1) {
		return r / sigma
	}
	hx := make([]float64, len(x))
	hl := make([]float64, len(l))
	floats.ScaleTo(hx, 0.5, x)
	floats.ScaleTo(hl, 0.5, l)
	return floats.Distance(hx, hl, 2) / sigma * 2
}

func kernelCheckSigma(sigma float64) error {
	if !(sigma > 0) || math.IsInf(sigma, 1) {
		return fmt.Errorf("length scale σ = %v must be positive and finite", sigma)
	}
	return nil
}

// kernelCheckFinite reports the first NaN or infinite entry of v, naming
// the input: such entries make inner products and distances undefined.
func kernelCheckFinite(name string, v []float64) error {
	for i, x := range v {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("%s: entry %d is %v; entries must be finite", name, i+1, x)
		}
	}
	return nil
}

func kernelCheckFinite2(aName string, a []float64, bName string, b []float64) error {
	if err := kernelCheckFinite(aName, a); err != nil {
		return err
	}
	return kernelCheckFinite(bName, b)
}

// SVMMargins is the margin check of a linear classifier (w, b) on labelled
// data.
type SVMMargins struct {
	// Width is 2/‖w‖, the distance between the lines wᵀx + b = ±1; it is
	// +Inf for w = 0.
	Width float64
	// Functional holds (2y_i − 1)(wᵀx_i + b), one per example: positive
	// on the right side of the boundary, at least 1 outside the margin.
	Functional []float64
	// Feasible reports whether every functional margin is at least 1, the
	// constraint of the hard-margin SVM.
	Feasible bool
}

// SVMHardMargin returns the margin width 2/‖w‖ of the hard-margin SVM and
// checks its constraints (2y_i − 1)(wᵀx_i + b) ≥ 1 for the rows x_i of X
// with labels y_i ∈ {0, 1}. Maximising the width subject to the constraints
// is the same as minimising ½wᵀw; this evaluates a given (w, b), it does not
// solve the quadratic program.
//
// X must have one row per label, each as long as w; entries must be finite.
func SVMHardMargin(w []float64, b float64, X [][]float64, y []float64) (SVMMargins, error) {
	if err := svmCheck(w, b, X, y); err != nil {
		return SVMMargins{}, fmt.Errorf("hard-margin svm: %w", err)
	}
	m := SVMMargins{Width: 2 / floats.Norm(w, 2), Functional: make([]float64, len(X)), Feasible: true}
	for i, x := range X {
		m.Functional[i] = svmSign(y[i]) * (kernelDot(w, x) + b)
		if !(m.Functional[i] >= 1) {
			m.Feasible = false
		}
	}
	return m, nil
}

// SVMSoftMarginObjective returns the regularised hinge loss of the
// soft-margin SVM,
//
//	λ/2·wᵀw + (1/n) Σ_i max{0, 1 − (2y_i − 1)(wᵀx_i + b)},
//
// for the rows x_i of X with labels y_i ∈ {0, 1}. λ ≥ 0 trades the margin
// width against violations. The result is finite unless the data or w are so
// large that it exceeds the float64 range, when it is +Inf.
func SVMSoftMarginObjective(w []float64, b float64, X [][]float64, y []float64, lambda float64) (float64, error) {
	if err := svmCheck(w, b, X, y); err != nil {
		return 0, fmt.Errorf("soft-margin svm: %w", err)
	}
	if !(lambda >= 0) || math.IsInf(lambda, 1) {
		return 0, fmt.Errorf("soft-margin svm: λ = %v must be non-negative and finite", lambda)
	}
	hinge := make([]float64, len(X))
	for i, x := range X {
		hinge[i] = math.Max(0, 1-svmSign(y[i])*(kernelDot(w, x)+b))
	}
	n := float64(len(X))
	mean := floats.Sum(hinge) / n
	if math.IsInf(mean, 1) && !floats.HasNaN(hinge) && floats.Max(hinge) < math.Inf(1) {
		// The sum overflowed although every term is finite: average the
		// terms scaled by 1/n instead.
		mean = 0
		for _, h := range hinge {
			mean += h / n
		}
	}
	var reg float64
	if lambda > 0 {
		// λ/2·wᵀw as (√(λ/2)·‖w‖)², with gonum's scaled norm: wᵀw alone
		// overflows for ‖w‖ above 1.3e154 although λ/2·wᵀw may be finite
		// (λ = 1e-300, ‖w‖ = 1e170: 5e39, not +Inf).
		r := math.Sqrt(lambda/2) * floats.Norm(w, 2)
		reg = r * r
	}
	return reg + mean, nil
}

// SVMStep is the result of one subgradient step of the soft-margin SVM.
type SVMStep struct {
	W []float64
	B float64
	// Active reports whether the example violated the margin, so that its
	// hinge term contributed to the step.
	Active bool
}

// SVMSubgradientStep takes one stochastic subgradient step of step size α
// on the soft-margin objective λ/2·wᵀw + hinge at the example (x, y), with
// y ∈ {0, 1} and s = 2y − 1:
//
//	w ← (1 − αλ)·w + α·s·𝟙{s(wᵀx + b) < 1}·x,
//	b ← b + α·s·𝟙{s(wᵀx + b) < 1}.
//
// Every step shrinks w; only an example inside the margin or misclassified
// pulls the boundary. α and λ must be non-negative and finite. A step so
// large that the new w leaves the float64 range is an error.
func SVMSubgradientStep(w []float64, b float64, x []float64, y int, alpha, lambda float64) (SVMStep, error) {
	if err := checkSameLen("w", w, "x", x); err != nil {
		return SVMStep{}, fmt.Errorf("svm step: %w", err)
	}
	if err := kernelCheckFinite2("w", w, "x", x); err != nil {
		return SVMStep{}, fmt.Errorf("svm step: %w", err)
	}
	switch {
	case math.IsNaN(b) || math.IsInf(b, 0):
		return SVMStep{}, fmt.Errorf("svm step: b = %v must be finite", b)
	case y != 0 && y != 1:
		return SVMStep{}, fmt.Errorf("svm step: label y = %d must be 0 or 1", y)
	case !(alpha >= 0) || math.IsInf(alpha, 1):
		return SVMStep{}, fmt.Errorf("svm step: step size α = %v must be non-negative and finite", alpha)
	case !(lambda >= 0) || math.IsInf(lambda, 1):
		return SVMStep{}, fmt.Errorf("svm step: λ = %v must be non-negative and finite", lambda)
	}
	s := svmSign(float64(y))
	step := SVMStep{W: make([]float64, len(w)), B: b, Active: s*(kernelDot(w, x)+b) < 1}
	shrink := 1 - alpha*lambda
	for i, v := range w {
		// A zero weight stays 0 under any shrink, even one that
		// overflowed (αλ beyond 1.8e308): not Inf·0 = NaN.
		step.W[i] = mulExact0(shrink, v)
		if step.Active {
			step.W[i] += alpha * s * x[i]
		}
	}
	if step.Active {
		step.B += alpha * s
	}
	// A weight beyond the float64 range (±Inf, or NaN from Inf − Inf) is
	// an error, as documented, not an answer of ±Inf.
	if !isFinite(step.B) || checkFinite("w", step.W) != nil {
		return SVMStep{}, fmt.Errorf("svm step: the step overflows float64; reduce α")
	}
	return step, nil
}

// LinearDecision returns the label 𝟙{wᵀφ + b ≥ 0} of a linear classifier in
// feature space and its score wᵀφ + b. With φ = φ(x) a feature map of x this
// is the kernel SVM's prediction: a linear boundary in feature space, a
// curved one (a conic for the quadratic map) in input space.
func LinearDecision(w, phi []float64, b float64) (label int, score float64, err error) {
	if len(w) != len(phi) {
		return 0, 0, fmt.Errorf("linear decision: w has %d entries but φ(x) has %d: they must have the same length", len(w), len(phi))
	}
	if err := kernelCheckFinite2("w", w, "φ(x)", phi); err != nil {
		return 0, 0, fmt.Errorf("linear decision: %w", err)
	}
	if math.IsNaN(b) || math.IsInf(b, 0) {
		return 0, 0, fmt.Errorf("linear decision: b = %v must be finite", b)
	}
	score = kernelDot(w, phi) + b
	if score >= 0 {
		label = 1
	}
	return label, score, nil
}

// svmCheck validates a linear classifier (w, b) and data (X, y) with labels
// in {0, 1}.
func svmCheck(w []float64, b float64, X [][]float64, y []float64) error {
	if len(w) == 0 {
		return fmt.Errorf("w: %w", ErrEmpty)
	}
	if len(X) == 0 {
		return fmt.Errorf("X: %w", ErrEmpty)
	}
	if len(y) != len(X) {
		return fmt.Errorf("X has %d rows but y has %d labels: one label per row", len(X), len(y))
	}
	if err := kernelCheckFinite("w", w); err != nil {
		return err
	}
	if math.IsNaN(b) || math.IsInf(b, 0) {
		return fmt.Errorf("b = %v must be finite", b)
	}
	for i, row := range X {
		if len(row) != len(w) {
			return fmt.Errorf("X row %d has %d entries but w has %d: they must have the same length", i+1, len(row), len(w))
		}
		if err := kernelCheckFinite(fmt.Sprintf("X row %d", i+1), row); err != nil {
			return err
		}
		if y[i] != 0 && y[i] != 1 {
			return fmt.Errorf("label y[%d] = %v must be 0 or 1", i+1, y[i])
		}
	}
	return nil
}

// svmSign maps a label y ∈ {0, 1} to 2y − 1 ∈ {−1, +1}.
func svmSign(y float64) float64 { return 2*y - 1 }
