package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// innerPanel shows the equations used inside this one (equations.Inner):
// each use with the intermediate value the computation got, and a link
// that opens the inner equation with those numbers. Closed until opened,
// and computed only then, at rest.
func (p *equationPage) innerPanel() app.UI {
	if len(p.spec.Inner) == 0 || p.embed || p.Hidden() {
		return nil
	}
	body := []app.UI{app.Summary().Text("Inside this equation: the intermediate steps")}
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
