package compute

import (
	"fmt"
	"math"
	"sort"

	"eqx/compute/libm"
)

// BayesDecision is the outcome of the Bayes (maximum a posteriori) rule.
type BayesDecision struct {
	Class     int       // the index of the most probable class, from 0
	Posterior []float64 // P(ω_j | x) for every class j
}

// BayesDecide applies the Bayes decision rule to class priors P(ω_j) and
// class-conditional likelihoods p(x | ω_j) of one observation x:
//
//	P(ω_j | x) = p(x | ω_j) P(ω_j) / Σ_k p(x | ω_k) P(ω_k),  decide argmax_j P(ω_j | x).
//
// The evidence p(x) divides every class alike, so the decision only compares
// the products p(x | ω_j) P(ω_j). When a product underflows or is subnormal
// (likelihoods of 1e-300, a far outlier under a narrow density) the products
// are formed in log space and normalised with the log-sum-exp shift, so the
// posterior stays right instead of becoming 0/0. A tie goes to the first
// class, as numpy's argmax does; the products are compared exactly, so a
// tie is a tie of the exact products.
//
// priors must be non-negative and sum to 1 within ProbabilityTolerance;
// likelihoods are densities, non-negative and finite, one per class. The
// posterior is undefined (ErrUndefined) when every product is 0.
func BayesDecide(priors, likelihoods []float64) (BayesDecision, error) {
	if err := checkSameLen("prior", priors, "likelihood_x", likelihoods); err != nil {
		return BayesDecision{}, fmt.Errorf("bayes decision: %w", err)
	}
	if err := CheckDistribution("prior", priors); err != nil {
		return BayesDecision{}, fmt.Errorf("bayes decision: %w", err)
	}
	joint := make([]float64, len(priors))
	logJoint := make([]float64, len(priors))
	direct := true
	for j, l := range likelihoods {
		if !(l >= 0) || math.IsInf(l, 1) {
			return BayesDecision{}, fmt.Errorf("bayes decision: likelihood_x[%d] = %v must be a non-negative finite density", j+1, l)
		}
		joint[j] = l * priors[j]
		logJoint[j] = ln(l) + ln(priors[j])
		if l != 0 && priors[j] != 0 && (joint[j] < 0x1p-1022 || joint[j] > 0x1p1000) {
			direct = false // a product lost precision, or the sum may overflow: use the logs
		}
	}
	var post []float64
	var err error
	if direct {
		post, err = normalise(joint)
	} else {
		post, err = normaliseLog(logJoint)
	}
	if err != nil {
		return BayesDecision{}, fmt.Errorf("bayes decision: %w: every product p(x|ω)P(ω) is 0, so the evidence p(x) is 0", err)
	}
	return BayesDecision{Class: argmaxProduct(likelihoods, priors), Posterior: post}, nil
}

// argmaxProduct returns the index of the largest product l_j·p_j, the first
// one on a tie, comparing the products exactly (see exactProduct). The
// rounded logs log l_j + log p_j do not keep ties: P = (0.0756…, 0.1512…),
// l = (0.3533…, 0.1766…) give two equal products (p₂ = 2p₁, l₂ = l₁/2),
// but their logs differed by an ulp and the decision went to the second
// class, against the rule and against the equal posteriors it reported.
func argmaxProduct(l, p []float64) int {
	best := 0
	be, bh, bl := exactProduct(l[0], p[0])
	for j := 1; j < len(l); j++ {
		e, h, lo := exactProduct(l[j], p[j])
		if e > be || e == be && (h > bh || h == bh && lo > bl) {
			best, be, bh, bl = j, e, h, lo
		}
	}
	return best
}

// exactProduct returns a·b ≥ 0 as (hi + lo)·2^e exactly, with hi + lo in
// [½, 1) and hi the float64 nearest to it, so that products of any size
// (below the subnormals or beyond the float64 range) compare exactly: by e,
// then hi, then lo. The mantissas' product is formed with a fused
// multiply-add for its rounding error. A zero product is (MinInt, 0, 0).
func exactProduct(a, b float64) (e int, hi, lo float64) {
	if a == 0 || b == 0 {
		return math.MinInt, 0, 0
	}
	ma, ea := math.Frexp(a)
	mb, eb := math.Frexp(b)
	hi = ma * mb // in [¼, 1]: no underflow
	lo = math.FMA(ma, mb, -hi)
	e = ea + eb
	if hi < 0.5 || hi == 0.5 && lo < 0 {
		hi, lo, e = 2*hi, 2*lo, e-1 // exact
	}
	return e, hi, lo
}

// normalise returns p/Σp for non-negative finite p, or ErrUndefined when
// the sum is 0.
func normalise(p []float64) ([]float64, error) {
	var sum float64
	for _, v := range p {
		sum += v
	}
	if sum == 0 {
		return nil, ErrUndefined
	}
	out := make([]float64, len(p))
	for j, v := range p {
		out[j] = v / sum
	}
	return out, nil
}

// normaliseLog returns exp(l_j − logsumexp(l)), the probabilities whose logs
// are l up to a constant. It fails with ErrUndefined when every l_j is −Inf.
func normaliseLog(l []float64) ([]float64, error) {
	top := math.Inf(-1)
	for _, v := range l {
		top = math.Max(top, v)
	}
	if math.IsInf(top, -1) {
		return nil, ErrUndefined
	}
	p := make([]float64, len(l))
	var sum float64
	for j, v := range l {
		p[j] = libm.Exp(v - top)
		sum += p[j]
	}
	for j := range p {
		p[j] /= sum
	}
	return p, nil
}

// argmaxFirst returns the index of the largest value, the first one on a
// tie.
func argmaxFirst(v []float64) int {
	best := 0
	for j := range v {
		if v[j] > v[best] {
			best = j
		}
	}
	return best
}

// GaussianNBVarSmoothing is the share of the largest feature variance that
// GaussianNB adds to every variance, scikit-learn's default var_smoothing.
const GaussianNBVarSmoothing = 1e-9

// GaussianNBResult is the outcome of a Gaussian naive Bayes prediction.
type GaussianNBResult struct {
	Classes    []float64 // the distinct labels of y, ascending
	Posterior  []float64 // P(class | query), in the order of Classes
	Prediction float64   // the label of the most probable class
}

// GaussianNB fits a Gaussian naive Bayes classifier to the rows of X with
// labels y and returns its posterior for query:
//
//	P(c | x) ∝ π_c Π_j N(x_j; μ_cj, σ²_cj),  ŷ = argmax_c P(c | x).
//
// It follows scikit-learn's GaussianNB exactly: the prior π_c is the share
// of rows labelled c, μ_cj and σ²_cj are the mean and the population
// variance (divided by n_c) of feature j within class c, and every variance
// is enlarged by GaussianNBVarSmoothing times the largest variance of a
// feature over all of X, so that a feature constant within one class does
// not divide by zero. The joint log-likelihoods are normalised with
// log-sum-exp. An exact tie goes to the smallest label.
//
// The posterior does not change when every coordinate is multiplied by the
// same constant (means, variances and ε scale together), so data beyond
// about 1e150 in size, or below 1e-150, is first scaled by a power of two,
// exactly, to keep sums and squares from overflowing or underflowing.
//
// It is undefined (ErrUndefined) when every feature is constant over all of
// X: all variances are then zero and no density exists.
func GaussianNB(X [][]float64, y, query []float64) (GaussianNBResult, error) {
	n, err := checkDesign(X, y)
	if err != nil {
		return GaussianNBResult{}, fmt.Errorf("gaussian naive bayes: %w", err)
	}
	if err := checkFinite("query", query); err != nil {
		return GaussianNBResult{}, fmt.Errorf("gaussian naive bayes: %w", err)
	}
	if len(query) != n {
		return GaussianNBResult{}, fmt.Errorf("gaussian naive bayes: the query has %d features but the rows of X have %d", len(query), n)
	}
	X, query = scaledForMoments(X, query)
	classes := append([]float64(nil), y...)
	sort.Float64s(classes)
	classes = compactSorted(classes)

	epsilon := 0.0
	all := make([]int, len(X))
	for i := range all {
		all[i] = i
	}
	_, varAll := columnMoments(X, all)
	for _, v := range varAll {
		epsilon = math.Max(epsilon, v)
	}
	epsilon *= GaussianNBVarSmoothing
	if epsilon == 0 {
		return GaussianNBResult{}, fmt.Errorf("gaussian naive bayes: %w: every feature of X is constant, so every variance is 0", ErrUndefined)
	}

	jll := make([]float64, len(classes))
	for c, label := range classes {
		var rows []int
		for i, v := range y {
			if v == label {
				rows = append(rows, i)
			}
		}
		mu, variance := columnMoments(X, rows)
		s := libm.Log(float64(len(rows)) / float64(len(X)))
		for j := range query {
			v := variance[j] + epsilon
			d := query[j] - mu[j]
			s -= 0.5*libm.Log(2*math.Pi*v) + 0.5*(d*d)/v
		}
		jll[c] = s
	}
	post, err := normaliseLog(jll)
	if err != nil {
		return GaussianNBResult{}, fmt.Errorf("gaussian naive bayes: %w: the query is infinitely unlikely under every class", err)
	}
	return GaussianNBResult{Classes: classes, Posterior: post, Prediction: classes[argmaxFirst(jll)]}, nil
}

// scaledForMoments returns X and query multiplied by the power of two of
// rescale when their largest coordinate is far from 1 (beyond 2^±500), and
// themselves otherwise.
func scaledForMoments(X [][]float64, query []float64) ([][]float64, []float64) {
	s := rescale(X, query)
	if s >= 0x1p-500 && s <= 0x1p500 {
		return X, query
	}
	sx := make([][]float64, len(X))
	for i, row := range X {
		sx[i] = make([]float64, len(row))
		for j, v := range row {
			sx[i][j] = v * s
		}
	}
	sq := make([]float64, len(query))
	for j, v := range query {
		sq[j] = v * s
	}
	return sx, sq
}

// compactSorted removes repeated values from a sorted slice in place.
func compactSorted(s []float64) []float64 {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// columnMoments returns the mean and the population variance of every column
// of X over the given rows, by the corrected two-pass algorithm: the mean,
// corrected by the mean of the deviations from it, then the mean of the
// squared deviations. The correction makes a constant column's mean exact
// and so its variance exactly 0: the plain Σx/k of ten copies of
// −1.5927498142734273 is off by an ulp, which left a variance of 4.9e-32
// where there is none (and hid the undefined case of GaussianNB). It also
// removes the mean's rounding from the variance of nearly constant data.
func columnMoments(X [][]float64, rows []int) (mean, variance []float64) {
	n := len(X[0])
	mean, variance = make([]float64, n), make([]float64, n)
	k := float64(len(rows))
	for j := range n {
		var s float64
		for _, i := range rows {
			s += X[i][j]
		}
		m := s / k
		var c float64
		for _, i := range rows {
			c += X[i][j] - m
		}
		m += c / k
		mean[j] = m
		var q float64
		for _, i := range rows {
			d := X[i][j] - m
			q += d * d
		}
		variance[j] = q / k
	}
	return mean, variance
}
