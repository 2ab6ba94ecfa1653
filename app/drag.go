package app

import (
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/plot"
	"eqx/internal/points"
)

// Points on the plane (Plot.Drag): in the plot's first figure a point is
// dragged to move it, a click on empty ground adds one of the class
// chosen under the plot, a click on a point gives it the next class, and
// a right click (or Shift+click) removes it. The figure's SVG says where
// its data are (plot.Frame, the data-frame attribute); package points
// makes each edit, and the page takes it as it takes a typed number:
// validated, computed and painted in the same task.

// pickRadius is how far from a point, in the figure's units (points; the
// figure is 480 wide), a press still takes it: a finger's width on a
// phone, where the figure is drawn about that size.
const pickRadius = 12

// dragKey is the key of the points' messages (p.Errs).
const dragKey = "points"

// dragState is a press on the plane, from pointerdown to pointerup.
type dragState struct {
	active    bool
	pt        points.Point // the point pressed
	fr        plot.Frame   // the figure's frame at the press: kept while the axes may move
	downU     float64      // where the press was, in the figure's units
	downV     float64
	moved     bool
	move, end app.Func // the document's pointermove and pointerup listeners, while pressed

	addAs int    // the index in points.Targets of what a click adds
	seed  uint64 // the presets' draw: "New draw" takes the next
}

// onPlane takes a pointerdown or a contextmenu anywhere in the document:
// on the first figure of the plot of an equation with points to drag, it
// is a press on the plane.
func (p *equationPage) onPlane(ctx app.Context, e app.Value) {
	if len(equations.Handles(p.spec.View)) == 0 || p.drag.active {
		return
	}
	svg, fr, ok := planeUnder(e)
	if !ok {
		return
	}
	u, v := viewPosition(svg, e)
	pts := points.List(p.spec, p.In)
	i, hit := points.Nearest(pts, fr, u, v, pickRadius)
	if e.Get("type").String() == "contextmenu" {
		if hit {
			e.Call("preventDefault")
			p.editPoints(ctx, func(spec *equations.Spec, in equations.Inputs) (equations.Inputs, error) {
				return points.Remove(spec, in, pts[i])
			})
		}
		return
	}
	if e.Get("button").Int() != 0 {
		return
	}
	e.Call("preventDefault") // no text selection, no scrolling of the page by touch
	if !hit {
		x, y := fr.Data(u, v)
		x, y = points.Round(x, fr.X[1]-fr.X[0]), points.Round(y, fr.Y[1]-fr.Y[0])
		targets := points.Targets(p.spec, p.In)
		if len(targets) == 0 {
			return
		}
		t := targets[min(p.drag.addAs, len(targets)-1)]
		p.editPoints(ctx, func(spec *equations.Spec, in equations.Inputs) (equations.Inputs, error) {
			return points.Add(spec, in, t.Handle, t.Class, x, y)
		})
		return
	}
	p.drag = dragState{active: true, pt: pts[i], fr: fr, downU: u, downV: v, addAs: p.drag.addAs, seed: p.drag.seed}
	doc := app.Window().Get("document")
	p.drag.move = app.FuncOf(func(_ app.Value, args []app.Value) any {
		p.guard(func() { p.dragTo(ctx, svg, args[0]) })
		return nil
	})
	p.drag.end = app.FuncOf(func(_ app.Value, args []app.Value) any {
		p.guard(func() { p.release(ctx, args[0]) })
		return nil
	})
	doc.Call("addEventListener", "pointermove", p.drag.move)
	doc.Call("addEventListener", "pointerup", p.drag.end)
	doc.Call("addEventListener", "pointercancel", p.drag.end)
}

// dragTo moves the pressed point to where the pointer is, once it has
// left the press by more than a click's wobble.
func (p *equationPage) dragTo(ctx app.Context, svg app.Value, e app.Value) {
	d := &p.drag
	if !d.active {
		return
	}
	u, v := viewPosition(svg, e)
	if !d.moved && math.Hypot(u-d.downU, v-d.downV) < 3 {
		return
	}
	d.moved = true
	x, y := d.fr.Data(u, v)
	x, y = points.Round(x, d.fr.X[1]-d.fr.X[0]), points.Round(y, d.fr.Y[1]-d.fr.Y[0])
	p.holdRegions()
	p.EditPoints(dragKey, func(spec *equations.Spec, in equations.Inputs) (equations.Inputs, error) {
		return points.Move(spec, in, d.pt, x, y)
	})
	p.live.sliding = true
	p.settle(ctx, true) // and the number boxes of the point
}

// release ends a press: a press that did not move is a click on the
// point, which gives it the next class, or with Shift removes it.
func (p *equationPage) release(ctx app.Context, e app.Value) {
	d := p.drag
	doc := app.Window().Get("document")
	doc.Call("removeEventListener", "pointermove", d.move)
	doc.Call("removeEventListener", "pointerup", d.end)
	doc.Call("removeEventListener", "pointercancel", d.end)
	d.move.Release()
	d.end.Release()
	p.drag = dragState{addAs: d.addAs, seed: d.seed}
	switch {
	case d.moved || e.Get("type").String() == "pointercancel":
		p.settle(ctx, true)
	case e.Get("shiftKey").Bool():
		p.editPoints(ctx, func(spec *equations.Spec, in equations.Inputs) (equations.Inputs, error) {
			return points.Remove(spec, in, d.pt)
		})
	default:
		p.editPoints(ctx, func(spec *equations.Spec, in equations.Inputs) (equations.Inputs, error) {
			c, ok, err := points.Relabel(spec, in, d.pt)
			if !ok && err == nil {
				return in, nil // no class to change: a click on it does nothing
			}
			return c, err
		})
	}
}

// editPoints takes the inputs an edit of the points gives
// (Session.EditPoints), or shows why there are none, and paints the page.
func (p *equationPage) editPoints(ctx app.Context, edit func(*equations.Spec, equations.Inputs) (equations.Inputs, error)) {
	p.edit(ctx, true, func() { p.EditPoints(dragKey, edit) })
}

// planeUnder returns the figure the event e is on, if it is the first
// figure of the plot and a plane (it has a frame).
func planeUnder(e app.Value) (app.Value, plot.Frame, bool) {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("closest").Truthy() {
		return nil, plot.Frame{}, false
	}
	svg := t.Call("closest", "#"+plotID+" svg[data-frame]")
	if !svg.Truthy() {
		return nil, plot.Frame{}, false
	}
	first := app.Window().Get("document").Call("querySelector", "#"+plotID+" svg")
	if !first.Truthy() || !first.Equal(svg) {
		return nil, plot.Frame{}, false
	}
	fr, err := plot.ParseFrame(svg.Call("getAttribute", "data-frame").String())
	if err != nil {
		return nil, plot.Frame{}, false
	}
	return svg, fr, true
}

// viewPosition is where the pointer of e is in the units of the figure
// svg: its viewBox, which the figure scales to its width.
func viewPosition(svg, e app.Value) (u, v float64) {
	r := svg.Call("getBoundingClientRect")
	w := r.Get("width").Float()
	if w <= 0 {
		return math.NaN(), math.NaN()
	}
	k := svg.Get("viewBox").Get("baseVal").Get("width").Float() / w
	return (e.Get("clientX").Float() - r.Get("left").Float()) * k, (e.Get("clientY").Float() - r.Get("top").Float()) * k
}
