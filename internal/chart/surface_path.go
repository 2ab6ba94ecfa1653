package chart

import (
	"math"

	"eqx/equations"
)

// maxPathPoints is the most iterates a path draws: a longer run is drawn
// every k-th step, each of its evaluations running k steps at once.
const maxPathPoints = 100

// maxTrailPoints is the most points of a run's trail drawn: every k-th of
// a longer one, its first and last kept.
const maxTrailPoints = 200

// iterates are the points an update rule visits from in, θ₀ to θ_T: the
// rule is run from each iterate for one step (the Integer inputs named in
// steps set to 1) and its output turned into the next inputs by
// Spec.Iterate.Next, so the path is the equation's own arithmetic. T is
// the value of the last of steps present in in (a later name replaces an
// earlier one, as S4's epochs replaces steps). A run longer than
// maxPathPoints steps is evaluated k steps at a time. The path ends early
// where a step fails; nil when spec is no update rule.
func iterates(spec *equations.Spec, steps []string, in equations.Inputs, x, y coordinate) (xs, ys []float64) {
	if spec.Iterate == nil || spec.Iterate.Next == nil || len(steps) == 0 {
		return nil, nil
	}
	total, counted := 0, false
	for _, name := range steps {
		if n, ok := in[name].(int); ok {
			total, counted = n, true
		}
	}
	if !counted {
		return nil, nil
	}
	stride := max(1, (total+maxPathPoints-1)/maxPathPoints)
	cur := in
	add := func(in equations.Inputs) bool {
		a, b, ok := point(x, y, in)
		if ok {
			xs, ys = append(xs, a), append(ys, b)
		}
		return ok
	}
	if !add(cur) {
		return nil, nil
	}
	for done := 0; done < total; {
		k := min(stride, total-done)
		trial := make(equations.Inputs, len(cur))
		for name, v := range cur {
			trial[name] = v
		}
		for _, name := range steps {
			if _, ok := trial[name]; ok {
				trial[name] = k
			}
		}
		if spec.Validate(trial) != nil {
			break
		}
		out, err := spec.Evaluate(trial)
		if err != nil {
			break
		}
		cur = spec.Iterate.Next(trial, out)
		if !add(cur) {
			break
		}
		done += k
	}
	return xs, ys
}

// thinned keeps at most n of the points (xs[i], ys[i]): every k-th, and the
// last.
func thinned(xs, ys []float64, n int) ([]float64, []float64) {
	if len(xs) <= n {
		return xs, ys
	}
	k := int(math.Ceil(float64(len(xs)-1) / float64(n-1)))
	var tx, ty []float64
	for i := 0; i < len(xs)-1; i += k {
		tx, ty = append(tx, xs[i]), append(ty, ys[i])
	}
	return append(tx, xs[len(xs)-1]), append(ty, ys[len(ys)-1])
}
