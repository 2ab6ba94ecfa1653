package api

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"
)

// apiError is a failure of a whole request with its HTTP status: a limit
// reached, a body that could not be read. In a batch that has started
// answering it becomes the last line instead.
type apiError struct {
	status int
	msg    string
}

func (e *apiError) Error() string { return e.msg }

func (a *api) tooLarge() *apiError {
	return &apiError{StatusRequestEntityTooLarge, fmt.Sprintf("request body is larger than %d bytes", a.opts.MaxBodyBytes)}
}

// deadline returns the request's context bounded by Options.Timeout, and
// asks the host to stop reading the body at the same instant, so that a
// client that trickles its body cannot hold the handler past the limit.
// Hosts without read deadlines (Workers, recorders) have none to set.
func (a *api) deadline(r *Request) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithTimeout(r.Context(), a.opts.Timeout)
	if r.SetReadDeadline != nil {
		dl, _ := ctx.Deadline()
		_ = r.SetReadDeadline(dl)
	}
	return ctx, cancel
}

// expired reports whether the request's time limit has passed. It asks
// the clock rather than ctx.Err: net/http may cancel the request's context
// for its own reasons (a read deadline hit in the background) before the
// timer fires.
func expired(ctx context.Context) bool {
	dl, ok := ctx.Deadline()
	return ok && !time.Now().Before(dl)
}

func (a *api) timeoutError(what string) *apiError {
	return &apiError{StatusServiceUnavailable, fmt.Sprintf("request time limit of %v reached %s", a.opts.Timeout, what)}
}

// readBody reads a whole request body within the size and time limits.
// A declared Content-Length over the limit is refused before reading.
func (a *api) readBody(ctx context.Context, r *Request) ([]byte, *apiError) {
	if r.ContentLength > a.opts.MaxBodyBytes {
		return nil, a.tooLarge()
	}
	body, err := io.ReadAll(maxBytesReader(r.body(), a.opts.MaxBodyBytes))
	return body, a.readError(ctx, err)
}

// readError classifies an error reading the body: too large (413), past
// the time limit (503), or a broken upload (400).
func (a *api) readError(ctx context.Context, err error) *apiError {
	if err == nil {
		if expired(ctx) {
			return a.timeoutError("while reading the request body")
		}
		return nil
	}
	var tooLarge *MaxBytesError
	if errors.As(err, &tooLarge) {
		return a.tooLarge()
	}
	if expired(ctx) {
		return a.timeoutError("while reading the request body")
	}
	return &apiError{StatusBadRequest, fmt.Sprintf("reading the request body: %v", err)}
}

// checkElements refuses a request holding more JSON values than
// Options.MaxElements: the work of most kernels grows with them, and the
// body limit alone admits millions of one-digit numbers.
func (a *api) checkElements(data []byte) *apiError {
	if n := countValues(data); n > a.opts.MaxElements {
		return &apiError{StatusRequestEntityTooLarge, fmt.Sprintf("request has %d values; the limit is %d per request (split the work into several requests or batch lines)", n, a.opts.MaxElements)}
	}
	return nil
}

// countValues counts the scalar JSON values of data: numbers, strings,
// true, false and null, but not the keys of objects. It is one pass over
// the bytes without decoding, exact for valid JSON and a rough measure of
// anything else (which the decoder then refuses).
func countValues(data []byte) int {
	n := 0
	inString, escaped := false, false
	inToken := false   // inside a number or a literal
	closedStr := false // a string just ended: a value unless ':' follows
	for _, c := range data {
		if inString {
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString, closedStr = false, true
			}
			continue
		}
		if c == ' ' || c == '\t' || c == '\r' || c == '\n' {
			inToken = false
			continue
		}
		if closedStr {
			closedStr = false
			if c != ':' {
				n++
			}
		}
		switch c {
		case '"':
			inString, inToken = true, false
		case '{', '}', '[', ']', ',', ':':
			inToken = false
		default:
			if !inToken {
				n++
				inToken = true
			}
		}
	}
	if closedStr {
		n++
	}
	return n
}
