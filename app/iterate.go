package app

import (
	"html"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/internal/chart"
	"eqx/internal/plot"
)

// The run of an iterative equation (Spec.Iterate) is the session's
// (internal/session, run.go): Step applies the update once, Play steps
// until Pause, Reset goes back to the inputs before the first step. The
// page adds the playing, and shows the step count and the loss of every
// step, the losses as a plot.

// frame is the pause between two played steps: short, so that a run
// plays as fast as the steps compute (go-app draws the page at most once
// a frame, whatever the steps between); a 16 ms pause added to the frame's
// wait halved the rate.
const frame = time.Millisecond

// iterState is what the page keeps of a run besides the session's.
type iterState struct {
	playing bool

	// The history plot, kept until a step adds a loss: the page renders
	// on every input event, the plot changes only with the run.
	svg    string
	svgLen int
}

// historySVG is the plot of the losses, drawn once per step.
func (r *iterState) historySVG(label string, losses []float64, theme plot.Theme) string {
	if r.svg == "" || r.svgLen != len(losses) {
		svg, err := chart.History(label, losses, theme).SVG()
		if err != nil {
			return ""
		}
		r.svg, r.svgLen = string(svg), len(losses)
	}
	return r.svg
}

// step applies the update once (session.Step). It reports whether it
// did; if not, the run's note says why and playing stops. A step is
// painted as a slider move is: the worked lines without their MathML until
// the run rests, which a played run reaches only when paused.
func (p *equationPage) step() bool {
	p.holdRegions()
	p.live.sliding = true
	p.restLater()
	if !p.Step() {
		p.iter.playing = false
		return false
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
				Disabled(!p.Running()).OnClick(p.event(func(ctx app.Context) {
				p.iter = iterState{}
				p.ResetRun()
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
	if p.Hidden() {
		return []string{hiddenNote("The run is")}
	}
	it, r := p.spec.Iterate, &p.Run
	running := p.Running()
	status := "step 0"
	if running {
		status = "step " + strconv.Itoa(r.Steps())
		if l := r.Losses[len(r.Losses)-1]; !math.IsNaN(l) {
			status += " · " + it.LossLabel + " = " + strconv.FormatFloat(l, 'g', 6, 64)
		}
	}
	if r.Note != "" {
		status += " · " + r.Note
	}
	parts := []string{`<span id="iter-status" class="iter-status" aria-live="polite">` + html.EscapeString(status) + `</span>`}
	if running && len(r.Losses) > 1 {
		if svg := p.iter.historySVG(it.LossLabel, r.Losses, p.Theme); svg != "" {
			// The figure itself, not wrapped: paint patches an SVG part
			// line by line, where a wrapped one was merged whole every step.
			parts = append(parts, strings.Replace(svg, "<svg ", `<svg class="iter-history" `, 1))
		}
	}
	return parts
}
