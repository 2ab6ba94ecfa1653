//go:build js && wasm

package main

import (
	"errors"
	"io"
	"net/url"
	"strconv"
	"syscall/js"

	"eqx/internal/api"
)

// serve answers the Workers Request req with h, as a Promise of a
// Response, and closes done once the Response is handed over (or the
// request has failed).
func serve(h *api.Handler, req js.Value, done chan struct{}) js.Value {
	var resolve, reject js.Value
	executor := js.FuncOf(func(_ js.Value, args []js.Value) any {
		resolve, reject = args[0], args[1]
		return nil
	})
	promise := js.Global().Get("Promise").New(executor)
	executor.Release()
	go func() {
		defer end(done)
		res, err := answer(h, req)
		if err != nil {
			reject.Invoke(js.Global().Get("Error").New(err.Error()))
			return
		}
		resolve.Invoke(res)
	}()
	return promise
}

// end closes done from a callback of its own, on a later turn of the
// event loop: the program ends when done closes, and it must not end
// while JavaScript is still inside one of its calls into Go (it would then
// find the instance gone).
func end(done chan struct{}) {
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		f.Release()
		close(done)
		return nil
	})
	// Invoke, not Call: workerd refuses setTimeout called on another
	// this than the global object, and the runtime's global is a proxy.
	js.Global().Get("setTimeout").Invoke(f, 0)
}

// rejected is a Promise rejected with msg.
func rejected(msg string) js.Value {
	return js.Global().Get("Promise").Call("reject", js.Global().Get("Error").New(msg))
}

// answer runs h on req and makes its answer a Response.
func answer(h *api.Handler, req js.Value) (js.Value, error) {
	u, err := url.Parse(req.Get("url").String())
	if err != nil {
		return js.Value{}, err
	}
	header := api.Header{}
	entries := req.Get("headers").Call("entries")
	for {
		e := entries.Call("next")
		if e.Get("done").Bool() {
			break
		}
		kv := e.Get("value")
		header.Add(kv.Index(0).String(), kv.Index(1).String())
	}
	length := int64(-1)
	if n, err := strconv.ParseInt(header.Get("Content-Length"), 10, 64); err == nil {
		length = n
	}
	var body io.Reader
	if b := req.Get("body"); !b.IsNull() && !b.IsUndefined() {
		s := &streamReader{stream: b}
		defer s.release()
		body = s
	}
	w := &bufferedWriter{header: api.Header{}}
	h.Serve(w, &api.Request{Method: req.Get("method").String(), URL: u, Header: header, Body: body, ContentLength: length})
	return w.response(), nil
}

// bufferedWriter keeps the answer for one Response: a Workers Response
// is made whole, so a batch's lines go out together at its end.
type bufferedWriter struct {
	header api.Header
	status int
	body   []byte
}

func (w *bufferedWriter) Header() api.Header { return w.header }

func (w *bufferedWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *bufferedWriter) Write(b []byte) (int, error) {
	w.WriteHeader(api.StatusOK)
	w.body = append(w.body, b...)
	return len(b), nil
}

func (w *bufferedWriter) Flush() error { return nil }

// response is the Response of what was written.
func (w *bufferedWriter) response() js.Value {
	status := w.status
	if status == 0 {
		status = api.StatusOK
	}
	headers := js.Global().Get("Headers").New()
	for k, vs := range w.header {
		for _, v := range vs {
			headers.Call("append", k, v)
		}
	}
	init := js.Global().Get("Object").New()
	init.Set("status", status)
	init.Set("headers", headers)
	body := js.Null()
	// A Response of these statuses may have no body, not even an empty one.
	if len(w.body) > 0 && status != 101 && status != 204 && status != 205 && status != 304 {
		body = js.Global().Get("Uint8Array").New(len(w.body))
		js.CopyBytesToJS(body, w.body)
	}
	return js.Global().Get("Response").New(body, init)
}

// streamReader reads a ReadableStream of bytes through a reader, one chunk
// at a time, as the API's limits read the body. The reader is taken at
// the first read, and released by release: a body refused unread (too
// large), or read in part, is left for the runtime to drain.
type streamReader struct {
	stream js.Value // the ReadableStream
	r      js.Value // its reader, once taken
	buf    []byte
	done   bool
}

func (s *streamReader) release() {
	if s.r.Truthy() {
		s.r.Call("releaseLock")
	}
}

func (s *streamReader) Read(p []byte) (int, error) {
	if !s.r.Truthy() {
		s.r = s.stream.Call("getReader")
	}
	for len(s.buf) == 0 {
		if s.done {
			return 0, io.EOF
		}
		res, err := await(s.r.Call("read"))
		if err != nil {
			return 0, err
		}
		if res.Get("done").Bool() {
			s.done = true
			continue
		}
		chunk := res.Get("value")
		s.buf = make([]byte, chunk.Get("byteLength").Int())
		js.CopyBytesToGo(s.buf, chunk)
	}
	n := copy(p, s.buf)
	s.buf = s.buf[n:]
	return n, nil
}

// await waits for the Promise p (in a goroutine other than the one JS
// called into) and returns its value, or its rejection as an error.
func await(p js.Value) (js.Value, error) {
	type outcome struct {
		v   js.Value
		err error
	}
	ch := make(chan outcome, 1)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- outcome{v: args[0]}
		return nil
	})
	catch := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- outcome{err: errors.New(js.Global().Get("String").Invoke(args[0]).String())}
		return nil
	})
	defer then.Release()
	defer catch.Release()
	p.Call("then", then, catch)
	o := <-ch
	return o.v, o.err
}
