package app

import (
	"math"
	"strconv"

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
//     Step: an edit that comes again at once): the result and the
//     figures are painted now, in the event's task, rather than after
//     go-app's next frame, and the worked lines at the first idle moment
//     after it (paintMove); the link is written, the worked lines get
//     their MathML and, after a slider's moves, go-app renders the
//     controls once it rests (restLater);
//   - otherwise, once go-app has rendered the change: the sliders are put
//     where their values are, the live regions painted and the link
//     written.
func (p *equationPage) settle(ctx app.Context, moving bool) {
	p.live.edits++
	p.stopRehearsal(false)
	if p.live.slid {
		// A slider's move changes no control but itself and its number
		// box (slide): go-app's update of the whole page, up to a third
		// of a heavy page's frame, waits for the slider to rest.
		p.live.slid, p.live.stale = false, true
	} else {
		ctx.Dispatch(nil)
	}
	if moving {
		p.guard(p.paintMove)
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

// canResize is the session's CanResize but for a long vector, which is
// edited as data and whose length is not tried.
func (p *equationPage) canResize(par *equations.Param, delta int) bool {
	return len(p.In.Vector(par.Name)) > maxEntryRows || p.CanResize(par, delta)
}

func num(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

func log10(v float64) float64 { return math.Log10(v) }

func pow10(v float64) float64 { return math.Pow(10, v) }
