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
		for i := range x {
			a, b := dx.of(x[i]), dy.of(y[i])
			sx += a
			sy += b
			sxy += a * b
			sxx += a * a
			syy += b * b
		}
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
// scaled deviations a of x and b of y, in two interleaved lanes.
func crossSums(dx, dy deviations, x, y []float64) (sx, sy, sxy, sxx, syy float64) {
	var sx1, sy1, sxy1, sxx1, syy1 float64
	y = y[:len(x)]
	i := 0
	if dx.h == 1 && dy.h == 1 { // v·1 − μ is v − μ: the same values, fewer products
		mx, ix, my, iy := dx.mh, dx.inv, dy.mh, dy.inv
		for ; i+2 <= len(x); i += 2 {
			a0, b0 := (x[i]-mx)*ix, (y[i]-my)*iy
			a1, b1 := (x[i+1]-mx)*ix, (y[i+1]-my)*iy
			sx, sx1 = sx+a0, sx1+a1
			sy, sy1 = sy+b0, sy1+b1
			sxy, sxy1 = sxy+a0*b0, sxy1+a1*b1
			sxx, sxx1 = sxx+a0*a0, sxx1+a1*a1
			syy, syy1 = syy+b0*b0, syy1+b1*b1
		}
	}
	for ; i+2 <= len(x); i += 2 {
		a0, b0 := dx.of(x[i]), dy.of(y[i])
		a1, b1 := dx.of(x[i+1]), dy.of(y[i+1])
		sx, sx1 = sx+a0, sx1+a1
		sy, sy1 = sy+b0, sy1+b1
		sxy, sxy1 = sxy+a0*b0, sxy1+a1*b1
		sxx, sxx1 = sxx+a0*a0, sxx1+a1*a1
		syy, syy1 = syy+b0*b0, syy1+b1*b1
	}
	if i < len(x) {
		a, b := dx.of(x[i]), dy.of(y[i])
		sx += a
		sy += b
		sxy += a * b
		sxx += a * a
		syy += b * b
	}
	return sx + sx1, sy + sy1, sxy + sxy1, sxx + sxx1, syy + syy1
}

func crossSumsHalf(j *halfJob) {
	dx := deviations{h: j.arg[0], mh: j.arg[1], inv: j.arg[2]}
	dy := deviations{h: j.arg[3], mh: j.arg[4], inv: j.arg[5]}
	j.res[0], j.res[1], j.res[2], j.res[3], j.res[4] = crossSums(dx, dy, j.x, j.y)
}

// crossSumsSplit is crossSums for long x and y, split in two halves.
func crossSumsSplit(dx, dy deviations, x, y []float64) (sx, sy, sxy, sxx, syy float64) {
	j, h := startHalf(crossSumsHalf, x, y, nil, [6]float64{dx.h, dx.mh, dx.inv, dy.h, dy.mh, dy.inv})
	sx, sy, sxy, sxx, syy = crossSums(dx, dy, x[:h], y[:h])
	j.wait()
	sx += j.res[0]
	sy += j.res[1]
	sxy += j.res[2]
	sxx += j.res[3]
	syy += j.res[4]
	j.release()
	return sx, sy, sxy, sxx, syy
}
