package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// erratumMath holds the typeset formulas of one erratum, built once per
// equation rather than on every render.
type erratumMath struct{ wrote, correct tex }

func typesetErrata(errata []equations.Erratum) []erratumMath {
	out := make([]erratumMath, len(errata))
	for i, e := range errata {
		// \displaystyle keeps fractions full size while the formula
		// stays inline next to its tag.
		out[i] = erratumMath{wrote: newMath(`\displaystyle `+e.Wrote, false), correct: newMath(`\displaystyle `+e.Correct, false)}
	}
	return out
}

// notes renders what the page says about the equation: the explanation,
// the errata of the sources, the sources and related equations.
func (p *equationPage) notes() app.UI {
	s := p.spec
	var errata app.UI
	if len(s.Errata) > 0 {
		items := make([]app.UI, len(s.Errata))
		for i, e := range s.Errata {
			items[i] = app.Div().Class("erratum").Body(
				app.P().Class("erratum-head").Body(
					app.Strong().Text("Erratum"),
					app.Text(" in "+equations.SeedTitle(e.Source)),
				),
				app.Div().Class("erratum-row").Body(
					app.Span().Class("erratum-tag wrote").Text("The source prints"),
					p.errata[i].wrote.UI(),
				),
				app.Div().Class("erratum-row").Body(
					app.Span().Class("erratum-tag correct").Text("Correct"),
					p.errata[i].correct.UI(),
				),
				app.P().Class("erratum-why").Text(e.Why),
			)
		}
		errata = app.Section().ID("errata").Aria("label", "Errata").Body(items...)
	}
	sources := make([]app.UI, len(s.Sources))
	for i, src := range s.Sources {
		li := app.Li().Text(equations.SeedTitle(src.Seed))
		if src.Seed == "" { // an equation beyond the five sources: a paper
			li = app.Li().Body(app.Span().Class("paper").Text("Paper: " + src.Paper))
		} else if src.Paper != "" {
			li = app.Li().Body(
				app.Text(equations.SeedTitle(src.Seed)),
				app.Br(),
				app.Span().Class("paper").Text("Paper: "+src.Paper),
			)
		}
		sources[i] = li
	}
	var related app.UI
	if len(s.Related) > 0 {
		links := make([]app.UI, 0, len(s.Related))
		for _, id := range s.Related {
			if title, ok := catalogue().Title(id); ok {
				links = append(links, app.Li().Body(app.A().Href("/eq/"+id).Text(title), p.carried(id)))
			}
		}
		related = app.Section().ID("related").Body(app.H2().Text("Related"), app.Ul().Body(links...))
	}
	return app.Div().Class("notes").Body(
		app.Section().ID("explanation").Body(app.H2().Text("What it says"), app.P().Text(s.Explanation)),
		errata,
		app.Section().ID("sources").Body(app.H2().Text("Sources"), app.Ul().Body(sources...)),
		related,
	)
}
