package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// catalogPage is the index: every equation grouped by category, filtered as
// the user types.
type catalogPage struct {
	app.Compo
	query string
}

func (c *catalogPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("eqx · machine-learning equations, live")
	markReady(ctx)
}

func (c *catalogPage) onSearch(ctx app.Context, e app.Event) {
	c.query = ctx.JSSrc().Get("value").String()
}

// matches reports whether every word of the query occurs in the spec's
// title, id, category or explanation.
func matches(s *equations.Spec, query string) bool {
	hay := strings.ToLower(s.Title + " " + s.ID + " " + s.Category + " " + s.Explanation)
	for _, w := range strings.Fields(strings.ToLower(query)) {
		if !strings.Contains(hay, w) {
			return false
		}
	}
	return true
}

func (c *catalogPage) Render() app.UI {
	reg := catalogue()
	groups := map[string][]*equations.Spec{}
	total := 0
	for _, s := range reg.All() {
		if matches(s, c.query) {
			groups[s.Category] = append(groups[s.Category], s)
			total++
		}
	}
	var sections []app.UI
	for _, cat := range reg.Categories() {
		specs := groups[cat]
		if len(specs) == 0 {
			continue
		}
		items := make([]app.UI, len(specs))
		for i, s := range specs {
			items[i] = app.Li().DataSet("id", s.ID).Body(
				app.A().Href("/eq/"+s.ID).Body(
					app.Span().Class("entry-title").Text(s.Title),
					app.Span().Class("entry-id").Text(s.ID),
				),
			)
		}
		sections = append(sections, app.Section().Class("category").Body(
			app.H2().Body(
				app.Text(cat),
				app.Span().Class("count").Text(" "+strconv.Itoa(len(specs))),
			),
			app.Ul().Class("entries").Body(items...),
		))
	}
	status := strconv.Itoa(total) + " of " + strconv.Itoa(len(reg.All())) + " equations"
	if total == 0 {
		sections = append(sections, app.P().Class("empty").Text("No equation matches “"+c.query+"”."))
	}
	return shell(
		app.H1().Text("Equations"),
		app.Div().Class("search").Body(
			app.Input().Type("search").ID("search").
				Placeholder("Search by title, id, category or idea").
				Aria("label", "Search equations").
				AutoFocus(true).
				Value(c.query).
				OnInput(c.onSearch),
			app.P().Class("search-count").Aria("live", "polite").Text(status),
		),
		app.P().Class("own-formula").Body(
			app.A().Href("/eq/"+equations.CustomID).Text("Your own formula"),
			app.Text(": type a function of x, get it typeset, a slider per parameter, its derivative and a plot."),
		),
		app.Div().Class("catalog").Body(sections...),
	)
}
