package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/plot"
	"eqx/internal/points"
)

// The points on the plane by keyboard (WCAG 2.1.1; drag.go is the
// pointer): a focusable strip under the plot where N and P (or Page Down
// and Page Up) choose a point, the arrow keys move it a fiftieth of the
// figure (Shift: a fifth), A adds one where the chosen point is, Delete
// removes it, and each step is said in a status line.

// keyState is the point the keys move and what was last said of it.
type keyState struct {
	chosen int
	said   string
}

// keysHelp is the strip's accessible name and its text.
// A screen reader's reading mode takes these keys for itself (Orca 43 in
// Chromium moved its caret on →): the help says to switch to its focus
// mode, where the keys reach the strip and each move is announced.
const keysHelp = "Points by keyboard: N and P choose a point, the arrow keys move it (Shift: further), A adds one, Delete removes it. With a screen reader, use its focus mode."

// planeKeys is the focusable strip and its status line.
func (p *equationPage) planeKeys() app.UI {
	return app.Div().Class("plane-keys").Body(
		app.Div().Class("plane-keys-focus").TabIndex(0).Role("group").Aria("label", keysHelp).
			OnKeyDown(p.onPlaneKey).Text(keysHelp),
		app.P().Class("plane-status").Role("status").Aria("live", "polite").Text(p.keys.said),
	)
}

// onPlaneKey takes a key pressed on the strip.
func (p *equationPage) onPlaneKey(ctx app.Context, e app.Event) {
	key := e.Get("key").String()
	big := e.Get("shiftKey").Bool()
	dx, dy := 0, 0
	switch key {
	case "ArrowLeft":
		dx = -1
	case "ArrowRight":
		dx = 1
	case "ArrowUp":
		dy = 1
	case "ArrowDown":
		dy = -1
	case "n", "N", "PageDown", "p", "P", "PageUp", "a", "A", "Delete", "Backspace":
	default:
		return
	}
	e.PreventDefault()
	p.edit(ctx, true, func() {
		pts := points.List(p.spec, p.In)
		if len(pts) == 0 {
			p.keys.said = "no point to move"
			return
		}
		k := min(max(p.keys.chosen, 0), len(pts)-1)
		switch key {
		case "n", "N", "PageDown":
			k = (k + 1) % len(pts)
		case "p", "P", "PageUp":
			k = (k + len(pts) - 1) % len(pts)
		case "a", "A":
			p.addByKey(pts[k])
			k = len(points.List(p.spec, p.In)) - 1
		case "Delete", "Backspace":
			pt := pts[k]
			p.EditPoints(dragKey, func(spec *equations.Spec, in equations.Inputs) (equations.Inputs, error) {
				return points.Remove(spec, in, pt)
			})
			k = min(k, len(points.List(p.spec, p.In))-1)
		default:
			fr, ok := firstFrame()
			if !ok {
				return
			}
			pt := pts[k]
			p.EditPoints(dragKey, func(spec *equations.Spec, in equations.Inputs) (equations.Inputs, error) {
				return points.Nudge(spec, in, pt, fr, dx, dy, big)
			})
		}
		p.keys.chosen = k
		p.keys.said = points.Say(p.spec, points.List(p.spec, p.In), k)
		if msg := p.Errs[dragKey]; msg != "" {
			p.keys.said += "; " + msg
		}
	})
}

// addByKey adds a point of the class a click would add, beside pt.
func (p *equationPage) addByKey(pt points.Point) {
	targets := points.Targets(p.spec, p.In)
	if len(targets) == 0 {
		return
	}
	t := targets[min(p.drag.addAs, len(targets)-1)]
	x, y := pt.X, pt.Y
	if fr, ok := firstFrame(); ok {
		x += (fr.X[1] - fr.X[0]) / points.NudgeSteps * 5
		x = points.Round(x, fr.X[1]-fr.X[0])
	}
	p.EditPoints(dragKey, func(spec *equations.Spec, in equations.Inputs) (equations.Inputs, error) {
		return points.Add(spec, in, t.Handle, t.Class, x, y)
	})
}

// firstFrame is the frame of the plot's first figure, where its points
// are.
func firstFrame() (plot.Frame, bool) {
	svg := app.Window().Get("document").Call("querySelector", "#"+plotID+" svg[data-frame]")
	if !svg.Truthy() {
		return plot.Frame{}, false
	}
	fr, err := plot.ParseFrame(svg.Call("getAttribute", "data-frame").String())
	return fr, err == nil
}
