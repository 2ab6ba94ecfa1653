package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// conventionsNote says, under the control of a convention on which
// libraries disagree (a variance's ddof, a logarithm's base, mean or sum,
// a convolution's extent), what each computes by default
// (equations.LibraryDefaults), so that a reader whose library prints
// another number sees why and which setting gives it.
func (p *equationPage) conventionsNote(par *equations.Param) app.UI {
	defs := p.spec.LibraryDefaults(par.Name)
	if len(defs) == 0 {
		return nil
	}
	items := make([]app.UI, len(defs))
	for i, d := range defs {
		source := d.Library
		if d.Documented {
			source += ", from its documentation"
		}
		items[i] = app.Li().Body(
			app.Code().Text(d.Call),
			app.Text(" ("+source+"): "+par.Name+" = "+d.Option),
		)
	}
	return app.Div().Class("conventions").Body(
		app.Span().Text("Library defaults:"),
		app.Ul().Body(items...),
	)
}
