package compute

import (
	"fmt"
	"math"
)

// Measures of how two paired samples x_1 … x_n and y_1 … y_n vary together.
// They share the scaled two-pass deviations of statistics.go.

// pairedDeviations checks that x and y are paired, finite samples and
// returns their scaled deviations with Σ d_x d_y − (Σ d_x)(Σ d_y)/n, Σ d_x²
// and Σ d_y² (the same correction), in the scaled units of dx and dy.
func pairedDeviations(x, y []float64) (dx, dy deviations, sxy, sxx, syy float64, err error) {
	if err = checkSameLen("x", x, "y", y); err != nil {
		return
	}
	mx, xlo, xhi, err := meanRange("x", x)
	if err != nil {
		return
	}
	my, ylo, yhi, err := meanRange("y", y)
	if err != nil {
		return
	}
	if math.IsInf(mx, 0) || math.IsInf(my, 0) {
		err = fmt.Errorf("%w: x and y must be finite; deviations of infinite values have no value", ErrUndefined)
		return
	}
	dx, dy = newDeviations(mx, xlo, xhi), newDeviations(my, ylo, yhi)
	if dx.zero || dy.zero {
		return dx, dy, 0, 0, 0, nil
	}
	var sx, sy float64
	if len(x) >= parallelMin {
		sx, sy, sxy, sxx, syy = crossSumsSplit(dx, dy, x, y)
	} else {
		// The products are summed with compensation (see sumSquares): a
		// plain sum of n products errs by up to n/2 ulps, hundreds on 10⁴
		// values of a few distinct sizes.
		var cxy, cxx, cyy, r float64
		for i := range x {
			a, b := dx.of(x[i]), dy.of(y[i])
			sx += a
			sy += b
			sxy, r = twoSum(sxy, a*b)
			cxy += r
			sxx, r = twoSum(sxx, a*a)
			cxx += r
			syy, r = twoSum(syy, b*b)
			cyy += r
		}
		sxy, sxx, syy = sxy+cxy, sxx+cxx, syy+cyy
	}
	n := float64(len(x))
	sxy -= sx * sy / n
	sxx = math.Max(0, sxx-sx*sx/n)
	syy = math.Max(0, syy-sy*sy/n)
	return dx, dy, sxy, sxx, syy, nil
}

// Covariance returns Σ (x_i − x̄)(y_i − ȳ) / (n − ddof): the sample
// covariance for ddof = 1 (numpy.cov's default, normalisation n − 1), the
// population covariance for ddof = 0 (normalisation n).
//
// x and y must be finite and of the same length n > ddof ≥ 0. The result is
// ±Inf only when the covariance itself exceeds the float64 range.
func Covariance(x, y []float64, ddof int) (float64, error) {
	dx, dy, sxy, _, _, err := pairedDeviations(x, y)
	if err != nil {
		return 0, fmt.Errorf("covariance: %w", err)
	}
	if ddof < 0 {
		return 0, fmt.Errorf("covariance: ddof = %d must not be negative", ddof)
	}
	if ddof >= len(x) {
		return 0, fmt.Errorf("covariance: %w: ddof = %d needs at least %d pairs, and x and y have %d (the divisor n − ddof must be positive)", ErrUndefined, ddof, ddof+1, len(x))
	}
	return math.Ldexp(sxy/float64(len(x)-ddof), dx.scale+dy.scale), nil
}

// PearsonCorrelation returns the Pearson correlation coefficient
//
//	ρ = cov(x, y) / (σ_x σ_y) = Σ (x_i − x̄)(y_i − ȳ) / √(Σ (x_i − x̄)² Σ (y_i − ȳ)²),
//
// in [−1, 1]. It is undefined (an error wrapping ErrUndefined) when x or y
// is constant (zero variance), which includes a single pair. x and y must
// be finite and of the same length.
func PearsonCorrelation(x, y []float64) (float64, error) {
	_, _, sxy, sxx, syy, err := pairedDeviations(x, y)
	if err != nil {
		return 0, fmt.Errorf("pearson correlation: %w", err)
	}
	if err := nonZeroVariance(sxx, syy); err != nil {
		return 0, fmt.Errorf("pearson correlation: %w", err)
	}
	return clampUnit(sxy / (math.Sqrt(sxx) * math.Sqrt(syy))), nil
}

func nonZeroVariance(sxx, syy float64) error {
	switch {
	case sxx == 0:
		return fmt.Errorf("%w: x is constant (zero variance)", ErrUndefined)
	case syy == 0:
		return fmt.Errorf("%w: y is constant (zero variance)", ErrUndefined)
	}
	return nil
}

// clampUnit keeps a correlation inside [−1, 1], which rounding can leave by
// an ulp.
func clampUnit(r float64) float64 { return math.Max(-1, math.Min(1, r)) }

// SpearmanCorrelation returns Spearman's rank correlation: the Pearson
// correlation of the ranks of x and of y, ties getting their average rank
// (as scipy.stats.spearmanr). Without ties it equals
// 1 − 6 Σ d_i² / (n(n² − 1)), d_i = rank(x_i) − rank(y_i); with ties that
// shortcut is wrong, so it is not used.
//
// It is undefined (an error wrapping ErrUndefined) when all x or all y are
// equal. x and y must have the same length and no NaN; infinite values are
// ranked like any other. The ranks take linear time (see Ranks).
func SpearmanCorrelation(x, y []float64) (float64, error) {
	if err := checkSameLen("x", x, "y", y); err != nil {
		return 0, fmt.Errorf("spearman correlation: %w", err)
	}
	rx, err := Ranks(x)
	if err != nil {
		return 0, fmt.Errorf("spearman correlation: x: %w", err)
	}
	ry, err := Ranks(y)
	if err != nil {
		return 0, fmt.Errorf("spearman correlation: y: %w", err)
	}
	_, _, sxy, sxx, syy, err := pairedDeviations(rx, ry)
	if err != nil {
		return 0, fmt.Errorf("spearman correlation: %w", err)
	}
	if err := nonZeroVariance(sxx, syy); err != nil {
		return 0, fmt.Errorf("spearman correlation: %w", err)
	}
	return clampUnit(sxy / (math.Sqrt(sxx) * math.Sqrt(syy))), nil
}

// crossSums returns Σ a_i, Σ b_i, Σ a_i b_i, Σ a_i² and Σ b_i² over the
// scaled deviations a of x and b of y, in two interleaved lanes. The sums
// of products are compensated (Knuth's TwoSum collects the rounding error
// of each addition; see sumSquares).
func crossSums(dx, dy deviations, x, y []float64) (sx, sy, sxy, sxx, syy float64) {
	// Two lanes (suffixes 0 and 1); c… collect the rounding errors.
	var sx0, sy0, sxy0, sxx0, syy0, cxy0, cxx0, cyy0 float64
	var sx1, sy1, sxy1, sxx1, syy1, cxy1, cxx1, cyy1 float64
	y = y[:len(x)]
	i := 0
	fast := dx.h == 1 && dy.h == 1 // v·1 − μ is v − μ: the same values, fewer products
	mx, ix, my, iy := dx.mh, dx.inv, dy.mh, dy.inv
	for ; i+2 <= len(x); i += 2 {
		var a0, b0, a1, b1 float64
		if fast {
			a0, b0 = (x[i]-mx)*ix, (y[i]-my)*iy
			a1, b1 = (x[i+1]-mx)*ix, (y[i+1]-my)*iy
		} else {
			a0, b0 = dx.of(x[i]), dy.of(y[i])
			a1, b1 = dx.of(x[i+1]), dy.of(y[i+1])
		}
		sx0, sx1 = sx0+a0, sx1+a1
		sy0, sy1 = sy0+b0, sy1+b1
		// Knuth's TwoSum, written out: t = s + p, its error (s − (t − z)) + (p − z).
		p0, p1 := a0*b0, a1*b1
		t0, t1 := sxy0+p0, sxy1+p1
		z0, z1 := t0-sxy0, t1-sxy1
		cxy0 += (sxy0 - (t0 - z0)) + (p0 - z0)
		cxy1 += (sxy1 - (t1 - z1)) + (p1 - z1)
		sxy0, sxy1 = t0, t1
		p0, p1 = a0*a0, a1*a1
		t0, t1 = sxx0+p0, sxx1+p1
		z0, z1 = t0-sxx0, t1-sxx1
		cxx0 += (sxx0 - (t0 - z0)) + (p0 - z0)
		cxx1 += (sxx1 - (t1 - z1)) + (p1 - z1)
		sxx0, sxx1 = t0, t1
		p0, p1 = b0*b0, b1*b1
		t0, t1 = syy0+p0, syy1+p1
		z0, z1 = t0-syy0, t1-syy1
		cyy0 += (syy0 - (t0 - z0)) + (p0 - z0)
		cyy1 += (syy1 - (t1 - z1)) + (p1 - z1)
		syy0, syy1 = t0, t1
	}
	if i < len(x) {
		a, b := dx.of(x[i]), dy.of(y[i])
		sx0 += a
		sy0 += b
		var r float64
		sxy0, r = twoSum(sxy0, a*b)
		cxy0 += r
		sxx0, r = twoSum(sxx0, a*a)
		cxx0 += r
		syy0, r = twoSum(syy0, b*b)
		cyy0 += r
	}
	join := func(s0, c0, s1, c1 float64) float64 {
		s, e := twoSum(s0, s1)
		return s + (e + c0 + c1)
	}
	return sx0 + sx1, sy0 + sy1, join(sxy0, cxy0, sxy1, cxy1), join(sxx0, cxx0, sxx1, cxx1), join(syy0, cyy0, syy1, cyy1)
}

// crossSumsFast is crossSums by the AVX2 kernel where there is one (for
// h = 1 on both sides): four lanes of Σ a_i, Σ b_i and of the compensated
// Σ a_i b_i, Σ a_i², Σ b_i² (Knuth's TwoSum), joined by TwoSum, then the
// remaining entries.
func crossSumsFast(dx, dy deviations, x, y []float64) (sx, sy, sxy, sxx, syy float64) {
	if !useAVX2 || dx.h != 1 || dy.h != 1 || len(x) < 4 {
		return crossSums(dx, dy, x, y)
	}
	var k [16]float64
	for i := range 4 {
		k[i], k[4+i], k[8+i], k[12+i] = dx.mh, dx.inv, dy.mh, dy.inv
	}
	var acc [32]float64
	m := len(x) &^ 3
	crossSumsAVX2(x[:m], y[:m], &k, &acc)
	tx, ty, txy, txx, tyy := crossSums(dx, dy, x[m:], y[m:len(x)])
	join := func(a []float64, t float64) float64 {
		var c compensated
		for i := range 4 {
			c.add(a[i])
			c.c += a[4+i]
		}
		c.add(t)
		return c.s + c.c
	}
	sx = ((acc[0] + acc[1]) + (acc[2] + acc[3])) + tx
	sy = ((acc[4] + acc[5]) + (acc[6] + acc[7])) + ty
	return sx, sy, join(acc[8:16], txy), join(acc[16:24], txx), join(acc[24:32], tyy)
}

func crossSumsHalf(j *halfJob) {
	dx := deviations{h: j.arg[0], mh: j.arg[1], inv: j.arg[2]}
	dy := deviations{h: j.arg[3], mh: j.arg[4], inv: j.arg[5]}
	j.res[0], j.res[1], j.res[2], j.res[3], j.res[4] = crossSumsFast(dx, dy, j.x, j.y)
}

// crossSumsSplit is crossSums for long x and y, split in two halves.
func crossSumsSplit(dx, dy deviations, x, y []float64) (sx, sy, sxy, sxx, syy float64) {
	j, h := startHalf(crossSumsHalf, x, y, nil, [6]float64{dx.h, dx.mh, dx.inv, dy.h, dy.mh, dy.inv})
	sx, sy, sxy, sxx, syy = crossSumsFast(dx, dy, x[:h], y[:h])
	j.wait()
	sx += j.res[0]
	sy += j.res[1]
	sxy += j.res[2]
	sxx += j.res[3]
	syy += j.res[4]
	j.release()
	return sx, sy, sxy, sxx, syy
}
