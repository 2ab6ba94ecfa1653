package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// The live regions — the result, the equation with the numbers in it, and
// the plot — change on every slider move. go-app applies updates on its
// next frame tick (120 Hz), which alone costs up to 8 ms of a 16 ms frame,
// and diffs the whole page. So the page renders these three regions as
// empty, stable containers and paints their contents itself, directly into
// the DOM: from a synchronous input listener while a slider moves, and
// after go-app's update for every other change. go-app never has children
// in them to diff, so it leaves what is painted alone.

// Ids of the live regions.
const (
	resultID = "result"
	workedID = "worked"
	plotID   = "plot"
	iterID   = "iter-run" // the run's count, loss and history (iterate.go)
	inputsID = "inputs"   // the controls, which the skip link leads to
)

// liveState is what the page last painted (paint.go) and the state of
// the slider listener.
type liveState struct {
	result, worked, plot, iter region
	data, listen               region // the figures' tables and Listen buttons (figure_data.go)

	listener app.Func // the synchronous slider and number box listener
	clicker  app.Func // the synchronous listener of buttons with data-click
	presser  app.Func // the listener of presses on the plane (drag.go)
	target   app.Value
	ctx      app.Context // the page's, for the updates the listeners ask for

	// While a slider moves, the worked lines are typeset without their
	// MathML twin: KaTeX's MathML is invisible but laid out all the same,
	// and was half the layout time of a move. Once the slider has rested
	// for mathMLDelay the lines are typeset again in full, for screen
	// readers. A timer rather than the change event: a keyboard step
	// fires both events in one task.
	sliding bool
	rest    app.Func  // the timer's callback
	timer   app.Value // the pending timer's id

	edits     int       // how many edits the page has settled (edit.go)
	slid      bool      // the edit being settled is a slider's move
	stale     bool      // go-app has not rendered the controls since a slider moved (settle)
	rehearsal rehearsal // the first moves, rehearsed at idle moments (rehearse.go)
	collector collector // the Go collector, run at idle moments (collect.go)

	// The worked lines of a move wait for an idle moment (paintMove).
	idle     app.Func  // the idle callback
	idleID   app.Value // the pending callback's id, or nil
	idleStop string    // the function that cancels it
}

// mathMLDelay is how long a slider rests before the worked lines get their
// MathML back, in milliseconds.
const mathMLDelay = 250

// listen installs the synchronous listener of sliders and number boxes on
// the document. Each names its control with data-key; its setter was
// recorded while the controls rendered. A number typed into a box is
// taken, computed and painted at once too, rather than on go-app's next
// frame.
func (p *equationPage) listen(ctx app.Context) {
	if !app.IsClient || p.live.listener != nil {
		return
	}
	p.live.target, p.live.ctx = app.Window().Get("document"), ctx
	p.live.listener = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		el := args[0].Get("target")
		if !el.Truthy() {
			return nil
		}
		key := el.Call("getAttribute", "data-key")
		if !key.Truthy() {
			return nil
		}
		switch el.Get("type").String() {
		case "range":
			p.edit(ctx, true, func() {
				p.holdRegions()
				p.Draft = true // coarser planes until it rests (restLater)
				p.slide(el, key.String())
				if !p.live.sliding {
					setBusy(true)
				}
				p.live.sliding, p.live.slid = true, true
			})
		case "number":
			p.edit(ctx, true, func() { p.typed(el, key.String()) })
		}
		return nil
	})
	p.live.target.Call("addEventListener", "input", p.live.listener)
	p.live.clicker = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		el := args[0].Get("target")
		if !el.Truthy() || !el.Get("closest").Truthy() {
			return nil
		}
		if skip := el.Call("closest", "a.skip-link"); skip.Truthy() {
			skipTo(args[0], skip)
			return nil
		}
		if el = el.Call("closest", "button[data-click]"); !el.Truthy() {
			return nil
		}
		f, ok := p.clicks[el.Call("getAttribute", "data-click").String()]
		if !ok {
			return nil
		}
		p.edit(ctx, true, f)
		return nil
	})
	p.live.target.Call("addEventListener", "click", p.live.clicker)
	p.live.presser = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 {
			p.guard(func() { p.onPlane(ctx, args[0]) })
		}
		return nil
	})
	p.live.target.Call("addEventListener", "pointerdown", p.live.presser)
	p.live.target.Call("addEventListener", "contextmenu", p.live.presser)
	p.listenPaint(ctx)
}

// click makes a click of the button b, named key, do f, taken by the
// page's synchronous listener: the result and plot change in the same task
// instead of on go-app's next frame. f is recorded on every render, so it
// never acts on values of an earlier one (go-app would keep a button's
// first OnClick handler whatever its closure captured).
func (p *equationPage) click(b app.HTMLButton, key string, f func()) app.HTMLButton {
	p.clicks[key] = f
	return b.DataSet("click", key)
}

// restLater (re)starts the timer after which the slider counts as resting,
// the figures are drawn in full (a slider's moves draw drafts:
// session.Session.Draft), the worked lines are typeset in full and the
// inputs are written into the URL (share.go), and go-app renders the
// controls if a slider's move did not (settle): work that has no place in
// the task of a move or a keystroke.
func (p *equationPage) restLater() {
	w := app.Window()
	if p.live.rest == nil {
		p.live.rest = app.FuncOf(func(app.Value, []app.Value) any {
			p.live.timer = nil
			p.live.sliding = false
			setBusy(false)
			p.guard(func() { p.Refine() })
			if p.live.stale {
				p.live.stale = false
				p.guard(func() { p.live.ctx.Dispatch(nil) })
			}
			p.guard(p.paint)
			p.guard(p.saveURL)
			p.collectLater()
			return nil
		})
	}
	if p.live.timer != nil {
		w.Call("clearTimeout", p.live.timer)
	}
	p.live.timer = w.Call("setTimeout", p.live.rest, mathMLDelay)
}

// workedLater paints the worked lines at the browser's first idle moment,
// or within idleTimeout, whichever comes first. One pending callback is
// enough: it paints the inputs of its time, the latest.
func (p *equationPage) workedLater() {
	if p.live.idleID != nil {
		return
	}
	w := app.Window()
	if p.live.idle == nil {
		p.live.idle = app.FuncOf(func(app.Value, []app.Value) any {
			p.live.idleID = nil
			p.guard(p.paintWorked)
			markWorkedPending(false)
			// Measured now, at idle, the heights the next move holds
			// (holdRegions) cost that move nothing: read there, they
			// laid out these worked lines inside the move's own task.
			if p.live.sliding || p.iter.playing {
				p.guard(p.holdRegions)
			}
			return nil
		})
	}
	// Safari has no requestIdleCallback: a timer long enough for the
	// move's frame to come first.
	if w.Get("requestIdleCallback").Truthy() {
		p.live.idleID = w.Call("requestIdleCallback", p.live.idle, map[string]any{"timeout": idleTimeout})
		p.live.idleStop = "cancelIdleCallback"
	} else {
		p.live.idleID = w.Call("setTimeout", p.live.idle, idleTimeout/4)
		p.live.idleStop = "clearTimeout"
	}
	markWorkedPending(true)
}

// markWorkedPending sets data-eqx-pending on the worked lines while a
// paint of them waits for an idle moment, and removes it once they show
// the latest inputs: the page says when what it shows is current, for the
// tests and the benchmark, instead of their guessing it. It writes the
// DOM once per idle period, not per move.
func markWorkedPending(pending bool) {
	el := app.Window().Get("document").Call("getElementById", workedID)
	if !el.Truthy() {
		return
	}
	if pending {
		el.Call("setAttribute", "data-eqx-pending", "1")
	} else {
		el.Call("removeAttribute", "data-eqx-pending")
	}
}

// idleTimeout bounds, in milliseconds, how long the worked lines of a move
// wait for an idle moment: on a page too busy to ever be idle they still
// follow a drag at a few frames per second.
const idleTimeout = 150

// cancelWorked drops a pending paint of the worked lines, when everything
// is painted now.
func (p *equationPage) cancelWorked() {
	if p.live.idleID == nil {
		return
	}
	app.Window().Call(p.live.idleStop, p.live.idleID)
	p.live.idleID = nil
	markWorkedPending(false)
}

// skipTo follows the skip link a, clicked in the event e, as a browser
// does: the focus moves to its target. go-app would take the click for a
// navigation to the same page and load it again, so the event stops here.
func skipTo(e, a app.Value) {
	e.Call("preventDefault")
	e.Call("stopPropagation")
	id := strings.TrimPrefix(a.Call("getAttribute", "href").String(), "#")
	if t := app.Window().Get("document").Call("getElementById", id); t.Truthy() {
		t.Call("focus")
	}
}

// setBusy marks the result region busy while a slider moves: a screen
// reader then announces the result once, when it rests, rather than at
// every step of the slider (aria-busy on a live region).
func setBusy(busy bool) {
	el := app.Window().Get("document").Call("getElementById", resultID)
	if !el.Truthy() {
		return
	}
	if busy {
		el.Call("setAttribute", "aria-busy", "true")
	} else {
		el.Call("removeAttribute", "aria-busy")
	}
}

// unlisten removes the listener when the page goes away.
func (p *equationPage) unlisten() {
	if p.live.listener == nil {
		return
	}
	p.unlistenPaint()
	p.live.target.Call("removeEventListener", "input", p.live.listener)
	p.live.listener.Release()
	p.live.listener = nil
	p.live.target.Call("removeEventListener", "click", p.live.clicker)
	p.live.clicker.Release()
	p.live.clicker = nil
	p.live.target.Call("removeEventListener", "pointerdown", p.live.presser)
	p.live.target.Call("removeEventListener", "contextmenu", p.live.presser)
	p.live.presser.Release()
	p.live.presser = nil
	if p.live.timer != nil {
		app.Window().Call("clearTimeout", p.live.timer)
		p.live.timer = nil
		p.Draft = false
	}
	if p.live.rest != nil {
		p.live.rest.Release()
		p.live.rest = nil
	}
	p.cancelWorked()
	p.stopRehearsal(true)
	p.live.collector.stop()
	if p.live.idle != nil {
		p.live.idle.Release()
		p.live.idle = nil
	}
	p.live.sliding = false
}

// slide handles one move of the slider el: the new value is set (and
// evaluated), and the number box beside it shows it at once; go-app
// brings the rest of the controls up to date on its next frame (settle).
func (p *equationPage) slide(el app.Value, key string) {
	s, ok := p.sliders[key]
	if !ok {
		return
	}
	x, err := strconv.ParseFloat(el.Get("value").String(), 64)
	if err != nil {
		return
	}
	if s.log {
		x = pow10(x)
	}
	delete(p.Texts, key)
	delete(p.Errs, key)
	s.set(x)
	el.Call("setAttribute", "aria-valuetext", short(x))
	if box := el.Get("nextElementSibling"); box.Truthy() && box.Get("type").String() == "number" {
		box.Set("value", equations.FormatNumber(x))
	}
}

// sliderSetter is what the listener needs to know of one range input.
type sliderSetter struct {
	log bool // the slider moves through log10 of the value
	set func(float64)
}
