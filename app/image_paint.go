package app

import (
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/session"
)

// Painting an image input takes the synchronous path of a slider move
// (live.go), not go-app's: a pointer down on a picture (an element with
// data-paint, controls_image.go) captures the pointer, and each move
// paints the cells it crossed straight into the DOM and into the
// stroke's own copy of the matrix. The inputs are set from that copy, the
// equation evaluated and the result, worked lines and plot painted at most
// once per animation frame, however many moves the frame had; the rest of
// the page (the number boxes, the cells' titles) is rendered by go-app
// once, when the pointer is released.
//
// The cells painted into the DOM are exactly what go-app renders for the
// new values (the same style attribute), so its next render finds them
// as it would have made them.

// strokeState is the state of painting: the brush of each picture and the
// stroke under way, if any.
type strokeState struct {
	brush map[string]int // the brush level of each image, by name

	down, move, up, menu, frame app.Func // the listeners, made once
	target                      app.Value

	stroke     *session.Stroke // the stroke under way, nil between strokes
	el         app.Value       // its picture
	frameID    app.Value       // the requested animation frame, if any
	frameAsked bool
}

// listenPaint installs the pointer listeners of the pictures on the
// document: pointerdown starts a stroke, and the context menu of a
// picture is suppressed so that the right button can paint white.
func (p *equationPage) listenPaint(ctx app.Context) {
	s := &p.strokes
	if s.down != nil {
		return
	}
	if s.brush == nil {
		s.brush = map[string]int{}
	}
	s.target = app.Window().Get("document")
	s.down = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 {
			p.guard(func() { p.strokeStart(args[0]) })
		}
		return nil
	})
	s.move = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 {
			p.guard(func() { p.strokeMove(args[0]) })
		}
		return nil
	})
	s.up = app.FuncOf(func(this app.Value, args []app.Value) any {
		p.guard(func() { p.strokeEnd(ctx) })
		return nil
	})
	s.frame = app.FuncOf(func(this app.Value, args []app.Value) any {
		s.frameAsked = false
		p.guard(p.strokeCommit)
		return nil
	})
	s.menu = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 && pictureOf(args[0]).Truthy() {
			args[0].Call("preventDefault")
		}
		return nil
	})
	s.target.Call("addEventListener", "pointerdown", s.down)
	s.target.Call("addEventListener", "contextmenu", s.menu)
}

// unlistenPaint removes the listeners when the page goes away.
func (p *equationPage) unlistenPaint() {
	s := &p.strokes
	if s.down == nil {
		return
	}
	if s.stroke != nil {
		s.el.Call("removeEventListener", "pointermove", s.move)
		s.el.Call("removeEventListener", "pointerup", s.up)
		s.el.Call("removeEventListener", "pointercancel", s.up)
		s.stroke = nil
	}
	if s.frameAsked {
		app.Window().Call("cancelAnimationFrame", s.frameID)
		s.frameAsked = false
	}
	s.target.Call("removeEventListener", "pointerdown", s.down)
	s.target.Call("removeEventListener", "contextmenu", s.menu)
	for _, f := range []app.Func{s.down, s.move, s.up, s.menu, s.frame} {
		f.Release()
	}
	s.down, s.move, s.up, s.menu, s.frame = nil, nil, nil, nil, nil
}

// pictureOf is the picture the event e happened in, or a falsy value.
func pictureOf(e app.Value) app.Value {
	t := e.Get("target")
	if !t.Truthy() || !t.Get("closest").Truthy() {
		return app.Null()
	}
	return t.Call("closest", "[data-paint]")
}

// strokeStart begins a stroke on a picture: the left button (or a touch,
// or a pen) paints with the brush, the right button paints white.
func (p *equationPage) strokeStart(e app.Value) {
	s := &p.strokes
	el := pictureOf(e)
	if !el.Truthy() || s.stroke != nil {
		return
	}
	par := p.spec.Param(el.Call("getAttribute", "data-paint").String())
	button := e.Get("button").Int()
	if par == nil || !isEditor[equations.Picture](par) || (button != 0 && button != 2) {
		return
	}
	e.Call("preventDefault") // no text selection, no drag of the page
	lo, hi := imageRange(par)
	value := brushValue(p.brush(par), lo, hi)
	if button == 2 {
		value = lo
	}
	s.stroke, s.el = p.BeginStroke(par, value), el
	el.Call("setPointerCapture", e.Get("pointerId"))
	el.Call("addEventListener", "pointermove", s.move)
	el.Call("addEventListener", "pointerup", s.up)
	el.Call("addEventListener", "pointercancel", s.up)
	p.holdRegions()
	p.live.sliding = true // typeset without MathML until the stroke rests
	p.strokeMove(e)
}

// strokeMove paints the cells from the last one painted to the one under
// the pointer (session.Stroke), and asks for a frame to compute in.
func (p *equationPage) strokeMove(e app.Value) {
	s := &p.strokes
	st := s.stroke
	if st == nil || len(st.M) == 0 {
		return
	}
	rows, cols := len(st.M), len(st.M[0])
	// The cells fill the picture's content box: its client area.
	r := s.el.Call("getBoundingClientRect")
	x := e.Get("clientX").Float() - r.Get("left").Float() - s.el.Get("clientLeft").Float()
	y := e.Get("clientY").Float() - r.Get("top").Float() - s.el.Get("clientTop").Float()
	w, h := s.el.Get("clientWidth").Float(), s.el.Get("clientHeight").Float()
	if !(w > 0 && h > 0) {
		return
	}
	for _, c := range st.To(int(math.Floor(y/h*float64(rows))), int(math.Floor(x/w*float64(cols)))) {
		p.showCell(c[0], c[1], st.Value)
	}
	if st.Pending() && !s.frameAsked {
		s.frameID = app.Window().Call("requestAnimationFrame", s.frame)
		s.frameAsked = true
	}
}

// showCell draws cell (i, j) of the picture being painted as holding v,
// as controls_image.go renders it.
func (p *equationPage) showCell(i, j int, v float64) {
	s := &p.strokes
	par := s.stroke.Par
	lo, hi := imageRange(par)
	cell := s.el.Get("children").Index(i*len(s.stroke.M[0]) + j)
	if cell.Truthy() {
		cell.Call("setAttribute", "style", "background-color:"+grey(v, lo, hi))
		cell.Call("setAttribute", "title", session.CellKey(par, i, j)+" = "+equations.FormatNumber(v))
	}
}

// strokeCommit sets the inputs from the stroke and paints the live
// regions. Should the equation refuse it, the picture is drawn again from
// the inputs.
func (p *equationPage) strokeCommit() {
	st := p.strokes.stroke
	if st == nil || !st.Pending() {
		return
	}
	if !p.CommitStroke(st) {
		for i, row := range st.M {
			for j, v := range row {
				p.showCell(i, j, v)
			}
		}
	}
	p.paint()
}

// strokeEnd ends the stroke when the pointer is released: what is left is
// committed, and go-app renders the controls once.
func (p *equationPage) strokeEnd(ctx app.Context) {
	s := &p.strokes
	if s.stroke == nil {
		return
	}
	if s.frameAsked {
		app.Window().Call("cancelAnimationFrame", s.frameID)
		s.frameAsked = false
	}
	p.strokeCommit()
	s.el.Call("removeEventListener", "pointermove", s.move)
	s.el.Call("removeEventListener", "pointerup", s.up)
	s.el.Call("removeEventListener", "pointercancel", s.up)
	s.stroke, s.el = nil, app.Null()
	p.settle(ctx, true) // MathML and the URL once the stroke rests
}
