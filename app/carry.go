package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// One dataset across related equations: each related equation that has
// inputs of the same meaning as this page's (equations.Carry: entropy's p
// is KL's P, the four counts of a confusion matrix, a point cloud) shows
// its value for the page's data and links to itself with them, or says
// why they do not fit it. It is computed once the list comes into view
// (or near it), so that building the related equations' families is not
// part of opening a page, and it follows the inputs at rest.

// carryWatch is the observer that waits for the related list to come
// into view.
type carryWatch struct {
	obs app.Value // the IntersectionObserver, or nil
	f   app.Func  // its callback
}

// stop forgets the observer.
func (w *carryWatch) stop() {
	if w.obs != nil {
		w.obs.Call("disconnect")
		w.obs = nil
	}
	if w.f != nil {
		w.f.Release()
		w.f = nil
	}
}

// carryLater shows the related equations' values once their list is
// about to be seen.
func (p *equationPage) carryLater(ctx app.Context) {
	p.relatedLive = false
	p.carryWatch.stop()
	if !app.IsClient || p.spec == nil || p.embed {
		return
	}
	spec := p.spec
	show := func(ctx app.Context) {
		if p.spec == spec {
			p.relatedLive = true
		}
	}
	ctx.Defer(func(ctx app.Context) {
		el := app.Window().Get("document").Call("getElementById", "related")
		io := app.Window().Get("IntersectionObserver")
		if !el.Truthy() || !io.Truthy() {
			ctx.Dispatch(show)
			return
		}
		w := &p.carryWatch
		w.f = app.FuncOf(func(_ app.Value, args []app.Value) any {
			if len(args) == 0 {
				return nil
			}
			entries := args[0]
			for i := 0; i < entries.Length(); i++ {
				if entries.Index(i).Get("isIntersecting").Bool() {
					w.stop()
					ctx.Dispatch(show)
					break
				}
			}
			return nil
		})
		w.obs = io.New(w.f, map[string]any{"rootMargin": "300px"})
		w.obs.Call("observe", el)
	})
}

// carried is what the related equation id gives for the page's data: its
// value and a link that carries the data there, or why the data do not
// fit; nothing when it shares no input with this page.
func (p *equationPage) carried(id string) app.UI {
	if !p.relatedLive {
		return nil
	}
	to, ok := catalogue().Lookup(id)
	if !ok {
		return nil
	}
	in, names, err := equations.Carry(p.spec, p.In, to)
	if len(names) == 0 {
		return nil
	}
	yours := "your " + strings.Join(names, ", ")
	if err != nil {
		verb := " do not fit it: "
		if len(names) == 1 {
			verb = " does not fit it: "
		}
		return app.Span().Class("carry refused").Text(" · " + yours + verb + err.Error())
	}
	value := ""
	if to.Computable() {
		if v, err := to.Evaluate(in); err == nil {
			value = " gives " + display(v)
		}
	}
	href := "/eq/" + id
	if q := to.EncodeQuery(in); q != "" {
		href += "?" + q
	}
	return app.Span().Class("carry").Body(
		app.Text(" · with "+yours+value+" · "),
		app.A().Href(href).Aria("label", "carry these inputs ("+yours+") to "+to.Title).Text("carry these inputs"),
	)
}
