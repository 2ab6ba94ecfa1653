package compute

import (
	"fmt"
	"math"

	"eqx/compute/libm"
)

// ProbabilityTolerance is how far from 1 the sum of a probability vector may be.
// It admits the rounding of values typed with a few decimals, not real
// mistakes such as a vector summing to 0.93.
const ProbabilityTolerance = 1e-6

// CheckDistribution reports an error, naming the input, unless p is a
// non-empty vector of values in [0, 1] that sums to 1 within 1e-6.
func CheckDistribution(name string, p []float64) error {
	if len(p) == 0 {
		return fmt.Errorf("%s: %w", name, ErrEmpty)
	}
	var sum float64
	for i, v := range p {
		if !(v >= 0 && v <= 1) {
			return fmt.Errorf("%s[%d] = %v is not a probability in [0, 1]", name, i+1, v)
		}
		sum += v
	}
	if math.Abs(sum-1) > ProbabilityTolerance {
		return fmt.Errorf("%s sums to %.10g, not 1: a probability vector must sum to 1", name, sum)
	}
	return nil
}

// Entropy returns the Shannon entropy H(p) = −Σ p_i log p_i in the given
// logarithm base (math.E for nats, 2 for bits), with 0·log 0 = 0.
//
// p must be a probability vector (see CheckDistribution); base must be
// positive, finite and not 1.
//
// Accuracy: every term p_i log p_i is within 3u of its value (the
// logarithm < 1 ulp, the product), the terms have one sign and their sum
// is compensated (TwoSum lanes), so the entropy in nats is within about
// 4u + (nu)² of H (u = 2^-53), tested ≤ 5u against mpmath on 70001-entry
// vectors with zeros, subnormals and one dominant entry; NumPy's pairwise
// sum gives ≈ (3 + log₂ n)u. The change of base adds one rounding. Long
// vectors run the AVX2 kernel where the CPU has it (fdlibm's logarithm,
// four lanes), else the table logarithm of logSlice.
func Entropy(p []float64, base float64) (float64, error) {
	if len(p) >= parallelMin {
		// The check and the sum in one pass, split in two halves; an
		// invalid p (or a sum too close to the tolerance to decide)
		// sends the code below to report it.
		if h, ok := entropySplit(p); ok {
			if err := checkLogBase(base); err != nil {
				return 0, fmt.Errorf("entropy: %w", err)
			}
			return math.Max(0, h) / ln(base), nil
		}
	}
	if err := CheckDistribution("p", p); err != nil {
		return 0, fmt.Errorf("entropy: %w", err)
	}
	if !(base > 0) || base == 1 || math.IsInf(base, 1) {
		return 0, fmt.Errorf("entropy: log base %v must be positive, finite and not 1", base)
	}
	var h float64
	for _, v := range p {
		h -= xlogy(v, v)
	}
	// The rounding of a sum of tiny negative terms can leave −0 or −1e-17;
	// entropy in nats is never negative. It is clamped before the change
	// of base: in a base below 1 the entropy is negative, as log_b is.
	return math.Max(0, h) / ln(base), nil
}

// KLDivergence returns the Kullback–Leibler divergence
// D_KL(P‖Q) = Σ P_i log(P_i / Q_i) in nats.
//
// P and Q must be probability vectors of the same length. Terms with P_i = 0
// contribute 0; a term with P_i > 0 and Q_i = 0 makes the divergence +Inf.
//
// Accuracy: each term P_i·log(P_i/Q_i) is within u·P_i + 3u·|term| of its
// value (the rounding of the ratio moves the logarithm by at most u), and
// the terms' sum is compensated, so |D̂ − D| ≤ u·Σ P_i + 4u·Σ|terms|
// (u = 2^-53), tested against mpmath on 70001-entry vectors, P ≈ Q among
// them. The bound is absolute: a divergence below about 1e-16 (P ≈ Q)
// is below the rounding of the ratios in any evaluation of the formula.
func KLDivergence(P, Q []float64) (float64, error) {
	if err := checkSameLen("P", P, "Q", Q); err != nil {
		return 0, fmt.Errorf("kl divergence: %w", err)
	}
	if len(P) >= parallelMin {
		// The checks and the sum in one pass, split in two halves; an
		// invalid P or Q sends the code below to report it.
		if d, ok := klSplit(P, Q); ok {
			return math.Max(0, d), nil
		}
	}
	if err := CheckDistribution("P", P); err != nil {
		return 0, fmt.Errorf("kl divergence: %w", err)
	}
	if err := CheckDistribution("Q", Q); err != nil {
		return 0, fmt.Errorf("kl divergence: %w", err)
	}
	var d float64
	for i, p := range P {
		switch {
		case p == 0:
		case Q[i] == 0:
			return math.Inf(1), nil
		default:
			d += klTerm(p, Q[i])
		}
	}
	// Gibbs' inequality: D ≥ 0; rounding may leave −1e-17.
	return math.Max(0, d), nil
}

// klTerm returns p·log(p/q) for p, q in (0, 1]. For normal p and q the
// ratio p/q lies in [2^-1022, 2^1022]: one logarithm, of a ratio rounded
// once, which is also more accurate than a difference of two logarithms
// of size ~|log p|. When one of them is subnormal p/q could overflow or
// underflow, and the logarithms are taken apart.
func klTerm(p, q float64) float64 {
	if p >= 0x1p-1022 && q >= 0x1p-1022 {
		return p * libm.Log(p/q)
	}
	return p * (ln(p) - ln(q))
}

// sumTolerable reports whether a sum s of n probabilities, computed in
// some order, is within ProbabilityTolerance of 1 whatever the order: the
// rounding of two orders differs by less than n·2^-52·Σ p_i, and the
// margin n·2^-50 covers it.
func sumTolerable(s float64, n int) bool {
	return math.Abs(s-1) <= ProbabilityTolerance-float64(n)*0x1p-50
}

// entropySum returns −Σ p_i log p_i and Σ p_i, or false when an entry is
// outside [0, 1]. It runs on the halves of a long p (entropySplit): the
// logarithms go through logSlice a block at a time (for p_i > 1/2, log p_i
// is the log1p(p_i − 1) of xlogy: p_i − 1 is exact).
func entropySum(p []float64) (h, sum float64, ok bool) {
	var h0, h1, h2, h3, s0, s1, s2, s3, c0, c1, c2, c3 float64 // h… sum p_i log p_i
	var lp [fmBlock]float64
	for len(p) > 0 {
		n := min(len(p), fmBlock)
		pb := p[:n]
		for _, v := range pb {
			if !(v >= 0 && v <= 1) {
				return 0, 0, false
			}
		}
		logSlice(lp[:n], pb)
		// 0·log 0 = 0 by a mask (nonZeroMask); sums in four lanes, the
		// entropy's compensated (TwoSum; c… collect the errors).
		i := 0
		for ; i+4 <= n; i += 4 {
			s0 += pb[i]
			s1 += pb[i+1]
			s2 += pb[i+2]
			s3 += pb[i+3]
			var r float64
			h0, r = twoSum(h0, math.Float64frombits(math.Float64bits(pb[i]*lp[i])&nonZeroMask(pb[i])))
			c0 += r
			h1, r = twoSum(h1, math.Float64frombits(math.Float64bits(pb[i+1]*lp[i+1])&nonZeroMask(pb[i+1])))
			c1 += r
			h2, r = twoSum(h2, math.Float64frombits(math.Float64bits(pb[i+2]*lp[i+2])&nonZeroMask(pb[i+2])))
			c2 += r
			h3, r = twoSum(h3, math.Float64frombits(math.Float64bits(pb[i+3]*lp[i+3])&nonZeroMask(pb[i+3])))
			c3 += r
		}
		for ; i < n; i++ {
			s0 += pb[i]
			var r float64
			h0, r = twoSum(h0, math.Float64frombits(math.Float64bits(pb[i]*lp[i])&nonZeroMask(pb[i])))
			c0 += r
		}
		p = p[n:]
	}
	return -joinLanes(h0, h1, h2, h3, c0+c1+c2+c3), (s0 + s1) + (s2 + s3), true
}

// joinLanes returns s0 + s1 + s2 + s3 + c, the lanes of a compensated sum
// and their collected errors, with the errors of the joins collected too.
func joinLanes(s0, s1, s2, s3, c float64) float64 {
	var r float64
	s0, r = twoSum(s0, s1)
	c += r
	s0, r = twoSum(s0, s2)
	c += r
	s0, r = twoSum(s0, s3)
	return s0 + (c + r)
}

// entropySumFast is entropySum by the AVX-512 or AVX2 kernel where there is
// one: eight or four lanes of fdlibm's logarithm (< 1 ulp) and of the
// compensated sum of p_i·log p_i (Knuth's TwoSum). A group with a zero or
// subnormal p_i (or an invalid one) goes with the next few entries through
// entropySum, whose sums are added to the compensated sum.
func entropySumFast(p []float64) (h, sum float64, ok bool) {
	if !useAVX2 {
		return entropySum(p)
	}
	// acc holds w lanes of the sums, then w of their compensations, then
	// w of Σ p_i.
	var acc [24]float64
	w := 4
	if useAVX512 {
		w = 8
	}
	var k compensated
	var extra float64 // Σ p_i of the entries done by entropySum
	for len(p) > 0 {
		var m int
		if useAVX512 {
			m = entropyAVX512(p, &acc)
		} else {
			m = entropyAVX2(p, (*[12]float64)(acc[:12]))
		}
		p = p[m:]
		if len(p) == 0 {
			break
		}
		n := min(len(p), 16)
		bh, bs, bok := entropySum(p[:n])
		if !bok {
			return 0, 0, false
		}
		k.add(-bh)
		extra += bs
		p = p[n:]
	}
	for i := range w {
		k.add(acc[i])
		k.c += acc[w+i]
		extra += acc[2*w+i]
	}
	return -k.sum(), extra, true
}

func entropyHalf(j *halfJob) {
	var ok bool
	j.res[0], j.res[1], ok = entropySumFast(j.x)
	if !ok {
		j.idx = 0
	}
}

// entropySplit is the entropy in nats of a long p, split in two halves,
// or false when p is not (clearly) a probability vector.
func entropySplit(p []float64) (float64, bool) {
	j, half := startHalf(entropyHalf, p, nil, nil, [6]float64{})
	h, sum, ok := entropySumFast(p[:half])
	j.wait()
	h += j.res[0]
	sum += j.res[1]
	ok = ok && j.idx < 0
	j.release()
	return h, ok && sumTolerable(sum, len(p))
}

// klSum returns Σ P_i log(P_i/Q_i), Σ P_i and Σ Q_i, with inf set when a
// P_i > 0 meets a Q_i = 0, or false when an entry is outside [0, 1]. It
// runs on the halves of long P and Q (klSplit): the logarithms of the
// ratios go through logSlice a block at a time, and the sums run in four
// lanes; a block with a zero or subnormal P_i or Q_i takes the cases of
// KLDivergence one by one (a subnormal one the two logarithms of klTerm).
func klSum(P, Q []float64) (d, sp, sq float64, inf, ok bool) {
	var d0, d1, d2, d3, p0, p1, p2, p3, q0, q1, q2, q3 float64
	var c0, c1, c2, c3 float64 // the errors of the compensated d…
	var lr [fmBlock]float64
	Q = Q[:len(P)]
	for len(P) > 0 {
		n := min(len(P), fmBlock)
		pb, qb := P[:n], Q[:n]
		r := lr[:n]
		plain := true // every P_i and Q_i of the block normal
		for i, p := range pb {
			q := qb[i]
			if !(p >= 0 && p <= 1) || !(q >= 0 && q <= 1) {
				return 0, 0, 0, false, false
			}
			plain = plain && p >= 0x1p-1022 && q >= 0x1p-1022
			r[i] = p / q
		}
		logSlice(r, r)
		if plain { // four lanes
			i := 0
			for ; i+4 <= n; i += 4 {
				p0 += pb[i]
				p1 += pb[i+1]
				p2 += pb[i+2]
				p3 += pb[i+3]
				q0 += qb[i]
				q1 += qb[i+1]
				q2 += qb[i+2]
				q3 += qb[i+3]
				var e float64
				d0, e = twoSum(d0, pb[i]*r[i])
				c0 += e
				d1, e = twoSum(d1, pb[i+1]*r[i+1])
				c1 += e
				d2, e = twoSum(d2, pb[i+2]*r[i+2])
				c2 += e
				d3, e = twoSum(d3, pb[i+3]*r[i+3])
				c3 += e
			}
			for ; i < n; i++ {
				p0 += pb[i]
				q0 += qb[i]
				var e float64
				d0, e = twoSum(d0, pb[i]*r[i])
				c0 += e
			}
		} else {
			for i, p := range pb {
				q := qb[i]
				p0 += p
				q0 += q
				switch {
				case p >= 0x1p-1022 && q >= 0x1p-1022:
					var e float64
					d0, e = twoSum(d0, p*r[i])
					c0 += e
				case p == 0:
				case q == 0:
					inf = true
				default:
					var e float64
					d0, e = twoSum(d0, klTerm(p, q))
					c0 += e
				}
			}
		}
		P, Q = P[n:], Q[n:]
	}
	return joinLanes(d0, d1, d2, d3, c0+c1+c2+c3), (p0 + p1) + (p2 + p3), (q0 + q1) + (q2 + q3), inf, true
}

// klSumFast is klSum by the AVX2 kernel where there is one: four lanes of
// P_i/Q_i, of fdlibm's logarithm (< 1 ulp) of it and of the compensated
// sum of P_i·log(P_i/Q_i) (Knuth's TwoSum). A group of four with a zero or
// subnormal P_i or Q_i (or an invalid one) goes with the next few entries
// through klSum, whose sums are added.
func klSumFast(P, Q []float64) (d, sp, sq float64, inf, ok bool) {
	if !useAVX2 {
		return klSum(P, Q)
	}
	var acc [16]float64
	var k compensated
	var ep, eq float64
	Q = Q[:len(P)]
	for len(P) > 0 {
		m := klAVX2(P, Q, &acc)
		P, Q = P[m:], Q[m:]
		if len(P) == 0 {
			break
		}
		n := min(len(P), 16)
		bd, bp, bq, binf, bok := klSum(P[:n], Q[:n])
		if !bok {
			return 0, 0, 0, false, false
		}
		k.add(bd)
		ep += bp
		eq += bq
		inf = inf || binf
		P, Q = P[n:], Q[n:]
	}
	for i := range 4 {
		k.add(acc[i])
		k.c += acc[4+i]
	}
	sp = ((acc[8] + acc[9]) + (acc[10] + acc[11])) + ep
	sq = ((acc[12] + acc[13]) + (acc[14] + acc[15])) + eq
	return k.sum(), sp, sq, inf, true
}

func klHalf(j *halfJob) {
	d, sp, sq, inf, ok := klSumFast(j.x, j.y)
	j.res[0], j.res[1], j.res[2] = d, sp, sq
	switch {
	case !ok:
		j.idx = 0
	case inf:
		j.idx = 1
	}
}

// klSplit is KLDivergence (before the clamp at 0) of long P and Q, split
// in two halves, or false when P or Q is not (clearly) a probability
// vector.
func klSplit(P, Q []float64) (float64, bool) {
	j, h := startHalf(klHalf, P, Q, nil, [6]float64{})
	d, sp, sq, inf, ok := klSumFast(P[:h], Q[:h])
	j.wait()
	d += j.res[0]
	sp += j.res[1]
	sq += j.res[2]
	ok = ok && j.idx != 0
	inf = inf || j.idx == 1
	j.release()
	if !ok || !sumTolerable(sp, len(P)) || !sumTolerable(sq, len(P)) {
		return 0, false
	}
	if inf {
		return math.Inf(1), true
	}
	return d, true
}

// checkLogBase reports an error unless base is a valid logarithm base:
// positive, finite and not 1.
func checkLogBase(base float64) error {
	if !(base > 0) || base == 1 || math.IsInf(base, 1) {
		return fmt.Errorf("log base %v must be positive, finite and not 1", base)
	}
	return nil
}

// checkDistributionPair checks that P and Q are probability vectors of the
// same length.
func checkDistributionPair(P, Q []float64) error {
	if err := checkSameLen("P", P, "Q", Q); err != nil {
		return err
	}
	if err := CheckDistribution("P", P); err != nil {
		return err
	}
	return CheckDistribution("Q", Q)
}

// CrossEntropy returns the cross-entropy H(P, Q) = −Σ P_i log_b Q_i of the
// distribution Q relative to P: the average code length of samples of P
// under a code built for Q. With a one-hot P it is −log of the probability
// Q gives the true class, the categorical loss of a softmax classifier.
//
// P and Q must be probability vectors of the same length; base must be
// positive, finite and not 1. Terms with P_i = 0 contribute 0; a term with
// P_i > 0 and Q_i = 0 makes H(P, Q) = +Inf, as the mathematics says. It
// equals H(P) + D_KL(P‖Q), so it is never below the entropy of P.
func CrossEntropy(P, Q []float64, base float64) (float64, error) {
	if err := checkDistributionPair(P, Q); err != nil {
		return 0, fmt.Errorf("cross-entropy: %w", err)
	}
	if err := checkLogBase(base); err != nil {
		return 0, fmt.Errorf("cross-entropy: %w", err)
	}
	var h float64
	for i, p := range P {
		h -= xlogy(p, Q[i])
	}
	return math.Max(0, h) / ln(base), nil
}

// JSDivergence returns the Jensen–Shannon divergence
//
//	JS(P‖Q) = ½ D_KL(P‖M) + ½ D_KL(Q‖M),  M = (P + Q)/2,
//
// in the given logarithm base. It is symmetric and always finite, between
// 0 (P = Q) and log_b 2 (disjoint supports); its square root is a metric
// (what scipy.spatial.distance.jensenshannon returns).
//
// P and Q must be probability vectors of the same length. The terms are
// evaluated through t = (P_i − Q_i)/(P_i + Q_i) (see jsTerm), so that the
// divergence keeps its relative precision when P ≈ Q, where it is tiny.
func JSDivergence(P, Q []float64, base float64) (float64, error) {
	if err := checkDistributionPair(P, Q); err != nil {
		return 0, fmt.Errorf("js divergence: %w", err)
	}
	if err := checkLogBase(base); err != nil {
		return 0, fmt.Errorf("js divergence: %w", err)
	}
	var d float64
	for i, p := range P {
		d += jsTerm(p, Q[i])
	}
	// Every term is in [0, (p_i + q_i)·ln 2], so 0 ≤ JS ≤ ln 2 in nats;
	// the rounding of the sums of P and Q may step just past ln 2.
	return math.Min(d/2, math.Ln2) / ln(base), nil
}

// jsTerm returns p·log(p/m) + q·log(q/m) with m = (p + q)/2, the
// contribution of one outcome to 2·JS, for p, q ∈ [0, 1]. It is never
// negative, and at most (p + q)·log 2.
//
// With s = p + q, d = p − q and t = d/s it equals
// p·log1p(t) + q·log1p(−t) = (s/2)·log1p(−t²) + d·atanh(t). Both terms of
// the first form are of order t and cancel down to order t² when p ≈ q;
// the second form has terms of order t² that only halve each other, so it
// is used for |t| < ½. There d = p − q is exact (p and q are within a
// factor 3 of each other).
//
// For |t| ≥ ½ the larger of p and q, say p, gives p·log1p(t) with
// log1p(t) ∈ [log 1.5, log 2]. The smaller one's log(2q/s) is not taken as
// log1p(−t): once p/q exceeds 2^53 or so, t rounds to 1 and log1p(−1) is
// −∞, which made the whole divergence −∞ (and then 0 after the clamp) for
// P = [1, 1e-20], Q = [½, ½]. It is log(q/s) + log 2 instead, with the
// logarithms taken apart when q/s is not a normal number.
func jsTerm(p, q float64) float64 {
	switch {
	case p == 0 && q == 0:
		return 0
	case p == 0:
		return q * math.Ln2
	case q == 0:
		return p * math.Ln2
	}
	s, d := p+q, p-q
	t := d / s
	if math.Abs(t) < 0.5 {
		return s/2*math.Log1p(-t*t) + d*math.Atanh(t)
	}
	if t < 0 {
		p, q, t = q, p, -t
	}
	return p*math.Log1p(t) + q*logTwiceShare(q, s)
}

// logTwiceShare returns log(2q/s) for 0 < q ≤ s/3, accurate to an ulp or
// so of its size even where q/s is subnormal or underflows.
func logTwiceShare(q, s float64) float64 {
	if r := q / s; r >= 0x1p-1022 {
		return libm.Log(r) + math.Ln2
	}
	return ln(q) - ln(s) + math.Ln2
}
