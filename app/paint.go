package app

import (
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A live region's content is a list of parts, each one element: the
// worked equation one KaTeX line per step, the plot one <svg> per figure.
// On a slider move most parts are the same as before (the steps that do
// not depend on the slider, the second figure) and are not touched at
// all; a part that changed is merged into the element it replaces by
// web/live.js, which changes only the nodes and attributes that differ.
// Replacing a region's innerHTML instead made the browser parse, style
// and lay out every KaTeX span and SVG element again: most of a move's
// time.

// region is what a live region shows.
type region struct {
	parts   []string // the markup of each part, as last painted
	perPart bool     // the DOM holds one child per part
}

// paint writes the live regions from the page's current state. It is a
// no-op on the server (prerendering draws them inline) and for regions
// not in the document yet.
func (p *equationPage) paint() { p.paintRegions(false) }

// paintMove paints what a move must show in its own frame — the result,
// the figures and the run — and leaves the worked lines to the first idle
// moment after it (workedLater): typesetting and merging them took a third
// to a half of a move's time, and they are read, not watched, while a
// slider moves. A fast drag then typesets them once per pause instead of
// once per move; at rest they are always those of the current inputs.
func (p *equationPage) paintMove() { p.paintRegions(true) }

func (p *equationPage) paintRegions(moving bool) {
	if !app.IsClient || p.spec == nil {
		return
	}
	w := app.Window()
	doc := w.Get("document")
	p.live.result.paint(doc, resultID, []string{p.resultHTML()})
	if moving {
		p.workedLater()
	} else {
		p.cancelWorked()
		p.paintWorked()
		p.live.data.paint(doc, dataID, p.tableParts())
		p.live.listen.paint(doc, listenID, p.listenParts())
	}
	p.live.plot.paint(doc, plotID, p.plotParts())
	if p.spec.Iterate != nil {
		p.live.iter.paint(doc, iterID, p.iterParts())
	}
	// Once the slider rests, or the run is paused, the result and the
	// worked lines fit their content again (holdRegions).
	if !p.live.sliding && !p.iter.playing && w.Get("eqxRelease").Truthy() {
		for _, id := range heldIDs {
			if el := doc.Call("getElementById", id); el.Truthy() {
				w.Call("eqxRelease", el)
			}
		}
	}
}

// paintWorked brings the worked lines up to date.
func (p *equationPage) paintWorked() {
	if !app.IsClient || p.spec == nil {
		return
	}
	p.live.worked.paint(app.Window().Get("document"), workedID, p.workedParts())
}

// heldIDs are the regions holdRegions holds: the result, above the run's
// buttons, and the worked lines, above the plot.
var heldIDs = [...]string{resultID, workedID}

// holdRegions keeps the result and the worked lines at least as tall as
// they have been while a slider moves or a run plays (web/live.js,
// eqxHold), so that what is below them stays put: a run's Pause button
// under a result whose rows come and go with the steps was hard to hit.
// It is called before a move changes anything; the heights it holds are
// those of the last frame, which live.js has from a ResizeObserver, so a
// move lays the page out once, for its own frame.
func (p *equationPage) holdRegions() {
	w := app.Window()
	if !w.Get("eqxHold").Truthy() {
		return
	}
	doc := w.Get("document")
	for _, id := range heldIDs {
		if el := doc.Call("getElementById", id); el.Truthy() {
			w.Call("eqxHold", el)
		}
	}
}

// repaint forgets what was painted, for a freshly rendered page whose
// regions are empty again.
func (p *equationPage) repaint() {
	p.live.result, p.live.worked, p.live.plot, p.live.iter = region{}, region{}, region{}, region{}
	p.syncSliders()
	p.paint()
}

// syncSliders puts every slider where its value is, after go-app has
// rendered the controls (web/live.js, eqxSyncSliders).
func (p *equationPage) syncSliders() {
	if !app.IsClient {
		return
	}
	w := app.Window()
	if w.Get("eqxSyncSliders").Truthy() {
		w.Call("eqxSyncSliders", w.Get("document"))
	}
}

// paint brings the element id of doc up to date with parts.
func (r *region) paint(doc app.Value, id string, parts []string) {
	if r.parts != nil && slices.Equal(r.parts, parts) {
		return
	}
	if el := doc.Call("getElementById", id); el.Truthy() {
		r.paintInto(el, parts)
	}
}

// paintInto brings el, which shows r, up to date with parts.
func (r *region) paintInto(el app.Value, parts []string) {
	if r.parts != nil && slices.Equal(r.parts, parts) {
		return
	}
	w := app.Window()
	if !w.Get("eqxPaintPart").Truthy() {
		// web/live.js did not load: the same, only slower.
		el.Set("innerHTML", strings.Join(parts, ""))
		r.parts, r.perPart = slices.Clone(parts), false
		return
	}
	if r.perPart && r.parts != nil {
		ok := true
		for i, part := range parts {
			if i < len(r.parts) && r.parts[i] == part {
				continue
			}
			if i < len(r.parts) && patchFigure(w, el, i, r.parts[i], part) {
				continue
			}
			if ok = w.Call("eqxPaintPart", el, i, part).Bool(); !ok {
				break
			}
		}
		if ok {
			w.Call("eqxTrim", el, len(parts))
			r.parts = slices.Clone(parts)
			return
		}
	}
	// The first paint, or parts that are not one element each: the
	// whole region, merged as one.
	r.perPart = w.Call("eqxPaint", el, strings.Join(parts, ""), len(parts)).Bool()
	r.parts = slices.Clone(parts)
}

// workedParts is the equation again with the current numbers in it, one
// KaTeX display line per step. Lines already typeset are reused: while a
// slider moves, most steps of a multi-step formula keep their text. While
// a slider moves the lines are typeset without MathML (liveState.sliding).
func (p *equationPage) workedParts() []string {
	if p.Hidden() {
		return []string{hiddenNote("The worked lines are")}
	}
	lines := p.Worked()
	if lines == nil {
		return nil
	}
	if len(p.workedCache) > 512 {
		p.workedCache = nil
	}
	if p.workedCache == nil {
		p.workedCache = map[string]string{}
	}
	mode, output := "full:", "htmlAndMathml"
	if p.live.sliding {
		mode, output = "html:", "html"
	}
	parts := make([]string, len(lines))
	for i, l := range lines {
		h, ok := p.workedCache[mode+l]
		if !ok {
			h = newWorkedLine(l, output).HTML()
			p.workedCache[mode+l] = h
		}
		parts[i] = h
	}
	return parts
}

// plotParts is the SVG of each figure, or a note that there is none.
func (p *equationPage) plotParts() []string {
	if p.Hidden() {
		return []string{hiddenNote("The figure is")}
	}
	if len(p.SVGs) == 0 {
		return []string{`<p class="plot-empty">No plot for this equation.</p>`}
	}
	return p.SVGs
}

// patchFigure brings the figure that is part i of el from the SVG old to
// new in place, by web/live.js's eqxPatchFigure (an element changed only
// where its line changed, no HTML parser), and reports whether it could:
// both must be figures, one element a line (internal/plot's writer).
func patchFigure(w app.Value, el app.Value, i int, old, new string) bool {
	if !strings.HasPrefix(old, "<svg") || !strings.HasPrefix(new, "<svg") {
		return false
	}
	return w.Call("eqxPatchFigure", el, i, new).Bool()
}
