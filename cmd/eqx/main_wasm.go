//go:build js && wasm

// Command eqx, built for js/wasm, is the user interface of eqx: go-app
// mounts the page components in the browser.
package main

import (
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	eqxapp "eqx/app"
)

func main() {
	// The page's live heap is a few MB and a slider move allocates a few
	// hundred kB (the plot's SVG, the worked lines). js/wasm has one thread,
	// so every collection runs inside a move: at the default GOGC=100 one
	// lands every few moves and is what the slowest moves wait for. A
	// larger goal trades some MB of memory for fewer of them.
	debug.SetGCPercent(400)
	eqxapp.Register()
	app.RunWhenOnBrowser()
}
