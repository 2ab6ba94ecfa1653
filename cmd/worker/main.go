//go:build js && wasm

// Command worker serves the eqx API on Cloudflare Workers: the same
// handler as `eqx serve` (package internal/api, which package server
// adapts to net/http), compiled with standard Go to js/wasm. The site
// itself is served by Workers static assets (wrangler.toml); only /api/*
// and /healthz run this code.
//
// The JavaScript side is the runtime of github.com/syumai/workers, written
// into build/ by its workers-assets-gen: for each request it starts this
// program, waits for it to call the import workers.ready, and hands the
// request to the function it left in context.binding.handleRequest
// (fetch.go). The Go side is ours rather than that module's, because its
// bridge takes a net/http Handler, and linking net/http costs the Worker
// about 0.7 MB of Cloudflare's 3 MiB (crypto/tls, kept alive by its
// DefaultTransport).
//
// Build it with `make worker`:
//
//	go tool workers-assets-gen -mode=go
//	GOOS=js GOARCH=wasm go build -tags eqx_noui -o build/app.wasm ./cmd/worker
package main

import (
	"log"
	"os"
	"syscall/js"

	"eqx/equations"
	"eqx/internal/api"
)

// ready tells the runtime that handleRequest is in place.
//
//go:wasmimport workers ready
func ready()

func main() {
	// Internal errors go to the isolate's console (wrangler tail, or the
	// terminal of wrangler dev).
	logger := log.New(os.Stderr, "", 0)
	h := api.New(equations.Catalogue(), api.Options{Logf: logger.Printf})
	done := make(chan struct{})
	handle := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 {
			return rejected("handleRequest takes one Request")
		}
		return serve(h, args[0], done)
	})
	defer handle.Release()
	js.Global().Get("context").Get("binding").Set("handleRequest", handle)
	ready()
	// The runtime starts the program anew for each request: it ends once
	// its answer is handed over.
	<-done
}
