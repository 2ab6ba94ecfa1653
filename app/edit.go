package app

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// event wraps a go-app event handler as an edit (settle): it runs under
// guard, so that a panic becomes a visible error instead of stopping the
// app.
func (p *equationPage) event(f func(ctx app.Context)) app.EventHandler {
	return func(ctx app.Context, e app.Event) { p.edit(ctx, false, func() { f(ctx) }) }
}

// edit runs f, a person's edit, under guard and settles the page after it
// (settle).
func (p *equationPage) edit(ctx app.Context, moving bool, f func()) {
	p.guard(f)
	p.settle(ctx, moving)
}

// settle is the one way an edit ends, whichever event brought it: a go-app
// handler (event), the synchronous listeners of sliders, number boxes and
// buttons (live.go), a drag or a click on the plane (drag.go), a stroke
// (image_paint.go), pasted or loaded data. go-app renders the controls
// on its next update in any case; then
//
//   - moving (a slider, a number typed, a drag, a stroke, a stepper or
//     Step: an edit that comes again at once): the live regions are
//     painted now, in the event's task, rather than after go-app's next
//     frame; the link is written and the worked lines get their MathML
//     once it rests (restLater);
//   - otherwise, once go-app has rendered the change: the sliders are put
//     where their values are, the live regions painted and the link
//     written.
func (p *equationPage) settle(ctx app.Context, moving bool) {
	ctx.Dispatch(nil)
	if moving {
		p.guard(p.paint)
		p.restLater()
		return
	}
	ctx.Defer(func(app.Context) {
		p.guard(func() {
			p.syncSliders()
			p.paint()
			p.saveURL()
		})
	})
}

func (p *equationPage) handler(f func()) app.EventHandler {
	return p.event(func(app.Context) { f() })
}

// try validates candidate inputs; on success they become the page's inputs
// and are evaluated. On failure the message is attached to the control key
// and the last valid inputs stay. It reports whether the change was taken.
func (p *equationPage) try(key string, candidate equations.Inputs) bool {
	return p.Set(key, candidate).Taken
}

// setScalar sets a Real or Integer parameter, or a Numbers parameter
// holding one number.
func (p *equationPage) setScalar(par *equations.Param, x float64) bool {
	c := p.In.Clone()
	if par.Kind == equations.Integer {
		if math.Abs(x) > 1<<53 || x != math.Trunc(x) {
			p.Errs[par.Name] = par.Name + ": " + equations.FormatNumber(x) + " is not a whole number"
			return false
		}
		c[par.Name] = int(x)
	} else {
		c[par.Name] = x
	}
	return p.try(par.Name, c)
}

// setEntry changes entry i of a vector, or of a Numbers parameter holding a
// list. For a probability vector the other entries are rescaled so that the
// sum stays 1, which keeps the input valid while a slider is dragged.
func (p *equationPage) setEntry(par *equations.Param, i int, x float64) bool {
	c := p.In.Clone()
	vec := c.Vector(par.Name)
	if i >= len(vec) {
		return false
	}
	key := par.Name + " " + strconv.Itoa(i+1)
	if par.Kind == equations.Probability {
		if !(x >= 0 && x <= 1) {
			p.Errs[key] = key + ": " + equations.FormatNumber(x) + " is not a probability in [0, 1]"
			return false
		}
		renormalize(vec, i, x)
	} else {
		vec[i] = x
	}
	return p.try(key, c)
}

// renormalize sets vec[i] = x and scales the other entries so the vector
// sums to 1 (a probability vector is a one-row table that keeps the sum 1);
// a vector of one entry is 1.
func renormalize(vec []float64, i int, x float64) {
	if len(vec) == 1 {
		vec[0] = 1
		return
	}
	rescale([][]float64{vec}, 0, i, x, 1)
}

// resize adds (+1) or removes (−1) the last entry of a vector and of every
// vector that must keep the same length as it. A Numbers parameter holding
// one number stands for any length and is left as it is.
func (p *equationPage) resize(par *equations.Param, delta int) {
	c := p.resized(par, delta)
	p.clearEdits()
	p.try(par.Name, c)
}

// resized is the inputs with par (and the vectors tied to it) one entry
// longer or shorter.
func (p *equationPage) resized(par *equations.Param, delta int) equations.Inputs {
	c := p.In.Clone()
	for _, q := range p.linked(par) {
		vec, ok := c[q.Name].([]float64)
		if !ok {
			continue
		}
		switch {
		case delta > 0 && isEditor[equations.SetMembers](q):
			vec = append(vec, nextMember(vec))
		case delta > 0:
			vec = grow(q, vec)
		case len(vec) > 1:
			vec = vec[:len(vec)-1]
			if q.Kind == equations.Probability {
				normalize(vec)
			}
		}
		c[q.Name] = vec
	}
	return c
}

// canResize reports whether the equation still computes with par one
// entry longer or shorter: a length fixed by a matrix (the rows of X, the
// size of Σ) cannot change alone, so its button is disabled rather than
// leading to an error. Long vectors are not tried: they are edited as data.
//
// Whether a length may change depends on the shapes of the inputs, not on
// their values, so the answer is kept per shape: the page re-renders on
// every slider move, and trying a candidate then would evaluate the
// equation again for each button on each frame.
func (p *equationPage) canResize(par *equations.Param, delta int) bool {
	if len(p.In.Vector(par.Name)) > maxEntryRows {
		return true
	}
	return p.computesWith(fmt.Sprintf("%s%+d", par.Name, delta), func() equations.Inputs { return p.resized(par, delta) })
}

// canReshape is canResize for a matrix: whether the equation still
// computes with dr rows and dc columns more (a covariance cannot grow a row
// alone: it must stay square, and match x).
func (p *equationPage) canReshape(par *equations.Param, dr, dc int) bool {
	return p.computesWith(fmt.Sprintf("%s%+d%+d", par.Name, dr, dc), func() equations.Inputs { return p.reshaped(par, dr, dc) })
}

// computesWith reports whether the candidate inputs validate and
// evaluate, the answer kept per change and shape of the inputs. With no
// output now there is nothing to keep: every change is allowed.
func (p *equationPage) computesWith(change string, candidate func() equations.Inputs) bool {
	if p.OutErr != "" {
		return true
	}
	key := change + " " + shapeKey(p.In)
	if ok, seen := p.resizable[key]; seen {
		return ok
	}
	c := candidate()
	ok := p.spec.Validate(c) == nil
	if ok {
		_, err := p.spec.Evaluate(c)
		ok = err == nil
	}
	if p.resizable == nil || len(p.resizable) > 256 {
		p.resizable = map[string]bool{}
	}
	p.resizable[key] = ok
	return ok
}

// shapeKey names the shape of the inputs: which are present, and the
// length of each list and the size of each table.
func shapeKey(in equations.Inputs) string {
	names := slices.Sorted(maps.Keys(in))
	var b strings.Builder
	for _, k := range names {
		switch v := in[k].(type) {
		case []float64:
			fmt.Fprintf(&b, "%s[%d]", k, len(v))
		case [][]float64:
			cols := 0
			if len(v) > 0 {
				cols = len(v[0])
			}
			fmt.Fprintf(&b, "%s[%dx%d]", k, len(v), cols)
		default:
			b.WriteString(k)
		}
		b.WriteByte(';')
	}
	return b.String()
}

// grow appends an entry: for a probability vector a share 1/(K+1) with the
// others rescaled, otherwise a copy of the last value.
func grow(q *equations.Param, vec []float64) []float64 {
	if q.Kind == equations.Probability {
		k := float64(len(vec))
		for j := range vec {
			vec[j] *= k / (k + 1)
		}
		return append(vec, 1/(k+1))
	}
	last := 0.0
	if len(vec) > 0 {
		last = vec[len(vec)-1]
	}
	return append(vec, last)
}

// nextMember is a value not in vec: one more than its largest.
func nextMember(vec []float64) float64 {
	m := 0.0
	for i, v := range vec {
		if i == 0 || v > m {
			m = v
		}
	}
	if len(vec) == 0 {
		return 1
	}
	return math.Floor(m) + 1
}

func normalize(vec []float64) {
	var sum float64
	for _, v := range vec {
		sum += v
	}
	for j := range vec {
		if sum > 0 {
			vec[j] /= sum
		} else {
			vec[j] = 1 / float64(len(vec))
		}
	}
}

// linked returns par and the vector parameters tied to its length, directly
// or through others (epsilon and sigma both matching mu match each other).
func (p *equationPage) linked(par *equations.Param) []*equations.Param {
	out := []*equations.Param{par}
	for k := 0; k < len(out); k++ {
		cur := out[k]
		for i := range p.spec.Params {
			q := &p.spec.Params[i]
			if (q.SameLen == cur.Name || cur.SameLen == q.Name) && !slices.Contains(out, q) {
				out = append(out, q)
			}
		}
	}
	return out
}

// switchShape turns a Numbers parameter holding one number into a list and
// back: x becomes [x, …, x], as long as the lists it must match (or MinLen
// entries, at least one), and a list becomes its first entry.
func (p *equationPage) switchShape(par *equations.Param) {
	c := p.In.Clone()
	switch v := c[par.Name].(type) {
	case float64:
		n := max(par.MinLen, 1)
		for _, q := range p.linked(par) {
			if vec, ok := c[q.Name].([]float64); ok && q != par {
				n = len(vec)
				break
			}
		}
		vec := make([]float64, n)
		for i := range vec {
			vec[i] = v
		}
		c[par.Name] = vec
	case []float64:
		x := 0.0
		if len(v) > 0 {
			x = v[0]
		}
		c[par.Name] = x
	default:
		return
	}
	p.clearEdits()
	p.try(par.Name, c)
}

func num(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

func log10(v float64) float64 { return math.Log10(v) }

func pow10(v float64) float64 { return math.Pow(10, v) }
