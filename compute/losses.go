package compute

import (
	"fmt"
	"math"
)

// Reduction says how per-sample losses are combined into one number.
type Reduction int

const (
	// Mean divides the sum of the per-sample losses by their count.
	Mean Reduction = iota
	// Sum adds the per-sample losses.
	Sum
)

// MSE returns the mean squared error (1/n) Σ (y_i − ŷ_i)².
//
// y and yHat must have the same, non-zero length. The result is +Inf only when
// the mean of squares truly exceeds the float64 range.
func MSE(y, yHat []float64) (float64, error) {
	if err := checkSameLen("y", y, "y_hat", yHat); err != nil {
		return 0, fmt.Errorf("mse: %w", err)
	}
	// Fast path: a plain sum of squares. Only when it overflows is the
	// scaled form needed to tell a truly infinite mean from an intermediate
	// overflow (residuals of size 1e200).
	var sum float64
	if len(y) >= parallelMin {
		sum = sumSquaredDiffsSplit(y, yHat)
	} else {
		sum = sumSquaredDiffs(y, yHat)
	}
	if !math.IsInf(sum, 1) {
		return sum / float64(len(y)), nil
	}
	return scaledMeanSquare(y, yHat), nil
}

// sumSquaredDiffs returns Σ (a_i − b_i)² in four interleaved lanes.
func sumSquaredDiffs(a, b []float64) float64 {
	var s0, s1, s2, s3 float64
	b = b[:len(a)]
	i := 0
	for ; i+4 <= len(a); i += 4 {
		r0, r1, r2, r3 := a[i]-b[i], a[i+1]-b[i+1], a[i+2]-b[i+2], a[i+3]-b[i+3]
		s0, s1, s2, s3 = s0+r0*r0, s1+r1*r1, s2+r2*r2, s3+r3*r3
	}
	for ; i < len(a); i++ {
		r := a[i] - b[i]
		s0 += r * r
	}
	return (s0 + s1) + (s2 + s3)
}

func sumSquaredDiffsHalf(j *halfJob) { j.res[0] = sumSquaredDiffs(j.x, j.y) }

// sumSquaredDiffsSplit is sumSquaredDiffs for long a and b, split in two
// halves.
func sumSquaredDiffsSplit(a, b []float64) float64 {
	j, h := startHalf(sumSquaredDiffsHalf, a, b, nil, [6]float64{})
	s := sumSquaredDiffs(a[:h], b[:h])
	j.wait()
	s += j.res[0]
	j.release()
	return s
}

// scaledMeanSquare returns (1/n) Σ (y_i − ŷ_i)² accumulated as scale²·ssq,
// the LAPACK dlassq scheme, so that no intermediate square overflows.
func scaledMeanSquare(y, yHat []float64) float64 {
	scale, ssq := 0.0, 1.0
	for i := range y {
		r := math.Abs(y[i] - yHat[i])
		if r == 0 {
			continue
		}
		if math.IsInf(r, 1) {
			return math.Inf(1)
		}
		if scale < r {
			ssq = 1 + ssq*(scale/r)*(scale/r)
			scale = r
		} else {
			ssq += (r / scale) * (r / scale)
		}
	}
	// Grouped so that it overflows only when the true value does.
	return scale * (scale * (ssq / float64(len(y))))
}

// BinaryCrossEntropy returns −Σ [y_i log p_i + (1 − y_i) log(1 − p_i)],
// divided by n when r is Mean.
//
// Labels y_i must lie in [0, 1] (0/1 labels or soft targets) and
// probabilities p_i in [0, 1]. The convention 0·log 0 = 0 is used, so a
// perfect prediction costs 0; a confidently wrong one (y_i = 1, p_i = 0) costs
// +Inf, as the mathematics says. log(1 − p) is evaluated as log1p(−p).
//
// Accuracy: the terms have one sign, each within about 3u of its value
// (the logarithms < 1 ulp; log(1 − p) keeps the rounding error of 1 − p),
// and their sum is compensated: within 5u of the exact loss (u = 2^-53),
// tested against mpmath on 70001 entries with p down to 2^-1000 and up to
// 1 − 2^-53, hard and soft labels. Long vectors of 0/1 labels run the AVX2
// kernel where the CPU has it.
func BinaryCrossEntropy(y, p []float64, r Reduction) (float64, error) {
	if err := checkSameLen("y", y, "p", p); err != nil {
		return 0, fmt.Errorf("binary cross-entropy: %w", err)
	}
	if len(y) >= parallelMin {
		// Split in two halves; an invalid entry sends the loop below to
		// find it and report it.
		if total, ok := bceSplit(y, p); ok {
			if r == Mean {
				total /= float64(len(y))
			}
			return total, nil
		}
	}
	var total float64
	for i := range y {
		if !(y[i] >= 0 && y[i] <= 1) {
			return 0, fmt.Errorf("binary cross-entropy: label y[%d] = %v is outside [0, 1]", i+1, y[i])
		}
		if !(p[i] >= 0 && p[i] <= 1) {
			return 0, fmt.Errorf("binary cross-entropy: probability p[%d] = %v is outside [0, 1]", i+1, p[i])
		}
		total -= xlogy(y[i], p[i]) + xlog1my(1-y[i], p[i])
	}
	if r == Mean {
		total /= float64(len(y))
	}
	return total, nil
}

// bceSum returns −Σ [y_i log p_i + (1 − y_i) log(1 − p_i)], or false when
// a label or a probability is outside [0, 1]. It runs on the halves of a
// long vector (bceSplit): the logarithms go through logSlice and
// log1mSlice a block at a time, or, for a block of 0/1 labels, only the
// one that each term needs, through logPlusSlice. For p > 1/2, log p is the log1p(p − 1) of
// xlogy (p − 1 is exact), and log1mSlice keeps the precision of log1p(−p).
func bceSum(y, p []float64) (float64, bool) {
	var t0, t1, t2, t3, c0, c1, c2, c3 float64 // t… sum the logarithms (≤ 0), compensated
	var lp, lq [fmBlock]float64
	p = p[:len(y)]
	for len(y) > 0 {
		n := min(len(y), fmBlock)
		yb, pb := y[:n], p[:n]
		for i, yi := range yb {
			pi := pb[i]
			if !(yi >= 0 && yi <= 1) || !(pi >= 0 && pi <= 1) {
				return 0, false
			}
		}
		if bceHardBlock(yb, pb, lp[:n], lq[:n]) {
			i := 0
			for ; i+4 <= n; i += 4 {
				var e float64
				t0, e = twoSum(t0, lp[i])
				c0 += e
				t1, e = twoSum(t1, lp[i+1])
				c1 += e
				t2, e = twoSum(t2, lp[i+2])
				c2 += e
				t3, e = twoSum(t3, lp[i+3])
				c3 += e
			}
			for ; i < n; i++ {
				var e float64
				t0, e = twoSum(t0, lp[i])
				c0 += e
			}
			y, p = y[n:], p[n:]
			continue
		}
		logSlice(lp[:n], pb)
		log1mSlice(lq[:n], pb)
		// 0·log 0 = 0: a zero weight drops its term, by a mask rather
		// than a branch (0/1 labels in random order defeat the branch
		// predictor); the sum runs in four lanes.
		i := 0
		for ; i+4 <= n; i += 4 {
			var e float64
			t0, e = twoSum(t0, bceTerm(yb[i], lp[i], lq[i]))
			c0 += e
			t1, e = twoSum(t1, bceTerm(yb[i+1], lp[i+1], lq[i+1]))
			c1 += e
			t2, e = twoSum(t2, bceTerm(yb[i+2], lp[i+2], lq[i+2]))
			c2 += e
			t3, e = twoSum(t3, bceTerm(yb[i+3], lp[i+3], lq[i+3]))
			c3 += e
		}
		for ; i < n; i++ {
			var e float64
			t0, e = twoSum(t0, bceTerm(yb[i], lp[i], lq[i]))
			c0 += e
		}
		y, p = y[n:], p[n:]
	}
	if math.IsInf(t0+t1+t2+t3, 0) || math.IsNaN(t0+t1+t2+t3) {
		return -(t0 + t1 + t2 + t3), true // a +Inf loss (the errors are NaN)
	}
	return -joinLanes(t0, t1, t2, t3, c0+c1+c2+c3), true
}

// bceHardBlock writes into l the one logarithm that each term of a block
// of 0/1 labels needs, log p_i for y_i = 1 and log(1 − p_i) for y_i = 0,
// through a single logPlusSlice (with u the bits of p_i or of 1 − p_i, and
// c the rounding error of 1 − p_i, chosen without a branch), and reports
// true; it reports false, leaving l to be overwritten, when a label of
// the block is neither 0 nor 1. u and c are scratch of the block's length.
func bceHardBlock(y, p, l, c []float64) bool {
	p, l, c = p[:len(y)], l[:len(y)], c[:len(y)]
	for i, yi := range y {
		if yi != 0 && yi != 1 {
			return false
		}
		pi := p[i]
		q := 1 - pi
		var one uint64
		if yi == 1 {
			one = ^uint64(0)
		}
		l[i] = math.Float64frombits(math.Float64bits(pi)&one | math.Float64bits(q)&^one)
		c[i] = math.Float64frombits(math.Float64bits((1-q)-pi) &^ one)
	}
	logPlusSlice(l, l, c)
	return true
}

// bceTerm returns y·lp + (1 − y)·lq for y in [0, 1], where a zero weight
// (y or 1 − y) drops its term even when the logarithm is −Inf.
func bceTerm(y, lp, lq float64) float64 {
	w := 1 - y
	return math.Float64frombits(math.Float64bits(y*lp)&nonZeroMask(y)) +
		math.Float64frombits(math.Float64bits(w*lq)&nonZeroMask(w))
}

// nonZeroMask returns all ones when x ≠ 0 (NaN included) and 0 when x is
// ±0, without a branch.
func nonZeroMask(x float64) uint64 {
	u := math.Float64bits(x) << 1 // drop the sign
	return -((u | -u) >> 63)
}

// bceSumFast is bceSum by the AVX2 kernel where there is one, for 0/1
// labels: four lanes of the one logarithm each term needs (fdlibm's, < 1
// ulp; log(1 − p_i) as log u + c/u, u = 1 − p_i rounded and c its exact
// rounding error, as log1mSlice) and of their compensated sum (Knuth's
// TwoSum). A group of four with a soft label, or whose logarithm's
// argument is 0 or subnormal (or an invalid entry), goes with the next
// entries, a block, through bceSum, whose sum is added.
func bceSumFast(y, p []float64) (float64, bool) {
	if !useAVX2 {
		return bceSum(y, p)
	}
	var acc [8]float64
	var k compensated
	p = p[:len(y)]
	for len(y) > 0 {
		m := bceHardAVX2(y, p, &acc)
		y, p = y[m:], p[m:]
		if len(y) == 0 {
			break
		}
		n := min(len(y), fmBlock)
		t, ok := bceSum(y[:n], p[:n])
		if !ok {
			return 0, false
		}
		k.add(t)
		y, p = y[n:], p[n:]
	}
	for i := range 4 {
		k.add(-acc[i])
		k.c -= acc[4+i]
	}
	return k.sum(), true
}

func bceHalf(j *halfJob) {
	var ok bool
	j.res[0], ok = bceSumFast(j.x, j.y)
	if !ok {
		j.idx = 0
	}
}

// bceSplit is bceSum for long y and p, split in two halves.
func bceSplit(y, p []float64) (float64, bool) {
	j, h := startHalf(bceHalf, y, p, nil, [6]float64{})
	total, ok := bceSumFast(y[:h], p[:h])
	j.wait()
	total += j.res[0]
	ok = ok && j.idx < 0
	j.release()
	return total, ok
}

// xlog1my returns x·log(1 − y) with the convention 0·log(1 − y) = 0. It goes
// through log1p(−y) so that a tiny y is not lost in the rounding of 1 − y:
// −log(1 − 1e-20) is 1e-20, not 0.
func xlog1my(x, y float64) float64 {
	if x == 0 {
		return 0
	}
	return x * math.Log1p(-y)
}

// xlogy returns x·log(y) with the convention 0·log(y) = 0 for every y ≥ 0.
// For y close to 1 it goes through log1p to keep precision.
func xlogy(x, y float64) float64 {
	if x == 0 {
		return 0
	}
	if y > 0.5 {
		return x * math.Log1p(y-1)
	}
	return x * ln(y)
}

// MAE returns the mean absolute error (1/n) Σ |y_i − ŷ_i|.
//
// y and yHat must have the same, non-zero length and hold no NaN. The mean
// is +Inf only when it truly exceeds the float64 range: residuals beyond it
// (1e308 − (−1e308)) do not make a finite mean overflow. An entry infinite
// on both sides with the same sign (∞ − ∞) has no residual: ErrUndefined.
func MAE(y, yHat []float64) (float64, error) {
	if err := checkResiduals("mae", y, yHat); err != nil {
		return 0, err
	}
	loss := func(i int) float64 { return math.Abs(y[i] - yHat[i]) }
	half := func(i int) float64 { return math.Abs(y[i]/2 - yHat[i]/2) }
	return reduceLosses(len(y), Mean, loss, half, 1), nil
}

// Huber returns the Huber loss of one residual r = y − ŷ,
//
//	L_δ(r) = r²/2            if |r| ≤ δ,
//	L_δ(r) = δ(|r| − δ/2)    otherwise,
//
// quadratic near 0 and linear in the tails, so that an outlier weighs like
// its absolute error rather than its square. The two branches meet with the
// same value δ²/2 and slope δ at |r| = δ; both are evaluated so that they
// round to the same number there. δ must be positive (+Inf gives r²/2).
func Huber(r, delta float64) (float64, error) {
	if !(delta > 0) {
		return 0, fmt.Errorf("huber: delta = %v must be positive", delta)
	}
	if math.IsNaN(r) {
		return 0, fmt.Errorf("huber: residual is NaN")
	}
	a := math.Abs(r)
	if a <= delta {
		return 0.5 * a * a, nil
	}
	return delta * (a - delta/2), nil
}

// HuberLoss returns the Huber loss L_δ(y_i − ŷ_i) (see Huber) summed over
// the samples, or averaged when r is Mean.
//
// y and yHat must have the same, non-zero length. The result is +Inf only
// when the true sum or mean is beyond the float64 range: a residual beyond
// it (1e308 − (−1e308)) or a loss beyond it (δ(|r| − δ/2) for δ = 4 and
// |r| = 2e308) still gives its finite mean (see reduceLosses). ∞ − ∞ is
// ErrUndefined.
func HuberLoss(y, yHat []float64, delta float64, r Reduction) (float64, error) {
	if !(delta > 0) {
		return 0, fmt.Errorf("huber: delta = %v must be positive", delta)
	}
	if err := checkResiduals("huber", y, yHat); err != nil {
		return 0, err
	}
	loss := func(i int) float64 {
		l, _ := Huber(y[i]-yHat[i], delta)
		return l
	}
	// L_δ(r)·2^-64 from the scaled residual and δ, s = |r|·2^-64 and
	// d = δ·2^-64, which cannot overflow: (s·2^32)²/2 in the quadratic
	// zone, δ(s − d/2) in the linear one. Halving alone (L/2 from |r|/2) is
	// not enough: L/2 = δ(|r|/2 − δ/4) overflows for δ > 2 and |r| near
	// 2e308, and the mean of [1e308, 0] against [−1e308, 0] with δ = 4 gave
	// +Inf for 4e308. A loss that overflows even scaled is beyond 2^64 times
	// the float64 range, and so is the sum or mean of fewer than 2^64 of them.
	const k = 64
	scaled := func(i int) float64 {
		s := math.Abs(math.Ldexp(y[i], -k) - math.Ldexp(yHat[i], -k))
		d := math.Ldexp(delta, -k)
		if s <= d {
			h := math.Ldexp(s, k/2)
			return h * h / 2
		}
		return delta * (s - d/2)
	}
	return reduceLosses(len(y), r, loss, scaled, k), nil
}

// checkResiduals reports an error, prefixed with the kernel's name, when y
// and yHat differ in length, are empty, hold a NaN or have an entry where
// y_i − ŷ_i is ∞ − ∞.
func checkResiduals(kernel string, y, yHat []float64) error {
	if err := checkSameLen("y", y, "y_hat", yHat); err != nil {
		return fmt.Errorf("%s: %w", kernel, err)
	}
	for i := range y {
		switch {
		case math.IsNaN(y[i]):
			return fmt.Errorf("%s: y[%d] is NaN", kernel, i+1)
		case math.IsNaN(yHat[i]):
			return fmt.Errorf("%s: y_hat[%d] is NaN", kernel, i+1)
		case math.IsNaN(y[i] - yHat[i]):
			return fmt.Errorf("%s: %w: y[%d] − y_hat[%d] is ∞ − ∞", kernel, ErrUndefined, i+1, i+1)
		}
	}
	return nil
}

// reduceLosses combines the non-negative per-sample losses loss(i),
// i = 0..n−1, by r. scaled(i) must return loss(i)·2^-k computed without
// overflow (a per-sample loss beyond the range times 2^-k). The plain sum
// is tried first; only when it overflows is the result redone as
// 2^k·Σ scaled(i) (Sum) or 2^k·Σ scaled(i)/n (Mean), so that a sum or mean
// within the float64 range survives a per-sample loss or a partial sum
// beyond it. n must be positive.
func reduceLosses(n int, r Reduction, loss, scaled func(int) float64, k int) float64 {
	var sum float64
	for i := 0; i < n; i++ {
		sum += loss(i)
	}
	if !math.IsInf(sum, 1) {
		if r == Mean {
			return sum / float64(n)
		}
		return sum
	}
	var s float64
	for i := 0; i < n; i++ {
		if r == Mean {
			s += scaled(i) / float64(n)
		} else {
			s += scaled(i)
		}
	}
	return math.Ldexp(s, k)
}

// NegativeLogLikelihood returns −log p, the negative log-likelihood of an
// observation to which the model gives probability p ∈ [0, 1].
//
// It is 0 for a certain prediction (p = 1) and +Inf for an impossible one
// (p = 0). Near p = 1 it is evaluated as −log1p(p − 1), keeping the
// precision of small losses.
func NegativeLogLikelihood(p float64) (float64, error) {
	if !(p >= 0 && p <= 1) {
		return 0, fmt.Errorf("negative log-likelihood: p = %v is not a probability in [0, 1]", p)
	}
	return math.Max(0, -xlogy(1, p)), nil
}

// Hinge returns the hinge loss max(0, 1 − y·s) of a label y ∈ {−1, +1}
// and a real score s (not a probability).
//
// It is 0 for a correct prediction with margin y·s ≥ 1 and grows linearly
// with the violation otherwise; s = ±Inf gives 0 or +Inf. Labels 0/1, as
// in S3's SVM, must be mapped by 2y − 1 first.
func Hinge(y, s float64) (float64, error) {
	if y != 1 && y != -1 {
		return 0, fmt.Errorf("hinge: label y = %v must be -1 or +1 (map 0/1 labels with 2y - 1)", y)
	}
	if math.IsNaN(s) {
		return 0, fmt.Errorf("hinge: score is NaN")
	}
	return math.Max(0, 1-y*s), nil
}

// HingeLoss returns the hinge loss max(0, 1 − y_i ŷ_i) (see Hinge) summed
// over the samples, or averaged when r is Mean. y and yHat must have the
// same, non-zero length.
func HingeLoss(y, yHat []float64, r Reduction) (float64, error) {
	if err := checkSameLen("y", y, "y_hat", yHat); err != nil {
		return 0, fmt.Errorf("hinge: %w", err)
	}
	for i := range y {
		if _, err := Hinge(y[i], yHat[i]); err != nil {
			return 0, fmt.Errorf("%w (sample %d)", err, i+1)
		}
	}
	loss := func(i int) float64 { return math.Max(0, 1-y[i]*yHat[i]) }
	half := func(i int) float64 { return loss(i) / 2 }
	return reduceLosses(len(y), r, loss, half, 1), nil
}

// ZeroOneLoss returns the empirical zero-one loss Σ 1{ŷ_i ≠ y_i}: the
// number of misclassified samples, compared as exact values. y and yHat
// must have the same, non-zero length and hold no NaN (NaN ≠ NaN would
// count as an error).
func ZeroOneLoss(y, yHat []float64) (int, error) {
	if err := checkSameLen("y", y, "y_hat", yHat); err != nil {
		return 0, fmt.Errorf("zero-one loss: %w", err)
	}
	var n int
	for i := range y {
		if math.IsNaN(y[i]) || math.IsNaN(yHat[i]) {
			return 0, fmt.Errorf("zero-one loss: label %d is NaN", i+1)
		}
		if y[i] != yHat[i] {
			n++
		}
	}
	return n, nil
}

// PerceptronSquaredLoss returns the squared-loss objective of a perceptron
// with activation g,
//
//	½ Σ_i (a_i − y_i)²,  a_i = g(wᵀx_i + b),
//
// at the given weights w and bias b: the quantity gradient descent lowers.
// X is n × m with a row x_i per sample, y has n targets and w has m
// weights; every entry and b must be finite. The sum of squares is scaled
// when it would overflow (see SumSquaredErrors); NaN activations are
// ErrUndefined.
func PerceptronSquaredLoss(X [][]float64, y, w []float64, b float64, g func(float64) float64) (float64, error) {
	if g == nil {
		return 0, fmt.Errorf("perceptron squared loss: no activation function g")
	}
	m, err := checkDesign(X, y)
	if err != nil {
		return 0, fmt.Errorf("perceptron squared loss: %w", err)
	}
	if len(w) != m {
		return 0, fmt.Errorf("perceptron squared loss: X has %d columns but w has %d weights: they must match", m, len(w))
	}
	if err := checkFinite("w", w); err != nil {
		return 0, fmt.Errorf("perceptron squared loss: %w", err)
	}
	if err := checkScalar("b", b); err != nil {
		return 0, fmt.Errorf("perceptron squared loss: %w", err)
	}
	a := make([]float64, len(X))
	for i, x := range X {
		// dot is exact enough and never NaN for finite inputs; a score
		// beyond the float64 range is ±Inf, which g saturates.
		a[i] = g(dot(w, x) + b)
		if math.IsNaN(a[i]) {
			return 0, fmt.Errorf("perceptron squared loss: %w: g(wᵀx + b) is NaN for sample %d", ErrUndefined, i+1)
		}
	}
	return scaledSumSquares(a, y, 0.5), nil
}

// SumSquaredErrors returns Σ (a_i − y_i)², the squared-error term of S3's
// perceptron and regularised objectives. a and y must have the same,
// non-zero length. When the plain sum overflows it is redone with the
// scaled sum of squares of MSE, so the result is +Inf only when the true
// value is beyond the float64 range.
func SumSquaredErrors(a, y []float64) (float64, error) {
	if err := checkSameLen("a", a, "y", y); err != nil {
		return 0, err
	}
	return scaledSumSquares(a, y, 1), nil
}

// scaledSumSquares returns c·Σ (a_i − y_i)² for c > 0, overflowing only
// when the true value does: ½·Σ of a sum just beyond the range is finite.
func scaledSumSquares(a, y []float64, c float64) float64 {
	var sum float64
	for i := range a {
		r := a[i] - y[i]
		sum += r * r
	}
	if !math.IsInf(sum, 1) {
		return c * sum
	}
	return scaledMeanSquare(a, y) * (c * float64(len(a)))
}
