//go:build js && wasm

// Command eqx, built for js/wasm, is the user interface of eqx: go-app
// mounts the page components in the browser.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	eqxapp "eqx/app"
)

func main() {
	eqxapp.Register()
	app.RunWhenOnBrowser()
}
