// Package app is the user interface of eqx: go-app components compiled to
// WebAssembly. One generic, spec-driven page shows any equation of the
// catalogue; there is no per-equation page code.
package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"eqx/equations"
)

// Register declares the routes of the UI. It must be called, with the same
// result, by the wasm binary and by the native server, since go-app renders
// the first view on the server and then hands over to the browser.
func Register() {
	app.Route("/", func() app.Composer { return &catalogPage{} })
	// Static hosts may show a page as /eq/ID, /eq/ID/ or /eq/ID.html.
	app.RouteFunc(func(path string) bool { return isIDPath(path, "/eq/", "", "/", ".html") }, func() app.Composer { return &equationPage{} })
	// What an equation is checked against, checked in the browser (checks.go).
	app.RouteFunc(func(path string) bool { return isIDPath(path, "/eq/", checksSuffix, checksSuffix+"/") }, func() app.Composer { return &checksPage{} })
	// The same page as a widget for other sites (embed.go).
	app.RouteFunc(func(path string) bool { return isIDPath(path, embedPrefix, "", "/") }, func() app.Composer { return &equationPage{} })
}

// isIDPath reports whether path is prefix, then an id (lower-case
// letters, digits and hyphens), then one of the endings. Routes are
// matched so rather than by regular expressions, which cost app.wasm the
// regexp packages.
func isIDPath(path, prefix string, endings ...string) bool {
	rest, ok := strings.CutPrefix(path, prefix)
	if !ok {
		return false
	}
	for _, end := range endings {
		if id, ok := strings.CutSuffix(rest, end); ok && isID(id) {
			return true
		}
	}
	return false
}

// isID reports whether s is a possible equation id: [a-z0-9-]+.
func isID(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return s != ""
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
