//go:build js && wasm

// Command worker serves the eqx API on Cloudflare Workers: the same
// handler as `eqx serve` (package server), compiled with standard Go to
// js/wasm and bridged to the Workers fetch event by github.com/syumai/workers.
// The site itself is served by Workers static assets (wrangler.toml); only
// /api/* runs this code first.
//
// Build it with `make worker`:
//
//	go run github.com/syumai/workers/cmd/workers-assets-gen -mode=go
//	GOOS=js GOARCH=wasm go build -o build/app.wasm ./cmd/worker
package main

import (
	"log"
	"os"

	"github.com/syumai/workers"

	"eqx/equations"
	"eqx/server"
)

func main() {
	// Internal errors go to the isolate's console (wrangler tail, or the
	// terminal of wrangler dev).
	logger := log.New(os.Stderr, "", 0)
	workers.Serve(server.NewWithOptions(equations.Catalogue(), server.Options{Logf: logger.Printf}))
}
