package app

import (
	"html"
	"math"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/chart"
	"eqx/internal/plot"
)

// The run of an iterative equation (Spec.Iterate): Step applies the update
// once, writing its result back into the inputs (w ← w′); Play
// steps until Pause; Reset goes back to the inputs before the
// first step. The step count and the loss of every step are shown, the
// losses as a plot. A hand edit of an input starts a new run from there.

// maxSteps ends a run that played this long: the history stays readable
// and a diverging run stops by itself.
const maxSteps = 10_000

// maxTrail bounds the points of a run's trail kept for its Surface.
const maxTrail = 4096

// frame is the pause between two played steps: short, so that a run
// plays as fast as the steps compute (go-app draws the page at most once
// a frame, whatever the steps between); a 16 ms pause added to the frame's
// wait halved the rate.
const frame = time.Millisecond

// iterState is the page's run.
type iterState struct {
	start   equations.Inputs // the inputs before the first step
	last    equations.Inputs // the inputs the last step gave
	losses  []float64        // the loss after 0, 1, … steps (NaN where undefined)
	trail   [][2]float64     // the points a Surface drew the run through (chart.Grid.Trail)
	playing bool
	note    string // why the run stopped, or ""

	// The history plot, kept until a step adds a loss: the page renders
	// on every input event, the plot changes only with the run.
	svg    string
	svgLen int
}

// historySVG is the plot of the losses, drawn once per step.
func (r *iterState) historySVG(label string, theme plot.Theme) string {
	if r.svg == "" || r.svgLen != len(r.losses) {
		svg, err := chart.History(label, r.losses, theme).SVG()
		if err != nil {
			return ""
		}
		r.svg, r.svgLen = string(svg), len(r.losses)
	}
	return r.svg
}

// steps is the number of steps taken.
func (r *iterState) steps() int { return max(len(r.losses)-1, 0) }

// running reports whether in are the inputs the last step gave: any other
// inputs were edited by hand since.
func (r *iterState) running(in equations.Inputs) bool {
	return r.last != nil && reflect.ValueOf(r.last).UnsafePointer() == reflect.ValueOf(in).UnsafePointer()
}

// lossOf is the spec's loss at in, NaN where it has none.
func lossOf(it *equations.Iteration, in equations.Inputs) float64 {
	if it.Loss == nil {
		return math.NaN()
	}
	l, ok := it.Loss(in)
	if !ok {
		return math.NaN()
	}
	return l
}

// step applies the update once. It reports whether it did; if not, the
// run's note says why and playing stops.
func (p *equationPage) step() bool {
	it, r := p.spec.Iterate, &p.iter
	if !r.running(p.In) {
		*r = iterState{start: p.In.Clone(), losses: []float64{lossOf(it, p.In)}, playing: r.playing}
	}
	stop := func(why string) bool {
		r.note, r.playing = why, false
		return false
	}
	if p.Out == nil || p.OutErr != "" {
		return stop("no step: these inputs have no result")
	}
	if r.steps() >= maxSteps {
		return stop("stopped after " + strconv.Itoa(maxSteps) + " steps")
	}
	next := p.spec.Iterate.Next(p.In, p.Out)
	p.clearEdits()
	// A step is painted as a slider move is: the worked lines without
	// their MathML until the run rests, which a played run reaches only
	// when paused.
	p.holdRegions()
	p.live.sliding = true
	p.restLater()
	// The run goes on at next, with the points drawn so far as its trail,
	// before the redraw that draws them.
	last, trail := r.last, len(r.trail)
	if p.Grid() != nil {
		r.trail = append(r.trail, p.Grid().Trail()...)
	}
	r.last = next
	if !p.try("step", next) {
		r.last, r.trail = last, r.trail[:trail]
		return stop("stopped: the step gives inputs eqx cannot use (" + p.Errs["step"] + ")")
	}
	if len(r.trail) > maxTrail {
		// Every other point: a long run's path keeps its shape (the
		// plot draws at most a few hundred) in bounded memory.
		half := r.trail[:0]
		for i := 0; i < len(r.trail); i += 2 {
			half = append(half, r.trail[i])
		}
		r.trail = half
	}
	r.last, r.note = p.In, ""
	r.losses = append(r.losses, lossOf(it, p.In))
	if p.OutErr != "" {
		return stop("stopped: " + p.OutErr)
	}
	return true
}

// play steps again and again while the run plays, on the page of the equation
// it started on.
func (p *equationPage) play(ctx app.Context) {
	spec := p.spec
	ctx.After(max(frame, spec.Iterate.Pace), func(ctx app.Context) {
		if !p.iter.playing || p.spec != spec {
			return
		}
		p.event(func(ctx app.Context) {
			if p.step() {
				p.play(ctx)
			}
		})(ctx, app.Event{})
	})
}

// iterControls is the run's bar: Step, Play or Pause, Reset, and the
// live region of the count, the loss and the history plot (iterParts);
// nothing for an equation that is not an update rule.
//
// Step is taken by the page's synchronous click listener (click), like a
// slider move: the step, the result, the plot and the run's region are
// painted in the click's task, not on go-app's next frame, which added up
// to a frame's wait to every step.
func (p *equationPage) iterControls() app.UI {
	if p.spec.Iterate == nil {
		return nil
	}
	r := &p.iter
	playLabel := "Play"
	if r.playing {
		playLabel = "Pause"
	}
	step := app.Button().Type("button").Text("Step").Title("Apply the update once: its result becomes the inputs").
		Disabled(r.playing)
	return app.Section().Class("iterate").Aria("label", "Iterate").Body(
		app.Div().Class("iter-bar").Body(
			p.click(step, "step", func() { p.step() }),
			app.Button().Type("button").Text(playLabel).Title("Step again and again until paused").
				OnClick(p.event(func(ctx app.Context) {
					p.iter.playing = !p.iter.playing
					if p.iter.playing {
						p.play(ctx)
					}
				})),
			app.Button().Type("button").Text("Reset").Title("Go back to the inputs before the first step").
				Disabled(!r.running(p.In)).OnClick(p.event(func(ctx app.Context) {
				start := p.iter.start
				p.iter = iterState{}
				p.setInputs(start)
				p.remountControls(ctx)
			})),
		),
		// Painted by paint (iterParts), never by go-app.
		app.Div().ID(iterID).Class("iter-run").Body(p.prerendered(func() string { return strings.Join(p.iterParts(), "") })),
	)
}

// iterParts is the markup of the run's live region: the status line (the
// count, the loss, why the run stopped) and, once a step was taken, the
// history of the losses.
func (p *equationPage) iterParts() []string {
	it, r := p.spec.Iterate, &p.iter
	running := r.running(p.In)
	status := "step 0"
	if running {
		status = "step " + strconv.Itoa(r.steps())
		if l := r.losses[len(r.losses)-1]; !math.IsNaN(l) {
			status += " · " + it.LossLabel + " = " + strconv.FormatFloat(l, 'g', 6, 64)
		}
	}
	if r.note != "" {
		status += " · " + r.note
	}
	parts := []string{`<span id="iter-status" class="iter-status" aria-live="polite">` + html.EscapeString(status) + `</span>`}
	if running && len(r.losses) > 1 {
		if svg := r.historySVG(it.LossLabel, p.Theme); svg != "" {
			// The figure itself, not wrapped: paint patches an SVG part
			// line by line, where a wrapped one was merged whole every step.
			parts = append(parts, strings.Replace(svg, "<svg ", `<svg class="iter-history" `, 1))
		}
	}
	return parts
}
