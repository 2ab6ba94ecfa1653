package plot

import (
	"math"
	"strconv"
)

// maxDecadeLabels is the most labelled decades on a log axis; wider
// ranges label every second, third, … decade.
const maxDecadeLabels = 8

// maxMinorDecades is the most decades a log axis marks with minor ticks
// when not all are labelled; wider ranges have labelled ticks only.
const maxMinorDecades = 4 * maxDecadeLabels

// minLogMagnitude bounds automatic log domains from below, as
// maxMagnitude does from above.
const minLogMagnitude = 1 / maxMagnitude

// logScale places y at (log y − log min) / (log max − log min) on an
// axis with 0 < min < max. It maps y ≤ 0 (and NaN) to NaN, so that such
// points are not drawable and are skipped like non-finite data.
func logScale(min, max, y float64) float64 {
	if !(y > 0) {
		return math.NaN()
	}
	lmin := math.Log(min)
	return (math.Log(y) - lmin) / (math.Log(max) - lmin)
}

// logDomain returns the Y domain of a log axis: d if it is fixed (it is
// then positive), or else the positive data range [lo, hi] made safe for
// drawing. A range of at least a decade is widened to whole decades, so
// that both ends carry a tick; a narrow one to a factor of 2 either side
// of its geometric mean; no data gives [1, 10].
func logDomain(d Domain, lo, hi float64) (float64, float64) {
	if !d.IsAuto() {
		return d.Min, d.Max
	}
	if lo > hi {
		return 1, 10
	}
	lo = math.Max(lo, minLogMagnitude)
	hi = math.Min(hi, maxMagnitude)
	if lo > hi { // all data beyond the same bound
		lo, hi = hi, lo
	}
	if hi >= 10*lo {
		return math.Pow10(floorLog10(lo)), math.Pow10(ceilLog10(hi))
	}
	if narrow(lo, hi) {
		mid := math.Sqrt(lo) * math.Sqrt(hi)
		return mid / 2, mid * 2
	}
	return lo, hi
}

// floorLog10 returns the largest k with 10^k ≤ v, for v > 0 normal.
// It corrects math.Log10, which may be off by one ulp at powers of ten.
func floorLog10(v float64) int {
	k := int(math.Floor(math.Log10(v)))
	switch {
	case math.Pow10(k) > v:
		k--
	case math.Pow10(k+1) <= v:
		k++
	}
	return k
}

// ceilLog10 returns the smallest k with 10^k ≥ v, for v > 0 normal.
func ceilLog10(v float64) int {
	k := floorLog10(v)
	if math.Pow10(k) < v {
		k++
	}
	return k
}

// logTicker places the ticks of a log axis: labelled ticks at powers of
// ten (every s-th one when there are more than maxDecadeLabels), minor
// ticks at 2…9 times the powers of ten when every decade is labelled,
// or else at the unlabelled decades, if there are not too many. A range holding fewer than two
// powers of ten falls back to the linear ticks, which still tell the
// values apart.
type logTicker struct{}

// Ticks implements ticker, for 0 < min < max.
func (logTicker) Ticks(min, max float64) []tick {
	if !(min > 0) || !(max > min) {
		return nil
	}
	kmin, kmax := ceilLog10(min), floorLog10(max)
	if kmax-kmin < 1 {
		ticks := linearTicker{}.Ticks(min, max)
		kept := ticks[:0]
		for _, t := range ticks {
			if t.Value > 0 {
				kept = append(kept, t)
			}
		}
		return kept
	}
	step := 1
	for labelled(kmin, kmax, step) > maxDecadeLabels {
		step++
	}
	var ticks []tick
	if step == 1 {
		ticks = make([]tick, 0, 9*(kmax-kmin+2))
		for k := kmin - 1; k <= kmax; k++ {
			p := math.Pow10(k)
			if k >= kmin {
				ticks = append(ticks, tick{Value: p, Label: decade(k)})
			}
			for m := 2; m <= 9; m++ {
				if v := float64(m) * p; v >= min && v <= max {
					ticks = append(ticks, tick{Value: v})
				}
			}
		}
		return ticks
	}
	minor := kmax-kmin < maxMinorDecades
	for k := kmin; k <= kmax; k++ {
		if k%step == 0 {
			ticks = append(ticks, tick{Value: math.Pow10(k), Label: decade(k)})
		} else if minor {
			ticks = append(ticks, tick{Value: math.Pow10(k)})
		}
	}
	return ticks
}

// labelled returns the number of multiples of step in [kmin, kmax].
func labelled(kmin, kmax, step int) int {
	first := kmin + ((-kmin)%step+step)%step // the least multiple ≥ kmin
	if first > kmax {
		return 0
	}
	return (kmax-first)/step + 1
}

// decade returns the label of 10^k: in decimals from 0.0001 to 10000,
// and as 1e<k> beyond.
func decade(k int) string {
	if k >= -4 && k <= 4 {
		return strconv.FormatFloat(math.Pow10(k), 'f', -1, 64)
	}
	return "1e" + strconv.Itoa(k)
}
