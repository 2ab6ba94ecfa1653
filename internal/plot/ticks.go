// The placement of linear ticks (linearTicks, talbotLinHanrahan) follows
// gonum.org/v1/plot v0.17.0 (plot.DefaultTicks and labelling.go),
// Copyright ©2015, ©2017 The Gonum Authors, under the BSD 3-clause
// license in LICENSE.gonum; it implements the algorithm of Talbot, Lin
// and Hanrahan (doi:10.1109/TVCG.2010.130) after the R implementation in
// the labeling package, ©2014 Justin Talbot (MIT+file LICENSE|Unlimited).

package plot

import (
	"math"
	"strconv"
)

// tick is a tick mark of an axis at Value, labelled with Label; a tick
// without a label is a minor one, drawn half as long.
type tick struct {
	Value float64
	Label string
}

// IsMinor reports whether t has no label.
func (t tick) IsMinor() bool { return t.Label == "" }

// lengthOffset is where the line of t starts along a major tick's length
// l: half way for a minor tick.
func (t tick) lengthOffset(l float64) float64 {
	if t.IsMinor() {
		return l / 2
	}
	return 0
}

// ticker places the ticks of an axis whose domain is [min, max].
type ticker interface {
	Ticks(min, max float64) []tick
}

// constantTicks are the given ticks, whatever the domain: the categories
// of bars or of a heatmap's rows and columns.
type constantTicks []tick

// Ticks implements ticker.
func (ts constantTicks) Ticks(float64, float64) []tick { return ts }

// lastTicks is a ticker that keeps the ticks of the last domain it was
// asked for. Laying a figure out asks its axes for their ticks about seven
// times over one domain (their size, their labels' boxes, the grid, the
// drawing), and the search for nice ticks (talbotLinHanrahan) was a fifth
// of a slider move on the heaviest pages (BenchmarkMove). The ticks it
// returns are shared: callers must not change them.
type lastTicks struct {
	ticker
	min, max float64
	ticks    []tick
	ok       bool
}

// Ticks implements ticker.
func (t *lastTicks) Ticks(min, max float64) []tick {
	if !t.ok || min != t.min || max != t.max {
		t.min, t.max, t.ticks, t.ok = min, max, t.ticker.Ticks(min, max), true
	}
	return t.ticks
}

// maxTickLabel is the longest tick label, in bytes, kept from linearTicks.
const maxTickLabel = 10

// linearTicker places the ticks of a linear axis like linearTicks, whose
// labels are sometimes very long or ambiguous at extreme magnitudes
// (hundreds of digits, or "1e+20" for several ticks). Such labels are
// rewritten in the shortest %g form that tells the major ticks apart.
type linearTicker struct{}

// Ticks implements ticker.
func (linearTicker) Ticks(min, max float64) []tick {
	ticks := linearTicks(min, max)
	if distinct(ticks, maxTickLabel) {
		return ticks
	}
	for prec := 1; prec <= 17; prec++ {
		for i, t := range ticks {
			if !t.IsMinor() {
				ticks[i].Label = strconv.FormatFloat(t.Value, 'g', prec, 64)
			}
		}
		if distinct(ticks, 24) {
			break
		}
	}
	return ticks
}

// distinct reports whether the major tick labels are distinct and at
// most maxLen bytes long.
func distinct(ticks []tick, maxLen int) bool {
	seen := make(map[string]bool, len(ticks))
	for _, t := range ticks {
		if t.IsMinor() {
			continue
		}
		if len(t.Label) > maxLen || seen[t.Label] {
			return false
		}
		seen[t.Label] = true
	}
	return true
}

// linearTicks returns about three labelled ticks within [lo, hi] at
// "nice" values, and minor ticks between them: gonum/plot's DefaultTicks.
// It panics unless lo < hi.
func linearTicks(lo, hi float64) []tick {
	if hi <= lo {
		panic("illegal range")
	}

	const suggestedTicks = 3

	labels, step, q, mag := talbotLinHanrahan(lo, hi, suggestedTicks)
	majorDelta := step * math.Pow10(mag)
	if q == 0 {
		// Simple fall back was chosen, so
		// majorDelta is the label distance.
		majorDelta = labels[1] - labels[0]
	}

	// Choose a reasonable, but ad
	// hoc formatting for labels.
	fc := byte('f')
	var off int
	if mag < -1 || 6 < mag {
		off = 1
		fc = 'g'
	}
	if math.Trunc(q) != q {
		off += 2
	}
	prec := min(6, max(off, -mag))
	ticks := make([]tick, len(labels))
	for i, v := range labels {
		ticks[i] = tick{Value: v, Label: strconv.FormatFloat(v, fc, prec, 64)}
	}

	var minorDelta float64
	// See talbotLinHanrahan for the values used here.
	switch step {
	case 1, 2.5:
		minorDelta = majorDelta / 5
	case 2, 3, 4, 5:
		minorDelta = majorDelta / step
	default:
		if majorDelta/2 < dlamchP {
			return ticks
		}
		minorDelta = majorDelta / 2
	}

	// Find the first minor tick not greater
	// than the lowest data value.
	var i float64
	for labels[0]+(i-1)*minorDelta > lo {
		i--
	}
	// Add ticks at minorDelta intervals when
	// they are not within minorDelta/2 of a
	// labelled tick.
	for {
		val := labels[0] + i*minorDelta
		if val > hi {
			break
		}
		found := false
		for _, t := range ticks {
			if math.Abs(t.Value-val) < minorDelta/2 {
				found = true
			}
		}
		if !found {
			ticks = append(ticks, tick{Value: val})
		}
		i++
	}

	return ticks
}

const (
	// dlamchE is the machine epsilon. For IEEE this is 2^{-53}.
	dlamchE = 1.0 / (1 << 53)
	// dlamchB is the radix of the machine (the base of the number system).
	dlamchB = 2
	// dlamchP is base * eps.
	dlamchP = dlamchB * dlamchE
)

// niceQ are the "nice" numbers of the labels' steps, the preferred first.
var niceQ = []float64{1, 5, 2, 2.5, 4, 3}

// The weights of the scores of a labelling, as in the paper.
const (
	weightSimplicity = 0.25
	weightCoverage   = 0.2
	weightDensity    = 0.5
	weightLegibility = 0.05
)

// score returns the score of a labelling of simplicity s, coverage c,
// density d and legibility l.
func score(s, c, d, l float64) float64 {
	return weightSimplicity*s + weightCoverage*c + weightDensity*d + weightLegibility*l
}

// talbotLinHanrahan returns an optimal set of about want label values
// that lie within the data range [dMin, dMax], and the step and the
// magnitude of the step between them (q is 0 for the fall-back of
// evenly spaced values). Every labelling is equally legible here.
func talbotLinHanrahan(dMin, dMax float64, want int) (values []float64, step, q float64, magnitude int) {
	const eps = dlamchP * 100

	if dMin > dMax {
		panic("labelling: invalid data range: min greater than max")
	}

	if r := dMax - dMin; r < eps {
		l := make([]float64, want)
		step := r / float64(want-1)
		for i := range l {
			l[i] = dMin + float64(i)*step
		}
		magnitude = minAbsMag(dMin, dMax)
		return l, step, 0, magnitude
	}

	type selection struct {
		// n is the number of labels selected.
		n int
		// lMin and lMax are the selected min
		// and max label values. lq is the q
		// chosen.
		lMin, lMax, lStep, lq float64
		// score is the score for the selection.
		score float64
		// magnitude is the magnitude of the
		// label step distance.
		magnitude int
	}
	best := selection{score: -2}

outer:
	for skip := 1; ; skip++ {
		for _, q := range niceQ {
			sm := maxSimplicity(q, skip)
			if score(sm, 1, 1, 1) < best.score {
				break outer
			}

			for have := 2; ; have++ {
				dm := maxDensity(have, want)
				if score(sm, 1, dm, 1) < best.score {
					break
				}

				delta := (dMax - dMin) / float64(have+1) / float64(skip) / q

				const maxExp = 309
				for mag := int(math.Ceil(math.Log10(delta))); mag < maxExp; mag++ {
					step := float64(skip) * q * math.Pow10(mag)

					cm := maxCoverage(dMin, dMax, step*float64(have-1))
					if score(sm, cm, dm, 1) < best.score {
						break
					}

					fracStep := step / float64(skip)
					kStep := step * float64(have-1)

					minStart := (math.Floor(dMax/step) - float64(have-1)) * float64(skip)
					maxStart := math.Ceil(dMax/step) * float64(skip)
					for start := minStart; start <= maxStart && start != start-1; start++ {
						lMin := start * fracStep
						lMax := lMin + kStep

						// All labels within the data.
						if lMin < dMin || dMax < lMax {
							continue
						}

						s := score(
							simplicity(q, skip, lMin, lMax, step),
							coverage(dMin, dMax, lMin, lMax),
							density(have, want, dMin, dMax, lMin, lMax),
							1,
						)
						if s > best.score {
							best = selection{
								n:         have,
								lMin:      lMin,
								lMax:      lMax,
								lStep:     float64(skip) * q,
								lq:        q,
								score:     s,
								magnitude: mag,
							}
						}
					}
				}
			}
		}
	}

	if best.score == -2 {
		l := make([]float64, want)
		step := (dMax - dMin) / float64(want-1)
		for i := range l {
			l[i] = dMin + float64(i)*step
		}
		magnitude = minAbsMag(dMin, dMax)
		return l, step, 0, magnitude
	}

	l := make([]float64, best.n)
	step = best.lStep * math.Pow10(best.magnitude)
	for i := range l {
		l[i] = best.lMin + float64(i)*step
	}
	return l, best.lStep, best.lq, best.magnitude
}

// minAbsMag returns the minimum magnitude of the absolute values of a and b.
func minAbsMag(a, b float64) int {
	return int(math.Min(math.Floor(math.Log10(math.Abs(a))), (math.Floor(math.Log10(math.Abs(b))))))
}

// qIndex returns the index of q in niceQ.
func qIndex(q float64) int {
	for i, v := range niceQ {
		if v == q {
			return i
		}
	}
	panic("labelling: invalid q for Q")
}

// simplicity returns the simplicity score of the step q·skip from lMin to
// lMax: how nice q is, and whether 0 is a label.
func simplicity(q float64, skip int, lMin, lMax, lStep float64) float64 {
	const eps = dlamchP * 100

	i := qIndex(q)
	m := math.Mod(lMin, lStep)
	v := 0.0
	if (m < eps || lStep-m < eps) && lMin <= 0 && 0 <= lMax {
		v = 1
	}
	return 1 - float64(i)/(float64(len(niceQ))-1) - float64(skip) + v
}

// maxSimplicity returns the greatest simplicity of the step q·skip.
func maxSimplicity(q float64, skip int) float64 {
	i := qIndex(q)
	return 1 - float64(i)/(float64(len(niceQ))-1) - float64(skip) + 1
}

// coverage returns the coverage score for based on the average
// squared distance between the extreme labels, lMin and lMax, and
// the extreme data points, dMin and dMax.
func coverage(dMin, dMax, lMin, lMax float64) float64 {
	r := 0.1 * (dMax - dMin)
	top := dMax - lMax
	bottom := dMin - lMin
	return 1 - 0.5*(top*top+bottom*bottom)/(r*r)
}

// maxCoverage returns the maximum coverage achievable for the data
// range.
func maxCoverage(dMin, dMax, span float64) float64 {
	r := dMax - dMin
	if span <= r {
		return 1
	}
	h := 0.5 * (span - r)
	r *= 0.1
	return 1 - (h*h)/(r*r)
}

// density returns the density score which measures the goodness of
// the labelling density compared to the user defined target
// based on the want parameter given to talbotLinHanrahan.
func density(have, want int, dMin, dMax, lMin, lMax float64) float64 {
	rho := float64(have-1) / (lMax - lMin)
	rhot := float64(want-1) / (math.Max(lMax, dMax) - math.Min(dMin, lMin))
	if d := rho / rhot; d >= 1 {
		return 2 - d
	}
	return 2 - rhot/rho
}

// maxDensity returns the maximum density score achievable for have and want.
func maxDensity(have, want int) float64 {
	if have < want {
		return 1
	}
	return 2 - float64(have-1)/float64(want-1)
}
