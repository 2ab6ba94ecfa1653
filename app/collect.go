package app

import (
	"runtime"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// js/wasm has one thread, so the Go collector's marking runs inside
// whichever task allocates past the heap's goal: a slider move. On
// diffusion-forward a move allocates about 0.6 MB, a collection lands
// about every 25 moves, and the move it lands in took 30–36 ms where the
// others took 5–13 (moves timed in the page, with runtime.MemStats read
// before and after). A collection at an idle moment after the page has
// started and after each drag rests starts the next drag with the whole
// of the heap's headroom, and with the collector's code compiled: moves
// are where a person waits, idle moments are not.

// collector runs the collector at the browser's next idle moment.
type collector struct {
	f    app.Func  // the idle callback
	id   app.Value // the pending callback's id, or nil
	busy func() bool
}

// later asks for a collection at the next idle moment in which busy
// reports false; a moment in which it reports true (a drag went on) skips
// it, and the drag's own rest asks again.
func (c *collector) later(busy func() bool) {
	w := app.Window()
	if !app.IsClient || c.id != nil || !w.Get("requestIdleCallback").Truthy() {
		return
	}
	c.busy = busy
	if c.f == nil {
		c.f = app.FuncOf(func(app.Value, []app.Value) any {
			c.id = nil
			if !c.busy() {
				runtime.GC()
			}
			return nil
		})
	}
	c.id = w.Call("requestIdleCallback", c.f)
}

// stop drops a pending collection and releases the callback.
func (c *collector) stop() {
	if c.id != nil {
		app.Window().Call("cancelIdleCallback", c.id)
		c.id = nil
	}
	if c.f != nil {
		c.f.Release()
		c.f = nil
	}
}

// collectFirst collects at the next idle moment, whether a slider moves
// then or not. It is for a page whose rehearsal an edit cut short (or
// that has none): the rehearsal's own collection at its end
// (rehearseMove) is what compiles the collector's code, as V8 compiles a
// WebAssembly function when it first runs. Without it the first
// collection of a page whose first edit came at once fell within the
// 20th to 29th move of the drag (diffusion-forward, logistic-regression-
// gd-step: 0.5 MB a move against a heap goal of 16 MB), where compiling
// some 200 of the runtime's functions made that move take 46-69 ms
// instead of 10-15 (traces of the cold-page benchmark's 30 moves). An
// idle moment comes between two moves even in a drag, and the heap is
// small then.
func (p *equationPage) collectFirst() {
	p.live.collector.later(func() bool { return false })
}

// collectLater collects at the next idle moment in which no slider moves
// and no rule plays.
func (p *equationPage) collectLater() {
	p.live.collector.later(func() bool { return p.live.sliding || p.iter.playing })
}
