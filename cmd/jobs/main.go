//go:build js && wasm

// Command jobs is the browser's side of eqx's large-data jobs. Compiled to
// web/jobs.wasm, it is started by web/jobs-worker.js inside a Web Worker
// and runs jobs.Table there, off the page's thread: a 10^6-row table is
// parsed and computed without freezing the page, with progress, and
// cancelled by terminating the worker. It holds the catalogue and the
// kernels only (no UI, no plots), so it loads in a fraction of app.wasm's
// time.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"syscall/js"

	"eqx/equations"
	"eqx/jobs"
)

func main() {
	// A job names one equation: its family is built when it is asked for.
	reg := equations.LazyCatalogue()
	// eqxTable(request JSON, text, progress(done, total)) → a frame.
	js.Global().Set("eqxTable", js.FuncOf(func(_ js.Value, args []js.Value) any {
		return run(reg, args)
	}))
	// eqxSweep(request JSON) → a frame (jobs.Sweep, as POST /api/v1/sweep).
	js.Global().Set("eqxSweep", js.FuncOf(func(_ js.Value, args []js.Value) any {
		return sweep(reg, args)
	}))
	select {} // serve calls until the worker is terminated
}

// run answers one call of eqxTable with a frame (jobs.AppendFrame) in a
// Uint8Array: a list output is copied out as raw float64s, not written
// and parsed as JSON.
func run(reg *equations.Registry, args []js.Value) js.Value {
	return answer(func() framer {
		if len(args) < 2 {
			return jobs.Response{Error: "eqxTable: want a request and a text"}
		}
		var req jobs.Request
		if err := json.Unmarshal([]byte(args[0].String()), &req); err != nil {
			return jobs.Response{Error: "eqxTable: request: " + err.Error()}
		}
		var progress func(done, total int)
		if len(args) > 2 && args[2].Type() == js.TypeFunction {
			f := args[2]
			progress = func(done, total int) { f.Invoke(done, total) }
		}
		resp, _ := jobs.Table(reg, req, args[1].String(), progress)
		return resp
	})
}

// sweep answers one call of eqxSweep with a frame, as run answers
// eqxTable. The browser has no time limit: cancelling terminates the
// worker.
func sweep(reg *equations.Registry, args []js.Value) js.Value {
	return answer(func() framer {
		if len(args) < 1 {
			return jobs.SweepResponse{Error: "eqxSweep: want a request"}
		}
		resp, _ := jobs.Sweep(context.Background(), reg, []byte(args[0].String()), maxSweep)
		return resp
	})
}

// answer returns the answer f gives as a frame. A panic becomes the
// answer's error (the page reads only "error" then): an escaped one
// would stop the program and every later job with it.
func answer(f func() framer) (out js.Value) {
	defer func() {
		if r := recover(); r != nil {
			out = frame(jobs.Response{Error: fmt.Sprintf("internal error (a bug in eqx, please report it): %v", r)})
		}
	}()
	return frame(f())
}

// maxSweep bounds a sweep in the browser so that its outputs fit in the
// worker's memory: 10^7 values are 80 MB. (The server's own limit is
// its element limit, 2^21 by default.)
const maxSweep = 10_000_000

// framer is an answer that writes itself as a frame.
type framer interface {
	AppendFrame([]byte) ([]byte, error)
}

func frame(resp framer) js.Value {
	b, err := resp.AppendFrame(nil)
	if err != nil {
		b = []byte(`{"error": "encoding the response"}`)
	}
	u := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(u, b)
	return u
}
