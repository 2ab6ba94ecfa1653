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
)

// liveState is what the page last painted, so that an unchanged region is
// not written again (writing innerHTML costs a re-layout even when equal).
type liveState struct {
	result, worked, plot string

	listener app.Func // the synchronous slider listener
	target   app.Value
}

// paint writes the live regions from the page's current state. It is a
// no-op on the server (prerendering draws them inline) and for regions
// not in the document yet.
func (p *equationPage) paint() {
	if !app.IsClient || p.spec == nil {
		return
	}
	doc := app.Window().Get("document")
	set := func(id string, last *string, html string) {
		if *last == html {
			return
		}
		if el := doc.Call("getElementById", id); el.Truthy() {
			el.Set("innerHTML", html)
			*last = html
		}
	}
	set(resultID, &p.live.result, p.resultHTML())
	set(workedID, &p.live.worked, p.workedHTML())
	set(plotID, &p.live.plot, p.plotHTML())
}

// repaint forgets what was painted, for a freshly rendered page whose
// regions are empty again.
func (p *equationPage) repaint() {
	p.live.result, p.live.worked, p.live.plot = "", "", ""
	p.paint()
}

// listen installs the synchronous slider listener on the document. A range
// input names its control with data-key; its setter was recorded while the
// controls rendered.
func (p *equationPage) listen(ctx app.Context) {
	if !app.IsClient || p.live.listener != nil {
		return
	}
	p.live.target = app.Window().Get("document")
	p.live.listener = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		el := args[0].Get("target")
		if !el.Truthy() || el.Get("type").String() != "range" {
			return nil
		}
		key := el.Call("getAttribute", "data-key")
		if !key.Truthy() {
			return nil
		}
		p.guard(func() {
			p.slide(ctx, el, key.String())
		})
		p.paint()
		return nil
	})
	p.live.target.Call("addEventListener", "input", p.live.listener)
}

// unlisten removes the listener when the page goes away.
func (p *equationPage) unlisten() {
	if p.live.listener == nil {
		return
	}
	p.live.target.Call("removeEventListener", "input", p.live.listener)
	p.live.listener.Release()
	p.live.listener = nil
}

// slide handles one move of the slider el: the new value is set (and
// evaluated), the number box beside it shows it at once, and go-app is
// asked to bring the rest of the controls up to date on its next frame.
func (p *equationPage) slide(ctx app.Context, el app.Value, key string) {
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
	delete(p.texts, key)
	delete(p.errs, key)
	s.set(x)
	el.Call("setAttribute", "aria-valuetext", short(x))
	if box := el.Get("nextElementSibling"); box.Truthy() && box.Get("type").String() == "number" {
		box.Set("value", equations.FormatNumber(x))
	}
	ctx.Dispatch(nil)
}

// sliderSetter is what the listener needs to know of one range input.
type sliderSetter struct {
	log bool // the slider moves through log10 of the value
	set func(float64)
}

// workedHTML is the equation again with the current numbers in it, one
// KaTeX display line per step. Lines already typeset are reused: while a
// slider moves, most steps of a multi-step formula keep their text.
func (p *equationPage) workedHTML() string {
	if p.spec.Worked == nil || p.out == nil || p.outErr != "" {
		return ""
	}
	lines := p.spec.Worked(p.in, p.out)
	if len(p.workedCache) > 512 {
		p.workedCache = nil
	}
	if p.workedCache == nil {
		p.workedCache = map[string]string{}
	}
	var b strings.Builder
	for _, l := range lines {
		h, ok := p.workedCache[l]
		if !ok {
			h = newMath(l, true).HTML()
			p.workedCache[l] = h
		}
		b.WriteString(h)
	}
	return b.String()
}

// plotHTML is the figure's SVG, or a note that there is none.
func (p *equationPage) plotHTML() string {
	if p.svg == "" {
		return `<p class="plot-empty">No plot for this equation.</p>`
	}
	return p.svg
}
