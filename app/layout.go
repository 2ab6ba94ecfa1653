package app

import (
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// catalogue is made once: the specs are immutable values, and both pages
// read them. It is lazy: an equation page builds its own equation's
// family of specs, not the whole catalogue (equations.LazyCatalogue).
var catalogue = sync.OnceValue(equations.LazyCatalogue)

// shell wraps a page's content in the common header and footer.
func shell(content ...app.UI) app.UI { return shellSkip("", content...) }

// shellSkip is shell with, first of all, a link that skips to the element
// of id skip (none when it is empty): the first Tab reaches it (WCAG
// 2.4.1), and the page's listener follows it (live.go, skipTo).
func shellSkip(skip string, content ...app.UI) app.UI {
	var link app.UI
	if skip != "" {
		link = app.A().Class("skip-link").Href("#" + skip).Text("Skip to the inputs")
	}
	return app.Div().Class("shell").Body(
		link,
		app.Header().Class("topbar").Body(
			app.A().Class("brand").Href("/").Body(
				// Decorative: the link's name is its text. go-app leaves an
				// empty alt out, so the role says it.
				app.Img().Src("/web/icons/icon.svg").Alt("").Attr("role", "presentation").Width(28).Height(28),
				app.Span().Text("eqx"),
			),
			app.Span().Class("tagline").Text("machine-learning equations, live"),
		),
		&updateBanner{},
		app.Main().ID("main").Body(content...),
	)
}

// markReady sets data-eqx-ready on <body> once a page has rendered, so
// that tests and benchmarks know the app is interactive, and dispatches
// ReadyEvent, on which the service worker is registered (AppJS).
func markReady(ctx app.Context) {
	ctx.Defer(func(app.Context) { ready() })
}

// readyAttr is the attribute of <body> that markReady sets.
const readyAttr = "data-eqx-ready"

// ready marks the page ready now (markReady), for a page that is
// rendered already.
func ready() {
	doc := app.Window().Get("document")
	doc.Get("body").Call("setAttribute", readyAttr, "1")
	doc.Call("dispatchEvent", app.Window().Get("Event").New(ReadyEvent))
}

// markPage sets data-eqx-page on <body> to the path and query of the page
// once it has rendered, its controls included: a test that follows a
// link within the app (no new document, so data-eqx-ready stays) knows
// the new page is there.
func markPage(app.Context) {
	loc := app.Window().Get("location")
	app.Window().Get("document").Get("body").Call("setAttribute", "data-eqx-page", loc.Get("pathname").String()+loc.Get("search").String())
}

// ReadyEvent is the event dispatched on the document when a page is
// interactive (markReady).
const ReadyEvent = "eqx-ready"

// missingPage is a page of an equation not found: id, the one asked for,
// or "" while the page is still loading.
func missingPage(id string) app.UI {
	if id == "" {
		return shell(app.P().Text("Loading…"))
	}
	return shell(
		app.H1().Text("Unknown equation"),
		app.P().Body(
			app.Text("There is no equation with the id “"+id+"”. "),
			app.A().Href("/").Text("Browse the catalogue"),
			app.Text("."),
		),
	)
}
