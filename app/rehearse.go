package app

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// A page's first slider moves took two to five times as long as its later
// ones: the code of a move (the evaluation, the figures, the merging of
// their markup into the page) runs for the first time in V8's baseline
// tier, since WebAssembly is compiled lazily and optimised once hot, and
// web/live.js likewise. So once a page is open, its idle moments rehearse
// a few moves of its first slider on a copy of the session
// (session.Copy), painted into detached copies of the live regions, and
// throw them away: the code is compiled and hot when a person reaches for
// the slider. It is work the browser does when it has nothing else to do,
// one move per idle callback, and the person's first edit ends it.

// rehearsals is how many moves are rehearsed: enough for V8 to optimise
// the functions of a move (the cold-page benchmark's moves reach their
// later speed after five to eight).
const rehearsals = 6

// rehearsal is the state of a page's rehearsal.
type rehearsal struct {
	step  app.Func  // the idle callback
	id    app.Value // the pending callback's id, or nil
	left  int       // moves still to rehearse
	edits int       // the page's edits when it began: one more ends it
	spec  *equations.Spec
}

// rehearse starts the rehearsal of the page's first slider, unless the
// browser cannot run it at idle moments (it then goes without).
func (p *equationPage) rehearse() {
	w := app.Window()
	if !app.IsClient || p.spec == nil || !w.Get("requestIdleCallback").Truthy() {
		return
	}
	// A test that visits every page and does not measure a first move
	// (views.test.mjs) spares the machine the rehearsal's work.
	if w.Get("eqxNoRehearsal").Truthy() {
		p.collectFirst()
		return
	}
	r := &p.live.rehearsal
	if r.step == nil {
		r.step = app.FuncOf(func(app.Value, []app.Value) any {
			r.id = nil
			p.guard(p.rehearseMove)
			return nil
		})
	}
	r.left, r.edits, r.spec = rehearsals, p.live.edits, p.spec
	p.rehearseNext()
}

// rehearseNext asks for the next idle moment.
func (p *equationPage) rehearseNext() {
	r := &p.live.rehearsal
	if r.id != nil || r.left <= 0 {
		return
	}
	r.id = app.Window().Call("requestIdleCallback", r.step)
}

// stopRehearsal drops a pending rehearsal, and its callback when the page
// goes away.
func (p *equationPage) stopRehearsal(release bool) {
	r := &p.live.rehearsal
	if r.id != nil {
		app.Window().Call("cancelIdleCallback", r.id)
		r.id = nil
	}
	if r.left > 0 && !release {
		// Cut short by an edit: the collection that was to follow it
		// comes at the next idle moment all the same (collectFirst).
		p.collectFirst()
	}
	r.left = 0
	if release && r.step != nil {
		r.step.Release()
		r.step = nil
	}
}

// rehearsalAt is where the rehearsed moves put the slider, as fractions of
// its range: different values, so that every region changes each time.
var rehearsalAt = [...]float64{0.62, 0.38, 0.55, 0.45, 0.7, 0.3}

// rehearseMove rehearses one move: the page's session is swapped for a
// copy while the slider's setter runs and the regions' markup is made,
// which is painted into detached clones of the regions. The page's own
// state, and what it shows, stay as they were.
func (p *equationPage) rehearseMove() {
	r := &p.live.rehearsal
	if r.left <= 0 || r.edits != p.live.edits || r.spec != p.spec || p.live.sliding {
		r.left = 0
		return
	}
	r.left--
	doc := app.Window().Get("document")
	el := doc.Call("querySelector", "section.controls input[type=range][data-key]")
	if !el.Truthy() {
		r.left = 0
		return
	}
	s, ok := p.sliders[el.Call("getAttribute", "data-key").String()]
	lo, errLo := strconv.ParseFloat(el.Get("min").String(), 64)
	hi, errHi := strconv.ParseFloat(el.Get("max").String(), 64)
	if !ok || errLo != nil || errHi != nil || !(hi > lo) {
		r.left = 0
		return
	}
	x := lo + rehearsalAt[r.left%len(rehearsalAt)]*(hi-lo)
	if s.log {
		x = pow10(x)
	}

	saved, sliding := p.pageSession, p.live.sliding
	p.pageSession, p.live.sliding = *saved.Copy(), true
	p.Draft = true
	defer func() { p.pageSession, p.live.sliding = saved, sliding }()
	s.set(x)
	rehearseRegion(doc, resultID, p.live.result, []string{p.resultHTML()})
	rehearseRegion(doc, workedID, p.live.worked, p.workedParts())
	rehearseRegion(doc, plotID, p.live.plot, p.plotParts())
	if r.left == 0 {
		// For the benchmark, and the tests that check it changed nothing.
		doc.Get("body").Call("setAttribute", "data-eqx-warm", "1")
		p.collectLater()
	}
	p.rehearseNext()
}

// rehearseRegion paints parts into a detached clone of the region id,
// which shows live.
func rehearseRegion(doc app.Value, id string, live region, parts []string) {
	el := doc.Call("getElementById", id)
	if !el.Truthy() {
		return
	}
	r := region{parts: slices.Clone(live.parts), perPart: live.perPart}
	r.paintInto(el.Call("cloneNode", true), parts)
}
