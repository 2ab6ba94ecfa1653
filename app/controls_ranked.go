package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
	"eqx/internal/session"
)

// Mean average precision is explored by moving one item's score past
// another's or by marking an item relevant, not by editing JSON: an input
// with the Ranked hint that holds a list of {"y": labels, "s": scores} is
// also shown as one group per query, with a relevance toggle, a score
// slider and a number box per item. The JSON text stays below for
// anything else (more queries, other scores).

// The score slider's range: scores are usually probabilities; the box
// takes any finite score.
var scoreSlider = equations.Param{Kind: equations.Real, Min: 0, Max: 1, Step: 0.01}

// rankedControl is the per-query editor of a Ranked input, or nothing
// when its value is not one the editor can show.
func (p *equationPage) rankedControl(par *equations.Param) app.UI {
	if !isEditor[equations.RankedLists](par) {
		return nil
	}
	qs, ok := session.Ranked(p.In.Object(par.Name))
	if !ok {
		return nil
	}
	groups := make([]app.UI, len(qs))
	for q, query := range qs {
		items := make([]app.UI, len(query.Y))
		for i := range query.Y {
			item := "query " + strconv.Itoa(q+1) + " item " + strconv.Itoa(i+1)
			key := item + " score"
			rel := query.Y[i] == 1
			title := "not relevant; click to mark relevant"
			if rel {
				title = "relevant; click to mark not relevant"
			}
			// AP is undefined for a query without a relevant item, so its
			// only one cannot be unmarked.
			sole := rel && query.Relevant() == 1
			if sole {
				title = "the query's only relevant item: AP needs one"
			}
			items[i] = app.Li().Class("entry").Body(
				p.click(app.Button().Type("button").Class("bit").Disabled(sole).
					Aria("pressed", rel).Aria("label", item+" relevant: "+strconv.Itoa(query.Y[i])).Title(title).
					Text(strconv.Itoa(query.Y[i])), item+" relevant", func() { p.FlipRelevant(par.Name, item, q, i) }),
				p.slider(&scoreSlider, key, query.S[i], func(x float64) { p.SetScore(par.Name, key, q, i, x) }),
				p.numberBox(&scoreSlider, key, query.S[i], func(x float64) bool { return p.SetScore(par.Name, key, q, i, x) }),
				p.errorFor(key),
			)
		}
		groups[q] = app.FieldSet().Class("query").Body(
			app.Legend().Text("query "+strconv.Itoa(q+1)+": relevant (1 or 0) and score of each item"),
			app.Ol().Class("entries").Body(items...),
		)
	}
	return app.Div().Class("ranked").Body(groups...)
}
