package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// innerSlot holds, under the worked lines, the steps of the equations
// used inside this one: in a container that is always there, so that the
// live regions after it keep their place among go-app's children
// (embedPanel).
func (p *equationPage) innerSlot() app.UI {
	return app.Div().Class("inner-slot").Body(p.innerPanel())
}

// innerPanel shows the equations used inside this one (equations.Inner):
// each use with the intermediate value the computation got, and a link
// that opens the inner equation with those numbers. Closed until opened,
// and computed only then, at rest.
func (p *equationPage) innerPanel() app.UI {
	if len(p.spec.Inner) == 0 || p.embed || p.Hidden() {
		return nil
	}
	body := []app.UI{app.Summary().Text("Inside these lines: the steps of " + p.innerTitles())}
	if p.innerOpen {
		for _, inner := range p.spec.Inner {
			body = append(body, p.innerSteps(inner))
		}
	}
	return app.Details().ID("inner").Class("numerics inner").Open(p.innerOpen).
		On("toggle", func(ctx app.Context, e app.Event) {
			p.innerOpen = ctx.JSSrc().Get("open").Bool()
		}).
		Body(body...)
}

// innerTitles names the inner equations: "Softmax", "the forward pass and
// the sigmoid".
func (p *equationPage) innerTitles() string {
	var names []string
	for _, in := range p.spec.Inner {
		if t, ok := catalogue().Title(in.ID); ok {
			names = append(names, t)
		}
	}
	return strings.Join(names, " and ")
}

// innerSteps lists the uses of one inner equation at the page's inputs.
func (p *equationPage) innerSteps(inner equations.Inner) app.UI {
	spec, ok := catalogue().Lookup(inner.ID)
	if !ok {
		return nil
	}
	steps, err := inner.Steps(p.In)
	if err != nil {
		return app.P().Class("error").Text(spec.Title + ": " + err.Error())
	}
	if len(steps) == 0 {
		// Another form of the equation uses it (a Gram matrix of the
		// other kernel).
		return app.P().Class("sum-note").Text(spec.Title + ": not used with these inputs.")
	}
	items := make([]app.UI, len(steps))
	for i, st := range steps {
		href := "/eq/" + inner.ID
		if q := spec.EncodeQuery(st.In); q != "" {
			href += "?" + q
		}
		items[i] = app.Li().Body(
			app.Text(firstUpper(st.Label)+": "),
			app.Code().Text(display(st.Value)),
			app.Text(" · "),
			app.A().Href(href).Text("open "+spec.Title+" with these numbers"),
		)
	}
	return app.Ul().Class("numerics-parts").Body(items...)
}
