package app

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// One dataset across related equations: each related equation that has
// inputs of the same meaning as this page's (equations.Carry: entropy's p
// is KL's P, the four counts of a confusion matrix, a point cloud) shows
// its value for the page's data and links to itself with them, or says
// why they do not fit it. It is shown a moment after the page opens
// (relatedDelay), so that building the related equations' families is
// not part of opening it, and it follows the inputs at rest.

// relatedDelay is how long after a page opens its related equations get
// the page's data.
const relatedDelay = 300 * time.Millisecond

// carryLater shows the related equations' values once the page has
// settled.
func (p *equationPage) carryLater(ctx app.Context) {
	p.relatedLive = false
	if !app.IsClient || p.spec == nil || p.embed {
		return
	}
	spec := p.spec
	ctx.After(relatedDelay, func(app.Context) {
		if p.spec == spec {
			p.relatedLive = true
		}
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
