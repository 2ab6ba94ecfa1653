package predict

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"

	"eqx/equations"
)

// tries is how many draws Randomize makes before it gives up on drawing
// every input, and again on drawing the numbers alone.
const tries = 40

// Randomize is a new question: the inputs in with each number drawn
// inside its slider's range (log-uniformly on a log slider) and rounded
// to its step, each list and matrix entry likewise, and a probability
// vector drawn anew; the lists keep their lengths, and choices, switches,
// words, pictures and other edited inputs stay. Draws the equation
// refuses are drawn again; after tries draws of everything, only the
// single numbers are drawn. It returns an error when no draw is accepted.
func Randomize(spec *equations.Spec, in equations.Inputs, r *rand.Rand) (equations.Inputs, error) {
	for _, all := range []bool{true, false} {
		for range tries {
			next := in.Clone()
			changed := false
			for i := range spec.Params {
				p := &spec.Params[i]
				v, ok := next[p.Name]
				if !ok || !drawn(p, all) {
					continue
				}
				if w, ok := draw(p, v, next, r); ok {
					next[p.Name] = w
					changed = true
				}
			}
			if !changed {
				return nil, fmt.Errorf("%s has no input with a range to draw a new question from", spec.Title)
			}
			if spec.Validate(next) != nil {
				continue
			}
			if _, err := spec.Evaluate(next); err == nil {
				return next, nil
			}
		}
	}
	return nil, fmt.Errorf("no new question of %s was found inside the inputs' ranges; change the inputs by hand", spec.Title)
}

// drawn reports whether p is drawn anew: a number, list or matrix with a
// slider range and its kind's own control (not a picture, a covariance,
// a range's end); lists and matrices only when all is set.
func drawn(p *equations.Param, all bool) bool {
	if p.Editor != nil || p.Between[0] != "" {
		return false
	}
	switch p.Kind {
	case equations.Real, equations.Integer:
		return true
	case equations.Vector, equations.Numbers, equations.Matrix, equations.Probability:
		return all
	}
	return false
}

// draw is a new value of p in the shape of v, and whether it drew one.
func draw(p *equations.Param, v any, in equations.Inputs, r *rand.Rand) (any, bool) {
	lo, hi, step := p.Slider(in)
	ranged := hi > lo && !math.IsInf(hi-lo, 0)
	one := func() float64 { return pick(lo, hi, step, p.Log, r) }
	switch x := v.(type) {
	case float64:
		if !ranged {
			return nil, false
		}
		return one(), true
	case int:
		if !ranged {
			return nil, false
		}
		return int(math.Round(pick(math.Ceil(lo), math.Floor(hi), math.Max(1, step), false, r))), true
	case []float64:
		if p.Kind == equations.Probability {
			return probabilities(len(x), r), true
		}
		if !ranged {
			return nil, false
		}
		out := make([]float64, len(x))
		for i := range out {
			out[i] = one()
		}
		return out, true
	case [][]float64:
		if !ranged || len(x) == 0 {
			return nil, false
		}
		out := make([][]float64, len(x))
		for i, row := range x {
			out[i] = make([]float64, len(row))
			for j := range row {
				if constantColumn(x, j) {
					// The column of ones of a design matrix stays: it is
					// what gives the model its intercept.
					out[i][j] = row[j]
					continue
				}
				out[i][j] = one()
			}
		}
		return out, true
	}
	return nil, false
}

// constantColumn reports whether column j of m holds one value in every
// row, of at least two rows.
func constantColumn(m [][]float64, j int) bool {
	if len(m) < 2 {
		return false
	}
	for _, row := range m {
		if j >= len(row) || row[j] != m[0][j] {
			return false
		}
	}
	return true
}

// pick draws a number in [lo, hi]: uniformly and rounded to step, or on a
// log slider log-uniformly and rounded to two significant digits.
func pick(lo, hi, step float64, log bool, r *rand.Rand) float64 {
	if log && lo > 0 {
		v := math.Exp(math.Log(lo) + r.Float64()*(math.Log(hi)-math.Log(lo)))
		v, _ = strconv.ParseFloat(strconv.FormatFloat(v, 'g', 2, 64), 64)
		return math.Min(math.Max(v, lo), hi)
	}
	v := lo + r.Float64()*(hi-lo)
	if step > 0 {
		v = lo + math.Round((v-lo)/step)*step
		if v > hi {
			v -= step
		}
		// Written as the step is: 0.1 + 0.2 is 0.3 here, not
		// 0.30000000000000004.
		digits := max(0, int(math.Ceil(-math.Log10(step)-1e-9)))
		v, _ = strconv.ParseFloat(strconv.FormatFloat(v, 'f', digits, 64), 64)
	}
	return v
}

// probabilities is a probability vector of n entries in hundredths, each
// at least 0.01, summing to 1.
func probabilities(n int, r *rand.Rand) []float64 {
	if n > 50 { // too many for hundredths: level
		out := make([]float64, n)
		for i := range out {
			out[i] = 1 / float64(n)
		}
		return out
	}
	w := make([]float64, n)
	sum := 0.0
	for i := range w {
		w[i] = -math.Log(1 - r.Float64()) // exponential: a uniform draw on the simplex
		sum += w[i]
	}
	hundredths := make([]int, n)
	left, big := 100, 0
	for i := range w {
		hundredths[i] = max(1, int(math.Round(100*w[i]/sum)))
		left -= hundredths[i]
		if hundredths[i] > hundredths[big] {
			big = i
		}
	}
	hundredths[big] += left // the rounding's remainder, on the largest
	out := make([]float64, n)
	for i, h := range hundredths {
		out[i] = float64(h) / 100
	}
	return out
}
