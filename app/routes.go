// Package app is the user interface of eqx: go-app components compiled to
// WebAssembly. One generic, spec-driven page shows any equation of the
// catalogue; there is no per-equation page code.
package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// Register declares the routes of the UI. It must be called, with the same
// result, by the wasm binary and by the native server, since go-app renders
// the first view on the server and then hands over to the browser.
func Register() {
	app.Route("/", func() app.Composer { return &catalogPage{} })
	// Static hosts may show a page as /eq/ID, /eq/ID/ or /eq/ID.html.
	app.RouteWithRegexp(`^/eq/[a-z0-9-]+(/|\.html)?$`, func() app.Composer { return &equationPage{} })
	// What an equation is checked against, checked in the browser (checks.go).
	app.RouteWithRegexp(`^/eq/[a-z0-9-]+/checks/?$`, func() app.Composer { return &checksPage{} })
	// The same page as a widget for other sites (embed.go).
	app.RouteWithRegexp(`^/embed/[a-z0-9-]+/?$`, func() app.Composer { return &equationPage{} })
}

// Pages lists every path of the UI, for the static site generator.
func Pages(reg *equations.Registry) []string {
	pages := []string{"/", "/eq/" + equations.CustomID}
	for _, s := range reg.All() {
		pages = append(pages, "/eq/"+s.ID)
	}
	return pages
}

// CheckPages lists the conformance page of every equation, for the
// static site.
func CheckPages(reg *equations.Registry) []string {
	var pages []string
	for _, s := range reg.All() {
		pages = append(pages, ChecksPath(s.ID))
	}
	return pages
}

// EmbedPages lists the widget of every equation, for the static site: a
// host page loads them from there.
func EmbedPages(reg *equations.Registry) []string {
	pages := []string{embedPrefix + equations.CustomID}
	for _, s := range reg.All() {
		pages = append(pages, embedPrefix+s.ID)
	}
	return pages
}
